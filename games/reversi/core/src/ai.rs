//! Computer players at three levels: random-legal, greedy-most-turned, and an alpha-beta
//! search with a position evaluation that plays the end of a classic game perfectly.
//!
//! They choose among the rules' legal moves ([`Position::legal_moves`]); ties are broken with
//! the random number generator passed in, and the searches count their work in positions,
//! not in time, so the same seed gives the same choices on any machine.

use std::fmt;
use std::str::FromStr;

use rand::Rng;
use serde::{Deserialize, Serialize};

use crate::rules::{Move, Position, Rules};
use crate::search::Search;

mod exact;
pub mod previous;

pub use exact::EXACT_EMPTIES;
use exact::{exact_move, shuffle};

/// How strong a computer player is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    /// Any legal move, each equally likely.
    Random,
    /// The move that turns the most stones (ties at random).
    Greedy,
    /// Under the classic rules (and Othello's): an alpha-beta search on bitboards,
    /// deepened move by move within [`SEARCH_BUDGET`] positions, with an evaluation of
    /// mobility, potential mobility, corners, X and C squares, edges, stability and stones
    /// (see `eval.rs`), and perfect play by the endgame solver from [`EXACT_EMPTIES`] empty
    /// cells on. Under the document rules, where any cell beside a stone may be taken and
    /// mobility means little, the search of [`previous`] with its cell weights made for those
    /// rules (the new evaluation did no better there).
    AlphaBeta,
}

/// How many positions [`Level::AlphaBeta`]'s midgame search visits at most for one move
/// (about 5–8 moves deep in the midgame; about a hundredth of a second).
pub const SEARCH_BUDGET: u64 = 25_000;

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
            Level::AlphaBeta if position.rules() == Rules::Document => {
                Some(previous::search_root(position, &mut moves))
            }
            Level::AlphaBeta => {
                Some(exact_move(position).unwrap_or_else(|| search_move(position, &moves)))
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

/// The midgame search's choice among `moves` (shuffled: ties go to the first).
fn search_move(position: &Position, moves: &[Move]) -> Move {
    let board = position.board();
    let own = board.stones(position.to_move()).0;
    let opp = board.stones(position.to_move().other()).0;
    let cells: Vec<u8> = moves
        .iter()
        .filter_map(|mv| match mv {
            Move::Lay(cell) => Some(cell.index()),
            Move::Pass => None,
        })
        .collect();
    let best = Search::new(SEARCH_BUDGET).best(own, opp, &cells);
    moves
        .iter()
        .copied()
        .find(|mv| matches!(mv, Move::Lay(cell) if cell.index() == best))
        .unwrap_or(moves[0])
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;
    use rand_pcg::Pcg64Mcg;

    use super::*;
    use crate::board::Colour;
    use crate::cell::Cell;
    use crate::endgame::Solver;
    use crate::game::Game;

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
        // Random classic games to EXACT_EMPTIES (18) empty cells: every move it makes there keeps the exact
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
    fn alpha_beta_plays_the_exact_best_move_with_18_empty_cells() {
        // Issue 45: the strongest level solves the last 18 empty cells exactly. Positions of
        // random Othello games at 18 empty cells: its move keeps the position's exact value.
        const { assert!(EXACT_EMPTIES >= 18) };
        let mut rng = Pcg64Mcg::seed_from_u64(18);
        let mut checked = 0;
        while checked < 8 {
            let mut game = Game::new(Rules::Othello);
            while game.position().board().empty().len() > 18 {
                let Some(mv) = Level::Random.choose(game.position(), &mut rng) else {
                    break;
                };
                game.play(mv).expect("legal");
            }
            let position = *game.position();
            if position.board().empty().len() != 18 || position.legal_cells().len() < 2 {
                continue;
            }
            let mut solver = Solver::new();
            let best = solver.value(position.board(), position.to_move());
            let mv = Level::AlphaBeta
                .choose(&position, &mut rng)
                .expect("a move");
            let mut after = position;
            after.play_unchecked(mv);
            let got = -solver.value(after.board(), after.to_move());
            assert_eq!(got, best, "{mv}\n{}", position.board());
            checked += 1;
        }
    }

    #[test]
    fn alpha_beta_beats_the_previous_level_under_othello_rules() {
        // Pairs of games from shared random openings, each side once with each colour; the
        // new search and evaluation win nearly all (1000 of 1000 in the README's match).
        let (new, old) = crate::selfplay::run_contest(
            Rules::Othello,
            &Level::AlphaBeta,
            &PreviousLevel,
            6,
            11,
            4,
        );
        assert!(new.wins >= 5, "{new:?} against {old:?}");
    }

    /// The previous strongest level, seated in a contest.
    struct PreviousLevel;

    impl crate::selfplay::Chooser for PreviousLevel {
        fn choose(&self, position: &Position, rng: &mut Pcg64Mcg) -> Option<Move> {
            previous::choose(position, rng)
        }
    }

    #[test]
    fn levels_have_names() {
        for level in Level::ALL {
            assert_eq!(level.to_string().parse(), Ok(level));
        }
        assert!("expert".parse::<Level>().is_err());
    }
}
