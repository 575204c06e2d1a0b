//! The client: an async [`Connection`] (for tools and tests that run their own runtime), and a
//! [`Client`] that runs one on a thread of its own, comes back by itself after a lost
//! connection, and wakes its owner (a window's `request_repaint`) whenever something arrives.

use std::collections::VecDeque;
use std::fmt;
use std::marker::PhantomData;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use futures_util::{SinkExt, StreamExt};
use tokio::net::TcpStream;
use tokio::sync::mpsc;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

use crate::game::{OnlineGame, SeatSetup};
use crate::protocol::{
    ClientMessage, Cursor, MAX_FRAME_BYTES, PING_EVERY, PROTOCOL_VERSION, Refusal, SILENCE_LIMIT,
    ServerMessage,
};
use crate::token::{RoomCode, SeatToken};

/// Why a connection failed; `R` is the game's refusal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ClientError<R> {
    /// The server could not be reached or the WebSocket failed; the transport's words.
    Transport(String),
    /// The server closed the connection.
    Closed,
    /// The server sent something that is not a message of this protocol.
    Unreadable(String),
    /// The server refused the handshake or the way into the room.
    Refused(Refusal<R>),
    /// Nothing was heard from the server for [`SILENCE_LIMIT`].
    Silent,
}

impl<R: fmt::Debug> fmt::Display for ClientError<R> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ClientError::Transport(error) => write!(f, "connection failed: {error}"),
            ClientError::Closed => f.write_str("the server closed the connection"),
            ClientError::Unreadable(error) => {
                write!(f, "the server's message is unreadable: {error}")
            }
            ClientError::Refused(refusal) => write!(f, "refused: {refusal:?}"),
            ClientError::Silent => f.write_str("the server has gone silent"),
        }
    }
}

impl<R: fmt::Debug> std::error::Error for ClientError<R> {}

fn transport<R>(error: impl fmt::Display) -> ClientError<R> {
    ClientError::Transport(error.to_string())
}

/// Why a connection of game `G` failed.
type Error<G> = ClientError<<G as OnlineGame>::Refusal>;

/// One WebSocket connection to a server, greeted.
pub struct Connection<G: OnlineGame> {
    ws: WebSocketStream<MaybeTlsStream<TcpStream>>,
    game: PhantomData<G>,
}

impl<G: OnlineGame> fmt::Debug for Connection<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Connection").finish_non_exhaustive()
    }
}

impl<G: OnlineGame> Connection<G> {
    /// Connects to `url` (`ws://HOST:PORT/ws`) and says hello.
    pub async fn open(url: &str) -> Result<Connection<G>, Error<G>> {
        let config = tokio_tungstenite::tungstenite::protocol::WebSocketConfig::default()
            .max_message_size(Some(MAX_FRAME_BYTES * 4))
            .max_frame_size(Some(MAX_FRAME_BYTES * 4))
            .read_buffer_size(crate::server::BUFFER_BYTES)
            .write_buffer_size(crate::server::BUFFER_BYTES);
        let (ws, _) = tokio_tungstenite::connect_async_with_config(url, Some(config), true)
            .await
            .map_err(transport)?;
        let mut connection = Connection {
            ws,
            game: PhantomData,
        };
        connection
            .send(&ClientMessage::Hello {
                version: PROTOCOL_VERSION,
                game: G::NAME.to_owned(),
            })
            .await?;
        match connection.recv().await? {
            ServerMessage::Welcome { .. } => Ok(connection),
            ServerMessage::Refused { refusal, .. } => Err(ClientError::Refused(refusal)),
            other => Err(ClientError::Unreadable(format!("{other:?}"))),
        }
    }

    /// Sends a message.
    pub async fn send(&mut self, message: &ClientMessage<G>) -> Result<(), Error<G>> {
        let text =
            serde_json::to_string(message).map_err(|e| ClientError::Unreadable(e.to_string()))?;
        self.send_text(text).await
    }

    /// Sends any text as it is (a tool's or a test's).
    pub async fn send_text(&mut self, text: String) -> Result<(), Error<G>> {
        self.ws
            .send(Message::Text(text.into()))
            .await
            .map_err(transport)
    }

