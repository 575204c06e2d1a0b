//! Saved games: the JSON file (see the crate's README, "The save file"), read as an unchecked
//! [`SaveFile`] and turned into a [`crate::Game`] only when it describes a reachable game.
//!
//! The files: this one holds the file's types; `error.rs` why a file is refused; `read.rs`
//! reads the text and the position of version 1 (the keys every version has); `history.rs`
//! reads the history of version 2, which [`crate::Game::from_save`] then replays; `write.rs`
//! writes a game as a file. None of them knows the game: [`crate::Game`] asks them.
//!
//! # Versions
//!
//! **Version 1** holds the position at the start of the turn in progress: the
//! `board`, the `bank` of the player to move, the `players` with their scores and `current`.
//! It is still read. A game loaded from it draws with a generator seeded by the caller, and its
//! history begins there.
//!
//! **Version 2** is what [`crate::Game::to_save`] writes: every key of version 1 with the same meaning
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
//! [`crate::Game::from_save`] refuses every file that is not a game that can have been played
//! (see [`check_reachable`]); [`crate::Game::from_save_for_analysis`] accepts any legal position with
//! a bank of up to 5 tiles, whatever the scores and the bag, for the questions of the command
//! line (`moves`, `ai`, `hint`).

mod error;
mod history;
mod read;
mod write;

pub use error::{KeyPath, KeyProblem, KeyStep, SaveError, TilePlace};
pub(crate) use history::read_history;
pub(crate) use read::{SavedState, read_position};
pub use read::{check_reachable, least_total_score};
pub(crate) use write::saved_history;

use serde::{Deserialize, Serialize};

/// The save file version this program writes ([`crate::Game::to_save`]): 2, with the game's
/// history.
pub const SAVE_VERSION: i64 = 2;

/// The versions this program reads: 1 (a position) and 2 (with the history).
pub const SAVE_VERSIONS: std::ops::RangeInclusive<i64> = 1..=2;

/// A save file as written on disk: what it says, not yet checked (it may describe an
/// impossible position). [`crate::Game::from_save`] checks it.
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
    /// The format version: 1 or 2 (see the module documentation).
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
    /// This program's own key: a computer's level (`"normal"` when absent; the old keys
    /// `"greedy"` and `"planner"` are read as Normal and Strong).
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
