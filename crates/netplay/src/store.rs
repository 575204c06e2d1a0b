//! Where rooms are kept between restarts: the [`RoomStore`] trait and a store of one JSON file
//! per room. A store of a database (the `netplay-postgres` crate's PostgreSQL store)
//! implements the same methods; the server asks nothing else of it.
//!
//! Every write carries the epoch the room was in ([`RoomRecord::epoch`], one more at each
//! start of a server that resumes it). A store shared by several servers refuses a write of an
//! older epoch than the one it keeps ([`StoreError::Fenced`]): a server that lost a room to
//! another can never overwrite the newer owner's game. A store of one server's own (a folder,
//! memory) may fence too; the files do not need to.

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
    /// Its player gave it up: it is free, and the room's stand-in plays it until someone
    /// joins (absent in records written before seats could be given up).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub given_up: bool,
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
    /// A file in the store's folder that is not read as a room (and is left as it is).
    Skipped {
        /// Where.
        path: PathBuf,
        /// Why.
        why: Skip,
    },
    /// A write of an older epoch than the one kept: another server resumed the room since,
    /// and this one's record of it is out of date.
    Fenced {
        /// The room.
        room: RoomCode,
        /// The epoch of the record kept.
        kept: u32,
        /// The epoch of the record refused.
        ours: u32,
    },
    /// A database store could not do what it was asked (not reached, refused, no answer).
    Database(Box<dyn std::error::Error + Send + Sync>),
}

/// Why a file in a [`FileStore`]'s folder is not read as a room.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Skip {
    /// Its name is not `CODE.json` with a room code.
    NotARoomName,
    /// It is not a regular file (a folder, a link, a FIFO, a device): opening a FIFO would
    /// hang the start for good.
    NotARegularFile,
    /// It is larger than any room record ([`MAX_RECORD_BYTES`]).
    TooLarge {
        /// Its size in bytes.
        size: u64,
    },
}

/// The largest room record a [`FileStore`] reads: a whole LoopIt game with its history is
/// some tens of kilobytes.
pub const MAX_RECORD_BYTES: u64 = 4 * 1024 * 1024;

impl fmt::Display for StoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StoreError::Io { path, error } => write!(f, "{}: {error}", path.display()),
            StoreError::Unreadable { path, error } => {
                write!(f, "{} is not a room record: {error}", path.display())
            }
            StoreError::BadCode(code) => write!(f, "{code:?} is not a room code"),
            StoreError::Skipped { path, why } => {
                write!(f, "{} skipped: ", path.display())?;
                match why {
                    Skip::NotARoomName => f.write_str("its name is not CODE.json of a room code"),
                    Skip::NotARegularFile => f.write_str("not a regular file"),
                    Skip::TooLarge { size } => write!(
                        f,
                        "{size} bytes, more than a room record has ({MAX_RECORD_BYTES})"
                    ),
                }
            }
            StoreError::Fenced { room, kept, ours } => write!(
                f,
                "room {room}: the store keeps its epoch {kept}, newer than this server's {ours} (another server has resumed it)"
            ),
            StoreError::Database(error) => write!(f, "the database: {error}"),
        }
    }
}

impl std::error::Error for StoreError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            StoreError::Io { error, .. } => Some(error),
            StoreError::Database(error) => Some(error.as_ref()),
            _ => None,
        }
    }
}

/// Every room a store keeps: its code and record, or why that one could not be read.
pub type KeptRooms = Vec<Result<(RoomCode, String), StoreError>>;

