//! A replay of the game on screen: the board shows the position after each turn of the game's
//! record ([`nardy_core::Game::position_after`]), stepped first / back / forward / last (or to a
//! turn of the move list). The game itself is not touched: leaving the replay shows it as it
//! was, with the dialog that was open (the result of a finished game).

use nardy_core::{Analysis, PlayedTurn};

use crate::navigation::Modal;
use crate::thinking::{Analysing, ThinkError};

/// The analysis of the game on screen: being worked out, or done, for the record it was asked
/// for (a record that has changed since — played on, taken back — has none).
#[derive(Debug)]
pub enum Analysed {
    /// Being worked out.
    Running {
        /// The record analysed.
        record: Vec<PlayedTurn>,
        /// The work.
        work: Analysing,
    },
    /// Done.
    Done {
        /// The record analysed.
        record: Vec<PlayedTurn>,
        /// The analysis.
        analysis: Analysis,
    },
    /// It stopped without an answer.
    Failed(ThinkError),
}

impl Analysed {
    /// Whether it is of `record`.
    #[must_use]
    pub fn is_of(&self, record: &[PlayedTurn]) -> bool {
        match self {
            Analysed::Running { record: r, .. } | Analysed::Done { record: r, .. } => r == record,
            Analysed::Failed(_) => true,
        }
    }

    /// What the replay shows of `analysed` for the game's `record`: none for a record
    /// changed since.
    #[must_use]
    pub fn view<'a>(analysed: Option<&'a Analysed>, record: &[PlayedTurn]) -> AnalysisView<'a> {
        match analysed {
            Some(a) if !a.is_of(record) => AnalysisView::NotAsked,
            None => AnalysisView::NotAsked,
            Some(Analysed::Running { work, .. }) => {
                let (done, turns) = work.progress();
                AnalysisView::Running(done, turns)
            }
            Some(Analysed::Done { analysis, .. }) => AnalysisView::Done(analysis),
            Some(Analysed::Failed(_)) => AnalysisView::Failed,
        }
    }
}

/// What the replay's panel shows of the analysis.
#[derive(Copy, Clone, Debug)]
pub enum AnalysisView<'a> {
    /// None asked for.
    NotAsked,
    /// Being worked out: turns done, turns in all.
    Running(usize, usize),
    /// Done.
    Done(&'a Analysis),
    /// It stopped without an answer.
    Failed,
}

/// A step through the replay.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ReplayMove {
    /// To where the record begins (Home).
    First,
    /// One turn back (←).
    Back,
    /// One turn forward (→).
    Forward,
    /// To the end of the record: the game as it stands (End).
    Last,
    /// To the position after turn `n` (a click on the move list).
    To(usize),
}

/// Where a replay stands: how many turns of the record are shown played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Replay {
    at: usize,
    turns: usize,
    back: Option<Modal>,
}

impl Replay {
    /// A replay of a record of `turns` turns, from where it begins; `back` is the dialog open
    /// when it started, open again when it is left.
    #[must_use]
    pub const fn new(turns: usize, back: Option<Modal>) -> Replay {
        Replay { at: 0, turns, back }
    }

    /// How many turns are shown played (0: where the record begins).
    #[must_use]
    pub const fn at(&self) -> usize {
        self.at
    }

    /// How many turns the record holds.
    #[must_use]
    pub const fn turns(&self) -> usize {
        self.turns
    }

    /// Steps through the record; a step past either end stays at that end.
    pub fn go(&mut self, mv: ReplayMove) {
        self.at = match mv {
            ReplayMove::First => 0,
            ReplayMove::Back => self.at.saturating_sub(1),
            ReplayMove::Forward => self.at + 1,
            ReplayMove::Last => self.turns,
            ReplayMove::To(n) => n,
        }
        .min(self.turns);
    }

    /// Leaves the replay: the dialog to open again, if one was open.
    #[must_use]
    pub fn leave(self) -> Option<Modal> {
        self.back
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn steps_stay_within_the_record() {
        let mut r = Replay::new(3, None);
        r.go(ReplayMove::Back);
        assert_eq!(r.at(), 0);
        r.go(ReplayMove::Forward);
        r.go(ReplayMove::Forward);
        assert_eq!(r.at(), 2);
        r.go(ReplayMove::Last);
        r.go(ReplayMove::Forward);
        assert_eq!(r.at(), 3);
        r.go(ReplayMove::To(9));
        assert_eq!(r.at(), 3);
        r.go(ReplayMove::To(1));
        assert_eq!(r.at(), 1);
        r.go(ReplayMove::First);
        assert_eq!(r.at(), 0);
    }
}
