//! Cells of the 11×11 board, and sets of them.

use std::fmt;

use crate::edge::Edge;

/// One cell of the 11×11 board. Row 0 is the top row, column 0 the left column; a cell is
/// written `row,col`, so the start cell is `5,5`.
///
/// ```
/// use loopit_core::{Cell, Edge};
/// let c = Cell::new(5, 5);
/// assert_eq!(c, Cell::START);
/// assert_eq!(c.neighbour(Edge::N), Some(Cell::new(4, 5)));
/// assert_eq!(Cell::new(0, 3).neighbour(Edge::N), None); // off the board
/// assert_eq!(c.to_string(), "5,5");
/// ```
///
/// It travels as `{"row": 5, "col": 5}`; a cell off the board is not read.
#[derive(
    Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
#[serde(into = "RowCol", try_from = "RowCol")]
pub struct Cell(u8);

/// A cell as serde writes and reads it: its row and its column.
#[derive(Copy, Clone, serde::Serialize, serde::Deserialize)]
struct RowCol {
    row: u8,
    col: u8,
}

impl From<Cell> for RowCol {
    fn from(cell: Cell) -> RowCol {
        RowCol {
            row: cell.row(),
            col: cell.col(),
        }
    }
}

impl TryFrom<RowCol> for Cell {
    type Error = OffBoard;
    fn try_from(RowCol { row, col }: RowCol) -> Result<Cell, OffBoard> {
        Cell::try_new(row, col).ok_or(OffBoard { row, col })
    }
}

/// A row and a column of which one is 11 or more: no cell of the board.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct OffBoard {
    /// The row read.
    pub row: u8,
    /// The column read.
    pub col: u8,
}

impl fmt::Display for OffBoard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{},{} is off the board", self.row, self.col)
    }
}

impl std::error::Error for OffBoard {}

impl Cell {
    /// Rows (and columns) of the board.
    pub const SIDE: u8 = 11;
    /// How many cells the board has.
    pub const COUNT: usize = 121;
    /// The start cell `5,5`, where the first tile is laid.
    pub const START: Cell = Cell(5 * 11 + 5);

    /// The cell at `row`, `col`.
    ///
    /// # Panics
    ///
    /// When `row` or `col` is 11 or more (a programmer's error; use [`Cell::try_new`] for
    /// numbers that come from outside).
    #[must_use]
    pub const fn new(row: u8, col: u8) -> Cell {
        match Cell::try_new(row, col) {
            Some(cell) => cell,
            None => panic!("cell off the board"),
        }
    }

    /// The cell at `row`, `col`, or `None` when that is off the board.
    #[must_use]
    pub const fn try_new(row: u8, col: u8) -> Option<Cell> {
        if row < Cell::SIDE && col < Cell::SIDE {
            Some(Cell(row * Cell::SIDE + col))
        } else {
            None
        }
    }

    /// The cell with index `index` (`row × 11 + col`, 0–120), if on the board.
    #[must_use]
    pub const fn from_index(index: usize) -> Option<Cell> {
        if index < Cell::COUNT {
            Some(Cell(index as u8))
        } else {
            None
        }
    }

    /// The index `row × 11 + col` (0–120): the row-major order of the cells.
    #[inline]
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The row, 0 (top) to 10.
    #[inline]
    #[must_use]
    pub const fn row(self) -> u8 {
        self.0 / Cell::SIDE
    }

    /// The column, 0 (left) to 10.
    #[inline]
    #[must_use]
    pub const fn col(self) -> u8 {
        self.0 % Cell::SIDE
    }

    /// The neighbouring cell across `edge`, or `None` when that would be off the board.
    #[inline]
    #[must_use]
    pub const fn neighbour(self, edge: Edge) -> Option<Cell> {
        NEIGHBOURS[self.0 as usize][edge as usize]
    }

