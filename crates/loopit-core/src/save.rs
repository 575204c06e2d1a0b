//! Saved games: the JSON file of CONTRACTS.md, read as an unchecked [`SaveFile`] and turned
//! into a [`Game`] only when it describes a reachable game.
//!
//! # Versions
//!
//! **Version 1** (CONTRACTS.md) holds the position at the start of the turn in progress: the
//! `board`, the `bank` of the player to move, the `players` with their scores and `current`.
//! It is still read. A game loaded from it draws with a generator seeded by the caller, and its
//! history begins there.
//!
//! **Version 2** is what [`Game::to_save`] writes: every key of version 1 with the same meaning
//! (so a program that reads version 1 finds the position it knows), and `history`:
//!
//! ```json
//! "history": {
//!   "random": "5851f42d4c957f2d14057b7ef767814f",
//!   "start": "541",
//!   "turns": [
//!     {"player": 0, "drawn": ["422", "321", "832", "624", "133"], "placements": ["422@4,5=13"]},
//!     {"player": 1, "drawn": ["125", "223", "234", "621", "731"], "swaps": [{"from": "125", "to": "126"}],
//!      "placements": [], "sat_out": true}
//!   ],
//!   "turn": {"player": 0, "drawn": ["321", "832", "624", "133", "441"], "placements": ["832@3,5=21"]}
//! }
//! ```
//!
//! | key | meaning |
//! |---|---|
//! | `random` | the state of the game's random generator (PCG-64 MCG, 32 hexadecimal digits) where the history begins, before the start tile is drawn; every draw of the game follows from it |
//! | `start` | a new game: the tile drawn onto 5,5 |
//! | `resumed` | instead of `start`, for a game loaded from a version-1 file: that position, `{"board", "bank", "scores", "current"}` as in version 1 |
//! | `turns` | every turn that has ended, in order: the seat of the `player`, the tiles `drawn` at its start (bank order), the cheat `swaps` made (`from` the bank `to` it from the bag; left out when none), the `placements` as `TILE@row,col=points` in the order made, and `sat_out` (left out when false) |
//! | `turn` | the turn in progress, as above: the placements made so far (they are not on `board`, which is the position at the start of the turn); left out when the game is over |
//!
//! Loading replays the history from its start with the generator: every draw, swap,
//! placement and its points must be what the game gives, and the replay must lead to the
//! `board`, `bank`, scores and `current` the file states; otherwise the file is refused with
//! what is wrong. The loaded game then continues exactly: same board and turn in progress, same
//! scores and history, same draws to come. An example is `crates/loopit-core/tests/data/save-v2.json` (a test checks that it is what
//! the program writes for its game, and that it loads).
//!
//! # Reachable games
//!
//! [`Game::from_save`] refuses every file that is not a game that can have been played
//! (see [`check_reachable`]); [`Game::from_save_for_analysis`] accepts any legal position with
//! a bank of up to 5 tiles, whatever the scores and the bag, for the questions of the command
//! line (`moves`, `ai`, `hint`).

use std::fmt;

use rand::SeedableRng;
use rand_pcg::Pcg64Mcg;
use serde::{Deserialize, Serialize};

use crate::bag::Bank;
use crate::board::Board;
use crate::cell::Cell;
use crate::edge::Edge;
use crate::game::{Game, Placement};
use crate::history::{
    Difference, History, HistoryError, Origin, ResumedPosition, Swap, TurnProblem, TurnRecord, replay,
};
use crate::player::{Level, Player, PlayerError, PlayerKind, check_players};
use crate::rules::{PlaceError, PositionError, check_position};
use crate::tile::Tile;

/// The save file version this program writes ([`Game::to_save`]): 2, with the game's history.
pub const SAVE_VERSION: i64 = 2;

/// The versions this program reads: 1 (a position, CONTRACTS.md) and 2 (with the history).
pub const SAVE_VERSIONS: std::ops::RangeInclusive<i64> = 1..=2;

