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
//! - [`OnlineScreen`]: the online screen the frame shows instead of the game — a form, or a room.
//!
//! What every program's online screens share (the server inside the program, the forms'
//! fields, the lobby, the connection line, the address, code and port as typed, the words of
//! the protocol) is game-shell's ([`game_shell::online`]); LoopIt's are its seats (2 to 4,
//! each the person at this window, a person who joins or a computer), its table and its board.

pub mod room;

use loopit_core::Level;
use loopit_online::{LoopIt, Options};

pub use game_shell::online::Phase;
pub use room::OnlineRoom;

/// Where a LoopIt room is on a server: the path the dedicated `loopit-server` serves LoopIt at
/// first (it takes `/ws/loopit` too), which the window's own server uses, so an address works
/// for either.
pub const PATH: &str = "/ws";

// `Problem`, `ServerRefusal`, `OnlineScreen` and `OnlineAction`, as every program names them.
game_shell::online_types!(LoopIt, OnlineRoom, HostRequest);

/// What the host form asks for: the seats (name and who plays: here, a person who joins, or a
/// computer), the stand-in and LoopIt's options.
pub type HostRequest = game_shell::online::SeatsRequest<Level, Options>;

/// Who plays a seat of a hosted room.
pub type SeatChoice = game_shell::online::SeatChoice<Level>;
