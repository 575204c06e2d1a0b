//! The command line: `loopit moves|ai|check|selfplay`. Each command prints what the core
//! answers, in the lines CONTRACTS.md fixes; no rule is decided here.

use std::fmt;
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;

use clap::{Parser, Subcommand};
use loopit_core::ai::{Budget, Expert};
use loopit_core::{
    Game, Greedy, Level, ParseLevelError, Player, PlayerError, SaveError, SaveFile, Strategy, Tile,
    ai, points,
};

/// LoopIt: lay tiles so the lines run on, and score every tile your new tile is joined to.
///
/// With no command, opens the game window.
#[derive(Debug, Parser)]
#[command(name = "loopit", version, about, long_about = None)]
pub struct Cli {
    /// The settings file to use instead of LoopIt.ini beside the program.
    #[arg(long, value_name = "PATH", global = true)]
    pub ini: Option<PathBuf>,

    /// Seed of the window's first game (the same seed deals the same tiles), for testers and
    /// bug reports; by default the clock seeds it.
    #[arg(long, value_name = "S")]
    pub seed: Option<u64>,

    /// What to do instead of opening the window.
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// The commands besides opening the window.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// For each bank tile of a saved position, every legal cell with its points.
    ///
    /// Prints one line per bank tile, in bank order: `tile NAME r,c=points …` (cells in
    /// row-major order); a tile with no legal cell gets `tile NAME` alone.
    Moves {
        /// The save file.
        file: PathBuf,
    },
    /// The placements the game's computer player makes from a saved position.
    ///
    /// Prints one line `NAME@r,c=points …`, empty when it must sit out.
    Ai {
        /// The save file.
        file: PathBuf,
    },
    /// Checks a save file: prints `ok`, or `error: …` saying what is wrong (exit code 2).
    Check {
        /// The save file.
        file: PathBuf,
    },
    /// Plays whole games between computer players and prints how fast and how well they play.
    Selfplay {
        /// How many games to play.
        #[arg(long, value_name = "N")]
        games: u64,
        /// The seed of the first game; the same seed gives the same games.
        #[arg(long, value_name = "S", default_value_t = 1)]
        seed: u64,
        /// The computer level of each seat, comma-separated, 2 to 4 of them
        /// (levels: beginner, normal, strong, expert; the old names greedy and planner are
        /// still read).
        #[arg(long, value_name = "LIST", default_value = "normal,normal")]
        players: String,
        /// How many games to play at once, one per core (the results do not depend on it).
        #[arg(long, value_name = "N", default_value_t = 1)]
        threads: usize,
        /// The Expert's think time per turn in milliseconds (counted as work, so the games
        /// stay the same for a seed); by default the level's own.
        #[arg(long, value_name = "N")]
        think_ms: Option<u64>,
    },
    /// The turn the Expert plays from a saved position.
    ///
    /// Prints one line `NAME@r,c=points …` as `loopit ai` does, empty when it must sit out.
    Hint {
        /// The save file.
        file: PathBuf,
    },
}

/// Exit code for a file that cannot be read or is not a valid save, or a bad argument.
const BAD_INPUT: u8 = 2;

/// Runs `command`, writing its answer to `out` and problems to `err`.
pub fn run(command: &Command, out: &mut dyn Write, err: &mut dyn Write) -> ExitCode {
    let result = match command {
        Command::Moves { file } => moves(file, out),
        Command::Ai { file } => computer_turn(file, out),
        Command::Check { file } => check(file, out),
        Command::Selfplay {
            games,
            seed,
            players,
            threads,
            think_ms,
        } => {
            let budget = think_ms.map_or(Budget::DEFAULT, Budget::think_ms);
            selfplay(*games, *seed, players, (*threads).max(1), budget, out)
        }
        Command::Hint { file } => hint(file, out),
    };
    match result {
        Ok(code) => code,
        Err(e) => {
            let _ = writeln!(err, "error: {e}");
            e.exit_code()
        }
    }
}

