//! What the player asks for: the views return [`Action`]s while drawing, and the app applies
//! them once the frame is drawn — moves through the [`Session`](crate::session::Session),
//! the shell's actions through the frame ([`game_shell::frame`]).

use game_shell::frame::Shell;
use reversi_core::Move;

/// One request of the player to the app: one of the shell's, the same in every program, or
/// one of Reversi's own.
#[must_use]
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    /// A move in the game on the board: a click on a cell, or the Pass button.
    Play(Move),
    /// Take back the last move (and the computer's reply before it).
    Undo,
    /// Show the move the strongest computer would make for the person to move.
    Hint,
    /// Start the game set up in the new-game dialog (asks first when a game would be lost).
    StartGame,
    /// Put the game's move list (its transcript) on the clipboard.
    CopyMoves,
    /// Put the position on the board on the clipboard (64 cells and the side to move).
    CopyPosition,
    /// Open the dialog to paste a move list or a position.
    OpenPaste(PasteKind),
    /// Start the game pasted in the paste dialog (asks first when a game would be lost).
    Paste,
    /// Show or hide the legal moves' values on the board (Analysis ▸ Show move values).
    ToggleValues,
    /// A step of the review of the game (Analysis ▸ Review the game).
    Review(ReviewStep),
    /// Replay the game on the board from its first move (Analysis ▸ Replay the game).
    StartReplay,
    /// A step through the replay, or leaving it (the game as it was).
    Replay(game_shell::replay::ReplayStep),
    /// One of the shell's actions (new, load, save, quit, dialogs, language, theme, online).
    Shell(Shell<HostRequest>),
}

/// A step of the review of the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReviewStep {
    /// Review the game on the board (its panel opens with the progress, then the moves that
    /// lost the most).
    Start,
    /// Show the position before this move of the reviewed game.
    Show(usize),
    /// Show the game again.
    Back,
    /// Close the review's panel.
    Close,
}

use crate::navigation::PasteKind;
use crate::online::HostRequest;
/// A step of Game ▸ Play online.
pub use crate::online::OnlineAction;
