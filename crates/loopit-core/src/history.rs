//! What happened in a game, turn by turn: where it began, and for every turn the player, the
//! tiles drawn, the cheat swaps, the placements with their points and whether the player sat
//! out. Enough to lay the game out again exactly, draws included, and to check a saved game.
//!
//! The record is data that [`crate::Game`] owns and writes as it is played (one `Vec` push per
//! turn, and per cheat swap); [`crate::Game::history`] gives it, and
//! [`crate::Game::position_at`] rebuilds the game as it was at any turn and placement, for a
//! replay. This module knows nothing of the game: replaying a history is the game's own job.

use std::fmt;
use std::sync::Arc;

use crate::bag::Bank;
use crate::board::Board;
use crate::placement::Placements;
use crate::rules::PlaceError;
use crate::tile::Tile;

/// Where a game's history begins.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Origin {
    /// A new game: this tile was drawn from the full bag onto `5,5`.
    Start(Tile),
    /// A game resumed from a position without history (a version-1 save file).
    Resumed(Box<ResumedPosition>),
}

/// The position a game without earlier history was resumed from (a version-1 save file).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResumedPosition {
    /// The board.
    pub board: Board,
    /// The bank of the player to move, as the file gave it (empty: drawn on resuming).
    pub bank: Bank,
    /// The players' scores, in seating order.
    pub scores: Vec<u32>,
    /// The seat of the player to move.
    pub current: usize,
}

/// A cheat swap ([`Game::cheat_swap`](crate::Game::cheat_swap)): the tile of a bank slot exchanged for a tile of the bag.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Swap {
    /// The bank slot (0–4).
    pub slot: usize,
    /// The tile that went back into the bag.
    pub from: Tile,
    /// The tile that came out of the bag into the slot.
    pub to: Tile,
}

/// One turn of a game's history.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TurnRecord {
    /// The seat (index into the players) whose turn it was.
    pub player: usize,
    /// The bank as drawn at the start of the turn (for a resumed game's first turn: as the
    /// file gave it, or drawn when it gave none).
    pub drawn: Bank,
    /// The cheat swaps made in this turn, in order. Replaying makes them before the
    /// placements (a swap only touches tiles that are not on the board, so the order does not
    /// matter).
    pub swaps: Vec<Swap>,
    /// The placements, in order, each scored on the board as it was when it was made. For the
    /// turn in progress: the placements made so far.
    pub placements: Placements,
    /// Whether the player sat the turn out because none of their bank tiles fitted (always
    /// `false` for the turn in progress).
    pub sat_out: bool,
}

impl TurnRecord {
    /// A turn that has just begun with `drawn`.
    pub(crate) fn new(player: usize, drawn: Bank) -> TurnRecord {
        TurnRecord {
            player,
            drawn,
            swaps: Vec::new(),
            placements: Placements::default(),
            sat_out: false,
        }
    }

    /// The bank after the turn's cheat swaps, before any placement.
    #[must_use]
    pub fn bank_after_swaps(&self) -> Bank {
        let mut bank = self.drawn;
        for swap in &self.swaps {
            bank.set(swap.slot, Some(swap.to));
        }
        bank
    }
}

/// A game's history: where it began, the state of its random generator there, every turn that
/// has ended and the turn in progress.
///
/// A copy of a history is cheap: the origin and the ended turns are shared between copies
/// (copied only when a copy ends a turn while another still holds them), so that a computer
/// planning on a copy of the game does not copy the record of the whole game each turn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct History {
    origin: Arc<Origin>,
    random: u128,
    turns: Arc<Vec<TurnRecord>>,
    in_progress: Option<TurnRecord>,
}

impl History {
    /// Room made at once for this many turns: a two-player game lasts about 40, so that the
    /// record of most games is never moved as it grows.
    const TYPICAL_TURNS: usize = 48;

    /// A history that begins at `origin`, the generator in state `random` there.
    pub(crate) fn new(origin: Origin, random: u128) -> History {
        History {
            origin: Arc::new(origin),
            random,
            turns: Arc::new(Vec::with_capacity(History::TYPICAL_TURNS)),
            in_progress: None,
        }
    }

