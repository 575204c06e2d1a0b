//! Nardy online: the rules of long nardy ([`nardy_core`]) behind netplay's
//! [`netplay::OnlineGame`], and what a client keeps of a match it plays over the network.
//!
//! - [`wire`]: the intents, events, views and refusals as they travel;
//! - [`Nardy`]: the server's match. The server alone rolls the dice, from the room's seed,
//!   which no client is told; everything on the board is open to every viewer;
//! - [`Table`]: a client's picture of the match, built from a snapshot and the events after
//!   it (what a window draws, and asks the core on);
//! - [`Bot`]: a computer client that plays a seat from that picture only;
//! - [`NetPlayer`]: a client on an async connection that keeps its table and lets a bot
//!   play (the tests' clients; a window uses netplay's threaded `Client` and the same table).
//!
//! Seat 0 plays White, seat 1 Black; who starts each game is drawn by the server. The room
//! keeps the match score: the next game of a match begins as soon as one ends.

mod bot;
mod computer;
mod game;
mod table;
pub mod wire;

pub use bot::Bot;
pub use game::{Nardy, RecordError};
pub use table::{PictureError, Table, TableError, colour_of};
pub use wire::{Event, Intent, Options, Refusal, View};

/// A client in a room, on an async connection, with a [`Bot`] when a computer plays it.
pub type NetPlayer = netplay::play::NetPlayer<Nardy, Bot>;

/// Why a network player stopped.
pub type PlayError = netplay::play::PlayError<Nardy>;
