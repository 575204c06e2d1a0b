//! The app's side of Game ▸ Play online: opening the forms, hosting (the window's server),
//! joining and watching, taking what the room's client brought each frame, and handing the
//! board's clicks to the room rather than to the game at this window (which waits, unchanged,
//! until the room is left).

use game_shell::online::{FormKind, HostedServer};

use super::ReversiApp;
use crate::action::{Action, OnlineAction};
use crate::online::{self, HostRequest, JoinRequest, OnlineRoom, OnlineScreen, Phase, Problem};
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
        match &self.online {
            Some(OnlineScreen::Room(room)) => Some(room),
            _ => None,
        }
    }

    fn online_room_mut(&mut self) -> Option<&mut OnlineRoom> {
        match &mut self.online {
            Some(OnlineScreen::Room(room)) => Some(room),
            _ => None,
        }
    }

    /// A step of the online screens.
    pub(super) fn online_step(&mut self, ctx: &egui::Context, step: OnlineAction) {
        match step {
            OnlineAction::Open(kind) => {
                self.modal = None;
                self.animation = None;
                self.forms.get_or_insert_with(OnlineForms::new);
                self.online = Some(form(kind, None));
            }
            OnlineAction::Host(request) => {
                self.online = Some(match self.host(ctx, &request) {
                    Ok(room) => OnlineScreen::Room(Box::new(room)),
                    Err(problem) => form(FormKind::Host, Some(problem)),
                });
            }
            OnlineAction::Join(request) => {
                let kind = if request.watch {
                    FormKind::Watch
                } else {
                    FormKind::Join
                };
                self.online = Some(match join(ctx, &request) {
                    Ok(room) => OnlineScreen::Room(Box::new(room)),
                    Err(problem) => form(kind, Some(problem)),
                });
            }
            OnlineAction::Start => {
                if let Some(room) = self.online_room_mut() {
                    room.start_game();
                }
            }
            OnlineAction::Leave => {
                // The room's client stops; the window's server, if it hosted, too. The game
                // at this window is back as it was.
                self.online = None;
                self.animation = None;
            }
        }
    }

    fn host(&self, ctx: &egui::Context, request: &HostRequest) -> Result<OnlineRoom, Problem> {
        let port = game_shell::online::port(&request.port)?;
        let delay = std::time::Duration::from_secs_f64(self.computer_delay.max(0.0));
        let server = HostedServer::start::<reversi_online::Reversi, _>(
            online::PATH,
            port,
            request.open,
            delay,
        )?;
        let url = server.local_url();
        let wake = ctx.clone();
        OnlineRoom::enter(url, request.entry(), Some(server), move || {
            wake.request_repaint();
        })
    }

    /// Each frame: what the room's client brought. A move turns its stones on the board; a
    /// way into a room that failed goes back to its form, saying why.
    pub(super) fn online_logic(&mut self, now: f64) {
        let Some(room) = self.online_room_mut() else {
            return;
        };
        let played = room.poll();
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
        if let Some(played) = played {
            self.animation = Some(Animation::of(played, now));
        }
        if let Some(problem) = failed {
            self.online = Some(form(kind, Some(problem)));
        }
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

/// The form `kind`, saying why the last try failed.
fn form(kind: FormKind, problem: Option<Problem>) -> OnlineScreen {
    OnlineScreen::Form { kind, problem }
}

/// Joins or watches the room `request` names.
fn join(ctx: &egui::Context, request: &JoinRequest) -> Result<OnlineRoom, Problem> {
    let (url, entry) = request.entry()?;
    let wake = ctx.clone();
    OnlineRoom::enter(url, entry, None, move || wake.request_repaint())
}
