//! Analysis, as Edax shows it for a position and gnubg for a game: the value of every legal
//! move of a position ([`Analyst::values`]), and a finished game's review
//! ([`Analyst::review`]): each move's value against the best move's, the loss, and the
//! moves that lost the most per player.
//!
//! A value is the final stone difference the move leads to, from the mover's view (the
//! mover's stones minus the opponent's, empty cells at the end to the winner, as
//! [`crate::endgame`] counts). It is **exact** ([`Accuracy::Exact`]) when the empty cells are
//! within the exact search's reach: under the classic rules (and Othello's) the endgame
//! solver's from [`crate::ai::EXACT_EMPTIES`] empty cells, under the document rules a search
//! to the full board from [`DOCUMENT_EXACT_EMPTIES`]. Otherwise it is an **estimate**
//! ([`Accuracy::Estimate`]): an alpha-beta search a fixed number of moves deep
//! ([`ESTIMATE_DEPTH`]) over the strongest level's evaluation ([`crate::eval`], ten to a
//! stone), in stones, rounded (and within ±64). A line that ends the game within the depth counts its final
//! score. Both searches are deterministic: the same position gives the same values.
//!
//! ```
//! use reversi_core::analysis::{Accuracy, Analyst};
//! use reversi_core::{Game, Rules};
//!
//! let game = Game::replay(Rules::Othello, &["f5", "d6", "c3"])?;
//! let values = Analyst::with_depth(2).values(game.position());
//! assert_eq!(values.accuracy, Accuracy::Estimate);
//! // Every legal move, best first.
//! assert_eq!(values.moves.len(), game.position().legal_moves().len());
//! assert!(values.moves.windows(2).all(|w| w[0].value >= w[1].value));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use crate::ai::EXACT_EMPTIES;
use crate::bitboard::{flips, moves};
use crate::board::Colour;
use crate::cell::orthogonal_neighbours;
use crate::endgame::{Solver, final_score, play};
use crate::eval::evaluate;
use crate::game::Game;
use crate::rules::{Move, Position, Rules};
use crate::search::cell_worth;

/// How many moves deep the estimate looks (the mover's move counted): deep enough to see a
/// corner given away and taken back, quick enough for every position (at most about a tenth
/// of a second in a release build; a move deeper takes up to half a second).
pub const ESTIMATE_DEPTH: u32 = 6;

/// From how many empty cells on the document rules' values are exact: a search to the full
/// board (nobody passes there, every move fills a cell), at most about a tenth of a second in a
/// release build.
pub const DOCUMENT_EXACT_EMPTIES: u32 = 12;

/// Above every score of the search (evaluations and final scores ten to a stone).
const INF: i32 = 1_000_000;

/// How a position's values were found.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Accuracy {
    /// By searching to the end of the game: each value is what the move leads to under
    /// perfect play by both.
    Exact,
    /// By a search [`ESTIMATE_DEPTH`] moves deep (or the depth asked for): the evaluation's
    /// guess at the final stone difference.
    Estimate,
}

/// One legal move with its value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MoveValue {
    /// The move (a [`Move::Pass`] when it is the only one).
    pub mv: Move,
    /// The final stone difference it leads to, from the mover's view.
    pub value: i32,
}

/// Every legal move of a position with its value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Values {
    /// Whether the values are exact or estimates.
    pub accuracy: Accuracy,
    /// The moves, best first (equal values in reading order); empty when the game is over.
    pub moves: Vec<MoveValue>,
}

impl Values {
    /// The best move and its value; `None` when the game is over.
    #[must_use]
    pub fn best(&self) -> Option<MoveValue> {
        self.moves.first().copied()
    }

    /// The value of `mv`; `None` when it is not a legal move of the position.
    #[must_use]
    pub fn of(&self, mv: Move) -> Option<i32> {
        self.moves.iter().find(|m| m.mv == mv).map(|m| m.value)
    }
}

