//! Measures the strongest level against the previous one ([`reversi_core::ai::previous`]):
//! whole games, each pair from the same random opening with colours swapped, and the think
//! time of every move of both.
//!
//! ```text
//! nice -n 10 cargo run --release -p reversi-core --example strength -- \
//!     [--games 1000] [--seed 1] [--opening 4] [--rules othello|classic|document]
//! ```
//!
//! Prints the strongest level's wins, ties and losses with the 95 % Wilson interval of its
//! wins and of its score (a tie counts half), its wins as Black (Yellow, first to move) and as
//! White, and the think time per move of both players (mean, 99th percentile, worst).

// A measuring tool: its report is its output.
#![allow(clippy::print_stdout)]

use std::cell::RefCell;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use rand_pcg::Pcg64Mcg;
use reversi_core::ai::previous;
use reversi_core::selfplay::{Chooser, run_contest, wilson_interval};
use reversi_core::{Level, Move, Position, Rules};

/// A player that notes how long each of its moves took.
struct Timed<F> {
    choose: F,
    times: RefCell<Vec<Duration>>,
}

impl<F: Fn(&Position, &mut Pcg64Mcg) -> Option<Move>> Chooser for Timed<F> {
    fn choose(&self, position: &Position, rng: &mut Pcg64Mcg) -> Option<Move> {
        let start = Instant::now();
        let mv = (self.choose)(position, rng);
        self.times.borrow_mut().push(start.elapsed());
        mv
    }
}

fn timed<F>(choose: F) -> Timed<F> {
    Timed {
        choose,
        times: RefCell::default(),
    }
}

/// Mean, 99th percentile and worst, in milliseconds.
fn spread(times: &mut [Duration]) -> String {
    times.sort_unstable();
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    let n = times.len().max(1);
    let mean = times.iter().map(|&d| ms(d)).sum::<f64>() / n as f64;
    let p99 = times.get(n * 99 / 100).copied().unwrap_or_default();
    let worst = times.last().copied().unwrap_or_default();
    format!(
        "{} moves: mean {mean:.1} ms, p99 {:.1} ms, worst {:.1} ms",
        times.len(),
        ms(p99),
        ms(worst)
    )
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let value = |name: &str| {
        args.iter()
            .position(|a| a == name)
            .and_then(|i| args.get(i + 1))
    };
    let number = |name: &str, default: u64| value(name).map_or(Some(default), |v| v.parse().ok());
    let (Some(games), Some(seed), Some(opening)) = (
        number("--games", 1000),
        number("--seed", 1),
        number("--opening", 4),
    ) else {
        eprintln!("usage: strength [--games N] [--seed S] [--opening PLIES] [--rules R]");
        return ExitCode::from(2);
    };
    let rules = match value("--rules").map(String::as_str) {
        None | Some("othello") => Rules::Othello,
        Some("classic") => Rules::Classic,
        Some("document") => Rules::Document,
        Some(other) => {
            eprintln!("'{other}' is not rules: othello, classic or document");
            return ExitCode::from(2);
        }
    };
    let (Ok(games), Ok(opening)) = (u32::try_from(games), u32::try_from(opening)) else {
        eprintln!("too many games or opening moves");
        return ExitCode::from(2);
    };
    let today = timed(|p: &Position, rng: &mut Pcg64Mcg| Level::AlphaBeta.choose(p, rng));
    let before = timed(|p: &Position, rng: &mut Pcg64Mcg| previous::choose(p, rng));
    let start = Instant::now();
    let (new, old) = run_contest(rules, &today, &before, games, seed, opening);
    let seconds = start.elapsed().as_secs_f64();
    let share = |k: u32| format!("{:.1} %", 100.0 * f64::from(k) / f64::from(games.max(1)));
    let interval = |k: u32, n: u32| {
        let (lo, hi) = wilson_interval(k, n);
        format!("{:.1}–{:.1} %", 100.0 * lo, 100.0 * hi)
    };
    println!(
        "{games} games, {rules} rules, seed {seed}, {opening} random opening moves, {seconds:.0} s"
    );
    println!(
        "alphabeta (today) vs previous: {} wins = {} ({}), {} ties, {} losses",
        new.wins,
        share(new.wins),
        interval(new.wins, games),
        new.ties,
        new.losses
    );
    // A tie as half a win: the score over 2n half-points.
    let half_points = 2 * new.wins + new.ties;
    println!(
        "score {:.1} % ({}); as Black {}/{}, as White {}/{}",
        100.0 * f64::from(half_points) / f64::from(2 * games.max(1)),
        interval(half_points, 2 * games),
        new.wins_as_yellow,
        new.games_as_yellow,
        new.wins - new.wins_as_yellow,
        games - new.games_as_yellow
    );
    println!("previous: {} wins, {} losses", old.wins, old.losses);
    println!(
        "think time, today:    {}",
        spread(&mut today.times.borrow_mut())
    );
    println!(
        "think time, previous: {}",
        spread(&mut before.times.borrow_mut())
    );
    ExitCode::SUCCESS
}