/// Where the server keeps its rooms. Records are JSON text, so that a store need not know the
/// game.
///
/// The server calls these from threads that may block (its store writer, its start), never
/// from its async workers; [`RoomStore::contains`] is the exception and must answer at once.
pub trait RoomStore: Send + Sync + 'static {
    /// Keeps (or replaces) the room's record, written in `epoch`. A store that fences refuses
    /// an epoch older than the one it keeps ([`StoreError::Fenced`]).
    fn save(&self, room: &RoomCode, epoch: u32, record: &str) -> Result<(), StoreError>;
    /// Forgets a room (a finished game no one looks at any more), as the server of `epoch`
    /// asks: a store that fences keeps a room of a newer epoch ([`StoreError::Fenced`]).
    fn remove(&self, room: &RoomCode, epoch: u32) -> Result<(), StoreError>;
    /// Every room kept, with its record; a record that cannot be read is reported on its own.
    fn load_all(&self) -> Result<KeptRooms, StoreError>;
    /// Whether a room is kept. Called from the server's async workers (to draw a new room's
    /// code): it answers from what the store knows at once, without waiting on a disk or a
    /// database.
    fn contains(&self, room: &RoomCode) -> bool;
    /// Rooms a store shared by several servers holds for no server any more (their server
    /// stopped renewing its claim: it died, or lost the database): this server claims them,
    /// and the server resumes them. A store of one server's own has none.
    fn claim_lapsed(&self) -> Result<KeptRooms, StoreError> {
        Ok(Vec::new())
    }
    /// Claims the one room `room` when its server stopped renewing its claim (as
    /// [`RoomStore::claim_lapsed`] does for all of them): its record, or `None` when the room is
    /// not kept or a live server holds it. The server asks this when a client names a room it
    /// does not hold, so that a dead server's room is found from the moment its claim lapses,
    /// not only at the next round of [`RoomStore::claims_every`]. Blocks.
    fn claim_lapsed_room(&self, room: &RoomCode) -> Result<Option<String>, StoreError> {
        let _ = room;
        Ok(None)
    }
    /// Where the server that holds `room` takes its clients (`ws://HOST:PORT`), when another
    /// server sharing this store holds it and said where; `None` otherwise. Blocks.
    fn held_elsewhere(&self, room: &RoomCode) -> Result<Option<String>, StoreError> {
        let _ = room;
        Ok(None)
    }
    /// How often the server asks [`RoomStore::claim_lapsed`]; `None` (a store of one server's
    /// own): never.
    fn claims_every(&self) -> Option<std::time::Duration> {
        None
    }
    /// The finished games of the archive that `player` sat in (by the name of a seat), newest
    /// first, at most `limit` (a store that keeps no archive has none). Blocks.
    fn archived(&self, player: &str, limit: usize) -> Result<Vec<ArchivedGame>, StoreError> {
        let _ = (player, limit);
        Ok(Vec::new())
    }
    /// The last record of the archived game `id`, if the archive has it. Blocks.
    fn archived_record(&self, id: &ArchiveId) -> Result<Option<String>, StoreError> {
        let _ = id;
        Ok(None)
    }
    /// Keeps a finished game's last record for good, apart from the rooms (a store that keeps
    /// no archive does nothing).
    fn archive(&self, room: &RoomCode, record: &str) -> Result<(), StoreError> {
        let _ = (room, record);
        Ok(())
    }
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
    /// Not fenced: a folder is one server's own.
    fn save(&self, room: &RoomCode, _epoch: u32, record: &str) -> Result<(), StoreError> {
        let path = self.path(room)?;
        let temporary = self.dir.join(format!(".{}.json.new", room.0));
        let io = |error, path: &Path| StoreError::Io {
            path: path.to_owned(),
            error,
        };
        std::fs::write(&temporary, record).map_err(|e| io(e, &temporary))?;
        std::fs::rename(&temporary, &path).map_err(|e| io(e, &path))
    }

    fn remove(&self, room: &RoomCode, _epoch: u32) -> Result<(), StoreError> {
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
        for entry in entries {
            let entry = match entry {
                Ok(entry) => entry,
                Err(error) => {
                    rooms.push(Err(StoreError::Io {
                        path: self.dir.clone(),
                        error,
                    }));
                    continue;
                }
            };
            let path = entry.path();
            let name = entry.file_name();
            let name = name.to_string_lossy();
            if name.starts_with('.') && name.ends_with(".json.new") {
                // What a write left when the server was killed between writing and renaming:
                // the room's file itself is whole.
                match std::fs::remove_file(&path) {
                    Ok(()) => tracing::info!("{}: a half-written record removed", path.display()),
                    Err(error) => rooms.push(Err(StoreError::Io { path, error })),
                }
                continue;
            }
            // Another game's folder (a server keeps Nardy's rooms in `DIR/nardy`).
            if entry.file_type().is_ok_and(|kind| kind.is_dir()) {
                continue;
            }
            let skip = |why| {
                Err(StoreError::Skipped {
                    path: path.clone(),
                    why,
                })
            };
            let Some(code) = name
                .strip_suffix(".json")
                .map(|code| RoomCode(code.to_owned()))
                .filter(RoomCode::is_well_formed)
            else {
                rooms.push(skip(Skip::NotARoomName));
                continue;
            };
            // The entry's own type, links not followed: a FIFO is never opened.
            match entry.file_type() {
                Ok(kind) if kind.is_file() => {}
                Ok(_) => {
                    rooms.push(skip(Skip::NotARegularFile));
                    continue;
                }
                Err(error) => {
                    rooms.push(Err(StoreError::Io { path, error }));
                    continue;
                }
            }
            rooms.push(read_record(&path).map(|text| (code, text)));
        }
        Ok(rooms)
    }

    fn contains(&self, room: &RoomCode) -> bool {
        self.path(room).is_ok_and(|path| path.exists())
    }

    /// `DIR/archive/CODE-SECONDS.json` (seconds since 1970 when it was archived: a code may
    /// be drawn again for a later room).
    fn archive(&self, room: &RoomCode, record: &str) -> Result<(), StoreError> {
        if !room.is_well_formed() {
            return Err(StoreError::BadCode(room.clone()));
        }
        let dir = self.dir.join(ARCHIVE);
        let io = |error, path: &Path| StoreError::Io {
            path: path.to_owned(),
            error,
        };
        std::fs::create_dir_all(&dir).map_err(|e| io(e, &dir))?;
        let seconds = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |since| since.as_secs());
        let path = dir.join(format!("{}-{seconds}.json", room.0));
        let temporary = dir.join(format!(".{}-{seconds}.json.new", room.0));
        std::fs::write(&temporary, record).map_err(|e| io(e, &temporary))?;
        std::fs::rename(&temporary, &path).map_err(|e| io(e, &path))
    }

    /// Reads every file of the archive folder (a server with many finished games keeps them in
    /// a database: `netplay-postgres`); a file that is not an archived record is passed over
    /// with a log line.
    fn archived(&self, player: &str, limit: usize) -> Result<Vec<ArchivedGame>, StoreError> {
        let dir = self.dir.join(ARCHIVE);
        let entries = match std::fs::read_dir(&dir) {
            Ok(entries) => entries,
            Err(error) if error.kind() == io::ErrorKind::NotFound => return Ok(Vec::new()),
            Err(error) => return Err(StoreError::Io { path: dir, error }),
        };
        let mut games = Vec::new();
        for entry in entries.flatten() {
            let name = entry.file_name();
            let Some(id) = name
                .to_str()
                .and_then(|name| name.strip_suffix(".json"))
                .and_then(ArchiveId::parse)
            else {
                continue;
            };
            if !entry.file_type().is_ok_and(|kind| kind.is_file()) {
                continue;
            }
            let path = entry.path();
            let game = read_record(&path).and_then(|text| {
                ArchivedGame::of_record(id, &text).map_err(|error| StoreError::Unreadable {
                    path: path.clone(),
                    error: error.to_string(),
                })
            });
            match game {
                Ok(game) if game.players.iter().any(|name| name == player) => games.push(game),
                Ok(_) => {}
                Err(error) => tracing::warn!("an archived game passed over: {error}"),
            }
        }
        games.sort_by(|a, b| b.id.finished.cmp(&a.id.finished).then(b.id.cmp(&a.id)));
        games.truncate(limit);
        Ok(games)
    }

    fn archived_record(&self, id: &ArchiveId) -> Result<Option<String>, StoreError> {
        let path = self.dir.join(ARCHIVE).join(format!("{id}.json"));
        match std::fs::symlink_metadata(&path) {
            Ok(meta) if meta.is_file() => read_record(&path).map(Some),
            Ok(_) => Ok(None),
            Err(error) if error.kind() == io::ErrorKind::NotFound => Ok(None),
            Err(error) => Err(StoreError::Io { path, error }),
        }
    }
}

