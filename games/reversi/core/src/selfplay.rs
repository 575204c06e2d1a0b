//! Self-play: whole games between two computer players, colours swapped every game, with the
//! share of wins and its 95 % interval.

use rand::{RngExt, SeedableRng};
use rand_pcg::Pcg64Mcg;

use crate::ai::Level;
use crate::board::Colour;
use crate::game::Game;
use crate::rules::{Move, Outcome, Position, Rules};

/// A computer player self-play can seat: a [`Level`], or another way of choosing moves (the
/// previous strongest level, [`crate::ai::previous`], or a player that times its moves).
pub trait Chooser {
    /// The move in `position`; `None` when the game is over.
    fn choose(&self, position: &Position, rng: &mut Pcg64Mcg) -> Option<Move>;
}

impl Chooser for Level {
    fn choose(&self, position: &Position, rng: &mut Pcg64Mcg) -> Option<Move> {
        Level::choose(*self, position, rng)
    }
}

/// One side's results in a match.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Record {
    /// Games won.
    pub wins: u32,
    /// Games tied.
    pub ties: u32,
    /// Games lost.
    pub losses: u32,
    /// Games won as Yellow (moving first).
    pub wins_as_yellow: u32,
    /// Games played as Yellow.
    pub games_as_yellow: u32,
}

impl Record {
    /// Games played.
    #[must_use]
    pub const fn games(&self) -> u32 {
        self.wins + self.ties + self.losses
    }
}

/// The results of a match between levels `a` and `b`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MatchResult {
    /// The first level (Yellow in even-numbered games, from 0).
    pub a: Level,
    /// The second level.
    pub b: Level,
    /// `a`'s results.
    pub record_a: Record,
    /// `b`'s results.
    pub record_b: Record,
}

/// Plays one game from the start between `yellow` and `red` and returns it finished.
pub fn play_game(rules: Rules, yellow: Level, red: Level, rng: &mut Pcg64Mcg) -> Game {
    play_on(Game::new(rules), &yellow, &red, rng)
}

/// Plays `game` on between `yellow` and `red` to its end.
fn play_on(mut game: Game, yellow: &dyn Chooser, red: &dyn Chooser, rng: &mut Pcg64Mcg) -> Game {
    loop {
        let player = match game.position().to_move() {
            Colour::Yellow => yellow,
            Colour::Red => red,
        };
        let Some(mv) = player.choose(game.position(), rng) else {
            return game;
        };
        // The players choose among the legal moves only.
        if game.play(mv).is_err() {
            return game;
        }
    }
}

/// Plays `games` games between `a` and `b`: `a` is Yellow in games 0, 2, 4 …, Red in the
/// others. Game `i` uses a generator seeded from `seed` and `i`, so the same seed gives the
/// same games.
#[must_use]
pub fn run_match(rules: Rules, a: Level, b: Level, games: u32, seed: u64) -> MatchResult {
    let (record_a, record_b) = run_contest(rules, &a, &b, games, seed, 0);
    MatchResult {
        a,
        b,
        record_a,
        record_b,
    }
}

/// Plays `games` games between any two players, as [`run_match`] does, except that each
/// pair of games (0 and 1, 2 and 3, …) starts from the same `opening`: that many random
/// moves from the start, so that players which choose alike in alike positions still meet
/// in many different games, each colour once. Returns `a`'s and `b`'s results.
pub fn run_contest(
    rules: Rules,
    a: &dyn Chooser,
    b: &dyn Chooser,
    games: u32,
    seed: u64,
    opening: u32,
) -> (Record, Record) {
    let (mut record_a, mut record_b) = (Record::default(), Record::default());
    for i in 0..games {
        let mut rng = Pcg64Mcg::seed_from_u64(seed ^ u64::from(i).wrapping_mul(MIX));
        let start = random_opening(
            rules,
            opening,
            seed ^ u64::from(i / 2 + 1).wrapping_mul(MIX.rotate_left(17)),
        );
        let a_is_yellow = i % 2 == 0;
        let game = if a_is_yellow {
            play_on(start, a, b, &mut rng)
        } else {
            play_on(start, b, a, &mut rng)
        };
        let outcome = game.position().outcome();
        let (ya, yb) = if a_is_yellow {
            (&mut record_a, &mut record_b)
        } else {
            (&mut record_b, &mut record_a)
        };
        ya.games_as_yellow += 1;
        match outcome {
            Some(Outcome::Win(Colour::Yellow)) => {
                ya.wins += 1;
                ya.wins_as_yellow += 1;
                yb.losses += 1;
            }
            Some(Outcome::Win(Colour::Red)) => {
                yb.wins += 1;
                ya.losses += 1;
            }
            Some(Outcome::Tie) | None => {
                ya.ties += 1;
                yb.ties += 1;
            }
        }
    }
    (record_a, record_b)
}

