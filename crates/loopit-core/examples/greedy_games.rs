//! Plays whole two-player games between the game's own computer players (Normal), for
//! measuring the engine's cost with callgrind:
//!
//! ```text
//! cargo build --release -p loopit-core --example greedy_games
//! valgrind --tool=callgrind --toggle-collect='*play_game*' \
//!     target/release/examples/greedy_games 100
//! ```
//!
//! The instruction count of the run divided by the number of games is the cost of one game.

#![allow(clippy::print_stdout)]

use loopit_core::{Level, ai};

fn main() {
    let games: u64 = std::env::args()
        .nth(1)
        .and_then(|n| n.parse().ok())
        .unwrap_or(100);
    let mut tiles = 0;
    for seed in 0..games {
        match ai::play_game(&[Level::Normal, Level::Normal], seed) {
            Ok(game) => tiles += game.board().len(),
            Err(e) => println!("error: {e}"),
        }
    }
    println!("{games} games, {tiles} tiles placed");
}
