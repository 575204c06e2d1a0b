//! The guided first game in the app: starting it (the player's own game waits aside,
//! unchanged), letting through only the moves its step asks for, following its steps,
//! putting the next step's game on the board when a step is skipped or a new position begins,
//! and leaving it (Escape, Leave the guide, or anything of the Game menu), which brings the
//! player's own game back as it was. The settings remember that the guide was seen or
//! declined, or that a game of one's own began (`[Game] Guide=done`): it is offered on a
//! first start only. See [`crate::guide`].

use game_shell::frame::Shell;
use game_shell::replay::ReplayStep;

use super::{Computer, NardyApp};
use crate::action::Action;
use crate::guide::{Guide, GuideAction, GuideStep};
use crate::navigation::{Modal, Notice};
use crate::session::{Outcome, Session};

/// The guided game's guide, and the player's own game waiting aside.
#[derive(Debug)]
pub(super) struct Guided {
    guide: Guide,
    own: Session,
    /// The message line of the player's own game.
    own_notice: Option<Notice>,
}

impl Guided {
    /// The guide.
    pub(super) const fn guide(&self) -> &Guide {
        &self.guide
    }
}

impl NardyApp {
    /// The guide, while the guided game is on screen.
    #[must_use]
    pub fn guide(&self) -> Option<&Guide> {
        self.guided.as_ref().map(|guided| &guided.guide)
    }

    /// Whether the card beside the board offers the guided first game.
    #[must_use]
    pub const fn offers_guide(&self) -> bool {
        self.offer_guide
    }

    /// The player's own game: the one on screen, or the one waiting while the guide is shown.
    #[must_use]
    pub fn own_session(&self) -> &Session {
        self.guided
            .as_ref()
            .map_or(&self.session, |guided| &guided.own)
    }

    /// What Help ▸ Learn to play, the offer or the guide's card asked for.
    pub(super) fn guide_step(&mut self, step: GuideAction) {
        match step {
            GuideAction::Start => self.start_guide(),
            GuideAction::Skip => {
                if let Some(guided) = &mut self.guided {
                    guided.guide.skip();
                    self.put_guide_stage();
                }
            }
            GuideAction::Leave => self.leave_guide(),
            GuideAction::NoThanks => self.pass_guide_offer(),
        }
    }

    /// While the guided game is on screen, before `action` is carried out: a move the step
    /// does not ask for is refused with the guide's reason; the replay is not of it; Escape
    /// leaves the guide; a step of the Game menu leaves it first and is then carried out on the
    /// player's own game. Whether the action was taken here.
    pub(super) fn guided_action(&mut self, action: &Action) -> bool {
        let Some(guided) = &mut self.guided else {
            return false;
        };
        match action {
            Action::Play(mv) => {
                if guided.guide.allows(*mv, &self.session) {
                    return false;
                }
                guided.guide.refuse();
                self.frame.notice = None;
                true
            }
            Action::StartReplay | Action::Replay(_) | Action::Analyse | Action::NextGame => true,
            Action::Shell(Shell::Escape)
                if self.frame.modal.is_none() && !self.frame.tools.any_open() =>
            {
                self.leave_guide();
                true
            }
            Action::Shell(
                Shell::New
                | Shell::Load
                | Shell::Save
                | Shell::Quit
                | Shell::Online(_)
                | Shell::Abandon(_)
                | Shell::Browser(_),
            ) => {
                self.leave_guide();
                false
            }
            _ => false,
        }
    }

    /// Starts the guided game at its first step; the game on screen waits aside. Not while
    /// the offer to resume the autosaved game waits for an answer.
    fn start_guide(&mut self) {
        if matches!(self.frame.modal, Some(Modal::Resume(_))) {
            return;
        }
        let session = match GuideStep::Roll.session() {
            Ok(session) => session,
            Err(e) => {
                log::error!("the guided game cannot be set up: {e}");
                return;
            }
        };
        self.pass_guide_offer();
        game_shell::replay::take(&mut self.replay, &mut self.frame.modal, ReplayStep::Leave);
        self.frame.modal = None;
        self.computer = Computer::Idle;
        self.hint = None;
        let (own, own_notice) = match self.guided.take() {
            // Started again: the player's own game still waits.
            Some(guided) => {
                self.session = session;
                (guided.own, guided.own_notice)
            }
            None => (
                std::mem::replace(&mut self.session, session),
                self.frame.notice.take(),
            ),
        };
        self.frame.notice = None;
        let guided = Guided {
            guide: Guide::new(),
            own,
            own_notice,
        };
        self.guided = Some(Box::new(guided));
    }

    /// Leaves the guided game: the player's own game comes back as it was, with its message
    /// line.
    pub(super) fn leave_guide(&mut self) {
        let Some(guided) = self.guided.take() else {
            return;
        };
        let Guided {
            own, own_notice, ..
        } = *guided;
        self.session = own;
        self.computer = Computer::Idle;
        self.hint = None;
        self.frame.notice = own_notice;
    }

    /// What came of a move in the guided game: its step goes on when it was what the step
    /// waited for, and the next step's game is put on the board when it stands elsewhere (a
    /// new position). Whether a new position was put on the board.
    pub(super) fn guide_saw(&mut self, outcome: &Outcome) -> bool {
        let Some(guided) = &mut self.guided else {
            return false;
        };
        guided.guide.observe(outcome, &self.session) && self.put_guide_stage()
    }

    /// Puts the game of the guide's step on the board unless the board already shows it.
    /// Whether it did.
    fn put_guide_stage(&mut self) -> bool {
        let Some(guided) = &self.guided else {
            return false;
        };
        if guided.guide.fits(&self.session) {
            return false;
        }
        match guided.guide.step().session() {
            Ok(session) => {
                self.session = session;
                self.hint = None;
                self.frame.notice = None;
                true
            }
            Err(e) => {
                log::error!("the guided game cannot go on: {e}");
                self.leave_guide();
                false
            }
        }
    }

    /// The guide was taken or declined, or a game of one's own began: it is no longer
    /// offered, at this start or the next (only a first start offers it, so the settings
    /// need writing only then).
    pub(super) fn pass_guide_offer(&mut self) {
        if self.offer_guide {
            self.offer_guide = false;
            self.frame.remember(|s| s.guide_done = true);
        }
    }
}
