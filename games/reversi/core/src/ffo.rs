//! The notation of the FForum endgame test positions (`.obf` files, `reversi solve`): a board
//! as 64 characters row by row from a1 — `X` (Black, who moves first: the core's Yellow), `O`
//! (White, Red), `-` empty — the side to move as `X` or `O`, and moves like `A2`, a pass `PS`.

use std::fmt;

use crate::board::{Board, Colour};
use crate::cell::{Cell, Cells};
use crate::rules::Move;

/// Why a text is not a board or a side in this notation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FfoError {
    /// Not 64 characters of `X`, `O` and `-` (this many characters were given).
    Board(usize),
    /// The side to move is not `X` or `O`.
    Side,
}

impl fmt::Display for FfoError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FfoError::Board(n) => write!(
                f,
                "the board is not 64 cells of X, O and - from a1 ({n} characters)"
            ),
            FfoError::Side => f.write_str("the side to move is not X or O"),
        }
    }
}

impl std::error::Error for FfoError {}

/// The board written as 64 cells (`*` is also Black, `.` also empty; upper or lower case).
///
/// # Errors
/// [`FfoError::Board`] for anything else.
pub fn parse_board(cells: &str) -> Result<Board, FfoError> {
    let count = cells.chars().count();
    if count != 64 {
        return Err(FfoError::Board(count));
    }
    let (mut x, mut o) = (Cells::EMPTY, Cells::EMPTY);
    for (index, c) in (0u8..).zip(cells.chars()) {
        let cell = Cell::from_index(index).ok_or(FfoError::Board(count))?;
        match c {
            'X' | 'x' | '*' => x.insert(cell),
            'O' | 'o' => o.insert(cell),
            '-' | '.' => {}
            _ => return Err(FfoError::Board(count)),
        }
    }
    Board::from_stones(x, o).ok_or(FfoError::Board(count))
}

/// The side to move: `X` (or `*`) is Black, the core's Yellow; `O` is White, Red.
///
/// # Errors
/// [`FfoError::Side`] for anything else.
pub fn parse_side(text: &str) -> Result<Colour, FfoError> {
    match text.trim() {
        "X" | "x" | "*" => Ok(Colour::Yellow),
        "O" | "o" => Ok(Colour::Red),
        _ => Err(FfoError::Side),
    }
}

/// A move as the files write it: `A2`, or `PS` for a pass.
#[must_use]
pub fn move_name(mv: Move) -> String {
    match mv {
        Move::Lay(cell) => cell.to_string().to_uppercase(),
        Move::Pass => "PS".to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_board_is_64_cells_from_a1_and_x_moves_first() {
        let mut text = "-".repeat(64);
        text.replace_range(0..2, "XO");
        let board = parse_board(&text).expect("a board");
        assert_eq!(
            board.at("a1".parse().expect("a cell")),
            Some(Colour::Yellow)
        );
        assert_eq!(board.at("b1".parse().expect("a cell")), Some(Colour::Red));
        assert_eq!(board.occupied().len(), 2);
        assert_eq!(parse_board("XO"), Err(FfoError::Board(2)));
        assert!(parse_board(&"Z".repeat(64)).is_err());
        assert_eq!(parse_side("X"), Ok(Colour::Yellow));
        assert_eq!(parse_side("O"), Ok(Colour::Red));
        assert_eq!(parse_side("black"), Err(FfoError::Side));
        assert_eq!(move_name("a2".parse().expect("a move")), "A2");
        assert_eq!(move_name(Move::Pass), "PS");
    }
}
