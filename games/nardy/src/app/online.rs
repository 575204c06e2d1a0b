//! The app's side of Game ▸ Play online, beyond the frame's (which opens the forms, hosts,
//! joins and leaves, and takes what the room's client brought each frame): handing the
//! board's clicks and the turn's buttons and keys to the room rather than to the game at this
//! window (which waits, unchanged, until the room is left).

use game_shell::frame::Program;

use super::NardyApp;
use crate::action::Action;

impl NardyApp {
    /// On the online screens, the board's clicks and the turn's buttons and keys go to the
    /// room; the next game of the match at this window is not started there; the shell's
    /// actions go to the frame.
    pub(super) fn apply_online(&mut self, action: Action, ctx: &egui::Context) {
        match action {
            Action::Play(mv) => {
                if let Some(room) = self.frame.room_to_act() {
                    room.play(mv);
                }
            }
            // The offer to resume is made at start, before any room; the replay and the guide
            // are of the game at this window.
            Action::NextGame
            | Action::StartReplay
            | Action::Replay(_)
            | Action::Analyse
            | Action::StartGame { .. }
            | Action::ResumeAutosaved
            | Action::DeclineResume
            | Action::Guide(_) => {}
            Action::Shell(action) => self.apply_shell(action, ctx),
        }
    }
}
