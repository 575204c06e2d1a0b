//! The messages between a client and the server: JSON text frames over a WebSocket.
//!
//! A connection begins with [`ClientMessage::Hello`] (protocol version and game); then the
//! client creates a room, joins a seat, resumes it with its token, or watches. From then on
//! the server sends every event of the room with its sequence number ([`ServerMessage::Event`]),
//! and a client acts with numbered intents ([`ClientMessage::Act`]): each is answered with
//! [`ServerMessage::Done`] or [`ServerMessage::Refused`]. A client that comes back gives the
//! [`Cursor`] of the last event it has and is sent exactly the events after it, or a
//! [`ServerMessage::Snapshot`] when they are no longer kept (or the server was restarted).
//!
//! Every refusal is a typed [`Refusal`]; a refused message changes nothing, and the connection
//! stays open. Limits: a client message is at most [`MAX_MESSAGE_BYTES`] (a longer one is
//! refused, read no further); the transport closes a connection only beyond
//! [`MAX_FRAME_BYTES`]. Heartbeats: a client pings at least every [`PING_EVERY`]; the server
//! closes a connection it has heard nothing from for [`SILENCE_LIMIT`].

use std::time::Duration;

use serde::{Deserialize, Serialize};

use crate::game::{OnlineGame, SeatKind, SeatSetup};
use crate::token::{RoomCode, SeatToken};

/// The protocol version; the handshake refuses any other, so that a client of another
/// version is told so at once rather than meeting messages it cannot read.
///
/// 2: the `busy` refusal of a search beyond the budget, room codes of 10 symbols.
/// 3: the `room_elsewhere` refusal of a server sharing its rooms with others.
/// 4: `give_up` (a player gives their seat up for good), answered with `gave_up`.
pub const PROTOCOL_VERSION: u32 = 4;

/// The longest message a client may send, in bytes (the longest real one is a room's setup of
/// four seats, well under 1 KiB).
pub const MAX_MESSAGE_BYTES: usize = 16 * 1024;

/// Beyond this the transport itself closes the connection (it does not read such a frame).
pub const MAX_FRAME_BYTES: usize = 1024 * 1024;

/// How often a client pings when it has nothing else to say.
pub const PING_EVERY: Duration = Duration::from_secs(5);

/// How long the server waits for a word from a client before it closes the connection.
pub const SILENCE_LIMIT: Duration = Duration::from_secs(20);

/// Where a client is in a room's numbered events: the room's epoch (new each time the server
/// loads the room) and the number of the last event it has.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Cursor {
    /// The room's epoch.
    pub epoch: u32,
    /// The number of the last event received (0: none yet).
    pub seq: u64,
}

/// A seat as everyone may see it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(bound(serialize = "L: Serialize", deserialize = "L: Deserialize<'de>"))]
pub struct SeatInfo<L> {
    /// The seat's name and who plays it.
    pub setup: SeatSetup<L>,
    /// A person has joined the seat.
    pub taken: bool,
    /// How many connections are playing the seat now.
    pub connected: u32,
    /// The seat's player is away and the server's computer plays for them.
    pub stand_in: bool,
}

impl<L> SeatInfo<L> {
    /// Whether the server's computer plays this seat now (a computer seat, or a stand-in).
    pub fn computer_plays(&self) -> bool {
        self.stand_in || matches!(self.setup.kind, SeatKind::Computer(_))
    }
}

/// An event of a room: the game's, or a change of a seat.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
#[serde(bound(
    serialize = "E: Serialize, L: Serialize",
    deserialize = "E: Deserialize<'de>, L: Deserialize<'de>"
))]
pub enum RoomEvent<E, L> {
    /// Something happened in the game.
    Game {
        /// What.
        event: E,
    },
    /// A seat was joined, connected, left, or taken over by a stand-in (or given back).
    Seat {
        /// The seat.
        seat: usize,
        /// The seat as it is now.
        info: SeatInfo<L>,
    },
    /// The host started the game: the room is no longer a lobby.
    Started,
}

