//! The command line: `nardy moves|check|selfplay`. Each command prints what the core answers;
//! no rule is decided here. As LoopIt's: answers on stdout; every refusal is one line
//! `error: …` on stderr (paths and values quoted and escaped, no raw control character) and
//! exit code 2; a reader that stops reading (`| head -1`) ends the command quietly.

use std::fmt;
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use clap::{Parser, Subcommand};
use game_shell::files::{FileError, quoted_value};
use game_shell::i18n::Language;
use nardy_core::{
    Colour, GameRecord, Level, ParsePlayerError, Roll, SaveError, Saved, choose, legal_turns,
    play_game_with,
};

use crate::saves::{self, LoadError};

/// The exit code of every refusal.
pub const BAD_INPUT: u8 = 2;

/// The most worker threads `selfplay` starts.
pub const MAX_THREADS: usize = 64;

/// The most games one `selfplay` run plays (about a week at the strong level's speed).
pub const MAX_GAMES: u32 = 10_000_000;

/// Long nardy (long backgammon) with every rule enforced.
///
/// With no command, opens the game window.
#[derive(Debug, Parser)]
#[command(name = "nardy", version, about, long_about = None)]
pub struct Cli {
    /// Seed of the window's dice (the same seed rolls the same dice), for testers; by default
    /// the clock seeds it.
    #[arg(long, value_name = "S")]
    pub seed: Option<u64>,

    /// The folder for saved games: by default `Nardy` in the user's data folder.
    #[arg(long, value_name = "DIR", default_value_os_t = crate::saves::default_folder())]
    pub saves: PathBuf,

    /// The window's language: `en`, `de` or `ru` (default: the one chosen last in the window,
    /// or the system's). Another code is refused.
    #[arg(long, value_name = "CODE", value_parser = language)]
    pub lang: Option<Language>,

    /// The settings file (default: `Nardy.ini` beside the program, or in the user's config
    /// folder).
    #[arg(long, value_name = "PATH")]
    pub ini: Option<PathBuf>,

    /// What to do instead of opening the window.
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// The commands besides opening the window.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Every distinct position the player to move can reach with the roll D1 D2.
    ///
    /// One line per position: one step sequence reaching it, one die per step in the order
    /// played (`24/18 18/13`, bearing off `3/off`); then `count N`.
    Moves {
        /// The save file.
        file: PathBuf,
        /// The first die.
        d1: u8,
        /// The second die.
        d2: u8,
    },
    /// Checks a save file: prints `ok`, or `error: …` on stderr saying what is wrong (exit
    /// code 2).
    Check {
        /// The save file.
        file: PathBuf,
    },
    /// Plays whole games between computer players; prints wins, mars, mean pip counts at the
    /// end and time per move. The two players swap colours every game.
    Selfplay {
        /// How many games (1 to 10,000,000).
        #[arg(long, default_value_t = 100)]
        games: u32,
        /// Seed of the first game; game i uses seed S + i, so the same seed gives the same games.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// The two players, `quick`, `strong` or `expert`, e.g. `quick,strong`.
        #[arg(long, default_value = "quick,strong")]
        players: String,
        /// Worker threads (1 to 64).
        #[arg(long, default_value_t = 2)]
        threads: usize,
    },
}

/// Reads `--lang`: a language the window speaks (`de`, `de-AT`, `RU` too), or why not.
fn language(code: &str) -> Result<Language, String> {
    Language::from_code(code)
        .filter(|l| crate::i18n::LANGUAGES.contains(l))
        .ok_or_else(|| {
            let known: Vec<&str> = crate::i18n::LANGUAGES.iter().map(|l| l.code()).collect();
            format!(
                "the window speaks {}, not {}",
                known.join(", "),
                quoted_value(code)
            )
        })
}

