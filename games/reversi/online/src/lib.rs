//! Reversi online: the rules ([`reversi_core`]: the document's, classic Othello's from the
//! document's start, and Othello's) behind netplay's [`netplay::OnlineGame`], and what a client
//! keeps of a game it plays over the network.
//!
//! - [`wire`]: the intents, events, views and refusals as they travel;
//! - [`Reversi`]: the server's game. Reversi hides nothing: every viewer is told the same
//!   (but a hint, told to the seat that asked); the computer seats play at the core's levels;
//! - [`Table`]: a client's picture of the game, built from a snapshot and the events after it
//!   (what a window draws, and asks the core on);
//! - [`Bot`]: a computer client that plays a seat from that picture only;
//! - [`NetPlayer`]: a client on an async connection that keeps its table and lets a bot
//!   play (the tests' clients; a window uses netplay's threaded `Client` and the same table).
//!
//! Seat 0 plays Yellow (who moves first; Black in Othello's words), seat 1 Red (White).

mod bot;
mod game;
mod table;
pub mod wire;

pub use bot::Bot;
pub use game::{RecordError, Reversi, hint, move_rng};
pub use table::{Table, TableError};
pub use wire::{Event, Intent, Options, Refusal, View, colour_of, seat_of};

/// A client in a room, on an async connection, with a [`Bot`] when a computer plays it.
pub type NetPlayer = netplay::play::NetPlayer<Reversi, Bot>;

/// Why a network player stopped.
pub type PlayError = netplay::play::PlayError<Reversi>;
