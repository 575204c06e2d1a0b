//! One room: a game, its seats, and its numbered events. Pure state, no network and no clock
//! of its own (the caller passes `now`), so that its rules are tested without a server.

use std::collections::VecDeque;
use std::fmt;
use std::time::{Duration, Instant};

use crate::game::{OnlineGame, SeatKind, SeatSetup, Viewer};
use crate::protocol::{Cursor, Refusal, RoomEvent, SeatInfo};
use crate::store::{RoomRecord, SeatRecord};
use crate::token::{RoomCode, SeatToken};

/// How many events a room keeps for clients that come back; one further behind gets a
/// snapshot instead.
pub const LOG_LIMIT: usize = 1024;

/// Why a room cannot be made or read back.
#[derive(Debug)]
pub enum RoomError<G: OnlineGame> {
    /// The game refuses the setup.
    Setup(G::Refusal),
    /// The record of the game cannot be read back.
    Record(G::RecordError),
    /// The record's seats do not match its game.
    Seats {
        /// Seats in the record.
        recorded: usize,
    },
    /// The system gave no random bits for a token.
    Random(getrandom::Error),
}

impl<G: OnlineGame> fmt::Display for RoomError<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RoomError::Setup(refusal) => write!(f, "the game refuses the setup: {refusal:?}"),
            RoomError::Record(error) => write!(f, "the game's record cannot be read: {error}"),
            RoomError::Seats { recorded } => write!(f, "{recorded} seats do not fit the game"),
            RoomError::Random(error) => write!(f, "no random bits for a seat token: {error}"),
        }
    }
}

impl<G: OnlineGame> std::error::Error for RoomError<G> {}

/// A seat of the room, with what only the server knows of it.
#[derive(Clone, Debug)]
struct Seat<L> {
    setup: SeatSetup<L>,
    token: Option<SeatToken>,
    next_id: u64,
    connected: u32,
    /// Since when nobody plays the seat (a person's seat that has been joined).
    away_since: Option<Instant>,
    stand_in: bool,
    /// Its player gave it up ([`Room::give_up`]): free, and the stand-in's until someone joins.
    given_up: bool,
}

impl<L: Clone> Seat<L> {
    fn info(&self) -> SeatInfo<L> {
        SeatInfo {
            setup: self.setup.clone(),
            taken: self.token.is_some(),
            connected: self.connected,
            stand_in: self.stand_in,
        }
    }
}

/// What a client that (re)enters a room is sent.
#[derive(Debug)]
pub enum CatchUp<G: OnlineGame> {
    /// The events after its cursor, each as this viewer may know it.
    Events(Numbered<G>),
    /// The room now.
    Snapshot {
        /// Where it stands.
        cursor: Cursor,
        /// The seats.
        seats: Vec<SeatInfo<G::Level>>,
        /// The game as this viewer may see it.
        view: G::View,
        /// The room is a lobby until this seat starts the game.
        lobby: Option<usize>,
    },
}

/// Events just numbered, as the room logged them (the server tells each viewer its part).
pub type Numbered<G> = Vec<NumberedEvent<G>>;

/// An event with its number.
pub type NumberedEvent<G> = (
    u64,
    RoomEvent<<G as OnlineGame>::Event, <G as OnlineGame>::Level>,
);

/// A game being played online: the seats and their tokens, the event log, the computer seats.
pub struct Room<G: OnlineGame> {
    code: RoomCode,
    game: G,
    seats: Vec<Seat<G::Level>>,
    stand_in: Option<G::Level>,
    epoch: u32,
    seq: u64,
    log: VecDeque<NumberedEvent<G>>,
    lobby: Option<Lobby<G>>,
    /// How many times the game has changed: a search's copy is taken back only when the game
    /// has not changed since it was made.
    moves: u64,
}

/// A search of a room, to be run off the room's task ([`Search::run`], on a searching thread):
/// a copy of the game and what it searches for.
pub(crate) struct Search<G: OnlineGame> {
    game: G,
    moves: u64,
    seat: usize,
    asked: Asked<G>,
}

/// What a search is for.
enum Asked<G: OnlineGame> {
    /// A player's intent (a hint), with its number.
    Intent { id: u64, intent: G::Intent },
    /// The computer's next step for the seat.
    Computer { level: G::Level },
}

/// A search done: the copy of the game after it and what the game said, for
/// [`Room::searched`].
pub(crate) struct Searched<G: OnlineGame> {
    search: Search<G>,
    /// `None`: the computer had nothing to do.
    made: Option<Result<Vec<G::Event>, G::Refusal>>,
}

