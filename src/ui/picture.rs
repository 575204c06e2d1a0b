//! The setup screen's picture, and the glow of a closed loop.
//!
//! The picture is a bit of the board round the start cell with eight real tiles lying in a
//! ring: the loop the last of them closed, as the core scores it ([`explain`]), drawn by the
//! board's own painter ([`paint_cell`]) with the tile images, and glowing as a loop closed in
//! play does ([`paint_loop_glow`]). No bitmap: change the board's look or a tile's image, and
//! the picture follows.

use egui::{Color32, CornerRadius, Rect, Sense, Stroke, StrokeKind, Ui, Vec2, WidgetInfo};
use loopit_core::{Board, Cell, Tile, explain};

use super::board::paint_cell;
use super::palette;
use crate::i18n::tr;
use crate::tiles::TileTextures;

/// The columns (E–I) and rows (5–9) the picture shows.
const COLUMNS: std::ops::RangeInclusive<u8> = 4..=8;
const ROWS: std::ops::RangeInclusive<u8> = 4..=8;

/// The ring, clockwise from the start cell F6, each cell with its tile: corners and straight
/// lines of several values. The last one closes the loop.
const RING: [(u8, u8, u16); 8] = [
    (5, 5, 523),
    (5, 6, 225),
    (5, 7, 725),
    (6, 7, 422),
    (7, 7, 424),
    (7, 6, 622),
    (7, 5, 326),
    (6, 5, 223),
];

/// The width of the board's frame round the picture, against a cell's side.
const FRAME: f32 = 0.25;

/// The colour of a closed loop's glow.
pub const GLOW: Color32 = Color32::from_rgb(255, 200, 60);

/// The picture's position: the board with the first seven tiles of the ring, and the tile
/// that closes it with its cell.
#[must_use]
pub fn ring() -> Option<(Board, Cell, Tile)> {
    let tile = |number: u16| Tile::ALL.into_iter().find(|t| t.number() == number);
    let mut board = Board::new();
    let (&(row, col, last), first) = RING.split_last()?;
    for &(row, col, number) in first {
        board.put(Cell::new(row, col), tile(number)?);
    }
    Some((board, Cell::new(row, col), tile(last)?))
}

/// The loop the ring's last tile closes, as the core scores its placement: its cells, the
/// closing tile's first.
#[must_use]
pub fn ring_loop() -> Option<Vec<Cell>> {
    let (board, cell, tile) = ring()?;
    explain(&board, tile, cell).closed_loop(cell)
}

/// Draws the picture, at most `height` points high, centred in `ui`, its loop lit by a still
/// glow (the setup screen rests: nothing there moves); the height it took.
pub fn closed_loop(ui: &mut Ui, height: f32, textures: Option<&TileTextures>) -> f32 {
    let Some((mut board, cell, tile)) = ring() else {
        return 0.0;
    };
    let cells = explain(&board, tile, cell).closed_loop(cell);
    board.put(cell, tile);
    let across = COLUMNS.clone().count() as f32;
    let side = (height / (across + 2.0 * FRAME)).floor().max(8.0);
    let frame = (side * FRAME).round();
    let grid = Vec2::splat(side * across);
    let (rect, response) = ui.allocate_exact_size(grid + Vec2::splat(2.0 * frame), Sense::hover());
    response.widget_info(|| WidgetInfo::labeled(egui::Role::Image, true, tr!("setup-picture")));
    let painter = ui.painter_at(rect.expand(8.0));
    let colours = palette::Board::here(&painter);
    let radius = CornerRadius::same(6);
    painter.rect_filled(rect, radius, colours.frame);
    painter.rect_stroke(
        rect,
        radius,
        Stroke::new(1.5, colours.rim),
        StrokeKind::Inside,
    );
    let origin = rect.min + Vec2::splat(frame);
    let cell_rect = |cell: Cell| {
        Rect::from_min_size(
            origin
                + Vec2::new(
                    f32::from(cell.col() - COLUMNS.start()) * side,
                    f32::from(cell.row() - ROWS.start()) * side,
                ),
            Vec2::splat(side),
        )
    };
    for row in ROWS {
        for col in COLUMNS.clone() {
            let here = Cell::new(row, col);
            paint_cell(
                &painter,
                cell_rect(here),
                here,
                board.tile(here),
                textures,
                false,
            );
        }
    }
    if let Some(cells) = cells {
        let rects: Vec<Rect> = cells.into_iter().map(cell_rect).collect();
        paint_loop_glow(&painter, &rects, None, 1.0);
    }
    rect.height()
}

/// The glow of a closed loop along the tiles at `rects` (in the loop's order): a ring of light
/// round each tile, brightest where the running `head` is (0 to 1 round the loop; `None`: the
/// whole loop lit alike), faded by `fade` (1 full, 0 gone).
pub fn paint_loop_glow(painter: &egui::Painter, rects: &[Rect], head: Option<f32>, fade: f32) {
    let count = rects.len() as f32;
    for (i, rect) in rects.iter().enumerate() {
        let light = match head {
            // How far behind the head this tile is, round the loop: a bright head and a tail
            // fading over a third of the loop.
            Some(head) => {
                let behind = (head * count - i as f32).rem_euclid(count) / count;
                (1.0 - behind * 3.0).max(0.0) * 0.8 + 0.2
            }
            None => 0.6,
        } * fade.clamp(0.0, 1.0);
        if light <= 0.0 {
            continue;
        }
        // On the tile's rim and the groove round it: its lines and number stay clear.
        let width = (rect.width() * 0.08).clamp(2.0, 5.0);
        painter.rect_stroke(
            *rect,
            CornerRadius::same(3),
            Stroke::new(width, GLOW.gamma_multiply(light)),
            StrokeKind::Middle,
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_pictures_last_tile_closes_a_loop_of_all_eight_as_the_core_scores_it() {
        let cells = ring_loop().expect("the ring closes a loop");
        assert_eq!(cells.len(), RING.len());
        assert_eq!(cells[0], Cell::new(6, 5), "the closing tile first");
        for &(row, col, _) in &RING {
            assert!(cells.contains(&Cell::new(row, col)));
        }
        // Every tile of the ring fits where it lies: a real position, not a drawing.
        let (mut board, ..) = ring().expect("the ring");
        for &(row, col, _) in &RING[1..RING.len() - 1] {
            let cell = Cell::new(row, col);
            let tile = board.lift(cell).expect("a tile");
            assert!(board.can_place(tile, cell), "{tile} on {cell:?}");
            board.put(cell, tile);
        }
    }
}