    /// Sends any bytes as a binary frame (a test's).
    pub async fn send_binary(&mut self, bytes: Vec<u8>) -> Result<(), Error<G>> {
        self.ws
            .send(Message::Binary(bytes.into()))
            .await
            .map_err(transport)
    }

    /// The next text the server sends, as it was sent.
    pub async fn recv_text(&mut self) -> Result<String, Error<G>> {
        loop {
            match self.ws.next().await {
                Some(Ok(Message::Text(text))) => return Ok(text.as_str().to_owned()),
                Some(Ok(Message::Close(_))) | None => return Err(ClientError::Closed),
                Some(Ok(_)) => {}
                Some(Err(error)) => return Err(transport(error)),
            }
        }
    }

    /// The next message the server sends.
    pub async fn recv(&mut self) -> Result<ServerMessage<G>, Error<G>> {
        let text = self.recv_text().await?;
        serde_json::from_str(&text).map_err(|e| ClientError::Unreadable(e.to_string()))
    }

    /// Closes the connection.
    pub async fn close(mut self) {
        let _ = self.ws.close(None).await;
    }
}

/// How a [`Client`] enters its room.
#[derive(Clone, Debug)]
pub enum Entry<G: OnlineGame> {
    /// Opens a room, then joins seat `join` in it.
    Create {
        /// The seats.
        seats: Vec<SeatSetup<G::Level>>,
        /// The game's options.
        options: G::Options,
        /// The stand-in's level.
        stand_in: Option<G::Level>,
        /// The seat the host takes.
        join: usize,
        /// Whether the room is a lobby until the host starts the game ([`Client::start_game`]);
        /// otherwise the game starts at once.
        lobby: bool,
    },
    /// Takes a free seat.
    Join {
        /// The room.
        room: RoomCode,
        /// The seat; `None`: the first person's seat nobody has taken.
        seat: Option<usize>,
        /// The name to play under (while the room is a lobby); `None`: the host's.
        name: Option<String>,
    },
    /// Comes back to a seat.
    Resume {
        /// The room.
        room: RoomCode,
        /// The seat's token.
        token: SeatToken,
    },
    /// Watches.
    Watch {
        /// The room.
        room: RoomCode,
    },
}

/// How the connection of a [`Client`] is, for the window to show; `R` is the game's refusal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ConnectionState<R> {
    /// Connecting for the first time.
    Connecting,
    /// In the room; the round trip of the last heartbeat, once there was one.
    Connected {
        /// The latency.
        latency: Option<Duration>,
    },
    /// The connection was lost; trying again (the first try is 1).
    Reconnecting {
        /// The try.
        attempt: u32,
        /// What went wrong.
        error: ClientError<R>,
    },
    /// The client has stopped: refused for good, or closed by its owner.
    Closed {
        /// Why, when it was not the owner.
        error: Option<ClientError<R>>,
    },
}

/// What a [`Client`] received.
#[derive(Clone, Debug)]
pub enum Update<G: OnlineGame> {
    /// The connection changed.
    State(ConnectionState<G::Refusal>),
    /// A message of the server.
    Message(ServerMessage<G>),
    /// Intents asked for while the connection was down were not sent: the client came back to
    /// a changed game (a snapshot, as after a restart of the server), where they could do what
    /// the player did not mean. How many.
    Dropped {
        /// How many intents.
        intents: usize,
    },
}

enum Command<G: OnlineGame> {
    Act(G::Intent),
    Start,
    GiveUp,
    Close,
}

/// A client on its own thread and runtime. Nothing of it blocks the caller: [`Client::act`]
/// queues an intent, [`Client::poll`] takes what has arrived, and the `wake` callback is called
/// after each arrival. After a lost connection it comes back by itself with its seat's token
/// and its cursor.
pub struct Client<G: OnlineGame> {
    commands: mpsc::UnboundedSender<Command<G>>,
    inbox: Arc<Mutex<VecDeque<Update<G>>>>,
}

impl<G: OnlineGame> fmt::Debug for Client<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Client").finish_non_exhaustive()
    }
}

