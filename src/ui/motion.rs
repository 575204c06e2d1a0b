//! The game's motion painted ([`crate::motion`] keeps what moves): a tile on its way is drawn
//! lifted above the screen between its bank slot (or its player's score row) and its cell, the
//! points of a turn rise from the board into the score. While something moves, each frame asks
//! for the next one; when all has arrived, the window asks for no frame and rests.

use egui::{Align2, Color32, FontId, Id, LayerId, Order, Pos2, Rect, Ui, Vec2};
use loopit_core::Bank;

use super::board::{BoardLayout, paint_tile};
use super::palette;
use crate::motion::{Flying, Motion, Rising, Spot};
use crate::tiles::TileTextures;

/// Where the views drew the parts things move between, in this frame.
#[derive(Copy, Clone, Debug)]
pub struct Drawn<'a> {
    /// The board.
    pub board: BoardLayout,
    /// The bank's slots, if the bank is on screen.
    pub slots: Option<&'a [Rect; Bank::SIZE]>,
    /// Each seat's score row.
    pub scores: &'a [Rect],
}

/// Draws what is on its way above the screen, drops what arrived, and asks for the next frame
/// while anything moves. Called once a frame, after the views, with where they drew the board,
/// the bank's slots (nothing for a bank not on screen) and the score rows.
pub fn paint(
    motion: &mut Motion,
    ui: &Ui,
    at: Drawn<'_>,
    textures: Option<&TileTextures>,
    now: f64,
) {
    let board = at.board;
    if !motion.is_moving() {
        motion.nothing_drawn();
        return;
    }
    let painter = ui
        .ctx()
        .layer_painter(LayerId::new(Order::Foreground, Id::unique("loopit-motion")));
    let slots = at.slots;
    let scores = at.scores;
    let rect_of = |spot: Spot, seat: usize| match spot {
        Spot::Cell(cell) => Some(board.cell_rect(cell)),
        Spot::Slot(slot) => slots
            .and_then(|slots| slots.get(slot))
            .copied()
            .filter(|r| r.is_positive())
            .or_else(|| {
                // That player's row in the scores, a tile's size at its left.
                let row = scores.get(seat).copied().filter(|r| r.is_positive())?;
                let side = board.cell_size.min(row.height() * 1.5);
                Some(Rect::from_center_size(
                    row.left_center() + Vec2::new(side / 2.0, 0.0),
                    Vec2::splat(side),
                ))
            }),
    };
    let flight = |f: Flying| {
        // Nowhere to draw it from or to (nothing of the bank or the scores on screen): the
        // tile is where it is going at once.
        let from = rect_of(f.from, f.seat)?;
        let to = rect_of(f.to, f.seat)?;
        let t = f.progress;
        let rect = lerp_rect(from, to, t);
        // Lifted while it travels: a shadow below it, largest half-way.
        let lift = 4.0 * (1.0 - (2.0 * t - 1.0).abs());
        painter.rect_filled(
            rect.translate(Vec2::splat(1.0 + lift)),
            egui::CornerRadius::same(3),
            palette::Board::here(&painter).shadow,
        );
        paint_tile(&painter, rect, textures, f.tile, Color32::WHITE);
        Some(rect)
    };
    let rise = |r: Rising| {
        let t = r.progress;
        let from = board.cell_rect(r.cell).center();
        let to = scores
            .get(r.seat)
            .filter(|s| s.is_positive())
            .map_or(from - Vec2::new(0.0, board.cell_size), |s| {
                s.right_center() - Vec2::new(30.0, 0.0)
            });
        let at = from + (to - from) * t;
        let size = (board.cell_size * 0.42).clamp(14.0, 28.0);
        let alpha = if t < 0.8 { 1.0 } else { (1.0 - t) / 0.2 };
        let text = format!("+{}", r.points);
        painter.text(
            at + Vec2::splat(1.5),
            Align2::CENTER_CENTER,
            &text,
            FontId::proportional(size),
            Color32::BLACK.gamma_multiply(0.5 * alpha),
        );
        painter.text(
            at,
            Align2::CENTER_CENTER,
            &text,
            FontId::proportional(size),
            palette::PLACED_THIS_TURN.gamma_multiply(alpha),
        );
    };
    motion.advance(now, flight, rise);
    if motion.is_moving() {
        ui.ctx().request_repaint();
    }
}

/// The rectangle `t` of the way from `a` to `b`.
fn lerp_rect(a: Rect, b: Rect, t: f32) -> Rect {
    let lerp = |x: Pos2, y: Pos2| x + (y - x) * t;
    Rect::from_min_max(lerp(a.min, b.min), lerp(a.max, b.max))
}
