//! A client's picture of a game: the last snapshot with every event after it applied, in
//! order. A window draws the board of [`Table::game`] and asks the core on it where a stone
//! may go; a computer client plays from it.

use netplay::{Cursor, RoomEvent, SeatInfo, ServerMessage};
use reversi_core::{Colour, Game, Level, ReplayError};

use crate::game::Reversi;
use crate::wire::{Event, View};

/// Why a message does not fit the picture.
#[derive(Debug, PartialEq)]
pub enum TableError {
    /// An event came before any snapshot.
    NoSnapshot,
    /// An event's number is not the next one: events were lost.
    Gap {
        /// The number expected.
        expected: u64,
        /// The number received.
        received: u64,
    },
    /// The moves told do not replay under the rules (a bug of the server or of the picture).
    Moves(ReplayError),
}

/// What a client knows of a room.
#[derive(Clone, Debug, Default)]
pub struct Table {
    /// The client's seat, once seated (0: Yellow, 1: Red).
    pub seat: Option<usize>,
    /// The game as the client may see it.
    pub view: Option<View>,
    /// The seats.
    pub seats: Vec<SeatInfo<Level>>,
    /// The last event applied.
    pub cursor: Option<Cursor>,
    /// While the room is a lobby (the game not started): the seat whose player starts it.
    pub lobby: Option<usize>,
    /// The last hint told to this client: the move suggested, while the game is where it was.
    pub hint: Option<String>,
}

impl Table {
    /// Takes in a message of the server (messages that do not change the picture are ignored).
    pub fn take(&mut self, message: &ServerMessage<Reversi>) -> Result<(), TableError> {
        match message {
            ServerMessage::Seated { seat, .. } => self.seat = Some(*seat),
            ServerMessage::Snapshot {
                cursor,
                seats,
                view,
                lobby,
            } => {
                self.cursor = Some(*cursor);
                self.seats = seats.clone();
                self.view = Some(view.clone());
                self.lobby = *lobby;
                self.hint = None;
            }
            ServerMessage::Event { seq, event } => {
                let Some(cursor) = &mut self.cursor else {
                    return Err(TableError::NoSnapshot);
                };
                if *seq != cursor.seq + 1 {
                    return Err(TableError::Gap {
                        expected: cursor.seq + 1,
                        received: *seq,
                    });
                }
                cursor.seq = *seq;
                match event {
                    RoomEvent::Game { event } => self.apply(event)?,
                    RoomEvent::Seat { seat, info } => {
                        if let Some(place) = self.seats.get_mut(*seat) {
                            *place = info.clone();
                        }
                    }
                    RoomEvent::Started => self.lobby = None,
                }
            }
            _ => {}
        }
        Ok(())
    }

    fn apply(&mut self, event: &Event) -> Result<(), TableError> {
        let view = self.view.as_mut().ok_or(TableError::NoSnapshot)?;
        match event {
            Event::Played { mv, .. } => {
                view.moves.push(mv.clone());
                let game = Game::replay(view.rules, &view.moves).map_err(TableError::Moves)?;
                view.to_move = game.position().to_move();
                self.hint = None;
            }
            Event::Ended { outcome } => view.outcome = Some(*outcome),
            Event::Hinted { mv, .. } => {
                if mv.is_some() {
                    self.hint.clone_from(mv);
                }
            }
        }
        Ok(())
    }

    /// The colour the client plays, once seated.
    #[must_use]
    pub fn colour(&self) -> Option<Colour> {
        self.seat.map(|seat| Colour::ALL[seat.min(1)])
    }

    /// Whether it is the client's move.
    #[must_use]
    pub fn my_turn(&self) -> bool {
        match (&self.view, self.colour()) {
            (Some(view), Some(colour)) => {
                self.lobby.is_none() && view.outcome.is_none() && view.to_move == colour
            }
            _ => false,
        }
    }

    /// The game as the client knows it: the whole game, since Reversi hides nothing.
    pub fn game(&self) -> Result<Game, TableError> {
        let view = self.view.as_ref().ok_or(TableError::NoSnapshot)?;
        Game::replay(view.rules, &view.moves).map_err(TableError::Moves)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::wire::{Intent, Options};
    use netplay::{OnlineGame, SeatKind, SeatSetup, Viewer};
    use reversi_core::Rules;

    #[test]
    fn a_table_kept_by_events_shows_what_a_fresh_snapshot_shows_under_every_rule_set() {
        for rules in Rules::ALL {
            let seats: Vec<SeatSetup<Level>> = ["Yellow", "Red"]
                .iter()
                .map(|name| SeatSetup {
                    name: (*name).to_owned(),
                    kind: SeatKind::Person,
                })
                .collect();
            let mut game = Reversi::new(&seats, &Options { rules }, 5).expect("a game");
            let mut tables = [Table::default(), Table::default()];
            for (seat, table) in tables.iter_mut().enumerate() {
                table.seat = Some(seat);
                let snapshot = ServerMessage::<Reversi>::Snapshot {
                    cursor: Cursor { epoch: 1, seq: 0 },
                    seats: Vec::new(),
                    view: game.view(Viewer::Seat(seat)),
                    lobby: None,
                };
                table.take(&snapshot).expect("a snapshot fits");
            }
            let mut seq = 0;
            let mut moves = 0;
            while let Some(seat) = game.to_move() {
                let intent = if moves % 9 == 4 {
                    Intent::Hint
                } else {
                    game.computer_intent(seat, Level::Greedy).expect("a move")
                };
                for event in game.act(seat, &intent).expect("legal") {
                    seq += 1;
                    for (viewer, table) in tables.iter_mut().enumerate() {
                        let message = ServerMessage::<Reversi>::Event {
                            seq,
                            event: RoomEvent::Game {
                                event: Reversi::tell(&event, Viewer::Seat(viewer)),
                            },
                        };
                        table.take(&message).expect("the event fits");
                    }
                }
                for (viewer, table) in tables.iter().enumerate() {
                    assert_eq!(table.view, Some(game.view(Viewer::Seat(viewer))));
                    assert_eq!(table.my_turn(), game.to_move() == Some(viewer));
                    // Only the seat that asked is told the hint.
                    if intent == Intent::Hint {
                        assert_eq!(table.hint.is_some(), viewer == seat, "{rules}");
                    }
                }
                moves += 1;
            }
            let table = &tables[0];
            assert_eq!(
                table.game().expect("a game").position(),
                game.game().position()
            );
            assert!(table.view.as_ref().is_some_and(|v| v.outcome.is_some()));
        }
    }
}
