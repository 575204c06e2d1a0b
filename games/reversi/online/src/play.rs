//! A network player on an async connection: the table kept up to date, intents numbered and
//! timed, a [`Bot`] asked for the next one when it is due. The tests' clients (a window
//! uses netplay's threaded client and the same [`Table`]).

use std::time::{Duration, Instant};

use netplay::{
    ClientError, ClientMessage, Connection, Cursor, Refusal, RoomCode, SeatToken, ServerMessage,
};

use crate::bot::Bot;
use crate::game::Reversi;
use crate::table::{Table, TableError};
use crate::wire;

/// Why a network player stopped.
#[derive(Debug)]
pub enum PlayError {
    /// The connection failed.
    Client(ClientError),
    /// A message did not fit the table.
    Table(TableError),
    /// The server refused the way in.
    Refused(Refusal<wire::Refusal>),
}

impl From<ClientError> for PlayError {
    fn from(error: ClientError) -> PlayError {
        PlayError::Client(error)
    }
}

impl From<TableError> for PlayError {
    fn from(error: TableError) -> PlayError {
        PlayError::Table(error)
    }
}

/// A client in a room.
#[derive(Debug)]
pub struct NetPlayer {
    /// The connection.
    pub conn: Connection<Reversi>,
    /// What the client knows.
    pub table: Table,
    /// The room.
    pub room: RoomCode,
    /// The seat's token, when seated.
    pub token: Option<SeatToken>,
    /// Who chooses the intents, if anyone.
    pub bot: Option<Bot>,
    /// The next intent's number.
    pub next_id: u64,
    in_flight: Option<(u64, Instant)>,
    /// The time from sending each intent to its answer.
    pub round_trips: Vec<Duration>,
    /// The refusals received, with the intent's number when there was one.
    pub refusals: Vec<(Option<u64>, Refusal<wire::Refusal>)>,
    /// Every text received, as sent, while `keep_transcript` is set.
    pub transcript: Vec<String>,
    /// Whether to keep the transcript (set from the start, so that it holds the way in; a
    /// long-running client turns it off).
    pub keep_transcript: bool,
}

impl NetPlayer {
    async fn enter(
        url: &str,
        room: &RoomCode,
        first: ClientMessage<Reversi>,
        table: Table,
        bot: Option<Bot>,
    ) -> Result<NetPlayer, PlayError> {
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
        };
        // In once seated (or watching) and shown the game: a snapshot, or (coming back with a
        // picture) the events after it, which follow.
        let mut entered = false;
        loop {
            match player.step().await? {
                ServerMessage::Seated { .. } | ServerMessage::Watching { .. } => {
                    entered = true;
                    if player.table.view.is_some() {
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
        bot: Option<Bot>,
    ) -> Result<NetPlayer, PlayError> {
        let first = ClientMessage::Join {
            room: room.clone(),
            seat: Some(seat),
            name: None,
        };
        NetPlayer::enter(url, room, first, Table::default(), bot).await
    }

    /// Comes back to a seat with what the client knew (its cursor decides what is sent).
    pub async fn resume(
        url: &str,
        room: &RoomCode,
        token: SeatToken,
        table: Table,
        bot: Option<Bot>,
    ) -> Result<NetPlayer, PlayError> {
        let first = ClientMessage::Resume {
            room: room.clone(),
            token,
            cursor: table.cursor,
        };
        NetPlayer::enter(url, room, first, table, bot).await
    }

    /// Watches `room` (from `cursor`, when given).
    pub async fn watch(url: &str, room: &RoomCode, table: Table) -> Result<NetPlayer, PlayError> {
        let first = ClientMessage::Watch {
            room: room.clone(),
            cursor: table.cursor,
        };
        NetPlayer::enter(url, room, first, table, None).await
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
    pub async fn step(&mut self) -> Result<ServerMessage<Reversi>, PlayError> {
        let text = self.conn.recv_text().await?;
        let message: ServerMessage<Reversi> = serde_json::from_str(&text)
            .map_err(|e| PlayError::Client(ClientError::Unreadable(e.to_string())))?;
        if self.keep_transcript {
            self.transcript.push(text);
        }
        self.table.take(&message)?;
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
                self.refusals.push((*id, refusal.clone()));
            }
            _ => {}
        }
        Ok(message)
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
    pub async fn act(&mut self, intent: wire::Intent) -> Result<u64, PlayError> {
        let id = self.next_id;
        self.next_id += 1;
        self.in_flight = Some((id, Instant::now()));
        self.conn.send(&ClientMessage::Act { id, intent }).await?;
        Ok(id)
    }

    /// Sends the bot's next intent when nothing is waiting for an answer; whether it did.
    pub async fn act_if_due(&mut self) -> Result<bool, PlayError> {
        if self.in_flight.is_some() {
            return Ok(false);
        }
        let Some(bot) = &mut self.bot else {
            return Ok(false);
        };
        match bot.next_intent(&self.table)? {
            Some(intent) => {
                self.act(intent).await?;
                Ok(true)
            }
            None => Ok(false),
        }
    }

    /// Whether the game is over (as far as the client knows).
    #[must_use]
    pub fn game_over(&self) -> bool {
        self.table
            .view
            .as_ref()
            .is_some_and(|view| view.outcome.is_some())
    }

    /// Plays (with the bot, if any) and follows the game until `stop` holds.
    pub async fn play_until(&mut self, stop: impl Fn(&NetPlayer) -> bool) -> Result<(), PlayError> {
        loop {
            self.act_if_due().await?;
            if stop(self) {
                return Ok(());
            }
            self.step().await?;
        }
    }

    /// Plays (with the bot, if any) until the game is over.
    pub async fn play_to_end(&mut self) -> Result<(), PlayError> {
        self.play_until(NetPlayer::game_over).await
    }
}
