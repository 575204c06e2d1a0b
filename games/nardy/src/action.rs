//! What the player asks for: the views return `Action`s while drawing, and the app applies
//! them once the frame is drawn — moves in the game through the
//! [`Session`](crate::session::Session), everything else (dialogs, files, language) itself.

use std::path::PathBuf;

use game_shell::prefs::LanguageChoice;
use nardy_core::Player;

use crate::session::Move;

/// One request of the player to the app.
#[must_use]
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// A move in the game on the board.
    Play(Move),
    /// Game ▸ New game: open the new-game dialog.
    NewGameDialog,
    /// Start a new game with these players (White, Black).
    NewGame([Player; 2]),
    /// Game ▸ Save: open the save dialog.
    SaveDialog,
    /// Save under this name (asking first when a save of that name exists).
    Save(String),
    /// Save under this name, replacing the save of that name.
    Replace(String),
    /// Game ▸ Load: open the list of saved games.
    LoadDialog,
    /// Load this file.
    Load(PathBuf),
    /// Close the dialog.
    CloseDialog,
    /// Game ▸ Quit (asking first when a game would be lost).
    Quit,
    /// Quit for good, without saving.
    QuitAnyway,
    /// Escape: close the open dialog or help windows.
    Escape,
    /// Help ▸ Rules.
    OpenRules,
    /// Help ▸ About.
    OpenAbout,
    /// Speak this language from now on (`None`: the system's), and remember it.
    Language(LanguageChoice),
}
