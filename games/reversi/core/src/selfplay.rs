//! Self-play: whole games between two computer levels, colours swapped every game, with the
//! share of wins and its 95 % interval.

use rand::SeedableRng;
use rand_pcg::Pcg64Mcg;

use crate::ai::Level;
use crate::board::Colour;
use crate::game::Game;
use crate::rules::{Outcome, Rules};

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
    let mut game = Game::new(rules);
    loop {
        let level = match game.position().to_move() {
            Colour::Yellow => yellow,
            Colour::Red => red,
        };
        let Some(mv) = level.choose(game.position(), rng) else {
            return game;
        };
        // The levels choose among the legal moves only.
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
    let mut result = MatchResult {
        a,
        b,
        record_a: Record::default(),
        record_b: Record::default(),
    };
    for i in 0..games {
        let mut rng =
            Pcg64Mcg::seed_from_u64(seed ^ u64::from(i).wrapping_mul(0x9e37_79b9_7f4a_7c15));
        let a_is_yellow = i % 2 == 0;
        let (yellow, red) = if a_is_yellow { (a, b) } else { (b, a) };
        let game = play_game(rules, yellow, red, &mut rng);
        let outcome = game.position().outcome();
        let (ya, yb) = if a_is_yellow {
            (&mut result.record_a, &mut result.record_b)
        } else {
            (&mut result.record_b, &mut result.record_a)
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
    result
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

    #[test]
    fn wilson_interval_brackets_the_share() {
        let (lo, hi) = wilson_interval(900, 1000);
        assert!(lo < 0.9 && 0.9 < hi);
        assert!((lo - 0.8797).abs() < 0.001 && (hi - 0.9174).abs() < 0.001);
    }
}
