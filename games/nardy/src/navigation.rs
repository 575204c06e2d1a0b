//! Where the window is: the dialog that waits for an answer, and the help windows that may be
//! open beside the board. Each is data: a variant carries what it needs, so no flag means
//! something only together with another. Nardy has one screen, the board (a new game is
//! chosen in a dialog over it), so there is no screen to switch.

use std::path::PathBuf;

use game_shell::browser::FileBrowser;
use game_shell::dialogs::Abandon;
use game_shell::files::FileError;
use game_shell::frame::ShellDialog;
use nardy_core::{Colour, Game, GameError, Outcome, Player, Saved};

use crate::saves::LoadError;
use crate::session::Outcome as SessionOutcome;
use crate::thinking::ThinkError;

/// The dialog that waits for an answer before anything else can be done.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Modal {
    /// Choose who plays each colour and the match's length: a new match, 0–0.
    NewGame {
        /// White's and Black's player.
        players: [Player; 2],
        /// The points that win the match (`None`: no end).
        match_to: Option<u32>,
    },
    /// The game in progress would be lost by this step: save it first? (the frame's
    /// confirm-abandon dialog: Save, Don't save, Cancel).
    Abandon(Abandon),
    /// The frame's own file dialog, where the system has none; `then` is the step to take
    /// once the game is saved (when saving before abandoning it).
    Files {
        /// The dialog.
        browser: FileBrowser,
        /// The step that waits for the save.
        then: Option<Abandon>,
    },
    /// The address of an online game's record to open (the frame's dialog).
    Record(game_shell::dialogs::RecordDialog),
    /// The game is over.
    Result(Outcome),
    /// At start: the autosave kept an unfinished game; resume it, or play the new one.
    Resume(Box<Saved>),
}

impl Modal {
    /// Whether Escape closes it (the result and the offer to resume stay until the player
    /// chooses).
    #[must_use]
    pub const fn closes_on_escape(&self) -> bool {
        !matches!(self, Modal::Result(_) | Modal::Resume(_))
    }
}

/// The help windows, which stay open beside the board (the shell's).
pub use game_shell::frame::ToolWindows;

impl ShellDialog<Abandon> for Modal {
    fn abandon(step: Abandon) -> Modal {
        Modal::Abandon(step)
    }

    fn files(browser: FileBrowser, then: Option<Abandon>) -> Modal {
        Modal::Files { browser, then }
    }

    fn abandoning(&self) -> Option<Abandon> {
        match self {
            Modal::Abandon(step) => Some(*step),
            _ => None,
        }
    }

    fn browsing(&self) -> Option<Option<Abandon>> {
        match self {
            Modal::Files { then, .. } => Some(*then),
            _ => None,
        }
    }

    fn record(dialog: game_shell::dialogs::RecordDialog) -> Modal {
        Modal::Record(dialog)
    }

    fn record_mut(&mut self) -> Option<&mut game_shell::dialogs::RecordDialog> {
        match self {
            Modal::Record(dialog) => Some(dialog),
            _ => None,
        }
    }

    fn closes_on_escape(&self) -> bool {
        Modal::closes_on_escape(self)
    }
}

/// What the message line under the dice says: the last thing that happened, kept as a typed
/// value and worded when drawn (so it follows a change of language).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// What came of a move or of the computer's turn, in the game's turn `turn` (the number
    /// of turns ended before it).
    Play {
        /// What came of it.
        outcome: SessionOutcome,
        /// The turn it happened in.
        turn: usize,
    },
    /// A new game began; this colour starts.
    Starts(Colour),
    /// The game was saved to this file.
    Saved(PathBuf),
    /// The game could not be saved.
    CannotSave(FileError),
    /// The game saved in this file was loaded.
    Loaded(PathBuf),
    /// The unfinished game the autosave kept was resumed.
    Resumed,
    /// An online game's record is open in the replay.
    RecordOpened,
    /// A saved game could not be loaded; the game on screen is unchanged.
    CannotLoad {
        /// The file.
        path: PathBuf,
        /// What is wrong with it.
        reason: LoadError,
    },
    /// The computer could not work out its move.
    ComputerFailed(ThinkError),
    /// The computer's move was refused by the rules (a bug, reported, not ignored).
    ComputerRefused(GameError),
    /// What could not be used of the settings file, or why it could not be written.
    Settings(Vec<crate::settings::SettingsWarning>),
}

impl Notice {
    /// What came of a move in `game`'s turn now.
    #[must_use]
    pub fn play(outcome: SessionOutcome, game: &Game) -> Notice {
        Notice::Play {
            outcome,
            turn: game.history().len(),
        }
    }

    /// Whether it is still true in `game`: what it says of a turn is no longer once that turn
    /// has ended or the game is over ("All dice are played", "Move complete…", a hint).
    #[must_use]
    pub fn holds_in(&self, game: &Game) -> bool {
        match self {
            Notice::Play { outcome, turn } if outcome.is_about_the_turn() => {
                *turn == game.history().len() && game.outcome().is_none()
            }
            _ => true,
        }
    }
}

impl From<Vec<crate::settings::SettingsWarning>> for Notice {
    fn from(warnings: Vec<crate::settings::SettingsWarning>) -> Notice {
        Notice::Settings(warnings)
    }
}
