//! Thinking off the window's thread: the computer's choice and the hints take up to a few
//! tenths of a second, longer than a frame, so each [`Question`] is worked out as a background
//! task while the window goes on drawing. This is the one place that starts such work.
//!
//! A task no longer wanted (New game, Load, Quit) is dropped: its answer is never used (and
//! an answer to a question the game has moved past is refused by the session anyway). Tests use
//! [`Executor::Inline`], which works the answer out at once, so that no test waits for a
//! thread.

use std::sync::mpsc::{self, Receiver, TryRecvError};

use nardy_core::{LegalTurn, Level, Turn, choose_rest};

/// What a question is for.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Purpose {
    /// The computer's turn: its answer is played.
    Play,
    /// A person's hint: its answer is shown.
    Hint,
}

/// A question for a computer player: how `level` would finish `turn`. Answered by
/// [`Question::work`], which may take a few tenths of a second, so the window asks it off its
/// thread.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Question {
    /// The level that answers.
    pub level: Level,
    /// The turn as it stood when asked.
    pub turn: Turn,
    /// What the answer is for.
    pub purpose: Purpose,
}

impl Question {
    /// The answer: the steps that finish the turn, `None` when no die can be played.
    #[must_use]
    pub fn work(&self) -> Option<LegalTurn> {
        choose_rest(self.level, &self.turn)
    }
}

/// Where questions are worked out.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Executor {
    /// On a thread of their own (the window).
    Threads,
    /// At once, on the calling thread (tests).
    Inline,
}

/// Why a question got no answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ThinkError {
    /// The thread could not be started.
    Spawn(String),
    /// The thread stopped without an answer (it panicked).
    Lost,
}

impl std::fmt::Display for ThinkError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ThinkError::Spawn(e) => write!(f, "cannot start a thread: {e}"),
            ThinkError::Lost => write!(f, "the thinking thread stopped without an answer"),
        }
    }
}

impl std::error::Error for ThinkError {}

/// The answer a task gives.
pub type Answer = Result<Option<LegalTurn>, ThinkError>;

#[derive(Debug)]
enum State {
    Ready(Answer),
    Running(Receiver<Option<LegalTurn>>),
    Taken,
}

/// A question being worked out.
#[derive(Debug)]
pub struct Thinking {
    question: Question,
    state: State,
}

impl Thinking {
    /// Starts working out `question`; `wake` is called once the answer is there (the window
    /// asks for a repaint), from the thread that worked it out.
    pub fn start(
        executor: Executor,
        question: Question,
        wake: impl FnOnce() + Send + 'static,
    ) -> Thinking {
        Thinking::start_with(executor, question, |q| q.work(), wake)
    }

    /// As [`Thinking::start`], with `work` answering the question.
    fn start_with(
        executor: Executor,
        question: Question,
        work: fn(&Question) -> Option<LegalTurn>,
        wake: impl FnOnce() + Send + 'static,
    ) -> Thinking {
        let state = match executor {
            Executor::Inline => {
                let answer = work(&question);
                wake();
                State::Ready(Ok(answer))
            }
            Executor::Threads => {
                let (send, receive) = mpsc::channel();
                let asked = question.clone();
                let spawned = std::thread::Builder::new()
                    .name("nardy-thinking".into())
                    .spawn(move || {
                        // The window may have stopped waiting: then nobody receives it.
                        let _ = send.send(work(&asked));
                        wake();
                    });
                match spawned {
                    Ok(_) => State::Running(receive),
                    Err(e) => State::Ready(Err(ThinkError::Spawn(e.to_string()))),
                }
            }
        };
        Thinking { question, state }
    }

    /// The question.
    #[must_use]
    pub const fn question(&self) -> &Question {
        &self.question
    }

    /// The answer once it is there (given once; `None` while still thinking and after it
    /// was taken).
    pub fn poll(&mut self) -> Option<Answer> {
        let answer = match std::mem::replace(&mut self.state, State::Taken) {
            State::Ready(answer) => answer,
            State::Running(receive) => match receive.try_recv() {
                Ok(answer) => Ok(answer),
                Err(TryRecvError::Empty) => {
                    self.state = State::Running(receive);
                    return None;
                }
                Err(TryRecvError::Disconnected) => Err(ThinkError::Lost),
            },
            State::Taken => return None,
        };
        Some(answer)
    }

    /// Waits for the answer (blocking, without spinning): for tests and the command line.
    pub fn wait(mut self) -> Answer {
        match std::mem::replace(&mut self.state, State::Taken) {
            State::Ready(answer) => answer,
            State::Running(receive) => receive.recv().map_err(|_| ThinkError::Lost),
            State::Taken => Err(ThinkError::Lost),
        }
    }
}

#[cfg(test)]
mod tests {
    use nardy_core::{Colour, Level, Position, Roll, Turn};

    use super::*;

    fn question() -> Question {
        let roll = Roll::new(6, 5).expect("dice");
        Question {
            level: Level::Strong,
            turn: Turn::new(Position::start(Colour::White), roll),
            purpose: Purpose::Play,
        }
    }

    #[test]
    fn a_thread_answers_and_wakes_the_window() {
        let (woken, wait_for_wake) = mpsc::channel();
        let thinking = Thinking::start(Executor::Threads, question(), move || {
            let _ = woken.send(());
        });
        let answer = thinking.wait().expect("an answer");
        let steps: Vec<String> = answer
            .expect("a move")
            .steps
            .iter()
            .map(ToString::to_string)
            .collect();
        assert_eq!(steps, ["24/18", "18/13"]);
        // The wake-up comes after the answer is sent; receiving it blocks, it does not spin.
        assert_eq!(wait_for_wake.recv(), Ok(()));
    }

    #[test]
    fn a_thread_that_fails_is_reported_not_waited_for() {
        let thinking = Thinking::start_with(
            Executor::Threads,
            question(),
            |_| panic!("a failing search"),
            || {},
        );
        assert_eq!(thinking.wait(), Err(ThinkError::Lost));
    }

    #[test]
    fn inline_answers_at_once_and_only_once() {
        let mut thinking = Thinking::start(Executor::Inline, question(), || {});
        assert!(matches!(thinking.poll(), Some(Ok(Some(_)))));
        assert_eq!(thinking.poll(), None);
    }
}