    /// Where the game began.
    #[must_use]
    pub fn origin(&self) -> &Origin {
        &self.origin
    }

    /// The state of the random generator where the game began (before the start tile was
    /// drawn, or when the game was resumed). All later draws follow from it.
    #[must_use]
    pub fn random(&self) -> u128 {
        self.random
    }

    /// The turns that have ended, in order.
    #[must_use]
    pub fn turns(&self) -> &[TurnRecord] {
        &self.turns
    }

    /// The turn in progress (`None` when the game is over): who moves, what they drew, the
    /// swaps and the placements made so far.
    #[must_use]
    pub fn turn_in_progress(&self) -> Option<&TurnRecord> {
        self.in_progress.as_ref()
    }

    /// A turn begins: `player` has drawn `drawn`.
    pub(crate) fn begin_turn(&mut self, player: usize, drawn: Bank) {
        self.in_progress = Some(TurnRecord::new(player, drawn));
    }

    /// The turn in progress ends with `placements`.
    pub(crate) fn end_turn(&mut self, placements: Placements, sat_out: bool) {
        let Some(turn) = &mut self.in_progress else {
            return;
        };
        turn.placements = placements;
        turn.sat_out = sat_out;
        let turns = Arc::make_mut(&mut self.turns);
        turns.extend(self.in_progress.take());
    }

    /// The placements of the turn in progress are now `placements`.
    pub(crate) fn set_placements(&mut self, placements: Placements) {
        if let Some(turn) = &mut self.in_progress {
            turn.placements = placements;
        }
    }

    /// A cheat swap in the turn in progress.
    pub(crate) fn swap(&mut self, swap: Swap) {
        if let Some(turn) = &mut self.in_progress {
            turn.swaps.push(swap);
        }
    }

    /// The game is over: there is no turn in progress.
    pub(crate) fn game_over(&mut self) {
        self.in_progress = None;
    }

    /// A history read from a file: checked only by [`Game::replay`](crate::Game::replay).
    pub(crate) fn from_parts(
        origin: Origin,
        random: u128,
        turns: Vec<TurnRecord>,
        in_progress: Option<TurnRecord>,
    ) -> History {
        History {
            origin: Arc::new(origin),
            random,
            turns: Arc::new(turns),
            in_progress,
        }
    }
}

/// Where a replay stops: at turn `turn` (0 = the first; the number of ended turns = the turn in
/// progress) after its first `placements` placements, its swaps made.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct Stop {
    pub(crate) turn: usize,
    pub(crate) placements: usize,
}

/// Why a history does not describe the game it should.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HistoryError {
    /// The generator state is not one the game's random generator can have.
    BadRandom(String),
    /// The start tile recorded is not the one the generator draws.
    StartTile {
        /// The tile recorded.
        recorded: Tile,
        /// The tile the generator draws.
        drawn: Tile,
    },
    /// Something in a turn is not what replaying the game gives.
    Turn {
        /// The turn, 1-based.
        turn: usize,
        /// What is wrong.
        problem: TurnProblem,
    },
    /// The history goes on after the game ended.
    AfterGameOver {
        /// The first turn after the end, 1-based.
        turn: usize,
    },
    /// The history stops before the game is over but records no turn in progress.
    NoTurnInProgress,
    /// Replaying the history does not lead to what the file states.
    LeadsElsewhere {
        /// What differs.
        what: Difference,
    },
}

/// What differs between the game a history replays to and the position its file states
/// ([`HistoryError::LeadsElsewhere`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Difference {
    /// The board.
    Board,
    /// The bank of the player to move.
    Bank,
    /// The score of a player.
    Score {
        /// The seat, 1-based.
        seat: usize,
    },
    /// The player to move.
    Current,
    /// The history itself (the replay writes it otherwise than the file does).
    History,
}

impl fmt::Display for Difference {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Difference::Board => f.write_str("the board"),
            Difference::Bank => f.write_str("the bank"),
            Difference::Score { seat } => write!(f, "the score of player {seat}"),
            Difference::Current => f.write_str("the player to move"),
            Difference::History => f.write_str("the history itself"),
        }
    }
}

