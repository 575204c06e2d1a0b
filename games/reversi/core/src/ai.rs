//! Computer players at three levels: random-legal, greedy-most-turned, and an alpha-beta
//! search with a position evaluation.
//!
//! They use only the public rules ([`Position::legal_moves`], [`Board::turned_by`],
//! [`Position::play_unchecked`]); ties are broken with the random number generator passed in,
//! so the same seed gives the same choices.

use std::fmt;
use std::str::FromStr;

use rand::{Rng, RngExt};
use serde::{Deserialize, Serialize};

use crate::board::{Board, Colour};
use crate::cell::Cell;
use crate::endgame::Solver;
use crate::rules::{Move, Position};

/// How strong a computer player is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    /// Any legal move, each equally likely.
    Random,
    /// The move that turns the most stones (ties at random).
    Greedy,
    /// An alpha-beta search [`SEARCH_DEPTH`] moves deep with a position evaluation (corners
    /// and edges count, cells next to an empty corner are bad), played to the end exactly
    /// from [`ENDGAME_EMPTIES`] empty cells on; under the classic rules perfect play by the
    /// endgame solver from [`EXACT_EMPTIES`] empty cells on.
    AlphaBeta,
}

/// How many moves deep [`Level::AlphaBeta`] looks.
pub const SEARCH_DEPTH: u32 = 4;
/// From how many empty cells on [`Level::AlphaBeta`] searches to the end of the game.
pub const ENDGAME_EMPTIES: u32 = 9;
/// From how many empty cells on [`Level::AlphaBeta`] plays the classic rules perfectly with
/// the exact solver ([`crate::endgame`]).
pub const EXACT_EMPTIES: u32 = 14;

impl Level {
    /// The levels, weakest first.
    pub const ALL: [Level; 3] = [Level::Random, Level::Greedy, Level::AlphaBeta];

    /// The move this level makes in `position`; `None` when the game is over.
    pub fn choose<R: Rng + ?Sized>(self, position: &Position, rng: &mut R) -> Option<Move> {
        let mut moves = position.legal_moves();
        if moves.len() <= 1 {
            return moves.first().copied();
        }
        shuffle(&mut moves, rng);
        match self {
            Level::Random => moves.first().copied(),
            Level::Greedy => {
                let turned = |mv: &Move| match mv {
                    Move::Lay(cell) => position.board().turned_by(*cell, position.to_move()).len(),
                    Move::Pass => 0,
                };
                // max_by_key keeps the last maximum; the order is already random.
                moves.iter().max_by_key(|mv| turned(mv)).copied()
            }
            Level::AlphaBeta => {
                Some(exact_move(position).unwrap_or_else(|| search_root(position, &mut moves)))
            }
        }
    }
}

impl fmt::Display for Level {
    /// The name used on the command line and in save files: `random`, `greedy`, `alphabeta`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Level::Random => "random",
            Level::Greedy => "greedy",
            Level::AlphaBeta => "alphabeta",
        })
    }
}

/// A name that is no level.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseLevelError(pub String);

impl fmt::Display for ParseLevelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "'{}' is not a level (random, greedy, alphabeta)", self.0)
    }
}

impl std::error::Error for ParseLevelError {}

impl FromStr for Level {
    type Err = ParseLevelError;

    fn from_str(s: &str) -> Result<Level, ParseLevelError> {
        Level::ALL
            .into_iter()
            .find(|level| level.to_string().eq_ignore_ascii_case(s))
            .ok_or_else(|| ParseLevelError(s.to_owned()))
    }
}

/// The solver's best move under the classic rules with at most [`EXACT_EMPTIES`] empty cells.
fn exact_move(position: &Position) -> Option<Move> {
    if !position.rules().is_classic() || position.board().empty().len() > EXACT_EMPTIES {
        return None;
    }
    // A small table: enough for 14 empty cells, and cheap to clear for every move.
    Solver::with_table_bits(16)
        .best(position.board(), position.to_move())
        .map(|(mv, _)| mv)
}

