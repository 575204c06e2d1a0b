//! The rules of LoopIt, pure: tiles, board, placement, scoring, bag and bank, turns, the
//! computer players, the cheat swap, and saved games with their validation.
//!
//! No window, no files, no clock: randomness comes only from the seed a [`Game`] is given, so
//! the same seed and the same moves give the same game. The rules themselves, the save file and
//! the golden cases are written out in the crate's `README.md`; the code's comments point there.
//!
//! The vocabulary: a [`Tile`] has line ends on some [`Edge`]s; it is laid on a [`Cell`] of the
//! [`Board`]; a player draws tiles from the [`Bag`] into a [`Bank`] and makes up to three
//! [`Placement`]s in a turn; the computer players are [`Strategy`]s, one per [`Level`].
//!
//! The modules depend one way: the pieces (tiles, cells, board, scoring, bag and bank), then
//! the state of play with the rules of a turn as its moves ([`Position`]: board, bag, bank,
//! scores, this turn's placements), the record of a game ([`History`], data only) and the save
//! file ([`SaveFile`], which reads and writes positions and histories but knows no game), then
//! [`Game`], which keeps its state of play in a [`Position`], owns its history and asks the
//! save module to read and write it, then the computer players ([`ai`], which plan on
//! positions) and the review of a finished game ([`review`]).
//!
//! Where may a tile go, and for how many points?
//!
//! ```
//! use loopit_core::{points, Board, Cell, Tile};
//!
//! let t = |name: &str| name.parse::<Tile>().unwrap();
//! let mut board = Board::new();
//! board.put(Cell::START, t("541")); // a junction on 5,5
//! board.put(Cell::new(5, 6), t("126")); // a path: top and left
//!
//! let cells: Vec<String> = board.legal_cells(t("422")).iter().map(|c| c.to_string()).collect();
//! assert_eq!(cells, ["4,5", "4,6", "6,5"]);
//! // 4 × 1 for the tile, 1 for 126 below it, 5 for the junction the line runs on to.
//! assert_eq!(points(&board, t("422"), Cell::new(4, 6)), 10);
//! ```
//!
//! A whole game between two computer players:
//!
//! ```
//! use loopit_core::{ai, Game, Level, Player};
//!
//! let players = vec![Player::computer("Ada", Level::Normal), Player::computer("Bo", Level::Normal)];
//! let mut game = Game::new(players, 7)?;
//! while !game.is_over() {
//!     let level = Level::Normal;
//!     ai::play_turn(&mut game, level.strategy());
//!     game.end_turn();
//! }
//! let ranking = game.ranking();
//! assert_eq!(ranking[0].place, 1);
//! assert!(ranking[0].score >= ranking[1].score);
//! # Ok::<(), loopit_core::PlayerError>(())
//! ```

#![deny(missing_docs)]

pub mod ai;
mod bag;
mod board;
mod cell;
mod edge;
mod fit;
mod game;
pub mod golden;
mod history;
mod placement;
mod planned;
mod player;
mod position;
pub mod review;
mod rules;
mod save;
mod score;
mod set;
mod text;
mod tile;

pub use ai::{Choice, Normal, Strategy, Strong};
pub use bag::{Bag, Bank};
pub use board::{Board, premium};
pub use cell::{Cell, CellSet, CellSetIter, OffBoard};
pub use edge::{Edge, Edges};
pub use fit::line_ends_fit;
pub use game::{CheatError, Game, Standing, SwapDirection};
pub use history::{
    Difference, History, HistoryError, Origin, ResumedPosition, Swap, TurnProblem, TurnRecord,
};
pub use placement::{Placement, Placements};
pub use planned::{OtherPosition, PlannedTurn, ScoredChoice};
pub use player::{
    Level, NameError, ParseLevelError, Player, PlayerError, PlayerKind, check_players,
};
pub use position::{Position, TakeBack, TurnSummary};
pub use rules::{PlaceError, PositionError, check_placement, check_position};
pub use save::{
    KeyPath, KeyProblem, KeyStep, SAVE_VERSION, SAVE_VERSIONS, SaveError, SaveFile, SavedHistory,
    SavedKind, SavedPlayer, SavedPosition, SavedSwap, SavedTile, SavedTurn, TilePlace,
    check_reachable, least_total_score,
};
/// A key named twice in a save's JSON ([`SaveError::DuplicateKey`]): the policy all three
/// games' saves share.
pub use save_json::DuplicateKey;
pub use score::{Breakdown, LineRun, LineStop, Score, explain, points, score};
pub use tile::{ParseTileError, Tile, TileKind, TileSet, TileSetIter};
