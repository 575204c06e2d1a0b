//! What the player asks for: the views return `Action`s while drawing, and the app applies
//! them once the frame is drawn — moves in the game through the
//! [`Session`](crate::session::Session), the shell's actions through the frame ([`game_shell::frame`]).

use game_shell::frame::Shell;
use nardy_core::Player;

use crate::online::HostRequest;
use crate::session::Move;

/// One request of the player to the app: one of the shell's, the same in every program, or
/// one of Nardy's own.
#[must_use]
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// A move in the game on the board.
    Play(Move),
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
    /// Resume the unfinished game the autosave kept (offered at start).
    ResumeAutosaved,
    /// Not the game the autosave kept: it is given up, the new game stays.
    DeclineResume,
    /// Replay the game on screen from where its record begins.
    StartReplay,
    /// A step through the replay, or leaving it (the game as it was).
    Replay(game_shell::replay::ReplayStep),
    /// Analyse the game replayed: each move rated against the expert level's (off the
    /// window's thread).
    Analyse,
    /// Help ▸ Learn to play, the first start's offer, and the guide's card.
    Guide(crate::guide::GuideAction),
    /// One of the shell's actions (new, load, save, quit, dialogs, language, theme, online).
    Shell(Shell<HostRequest>),
}

/// A step of Game ▸ Play online.
pub use crate::online::OnlineAction;
