//! The Analysis menu in the window: each legal move's value drawn on its cell while a person
//! is to move ([`MoveValues`]), and the review of a game ([`Reviewing`]) with the moves that
//! lost the most, each of which shows its position on the board. Both are the core's
//! ([`reversi_core::analysis`]), worked out off the window's thread by the same executor as
//! the computer's moves ([`crate::thinking`]): at once in tests.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use game_shell::task::{Executor, Keyed, Progress, Task};
use reversi_core::Game;
use reversi_core::analysis::{Analyst, MoveReview, Review, Values};

use crate::session::{Moment, Session};

/// How many of the moves that lost the most the review lists.
pub const WORST_LISTED: usize = 10;

/// The values of the legal moves of the position on the board, for the moment they were asked
/// for: an answer for an earlier moment (a move made, taken back, a new game) is dropped.
#[derive(Debug)]
pub struct MoveValues {
    executor: Executor,
    /// Being worked out, for its moment.
    work: Option<Keyed<Moment, Values>>,
    /// Worked out, for its moment.
    known: Option<(Moment, Values)>,
    /// A moment whose work stopped without an answer (not asked again).
    failed: Option<Moment>,
}

impl MoveValues {
    /// Values worked out by `executor`.
    #[must_use]
    pub const fn new(executor: Executor) -> MoveValues {
        MoveValues {
            executor,
            work: None,
            known: None,
            failed: None,
        }
    }

    /// The executor the values (and the review) are worked out by.
    #[must_use]
    pub const fn executor(&self) -> Executor {
        self.executor
    }

    /// Asks for the values of `session`'s position while a person is to move (once per
    /// moment), and takes the answer once it is there; `ctx` is woken by it.
    pub fn update(&mut self, session: &Session, ctx: &egui::Context) {
        if !session.human_to_move() {
            self.work = None;
            return;
        }
        let moment = session.moment();
        if self.work.as_ref().is_some_and(|work| !work.is_for(&moment)) {
            // Asked for an earlier moment: its answer is not wanted.
            self.work = None;
        }
        if self.work.is_none() && self.values(moment).is_none() && self.failed != Some(moment) {
            let position = *session.game().position();
            self.work = Some(Keyed::spawn(self.executor, moment, Some(ctx), move |_| {
                Analyst::new().values(&position)
            }));
        }
        if let Some(work) = &mut self.work {
            match work.poll() {
                Progress::Running => {}
                Progress::Done(values) => {
                    self.known = Some((moment, values));
                    self.work = None;
                }
                Progress::Taken | Progress::Lost => {
                    log::error!("the move values were not worked out");
                    self.failed = Some(moment);
                    self.work = None;
                }
            }
        }
    }

    /// The values for `moment`, if worked out.
    #[must_use]
    pub fn values(&self, moment: Moment) -> Option<&Values> {
        self.known
            .as_ref()
            .filter(|(known, _)| *known == moment)
            .map(|(_, values)| values)
    }

    /// Whether values are being worked out for `moment`.
    #[must_use]
    pub fn is_working(&self, moment: Moment) -> bool {
        self.work.as_ref().is_some_and(|work| work.is_for(&moment))
    }

    /// Forgets what was asked and known (the option was switched off).
    pub fn clear(&mut self) {
        self.work = None;
        self.known = None;
        self.failed = None;
    }
}

/// A review of a game: being worked out (with its progress), done (with the move whose
/// position is shown, if any), or stopped without an answer. It keeps the game it reviews, so
/// that a position it shows is of that game whatever happens on the board.
#[derive(Debug)]
pub enum Reviewing {
    /// Being worked out.
    Running {
        /// The game reviewed.
        game: Game,
        /// The work.
        task: Task<Option<Review>>,
        /// Positions done so far.
        done: Arc<AtomicUsize>,
    },
    /// Done.
    Done {
        /// The game reviewed.
        game: Game,
        /// The review.
        review: Review,
        /// The move whose position the board shows (its number), if one was clicked.
        shown: Option<usize>,
    },
    /// It stopped without an answer.
    Failed,
}

