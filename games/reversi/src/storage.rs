//! Saved games on disk: a session written as a save file (atomically, so a failed write
//! leaves the old file), and a file read back and validated by the core. What came of it is a
//! [`FileReport`], worded by [`crate::words::file_report`].

use std::path::{Path, PathBuf};

use game_shell::files::{FileError, read_text, write_json};
use reversi_core::{SaveError, SaveFile, Saved};

use crate::session::Session;

/// The largest save file read, in bytes (a full game is about 1 kB).
pub const SAVE_LIMIT: u64 = 256 * 1024;
/// The name a save is offered under.
pub const SAVE_NAME: &str = "reversi.json";
/// The ending of save files.
pub const EXTENSION: &str = "json";

/// The folder saves go to unless the player chooses another: `Reversi` in the user's data
/// folder (`~/.local/share/Reversi` on Linux), or `.reversi` in the home folder when the
/// system names none, the current folder as the last resort.
#[must_use]
pub fn default_folder() -> PathBuf {
    dirs::data_dir()
        .map(|dir| dir.join("Reversi"))
        .or_else(|| dirs::home_dir().map(|home| home.join(".reversi")))
        .unwrap_or_else(|| std::env::current_dir().unwrap_or_default())
}

/// What came of a save or a load.
#[derive(Debug)]
pub enum FileReport {
    /// The game was saved to this file.
    Saved(PathBuf),
    /// The game was loaded from this file.
    Loaded(PathBuf),
    /// The game could not be saved.
    CannotSave(FileError),
    /// The file could not be read.
    CannotRead(FileError),
    /// The file was read but is not a game this program loads.
    CannotLoad(PathBuf, SaveError),
}

/// Writes the session's game and players to `path`, through the shell's one way of writing a
/// save ([`write_json`]: made in full first, never an empty file, written atomically).
///
/// # Errors
/// When the file cannot be written (the old file, if any, is left as it was).
pub fn save(session: &Session, path: &Path) -> Result<(), FileError> {
    write_json(path, &SaveFile::of(session.game(), session.players()))
}

/// Reads and validates the save file at `path`.
///
/// # Errors
/// When it cannot be read ([`FileReport::CannotRead`]) or is not a game
/// ([`FileReport::CannotLoad`]).
pub fn load(path: &Path) -> Result<Saved, FileReport> {
    let text = read_text(path, SAVE_LIMIT).map_err(FileReport::CannotRead)?;
    SaveFile::load(&text).map_err(|e| FileReport::CannotLoad(path.to_owned(), e))
}
