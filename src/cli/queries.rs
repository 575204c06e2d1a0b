//! The questions about one saved file: `moves` (every legal cell of each bank tile), `ai` and
//! `hint` (the turn the computer or the Expert plays), `check` (is it a whole, valid game).

use std::io::Write;
use std::path::Path;
use std::process::ExitCode;

use loopit_core::{Game, Level, Normal, SaveFile, Strategy, Tile, ai, points};

use super::error::CliError;

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

/// `moves`: every legal cell of each bank tile, with its points.
pub(crate) fn moves(path: &Path, out: &mut dyn Write) -> Result<ExitCode, CliError> {
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

/// `ai`: the turn the game's computer player makes.
pub(crate) fn computer_turn(
    path: &Path,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<ExitCode, CliError> {
    turn_of(&Normal, path, out, err)
}

/// `hint`: the turn the Expert makes.
pub(crate) fn hint(
    path: &Path,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<ExitCode, CliError> {
    turn_of(Level::Expert.strategy(), path, out, err)
}

/// Prints the placements `strategy` makes from the saved position. When there are none the
/// line is empty (as the README says) and a note on `err` says why: the player must sit out
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

/// `check`: `ok` for a valid whole game.
pub(crate) fn check(path: &Path, out: &mut dyn Write) -> Result<ExitCode, CliError> {
    read_save(path, Reading::Game)?;
    writeln!(out, "ok")?;
    Ok(ExitCode::SUCCESS)
}
