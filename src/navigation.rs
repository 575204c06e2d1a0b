//! Where the window is: the screen (setting up a game, or playing one; the online screen is
//! the shell's frame's, shown instead), the modal dialog on top of it, LoopIt's own tool
//! windows that may be open beside it (the rules and the About box are the shell's), and the
//! status notice. Each is data: a variant carries what it needs, so no flag means something
//! only together with another.

use game_shell::browser::FileBrowser;
use game_shell::dialogs::Abandon;
use game_shell::frame::Continuation;
use game_shell::task::Executor;

use std::path::PathBuf;

use game_shell::settings::FreshFile;

use crate::environment::TilesReloaded;
use crate::replay::Replay;
use crate::review::{Review, ReviewStep};
use crate::session::{Outcome, Session};
use crate::settings::SettingsWarning;
use crate::settings::options::OptionsForm;
use crate::storage::StorageError;
use crate::tiles::TileImageError;

/// The screen under any dialog.
#[derive(Debug)]
pub enum Screen {
    /// Setting up a new game; the game that was being played, if any, waits to be resumed.
    Setup {
        /// The game left for the setup, which "Back to the game" resumes.
        paused: Option<Box<Session>>,
    },
    /// Playing a game.
    Playing(Box<Session>),
    /// Replaying the game, step by step; the game itself waits unchanged.
    Replay {
        /// The game, as it was when the replay began, to go back to.
        session: Box<Session>,
        /// The steps and the one shown.
        replay: Box<Replay>,
    },
    /// Reviewing the game: each turn's points beside the best possible; the game itself
    /// waits unchanged.
    Review {
        /// The game, as it was when the review began, to go back to.
        session: Box<Session>,
        /// The turns reviewed and the one shown.
        review: Box<Review>,
    },
}

impl Screen {
    /// The game on screen or waiting behind the setup (the online screen, shown instead,
    /// is the shell's frame's).
    #[must_use]
    pub fn session(&self) -> Option<&Session> {
        match self {
            Screen::Setup { paused } => paused.as_deref(),
            Screen::Playing(session)
            | Screen::Replay { session, .. }
            | Screen::Review { session, .. } => Some(session),
        }
    }

    /// The game on screen or waiting behind the setup.
    pub fn session_mut(&mut self) -> Option<&mut Session> {
        match self {
            Screen::Setup { paused } => paused.as_deref_mut(),
            Screen::Playing(session)
            | Screen::Replay { session, .. }
            | Screen::Review { session, .. } => Some(session),
        }
    }

    /// The game being played, when the board is on screen.
    #[must_use]
    pub fn playing(&self) -> Option<&Session> {
        match self {
            Screen::Playing(session) => Some(session),
            Screen::Setup { .. } | Screen::Replay { .. } | Screen::Review { .. } => None,
        }
    }

    /// The game being played, when the board is on screen.
    pub fn playing_mut(&mut self) -> Option<&mut Session> {
        match self {
            Screen::Playing(session) => Some(session),
            Screen::Setup { .. } | Screen::Replay { .. } | Screen::Review { .. } => None,
        }
    }

    /// The replay on screen, if any.
    #[must_use]
    pub fn replay(&self) -> Option<&Replay> {
        match self {
            Screen::Replay { replay, .. } => Some(replay),
            _ => None,
        }
    }

    /// To the setup, keeping the game to resume.
    pub fn to_setup(&mut self) {
        let screen = std::mem::replace(self, Screen::Setup { paused: None });
        *self = match screen {
            Screen::Playing(session)
            | Screen::Replay { session, .. }
            | Screen::Review { session, .. } => Screen::Setup {
                paused: Some(session),
            },
            setup => setup,
        };
    }

    /// From the game on the board to its replay, at the first step; nothing happens when no
    /// turn has ended yet.
    pub fn to_replay(&mut self) {
        let screen = std::mem::replace(self, Screen::Setup { paused: None });
        *self = match screen {
            Screen::Playing(session) => match Replay::new(session.game()) {
                Some(replay) => Screen::Replay {
                    session,
                    replay: Box::new(replay),
                },
                None => Screen::Playing(session),
            },
            other => other,
        };
    }

