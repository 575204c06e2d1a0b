//! Online play in the window (Game ▸ Play online): what Reversi adds to the frame's room
//! ([`game_shell::online::Room`]): its host form's setup, and the game of the room as a
//! [`Session`] for the board and the side panel.
//!
//! The server decides everything (`netplay` with `reversi-online`'s game); this window sends
//! intents (`move`, `hint`) and draws what it is told: its board is the game of the room's
//! table, never a local one. The game on the board before Play online stays as it was, and is
//! back when the room is left.

use game_shell::online::TwoSeatRequest;
use netplay::{RoomEvent, ServerMessage};
use reversi_core::{Colour, Level, Move, Played, Player, Saved};
use reversi_online::{Event, Intent, Options, Reversi, seat_of};

pub use game_shell::online::Phase;

use crate::session::Session;

/// Where a Reversi room is on a server: the dedicated `loopit-server`'s path, which the
/// window's own server uses too, so an address works for either.
pub const PATH: &str = "/ws/reversi";

// `Problem`, `ServerRefusal`, `OnlineScreen` and `OnlineAction`, as every program names them.
game_shell::online_types!(Reversi, OnlineRoom, HostRequest);

/// What the host form asks for: the frame's two-seat room (Yellow at seat 0) with the rules.
pub type HostRequest = TwoSeatRequest<Level, Options>;

game_shell::game_room! {
    /// A room this window is in, with the game the views draw.
    pub struct OnlineRoom for Reversi {
        /// The table's game with who plays it as this window sees it (the person at this
        /// window is the one human), for the board and the side panel to draw.
        mirror: Option<Session>,
    }
}

impl OnlineRoom {
    /// The name of the player of `colour`.
    #[must_use]
    pub fn colour_name(&self, colour: Colour) -> Option<&str> {
        self.room.name(seat_of(colour))
    }

    /// The game as the server told it, with the person at this window its one human.
    #[must_use]
    pub fn session(&self) -> Option<&Session> {
        self.mirror.as_ref()
    }

    /// The hint told to this window, while the game is where it was asked.
    #[must_use]
    pub fn hint(&self) -> Option<Move> {
        self.room.table().aside
    }

    /// Takes everything that has arrived; the picture of the game follows it. The last move
    /// played in it (anyone's) comes back, for the board to turn its stones.
    pub fn poll(&mut self) -> Option<Played> {
        let mut moved = false;
        let changed = self.room.poll(|_, message| {
            // The board has changed: a refusal of a click on the board before is old news.
            let played = matches!(
                message,
                ServerMessage::Event {
                    event: RoomEvent::Game {
                        event: Event::Played { .. }
                    },
                    ..
                }
            );
            moved |= played;
            played
        });
        if changed {
            self.remake_mirror();
        }
        let game = self.mirror.as_ref().map(Session::game);
        game.and_then(|game| game.history().last().copied())
            .filter(|_| moved)
    }

    /// The game for the views, made anew from the picture: the person at this window plays
    /// their colour; the other colour (and, watching, both) is not this window's to move.
    fn remake_mirror(&mut self) {
        let game = match self.room.view().map(reversi_online::View::game) {
            Some(Ok(game)) => game,
            Some(Err(error)) => {
                log::warn!("the online game cannot be shown: {error:?}");
                return;
            }
            None => return,
        };
        let mine = self.room.seat().map(reversi_online::colour_of);
        let players = Colour::ALL.map(|colour| {
            if Some(colour) == mine {
                Player::Human
            } else {
                // Not moved from here: the board offers no cell for this colour.
                Player::Computer(Level::AlphaBeta)
            }
        });
        let mut session = Session::new(game.rules(), players, 0);
        session.resume(Saved { game, players });
        self.mirror = Some(session);
    }

    /// A move of the person at this window: to the server, which plays it or says why not.
    pub fn play(&mut self, mv: Move) {
        if !self.room.watching() {
            self.room.act(Intent::Move { mv });
        }
    }

    /// Asks the server for a hint (the strongest computer's move, told to this seat).
    pub fn ask_hint(&mut self) {
        if self.room.my_turn() && self.hint().is_none() {
            self.room.act(Intent::Hint);
        }
    }
}
