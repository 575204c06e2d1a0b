//! Help ▸ Rules and Help ▸ About: the rules section by section, with pictures of the start and
//! of two rules drawn from positions the core checks, and the About box. They open beside the
//! board and close with their button or Escape.

use egui::{Color32, Sense, Stroke, Ui, pos2, vec2};
use game_shell::window::{About, about_window, help_window, section};
use nardy_core::{Colour, Dest, Position};

use super::board::BoardView;
use super::paint::{ALLOWED, Layout, REFUSED, arrow};
use crate::i18n::tr;
use crate::navigation::ToolWindows;
use crate::words;

/// Shows the help windows that are open; their close buttons close them.
pub fn windows(ctx: &egui::Context, tools: &mut ToolWindows) {
    help_window(
        ctx,
        &tr!("rules-title"),
        &tr!("close"),
        &mut tools.rules,
        rules_body,
    );
    about_window(ctx, &about(), &tr!("close"), &mut tools.about);
}

/// The rules' text with its pictures.
fn rules_body(ui: &mut Ui) {
    start_picture(ui);
    ui.label(tr!("rules-picture"));
    for (i, (title, text)) in words::rules().into_iter().enumerate() {
        section(ui, &title);
        ui.label(text);
        rules_picture(ui, i);
    }
}

/// The block rule's picture: White may not make a sixth point in a row.
const BLOCK_EXAMPLE: &str = r#"{"version": 1, "points": {"24": ["W", 8], "13": ["W", 2], "10": ["W", 1], "9": ["W", 1], "8": ["W", 1], "7": ["W", 1], "6": ["W", 1], "12": ["B", 15]}, "off": {"W": 0, "B": 0}, "to_move": "W", "first_turn": {"W": false, "B": false}}"#;

/// Bearing off's picture: the six bears off from 5, the highest point.
const OFF_EXAMPLE: &str = r#"{"version": 1, "points": {"5": ["W", 2], "3": ["W", 3], "1": ["W", 10], "13": ["B", 15]}, "off": {"W": 0, "B": 0}, "to_move": "W", "first_turn": {"W": false, "B": false}}"#;

/// The picture under rules section `i`, if it has one: the block rule and bearing off, drawn
/// from positions the core checks (a refused move in red, an allowed one in green).
fn rules_picture(ui: &mut Ui, i: usize) {
    let example = |text: &str| nardy_core::SaveFile::parse(text).map(|s| s.position).ok();
    match i {
        4 => {
            if let Some(p) = example(BLOCK_EXAMPLE) {
                position_picture(
                    ui,
                    &p,
                    &[
                        (13, Dest::Point(11), REFUSED),
                        (24, Dest::Point(22), ALLOWED),
                    ],
                    "rules-block",
                );
                ui.label(tr!("rules-block-picture"));
            }
        }
        6 => {
            if let Some(p) = example(OFF_EXAMPLE) {
                position_picture(
                    ui,
                    &p,
                    &[(5, Dest::Off, ALLOWED), (3, Dest::Off, REFUSED)],
                    "rules-off",
                );
                ui.label(tr!("rules-off-picture"));
            }
        }
        _ => {}
    }
}

/// What the About box says.
#[must_use]
pub fn about() -> About {
    About {
        title: tr!("about-title"),
        name: tr!("about-name"),
        version: tr!("about-version", version = env!("CARGO_PKG_VERSION")),
        lines: vec![
            tr!("about-1"),
            tr!("about-2"),
            tr!("about-3"),
            // Who wrote it is a description, not a name: it is worded in each catalog.
            tr!("about-authors", license = env!("CARGO_PKG_LICENSE")),
        ],
    }
}

/// A small picture of the start position with the direction each colour moves, for the rules.
fn start_picture(ui: &mut Ui) {
    let width = ui.available_width().min(420.0);
    let (rect, _) = ui.allocate_exact_size(vec2(width, width * 12.6 / 15.2), Sense::hover());
    let pos = Position::start(Colour::White);
    let view = BoardView {
        position: &pos,
        selected: None,
        targets: &[],
        hint: None,
        last_move: None,
        interactive: false,
        picture: true,
    };
    let mut child = ui.new_child(
        egui::UiBuilder::new()
            .max_rect(rect)
            .id_salt("rules-picture"),
    );
    let _ = view.ui(&mut child);
    let l = Layout::new(rect);
    let painter = ui.painter_at(rect);
    let y_top = l.point_rect(24).center().y;
    let y_bottom = l.point_rect(1).center().y;
    let s = Stroke::new(0.1 * l.w, Color32::from_rgb(255, 120, 40));
    arrow(
        &painter,
        pos2(l.point_rect(23).center().x, y_top),
        pos2(l.point_rect(14).center().x, y_top),
        s,
        l.w,
    );
    arrow(
        &painter,
        pos2(l.point_rect(11).center().x, y_bottom),
        pos2(l.point_rect(2).center().x, y_bottom),
        s,
        l.w,
    );
}

/// A small picture of `pos` with arrows (from, to, colour), for the rules.
fn position_picture(ui: &mut Ui, pos: &Position, arrows: &[(u8, Dest, Color32)], salt: &str) {
    let width = ui.available_width().min(420.0);
    let (rect, _) = ui.allocate_exact_size(vec2(width, width * 12.6 / 15.2), Sense::hover());
    let view = BoardView {
        position: pos,
        selected: None,
        targets: &[],
        hint: None,
        last_move: None,
        interactive: false,
        picture: true,
    };
    let mut child = ui.new_child(egui::UiBuilder::new().max_rect(rect).id_salt(salt));
    let _ = view.ui(&mut child);
    let l = Layout::new(rect);
    let painter = ui.painter_at(rect);
    for (from, to, colour) in arrows {
        let n = pos.at(*from).map_or(1, |(_, n)| usize::from(n.min(5)));
        let a = l.checker_centre(*from, n.saturating_sub(1));
        arrow(
            &painter,
            a,
            l.dest_centre(pos, *to),
            Stroke::new(0.1 * l.w, *colour),
            l.w,
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_rules_pictures_are_positions_a_game_reaches() {
        for example in [BLOCK_EXAMPLE, OFF_EXAMPLE] {
            assert!(nardy_core::SaveFile::parse(example).is_ok(), "{example}");
        }
    }
}