/// A save file as written on disk: what it says, not yet checked (it may describe an
/// impossible position). [`Game::from_save`] checks it.
///
/// ```
/// use loopit_core::{Game, SaveFile};
/// let text = r#"{
///   "version": 1,
///   "board": [{"row": 5, "col": 5, "tile": "541"}, {"row": 5, "col": 6, "tile": "126"}],
///   "bank": ["321", "425", "832", "624", "133"],
///   "players": [{"name": "Anna", "kind": "human", "score": 0},
///               {"name": "Computer", "kind": "computer", "score": 12}],
///   "current": 1
/// }"#;
/// let game = Game::from_save(&SaveFile::from_json(text)?, 0)?;
/// assert_eq!(game.current_player().name, "Computer");
/// assert_eq!(game.bank().len(), 5);
/// # Ok::<(), loopit_core::SaveError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SaveFile {
    /// The format version, 1.
    pub version: i64,
    /// Every tile on the board with its cell.
    pub board: Vec<SavedTile>,
    /// The bank of the player to move as drawn at the start of the turn, in bank order; empty
    /// when that player draws on resuming.
    pub bank: Vec<String>,
    /// The players in seating order.
    pub players: Vec<SavedPlayer>,
    /// The index into `players` of the player to move.
    pub current: i64,
    /// Version 2: the game's history (required there, ignored in version 1).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub history: Option<SavedHistory>,
}

/// The `history` of a version-2 [`SaveFile`], as written on disk (see the module documentation).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedHistory {
    /// The generator state where the history begins: 32 hexadecimal digits.
    pub random: String,
    /// A new game: the start tile.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub start: Option<String>,
    /// A game resumed from a version-1 file: that position.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub resumed: Option<SavedPosition>,
    /// The turns that have ended.
    pub turns: Vec<SavedTurn>,
    /// The turn in progress (none when the game is over).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub turn: Option<SavedTurn>,
}

/// The position a version-2 history resumes from (the keys of version 1).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedPosition {
    /// Every tile on the board.
    pub board: Vec<SavedTile>,
    /// The bank of the player to move; empty when it was drawn on resuming.
    pub bank: Vec<String>,
    /// The players' scores in seating order.
    pub scores: Vec<i64>,
    /// The seat of the player to move.
    pub current: i64,
}

/// One turn of a [`SavedHistory`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedTurn {
    /// The seat whose turn it was.
    pub player: i64,
    /// The tiles drawn at its start, in bank order.
    pub drawn: Vec<String>,
    /// The cheat swaps, in order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub swaps: Vec<SavedSwap>,
    /// The placements in order, each `TILE@row,col=points`.
    pub placements: Vec<String>,
    /// Whether the player sat out.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub sat_out: bool,
}

/// One cheat swap of a [`SavedTurn`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedSwap {
    /// The bank tile that went back into the bag.
    pub from: String,
    /// The bag tile that took its slot.
    pub to: String,
}

/// One tile on the board of a [`SaveFile`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedTile {
    /// The row, 0–10.
    pub row: i64,
    /// The column, 0–10.
    pub col: i64,
    /// The tile's name.
    pub tile: String,
}

/// One player of a [`SaveFile`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedPlayer {
    /// The name.
    pub name: String,
    /// `"human"` or `"computer"`.
    pub kind: SavedKind,
    /// The score, 0 or more.
    pub score: i64,
    /// This program's own key: a computer's level (`"greedy"` when absent).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub level: Option<String>,
}

/// The `kind` of a saved player.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum SavedKind {
    /// A person.
    Human,
    /// The computer.
    Computer,
}

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
    fn of(path: &serde_path_to_error::Path) -> KeyPath {
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
            KeyProblem::Missing { key } => write!(f, "missing key `{}`", crate::text::short(key)),
            KeyProblem::WrongValue { line, column } => write!(
                f,
                "the wrong kind of value (line {line} column {column})"
            ),
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
        /// The least the tiles on the board have earned ([`least_total_score`]).
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
                write!(f, "not a JSON file: the text goes wrong at line {line} column {column}")
            }
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

