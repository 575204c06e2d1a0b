//! Whole games between computer players, played the way `loopit selfplay` plays them (the
//! same seeds, the same turn loop: each computer turn planned with [`Strategy::plan_laid`],
//! timed, then taken by the game as planned, [`Game::play_planned`]), on one thread. For measuring the
//! engine's cost without the window's dependencies, and for checking that a change keeps the
//! games exactly as they were (the fingerprint covers every turn of every game).
//!
//! ```text
//! cargo run --release -p loopit-core --example selfplay -- GAMES SEED LEVELS [THINK_MS] [NAME=VALUE ...] [per-game]
//! ```
//!
//! e.g. `-- 210 7 normal,normal`. It prints per seat the mean score, the share of wins with
//! its 95 % (Wilson) interval and the think time per turn (median, p99, worst; wall time, and
//! the CPU time of the planning thread where Linux tells it): the tuning harness of the
//! Expert, whose budget `THINK_MS` sets as `loopit selfplay --think-ms` does (e.g.
//! `-- 500 90001 expert,strong`, then `strong,expert`). The Expert weighs its candidates on
//! every core; `RAYON_NUM_THREADS=1` keeps it to one (the games are the same).
//!
//! `NAME=VALUE` words set the numbers of the Expert's search ([`Tuning`], e.g.
//! `reply_weight=100 endgame_tiles=36`): every experiment the README reports under "The
//! Expert's strength" is one such command. `per-game` prints each game's final scores as a
//! line `game INDEX: SCORE SCORE …`, so that two runs from the same seed can be compared
//! game by game (a change that draws the same samples, such as a weight or the endgame's
//! threshold, leaves each game as it was up to the first turn it decides differently).
//!
//! The engine's cost of one game in instructions, counted with callgrind: the instructions of
//! `Strategy::plan_laid`, `Game::play_planned`, `Game::end_turn` and `Game::new` (inclusive, as
//! `callgrind_annotate --inclusive=yes` lists them) in a run of 210 games less those in a run
//! of 10, divided by 200 (the harness's clock readings are not the engine's):
//!
//! ```text
//! cargo build --profile profiling -p loopit-core --example selfplay
//! RAYON_NUM_THREADS=1 valgrind --tool=callgrind --callgrind-out-file=cg.210 \
//!     target/profiling/examples/selfplay 210 7 normal,normal
//! ```

#![allow(clippy::print_stdout, clippy::print_stderr)]

use std::process::ExitCode;
use std::time::{Duration, Instant};

use loopit_core::Standing;
use loopit_core::ai::{Budget, Expert, Tuning, game_seed, wilson};
use loopit_core::{Game, Level, Player, Strategy};

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
    // The games run on a pool of `RAYON_NUM_THREADS` threads (every core by default): with one,
    // the planning thread does all the Expert's work and its CPU time is the think time.
    match rayon::ThreadPoolBuilder::new().build() {
        Ok(pool) => pool.install(run),
        Err(e) => {
            eprintln!("{e}");
            ExitCode::from(2)
        }
    }
}

/// The run the command line asks for.
fn run() -> ExitCode {
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
    let mut budget = Budget::DEFAULT;
    let mut tuning = Tuning::DEFAULT;
    let mut per_game = false;
    for (i, word) in args.iter().enumerate().skip(3) {
        if word == "per-game" {
            per_game = true;
        } else if let (3, Ok(ms)) = (i, word.parse()) {
            budget = Budget::think_ms(ms);
        } else if let Err(e) = tuning.set(word) {
            eprintln!("{e}");
            return ExitCode::from(2);
        }
    }
    if tuning != Tuning::DEFAULT {
        println!("Expert's tuning: {tuning}");
    }
    let mut fingerprint = Fingerprint(0xcbf2_9ce4_8422_2325);
    let mut totals = vec![0u64; levels.len()];
    // Wins in twelfths of a game, so that a shared first place is counted exactly.
    let mut wins = vec![0u64; levels.len()];
    let mut times: Vec<Vec<Duration>> = vec![Vec::new(); levels.len()];
    let mut cpu_times: Vec<Vec<Duration>> = vec![Vec::new(); levels.len()];
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
            .map(|_| Expert::tuned(budget, 0, tuning))
            .collect();
        let mut think: Vec<Vec<Duration>> = vec![Vec::new(); levels.len()];
        let mut cpu_think: Vec<Vec<Duration>> = vec![Vec::new(); levels.len()];
        while !game.is_over() {
            let seat = game.current();
            let strategy: &dyn Strategy = match levels[seat] {
                Level::Expert => &experts[seat],
                level => level.strategy(),
            };
            let start = Instant::now();
            let cpu = thread_cpu();
            let planned = strategy.plan_laid(game.position());
            think[seat].push(start.elapsed());
            if let (Some(before), Some(after)) = (cpu, thread_cpu()) {
                cpu_think[seat].push(after.saturating_sub(before));
            }
            if game.play_planned(planned).is_err() {
                eprintln!("a turn was planned for another position");
                return ExitCode::FAILURE;
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
        if per_game {
            let scores: Vec<String> = game.players().iter().map(|p| p.score.to_string()).collect();
            println!("game {index}: {}", scores.join(" "));
        }
        let ranking = game.ranking();
        let first: Vec<&Standing> = ranking.iter().filter(|s| s.place == 1).collect();
        for standing in &first {
            wins[standing.player] += 12 / first.len().max(1) as u64;
        }
        for (seat, turns) in think.into_iter().enumerate() {
            times[seat].extend(turns);
        }
        for (seat, turns) in cpu_think.into_iter().enumerate() {
            cpu_times[seat].extend(turns);
        }
    }
    println!(
        "{games} games from seed {seed}: score totals {totals:?}, fingerprint {:016x}",
        fingerprint.0
    );
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    for (seat, level) in levels.iter().enumerate() {
        let won = wins[seat] as f64 / 12.0;
        let (low, high) = wilson(won, games as f64);
        times[seat].sort();
        cpu_times[seat].sort();
        let turns = &times[seat];
        let at = |q: f64| quantile(turns, q);
        println!(
            "seat {} ({level}): mean score {:.1}, wins {:.1}% (95% interval {low:.1}-{high:.1}%), \
             think per turn median {:.3} ms, p99 {:.3} ms, max {:.3} ms ({} turns)",
            seat + 1,
            totals[seat] as f64 / games.max(1) as f64,
            100.0 * won / games.max(1) as f64,
            ms(at(0.5)),
            ms(at(0.99)),
            ms(turns.last().copied().unwrap_or_default()),
            turns.len()
        );
        let cpu = &cpu_times[seat];
        if !cpu.is_empty() {
            println!(
                "seat {} ({level}): CPU time of the planning thread per turn median {:.3} ms, \
                 p99 {:.3} ms, max {:.3} ms",
                seat + 1,
                ms(quantile(cpu, 0.5)),
                ms(quantile(cpu, 0.99)),
                ms(cpu.last().copied().unwrap_or_default()),
            );
        }
    }
    ExitCode::SUCCESS
}

/// The `q`-quantile of sorted `times` (the nearest rank).
fn quantile(times: &[Duration], q: f64) -> Duration {
    times
        .get(((times.len() as f64 * q).ceil() as usize).saturating_sub(1))
        .copied()
        .unwrap_or_default()
}

/// The CPU time the calling thread has run so far, where the system tells it (Linux's
/// `/proc/thread-self/schedstat`): a think time that a loaded machine does not stretch.
fn thread_cpu() -> Option<Duration> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let nanos: u64 = text.split_whitespace().next()?.parse().ok()?;
    Some(Duration::from_nanos(nanos))
}
