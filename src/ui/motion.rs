//! The game's motion painted ([`crate::motion`] keeps what moves): a tile on its way is drawn
//! lifted above the screen between its bank slot (or its player's score row) and its cell, the
//! points of a turn rise from the board into the score, a loop a tile closed glows round.
//! While something moves, each frame asks for the next one; when all has arrived, the window
//! asks for no frame and rests.

use egui::{Align2, Color32, FontId, Id, LayerId, Order, Pos2, Rect, Ui, Vec2};
use loopit_core::Bank;

use super::board::{BoardLayout, paint_piece};
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
        let drops = matches!(f.to, Spot::Cell(_));
        let (rect, lift) = in_flight(from, to, f.progress, f.settle, drops);
        paint_piece(&painter, rect, textures, f.tile, Color32::WHITE, lift);
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
    // A loop a tile closed: the glow runs round it twice and fades out.
    for (cells, progress) in motion.glowing(now) {
        let rects: Vec<Rect> = cells.iter().map(|&cell| board.cell_rect(cell)).collect();
        let head = (progress * 2.0).fract();
        let fade = ((1.0 - progress) / 0.3).min(1.0);
        super::picture::paint_loop_glow(&painter, &rects, Some(head), fade);
    }
    motion.advance(now, flight, rise);
    if motion.is_moving() {
        ui.ctx().request_repaint();
    }
}

/// How high a tile flies on its way, at its highest.
const FLIGHT_LIFT: f32 = 10.0;

/// Where a tile on its way from `from` to `to`, `progress` along, is drawn and how high above
/// it: picked up from where it lay, carried, and put down — a tile going to a cell (`drops`)
/// reaches it still half as high, and then (`settle`, 0 to 1) drops onto it, quicker as it
/// falls. Higher up it is drawn a little larger, as a piece seen from above.
#[must_use]
pub fn in_flight(
    from: Rect,
    to: Rect,
    progress: f32,
    settle: Option<f32>,
    drops: bool,
) -> (Rect, f32) {
    let (rect, lift) = match settle {
        Some(down) => (to, FLIGHT_LIFT * 0.5 * (1.0 - down.clamp(0.0, 1.0))),
        None => {
            let t = progress.clamp(0.0, 1.0);
            let lift = if t < 0.5 {
                FLIGHT_LIFT * 2.0 * t
            } else if drops {
                FLIGHT_LIFT * (1.5 - t)
            } else {
                FLIGHT_LIFT * 2.0 * (1.0 - t)
            };
            (lerp_rect(from, to, t), lift)
        }
    };
    (rect.expand(rect.width() * 0.006 * lift), lift)
}

/// The rectangle `t` of the way from `a` to `b`.
fn lerp_rect(a: Rect, b: Rect, t: f32) -> Rect {
    let lerp = |x: Pos2, y: Pos2| x + (y - x) * t;
    Rect::from_min_max(lerp(a.min, b.min), lerp(a.max, b.max))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn square(x: f32, side: f32) -> Rect {
        Rect::from_min_size(Pos2::new(x, 100.0), Vec2::splat(side))
    }

    #[test]
    fn a_tile_is_carried_high_then_drops_onto_its_cell_and_lies_there() {
        let (slot, cell) = (square(0.0, 60.0), square(300.0, 40.0));
        let (start, lifted) = in_flight(slot, cell, 0.0, None, true);
        assert_eq!((start, lifted), (slot, 0.0), "picked up from where it lay");
        let (_, high) = in_flight(slot, cell, 0.5, None, true);
        assert!(high >= FLIGHT_LIFT - 0.01, "carried high: {high}");
        // At the cell it is still above it, and its drop goes on from there without a jump.
        let (arrived, above) = in_flight(slot, cell, 1.0, None, true);
        let (dropping, from) = in_flight(slot, cell, 1.0, Some(0.0), true);
        assert!(
            above > 0.0 && (above - from).abs() < 0.01,
            "{above} then {from}"
        );
        assert!(arrived.center().distance(cell.center()) < 0.01);
        assert!((arrived.width() - dropping.width()).abs() < 0.01);
        assert!(dropping.width() > cell.width(), "larger while above it");
        // It falls quicker as it goes, and lands on the cell itself.
        let (_, quarter) = in_flight(slot, cell, 1.0, Some(0.25), true);
        let (_, three_quarters) = in_flight(slot, cell, 1.0, Some(0.75), true);
        assert!(from - quarter < quarter - three_quarters);
        assert_eq!(in_flight(slot, cell, 1.0, Some(1.0), true), (cell, 0.0));
        // A tile going back to the bank is put down in its slot: no drop after it.
        assert_eq!(in_flight(cell, slot, 1.0, None, false), (slot, 0.0));
    }
}