impl SaveFile {
    /// Reads the JSON text of a save file. Checks the format only (JSON, keys and their types,
    /// the version); [`Game::from_save`] checks the position.
    pub fn from_json(text: &str) -> Result<SaveFile, SaveError> {
        let value: serde_json::Value =
            serde_json::from_str(text).map_err(|e| SaveError::NotJson {
                line: e.line(),
                column: e.column(),
            })?;
        let object = value.as_object().ok_or(SaveError::NotAnObject)?;
        let version = object.get("version").ok_or(SaveError::NoVersion)?;
        let version = match version.as_i64() {
            Some(v) if SAVE_VERSIONS.contains(&v) => v,
            Some(_) => return Err(SaveError::UnknownVersion(version.to_string())),
            None if version.is_number() => {
                return Err(SaveError::UnknownVersion(version.to_string()));
            }
            None => return Err(SaveError::NoVersion),
        };
        let mut reader = serde_json::Deserializer::from_str(text);
        if version == 1 {
            // A reader of version 1 knows its five keys and ignores every other, `history`
            // included (another program may keep its own key of that name).
            let keys: Version1 = serde_path_to_error::deserialize(&mut reader).map_err(key_error)?;
            return Ok(SaveFile {
                version: keys.version,
                board: keys.board,
                bank: keys.bank,
                players: keys.players,
                current: keys.current,
                history: None,
            });
        }
        serde_path_to_error::deserialize(&mut reader).map_err(key_error)
    }

    /// The file as pretty-printed JSON (`serde_json::to_string_pretty`).
    ///
    /// # Panics
    ///
    /// Never: a save file holds only whole numbers, strings, booleans and lists and objects of
    /// them with string keys, which serde_json always writes.
    #[must_use]
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("a save file is always written")
    }
}

/// The keys of a version-1 file, the only ones its reader knows.
#[derive(Deserialize)]
struct Version1 {
    version: i64,
    board: Vec<SavedTile>,
    bank: Vec<String>,
    players: Vec<SavedPlayer>,
    current: i64,
}

/// A key the JSON reader found missing or holding the wrong kind of value, with where it is.
fn key_error(error: serde_path_to_error::Error<serde_json::Error>) -> SaveError {
    let path = KeyPath::of(error.path());
    let error = error.into_inner();
    // serde names a missing key only in its message (`missing field `players``, written by
    // `serde::de::Error::missing_field`); this is the one place that reads it.
    let text = error.to_string();
    let missing = text
        .strip_prefix("missing field `")
        .and_then(|rest| rest.split_once('`'))
        .map(|(key, _)| key.to_owned());
    let problem = match missing {
        Some(key) => KeyProblem::Missing { key },
        None => KeyProblem::WrongValue {
            line: error.line(),
            column: error.column(),
        },
    };
    SaveError::BadKey { path, problem }
}

fn saved_board(board: &Board) -> Vec<SavedTile> {
    board
        .placed()
        .map(|(cell, tile)| SavedTile {
            row: i64::from(cell.row()),
            col: i64::from(cell.col()),
            tile: tile.to_string(),
        })
        .collect()
}

fn saved_bank(bank: &Bank) -> Vec<String> {
    bank.tiles().map(|(_, tile)| tile.to_string()).collect()
}

impl SaveFile {
    /// The version-1 save file of a position: every tile of `board`, `bank` (the tiles drawn by
    /// the player to move, in bank order), the `players` with their kinds and scores, and the
    /// seat `current` to move. A computer's level is written as the program's own key `level`.
    #[must_use]
    pub fn of_position(
        board: &Board,
        bank: &[Tile],
        players: &[Player],
        current: usize,
    ) -> SaveFile {
        SaveFile {
            version: 1,
            board: saved_board(board),
            bank: bank.iter().map(Tile::to_string).collect(),
            players: players
                .iter()
                .map(|p| SavedPlayer {
                    name: p.name.clone(),
                    kind: match p.kind {
                        PlayerKind::Human => SavedKind::Human,
                        PlayerKind::Computer(_) => SavedKind::Computer,
                    },
                    score: i64::from(p.score),
                    level: match p.kind {
                        PlayerKind::Human => None,
                        PlayerKind::Computer(level) => Some(level.key().to_owned()),
                    },
                })
                .collect(),
            current: current as i64,
            history: None,
        }
    }
}

fn saved_turn(turn: &TurnRecord) -> SavedTurn {
    SavedTurn {
        player: turn.player as i64,
        drawn: saved_bank(&turn.drawn),
        swaps: turn
            .swaps
            .iter()
            .map(|s| SavedSwap {
                from: s.from.to_string(),
                to: s.to.to_string(),
            })
            .collect(),
        placements: turn.placements.iter().map(Placement::to_string).collect(),
        sat_out: turn.sat_out,
    }
}

