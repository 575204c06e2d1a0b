//! Nardy's messages as they travel. The core's own types travel as themselves, by the core's
//! serde: points by their numbers (1–24 from White's side), colours as `"W"`/`"B"`, steps,
//! rolls, results and refused steps as the rules have them. A position travels as the checkers
//! on each point (read back through the save file's checks, so that a client takes no
//! position the rules could not reach).

use std::collections::BTreeMap;

use nardy_core::{
    Colour, Outcome, PerColour, Position, Roll, SAVE_VERSION, SaveError, SaveFile, Step, StepError,
};
use serde::{Deserialize, Serialize};

/// The host's options of a room.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    /// The points that win the match (1 to [`nardy_core::MAX_MATCH`]): a game won is 1 point,
    /// a mars 2; 1 is a single game.
    pub match_to: u32,
}

impl Default for Options {
    /// A single game.
    fn default() -> Options {
        Options { match_to: 1 }
    }
}

/// The checkers of one colour on one point.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct WirePoint {
    /// The point (numbered from White's side).
    pub point: u8,
    /// Whose checkers.
    pub colour: Colour,
    /// How many.
    pub count: u8,
}

/// A position at the start of a turn, and the roll once made.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct WirePosition {
    /// Every point that holds checkers, from 1 up.
    pub points: Vec<WirePoint>,
    /// Checkers borne off, White first.
    pub off: [u8; 2],
    /// Whose turn it is.
    pub to_move: Colour,
    /// Whether each colour has yet to make its first move (White first).
    pub first_turn: [bool; 2],
    /// The roll of the player to move, once made.
    pub dice: Option<Roll>,
}

impl WirePosition {
    /// `start` with `roll`.
    #[must_use]
    pub fn of(start: &Position, roll: Option<Roll>) -> WirePosition {
        WirePosition {
            points: (1..=24u8)
                .filter_map(|point| {
                    start.at(point).map(|(colour, count)| WirePoint {
                        point,
                        colour,
                        count,
                    })
                })
                .collect(),
            off: Colour::ALL.map(|colour| start.off(colour)),
            to_move: start.to_move(),
            first_turn: Colour::ALL.map(|colour| start.is_first_turn(colour)),
            dice: roll,
        }
    }

    /// The position, checked as a save file is.
    pub fn position(&self) -> Result<Position, SaveError> {
        let file = SaveFile {
            version: SAVE_VERSION,
            points: self
                .points
                .iter()
                .map(|p| (u32::from(p.point), (p.colour, u32::from(p.count))))
                .collect::<BTreeMap<_, _>>(),
            off: PerColour::from_array(self.off.map(u32::from)),
            to_move: self.to_move,
            first_turn: PerColour::from_array(self.first_turn),
            dice: None,
            name: None,
            players: None,
            score: None,
            match_to: None,
            saved_at: None,
            history: None,
        };
        file.validate().map(|saved| saved.position)
    }

    /// The roll, once made.
    #[must_use]
    pub fn roll(&self) -> Option<Roll> {
        self.dice
    }
}

/// An ended turn: who, the dice, the steps (none: no die could be played).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct WireTurn {
    /// Who moved.
    pub colour: Colour,
    /// The dice.
    pub dice: Roll,
    /// The steps.
    pub steps: Vec<Step>,
}

/// What a player asks for.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "intent")]
pub enum Intent {
    /// Roll the dice: the server draws them. When no die can be played, the turn passes at once.
    Roll,
    /// Play one step of the turn.
    Step {
        /// The step.
        step: Step,
    },
    /// Take the turn's steps back, to just after the roll.
    Undo,
    /// End the turn (every die that can be played has been).
    EndTurn,
    /// Ask for the strong player's steps from here (told to the asking seat only).
    Hint,
}

/// What happened.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "event")]
pub enum Event {
    /// The dice were rolled (by the server, for the player to move).
    Rolled {
        /// Whose roll.
        colour: Colour,
        /// The dice.
        dice: Roll,
    },
    /// A step was played.
    Stepped {
        /// Whose.
        colour: Colour,
        /// The step.
        step: Step,
    },
    /// The turn's steps were taken back to the roll.
    Undone {
        /// Whose.
        colour: Colour,
    },
    /// The turn ended; the other colour is to move (to roll).
    TurnEnded {
        /// Whose turn it was.
        colour: Colour,
        /// No die could be played: the turn passed at the roll.
        passed: bool,
    },
    /// The game on the board ended.
    GameEnded {
        /// Its result.
        result: Outcome,
        /// The match score now, White first.
        score: [u32; 2],
        /// Whether that won the match (no game follows).
        match_over: bool,
    },
    /// The next game of the match began.
    GameBegan {
        /// Its number in the match (1 = the first).
        game: u32,
        /// Who moves first (drawn by the server).
        starter: Colour,
    },
    /// A seat took a hint.
    Hinted {
        /// The seat.
        seat: usize,
        /// The steps suggested from where the turn is; told to that seat only.
        steps: Option<Vec<Step>>,
    },
}

/// The game as one viewer may see it: everything on the board is open; only the dice to come
/// (the server's random state) are no one's to see.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    /// The points that win the match.
    pub match_to: u32,
    /// The match score, White first.
    pub score: [u32; 2],
    /// The results of the match's games ended so far.
    pub results: Vec<Outcome>,
    /// The game on the board (1 = the match's first).
    pub game: u32,
    /// The position at the start of this turn, with the roll of the player to move once made.
    pub position: WirePosition,
    /// This turn's steps so far.
    pub steps: Vec<Step>,
    /// This game's ended turns.
    pub turns: Vec<WireTurn>,
    /// Whether the match is over.
    pub over: bool,
}

/// Why Nardy refuses an intent or a setup.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "why")]
pub enum Refusal {
    /// It is another seat's turn (or the match is over: `None`).
    NotYourTurn {
        /// The seat to move.
        to_move: Option<usize>,
    },
    /// The dice are rolled already this turn.
    AlreadyRolled,
    /// Roll the dice first.
    NotRolled,
    /// The rules refuse the step.
    Step {
        /// Why.
        reason: StepError,
    },
    /// A die can still be played: the turn cannot end yet.
    NotFinished,
    /// No step of this turn to take back.
    NothingToTakeBack,
    /// Every die that can be played has been: there is nothing to hint.
    NothingToHint,
    /// Nardy has two seats: White (seat 0) and Black (seat 1).
    SeatCount {
        /// How many were given.
        count: usize,
    },
    /// A seat's name breaks the name rule ([`netplay::plain_seat_name`]).
    BadName {
        /// The seat.
        seat: usize,
    },
    /// A match to 1 to [`nardy_core::MAX_MATCH`] points.
    MatchLength {
        /// The points asked for.
        points: u32,
    },
}
