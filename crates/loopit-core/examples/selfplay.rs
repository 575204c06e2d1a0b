//! Whole games between computer players, played the way `loopit selfplay` plays them (the
//! same seeds, the same turn loop: each computer turn planned with [`Strategy::plan_turn`],
//! timed, then placed through the game's own moves), on one thread. For measuring the
//! engine's cost without the window's dependencies, and for checking that a change keeps the
//! games exactly as they were (the fingerprint covers every turn of every game).
//!
//! ```text
//! cargo run --release -p loopit-core --example selfplay -- GAMES SEED LEVELS
//! ```
//!
//! e.g. `-- 210 7 normal,normal`. The cost of one game in instructions, counted with
//! callgrind: (instructions of a run of 210 games − those of a run of 10) / 200:
//!
//! ```text
//! cargo build --profile profiling -p loopit-core --example selfplay
//! valgrind --tool=callgrind --callgrind-out-file=/dev/null \
//!     target/profiling/examples/selfplay 210 7 normal,normal
//! ```

#![allow(clippy::print_stdout, clippy::print_stderr)]

use std::process::ExitCode;
use std::time::{Duration, Instant};

use loopit_core::ai::{Budget, Expert};
use loopit_core::{Game, Level, Player, Strategy};

/// The seed of game number `index` of a run from `seed`, as `loopit selfplay` derives it
/// (SplitMix64).
fn game_seed(seed: u64, index: u64) -> u64 {
    let mut z = seed
        .wrapping_add(index.wrapping_mul(0x9E37_79B9_7F4A_7C15))
        .wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// A running FNV-1a hash of everything the games did.
struct Fingerprint(u64);

impl Fingerprint {
    fn add(&mut self, value: u64) {
        for byte in value.to_le_bytes() {
            self.0 = (self.0 ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3);
        }
    }
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let games: u64 = args.first().and_then(|n| n.parse().ok()).unwrap_or(100);
    let seed: u64 = args.get(1).and_then(|n| n.parse().ok()).unwrap_or(7);
    let levels = args.get(2).map_or("normal,normal", String::as_str);
    let levels: Vec<Level> = match levels.split(',').map(str::parse).collect() {
        Ok(levels) => levels,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(2);
        }
    };
    let mut fingerprint = Fingerprint(0xcbf2_9ce4_8422_2325);
    let mut totals = vec![0u64; levels.len()];
    let mut slowest = Duration::ZERO;
    for index in 0..games {
        let players = levels
            .iter()
            .enumerate()
            .map(|(i, &level)| Player::computer(format!("Computer {}", i + 1), level))
            .collect();
        let mut game = match Game::new(players, game_seed(seed, index)) {
            Ok(game) => game,
            Err(e) => {
                eprintln!("{e}");
                return ExitCode::from(2);
            }
        };
        let experts: Vec<Expert> = levels
            .iter()
            .map(|_| Expert::new(Budget::DEFAULT, 0))
            .collect();
        let mut think: Vec<Vec<Duration>> = vec![Vec::new(); levels.len()];
        while !game.is_over() {
            let seat = game.current();
            let strategy: &dyn Strategy = match levels[seat] {
                Level::Expert => &experts[seat],
                level => level.strategy(),
            };
            let start = Instant::now();
            let plan = strategy.plan_turn(&game);
            think[seat].push(start.elapsed());
            for choice in plan {
                if game.place(choice.slot, choice.cell).is_err() {
                    break;
                }
            }
            for placement in game.placed().iter() {
                fingerprint.add(placement.cell.index() as u64);
                fingerprint.add(placement.tile.index() as u64);
            }
            game.end_turn();
        }
        for (seat, player) in game.players().iter().enumerate() {
            totals[seat] += u64::from(player.score);
            fingerprint.add(u64::from(player.score));
        }
        slowest = slowest.max(think.iter().flatten().copied().max().unwrap_or_default());
    }
    println!(
        "{games} games from seed {seed}: score totals {totals:?}, fingerprint {:016x}, slowest \
         turn {:.1} ms",
        fingerprint.0,
        slowest.as_secs_f64() * 1e3
    );
    ExitCode::SUCCESS
}
