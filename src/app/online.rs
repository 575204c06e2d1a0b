//! The app's side of Game ▸ Play online, beside the shell's online screen (the frame's: the
//! forms, hosting, joining and watching, the room's way in, leaving): going online asks to
//! save the game on screen first; each frame, what the room's client brought is told on the
//! status line (the result, sitting out); the board's moves go to the room rather than to a
//! local game.

use game_shell::frame::{Program, Shell};

use super::LoopItApp;
use crate::action::Action;
use crate::navigation::{AfterAbandon, Modal, Screen};
use crate::online::room::Asked;
use crate::online::{OnlineAction, OnlineRoom};
use crate::session::{Move, Outcome};
use crate::words;

impl LoopItApp {
    /// A step of the online screens: going online asks to save the game on screen first,
    /// and the game goes (the setup shows once the room is left); the rest is the frame's.
    pub(super) fn online_step(&mut self, ctx: &egui::Context, step: OnlineAction) {
        if let OnlineAction::Open(_) = step {
            if self.would_lose_game() {
                // Save the game on screen first (or not); then Play online again.
                self.frame.modal = Some(Modal::Abandon(AfterAbandon::NewGame));
                return;
            }
            self.planner.cancel();
            self.hints.cancel();
            self.screen = Screen::Setup { paused: None };
        }
        if matches!(
            step,
            OnlineAction::Open(_) | OnlineAction::Leave | OnlineAction::GiveUp
        ) {
            self.frame.notice = None;
        }
        self.apply_shell(Shell::Online(step), ctx);
    }

    /// Each frame: what the room's client brought (the frame takes it, and a way into a
    /// room that failed goes back to its form, saying why). Placements and ends of turns are
    /// told on the status line; the end of the game shows the result; a person who must sit
    /// out is told.
    pub(super) fn online_logic(&mut self) {
        let brought = self
            .frame
            .poll_online(|room| Some((room.poll(), room.must_sit_out(), room.seat())));
        let Some((outcomes, sit_out, me)) = brought else {
            return;
        };
        for outcome in outcomes {
            self.tell(&outcome);
            if let Outcome::TurnEnded(summary) = &outcome
                && summary.game_over
            {
                self.frame.modal = Some(Modal::GameOver);
            }
        }
        if self.frame.online_room().is_none() {
            return;
        }
        if sit_out && self.frame.modal.is_none() {
            let name = self
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
        let Some(session) = self.frame.online_room().and_then(OnlineRoom::session) else {
            return;
        };
        self.online_view.motion.follow(outcome, session.game());
        if let Some(tone) = crate::sound::tone(outcome) {
            self.speaker.play(tone);
        }
        if let Some(notice) = words::move_notice(outcome, session.game()) {
            self.frame.notice = Some(notice);
        }
    }

    /// On the online screen, the board's and the dialogs' moves go to the room: the action
    /// back when it is not one of those (or the screen is not online).
    pub(super) fn online_routes(&mut self, action: Action) -> Option<Action> {
        if self.frame.online_room().is_none() {
            return Some(action);
        }
        match action {
            Action::Play(mv) => {
                if matches!(self.frame.modal, Some(Modal::ConfirmEndTurn)) {
                    self.frame.modal = None;
                }
                let asked = self.frame.online_room_mut().map(|room| room.play(mv));
                if let Some(Asked::Outcome(outcome)) = asked {
                    if outcome == Outcome::ConfirmEndTurn {
                        self.frame.modal = Some(Modal::ConfirmEndTurn);
                    }
                    self.tell(&outcome);
                }
                None
            }
            Action::WhyNot { slot, cell } => {
                let outcome = self
                    .frame
                    .online_room_mut()
                    .map(|room| room.why_not(slot, cell));
                if let Some(outcome) = outcome {
                    self.tell(&outcome);
                }
                None
            }
            Action::Hint => {
                if let Some(room) = self.frame.online_room_mut() {
                    room.ask_hint();
                }
                None
            }
            Action::SitOutConfirmed => {
                self.frame.modal = None;
                if let Some(room) = self.frame.online_room_mut() {
                    room.sit_out();
                }
                None
            }
            Action::Escape => {
                if self.any_tool_open() {
                    self.close_tools();
                } else if let Some(room) = self.frame.online_room_mut() {
                    let _ = room.play(Move::PutDown);
                    self.frame.notice = None;
                }
                None
            }
            other => Some(other),
        }
    }
}
