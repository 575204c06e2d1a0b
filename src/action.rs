//! What the player asks for: the views return `Action`s while drawing, and the app applies
//! them once the frame is drawn, through the core.

use std::path::PathBuf;

use loopit_core::{Cell, Player, Step};

/// A change to a setting, made in the options dialog.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SettingChange {
    /// Use the tile images of this folder (loaded at once).
    TilesFolder(String),
    /// Save games into this folder.
    SavesFolder(String),
    /// The default name of a seat (0–3).
    Name(usize, String),
    /// Cheat mode on or off.
    CheatMode(bool),
    /// The computer's delay between placements, in milliseconds.
    ComputerDelay(u64),
    /// The setup last used: how many players, and who plays each seat.
    Setup {
        /// How many players.
        count: usize,
        /// Who plays each seat.
        seats: [crate::settings::Seat; 4],
    },
}

/// One request of the player, or of a timer, to the app.
#[must_use]
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// Pick up the tile of a bank slot.
    Select(usize),
    /// Put the picked-up tile down again.
    Deselect,
    /// Place the tile of a bank slot on a cell.
    Place {
        /// The bank slot.
        slot: usize,
        /// The cell.
        cell: Cell,
    },
    /// Try a cell that is not legal for the picked-up tile: the app says why.
    Explain {
        /// The bank slot.
        slot: usize,
        /// The cell.
        cell: Cell,
    },
    /// Tell the player something (a hint about what to do next).
    Notice(String),
    /// Take back the tile placed this turn on a cell.
    TakeBack(Cell),
    /// Take back the last tile placed this turn.
    Undo,
    /// End the turn (asks first when a placement was still possible and none was made).
    EndTurn,
    /// End the turn without asking.
    EndTurnConfirmed,
    /// The player has read that they sit out: end the turn.
    SitOutConfirmed,
    /// Cheat mode: mark an unplaced bank tile for swapping.
    CheatMark(usize),
    /// Cheat mode: swap the marked tile with the next or previous tile in the bag.
    CheatSwap {
        /// The bank slot.
        slot: usize,
        /// Forward or back through the bag.
        step: Step,
    },
    /// Cheat mode: let the computer play its turn.
    LetComputerPlay,
    /// Game ▸ New: to the setup screen (asking to save a running game first).
    NewGame,
    /// Leave the setup screen and go back to the running game.
    ResumeGame,
    /// Start a game with these players.
    StartGame(Vec<Player>),
    /// Game ▸ Load: pick a file (asking to save a running game first).
    Load,
    /// Load this file.
    LoadFile(PathBuf),
    /// Game ▸ Save: pick a file and save.
    Save,
    /// Save to this file.
    SaveTo(PathBuf),
    /// Game ▸ Quit (asking to save a running game first).
    Quit,
    /// Of a running game about to be abandoned: save it first, then go on.
    AbandonAfterSaving,
    /// Of a running game about to be abandoned: go on without saving.
    AbandonWithoutSaving,
    /// Open the options.
    OpenOptions,
    /// Open the rules.
    OpenRules,
    /// Open the About box.
    OpenAbout,
    /// Show the final ranking again.
    ShowResult,
    /// Close the open dialog.
    CloseDialog,
    /// Change a setting (written to the settings file at once).
    Setting(SettingChange),
    /// Browse for a folder for the tile images or the saves.
    BrowseFolder(FolderKind),
    /// Hide the warnings.
    DismissWarnings,
}

/// Which folder of the settings.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum FolderKind {
    /// The tile images.
    Tiles,
    /// The saved games.
    Saves,
}
