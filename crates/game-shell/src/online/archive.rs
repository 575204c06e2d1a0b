//! A finished online game's record, as a server's archive serves it
//! (`http://HOST:PORT/games/GAME/ID`): the address as a person pastes it ([`RecordAddress`]),
//! one plain HTTP GET for it on a thread of its own ([`Fetching`], never on the window's
//! thread), and the game read from the room record ([`open_record`]). A program opens the game
//! in its replay.
//!
//! The GET is written here rather than taken from an HTTP client crate: the workspace has no
//! blocking client, the well-kept ones (ureq, reqwest) would bring a TLS stack and dozens of
//! crates into all three programs' builds for one request, and the archive answers plain
//! HTTP/1.0 (on a LAN or loopback; `https` is refused in words). What it needs is one request,
//! a status line, a length limit and a timeout — about sixty lines below.

use std::io::{Read, Write};
use std::net::{TcpStream, ToSocketAddrs};
use std::sync::mpsc;
use std::time::Duration;

use netplay::{MAX_RECORD_BYTES, OnlineGame, RoomRecord};

use super::address::DEFAULT_PORT;
use crate::i18n::shell_tr;

/// How long the server may take to connect, and then between two reads.
const TIMEOUT: Duration = Duration::from_secs(15);

/// Why a record could not be opened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordProblem {
    /// What was pasted is not the address of a record (`http://HOST:PORT/games/GAME/ID`).
    Address(String),
    /// The server could not be reached or the connection failed: the system's words.
    Unreachable(String),
    /// The server has no such record (404).
    NotFound,
    /// The server answered with another status.
    Status(u16),
    /// The answer is larger than any record.
    TooLarge,
    /// The answer is not a record of a game this program reads: what the reader said.
    Unreadable(String),
    /// The record is of another game.
    OtherGame(String),
}

impl RecordProblem {
    /// In the window's language.
    #[must_use]
    pub fn words(&self) -> String {
        match self {
            RecordProblem::Address(text) => {
                shell_tr!("shell-record-problem-address", address = text.as_str())
            }
            RecordProblem::Unreachable(error) => {
                shell_tr!("shell-record-problem-unreachable", error = error.as_str())
            }
            RecordProblem::NotFound => shell_tr!("shell-record-problem-not-found"),
            RecordProblem::Status(status) => {
                shell_tr!("shell-record-problem-status", status = status.to_string())
            }
            RecordProblem::TooLarge => shell_tr!("shell-record-problem-too-large"),
            RecordProblem::Unreadable(why) => {
                shell_tr!("shell-record-problem-unreadable", why = why.as_str())
            }
            RecordProblem::OtherGame(game) => {
                shell_tr!("shell-record-problem-other-game", game = game.as_str())
            }
        }
    }
}

/// The address of a record, as pasted: `http://HOST:PORT/games/GAME/ID`, or without the
/// scheme (the port 7878 unless given).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordAddress {
    /// `HOST:PORT`.
    pub server: String,
    /// `/games/GAME/ID`.
    pub path: String,
}

impl RecordAddress {
    /// The address `text` names, or why it is none (`https` is not spoken).
    pub fn parse(text: &str) -> Result<RecordAddress, RecordProblem> {
        let text = text.trim();
        let bad = || RecordProblem::Address(text.to_owned());
        let rest = text.strip_prefix("http://").unwrap_or(text);
        if rest.contains("://") || rest.contains(char::is_whitespace) {
            return Err(bad());
        }
        let (server, path) = rest.split_at(rest.find('/').ok_or_else(bad)?);
        let parts: Vec<&str> = path.split('/').collect();
        let plain = |part: &str| {
            !part.is_empty()
                && part
                    .bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
        };
        if parts.len() != 4 || parts[1] != "games" || !plain(parts[2]) || !plain(parts[3]) {
            return Err(bad());
        }
        if server.is_empty() {
            return Err(bad());
        }
        let has_port = match server.rsplit_once(':') {
            Some((host, port)) if !host.is_empty() && !port.contains(']') => {
                port.parse::<u16>().map_err(|_| bad())?;
                true
            }
            Some(_) if !server.starts_with('[') => return Err(bad()),
            _ => false,
        };
        let server = if has_port {
            server.to_owned()
        } else {
            format!("{server}:{DEFAULT_PORT}")
        };
        Ok(RecordAddress {
            server,
            path: path.to_owned(),
        })
    }

    /// The game the address names (`loopit`).
    #[must_use]
    pub fn game(&self) -> &str {
        self.path.split('/').nth(2).unwrap_or_default()
    }

    /// The record's text: one HTTP GET, blocking (call it off the window's thread).
    ///
    /// # Errors
    /// When the server cannot be reached, answers other than 200, or with more than a record.
    pub fn get(&self) -> Result<String, RecordProblem> {
        let unreachable = |error: std::io::Error| RecordProblem::Unreachable(error.to_string());
        let addr = self
            .server
            .to_socket_addrs()
            .map_err(unreachable)?
            .next()
            .ok_or_else(|| RecordProblem::Unreachable(self.server.clone()))?;
        let mut stream = TcpStream::connect_timeout(&addr, TIMEOUT).map_err(unreachable)?;
        stream
            .set_read_timeout(Some(TIMEOUT))
            .map_err(unreachable)?;
        stream
            .set_write_timeout(Some(TIMEOUT))
            .map_err(unreachable)?;
        // HTTP/1.0: the whole answer, then the server closes (no chunks, no keep-alive).
        let request = format!(
            "GET {} HTTP/1.0\r\nHost: {}\r\nAccept: application/json\r\n\r\n",
            self.path, self.server
        );
        stream.write_all(request.as_bytes()).map_err(unreachable)?;
        let limit = MAX_RECORD_BYTES + 16 * 1024;
        let mut answer = Vec::new();
        stream
            .take(limit + 1)
            .read_to_end(&mut answer)
            .map_err(unreachable)?;
        if answer.len() as u64 > limit {
            return Err(RecordProblem::TooLarge);
        }
        body_of(&answer)
    }
}