/// One move of a game reviewed: what it was worth against the best move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MoveReview {
    /// Its place in the game's record, from 1 (a pass counts).
    pub number: usize,
    /// Who played it.
    pub colour: Colour,
    /// The move played.
    pub played: Move,
    /// The best move (the one played when it was as good as any).
    pub best: Move,
    /// The value of the move played, from the mover's view.
    pub played_value: i32,
    /// The value of the best move, from the mover's view.
    pub best_value: i32,
    /// Stones lost against the best move: `best_value − played_value`, 0 or more.
    pub loss: i32,
    /// Whether the two values are exact.
    pub accuracy: Accuracy,
}

/// What one player's moves came to.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Summary {
    /// Moves reviewed (a move that was the only one, a forced pass among them, is not).
    pub reviewed: u32,
    /// Moves that lost stones against the best.
    pub mistakes: u32,
    /// The stones lost in all.
    pub loss: i32,
}

/// A game reviewed: its moves with a choice in the record's order, and each player's summary.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Review {
    /// The moves reviewed, by number.
    pub moves: Vec<MoveReview>,
    /// Yellow's (the first player's) and Red's summaries.
    pub summary: [Summary; 2],
}

impl Review {
    /// A player's summary.
    #[must_use]
    pub const fn of(&self, colour: Colour) -> &Summary {
        match colour {
            Colour::Yellow => &self.summary[0],
            Colour::Red => &self.summary[1],
        }
    }

    /// The `count` moves that lost the most (none that lost nothing), the biggest loss first,
    /// equal losses in the record's order.
    #[must_use]
    pub fn worst(&self, count: usize) -> Vec<MoveReview> {
        let mut lost: Vec<MoveReview> = self.moves.iter().filter(|m| m.loss > 0).copied().collect();
        lost.sort_by_key(|m| (-m.loss, m.number));
        lost.truncate(count);
        lost
    }

    /// [`Review::worst`] of one player's moves.
    #[must_use]
    pub fn worst_of(&self, colour: Colour, count: usize) -> Vec<MoveReview> {
        let mut lost: Vec<MoveReview> = self
            .moves
            .iter()
            .filter(|m| m.loss > 0 && m.colour == colour)
            .copied()
            .collect();
        lost.sort_by_key(|m| (-m.loss, m.number));
        lost.truncate(count);
        lost
    }
}

/// Values positions and reviews games; keeps the exact solver's table from one position to
/// the next (a review's positions share much of it).
#[derive(Debug, Default)]
pub struct Analyst {
    /// How deep the estimate looks; [`ESTIMATE_DEPTH`] by default.
    depth: Option<u32>,
    /// The classic rules' exact solver, made at the first position it is needed for.
    solver: Option<Solver>,
    /// Positions the estimate and the document rules' exact search have visited.
    nodes: u64,
}

impl Analyst {
    /// An analyst whose estimate looks [`ESTIMATE_DEPTH`] moves deep.
    #[must_use]
    pub fn new() -> Analyst {
        Analyst::default()
    }

    /// An analyst whose estimate looks `depth` moves deep (at least 1).
    #[must_use]
    pub fn with_depth(depth: u32) -> Analyst {
        Analyst {
            depth: Some(depth.max(1)),
            ..Analyst::default()
        }
    }

    /// How many positions the estimates and the document rules' exact searches have visited
    /// (the classic solver counts its own).
    #[must_use]
    pub const fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Whether the values of `position` are exact: its empty cells are within the exact
    /// search's reach under its rules.
    #[must_use]
    pub fn is_exact(position: &Position) -> bool {
        let empties = position.board().empty().len();
        if position.rules().is_classic() {
            empties <= EXACT_EMPTIES
        } else {
            empties <= DOCUMENT_EXACT_EMPTIES
        }
    }

    /// Every legal move of `position` with its value, best first (see the module doc).
    pub fn values(&mut self, position: &Position) -> Values {
        let exact = Analyst::is_exact(position);
        let accuracy = if exact {
            Accuracy::Exact
        } else {
            Accuracy::Estimate
        };
        let mut moves = if exact && position.rules().is_classic() {
            let empties = position.board().empty().len();
            let solver = self
                .solver
                .get_or_insert_with(|| Solver::for_empties(empties));
            solver
                .solve(position.board(), position.to_move())
                .into_iter()
                .map(|(mv, value)| MoveValue { mv, value })
                .collect()
        } else {
            let depth = if exact {
                position.board().empty().len()
            } else {
                self.depth.unwrap_or(ESTIMATE_DEPTH)
            };
            self.searched(position, depth)
        };
        // Best first, equal values in reading order.
        moves.sort_by_key(|m| (-m.value, order(m.mv)));
        Values { accuracy, moves }
    }

