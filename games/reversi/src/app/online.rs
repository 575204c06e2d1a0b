//! The app's side of Game ▸ Play online, beyond the frame's (which opens the forms, hosts,
//! joins and leaves): taking what the room's client brought each frame, and handing the
//! board's clicks and the Hint button to the room rather than to the game at this window
//! (which waits, unchanged, until the room is left).

use game_shell::frame::Program;

use super::ReversiApp;
use crate::action::Action;
use crate::online::OnlineRoom;
use crate::ui::board::Animation;

impl ReversiApp {
    /// Each frame: what the room's client brought. A move turns its stones on the board; a
    /// way into a room that failed goes back to its form, saying why.
    pub(super) fn online_logic(&mut self, now: f64) {
        let Some(online) = &mut self.frame.online else {
            return;
        };
        if let Some(played) = online.room_mut().and_then(OnlineRoom::poll) {
            self.animation = Some(Animation::of(played, now));
        }
        online.settle();
    }

    /// On the online screens, the board's clicks and the Hint button go to the room; undoing
    /// is not for the game at this window there; the shell's actions go to the frame.
    pub(super) fn apply_online(&mut self, action: Action, ctx: &egui::Context) {
        let modal = self.frame.modal.is_some();
        match action {
            Action::Play(mv) => {
                if let Some(room) = self.frame.online_room_mut().filter(|_| !modal) {
                    room.play(mv);
                }
            }
            Action::Hint => {
                if let Some(room) = self.frame.online_room_mut() {
                    room.ask_hint();
                }
            }
            Action::Undo | Action::StartGame => {}
            Action::Shell(action) => self.apply_shell(action, ctx),
        }
    }
}
