//! The autosave: after every turn the game on screen is written to a file of its own window,
//! so that a crash or a killed program loses at most the turn in progress, and the next start
//! offers to resume it.
//!
//! Several windows may run at once (two players of one account, a second window opened by
//! mistake), so that no window ever loses a game to another:
//!
//! - each window writes its own file, `autosave-ID.json` (ID: the process and the time it
//!   started), and holds a lock on `autosave-ID.lock` while it runs — an operating-system lock
//!   ([`std::fs::File::try_lock`]), which ends with the process, however it ends;
//! - a window starting offers only a game no running window holds: the newest unfinished game
//!   of a file whose lock nobody holds (or of the older `autosave.json`). It takes that file
//!   over at once (an atomic rename to its own name), so that two windows starting together
//!   never both resume it;
//! - a window removes only its own file (a new game, the end of the game, quitting without
//!   saving);
//! - temporary files a crash left during a write are removed when a window starts.

use std::fs::File;
use std::path::{Path, PathBuf};
use std::time::SystemTime;

use game_shell::files;
use loopit_core::Game;

use crate::storage::{StorageError, load_game, save_game};

/// The autosave of one window: its file, and the lock that tells other windows it is held.
#[derive(Debug)]
pub struct Autosave {
    folder: PathBuf,
    path: PathBuf,
    lock_path: PathBuf,
    /// The lock held while the window runs (`None` where the system cannot lock files: then
    /// the window works as if alone).
    lock: Option<File>,
}

/// An unfinished game found in an autosave file that no running window holds.
#[derive(Debug)]
pub struct AutosavedGame {
    /// The game, checked by the core.
    pub game: Game,
    /// When the file was written, if the system says.
    pub saved: Option<SystemTime>,
}

/// The file name older versions wrote (one for every window): offered like a file nobody holds.
const OLD_FILE_NAME: &str = "autosave.json";

impl Autosave {
    /// The user's data folder for LoopIt (`~/.local/share/LoopIt` on Linux), if the system
    /// has one.
    #[must_use]
    pub fn default_folder() -> Option<PathBuf> {
        dirs::data_dir().map(|dir| dir.join("LoopIt"))
    }

    /// A new autosave file of this window in `folder` (made if missing), its lock taken, and
    /// the temporary files of crashed writes in the folder removed. Nothing is written yet.
    #[must_use]
    pub fn claim(folder: &Path) -> Autosave {
        if let Err(e) = std::fs::create_dir_all(folder) {
            log::warn!(
                "cannot make the autosave folder {}: {e}",
                files::quoted(folder)
            );
        }
        files::clean_up_after_crashes(&[(folder, "json")]);
        remove_orphan_locks(folder);
        let started = SystemTime::now()
            .duration_since(SystemTime::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos());
        let mut n = 0u32;
        loop {
            let id = format!("{}-{started:x}-{n}", std::process::id());
            let path = folder.join(format!("autosave-{id}.json"));
            let lock_path = folder.join(format!("autosave-{id}.lock"));
            // A name no other window uses: the lock file is made new, never taken over.
            match std::fs::OpenOptions::new()
                .write(true)
                .create_new(true)
                .open(&lock_path)
            {
                Ok(file) => {
                    let lock = match file.try_lock() {
                        Ok(()) => Some(file),
                        Err(e) => {
                            log::warn!("cannot lock {}: {e}", files::quoted(&lock_path));
                            None
                        }
                    };
                    return Autosave {
                        folder: folder.to_owned(),
                        path,
                        lock_path,
                        lock,
                    };
                }
                Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists && n < 100 => n += 1,
                Err(e) => {
                    log::warn!("cannot make {}: {e}", files::quoted(&lock_path));
                    return Autosave {
                        folder: folder.to_owned(),
                        path,
                        lock_path,
                        lock: None,
                    };
                }
            }
        }
    }

    /// This window's file.
    #[must_use]
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Writes `game` to this window's file, atomically (as every save is).
    pub fn write(&self, game: &Game) -> Result<(), StorageError> {
        save_game(game, &self.path)
    }

