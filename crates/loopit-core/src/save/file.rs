//! The save file's types: what a file says, as read and written (not yet checked).

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
