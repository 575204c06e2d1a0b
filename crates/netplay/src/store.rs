//! Where rooms are kept between restarts: the [`RoomStore`] trait and a store of one JSON file
//! per room. A store of a database (Redis, PostgreSQL) implements the same four methods; the
//! server asks nothing else of it.

use std::collections::BTreeMap;
use std::fmt;
use std::io;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use serde::{Deserialize, Serialize};

use crate::game::SeatSetup;
use crate::token::{RoomCode, SeatToken};

/// A seat as the store keeps it: its token is the secret a returning player shows.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(bound(serialize = "L: Serialize", deserialize = "L: Deserialize<'de>"))]
pub struct SeatRecord<L> {
    /// The seat's name and who plays it.
    pub setup: SeatSetup<L>,
    /// The token, once a person has joined.
    pub token: Option<SeatToken>,
    /// The smallest intent number the seat accepts.
    pub next_id: u64,
}

/// A room as its store keeps it: everything needed to go on after a restart.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(bound(serialize = "L: Serialize", deserialize = "L: Deserialize<'de>"))]
pub struct RoomRecord<L> {
    /// [`RoomRecord::FORMAT`].
    pub format: u32,
    /// The game's name.
    pub game_name: String,
    /// The room's code.
    pub room: RoomCode,
    /// The epoch the room was in when written.
    pub epoch: u32,
    /// The stand-in level.
    pub stand_in: Option<L>,
    /// The seats.
    pub seats: Vec<SeatRecord<L>>,
    /// The game's own record ([`crate::OnlineGame::record`]).
    pub game: String,
    /// The host's seat while the room is a lobby (the game not started); `None` once started.
    #[serde(default)]
    pub lobby: Option<usize>,
}

impl<L> RoomRecord<L> {
    /// The format of a room record this program writes.
    pub const FORMAT: u32 = 1;
}

/// Why a store failed.
#[derive(Debug)]
pub enum StoreError {
    /// The store could not be read or written.
    Io {
        /// Where.
        path: PathBuf,
        /// What the system said.
        error: io::Error,
    },
    /// A kept room is not a room record.
    Unreadable {
        /// Where.
        path: PathBuf,
        /// What the reader said.
        error: String,
    },
    /// A room code that cannot name a room.
    BadCode(RoomCode),
}

impl fmt::Display for StoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StoreError::Io { path, error } => write!(f, "{}: {error}", path.display()),
            StoreError::Unreadable { path, error } => {
                write!(f, "{} is not a room record: {error}", path.display())
            }
            StoreError::BadCode(code) => write!(f, "{code:?} is not a room code"),
        }
    }
}

impl std::error::Error for StoreError {}

/// Every room a store keeps: its code and record, or why that one could not be read.
pub type KeptRooms = Vec<Result<(RoomCode, String), StoreError>>;

/// Where the server keeps its rooms. Records are JSON text, so that a store need not know the
/// game.
pub trait RoomStore: Send + Sync + 'static {
    /// Keeps (or replaces) the room's record.
    fn save(&self, room: &RoomCode, record: &str) -> Result<(), StoreError>;
    /// Forgets a room (a finished game no one looks at any more).
    fn remove(&self, room: &RoomCode) -> Result<(), StoreError>;
    /// Every room kept, with its record; a record that cannot be read is reported on its own.
    fn load_all(&self) -> Result<KeptRooms, StoreError>;
    /// Whether a room is kept.
    fn contains(&self, room: &RoomCode) -> bool;
}

/// One file per room, `CODE.json`, in a folder. Each write goes to a temporary file that then
/// replaces the room's file, so a file is always whole, even when the server is killed.
#[derive(Debug)]
pub struct FileStore {
    dir: PathBuf,
}

impl FileStore {
    /// The store in `dir` (made when missing).
    pub fn open(dir: impl Into<PathBuf>) -> Result<FileStore, StoreError> {
        let dir = dir.into();
        std::fs::create_dir_all(&dir).map_err(|error| StoreError::Io {
            path: dir.clone(),
            error,
        })?;
        Ok(FileStore { dir })
    }