    /// Removes this window's file (its game ended, was given up, or a new one was started).
    /// A file that is not there is fine. Other windows' files are never touched.
    pub fn remove(&self) -> std::io::Result<()> {
        remove_if_there(&self.path)
    }

    /// Takes over the newest unfinished game of the folder that no running window holds: its
    /// file becomes this window's (renamed, so no other window can take it too), and the game
    /// is returned; `seed` seeds its further draws. Files that cannot be read or loaded, and
    /// finished games, are left alone and not offered (with a log line).
    pub fn take_unheld(&mut self, seed: u64) -> Option<AutosavedGame> {
        let candidates = files::list_files(&self.folder, "json")
            .into_iter()
            .filter(|(path, _)| *path != self.path && self.is_unheld(path));
        for (path, saved) in candidates {
            let game = match load_game(&path, seed) {
                Ok(game) if game.is_over() => {
                    log::info!("the autosaved game {} is over", files::quoted(&path));
                    continue;
                }
                Ok(game) => game,
                Err(e) => {
                    log::warn!("the autosaved game is ignored: {e}");
                    continue;
                }
            };
            // Another window starting now may have taken it first: then it is theirs.
            if let Err(e) = std::fs::rename(&path, &self.path) {
                log::info!("the autosaved game {} was taken: {e}", files::quoted(&path));
                continue;
            }
            let _ = remove_if_there(&lock_of(&path));
            return Some(AutosavedGame {
                game,
                saved: Some(saved),
            });
        }
        None
    }

    /// Whether `path` is an autosave file no running window holds.
    fn is_unheld(&self, path: &Path) -> bool {
        let Some(name) = path.file_name().and_then(|n| n.to_str()) else {
            return false;
        };
        if name == OLD_FILE_NAME {
            return true;
        }
        if !(name.starts_with("autosave-") && name.ends_with(".json")) {
            return false;
        }
        let lock = lock_of(path);
        match File::options().write(true).open(&lock) {
            // The window that wrote it is gone without a trace of its lock.
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => true,
            Err(_) => false,
            // Free when nobody holds it; the test lock ends when `file` is dropped.
            Ok(file) => file.try_lock().is_ok(),
        }
    }
}

impl Drop for Autosave {
    /// The window ends: its lock is let go and its lock file removed. Its autosave file stays
    /// when it holds a game (the next start offers it).
    fn drop(&mut self) {
        if self.lock.take().is_some() {
            let _ = remove_if_there(&self.lock_path);
        }
    }
}

/// Removes the lock files of windows that ended without a game to keep: killed before their
/// first autosave, so no `.json` beside them, and nobody holds them. Only those older than
/// [`files::STALE_TEMPORARY`]: a window starting now makes its lock file a moment before it
/// locks it, and must not lose it. Without this each killed window left a lock file behind.
fn remove_orphan_locks(folder: &Path) {
    let Ok(entries) = std::fs::read_dir(folder) else {
        return;
    };
    let now = SystemTime::now();
    for entry in entries.flatten() {
        let path = entry.path();
        let is_lock = path
            .file_name()
            .and_then(|n| n.to_str())
            .is_some_and(|n| n.starts_with("autosave-") && n.ends_with(".lock"));
        if !is_lock || path.with_extension("json").exists() {
            continue;
        }
        let old = entry
            .metadata()
            .ok()
            .and_then(|m| m.modified().ok())
            .and_then(|t| now.duration_since(t).ok())
            .is_some_and(|age| age >= files::STALE_TEMPORARY);
        let free = old
            && File::options()
                .write(true)
                .open(&path)
                .is_ok_and(|f| f.try_lock().is_ok());
        if free {
            let _ = remove_if_there(&path);
        }
    }
}

/// The lock file beside the autosave file `path`.
fn lock_of(path: &Path) -> PathBuf {
    path.with_extension("lock")
}

