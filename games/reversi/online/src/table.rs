//! Reversi as a client follows it: how an event changes the view ([`ClientGame`] for
//! [`Reversi`]), the hint told to this client, and the game a window draws and asks the core on
//! where a stone may go ([`View::game`]).

use netplay::ClientGame;
use reversi_core::{Game, IllegalMove, Move};

use crate::game::Reversi;
use crate::wire::{Event, View, colour_of};

/// A client's table of a Reversi room; its aside is the last hint told to this client (the
/// move suggested), while the game is where it was.
pub type Table = netplay::Table<Reversi>;

/// Why a message does not fit a Reversi table.
pub type TableError = netplay::TableError<IllegalMove>;

impl ClientGame for Reversi {
    type Aside = Option<Move>;
    type Misfit = IllegalMove;

    fn apply(view: &mut View, hint: &mut Option<Move>, event: &Event) -> Result<(), IllegalMove> {
        match event {
            Event::Played { mv, .. } => {
                view.moves.push(*mv);
                view.to_move = view.game()?.position().to_move();
                *hint = None;
            }
            Event::Ended { outcome } => view.outcome = Some(*outcome),
            Event::Hinted { mv, .. } => {
                if mv.is_some() {
                    *hint = *mv;
                }
            }
        }
        Ok(())
    }

    fn is_over(view: &View) -> bool {
        view.outcome.is_some()
    }

    fn is_turn_of(view: &View, seat: usize) -> bool {
        view.outcome.is_none() && view.to_move == colour_of(seat)
    }
}

impl View {
    /// The game as the client knows it: the whole game, since Reversi hides nothing.
    pub fn game(&self) -> Result<Game, IllegalMove> {
        Game::from_moves(self.rules, &self.moves)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::wire::{Intent, Options};
    use netplay::{Cursor, OnlineGame, RoomEvent, SeatKind, SeatSetup, ServerMessage, Viewer};
    use reversi_core::{Level, Rules};

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
                        assert_eq!(table.aside.is_some(), viewer == seat, "{rules}");
                    }
                }
                moves += 1;
            }
            let table = &tables[0];
            assert_eq!(
                table
                    .view
                    .as_ref()
                    .and_then(|v| v.game().ok())
                    .expect("a game")
                    .position(),
                game.game().position()
            );
            assert!(table.view.as_ref().is_some_and(|v| v.outcome.is_some()));
        }
    }
}