/// The folder of a [`FileStore`] where finished games are archived.
pub const ARCHIVE: &str = "archive";

/// Which archived game: its room and when it ended (a code may be drawn again for a later
/// room). Written `CODE-SECONDS`, as in a [`FileStore`]'s archive file names and the server's
/// `GET /games/GAME/ID`.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct ArchiveId {
    /// The room the game was played in.
    pub room: RoomCode,
    /// When it ended: seconds since 1970.
    pub finished: u64,
}

impl ArchiveId {
    /// Reads `CODE-SECONDS` (a file's name without `.json`, or an address's last part).
    #[must_use]
    pub fn parse(text: &str) -> Option<ArchiveId> {
        let (code, seconds) = text.rsplit_once('-')?;
        let room = RoomCode(code.to_owned());
        let finished = seconds.parse().ok()?;
        room.is_well_formed()
            .then_some(ArchiveId { room, finished })
    }
}

impl fmt::Display for ArchiveId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.room.0, self.finished)
    }
}

impl Serialize for ArchiveId {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

/// A finished game as an archive lists it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ArchivedGame {
    /// Which game ([`RoomStore::archived_record`] gives its record).
    pub id: ArchiveId,
    /// The room it was played in.
    pub room: RoomCode,
    /// When it ended: seconds since 1970.
    pub finished: u64,
    /// The seats' names, in seat order.
    pub players: Vec<String>,
}

