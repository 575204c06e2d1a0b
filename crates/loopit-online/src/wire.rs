//! LoopIt's messages as they travel: tiles by their names (`"331"`), cells by row and column.

use loopit_core::{Cell, Level, PlaceError, Placement, Tile};
use serde::{Deserialize, Serialize};

/// A computer level, written by its key (`"normal"`), as saves and settings write it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct OnlineLevel(pub Level);

impl Serialize for OnlineLevel {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.0.key())
    }
}

impl<'de> Deserialize<'de> for OnlineLevel {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let key = String::deserialize(deserializer)?;
        key.parse()
            .map(OnlineLevel)
            .map_err(serde::de::Error::custom)
    }
}

/// The host's options of a room.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    /// Whether the players may use the cheat swap.
    pub cheats: bool,
}

/// A cell as `{"row": r, "col": c}`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct WireCell {
    /// 0 (top) to 10.
    pub row: u8,
    /// 0 (left) to 10.
    pub col: u8,
}

impl From<Cell> for WireCell {
    fn from(cell: Cell) -> WireCell {
        WireCell {
            row: cell.row(),
            col: cell.col(),
        }
    }
}

impl WireCell {
    /// The cell, if on the board.
    #[must_use]
    pub fn cell(self) -> Option<Cell> {
        Cell::try_new(self.row, self.col)
    }
}

/// A tile on a cell.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct WireTile {
    /// The cell.
    pub cell: WireCell,
    /// The tile's name.
    pub tile: String,
}

/// A placement: the bank slot, the tile, the cell and its points.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct WirePlacement {
    /// The bank slot (0-4).
    pub slot: usize,
    /// The tile's name.
    pub tile: String,
    /// The cell.
    pub cell: WireCell,
    /// The points it earned.
    pub points: u32,
}

impl From<&Placement> for WirePlacement {
    fn from(p: &Placement) -> WirePlacement {
        WirePlacement {
            slot: p.slot,
            tile: p.tile.to_string(),
            cell: p.cell.into(),
            points: p.points,
        }
    }
}

impl WirePlacement {
    /// The placement, when its tile and cell exist.
    #[must_use]
    pub fn placement(&self) -> Option<Placement> {
        Some(Placement {
            slot: self.slot,
            tile: self.tile.parse::<Tile>().ok()?,
            cell: self.cell.cell()?,
            points: self.points,
        })
    }
}

/// A bank: five slots, each a tile's name or empty.
pub type WireBank = Vec<Option<String>>;

/// What a player asks for.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "intent")]
pub enum Intent {
    /// Places the tile of bank slot `slot` on `cell`.
    Place {
        /// The bank slot.
        slot: usize,
        /// The cell.
        cell: WireCell,
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
        placement: WirePlacement,
    },
    /// A placement was taken back; later ones that no longer fit went back too.
    TakenBack {
        /// The seat.
        seat: usize,
        /// The placement taken back.
        taken: WirePlacement,
        /// The turn's placements now, each scored anew.
        placed: Vec<WirePlacement>,
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
        plan: Option<Vec<(usize, WireCell)>>,
    },
    /// A seat swapped a bank tile with the bag (cheat mode).
    Swapped {
        /// The seat.
        seat: usize,
        /// The bank slot.
        slot: usize,
        /// The new tile; told to that seat only.
        tile: Option<String>,
    },
}

/// A player as everyone sees them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct WirePlayer {
    /// The name.
    pub name: String,
    /// The level, when the seat is the computer's.
    pub computer: Option<OnlineLevel>,
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
    pub placements: Vec<WirePlacement>,
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
    pub placed: Vec<WirePlacement>,
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

/// Why a placement is refused: the rules' reasons ([`PlaceError`]), edges by their letters.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "why")]
#[allow(missing_docs)]
pub enum PlaceRefusal {
    CellTaken { cell: WireCell, tile: String },
    RunsOffBoard { edge: char },
    LineNotMet { edge: char, neighbour: String },
    CutsLine { edge: char, neighbour: String },
    ContinuesNoLine,
    EmptySlot { slot: usize },
    TurnFull,
    GameOver,
}

impl From<PlaceError> for PlaceRefusal {
    fn from(error: PlaceError) -> PlaceRefusal {
        match error {
            PlaceError::CellTaken { cell, tile } => PlaceRefusal::CellTaken {
                cell: cell.into(),
                tile: tile.to_string(),
            },
            PlaceError::RunsOffBoard { edge } => PlaceRefusal::RunsOffBoard { edge: edge.char() },
            PlaceError::LineNotMet { edge, neighbour } => PlaceRefusal::LineNotMet {
                edge: edge.char(),
                neighbour: neighbour.to_string(),
            },
            PlaceError::CutsLine { edge, neighbour } => PlaceRefusal::CutsLine {
                edge: edge.char(),
                neighbour: neighbour.to_string(),
            },
            PlaceError::ContinuesNoLine => PlaceRefusal::ContinuesNoLine,
            PlaceError::EmptySlot { slot } => PlaceRefusal::EmptySlot { slot },
            PlaceError::TurnFull => PlaceRefusal::TurnFull,
            PlaceError::GameOver => PlaceRefusal::GameOver,
        }
    }
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
        reason: PlaceRefusal,
    },
    /// The cell is off the board.
    NoSuchCell {
        /// The cell asked for.
        cell: WireCell,
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
