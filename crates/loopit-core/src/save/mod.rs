//! Saved games: the JSON file (see the crate's README, "The save file"), read as an unchecked
//! [`SaveFile`] and turned into a [`crate::Game`] only when it describes a reachable game.
//!
//! The files: `file.rs` holds the file's types; `error.rs` why a file is refused; `read.rs`
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
mod file;
mod history;
mod read;
mod write;

pub use error::{KeyPath, KeyProblem, KeyStep, SaveError, TilePlace};
pub use file::{
    SAVE_VERSION, SAVE_VERSIONS, SaveFile, SavedHistory, SavedKind, SavedPlayer, SavedPosition,
    SavedSwap, SavedTile, SavedTurn,
};
pub(crate) use history::read_history;
pub(crate) use read::{SavedState, read_position};
pub use read::{check_reachable, least_total_score};
pub(crate) use write::saved_history;
