//! Why a command failed: a typed value per refusal, worded in English for stderr (the command
//! line speaks English only, as its `--help` does).

use std::fmt;
use std::io;
use std::path::PathBuf;
use std::process::ExitCode;

use game_shell::files::{FileError, quoted};
use loopit_core::{ParseLevelError, Player, PlayerError, SaveError};

/// Exit code for every refusal: a file that cannot be read or is not a valid save, a bad
/// argument, an answer that cannot be written.
pub(crate) const BAD_INPUT: u8 = 2;

/// Exit code of a self-play run stopped by Ctrl-C (128 + SIGINT, as shells report it).
pub(crate) const INTERRUPTED: u8 = game_shell::cli::INTERRUPTED;

/// The most games one self-play run plays: a billion games of the fastest level take about two
/// weeks on two cores, and a report of a run that never ends helps nobody.
pub const MAX_GAMES: u64 = 1_000_000_000;

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
    /// `--games N` with N above `MAX_GAMES` (a billion): a run that could not end in any time a person
    /// waits (a billion games take weeks at the fastest level).
    TooManyGames(u64),
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
pub(crate) fn count(n: impl Into<u64>, one: &str, many: &str) -> String {
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
            CliError::Read(e) => game_shell::cli::say_unread(e, f),
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
            CliError::TooManyGames(n) => write!(
                f,
                "--games {n}: more games than a run can finish (weeks at the fastest level); \
                 give at most {MAX_GAMES}"
            ),
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_are_singular_for_one() {
        assert_eq!(count(1u64, "seat", "seats"), "1 seat");
        assert_eq!(count(0u64, "seat", "seats"), "0 seats");
        assert_eq!(count(5u64, "game", "games"), "5 games");
    }
}
