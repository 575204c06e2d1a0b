//! A network player on an async connection, for any game: its [`Table`] of the room kept up
//! to date, intents numbered and timed, a computer asked for the next one when it is due. The
//! clients of the games' tests and of LoopIt's load tool (a window uses the threaded
//! [`crate::Client`] and the same table). A game gives its computer client ([`Chooser`]).

use std::fmt::Debug;
use std::time::{Duration, Instant};

use crate::client::{ClientError, Connection};
use crate::game::{OnlineGame, SeatSetup};
use crate::protocol::{ClientMessage, Cursor, Refusal, ServerMessage};
use crate::table::{ClientGame, Table, TableError};
use crate::token::{RoomCode, SeatToken};

/// A computer client: the next intent of its seat from the picture, or `None` when it has
/// nothing to do now.
pub trait Chooser<G: ClientGame>: Debug + Send + 'static {
    /// The next intent.
    fn next_intent(&mut self, table: &Table<G>) -> Result<Option<G::Intent>, G::Misfit>;
}

/// Why a network player stopped.
#[derive(Debug)]
pub enum PlayError<G: ClientGame> {
    /// The connection failed.
    Client(ClientError<G::Refusal>),
    /// A message did not fit the picture.
    Picture(TableError<G::Misfit>),
    /// The server refused the way in.
    Refused(Refusal<G::Refusal>),
}

impl<G: ClientGame> From<ClientError<G::Refusal>> for PlayError<G> {
    fn from(error: ClientError<G::Refusal>) -> PlayError<G> {
        PlayError::Client(error)
    }
}

/// What a new room is to be: its seats, the game's options, the stand-in for a person who is
/// away, and a fixed seed (refused unless the server allows fixed seeds).
#[derive(Debug)]
pub struct NewRoom<G: OnlineGame> {
    /// The seats in seating order.
    pub seats: Vec<SeatSetup<G::Level>>,
    /// The game's options.
    pub options: G::Options,
    /// The level that plays for a person who is away too long.
    pub stand_in: Option<G::Level>,
    /// A fixed seed.
    pub seed: Option<u64>,
}

/// Opens a room on the server at `url` and returns its code; the connection that opened it
/// is closed (the room's players join it as everyone does). The room's game starts at once:
/// there is no host who starts it from a lobby.
pub async fn create_room<G: ClientGame>(
    url: &str,
    room: NewRoom<G>,
) -> Result<RoomCode, PlayError<G>> {
    let mut host = Connection::<G>::open(url).await?;
    host.send(&ClientMessage::Create {
        seats: room.seats,
        options: room.options,
        stand_in: room.stand_in,
        seed: room.seed,
        host: None,
    })
    .await?;
    let answer = loop {
        match host.recv().await? {
            ServerMessage::Created { room } => break Ok(room),
            ServerMessage::Refused { refusal, .. } => break Err(PlayError::Refused(refusal)),
            _ => {}
        }
    };
    host.close().await;
    answer
}

/// A client in a room.
#[derive(Debug)]
pub struct NetPlayer<G: ClientGame, B: Chooser<G>> {
    /// The connection.
    pub conn: Connection<G>,
    /// What the client knows.
    pub table: Table<G>,
    /// The room.
    pub room: RoomCode,
    /// The seat's token, when seated.
    pub token: Option<SeatToken>,
    /// Who chooses the intents, if anyone.
    pub bot: Option<B>,
    /// The next intent's number.
    pub next_id: u64,
    in_flight: Option<(u64, Instant)>,
    /// The time from sending each intent to its answer.
    pub round_trips: Vec<Duration>,
    /// The refusals received, with the intent's number when there was one.
    pub refusals: Vec<(Option<u64>, Refusal<G::Refusal>)>,
    /// Every text received, as sent, while `keep_transcript` is set.
    pub transcript: Vec<String>,
    /// Whether to keep the transcript (set from the start, so that it holds the way in; a
    /// long-running client turns it off).
    pub keep_transcript: bool,
    /// Whether the server's rate limit holds the next intent back.
    hold: Hold,
}

/// Whether a network player holds its next intent back, refused for sending too fast.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Hold {
    /// It may send.
    No,
    /// Until then.
    Until(Instant),
    /// For longer than [`MAX_RATE_WAIT`]: the server's refusal said this wait.
    ForGood {
        /// The wait the server asked for.
        retry_after_ms: u64,
    },
}

