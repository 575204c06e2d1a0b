//! The strongest level as it played until December 2026, kept unchanged as a fixed opponent
//! to measure [`super::Level::AlphaBeta`] against (`examples/strength.rs`): a 4-move search
//! over the rules' own moves with a table of cell weights (corners and edges count, cells
//! next to an empty corner are bad), to the end from 9 empty cells, and the exact solver
//! from [`super::EXACT_EMPTIES`] empty cells under the classic rules.

use rand::Rng;

use super::exact::{exact_move, shuffle};
use crate::board::{Board, Colour};
use crate::cell::Cell;
use crate::rules::{Move, Position};

/// How many moves deep the previous level looked.
const SEARCH_DEPTH: u32 = 4;
/// From how many empty cells on it searched to the end of the game.
const ENDGAME_EMPTIES: u32 = 9;

/// The previous strongest level's move in `position`; `None` when the game is over.
pub fn choose<R: Rng + ?Sized>(position: &Position, rng: &mut R) -> Option<Move> {
    let mut moves = position.legal_moves();
    if moves.len() <= 1 {
        return moves.first().copied();
    }
    shuffle(&mut moves, rng);
    Some(exact_move(position).unwrap_or_else(|| search_root(position, &mut moves)))
}

/// Worth of a stone on each cell while the nearest corner is empty (symmetric).
#[rustfmt::skip]
const WEIGHTS: [i32; 64] = [
    100, -25, 10,  5,  5, 10, -25, 100,
    -25, -40, -2, -2, -2, -2, -40, -25,
     10,  -2,  2,  1,  1,  2,  -2,  10,
      5,  -2,  1,  0,  0,  1,  -2,   5,
      5,  -2,  1,  0,  0,  1,  -2,   5,
     10,  -2,  2,  1,  1,  2,  -2,  10,
    -25, -40, -2, -2, -2, -2, -40, -25,
    100, -25, 10,  5,  5, 10, -25, 100,
];

/// Each corner with the three cells next to it.
const CORNERS: [(u8, [u8; 3]); 4] = [
    (0, [1, 8, 9]),
    (7, [6, 15, 14]),
    (56, [57, 48, 49]),
    (63, [62, 55, 54]),
];

/// The score of a finished game for the side to move: the stone difference, far above any
/// evaluation.
const WIN: i32 = 100_000;

/// The position's worth for the side to move: the weighted stones, where the cells next to
/// a taken corner count a little for their owner instead of against, plus the stone
/// difference, which counts more as the board fills.
fn evaluate(position: &Position) -> i32 {
    let board = position.board();
    let me = position.to_move();
    let sign = |cell: u8| -> i32 {
        match Cell::from_index(cell).and_then(|c| board.at(c)) {
            Some(colour) if colour == me => 1,
            Some(_) => -1,
            None => 0,
        }
    };
    let mut score = 0;
    for cell in board.occupied().iter() {
        score += sign(cell.index()) * WEIGHTS[usize::from(cell.index())];
    }
    for (corner, next) in CORNERS {
        if sign(corner) != 0 {
            for cell in next {
                score += sign(cell) * (5 - WEIGHTS[usize::from(cell)]);
            }
        }
    }
    let filled = i32::try_from(board.occupied().len()).unwrap_or(64);
    score + stone_difference(board, me) * filled / 16
}

fn stone_difference(board: &Board, me: Colour) -> i32 {
    i32::try_from(board.count(me)).unwrap_or(0)
        - i32::try_from(board.count(me.other())).unwrap_or(0)
}

fn order(moves: &mut [Move]) {
    moves.sort_by_key(|mv| match mv {
        Move::Lay(cell) => -WEIGHTS[usize::from(cell.index())],
        Move::Pass => 0,
    });
}

/// The previous level's search over `moves` (shuffled: ties go to the first after a stable
/// sort by cell weight).
pub(super) fn search_root(position: &Position, moves: &mut [Move]) -> Move {
    let empties = position.board().empty().len();
    let depth = if empties <= ENDGAME_EMPTIES {
        empties + 1
    } else {
        SEARCH_DEPTH
    };
    order(moves);
    let mut best = moves[0];
    let mut alpha = -WIN * 2;
    for &mv in moves.iter() {
        let mut next = *position;
        next.play_unchecked(mv);
        let score = -negamax(&next, depth - 1, -WIN * 2, -alpha);
        if score > alpha {
            alpha = score;
            best = mv;
        }
    }
    best
}

fn negamax(position: &Position, depth: u32, mut alpha: i32, beta: i32) -> i32 {
    if position.is_over() {
        let diff = stone_difference(position.board(), position.to_move());
        return diff.signum() * WIN + diff;
    }
    if depth == 0 {
        return evaluate(position);
    }
    let mut moves = position.legal_moves();
    order(&mut moves);
    let mut best = -WIN * 2;
    for mv in moves {
        let mut next = *position;
        next.play_unchecked(mv);
        let score = -negamax(&next, depth - 1, -beta, -alpha);
        if score > best {
            best = score;
            if score > alpha {
                alpha = score;
                if alpha >= beta {
                    break;
                }
            }
        }
    }
    best
}