impl<G: OnlineGame> Search<G> {
    /// Runs the search on its copy of the game (this is the costly part).
    pub(crate) fn run(mut self) -> Searched<G> {
        let made = match &self.asked {
            Asked::Intent { intent, .. } => Some(self.game.act(self.seat, intent)),
            Asked::Computer { level } => self
                .game
                .computer_intent(self.seat, *level)
                .map(|intent| self.game.act(self.seat, &intent)),
        };
        Searched { search: self, made }
    }
}

/// A room whose game has not started: the seat that starts it, and (while the server that made
/// the room runs) what the game is made anew from when a joining player names their seat — the
/// same seed, so the same draws.
struct Lobby<G: OnlineGame> {
    host: usize,
    remake: Option<(G::Options, u64)>,
}

impl<G: OnlineGame> fmt::Debug for Room<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Room")
            .field("code", &self.code)
            .field("epoch", &self.epoch)
            .field("seq", &self.seq)
            .finish_non_exhaustive()
    }
}

impl<G: OnlineGame> Room<G> {
    /// A new room with a new game, started at once.
    pub fn create(
        code: RoomCode,
        seats: Vec<SeatSetup<G::Level>>,
        options: &G::Options,
        stand_in: Option<G::Level>,
        seed: u64,
    ) -> Result<Room<G>, RoomError<G>> {
        Room::create_with_lobby(code, seats, options, stand_in, seed, None)
    }

    /// A new room with a new game; with `host`, the room is a lobby until that seat's player
    /// starts the game ([`Room::start`]).
    pub fn create_with_lobby(
        code: RoomCode,
        seats: Vec<SeatSetup<G::Level>>,
        options: &G::Options,
        stand_in: Option<G::Level>,
        seed: u64,
        host: Option<usize>,
    ) -> Result<Room<G>, RoomError<G>> {
        if host.is_some_and(|host| host >= seats.len()) {
            return Err(RoomError::Seats {
                recorded: seats.len(),
            });
        }
        let game = G::new(&seats, options, seed).map_err(RoomError::Setup)?;
        let seats = seats
            .into_iter()
            .map(|setup| Seat {
                setup,
                token: None,
                next_id: 1,
                connected: 0,
                away_since: None,
                stand_in: false,
                given_up: false,
            })
            .collect();
        Ok(Room {
            code,
            game,
            seats,
            stand_in,
            epoch: 1,
            seq: 0,
            log: VecDeque::new(),
            lobby: host.map(|host| Lobby {
                host,
                remake: Some((options.clone(), seed)),
            }),
            moves: 0,
        })
    }

    /// The room a record describes, in a new epoch: nobody is connected, and every joined
    /// person's seat counts as away from `now`.
    pub fn from_record(
        record: RoomRecord<G::Level>,
        now: Instant,
    ) -> Result<Room<G>, RoomError<G>> {
        let game = G::from_record(&record.game).map_err(RoomError::Record)?;
        let has_stand_in = record.stand_in.is_some();
        let seats: Vec<Seat<G::Level>> = record
            .seats
            .into_iter()
            .map(|seat| Seat {
                away_since: seat.token.as_ref().map(|_| now),
                setup: seat.setup,
                token: seat.token,
                next_id: seat.next_id,
                connected: 0,
                stand_in: seat.given_up && has_stand_in,
                given_up: seat.given_up,
            })
            .collect();
        if seats.is_empty()
            || game.to_move().is_some_and(|seat| seat >= seats.len())
            || record.lobby.is_some_and(|host| host >= seats.len())
        {
            return Err(RoomError::Seats {
                recorded: seats.len(),
            });
        }
        Ok(Room {
            code: record.room,
            game,
            seats,
            stand_in: record.stand_in,
            epoch: record.epoch.saturating_add(1),
            seq: 0,
            log: VecDeque::new(),
            // The seed is not kept: after a restart, seats keep the names the host gave them.
            lobby: record.lobby.map(|host| Lobby { host, remake: None }),
            moves: 0,
        })
    }

    /// The room as its store keeps it.
    #[must_use]
    pub fn record(&self) -> RoomRecord<G::Level> {
        RoomRecord {
            format: RoomRecord::<G::Level>::FORMAT,
            game_name: G::NAME.to_owned(),
            room: self.code.clone(),
            epoch: self.epoch,
            stand_in: self.stand_in,
            seats: self
                .seats
                .iter()
                .map(|seat| SeatRecord {
                    setup: seat.setup.clone(),
                    token: seat.token.clone(),
                    next_id: seat.next_id,
                    given_up: seat.given_up,
                })
                .collect(),
            game: self.game.record(),
            lobby: self.lobby(),
        }
    }

