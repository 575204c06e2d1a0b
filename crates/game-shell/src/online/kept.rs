//! The seats a window keeps to come back to: each room it joined on a server (not one it hosts,
//! which ends with the window), with the seat's token, in a small file of the program in the
//! user's data folder ([`SeatBook`]), so that a window closed or crashed, or a room left while
//! its game goes on, can be rejoined from the join form. An entry goes when the game is over,
//! when the room is gone or the token refused, or when its player gives the seat up.

use std::fmt;
use std::path::{Path, PathBuf};

use netplay::{RoomCode, SeatToken};
use serde::{Deserialize, Serialize};

use crate::files::{FileError, read_text, write_json};

/// A seat this window (or an earlier one of the program) holds in a room on a server.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct KeptSeat {
    /// Where the room is: the server's WebSocket address with the game's path
    /// (`ws://10.0.0.2:7878/ws/reversi`).
    pub server: String,
    /// The game's name on the wire ([`netplay::OnlineGame::NAME`]).
    pub game: String,
    /// The room.
    pub room: RoomCode,
    /// The seat.
    pub seat: usize,
    /// The seat's name, as the room gave it.
    pub name: String,
    /// The seat's token: the secret that lets the window back in.
    pub token: SeatToken,
}

impl KeptSeat {
    /// Whether `other` is for the same room (server, game and room code): one entry each.
    fn same_room(&self, other: &KeptSeat) -> bool {
        self.server == other.server && self.game == other.game && self.room == other.room
    }

    /// The server as a person reads it: `HOST:PORT`, without the scheme and the path.
    #[must_use]
    pub fn server_shown(&self) -> &str {
        let rest = self
            .server
            .split_once("://")
            .map_or(self.server.as_str(), |(_, rest)| rest);
        rest.split('/').next().unwrap_or(rest)
    }
}

/// What the file holds.
#[derive(Debug, Default, Serialize, Deserialize)]
struct BookFile {
    /// [`SeatBook::FORMAT`].
    format: u32,
    seats: Vec<KeptSeat>,
}

/// Why the kept seats could not be read or written: shown as a warning (the window goes on
/// without them), never a panic.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SeatBookError {
    /// The file could not be read or written.
    File(FileError),
    /// The file is not a list of kept seats this program reads (damaged, or of a newer
    /// version); it is replaced when a seat is next kept.
    Damaged {
        /// The file.
        path: PathBuf,
        /// What the reader said.
        reason: String,
    },
}

impl fmt::Display for SeatBookError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SeatBookError::File(error) => write!(f, "the kept online seats: {error}"),
            SeatBookError::Damaged { path, reason } => write!(
                f,
                "the kept online seats in {} cannot be read: {reason}",
                crate::files::quoted(path)
            ),
        }
    }
}

impl std::error::Error for SeatBookError {}

/// The file of the seats a program keeps ([`SeatBook::FILE_NAME`] in a folder the program
/// gives: the user's data folder, a temporary one in tests). Each change reads the file
/// afresh and writes it whole, atomically, so that two windows of the program keep each
/// other's seats.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatBook {
    path: PathBuf,
}

impl SeatBook {
    /// The file's name in its folder.
    pub const FILE_NAME: &'static str = "online-seats.json";
    /// The file's format.
    const FORMAT: u32 = 1;
    /// The largest file read (a few hundred bytes an entry).
    const LIMIT: u64 = 256 * 1024;

    /// The book in `folder` (made when a seat is first kept).
    #[must_use]
    pub fn in_folder(folder: &Path) -> SeatBook {
        SeatBook {
            path: folder.join(SeatBook::FILE_NAME),
        }
    }

    /// The book of the program whose data folder is `program` in the user's data folder
    /// (`~/.local/share/Reversi` on Linux); `None` when the system names none.
    #[must_use]
    pub fn in_data_folder(program: &str) -> Option<SeatBook> {
        dirs::data_dir().map(|dir| SeatBook::in_folder(&dir.join(program)))
    }

    /// The file.
    #[must_use]
    pub fn path(&self) -> &Path {
        &self.path
    }

    fn read(&self) -> Result<Vec<KeptSeat>, SeatBookError> {
        let text = match read_text(&self.path, SeatBook::LIMIT) {
            Ok(text) => text,
            Err(error) if error.is_not_found() => return Ok(Vec::new()),
            Err(error) => return Err(SeatBookError::File(error)),
        };
        let damaged = |reason: String| SeatBookError::Damaged {
            path: self.path.clone(),
            reason,
        };
        let file: BookFile = serde_json::from_str(&text).map_err(|e| damaged(e.to_string()))?;
        if file.format != SeatBook::FORMAT {
            return Err(damaged(format!("format {}", file.format)));
        }
        Ok(file.seats)
    }

    /// The seats kept for the game `game` ([`netplay::OnlineGame::NAME`]), the latest first.
    ///
    /// # Errors
    /// When the file cannot be read or is damaged.
    pub fn seats(&self, game: &str) -> Result<Vec<KeptSeat>, SeatBookError> {
        let mut seats = self.read()?;
        seats.retain(|seat| seat.game == game);
        seats.reverse();
        Ok(seats)
    }

