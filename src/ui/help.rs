//! Help ▸ Rules, in the program's own words with a scoring example, and Help ▸ About.

use egui::{RichText, Ui};

/// Shows the rules window; `open` becomes false when it is closed.
pub fn rules_window(ctx: &egui::Context, open: &mut bool) {
    game_shell::window::help_window(ctx, "Rules of LoopIt", open, rules_text);
}

fn rules_text(ui: &mut Ui) {
    let section = game_shell::window::section;
    ui.label("Two to four players take turns laying tiles on an 11 × 11 board. Lines must run on from tile to tile; the more tiles your new tile is joined to, the more it scores.");

    section(ui, "The tiles");
    ui.label("There are 81 tiles. A tile's name has three digits: its value (1 to 8), its number of line ends, and a variant: 331 is worth 3 points and has three line ends. Tiles are never turned.");
    ui.label("• Paths (one line between two edges) let a line run through them.");
    ui.label("• Junctions (three or four lines meeting at a dot in the middle) stop a line.");
    ui.label("• Dead ends (value 8) have a straight line across, which a line runs through, and a short line ending in a dot, where a line stops.");

    section(ui, "Placing a tile");
    ui.label("A tile may go on an empty cell when:");
    ui.label("• every line of the tile meets a line of the neighbouring tile, or an empty cell — no line runs off the board;");
    ui.label("• it cuts off no line: where a neighbour has a line end facing the cell, the tile has one too;");
    ui.label("• it continues at least one line of a tile already on the board.");
    ui.label("When you pick up a tile, the program highlights every cell where it may go.");

    section(ui, "Points");
    ui.label("A placement scores the tile's value times the premium of its cell (×2 to ×6, shown on the board), plus the plain value of every tile it is joined to by a line. From each line end, the line is followed: through paths and across dead ends' straight lines, until it reaches a junction, a dead end's dot, an empty cell, or a tile already counted. Every tile passed counts once, including the one where the line stops.");
    ui.label(RichText::new("Example").italics());
    ui.label("The junction 541 lies on the start cell 5,5; the path 126 (top and left) lies to its right on 5,6. You place 422 (top and bottom) on 4,6, a plain cell: 4 × 1 = 4 for the tile, 1 for 126 below it, and 5 for 541, because the line runs on through 126 into the junction. Total: 10. The same tile on 4,5 (a ×2 field, right above 541) earns 4 × 2 + 5 = 13.");

    section(ui, "A turn");
    ui.label("1. You draw tiles from the bag until your bank holds five (or the bag is empty).");
    ui.label("2. You place up to three of them, one at a time. Until you end the turn you can take any of them back (click it, or Ctrl+Z for the last one). Taking a tile back also returns the tiles placed after it that no longer fit without it; the others stay, scored anew.");
    ui.label("3. End turn (the button, or Enter) adds the points, fixes the tiles and puts the rest of your bank back into the bag. You may end a turn without placing anything.");
    ui.label("4. If none of your tiles fits anywhere, you sit the turn out.");

    section(ui, "Start and end");
    ui.label("The game starts with one tile drawn at random on the start cell 5,5; it scores for nobody. The game ends when every tile is on the board, or when no tile left in the bag can be placed anywhere. The highest score wins; equal scores share the place.");

    section(ui, "Reading the board");
    ui.label("Columns A–K and rows 1–11 are marked along the board's edges. Help, Reading the board, shows every mark: legal cells (green with a dot), refused cells (red cross and a bar on the broken side), this turn's tiles (solid orange frame), the last turn's (dashed blue frame), joined tiles (yellow brackets) and where a line stops (a stop sign). Point at a legal cell to see how the points add up.");

    section(ui, "The computer");
    ui.label("Greedy: up to three times a turn, it takes its highest-valued tile that fits and places a tile of that value where it scores most (ties: earlier bank slot, then upper row, then left column). Planner: tries every order of placing up to three of its tiles and plays the one worth the most in total.");

    section(ui, "Cheat mode");
    ui.label("With cheat mode on (Options), double-click a bank tile that has not been placed, then turn the mouse wheel over it: it is swapped with the tiles still in the bag, in name order — down for the next, up for the previous. This works on a computer's bank too, before it plays (click \"Let the computer play\" when done).");
}

/// Shows the About window; `open` becomes false when it is closed.
pub fn about_window(ctx: &egui::Context, open: &mut bool) {
    let about = game_shell::window::About {
        title: "About LoopIt".to_owned(),
        name: "LoopIt".to_owned(),
        version: format!("Version {}", env!("CARGO_PKG_VERSION")),
        lines: vec![
            "A tile-laying board game for 2 to 4 players at one computer.".to_owned(),
            "Written in Rust with egui. Tile art drawn by the project's own generator.".to_owned(),
        ],
    };
    game_shell::window::about_window(ctx, &about, open);
}