/// Why a command failed. The `Display` text is the sentence after `error: `.
#[derive(Debug)]
pub enum CliError {
    /// The file could not be read (or is not a regular file of a save's size).
    Read(FileError),
    /// The file is not a valid save file.
    Save(SaveError),
    /// A die outside 1–6.
    Dice(u8, u8),
    /// `moves` on a finished game.
    GameOver,
    /// `--players` does not name two players.
    PlayerCount(String),
    /// `--players` names an unknown player.
    Player(ParsePlayerError),
    /// `--games` outside 1 to [`MAX_GAMES`].
    Games(u32),
    /// `--threads` outside 1 to [`MAX_THREADS`].
    Threads(usize),
    /// A self-play worker stopped.
    Worker,
    /// The answer could not be written.
    Output(io::Error),
}

impl From<LoadError> for CliError {
    fn from(e: LoadError) -> CliError {
        match e {
            LoadError::File(e) => CliError::Read(e),
            LoadError::Save(e) => CliError::Save(e),
        }
    }
}

impl From<io::Error> for CliError {
    fn from(e: io::Error) -> CliError {
        CliError::Output(e)
    }
}

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CliError::Read(e) => game_shell::cli::say_unread(e, f),
            CliError::Save(e) => e.fmt(f),
            CliError::Dice(a, b) => write!(f, "dice {a} {b}: each must be 1-6"),
            CliError::GameOver => f.write_str("the game is over"),
            CliError::PlayerCount(p) => write!(
                f,
                "--players takes two players, like quick,strong, not {}",
                quoted_value(p)
            ),
            CliError::Player(e) => e.fmt(f),
            CliError::Games(n) => write!(
                f,
                "--games {n}: give 1 to {MAX_GAMES} games (results are counted as they come, \
                 but a run must end)"
            ),
            CliError::Threads(n) => write!(f, "--threads {n}: give 1 to {MAX_THREADS} threads"),
            CliError::Worker => f.write_str("a self-play worker stopped"),
            CliError::Output(e) => write!(f, "cannot write the answer: {e}"),
        }
    }
}

impl std::error::Error for CliError {}

/// Runs a command, writing answers to `out` and refusals to `err`.
pub fn run(command: &Command, out: &mut dyn Write, err: &mut dyn Write) -> ExitCode {
    let result = match command {
        Command::Moves { file, d1, d2 } => moves(file, *d1, *d2, out),
        Command::Check { file } => check(file, out),
        Command::Selfplay {
            games,
            seed,
            players,
            threads,
        } => selfplay(*games, *seed, players, *threads, out),
    };
    game_shell::cli::finish(
        result,
        out,
        err,
        CliError::Output,
        |e| matches!(e, CliError::Output(e) if e.kind() == io::ErrorKind::BrokenPipe),
        |_| ExitCode::from(BAD_INPUT),
    )
}

/// Reads and checks a save file, as the window does.
///
/// # Errors
/// What is wrong with the file or the save in it.
pub fn read_save(path: &Path) -> Result<Saved, CliError> {
    Ok(saves::read(path)?)
}

fn moves(file: &Path, d1: u8, d2: u8, out: &mut dyn Write) -> Result<ExitCode, CliError> {
    let saved = read_save(file)?;
    let roll = Roll::new(d1, d2).ok_or(CliError::Dice(d1, d2))?;
    if saved.position.outcome().is_some() {
        return Err(CliError::GameOver);
    }
    let turns = legal_turns(&saved.position, roll);
    let mut text = String::new();
    for t in &turns {
        let line: Vec<String> = t.steps.iter().map(ToString::to_string).collect();
        text.push_str(&line.join(" "));
        text.push('\n');
    }
    text.push_str(&format!("count {}\n", turns.len()));
    out.write_all(text.as_bytes())?;
    Ok(ExitCode::SUCCESS)
}

fn check(file: &Path, out: &mut dyn Write) -> Result<ExitCode, CliError> {
    read_save(file)?;
    writeln!(out, "ok")?;
    Ok(ExitCode::SUCCESS)
}

/// One player's figures over a self-play run.
#[derive(Debug, Default, Clone)]
struct Tally {
    wins: u32,
    mars: u32,
    pips: u64,
    moves: u64,
    time: Duration,
    slowest: Duration,
}

