//! What the levels share: the exact solver's move near the end of a classic game, and the
//! random order that breaks ties.

use rand::{Rng, RngExt};

use crate::endgame::Solver;
use crate::rules::{Move, Position};

/// From how many empty cells on [`super::Level::AlphaBeta`] plays the classic rules perfectly
/// with the exact solver ([`crate::endgame`]): the last 18, within the computer's time (FForum
/// 23, 18 empty cells, is 0.8 million positions, about 0.05 s of one core; other positions of
/// 18 may take several times that, still well under a second).
pub const EXACT_EMPTIES: u32 = 18;

/// The solver's best move under the classic rules with at most [`EXACT_EMPTIES`] empty cells.
pub(super) fn exact_move(position: &Position) -> Option<Move> {
    if !position.rules().is_classic() || position.board().empty().len() > EXACT_EMPTIES {
        return None;
    }
    // A table fit for the empty cells: cheap to clear for every move, large enough for 18.
    Solver::for_empties(position.board().empty().len())
        .best(position.board(), position.to_move())
        .map(|(mv, _)| mv)
}

/// Puts `items` in a random order (ties then go to a random one of them).
pub(super) fn shuffle<T, R: Rng + ?Sized>(items: &mut [T], rng: &mut R) {
    for i in (1..items.len()).rev() {
        let j = rng.random_range(0..=i);
        items.swap(i, j);
    }
}