/// The longest a network player waits for the server's rate limit to let it send again; a
/// longer wait (or none at all: a limit that never refills) ends its play with the refusal
/// rather than leaving it waiting for ever.
pub const MAX_RATE_WAIT: Duration = Duration::from_secs(30);

impl<G: ClientGame, B: Chooser<G>> NetPlayer<G, B> {
    async fn enter(
        url: &str,
        room: &RoomCode,
        first: ClientMessage<G>,
        table: Table<G>,
        bot: Option<B>,
    ) -> Result<Self, PlayError<G>> {
        let mut conn = Connection::open(url).await?;
        conn.send(&first).await?;
        let mut player = NetPlayer {
            conn,
            table,
            room: room.clone(),
            token: None,
            bot,
            next_id: 1,
            in_flight: None,
            round_trips: Vec::new(),
            refusals: Vec::new(),
            transcript: Vec::new(),
            keep_transcript: true,
            hold: Hold::No,
        };
        // In once seated (or watching) and shown the game: a snapshot, or (coming back with a
        // picture) the events after it, which follow.
        let mut entered = false;
        loop {
            match player.step().await? {
                ServerMessage::Seated { .. } | ServerMessage::Watching { .. } => {
                    entered = true;
                    if player.table.has_view() {
                        return Ok(player);
                    }
                }
                ServerMessage::Snapshot { .. } if entered => return Ok(player),
                ServerMessage::Refused { refusal, .. } => return Err(PlayError::Refused(refusal)),
                _ => {}
            }
        }
    }

    /// Takes seat `seat` of `room`.
    pub async fn join(
        url: &str,
        room: &RoomCode,
        seat: usize,
        bot: Option<B>,
    ) -> Result<Self, PlayError<G>> {
        let first = ClientMessage::Join {
            room: room.clone(),
            seat: Some(seat),
            name: None,
        };
        Self::enter(url, room, first, Table::default(), bot).await
    }

    /// Comes back to a seat with what the client knew (its cursor decides what is sent).
    pub async fn resume(
        url: &str,
        room: &RoomCode,
        token: SeatToken,
        table: Table<G>,
        bot: Option<B>,
    ) -> Result<Self, PlayError<G>> {
        let first = ClientMessage::Resume {
            room: room.clone(),
            token,
            cursor: table.cursor,
        };
        Self::enter(url, room, first, table, bot).await
    }

    /// Watches `room` (from `cursor`, when given).
    pub async fn watch(url: &str, room: &RoomCode, table: Table<G>) -> Result<Self, PlayError<G>> {
        let first = ClientMessage::Watch {
            room: room.clone(),
            cursor: table.cursor,
        };
        Self::enter(url, room, first, table, None).await
    }

    /// Whether an intent waits for its answer.
    #[must_use]
    pub fn waiting(&self) -> bool {
        self.in_flight.is_some()
    }

    /// Where the client is in the room's events.
    #[must_use]
    pub fn cursor(&self) -> Option<Cursor> {
        self.table.cursor
    }

    /// Receives one message and takes it in.
    pub async fn step(&mut self) -> Result<ServerMessage<G>, PlayError<G>> {
        let text = self.conn.recv_text().await?;
        let message: ServerMessage<G> = serde_json::from_str(&text)
            .map_err(|e| PlayError::Client(ClientError::Unreadable(e.to_string())))?;
        if self.keep_transcript {
            self.transcript.push(text);
        }
        self.table.take(&message).map_err(PlayError::Picture)?;
        match &message {
            ServerMessage::Seated { token, next_id, .. } => {
                self.token = Some(token.clone());
                self.next_id = self.next_id.max(*next_id);
            }
            ServerMessage::Done { id, .. } => self.answered(*id),
            ServerMessage::Refused { id, refusal } => {
                if let Some(id) = id {
                    self.answered(*id);
                }
                if let Refusal::RateLimited { retry_after_ms } = refusal {
                    self.rate_limited(*retry_after_ms);
                }
                self.refusals.push((*id, refusal.clone()));
            }
            _ => {}
        }
        Ok(message)
    }

