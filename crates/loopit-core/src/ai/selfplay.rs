//! Self-play: a whole game between computer players, for the command line's tournaments,
//! the benchmarks and the fuzzers' seeds; the seed of each game of a run and the interval of a
//! share of wins, which `loopit selfplay` and the core's own selfplay example both report.

use crate::game::Game;
use crate::player::{Level, Player, PlayerError, PlayerKind};

use super::strategy::play_turn;

/// Plays a whole game from `seed` between computer players, one seat per level in seating
/// order, and returns the finished game. The same levels and seed give the same game.
pub fn play_game(levels: &[Level], seed: u64) -> Result<Game, PlayerError> {
    let players = levels
        .iter()
        .enumerate()
        .map(|(i, &level)| Player::computer(format!("Computer {}", i + 1), level))
        .collect();
    let mut game = Game::new(players, seed)?;
    while !game.is_over() {
        let level = match game.current_player().kind {
            PlayerKind::Computer(level) => level,
            PlayerKind::Human => Level::Normal,
        };
        play_turn(&mut game, level.strategy());
        game.end_turn();
    }
    Ok(game)
}

/// The seed of game number `index` of a self-play run from `seed` (SplitMix64, so that
/// neighbouring seeds give unrelated games). `loopit selfplay`, the selfplay example and the
/// window's example all derive their games by it, so the same run plays the same games.
#[must_use]
pub fn game_seed(seed: u64, index: u64) -> u64 {
    let mut z = seed
        .wrapping_add(index.wrapping_mul(0x9E37_79B9_7F4A_7C15))
        .wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The 95 % Wilson score interval of a share `wins / games`, in per cent.
#[must_use]
pub fn wilson(wins: f64, games: f64) -> (f64, f64) {
    if games <= 0.0 {
        return (0.0, 100.0);
    }
    let z = 1.96_f64;
    let p = wins / games;
    let centre = p + z * z / (2.0 * games);
    let spread = z * (p * (1.0 - p) / games + z * z / (4.0 * games * games)).sqrt();
    let scale = 1.0 + z * z / games;
    (
        100.0 * ((centre - spread) / scale).max(0.0),
        100.0 * ((centre + spread) / scale).min(1.0),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn game_seeds_differ_between_games_and_repeat_for_a_seed() {
        assert_ne!(game_seed(1, 0), game_seed(1, 1));
        assert_ne!(game_seed(1, 0), game_seed(2, 0));
        assert_eq!(game_seed(7, 3), game_seed(7, 3));
    }
}
