//! The app's side of Game ▸ Play online: opening the forms, hosting (the window's server),
//! joining and watching, taking what the room's client brought each frame, and handing the
//! board's moves to the room rather than to a local game.

use game_shell::online::{FormKind, HostedServer};
use loopit_online::{LoopIt, Options};
use netplay::Entry;

use super::LoopItApp;
use crate::action::{Action, OnlineAction};
use crate::navigation::{AfterAbandon, Modal, Screen};
use crate::online::room::Asked;
use crate::online::{self, HostRequest, JoinRequest, OnlineRoom, OnlineScreen, Phase, Problem};
use crate::session::{Move, Outcome};
use crate::words;

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
        match step {
            OnlineAction::Open(kind) => {
                if self.would_lose_game() {
                    // Save the game on screen first (or not); then Play online again.
                    self.modal = Some(Modal::Abandon(AfterAbandon::NewGame));
                    return;
                }
                self.planner.cancel();
                self.hints.cancel();
                self.modal = None;
                self.notice = None;
                self.screen = form(kind, None);
            }
            OnlineAction::Host(request) => {
                self.screen = match self.host(ctx, &request) {
                    Ok(room) => Screen::Online(Box::new(OnlineScreen::Room(Box::new(room)))),
                    Err(problem) => form(FormKind::Host, Some(problem)),
                };
            }
            OnlineAction::Join(request) => {
                let kind = if request.watch {
                    FormKind::Watch
                } else {
                    FormKind::Join
                };
                self.screen = match join(ctx, &request) {
                    Ok(room) => Screen::Online(Box::new(OnlineScreen::Room(Box::new(room)))),
                    Err(problem) => form(kind, Some(problem)),
                };
            }
            OnlineAction::Start => {
                if let Some(room) = self.online_room_mut() {
                    room.start_game();
                }
            }
            OnlineAction::Leave => {
                self.modal = None;
                self.notice = None;
                // The room's client stops; the window's server, if it hosted, too.
                self.screen = Screen::Setup { paused: None };
            }
        }
    }

    fn host(&self, ctx: &egui::Context, request: &HostRequest) -> Result<OnlineRoom, Problem> {
        let port = game_shell::online::port(&request.port)?;
        let delay = std::time::Duration::from_secs_f64(self.env.computer_delay().max(0.0));
        let server = HostedServer::start::<LoopIt, _>(online::PATH, port, request.open, delay)?;
        let (seats, here) = request.seat_setups();
        let entry = Entry::Create {
            seats,
            options: Options::default(),
            stand_in: request.stand_in.map(loopit_online::OnlineLevel),
            join: here,
            lobby: true,
        };
        let url = server.local_url();
        let wake = ctx.clone();
        OnlineRoom::enter(url, entry, Some(server), move || wake.request_repaint())
    }

    fn online_room_mut(&mut self) -> Option<&mut OnlineRoom> {
        match &mut self.screen {
            Screen::Online(online) => match online.as_mut() {
                OnlineScreen::Room(room) => Some(room),
                OnlineScreen::Form { .. } => None,
            },
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
        let failed = (room.phase() == Phase::Entering)
            .then(|| room.problem().cloned())
            .flatten();
        let kind = if room.server().is_some() {
            FormKind::Host
        } else if room.watching() {
            FormKind::Watch
        } else {
            FormKind::Join
        };
        let sit_out = room.must_sit_out();
        let me = room.seat();
        for outcome in outcomes {
            self.tell(&outcome);
            if let Outcome::TurnEnded(summary) = &outcome
                && summary.game_over
            {
                self.modal = Some(Modal::GameOver);
            }
        }
        if let Some(problem) = failed {
            self.screen = form(kind, Some(problem));
            return;
        }
        if sit_out && self.modal.is_none() {
            let name = self
                .screen
                .session()
                .and_then(|s| me.and_then(|seat| s.game().players().get(seat)))
                .map(|p| p.name.clone())
                .unwrap_or_default();
            self.modal = Some(Modal::SitOut { name });
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
        if words::outcome(outcome, session.game()).is_some() {
            let (outcome, game) = (outcome.clone(), session.game().clone());
            self.notice = Some(words::Notice::new(move || {
                words::outcome(&outcome, &game).unwrap_or_default()
            }));
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
                if matches!(self.modal, Some(Modal::ConfirmEndTurn)) {
                    self.modal = None;
                }
                let asked = self.online_room_mut().map(|room| room.play(mv));
                if let Some(Asked::Outcome(outcome)) = asked {
                    if outcome == Outcome::ConfirmEndTurn {
                        self.modal = Some(Modal::ConfirmEndTurn);
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
                self.modal = None;
                if let Some(room) = self.online_room_mut() {
                    room.sit_out();
                }
                None
            }
            Action::Escape => {
                if self.windows.any_open() {
                    self.windows.close_all();
                } else if let Some(room) = self.online_room_mut() {
                    let _ = room.play(Move::PutDown);
                    self.notice = None;
                }
                None
            }
            other => Some(other),
        }
    }
}

/// The form `kind`, saying why the last try failed.
fn form(kind: FormKind, problem: Option<Problem>) -> Screen {
    Screen::Online(Box::new(OnlineScreen::Form { kind, problem }))
}

/// Joins or watches the room `request` names.
fn join(ctx: &egui::Context, request: &JoinRequest) -> Result<OnlineRoom, Problem> {
    let (url, entry) = request.entry()?;
    let wake = ctx.clone();
    OnlineRoom::enter(url, entry, None, move || wake.request_repaint())
}