impl<G: OnlineGame> Client<G> {
    /// Starts a client of the server at `url` that enters as `entry`.
    pub fn start(
        url: String,
        entry: Entry<G>,
        wake: impl Fn() + Send + Sync + 'static,
    ) -> std::io::Result<Client<G>> {
        let (commands, rx) = mpsc::unbounded_channel();
        let inbox = Arc::new(Mutex::new(VecDeque::new()));
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()?;
        let shared = inbox.clone();
        std::thread::Builder::new()
            .name("netplay-client".into())
            .spawn(move || {
                runtime.block_on(run_client(url, entry, rx, shared, Arc::new(wake)));
            })?;
        Ok(Client { commands, inbox })
    }

    /// Sends an intent for the client's seat (queued while the connection is down).
    pub fn act(&self, intent: G::Intent) {
        let _ = self.commands.send(Command::Act(intent));
    }

    /// Starts the game of the room (the host's seat only; the server refuses anyone else).
    pub fn start_game(&self) {
        let _ = self.commands.send(Command::Start);
    }

    /// Gives the client's seat up for good ([`ClientMessage::GiveUp`]) and stops: the seat is
    /// free for the next person who joins, and its token lets nobody back in. Only while
    /// connected: while the connection is down the client just stops, and the seat stays
    /// the player's (as when the owner drops the client).
    pub fn give_up(&self) {
        let _ = self.commands.send(Command::GiveUp);
    }

    /// Everything that arrived since the last call.
    pub fn poll(&self) -> Vec<Update<G>> {
        let mut inbox = self.inbox.lock().unwrap_or_else(|e| e.into_inner());
        inbox.drain(..).collect()
    }
}

impl<G: OnlineGame> Drop for Client<G> {
    fn drop(&mut self) {
        let _ = self.commands.send(Command::Close);
    }
}

/// What the client thread keeps across connections.
struct Seat {
    room: Option<RoomCode>,
    token: Option<SeatToken>,
    cursor: Option<Cursor>,
    next_id: u64,
}

type Wake = Arc<dyn Fn() + Send + Sync>;

async fn run_client<G: OnlineGame>(
    mut url: String,
    mut entry: Entry<G>,
    mut commands: mpsc::UnboundedReceiver<Command<G>>,
    inbox: Arc<Mutex<VecDeque<Update<G>>>>,
    wake: Wake,
) {
    let push = |update: Update<G>| {
        inbox
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .push_back(update);
        wake();
    };
    push(Update::State(ConnectionState::Connecting));
    let mut seat = Seat {
        room: None,
        token: None,
        cursor: None,
        next_id: 1,
    };
    let mut attempt = 0u32;
    let mut hops = 0u32;
    // The server the client was given: where it goes back to when the server it followed a
    // room to cannot be reached (that server died: the others take its rooms over).
    let home = url.clone();
    let mut queued: Vec<G::Intent> = Vec::new();
    loop {
        let ended = session(
            &url,
            &entry,
            &mut seat,
            &mut commands,
            &push,
            &mut attempt,
            &mut queued,
        )
        .await;
        match ended {
            Ok(()) => {
                push(Update::State(ConnectionState::Closed { error: None }));
                return;
            }
            // The room is held by another server sharing this one's rooms: go there (a few
            // times at most, should servers disagree while a room moves).
            Err(ClientError::Refused(Refusal::RoomElsewhere { address })) if hops < MAX_HOPS => {
                if let Some(there) = elsewhere(&url, &address) {
                    hops += 1;
                    tracing::info!("the room is held at {address}: following it there");
                    url = there;
                    continue;
                }
                let error = ClientError::Refused(Refusal::RoomElsewhere { address });
                push(Update::State(ConnectionState::Closed {
                    error: Some(error),
                }));
                return;
            }
            Err(error @ ClientError::Refused(_)) => {
                push(Update::State(ConnectionState::Closed {
                    error: Some(error),
                }));
                return;
            }
            Err(error) => {
                attempt += 1;
                if url != home {
                    tracing::info!("the server the room was followed to is lost: back to {home}");
                    url = home.clone();
                    hops = 0;
                }
                push(Update::State(ConnectionState::Reconnecting {
                    attempt,
                    error,
                }));
                let backoff = Duration::from_millis(100 * 2u64.pow(attempt.min(6)));
                tokio::select! {
                    () = tokio::time::sleep(backoff.min(Duration::from_secs(5))) => {}
                    command = commands.recv() => match command {
                        None | Some(Command::Close | Command::GiveUp) => {
                            push(Update::State(ConnectionState::Closed { error: None }));
                            return;
                        }
                        // An intent while down waits, in order, until the seat is back.
                        Some(Command::Act(intent)) => queued.push(intent),
                        // The host asks again once back (the lobby shows the button again).
                        Some(Command::Start) => {}
                    }
                }
            }
        }
        if let (Some(room), Some(token)) = (&seat.room, &seat.token) {
            entry = Entry::Resume {
                room: room.clone(),
                token: token.clone(),
            };
        } else if let (Some(room), Entry::Watch { .. }) = (&seat.room, &entry) {
            entry = Entry::Watch { room: room.clone() };
        }
    }
}

