//! LoopIt online: the game's rules ([`loopit_core`]) behind netplay's [`netplay::OnlineGame`],
//! and what a client keeps of a game it plays over the network.
//!
//! - [`wire`]: the intents, events, views and refusals as they travel (the core's tiles,
//!   cells, placements, levels and refusals, by the core's serde);
//! - [`LoopIt`]: the server's game. It alone draws from the bag; a seat is told its own bank
//!   and nothing of another's, the bag's order or the random generator;
//! - [`Table`]: a client's picture of the game (netplay's, with LoopIt's way of applying an
//!   event), and [`View::game`], the core's game made from it;
//! - [`NetPlayer`]: a client on an async connection that keeps its table and times its
//!   intents (the tests' and the load tool's);
//! - [`Bot`]: a computer client that plays a seat with the core's levels from that picture
//!   only (the load tool's and the tests' players).

mod bot;
mod game;
mod table;
pub mod wire;

pub use bot::Bot;
pub use game::LoopIt;
pub use table::{PictureError, Table, TableError};
pub use wire::{Event, Intent, Options, Refusal, View};

/// A client in a room, on an async connection, with a [`Bot`] when a computer plays it.
pub type NetPlayer = netplay::play::NetPlayer<LoopIt, Bot>;

/// Why a network player stopped.
pub type PlayError = netplay::play::PlayError<LoopIt>;
