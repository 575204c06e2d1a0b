//! Trains the expert level's network by self-play, TD(λ), and writes its weights.
//!
//! ```sh
//! nice -n 10 cargo run --release -p nardy-core --example train -- \
//!     --games 40000 --seed 1 --out games/nardy/core/src/ai/td_weights.txt
//! ```
//!
//! Game `g` is played with the dice of seed `S + g`, so a run is the same for the same
//! arguments. The step size falls linearly from `--alpha` (default 0.1) to a quarter of it at
//! the last game; `--lambda` (default 0.7) is the trace decay, `--hidden` (default 32) the
//! network's hidden units, `--from FILE` starts from a saved network instead of a new one
//! (the hand-made evaluation, `Net::new`). Every `--every K` games (default 1000) it prints
//! the games so far, their speed, the mean TD error and turns, and White's mean result, and
//! writes the weights to `--out` (so a run stopped early leaves its last network). One thread.

#![allow(clippy::print_stdout, clippy::print_stderr)]

use std::process::ExitCode;
use std::time::Instant;

use nardy_core::ai::td::{DEFAULT_HIDDEN, Net, Trainer};

fn arg<T: std::str::FromStr>(args: &[String], name: &str, default: T) -> Result<T, String> {
    match args.iter().position(|a| a == name) {
        None => Ok(default),
        Some(i) => args
            .get(i + 1)
            .and_then(|v| v.parse().ok())
            .ok_or_else(|| format!("{name} takes a value")),
    }
}

fn run() -> Result<(), String> {
    let args: Vec<String> = std::env::args().collect();
    let games: u64 = arg(&args, "--games", 10_000)?;
    let seed: u64 = arg(&args, "--seed", 1)?;
    let alpha: f32 = arg(&args, "--alpha", 0.1)?;
    let lambda: f32 = arg(&args, "--lambda", 0.7)?;
    let hidden: usize = arg(&args, "--hidden", DEFAULT_HIDDEN)?;
    let every: u64 = arg(&args, "--every", 1000)?.max(1);
    let out: String = arg(&args, "--out", "td_weights.txt".to_string())?;
    let from: Option<String> = Some(arg(&args, "--from", String::new())?).filter(|s| !s.is_empty());
    let net = match &from {
        Some(path) => {
            let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
            Net::parse(&text).map_err(|e| format!("{path}: {e}"))?
        }
        None => Net::new(hidden, seed),
    };
    let mut trainer = Trainer::new(net, alpha, lambda);
    let t0 = Instant::now();
    let (mut err, mut turns, mut white) = (0f64, 0u64, 0f64);
    for g in 0..games {
        trainer.alpha = alpha * (1.0 - 0.75 * g as f32 / games as f32);
        let r = trainer.train_game(seed.wrapping_add(g));
        err += f64::from(r.mean_error);
        turns += u64::from(r.turns);
        white += f64::from(r.white_result);
        if (g + 1) % every == 0 || g + 1 == games {
            let n = ((g % every) + 1) as f64;
            println!(
                "games {:>7}  {:.0} games/s  alpha {:.4}  mean |TD error| {:.4}  turns {:.1}  White {:.3}",
                g + 1,
                (g + 1) as f64 / t0.elapsed().as_secs_f64(),
                trainer.alpha,
                err / n,
                turns as f64 / n,
                white / n
            );
            (err, turns, white) = (0.0, 0, 0.0);
            let mut text = format!(
                "# nardy-core examples/train: --games {} of {games} --seed {seed} --alpha {alpha} \
                 --lambda {lambda}{}\n",
                g + 1,
                from.as_ref()
                    .map(|f| format!(" --from {f}"))
                    .unwrap_or_default()
            );
            text.push_str(&trainer.net().to_text());
            std::fs::write(&out, text).map_err(|e| format!("{out}: {e}"))?;
        }
    }
    Ok(())
}

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(2)
        }
    }
}
