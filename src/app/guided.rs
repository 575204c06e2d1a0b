//! The guided first game in the app: starting it (asking to save a running game first),
//! skipping a step, leaving it for the setup screen, and remembering in the settings that it
//! was finished or declined (`[Game] Guide=done`, through the settings table). The guide's
//! steps follow the outcomes in `LoopItApp::show`; see [`crate::guide`].

use game_shell::frame::Program;

use super::LoopItApp;
use crate::action::{Action, SettingChange};
use crate::guide::{Guide, GuideAction};
use crate::i18n::tr;
use crate::navigation::{AfterAbandon, Failure, Modal, Notice, Screen};
use crate::session::Session;
use crate::settings::Setting;

impl LoopItApp {
    /// What the guide's panel, the setup's offer or Help ▸ Learn to play asked for.
    pub(super) fn guide_step(&mut self, ctx: &egui::Context, step: GuideAction) {
        match step {
            GuideAction::Start => self.ask_first(AfterAbandon::Guide, ctx),
            GuideAction::Skip => {
                // The step's own move, made for the player: the guide goes on as if they had
                // made it. A step with none (or whose move cannot be made) is passed over.
                let before = self.guide.as_ref().map(Guide::step);
                let scripted = self
                    .guide
                    .as_ref()
                    .zip(self.screen.playing())
                    .and_then(|(guide, session)| guide.scripted(session));
                if let Some(mv) = scripted {
                    self.apply(ctx, Action::Play(mv));
                }
                if let Some(guide) = &mut self.guide
                    && Some(guide.step()) == before
                {
                    guide.skip();
                }
            }
            GuideAction::Leave => self.leave_guide(),
            GuideAction::NoThanks => {
                self.offer_guide = false;
                self.remember_guide_done();
            }
        }
    }

    /// Whether the guided game is on screen (or behind a dialog).
    #[must_use]
    pub fn guide(&self) -> Option<&Guide> {
        self.guide.as_ref()
    }

    /// Whether the setup screen offers the guide.
    #[must_use]
    pub fn offers_guide(&self) -> bool {
        self.offer_guide
    }

    /// Starts the guided game on its prepared position. The autosave file is left as it is:
    /// it keeps the player's own game.
    pub(super) fn start_guide(&mut self) {
        self.frame.modal = None;
        self.planner.cancel();
        self.hints.cancel();
        // The setup's first name, as the player typed it or in the language in use.
        let name = Some(self.setup.names[0].trim())
            .filter(|name| loopit_core::Player::name_problem(name).is_none())
            .map_or_else(|| tr!("seat-default-name", seat = 1), str::to_owned);
        match Guide::game(&name) {
            Ok(game) => {
                self.offer_guide = false;
                self.saved_as = None;
                self.playing.forget_game();
                self.screen = Screen::Playing(Box::new(Session::new(game, None)));
                self.guide = Some(Guide::new());
                self.frame.notice = Some(Notice::Said("guide-started"));
            }
            Err(e) => {
                self.frame.modal = Some(Modal::Error(Failure::CannotStartGuide(e)));
            }
        }
    }

    /// Leaves the guided game for the setup screen (nothing waits there to resume) and
    /// remembers that the guide was done.
    pub(super) fn leave_guide(&mut self) {
        if self.guide.take().is_none() {
            return;
        }
        self.planner.cancel();
        self.hints.cancel();
        self.frame.modal = None;
        self.screen = Screen::Setup { paused: None };
        self.frame.notice = None;
        self.remember_guide_done();
    }

    fn remember_guide_done(&mut self) {
        self.change_setting(&SettingChange::Set(Setting::GuideDone));
    }
}