fn saved_history(history: &History) -> SavedHistory {
    let (start, resumed) = match history.origin() {
        Origin::Start(tile) => (Some(tile.to_string()), None),
        Origin::Resumed(position) => (
            None,
            Some(SavedPosition {
                board: saved_board(&position.board),
                bank: saved_bank(&position.bank),
                scores: position.scores.iter().map(|s| i64::from(*s)).collect(),
                current: position.current as i64,
            }),
        ),
    };
    SavedHistory {
        random: format!("{:032x}", history.random()),
        start,
        resumed,
        turns: history.turns().iter().map(saved_turn).collect(),
        turn: history.turn_in_progress().map(saved_turn),
    }
}

/// The least the tiles on `board` have earned in all, however the game went: the tile on the
/// start cell earned nothing, and every other tile earned at least its value (times a premium
/// of at least 1) plus the value of a tile it continued a line of — a neighbour joined to it by
/// a line, so at least the smallest value among those neighbours.
#[must_use]
pub fn least_total_score(board: &Board) -> u32 {
    board
        .placed()
        .filter(|(cell, _)| *cell != Cell::START)
        .map(|(cell, tile)| {
            let joined = Edge::ALL
                .into_iter()
                .filter(|&edge| tile.edges().contains(edge))
                .filter_map(|edge| {
                    let neighbour = board.tile(cell.neighbour(edge)?)?;
                    neighbour
                        .edges()
                        .contains(edge.opposite())
                        .then(|| neighbour.value())
                })
                .min()
                .unwrap_or(1);
            tile.value() + joined
        })
        .sum()
}

/// Checks what a game at the start of a turn must look like beyond a legal board: the bank
/// holds 5 tiles, or all that are left, or none (the player to move draws on resuming); and the
/// scores add up to at least what the tiles on the board have earned ([`least_total_score`]).
pub fn check_reachable(board: &Board, bank: &Bank, players: &[Player]) -> Result<(), SaveError> {
    let left = Tile::ALL.len().saturating_sub(board.len());
    let drawn = left.min(Bank::SIZE);
    if !bank.is_empty() && bank.len() != drawn {
        return Err(SaveError::BankNotDrawn {
            bank: bank.len(),
            drawn,
        });
    }
    let total: u64 = players.iter().map(|p| u64::from(p.score)).sum();
    let least = least_total_score(board);
    if total < u64::from(least) {
        return Err(SaveError::ScoresTooLow { total, least });
    }
    Ok(())
}

/// A position read from a save file and found legal.
struct Position {
    board: Board,
    bank: Bank,
    players: Vec<Player>,
    current: usize,
}

impl Position {
    fn resume(self, seed: u64) -> Game {
        Game::resume(
            self.board,
            self.bank,
            self.players,
            self.current,
            Pcg64Mcg::seed_from_u64(seed),
        )
    }
}

impl Game {
    /// The game as a save file of version 2: the position at the start of the turn in progress
    /// (tiles placed and not yet confirmed are not on the board, and they are in the bank), as
    /// version 1 has it, and the whole history, the turn in progress included, so that loading
    /// continues exactly where the game was.
    #[must_use]
    pub fn to_save(&self) -> SaveFile {
        let mut board = self.board().clone();
        for placement in self.placed().iter() {
            board.lift(placement.cell);
        }
        let bank: Vec<Tile> = if self.is_over() {
            Vec::new()
        } else {
            self.bank_at_turn_start()
                .tiles()
                .map(|(_, tile)| tile)
                .collect()
        };
        let mut save = SaveFile::of_position(&board, &bank, self.players(), self.current());
        save.version = SAVE_VERSION;
        save.history = Some(saved_history(self.history()));
        save
    }

