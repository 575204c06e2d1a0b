//! Self-play: a whole game between computer players, for the command line's tournaments,
//! the benchmarks and the fuzzers' seeds.

use crate::game::Game;
use crate::player::{Level, Player, PlayerError, PlayerKind};

use super::play_turn;

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
