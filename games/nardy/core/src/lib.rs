//! The rules of long nardy (long backgammon), pure: positions, steps, every legal turn of a
//! roll, results with mars, the save file, and computer players.
//!
//! No window, no files, no clock: dice come only from a seeded generator ([`Game::new`],
//! [`Roll::random`]).
//!
//! Points are numbered 1–24 from White's side. White starts with 15 checkers on 24 and
//! moves 24 → 1 (home 1–6); Black starts on 12 and moves 12 → 1 → 24 → 13 (home 13–18).
//!
//! ```
//! use nardy_core::{legal_turns, Colour, Position, Roll};
//!
//! let start = Position::start(Colour::White);
//! let roll = Roll::new(6, 5).unwrap();
//! let moves: Vec<String> = legal_turns(&start, roll)
//!     .iter()
//!     .map(|t| t.steps.iter().map(|s| s.to_string()).collect::<Vec<_>>().join(" "))
//!     .collect();
//! // Only one checker may leave the head: it takes both dice.
//! assert_eq!(moves, ["24/18 18/13"]);
//! ```
//!
//! A turn played one step at a time, every rule checked after each step:
//!
//! ```
//! use nardy_core::{Colour, Dest, Position, Roll, Step, StepError, Turn};
//!
//! let mut turn = Turn::new(Position::start(Colour::White), Roll::new(3, 1).unwrap());
//! turn.play(Step { from: 24, to: Dest::Point(21), die: 3 })?;
//! // A second checker may not leave the head.
//! assert_eq!(turn.check(Step { from: 24, to: Dest::Point(23), die: 1 }), Err(StepError::HeadRule));
//! turn.play(Step { from: 21, to: Dest::Point(20), die: 1 })?;
//! assert!(turn.is_complete());
//! # Ok::<(), StepError>(())
//! ```

#![deny(missing_docs)]

pub mod ai;
mod game;
mod match_score;
mod position;
mod rules;
mod save;
mod shown;

pub use ai::analysis::{Analysis, Mark, MoveRating, Summary, analyse, rate_move};
pub use ai::{
    GameRecord, HINT_MOVES, Level, ParsePlayerError, Player, Ranked, choose, choose_rest,
    play_game, play_game_with, rank_rest,
};
pub use game::{Game, GameError, PlayedTurn, ReplayError, TakeBackError};
pub use match_score::{MAX_MATCH, MAX_SCORE, Match};
pub use position::{
    CHECKERS, Colour, Dest, Outcome, Position, PositionError, Step, abs_point, rel_point,
};
pub use rules::{
    DiceLeft, LegalTurn, NoSuchRoll, Roll, StepError, Turn, TurnError, legal_turns,
    makes_forbidden_block, step_target,
};
pub use save::{
    JsonProblem, PerColour, Record, SAVE_VERSION, SaveError, SaveFile, Saved, SavedHistory,
    SavedPosition, SavedTurn, position_from_json,
};