/// Spreads the game number over the seed's bits.
const MIX: u64 = 0x9e37_79b9_7f4a_7c15;

/// A game of `plies` random legal moves from the start (fewer if it ends first).
fn random_opening(rules: Rules, plies: u32, seed: u64) -> Game {
    let mut rng = Pcg64Mcg::seed_from_u64(seed);
    let mut game = Game::new(rules);
    for _ in 0..plies {
        let moves = game.position().legal_moves();
        if moves.is_empty() {
            break;
        }
        let mv = moves[rng.random_range(0..moves.len())];
        if game.play(mv).is_err() {
            break;
        }
    }
    game
}

/// The Wilson score interval at 95 % for `successes` out of `n`, as shares 0–1.
#[must_use]
pub fn wilson_interval(successes: u32, n: u32) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    let z = 1.96_f64;
    let n = f64::from(n);
    let p = f64::from(successes) / n;
    let denom = 1.0 + z * z / n;
    let centre = (p + z * z / (2.0 * n)) / denom;
    let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / denom;
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Board;

    #[test]
    fn a_match_plays_every_game_to_the_end_with_colours_swapped() {
        let result = run_match(Rules::Document, Level::Random, Level::Greedy, 4, 9);
        assert_eq!(result.record_a.games(), 4);
        assert_eq!(result.record_b.games(), 4);
        assert_eq!(result.record_a.games_as_yellow, 2);
        assert_eq!(result.record_a.wins, result.record_b.losses);
        assert_eq!(
            result,
            run_match(Rules::Document, Level::Random, Level::Greedy, 4, 9)
        );
    }

    /// Plays greedy, and notes every position with `stones` stones it is asked about.
    struct Noting {
        stones: u32,
        seen: std::cell::RefCell<Vec<Board>>,
    }

    impl Chooser for Noting {
        fn choose(&self, position: &Position, rng: &mut Pcg64Mcg) -> Option<Move> {
            if position.board().occupied().len() == self.stones {
                self.seen.borrow_mut().push(*position.board());
            }
            Level::Greedy.choose(position, rng)
        }
    }

    #[test]
    fn a_contest_pair_starts_both_games_from_the_same_opening() {
        // Six random moves, then the players: the first position they see has ten stones.
        let noting = Noting {
            stones: 10,
            seen: std::cell::RefCell::default(),
        };
        let (a, b) = run_contest(Rules::Othello, &noting, &noting, 8, 5, 6);
        assert_eq!((a.games(), b.games(), a.games_as_yellow), (8, 8, 4));
        assert_eq!(a.wins, b.losses);
        let seen = noting.seen.into_inner();
        assert_eq!(seen.len(), 8);
        for pair in seen.chunks(2) {
            assert_eq!(pair[0], pair[1], "both games of a pair start alike");
        }
        assert!(
            seen.chunks(2)
                .collect::<Vec<_>>()
                .windows(2)
                .all(|w| w[0] != w[1])
        );
        assert_eq!(
            run_contest(Rules::Othello, &Level::Greedy, &Level::Random, 8, 5, 6),
            run_contest(Rules::Othello, &Level::Greedy, &Level::Random, 8, 5, 6)
        );
    }

    #[test]
    fn wilson_interval_brackets_the_share() {
        let (lo, hi) = wilson_interval(900, 1000);
        assert!(lo < 0.9 && 0.9 < hi);
        assert!((lo - 0.8797).abs() < 0.001 && (hi - 0.9174).abs() < 0.001);
    }
}