    /// The neighbouring cell across the edge of index `edge` (`Edge as usize`, taken modulo
    /// 4), or `None` when that would be off the board: [`Cell::neighbour`] for a caller that
    /// holds edges as indices.
    #[inline]
    #[must_use]
    pub(crate) const fn neighbour_at(self, edge: usize) -> Option<Cell> {
        NEIGHBOURS[self.0 as usize][edge & 3]
    }

    /// Every cell in row-major order.
    pub fn all() -> impl Iterator<Item = Cell> {
        (0..Cell::COUNT as u8).map(Cell)
    }
}

/// Per cell and edge, the neighbouring cell (computed at compile time).
const NEIGHBOURS: [[Option<Cell>; 4]; Cell::COUNT] = {
    let mut out = [[None; 4]; Cell::COUNT];
    let mut i = 0;
    while i < Cell::COUNT {
        let row = (i / 11) as u8;
        let col = (i % 11) as u8;
        if row > 0 {
            out[i][Edge::N as usize] = Some(Cell((row - 1) * 11 + col));
        }
        if col < 10 {
            out[i][Edge::E as usize] = Some(Cell(row * 11 + col + 1));
        }
        if row < 10 {
            out[i][Edge::S as usize] = Some(Cell((row + 1) * 11 + col));
        }
        if col > 0 {
            out[i][Edge::W as usize] = Some(Cell(row * 11 + col - 1));
        }
        i += 1;
    }
    out
};

impl fmt::Display for Cell {
    /// Writes `row,col`, as the rules and the command line do.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{},{}", self.row(), self.col())
    }
}

impl fmt::Debug for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Cell({},{})", self.row(), self.col())
    }
}

crate::set::bit_set!(
    /// A set of cells as a 121-bit mask, bit `row × 11 + col` for each cell.
    ///
    /// Iterating a set yields its cells in row-major order (smaller row first, then smaller
    /// column), the order of the command line's lists and of the computer's tie-breaks.
    CellSet,
    CellSetIter,
    Cell,
    "cells",
    "row-major order"
);

impl CellSet {
    /// The cells in either set.
    #[inline]
    #[must_use]
    pub const fn union(self, other: CellSet) -> CellSet {
        CellSet(self.0 | other.0)
    }

    /// The cells of this set that are not in `other`.
    #[inline]
    #[must_use]
    pub const fn difference(self, other: CellSet) -> CellSet {
        CellSet(self.0 & !other.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn neighbours_step_one_cell_and_stop_at_the_border() {
        let c = Cell::new(3, 7);
        assert_eq!(c.neighbour(Edge::N), Some(Cell::new(2, 7)));
        assert_eq!(c.neighbour(Edge::E), Some(Cell::new(3, 8)));
        assert_eq!(c.neighbour(Edge::S), Some(Cell::new(4, 7)));
        assert_eq!(c.neighbour(Edge::W), Some(Cell::new(3, 6)));
        assert_eq!(Cell::new(0, 0).neighbour(Edge::W), None);
        assert_eq!(Cell::new(10, 10).neighbour(Edge::S), None);
        assert_eq!(Cell::new(10, 10).neighbour(Edge::E), None);
    }

    #[test]
    fn neighbour_of_neighbour_comes_back() {
        for cell in Cell::all() {
            for edge in Edge::ALL {
                if let Some(n) = cell.neighbour(edge) {
                    assert_eq!(n.neighbour(edge.opposite()), Some(cell));
                }
            }
        }
    }

    #[test]
    fn off_board_cells_are_refused() {
        assert_eq!(Cell::try_new(11, 0), None);
        assert_eq!(Cell::try_new(0, 11), None);
        assert!(Cell::try_new(10, 10).is_some());
    }

    #[test]
    fn set_iterates_in_row_major_order() {
        let set: CellSet = [Cell::new(4, 6), Cell::new(4, 5), Cell::new(3, 9)]
            .into_iter()
            .collect();
        let order: Vec<String> = set.iter().map(|c| c.to_string()).collect();
        assert_eq!(order, ["3,9", "4,5", "4,6"]);
    }
}
