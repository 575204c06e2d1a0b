//! The app's side of Game ▸ Play online: opening the forms, hosting (the window's server),
//! joining and watching, taking what the room's client brought each frame, and handing the
//! board's moves to the room rather than to a local game.

use std::time::Duration;

use game_shell::frame::Program;

use super::LoopItApp;
use crate::action::Action;
use crate::navigation::{AfterAbandon, Modal, Notice, Screen};
use crate::online::room::Asked;
use crate::online::{self, OnlineAction, OnlineRoom, OnlineScreen};
use crate::session::{Move, Outcome};

impl LoopItApp {
    /// The online room on screen, if any (for tests and the status of the window).
    #[must_use]
    pub fn online_room(&self) -> Option<&OnlineRoom> {
        match &self.screen {
            Screen::Online(online) => online.room(),
            _ => None,
        }
    }

    /// A step of the online screens.
    pub(super) fn online_step(&mut self, ctx: &egui::Context, step: OnlineAction) {
        if let OnlineAction::Open(_) = step {
            if self.would_lose_game() {
                // Save the game on screen first (or not); then Play online again.
                self.frame.modal = Some(Modal::Abandon(AfterAbandon::NewGame));
                return;
            }
            self.planner.cancel();
            self.hints.cancel();
        }
        if matches!(step, OnlineAction::Open(_) | OnlineAction::Leave) {
            self.frame.modal = None;
            self.frame.notice = None;
        }
        let delay = Duration::from_secs_f64(self.computer_delay().max(0.0));
        let wake = ctx.clone();
        let wake = move || wake.request_repaint();
        // Off the online screen, the window shows the setup (once the room is left, too).
        let shown = match std::mem::replace(&mut self.screen, Screen::Setup { paused: None }) {
            Screen::Online(online) => Some(*online),
            other => {
                self.screen = other;
                None
            }
        };
        if let Some(online) = OnlineScreen::after(shown, step, online::PATH, delay, wake) {
            self.screen = Screen::Online(Box::new(online));
        }
    }

    fn online_room_mut(&mut self) -> Option<&mut OnlineRoom> {
        match &mut self.screen {
            Screen::Online(online) => online.room_mut(),
            _ => None,
        }
    }

    /// Each frame: what the room's client brought. Placements and ends of turns are told on
    /// the status line; the end of the game shows the result; a way into a room that failed
    /// goes back to its form, saying why.
    pub(super) fn online_logic(&mut self) {
        let Some(room) = self.online_room_mut() else {
            return;
        };
        let outcomes = room.poll();
        let sit_out = room.must_sit_out();
        let me = room.seat();
        for outcome in outcomes {
            self.tell(&outcome);
            if let Outcome::TurnEnded(summary) = &outcome
                && summary.game_over
            {
                self.frame.modal = Some(Modal::GameOver);
            }
        }
        if let Screen::Online(online) = &mut self.screen {
            online.settle();
            if online.room().is_none() {
                return;
            }
        }
        if sit_out && self.frame.modal.is_none() {
            let name = self
                .screen
                .session()
                .and_then(|s| me.and_then(|seat| s.game().players().get(seat)))
                .map(|p| p.name.clone())
                .unwrap_or_default();
            self.frame.modal = Some(Modal::SitOut { name });
        }
    }

    /// Tells what came of a move on the status line, worded at each showing from the game as
    /// this window knew it then.
    fn tell(&mut self, outcome: &Outcome) {
        let Some(session) = self.screen.session() else {
            return;
        };
        self.online.motion_mut().follow(outcome, session.game());
        if let Some(tone) = crate::sound::tone(outcome) {
            self.speaker.play(tone);
        }
        if let Some(notice) = Notice::of_move(outcome, session.game()) {
            self.frame.notice = Some(notice);
        }
    }

    /// On the online screen, the board's and the dialogs' moves go to the room: the action
    /// back when it is not one of those (or the screen is not online).
    pub(super) fn online_routes(&mut self, action: Action) -> Option<Action> {
        if !matches!(&self.screen, Screen::Online(online) if online.room().is_some()) {
            return Some(action);
        }
        match action {
            Action::Play(mv) => {
                if matches!(self.frame.modal, Some(Modal::ConfirmEndTurn)) {
                    self.frame.modal = None;
                }
                let asked = self.online_room_mut().map(|room| room.play(mv));
                if let Some(Asked::Outcome(outcome)) = asked {
                    if outcome == Outcome::ConfirmEndTurn {
                        self.frame.modal = Some(Modal::ConfirmEndTurn);
                    }
                    self.tell(&outcome);
                }
                None
            }
            Action::WhyNot { slot, cell } => {
                let outcome = self.online_room_mut().map(|room| room.why_not(slot, cell));
                if let Some(outcome) = outcome {
                    self.tell(&outcome);
                }
                None
            }
            Action::Hint => {
                if let Some(room) = self.online_room_mut() {
                    room.ask_hint();
                }
                None
            }
            Action::SitOutConfirmed => {
                self.frame.modal = None;
                if let Some(room) = self.online_room_mut() {
                    room.sit_out();
                }
                None
            }
            Action::Escape => {
                if self.any_tool_open() {
                    self.close_tools();
                } else if let Some(room) = self.online_room_mut() {
                    let _ = room.play(Move::PutDown);
                    self.frame.notice = None;
                }
                None
            }
            other => Some(other),
        }
    }
}