impl ArchivedGame {
    /// The game `id` of the room record `text` (its seats' names), or why it is not one.
    pub fn of_record(id: ArchiveId, text: &str) -> Result<ArchivedGame, serde_json::Error> {
        let record: RoomRecord<serde_json::Value> = serde_json::from_str(text)?;
        Ok(ArchivedGame {
            room: id.room.clone(),
            finished: id.finished,
            players: record
                .seats
                .into_iter()
                .map(|seat| seat.setup.name)
                .collect(),
            id,
        })
    }
}

/// Reads a record of at most [`MAX_RECORD_BYTES`] (a larger file is not read at all).
fn read_record(path: &Path) -> Result<String, StoreError> {
    use std::io::Read;
    let io = |error| StoreError::Io {
        path: path.to_owned(),
        error,
    };
    let file = std::fs::File::open(path).map_err(io)?;
    let size = file.metadata().map_err(io)?.len();
    if size > MAX_RECORD_BYTES {
        return Err(StoreError::Skipped {
            path: path.to_owned(),
            why: Skip::TooLarge { size },
        });
    }
    let mut text = String::new();
    file.take(MAX_RECORD_BYTES + 1)
        .read_to_string(&mut text)
        .map_err(io)?;
    if text.len() as u64 > MAX_RECORD_BYTES {
        return Err(StoreError::Skipped {
            path: path.to_owned(),
            why: Skip::TooLarge {
                size: text.len() as u64,
            },
        });
    }
    Ok(text)
}

/// Refuses a write of `epoch` to `room` when `rooms` keeps it in a newer epoch.
fn fence(
    rooms: &BTreeMap<RoomCode, (u32, String)>,
    room: &RoomCode,
    epoch: u32,
) -> Result<(), StoreError> {
    match rooms.get(room) {
        Some(&(kept, _)) if kept > epoch => Err(StoreError::Fenced {
            room: room.clone(),
            kept,
            ours: epoch,
        }),
        _ => Ok(()),
    }
}

/// Rooms kept in memory only (a server for tests, or one that need not survive a restart).
/// It fences as a shared store does, so that servers of a test can share one.
#[derive(Debug, Default)]
pub struct MemoryStore {
    rooms: Mutex<BTreeMap<RoomCode, (u32, String)>>,
}

impl RoomStore for MemoryStore {
    fn save(&self, room: &RoomCode, epoch: u32, record: &str) -> Result<(), StoreError> {
        let mut rooms = self.rooms.lock().unwrap_or_else(|e| e.into_inner());
        fence(&rooms, room, epoch)?;
        rooms.insert(room.clone(), (epoch, record.to_owned()));
        Ok(())
    }

    fn remove(&self, room: &RoomCode, epoch: u32) -> Result<(), StoreError> {
        let mut rooms = self.rooms.lock().unwrap_or_else(|e| e.into_inner());
        fence(&rooms, room, epoch)?;
        rooms.remove(room);
        Ok(())
    }

    fn load_all(&self) -> Result<KeptRooms, StoreError> {
        let rooms = self.rooms.lock().unwrap_or_else(|e| e.into_inner());
        Ok(rooms
            .iter()
            .map(|(c, (_, t))| Ok((c.clone(), t.clone())))
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
            .and_then(|store| store.save(&code, 1, "{\"x\":1}"))
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
        store.remove(&code, 1).expect("removed");
        assert!(!store.contains(&code));
    }

    #[test]
    fn rooms_with_new_and_old_codes_are_both_kept_and_found_again() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let old = RoomCode("ABC234".into());
        let new = RoomCode::random().expect("random source");
        {
            let store = FileStore::open(dir.path()).expect("opened");
            store.save(&old, 1, "{\"old\":1}").expect("written");
            store.save(&new, 1, "{\"new\":1}").expect("written");
        }
        let store = FileStore::open(dir.path()).expect("opened");
        let mut rooms: Vec<RoomCode> = store
            .load_all()
            .expect("listed")
            .into_iter()
            .flatten()
            .map(|(code, _)| code)
            .collect();
        rooms.sort();
        let mut both = vec![old, new];
        both.sort();
        assert_eq!(rooms, both);
    }

