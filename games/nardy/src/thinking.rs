//! Thinking off the window's thread: the computer's choice and the hints take up to a few
//! tenths of a second, longer than a frame, so each [`Question`] is worked out as a background
//! task of the shell (`game_shell::task`) while the window goes on drawing. This is the one
//! place that starts such work.
//!
//! A task no longer wanted (New game, Load, Quit) is dropped: its answer is never used (and
//! an answer to a question the game has moved past is refused by the session anyway). Tests use
//! [`Executor::Inline`], which works the answer out at once, so that no test waits for a
//! thread.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use game_shell::task::{Keyed, Progress, Task};
use nardy_core::{Analysis, Game, analyse};
use nardy_core::{HINT_MOVES, LegalTurn, Level, Ranked, Turn, choose_rest, rank_rest};

/// What a question is for.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Purpose {
    /// The computer's turn: its answer is played.
    Play,
    /// A person's hint: the strongest level's best moves are ranked and shown, the best
    /// drawn on the board.
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

    /// The whole answer: for a hint, the strongest level's best [`HINT_MOVES`] moves ranked
    /// ([`rank_rest`]), the first of them the move; for the computer's turn, its move alone.
    #[must_use]
    pub fn reply(&self) -> Reply {
        match self.purpose {
            Purpose::Play => Reply {
                best: self.work(),
                ranked: Vec::new(),
            },
            Purpose::Hint => {
                let ranked = rank_rest(&self.turn, HINT_MOVES);
                Reply {
                    best: ranked.first().map(|r| r.turn.clone()),
                    ranked,
                }
            }
        }
    }
}

/// What a question's work gives.
#[derive(Clone, Debug, PartialEq)]
pub struct Reply {
    /// The move (the steps that finish the turn); `None` when no die can be played.
    pub best: Option<LegalTurn>,
    /// For a hint, the best moves ranked, best first (empty for the computer's turn).
    pub ranked: Vec<Ranked>,
}

pub use game_shell::task::Executor;

/// Why a question got no answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ThinkError {
    /// The work stopped without an answer (it panicked, or no thread could be started).
    Lost,
}

impl std::fmt::Display for ThinkError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "the thinking thread stopped without an answer")
    }
}

impl std::error::Error for ThinkError {}

/// The answer a task gives.
pub type Answer = Result<Reply, ThinkError>;

/// A question being worked out, as a task of the shell keyed by its question
/// ([`game_shell::task::Keyed`]); dropping it cancels it.
#[derive(Debug)]
pub struct Thinking(Keyed<Question, Reply>);

impl Thinking {
    /// Starts working out `question`; `wake` is asked to repaint once the answer is there.
    pub fn start(executor: Executor, question: Question, wake: Option<&egui::Context>) -> Thinking {
        Thinking::start_with(executor, question, Question::reply, wake)
    }

    /// As [`Thinking::start`], with `work` answering the question.
    fn start_with(
        executor: Executor,
        question: Question,
        work: fn(&Question) -> Reply,
        wake: Option<&egui::Context>,
    ) -> Thinking {
        let asked = question.clone();
        Thinking(Keyed::spawn(executor, question, wake, move |_| {
            work(&asked)
        }))
    }

    /// The question.
    #[must_use]
    pub const fn question(&self) -> &Question {
        self.0.key()
    }

    /// The answer once it is there (given once; `None` while still thinking and after it
    /// was taken).
    pub fn poll(&mut self) -> Option<Answer> {
        match self.0.poll() {
            Progress::Done(answer) => Some(Ok(answer)),
            Progress::Lost => Some(Err(ThinkError::Lost)),
            Progress::Running | Progress::Taken => None,
        }
    }

    /// Waits for the answer (blocking, without spinning): for tests and the command line.
    pub fn wait(self) -> Answer {
        self.0.wait().ok_or(ThinkError::Lost)
    }
}

/// A game's analysis ([`nardy_core::analyse`]) being worked out off the window's thread: a
/// few tenths of a second a turn. Its progress (the turns done) is read each frame; the work
/// wakes the window after each turn, and stops when the window drops it.
#[derive(Debug)]
pub struct Analysing {
    task: Task<Option<Analysis>>,
    done: Arc<AtomicUsize>,
    turns: usize,
}

impl Analysing {
    /// Starts analysing `game`'s record; `wake` is asked to repaint after each turn.
    pub fn start(executor: Executor, game: Game, wake: Option<&egui::Context>) -> Analysing {
        let done = Arc::new(AtomicUsize::new(0));
        let turns = game.history().len();
        let counter = Arc::clone(&done);
        let ctx = wake.cloned();
        let task = executor.spawn(wake, move |cancel| {
            analyse(&game, &mut |n| {
                counter.store(n, Ordering::Relaxed);
                if let Some(ctx) = &ctx {
                    ctx.request_repaint();
                }
                !cancel.is_cancelled()
            })
        });
        Analysing { task, done, turns }
    }

    /// The turns analysed so far, and how many the record holds.
    #[must_use]
    pub fn progress(&self) -> (usize, usize) {
        (self.done.load(Ordering::Relaxed), self.turns)
    }

    /// Waits for the analysis (blocking, without spinning): for tests and the command line.
    ///
    /// # Errors
    /// [`ThinkError::Lost`] when the work stopped without an answer.
    pub fn wait(self) -> Result<Analysis, ThinkError> {
        self.task.wait().flatten().ok_or(ThinkError::Lost)
    }

    /// The analysis once it is there (given once; `None` while still working).
    pub fn poll(&mut self) -> Option<Result<Analysis, ThinkError>> {
        match self.task.poll() {
            Progress::Done(Some(analysis)) => Some(Ok(analysis)),
            Progress::Done(None) | Progress::Lost => Some(Err(ThinkError::Lost)),
            Progress::Running | Progress::Taken => None,
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
    fn a_thread_answers() {
        let thinking = Thinking::start(Executor::Threads, question(), None);
        let answer = thinking.wait().expect("an answer");
        let steps: Vec<String> = answer
            .best
            .expect("a move")
            .steps
            .iter()
            .map(ToString::to_string)
            .collect();
        assert_eq!(steps, ["24/18", "18/13"]);
    }

    #[test]
    fn a_thread_that_fails_is_reported_not_waited_for() {
        let thinking = Thinking::start_with(
            Executor::Threads,
            question(),
            |_| panic!("a failing search"),
            None,
        );
        assert_eq!(thinking.wait(), Err(ThinkError::Lost));
    }

    #[test]
    fn a_game_is_analysed_on_a_thread_with_its_progress() {
        let mut game = nardy_core::Game::new(4);
        for _ in 0..4 {
            let roll = game.roll().expect("a roll");
            if let Some(t) = nardy_core::choose(Level::Quick, game.turn_start(), roll) {
                for s in t.steps {
                    game.play(s).expect("a legal step");
                }
            }
            game.end_turn().expect("the turn ends");
        }
        let analysing = Analysing::start(Executor::Threads, game.clone(), None);
        let done = Arc::clone(&analysing.done);
        let analysis = analysing.wait().expect("an analysis");
        assert_eq!(done.load(Ordering::Relaxed), 4);
        assert_eq!(
            Some(analysis),
            nardy_core::analyse(&game, &mut |_| true),
            "the same as the core's"
        );
    }

    #[test]
    fn inline_answers_at_once_and_only_once() {
        let mut thinking = Thinking::start(Executor::Inline, question(), None);
        assert!(matches!(
            thinking.poll(),
            Some(Ok(Reply { best: Some(_), .. }))
        ));
        assert_eq!(thinking.poll(), None);
    }
}