    /// From the replay back to the game, exactly as it was.
    pub fn leave_replay(&mut self) {
        let screen = std::mem::replace(self, Screen::Setup { paused: None });
        *self = match screen {
            Screen::Replay { session, .. } => Screen::Playing(session),
            other => other,
        };
    }

    /// Shows step `index` of the replay on screen.
    pub fn replay_to(&mut self, index: usize) {
        if let Screen::Replay { session, replay } = self {
            replay.go_to(session.game(), index);
        }
    }

    /// The review on screen, if any.
    #[must_use]
    pub fn review(&self) -> Option<&Review> {
        match self {
            Screen::Review { review, .. } => Some(review),
            _ => None,
        }
    }

    /// From the game on the board to its review (`from_result`: opened from the game-over
    /// view), worked out on `executor` (waking `wake`, the window, when done); nothing happens
    /// when no turn has ended yet.
    pub fn to_review(
        &mut self,
        from_result: bool,
        executor: Executor,
        wake: Option<&egui::Context>,
    ) {
        let screen = std::mem::replace(self, Screen::Setup { paused: None });
        *self = match screen {
            Screen::Playing(session) => {
                match Review::start(session.game(), from_result, executor, wake) {
                    Some(review) => Screen::Review {
                        session,
                        review: Box::new(review),
                    },
                    None => Screen::Playing(session),
                }
            }
            other => other,
        };
    }

    /// From the review back to the game, exactly as it was. `Some(true)` when the review was
    /// opened from the game-over view (which then comes back); `None` when no review was on
    /// screen.
    pub fn leave_review(&mut self) -> Option<bool> {
        let screen = std::mem::replace(self, Screen::Setup { paused: None });
        let (screen, left) = match screen {
            Screen::Review { session, review } => {
                (Screen::Playing(session), Some(review.from_result()))
            }
            other => (other, None),
        };
        *self = screen;
        left
    }

    /// Takes `step` in the review on screen (choosing a player or a turn; opening and leaving
    /// are [`Screen::to_review`] and [`Screen::leave_review`]); also takes the review's
    /// result once it has been worked out (true when it arrived now).
    pub fn review_step(&mut self, step: Option<ReviewStep>) -> bool {
        let Screen::Review { session, review } = self else {
            return false;
        };
        let arrived = review.poll(session.game());
        if let Some(step) = step {
            review.apply(session.game(), step);
        }
        arrived
    }

    /// Back from the setup to the game that waits there, if any.
    pub fn resume(&mut self) {
        let screen = std::mem::replace(self, Screen::Setup { paused: None });
        *self = match screen {
            Screen::Setup {
                paused: Some(session),
            } => Screen::Playing(session),
            other => other,
        };
    }
}

/// What was asked for when a running game would be abandoned: the step to take once the
/// player has saved it or chosen not to (the shell's [`Continuation`], with LoopIt's guided
/// game beside the shell's steps).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum AfterAbandon {
    /// Start a new game.
    NewGame,
    /// Load another game.
    Load,
    /// Quit the program.
    Quit,
    /// Start the guided first game (Help ▸ Learn to play).
    Guide,
    /// Open an online game's record (Game ▸ Open an online game's record…).
    OpenRecord,
}

impl Continuation for AfterAbandon {
    const LOAD: AfterAbandon = AfterAbandon::Load;
    const OPEN_RECORD: AfterAbandon = AfterAbandon::OpenRecord;
    const QUIT: AfterAbandon = AfterAbandon::Quit;

    /// The guided game is a new game, as the shell's dialog names it.
    fn abandon(self) -> Abandon {
        match self {
            // The guided game takes the game's place as a new game does (the program starts
            // it: `Program::start`).
            AfterAbandon::NewGame | AfterAbandon::Guide => Abandon::NewGame,
            AfterAbandon::Load => Abandon::Load,
            AfterAbandon::OpenRecord => Abandon::OpenRecord,
            AfterAbandon::Quit => Abandon::Quit,
        }
    }
}

