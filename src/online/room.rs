//! One room as this window is in it: the client (its own thread), what it has been told
//! (`loopit_online::Table`), and the game made from that for the views — a [`Session`] of the
//! core on the same position, so that picking a tile up, the cells it fits on and "why not"
//! are the core's answers, as at one screen. The window's own moves go to the server as
//! intents; what the server tells comes back as [`Outcome`]s, worded as the computer's are.

use std::time::Duration;

use game_shell::online::HostedServer;
use loopit_core::{Cell, Placement, Placements, TurnSummary};
use loopit_online::wire::{WireCell, WirePlacement};
use loopit_online::{Event, Intent, LoopIt, OnlineLevel, Table};
use netplay::{
    Client, ConnectionState, Entry, RoomCode, RoomEvent, SeatInfo, ServerMessage, Update,
};

use super::Problem;
use crate::scene::Hint;
use crate::session::{LogEntry, Move, Outcome, Session};

/// Where the room is.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Phase {
    /// Not in the room yet: connecting, or (the host) opening it.
    Entering,
    /// The room is a lobby: people join, the host starts the game.
    Lobby,
    /// The game goes on.
    Playing,
    /// The game is over.
    Over,
}

/// What the window asked the room for that needs an answer from the window: a dialog.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Asked {
    /// Nothing more.
    Nothing,
    /// Something to show on the status line (as a move at one screen shows it).
    Outcome(Outcome),
}

/// A room this window is in.
#[derive(Debug)]
pub struct OnlineRoom {
    server: Option<HostedServer>,
    client: Client<LoopIt>,
    table: Table,
    state: ConnectionState,
    code: Option<RoomCode>,
    watching: bool,
    mirror: Option<Session>,
    hint: Option<Hint>,
    /// The last refusal of something this window asked (an intent, the start).
    refusal: Option<super::ServerRefusal>,
    /// Why the room was left for good, if it was.
    problem: Option<Problem>,
    /// An end of this window's turn is on its way to the server.
    ending: bool,
}

impl OnlineRoom {
    /// Enters a room by `entry` at `url`, waking the window by `wake` whenever something
    /// arrives; `server` is the server this window runs, when it hosts.
    pub fn enter(
        url: String,
        entry: Entry<LoopIt>,
        server: Option<HostedServer>,
        wake: impl Fn() + Send + Sync + 'static,
    ) -> Result<OnlineRoom, Problem> {
        let watching = matches!(entry, Entry::Watch { .. });
        let code = match &entry {
            Entry::Join { room, .. } | Entry::Watch { room } | Entry::Resume { room, .. } => {
                Some(room.clone())
            }
            Entry::Create { .. } => None,
        };
        let client =
            Client::start(url, entry, wake).map_err(|error| Problem::Thread(error.to_string()))?;
        Ok(OnlineRoom {
            server,
            client,
            table: Table::default(),
            state: ConnectionState::Connecting,
            code,
            watching,
            mirror: None,
            hint: None,
            refusal: None,
            problem: None,
            ending: false,
        })
    }

    // ---- What the views read --------------------------------------------------------------

    /// The server this window runs, when it hosts.
    #[must_use]
    pub fn server(&self) -> Option<&HostedServer> {
        self.server.as_ref()
    }

    /// The room's code, once known.
    #[must_use]
    pub fn code(&self) -> Option<&RoomCode> {
        self.code.as_ref()
    }

    /// How the connection is.
    #[must_use]
    pub fn state(&self) -> &ConnectionState {
        &self.state
    }

    /// Whether this window watches (has no seat).
    #[must_use]
    pub fn watching(&self) -> bool {
        self.watching
    }

    /// This window's seat, once seated.
    #[must_use]
    pub fn seat(&self) -> Option<usize> {
        self.table.seat
    }

    /// The seats as everyone sees them.
    #[must_use]
    pub fn seats(&self) -> &[SeatInfo<OnlineLevel>] {
        &self.table.seats
    }

    /// The seat whose player starts the game, while the room is a lobby.
    #[must_use]
    pub fn host_seat(&self) -> Option<usize> {
        self.table.lobby
    }

    /// Whether this window may start the game now.
    #[must_use]
    pub fn may_start(&self) -> bool {
        self.table.lobby.is_some() && self.table.lobby == self.table.seat
    }