    /// The game a save file describes, if it is a game that can have been played; otherwise the
    /// first thing wrong with it.
    ///
    /// Every file: a legal position (as [`Game::from_save_for_analysis`] checks) that is also
    /// reachable ([`check_reachable`]: a bank of 5 tiles, all that are left, or none; scores
    /// adding up to what the board has earned). Version 1: `seed` seeds the draws from here on
    /// (the bank is drawn at once when the file's is empty). Version 2: the history must replay
    /// to the position the file states, and the game continues exactly as saved (`seed` is not
    /// used).
    pub fn from_save(save: &SaveFile, seed: u64) -> Result<Game, SaveError> {
        let position = read_position(save)?;
        check_reachable(&position.board, &position.bank, &position.players)?;
        if save.version == 1 {
            return Ok(position.resume(seed));
        }
        let Some(saved) = &save.history else {
            return Err(SaveError::BadKey {
                path: KeyPath::file(),
                problem: KeyProblem::Missing {
                    key: "history".to_owned(),
                },
            });
        };
        let history = read_history(saved, save, position.players.len())?;
        let game = replay(&history, position.players.clone(), None)?;
        leads_to(&game, &position)?;
        if *game.history() != history {
            return Err(HistoryError::LeadsElsewhere {
                what: Difference::History,
            }
            .into());
        }
        Ok(game)
    }

    /// The position a save file describes, for questions about it (the command line's `moves`,
    /// `ai` and `hint`): any legal board (as CONTRACTS.md lists) with any bank of up to 5
    /// tiles, whatever the scores add up to and however many tiles the bag holds. A version-2
    /// file's history is not read: the position is the one its version-1 keys state (the start
    /// of the turn in progress). `seed` seeds the draws (the bank is drawn at once when the
    /// file's is empty).
    pub fn from_save_for_analysis(save: &SaveFile, seed: u64) -> Result<Game, SaveError> {
        Ok(read_position(save)?.resume(seed))
    }

    /// Reads and checks the JSON text of a save file: [`SaveFile::from_json`], then
    /// [`Game::from_save`].
    pub fn from_json(text: &str, seed: u64) -> Result<Game, SaveError> {
        Game::from_save(&SaveFile::from_json(text)?, seed)
    }

    /// Reads the JSON text of a save file for questions about its position:
    /// [`SaveFile::from_json`], then [`Game::from_save_for_analysis`].
    pub fn from_json_for_analysis(text: &str, seed: u64) -> Result<Game, SaveError> {
        Game::from_save_for_analysis(&SaveFile::from_json(text)?, seed)
    }
}

/// The legal position of a save file: version, players, `current`, board and bank, each tile
/// once, the board a position the rules can lay.
fn read_position(save: &SaveFile) -> Result<Position, SaveError> {
    if !SAVE_VERSIONS.contains(&save.version) {
        return Err(SaveError::UnknownVersion(save.version.to_string()));
    }
    let players = read_players(save)?;
    let current = usize::try_from(save.current)
        .ok()
        .filter(|&c| c < players.len())
        .ok_or(SaveError::CurrentOutOfRange {
            current: save.current,
            players: players.len(),
        })?;

    let mut seen: Vec<(Tile, TilePlace)> = Vec::new();
    let mut note = |tile: Tile, place: TilePlace| -> Result<(), SaveError> {
        if let Some((_, first)) = seen.iter().find(|(t, _)| *t == tile) {
            return Err(SaveError::TileTwice {
                tile,
                first: first.clone(),
                second: place,
            });
        }
        seen.push((tile, place));
        Ok(())
    };

    let mut board = Board::new();
    for (i, saved) in save.board.iter().enumerate() {
        let place = TilePlace::Board(i + 1);
        let tile = read_tile(&saved.tile, place.clone())?;
        let cell = u8::try_from(saved.row)
            .ok()
            .zip(u8::try_from(saved.col).ok())
            .and_then(|(row, col)| Cell::try_new(row, col))
            .ok_or(SaveError::OffBoard {
                entry: i + 1,
                row: saved.row,
                col: saved.col,
            })?;
        if let Some(first) = board.tile(cell) {
            return Err(SaveError::CellTwice {
                cell,
                first,
                second: tile,
            });
        }
        note(tile, place)?;
        board.put(cell, tile);
    }

    if save.bank.len() > Bank::SIZE {
        return Err(SaveError::BankTooLarge(save.bank.len()));
    }
    let mut bank = Bank::new();
    for (slot, name) in save.bank.iter().enumerate() {
        let place = TilePlace::Bank(slot + 1);
        let tile = read_tile(name, place.clone())?;
        note(tile, place)?;
        bank.set(slot, Some(tile));
    }

    check_position(&board)?;
    Ok(Position {
        board,
        bank,
        players,
        current,
    })
}

