//! What the player asks for: the views return [`Action`]s while drawing, and the app applies
//! them once the frame is drawn — moves through the [`Session`](crate::session::Session),
//! everything else (dialogs, files, the language) itself.

use game_shell::browser::BrowserOutcome;
use game_shell::dialogs::AbandonChoice;
use game_shell::i18n::Language;
use reversi_core::Move;

/// One request of the player to the app.
#[must_use]
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    /// A move in the game on the board: a click on a cell, or the Pass button.
    Play(Move),
    /// Take back the last move (and the computer's reply before it).
    Undo,
    /// Show the move the strongest computer would make for the person to move.
    Hint,
    /// Open the new-game dialog.
    NewGame,
    /// Start the game set up in the new-game dialog (asks first when a game would be lost).
    StartGame,
    /// Save the game (asks where).
    Save,
    /// Load a game (asks first when a game would be lost, then which).
    Load,
    /// Quit (asks first when a game would be lost).
    Quit,
    /// The answer to the confirm-abandon dialog: save first, don't save, or stay.
    Abandon(AbandonChoice),
    /// Open the rules.
    OpenRules,
    /// Open the about box.
    OpenAbout,
    /// Close the dialog (its Cancel, its close button).
    CloseDialog,
    /// Escape: close the dialog, or else the help windows on top.
    Escape,
    /// The program's own file dialog closed with this.
    Browser(BrowserOutcome),
    /// Speak this language from now on (`None`: the system's).
    Language(Option<Language>),
    /// Look like this from now on.
    Theme(game_shell::theme::Theme),
    /// A step of Game ▸ Play online.
    Online(OnlineAction),
}

/// A step of Game ▸ Play online.
pub use crate::online::OnlineAction;
