//! `selfplay`: whole games between computer players on a pool of threads, each seeded from the
//! run's seed so the results do not depend on the threads; the report gives games per second
//! and per seat the mean score, the wins with a 95 % interval and the think times. Ctrl-C stops
//! the run with a report of the games finished.

use std::io::Write;
use std::process::ExitCode;
use std::sync::Once;
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use loopit_core::ai::{Budget, Expert};
use loopit_core::{Game, Level, Player, Strategy};
use rayon::prelude::*;

use super::INTERRUPTED;
use super::error::{CliError, count};

/// The seed of game number `index` of a self-play run from `seed` (SplitMix64, so that
/// neighbouring seeds give unrelated games).
fn game_seed(seed: u64, index: u64) -> u64 {
    let mut z = seed
        .wrapping_add(index.wrapping_mul(0x9E37_79B9_7F4A_7C15))
        .wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// How many times Ctrl-C was pressed during this process (self-play stops at the first, the
/// process quits at the second).
static CTRL_C: AtomicU32 = AtomicU32::new(0);

/// Counts Ctrl-C presses instead of dying at the first, so that a self-play run can report the
/// games it finished. Installed once; a second press quits at once.
pub(super) fn watch_ctrl_c() {
    static INSTALL: Once = Once::new();
    INSTALL.call_once(|| {
        let installed = ctrlc::set_handler(|| {
            if CTRL_C.fetch_add(1, Ordering::SeqCst) >= 1 {
                #[allow(clippy::exit, reason = "a second Ctrl-C means: quit now")]
                std::process::exit(i32::from(INTERRUPTED));
            }
        });
        if let Err(e) = installed {
            log::warn!("Ctrl-C will end self-play without a report: {e}");
        }
    });
}

/// Whether Ctrl-C asked self-play to stop.
fn interrupted() -> bool {
    CTRL_C.load(Ordering::SeqCst) > 0
}

/// What one self-play game gives: each seat's final score, share of the win, and the time
/// each of its turns took to think, in seconds.
struct GameResult {
    scores: Vec<u32>,
    wins: Vec<f64>,
    think: Vec<Vec<f64>>,
}

/// Plays one whole game between the `levels`, the Expert thinking within `budget`, timing
/// every computer turn.
fn play_timed(levels: &[Level], budget: Budget, seed: u64) -> Result<GameResult, CliError> {
    let players = levels
        .iter()
        .enumerate()
        .map(|(i, &level)| Player::computer(format!("Computer {}", i + 1), level))
        .collect();
    let mut game = Game::new(players, seed).map_err(CliError::Players)?;
    let experts: Vec<Expert> = levels.iter().map(|_| Expert::new(budget, 0)).collect();
    let mut think = vec![Vec::new(); levels.len()];
    while !game.is_over() {
        let seat = game.current();
        let strategy: &dyn Strategy = match levels[seat] {
            Level::Expert => &experts[seat],
            level => level.strategy(),
        };
        let start = Instant::now();
        let plan = strategy.plan_turn(&game);
        think[seat].push(start.elapsed().as_secs_f64());
        for choice in plan {
            if game.place(choice.slot, choice.cell).is_err() {
                break;
            }
        }
        game.end_turn();
    }
    let ranking = game.ranking();
    let winners = ranking.iter().filter(|s| s.place == 1).count() as f64;
    let mut scores = vec![0; levels.len()];
    let mut wins = vec![0.0; levels.len()];
    for standing in &ranking {
        scores[standing.player] = standing.score;
        if standing.place == 1 {
            wins[standing.player] = 1.0 / winners;
        }
    }
    Ok(GameResult {
        scores,
        wins,
        think,
    })
}

/// The progress bar of a self-play run: drawn on stderr only when stderr is a terminal, and
/// only once the run has taken more than a second (a short run stays quiet).
struct Progress {
    bar: ProgressBar,
    start: Instant,
    terminal: bool,
    shown: AtomicBool,
}

impl Progress {
    /// How long a run goes before its bar appears.
    const DELAY: Duration = Duration::from_secs(1);

    fn new(games: u64, terminal: bool) -> Progress {
        let bar = ProgressBar::with_draw_target(Some(games), ProgressDrawTarget::hidden());
        if let Ok(style) =
            ProgressStyle::with_template("{wide_bar} {pos}/{len} games, about {eta} left")
        {
            bar.set_style(style);
        }
        Progress {
            bar,
            start: Instant::now(),
            terminal,
            shown: AtomicBool::new(false),
        }
    }

    /// One more game finished.
    fn game_done(&self) {
        self.bar.inc(1);
        if self.terminal
            && self.start.elapsed() > Progress::DELAY
            && !self.shown.swap(true, Ordering::Relaxed)
        {
            self.bar.set_draw_target(ProgressDrawTarget::stderr());
        }
    }

    /// The run is over: the bar goes, so that the report stands alone.
    fn finish(&self) {
        self.bar.finish_and_clear();
    }
}

/// A self-play run as the command line asks for it.
pub(super) struct SelfPlay<'a> {
    pub(super) games: u64,
    pub(super) seed: u64,
    pub(super) players: &'a str,
    pub(super) threads: usize,
    pub(super) budget: Budget,
    /// Whether a progress bar may be drawn (stderr is a terminal).
    pub(super) progress: bool,
}

/// The games of a self-play run that were played, in game order (only fewer than asked for
/// when Ctrl-C stopped the run).
struct Played {
    results: Vec<GameResult>,
    interrupted: bool,
}

