//! Saved games on disk: written through [`game_shell::files`] so that a crash never leaves
//! half a file, read back with a size limit and through the core's checks. No rule is decided
//! here.

use std::fmt;
use std::path::{Path, PathBuf};

use game_shell::files::{self, FileError};
use loopit_core::{Game, SaveError};

/// The largest save file read, in bytes: a finished game with its whole history is a few
/// kilobytes, so anything much larger is not a saved game.
pub const MAX_SAVE_BYTES: u64 = 4 * 1024 * 1024;

/// Why a game could not be saved or loaded.
#[derive(Debug)]
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

/// The file an unfinished game is written to after every turn, so that a crash or a killed
/// program loses at most the turn in progress; offered to be resumed at the next start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Autosave {
    path: PathBuf,
}

/// An unfinished game found in the autosave file.
#[derive(Debug)]
pub struct AutosavedGame {
    /// The game, checked by the core.
    pub game: Game,
    /// When the file was written, if the system says.
    pub saved: Option<std::time::SystemTime>,
}

impl Autosave {
    /// The name of the autosave file in its folder.
    pub const FILE_NAME: &str = "autosave.json";

    /// The autosave file in `folder`.
    #[must_use]
    pub fn in_folder(folder: &Path) -> Autosave {
        Autosave {
            path: folder.join(Self::FILE_NAME),
        }
    }

    /// The user's data folder for LoopIt (`~/.local/share/LoopIt` on Linux), if the system
    /// has one.
    #[must_use]
    pub fn default_folder() -> Option<PathBuf> {
        dirs::data_dir().map(|dir| dir.join("LoopIt"))
    }

    /// The file.
    #[must_use]
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Writes `game` to the file, atomically (as every save is).
    pub fn write(&self, game: &Game) -> Result<(), StorageError> {
        save_game(game, &self.path)
    }

    /// Removes the file (the game ended, or a new one was started deliberately). A file that
    /// is not there is fine.
    pub fn remove(&self) -> std::io::Result<()> {
        match std::fs::remove_file(&self.path) {
            Err(e) if e.kind() != std::io::ErrorKind::NotFound => Err(e),
            _ => Ok(()),
        }
    }

    /// The unfinished game in the file, if there is one; `seed` seeds its further draws. A
    /// missing file, a finished game and a file that cannot be read or loaded give `None`;
    /// the last two with a log line, never an error for the player.
    #[must_use]
    pub fn unfinished(&self, seed: u64) -> Option<AutosavedGame> {
        if !self.path.exists() {
            return None;
        }
        match load_game(&self.path, seed) {
            Ok(game) if game.is_over() => {
                log::info!("the autosaved game {} is over", files::quoted(&self.path));
                None
            }
            Ok(game) => Some(AutosavedGame {
                game,
                saved: std::fs::metadata(&self.path)
                    .and_then(|m| m.modified())
                    .ok(),
            }),
            Err(e) => {
                log::warn!("the autosaved game is ignored: {e}");
                None
            }
        }
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
    fn an_autosave_offers_only_an_unfinished_game_that_loads() {
        let dir = tempfile::tempdir().expect("temp dir");
        let autosave = Autosave::in_folder(&dir.path().join("LoopIt"));
        assert!(
            autosave.unfinished(1).is_none(),
            "no file, nothing to offer"
        );
        let game = game();
        autosave.write(&game).expect("written, its folder made");
        let found = autosave.unfinished(1).expect("an unfinished game");
        assert_eq!(found.game.to_save(), game.to_save());
        assert!(found.saved.is_some(), "the time of the file");
        std::fs::write(autosave.path(), "{\"version\": 2, \"board\": [").expect("write");
        assert!(
            autosave.unfinished(1).is_none(),
            "a corrupt file is ignored"
        );
        autosave.remove().expect("removed");
        autosave.remove().expect("removing it again is fine");
        assert!(!autosave.path().exists());
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