    /// Where the room is.
    #[must_use]
    pub fn phase(&self) -> Phase {
        match &self.table.view {
            None => Phase::Entering,
            Some(_) if self.table.lobby.is_some() => Phase::Lobby,
            Some(view) if view.over => Phase::Over,
            Some(_) => Phase::Playing,
        }
    }

    /// Whether it is this window's turn.
    #[must_use]
    pub fn my_turn(&self) -> bool {
        self.table.my_turn()
    }

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
        self.table
            .view
            .as_ref()
            .map(|view| view.players.iter().map(|p| p.hints).collect())
            .unwrap_or_default()
    }

    /// Tiles left in the bag, as the server says.
    #[must_use]
    pub fn tiles_left(&self) -> Option<usize> {
        self.table.view.as_ref().map(|view| view.tiles_left)
    }

    /// The last refusal of something this window asked.
    #[must_use]
    pub fn refusal(&self) -> Option<&super::ServerRefusal> {
        self.refusal.as_ref()
    }

    /// Why the room was left for good, if it was.
    #[must_use]
    pub fn problem(&self) -> Option<&Problem> {
        self.problem.as_ref()
    }

    /// The turns that have ended, oldest first, as the log shows them.
    #[must_use]
    pub fn log(&self) -> Vec<LogEntry> {
        let Some(view) = &self.table.view else {
            return Vec::new();
        };
        let count = view.turns.len();
        view.turns
            .iter()
            .enumerate()
            .filter_map(|(i, turn)| {
                let placements = placements(&turn.placements)?;
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

    /// The placements of the last turn that ended.
    #[must_use]
    pub fn last_turn(&self) -> Placements {
        self.table
            .view
            .as_ref()
            .and_then(|view| view.turns.last())
            .and_then(|turn| placements(&turn.placements))
            .unwrap_or_default()
    }

    // ---- What happens ---------------------------------------------------------------------

    /// Takes everything that has arrived: the picture of the game follows it, and each
    /// placement and end of turn by anyone comes back as an [`Outcome`] to show.
    pub fn poll(&mut self) -> Vec<Outcome> {
        let mut outcomes = Vec::new();
        let mut changed = false;
        for update in self.client.poll() {
            match update {
                Update::State(state) => {
                    if let ConnectionState::Closed { error: Some(error) } = &state {
                        self.problem = Some(Problem::of_client(error));
                    }
                    self.state = state;
                }
                Update::Message(message) => {
                    changed |= self.take(&message, &mut outcomes);
                }
            }
        }
        if changed {
            self.ending = false;
            self.remake_mirror();
        }
        outcomes
    }

    fn take(&mut self, message: &ServerMessage<LoopIt>, outcomes: &mut Vec<Outcome>) -> bool {
        match message {
            ServerMessage::Created { room } | ServerMessage::Watching { room } => {
                self.code = Some(room.clone());
            }
            ServerMessage::Seated { room, .. } => self.code = Some(room.clone()),
            ServerMessage::Refused { refusal, .. } => self.refusal = Some(refusal.clone()),
            ServerMessage::Done { .. } => self.refusal = None,
            ServerMessage::Event {
                event: RoomEvent::Game { event },
                ..
            } => self.game_event(event, outcomes),
            _ => {}
        }
        // A picture that does not fit the events (a gap) is made anew: the client is given a
        // snapshot when it comes back.
        if let Err(error) = self.table.take(message) {
            log::warn!("the online game's picture does not fit: {error:?}");
        }
        matches!(
            message,
            ServerMessage::Seated { .. }
                | ServerMessage::Snapshot { .. }
                | ServerMessage::Event { .. }
        )
    }

    /// What an event of the game means for the window, before the picture takes it.
    fn game_event(&mut self, event: &Event, outcomes: &mut Vec<Outcome>) {
        // Another's placement is told by their name, as the computer's is at one screen.
        let by_computer = |seat: usize| Some(seat) != self.table.seat;
        match event {
            Event::Placed { seat, placement } => {
                self.hint = None;
                if let Some(placement) = placement.placement() {
                    outcomes.push(Outcome::Placed {
                        placement,
                        player: *seat,
                        by_computer: by_computer(*seat),
                    });
                }
            }
            Event::TurnEnded {
                seat,
                points,
                sat_out,
                game_over,
                ..
            } => {
                self.hint = None;
                let placed = self.mirror.as_ref().map(|m| *m.game().placed());
                outcomes.push(Outcome::TurnEnded(TurnSummary {
                    player: *seat,
                    placements: placed.unwrap_or_default(),
                    points: *points,
                    sat_out: *sat_out,
                    game_over: *game_over,
                }));
            }
            Event::TakenBack { .. } => self.hint = None,
            Event::Hinted {
                seat,
                plan: Some(plan),
                ..
            } if Some(*seat) == self.table.seat => self.hint = self.hint_of(plan),
            Event::TurnBegan { .. } | Event::Hinted { .. } | Event::Swapped { .. } => {}
        }
    }

    /// The hint's placements as the board shows them: each made on a copy of the game, in
    /// order, with the points the core gives it.
    fn hint_of(&self, plan: &[(usize, WireCell)]) -> Option<Hint> {
        let mut game = self.mirror.as_ref()?.game().clone();
        let mut placements = Vec::new();
        for (slot, cell) in plan {
            let placement = game.place(*slot, cell.cell()?).ok()?;
            placements.push((placement.cell, placement.tile, placement.points));
        }
        let points = placements.iter().map(|(_, _, points)| points).sum();
        Some(Hint { placements, points })
    }

    /// The game for the views, made anew from the picture; the tile in hand stays in hand.
    fn remake_mirror(&mut self) {
        let selected = self.mirror.as_ref().and_then(Session::selected);
        self.mirror = match self.table.game() {
            Ok(game) => Some(Session::new(game, None)),
            Err(error) => {
                log::warn!("the online game cannot be shown: {error:?}");
                self.mirror.take()
            }
        };
        if let (Some(slot), Some(mirror), true) = (selected, &mut self.mirror, self.table.my_turn())
        {
            let _ = mirror.play(Move::PickUp(slot), false);
        }
    }

    /// A move of the person at this window: picking up and putting down stay here, anything
    /// else goes to the server when the core finds it possible (a refused placement is
    /// explained at once, as at one screen). Nothing happens when it is not their turn.
    pub fn play(&mut self, mv: Move) -> Asked {
        if !self.table.my_turn() {
            return Asked::Nothing;
        }
        let Some(mirror) = &mut self.mirror else {
            return Asked::Nothing;
        };
        match mv {
            Move::PickUp(_) | Move::PutDown => Asked::Outcome(mirror.play(mv, false)),
            Move::Place { slot, cell } => match mirror.game().check(slot, cell) {
                Ok(_) => {
                    self.act(Intent::Place {
                        slot,
                        cell: cell.into(),
                    });
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
            Some(mirror) if self.table.my_turn() => mirror.why_not(slot, cell),
            _ => Outcome::Nothing,
        }
    }

    /// Asks the server for a hint (counted, as at one screen).
    pub fn ask_hint(&mut self) {
        if self.table.my_turn() {
            self.act(Intent::Hint);
        }
    }

    /// The person to move has nothing that fits and has read so: ends the turn.
    pub fn sit_out(&mut self) {
        if self.table.my_turn()
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
            && self.table.my_turn()
            && self
                .mirror
                .as_ref()
                .is_some_and(|m| m.game().must_sit_out())
    }

    /// The host starts the game.
    pub fn start_game(&mut self) {
        if self.may_start() {
            self.client.start_game();
        }
    }

    fn act(&mut self, intent: Intent) {
        self.refusal = None;
        self.ending |= intent == Intent::EndTurn;
        self.client.act(intent);
    }

    /// The latency of the connection, once measured.
    #[must_use]
    pub fn latency(&self) -> Option<Duration> {
        match self.state {
            ConnectionState::Connected { latency } => latency,
            _ => None,
        }
    }
}

/// A turn's placements as the server tells them.
fn placements(told: &[WirePlacement]) -> Option<Placements> {
    let placements: Vec<Placement> = told
        .iter()
        .map(WirePlacement::placement)
        .collect::<Option<_>>()?;
    Placements::from_slice(&placements)
}
