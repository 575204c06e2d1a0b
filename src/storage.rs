//! Saved games on disk: written through [`game_shell::files`] so that a crash never leaves
//! half a file, read back with a size limit and through the core's checks. No rule is decided
//! here. The autosave is [`crate::autosave`]'s.

use std::fmt;
use std::path::{Path, PathBuf};

use game_shell::files::{self, FileError};
use loopit_core::{Game, SaveError};

/// The largest save file read, in bytes: a finished game with its whole history is a few
/// kilobytes, so anything much larger is not a saved game.
pub const MAX_SAVE_BYTES: u64 = 4 * 1024 * 1024;

/// Why a game could not be saved or loaded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StorageError {
    /// The game could not be written to the file.
    Write(FileError),
    /// The file could not be read.
    Read(FileError),
    /// The file was read, but it does not hold a game this program can continue.
    Invalid {
        /// The file.
        path: PathBuf,
        /// What is wrong with it.
        source: SaveError,
    },
}

impl fmt::Display for StorageError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StorageError::Write(e) => write!(f, "cannot save the game: {e}"),
            StorageError::Read(e) => write!(f, "cannot read the game: {e}"),
            StorageError::Invalid { path, source } => {
                write!(f, "{} cannot be loaded: {source}", files::quoted(path))
            }
        }
    }
}

impl std::error::Error for StorageError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            StorageError::Write(e) | StorageError::Read(e) => Some(e),
            StorageError::Invalid { source, .. } => Some(source),
        }
    }
}

/// Saves `game` as JSON at `path` (atomically).
pub fn save_game(game: &Game, path: &Path) -> Result<(), StorageError> {
    let json = game.to_save().to_json();
    files::write_atomically(path, json.as_bytes()).map_err(StorageError::Write)
}

/// Reads the game saved at `path`, checked by the core. Files that are not regular files or
/// larger than [`MAX_SAVE_BYTES`] are refused before they are read.
pub fn load_game(path: &Path, seed: u64) -> Result<Game, StorageError> {
    let text = files::read_text(path, MAX_SAVE_BYTES).map_err(StorageError::Read)?;
    Game::from_json(&text, seed).map_err(|source| StorageError::Invalid {
        path: path.to_owned(),
        source,
    })
}

/// The longest name part made from one player's name, in bytes.
const MAX_NAME_PART_BYTES: usize = 40;

/// A file name for saving `game` that says who plays and when:
/// `loopit-anna-ben-2026-11-29-1430.json`. `now` is the local time as
/// `(year, month, day, hour, minute)`. Each name gives at most 40 bytes, so that the whole
/// stays under 200 bytes and its temporary file's name within the 255 bytes file systems allow.
#[must_use]
pub fn default_save_name(game: &Game, now: Option<(i32, u32, u32, u32, u32)>) -> String {
    let mut name = String::from("loopit");
    for player in game.players() {
        let part: String = player
            .name
            .chars()
            .filter_map(|c| {
                if c.is_alphanumeric() {
                    Some(c.to_ascii_lowercase())
                } else if c == ' ' || c == '-' || c == '_' {
                    Some('-')
                } else {
                    None
                }
            })
            .collect();
        let mut end = part.len().min(MAX_NAME_PART_BYTES);
        while !part.is_char_boundary(end) {
            end -= 1;
        }
        let part = part[..end].trim_matches('-');
        if !part.is_empty() {
            name.push('-');
            name.push_str(part);
        }
    }
    if let Some((y, mo, d, h, mi)) = now {
        name.push_str(&format!("-{y:04}-{mo:02}-{d:02}-{h:02}{mi:02}"));
    }
    name.push_str(".json");
    name
}

/// A file as it was when a game was saved to it or loaded from it: enough to tell later
/// whether something else (another window) has replaced it since.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SavedStamp {
    path: PathBuf,
    modified: Option<std::time::SystemTime>,
    len: u64,
    /// The file's identity on systems that have one (every save replaces the file by a new one).
    #[cfg(unix)]
    inode: (u64, u64),
}

impl SavedStamp {
    /// The file at `path` as it is now (`None` if it cannot be looked at).
    #[must_use]
    pub fn of(path: &Path) -> Option<SavedStamp> {
        let meta = std::fs::metadata(path).ok()?;
        Some(SavedStamp {
            path: path.to_owned(),
            modified: meta.modified().ok(),
            len: meta.len(),
            #[cfg(unix)]
            inode: {
                use std::os::unix::fs::MetadataExt;
                (meta.dev(), meta.ino())
            },
        })
    }

    /// Whether the file is still the one stamped (not replaced, changed or removed).
    #[must_use]
    pub fn still_there(&self) -> bool {
        SavedStamp::of(&self.path).as_ref() == Some(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use loopit_core::Player;

    fn game() -> Game {
        Game::new(vec![Player::human("Anna M."), Player::human("Ben")], 1).expect("players")
    }

    #[test]
    fn a_saved_game_loads_back_the_same() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("nested/folder/game.json");
        let game = game();
        save_game(&game, &path).expect("saved");
        let loaded = load_game(&path, 1).expect("loads");
        assert_eq!(loaded.to_save(), game.to_save(), "the same position");
        let leftovers: Vec<_> = std::fs::read_dir(path.parent().expect("folder"))
            .expect("list")
            .flatten()
            .filter(|e| e.file_name().to_string_lossy().ends_with(".tmp"))
            .collect();
        assert!(leftovers.is_empty(), "no temporary file is left behind");
    }

    // Any position saved and loaded back is the same position: that property is the core's
    // (`crates/loopit-core/tests/properties.rs`, at any moment of generated games); this file's
    // part, the file on disk, is the example above.

    #[test]
    fn load_errors_name_the_file() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("broken.json");
        std::fs::write(&path, "{").expect("write");
        let error = load_game(&path, 0).expect_err("refused").to_string();
        assert!(error.contains("broken.json"), "{error}");
        assert!(error.contains("not a JSON file"), "{error}");
        let missing = load_game(&dir.path().join("none.json"), 0).expect_err("refused");
        assert!(matches!(missing, StorageError::Read(_)), "{missing}");
        assert!(missing.to_string().contains("none.json"), "{missing}");
    }

    #[test]
    fn a_stamp_tells_a_file_replaced_since() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("shared.json");
        save_game(&game(), &path).expect("saved");
        let stamp = SavedStamp::of(&path).expect("stamped");
        assert!(stamp.still_there());
        // Another window saves its game over it (the same bytes even: a new file).
        save_game(&game(), &path).expect("saved again");
        assert!(!stamp.still_there(), "replaced");
        let again = SavedStamp::of(&path).expect("stamped");
        std::fs::remove_file(&path).expect("removed");
        assert!(!again.still_there(), "removed");
    }

    #[test]
    fn default_names_say_who_plays_and_when() {
        assert_eq!(
            default_save_name(&game(), Some((2026, 11, 29, 14, 5))),
            "loopit-anna-m-ben-2026-11-29-1405.json"
        );
        assert_eq!(default_save_name(&game(), None), "loopit-anna-m-ben.json");
    }
}