/// What is wrong with one turn of a history.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TurnProblem {
    /// The turn is given to the wrong player.
    Player {
        /// The seat recorded (0-based).
        recorded: usize,
        /// The seat to move (0-based).
        expected: usize,
    },
    /// The tiles recorded as drawn are not the ones drawn.
    Drawn {
        /// The tiles recorded.
        recorded: Bank,
        /// The tiles drawn.
        drawn: Bank,
    },
    /// A cheat swap cannot be made (the slot does not hold its tile, or the tile is not in the
    /// bag).
    Swap {
        /// The swap, 1-based.
        index: usize,
    },
    /// A placement breaks the rules.
    Placement {
        /// The placement, 1-based.
        index: usize,
        /// Why it cannot be made.
        error: PlaceError,
    },
    /// A placement is recorded with the wrong tile or points.
    PlacementDiffers {
        /// The placement, 1-based.
        index: usize,
        /// The points the placement earns.
        points: u32,
        /// The tile in its bank slot.
        tile: Tile,
    },
    /// A placement's tile is not in the bank (after the turn's swaps and earlier placements).
    NotInBank {
        /// The placement, 1-based.
        index: usize,
        /// The tile.
        tile: Tile,
    },
    /// The turn says the player sat out when they did not, or the other way round.
    SatOut {
        /// What the record says.
        recorded: bool,
    },
}

impl fmt::Display for HistoryError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HistoryError::BadRandom(text) => write!(
                f,
                "the history's generator state {} is not one of 32 hexadecimal digits ending in an odd digit",
                crate::text::short(text)
            ),
            HistoryError::StartTile { recorded, drawn } => write!(
                f,
                "the history's start tile is {recorded}, but the generator draws {drawn}"
            ),
            HistoryError::Turn { turn, problem } => {
                write!(f, "turn {turn} of the history: {problem}")
            }
            HistoryError::AfterGameOver { turn } => {
                write!(f, "the history goes on after the game ended (turn {turn})")
            }
            HistoryError::NoTurnInProgress => f.write_str(
                "the history records no turn in progress, but the game it leads to is not over",
            ),
            HistoryError::LeadsElsewhere { what } => write!(
                f,
                "the history does not lead to the position the file states: {what} differs"
            ),
        }
    }
}

impl fmt::Display for TurnProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let bank = |bank: &Bank| -> String {
            let names: Vec<String> = bank.tiles().map(|(_, t)| t.to_string()).collect();
            if names.is_empty() {
                "nothing".to_owned()
            } else {
                names.join(" ")
            }
        };
        match self {
            TurnProblem::Player { recorded, expected } => write!(
                f,
                "it is given to player {}, but player {} was to move",
                recorded.saturating_add(1),
                expected.saturating_add(1)
            ),
            TurnProblem::Drawn { recorded, drawn } => write!(
                f,
                "the tiles drawn are recorded as {}, but the draw gives {}",
                bank(recorded),
                bank(drawn)
            ),
            TurnProblem::Swap { index } => write!(
                f,
                "cheat swap {index} cannot be made (its slot does not hold its tile, or the new \
                 tile is not in the bag)"
            ),
            TurnProblem::Placement { index, error } => {
                write!(f, "placement {index} cannot be made: {error}")
            }
            TurnProblem::PlacementDiffers {
                index,
                points,
                tile,
            } => write!(
                f,
                "placement {index} is recorded differently: its slot holds {tile}, and it earns \
                 {points} points"
            ),
            TurnProblem::NotInBank { index, tile } => write!(
                f,
                "placement {index} lays tile {tile}, which is not in the bank"
            ),
            TurnProblem::SatOut { recorded: true } => {
                f.write_str("the player is said to sit out, but a tile fitted")
            }
            TurnProblem::SatOut { recorded: false } => {
                f.write_str("the player sat out, but the record says otherwise")
            }
        }
    }
}

impl std::error::Error for HistoryError {}
