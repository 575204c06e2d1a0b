//! Tunes the expert level's weights by self-play against the strong level.
//!
//! ```sh
//! cargo run --release -p nardy-core --example tune -- --seeds 60 --seed 1000 --step 0.5
//! ```
//!
//! One weight at a time (in the order of `Weights::NAMES`), on a block of `--seeds N` seeded
//! games played in both seat orders (`2 N` games, the same dice for every trial of the block):
//! the expert with the weights so far, then with the weight raised and lowered by `--step`
//! (a share of it; a weight of 0 moves by the step itself), each against the strong level.
//! The best of the three is kept, a change only when it wins at least `--margin` games more
//! than the weights so far (default 2). Each weight gets a new block of seeds. `--rounds R`
//! goes over the weights R times. Prints every trial and, at the end, the weights as Rust.
//! One thread, one game at a time; about a minute per trial of 120 games.
//!
//! `--set NAME=VALUE` (repeatable) starts from other weights, `--only NAME,NAME` tunes only
//! those, and `--score` plays one block with the starting weights and stops (to try a variant).

#![allow(clippy::print_stdout, clippy::print_stderr)]

use nardy_core::ai::{TURN_LIMIT, Weights, choose_expert};
use nardy_core::{Colour, Level, Position, Roll, Turn, choose};
use rand::SeedableRng;
use rand_pcg::Pcg64Mcg;

/// Whether the expert with `w`, playing `expert_colour`, wins the game of `seed` against the
/// strong level (a game that reaches the turn limit counts as lost).
fn expert_wins(w: &Weights, expert_colour: Colour, seed: u64) -> bool {
    let mut rng = Pcg64Mcg::seed_from_u64(seed);
    let starter = Colour::drawn(&mut rng);
    let mut pos = Position::start(starter);
    for _ in 0..TURN_LIMIT {
        if let Some(o) = pos.outcome() {
            return o.winner == expert_colour;
        }
        let roll = Roll::random(&mut rng);
        let chosen = if pos.to_move() == expert_colour {
            choose_expert(w, &pos, roll)
        } else {
            choose(Level::Strong, &pos, roll)
        };
        pos = match chosen {
            Some(t) => t.position,
            None => Turn::new(pos, roll).finish().unwrap_or(pos),
        };
    }
    false
}

/// Games won by the expert with `w` over seeds `from..from + n`, in both seat orders.
fn score(w: &Weights, from: u64, n: u64) -> u32 {
    let mut wins = 0;
    for seed in from..from + n {
        for c in Colour::ALL {
            wins += u32::from(expert_wins(w, c, seed));
        }
    }
    wins
}

fn arg<T: std::str::FromStr>(name: &str, default: T) -> T {
    let args: Vec<String> = std::env::args().collect();
    args.iter()
        .position(|a| a == name)
        .and_then(|i| args.get(i + 1))
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn main() {
    let seeds: u64 = arg("--seeds", 60);
    let mut block: u64 = arg("--seed", 1000);
    let step: f32 = arg("--step", 0.5);
    let rounds: u32 = arg("--rounds", 1);
    let margin: u32 = arg("--margin", 2);
    let mut w = Weights::TUNED.to_array();
    let args: Vec<String> = std::env::args().collect();
    for pair in args.windows(2).filter(|p| p[0] == "--set") {
        let Some((name, value)) = pair[1].split_once('=') else {
            eprintln!("error: --set takes NAME=VALUE");
            return;
        };
        match (
            Weights::NAMES.iter().position(|n| *n == name),
            value.parse::<f32>(),
        ) {
            (Some(i), Ok(v)) => w[i] = v,
            _ => {
                eprintln!("error: no weight {name} or no number {value}");
                return;
            }
        }
    }
    let only: Option<Vec<String>> = args
        .iter()
        .position(|a| a == "--only")
        .and_then(|i| args.get(i + 1))
        .map(|v| v.split(',').map(str::to_string).collect());
    if args.iter().any(|a| a == "--score") {
        let s = score(&Weights::from_array(w), block, seeds);
        println!(
            "{s}/{} = {:.1} % over seeds {block}..{}",
            2 * seeds,
            100.0 * f64::from(s) / (2 * seeds) as f64,
            block + seeds
        );
        return;
    }
    let games = 2 * seeds;
    for round in 0..rounds {
        for (i, name) in Weights::NAMES.iter().enumerate() {
            if only.as_ref().is_some_and(|o| !o.iter().any(|n| n == name)) {
                continue;
            }
            let base = score(&Weights::from_array(w), block, seeds);
            let mut best = (base, w[i]);
            let delta = if w[i] == 0.0 { step } else { w[i] * step };
            for v in [w[i] + delta, w[i] - delta] {
                let mut t = w;
                t[i] = v;
                let s = score(&Weights::from_array(t), block, seeds);
                println!(
                    "round {round} seeds {block}.. {name} = {v:.3}: {s}/{games} (so far {:.3}: {base}/{games})",
                    w[i]
                );
                if s >= best.0.max(base + margin) && s > best.0 {
                    best = (s, v);
                }
            }
            if best.1 != w[i] {
                println!("  -> {name} {:.3} -> {:.3}", w[i], best.1);
                w[i] = best.1;
            }
            block += seeds;
        }
    }
    println!("Weights {{");
    for (name, v) in Weights::NAMES.iter().zip(w) {
        println!("    {name}: {v:.3},");
    }
    println!("}}");
}
