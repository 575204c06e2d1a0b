//! The command line: `loopit moves|ai|check|selfplay`. Each command prints what the core
//! answers, in the lines CONTRACTS.md fixes; no rule is decided here.

use std::fmt;
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;

use clap::{Parser, Subcommand};
use loopit_core::{
    Game, Greedy, Level, ParseLevelError, Player, PlayerError, SaveError, SaveFile, Tile, ai,
    points,
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
        /// (levels: greedy, planner).
        #[arg(long, value_name = "LIST", default_value = "greedy,greedy")]
        players: String,
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
        } => selfplay(*games, *seed, players, out),
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
            CliError::Read { path, error } => write!(f, "cannot read {}: {error}", path.display()),
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

/// Reads a save file: the file's text, checked as a save and as a position.
fn read_save(path: &Path) -> Result<(SaveFile, Game), CliError> {
    let text = std::fs::read_to_string(path).map_err(|error| CliError::Read {
        path: path.to_owned(),
        error,
    })?;
    let save = SaveFile::from_json(&text)?;
    let game = Game::from_save(&save, 0)?;
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
    let (save, game) = read_save(path)?;
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
    let (save, mut game) = read_save(path)?;
    let line = if save.bank.is_empty() || game.is_over() {
        String::new()
    } else {
        ai::play_turn(&mut game, &Greedy)
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join(" ")
    };
    writeln!(out, "{line}")?;
    Ok(ExitCode::SUCCESS)
}

fn check(path: &Path, out: &mut dyn Write) -> Result<ExitCode, CliError> {
    match read_save(path) {
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

fn selfplay(
    games: u64,
    seed: u64,
    players: &str,
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
    let seats = levels.len();
    let mut totals = vec![0u64; seats];
    let mut wins = vec![0f64; seats];
    let start = Instant::now();
    for index in 0..games {
        let game = ai::play_game(&levels, game_seed(seed, index)).map_err(CliError::Players)?;
        let ranking = game.ranking();
        let winners = ranking.iter().filter(|s| s.place == 1).count() as f64;
        for standing in &ranking {
            totals[standing.player] += u64::from(standing.score);
            if standing.place == 1 {
                wins[standing.player] += 1.0 / winners;
            }
        }
    }
    let seconds = start.elapsed().as_secs_f64();
    let per_second = if seconds > 0.0 {
        games as f64 / seconds
    } else {
        f64::INFINITY
    };
    writeln!(
        out,
        "{games} games in {seconds:.2} s: {per_second:.0} games per second (seed {seed}, players {})",
        levels.iter().map(|l| l.key()).collect::<Vec<_>>().join(",")
    )?;
    let games_f = games.max(1) as f64;
    for (seat, level) in levels.iter().enumerate() {
        writeln!(
            out,
            "seat {} ({level}): mean score {:.1}, wins {:.1}%",
            seat + 1,
            totals[seat] as f64 / games_f,
            100.0 * wins[seat] / games_f
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
        let unknown = selfplay(1, 1, "greedy,wizard", &mut out).expect_err("unknown level");
        assert!(matches!(unknown, CliError::Level(_)));
        assert!(unknown.to_string().contains("\"wizard\""), "{unknown}");
        let one = selfplay(1, 1, "greedy", &mut out).expect_err("one seat");
        assert_eq!(
            one.to_string(),
            "--players lists 1 seats; a game has 2 to 4"
        );
        assert!(out.is_empty());
    }
}
