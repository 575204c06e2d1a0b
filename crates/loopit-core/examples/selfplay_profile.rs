//! Plays many greedy games in a row, for profiling: `cargo run --release -p loopit-core --example selfplay_profile -- 2000`.
use loopit_core::{Level, ai};

fn main() {
    let games: u64 = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(2000);
    let start = std::time::Instant::now();
    let mut tiles = 0;
    for seed in 0..games {
        if let Ok(game) = ai::play_game(&[Level::Greedy, Level::Greedy], seed) {
            tiles += game.board().len();
        }
    }
    let secs = start.elapsed().as_secs_f64();
    eprintln!(
        "{games} games, {:.0} games/s, {:.1} tiles per game",
        games as f64 / secs,
        tiles as f64 / games as f64
    );
}
