//! The computer's turns and the hints, as the window drives them: the computer rolls and asks
//! its question at once, and its move is shown once the answer is there and its delay has
//! passed; a hint is shown when its answer arrives. Failures are logged and told, not ignored.

use super::{Computer, NardyApp};
use crate::navigation::Notice;
use crate::session::Outcome;
use crate::thinking::Thinking;

impl NardyApp {
    pub(super) fn poll_hint(&mut self, ctx: &egui::Context) {
        let Some(answer) = self.hint.as_mut().and_then(Thinking::poll) else {
            return;
        };
        let Some(task) = self.hint.take() else { return };
        match answer {
            Ok(reply) => {
                let outcome = self.session.answer_hint(task.question(), reply.ranked);
                self.show(outcome, ctx);
            }
            Err(e) => {
                log::error!("no hint: {e}");
                self.frame.notice = Some(Notice::ComputerFailed(e));
            }
        }
    }

    /// The computer's turn: roll and ask at once, show the move once it is worked out and due.
    pub(super) fn computer_step(&mut self, ctx: &egui::Context) {
        if self.session.computer_to_move().is_none() {
            self.computer = Computer::Idle;
            return;
        }
        let now = ctx.input(|i| i.time);
        if matches!(self.computer, Computer::Idle) {
            match self.session.computer_question() {
                Ok(question) => {
                    let task = Thinking::start(self.executor, question, Some(ctx));
                    let due = now + self.computer_delay;
                    self.computer = Computer::Thinking {
                        task: Box::new(task),
                        due,
                    };
                }
                Err(Outcome::Refused(e)) => self.computer_refused(e),
                Err(_) => return,
            }
        }
        let Computer::Thinking { task, due } = &mut self.computer else {
            return;
        };
        if now < *due {
            ctx.request_repaint_after_secs((*due - now) as f32);
            return;
        }
        // Until the answer is there, the thread's wake-up brings the next frame.
        let Some(answer) = task.poll() else { return };
        let question = task.question().clone();
        self.computer = Computer::Idle;
        match answer {
            Ok(reply) => match self.session.answer(&question, reply.best) {
                Outcome::Refused(e) => self.computer_refused(e),
                outcome => {
                    self.show(outcome, ctx);
                    ctx.request_repaint();
                }
            },
            Err(e) => {
                log::error!("the computer could not work out its move: {e}");
                self.frame.notice = Some(Notice::ComputerFailed(e));
                self.computer = Computer::Failed;
            }
        }
    }

    fn computer_refused(&mut self, e: nardy_core::GameError) {
        log::error!("the computer's move was refused: {e}");
        self.frame.notice = Some(Notice::ComputerRefused(e));
        self.computer = Computer::Failed;
    }
}