/// What a client sends.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "type")]
#[serde(bound(serialize = "", deserialize = ""))]
pub enum ClientMessage<G: OnlineGame> {
    /// The first message: the protocol version and the game the client plays.
    Hello {
        /// [`PROTOCOL_VERSION`] of the client.
        version: u32,
        /// [`OnlineGame::NAME`].
        game: String,
    },
    /// Opens a room with these seats; answered with [`ServerMessage::Created`]. The client is
    /// not seated by this: it joins like everyone.
    Create {
        /// The seats in seating order.
        seats: Vec<SeatSetup<G::Level>>,
        /// The game's options.
        options: G::Options,
        /// The level that plays for a person who is away too long (none: the seat waits).
        stand_in: Option<G::Level>,
        /// A fixed seed, for tests and measurements; refused unless the server allows it.
        seed: Option<u64>,
        /// The seat whose player starts the game ([`ClientMessage::Start`]): until then the
        /// room is a lobby, where people join and nobody moves. `None`: the game starts at once.
        #[serde(default)]
        host: Option<usize>,
    },
    /// Takes a person's seat that nobody has taken yet; answered with [`ServerMessage::Seated`]
    /// (which carries the seat's token) and a snapshot.
    Join {
        /// The room.
        room: RoomCode,
        /// The seat; `None`: the first person's seat nobody has taken.
        #[serde(default)]
        seat: Option<usize>,
        /// The player's name for the seat, while the room is a lobby (the game's name rule
        /// applies); `None`: the name the host gave it.
        #[serde(default)]
        name: Option<String>,
    },
    /// Starts the game of a room that is a lobby: only the host's seat may.
    Start,
    /// Comes back to a seat: the events after `cursor`, or a snapshot without one.
    Resume {
        /// The room.
        room: RoomCode,
        /// The seat's token.
        token: SeatToken,
        /// The last event the client has.
        cursor: Option<Cursor>,
    },
    /// Gives the client's seat up for good: its token no longer lets anyone back in, and the
    /// seat is free for the next person who joins the room by its code (until then the room's
    /// stand-in, when it has one, plays it at once). Answered with [`ServerMessage::GaveUp`],
    /// after which the server closes the connection; refused `not_seated` without a seat.
    GiveUp,
    /// Watches a room as a spectator: the events after `cursor`, or a snapshot without one.
    Watch {
        /// The room.
        room: RoomCode,
        /// The last event the client has.
        cursor: Option<Cursor>,
    },
    /// An intent for the client's seat. `id` must grow from one intent to the next (a
    /// message sent again is refused as replayed); [`ServerMessage::Seated`] says where it
    /// may start.
    Act {
        /// The intent's number.
        id: u64,
        /// What the player asks for.
        intent: G::Intent,
    },
    /// A heartbeat; answered with [`ServerMessage::Pong`].
    Ping {
        /// Anything; returned as it is.
        nonce: u64,
    },
}

