//! The rules' three pictures in Help ▸ Rules, as the project's document shows them: a move
//! that is not allowed, one that is, and the result after turning. Each is drawn by the
//! board's own painter ([`super::board::paint_still`]) from a position the core plays: the
//! rules decide what is allowed and what turns ([`Position::check`]), not this view.

use egui::{Color32, Rect, Sense, Stroke, Ui, Vec2};
use reversi_core::{Cell, Move, Position, Rules};

use super::board::{centre, paint_still, ring};
use super::{draw_stone, stone_colour};
use crate::i18n::tr;
use crate::words;

/// The side of a picture's board, in points.
const SIDE: f32 = 168.0;

/// The cell of the move that is not allowed: beside the start stones only diagonally.
const NOT_ALLOWED: &str = "c3";
/// The cell of the move that is allowed: beside Red's e4, which it closes against d4.
const ALLOWED: &str = "f4";

/// The three pictures side by side (wrapping in a narrow window), each with its caption.
pub fn pictures(ui: &mut Ui) {
    let start = Position::start(Rules::Document);
    let (Ok(not_allowed), Ok(allowed)) = (NOT_ALLOWED.parse::<Cell>(), ALLOWED.parse::<Cell>())
    else {
        return;
    };
    ui.horizontal_wrapped(|ui| {
        picture(ui, &tr!("help-picture-not-allowed-title"), |ui| {
            let caption = match start.check(Move::Lay(not_allowed)) {
                Err(reason) => tr!(
                    "help-picture-not-allowed",
                    reason = words::move_error(reason)
                ),
                Ok(_) => String::new(),
            };
            board(ui, &start, &caption, |p, rect| {
                let c = centre(rect, not_allowed);
                let r = rect.width() / 8.0 * 0.42;
                draw_stone(
                    p,
                    c,
                    r,
                    stone_colour(start.to_move(), Rules::Document).gamma_multiply(0.55),
                );
                let cross = Stroke::new(3.0, Color32::from_rgb(230, 30, 30));
                p.line_segment([c - Vec2::splat(r), c + Vec2::splat(r)], cross);
                p.line_segment([c + Vec2::new(-r, r), c + Vec2::new(r, -r)], cross);
            });
            caption
        });
        let turned = start.check(Move::Lay(allowed)).unwrap_or_default();
        picture(ui, &tr!("help-picture-allowed-title"), |ui| {
            let caption = tr!("help-picture-allowed", cell = allowed.to_string());
            board(ui, &start, &caption, |p, rect| {
                let r = rect.width() / 8.0 * 0.42;
                let mover = stone_colour(start.to_move(), Rules::Document);
                draw_stone(p, centre(rect, allowed), r, mover.gamma_multiply(0.55));
                for cell in turned.iter() {
                    ring(p, centre(rect, cell), r, mover);
                }
            });
            caption
        });
        let mut after = start;
        if after.play(Move::Lay(allowed)).is_ok() {
            picture(ui, &tr!("help-picture-result-title"), |ui| {
                let caption = tr!(
                    "help-picture-result",
                    count = turned.len(),
                    colour = words::key(start.to_move())
                );
                board(ui, &after, &caption, |p, rect| {
                    let r = rect.width() / 8.0 * 0.42;
                    for cell in turned.iter() {
                        ring(p, centre(rect, cell), r, Color32::WHITE);
                    }
                });
                caption
            });
        }
    });
}

/// One picture: its title, the board, its caption (returned by `draw`) under it.
fn picture(ui: &mut Ui, title: &str, draw: impl FnOnce(&mut Ui) -> String) {
    ui.vertical(|ui| {
        ui.set_width(SIDE);
        ui.strong(title);
        let caption = draw(ui);
        ui.label(caption);
    });
}

/// A board of `position` with `marks` drawn over it; its accessible name is the caption.
fn board(
    ui: &mut Ui,
    position: &Position,
    caption: &str,
    marks: impl FnOnce(&egui::Painter, Rect),
) {
    let (rect, response) = ui.allocate_exact_size(Vec2::splat(SIDE), Sense::hover());
    let label = tr!("help-picture", caption = caption);
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, &label));
    let painter = ui.painter_at(rect);
    paint_still(&painter, rect, position.board(), position.rules());
    marks(&painter, rect);
}
