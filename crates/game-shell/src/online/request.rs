//! What the online forms ask for, as data: the form ([`FormKind`]), the join and watch fields
//! as typed ([`JoinFields`]) and the way into a room they name, the host form's network
//! ([`HostNetwork`], [`HostSetup`]), and the online screens' steps ([`OnlineAction`]). The
//! forms' views (`forms`) and the room (`room`) both build on it.

use netplay::{Entry, OnlineGame};

use super::address::{room_code, server_url};
use super::kept::KeptSeat;
use super::problem::{OnlineProblem, Problem};

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

/// What the join and watch forms ask for, as typed (kept while the window is open).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JoinFields {
    /// The server's address: `HOST`, `HOST:PORT` or a `ws://` address.
    pub address: String,
    /// The room code.
    pub code: String,
    /// The player's name (not for watching).
    pub name: String,
}

impl JoinFields {
    /// The fields with this computer's loopback and `name`.
    #[must_use]
    pub fn new(name: &str) -> JoinFields {
        JoinFields {
            address: "127.0.0.1".to_owned(),
            code: String::new(),
            name: name.to_owned(),
        }
    }

    /// The server's address (the game's `path` added as [`server_url`] does) and the way into
    /// the room the fields name — to watch it, or to take the first free seat under the name
    /// typed — or why what was typed is not an address or a room code.
    pub fn entry<G: OnlineGame, R>(
        &self,
        watch: bool,
        path: &str,
    ) -> Result<(String, Entry<G>), OnlineProblem<R>> {
        let url = server_url(&self.address, path)?;
        let room = room_code(&self.code)?;
        let entry = if watch {
            Entry::Watch { room }
        } else {
            Entry::Join {
                room,
                seat: None,
                name: Some(self.name.trim().to_owned()),
            }
        };
        Ok((url, entry))
    }
}

/// What the host form asks of the network: the port as typed, and whether other computers
/// may connect (the game's seats and options are the program's).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HostNetwork {
    /// The port as typed.
    pub port: String,
    /// Whether other computers may connect (all addresses), or this one only.
    pub open: bool,
}

/// What a program's host form asks for: the network, and the way into the room it opens.
pub trait HostSetup<G: OnlineGame> {
    /// The port and who may connect.
    fn network(&self) -> &HostNetwork;
    /// How the window enters the room it opens (it makes it a lobby and takes its seat).
    fn entry(&self) -> Entry<G>;
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
    /// The server's address (with the game's `path`) and the way into the room, or why the
    /// form's text is not one.
    pub fn entry<G: OnlineGame>(&self, path: &str) -> Result<(String, Entry<G>), Problem<G>> {
        self.fields.entry(self.watch, path)
    }

    /// The form it came from.
    #[must_use]
    pub fn kind(&self) -> FormKind {
        if self.watch {
            FormKind::Watch
        } else {
            FormKind::Join
        }
    }
}

/// A step of the online screens, as the views ask for it; `H` is the program's host form.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OnlineAction<H> {
    /// Game ▸ Play online ▸ Host / Join / Watch: to the form.
    Open(FormKind),
    /// Host a room with this setup: the window's server starts and the window joins.
    Host(H),
    /// Join or watch a room.
    Join(JoinRequest),
    /// Come back to a seat kept from before (the join form's Rejoin).
    Rejoin(KeptSeat),
    /// Forget a seat kept from before (the join form's Forget): it is no longer offered.
    Forget(KeptSeat),
    /// The host starts the game of the lobby.
    Start,
    /// Leave the online screen (and the room, and the window's server); a seat in a room of
    /// another server stays the window's, to rejoin.
    Leave,
    /// Leave the room giving the seat up for good: the next person who joins takes it.
    GiveUp,
}

#[cfg(test)]
mod tests {
    use netplay::RoomCode;

    use super::*;
    use crate::online::test_game::Game;

    #[test]
    fn a_join_goes_to_the_games_path_and_a_bad_code_says_what_was_typed() {
        let mut join = JoinRequest {
            fields: JoinFields {
                address: "10.0.0.2".to_owned(),
                code: "abc-234".to_owned(),
                name: " Zora ".to_owned(),
            },
            watch: false,
        };
        let entry = |join: &JoinRequest| join.entry::<Game>("/ws/game");
        let Ok((url, Entry::Join { room, seat, name })) = entry(&join) else {
            panic!("a join");
        };
        assert_eq!(url, "ws://10.0.0.2:7878/ws/game");
        assert_eq!(
            (room, seat, name.as_deref()),
            (RoomCode("ABC234".to_owned()), None, Some("Zora"))
        );
        assert_eq!(join.kind(), FormKind::Join);
        join.watch = true;
        assert!(matches!(entry(&join), Ok((_, Entry::Watch { .. }))));
        assert_eq!(join.kind(), FormKind::Watch);
        join.fields.code = "AB".to_owned();
        assert_eq!(
            entry(&join).err(),
            Some(OnlineProblem::Code("AB".to_owned()))
        );
    }
}