impl Reviewing {
    /// Starts reviewing `game` with `executor`; `ctx` is woken after each position.
    #[must_use]
    pub fn start(executor: Executor, game: Game, ctx: &egui::Context) -> Reviewing {
        let done = Arc::new(AtomicUsize::new(0));
        let counter = Arc::clone(&done);
        let wake = ctx.clone();
        let reviewed = game.clone();
        let task = executor.spawn(Some(ctx), move |cancel| {
            Analyst::new().review(&reviewed, &mut |n, _| {
                counter.store(n, Ordering::Relaxed);
                wake.request_repaint();
                !cancel.is_cancelled()
            })
        });
        let mut reviewing = Reviewing::Running { game, task, done };
        reviewing.poll();
        reviewing
    }

    /// Takes the review once it is there.
    pub fn poll(&mut self) {
        let Reviewing::Running { game, task, .. } = self else {
            return;
        };
        match task.poll() {
            Progress::Running => {}
            Progress::Done(Some(review)) => {
                *self = Reviewing::Done {
                    game: game.clone(),
                    review,
                    shown: None,
                };
            }
            Progress::Done(None) | Progress::Taken | Progress::Lost => {
                log::error!("the review stopped without an answer");
                *self = Reviewing::Failed;
            }
        }
    }

    /// Positions reviewed so far and in all, while it is being worked out.
    #[must_use]
    pub fn progress(&self) -> Option<(usize, usize)> {
        match self {
            Reviewing::Running { game, done, .. } => {
                Some((done.load(Ordering::Relaxed), game.history().len()))
            }
            _ => None,
        }
    }

    /// The moves that lost the most, the biggest loss first.
    #[must_use]
    pub fn worst(&self) -> Vec<MoveReview> {
        match self {
            Reviewing::Done { review, .. } => review.worst(WORST_LISTED),
            _ => Vec::new(),
        }
    }

    /// Shows the position before move `number` (or the game again, with `None`).
    pub fn show(&mut self, number: Option<usize>) {
        if let Reviewing::Done { shown, review, .. } = self {
            *shown = number.filter(|n| review.moves.iter().any(|m| m.number == *n));
        }
    }

    /// The move whose position is shown, and that position: the game reviewed up to the
    /// move before it.
    #[must_use]
    pub fn shown(&self) -> Option<(MoveReview, Game)> {
        let Reviewing::Done {
            game,
            review,
            shown: Some(number),
        } = self
        else {
            return None;
        };
        let reviewed = *review.moves.iter().find(|m| m.number == *number)?;
        let mut before = Game::from_position(*game.start());
        for mv in game.moves().take(number - 1) {
            before.play(mv).ok()?;
        }
        Some((reviewed, before))
    }
}

#[cfg(test)]
mod tests {
    use reversi_core::{Level, Player, Rules};

    use super::*;

    #[test]
    fn values_are_kept_for_their_moment_only_and_asked_again_after_a_move() {
        let ctx = egui::Context::default();
        let mut session = Session::new(Rules::Othello, [Player::Human; 2], 1);
        let mut values = MoveValues::new(Executor::Inline);
        let start = session.moment();
        values.update(&session, &ctx);
        let at_start = values.values(start).expect("worked out at once").clone();
        assert_eq!(at_start, Analyst::new().values(session.game().position()));
        session.play("f5".parse().expect("a move"));
        let after = session.moment();
        // The start's answer is not the new position's.
        assert!(values.values(after).is_none());
        values.update(&session, &ctx);
        let now = values.values(after).expect("asked again");
        assert_eq!(now, &Analyst::new().values(session.game().position()));
        assert!(values.values(start).is_none());
    }

    #[test]
    fn an_answer_asked_for_an_earlier_moment_is_dropped_and_none_is_asked_for_the_computer() {
        let ctx = egui::Context::default();
        let mut session = Session::new(
            Rules::Othello,
            [Player::Human, Player::Computer(Level::Greedy)],
            1,
        );
        let mut values = MoveValues::new(Executor::Threads);
        let start = session.moment();
        values.update(&session, &ctx);
        assert!(values.is_working(start) || values.values(start).is_some());
        // The person moves before the answer is taken: the computer is to move now, so the
        // work for the start is dropped and nothing is asked.
        session.play("f5".parse().expect("a move"));
        values.update(&session, &ctx);
        assert!(!values.is_working(start));
        assert!(!values.is_working(session.moment()));
        assert!(values.values(session.moment()).is_none());
    }
}