fn selfplay(
    games: u32,
    seed: u64,
    players: &str,
    threads: usize,
    out: &mut dyn Write,
) -> Result<ExitCode, CliError> {
    if !(1..=MAX_GAMES).contains(&games) {
        return Err(CliError::Games(games));
    }
    if !(1..=MAX_THREADS).contains(&threads) {
        return Err(CliError::Threads(threads));
    }
    let names: Vec<&str> = players.split(',').collect();
    let [a, b] = names[..] else {
        return Err(CliError::PlayerCount(players.to_owned()));
    };
    let levels: [Level; 2] = [
        a.parse().map_err(CliError::Player)?,
        b.parse().map_err(CliError::Player)?,
    ];
    let started = Instant::now();
    let next = AtomicUsize::new(0);
    let tallies = Mutex::new([Tally::default(), Tally::default()]);
    let undecided = AtomicUsize::new(0);
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= games as usize {
                        break;
                    }
                    // Player a takes White in even games, Black in odd ones.
                    let a_colour = if i.is_multiple_of(2) {
                        Colour::White
                    } else {
                        Colour::Black
                    };
                    let seat = |c: Colour| usize::from(c != a_colour);
                    let mut at_colour = [levels[0], levels[1]];
                    at_colour[a_colour.index()] = levels[0];
                    at_colour[a_colour.opponent().index()] = levels[1];
                    let mut local = [Tally::default(), Tally::default()];
                    let record: GameRecord = play_game_with(
                        at_colour,
                        seed.wrapping_add(i as u64),
                        |level, pos, roll| {
                            let t0 = Instant::now();
                            let chosen = choose(level, pos, roll);
                            let dt = t0.elapsed();
                            let me = &mut local[seat(pos.to_move())];
                            me.moves += 1;
                            me.time += dt;
                            me.slowest = me.slowest.max(dt);
                            chosen
                        },
                    );
                    for c in Colour::ALL {
                        local[seat(c)].pips += u64::from(record.pips[c.index()]);
                    }
                    match record.outcome {
                        Some(o) => {
                            local[seat(o.winner)].wins += 1;
                            if o.mars {
                                local[seat(o.winner)].mars += 1;
                            }
                        }
                        None => {
                            undecided.fetch_add(1, Ordering::Relaxed);
                        }
                    }
                    if let Ok(mut t) = tallies.lock() {
                        for k in 0..2 {
                            let (g, l) = (&mut t[k], &local[k]);
                            g.wins += l.wins;
                            g.mars += l.mars;
                            g.pips += l.pips;
                            g.moves += l.moves;
                            g.time += l.time;
                            g.slowest = g.slowest.max(l.slowest);
                        }
                    }
                }
            });
        }
    });
    let elapsed = started.elapsed().as_secs_f64();
    let tallies = tallies.into_inner().map_err(|_| CliError::Worker)?;
    let mut text = format!(
        "games {games} seed {seed} ({:.1} games/s; colours swap every game)\n",
        f64::from(games) / elapsed.max(1e-9)
    );
    for (k, t) in tallies.iter().enumerate() {
        let (lo, hi) = nardy_core::ai::wilson(t.wins, games);
        let n = f64::from(games.max(1));
        let per_move = if t.moves == 0 {
            0.0
        } else {
            t.time.as_secs_f64() * 1000.0 / t.moves as f64
        };
        text.push_str(&format!(
            "player {} {}: wins {} ({:.1}%, 95% interval {:.1}-{:.1}%), mars {}, mean pips at the end {:.1}, {:.2} ms a move (slowest {:.1} ms)\n",
            k + 1,
            levels[k],
            t.wins,
            100.0 * f64::from(t.wins) / n,
            100.0 * lo,
            100.0 * hi,
            t.mars,
            t.pips as f64 / n,
            per_move,
            t.slowest.as_secs_f64() * 1000.0,
        ));
    }
    text.push_str(&format!(
        "undecided {}\n",
        undecided.load(Ordering::Relaxed)
    ));
    out.write_all(text.as_bytes())?;
    Ok(ExitCode::SUCCESS)
}
