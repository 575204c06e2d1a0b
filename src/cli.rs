//! The command line: `loopit moves|ai|check|selfplay`. Each command prints what the core
//! answers, in the lines CONTRACTS.md fixes; no rule is decided here.

use std::fmt;
use std::io::{self, IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Once;
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::time::{Duration, Instant};

use clap::{Parser, Subcommand};
use game_shell::files::{FileError, FileErrorKind, quoted};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use loopit_core::ai::{Budget, Expert};
use loopit_core::{
    Game, Greedy, Level, ParseLevelError, Player, PlayerError, SaveError, SaveFile, Strategy, Tile,
    ai, points,
};
use rayon::prelude::*;

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
    ///
    /// Reads any legal board with any bank of 1–5 tiles; the scores are not checked (this
    /// answers a question about a position, not about a game).
    Moves {
        /// The save file.
        file: PathBuf,
    },
    /// The placements the game's computer player makes from a saved position.
    ///
    /// Prints one line `NAME@r,c=points …`. When no bank tile fits anywhere the player must sit
    /// out: the line is empty and a note on stderr says so (likewise when the game is over). A
    /// file whose bank is empty (the player draws when the game resumes) is refused with exit
    /// code 2: there is no turn to answer for yet.
    ///
    /// Reads any legal board with any bank of 1–5 tiles; the scores are not checked (this
    /// answers a question about a position, not about a game).
    Ai {
        /// The save file.
        file: PathBuf,
    },
    /// Checks a save file as a whole game: prints `ok` on stdout, or `error: …` on stderr
    /// saying what is wrong (exit code 2).
    Check {
        /// The save file.
        file: PathBuf,
    },
    /// Plays whole games between computer players and prints how fast and how well they play.
    ///
    /// On a terminal, a run of more than a second shows a progress bar on stderr. Ctrl-C stops
    /// the run: the report then covers the games finished so far, its first line says
    /// `interrupted after N of M games`, and the exit code is 130 (a second Ctrl-C quits at
    /// once).
    Selfplay {
        /// How many games to play (at least 1).
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
    /// Prints one line `NAME@r,c=points …` as `loopit ai` does: empty, with a note on stderr,
    /// when the player must sit out; a file whose bank is empty is refused (exit code 2).
    ///
    /// Reads any legal board with any bank of 1–5 tiles; the scores are not checked.
    Hint {
        /// The save file.
        file: PathBuf,
    },
}

/// Exit code for every refusal: a file that cannot be read or is not a valid save, a bad
/// argument, an answer that cannot be written.
const BAD_INPUT: u8 = 2;

/// Exit code of a self-play run stopped by Ctrl-C (128 + SIGINT, as shells report it).
const INTERRUPTED: u8 = 130;

/// Runs `command`, writing its answer to `out` and problems and notes to `err`. Every refusal
/// exits with code 2, including an answer that cannot be written (stdout on a full disk).
pub fn run(command: &Command, out: &mut dyn Write, err: &mut dyn Write) -> ExitCode {
    let result = match command {
        Command::Moves { file } => moves(file, out),
        Command::Ai { file } => computer_turn(file, out, err),
        Command::Check { file } => check(file, out),
        Command::Selfplay {
            games,
            seed,
            players,
            threads,
            think_ms,
        } => {
            let budget = think_ms.map_or(Budget::DEFAULT, Budget::think_ms);
            let run = SelfPlay {
                games: *games,
                seed: *seed,
                players,
                threads: (*threads).max(1),
                budget,
                progress: io::stderr().is_terminal(),
            };
            watch_ctrl_c();
            run.play(out)
        }
        Command::Hint { file } => hint(file, out, err),
    };
    // A buffered answer that cannot be written shows up here at the latest.
    let result = result.and_then(|code| out.flush().map(|()| code).map_err(CliError::Output));
    match result {
        Ok(code) => code,
        // A reader that stopped reading (`loopit … | head -1`) needs no message.
        Err(CliError::Output(e)) if e.kind() == io::ErrorKind::BrokenPipe => {
            ExitCode::from(BAD_INPUT)
        }
        Err(e) => {
            let _ = writeln!(err, "error: {}", printable(&e.to_string()));
            let _ = err.flush();
            e.exit_code()
        }
    }
}

/// `text` with every character that could break a terminal line escaped: control characters
/// (a newline, an escape sequence), line and paragraph separators, bidirectional controls. The
/// messages quote paths and values already; this is the last guard for a message that does not.
fn printable(text: &str) -> String {
    text.chars()
        .map(|c| {
            let bidi = matches!(c, '\u{200e}' | '\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}');
            if c.is_control() || bidi || matches!(c, '\u{2028}' | '\u{2029}') {
                c.escape_unicode().to_string()
            } else {
                c.to_string()
            }
        })
        .collect()
}

/// Why a command failed. The `Display` text is the sentence a person reads after `error: `.
#[derive(Debug)]
pub enum CliError {
    /// The file could not be read (or is not a regular file of a save's size).
    Read(FileError),
    /// The file is not a valid save file.
    Save(SaveError),
    /// `ai` or `hint` was given a position whose bank is empty: the player to move draws when
    /// the game resumes, so there is no turn to answer for yet.
    EmptyBank(PathBuf),
    /// `--players` names a level that does not exist.
    Level(ParseLevelError),
    /// `--players` lists a number of seats no game has.
    SeatCount(usize),
    /// `--games 0`: nothing to play.
    NoGames,
    /// The players cannot sit down to a game.
    Players(PlayerError),
    /// The answer could not be written.
    Output(io::Error),
    /// The self-play threads could not be started.
    Threads(String),
}

impl CliError {
    /// The exit code: 2 for every refusal, whether the input is at fault or the answer could
    /// not be written.
    #[must_use]
    pub fn exit_code(&self) -> ExitCode {
        ExitCode::from(BAD_INPUT)
    }
}

/// `n` followed by `one` or `many` as English counts it: "1 seat", "2 seats".
fn count(n: impl Into<u64>, one: &str, many: &str) -> String {
    let n = n.into();
    if n == 1 {
        format!("{n} {one}")
    } else {
        format!("{n} {many}")
    }
}

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CliError::Read(e) => match e.kind {
                // `cannot read "PATH": no such file or folder`
                FileErrorKind::Io(_) => write!(f, "cannot read {e}"),
                // `"PATH" is not a regular file`
                _ => e.fmt(f),
            },
            CliError::Save(e) => e.fmt(f),
            CliError::EmptyBank(path) => write!(
                f,
                "the bank in {} is empty (the player to move draws when the game resumes), so \
                 there is no turn to answer for; give the position a bank of 1 to 5 tiles",
                quoted(path)
            ),
            CliError::Level(e) => e.fmt(f),
            CliError::SeatCount(n) => write!(
                f,
                "--players lists {}; a game has {} to {}",
                count(*n as u64, "seat", "seats"),
                Player::COUNT.start(),
                Player::COUNT.end()
            ),
            CliError::NoGames => f.write_str("--games 0: there is nothing to play; give 1 or more"),
            CliError::Players(e) => e.fmt(f),
            CliError::Output(e) => write!(f, "cannot write the answer: {e}"),
            CliError::Threads(e) => write!(f, "cannot start the self-play threads: {e}"),
        }
    }
}

