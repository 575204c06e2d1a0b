//! The computer thinks off the window's thread: a [`Question`] goes to a background task
//! (game-shell's [`Keyed`], with the moment it was asked at), and the window polls for the [`Answer`] each frame while it goes
//! on drawing. Where the work runs is the [`Executor`]'s: a thread of its own in the program,
//! at once in tests ([`Executor::Inline`]), so that no test waits for a thread.
//!
//! A question that is no longer wanted (a new game, a load, an undo) is dropped with its task;
//! an answer that arrives for an earlier position is refused by
//! [`Session::computer_play`](crate::session::Session::computer_play).

pub use game_shell::task::Executor;
use game_shell::task::{Keyed, Progress};

use crate::session::{Answer, Moment, Question};

/// The computer's thinking: at most one question at a time.
#[derive(Debug, Default)]
pub struct Thinking {
    executor: Executor,
    /// The question being worked out, with the moment it was asked at.
    work: Option<Keyed<Moment, Answer>>,
}

impl Thinking {
    /// Thinking run by `executor`.
    #[must_use]
    pub fn new(executor: Executor) -> Thinking {
        Thinking {
            executor,
            work: None,
        }
    }

    /// Whether a question for `moment` is being worked out (or answered, not yet taken).
    #[must_use]
    pub fn is_asked(&self, moment: Moment) -> bool {
        self.work.as_ref().is_some_and(|work| work.is_for(&moment))
    }

    /// Starts working out `question`, dropping any other; `ctx` is asked to repaint when the
    /// answer is there.
    pub fn ask(&mut self, question: Question, ctx: &egui::Context) {
        let moment = question.moment;
        let work = Keyed::spawn(self.executor, moment, Some(ctx), move |_| question.think());
        self.work = Some(work);
    }

    /// The answer, once it is there (taken: the next poll has none).
    pub fn poll(&mut self) -> Option<Answer> {
        let answer = match self.work.as_mut()?.poll() {
            Progress::Running => return None,
            Progress::Done(answer) => Some(answer),
            Progress::Taken | Progress::Lost => {
                log::error!("the computer's thinking ended without an answer");
                None
            }
        };
        self.work = None;
        answer
    }

    /// Drops the question being worked out, if any.
    pub fn cancel(&mut self) {
        self.work = None;
    }
}

#[cfg(test)]
mod tests {
    use reversi_core::{Level, Player, Rules};

    use super::*;
    use crate::session::Session;

    #[test]
    fn the_thread_gives_the_same_answer_as_thinking_at_once() {
        let mut session = Session::new(Rules::Document, [Player::Computer(Level::AlphaBeta); 2], 9);
        let question = session.computer_question().expect("a computer is to move");
        let ctx = egui::Context::default();
        let mut inline = Thinking::new(Executor::Inline);
        inline.ask(question.clone(), &ctx);
        let at_once = inline.poll().expect("answered at once");
        assert!(inline.poll().is_none(), "an answer is taken once");

        let mut threaded = Thinking::new(Executor::Threads);
        threaded.ask(question, &ctx);
        assert!(threaded.is_asked(session.moment()));
        // Wait for the worker without spinning: block until it answers.
        let Some(task) = threaded.work.take() else {
            panic!("the question is asked");
        };
        let answer = task.wait().expect("the thread answers");
        assert_eq!(answer, at_once);
        assert!(matches!(
            session.computer_play(answer),
            crate::session::Outcome::Played {
                by_computer: true,
                ..
            }
        ));
    }
}
