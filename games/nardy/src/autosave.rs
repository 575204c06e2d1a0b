//! The autosave: after every roll and turn the game on screen (its record, roll and match) is
//! written to `autosave.json` in the autosave folder, so that a crash or a killed window loses
//! at most the turn in progress, and the next start offers to resume it (as LoopIt's window
//! does).
//!
//! One window at a time keeps it: the first window holds `autosave.lock` (an operating-system
//! lock, [`std::fs::File::try_lock`], which ends with the process however it ends); a second
//! window started meanwhile neither offers nor writes the file, so it never takes or replaces
//! the first one's game. Temporary files a crash left during a write are removed when a window
//! claims the folder.

use std::fs::File;
use std::path::{Path, PathBuf};

use game_shell::files::{self, FileError, FileErrorKind};
use nardy_core::{SaveFile, Saved};

use crate::saves::{self, LoadError};

/// The autosave file's name in its folder.
pub const FILE_NAME: &str = "autosave.json";

/// The lock file's name in the folder.
const LOCK_NAME: &str = "autosave.lock";

/// Why this window does not autosave.
#[derive(Debug, thiserror::Error)]
pub enum AutosaveError {
    /// The folder cannot be made, or its lock file opened.
    #[error("cannot use the autosave folder {folder}: {source}")]
    Folder {
        /// The folder, quoted.
        folder: String,
        /// What the system said.
        source: std::io::Error,
    },
    /// Another window holds the lock: its game is the one kept.
    #[error("another window keeps the autosave in {0}")]
    Held(String),
}

/// The autosave of this window: the file, and the lock that says this window keeps it.
#[derive(Debug)]
pub struct Autosave {
    path: PathBuf,
    /// Held while the window runs; let go when it is dropped.
    _lock: File,
}

/// The autosave's folder inside the saves folder (`~/.local/share/Nardy/autosave` on Linux),
/// apart from the saves a player names.
pub const FOLDER: &str = "autosave";

impl Autosave {
    /// Takes the autosave in `folder` (made if missing) for this window.
    ///
    /// # Errors
    /// The folder cannot be used, or another window holds it.
    pub fn claim(folder: &Path) -> Result<Autosave, AutosaveError> {
        let unusable = |source| AutosaveError::Folder {
            folder: files::quoted(folder),
            source,
        };
        std::fs::create_dir_all(folder).map_err(unusable)?;
        let lock = File::options()
            .write(true)
            .create(true)
            .truncate(false)
            .open(folder.join(LOCK_NAME))
            .map_err(unusable)?;
        match lock.try_lock() {
            Ok(()) => {}
            Err(std::fs::TryLockError::WouldBlock) => {
                return Err(AutosaveError::Held(files::quoted(folder)));
            }
            Err(std::fs::TryLockError::Error(e)) => return Err(unusable(e)),
        }
        files::clean_up_after_crashes(&[(folder, "json")]);
        Ok(Autosave {
            path: folder.join(FILE_NAME),
            _lock: lock,
        })
    }

    /// The file.
    #[must_use]
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The unfinished game the file holds, if any. A file that cannot be read or is no valid
    /// save is not offered (logged) and is replaced by the next autosave; a finished game is
    /// not offered.
    #[must_use]
    pub fn unfinished(&self) -> Option<Saved> {
        match saves::read(&self.path) {
            Ok(saved) if saved.position.outcome().is_none() => Some(saved),
            Ok(_) => None,
            Err(LoadError::File(FileError {
                kind: FileErrorKind::Io(e),
                ..
            })) if e.kind() == std::io::ErrorKind::NotFound => None,
            Err(e) => {
                log::warn!(
                    "the autosaved game {} is not offered: {e}",
                    files::quoted(&self.path)
                );
                None
            }
        }
    }

    /// Writes `save` to the file (atomically, as every save).
    ///
    /// # Errors
    /// The file cannot be written.
    pub fn write(&self, save: &SaveFile) -> Result<(), FileError> {
        saves::write(&self.path, save)
    }

    /// Removes the file (its game ended, or was given up); a file not there is fine.
    ///
    /// # Errors
    /// The file is there and cannot be removed.
    pub fn remove(&self) -> std::io::Result<()> {
        match std::fs::remove_file(&self.path) {
            Err(e) if e.kind() != std::io::ErrorKind::NotFound => Err(e),
            _ => Ok(()),
        }
    }
}