/// Why a command failed. The `Display` text is the sentence a person reads after `error: `.
#[derive(Debug)]
pub enum CliError {
    /// The file could not be read.
    Read {
        /// The file.
        path: PathBuf,
        /// What the system said.
        error: io::Error,
    },
    /// The file is not a valid save file.
    Save(SaveError),
    /// `--players` names a level that does not exist.
    Level(ParseLevelError),
    /// `--players` lists a number of seats no game has.
    SeatCount(usize),
    /// The players cannot sit down to a game.
    Players(PlayerError),
    /// The answer could not be written.
    Output(io::Error),
    /// A self-play thread failed.
    Thread,
}

impl CliError {
    /// The exit code: 2 when the input is at fault, 1 when the answer could not be written.
    #[must_use]
    pub fn exit_code(&self) -> ExitCode {
        match self {
            CliError::Output(_) => ExitCode::FAILURE,
            _ => ExitCode::from(BAD_INPUT),
        }
    }
}

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CliError::Read { error, .. } => write!(f, "cannot read {error}"),
            CliError::Save(e) => e.fmt(f),
            CliError::Level(e) => e.fmt(f),
            CliError::SeatCount(n) => write!(
                f,
                "--players lists {n} seats; a game has {} to {}",
                Player::COUNT.start(),
                Player::COUNT.end()
            ),
            CliError::Players(e) => e.fmt(f),
            CliError::Output(e) => write!(f, "cannot write the answer: {e}"),
            CliError::Thread => {
                f.write_str("a self-play thread stopped before its games were played")
            }
        }
    }
}

impl std::error::Error for CliError {}

impl From<io::Error> for CliError {
    fn from(e: io::Error) -> CliError {
        CliError::Output(e)
    }
}

impl From<SaveError> for CliError {
    fn from(e: SaveError) -> CliError {
        CliError::Save(e)
    }
}

/// How a save file is checked.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Reading {
    /// As a game: every rule of a reachable game (`check`).
    Game,
    /// As a position to answer questions about (`moves`, `ai`, `hint`): any legal board with
    /// any bank of 1–5 tiles; scores are not checked.
    Position,
}

/// Reads a save file: the file's text (only a regular file of a save's size, so a device or a
/// pipe is refused at once), checked as a save and as a game or a position.
fn read_save(path: &Path, reading: Reading) -> Result<(SaveFile, Game), CliError> {
    let text = game_shell::files::read_text(path, crate::storage::MAX_SAVE_BYTES).map_err(|e| {
        CliError::Read {
            path: path.to_owned(),
            error: io::Error::other(e.to_string()),
        }
    })?;
    let save = SaveFile::from_json(&text)?;
    let game = match reading {
        Reading::Game => Game::from_save(&save, 0)?,
        Reading::Position => Game::from_save_for_analysis(&save, 0)?,
    };
    Ok((save, game))
}

/// The bank exactly as the file lists it (the game would draw for an empty one).
fn saved_bank(save: &SaveFile) -> Vec<Tile> {
    save.bank
        .iter()
        .filter_map(|name| name.parse().ok())
        .collect()
}

fn moves(path: &Path, out: &mut dyn Write) -> Result<ExitCode, CliError> {
    let (save, game) = read_save(path, Reading::Position)?;
    for tile in saved_bank(&save) {
        write!(out, "tile {tile}")?;
        let board = game.board();
        for cell in board.legal_cells(tile) {
            write!(out, " {cell}={}", points(board, tile, cell))?;
        }
        writeln!(out)?;
    }
    Ok(ExitCode::SUCCESS)
}

fn computer_turn(path: &Path, out: &mut dyn Write) -> Result<ExitCode, CliError> {
    turn_of(&Greedy, path, out)
}

fn hint(path: &Path, out: &mut dyn Write) -> Result<ExitCode, CliError> {
    turn_of(Level::Expert.strategy(), path, out)
}