    /// The seat whose player starts the game while the room is a lobby; `None` once started.
    #[must_use]
    pub fn lobby(&self) -> Option<usize> {
        self.lobby.as_ref().map(|lobby| lobby.host)
    }

    /// The host's seat starts the game: the room is no longer a lobby.
    pub fn start(&mut self, seat: usize) -> Result<Numbered<G>, Refusal<G::Refusal>> {
        let Some(host) = self.lobby() else {
            return Err(Refusal::AlreadyStarted);
        };
        if seat != host {
            return Err(Refusal::NotHost { host });
        }
        self.lobby = None;
        self.moves += 1;
        let mut events = Vec::new();
        self.log(RoomEvent::Started, &mut events);
        Ok(events)
    }

    /// The room's code.
    #[must_use]
    pub fn code(&self) -> &RoomCode {
        &self.code
    }

    /// The game.
    #[must_use]
    pub fn game(&self) -> &G {
        &self.game
    }

    /// Where the room's events stand.
    #[must_use]
    pub fn cursor(&self) -> Cursor {
        Cursor {
            epoch: self.epoch,
            seq: self.seq,
        }
    }

    /// The seats as everyone may see them.
    #[must_use]
    pub fn seats(&self) -> Vec<SeatInfo<G::Level>> {
        self.seats.iter().map(Seat::info).collect()
    }

    fn log(&mut self, event: RoomEvent<G::Event, G::Level>, into: &mut Numbered<G>) {
        self.seq += 1;
        if self.log.len() == LOG_LIMIT {
            self.log.pop_front();
        }
        self.log.push_back((self.seq, event.clone()));
        into.push((self.seq, event));
    }

    fn seat_changed(&mut self, seat: usize, into: &mut Numbered<G>) {
        let info = self.seats[seat].info();
        self.log(RoomEvent::Seat { seat, info }, into);
    }

    /// A person takes seat `seat`: they get its token; the seat counts one connection more.
    pub fn join(&mut self, seat: usize) -> Result<(SeatToken, Numbered<G>), Refusal<G::Refusal>> {
        self.join_as(Some(seat), None)
            .map(|(_, token, events)| (token, events))
    }

    /// A person takes seat `seat` (`None`: the first person's seat nobody has taken), named
    /// `name` when the room is a lobby that can remake its game (the game's name rule decides;
    /// a refused name changes nothing). The seat, its token and the events.
    pub fn join_as(
        &mut self,
        seat: Option<usize>,
        name: Option<String>,
    ) -> Result<(usize, SeatToken, Numbered<G>), Refusal<G::Refusal>> {
        let free =
            |place: &Seat<G::Level>| place.token.is_none() && place.setup.kind == SeatKind::Person;
        let seat = match seat {
            Some(seat) => seat,
            None => self.seats.iter().position(free).ok_or(Refusal::RoomFull)?,
        };
        let Some(place) = self.seats.get(seat) else {
            return Err(Refusal::NoSuchSeat { seat });
        };
        if !free(place) {
            return Err(Refusal::SeatNotFree { seat });
        }
        let remake = self.lobby.as_ref().and_then(|lobby| lobby.remake.as_ref());
        let renamed = match (name, remake) {
            (Some(name), Some((options, seed))) if name != place.setup.name => {
                let mut setups: Vec<SeatSetup<G::Level>> =
                    self.seats.iter().map(|s| s.setup.clone()).collect();
                setups[seat].name = name;
                let game =
                    G::new(&setups, options, *seed).map_err(|refusal| Refusal::Game { refusal })?;
                Some((game, setups.swap_remove(seat)))
            }
            _ => None,
        };
        let token = SeatToken::random().map_err(|_| Refusal::RoomUnavailable)?;
        if let Some((game, setup)) = renamed {
            self.game = game;
            self.moves += 1;
            self.seats[seat].setup = setup;
        }
        let place = &mut self.seats[seat];
        place.token = Some(token.clone());
        place.connected = 1;
        // A seat given up is the newcomer's: the stand-in hands it over.
        place.away_since = None;
        place.stand_in = false;
        place.given_up = false;
        let mut events = Vec::new();
        self.seat_changed(seat, &mut events);
        Ok((seat, token, events))
    }

