//! What the player asks for: the views return `Action`s while drawing, and the app applies
//! them once the frame is drawn — moves in the game through the
//! [`Session`](crate::session::Session), the shell's actions (new, load, save, quit, the
//! dialogs, rules, about, language, online) through the shell's frame
//! ([`game_shell::frame`]), LoopIt's own (its screens, tool windows, settings) itself.

use game_shell::frame::Shell;
use loopit_core::{Player, PlayerKind};

use crate::review::ReviewStep;
use crate::session::Move;
pub use crate::settings::{FolderKind, Setting};

/// A change to a setting, made in the options or the setup.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SettingChange {
    /// Use the tile images of this folder (loaded at once).
    TilesFolder(String),
    /// Save games into this folder.
    SavesFolder(String),
    /// The default name of a seat (0–3).
    Name(usize, String),
    /// A setting of the Options window or the Language menu, as a typed value.
    Set(Setting),
    /// The setup last used: how many players, who plays each seat, and the names typed.
    Setup {
        /// How many players.
        count: usize,
        /// Who plays each seat.
        seats: [PlayerKind; 4],
        /// The name to keep for each seat (its `Name` key), `None` to keep the one there.
        names: [Option<String>; 4],
    },
}

/// One request of the player to the app.
#[must_use]
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// A move in the game on the board.
    Play(Move),
    /// Ask why the tile of a bank slot cannot go on a cell (a question: nothing changes).
    WhyNot {
        /// The bank slot.
        slot: usize,
        /// The cell.
        cell: loopit_core::Cell,
    },
    /// Ask for a hint: the turn the Expert would play for the person to move (counted).
    Hint,
    /// Escape: close the open windows, or else put the picked-up tile down.
    Escape,
    /// Tell the player something (a hint about what to do next): the catalog key of the
    /// message, worded in the language in use whenever it is shown.
    Notice(&'static str),
    /// The player has read that they sit out: end the turn.
    SitOutConfirmed,
    /// Leave the setup screen (or the offer of the autosaved game) and go back to the game
    /// that waits there.
    ResumeGame,
    /// Start a game with these players.
    StartGame(Vec<Player>),
    /// Open the options.
    OpenOptions,
    /// Open Help ▸ Reading the board.
    OpenReading,
    /// Show the final ranking again.
    ShowResult,
    /// Game ▸ Replay: step through the game on screen, from its first turn.
    Replay,
    /// Show this step of the replay.
    ReplayTo(usize),
    /// Leave the replay: back to the game, as it was.
    LeaveReplay,
    /// In the review of the game (Game ▸ Review, or the game-over view): open it, choose a
    /// player or a turn, show the best or the played turn, leave it.
    Review(ReviewStep),
    /// At start: start a new game rather than resume the autosaved one.
    DeclineResume,
    /// Change a setting (written to the settings file at once).
    Setting(SettingChange),
    /// Browse for a folder for the tile images or the saves.
    BrowseFolder(FolderKind),
    /// Hide the warnings.
    DismissWarnings,
    /// Write a fresh settings file over one that cannot be used (the old one is kept beside
    /// it).
    WriteFreshSettings,
    /// One of the shell's actions, the same in every program (new, load, save, quit, the
    /// "save first?" answer, the file dialog's answer, close, rules, about, online).
    Shell(Shell<HostRequest>),
    /// Help ▸ Learn to play, and the guided game's panel.
    Guide(crate::guide::GuideAction),
}

use crate::online::HostRequest;
/// What the player asks for on the online screens.
pub use crate::online::OnlineAction;
