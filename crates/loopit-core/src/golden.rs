//! The golden cases' file format, read for the tests of the rules and of the command line.
//!
//! The file (`crates/loopit-core/tests/data/placements.txt`, a copy of the project's shared
//! reference) is a list of cases, each:
//!
//! ```text
//! position 1
//! ... ... ... ... ... ... ... ... ... ... ...   (11 rows of 11 cells, row 0 on top;
//! ...                                            `...` an empty cell, else a tile name)
//! tile 422 4,5=13 4,6=10 6,5=13                  (every legal cell of the tile, with its points;
//!                                                 none: the tile fits nowhere)
//! greedy 321 425 832 624 133 -> 832@4,5=21 …     (a bank, and the turn Normal plays with it)
//! end
//! ```
//!
//! Lines starting with `#` and blank lines between cases are comments. The format is written
//! here once, for every test that reads the file; it is no part of the game.

use std::fmt;

use crate::board::Board;
use crate::cell::Cell;
use crate::tile::Tile;

/// One case of the golden file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Case {
    /// The case's number, as written after `position`.
    pub number: String,
    /// The line of `position` (1-based).
    pub line: usize,
    /// The board.
    pub board: Board,
    /// The `tile` lines.
    pub tiles: Vec<TileLine>,
    /// The `greedy` line, if the case has one.
    pub turn: Option<TurnLine>,
}

/// A `tile NAME r,c=points …` line: every legal cell of the tile with its points.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TileLine {
    /// The line (1-based).
    pub line: usize,
    /// The tile.
    pub tile: Tile,
    /// The cells with their points as written (`4,5=13 4,6=10`; empty when none).
    pub cells: String,
}

impl TileLine {
    /// The line as the command line's `moves` prints it: `tile NAME cells`, or `tile NAME` when
    /// the tile fits nowhere.
    #[must_use]
    pub fn answer(&self) -> String {
        if self.cells.is_empty() {
            format!("tile {}", self.tile)
        } else {
            format!("tile {} {}", self.tile, self.cells)
        }
    }
}

/// A `greedy BANK… -> TILE@r,c=points …` line: the turn Normal plays with that bank.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TurnLine {
    /// The line (1-based).
    pub line: usize,
    /// The bank, in slot order.
    pub bank: Vec<Tile>,
    /// The placements as written (`832@4,5=21 624@3,5=19`; empty when none).
    pub placements: String,
}

/// Why a golden file cannot be read: the line (1-based) and what is wrong there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GoldenError {
    /// The line.
    pub line: usize,
    /// What is wrong.
    pub problem: GoldenProblem,
}

/// What is wrong with a line of a golden file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GoldenProblem {
    /// A case must begin with `position N`.
    NoPosition,
    /// The file ends inside a case.
    EndsEarly,
    /// A board row must have 11 entries.
    RowLength(usize),
    /// A name that names no tile.
    UnknownTile(String),
    /// A `greedy` line without `->`.
    NoArrow,
    /// A line that is none of `tile`, `greedy` and `end`.
    Unexpected(String),
}

impl fmt::Display for GoldenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: ", self.line)?;
        match &self.problem {
            GoldenProblem::NoPosition => f.write_str("expected 'position N'"),
            GoldenProblem::EndsEarly => f.write_str("the file ends inside a case"),
            GoldenProblem::RowLength(n) => write!(f, "a board row has 11 entries, not {n}"),
            GoldenProblem::UnknownTile(name) => write!(f, "no tile {name:?}"),
            GoldenProblem::NoArrow => f.write_str("expected 'greedy BANK -> PLACEMENTS'"),
            GoldenProblem::Unexpected(text) => write!(f, "unexpected {text:?}"),
        }
    }
}

impl std::error::Error for GoldenError {}

/// The cases of a golden file's `text`.
pub fn parse(text: &str) -> Result<Vec<Case>, GoldenError> {
    let fail = |line, problem| GoldenError { line, problem };
    let tile = |name: &str, line| {
        name.parse::<Tile>()
            .map_err(|_| fail(line, GoldenProblem::UnknownTile(name.to_owned())))
    };
    let mut cases = Vec::new();
    let mut lines = text.lines().enumerate().map(|(i, l)| (i + 1, l.trim()));
    while let Some((line, text)) = lines.next() {
        let mut last = line;
        if text.is_empty() || text.starts_with('#') {
            continue;
        }
        let number = text
            .strip_prefix("position ")
            .ok_or_else(|| fail(line, GoldenProblem::NoPosition))?
            .to_owned();
        let mut case = Case {
            number,
            line,
            board: Board::new(),
            tiles: Vec::new(),
            turn: None,
        };
        for row in 0..Cell::SIDE {
            let (line, text) = lines
                .next()
                .ok_or_else(|| fail(last, GoldenProblem::EndsEarly))?;
            last = line;
            let entries: Vec<&str> = text.split_whitespace().collect();
            if entries.len() != usize::from(Cell::SIDE) {
                return Err(fail(line, GoldenProblem::RowLength(entries.len())));
            }
            for (col, entry) in (0..).zip(entries) {
                if entry != "..." {
                    case.board.put(Cell::new(row, col), tile(entry, line)?);
                }
            }
        }
        loop {
            let (line, text) = lines
                .next()
                .ok_or_else(|| fail(last, GoldenProblem::EndsEarly))?;
            last = line;
            if text == "end" {
                break;
            } else if let Some(rest) = text.strip_prefix("tile ") {
                let (name, cells) = rest.split_once(' ').unwrap_or((rest, ""));
                case.tiles.push(TileLine {
                    line,
                    tile: tile(name, line)?,
                    cells: cells.trim().to_owned(),
                });
            } else if let Some(rest) = text.strip_prefix("greedy ") {
                let (bank, placements) = rest
                    .split_once("->")
                    .ok_or_else(|| fail(line, GoldenProblem::NoArrow))?;
                case.turn = Some(TurnLine {
                    line,
                    bank: bank
                        .split_whitespace()
                        .map(|name| tile(name, line))
                        .collect::<Result<_, _>>()?,
                    placements: placements.trim().to_owned(),
                });
            } else {
                return Err(fail(line, GoldenProblem::Unexpected(text.to_owned())));
            }
        }
        cases.push(case);
    }
    Ok(cases)
}
