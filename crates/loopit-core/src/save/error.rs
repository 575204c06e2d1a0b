//! Why a save file is refused: each reason a value with its facts (the key, the line, the
//! counts, the tiles); `Display` says it in English for the command line and the log, and the
//! window words it from its catalogs.

use std::fmt;

use crate::bag::Bank;
use crate::cell::Cell;
use crate::history::HistoryError;
use crate::player::{Level, Player, PlayerError};
use crate::rules::PositionError;
use crate::tile::Tile;

use super::file::SAVE_VERSIONS;

/// Where a tile of a save file is: on the board (entry number, 1-based), in the bank (slot,
/// 1-based), or in the history.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TilePlace {
    /// The `n`-th entry of `board` (1-based).
    Board(usize),
    /// The `n`-th tile of `bank` (1-based).
    Bank(usize),
    /// The history's start tile.
    Start,
    /// In turn `turn` of the history (1-based): the `n`-th tile drawn.
    Drawn {
        /// The turn, 1-based.
        turn: usize,
        /// The tile, 1-based.
        n: usize,
    },
    /// In turn `turn` of the history (1-based): the `n`-th cheat swap.
    Swap {
        /// The turn, 1-based.
        turn: usize,
        /// The swap, 1-based.
        n: usize,
    },
    /// In turn `turn` of the history (1-based): the `n`-th placement.
    Placement {
        /// The turn, 1-based.
        turn: usize,
        /// The placement, 1-based.
        n: usize,
    },
}

impl fmt::Display for TilePlace {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TilePlace::Board(n) => write!(f, "board entry {n}"),
            TilePlace::Bank(n) => write!(f, "bank tile {n}"),
            TilePlace::Start => f.write_str("the history's start tile"),
            TilePlace::Drawn { turn, n } => write!(f, "turn {turn} of the history, drawn tile {n}"),
            TilePlace::Swap { turn, n } => write!(f, "turn {turn} of the history, swap {n}"),
            TilePlace::Placement { turn, n } => {
                write!(f, "turn {turn} of the history, placement {n}")
            }
        }
    }
}

/// Where a key stands in a save file, from the top: `players[1].score`, or the file itself
/// (no step).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct KeyPath(Vec<KeyStep>);

/// One step of a [`KeyPath`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum KeyStep {
    /// The value of a key of an object.
    Key(String),
    /// The item of a list (0-based, as the file counts).
    Index(usize),
}

impl KeyPath {
    /// The file itself.
    #[must_use]
    pub fn file() -> KeyPath {
        KeyPath(Vec::new())
    }

    /// Whether this is the file itself rather than a key in it.
    #[must_use]
    pub fn is_file(&self) -> bool {
        self.0.is_empty()
    }

    /// The steps from the top.
    #[must_use]
    pub fn steps(&self) -> &[KeyStep] {
        &self.0
    }

    /// The key `key` of the object here.
    #[must_use]
    pub fn key(mut self, key: &str) -> KeyPath {
        self.0.push(KeyStep::Key(key.to_owned()));
        self
    }

    /// Item `index` (0-based) of the list here.
    #[must_use]
    pub fn index(mut self, index: usize) -> KeyPath {
        self.0.push(KeyStep::Index(index));
        self
    }

    /// The path the JSON reader reports.
    pub(crate) fn of(path: &serde_path_to_error::Path) -> KeyPath {
        use serde_path_to_error::Segment;
        KeyPath(
            path.iter()
                .filter_map(|segment| match segment {
                    Segment::Seq { index } => Some(KeyStep::Index(*index)),
                    Segment::Map { key } => Some(KeyStep::Key(key.clone())),
                    Segment::Enum { variant } => Some(KeyStep::Key(variant.clone())),
                    Segment::Unknown => None,
                })
                .collect(),
        )
    }
}

impl fmt::Display for KeyPath {
    /// `players[1].score`; `.` for the file itself.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0.is_empty() {
            return f.write_str(".");
        }
        for (i, step) in self.0.iter().enumerate() {
            match step {
                KeyStep::Key(key) if i == 0 => f.write_str(key)?,
                KeyStep::Key(key) => write!(f, ".{key}")?,
                KeyStep::Index(index) => write!(f, "[{index}]")?,
            }
        }
        Ok(())
    }
}

