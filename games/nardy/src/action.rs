//! What the player asks for: the views return `Action`s while drawing, and the app applies
//! them once the frame is drawn — moves in the game through the
//! [`Session`](crate::session::Session), everything else (dialogs, files, language) itself.

use game_shell::browser::BrowserOutcome;
use game_shell::dialogs::AbandonChoice;
use game_shell::prefs::LanguageChoice;
use nardy_core::Player;

use crate::session::Move;

/// One request of the player to the app.
#[must_use]
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// A move in the game on the board.
    Play(Move),
    /// Game ▸ New game: open the new-game dialog (asking first when a game would be lost).
    NewGame,
    /// Start a new match with these players (White, Black), to `match_to` points (`None`: no
    /// end), 0–0.
    StartGame {
        /// White's and Black's player.
        players: [Player; 2],
        /// The points that win the match.
        match_to: Option<u32>,
    },
    /// The next game of the match on screen, with the same players.
    NextGame,
    /// Game ▸ Save: ask where, then save.
    Save,
    /// Game ▸ Load: ask which file (asking first when a game would be lost), then load it.
    Load,
    /// Game ▸ Quit (asking first when a game would be lost).
    Quit,
    /// The answer to "save the game first?".
    Abandon(AbandonChoice),
    /// The answer of the frame's own file dialog.
    Browser(BrowserOutcome),
    /// Close the dialog.
    CloseDialog,
    /// Escape: close the open dialog or help windows.
    Escape,
    /// Help ▸ Rules.
    OpenRules,
    /// Help ▸ About.
    OpenAbout,
    /// Speak this language from now on (`None`: the system's), and remember it.
    Language(LanguageChoice),
    /// Look like this from now on.
    Theme(game_shell::theme::Theme),
    /// A step of Game ▸ Play online.
    Online(OnlineAction),
}

/// A step of Game ▸ Play online.
pub use crate::online::OnlineAction;