/// The typed history of a version-2 file with `players` seats, its tiles and placements read;
/// whether it is true is for [`replay`] to find.
fn read_history(
    saved: &SavedHistory,
    save: &SaveFile,
    players: usize,
) -> Result<History, SaveError> {
    let random = u128::from_str_radix(&saved.random, 16)
        .ok()
        .filter(|_| (1..=32).contains(&saved.random.len()) && !saved.random.starts_with('+'))
        .filter(|r| r % 2 == 1)
        .ok_or_else(|| HistoryError::BadRandom(saved.random.clone()))?;
    let origin = match (&saved.start, &saved.resumed) {
        (Some(name), None) => Origin::Start(read_tile(name, TilePlace::Start)?),
        (None, Some(resumed)) => {
            if resumed.scores.len() != players {
                return Err(SaveError::BadKey {
                    path: KeyPath::file().key("history").key("resumed").key("scores"),
                    problem: KeyProblem::ScoresForPlayers {
                        scores: resumed.scores.len(),
                        players,
                    },
                });
            }
            let file = SaveFile {
                version: 1,
                board: resumed.board.clone(),
                bank: resumed.bank.clone(),
                players: save
                    .players
                    .iter()
                    .zip(&resumed.scores)
                    .map(|(player, score)| SavedPlayer {
                        score: *score,
                        ..player.clone()
                    })
                    .collect(),
                current: resumed.current,
                history: None,
            };
            let position = read_position(&file)
                .and_then(|p| {
                    check_reachable(&p.board, &p.bank, &p.players)?;
                    Ok(p)
                })
                .map_err(|e| SaveError::Resumed(Box::new(e)))?;
            Origin::Resumed(Box::new(ResumedPosition {
                scores: position.players.iter().map(|p| p.score).collect(),
                board: position.board,
                bank: position.bank,
                current: position.current,
            }))
        }
        _ => return Err(SaveError::HistoryStart),
    };
    let mut turns = Vec::with_capacity(saved.turns.len());
    for (i, turn) in saved.turns.iter().enumerate() {
        turns.push(read_turn(
            turn,
            i + 1,
            KeyPath::file().key("history").key("turns").index(i),
            players,
        )?);
    }
    let in_progress = match &saved.turn {
        Some(turn) => Some(read_turn(
            turn,
            saved.turns.len() + 1,
            KeyPath::file().key("history").key("turn"),
            players,
        )?),
        None => None,
    };
    Ok(History::from_parts(origin, random, turns, in_progress))
}

/// Turn number `number` (1-based) of a history of a game of `players` seats, found at `path` in
/// the file.
fn read_turn(
    saved: &SavedTurn,
    number: usize,
    path: KeyPath,
    players: usize,
) -> Result<TurnRecord, SaveError> {
    let problem = |problem| {
        SaveError::History(HistoryError::Turn {
            turn: number,
            problem,
        })
    };
    if saved.drawn.len() > Bank::SIZE {
        return Err(SaveError::BadKey {
            path: path.key("drawn"),
            problem: KeyProblem::TooManyDrawn {
                count: saved.drawn.len(),
            },
        });
    }
    let mut drawn = Bank::new();
    for (slot, name) in saved.drawn.iter().enumerate() {
        let tile = read_tile(
            name,
            TilePlace::Drawn {
                turn: number,
                n: slot + 1,
            },
        )?;
        drawn.set(slot, Some(tile));
    }
    let player = usize::try_from(saved.player)
        .ok()
        .filter(|&p| p < players)
        .ok_or_else(|| SaveError::BadKey {
            path: path.key("player"),
            problem: KeyProblem::NotASeat {
                value: saved.player,
                players,
            },
        })?;
    let mut turn = TurnRecord::new(player, drawn);
    let mut bank = drawn;
    for (i, swap) in saved.swaps.iter().enumerate() {
        let place = TilePlace::Swap {
            turn: number,
            n: i + 1,
        };
        let from = read_tile(&swap.from, place.clone())?;
        let to = read_tile(&swap.to, place)?;
        let slot = bank
            .slot_of(from)
            .ok_or_else(|| problem(TurnProblem::Swap { index: i + 1 }))?;
        bank.set(slot, Some(to));
        turn.swaps.push(Swap { slot, from, to });
    }
    for (i, text) in saved.placements.iter().enumerate() {
        let place = TilePlace::Placement {
            turn: number,
            n: i + 1,
        };
        let (tile, cell, points) = read_placement(text, place)?;
        if turn.placements.is_full() {
            return Err(problem(TurnProblem::Placement {
                index: i + 1,
                error: PlaceError::TurnFull,
            }));
        }
        let slot = bank
            .slot_of(tile)
            .ok_or_else(|| problem(TurnProblem::NotInBank { index: i + 1, tile }))?;
        bank.take(slot);
        turn.placements.push(Placement {
            slot,
            tile,
            cell,
            points,
        });
    }
    turn.sat_out = saved.sat_out;
    Ok(turn)
}

