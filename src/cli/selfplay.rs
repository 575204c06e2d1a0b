//! `selfplay`: whole games between computer players on a pool of threads, each seeded from the
//! run's seed so the results do not depend on the threads; the report gives games per second
//! and per seat the mean score, the wins with a 95 % interval and the think times. Ctrl-C stops
//! the run with a report of the games finished.

use std::io::Write;
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use hdrhistogram::Histogram;
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use loopit_core::ai::{Budget, Expert, game_seed, wilson};
use loopit_core::{Game, Level, Player, PlayerKind, Standing, Strategy};
use rayon::prelude::*;

use super::error::{CliError, INTERRUPTED, MAX_GAMES, count};

/// Whether Ctrl-C asked self-play to stop (the frame counts the presses: a second one quits).
fn interrupted() -> bool {
    game_shell::cli::ctrl_c_pressed()
}

/// A share of a win in twelfths of a game, so that ties of two, three or four players are
/// counted exactly (and sums do not depend on the order the threads add them in).
const TWELFTHS: u64 = 12;

/// The statistics of a run so far, summed game by game as the games are played: nothing is
/// kept per game, so a run of any length needs the same memory, and a game's turns go straight
/// into the sums (no list of them is made per game). The think times go into a histogram
/// (three significant digits), from which the report's median and p99 are read, and into a
/// sum, from which the mean is (exact, and without a walk over the histogram).
struct Tally {
    games: u64,
    scores: Vec<u128>,
    wins: Vec<u64>,
    think: Vec<Histogram<u64>>,
    /// Per seat, the nanoseconds of all its turns' thinking.
    think_total: Vec<u128>,
}

impl Tally {
    fn new(seats: usize) -> Tally {
        // From a nanosecond to an hour (a longer turn counts as an hour), to three digits.
        let histogram = || {
            Histogram::new_with_bounds(1, 3_600_000_000_000, 3)
                .expect("these bounds and digits are supported")
        };
        Tally {
            games: 0,
            scores: vec![0; seats],
            wins: vec![0; seats],
            think: (0..seats).map(|_| histogram()).collect(),
            think_total: vec![0; seats],
        }
    }

    /// Seat `seat` thought `time` for one turn.
    fn think(&mut self, seat: usize, time: Duration) {
        let nanos = u64::try_from(time.as_nanos()).unwrap_or(u64::MAX);
        if let Some(times) = self.think.get_mut(seat) {
            times.saturating_record(nanos.max(1));
        }
        if let Some(total) = self.think_total.get_mut(seat) {
            *total += u128::from(nanos);
        }
    }

    /// The mean think time per turn of `seat`, in nanoseconds (0 before any turn).
    fn mean_think(&self, seat: usize) -> f64 {
        let turns = self.think.get(seat).map_or(0, Histogram::len);
        let total = self.think_total.get(seat).copied().unwrap_or(0);
        if turns == 0 {
            0.0
        } else {
            total as f64 / turns as f64
        }
    }

    /// A game has ended with `ranking`: each seat's score, and the win (in twelfths) shared
    /// by the seats in first place.
    fn game_over(&mut self, ranking: &[Standing]) {
        self.games += 1;
        let winners = ranking.iter().filter(|s| s.place == 1).count().max(1) as u64;
        for standing in ranking {
            if let Some(score) = self.scores.get_mut(standing.player) {
                *score += u128::from(standing.score);
            }
            if standing.place == 1
                && let Some(wins) = self.wins.get_mut(standing.player)
            {
                *wins += TWELFTHS / winners;
            }
        }
    }

    fn merge(mut self, other: Tally) -> Tally {
        self.games += other.games;
        for seat in 0..self.scores.len() {
            self.scores[seat] += other.scores[seat];
            self.wins[seat] += other.wins[seat];
            self.think_total[seat] += other.think_total[seat];
            // Both histograms have the same bounds: adding cannot fail.
            let _ = self.think[seat].add(&other.think[seat]);
        }
        self
    }
}

/// The players of every game of a run, one computer per level in seating order, named once
/// (each game sits down a copy).
fn computer_players(levels: &[Level]) -> Vec<Player> {
    levels
        .iter()
        .enumerate()
        .map(|(i, &level)| Player::computer(format!("Computer {}", i + 1), level))
        .collect()
}