/// How many times in a row a client follows [`Refusal::RoomElsewhere`].
const MAX_HOPS: u32 = 3;

/// `url` (`ws://HOST:PORT/PATH`) with the server of `address` (`ws://HOST:PORT`): the same
/// game's path on the server that holds the room. `None` when `address` is not a WebSocket
/// server's address.
fn elsewhere(url: &str, address: &str) -> Option<String> {
    let address = address.trim_end_matches('/');
    let server = address
        .strip_prefix("ws://")
        .or_else(|| address.strip_prefix("wss://"))?;
    if server.is_empty() || server.contains('/') {
        return None;
    }
    let after_scheme = url.split_once("://").map_or(url, |(_, rest)| rest);
    let path = after_scheme.find('/').map_or("", |at| &after_scheme[at..]);
    Some(format!("{address}{path}"))
}

/// Sends the intents queued while the connection was down, in order.
async fn send_queued<G: OnlineGame>(
    connection: &mut Connection<G>,
    seat: &mut Seat,
    queued: &mut Vec<G::Intent>,
) -> Result<(), Error<G>> {
    for intent in queued.drain(..) {
        let id = seat.next_id;
        seat.next_id += 1;
        connection.send(&ClientMessage::Act { id, intent }).await?;
    }
    Ok(())
}