/// `TILE@row,col=points`, as [`Placement`] displays itself.
fn read_placement(text: &str, place: TilePlace) -> Result<(Tile, Cell, u32), SaveError> {
    let bad = || SaveError::BadPlacement {
        place: place.clone(),
        text: text.to_owned(),
    };
    let (name, rest) = text.split_once('@').ok_or_else(bad)?;
    let (cell, points) = rest.split_once('=').ok_or_else(bad)?;
    let (row, col) = cell.split_once(',').ok_or_else(bad)?;
    let number = |s: &str| -> Option<u32> {
        if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        s.parse().ok()
    };
    let cell = number(row)
        .zip(number(col))
        .and_then(|(r, c)| Cell::try_new(u8::try_from(r).ok()?, u8::try_from(c).ok()?))
        .ok_or_else(bad)?;
    let points = number(points).ok_or_else(bad)?;
    let tile = read_tile(name, place.clone())?;
    Ok((tile, cell, points))
}

/// Whether the game a history replays to is the one the file states.
fn leads_to(game: &Game, position: &Position) -> Result<(), HistoryError> {
    let differs = |what| Err(HistoryError::LeadsElsewhere { what });
    let mut board = game.board().clone();
    for placement in game.placed().iter() {
        board.lift(placement.cell);
    }
    if board != position.board {
        return differs(Difference::Board);
    }
    let bank = if game.is_over() {
        Bank::new()
    } else {
        game.bank_at_turn_start()
    };
    if bank != position.bank {
        return differs(Difference::Bank);
    }
    for (seat, (now, stated)) in game.players().iter().zip(&position.players).enumerate() {
        if now.score != stated.score {
            return differs(Difference::Score { seat: seat + 1 });
        }
    }
    if game.current() != position.current {
        return differs(Difference::Current);
    }
    Ok(())
}

fn read_tile(name: &str, place: TilePlace) -> Result<Tile, SaveError> {
    name.parse().map_err(|_| SaveError::UnknownTile {
        place,
        name: name.to_owned(),
    })
}

fn read_players(save: &SaveFile) -> Result<Vec<Player>, SaveError> {
    let mut players = Vec::with_capacity(save.players.len());
    for (i, saved) in save.players.iter().enumerate() {
        let seat = i + 1;
        let score = match u32::try_from(saved.score) {
            Ok(score) if score <= Player::MAX_SCORE => score,
            _ if saved.score < 0 => {
                return Err(SaveError::NegativeScore {
                    seat,
                    score: saved.score,
                });
            }
            _ => {
                return Err(SaveError::ImpossibleScore {
                    seat,
                    score: saved.score,
                });
            }
        };
        let kind = match saved.kind {
            SavedKind::Human => PlayerKind::Human,
            SavedKind::Computer => {
                let level = match &saved.level {
                    None => Level::Greedy,
                    Some(text) => text.parse().map_err(|_| SaveError::UnknownLevel {
                        seat,
                        level: text.clone(),
                    })?,
                };
                PlayerKind::Computer(level)
            }
        };
        players.push(Player {
            name: saved.name.clone(),
            kind,
            score,
        });
    }
    check_players(&players)?;
    Ok(players)
}
