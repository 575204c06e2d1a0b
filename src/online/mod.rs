//! Online play in the window (Game ▸ Play online): hosting a room on a server inside the
//! program, joining one, watching one, and the game as this window follows it.
//!
//! The server decides everything (`netplay` with `loopit-online`'s game); this window sends
//! intents and draws what it is told. Nothing here blocks the window: the server runs on its
//! own runtime ([`host`]), the client on its own thread, which wakes the window
//! (`request_repaint`) whenever something arrives; each frame takes what has arrived
//! ([`OnlineRoom::poll`]).
//!
//! - [`host`]: the server inside the program, the address to tell friends;
//! - [`room`]: one room as this window is in it: the connection, the picture of the game
//!   (`loopit_online::Table`) and a [`Session`](crate::session::Session) of the core made from
//!   it, which the board, the bank and the "why not" ask, as at one screen;
//! - [`OnlineScreen`]: what `Screen::Online` shows — a form, or a room.

pub mod host;
pub mod room;

use loopit_core::Level;
use loopit_online::OnlineLevel;
use netplay::{ClientError, Refusal, SeatKind, SeatSetup};

pub use room::{OnlineRoom, Phase};

/// The port a host offers unless told another (the dedicated server's default too).
pub const DEFAULT_PORT: u16 = 7878;

/// What the online screen shows.
#[derive(Debug)]
pub enum OnlineScreen {
    /// A form to fill in (its fields live in the view); `problem` is why the last try failed.
    Form {
        /// Which form.
        kind: FormKind,
        /// Why the last try did not work.
        problem: Option<OnlineProblem>,
    },
    /// In a room: its lobby, its game, or its end.
    Room(Box<OnlineRoom>),
}

impl OnlineScreen {
    /// The game of the room as this window knows it, when there is one.
    #[must_use]
    pub fn session(&self) -> Option<&crate::session::Session> {
        match self {
            OnlineScreen::Room(room) => room.session(),
            OnlineScreen::Form { .. } => None,
        }
    }

    /// The room, if in one.
    #[must_use]
    pub fn room(&self) -> Option<&OnlineRoom> {
        match self {
            OnlineScreen::Room(room) => Some(room),
            OnlineScreen::Form { .. } => None,
        }
    }
}

/// The three forms of Game ▸ Play online.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum FormKind {
    /// Host a room on this computer.
    Host,
    /// Join a room.
    Join,
    /// Watch a room.
    Watch,
}

/// Who plays a seat of a hosted room.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum SeatChoice {
    /// The person at this window (the host).
    Here,
    /// A person who joins from another window.
    Remote,
    /// The server's computer at this level.
    Computer(Level),
}

/// What the host form asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HostRequest {
    /// The port as typed.
    pub port: String,
    /// Whether other computers may connect (all addresses), or this one only.
    pub open: bool,
    /// The seats: name and who plays.
    pub seats: Vec<(String, SeatChoice)>,
    /// The level that plays for a person away too long (`None`: the seat waits).
    pub stand_in: Option<Level>,
}

impl HostRequest {
    /// The seats as the server takes them, and the seat of this window.
    #[must_use]
    pub fn seat_setups(&self) -> (Vec<SeatSetup<OnlineLevel>>, usize) {
        let here = self
            .seats
            .iter()
            .position(|(_, choice)| *choice == SeatChoice::Here)
            .unwrap_or(0);
        let setups = self
            .seats
            .iter()
            .map(|(name, choice)| SeatSetup {
                name: name.trim().to_owned(),
                kind: match choice {
                    SeatChoice::Here | SeatChoice::Remote => SeatKind::Person,
                    SeatChoice::Computer(level) => SeatKind::Computer(OnlineLevel(*level)),
                },
            })
            .collect();
        (setups, here)
    }
}

/// What the join and watch forms ask for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JoinRequest {
    /// The server's address as typed: `HOST`, `HOST:PORT` or a `ws://` address.
    pub address: String,
    /// The room code as typed.
    pub code: String,
    /// The player's name (not for watching).
    pub name: String,
    /// Watch rather than play.
    pub watch: bool,
}

/// Why online play could not begin, or stopped: each with its facts, worded by the view.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OnlineProblem {
    /// The port typed is not a port (0–65535).
    Port(String),
    /// The server could not listen on the port (in use, not allowed).
    Listen {
        /// The port.
        port: u16,
        /// What the system said.
        error: String,
    },
    /// The address typed is not one.
    Address(String),
    /// The room code typed cannot be a room code.
    Code(String),
    /// The connection's thread could not start.
    Thread(String),
    /// The server could not be reached, or the connection failed.
    Unreachable(String),
    /// The server closed the connection.
    Closed,
    /// The server went silent.
    Silent,
    /// The server refused: the protocol's reason, the game's when it is one.
    Refused(Refusal<loopit_online::Refusal>),
    /// The server sent what this program cannot read.
    Unreadable,
}

