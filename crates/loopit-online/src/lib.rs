//! LoopIt online: the game's rules ([`loopit_core`]) behind netplay's [`netplay::OnlineGame`],
//! and what a client keeps of a game it plays over the network.
//!
//! - [`wire`]: the intents, events, views and refusals as they travel (tiles by name, cells
//!   by row and column);
//! - [`LoopIt`]: the server's game. It alone draws from the bag; a seat is told its own bank
//!   and nothing of another's, the bag's order or the random generator;
//! - [`Table`]: a client's picture of the game, built from a snapshot and the events after it;
//! - [`play::NetPlayer`]: a client on an async connection that keeps its table and times its
//!   intents (the tests' and the load tool's);
//! - [`Bot`]: a computer client that plays a seat with the core's levels from that picture
//!   only (the load tool's and the tests' players).

mod bot;
mod game;
pub mod play;
mod table;
pub mod wire;

pub use bot::Bot;
pub use game::LoopIt;
pub use table::{Table, TableError};
pub use wire::{Event, Intent, OnlineLevel, Options, Refusal, View};