/// What is wrong with a key of a save file ([`SaveError::BadKey`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum KeyProblem {
    /// The object has no key `key`, which it must have.
    Missing {
        /// The missing key.
        key: String,
    },
    /// The key holds the wrong kind of value (a string for a number, an unknown `kind`, a key
    /// given twice): the JSON reader stopped at this line and column (1-based).
    WrongValue {
        /// The line.
        line: usize,
        /// The column.
        column: usize,
    },
    /// A resumed position gives `scores` scores for a game of `players` players.
    ScoresForPlayers {
        /// The scores given.
        scores: usize,
        /// The players of the file.
        players: usize,
    },
    /// A turn of the history draws more tiles than a bank holds ([`Bank::SIZE`]).
    TooManyDrawn {
        /// The tiles drawn.
        count: usize,
    },
    /// A turn of the history names a seat no player has: seats are 0 to `players - 1`.
    NotASeat {
        /// The value written.
        value: i64,
        /// The players of the file.
        players: usize,
    },
}

impl fmt::Display for KeyProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            KeyProblem::Missing { key } => write!(f, "missing key `{key}`"),
            KeyProblem::WrongValue { line, column } => {
                write!(f, "the wrong kind of value (line {line} column {column})")
            }
            KeyProblem::ScoresForPlayers { scores, players } => {
                write!(f, "{scores} scores for {players} players")
            }
            KeyProblem::TooManyDrawn { count } => write!(
                f,
                "{count} tiles drawn, but a bank holds at most {}",
                Bank::SIZE
            ),
            KeyProblem::NotASeat { value, players } => write!(
                f,
                "{value} is not a seat (the players are 0 to {})",
                players.saturating_sub(1)
            ),
        }
    }
}

/// Why a save file cannot be loaded. The `Display` text says what is wrong in words a person
/// can act on; `loopit check` prints it after `error: `.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveError {
    /// The text is not JSON: the JSON reader stopped at this line and column (1-based).
    NotJson {
        /// The line.
        line: usize,
        /// The column.
        column: usize,
    },
    /// An object of the JSON names a key twice (which value counts would be a guess): the key
    /// and the line of its second use.
    DuplicateKey(save_json::DuplicateKey),
    /// The JSON is not an object.
    NotAnObject,
    /// The `version` key is missing or not a whole number.
    NoVersion,
    /// A version this program does not read.
    UnknownVersion(String),
    /// A key is missing or holds the wrong kind of value.
    BadKey {
        /// Where: `players[1].score`, or the file itself.
        path: KeyPath,
        /// What is wrong there.
        problem: KeyProblem,
    },
    /// A tile name that names no tile.
    UnknownTile {
        /// Where the name stands.
        place: TilePlace,
        /// The name.
        name: String,
    },
    /// The same tile twice (board and bank together).
    TileTwice {
        /// The tile.
        tile: Tile,
        /// Its first place.
        first: TilePlace,
        /// Its second place.
        second: TilePlace,
    },
    /// A cell off the board.
    OffBoard {
        /// The board entry (1-based).
        entry: usize,
        /// Its row.
        row: i64,
        /// Its column.
        col: i64,
    },
    /// Two tiles on one cell.
    CellTwice {
        /// The cell.
        cell: Cell,
        /// The first tile there.
        first: Tile,
        /// The second tile there.
        second: Tile,
    },
    /// The board is not a reachable position.
    Position(PositionError),
    /// More than five bank tiles.
    BankTooLarge(usize),
    /// The players cannot play a game (count or names).
    Players(PlayerError),
    /// A negative score.
    NegativeScore {
        /// The seat, 1-based.
        seat: usize,
        /// The score.
        score: i64,
    },
    /// A score higher than any game can reach ([`Player::MAX_SCORE`]).
    ImpossibleScore {
        /// The seat, 1-based.
        seat: usize,
        /// The score.
        score: i64,
    },
    /// An unknown computer level.
    UnknownLevel {
        /// The seat, 1-based.
        seat: usize,
        /// The level written.
        level: String,
    },
    /// `current` names no player.
    CurrentOutOfRange {
        /// The value.
        current: i64,
        /// How many players there are.
        players: usize,
    },
    /// The bank is neither empty nor full: at the start of a turn a player has drawn 5 tiles,
    /// or all that were left.
    BankNotDrawn {
        /// The tiles in the bank.
        bank: usize,
        /// The tiles a bank drawn now holds.
        drawn: usize,
    },
    /// The scores add up to less than the tiles on the board must have earned.
    ScoresTooLow {
        /// The sum of the scores.
        total: u64,
        /// The least the tiles on the board have earned ([`least_total_score`](crate::least_total_score)).
        least: u32,
    },
    /// A placement of the history is not written `TILE@row,col=points`.
    BadPlacement {
        /// Where it is.
        place: TilePlace,
        /// The text.
        text: String,
    },
    /// The history's start is given both as `start` and `resumed`, or as neither.
    HistoryStart,
    /// The position the history resumes from is not a reachable game.
    Resumed(Box<SaveError>),
    /// The history does not describe the game the file states.
    History(HistoryError),
}

