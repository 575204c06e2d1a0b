//! Where saves live and how their files are read and written: by default the `Nardy` folder
//! in the user's data folder (`~/.local/share/Nardy` on Linux), one JSON file a save. The
//! player chooses the file in the system's dialog, or in the frame's own where there is none
//! (see `game_shell::browser`); both ask before a save replaces another file. Every read and
//! write goes through game-shell's files layer: reads are size-limited and never block on a
//! pipe or a device, writes are atomic and never empty.

use std::fmt;
use std::path::{Path, PathBuf};

use game_shell::files::{self, FileError};
use nardy_core::{SaveError, SaveFile, Saved};

/// The largest save file read (a save with a whole game's record is some tens of kilobytes).
pub const SAVE_LIMIT: u64 = 1 << 20;

/// The file name extension of saves.
pub const EXTENSION: &str = "json";

/// The folder for saves when none is given: `Nardy` in the user's data folder, or in the home
/// folder (then `.nardy`) or the current folder when the system names none.
#[must_use]
pub fn default_folder() -> PathBuf {
    dirs::data_dir()
        .map(|dir| dir.join("Nardy"))
        .or_else(|| dirs::home_dir().map(|home| home.join(".nardy")))
        .unwrap_or_else(|| PathBuf::from("nardy-saves"))
}

/// The file name offered when saving: `Nardy 2026-12-01 21-30.json` for a game saved then.
#[must_use]
pub fn suggested_file_name(saved_at: &chrono::DateTime<chrono::Local>) -> String {
    format!("Nardy {}.{EXTENSION}", saved_at.format("%Y-%m-%d %H-%M"))
}

/// The save's name as messages show it: the file's name without its folder and extension.
#[must_use]
pub fn name_of_path(path: &Path) -> String {
    path.file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default()
}

/// Why a save could not be loaded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoadError {
    /// The file could not be read (missing, not a regular file, too large, not text…).
    File(FileError),
    /// The file is read, but is not a save this program accepts.
    Save(SaveError),
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LoadError::File(e) => write!(f, "{e}"),
            LoadError::Save(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for LoadError {}

/// Reads and checks the save at `path`.
///
/// # Errors
/// What is wrong with the file or the save in it.
pub fn read(path: &Path) -> Result<Saved, LoadError> {
    let text = files::read_text(path, SAVE_LIMIT).map_err(LoadError::File)?;
    SaveFile::parse(&text).map_err(LoadError::Save)
}

/// Writes `save` to `path` (atomically; an existing file there is replaced: the dialogs have
/// asked first).
///
/// # Errors
/// The file cannot be written.
pub fn write(path: &Path, save: &SaveFile) -> Result<(), FileError> {
    files::write_json(path, save)
}

#[cfg(test)]
mod tests {
    use super::*;

    const START: &str = r#"{"version": 1, "points": {"24": ["W", 15], "12": ["B", 15]},
        "off": {"W": 0, "B": 0}, "to_move": "W", "first_turn": {"W": true, "B": true}}"#;

    #[test]
    fn a_written_save_is_never_empty_and_loads_back() {
        let dir = tempfile::tempdir().expect("temp dir");
        let save = SaveFile::from_json(START).expect("a save");
        let path = dir.path().join("evening.json");
        write(&path, &save).expect("written");
        let text = std::fs::read_to_string(&path).expect("the file");
        assert!(!text.trim().is_empty());
        assert_eq!(read(&path), SaveFile::parse(START).map_err(LoadError::Save));

        // A refused write leaves what was there as it was, and never an empty file.
        let blocker = dir.path().join("a file, not a folder");
        std::fs::write(&blocker, "x").expect("a file");
        assert!(write(&blocker.join("evening.json"), &save).is_err());
        assert_eq!(std::fs::read_to_string(&blocker).expect("the file"), "x");
    }

    #[test]
    fn the_offered_name_says_when_and_is_a_plain_file_name() {
        use chrono::TimeZone;
        let at = chrono::Local
            .with_ymd_and_hms(2026, 12, 1, 21, 30, 0)
            .single()
            .expect("a time");
        assert_eq!(suggested_file_name(&at), "Nardy 2026-12-01 21-30.json");
    }

    #[cfg(unix)]
    #[test]
    fn a_pipe_or_an_endless_device_is_refused_without_waiting() {
        for path in ["/dev/zero", "/dev/null"] {
            assert!(
                matches!(read(Path::new(path)), Err(LoadError::File(_))),
                "{path}"
            );
        }
    }
}