    /// The player of `seat` gives it up for good: its token lets nobody back in, and the seat
    /// is free for the next person who joins ([`Room::join_as`]). Until then the room's
    /// stand-in, when it has one, plays it at once (the others' game goes on); without one the
    /// seat waits for that person. In a lobby the seat is simply free again. Every connection
    /// of the seat is the caller's to let go.
    pub fn give_up(&mut self, seat: usize) -> Numbered<G> {
        let mut events = Vec::new();
        let started = self.lobby.is_none();
        let has_stand_in = self.stand_in.is_some();
        if let Some(place) = self.seats.get_mut(seat)
            && place.token.is_some()
        {
            place.token = None;
            place.connected = 0;
            place.away_since = None;
            place.given_up = true;
            place.stand_in = started && has_stand_in;
            self.moves += 1;
            self.seat_changed(seat, &mut events);
        }
        events
    }

    /// The seat whose token this is, if any.
    #[must_use]
    pub fn seat_of(&self, token: &SeatToken) -> Option<usize> {
        self.seats
            .iter()
            .position(|seat| seat.token.as_ref() == Some(token))
    }

    /// The smallest intent number the seat accepts now.
    #[must_use]
    pub fn next_id(&self, seat: usize) -> u64 {
        self.seats.get(seat).map_or(1, |seat| seat.next_id)
    }

    /// A connection for `seat` arrived: the player is back (a stand-in gives the seat back).
    pub fn connect(&mut self, seat: usize) -> Numbered<G> {
        let mut events = Vec::new();
        if let Some(place) = self.seats.get_mut(seat) {
            place.connected += 1;
            place.away_since = None;
            place.stand_in = false;
            self.seat_changed(seat, &mut events);
        }
        events
    }

    /// A connection for `seat` went away at `now`.
    pub fn disconnect(&mut self, seat: usize, now: Instant) -> Numbered<G> {
        let mut events = Vec::new();
        if let Some(place) = self.seats.get_mut(seat) {
            place.connected = place.connected.saturating_sub(1);
            if place.connected == 0 {
                place.away_since = Some(now);
            }
            self.seat_changed(seat, &mut events);
        }
        events
    }

    /// Gives the seats whose players are away for `after` or longer to the stand-in.
    pub fn take_over_away(&mut self, now: Instant, after: Duration) -> Numbered<G> {
        let mut events = Vec::new();
        if self.stand_in.is_none() {
            return events;
        }
        for seat in 0..self.seats.len() {
            let place = &self.seats[seat];
            let due = place
                .away_since
                .is_some_and(|since| now.saturating_duration_since(since) >= after);
            if due && !place.stand_in {
                self.seats[seat].stand_in = true;
                self.seat_changed(seat, &mut events);
            }
        }
        events
    }

    /// When the next seat will be due for its stand-in, if any.
    #[must_use]
    pub fn next_takeover(&self, after: Duration) -> Option<Instant> {
        self.stand_in?;
        self.seats
            .iter()
            .filter(|seat| !seat.stand_in)
            .filter_map(|seat| seat.away_since)
            .min()
            .map(|since| since + after)
    }

    /// Carries out intent `id` for `seat`: refused when `id` was used already, else as the
    /// game says. The events are logged and numbered.
    pub fn act(
        &mut self,
        seat: usize,
        id: u64,
        intent: &G::Intent,
    ) -> Result<Numbered<G>, Refusal<G::Refusal>> {
        self.check_intent(seat, id)?;
        let made = self
            .game
            .act(seat, intent)
            .map_err(|refusal| Refusal::Game { refusal })?;
        Ok(self.made(Some(seat), id, made))
    }

    /// Whether `seat` may ask intent `id` now, before the game is asked: the room's rules.
    fn check_intent(&self, seat: usize, id: u64) -> Result<(), Refusal<G::Refusal>> {
        let Some(place) = self.seats.get(seat) else {
            return Err(Refusal::NotSeated);
        };
        if self.lobby.is_some() {
            return Err(Refusal::NotStarted);
        }
        if id < place.next_id {
            return Err(Refusal::Replayed {
                id,
                next_id: place.next_id,
            });
        }
        Ok(())
    }

    /// The game changed with `made`: the seat's next intent number moves on past `id` (for a
    /// player's intent), the events are logged and numbered.
    fn made(&mut self, player: Option<usize>, id: u64, made: Vec<G::Event>) -> Numbered<G> {
        self.moves += 1;
        if let Some(seat) = player {
            self.seats[seat].next_id = id.saturating_add(1);
        }
        let mut events = Vec::new();
        for event in made {
            self.log(RoomEvent::Game { event }, &mut events);
        }
        events
    }