fn shuffle<T, R: Rng + ?Sized>(items: &mut [T], rng: &mut R) {
    for i in (1..items.len()).rev() {
        let j = rng.random_range(0..=i);
        items.swap(i, j);
    }
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

fn search_root(position: &Position, moves: &mut [Move]) -> Move {
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

#[cfg(test)]
mod tests {
    use rand::SeedableRng;
    use rand_pcg::Pcg64Mcg;

    use super::*;
    use crate::game::Game;
    use crate::rules::Rules;

    fn cell(name: &str) -> Cell {
        name.parse().expect("a cell")
    }

    #[test]
    fn every_level_makes_only_legal_moves() {
        let mut rng = Pcg64Mcg::seed_from_u64(3);
        for rules in [Rules::Document, Rules::Classic] {
            for level in Level::ALL {
                let mut game = Game::new(rules);
                for _ in 0..12 {
                    let Some(mv) = level.choose(game.position(), &mut rng) else {
                        break;
                    };
                    game.play(mv).expect("the computer plays legal moves");
                }
            }
        }
    }

    #[test]
    fn greedy_turns_the_most_stones() {
        // After yellow f4 (turns e4), red's moves turn at most one stone; yellow d3 → red …
        let game = Game::replay(Rules::Document, &["c4", "b4"]).expect("legal");
        // Yellow: a4 turns b4? a4-b4(red)-c4(yellow): yes, one. f4 turns e4: one.
        let mut rng = Pcg64Mcg::seed_from_u64(1);
        let mv = Level::Greedy
            .choose(game.position(), &mut rng)
            .expect("a move");
        let Move::Lay(c) = mv else {
            panic!("no pass under document rules")
        };
        let best = game
            .position()
            .legal_cells()
            .iter()
            .map(|c| game.position().board().turned_by(c, Colour::Yellow).len())
            .max();
        assert_eq!(
            Some(game.position().board().turned_by(c, Colour::Yellow).len()),
            best
        );
        assert_eq!(best, Some(1));
    }

    #[test]
    fn alpha_beta_takes_a_free_corner() {
        // Red has b1 next to the empty corner a1; yellow may take a1 (orthogonal neighbour).
        let game =
            Game::replay(Rules::Document, &["d3", "d2", "d1", "c1", "e1", "b1"]).expect("legal");
        let mut rng = Pcg64Mcg::seed_from_u64(1);
        assert_eq!(
            Level::AlphaBeta.choose(game.position(), &mut rng),
            Some(Move::Lay(cell("a1")))
        );
    }

    #[test]
    fn alpha_beta_plays_a_classic_endgame_perfectly() {
        // Random classic games to 14 empty cells: every move it makes there keeps the exact
        // value of the position (the best any move could get).
        let mut rng = Pcg64Mcg::seed_from_u64(5);
        let mut checked = 0;
        for _ in 0..4 {
            let mut game = Game::new(Rules::Classic);
            while let Some(mv) = Level::Random.choose(game.position(), &mut rng) {
                if game.position().board().empty().len() <= EXACT_EMPTIES {
                    break;
                }
                game.play(mv).expect("legal");
            }
            while let Some(mv) = Level::AlphaBeta.choose(game.position(), &mut rng) {
                let position = *game.position();
                let best = Solver::new()
                    .solve(position.board(), position.to_move())
                    .first()
                    .map(|&(_, v)| v);
                let mut after = position;
                after.play_unchecked(mv);
                let got = -Solver::new().value(after.board(), after.to_move());
                assert_eq!(Some(got), best, "{mv}\n{}", position.board());
                game.play(mv).expect("legal");
                checked += 1;
            }
        }
        assert!(checked >= 40, "{checked}");
    }

    #[test]
    fn levels_have_names() {
        for level in Level::ALL {
            assert_eq!(level.to_string().parse(), Ok(level));
        }
        assert!("expert".parse::<Level>().is_err());
    }
}