    /// Every legal move searched `depth` moves deep, its value in stones.
    fn searched(&mut self, position: &Position, depth: u32) -> Vec<MoveValue> {
        let kind = Kind::of(position.rules());
        let own = position.board().stones(position.to_move()).0;
        let opp = position.board().stones(position.to_move().other()).0;
        position
            .legal_moves()
            .into_iter()
            .map(|mv| {
                let score = match mv {
                    Move::Lay(cell) => {
                        let c = cell.index();
                        let turned = flips(own, opp, usize::from(c));
                        let (next_own, next_opp) = play(own, opp, turned, c);
                        -self.negamax(kind, next_own, next_opp, depth - 1, -INF, INF, false)
                    }
                    Move::Pass => -self.negamax(kind, opp, own, depth, -INF, INF, true),
                };
                // An evaluation may promise more than the board holds.
                MoveValue {
                    mv,
                    value: stones(score).clamp(-64, 64),
                }
            })
            .collect()
    }

    /// The position's worth for `own` to move, `depth` moves deep, ten to a stone; a
    /// finished game counts its final score (fail-soft alpha-beta, principal-variation
    /// null windows after the first move). `passed`: the opponent just passed.
    #[allow(clippy::too_many_arguments)]
    fn negamax(
        &mut self,
        kind: Kind,
        own: u64,
        opp: u64,
        depth: u32,
        mut alpha: i32,
        beta: i32,
        passed: bool,
    ) -> i32 {
        self.nodes += 1;
        let legal = kind.legal(own, opp);
        if legal == 0 {
            if passed || kind == Kind::Document || own | opp == u64::MAX {
                return 10 * final_score(own, opp);
            }
            return -self.negamax(kind, opp, own, depth, -beta, -alpha, true);
        }
        if depth == 0 {
            return evaluate(own, opp);
        }
        let mut children = [(0u64, 0u8, 0i32); 64];
        let mut len = 0;
        let mut cells = legal;
        while cells != 0 {
            let cell = cells.trailing_zeros() as usize;
            cells &= cells - 1;
            let turned = flips(own, opp, cell);
            // Fewest replies first (corners twice), then the safer cells.
            let (next_own, next_opp) = play(own, opp, turned, cell as u8);
            let replies = kind.legal(next_own, next_opp);
            let key = if depth >= 2 {
                (count(replies) + count(replies & CORNERS)) * 16 - cell_worth(cell as u8)
            } else {
                -cell_worth(cell as u8)
            };
            children[len] = (turned, cell as u8, key);
            len += 1;
        }
        let children = &mut children[..len];
        children.sort_by_key(|&(_, _, key)| key);
        let mut best = -INF;
        for (i, &(turned, cell, _)) in children.iter().enumerate() {
            let (next_own, next_opp) = play(own, opp, turned, cell);
            let value = if i == 0 {
                -self.negamax(kind, next_own, next_opp, depth - 1, -beta, -alpha, false)
            } else {
                let probe = -self.negamax(
                    kind,
                    next_own,
                    next_opp,
                    depth - 1,
                    -alpha - 1,
                    -alpha,
                    false,
                );
                if probe > alpha && probe < beta {
                    -self.negamax(kind, next_own, next_opp, depth - 1, -beta, -alpha, false)
                } else {
                    probe
                }
            };
            if value > best {
                best = value;
                if value > alpha {
                    alpha = value;
                    if value >= beta {
                        break;
                    }
                }
            }
        }
        best
    }

