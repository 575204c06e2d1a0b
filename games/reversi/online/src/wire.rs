//! Reversi's messages as they travel. The core's own types travel as themselves, by the core's
//! serde: moves and cells by their names (`"d3"`, `"pass"`), colours as `"yellow"`/`"red"`, the
//! rules as `"document"`, `"classic"` or `"othello"`, a refused move as the rules' [`MoveError`].

use reversi_core::{Cell, Colour, Move, MoveError, Outcome, Rules};
use serde::{Deserialize, Serialize};

/// The host's options of a room.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    /// The rules played: the document's (a stone goes beside any stone, nobody passes), or
    /// classic Othello's from the document's start (`classic`) or from the standard start
    /// (`othello`).
    pub rules: Rules,
}

/// What a player asks for.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "intent")]
pub enum Intent {
    /// Lay a stone on a cell (`"d3"`), or pass (`"pass"`, classic rules, with no other move).
    Move {
        /// The move.
        mv: Move,
    },
    /// Ask for the strongest computer's move here (told to the asking seat only).
    Hint,
}

/// How a finished game ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct WireOutcome {
    /// The colour with more stones; `None`: a tie.
    pub winner: Option<Colour>,
    /// The stones of each, Yellow first.
    pub stones: [u32; 2],
}

impl WireOutcome {
    /// The outcome and the count of the stones.
    #[must_use]
    pub fn of(outcome: Outcome, stones: [u32; 2]) -> WireOutcome {
        WireOutcome {
            winner: match outcome {
                Outcome::Win(colour) => Some(colour),
                Outcome::Tie => None,
            },
            stones,
        }
    }
}

/// What happened.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "event")]
pub enum Event {
    /// A move was made.
    Played {
        /// Whose.
        colour: Colour,
        /// The move (`"d3"` or `"pass"`).
        mv: Move,
        /// The stones it turned, in reading order.
        turned: Vec<Cell>,
    },
    /// The game is over.
    Ended {
        /// How.
        outcome: WireOutcome,
    },
    /// A seat took a hint.
    Hinted {
        /// The seat.
        seat: usize,
        /// The move suggested; told to that seat only.
        mv: Option<Move>,
    },
}

/// The game as one viewer may see it: Reversi is open, every viewer sees the same.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    /// The rules played.
    pub rules: Rules,
    /// Every move made, first to last (the board follows from them and the rules).
    pub moves: Vec<Move>,
    /// Whose move it is (once over: who would have moved).
    pub to_move: Colour,
    /// The end, once the game is over.
    pub outcome: Option<WireOutcome>,
}

/// Why Reversi refuses an intent or a setup.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "why")]
pub enum Refusal {
    /// It is the other seat's move (or the game is over: `None`).
    NotYourTurn {
        /// The seat to move.
        to_move: Option<usize>,
    },
    /// The rules refuse the move.
    Move {
        /// Why.
        reason: MoveError,
    },
    /// Reversi has two seats: Yellow (seat 0, who moves first) and Red (seat 1).
    SeatCount {
        /// How many were given.
        count: usize,
    },
    /// A seat's name breaks the name rule ([`netplay::plain_seat_name`]).
    BadName {
        /// The seat.
        seat: usize,
    },
}

/// The colour of a seat: seat 0 plays Yellow (who moves first), seat 1 Red.
#[must_use]
pub fn colour_of(seat: usize) -> Colour {
    Colour::ALL[seat.min(1)]
}

/// The seat of a colour.
#[must_use]
pub fn seat_of(colour: Colour) -> usize {
    match colour {
        Colour::Yellow => 0,
        Colour::Red => 1,
    }
}