fn remove_if_there(path: &Path) -> std::io::Result<()> {
    match std::fs::remove_file(path) {
        Err(e) if e.kind() != std::io::ErrorKind::NotFound => Err(e),
        _ => Ok(()),
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
    fn a_window_is_offered_only_an_unfinished_game_that_loads_and_nobody_holds() {
        let dir = tempfile::tempdir().expect("temp dir");
        let folder = dir.path().join("LoopIt");
        let mut first = Autosave::claim(&folder);
        assert!(first.take_unheld(1).is_none(), "nothing to offer");
        let game = game();
        first.write(&game).expect("written");

        // A second window while the first runs: the first's game is not offered.
        let mut second = Autosave::claim(&folder);
        assert_ne!(second.path(), first.path());
        assert!(second.take_unheld(1).is_none(), "held by the first window");
        second.remove().expect("removes its own file only");
        assert!(first.path().exists());

        // The first window ends (closed, or killed: the system lets its lock go).
        let left = first.path().to_owned();
        drop(first);
        let found = second.take_unheld(1).expect("now nobody holds it");
        assert_eq!(found.game.to_save(), game.to_save());
        assert!(found.saved.is_some(), "the time of the file");
        assert!(
            !left.exists(),
            "taken over: renamed to the second window's file"
        );
        assert!(second.path().exists());
        let mut third = Autosave::claim(&folder);
        assert!(
            third.take_unheld(1).is_none(),
            "the second window holds it now"
        );

        // A corrupt file is not offered, and not removed.
        std::fs::write(folder.join(OLD_FILE_NAME), "{\"version\": 2, \"board\": [").expect("write");
        assert!(third.take_unheld(1).is_none());
        assert!(folder.join(OLD_FILE_NAME).exists());
        second.remove().expect("removed");
        second.remove().expect("removing it again is fine");
        assert!(!second.path().exists());
    }

    #[test]
    fn the_old_shared_file_is_offered_and_a_crashed_write_is_cleaned_up() {
        let dir = tempfile::tempdir().expect("temp dir");
        save_game(&game(), &dir.path().join(OLD_FILE_NAME)).expect("written");
        // What a window killed during a write leaves, an hour ago, and one being written now
        // (by a process that runs: this one).
        let stale = dir.path().join(".autosave-1-2-0.json.4242.tmp");
        let fresh = dir
            .path()
            .join(format!(".autosave-3-4-0.json.{}.tmp", std::process::id()));
        for temp in [&stale, &fresh] {
            std::fs::write(temp, "{\"version\": 2").expect("write");
        }
        let an_hour_ago = SystemTime::now() - std::time::Duration::from_secs(3600);
        File::options()
            .write(true)
            .open(&stale)
            .and_then(|f| f.set_modified(an_hour_ago))
            .expect("dated");
        let mut window = Autosave::claim(dir.path());
        assert!(!stale.exists(), "removed at the start");
        assert!(fresh.exists(), "a write under way is left alone");
        assert!(window.take_unheld(1).is_some(), "the old file is nobody's");
        assert!(!dir.path().join(OLD_FILE_NAME).exists());
    }

    #[test]
    fn the_lock_of_a_window_killed_before_its_first_autosave_is_cleaned_up() {
        let dir = tempfile::tempdir().expect("temp dir");
        let running = Autosave::claim(dir.path());
        // A window killed an hour ago with no game written, one killed with a game, and one
        // starting right now (its lock file made, not yet locked).
        let killed = dir.path().join("autosave-1-2-0.lock");
        let with_game = dir.path().join("autosave-3-4-0.lock");
        let starting = dir.path().join("autosave-5-6-0.lock");
        for lock in [&killed, &with_game, &starting] {
            std::fs::write(lock, "").expect("write");
        }
        save_game(&game(), &with_game.with_extension("json")).expect("written");
        let an_hour_ago = SystemTime::now() - std::time::Duration::from_secs(3600);
        for lock in [&killed, &with_game, &running.lock_path] {
            File::options()
                .write(true)
                .open(lock)
                .and_then(|f| f.set_modified(an_hour_ago))
                .expect("dated");
        }
        let _next = Autosave::claim(dir.path());
        assert!(!killed.exists(), "removed");
        assert!(with_game.exists(), "its game is offered, lock and all");
        assert!(
            starting.exists(),
            "a window starting now keeps its lock file"
        );
        assert!(
            running.lock_path.exists(),
            "a running window's lock is held"
        );
    }
}
