//! What a person asks of the game on their turn ([`Move`]) and what came of it or of a
//! computer's step ([`Outcome`]): the vocabulary between the views, the session and the words.

use loopit_core::{
    Cell, CheatError, PlaceError, Placement, SwapDirection, TakeBack, Tile, TurnSummary,
};

/// What a person asks of the game on their turn.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Move {
    /// Pick up the tile of a bank slot.
    PickUp(usize),
    /// Put the picked-up tile down again.
    PutDown,
    /// Place the tile of a bank slot on a cell.
    Place {
        /// The bank slot.
        slot: usize,
        /// The cell.
        cell: Cell,
    },
    /// Take back the tile placed this turn on a cell.
    TakeBack(Cell),
    /// Take back the last tile placed this turn.
    Undo,
    /// End the turn; `confirmed` when the player has already agreed to end it without placing.
    EndTurn {
        /// Whether the player has confirmed ending a turn in which a tile would still fit.
        confirmed: bool,
    },
    /// Cheat mode: mark (or unmark) an unplaced bank tile for swapping.
    CheatMark(usize),
    /// Cheat mode: swap the marked tile with the next or previous tile in the bag.
    CheatSwap {
        /// The bank slot.
        slot: usize,
        /// Forward or back through the bag.
        direction: SwapDirection,
    },
    /// Cheat mode: let the computer play its turn.
    ReleaseComputer,
    /// Hot seat: the player to move is at the screen; show their bank.
    Ready,
}

/// What came of a move or a computer step, for the window to show.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Nothing happened: the move does not apply now (not this player's turn, an empty slot…).
    Nothing,
    /// A tile was picked up; it fits on `cells`. When `turn_full` (three are placed) nothing
    /// is picked up: the turn is to be ended.
    PickedUp {
        /// The tile.
        tile: Tile,
        /// How many cells it fits on now.
        cells: usize,
        /// Three tiles are placed this turn already.
        turn_full: bool,
    },
    /// The picked-up tile (or the cheat mark) was put down.
    PutDown,
    /// A tile was placed, by a person or the computer.
    Placed {
        /// The placement.
        placement: Placement,
        /// The seat that placed it.
        player: usize,
        /// Whether the computer placed it.
        by_computer: bool,
    },
    /// A tile cannot go on a cell, and why.
    Refused {
        /// The tile.
        tile: Tile,
        /// The cell.
        cell: Cell,
        /// The rule it breaks.
        reason: PlaceError,
    },
    /// Tiles placed this turn went back to the bank.
    TookBack(TakeBack),
    /// There was no tile placed this turn to take back.
    NothingToTakeBack,
    /// A tile would still fit and none is placed: the player should confirm ending the turn.
    ConfirmEndTurn,
    /// The turn ended.
    TurnEnded(TurnSummary),
    /// Cheat mode: a bank tile is marked for swapping.
    CheatMarked(usize),
    /// Cheat mode: a bank tile was swapped for another from the bag.
    CheatSwapped {
        /// The bank slot.
        slot: usize,
        /// The tile now in it.
        tile: Tile,
    },
    /// Cheat mode: the swap could not be made.
    CheatRefused(CheatError),
    /// Cheat mode: the computer may now play its turn.
    ComputerReleased,
    /// Hot seat: the player to move is at the screen and sees their bank.
    Ready,
}
