//! A client's picture of a match: the last snapshot with every event after it applied, in
//! order. A window draws it (the position, the dice, the turn's steps, the score) and asks the
//! core on it where a picked checker may go ([`Table::turn`], [`nardy_core::Turn::targets`]);
//! a computer client plays from it.

use nardy_core::{Colour, Position, SaveError, StepError, Turn};
use netplay::{Cursor, RoomEvent, SeatInfo, ServerMessage};

use crate::game::Nardy;
use crate::wire::{Event, OnlineLevel, View, WirePosition, WireTurn};

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
    /// The position sent is not one (a bug of the server or of the picture).
    Position(SaveError),
    /// A step told does not fit the turn as the picture has it.
    Step(StepError),
    /// A step or the end of a turn told before its roll.
    NotRolled,
    /// The end of a turn told while a die could still be played.
    NotFinished,
}

/// What a client knows of a room.
#[derive(Clone, Debug, Default)]
pub struct Table {
    /// The client's seat, once seated (0: White, 1: Black).
    pub seat: Option<usize>,
    /// The match as the client may see it.
    pub view: Option<View>,
    /// The seats.
    pub seats: Vec<SeatInfo<OnlineLevel>>,
    /// The last event applied.
    pub cursor: Option<Cursor>,
    /// While the room is a lobby (the game not started): the seat whose player starts it.
    pub lobby: Option<usize>,
    /// The last hint told to this client (the strong player's steps from where the turn
    /// was), until the turn changes.
    pub hint: Option<Vec<crate::wire::WireStep>>,
}

