//! Where the window is: the dialog that waits for an answer, and the help windows that may be
//! open beside the board. Each is data: a variant carries what it needs, so no flag means
//! something only together with another. Nardy has one screen, the board (a new game is
//! chosen in a dialog over it), so there is no screen to switch.

use nardy_core::{Colour, GameError, Outcome, Player};

use crate::saves::{NameError, SaveEntry};
use crate::session::Outcome as SessionOutcome;
use crate::thinking::ThinkError;

/// The dialog that waits for an answer before anything else can be done.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Modal {
    /// Choose who plays each colour; `unsaved` warns that the game in progress is not saved.
    NewGame {
        /// White's and Black's player.
        players: [Player; 2],
        /// Whether a game in progress would be lost.
        unsaved: bool,
    },
    /// Type a name to save under.
    Save(String),
    /// A saved game of this name exists: replace it?
    Replace(String),
    /// Pick a saved game.
    Load(Vec<SaveEntry>),
    /// The game is over.
    Result(Outcome),
    /// Quit with a game in progress? Save it, quit without saving, or cancel.
    ConfirmQuit,
}

impl Modal {
    /// Whether Escape closes it (the result stays until the player chooses).
    #[must_use]
    pub const fn closes_on_escape(&self) -> bool {
        !matches!(self, Modal::Result(_))
    }
}

/// The help windows, which stay open beside the board.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ToolWindows {
    /// Whether the rules are open.
    pub rules: bool,
    /// Whether the About box is open.
    pub about: bool,
}

impl ToolWindows {
    /// Whether any is open.
    #[must_use]
    pub const fn any_open(&self) -> bool {
        self.rules || self.about
    }
}

/// What the message line under the dice says: the last thing that happened, kept as a typed
/// value and worded when drawn (so it follows a change of language).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// What came of a move or of the computer's turn.
    Play(SessionOutcome),
    /// A new game began; this colour starts.
    Starts(Colour),
    /// The name typed cannot be saved under.
    SaveName(NameError),
    /// The game was saved under this name.
    Saved(String),
    /// The game could not be saved.
    CannotSave {
        /// What went wrong, as the file layer says it.
        reason: String,
    },
    /// The game saved under this name was loaded.
    Loaded(String),
    /// A saved game could not be loaded; the game on screen is unchanged.
    CannotLoad {
        /// The name of the save.
        name: String,
        /// What is wrong with it.
        reason: String,
    },
    /// The computer could not work out its move.
    ComputerFailed(ThinkError),
    /// The computer's move was refused by the rules (a bug, reported, not ignored).
    ComputerRefused(GameError),
}
