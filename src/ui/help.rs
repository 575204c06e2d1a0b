//! Help ▸ Rules, in the program's own words with a scoring example drawn by the board
//! ([`super::example`]), and Help ▸ About.

use egui::{RichText, Ui};

use super::menu;
use crate::i18n::tr;
use crate::tiles::TileTextures;

/// Shows the rules window; `open` becomes false when it is closed. The scoring example is
/// drawn with the board's tile images (`textures`; without them, with the tiles' names).
pub fn rules_window(ctx: &egui::Context, open: &mut bool, textures: Option<&TileTextures>) {
    game_shell::window::help_window(ctx, &tr!("rules-title"), &tr!("button-close"), open, |ui| {
        rules_text(ui, textures)
    });
}

fn rules_text(ui: &mut Ui, textures: Option<&TileTextures>) {
    let section = |ui: &mut Ui, title: String| game_shell::window::section(ui, &title);
    ui.label(tr!("rules-intro"));

    section(ui, tr!("rules-tiles-title"));
    ui.label(tr!("rules-tiles"));
    ui.label(tr!("rules-paths"));
    ui.label(tr!("rules-junctions"));
    ui.label(tr!("rules-dead-ends"));

    section(ui, tr!("rules-placing-title"));
    ui.label(tr!("rules-placing"));
    ui.label(tr!("rules-placing-1"));
    ui.label(tr!("rules-placing-2"));
    ui.label(tr!("rules-placing-3"));
    ui.label(tr!("rules-placing-4"));

    section(ui, tr!("rules-points-title"));
    ui.label(tr!("rules-points"));
    ui.label(RichText::new(tr!("rules-example-title")).italics());
    super::example::ui(ui, textures);

    section(ui, tr!("rules-turn-title"));
    ui.label(tr!("rules-turn-1"));
    ui.label(tr!(
        "rules-turn-2",
        undo = menu::shortcut_text(ui.ctx(), &menu::UNDO)
    ));
    ui.label(tr!("rules-turn-3"));
    ui.label(tr!("rules-turn-4"));

    section(ui, tr!("rules-end-title"));
    ui.label(tr!("rules-end"));

    section(ui, tr!("rules-reading-title"));
    ui.label(tr!("rules-reading"));

    section(ui, tr!("rules-computer-title"));
    ui.label(tr!("rules-computer"));
    // All four levels, in the words the setup shows for them (one place for each).
    for level in loopit_core::Level::ALL {
        ui.label(format!(
            "• {}: {} {}",
            crate::words::level_name(level),
            crate::words::level_about(level),
            crate::words::level_strength(level)
        ));
    }

    section(ui, tr!("rules-keys-title"));
    // The shortcuts with modifiers are named as the menus name them (Strg+Z; ⌘Z on a Mac).
    let ctx = ui.ctx().clone();
    let keys = |shortcut: &egui::KeyboardShortcut| menu::shortcut_text(&ctx, shortcut);
    for line in [
        tr!("keys-pick"),
        tr!("keys-cursor"),
        tr!("keys-tab"),
        tr!("keys-place"),
        tr!("keys-undo", undo = keys(&menu::UNDO)),
        tr!("keys-hint"),
        tr!("keys-end"),
        tr!("keys-escape"),
        tr!(
            "keys-files",
            new = keys(&menu::NEW),
            load = keys(&menu::LOAD),
            save = keys(&menu::SAVE),
            quit = keys(&menu::QUIT),
        ),
        tr!(
            "keys-zoom",
            larger = keys(&egui::gui_zoom::kb_shortcuts::ZOOM_IN),
            smaller = keys(&egui::gui_zoom::kb_shortcuts::ZOOM_OUT),
            normal = keys(&egui::gui_zoom::kb_shortcuts::ZOOM_RESET),
        ),
        tr!("keys-help"),
    ] {
        ui.label(line);
    }

    section(ui, tr!("rules-cheat-title"));
    ui.label(tr!("rules-cheat"));
}

/// Shows the About window; `open` becomes false when it is closed.
pub fn about_window(ctx: &egui::Context, open: &mut bool, files: &[(String, String)]) {
    let mut lines = vec![tr!("about-what"), tr!("about-how"), tr!("about-files")];
    lines.extend(
        files
            .iter()
            .map(|(what, place)| tr!("about-file", what = what.as_str(), place = place.as_str())),
    );
    let about = game_shell::window::About {
        title: tr!("about-title"),
        name: "LoopIt".to_owned(),
        version: tr!("about-version", version = env!("CARGO_PKG_VERSION")),
        lines,
    };
    game_shell::window::about_window(ctx, &about, &tr!("button-close"), open);
}

/// Shows Help ▸ Reading the board: every mark of the board with a small picture; `open`
/// becomes false when it is closed.
pub fn reading_window(ctx: &egui::Context, open: &mut bool) {
    game_shell::window::help_window(
        ctx,
        &tr!("reading-title"),
        &tr!("button-close"),
        open,
        reading_text,
    );
}