/// The dialog that waits for an answer before anything else can be done.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Modal {
    /// Save the running game first? Save / Don't save / Cancel; then `AfterAbandon`.
    Abandon(AfterAbandon),
    /// A placement is still possible: end the turn anyway?
    ConfirmEndTurn,
    /// The player to move sits out.
    SitOut {
        /// Their name.
        name: String,
    },
    /// Something went wrong: kept as the typed error and worded when drawn
    /// ([`crate::words::failure`]), so that an open error dialog follows a switch of language.
    Error(Failure),
    /// The game is over: the ranking.
    GameOver,
    /// At start: an unfinished game was autosaved; resume it (it waits behind the setup) or
    /// start a new one?
    Resume {
        /// The players' names, in seating order.
        names: Vec<String>,
        /// The number of the turn to play (1-based).
        turn: usize,
        /// When it was saved (local time), if the system says.
        saved: Option<chrono::DateTime<chrono::Local>>,
    },
    /// The address of an online game's record to open (the shell's dialog).
    Record(game_shell::dialogs::RecordDialog),
    /// The program's own file dialog.
    Files {
        /// The dialog.
        browser: FileBrowser,
        /// When saving before abandoning the game: what to do once it is saved.
        then: Option<AfterAbandon>,
    },
}

/// LoopIt's own tool windows, beside the shell's rules and About box
/// ([`game_shell::frame::ToolWindows`]): they stay open beside the game.
#[derive(Debug, Default)]
pub struct OwnWindows {
    /// The options, while open.
    pub options: Option<OptionsForm>,
    /// Whether "Reading the board" is open.
    pub reading: bool,
}

impl OwnWindows {
    /// Whether any is open.
    #[must_use]
    pub const fn any_open(&self) -> bool {
        self.options.is_some() || self.reading
    }
}

// The shell's two dialogs are LoopIt's `Abandon` and `Files`.
game_shell::shell_dialog!(Modal, AfterAbandon);

/// The status line's message: what happened last, kept as what happened and worded when drawn
/// ([`crate::words::notice`]), so that a message on screen follows a switch of language at
/// once.
#[derive(Debug)]
pub enum Notice {
    /// A catalog text without arguments: a hint about what to do next, the guided game
    /// begins, no hint was found, no folder dialog.
    Said(&'static str),
    /// What came of a move, among the players as they were named then (in seating order).
    Move {
        /// What came of it.
        outcome: Outcome,
        /// The players' names.
        names: Vec<String>,
    },
    /// The hint shown is worth this many points.
    Hint {
        /// Its points.
        points: u32,
    },
    /// A new game began; this player starts.
    Started(String),
    /// The game was saved to this file.
    Saved(PathBuf),
    /// The game saved in this file was loaded.
    Loaded(PathBuf),
    /// The tile folder changed: what became of its images.
    Tiles(TilesReloaded),
    /// A fresh settings file was asked for: what was written, or why not.
    FreshSettings(Result<Option<FreshFile>, SettingsWarning>),
    /// Why the settings file could not be written (when the frame remembers a choice).
    Settings(Vec<SettingsWarning>),
}

impl From<Vec<SettingsWarning>> for Notice {
    fn from(warnings: Vec<SettingsWarning>) -> Notice {
        Notice::Settings(warnings)
    }
}

/// What went wrong, for the error dialog: what was being done and the typed error.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Failure {
    /// The players cannot sit down to a game.
    CannotStart(loopit_core::PlayerError),
    /// The guided first game cannot be set up (its position is the program's own).
    CannotStartGuide(loopit_core::SaveError),
    /// A game cannot be loaded without the tile images, which cannot be used.
    TilesForLoad(TileImageError),
    /// The game cannot be loaded.
    CannotLoad(StorageError),
    /// The game cannot be saved.
    CannotSave(StorageError),
}
