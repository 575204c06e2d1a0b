//! Points for one placement: the tile's value times the premium, plus every tile it is joined to.

use crate::board::{Board, premium};
use crate::cell::{Cell, CellSet};
use crate::tile::Tile;

/// What one placement earns, and which tiles on the board it is joined to.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Score {
    /// All the points: `value × premium` plus the value of every joined tile.
    pub points: u32,
    /// The tiles of the board the new tile is joined to along its lines, each counted once.
    pub joined: CellSet,
}

/// The points for placing `tile` on the empty cell `cell` of `board` (the caller has checked
/// the placement is legal): see [`score`].
///
/// ```
/// use loopit_core::{points, Board, Cell, Tile};
/// let t = |s: &str| s.parse::<Tile>().unwrap();
/// let mut board = Board::new();
/// board.put(Cell::START, t("541"));
/// board.put(Cell::new(5, 6), t("126"));
/// // 4 × 1 + 1 (126 below) + 5 (through 126 into the junction 541)
/// assert_eq!(points(&board, t("422"), Cell::new(4, 6)), 10);
/// // 4 × 2 (premium) + 5 (the junction 541 below)
/// assert_eq!(points(&board, t("422"), Cell::new(4, 5)), 13);
/// ```
#[must_use]
pub fn points(board: &Board, tile: Tile, cell: Cell) -> u32 {
    score(board, tile, cell).points
}

/// Scores placing `tile` on the empty cell `cell`, on `board` as it is now.
///
/// The placement earns `value(tile) × premium(cell)` plus the plain value of every tile
/// already on the board that the new tile is joined to by a line, each counted once.
/// From each line end of the new tile the line is followed into the neighbouring tile,
/// which is counted, and on:
///
/// - through a **path**: out by its other edge, into the next tile;
/// - through a **dead end** entered on its straight line: out by the opposite edge;
/// - into a **dead end** entered on its endpoint edge: stop (the line ends at the dot);
/// - into a **junction**: stop (the line reaches a crossing);
/// - at an empty cell: stop (the line is not continued);
/// - at a tile already counted, or back at the new tile's own cell: stop (a closed loop).
///
/// Every tile passed is counted, including the one where the line stops.
#[must_use]
pub fn score(board: &Board, tile: Tile, cell: Cell) -> Score {
    let mut points = tile.value() * premium(cell);
    let mut joined = CellSet::EMPTY;
    for start in tile.edges().iter() {
        let mut next = cell.neighbour(start);
        let mut entry = start.opposite();
        while let Some(here) = next {
            if here == cell || joined.contains(here) {
                break; // a closed loop
            }
            let Some(passed) = board.tile(here) else {
                break; // the line is not continued
            };
            joined.insert(here);
            points += passed.value();
            let Some(exit) = passed.line_through(entry) else {
                break; // a junction, or a dead end's dot
            };
            next = here.neighbour(exit);
            entry = exit.opposite();
        }
    }
    Score { points, joined }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn t(name: &str) -> Tile {
        name.parse().expect("a tile name")
    }

    fn board(tiles: &[(u8, u8, &str)]) -> Board {
        let mut board = Board::new();
        for &(row, col, name) in tiles {
            board.put(Cell::new(row, col), t(name));
        }
        board
    }

    #[test]
    fn value_times_premium_plus_joined_tiles() {
        let b = board(&[(5, 5, "541"), (5, 6, "126")]);
        assert_eq!(points(&b, t("422"), Cell::new(4, 6)), 4 + 1 + 5);
        assert_eq!(points(&b, t("422"), Cell::new(4, 5)), 4 * 2 + 5);
    }

    #[test]
    fn the_premium_counts_only_for_the_new_tile() {
        // The new 622 on 5,6 (×2): its value doubles, the joined 541 counts plain.
        let b = board(&[(5, 5, "541")]);
        assert_eq!(points(&b, t("622"), Cell::new(5, 6)), 6 * 2 + 5);
        // Once it lies there, 622 counts its plain value for a later tile.
        let b = board(&[(5, 5, "541"), (5, 6, "622")]);
        assert_eq!(points(&b, t("126"), Cell::new(5, 7)), 1 + 6 + 5);
    }

    #[test]
    fn a_path_passes_the_line_on() {
        // 541 ─ 122 ─ 225 ─ new 725 (S, W) on 5,8, a ×4 field: the line runs through both
        // paths into the junction.
        let b = board(&[(5, 5, "541"), (5, 6, "122"), (5, 7, "225")]);
        assert_eq!(points(&b, t("725"), Cell::new(5, 8)), 7 * 4 + 2 + 1 + 5);
    }

    #[test]
    fn junction_stops_the_line() {
        // 341 on 5,6 is a junction: the line from 5,7 stops there and never reaches 541.
        let b = board(&[(5, 5, "541"), (5, 6, "341")]);
        assert_eq!(points(&b, t("122"), Cell::new(5, 7)), 1 + 3);
    }

    #[test]
    fn dead_end_straight_line_goes_through() {
        // 833 (E-W straight, endpoint S) on 5,6 passes the line on to 541.
        let b = board(&[(5, 5, "541"), (5, 6, "833")]);
        assert_eq!(points(&b, t("122"), Cell::new(5, 7)), 1 + 8 + 5);
    }

    #[test]
    fn dead_end_endpoint_stops_the_line() {
        // 833's endpoint is S: a line coming up from 6,6 stops at the dot, 541 is not reached.
        let b = board(&[(5, 5, "541"), (5, 6, "833")]);
        assert_eq!(points(&b, t("121"), Cell::new(6, 6)), 1 + 8);
    }

    #[test]
    fn an_empty_cell_stops_the_line() {
        // The start path 122 (E, W): from the new tile on 5,6 the line runs through it and
        // out into the empty 5,4, where it stops.
        let b = board(&[(5, 5, "122")]);
        let score = score(&b, t("126"), Cell::new(5, 6)); // N, W
        assert_eq!(score.points, 2 + 1); // 1 × 2 for the tile, 1 for 122
        assert_eq!(score.joined.len(), 1);
    }

    #[test]
    fn each_joined_tile_counts_once() {
        // 541 on 5,5 and 126 (N, W) on 5,6 and 523 (E, S) on 4,5... the new tile 4,6 joins
        // both 126 (below) and 523 (left); the line through 126 reaches 541, the line through
        // 523 also reaches 541: 541 counts once.
        let b = board(&[(5, 5, "541"), (5, 6, "126"), (4, 5, "523")]);
        let score = score(&b, t("124"), Cell::new(4, 6)); // S, W
        assert_eq!(score.joined.len(), 3);
        assert_eq!(score.points, 1 + 1 + 5 + 5);
    }

    #[test]
    fn closed_loop_stops_at_the_new_tile() {
        // A ring of four paths: 4,4 (E, S), 4,5 (S, W), 5,5 (N, W); the new 121 (N, E) on 5,4
        // (a ×2 field) closes it. Both its lines run round the ring; each tile counts once.
        let b = board(&[(4, 4, "123"), (4, 5, "124"), (5, 5, "126")]);
        let score = score(&b, t("121"), Cell::new(5, 4));
        assert_eq!(score.joined.len(), 3);
        assert_eq!(score.points, 2 + 1 + 1 + 1); // 1 × 2, then the ring
    }
}
