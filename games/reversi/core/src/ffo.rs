//! The notation of the FForum endgame test positions (`.obf` files, `reversi solve`): a board
//! as 64 characters row by row from a1 — `X` (Black, who moves first: the core's Yellow), `O`
//! (White, Red), `-` empty — the side to move as `X` or `O`, and moves like `A2`, a pass `PS`.
//! A line of an `.obf` file ([`parse_line`]) is a board, the side to move, then `;` and the
//! exact score of moves like `A2:+38;`.

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

/// A position of an `.obf` file with the exact scores it lists.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    /// The stones.
    pub board: Board,
    /// The side to move.
    pub mover: Colour,
    /// Moves with their exact final disc difference for the mover, as the line lists them
    /// (best first in the FForum files).
    pub scores: Vec<(Move, i32)>,
}

impl Problem {
    /// The best score the line lists; `None` when it lists none.
    #[must_use]
    pub fn best_score(&self) -> Option<i32> {
        self.scores.iter().map(|&(_, score)| score).max()
    }
}

/// Why a line of an `.obf` file is not a position with scores.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LineError {
    /// The board or the side to move.
    Position(FfoError),
    /// This item is not a move and score like `A2:+38`.
    Score(String),
}

impl fmt::Display for LineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LineError::Position(e) => e.fmt(f),
            LineError::Score(s) => write!(f, "'{s}' is not a move and score like A2:+38"),
        }
    }
}

impl std::error::Error for LineError {}

/// One line of an `.obf` file: `BOARD SIDE; A2:+38; B1:-4;` (the scores may be left out).
///
/// # Errors
/// [`LineError::Position`] for a bad board or side, [`LineError::Score`] for an item that is
/// no move and score.
pub fn parse_line(line: &str) -> Result<Problem, LineError> {
    let (head, rest) = line.split_once(';').unwrap_or((line, ""));
    let mut words = head.split_whitespace();
    let board = parse_board(words.next().unwrap_or_default()).map_err(LineError::Position)?;
    let mover = parse_side(words.next().unwrap_or_default()).map_err(LineError::Position)?;
    let mut scores = Vec::new();
    for item in rest.split(';').map(str::trim).filter(|s| !s.is_empty()) {
        let bad = || LineError::Score(item.to_owned());
        let (name, score) = item.split_once(':').ok_or_else(bad)?;
        let mv = if name.eq_ignore_ascii_case("ps") {
            Move::Pass
        } else {
            Move::Lay(name.parse().map_err(|_| bad())?)
        };
        scores.push((mv, score.parse().map_err(|_| bad())?));
    }
    Ok(Problem {
        board,
        mover,
        scores,
    })
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

    #[test]
    fn a_line_is_a_board_a_side_and_moves_with_scores() {
        let line = format!("{} O; B1:-4; PS:+2;", "-".repeat(62) + "XO");
        let problem = parse_line(&line).expect("a line");
        assert_eq!(problem.mover, Colour::Red);
        assert_eq!(problem.board.occupied().len(), 2);
        assert_eq!(
            problem.scores,
            vec![("b1".parse().expect("a move"), -4), (Move::Pass, 2)]
        );
        assert_eq!(problem.best_score(), Some(2));
        let bare = parse_line(&format!("{} X", "-".repeat(64))).expect("no scores");
        assert_eq!(bare.best_score(), None);
        assert_eq!(
            parse_line(&format!("{} X; B1=4;", "-".repeat(64))),
            Err(LineError::Score("B1=4".to_owned()))
        );
        assert_eq!(
            parse_line("XO X; B1:+4;"),
            Err(LineError::Position(FfoError::Board(2)))
        );
    }
}