/// What the server sends.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "type")]
#[serde(bound(serialize = "", deserialize = ""))]
pub enum ServerMessage<G: OnlineGame> {
    /// The answer to a good [`ClientMessage::Hello`].
    Welcome {
        /// [`PROTOCOL_VERSION`] of the server.
        version: u32,
    },
    /// A room was opened.
    Created {
        /// Its code.
        room: RoomCode,
    },
    /// The client plays this seat now (after a join or a resume).
    Seated {
        /// The room.
        room: RoomCode,
        /// The seat.
        seat: usize,
        /// The seat's token: keep it to come back.
        token: SeatToken,
        /// The smallest `id` the next intent may have.
        next_id: u64,
    },
    /// The client's seat was given up ([`ClientMessage::GiveUp`]): it is no longer in the
    /// room, and the server closes the connection.
    GaveUp {
        /// The room.
        room: RoomCode,
        /// The seat it had.
        seat: usize,
    },
    /// The client watches the room now.
    Watching {
        /// The room.
        room: RoomCode,
    },
    /// The room as the client may see it now; the events that follow continue from `cursor`.
    Snapshot {
        /// Where the snapshot stands in the room's events.
        cursor: Cursor,
        /// The seats.
        seats: Vec<SeatInfo<G::Level>>,
        /// The game as this client may see it.
        view: G::View,
        /// The room is a lobby until this seat's player starts the game; `None`: started.
        #[serde(default)]
        lobby: Option<usize>,
    },
    /// An event of the room.
    Event {
        /// Its number in the room's epoch, one more than the last.
        seq: u64,
        /// What happened, as this client may know it.
        event: RoomEvent<G::Event, G::Level>,
    },
    /// The intent `id` was carried out; its last event is `seq` (its events came before).
    Done {
        /// The intent.
        id: u64,
        /// The number of its last event.
        seq: u64,
    },
    /// A message was refused; nothing changed.
    Refused {
        /// The intent refused, when the message was one.
        id: Option<u64>,
        /// Why.
        refusal: Refusal<G::Refusal>,
    },
    /// The answer to a ping.
    Pong {
        /// The ping's nonce.
        nonce: u64,
    },
}

/// Why the server refused a message. The game's own reasons are [`Refusal::Game`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "reason")]
#[serde(bound(serialize = "R: Serialize", deserialize = "R: Deserialize<'de>"))]
pub enum Refusal<R> {
    /// The client speaks another version of the protocol.
    Version {
        /// The server's version.
        server: u32,
        /// The client's.
        client: u32,
    },
    /// The client plays another game than this server hosts.
    WrongGame {
        /// The server's game.
        server: String,
    },
    /// The first message must be a hello.
    HelloFirst,
    /// The connection already has a seat or watches a room.
    AlreadyInRoom,
    /// The message is longer than the limit.
    TooLarge {
        /// [`MAX_MESSAGE_BYTES`].
        limit: usize,
        /// Its size.
        size: usize,
    },
    /// The message is not a message of this protocol (not JSON, a binary frame, an unknown
    /// type or a missing field).
    Unreadable {
        /// Where in the text the reader stopped (1-based; 0 for a binary frame).
        line: usize,
        /// The column.
        column: usize,
    },
    /// The connection sends too much; wait this long. Refused with the intent's number when
    /// the message was an intent (the message is not handled).
    RateLimited {
        /// Milliseconds until a message will be accepted (`u64::MAX`: never).
        retry_after_ms: u64,
    },
    /// A search (a hint) is not taken now: the seat's last one is not answered yet, the
    /// address asked too many, or the server's searching threads are all taken. Ask again
    /// after this long.
    Busy {
        /// Milliseconds after which asking again may be taken (0: when the last one is
        /// answered).
        retry_after_ms: u64,
    },
    /// The server holds as many rooms as it may.
    ServerFull {
        /// How many.
        rooms: usize,
    },
    /// A fixed seed is not allowed on this server.
    SeedNotAllowed,
    /// This server opens rooms only for its own computer (a window hosting a game): join a
    /// room by its code instead.
    CreateNotAllowed,
    /// There is no room with this code.
    NoSuchRoom {
        /// The code.
        room: RoomCode,
    },
    /// The room is held by another server sharing this one's rooms: connect there
    /// ([`crate::Client`] does so by itself).
    RoomElsewhere {
        /// Where that server's clients connect: `ws://HOST:PORT` (the same path follows).
        address: String,
    },
    /// The room has no such seat.
    NoSuchSeat {
        /// The seat.
        seat: usize,
    },
    /// The seat is the computer's, or a person has joined it already.
    SeatNotFree {
        /// The seat.
        seat: usize,
    },
    /// No seat of the room has this token.
    BadToken,
    /// Every person's seat of the room is taken.
    RoomFull,
    /// The game has not started yet: the room is a lobby.
    NotStarted,
    /// The game has started already (a name can no longer be changed, nor the game started).
    AlreadyStarted,
    /// Only the host's seat may start the game.
    NotHost {
        /// The host's seat.
        host: usize,
    },
    /// The connection has no seat to act for.
    NotSeated,
    /// The intent's number is not above the last one carried out: a message sent again.
    Replayed {
        /// The refused number.
        id: u64,
        /// The smallest number accepted now.
        next_id: u64,
    },
    /// The room is busy or gone (it may be restarting); try again.
    RoomUnavailable,
    /// The game refuses the intent (or the setup).
    Game {
        /// The game's reason.
        refusal: R,
    },
}

