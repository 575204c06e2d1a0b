//! One room as this window is in it: the client (its own thread), what it has been told
//! (`loopit_online::Table`), and the game made from that for the views — a [`Session`] of the
//! core on the same position, so that picking a tile up, the cells it fits on and "why not"
//! are the core's answers, as at one screen. The window's own moves go to the server as
//! intents; what the server tells comes back as [`Outcome`]s, worded as the computer's are.

use loopit_core::{Cell, Placements, TurnSummary};
use loopit_online::{Event, Intent, LoopIt};
use netplay::{RoomEvent, ServerMessage, Table};

use crate::scene::Hint;
use crate::session::{LogEntry, Move, Outcome, Session};

/// What the window asked the room for that needs an answer from the window: a dialog.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Asked {
    /// Nothing more.
    Nothing,
    /// Something to show on the status line (as a move at one screen shows it).
    Outcome(Outcome),
}

game_shell::game_room! {
    /// A room this window is in, with the game the views draw.
    pub struct OnlineRoom for LoopIt {
        mirror: Option<Session>,
        hint: Option<Hint>,
        /// An end of this window's turn is on its way to the server.
        ending: bool,
    }
}

impl OnlineRoom {
    /// The game as this window knows it (the core's, on the same position).
    #[must_use]
    pub fn session(&self) -> Option<&Session> {
        self.mirror.as_ref()
    }

    /// The hint shown, if any (asked for this turn).
    #[must_use]
    pub fn hint(&self) -> Option<&Hint> {
        self.hint.as_ref()
    }

    /// The hints each seat has taken.
    #[must_use]
    pub fn hints_taken(&self) -> Vec<u32> {
        self.room
            .view()
            .map(|view| view.players.iter().map(|p| p.hints).collect())
            .unwrap_or_default()
    }

    /// Tiles left in the bag, as the server says.
    #[must_use]
    pub fn tiles_left(&self) -> Option<usize> {
        self.room.view().map(|view| view.tiles_left)
    }

    /// The turns that have ended, oldest first, as the log shows them.
    #[must_use]
    pub fn log(&self) -> Vec<LogEntry> {
        let Some(view) = self.room.view() else {
            return Vec::new();
        };
        let count = view.turns.len();
        view.turns
            .iter()
            .enumerate()
            .filter_map(|(i, turn)| {
                let placements = Placements::from_slice(&turn.placements)?;
                Some(LogEntry {
                    player: view
                        .players
                        .get(turn.seat)
                        .map(|p| p.name.clone())
                        .unwrap_or_default(),
                    summary: TurnSummary {
                        player: turn.seat,
                        points: placements.points(),
                        placements,
                        sat_out: turn.sat_out,
                        game_over: view.over && i + 1 == count,
                    },
                })
            })
            .collect()
    }

    /// The turns ended since the player to move last played, from the room's log
    /// ([`crate::session::since_own_turn`]).
    #[must_use]
    pub fn recent_turns(&self) -> crate::session::RecentTurns {
        let Some(view) = self.room.view() else {
            return crate::session::RecentTurns::default();
        };
        let current = self.session().map_or(0, |s| s.game().current());
        crate::session::since_own_turn(
            view.turns.iter().filter_map(|turn| {
                Placements::from_slice(&turn.placements).map(|p| (turn.seat, p))
            }),
            current,
            view.players.len(),
        )
    }

    // ---- What happens ---------------------------------------------------------------------

    /// Takes everything that has arrived: the picture of the game follows it, and each
    /// placement and end of turn by anyone comes back as an [`Outcome`] to show.
    pub fn poll(&mut self) -> Vec<Outcome> {
        let mut outcomes = Vec::new();
        let (mirror, hint) = (&self.mirror, &mut self.hint);
        let changed = self.room.poll(|table, message| {
            if let ServerMessage::Event {
                event: RoomEvent::Game { event },
                ..
            } = message
            {
                *hint = game_event(table, mirror.as_ref(), event, &mut outcomes)
                    .unwrap_or_else(|| hint.take());
            }
            false
        });
        if changed {
            self.ending = false;
            self.remake_mirror();
        }
        outcomes
    }

    /// The game for the views, made anew from the picture; the tile in hand stays in hand.
    fn remake_mirror(&mut self) {
        let selected = self.mirror.as_ref().and_then(Session::selected);
        let made = self.room.view().map(loopit_online::View::game);
        self.mirror = match made {
            None => self.mirror.take(),
            Some(Ok(game)) => Some(Session::new(game, None)),
            Some(Err(error)) => {
                log::warn!("the online game cannot be shown: {error:?}");
                self.mirror.take()
            }
        };
        if let (Some(slot), Some(mirror), true) = (selected, &mut self.mirror, self.room.my_turn())
        {
            let _ = mirror.play(Move::PickUp(slot), false);
        }
    }