async fn session<G: OnlineGame>(
    url: &str,
    entry: &Entry<G>,
    seat: &mut Seat,
    commands: &mut mpsc::UnboundedReceiver<Command<G>>,
    push: &impl Fn(Update<G>),
    attempt: &mut u32,
    queued: &mut Vec<G::Intent>,
) -> Result<(), Error<G>> {
    let mut connection = Connection::<G>::open(url).await?;
    let first = match entry {
        Entry::Create {
            seats,
            options,
            stand_in,
            join,
            lobby,
        } => ClientMessage::Create {
            seats: seats.clone(),
            options: options.clone(),
            stand_in: *stand_in,
            seed: None,
            host: lobby.then_some(*join),
        },
        Entry::Join { room, seat, name } => ClientMessage::Join {
            room: room.clone(),
            seat: *seat,
            name: name.clone(),
        },
        Entry::Resume { room, token } => ClientMessage::Resume {
            room: room.clone(),
            token: token.clone(),
            cursor: seat.cursor,
        },
        Entry::Watch { room } => ClientMessage::Watch {
            room: room.clone(),
            cursor: seat.cursor,
        },
    };
    connection.send(&first).await?;
    // A client that comes back with a cursor holds what was queued while it was away until it
    // knows whether the game went on as it knew it (events, or nothing missed: sent) or changed
    // (a snapshot: dropped, and the player told). The room writes the catch-up right after the
    // seat, so it is here before the answer to a ping sent on the seat.
    let coming_back = seat.cursor.is_some();
    let mut holding: Option<u64> = None;
    let mut entered = false;
    let mut ping = tokio::time::interval(PING_EVERY);
    let mut ping_sent: Option<(u64, Instant)> = None;
    let mut nonce = 0u64;
    // One deadline, moved on only by what the server sends: a timeout around each read would
    // start again whenever another branch wins (the heartbeat, every 5 s), and a connection
    // that went dead without a word (a stalled or half-open link) would never be noticed.
    let silence = tokio::time::sleep(SILENCE_LIMIT);
    tokio::pin!(silence);
    loop {
        tokio::select! {
            () = &mut silence => return Err(ClientError::Silent),
            message = connection.recv() => {
                let message = message?;
                silence.as_mut().reset(tokio::time::Instant::now() + SILENCE_LIMIT);
                match &message {
                    ServerMessage::Created { room } => {
                        if let Entry::Create { join, .. } = entry {
                            connection.send(&ClientMessage::Join { room: room.clone(), seat: Some(*join), name: None }).await?;
                        }
                    }
                    ServerMessage::Seated { room, token, next_id, .. } => {
                        seat.room = Some(room.clone());
                        seat.token = Some(token.clone());
                        seat.next_id = seat.next_id.max(*next_id);
                        entered = true;
                        *attempt = 0;
                        push(Update::State(ConnectionState::Connected { latency: None }));
                        if coming_back && !queued.is_empty() {
                            nonce += 1;
                            holding = Some(nonce);
                            connection.send(&ClientMessage::Ping { nonce }).await?;
                        } else {
                            send_queued(&mut connection, seat, queued).await?;
                        }
                    }
                    ServerMessage::Watching { room } => {
                        seat.room = Some(room.clone());
                        entered = true;
                        *attempt = 0;
                        push(Update::State(ConnectionState::Connected { latency: None }));
                    }
                    ServerMessage::Snapshot { cursor, .. } => {
                        seat.cursor = Some(*cursor);
                        if holding.take().is_some() && !queued.is_empty() {
                            push(Update::Dropped { intents: queued.len() });
                            queued.clear();
                        }
                    }
                    ServerMessage::Event { seq, .. } => {
                        if let Some(cursor) = &mut seat.cursor {
                            cursor.seq = *seq;
                        }
                    }
                    ServerMessage::Pong { nonce } if holding == Some(*nonce) => {
                        holding = None;
                        send_queued(&mut connection, seat, queued).await?;
                    }
                    ServerMessage::Pong { nonce } => {
                        if let Some((sent, at)) = ping_sent
                            && sent == *nonce
                        {
                            ping_sent = None;
                            push(Update::State(ConnectionState::Connected { latency: Some(at.elapsed()) }));
                        }
                    }
                    ServerMessage::Refused { id: None, refusal } if !entered => {
                        return Err(ClientError::Refused(refusal.clone()));
                    }
                    _ => {}
                }
                push(Update::Message(message));
            }
            command = commands.recv() => match command {
                None | Some(Command::Close) => {
                    connection.close().await;
                    return Ok(());
                }
                Some(Command::Act(intent)) if entered && holding.is_none() => {
                    let id = seat.next_id;
                    seat.next_id += 1;
                    connection.send(&ClientMessage::Act { id, intent }).await?;
                }
                Some(Command::Act(intent)) => queued.push(intent),
                Some(Command::Start) if entered => connection.send(&ClientMessage::Start).await?,
                Some(Command::Start) => {}
                // The server reads the message before the close that follows it.
                Some(Command::GiveUp) => {
                    if entered && seat.token.is_some() {
                        connection.send(&ClientMessage::GiveUp).await?;
                    }
                    connection.close().await;
                    return Ok(());
                }
            },
            _ = ping.tick() => {
                nonce += 1;
                ping_sent = Some((nonce, Instant::now()));
                connection.send(&ClientMessage::Ping { nonce }).await?;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::elsewhere;

    #[test]
    fn a_room_held_elsewhere_is_followed_to_the_same_games_path_there() {
        assert_eq!(
            elsewhere("ws://10.0.0.1:7878/ws/nardy", "ws://10.0.0.2:7979"),
            Some("ws://10.0.0.2:7979/ws/nardy".to_owned())
        );
        assert_eq!(
            elsewhere("ws://a:1/ws", "wss://b.example:443/"),
            Some("wss://b.example:443/ws".to_owned())
        );
        assert_eq!(elsewhere("ws://a:1/ws", "http://b:2"), None);
        assert_eq!(elsewhere("ws://a:1/ws", "ws://b:2/other"), None);
        assert_eq!(elsewhere("ws://a:1/ws", "ws://"), None);
    }
}
