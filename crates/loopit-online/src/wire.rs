//! LoopIt's messages as they travel. The core's own types travel as themselves, by the core's
//! serde: a tile by its name (`"331"`), a cell by row and column, a level by its key, a refused
//! placement as the rules' [`PlaceError`].

use loopit_core::{Cell, Level, PlaceError, Placement, Tile};
use serde::{Deserialize, Serialize};

/// The host's options of a room.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    /// Whether the players may use the cheat swap.
    pub cheats: bool,
}

/// A tile on a cell of the board.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct WireTile {
    /// The cell.
    pub cell: Cell,
    /// The tile.
    pub tile: Tile,
}

/// A bank: five slots, each a tile or empty.
pub type WireBank = Vec<Option<Tile>>;

/// What a player asks for.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "intent")]
pub enum Intent {
    /// Places the tile of bank slot `slot` on `cell`.
    Place {
        /// The bank slot.
        slot: usize,
        /// The cell.
        cell: Cell,
    },
    /// Takes back placement number `index` of this turn (0 = the first).
    TakeBack {
        /// The placement.
        index: usize,
    },
    /// Ends the turn.
    EndTurn,
    /// Asks for the best turn the Expert finds (counted in the scores' table).
    Hint,
    /// The cheat swap of bank slot `slot` with the next (or previous) tile of the bag.
    Cheat {
        /// The bank slot.
        slot: usize,
        /// Forward in naming order, or back.
        forward: bool,
    },
}

/// What happened.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "event")]
pub enum Event {
    /// A turn began: the seat drew its bank (told to that seat only).
    TurnBegan {
        /// The seat to move.
        seat: usize,
        /// Its bank; `None` for everyone else.
        bank: Option<WireBank>,
        /// How many tiles are left in the bag.
        tiles_left: usize,
    },
    /// A tile was placed.
    Placed {
        /// The seat.
        seat: usize,
        /// The placement.
        placement: Placement,
    },
    /// A placement was taken back; later ones that no longer fit went back too.
    TakenBack {
        /// The seat.
        seat: usize,
        /// The placement taken back.
        taken: Placement,
        /// The turn's placements now, each scored anew.
        placed: Vec<Placement>,
    },
    /// A turn ended.
    TurnEnded {
        /// The seat.
        seat: usize,
        /// The turn's points.
        points: u32,
        /// Whether the seat sat out (nothing fitted).
        sat_out: bool,
        /// Every seat's score now.
        scores: Vec<u32>,
        /// Whether the game is over.
        game_over: bool,
    },
    /// A seat took a hint.
    Hinted {
        /// The seat.
        seat: usize,
        /// How many hints the seat has taken.
        hints: u32,
        /// The suggested placements (slot and cell) in order; told to that seat only.
        plan: Option<Vec<(usize, Cell)>>,
    },
    /// A seat swapped a bank tile with the bag (cheat mode).
    Swapped {
        /// The seat.
        seat: usize,
        /// The bank slot.
        slot: usize,
        /// The new tile; told to that seat only.
        tile: Option<Tile>,
    },
}

/// A player as everyone sees them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct WirePlayer {
    /// The name.
    pub name: String,
    /// The level, when the seat is the computer's.
    pub computer: Option<Level>,
    /// The points of the turns ended.
    pub score: u32,
    /// The hints taken.
    pub hints: u32,
}

/// An ended turn as the log shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct WireTurn {
    /// The seat.
    pub seat: usize,
    /// The placements.
    pub placements: Vec<Placement>,
    /// Whether the seat sat out.
    pub sat_out: bool,
}

/// The game as one viewer may see it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    /// The board, this turn's tiles included.
    pub board: Vec<WireTile>,
    /// The players in seating order.
    pub players: Vec<WirePlayer>,
    /// The seat to move.
    pub current: usize,
    /// This turn's placements.
    pub placed: Vec<Placement>,
    /// The viewer's bank, when it is the viewer's turn; `None` otherwise.
    pub bank: Option<WireBank>,
    /// Tiles left in the bag.
    pub tiles_left: usize,
    /// Whether the game is over.
    pub over: bool,
    /// Every ended turn.
    pub turns: Vec<WireTurn>,
    /// Whether cheating is allowed.
    pub cheats: bool,
}

/// Why LoopIt refuses an intent or a setup.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "why")]
pub enum Refusal {
    /// It is another seat's turn (or the game is over: `None`).
    NotYourTurn {
        /// The seat to move.
        to_move: Option<usize>,
    },
    /// The rules refuse the placement.
    Place {
        /// Why.
        reason: PlaceError,
    },
    /// There is no such placement this turn.
    NothingToTakeBack {
        /// The placement asked for.
        index: usize,
    },
    /// The host did not allow cheating.
    CheatsOff,
    /// The slot holds no unplaced tile, or the bag is empty.
    CannotSwap {
        /// The slot.
        slot: usize,
    },
    /// A game has 2 to 4 players.
    PlayerCount {
        /// How many were given.
        count: usize,
    },
    /// A player's name breaks the name rule.
    BadName {
        /// The seat (0-based).
        seat: usize,
    },
}