    /// Reviews `game`'s record from its start: each move with a choice valued against the
    /// best move of its position ([`Analyst::values`]), and each player's summary.
    /// `progress(done, total)` is told after each position; it answers whether to go on, and
    /// a `false` ends the review without one (`None`).
    pub fn review(
        &mut self,
        game: &Game,
        progress: &mut dyn FnMut(usize, usize) -> bool,
    ) -> Option<Review> {
        let mut position = *game.start();
        let total = game.history().len();
        let mut review = Review {
            moves: Vec::new(),
            summary: [Summary::default(); 2],
        };
        for (i, played) in game.history().iter().enumerate() {
            let legal = position.legal_moves();
            if legal.len() > 1 {
                let colour = position.to_move();
                let values = self.values(&position);
                let best = values.best()?;
                let played_value = values.of(played.mv)?;
                let loss = (best.value - played_value).max(0);
                review.moves.push(MoveReview {
                    number: i + 1,
                    colour,
                    played: played.mv,
                    best: if loss == 0 { played.mv } else { best.mv },
                    played_value,
                    best_value: best.value,
                    loss,
                    accuracy: values.accuracy,
                });
                let summary = &mut review.summary[usize::from(colour == Colour::Red)];
                summary.reviewed += 1;
                summary.loss += loss;
                if loss > 0 {
                    summary.mistakes += 1;
                }
            }
            position.play_unchecked(played.mv);
            if !progress(i + 1, total) {
                return None;
            }
        }
        Some(review)
    }
}

/// The legal cells of the rules, on bitboards.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    /// Any empty cell beside a stone (above, below, left or right); nobody passes.
    Document,
    /// A cell that turns a stone; a player without one passes.
    Classic,
}

impl Kind {
    const fn of(rules: Rules) -> Kind {
        if rules.is_classic() {
            Kind::Classic
        } else {
            Kind::Document
        }
    }

    fn legal(self, own: u64, opp: u64) -> u64 {
        match self {
            Kind::Document => orthogonal_neighbours(own | opp) & !(own | opp),
            Kind::Classic => moves(own, opp),
        }
    }
}

const CORNERS: u64 = 0x8100_0000_0000_0081;

/// A search score (ten to a stone) in stones, rounded half away from zero.
fn stones(score: i32) -> i32 {
    let sign = score.signum();
    sign * ((score.abs() + 5) / 10)
}

/// A move's place in reading order (a pass last).
fn order(mv: Move) -> u8 {
    match mv {
        Move::Lay(cell) => cell.index(),
        Move::Pass => 64,
    }
}

