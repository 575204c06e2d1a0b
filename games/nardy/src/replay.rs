//! A replay of the game on screen: the board shows the position after each turn of the game's
//! record ([`nardy_core::Game::position_after`]), stepped by the shell's replay
//! ([`game_shell::replay`]: first / back / forward / last, or to a turn of the move list); and
//! the analysis of the game replayed. The game itself is not touched: leaving the replay shows
//! it as it was, with the dialog that was open (the result of a finished game).

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

/// Where a replay of the game on screen stands (the shell's, with Nardy's dialog to open again
/// when it is left).
pub type Replay = game_shell::replay::Replay<Modal>;

pub use game_shell::replay::ReplayMove;
