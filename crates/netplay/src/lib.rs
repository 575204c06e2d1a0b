//! Online play for turn-based games: one server decides everything, clients send intents.
//!
//! The crate knows no game. A game plugs in by implementing [`OnlineGame`]: how a game starts
//! from its seats, which seat is to move, how an intent changes it (or why it is refused),
//! what each viewer may see of an event and of the game, what a computer seat would do, and
//! how the game is written to and read from its record. LoopIt does so in `loopit-online`.
//!
//! The parts, each depending only on those before it:
//!
//! - [`protocol`]: the messages in both directions (JSON), the protocol version, the limits,
//!   and the typed [`Refusal`]s;
//! - [`token`]: seat tokens (128 random bits) and room codes;
//! - [`Room`]: one game with its seats, spectators' view, the numbered event log a reconnecting
//!   client catches up from, the computer seats and the stand-ins for players who are away;
//! - [`RoomStore`]: where rooms are kept ([`FileStore`]: one JSON file per room; a database could
//!   replace it behind the same trait);
//! - [`Server`]: axum's WebSocket on its own tokio runtime, one task per room and per connection;
//! - [`Connection`] (async) and [`Client`] (its own thread, never blocking the caller, waking it
//!   through a callback when something arrives);
//! - [`Table`]: what a client keeps of a room (the snapshot and the events after it, the seats,
//!   the cursor, the lobby), for any game that says how an event changes its view
//!   ([`ClientGame`]);
//! - [`play::NetPlayer`]: an async client that keeps a [`Table`] and lets a computer play
//!   from it (the games' tests and LoopIt's load tool);
//! - `testing` (feature `testing`): what the games' online tests share, and the one walk
//!   (host, join, a refused intent, a spectator, a reconnect, the end) every game takes.

mod client;
mod game;
mod limit;
pub mod play;
pub mod protocol;
mod room;
mod server;
mod store;
mod table;
#[cfg(feature = "testing")]
pub mod testing;
pub mod token;

pub use client::{Client, ClientError, Connection, ConnectionState, Entry, Update};
pub use game::{
    OnlineGame, SEAT_NAME_MAX, SeatKind, SeatSetup, SeatsProblem, Viewer, Wire, plain_seat_name,
    plain_seats,
};
pub use limit::Rate;
pub use protocol::{ClientMessage, Cursor, Refusal, RoomEvent, SeatInfo, ServerMessage};
pub use room::{CatchUp, Room, RoomError};
pub use server::{Caps, DESCRIPTORS_KEPT, Hosted, Server, ServerConfig, default_search_threads};
pub use store::{
    ArchiveId, ArchivedGame, FileStore, KeptRooms, MAX_RECORD_BYTES, MemoryStore, RoomRecord,
    RoomStore, Skip, StoreError,
};
pub use table::{ClientGame, Phase, Table, TableError};
pub use token::{RoomCode, SeatToken};
