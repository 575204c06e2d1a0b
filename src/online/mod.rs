//! Online play in the window (Game ▸ Play online): hosting a room on a server inside the
//! program, joining one, watching one, and the game as this window follows it.
//!
//! The server decides everything (`netplay` with `loopit-online`'s game); this window sends
//! intents and draws what it is told. Nothing here blocks the window: the server runs on its
//! own runtime ([`game_shell::online::HostedServer`]), the client on its own thread, which wakes the window
//! (`request_repaint`) whenever something arrives; each frame takes what has arrived
//! ([`OnlineRoom::poll`]).
//!
//! - [`room`]: one room as this window is in it: the connection, the picture of the game
//!   (`loopit_online::Table`) and a [`Session`](crate::session::Session) of the core made from
//!   it, which the board, the bank and the "why not" ask, as at one screen;
//! - [`OnlineScreen`]: what `Screen::Online` shows — a form, or a room.
//!
//! What every program's online screens share (the server inside the program, the forms'
//! fields, the lobby, the connection line, the address, code and port as typed, the words of
//! the protocol) is game-shell's ([`game_shell::online`]); LoopIt's are its seats (2 to 4,
//! each the person at this window, a person who joins or a computer), its table and its board.

pub mod room;

use game_shell::online::{FormKind, JoinFields, OnlineProblem};
use loopit_core::Level;
use loopit_online::{LoopIt, OnlineLevel};
use netplay::{Entry, SeatKind, SeatSetup};

pub use room::{OnlineRoom, Phase};

/// Where a LoopIt room is on a server: the path the dedicated `loopit-server` serves LoopIt at
/// first (it takes `/ws/loopit` too), which the window's own server uses, so an address works
/// for either.
pub const PATH: &str = "/ws";

/// Why online play could not begin, or stopped, with LoopIt's refusals.
pub type Problem = OnlineProblem<loopit_online::Refusal>;

/// A refusal of the server, with LoopIt's reasons.
pub type ServerRefusal = netplay::Refusal<loopit_online::Refusal>;

/// What the online screen shows.
#[derive(Debug)]
pub enum OnlineScreen {
    /// A form to fill in (its fields live in the view); `problem` is why the last try failed.
    Form {
        /// Which form.
        kind: FormKind,
        /// Why the last try did not work.
        problem: Option<Problem>,
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

/// What the join and watch forms ask for: the fields as typed, and whether to watch.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JoinRequest {
    /// The server's address, the room code and the player's name, as typed.
    pub fields: JoinFields,
    /// Watch rather than play.
    pub watch: bool,
}

impl JoinRequest {
    /// The server's address and the way into the room, or why the form's text is not one.
    pub fn entry(&self) -> Result<(String, Entry<LoopIt>), Problem> {
        self.fields.entry(self.watch, PATH)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_typed_address_reaches_loopits_path_and_a_typed_code_its_room() {
        let mut fields = JoinFields::new(" Zora ");
        fields.address = "192.168.1.5".to_owned();
        fields.code = "abc-234".to_owned();
        let join = JoinRequest {
            fields,
            watch: false,
        };
        let Ok((url, Entry::Join { room, seat, name })) = join.entry() else {
            panic!("a join: {:?}", join.entry().map(|(url, _)| url));
        };
        assert_eq!(url, "ws://192.168.1.5:7878/ws");
        assert_eq!(
            (room.0.as_str(), seat, name.as_deref()),
            ("ABC234", None, Some("Zora"))
        );
        let watch = JoinRequest {
            watch: true,
            ..join
        };
        assert!(matches!(watch.entry(), Ok((_, Entry::Watch { .. }))));
        let mut bad = watch.clone();
        bad.fields.code = "AB".to_owned();
        assert!(matches!(bad.entry(), Err(Problem::Code(code)) if code == "AB"));
    }
}
