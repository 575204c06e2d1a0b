//! The app's side of Game ▸ Play online: opening the forms, hosting (the window's server),
//! joining and watching, taking what the room's client brought each frame, and handing the
//! board's clicks to the room rather than to the game at this window (which waits, unchanged,
//! until the room is left).

use super::ReversiApp;
use crate::action::Action;
use crate::online::{self, OnlineAction, OnlineRoom, OnlineScreen};
use crate::ui::board::Animation;
use crate::ui::online::OnlineForms;

impl ReversiApp {
    /// The online screen, if the window shows one.
    #[must_use]
    pub fn online(&self) -> Option<&OnlineScreen> {
        self.online.as_ref()
    }

    /// The online room the window is in, if any.
    #[must_use]
    pub fn online_room(&self) -> Option<&OnlineRoom> {
        self.online.as_ref().and_then(OnlineScreen::room)
    }

    fn online_room_mut(&mut self) -> Option<&mut OnlineRoom> {
        self.online.as_mut().and_then(OnlineScreen::room_mut)
    }

    /// A step of the online screens.
    pub(super) fn online_step(&mut self, ctx: &egui::Context, step: OnlineAction) {
        match step {
            OnlineAction::Open(_) => {
                self.modal = None;
                self.animation = None;
                self.forms.get_or_insert_with(OnlineForms::new);
            }
            // The game at this window is back as it was.
            OnlineAction::Leave => self.animation = None,
            _ => {}
        }
        let delay = self.computer_delay;
        OnlineScreen::step_in(&mut self.online, step, online::PATH, delay, ctx);
    }

    /// Each frame: what the room's client brought. A move turns its stones on the board; a
    /// way into a room that failed goes back to its form, saying why.
    pub(super) fn online_logic(&mut self, now: f64) {
        let Some(online) = &mut self.online else {
            return;
        };
        if let Some(played) = online.room_mut().and_then(OnlineRoom::poll) {
            self.animation = Some(Animation::of(played, now));
        }
        online.settle();
    }

    /// On the online screens, the board's clicks, the Pass and Hint buttons go to the room;
    /// saving and undoing are not for the game at this window there; a new game or a load
    /// leaves the room first. The action back when it is for the rest of the app.
    pub(super) fn online_routes(&mut self, action: Action) -> Option<Action> {
        if self.online.is_none() {
            return Some(action);
        }
        match action {
            Action::Play(mv) => {
                if self.modal.is_none()
                    && let Some(room) = self.online_room_mut()
                {
                    room.play(mv);
                }
                None
            }
            Action::Hint => {
                if let Some(room) = self.online_room_mut() {
                    room.ask_hint();
                }
                None
            }
            Action::Undo | Action::Save => None,
            Action::NewGame | Action::Load => {
                self.online = None;
                self.animation = None;
                Some(action)
            }
            other => Some(other),
        }
    }
}