impl OnlineProblem {
    /// The problem a client reports as it stops.
    #[must_use]
    pub fn of_client(error: &ClientError) -> OnlineProblem {
        match error {
            ClientError::Transport(text) => OnlineProblem::Unreachable(text.clone()),
            ClientError::Closed => OnlineProblem::Closed,
            ClientError::Silent => OnlineProblem::Silent,
            ClientError::Unreadable(_) => OnlineProblem::Unreadable,
            ClientError::Refused(refusal) => OnlineProblem::Refused(typed(refusal)),
        }
    }
}

/// A refusal as the client reports it, the game's reason read back from its JSON.
fn typed(refusal: &Refusal<String>) -> Refusal<loopit_online::Refusal> {
    match refusal {
        Refusal::Game { refusal } => match serde_json::from_str(refusal) {
            Ok(refusal) => Refusal::Game { refusal },
            Err(_) => Refusal::RoomUnavailable,
        },
        other => serde_json::to_value(other)
            .ok()
            .and_then(|value| serde_json::from_value(value).ok())
            .unwrap_or(Refusal::RoomUnavailable),
    }
}

/// The WebSocket address of a server typed as `HOST`, `HOST:PORT`, `[IPv6]:PORT` or
/// `ws://HOST:PORT/ws`; without a port, [`DEFAULT_PORT`].
pub fn server_url(text: &str) -> Result<String, OnlineProblem> {
    let text = text.trim();
    let bad = || OnlineProblem::Address(text.to_owned());
    if text.starts_with("ws://") || text.starts_with("wss://") {
        return if text.len() > "wss://".len() && !text.contains(char::is_whitespace) {
            Ok(text.to_owned())
        } else {
            Err(bad())
        };
    }
    if text.is_empty()
        || text.contains(|c: char| c.is_whitespace() || c == '/' || c == '?' || c == '#')
    {
        return Err(bad());
    }
    let has_port = if text.starts_with('[') {
        text.contains("]:")
    } else {
        text.matches(':').count() == 1
    };
    let host = if has_port {
        let (host, port) = text.rsplit_once(':').ok_or_else(bad)?;
        port.parse::<u16>().map_err(|_| bad())?;
        if host.is_empty() {
            return Err(bad());
        }
        return Ok(format!("ws://{text}/ws"));
    } else if text.contains(':') && !text.starts_with('[') {
        // An IPv6 address without brackets.
        format!("[{text}]")
    } else {
        text.to_owned()
    };
    Ok(format!("ws://{host}:{DEFAULT_PORT}/ws"))
}

/// The room code typed, as the server names rooms (letters in capitals, blanks dropped).
pub fn room_code(text: &str) -> Result<netplay::RoomCode, OnlineProblem> {
    let code = netplay::RoomCode(
        text.chars()
            .filter(|c| !c.is_whitespace() && *c != '-')
            .collect::<String>()
            .to_uppercase(),
    );
    if code.is_well_formed() {
        Ok(code)
    } else {
        Err(OnlineProblem::Code(text.trim().to_owned()))
    }
}

/// The port typed (0: any free port, which the host's screen then shows).
pub fn port(text: &str) -> Result<u16, OnlineProblem> {
    text.trim()
        .parse::<u16>()
        .map_err(|_| OnlineProblem::Port(text.trim().to_owned()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_address_is_read_as_a_player_types_it() {
        assert_eq!(
            server_url("192.168.1.5"),
            Ok("ws://192.168.1.5:7878/ws".to_owned())
        );
        assert_eq!(
            server_url(" host.example:9000 "),
            Ok("ws://host.example:9000/ws".to_owned())
        );
        assert_eq!(server_url("::1"), Ok("ws://[::1]:7878/ws".to_owned()));
        assert_eq!(server_url("[::1]:80"), Ok("ws://[::1]:80/ws".to_owned()));
        assert_eq!(server_url("ws://a:1/ws"), Ok("ws://a:1/ws".to_owned()));
        for bad in ["", "a b", "host:port", "host:99999", ":80", "a/b"] {
            assert_eq!(
                server_url(bad),
                Err(OnlineProblem::Address(bad.trim().to_owned())),
                "{bad:?}"
            );
        }
    }

    #[test]
    fn a_room_code_is_read_in_any_case_with_blanks_and_dashes() {
        assert_eq!(room_code(" abc-234 ").map(|c| c.0), Ok("ABC234".to_owned()));
        assert_eq!(
            room_code("ABC10"),
            Err(OnlineProblem::Code("ABC10".to_owned()))
        );
        assert_eq!(port("7878"), Ok(7878));
        assert_eq!(port("0"), Ok(0));
        assert_eq!(port("65536"), Err(OnlineProblem::Port("65536".to_owned())));
    }
}
