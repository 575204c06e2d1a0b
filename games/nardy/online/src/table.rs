//! Nardy as a client follows it: how an event changes the view, checked by the rules as the
//! server checked it ([`ClientGame`] for [`Nardy`]), the hint told to this client, and the
//! position and turn a window draws and asks the core on where a picked checker may go
//! ([`View::turn`], [`nardy_core::Turn::targets`]).

use nardy_core::{Colour, Position, SaveError, Step, StepError, Turn};
use netplay::ClientGame;

use crate::game::Nardy;
use crate::wire::{Event, View, WirePosition, WireTurn};

/// Why an event does not fit the view (a bug of the server or of the picture).
#[derive(Clone, Debug, PartialEq)]
pub enum PictureError {
    /// The position sent is not one.
    Position(SaveError),
    /// A step told does not fit the turn as the picture has it.
    Step(StepError),
    /// A step or the end of a turn told before its roll.
    NotRolled,
    /// The end of a turn told while a die could still be played.
    NotFinished,
}

/// A client's table of a Nardy room; its aside is the last hint told to this client (the
/// strong player's steps from where the turn was), until the turn changes.
pub type Table = netplay::Table<Nardy>;

/// Why a message does not fit a Nardy table.
pub type TableError = netplay::TableError<PictureError>;

impl ClientGame for Nardy {
    type Aside = Option<Vec<Step>>;
    type Misfit = PictureError;

    fn apply(
        view: &mut View,
        hint: &mut Option<Vec<Step>>,
        event: &Event,
    ) -> Result<(), PictureError> {
        apply(view, event)?;
        match event {
            Event::Hinted {
                steps: Some(steps), ..
            } => *hint = Some(steps.clone()),
            Event::Hinted { .. } => {}
            _ => *hint = None,
        }
        Ok(())
    }

    fn is_over(view: &View) -> bool {
        view.over
    }

    /// The seat's turn (to roll, or to play its roll). Not between the end of a game and the
    /// start of the next (the events of one intent may be taken in one by one: who starts
    /// the next game is told after the end of the last).
    fn is_turn_of(view: &View, seat: usize) -> bool {
        !view.over
            && view.position.to_move == colour_of(seat)
            && view
                .position
                .position()
                .is_ok_and(|position| position.outcome().is_none())
    }
}

/// The colour of a seat: seat 0 plays White, seat 1 Black.
#[must_use]
pub fn colour_of(seat: usize) -> Colour {
    Colour::ALL[seat.min(1)]
}

impl View {
    /// The position at the start of this turn.
    pub fn turn_start(&self) -> Result<Position, PictureError> {
        start_of(&self.position)
    }

    /// The turn being played, once its dice are rolled, with its steps so far: what a window
    /// asks where a checker may go, and draws the dice left from.
    pub fn turn(&self) -> Result<Option<Turn>, PictureError> {
        turn_of(self)
    }

    /// The position on the board now (this turn's steps played).
    pub fn position_now(&self) -> Result<Position, PictureError> {
        Ok(match self.turn()? {
            Some(turn) => *turn.position(),
            None => self.turn_start()?,
        })
    }
}

fn start_of(position: &WirePosition) -> Result<Position, PictureError> {
    position.position().map_err(PictureError::Position)
}

fn turn_of(view: &View) -> Result<Option<Turn>, PictureError> {
    let Some(roll) = view.position.roll() else {
        return Ok(None);
    };
    let mut turn = Turn::new(start_of(&view.position)?, roll);
    for step in &view.steps {
        turn.play(*step).map_err(PictureError::Step)?;
    }
    Ok(Some(turn))
}

/// One event on the view, checked by the rules as the server checked it.
fn apply(view: &mut View, event: &Event) -> Result<(), PictureError> {
    match event {
        Event::Rolled { dice, .. } => {
            view.position.dice = Some(*dice);
            view.steps.clear();
        }
        Event::Stepped { step, .. } => {
            let mut turn = turn_of(view)?.ok_or(PictureError::NotRolled)?;
            turn.play(*step).map_err(PictureError::Step)?;
            view.steps.push(*step);
        }
        Event::Undone { .. } => view.steps.clear(),
        Event::TurnEnded { colour, .. } => {
            let turn = turn_of(view)?.ok_or(PictureError::NotRolled)?;
            let next = turn.finish().map_err(|_| PictureError::NotFinished)?;
            view.turns.push(WireTurn {
                colour: *colour,
                dice: turn.roll(),
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
    use nardy_core::Level;
    use netplay::{Cursor, OnlineGame, RoomEvent, SeatKind, SeatSetup, ServerMessage, Viewer};

    #[test]
    fn a_table_kept_by_events_shows_what_a_fresh_snapshot_shows_through_a_match() {
        let seats: Vec<SeatSetup<Level>> = ["White", "Black"]
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
                .computer_intent(seat, level)
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
