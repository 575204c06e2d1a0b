//! What is on top of the board: the dialog that waits for an answer, the tool windows beside
//! the game, and the notice under the counts. Each is data: a variant carries what it needs.
//!
//! Reversi has one screen, the board, so there is no screen to switch between; the new-game
//! dialog is a [`Modal`] over the board, as it always was.

use game_shell::browser::FileBrowser;
use game_shell::dialogs::Abandon;
use game_shell::frame::Continuation;
use reversi_core::{Player, PositionError, Rules, TranscriptError};

use crate::session::Outcome;
use crate::storage::FileReport;

/// The next game's rules and players, as chosen in the new-game dialog.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NextGame {
    /// The rules.
    pub rules: Rules,
    /// Who plays Yellow and Red.
    pub players: [Player; 2],
}

/// A step that ends the game on the board: when that game would be lost, the shell's
/// confirm-abandon dialog asks first, and the step is taken once the game is saved (or the
/// player chose not to save it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AfterAbandon {
    /// Start this game.
    NewGame(NextGame),
    /// Load another game (asks which).
    Load,
    /// Quit the program.
    Quit,
    /// Start the game pasted in (kept by the app until then).
    Pasted,
    /// Open an online game's record (asks for its address).
    OpenRecord,
}

impl AfterAbandon {
    /// The step as the shell's dialog names it.
    #[must_use]
    pub const fn abandon(self) -> Abandon {
        match self {
            AfterAbandon::NewGame(_) | AfterAbandon::Pasted => Abandon::NewGame,
            AfterAbandon::Load => Abandon::Load,
            AfterAbandon::OpenRecord => Abandon::OpenRecord,
            AfterAbandon::Quit => Abandon::Quit,
        }
    }
}

/// The dialog that waits for an answer before anything else can be done.
#[derive(Debug)]
pub enum Modal {
    /// Rules and players for the next game, as chosen so far.
    NewGame(NextGame),
    /// A move list or a position to paste, as typed so far.
    Paste(PasteForm),
    /// Save the game before this step? Save / Don't save / Cancel (the shell's dialog).
    Abandon(AfterAbandon),
    /// The program's own file dialog (where the system has none).
    Files {
        /// The dialog.
        browser: FileBrowser,
        /// The step to take once the game is saved.
        then: Option<AfterAbandon>,
    },
    /// The address of an online game's record to open (the shell's dialog).
    Record(game_shell::dialogs::RecordDialog),
}

/// What is pasted: a move list from the start, or a position to start from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PasteKind {
    /// A transcript (`f5d6c3d3c4`), played from the rules' start.
    Moves,
    /// 64 cells and the side to move, the notation of `reversi solve`.
    Position,
}

/// The paste dialog: what is pasted, under which rules, the text so far, and why the last
/// try was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PasteForm {
    /// A move list or a position.
    pub kind: PasteKind,
    /// The rules the game is played under.
    pub rules: Rules,
    /// The text in the field.
    pub text: String,
    /// Why the text was refused (worded when drawn).
    pub problem: Option<PasteProblem>,
}

/// Why a pasted text cannot start a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PasteProblem {
    /// A move of the move list.
    Moves(TranscriptError),
    /// The position.
    Position(PositionError),
}

/// The tool windows, which stay open beside the game (the shell's).
pub use game_shell::frame::ToolWindows;

impl Continuation for AfterAbandon {
    const LOAD: AfterAbandon = AfterAbandon::Load;
    const OPEN_RECORD: AfterAbandon = AfterAbandon::OpenRecord;
    const QUIT: AfterAbandon = AfterAbandon::Quit;

    fn abandon(self) -> Abandon {
        AfterAbandon::abandon(self)
    }
}

game_shell::shell_dialog!(Modal, AfterAbandon);

/// The notice under the counts: what the last move, undo, save or load came to. It is kept
/// as what happened and worded when drawn ([`crate::words::notice`]), so that it follows a
/// change of language at once.
#[derive(Debug)]
pub enum Notice {
    /// What a move or an undo came to (only those worth a sentence are kept).
    Move(Outcome),
    /// What a save or a load came to.
    File(FileReport),
    /// What could not be used of the settings file, or why it could not be written.
    Settings(Vec<crate::settings::SettingsWarning>),
    /// The move list or the position was put on the clipboard: this text.
    Copied(PasteKind, String),
    /// A pasted game is on the board.
    Pasted(PasteKind),
    /// An online game's record is open in the replay.
    RecordOpened,
}

impl From<Vec<crate::settings::SettingsWarning>> for Notice {
    fn from(warnings: Vec<crate::settings::SettingsWarning>) -> Notice {
        Notice::Settings(warnings)
    }
}