/// Shows Help ▸ Reading the board: every mark of the board with a small picture; `open`
/// becomes false when it is closed.
pub fn reading_window(ctx: &egui::Context, open: &mut bool) {
    game_shell::window::help_window(ctx, "Reading the board", open, reading_text);
}

/// One mark: its picture and what it means.
struct Legend {
    text: &'static str,
    paint: fn(&egui::Painter, egui::Rect),
}

const LEGEND: [Legend; 11] = [
    Legend {
        text: "The start cell (F6): a gold corner under its tile.",
        paint: |p, r| {
            tile_cell(p, r);
            super::marks::start_corner(p, r);
        },
    },
    Legend {
        text: "A premium field: the tile's value counts ×2 to ×6 here.",
        paint: |p, r| {
            p.rect_filled(r, 0.0, super::palette::premium(4));
            p.text(
                r.center(),
                egui::Align2::CENTER_CENTER,
                "×4",
                egui::FontId::proportional(r.height() * 0.3),
                super::palette::INK,
            );
        },
    },
    Legend {
        text: "Where the picked-up tile may go: green, with a dot in the middle.",
        paint: |p, r| {
            empty_cell(p, r);
            super::marks::legal(p, r);
        },
    },
    Legend {
        text: "Where it may not go, when you point at it: a red cross, and a red bar on the side where a rule is broken. The tooltip says which rule.",
        paint: |p, r| {
            empty_cell(p, r);
            super::marks::refused(p, r);
            super::marks::refused_edge(p, r, loopit_core::Edge::W);
        },
    },
    Legend {
        text: "No line would be continued: a dashed red frame all round.",
        paint: |p, r| {
            empty_cell(p, r);
            super::marks::refused(p, r);
            super::marks::refused_all_round(p, r);
        },
    },
    Legend {
        text: "Placed this turn: a solid orange frame and a round badge with its points. Click it to take it back.",
        paint: |p, r| {
            tile_cell(p, r);
            super::marks::this_turn(p, r);
            super::marks::badge(p, r, "13", super::palette::PLACED_THIS_TURN, true);
        },
    },
    Legend {
        text: "Placed in the last turn: a dashed blue frame and a square badge with its points, until the next turn ends.",
        paint: |p, r| {
            tile_cell(p, r);
            super::marks::last_turn(p, r);
            super::marks::badge(p, r, "9", super::palette::LAST_TURN, false);
        },
    },
    Legend {
        text: "A tile the new tile would be joined to, and so counts: yellow corner brackets.",
        paint: |p, r| {
            tile_cell(p, r);
            super::marks::joined(p, r);
        },
    },
    Legend {
        text: "Where a line stops (a junction, a dead end's dot, a gap, or a loop closing): a stop sign; at a gap the empty cell is framed with dashes.",
        paint: |p, r| {
            empty_cell(p, r);
            super::marks::stop(p, r, true);
        },
    },
    Legend {
        text: "A turn you point at in the log: purple corner brackets and badges with the points.",
        paint: |p, r| {
            tile_cell(p, r);
            super::marks::brackets(p, r, super::palette::HIGHLIGHT);
            super::marks::badge(p, r, "21", super::palette::HIGHLIGHT, true);
        },
    },
    Legend {
        text: "In the bank: a tile that fits nowhere now is grey and hatched; the picked-up tile has an orange frame; in cheat mode the marked tile has a dashed magenta frame.",
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
    p.rect_filled(r, 0.0, super::palette::CELL);
    p.rect_stroke(
        r,
        0.0,
        egui::Stroke::new(1.0, super::palette::GRID),
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
        egui::Stroke::new(3.0, super::palette::INK),
    );
}

fn reading_text(ui: &mut Ui) {
    ui.label("Every mark on the board differs in shape as well as colour:");
    ui.add_space(6.0);
    egui::Grid::new("legend")
        .num_columns(2)
        .spacing([12.0, 10.0])
        .show(ui, |ui| {
            for item in &LEGEND {
                let (rect, _) =
                    ui.allocate_exact_size(egui::Vec2::splat(44.0), egui::Sense::hover());
                (item.paint)(ui.painter(), rect);
                ui.label(item.text);
                ui.end_row();
            }
        });
    ui.add_space(6.0);
    ui.label("Columns are lettered A to K from the left, rows numbered 1 to 11 from the top: the start cell is F6. The log names each tile by its value and its cell (\"7 on F4\").");
}