    /// The server refused a message for coming too fast, without handling it (the refusal
    /// names the intent's number, a ping's none): the intent in flight, the only one this
    /// player sends at a time, was dropped. The next may go after `retry_after_ms`, unless that is more than
    /// [`MAX_RATE_WAIT`] (a limit that never refills says `u64::MAX`).
    fn rate_limited(&mut self, retry_after_ms: u64) {
        self.in_flight = None;
        let wait = Duration::from_millis(retry_after_ms);
        self.hold = match Instant::now().checked_add(wait) {
            Some(at) if wait <= MAX_RATE_WAIT => Hold::Until(at),
            _ => Hold::ForGood { retry_after_ms },
        };
    }

    /// Whether the server's rate limit holds the next intent back now.
    fn held_back(&mut self) -> bool {
        match self.hold {
            Hold::Until(at) if Instant::now() >= at => {
                self.hold = Hold::No;
                false
            }
            Hold::No => false,
            Hold::Until(_) | Hold::ForGood { .. } => true,
        }
    }

    fn answered(&mut self, id: u64) {
        if let Some((sent, at)) = self.in_flight
            && sent == id
        {
            self.round_trips.push(at.elapsed());
            self.in_flight = None;
        }
    }

    /// Sends an intent with the next number; returns the number.
    pub async fn act(&mut self, intent: G::Intent) -> Result<u64, PlayError<G>> {
        let id = self.next_id;
        self.next_id += 1;
        self.in_flight = Some((id, Instant::now()));
        self.conn.send(&ClientMessage::Act { id, intent }).await?;
        Ok(id)
    }

    /// Sends the bot's next intent when nothing is waiting for an answer and the server's
    /// rate limit lets it through; whether it did.
    pub async fn act_if_due(&mut self) -> Result<bool, PlayError<G>> {
        if self.in_flight.is_some() || self.held_back() {
            return Ok(false);
        }
        let Some(bot) = &mut self.bot else {
            return Ok(false);
        };
        let next = bot.next_intent(&self.table);
        match next.map_err(|misfit| PlayError::Picture(TableError::Game(misfit)))? {
            Some(intent) => {
                self.act(intent).await?;
                Ok(true)
            }
            None => Ok(false),
        }
    }

    /// Follows the room until the picture has taken event `seq`; the messages received on
    /// the way.
    pub async fn follow_to(&mut self, seq: u64) -> Result<Vec<ServerMessage<G>>, PlayError<G>> {
        let mut received = Vec::new();
        while self.cursor().is_none_or(|c| c.seq < seq) {
            received.push(self.step().await?);
        }
        Ok(received)
    }

    /// Sends `intent` and follows the room until its answer: the number of the last event it
    /// made, or the server's refusal of it.
    pub async fn act_and_wait(
        &mut self,
        intent: G::Intent,
    ) -> Result<Result<u64, Refusal<G::Refusal>>, PlayError<G>> {
        let id = self.act(intent).await?;
        loop {
            match self.step().await? {
                ServerMessage::Done { id: done, seq } if done == id => return Ok(Ok(seq)),
                ServerMessage::Refused {
                    id: Some(refused),
                    refusal,
                } if refused == id => return Ok(Err(refusal)),
                _ => {}
            }
        }
    }

    /// Whether the game is over (as far as the client knows).
    #[must_use]
    pub fn game_over(&self) -> bool {
        self.table.is_over()
    }

    /// Plays (with the bot, if any) and follows the game until `stop` holds. Refused for
    /// sending too fast, the bot waits as long as the server asks (and no other message comes)
    /// and sends again; a wait longer than [`MAX_RATE_WAIT`] ends the play with the refusal.
    pub async fn play_until(&mut self, stop: impl Fn(&Self) -> bool) -> Result<(), PlayError<G>> {
        loop {
            self.act_if_due().await?;
            if stop(self) {
                return Ok(());
            }
            match (self.hold, &self.bot) {
                (Hold::ForGood { retry_after_ms }, Some(_)) => {
                    return Err(PlayError::Refused(Refusal::RateLimited { retry_after_ms }));
                }
                (Hold::Until(at), Some(_)) => {
                    // Cancel-safe: a message is either taken whole or left for the next step.
                    tokio::select! {
                        taken = self.step() => { taken?; }
                        () = tokio::time::sleep_until(at.into()) => {}
                    }
                }
                _ => {
                    self.step().await?;
                }
            }
        }
    }

    /// Plays (with the bot, if any) until the game is over.
    pub async fn play_to_end(&mut self) -> Result<(), PlayError<G>> {
        self.play_until(Self::game_over).await
    }
}
