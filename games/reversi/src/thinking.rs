//! The computer thinks off the window's thread: a [`Question`] goes to a worker, and the
//! window polls for the [`Answer`] each frame while it goes on drawing. This is the one place
//! that knows how the work is run — on a thread of its own in the program, at once on the
//! calling thread in tests ([`Executor::Inline`]), so that no test waits for a thread.
//!
//! A question that is no longer wanted (a new game, a load, an undo) is dropped with its
//! [`Thinking`]: the worker's answer then goes nowhere, and an answer that arrives for an
//! earlier position is refused by [`Session::computer_play`](crate::session::Session).

use std::sync::mpsc::{self, Receiver, TryRecvError};

use crate::session::{Answer, Moment, Question};

/// How questions are worked out.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Executor {
    /// On a thread of its own; the window is asked to repaint when the answer is there.
    #[default]
    Threads,
    /// At once, on the calling thread (for tests: the answer is there on the next poll).
    Inline,
}

/// A question being worked out.
#[derive(Debug)]
enum Work {
    /// Answered already.
    Done(Answer),
    /// On a worker thread.
    Running(Receiver<Answer>),
}

/// The computer's thinking: at most one question at a time.
#[derive(Debug, Default)]
pub struct Thinking {
    executor: Executor,
    work: Option<(Moment, Work)>,
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
        self.work.as_ref().is_some_and(|(m, _)| *m == moment)
    }

    /// Starts working out `question`, dropping any other; `ctx` is asked to repaint when the
    /// answer is there.
    pub fn ask(&mut self, question: Question, ctx: &egui::Context) {
        let moment = question.moment;
        let work = match self.executor {
            Executor::Inline => Work::Done(question.think()),
            Executor::Threads => {
                let (send, receive) = mpsc::channel();
                let ctx = ctx.clone();
                let spawned = std::thread::Builder::new()
                    .name("reversi-computer".into())
                    .spawn(move || {
                        // The window may have stopped waiting: then nobody receives it.
                        if send.send(question.think()).is_ok() {
                            ctx.request_repaint();
                        }
                    });
                match spawned {
                    Ok(_) => Work::Running(receive),
                    Err(e) => {
                        log::error!("cannot start the computer's thread: {e}");
                        return;
                    }
                }
            }
        };
        self.work = Some((moment, work));
    }

    /// The answer, once it is there (taken: the next poll has none).
    pub fn poll(&mut self) -> Option<Answer> {
        let (_, work) = self.work.as_ref()?;
        let answer = match work {
            Work::Done(answer) => *answer,
            Work::Running(receive) => match receive.try_recv() {
                Ok(answer) => answer,
                Err(TryRecvError::Empty) => return None,
                Err(TryRecvError::Disconnected) => {
                    log::error!("the computer's thread ended without an answer");
                    self.work = None;
                    return None;
                }
            },
        };
        self.work = None;
        Some(answer)
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
        // Wait for the worker without spinning: block on its channel.
        let Some((_, Work::Running(receive))) = threaded.work.take() else {
            panic!("the question runs on a thread");
        };
        let answer = receive.recv().expect("the thread answers");
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
