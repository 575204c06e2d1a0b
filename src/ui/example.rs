//! The rules' scoring example: the junction 5 on the start cell F6, a 1 on G6 whose line runs
//! up and left, and a 4 with a line from top to bottom placed on G5 (10 points) or on F5, a ×2
//! field (13 points).
//!
//! The position is a real [`Board`], its points and joined tiles come from the core
//! ([`explain`]), its cells are drawn by the board's own [`paint_cell`] and marks, and its sums
//! are the side panel's words ([`words::breakdown`]). So the pictures, the figures in the rules'
//! text and the game a player plays cannot drift apart: change a rule or the board's look, and
//! the example follows.

use egui::{Align2, CornerRadius, FontId, Rect, Response, Sense, Ui, Vec2, WidgetInfo};
use loopit_core::{Board, Breakdown, Cell, Tile, explain};

use super::board::paint_cell;
use super::{cell_label, column_letter, marks, palette};
use crate::i18n::tr;
use crate::tiles::TileTextures;
use crate::words;

/// The example's position and its tile, ready to be placed.
#[derive(Clone, Debug)]
pub struct Example {
    /// The junction 541 on F6 and the path 126 (top and left) on G6.
    pub board: Board,
    /// The tile placed: 422, a 4 with a line from top to bottom.
    pub tile: Tile,
}

/// The two cells the rules place the tile on: G5 (plain), then F5 (×2).
pub const PLACEMENTS: [Cell; 2] = [Cell::new(4, 6), Cell::new(4, 5)];

/// The columns (E–H) and rows (4–7) a picture shows: the placements and the tiles they join,
/// with a ring of cells round them.
const COLUMNS: std::ops::RangeInclusive<u8> = 4..=7;
const ROWS: std::ops::RangeInclusive<u8> = 3..=6;

/// The side of a cell in the pictures, in points.
const CELL: f32 = 34.0;

/// The width of the board's frame round a picture, in points.
const FRAME: f32 = 3.0;

fn tile(number: u16) -> Option<Tile> {
    Tile::ALL.into_iter().find(|t| t.number() == number)
}

impl Example {
    /// The example as the rules tell it (`None` only if the tile set lost one of its tiles).
    #[must_use]
    pub fn new() -> Option<Example> {
        let mut board = Board::new();
        board.put(Cell::START, tile(541)?);
        board.put(Cell::new(5, 6), tile(126)?);
        Some(Example {
            board,
            tile: tile(422)?,
        })
    }

    /// How placing the tile on `cell` adds up, as the core scores it.
    #[must_use]
    pub fn breakdown(&self, cell: Cell) -> Breakdown {
        explain(&self.board, self.tile, cell)
    }

    /// The example's sentence, with the core's totals for the two placements in it.
    #[must_use]
    pub fn sentence(&self) -> String {
        let [plain, premium] = PLACEMENTS.map(|cell| self.breakdown(cell).points);
        tr!("rules-example", total = plain, premium_total = premium)
    }

    /// What the picture of the placement on `cell` says to a screen reader (and to tests):
    /// `Example: 4 on G5, 4, joined 1 + 5 = 6, total 10`.
    #[must_use]
    pub fn caption(&self, cell: Cell) -> String {
        tr!(
            "rules-example-picture",
            tile = self.tile.value(),
            cell = cell_label(cell),
            sum = words::breakdown(&self.breakdown(cell))
        )
    }

    /// Draws the board round the placement on `cell`, with the tile placed: the tile framed as
    /// this turn's with its points, the tiles it joins marked as on the board.
    pub fn picture(&self, ui: &mut Ui, textures: Option<&TileTextures>, cell: Cell) -> Response {
        let columns = COLUMNS.count() as f32;
        let rows = ROWS.count() as f32;
        // A margin on the left and at the top for the row numbers and column letters.
        let margin = CELL * 0.6;
        let grid = Vec2::new(columns * CELL, rows * CELL);
        let (rect, response) =
            ui.allocate_exact_size(grid + Vec2::splat(margin + FRAME), Sense::hover());
        let painter = ui.painter_at(rect);
        let origin = rect.min + Vec2::splat(margin);
        painter.rect_filled(
            Rect::from_min_size(origin, grid).expand(FRAME),
            CornerRadius::same(3),
            palette::Board::here(&painter).frame,
        );
        let breakdown = self.breakdown(cell);
        let joined: Vec<Cell> = breakdown
            .lines
            .iter()
            .flat_map(|l| l.passed.iter().map(|(c, _)| *c))
            .collect();
        let font = FontId::proportional(super::text::BODY);
        let ink = ui.visuals().text_color();
        for (x, col) in COLUMNS.enumerate() {
            let centre = origin + Vec2::new((x as f32 + 0.5) * CELL, -margin / 2.0);
            let letter = column_letter(col).to_string();
            painter.text(centre, Align2::CENTER_CENTER, letter, font.clone(), ink);
        }
        for (y, row) in ROWS.enumerate() {
            let centre = origin + Vec2::new(-margin / 2.0, (y as f32 + 0.5) * CELL);
            let number = (row + 1).to_string();
            painter.text(centre, Align2::CENTER_CENTER, number, font.clone(), ink);
        }
        for (y, row) in ROWS.enumerate() {
            for (x, col) in COLUMNS.enumerate() {
                let here = Cell::new(row, col);
                let min = origin + Vec2::new(x as f32 * CELL, y as f32 * CELL);
                let r = Rect::from_min_size(min, Vec2::splat(CELL));
                let placed = here == cell;
                let on_board = if placed {
                    Some(self.tile)
                } else {
                    self.board.tile(here)
                };
                paint_cell(&painter, r, here, on_board, textures, placed);
                if placed {
                    marks::this_turn(&painter, r, palette::PLACED_THIS_TURN);
                    let points = breakdown.points.to_string();
                    marks::badge(&painter, r, &points, palette::PLACED_THIS_TURN, true);
                } else if joined.contains(&here) {
                    marks::joined(&painter, r);
                }
            }
        }
        let caption = self.caption(cell);
        response.widget_info(|| WidgetInfo::labeled(egui::Role::Image, true, caption.clone()));
        response
    }
}

/// The example in the rules: its sentence, then the two placements side by side, each with
/// its sum under it.
pub fn ui(ui: &mut Ui, textures: Option<&TileTextures>) {
    let Some(example) = Example::new() else {
        return;
    };
    ui.label(example.sentence());
    ui.add_space(4.0);
    ui.horizontal_wrapped(|ui| {
        for cell in PLACEMENTS {
            ui.vertical(|ui| {
                ui.set_max_width(CELL * 8.0);
                example.picture(ui, textures, cell);
                let sum = words::breakdown(&example.breakdown(cell));
                ui.label(
                    egui::RichText::new(format!("{}: {sum}", cell_label(cell)))
                        .color(ui.visuals().text_color().gamma_multiply(0.9))
                        .size(super::text::BODY),
                );
            });
            ui.add_space(12.0);
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_example_scores_as_the_rules_say() {
        let example = Example::new().expect("the example's tiles exist");
        assert_eq!(example.breakdown(PLACEMENTS[0]).points, 10);
        assert_eq!(example.breakdown(PLACEMENTS[1]).points, 13);
        assert_eq!(cell_label(PLACEMENTS[0]), "G5");
        assert_eq!(cell_label(PLACEMENTS[1]), "F5");
        for cell in PLACEMENTS {
            assert!(
                loopit_core::check_placement(&example.board, example.tile, cell).is_ok(),
                "{cell:?} is a legal placement"
            );
        }
    }
}