impl Table {
    /// Takes in a message of the server (messages that do not change the picture are ignored).
    pub fn take(&mut self, message: &ServerMessage<Nardy>) -> Result<(), TableError> {
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
                    RoomEvent::Game { event } => {
                        let view = self.view.as_mut().ok_or(TableError::NoSnapshot)?;
                        apply(view, event)?;
                        match event {
                            Event::Hinted {
                                steps: Some(steps), ..
                            } => {
                                self.hint = Some(steps.clone());
                            }
                            Event::Hinted { .. } => {}
                            _ => self.hint = None,
                        }
                    }
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

    /// The colour the client plays, once seated.
    #[must_use]
    pub fn colour(&self) -> Option<Colour> {
        self.seat.map(|seat| Colour::ALL[seat.min(1)])
    }

    /// Whether it is the client's turn (to roll, or to play its roll). Not between the end
    /// of a game and the start of the next (the events of one intent may be taken in one by
    /// one: who starts the next game is told after the end of the last).
    #[must_use]
    pub fn my_turn(&self) -> bool {
        match (&self.view, self.colour()) {
            (Some(view), Some(colour)) => {
                self.lobby.is_none()
                    && !view.over
                    && view.position.to_move == colour
                    && view
                        .position
                        .position()
                        .is_ok_and(|position| position.outcome().is_none())
            }
            _ => false,
        }
    }

    /// The position at the start of this turn.
    pub fn turn_start(&self) -> Result<Position, TableError> {
        let view = self.view.as_ref().ok_or(TableError::NoSnapshot)?;
        start_of(&view.position)
    }

    /// The turn being played, once its dice are rolled, with its steps so far: what a window
    /// asks where a checker may go, and draws the dice left from.
    pub fn turn(&self) -> Result<Option<Turn>, TableError> {
        let view = self.view.as_ref().ok_or(TableError::NoSnapshot)?;
        turn_of(view)
    }

    /// The position on the board now (this turn's steps played).
    pub fn position(&self) -> Result<Position, TableError> {
        Ok(match self.turn()? {
            Some(turn) => *turn.position(),
            None => self.turn_start()?,
        })
    }
}

fn start_of(position: &WirePosition) -> Result<Position, TableError> {
    position.position().map_err(TableError::Position)
}

fn turn_of(view: &View) -> Result<Option<Turn>, TableError> {
    let Some(roll) = view.position.roll() else {
        return Ok(None);
    };
    let mut turn = Turn::new(start_of(&view.position)?, roll);
    for step in &view.steps {
        turn.play((*step).into()).map_err(TableError::Step)?;
    }
    Ok(Some(turn))
}

/// One event on the view, checked by the rules as the server checked it.
fn apply(view: &mut View, event: &Event) -> Result<(), TableError> {
    match event {
        Event::Rolled { dice, .. } => {
            view.position.dice = Some(*dice);
            view.steps.clear();
        }
        Event::Stepped { step, .. } => {
            let mut turn = turn_of(view)?.ok_or(TableError::NotRolled)?;
            turn.play((*step).into()).map_err(TableError::Step)?;
            view.steps.push(*step);
        }
        Event::Undone { .. } => view.steps.clear(),
        Event::TurnEnded { colour, .. } => {
            let turn = turn_of(view)?.ok_or(TableError::NotRolled)?;
            let next = turn.finish().map_err(|_| TableError::NotFinished)?;
            view.turns.push(WireTurn {
                colour: *colour,
                dice: turn.roll().dice(),
                steps: std::mem::take(&mut view.steps),
            });
            view.position = WirePosition::of(&next, None);
        }
        Event::GameEnded {
            result,
            score,
            match_over,
        } => {
            view.results.push(*result);
            view.score = *score;
            view.over = *match_over;
        }
        Event::GameBegan { game, starter } => {
            view.game = *game;
            view.turns.clear();
            view.steps.clear();
            view.position = WirePosition::of(&Position::start(*starter), None);
        }
        Event::Hinted { .. } => {}
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::wire::{Intent, Options};
    use netplay::{OnlineGame, SeatKind, SeatSetup, Viewer};

    #[test]
    fn a_table_kept_by_events_shows_what_a_fresh_snapshot_shows_through_a_match() {
        let seats: Vec<SeatSetup<OnlineLevel>> = ["White", "Black"]
            .iter()
            .map(|name| SeatSetup {
                name: (*name).to_owned(),
                kind: SeatKind::Person,
            })
            .collect();
        let mut game = Nardy::new(&seats, &Options { match_to: 3 }, 40).expect("a match");
        let mut table = Table::default();
        let snapshot = ServerMessage::<Nardy>::Snapshot {
            cursor: Cursor { epoch: 1, seq: 0 },
            seats: Vec::new(),
            view: game.view(Viewer::Spectator),
            lobby: None,
        };
        table.take(&snapshot).expect("a snapshot fits");
        let mut seq = 0;
        let mut intents = 0;
        while let Some(seat) = game.to_move() {
            // Now and then a step taken back and a hint, to see the picture follow them.
            let level = nardy_core::Level::Quick;
            let mut intent = game
                .computer_intent(seat, crate::wire::OnlineLevel(level))
                .expect("the computer has an intent");
            let stepped = game
                .game()
                .turn()
                .is_some_and(|turn| !turn.steps().is_empty());
            if intents % 11 == 5 && stepped {
                intent = Intent::Undo;
            } else if intents % 7 == 3 && matches!(intent, Intent::Step { .. }) {
                intent = Intent::Hint;
            }
            let events = game.act(seat, &intent).expect("legal");
            for event in events {
                seq += 1;
                let message = ServerMessage::<Nardy>::Event {
                    seq,
                    event: RoomEvent::Game {
                        event: Nardy::tell(&event, Viewer::Spectator),
                    },
                };
                table.take(&message).expect("the event fits");
            }
            assert_eq!(
                table.view.as_ref(),
                Some(&game.view(Viewer::Spectator)),
                "after {intent:?}"
            );
            intents += 1;
        }
        let view = table.view.expect("a view");
        assert!(view.over);
        assert!(
            view.score.iter().any(|points| *points >= 3),
            "{:?}",
            view.score
        );
        assert!(view.results.len() >= 2, "a match of several games");
    }
}