impl<R> Refusal<R> {
    /// The refusal's kind, as the wire names it (`"no_such_room"`): the label an operator's
    /// metrics count refusals by.
    #[must_use]
    pub const fn kind(&self) -> &'static str {
        match self {
            Refusal::Version { .. } => "version",
            Refusal::WrongGame { .. } => "wrong_game",
            Refusal::HelloFirst => "hello_first",
            Refusal::AlreadyInRoom => "already_in_room",
            Refusal::TooLarge { .. } => "too_large",
            Refusal::Unreadable { .. } => "unreadable",
            Refusal::RateLimited { .. } => "rate_limited",
            Refusal::Busy { .. } => "busy",
            Refusal::ServerFull { .. } => "server_full",
            Refusal::SeedNotAllowed => "seed_not_allowed",
            Refusal::CreateNotAllowed => "create_not_allowed",
            Refusal::NoSuchRoom { .. } => "no_such_room",
            Refusal::RoomElsewhere { .. } => "room_elsewhere",
            Refusal::NoSuchSeat { .. } => "no_such_seat",
            Refusal::SeatNotFree { .. } => "seat_not_free",
            Refusal::BadToken => "bad_token",
            Refusal::RoomFull => "room_full",
            Refusal::NotStarted => "not_started",
            Refusal::AlreadyStarted => "already_started",
            Refusal::NotHost { .. } => "not_host",
            Refusal::NotSeated => "not_seated",
            Refusal::Replayed { .. } => "replayed",
            Refusal::RoomUnavailable => "room_unavailable",
            Refusal::Game { .. } => "game",
        }
    }
}

#[cfg(test)]
mod kind_tests {
    use super::*;

    #[test]
    fn a_refusals_kind_is_the_reason_its_message_names() {
        let samples: Vec<Refusal<u8>> = vec![
            Refusal::Version {
                server: 1,
                client: 2,
            },
            Refusal::WrongGame { server: "x".into() },
            Refusal::HelloFirst,
            Refusal::AlreadyInRoom,
            Refusal::TooLarge { limit: 1, size: 2 },
            Refusal::Unreadable { line: 1, column: 1 },
            Refusal::RateLimited { retry_after_ms: 1 },
            Refusal::Busy { retry_after_ms: 1 },
            Refusal::ServerFull { rooms: 1 },
            Refusal::SeedNotAllowed,
            Refusal::CreateNotAllowed,
            Refusal::NoSuchRoom {
                room: RoomCode("ABC234".into()),
            },
            Refusal::RoomElsewhere {
                address: "ws://127.0.0.1:1".into(),
            },
            Refusal::NoSuchSeat { seat: 1 },
            Refusal::SeatNotFree { seat: 1 },
            Refusal::BadToken,
            Refusal::RoomFull,
            Refusal::NotStarted,
            Refusal::AlreadyStarted,
            Refusal::NotHost { host: 0 },
            Refusal::NotSeated,
            Refusal::Replayed { id: 1, next_id: 2 },
            Refusal::RoomUnavailable,
            Refusal::Game { refusal: 3 },
        ];
        for refusal in samples {
            let json = serde_json::to_value(&refusal).expect("serialised");
            assert_eq!(json["reason"], refusal.kind(), "{refusal:?}");
        }
    }
}