/// The body of an HTTP answer whose status is 200.
fn body_of(answer: &[u8]) -> Result<String, RecordProblem> {
    let unreadable = |why: &str| RecordProblem::Unreadable(why.to_owned());
    let end = answer
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .ok_or_else(|| unreadable("not an HTTP answer"))?;
    let head = std::str::from_utf8(&answer[..end]).map_err(|_| unreadable("not an HTTP answer"))?;
    let status = head
        .lines()
        .next()
        .and_then(|line| line.split_whitespace().nth(1))
        .and_then(|code| code.parse::<u16>().ok())
        .ok_or_else(|| unreadable("not an HTTP answer"))?;
    match status {
        200 => {}
        404 => return Err(RecordProblem::NotFound),
        other => return Err(RecordProblem::Status(other)),
    }
    String::from_utf8(answer[end + 4..].to_vec()).map_err(|_| unreadable("not UTF-8 text"))
}

/// The game of `G` a record's text holds (a room record as the archive keeps it).
///
/// # Errors
/// When it is not a room record, is of another game, or its game cannot be read.
pub fn open_record<G: OnlineGame>(text: &str) -> Result<G, RecordProblem> {
    let record: RoomRecord<G::Level> =
        serde_json::from_str(text).map_err(|e| RecordProblem::Unreadable(e.to_string()))?;
    if record.game_name != G::NAME {
        return Err(RecordProblem::OtherGame(record.game_name));
    }
    G::from_record(&record.game).map_err(|e| RecordProblem::Unreadable(e.to_string()))
}

/// A record on its way: fetched on a thread of its own, which wakes the window when done.
#[derive(Debug)]
pub struct Fetching {
    answer: mpsc::Receiver<Result<String, RecordProblem>>,
}

impl Fetching {
    /// Fetches the record at `address`, calling `wake` when it is here (or failed).
    ///
    /// # Errors
    /// When no thread can be started.
    pub fn start(
        address: RecordAddress,
        wake: impl Fn() + Send + 'static,
    ) -> Result<Fetching, RecordProblem> {
        let (tell, answer) = mpsc::channel();
        std::thread::Builder::new()
            .name("record-fetch".into())
            .spawn(move || {
                let _ = tell.send(address.get());
                wake();
            })
            .map_err(|e| RecordProblem::Unreachable(e.to_string()))?;
        Ok(Fetching { answer })
    }

    /// The record's text or why not, once it is here; `None` while it is on its way.
    pub fn poll(&self) -> Option<Result<String, RecordProblem>> {
        match self.answer.try_recv() {
            Ok(answer) => Some(answer),
            Err(mpsc::TryRecvError::Empty) => None,
            Err(mpsc::TryRecvError::Disconnected) => Some(Err(RecordProblem::Unreachable(
                "the fetch stopped".to_owned(),
            ))),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_address_is_read_as_pasted_and_anything_else_is_refused() {
        let at = |server: &str, path: &str| {
            Ok(RecordAddress {
                server: server.to_owned(),
                path: path.to_owned(),
            })
        };
        assert_eq!(
            RecordAddress::parse(" http://10.0.0.2:8080/games/loopit/ABCDE23456-1700000000 "),
            at("10.0.0.2:8080", "/games/loopit/ABCDE23456-1700000000")
        );
        assert_eq!(
            RecordAddress::parse("example.org/games/loopit/X-1"),
            at("example.org:7878", "/games/loopit/X-1")
        );
        assert_eq!(
            RecordAddress::parse("[::1]:9000/games/loopit/X-1"),
            at("[::1]:9000", "/games/loopit/X-1")
        );
        assert_eq!(
            RecordAddress::parse("http://h/games/loopit/X-1")
                .expect("an address")
                .game(),
            "loopit"
        );
        for bad in [
            "",
            "https://h/games/loopit/X-1",
            "ws://h/games/loopit/X-1",
            "h:port/games/loopit/X-1",
            "h/games/loopit",
            "h/games/loopit/X-1?player=a",
            "h/other/loopit/X-1",
            "/games/loopit/X-1",
            "h/games/loop it/X-1",
        ] {
            assert_eq!(
                RecordAddress::parse(bad),
                Err(RecordProblem::Address(bad.trim().to_owned())),
                "{bad:?}"
            );
        }
    }

    #[test]
    fn an_answer_is_its_body_when_200_and_a_problem_otherwise() {
        assert_eq!(
            body_of(b"HTTP/1.1 200 OK\r\ncontent-length: 2\r\n\r\n{}"),
            Ok("{}".to_owned())
        );
        assert_eq!(
            body_of(b"HTTP/1.1 404 Not Found\r\n\r\n"),
            Err(RecordProblem::NotFound)
        );
        assert_eq!(
            body_of(b"HTTP/1.1 503 Service Unavailable\r\n\r\n"),
            Err(RecordProblem::Status(503))
        );
        assert!(matches!(
            body_of(b"garbage"),
            Err(RecordProblem::Unreadable(_))
        ));
    }
}