impl std::error::Error for CliError {}

impl From<io::Error> for CliError {
    fn from(e: io::Error) -> CliError {
        CliError::Output(e)
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
    let text = game_shell::files::read_text(path, crate::storage::MAX_SAVE_BYTES)
        .map_err(CliError::Read)?;
    let save = SaveFile::from_json(&text).map_err(CliError::Save)?;
    let game = match reading {
        Reading::Game => Game::from_save(&save, 0),
        Reading::Position => Game::from_save_for_analysis(&save, 0),
    }
    .map_err(CliError::Save)?;
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

fn computer_turn(
    path: &Path,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<ExitCode, CliError> {
    turn_of(&Greedy, path, out, err)
}

fn hint(path: &Path, out: &mut dyn Write, err: &mut dyn Write) -> Result<ExitCode, CliError> {
    turn_of(Level::Expert.strategy(), path, out, err)
}

/// Prints the placements `strategy` makes from the saved position. When there are none the
/// line is empty (as CONTRACTS.md fixes) and a note on `err` says why: the player must sit out
/// (no bank tile fits anywhere) or the game is over (no tile left fits). A file whose bank is
/// empty is refused: the player would draw first, so there is no turn to answer for.
fn turn_of(
    strategy: &dyn Strategy,
    path: &Path,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<ExitCode, CliError> {
    let (save, mut game) = read_save(path, Reading::Position)?;
    if save.bank.is_empty() {
        return Err(CliError::EmptyBank(path.to_owned()));
    }
    let bank = saved_bank(&save)
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(" ");
    if game.is_over() {
        writeln!(out)?;
        writeln!(
            err,
            "the game is over: no tile in the bank ({bank}) or in the bag fits anywhere on the \
             board, so there is nothing to place"
        )?;
    } else if game.must_sit_out() {
        writeln!(out)?;
        writeln!(
            err,
            "the player must sit out: no bank tile ({bank}) fits anywhere on the board"
        )?;
    } else {
        let line = ai::play_turn(&mut game, strategy)
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join(" ");
        writeln!(out, "{line}")?;
    }
    Ok(ExitCode::SUCCESS)
}

fn check(path: &Path, out: &mut dyn Write) -> Result<ExitCode, CliError> {
    read_save(path, Reading::Game)?;
    writeln!(out, "ok")?;
    Ok(ExitCode::SUCCESS)
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

/// How many times Ctrl-C was pressed during this process (self-play stops at the first, the
/// process quits at the second).
static CTRL_C: AtomicU32 = AtomicU32::new(0);

/// Counts Ctrl-C presses instead of dying at the first, so that a self-play run can report the
/// games it finished. Installed once; a second press quits at once.
fn watch_ctrl_c() {
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
struct SelfPlay<'a> {
    games: u64,
    seed: u64,
    players: &'a str,
    threads: usize,
    budget: Budget,
    /// Whether a progress bar may be drawn (stderr is a terminal).
    progress: bool,
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

    fn play(&self, out: &mut dyn Write) -> Result<ExitCode, CliError> {
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

    #[test]
    fn counts_are_singular_for_one() {
        assert_eq!(count(1u64, "seat", "seats"), "1 seat");
        assert_eq!(count(0u64, "seat", "seats"), "0 seats");
        assert_eq!(count(5u64, "game", "games"), "5 games");
    }

    #[test]
    fn printable_escapes_what_would_break_a_line() {
        assert_eq!(printable("a\nb\u{1b}[31m"), "a\\u{a}b\\u{1b}[31m");
        assert_eq!(printable("x\u{202e}y"), "x\\u{202e}y");
        assert_eq!(printable("Zoë 李"), "Zoë 李");
    }
}
