//! Cells of the 8×8 board, their names, and sets of cells as bitboards.

use std::fmt;
use std::str::FromStr;

/// One of the 64 cells: a column and a row, both 0–7, counted from the top-left.
///
/// Its name is the column letter `a`–`h` and the row number `1`–`8` from the top: the cell in
/// column 3, row 2 is `d3`.
///
/// It travels and is saved by its name (`"d3"`).
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
#[serde(into = "String", try_from = "String")]
pub struct Cell(u8);

impl From<Cell> for String {
    fn from(cell: Cell) -> String {
        cell.to_string()
    }
}

impl TryFrom<String> for Cell {
    type Error = ParseCellError;
    fn try_from(name: String) -> Result<Cell, ParseCellError> {
        name.parse()
    }
}

impl Cell {
    /// The cell in column `col` and row `row`; `None` off the board.
    #[must_use]
    pub const fn new(col: u8, row: u8) -> Option<Cell> {
        if col < 8 && row < 8 {
            Some(Cell(row * 8 + col))
        } else {
            None
        }
    }

    /// The cell with this index (`row * 8 + col`); `None` for 64 and above.
    #[must_use]
    pub const fn from_index(index: u8) -> Option<Cell> {
        if index < 64 { Some(Cell(index)) } else { None }
    }

    /// The index `row * 8 + col`, 0–63, which is also its bit in a [`Cells`] set.
    #[must_use]
    pub const fn index(self) -> u8 {
        self.0
    }

    /// The column, 0–7 from the left.
    #[must_use]
    pub const fn col(self) -> u8 {
        self.0 % 8
    }

    /// The row, 0–7 from the top.
    #[must_use]
    pub const fn row(self) -> u8 {
        self.0 / 8
    }

    /// The set holding only this cell.
    #[must_use]
    pub const fn set(self) -> Cells {
        Cells(1 << self.0)
    }

    /// All 64 cells in reading order (row by row, left to right).
    pub fn all() -> impl Iterator<Item = Cell> {
        (0..64).map(Cell)
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", char::from(b'a' + self.col()), self.row() + 1)
    }
}

/// A text that names no cell (see [`Cell`] for the names).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseCellError(pub String);

impl fmt::Display for ParseCellError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "'{}' is not a cell (a-h then 1-8, like d3)", self.0)
    }
}

impl std::error::Error for ParseCellError {}

impl FromStr for Cell {
    type Err = ParseCellError;

    fn from_str(s: &str) -> Result<Cell, ParseCellError> {
        let bad = || ParseCellError(s.to_owned());
        let bytes = s.as_bytes();
        let [letter, digit] = bytes else {
            return Err(bad());
        };
        let col = letter.to_ascii_lowercase().wrapping_sub(b'a');
        let row = digit.wrapping_sub(b'1');
        Cell::new(col, row).ok_or_else(bad)
    }
}

/// A set of cells: bit `row * 8 + col` of the `u64` is set for each cell in it.
///
/// ```text
/// bit 0 = a1 (top-left)   bit 7 = h1 (top-right)
/// bit 56 = a8             bit 63 = h8 (bottom-right)
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Cells(pub u64);

impl Cells {
    /// No cell.
    pub const EMPTY: Cells = Cells(0);
    /// Every cell.
    pub const ALL: Cells = Cells(u64::MAX);

    /// Whether `cell` is in the set.
    #[must_use]
    pub const fn contains(self, cell: Cell) -> bool {
        self.0 & (1 << cell.0) != 0
    }

    /// How many cells are in the set.
    #[must_use]
    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }

    /// Whether the set is empty.
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Adds `cell`.
    pub const fn insert(&mut self, cell: Cell) {
        self.0 |= 1 << cell.0;
    }

    /// The cells in reading order.
    pub fn iter(self) -> impl Iterator<Item = Cell> {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            if bits == 0 {
                return None;
            }
            // trailing_zeros of a non-zero u64 is below 64.
            let index = bits.trailing_zeros() as u8;
            bits &= bits - 1;
            Some(Cell(index))
        })
    }
}

impl FromIterator<Cell> for Cells {
    fn from_iter<I: IntoIterator<Item = Cell>>(iter: I) -> Cells {
        let mut set = Cells::EMPTY;
        for cell in iter {
            set.insert(cell);
        }
        set
    }
}

/// Cells not in column `a`.
const NOT_A: u64 = 0xfefe_fefe_fefe_fefe;
/// Cells not in column `h`.
const NOT_H: u64 = 0x7f7f_7f7f_7f7f_7f7f;

/// The eight directions, as shifts of a whole bitboard by one step.
pub(crate) const DIRECTIONS: [fn(u64) -> u64; 8] = [
    |b| (b << 1) & NOT_A, // right
    |b| (b >> 1) & NOT_H, // left
    |b| b << 8,           // down
    |b| b >> 8,           // up
    |b| (b << 9) & NOT_A, // down-right
    |b| (b << 7) & NOT_H, // down-left
    |b| (b >> 7) & NOT_A, // up-right
    |b| (b >> 9) & NOT_H, // up-left
];

/// The cells orthogonally next to (above, below, left or right of) some cell of `b`.
pub(crate) const fn orthogonal_neighbours(b: u64) -> u64 {
    ((b << 1) & NOT_A) | ((b >> 1) & NOT_H) | (b << 8) | (b >> 8)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_column_letter_then_row_from_the_top() {
        let cell: Cell = "d3".parse().expect("a cell");
        assert_eq!((cell.col(), cell.row()), (3, 2));
        assert_eq!(cell.to_string(), "d3");
        assert_eq!(Cell::new(7, 7).map(|c| c.to_string()), Some("h8".into()));
        for bad in ["", "d", "i1", "a0", "a9", "d33", "3d"] {
            assert!(bad.parse::<Cell>().is_err(), "{bad}");
        }
    }

    #[test]
    fn shifts_do_not_wrap_around_the_edges() {
        let h1 = 1u64 << 7;
        assert_eq!(DIRECTIONS[0](h1), 0);
        let a2 = 1u64 << 8;
        assert_eq!(DIRECTIONS[1](a2), 0);
        assert_eq!(orthogonal_neighbours(1).count_ones(), 2);
    }
}