/// Prints the placements `strategy` makes from the saved position (an empty line when the
/// file's bank is empty or the game is over).
fn turn_of(
    strategy: &dyn Strategy,
    path: &Path,
    out: &mut dyn Write,
) -> Result<ExitCode, CliError> {
    let (save, mut game) = read_save(path, Reading::Position)?;
    let line = if save.bank.is_empty() || game.is_over() {
        String::new()
    } else {
        ai::play_turn(&mut game, strategy)
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join(" ")
    };
    writeln!(out, "{line}")?;
    Ok(ExitCode::SUCCESS)
}

fn check(path: &Path, out: &mut dyn Write) -> Result<ExitCode, CliError> {
    match read_save(path, Reading::Game) {
        Ok(_) => {
            writeln!(out, "ok")?;
            Ok(ExitCode::SUCCESS)
        }
        Err(e) => {
            writeln!(out, "error: {e}")?;
            Ok(ExitCode::from(BAD_INPUT))
        }
    }
}

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

/// Plays games `0..games` on `threads` threads; the results come back in game order, so they
/// do not depend on the number of threads.
fn play_all(
    levels: &[Level],
    budget: Budget,
    seed: u64,
    games: u64,
    threads: usize,
) -> Result<Vec<GameResult>, CliError> {
    let next = AtomicU64::new(0);
    let mut results: Vec<(u64, Result<GameResult, CliError>)> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|_| {
                scope.spawn(|| {
                    let mut done = Vec::new();
                    loop {
                        let index = next.fetch_add(1, Ordering::Relaxed);
                        if index >= games {
                            break done;
                        }
                        done.push((index, play_timed(levels, budget, game_seed(seed, index))));
                    }
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|w| w.join().unwrap_or_default())
            .collect()
    });
    if results.len() as u64 != games {
        return Err(CliError::Thread);
    }
    results.sort_by_key(|(index, _)| *index);
    results.into_iter().map(|(_, result)| result).collect()
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

fn selfplay(
    games: u64,
    seed: u64,
    players: &str,
    threads: usize,
    budget: Budget,
    out: &mut dyn Write,
) -> Result<ExitCode, CliError> {
    let levels = players
        .split(',')
        .map(str::parse::<Level>)
        .collect::<Result<Vec<Level>, _>>()
        .map_err(CliError::Level)?;
    if !Player::COUNT.contains(&levels.len()) {
        return Err(CliError::SeatCount(levels.len()));
    }
    let start = Instant::now();
    let results = play_all(&levels, budget, seed, games, threads)?;
    let seconds = start.elapsed().as_secs_f64();
    let per_second = if seconds > 0.0 {
        games as f64 / seconds
    } else {
        f64::INFINITY
    };
    let expert_ms = budget.replies / Budget::REPLIES_PER_MS;
    writeln!(
        out,
        "{games} games in {seconds:.2} s: {per_second:.0} games per second (seed {seed}, players {}, \
         {threads} threads, expert think {expert_ms} ms)",
        levels.iter().map(|l| l.key()).collect::<Vec<_>>().join(",")
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
             max {:.3} ms ({} turns)",
            seat + 1,
            1000.0 * mean,
            1000.0 * quantile(&times, 0.5),
            1000.0 * quantile(&times, 0.99),
            1000.0 * times.last().copied().unwrap_or(0.0),
            times.len()
        )?;
    }
    Ok(ExitCode::SUCCESS)
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
    fn selfplay_refuses_unknown_levels_and_seat_counts() {
        let mut out = Vec::new();
        let unknown =
            selfplay(1, 1, "greedy,wizard", 1, Budget::DEFAULT, &mut out).expect_err("unknown");
        assert!(matches!(unknown, CliError::Level(_)));
        assert!(unknown.to_string().contains("\"wizard\""), "{unknown}");
        let one = selfplay(1, 1, "greedy", 1, Budget::DEFAULT, &mut out).expect_err("one seat");
        assert_eq!(
            one.to_string(),
            "--players lists 1 seats; a game has 2 to 4"
        );
        assert!(out.is_empty());
    }
}