impl SelfPlay<'_> {
    /// Plays games `0..games` on a pool of `threads` threads; the results come back in game
    /// order, so they do not depend on the number of threads. After Ctrl-C no new game starts;
    /// the games under way finish.
    fn play_all(&self, levels: &[Level]) -> Result<Played, CliError> {
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(self.threads)
            .build()
            .map_err(|e| CliError::Threads(e.to_string()))?;
        let progress = Progress::new(self.games, self.progress);
        let results: Vec<Option<Result<GameResult, CliError>>> = pool.install(|| {
            (0..self.games)
                .into_par_iter()
                .map(|index| {
                    if interrupted() {
                        return None;
                    }
                    let result = play_timed(levels, self.budget, game_seed(self.seed, index));
                    progress.game_done();
                    Some(result)
                })
                .collect()
        });
        progress.finish();
        let interrupted = results.iter().any(Option::is_none);
        let results = results.into_iter().flatten().collect::<Result<_, _>>()?;
        Ok(Played {
            results,
            interrupted,
        })
    }

    /// Plays the run and writes its report to `out`.
    pub(super) fn play(&self, out: &mut dyn Write) -> Result<ExitCode, CliError> {
        let levels = self
            .players
            .split(',')
            .map(str::parse::<Level>)
            .collect::<Result<Vec<Level>, _>>()
            .map_err(CliError::Level)?;
        if !Player::COUNT.contains(&levels.len()) {
            return Err(CliError::SeatCount(levels.len()));
        }
        if self.games == 0 {
            return Err(CliError::NoGames);
        }
        let start = Instant::now();
        let played = self.play_all(&levels)?;
        let seconds = start.elapsed().as_secs_f64();
        let results = played.results;
        let games = results.len() as u64;
        if played.interrupted {
            writeln!(
                out,
                "interrupted after {games} of {}: the lines below are about the finished games \
                 only",
                count(self.games, "game", "games")
            )?;
        }
        let per_second = if seconds > 0.0 {
            games as f64 / seconds
        } else {
            f64::INFINITY
        };
        // "0.7 games per second" for slow runs, never "1 games per second".
        let per_second = if per_second < 10.0 {
            format!("{per_second:.1}")
        } else {
            format!("{per_second:.0}")
        };
        let expert_ms = self.budget.replies / Budget::REPLIES_PER_MS;
        writeln!(
            out,
            "{} in {seconds:.2} s: {per_second} games per second (seed {}, players {}, {}, \
             expert think {expert_ms} ms)",
            count(games, "game", "games"),
            self.seed,
            levels.iter().map(|l| l.key()).collect::<Vec<_>>().join(","),
            count(self.threads as u64, "thread", "threads"),
        )?;
        let games_f = games.max(1) as f64;
        for (seat, level) in levels.iter().enumerate() {
            let total: u64 = results.iter().map(|r| u64::from(r.scores[seat])).sum();
            let wins: f64 = results.iter().map(|r| r.wins[seat]).sum();
            let (low, high) = wilson(wins, games as f64);
            writeln!(
                out,
                "seat {} ({level}): mean score {:.1}, wins {:.1}% (95% interval {low:.1}-{high:.1}%)",
                seat + 1,
                total as f64 / games_f,
                100.0 * wins / games_f
            )?;
        }
        for (seat, level) in levels.iter().enumerate() {
            let mut times: Vec<f64> = results
                .iter()
                .flat_map(|r| r.think[seat].iter().copied())
                .collect();
            times.sort_by(f64::total_cmp);
            let mean = times.iter().sum::<f64>() / times.len().max(1) as f64;
            writeln!(
                out,
                "seat {} ({level}) think time per turn: mean {:.3} ms, median {:.3} ms, p99 {:.3} ms, \
                 max {:.3} ms ({})",
                seat + 1,
                1000.0 * mean,
                1000.0 * quantile(&times, 0.5),
                1000.0 * quantile(&times, 0.99),
                1000.0 * times.last().copied().unwrap_or(0.0),
                count(times.len() as u64, "turn", "turns")
            )?;
        }
        Ok(if played.interrupted {
            ExitCode::from(INTERRUPTED)
        } else {
            ExitCode::SUCCESS
        })
    }
}

/// The 95 % Wilson score interval of a share `wins / games`, in per cent.
fn wilson(wins: f64, games: f64) -> (f64, f64) {
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

/// The value below which `share` of the sorted `values` lie.
fn quantile(sorted: &[f64], share: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let rank = ((share * sorted.len() as f64).ceil() as usize).clamp(1, sorted.len());
    sorted[rank - 1]
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

    #[test]
    fn selfplay_refuses_unknown_levels_seat_counts_and_no_games() {
        let run = |games, players| SelfPlay {
            games,
            seed: 1,
            players,
            threads: 1,
            budget: Budget::DEFAULT,
            progress: false,
        };
        let mut out = Vec::new();
        let unknown = run(1, "greedy,wizard").play(&mut out).expect_err("unknown");
        assert!(matches!(unknown, CliError::Level(_)));
        assert!(unknown.to_string().contains("\"wizard\""), "{unknown}");
        let one = run(1, "greedy").play(&mut out).expect_err("one seat");
        assert_eq!(one.to_string(), "--players lists 1 seat; a game has 2 to 4");
        let none = run(0, "greedy,greedy")
            .play(&mut out)
            .expect_err("no games");
        assert!(matches!(none, CliError::NoGames));
        assert!(out.is_empty());
    }
}
