//! The strongest level's midgame search on bitboards, under the classic rules (Othello's):
//! negamax alpha-beta
//! with a principal-variation null window, iterative deepening within a budget of positions
//! (counted, not timed, so the same seed gives the same games on any machine), a small table
//! of the best move found in each position for the move order, and [`crate::eval`] at the
//! leaves. Finished games score far above any evaluation, by their final stone difference.

use crate::bitboard::{flips, moves};
use crate::eval::evaluate;

/// Above every evaluation: a won game scores this plus its stone difference.
const WIN: i32 = 1_000_000;
const INF: i32 = 2 * WIN;
/// Entries of the move table (a power of two).
const TABLE_BITS: u32 = 16;
const CORNERS: u64 = 0x8100_0000_0000_0081;
const NO_CELL: u8 = 64;

/// One search of a position: the budget, the positions visited and the move table.
pub(crate) struct Search {
    budget: u64,
    nodes: u64,
    table: Vec<(u64, u64, u8)>,
}

impl Search {
    /// A search that visits about `budget` positions at most.
    pub(crate) fn new(budget: u64) -> Search {
        Search {
            budget,
            nodes: 0,
            table: vec![(0, 0, NO_CELL); 1 << TABLE_BITS],
        }
    }

    /// The best of `cells` (legal moves of `own`, in the order ties are to be broken) for
    /// `own` to move against `opp`: the deepest search that ended within the budget decides;
    /// ties go to the earlier cell of the list.
    pub(crate) fn best(&mut self, own: u64, opp: u64, cells: &[u8]) -> u8 {
        let mut order: Vec<(u8, i32)> = cells.iter().map(|&c| (c, 0)).collect();
        let Some(&(mut best, _)) = order.first() else {
            return NO_CELL;
        };
        let empties = (!(own | opp)).count_ones();
        for depth in 1..=empties.max(1) {
            let mut alpha = -INF;
            let mut scored = Vec::with_capacity(order.len());
            for (i, &(cell, _)) in order.iter().enumerate() {
                let turned = flips(own, opp, usize::from(cell));
                let (next_own, next_opp) = play(own, opp, turned, cell);
                let value = if i == 0 {
                    -self.negamax(next_own, next_opp, depth - 1, -INF, INF, false)
                } else {
                    let probe =
                        -self.negamax(next_own, next_opp, depth - 1, -alpha - 1, -alpha, false);
                    if probe > alpha {
                        -self.negamax(next_own, next_opp, depth - 1, -INF, -alpha, false)
                    } else {
                        probe
                    }
                };
                if self.nodes > self.budget {
                    // An unfinished depth says nothing: the last finished one decides.
                    return best;
                }
                alpha = alpha.max(value);
                // Moves that failed low keep their place behind the best (a stable sort).
                scored.push((cell, value));
            }
            scored.sort_by_key(|&(_, value)| -value);
            order = scored;
            best = order[0].0;
            // A won or lost game found by the search needs no deeper look.
            if order[0].1.abs() > WIN / 2 {
                break;
            }
        }
        best
    }

    fn negamax(
        &mut self,
        own: u64,
        opp: u64,
        depth: u32,
        mut alpha: i32,
        beta: i32,
        passed: bool,
    ) -> i32 {
        self.nodes += 1;
        let legal = moves(own, opp);
        if legal == 0 {
            // A full board needs no look at the opponent's (no) moves.
            if passed || own | opp == u64::MAX {
                return final_score(own, opp);
            }
            return -self.negamax(opp, own, depth, -beta, -alpha, true);
        }
        if depth == 0 {
            return evaluate(own, opp);
        }
        if self.nodes > self.budget {
            return evaluate(own, opp);
        }
        let slot = slot(own, opp);
        let (t_own, t_opp, hint) = self.table[slot];
        let hint = if t_own == own && t_opp == opp {
            hint
        } else {
            NO_CELL
        };
        let mut children = [(0u64, 0u8, 0i32); 64];
        let mut len = 0;
        let mut cells = legal;
        while cells != 0 {
            let cell = cells.trailing_zeros() as u8;
            cells &= cells - 1;
            let turned = flips(own, opp, usize::from(cell));
            let key = if cell == hint {
                i32::MIN
            } else if depth >= 2 {
                // Fastest first: fewest replies (corners twice), then the safer cells.
                let (next_own, next_opp) = play(own, opp, turned, cell);
                let replies = moves(next_own, next_opp);
                (count(replies) + count(replies & CORNERS)) * 16 - cell_worth(cell)
            } else {
                -cell_worth(cell)
            };
            children[len] = (turned, cell, key);
            len += 1;
        }
        let children = &mut children[..len];
        children.sort_by_key(|&(_, _, key)| key);
        let mut best = (-INF, NO_CELL);
        for (i, &(turned, cell, _)) in children.iter().enumerate() {
            let (next_own, next_opp) = play(own, opp, turned, cell);
            let value = if i == 0 {
                -self.negamax(next_own, next_opp, depth - 1, -beta, -alpha, false)
            } else {
                let probe = -self.negamax(next_own, next_opp, depth - 1, -alpha - 1, -alpha, false);
                if probe > alpha && probe < beta {
                    -self.negamax(next_own, next_opp, depth - 1, -beta, -alpha, false)
                } else {
                    probe
                }
            };
            if value > best.0 {
                best = (value, cell);
                if value > alpha {
                    alpha = value;
                    if value >= beta {
                        break;
                    }
                }
            }
        }
        self.table[slot] = (own, opp, best.1);
        best.0
    }
}

/// A rough worth of a cell for the move order: corners best, their neighbours worst.
pub(crate) fn cell_worth(cell: u8) -> i32 {
    #[rustfmt::skip]
    const WORTH: [i8; 64] = [
        8, -4, 2, 1, 1, 2, -4, 8,
       -4, -6, 0, 0, 0, 0, -6, -4,
        2,  0, 1, 0, 0, 1,  0,  2,
        1,  0, 0, 0, 0, 0,  0,  1,
        1,  0, 0, 0, 0, 0,  0,  1,
        2,  0, 1, 0, 0, 1,  0,  2,
       -4, -6, 0, 0, 0, 0, -6, -4,
        8, -4, 2, 1, 1, 2, -4, 8,
    ];
    i32::from(WORTH[usize::from(cell & 63)])
}

/// A finished game for `own`: far above any evaluation, by the stone difference (the empty
/// cells to the winner).
fn final_score(own: u64, opp: u64) -> i32 {
    let diff = count(own) - count(opp);
    let empty = 64 - count(own) - count(opp);
    match diff.signum() {
        1 => WIN + diff + empty,
        -1 => -WIN + diff - empty,
        _ => 0,
    }
}

fn slot(own: u64, opp: u64) -> usize {
    let h = (own ^ opp.rotate_left(23)).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    (h >> (64 - TABLE_BITS)) as usize
}

#[inline]
const fn play(own: u64, opp: u64, turned: u64, cell: u8) -> (u64, u64) {
    (opp & !turned, own | turned | (1 << cell))
}

#[inline]
const fn count(set: u64) -> i32 {
    set.count_ones() as i32
}