    /// Changes the list with `change` and writes it; a damaged file is replaced (what could
    /// be read of it is lost, and was said when read).
    fn change(&self, change: impl FnOnce(&mut Vec<KeptSeat>)) -> Result<(), SeatBookError> {
        let mut seats = match self.read() {
            Ok(seats) => seats,
            Err(error @ SeatBookError::Damaged { .. }) => {
                log::warn!("{error}; it is written anew");
                Vec::new()
            }
            Err(error) => return Err(error),
        };
        let before = seats.clone();
        change(&mut seats);
        if seats == before && self.path.exists() {
            return Ok(());
        }
        let file = BookFile {
            format: SeatBook::FORMAT,
            seats,
        };
        write_json(&self.path, &file).map_err(SeatBookError::File)
    }

    /// Keeps `seat` (replacing an entry for the same room), as the latest.
    ///
    /// # Errors
    /// When the file cannot be written.
    pub fn keep(&self, seat: KeptSeat) -> Result<(), SeatBookError> {
        self.change(|seats| {
            seats.retain(|kept| !kept.same_room(&seat));
            seats.push(seat);
        })
    }

    /// Forgets the seat kept in room `room` of game `game` on `server`, if any.
    ///
    /// # Errors
    /// When the file cannot be written.
    pub fn forget(&self, server: &str, game: &str, room: &RoomCode) -> Result<(), SeatBookError> {
        self.change(|seats| {
            seats
                .retain(|kept| !(kept.server == server && kept.game == game && &kept.room == room));
        })
    }
}

/// The seats the join form offers to rejoin, and why they could not be read, if so.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Rejoinable {
    /// The seats kept for the game, the latest first.
    pub seats: Vec<KeptSeat>,
    /// Why the file could not be read.
    pub warning: Option<SeatBookError>,
}

impl Rejoinable {
    /// The seats `book` keeps for `game` (none without a book).
    #[must_use]
    pub fn of(book: Option<&SeatBook>, game: &str) -> Rejoinable {
        match book.map(|book| book.seats(game)) {
            None => Rejoinable::default(),
            Some(Ok(seats)) => Rejoinable {
                seats,
                warning: None,
            },
            Some(Err(warning)) => {
                log::warn!("{warning}");
                Rejoinable {
                    seats: Vec::new(),
                    warning: Some(warning),
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seat(server: &str, room: &str, name: &str) -> KeptSeat {
        KeptSeat {
            server: server.to_owned(),
            game: "reversi".to_owned(),
            room: RoomCode(room.to_owned()),
            seat: 1,
            name: name.to_owned(),
            token: SeatToken::random().expect("random bits"),
        }
    }

    #[test]
    fn seats_are_kept_per_server_and_room_and_read_back_by_a_new_book() {
        let folder = tempfile::tempdir().expect("a folder");
        let book = SeatBook::in_folder(&folder.path().join("Reversi"));
        assert_eq!(book.seats("reversi"), Ok(Vec::new()), "no file: no seats");
        let a = seat("ws://10.0.0.2:7878/ws/reversi", "ABCDE23456", "Zora");
        let b = seat("ws://10.0.0.3:7878/ws/reversi", "ABCDE23456", "Zora");
        book.keep(a.clone()).expect("kept");
        book.keep(b.clone()).expect("kept");
        // The same room again replaces its entry (a seat joined anew).
        let a2 = seat("ws://10.0.0.2:7878/ws/reversi", "ABCDE23456", "Ann");
        book.keep(a2.clone()).expect("kept");
        let again = SeatBook::in_folder(&folder.path().join("Reversi"));
        assert_eq!(again.seats("reversi"), Ok(vec![a2.clone(), b.clone()]));
        assert_eq!(
            again.seats("nardy"),
            Ok(Vec::new()),
            "another game's are not"
        );
        again
            .forget(&a2.server, "reversi", &a2.room)
            .expect("forgotten");
        assert_eq!(book.seats("reversi"), Ok(vec![b.clone()]));
        assert_eq!(b.server_shown(), "10.0.0.3:7878");
    }

    #[test]
    fn a_damaged_file_is_a_warning_and_is_replaced_when_a_seat_is_kept() {
        let folder = tempfile::tempdir().expect("a folder");
        let book = SeatBook::in_folder(folder.path());
        std::fs::write(book.path(), "{ not json").expect("written");
        let rejoin = Rejoinable::of(Some(&book), "reversi");
        assert!(rejoin.seats.is_empty());
        assert!(
            matches!(rejoin.warning, Some(SeatBookError::Damaged { .. })),
            "{rejoin:?}"
        );
        let a = seat("ws://127.0.0.1:7878/ws/reversi", "ABCDE23456", "Zora");
        book.keep(a.clone()).expect("kept");
        assert_eq!(book.seats("reversi"), Ok(vec![a]));
        // No temporary file is left beside it.
        let names: Vec<_> = std::fs::read_dir(folder.path())
            .expect("listed")
            .filter_map(Result::ok)
            .map(|entry| entry.file_name())
            .collect();
        assert_eq!(names, vec![std::ffi::OsString::from(SeatBook::FILE_NAME)]);
    }

    #[test]
    fn the_token_is_not_in_the_debug_text() {
        let a = seat("ws://127.0.0.1:7878/ws/reversi", "ABCDE23456", "Zora");
        assert!(!format!("{a:?}").contains(a.token.as_str()));
    }
}