    #[test]
    fn a_memory_store_refuses_an_older_epoch_and_keeps_the_newer_record() {
        let store = MemoryStore::default();
        let code = RoomCode::random().expect("random source");
        store.save(&code, 2, "{\"by\":2}").expect("written");
        store
            .save(&code, 2, "{\"by\":2,\"n\":1}")
            .expect("the same epoch writes again");
        assert!(matches!(
            store.save(&code, 1, "{\"by\":1}"),
            Err(StoreError::Fenced {
                kept: 2,
                ours: 1,
                ..
            })
        ));
        assert!(matches!(
            store.remove(&code, 1),
            Err(StoreError::Fenced {
                kept: 2,
                ours: 1,
                ..
            })
        ));
        let kept: Vec<_> = store
            .load_all()
            .expect("listed")
            .into_iter()
            .flatten()
            .collect();
        assert_eq!(kept, vec![(code.clone(), "{\"by\":2,\"n\":1}".to_owned())]);
        store
            .save(&code, 3, "{\"by\":3}")
            .expect("a newer epoch writes");
        store.remove(&code, 3).expect("removed by its owner");
        assert!(!store.contains(&code));
    }

    #[test]
    fn a_file_store_builds_no_path_from_a_bad_code() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let store = FileStore::open(dir.path()).expect("opened");
        let bad = RoomCode("../../x".into());
        assert!(matches!(
            store.save(&bad, 1, "{}"),
            Err(StoreError::BadCode(_))
        ));
    }
}

#[cfg(test)]
mod checks {
    use super::*;

    fn listed(store: &FileStore) -> (Vec<RoomCode>, Vec<StoreError>) {
        let mut rooms = Vec::new();
        let mut skipped = Vec::new();
        for entry in store.load_all().expect("listed") {
            match entry {
                Ok((code, _)) => rooms.push(code),
                Err(error) => skipped.push(error),
            }
        }
        (rooms, skipped)
    }

    #[cfg(unix)]
    #[test]
    fn files_that_are_not_rooms_are_reported_with_their_reason_and_not_read() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let store = FileStore::open(dir.path()).expect("opened");
        let good = RoomCode("ABC234".into());
        store.save(&good, 1, "{}").expect("written");
        std::fs::write(dir.path().join("notes.txt"), "x").expect("written");
        std::fs::write(dir.path().join("abc.json"), "{}").expect("written");
        std::fs::create_dir(dir.path().join("nardy")).expect("a folder of another game");
        std::os::unix::fs::symlink("/nonexistent", dir.path().join("XYZ234.json")).expect("a link");
        let big = std::fs::File::create(dir.path().join("BQG234.json")).expect("made");
        big.set_len(MAX_RECORD_BYTES + 1).expect("a sparse file");
        std::fs::write(dir.path().join(".DEF234.json.new"), "{half").expect("written");
        let (rooms, skipped) = listed(&store);
        assert_eq!(rooms, vec![good]);
        let mut whys: Vec<String> = skipped
            .iter()
            .map(|error| match error {
                StoreError::Skipped { path, why } => format!(
                    "{} {why:?}",
                    path.file_name().and_then(|n| n.to_str()).unwrap_or("?")
                ),
                other => panic!("a skip, not {other}"),
            })
            .collect();
        whys.sort();
        assert_eq!(
            whys,
            vec![
                format!("BQG234.json TooLarge {{ size: {} }}", MAX_RECORD_BYTES + 1),
                "XYZ234.json NotARegularFile".to_owned(),
                "abc.json NotARoomName".to_owned(),
                "notes.txt NotARoomName".to_owned(),
            ]
        );
        assert!(
            !dir.path().join(".DEF234.json.new").exists(),
            "a half-written record of a killed server is removed"
        );
    }

    #[cfg(unix)]
    #[test]
    fn a_fifo_named_like_a_room_is_skipped_without_being_opened() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let fifo = dir.path().join("FGF234.json");
        let made = std::process::Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .expect("mkfifo runs");
        assert!(made.success());
        let store = FileStore::open(dir.path()).expect("opened");
        // Were the FIFO opened for reading, this would wait for a writer for good.
        let (rooms, skipped) = listed(&store);
        assert!(rooms.is_empty());
        assert!(matches!(
            skipped.as_slice(),
            [StoreError::Skipped {
                why: Skip::NotARegularFile,
                ..
            }]
        ));
    }
}
