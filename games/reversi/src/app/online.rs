//! The app's side of Game ▸ Play online, beyond the frame's (which opens the forms, hosts,
//! joins and leaves, and takes what the room's client brought each frame): handing the
//! board's clicks and the Hint button to the room rather than to the game at this window
//! (which waits, unchanged, until the room is left).

use game_shell::frame::Program;

use super::ReversiApp;
use crate::action::Action;

impl ReversiApp {
    /// On the online screens, the board's clicks and the Hint button go to the room; undoing
    /// is not for the game at this window there; the shell's actions go to the frame.
    pub(super) fn apply_online(&mut self, action: Action, ctx: &egui::Context) {
        match action {
            Action::Play(mv) => {
                if let Some(room) = self.frame.room_to_act() {
                    room.play(mv);
                }
            }
            Action::Hint => {
                if let Some(room) = self.frame.online_room_mut() {
                    room.ask_hint();
                }
            }
            // The menu's copy and paste items and the Analysis menu are off while online.
            Action::Undo
            | Action::StartGame
            | Action::CopyMoves
            | Action::CopyPosition
            | Action::OpenPaste(_)
            | Action::Paste
            | Action::ToggleValues
            | Action::Review(_)
            | Action::StartReplay
            | Action::Replay(_) => {}
            Action::Shell(action) => self.apply_shell(action, ctx),
        }
    }
}