/// Plays one whole game between `players`, the Expert thinking as `expert`, timing every
/// computer turn into `tally` and adding the result to it.
fn play_timed(
    players: &[Player],
    expert: &Expert,
    seed: u64,
    tally: &mut Tally,
) -> Result<(), CliError> {
    let mut game = Game::new(players.to_vec(), seed).map_err(CliError::Players)?;
    while !game.is_over() {
        let seat = game.current();
        let strategy: &dyn Strategy = match game.current_player().kind {
            PlayerKind::Computer(Level::Expert) => expert,
            PlayerKind::Computer(level) => level.strategy(),
            PlayerKind::Human => Level::Normal.strategy(),
        };
        let start = Instant::now();
        let planned = strategy.plan_laid(game.position());
        tally.think(seat, start.elapsed());
        // Planned on the game's own position just now: the game takes it as it was laid and
        // scored in planning (were it refused, the turn would end with nothing placed).
        let taken = game.play_planned(planned);
        debug_assert_eq!(taken, Ok(()));
        game.end_turn();
    }
    tally.game_over(&game.ranking());
    Ok(())
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

impl SelfPlay<'_> {
    /// Plays games `0..games` on a pool of `threads` threads, summing each into the tally as
    /// it finishes (the sums do not depend on the number of threads). After Ctrl-C no new
    /// game starts; the games under way finish.
    fn play_all(&self, levels: &[Level]) -> Result<Tally, CliError> {
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(self.threads)
            .build()
            .map_err(|e| CliError::Threads(e.to_string()))?;
        let progress = Progress::new(self.games, self.progress);
        let seats = levels.len();
        let players = computer_players(levels);
        // The Expert keeps nothing between turns: one serves every seat and game.
        let expert = Expert::new(self.budget, 0);
        let tally = pool.install(|| {
            (0..self.games)
                .into_par_iter()
                // After Ctrl-C the rest is not even looked at (a long run stops at once).
                .take_any_while(|_| !interrupted())
                .try_fold(
                    || Tally::new(seats),
                    |mut tally, index| {
                        play_timed(&players, &expert, game_seed(self.seed, index), &mut tally)?;
                        progress.game_done();
                        Ok(tally)
                    },
                )
                .try_reduce(|| Tally::new(seats), |a, b| Ok(a.merge(b)))
        });
        progress.finish();
        tally
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
        if self.games > MAX_GAMES {
            return Err(CliError::TooManyGames(self.games));
        }
        let start = Instant::now();
        let tally = self.play_all(&levels)?;
        let seconds = start.elapsed().as_secs_f64();
        let games = tally.games;
        let interrupted = games < self.games;
        if interrupted {
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
            let total = tally.scores[seat] as f64;
            let wins = tally.wins[seat] as f64 / TWELFTHS as f64;
            let (low, high) = wilson(wins, games as f64);
            writeln!(
                out,
                "seat {} ({level}): mean score {:.1}, wins {:.1}% (95% interval {low:.1}-{high:.1}%)",
                seat + 1,
                total / games_f,
                100.0 * wins / games_f
            )?;
        }
        for (seat, level) in levels.iter().enumerate() {
            let times = &tally.think[seat];
            let ms = |nanos: f64| nanos / 1e6;
            writeln!(
                out,
                "seat {} ({level}) think time per turn: mean {:.3} ms, median {:.3} ms, p99 {:.3} ms, \
                 max {:.3} ms ({})",
                seat + 1,
                ms(tally.mean_think(seat)),
                ms(times.value_at_quantile(0.5) as f64),
                ms(times.value_at_quantile(0.99) as f64),
                ms(times.max() as f64),
                count(times.len(), "turn", "turns")
            )?;
        }
        Ok(if interrupted {
            ExitCode::from(INTERRUPTED)
        } else {
            ExitCode::SUCCESS
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
        for games in [MAX_GAMES + 1, 1 << 32, u64::MAX] {
            let many = run(games, "greedy,greedy")
                .play(&mut out)
                .expect_err("too many");
            assert!(matches!(many, CliError::TooManyGames(n) if n == games));
        }
        assert!(out.is_empty());
    }

    #[test]
    fn the_tally_sums_games_exactly_in_any_order() {
        let standing = |place, player, score| Standing {
            place,
            player,
            score,
        };
        let game = |tally: &mut Tally, ranking: &[Standing], ms: u64| {
            for seat in 0..2 {
                tally.think(seat, Duration::from_millis(ms));
            }
            tally.game_over(ranking);
        };
        let a = [standing(1, 1, 20), standing(2, 0, 10)];
        let b = [standing(1, 0, 30), standing(1, 1, 30)];
        let c = [standing(1, 0, 5), standing(2, 1, 1)];
        let mut one = Tally::new(2);
        game(&mut one, &a, 1);
        game(&mut one, &b, 3);
        let mut two = Tally::new(2);
        game(&mut two, &c, 2);
        let tally = two.merge(one);
        assert_eq!(tally.games, 3);
        assert_eq!(tally.scores, [45, 51]);
        assert_eq!(tally.wins, [18, 18], "a game and a half each");
        assert_eq!(tally.think[0].len(), 3);
        assert!((tally.mean_think(0) / 1e6 - 2.0).abs() < 1e-9);
        let median = tally.think[0].value_at_quantile(0.5) as f64 / 1e6;
        assert!((median - 2.0).abs() < 0.01, "{median}");
    }
}