/// One mark: its picture and what it means.
struct Legend {
    text: fn() -> String,
    paint: fn(&egui::Painter, egui::Rect),
}

const LEGEND: [Legend; 12] = [
    Legend {
        text: || tr!("legend-start"),
        paint: |p, r| {
            tile_cell(p, r);
            super::marks::start_corner(p, r);
        },
    },
    Legend {
        text: || tr!("legend-premium"),
        paint: |p, r| {
            p.rect_filled(r, 0.0, super::palette::Board::here(p).premium(4));
            p.text(
                r.center(),
                egui::Align2::CENTER_CENTER,
                "×4",
                egui::FontId::proportional(r.height() * 0.3),
                super::palette::Board::here(p).ink,
            );
        },
    },
    Legend {
        text: || tr!("legend-legal"),
        paint: |p, r| {
            empty_cell(p, r);
            super::marks::legal(p, r);
        },
    },
    Legend {
        text: || tr!("legend-refused"),
        paint: |p, r| {
            empty_cell(p, r);
            super::marks::refused(p, r);
            super::marks::refused_edge(p, r, loopit_core::Edge::W);
        },
    },
    Legend {
        text: || tr!("legend-no-line"),
        paint: |p, r| {
            empty_cell(p, r);
            super::marks::refused(p, r);
            super::marks::refused_all_round(p, r);
        },
    },
    Legend {
        text: || tr!("legend-this-turn"),
        paint: |p, r| {
            tile_cell(p, r);
            super::marks::this_turn(p, r, super::seat::colour(0));
        },
    },
    Legend {
        text: || tr!("legend-last-turn"),
        paint: |p, r| {
            tile_cell(p, r);
            super::marks::last_turn(p, r, super::seat::colour(1));
        },
    },
    Legend {
        text: || tr!("legend-joined"),
        paint: |p, r| {
            tile_cell(p, r);
            super::marks::joined(p, r);
        },
    },
    Legend {
        text: || tr!("legend-stop"),
        paint: |p, r| {
            empty_cell(p, r);
            super::marks::stop(p, r, true);
        },
    },
    Legend {
        text: || tr!("legend-log"),
        paint: |p, r| {
            tile_cell(p, r);
            super::marks::brackets(p, r, super::palette::HIGHLIGHT);
        },
    },
    Legend {
        text: || tr!("legend-hint"),
        paint: |p, r| {
            tile_cell(p, r);
            super::marks::brackets(p, r, super::palette::HINT);
            // The badge the bank puts on the hint's tiles, numbered in the order to place them.
            let radius = 9.0;
            let centre = r.right_top() + egui::vec2(-radius, radius);
            p.circle_filled(centre, radius, super::palette::HINT);
            p.text(
                centre,
                egui::Align2::CENTER_CENTER,
                "1",
                egui::FontId::proportional(super::text::BODY),
                egui::Color32::WHITE,
            );
        },
    },
    Legend {
        text: || tr!("legend-bank"),
        paint: |p, r| {
            tile_cell(p, r);
            p.rect_stroke(
                r,
                egui::CornerRadius::same(4),
                egui::Stroke::new(3.0, super::palette::SELECTED),
                egui::StrokeKind::Inside,
            );
        },
    },
];

fn empty_cell(p: &egui::Painter, r: egui::Rect) {
    let colours = super::palette::Board::here(p);
    p.rect_filled(r, 0.0, colours.cell);
    p.rect_stroke(
        r,
        0.0,
        egui::Stroke::new(1.0, colours.grid),
        egui::StrokeKind::Inside,
    );
}

fn tile_cell(p: &egui::Painter, r: egui::Rect) {
    empty_cell(p, r);
    p.rect_filled(r.shrink(4.0), 2.0, egui::Color32::from_gray(250));
    p.line_segment(
        [
            r.center_top() + egui::vec2(0.0, 4.0),
            r.center_bottom() - egui::vec2(0.0, 4.0),
        ],
        egui::Stroke::new(3.0, super::palette::Board::LIGHT.ink),
    );
}

fn reading_text(ui: &mut Ui) {
    ui.label(tr!("legend-intro"));
    ui.add_space(6.0);
    // Row by row rather than in a grid: a grid's cells do not wrap their text, so a long
    // (German) sentence would widen the window past the screen's edge at 800 × 600.
    for item in &LEGEND {
        ui.horizontal_top(|ui| {
            ui.spacing_mut().item_spacing.x = 12.0;
            let (rect, _) = ui.allocate_exact_size(egui::Vec2::splat(44.0), egui::Sense::hover());
            (item.paint)(ui.painter(), rect);
            ui.add(egui::Label::new((item.text)()).wrap());
        });
        ui.add_space(10.0);
    }
    ui.add_space(6.0);
    ui.label(tr!("legend-coordinates"));
}