    /// Intent `id` of `seat` as a search on a copy of the game ([`OnlineGame::searches`]),
    /// once the room's rules take it (as [`Room::act`] checks them).
    pub(crate) fn search_intent(
        &self,
        seat: usize,
        id: u64,
        intent: &G::Intent,
    ) -> Result<Search<G>, Refusal<G::Refusal>> {
        self.check_intent(seat, id)?;
        Ok(Search {
            game: self.game.clone(),
            moves: self.moves,
            seat,
            asked: Asked::Intent {
                id,
                intent: intent.clone(),
            },
        })
    }

    /// The computer's next step as a search on a copy of the game, when it plays the seat to
    /// move.
    pub(crate) fn search_computer(&self) -> Option<Search<G>> {
        let (seat, level) = self.computer_to_move()?;
        Some(Search {
            game: self.game.clone(),
            moves: self.moves,
            seat,
            asked: Asked::Computer { level },
        })
    }

    /// Takes a search's outcome: the copy becomes the game and its events are logged and
    /// numbered, or the game's refusal is given (the room unchanged). `None`: the computer
    /// had nothing to do. A search whose game has changed since it was made is dropped
    /// (`room_unavailable`: ask again); so is a player's whose number was carried out since.
    pub(crate) fn searched(
        &mut self,
        searched: Searched<G>,
    ) -> Option<Result<Numbered<G>, Refusal<G::Refusal>>> {
        let Searched { search, made } = searched;
        if search.moves != self.moves {
            return Some(Err(Refusal::RoomUnavailable));
        }
        let player = match search.asked {
            Asked::Intent { id, .. } => {
                if let Err(refusal) = self.check_intent(search.seat, id) {
                    return Some(Err(refusal));
                }
                Some(id)
            }
            Asked::Computer { .. } => None,
        };
        Some(match made? {
            Ok(made) => {
                self.game = search.game;
                Ok(self.made(
                    player.map(|_| search.seat),
                    player.unwrap_or_default(),
                    made,
                ))
            }
            Err(refusal) => Err(Refusal::Game { refusal }),
        })
    }

    /// The level the server's computer plays the seat to move with, when it does.
    #[must_use]
    pub fn computer_to_move(&self) -> Option<(usize, G::Level)> {
        if self.lobby.is_some() {
            return None;
        }
        let seat = self.game.to_move()?;
        let place = self.seats.get(seat)?;
        match place.setup.kind {
            SeatKind::Computer(level) => Some((seat, level)),
            SeatKind::Person if place.stand_in => self.stand_in.map(|level| (seat, level)),
            SeatKind::Person => None,
        }
    }

    /// One step of the server's computer for the seat to move, if it plays it: the events, or
    /// `None` when it has nothing to do. A computer's intent the game refuses is a bug of the
    /// game's computer; it is given back as the error, and the room is unchanged. (The server
    /// runs the same search off the room's task: [`Room::search_computer`].)
    pub fn computer_step(&mut self) -> Option<Result<Numbered<G>, G::Refusal>> {
        let search = self.search_computer()?;
        match self.searched(search.run())? {
            Ok(events) => Some(Ok(events)),
            Err(Refusal::Game { refusal }) => Some(Err(refusal)),
            // The game cannot have changed between the search and its outcome here.
            Err(_) => None,
        }
    }

    /// What a viewer coming in with `cursor` is sent: the events after it when the room still
    /// has them all (same epoch), otherwise a snapshot.
    #[must_use]
    pub fn catch_up(&self, viewer: Viewer, cursor: Option<Cursor>) -> CatchUp<G> {
        if let Some(cursor) = cursor
            && cursor.epoch == self.epoch
            && cursor.seq <= self.seq
        {
            let first_kept = self.log.front().map_or(self.seq + 1, |(seq, _)| *seq);
            if cursor.seq + 1 >= first_kept {
                let events = self
                    .log
                    .iter()
                    .filter(|(seq, _)| *seq > cursor.seq)
                    .map(|(seq, event)| (*seq, tell::<G>(event, viewer)))
                    .collect();
                return CatchUp::Events(events);
            }
        }
        CatchUp::Snapshot {
            cursor: self.cursor(),
            seats: self.seats(),
            view: self.game.view(viewer),
            lobby: self.lobby(),
        }
    }
}

/// What `viewer` is told of a room event.
#[must_use]
pub fn tell<G: OnlineGame>(
    event: &RoomEvent<G::Event, G::Level>,
    viewer: Viewer,
) -> RoomEvent<G::Event, G::Level> {
    match event {
        RoomEvent::Game { event } => RoomEvent::Game {
            event: G::tell(event, viewer),
        },
        RoomEvent::Seat { .. } | RoomEvent::Started => event.clone(),
    }
}

#[cfg(test)]
mod tests;