    /// The folder.
    #[must_use]
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    fn path(&self, room: &RoomCode) -> Result<PathBuf, StoreError> {
        if room.is_well_formed() {
            Ok(self.dir.join(format!("{}.json", room.0)))
        } else {
            Err(StoreError::BadCode(room.clone()))
        }
    }
}

impl RoomStore for FileStore {
    fn save(&self, room: &RoomCode, record: &str) -> Result<(), StoreError> {
        let path = self.path(room)?;
        let temporary = self.dir.join(format!(".{}.json.new", room.0));
        let io = |error, path: &Path| StoreError::Io {
            path: path.to_owned(),
            error,
        };
        std::fs::write(&temporary, record).map_err(|e| io(e, &temporary))?;
        std::fs::rename(&temporary, &path).map_err(|e| io(e, &path))
    }

    fn remove(&self, room: &RoomCode) -> Result<(), StoreError> {
        let path = self.path(room)?;
        match std::fs::remove_file(&path) {
            Err(error) if error.kind() != io::ErrorKind::NotFound => {
                Err(StoreError::Io { path, error })
            }
            _ => Ok(()),
        }
    }

    fn load_all(&self) -> Result<KeptRooms, StoreError> {
        let entries = std::fs::read_dir(&self.dir).map_err(|error| StoreError::Io {
            path: self.dir.clone(),
            error,
        })?;
        let mut rooms = Vec::new();
        for entry in entries.flatten() {
            let path = entry.path();
            let Some(code) = path
                .file_name()
                .and_then(|name| name.to_str())
                .and_then(|name| name.strip_suffix(".json"))
                .map(|code| RoomCode(code.to_owned()))
                .filter(RoomCode::is_well_formed)
            else {
                continue;
            };
            rooms.push(
                std::fs::read_to_string(&path)
                    .map(|text| (code, text))
                    .map_err(|error| StoreError::Io { path, error }),
            );
        }
        Ok(rooms)
    }

    fn contains(&self, room: &RoomCode) -> bool {
        self.path(room).is_ok_and(|path| path.exists())
    }
}

/// Rooms kept in memory only (a server for tests, or one that need not survive a restart).
#[derive(Debug, Default)]
pub struct MemoryStore {
    rooms: Mutex<BTreeMap<RoomCode, String>>,
}

impl RoomStore for MemoryStore {
    fn save(&self, room: &RoomCode, record: &str) -> Result<(), StoreError> {
        let mut rooms = self.rooms.lock().unwrap_or_else(|e| e.into_inner());
        rooms.insert(room.clone(), record.to_owned());
        Ok(())
    }

    fn remove(&self, room: &RoomCode) -> Result<(), StoreError> {
        let mut rooms = self.rooms.lock().unwrap_or_else(|e| e.into_inner());
        rooms.remove(room);
        Ok(())
    }

    fn load_all(&self) -> Result<KeptRooms, StoreError> {
        let rooms = self.rooms.lock().unwrap_or_else(|e| e.into_inner());
        Ok(rooms
            .iter()
            .map(|(c, t)| Ok((c.clone(), t.clone())))
            .collect())
    }

    fn contains(&self, room: &RoomCode) -> bool {
        let rooms = self.rooms.lock().unwrap_or_else(|e| e.into_inner());
        rooms.contains_key(room)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_store_keeps_rooms_across_opening_it_again() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let code = RoomCode("ABC234".into());
        FileStore::open(dir.path())
            .and_then(|store| store.save(&code, "{\"x\":1}"))
            .expect("written");
        let store = FileStore::open(dir.path()).expect("opened");
        let rooms: Vec<_> = store
            .load_all()
            .expect("listed")
            .into_iter()
            .flatten()
            .collect();
        assert_eq!(rooms, vec![(code.clone(), "{\"x\":1}".to_owned())]);
        assert!(store.contains(&code));
        store.remove(&code).expect("removed");
        assert!(!store.contains(&code));
    }

    #[test]
    fn a_file_store_builds_no_path_from_a_bad_code() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let store = FileStore::open(dir.path()).expect("opened");
        let bad = RoomCode("../../x".into());
        assert!(matches!(
            store.save(&bad, "{}"),
            Err(StoreError::BadCode(_))
        ));
    }
}
