//! The command line: `loopit moves|ai|check|hint|selfplay`. Each command prints what the core
//! answers, in the lines the README's "Command line" section gives; no rule is decided here.
//!
//! - this module: the arguments and [`run`], which words every refusal on stderr;
//! - `queries`: `moves`, `ai`, `hint` and `check`, questions about one saved position or game;
//! - `selfplay`: whole games between computer players, timed and summed up.

mod error;
mod queries;
mod selfplay;

use std::io::{self, IsTerminal, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};
use loopit_core::ai::Budget;

pub use error::CliError;
use selfplay::SelfPlay;

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
        /// How many games to play at once, one per core, 1 to 64 (the results do not depend
        /// on it).
        #[arg(long, value_name = "N", default_value_t = 1,
              value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(1..=MAX_THREADS as u64))]
        threads: usize,
        /// The Expert's think time per turn in milliseconds, 1 to 60000 (counted as work, so
        /// the games stay the same for a seed); by default the level's own.
        #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..=MAX_THINK_MS))]
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

/// The most games `selfplay` plays at once (`--threads`): more threads than cores only cost
/// memory, and 64 is more cores than a player's machine has.
pub const MAX_THREADS: usize = 64;

/// The longest think time `selfplay --think-ms` takes, in milliseconds: a minute a turn.
pub const MAX_THINK_MS: u64 = 60_000;

/// Runs `command`, writing its answer to `out` and problems and notes to `err`. Every refusal
/// exits with code 2, including an answer that cannot be written (stdout on a full disk).
pub fn run(command: &Command, out: &mut dyn Write, err: &mut dyn Write) -> ExitCode {
    let result = match command {
        Command::Moves { file } => queries::moves(file, out),
        Command::Ai { file } => queries::computer_turn(file, out, err),
        Command::Check { file } => queries::check(file, out),
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
                threads: *threads,
                budget,
                progress: io::stderr().is_terminal(),
            };
            game_shell::cli::watch_ctrl_c();
            run.play(out)
        }
        Command::Hint { file } => queries::hint(file, out, err),
    };
    game_shell::cli::finish(
        result,
        out,
        err,
        CliError::Output,
        |e| matches!(e, CliError::Output(e) if e.kind() == io::ErrorKind::BrokenPipe),
        CliError::exit_code,
    )
}
