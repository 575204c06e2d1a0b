//! Reversi rules, pure: board, moves, legal moves and turning, results, the classic-rules
//! option, perft, computer players, the exact endgame solver, saves and self-play.
//!
//! No window, no files, no clock: randomness comes only from a random number generator the
//! caller passes in, so the same seed gives the same games.
//!
//! ```
//! use reversi_core::{Colour, Game, Move, Outcome, Rules};
//!
//! let mut game = Game::new(Rules::Document);
//! let played = game.play("f4".parse::<Move>()?)?; // Yellow closes red e4 against d4
//! assert_eq!(played.turned.len(), 1);
//! assert_eq!(game.position().board().count(Colour::Yellow), 4);
//! assert_eq!(game.position().to_move(), Colour::Red);
//! assert!(game.play("a1".parse()?).is_err()); // no neighbour: nothing changes
//! assert_eq!(game.position().to_move(), Colour::Red);
//! assert_eq!(game.position().outcome(), None::<Outcome>);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

#![deny(missing_docs)]

pub mod ai;
pub mod analysis;
mod bitboard;
mod board;
mod cell;
pub mod endgame;
mod eval;
pub mod ffo;
mod game;
mod rules;
mod save;
mod search;
pub mod selfplay;
mod shorten;
pub mod transcript;

pub use ai::{Level, ParseLevelError};
pub use board::{Board, Colour};
pub use cell::{Cell, Cells, ParseCellError};
pub use game::{Game, IllegalMove, Played, ReplayError};
pub use rules::{Move, MoveError, Outcome, Position, Rules};
pub use save::{Player, PlayersFile, SaveError, SaveFile, Saved, VERSION};
pub use transcript::{PositionError, TranscriptError};