    /// A move of the person at this window: picking up and putting down stay here, anything
    /// else goes to the server when the core finds it possible (a refused placement is
    /// explained at once, as at one screen). Nothing happens when it is not their turn.
    pub fn play(&mut self, mv: Move) -> Asked {
        if !self.room.my_turn() {
            return Asked::Nothing;
        }
        let Some(mirror) = &mut self.mirror else {
            return Asked::Nothing;
        };
        match mv {
            Move::PickUp(_) | Move::PutDown => Asked::Outcome(mirror.play(mv, false)),
            Move::Place { slot, cell } => match mirror.game().check(slot, cell) {
                Ok(_) => {
                    self.act(Intent::Place { slot, cell });
                    Asked::Nothing
                }
                Err(_) => Asked::Outcome(mirror.play(mv, false)),
            },
            Move::TakeBack(cell) => match mirror.game().placed().find(cell) {
                Some((index, _)) => {
                    self.act(Intent::TakeBack { index });
                    Asked::Nothing
                }
                None => Asked::Outcome(Outcome::NothingToTakeBack),
            },
            Move::Undo => match mirror.game().placed().len().checked_sub(1) {
                Some(index) => {
                    self.act(Intent::TakeBack { index });
                    Asked::Nothing
                }
                None => Asked::Outcome(Outcome::NothingToTakeBack),
            },
            Move::EndTurn { confirmed } => {
                let game = mirror.game();
                if !confirmed && game.placed().is_empty() && game.can_place() {
                    Asked::Outcome(Outcome::ConfirmEndTurn)
                } else {
                    self.act(Intent::EndTurn);
                    Asked::Nothing
                }
            }
            // Cheat mode and the hot-seat screen belong to one screen.
            Move::CheatMark(_) | Move::CheatSwap { .. } | Move::ReleaseComputer | Move::Ready => {
                Asked::Nothing
            }
        }
    }

    /// Why the tile of `slot` cannot go on `cell`: the core's answer on this window's game.
    #[must_use]
    pub fn why_not(&self, slot: usize, cell: Cell) -> Outcome {
        match &self.mirror {
            Some(mirror) if self.room.my_turn() => mirror.why_not(slot, cell),
            _ => Outcome::Nothing,
        }
    }

    /// Asks the server for a hint (counted, as at one screen).
    pub fn ask_hint(&mut self) {
        if self.room.my_turn() {
            self.act(Intent::Hint);
        }
    }

    /// The person to move has nothing that fits and has read so: ends the turn.
    pub fn sit_out(&mut self) {
        if self.room.my_turn()
            && self
                .mirror
                .as_ref()
                .is_some_and(|m| m.game().must_sit_out())
        {
            self.act(Intent::EndTurn);
        }
    }

    /// Whether the person at this window must sit out this turn.
    #[must_use]
    pub fn must_sit_out(&self) -> bool {
        !self.ending
            && self.room.my_turn()
            && self
                .mirror
                .as_ref()
                .is_some_and(|m| m.game().must_sit_out())
    }

    fn act(&mut self, intent: Intent) {
        self.ending |= intent == Intent::EndTurn;
        self.room.act(intent);
    }
}

/// What an event of the game means for the window, before the table takes it: each placement
/// and end of turn as an [`Outcome`] (another's placement told by their name, as the
/// computer's is at one screen); the hint shown from now on, when it changes (`Some(None)`:
/// none).
fn game_event(
    table: &Table<LoopIt>,
    mirror: Option<&Session>,
    event: &Event,
    outcomes: &mut Vec<Outcome>,
) -> Option<Option<Hint>> {
    let by_computer = |seat: usize| Some(seat) != table.seat;
    match event {
        Event::Placed { seat, placement } => {
            outcomes.push(Outcome::Placed {
                placement: *placement,
                player: *seat,
                by_computer: by_computer(*seat),
            });
            Some(None)
        }
        Event::TurnEnded {
            seat,
            points,
            sat_out,
            game_over,
            ..
        } => {
            let placed = mirror.map(|m| *m.game().placed());
            outcomes.push(Outcome::TurnEnded(TurnSummary {
                player: *seat,
                placements: placed.unwrap_or_default(),
                points: *points,
                sat_out: *sat_out,
                game_over: *game_over,
            }));
            Some(None)
        }
        Event::TakenBack { .. } => Some(None),
        Event::Hinted {
            seat,
            plan: Some(plan),
            ..
        } if Some(*seat) == table.seat => Some(hint_of(mirror?, plan)),
        Event::TurnBegan { .. } | Event::Hinted { .. } | Event::Swapped { .. } => None,
    }
}

/// The hint's placements as the board shows them: each made on a copy of the game, in order,
/// with the points the core gives it.
fn hint_of(mirror: &Session, plan: &[(usize, Cell)]) -> Option<Hint> {
    let mut game = mirror.game().clone();
    let mut placements = Vec::new();
    for (slot, cell) in plan {
        let placement = game.place(*slot, *cell).ok()?;
        placements.push((placement.cell, placement.tile, placement.points));
    }
    let points = placements.iter().map(|(_, _, points)| points).sum();
    Some(Hint { placements, points })
}