const fn count(set: u64) -> i32 {
    set.count_ones() as i32
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;
    use rand_pcg::Pcg64Mcg;

    use super::*;
    use crate::ai::Level;

    /// A position of a random game under `rules` with `empties` empty cells and at least two
    /// moves for the side to move.
    fn random_position(rules: Rules, empties: u32, rng: &mut Pcg64Mcg) -> Position {
        loop {
            let mut game = Game::new(rules);
            while game.position().board().empty().len() > empties {
                let Some(mv) = Level::Random.choose(game.position(), rng) else {
                    break;
                };
                game.play(mv).expect("legal");
            }
            let position = *game.position();
            if position.board().empty().len() == empties && position.legal_moves().len() >= 2 {
                return position;
            }
        }
    }

    /// The final stone difference for the side to move under perfect play, by plain minimax
    /// over the rules' own moves (no bitboards, no pruning): what the values must agree with.
    fn minimax(position: &Position) -> i32 {
        if position.is_over() {
            let board = position.board();
            let me = position.to_move();
            let own = board.count(me) as i32;
            let opp = board.count(me.other()) as i32;
            let empty = 64 - own - opp;
            return match own.cmp(&opp) {
                std::cmp::Ordering::Greater => own - opp + empty,
                std::cmp::Ordering::Less => own - opp - empty,
                std::cmp::Ordering::Equal => 0,
            };
        }
        position
            .legal_moves()
            .into_iter()
            .map(|mv| {
                let mut next = *position;
                next.play_unchecked(mv);
                -minimax(&next)
            })
            .max()
            .unwrap_or(0)
    }

    fn minimax_values(position: &Position) -> Vec<(Move, i32)> {
        position
            .legal_moves()
            .into_iter()
            .map(|mv| {
                let mut next = *position;
                next.play_unchecked(mv);
                (mv, -minimax(&next))
            })
            .collect()
    }

    #[test]
    fn endgame_values_are_exact_and_agree_with_plain_minimax_under_every_rules() {
        let mut rng = Pcg64Mcg::seed_from_u64(45);
        for rules in Rules::ALL {
            for _ in 0..4 {
                let position = random_position(rules, 7, &mut rng);
                let values = Analyst::new().values(&position);
                assert_eq!(values.accuracy, Accuracy::Exact);
                let expected = minimax_values(&position);
                assert_eq!(values.moves.len(), expected.len());
                for (mv, value) in expected {
                    assert_eq!(
                        values.of(mv),
                        Some(value),
                        "{rules} {mv}\n{}",
                        position.board()
                    );
                }
                let best = expected_best(&position);
                assert_eq!(values.best().map(|m| m.value), Some(best));
            }
        }
    }

    fn expected_best(position: &Position) -> i32 {
        minimax(position)
    }

    #[test]
    fn classic_values_within_the_solvers_reach_are_the_solvers_for_every_move() {
        // 14 empty cells: exact, each move's value the solver's own score of the position
        // after it.
        let mut rng = Pcg64Mcg::seed_from_u64(14);
        for _ in 0..3 {
            let position = random_position(Rules::Othello, 14, &mut rng);
            let values = Analyst::new().values(&position);
            assert_eq!(values.accuracy, Accuracy::Exact);
            let mut solver = Solver::new();
            for m in &values.moves {
                let mut after = position;
                after.play_unchecked(m.mv);
                assert_eq!(
                    m.value,
                    -solver.value(after.board(), after.to_move()),
                    "{}",
                    m.mv
                );
            }
            assert!(values.moves.windows(2).all(|w| w[0].value >= w[1].value));
        }
    }

    #[test]
    fn document_values_are_exact_within_reach_and_estimates_before() {
        let mut rng = Pcg64Mcg::seed_from_u64(10);
        let at_ten = random_position(Rules::Document, DOCUMENT_EXACT_EMPTIES, &mut rng);
        assert!(Analyst::is_exact(&at_ten));
        let at_eleven = random_position(Rules::Document, DOCUMENT_EXACT_EMPTIES + 1, &mut rng);
        assert!(!Analyst::is_exact(&at_eleven));
        let values = Analyst::with_depth(3).values(&at_eleven);
        assert_eq!(values.accuracy, Accuracy::Estimate);
        let legal = at_eleven.legal_moves();
        assert_eq!(values.moves.len(), legal.len());
        assert!(legal.iter().all(|&mv| values.of(mv).is_some()));
    }

    #[test]
    fn midgame_values_are_estimates_for_every_legal_move_best_first_and_repeatable() {
        let mut rng = Pcg64Mcg::seed_from_u64(3);
        for rules in Rules::ALL {
            let position = random_position(rules, 40, &mut rng);
            let values = Analyst::with_depth(3).values(&position);
            assert_eq!(values.accuracy, Accuracy::Estimate);
            assert_eq!(values.moves.len(), position.legal_moves().len());
            assert!(values.moves.windows(2).all(|w| w[0].value >= w[1].value));
            // Values lie within the board's ±64.
            assert!(
                values.moves.iter().all(|m| m.value.abs() <= 64),
                "{values:?}"
            );
            assert_eq!(Analyst::with_depth(3).values(&position), values);
        }
    }

    #[test]
    fn a_finished_game_has_no_values_and_a_forced_pass_one() {
        // Yellow has no move after these eight classic moves (see game.rs).
        let game = Game::replay(
            Rules::Classic,
            &["e3", "f3", "g3", "g2", "c5", "h3", "h1", "f1"],
        )
        .expect("legal");
        let values = Analyst::with_depth(2).values(game.position());
        assert_eq!(values.moves.len(), 1);
        assert_eq!(values.moves[0].mv, Move::Pass);
        let mut over = Game::new(Rules::Classic);
        while let Some(mv) = Level::Greedy.choose(over.position(), &mut Pcg64Mcg::seed_from_u64(1))
        {
            over.play(mv).expect("legal");
        }
        assert!(
            Analyst::with_depth(2)
                .values(over.position())
                .moves
                .is_empty()
        );
    }

    /// A game from `start` where both sides play the best move except at the `blunder`-th
    /// move with a choice, where the mover plays the worst; returns the game and the
    /// blunder's (number, played, best, loss).
    fn game_with_a_blunder(start: Position, blunder: usize) -> (Game, (usize, Move, Move, i32)) {
        let mut game = Game::from_position(start);
        let mut analyst = Analyst::new();
        let mut with_choice = 0;
        let mut found = None;
        while !game.position().is_over() {
            let values = analyst.values(game.position());
            let best = values.moves[0];
            let mut mv = best.mv;
            if values.moves.len() > 1 {
                with_choice += 1;
                if with_choice == blunder {
                    let worst = values.moves[values.moves.len() - 1];
                    mv = worst.mv;
                    found = Some((
                        game.history().len() + 1,
                        worst.mv,
                        best.mv,
                        best.value - worst.value,
                    ));
                }
            }
            game.play(mv).expect("legal");
        }
        (
            game,
            found.expect("the game had that many moves with a choice"),
        )
    }

    #[test]
    fn the_review_finds_the_one_blunder_of_an_otherwise_perfect_game() {
        let mut rng = Pcg64Mcg::seed_from_u64(7);
        for rules in [Rules::Othello, Rules::Document] {
            // A start whose 3rd move with a choice can lose stones.
            let (game, (number, played, best, loss)) = loop {
                let start = random_position(rules, 10, &mut rng);
                let (game, blunder) = game_with_a_blunder(start, 3);
                if blunder.3 >= 4 {
                    break (game, blunder);
                }
            };
            let mut told = Vec::new();
            let review = Analyst::new()
                .review(&game, &mut |done, total| {
                    told.push((done, total));
                    true
                })
                .expect("not stopped");
            assert_eq!(told.len(), game.history().len());
            assert_eq!(
                told.last(),
                Some(&(game.history().len(), game.history().len()))
            );
            let worst = review.worst(3);
            assert_eq!(worst.len(), 1, "only the blunder lost stones: {review:?}");
            let w = worst[0];
            assert_eq!(
                (w.number, w.played, w.best, w.loss),
                (number, played, best, loss)
            );
            assert_eq!(w.accuracy, Accuracy::Exact);
            assert_eq!(w.best_value - w.played_value, loss);
            let mover = game_mover(&game, number);
            assert_eq!(w.colour, mover);
            assert_eq!(review.of(mover).loss, loss);
            assert_eq!(review.of(mover).mistakes, 1);
            assert_eq!(review.of(mover.other()).loss, 0);
            assert_eq!(review.worst_of(mover.other(), 3), Vec::new());
            assert_eq!(review.worst_of(mover, 3), worst);
            // Every move with a choice was reviewed, the best ones at no loss.
            let reviewed: u32 = review.summary.iter().map(|s| s.reviewed).sum();
            assert_eq!(reviewed as usize, review.moves.len());
            assert!(
                review
                    .moves
                    .iter()
                    .filter(|m| m.number != number)
                    .all(|m| m.loss == 0 && m.best == m.played)
            );
        }
    }

    fn game_mover(game: &Game, number: usize) -> Colour {
        let mut position = *game.start();
        for played in &game.history()[..number - 1] {
            position.play_unchecked(played.mv);
        }
        position.to_move()
    }

    #[test]
    fn a_review_asked_to_stop_gives_none() {
        let game = Game::replay(Rules::Othello, &["f5", "d6", "c3", "d3", "c4"]).expect("legal");
        let mut calls = 0;
        let review = Analyst::with_depth(2).review(&game, &mut |_, _| {
            calls += 1;
            calls < 2
        });
        assert_eq!(review, None);
        assert_eq!(calls, 2);
    }

    #[test]
    fn scores_round_to_the_nearest_stone() {
        assert_eq!(
            (
                stones(0),
                stones(4),
                stones(5),
                stones(-5),
                stones(-14),
                stones(-15)
            ),
            (0, 0, 1, -1, -1, -2)
        );
    }
}