impl fmt::Display for SaveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SaveError::NotJson { line, column } => {
                write!(
                    f,
                    "not a JSON file: the text goes wrong at line {line} column {column}"
                )
            }
            SaveError::DuplicateKey(duplicate) => write!(
                f,
                "not a LoopIt save: the key {:?} is given twice (line {})",
                duplicate.key, duplicate.line
            ),
            SaveError::NotAnObject => {
                f.write_str("not a LoopIt save: the file must hold one JSON object")
            }
            SaveError::NoVersion => {
                f.write_str("not a LoopIt save: the key \"version\" is missing or not a number")
            }
            SaveError::UnknownVersion(v) => write!(
                f,
                "save file version {v} is not known to this program (it reads versions \
                 {} to {})",
                SAVE_VERSIONS.start(),
                SAVE_VERSIONS.end()
            ),
            SaveError::BadKey { path, problem } if path.is_file() => {
                write!(f, "save file: {problem}")
            }
            SaveError::BadKey { path, problem } => write!(f, "key {path}: {problem}"),
            SaveError::UnknownTile { place, name } => {
                write!(
                    f,
                    "{place}: tile {} does not exist",
                    crate::text::short(name)
                )
            }
            SaveError::TileTwice {
                tile,
                first,
                second,
            } => write!(f, "tile {tile} appears twice ({first} and {second})"),
            SaveError::OffBoard { entry, row, col } => write!(
                f,
                "board entry {entry}: cell {row},{col} is off the board (rows and columns \
                 are 0 to 10)"
            ),
            SaveError::CellTwice {
                cell,
                first,
                second,
            } => write!(f, "cell {cell} holds two tiles ({first} and {second})"),
            SaveError::Position(e) => e.fmt(f),
            SaveError::BankTooLarge(n) => {
                write!(f, "the bank holds {n} tiles, but at most {}", Bank::SIZE)
            }
            SaveError::Players(e) => e.fmt(f),
            SaveError::NegativeScore { seat, score } => {
                write!(f, "player {seat} has a negative score ({score})")
            }
            SaveError::ImpossibleScore { seat, score } => write!(
                f,
                "player {seat} has a score of {score}, more than any game can reach (at most {})",
                Player::MAX_SCORE
            ),
            SaveError::UnknownLevel { seat, level } => write!(
                f,
                "player {seat} has an unknown computer level {} (known: {})",
                crate::text::short(level),
                Level::ALL.map(Level::key).join(", ")
            ),
            SaveError::CurrentOutOfRange { current, players } => write!(
                f,
                "\"current\" is {current}, but there are only players 0 to {}",
                players.saturating_sub(1)
            ),
            SaveError::BankNotDrawn { bank, drawn } => write!(
                f,
                "the bank holds {bank} {}, but a player draws {drawn} at the start of a turn \
                 (5, or all that are left; none means drawing when the game resumes)",
                if *bank == 1 { "tile" } else { "tiles" }
            ),
            SaveError::ScoresTooLow { total, least } => write!(
                f,
                "the scores add up to {total}, but the tiles on the board have earned at least \
                 {least} (each tile placed earns its value and the value of a tile it joins)"
            ),
            SaveError::BadPlacement { place, text } => write!(
                f,
                "{place}: {} is not a placement written TILE@row,col=points",
                crate::text::short(text)
            ),
            SaveError::HistoryStart => f.write_str(
                "the history must begin either with a \"start\" tile or with a \"resumed\" \
                 position",
            ),
            SaveError::Resumed(e) => write!(f, "the position the history resumes from: {e}"),
            SaveError::History(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for SaveError {}

impl From<PositionError> for SaveError {
    fn from(e: PositionError) -> SaveError {
        SaveError::Position(e)
    }
}

impl From<HistoryError> for SaveError {
    fn from(e: HistoryError) -> SaveError {
        SaveError::History(e)
    }
}

impl From<PlayerError> for SaveError {
    fn from(e: PlayerError) -> SaveError {
        SaveError::Players(e)
    }
}
