//! The server: axum's WebSocket on a tokio runtime of its own. One task per room owns the
//! [`Room`] (no locks around a game); one task per connection reads, limits and checks the
//! client's messages and writes what the room sends it.

use std::collections::{HashMap, VecDeque};
use std::io;
use std::net::SocketAddr;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::extract::ws::{Message, Utf8Bytes, WebSocket, WebSocketUpgrade};
use axum::extract::{ConnectInfo, State};
use axum::response::Response;
use futures_util::stream::SplitSink;
use futures_util::{SinkExt, StreamExt};
use tokio::sync::{mpsc, oneshot};
use tracing::Instrument;

use crate::game::{OnlineGame, SeatSetup, Viewer};
use crate::limit::{Bucket, PerAddress, Rate};
use crate::protocol::{
    ClientMessage, Cursor, MAX_FRAME_BYTES, MAX_MESSAGE_BYTES, PROTOCOL_VERSION, Refusal,
    RoomEvent, SILENCE_LIMIT, ServerMessage,
};
use crate::room::{CatchUp, Numbered, Room, Searched, tell};
use crate::store::{RoomRecord, RoomStore, StoreError};
use crate::token::{RoomCode, SeatToken};

mod archive;
mod hosting;
mod listen;
mod metrics;
mod searches;
pub use hosting::Hosted;
use listen::Peer;
pub use listen::{Caps, DESCRIPTORS_KEPT};
use metrics::Metrics;
use searches::Searches;

/// How the server runs.
#[derive(Clone, Debug)]
pub struct ServerConfig {
    /// The most rooms it holds.
    pub max_rooms: usize,
    /// The rate limit of each connection.
    pub rate: Rate,
    /// How long a person may be away before the room's stand-in plays for them.
    pub takeover_after: Duration,
    /// The pause before each step of a computer seat (so that people can follow it).
    pub computer_delay: Duration,
    /// Whether a client may fix the seed of a new room (tests and measurements only).
    pub allow_seeds: bool,
    /// How long a connection may stay silent before it is closed.
    pub silence_limit: Duration,
    /// Worker threads of the runtime.
    pub workers: usize,
    /// The caps on connections and how long one may take to be answered (see [`Caps`]).
    pub caps: Caps,
    /// How long a WebSocket connection may take, once upgraded, to say hello.
    pub hello_limit: Duration,
    /// How long a room stays after its game is over (for the players to look and for late
    /// comers to watch), before it is archived and leaves the server.
    pub finished_rooms_linger: Duration,
    /// How long a room may go without anyone asking anything of it before it ends (`None`:
    /// never).
    pub idle_rooms_expire: Option<Duration>,
    /// How many room look-ups that find no room an address may make: a burst, then a rate
    /// (then every look-up of that address is refused `rate_limited` for a while).
    pub lookup_rate: Rate,
    /// Whether only clients on this computer (the loopback) may create rooms: a window's own
    /// server, where others may join the host's room but not open rooms of their own.
    pub create_only_from_here: bool,
    /// Threads that search (hints, computer seats' moves) off the runtime's workers, for all
    /// the games of the server. 0: no such threads, a search runs on its room's task (as
    /// before there were any; for comparison measurements only).
    pub search_threads: usize,
    /// How many searches may wait for a searching thread; a hint beyond is refused `busy`, a
    /// computer seat tries again a moment later.
    pub search_queue: usize,
    /// How many hints an address may ask: a burst, then a rate (beyond: `busy`).
    pub hint_rate: Rate,
}

/// The searching threads a server has unless told: one fewer than the cores (the runtime's
/// workers keep one), at least one.
#[must_use]
pub fn default_search_threads() -> usize {
    std::thread::available_parallelism().map_or(1, |cores| cores.get().saturating_sub(1).max(1))
}

impl Default for ServerConfig {
    fn default() -> ServerConfig {
        ServerConfig {
            max_rooms: 10_000,
            rate: Rate::DEFAULT,
            takeover_after: Duration::from_secs(60),
            computer_delay: Duration::from_millis(600),
            allow_seeds: false,
            silence_limit: SILENCE_LIMIT,
            workers: 2,
            caps: Caps::default(),
            hello_limit: Duration::from_secs(10),
            create_only_from_here: false,
            finished_rooms_linger: Duration::from_secs(10 * 60),
            idle_rooms_expire: Some(Duration::from_secs(7 * 24 * 3600)),
            lookup_rate: Rate {
                burst: 20,
                per_second: 0.5,
            },
            search_threads: default_search_threads(),
            search_queue: 256,
            hint_rate: Rate {
                burst: 10,
                per_second: 2.0,
            },
        }
    }
}

/// What a connection asks of a room.
enum ToRoom<G: OnlineGame> {
    Join {
        conn: u64,
        seat: Option<usize>,
        name: Option<String>,
        out: mpsc::Sender<Text>,
        reply: oneshot::Sender<Result<Viewer, Refusal<G::Refusal>>>,
    },
    Resume {
        conn: u64,
        token: SeatToken,
        cursor: Option<Cursor>,
        out: mpsc::Sender<Text>,
        reply: oneshot::Sender<Result<Viewer, Refusal<G::Refusal>>>,
    },
    Watch {
        conn: u64,
        cursor: Option<Cursor>,
        out: mpsc::Sender<Text>,
        reply: oneshot::Sender<Result<Viewer, Refusal<G::Refusal>>>,
    },
    Act {
        conn: u64,
        id: u64,
        intent: G::Intent,
    },
    Start {
        conn: u64,
    },
    /// The connection's player gives their seat up for good.
    GiveUp {
        conn: u64,
    },
    Leave {
        conn: u64,
    },
    /// The store refused this server's record of the room ([`StoreError::Fenced`]): another
    /// server has resumed it, and this one lets it go.
    Lost,
}

/// What all tasks of a server share.
struct Shared<G: OnlineGame> {
    writer: Writer,
    rooms: Mutex<HashMap<RoomCode, mpsc::Sender<ToRoom<G>>>>,
    count: Arc<AtomicUsize>,
    store: Arc<dyn RoomStore>,
    config: ServerConfig,
    next_conn: AtomicU64,
    /// Look-ups that found no room, per address.
    lookups: PerAddress,
    /// The operator's figures.
    metrics: Arc<Metrics>,
    /// The searching threads (shared by the server's games) and each address's hints.
    searches: Arc<Searches>,
}

impl<G: OnlineGame> Shared<G> {
    fn room(&self, code: &RoomCode) -> Option<mpsc::Sender<ToRoom<G>>> {
        let rooms = self.rooms.lock().unwrap_or_else(|e| e.into_inner());
        rooms.get(code).cloned()
    }
}

/// A running server. Dropping it (or [`Server::kill`]) stops every task at once, as a killed
/// process would: what the rooms wrote to their store is what a new server starts from.
#[derive(Debug)]
pub struct Server {
    runtime: Option<tokio::runtime::Runtime>,
    addr: SocketAddr,
    /// The games it hosts, in the order given (see [`hosting`]).
    games: Vec<hosting::Mounted>,
}

impl Server {
    /// Starts a server for the game `G` on `addr` (port 0: any free port), with every room
    /// of `store` resumed. A room whose record cannot be read is left in the store and logged.
    /// Clients connect to `ws://ADDR/ws`; [`Server::start_games`] hosts several games.
    pub fn start<G: OnlineGame>(
        addr: SocketAddr,
        store: Arc<dyn RoomStore>,
        config: ServerConfig,
    ) -> io::Result<Server> {
        Server::start_games(addr, config, vec![Hosted::game::<G>(&["/ws"], store)])
    }

    /// The address it listens on.
    #[must_use]
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// The WebSocket address clients of the first game connect to: `ws://ADDR/PATH`
    /// (`ws://ADDR/ws` for a server of [`Server::start`]).
    #[must_use]
    pub fn url(&self) -> String {
        let path = self
            .games
            .first()
            .and_then(|game| game.paths.first())
            .map_or("/ws", String::as_str);
        format!("ws://{}{path}", self.addr)
    }

    /// How many rooms it holds, of all its games.
    #[must_use]
    pub fn rooms(&self) -> usize {
        self.games
            .iter()
            .map(|game| game.count.load(Ordering::Relaxed))
            .sum()
    }

    /// Stops every task where it is, without a word to anyone (as a killed process would),
    /// and returns when they are all gone and the port is free. It blocks: call it from a
    /// thread that may block (not from async code; dropping the server may be done anywhere).
    /// What the rooms queued for their store before it stopped is written before it returns.
    pub fn kill(mut self) {
        if let Some(runtime) = self.runtime.take() {
            runtime.shutdown_timeout(Duration::from_secs(10));
        }
        for game in &self.games {
            game.writer.flush(Duration::from_secs(10));
        }
    }

    /// Runs until the process is asked to stop (Ctrl+C or SIGTERM).
    pub fn run_until_stopped(&self) -> io::Result<()> {
        let Some(runtime) = &self.runtime else {
            return Ok(());
        };
        runtime.block_on(async {
            #[cfg(unix)]
            {
                let mut term =
                    tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate())?;
                tokio::select! {
                    stopped = tokio::signal::ctrl_c() => stopped,
                    _ = term.recv() => Ok(()),
                }
            }
            #[cfg(not(unix))]
            tokio::signal::ctrl_c().await
        })
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        if let Some(runtime) = self.runtime.take() {
            runtime.shutdown_background();
        }
    }
}

fn resume_rooms<G: OnlineGame>(shared: &Arc<Shared<G>>) {
    match shared.store.load_all() {
        Ok(kept) => resume_kept(shared, kept),
        Err(error) => tracing::error!("no rooms resumed: {error}"),
    }
}

/// Every [`RoomStore::claims_every`], takes over the rooms of servers that stopped renewing
/// their claim in a shared store ([`RoomStore::claim_lapsed`]), on a thread that may block.
async fn take_over_lapsed<G: OnlineGame>(shared: Arc<Shared<G>>, every: Duration) {
    loop {
        tokio::time::sleep(every).await;
        let shared = shared.clone();
        let claimed = tokio::task::spawn_blocking(move || match shared.store.claim_lapsed() {
            Ok(kept) if kept.is_empty() => {}
            Ok(kept) => {
                tracing::info!("taking over {} rooms another server held", kept.len());
                resume_kept(&shared, kept);
            }
            Err(error) => tracing::warn!("no lapsed rooms claimed: {error}"),
        });
        if claimed.await.is_err() {
            tracing::error!("taking over lapsed rooms failed");
        }
    }
}

/// Resumes the rooms of `kept` that this server does not hold already, each in a new epoch
/// kept in the store before any client hears of it. Blocks (the store's writes).
fn resume_kept<G: OnlineGame>(shared: &Arc<Shared<G>>, kept: crate::store::KeptRooms) {
    let now = Instant::now();
    for entry in kept {
        if let Ok((code, _)) = &entry
            && shared.room(code).is_some()
        {
            continue;
        }
        let resumed = entry.map_err(|e| e.to_string()).and_then(|(code, text)| {
            let record: RoomRecord<G::Level> =
                serde_json::from_str(&text).map_err(|e| format!("{code}: {e}"))?;
            check_record(&code, &record, G::NAME)?;
            let room = Room::<G>::from_record(record, now).map_err(|e| format!("{code}: {e}"))?;
            // The room's new epoch is on disk before any client hears of it: were the server
            // killed again before the next checkpoint, the start after would otherwise give
            // the same epoch a second time, and a client's cursor of this epoch would be
            // taken for one of the next (events sent instead of a snapshot).
            let record = room.record();
            let written = serde_json::to_string(&record)
                .map_err(|e| format!("{code}: {e}"))
                .and_then(|text| {
                    shared
                        .store
                        .save(&code, record.epoch, &text)
                        .map_err(|e| format!("{code}: its new epoch not kept: {e}"))
                });
            written.map(|()| room)
        });
        match resumed {
            Ok(room) => {
                let code = room.code().clone();
                // A kept room always comes back, whatever the limit for new ones.
                shared.count.fetch_add(1, Ordering::AcqRel);
                spawn_room(shared, room);
                tracing::info!("room {code} resumed");
            }
            Err(error) => tracing::error!("a room was not resumed: {error}"),
        }
    }
}

/// Starts the task of a room whose place is already counted in [`Shared::count`] (by
/// [`reserve_room`] for a new room, by [`resume_rooms`] for a kept one).
/// Whether a kept record may be resumed as the room `code`: the room it names, a format this
/// program writes, the game this part of the server hosts. The reason, for the log, otherwise.
fn check_record<L>(code: &RoomCode, record: &RoomRecord<L>, game: &str) -> Result<(), String> {
    if &record.room != code {
        return Err(format!(
            "{code}: the record is of room {}, not of the room its file names",
            record.room
        ));
    }
    if record.format != RoomRecord::<L>::FORMAT {
        return Err(format!(
            "{code}: record format {} (this server reads format {})",
            record.format,
            RoomRecord::<L>::FORMAT
        ));
    }
    if record.game_name != game {
        return Err(format!("{code}: a room of {}", record.game_name));
    }
    Ok(())
}

fn spawn_room<G: OnlineGame>(shared: &Arc<Shared<G>>, room: Room<G>) {
    let (tx, rx) = mpsc::channel(256);
    {
        let mut rooms = shared.rooms.lock().unwrap_or_else(|e| e.into_inner());
        rooms.insert(room.code().clone(), tx);
    }
    // Every line the room logs names it and its game.
    let span = tracing::info_span!(parent: None, "room", code = %room.code(), game = G::NAME);
    tokio::spawn(run_room(shared.clone(), room, rx).instrument(span));
}

/// Takes one of the server's places for a new room, in one atomic step, so that rooms created
/// at the same moment cannot together pass [`ServerConfig::max_rooms`]: `Err` with the count
/// when the server is full. The place is given back with [`release_room`] when the room is not
/// made after all (or ends).
fn reserve_room(count: &AtomicUsize, max_rooms: usize) -> Result<(), usize> {
    count
        .fetch_update(Ordering::AcqRel, Ordering::Acquire, |rooms| {
            (rooms < max_rooms).then_some(rooms + 1)
        })
        .map(|_| ())
}

/// Gives back a place taken by [`reserve_room`].
fn release_room(count: &AtomicUsize) {
    let _ = count.fetch_update(Ordering::AcqRel, Ordering::Acquire, |rooms| {
        rooms.checked_sub(1)
    });
}

/// A place taken by [`reserve_room`] for a room being made: given back when dropped, unless
/// [`Place::keep`] says the room was made.
struct Place<'a>(Option<&'a AtomicUsize>);

impl Place<'_> {
    /// The room was made: its place stays taken until the room ends.
    fn keep(mut self) {
        self.0 = None;
    }
}

impl Drop for Place<'_> {
    fn drop(&mut self) {
        if let Some(count) = self.0 {
            release_room(count);
        }
    }
}

async fn upgrade<G: OnlineGame>(
    ws: WebSocketUpgrade,
    State(shared): State<Arc<Shared<G>>>,
    ConnectInfo(Peer(peer)): ConnectInfo<Peer>,
) -> Response {
    // Small buffers (the default is 128 KiB each way): messages are small, rooms are many.
    ws.max_message_size(MAX_FRAME_BYTES)
        .max_frame_size(MAX_FRAME_BYTES)
        .read_buffer_size(BUFFER_BYTES)
        .write_buffer_size(BUFFER_BYTES)
        .on_upgrade(move |socket| connection(socket, shared, peer))
}

/// A message as it goes out: serialised once, then shared (a clone counts a reference) by every
/// connection it is sent to.
type Text = Utf8Bytes;

fn to_text<G: OnlineGame>(message: &ServerMessage<G>) -> Text {
    serde_json::to_string(message).unwrap_or_default().into()
}

/// The most messages of the outbox written at once (then flushed in one write).
const WRITE_BATCH: usize = 64;

/// Writes `texts` in order and flushes them once: the events of one intent and its answer
/// leave in one write instead of one system call (and one wake-up of the client) each.
async fn write_all(
    sink: &mut SplitSink<WebSocket, Message>,
    texts: &mut Vec<Text>,
) -> Result<(), axum::Error> {
    for text in texts.drain(..) {
        sink.feed(Message::Text(text)).await?;
    }
    sink.flush().await
}

/// One connection: reads and checks each message; a refused one is answered and changes
/// nothing.
async fn connection<G: OnlineGame>(socket: WebSocket, shared: Arc<Shared<G>>, peer: SocketAddr) {
    let conn = shared.next_conn.fetch_add(1, Ordering::Relaxed);
    // Every line the connection logs names it, its address and its game.
    let span = tracing::info_span!("connection", id = conn, peer = %peer, game = G::NAME);
    serve(socket, shared, peer, conn).instrument(span).await;
}

/// What [`connection`] does, inside its span.
async fn serve<G: OnlineGame>(
    socket: WebSocket,
    shared: Arc<Shared<G>>,
    peer: SocketAddr,
    conn: u64,
) {
    let (mut sink, mut stream) = socket.split();
    let mut bucket = Bucket::new(shared.config.rate, Instant::now());
    let mut greeted = false;
    let mut room: Option<(mpsc::Sender<ToRoom<G>>, Viewer)> = None;
    let mut outbox: Option<mpsc::Receiver<Text>> = None;
    let mut outgoing = Vec::with_capacity(WRITE_BATCH);
    let silence = shared.config.silence_limit;
    // One timer per connection, moved on only when it fires: setting a new one for every
    // message (as a timeout around each read would) costs the timer wheel two operations per
    // message, thousands of connections over.
    let mut heard = tokio::time::Instant::now();
    // Until it says hello, a connection has `hello_limit` from the upgrade, however many other
    // messages it sends (each is refused with `hello_first`).
    let hello_by = heard + shared.config.hello_limit;
    let quiet = tokio::time::sleep(silence.min(shared.config.hello_limit));
    tokio::pin!(quiet);
    let closed: std::borrow::Cow<'static, str> = loop {
        let incoming = tokio::select! {
            incoming = stream.next() => incoming,
            () = &mut quiet => {
                let now = tokio::time::Instant::now();
                if !greeted && hello_by <= now {
                    break format!("no hello within {:?}", shared.config.hello_limit).into();
                }
                let deadline = heard + silence;
                if deadline <= now {
                    break format!("silent for {silence:?}").into();
                }
                quiet.as_mut().reset(if greeted { deadline } else { deadline.min(hello_by) });
                continue;
            }
            count = async { match outbox.as_mut() { Some(rx) => rx.recv_many(&mut outgoing, WRITE_BATCH).await, None => std::future::pending().await } } => {
                // The room let the connection go (it could not keep up): close it, the client
                // comes back with its cursor.
                if count == 0 {
                    break "the room let it go (it could not keep up, or the room ended)".into();
                }
                if let Err(error) = write_all(&mut sink, &mut outgoing).await {
                    break format!("writing failed: {error}").into();
                }
                continue;
            }
        };
        heard = tokio::time::Instant::now();
        let message = match incoming {
            Some(Ok(message)) => message,
            Some(Err(error)) => {
                // What the WebSocket standard closes a connection for (invalid UTF-8 in a text
                // frame, a reserved opcode, an unmasked frame, a frame over the size limit),
                // or the network.
                break format!("{error}").into();
            }
            None => break "the client went away".into(),
        };
        let text = match message {
            Message::Text(text) => text,
            Message::Binary(_) => {
                let answer = check_rate::<G>(&mut bucket)
                    .unwrap_or(Refusal::Unreadable { line: 0, column: 0 });
                let refused = ServerMessage::<G>::Refused {
                    id: None,
                    refusal: answer,
                };
                if let Err(error) = sink.send(Message::Text(to_text(&refused))).await {
                    break format!("writing failed: {error}").into();
                }
                continue;
            }
            Message::Close(_) => break "the client closed it".into(),
            Message::Ping(_) | Message::Pong(_) => continue,
        };
        let answer = match check_rate::<G>(&mut bucket) {
            Some(refusal) => Some(ServerMessage::Refused {
                id: request_id(&text),
                refusal,
            }),
            None => {
                handle(
                    &shared,
                    conn,
                    peer,
                    &text,
                    &mut greeted,
                    &mut room,
                    &mut outbox,
                )
                .await
            }
        };
        if let Some(ServerMessage::Refused { refusal, .. }) = &answer {
            tracing::debug!(kind = refusal.kind(), "refused {refusal:?}");
            shared.metrics.refused(G::NAME, refusal.kind());
        }
        if let Some(answer) = answer
            && let Err(error) = sink.send(Message::Text(to_text(&answer))).await
        {
            break format!("writing failed: {error}").into();
        }
    };
    tracing::debug!("closed: {closed}");
    if let Some((room, _)) = room {
        let _ = room.send(ToRoom::Leave { conn }).await;
    }
}

/// Where the server holding `code` takes its clients, when the store is shared with other
/// servers and one of them holds it (asked on a thread that may block).
/// A room this server does not hold, asked for by a client: when a store shared with other
/// servers keeps it for a server whose claim lapsed (it died), this server claims and resumes
/// it now rather than at its next round of [`take_over_lapsed`], so that a client coming back
/// in between does not hear that the room is gone. The room's handle once resumed.
async fn take_over_one<G: OnlineGame>(
    shared: &Arc<Shared<G>>,
    code: &RoomCode,
) -> Option<mpsc::Sender<ToRoom<G>>> {
    shared.store.claims_every()?;
    let (taking, wanted) = (shared.clone(), code.clone());
    let resumed =
        tokio::task::spawn_blocking(move || match taking.store.claim_lapsed_room(&wanted) {
            Ok(Some(record)) => {
                tracing::info!(
                    "taking over room {wanted}, which another server held, for a client"
                );
                resume_kept(&taking, vec![Ok((wanted, record))]);
            }
            Ok(None) => {}
            Err(error) => tracing::warn!("room {wanted} not claimed: {error}"),
        })
        .await;
    if resumed.is_err() {
        tracing::error!("taking over room {code} failed");
    }
    shared.room(code)
}

async fn held_elsewhere<G: OnlineGame>(shared: &Arc<Shared<G>>, code: &RoomCode) -> Option<String> {
    shared.store.claims_every()?;
    let (store, code) = (shared.store.clone(), code.clone());
    match tokio::task::spawn_blocking(move || store.held_elsewhere(&code)).await {
        Ok(Ok(address)) => address,
        Ok(Err(error)) => {
            tracing::warn!("where a room is held not known: {error}");
            None
        }
        Err(_) => None,
    }
}

/// Whether a client at `peer` may open rooms: anyone, unless the server opens rooms only for
/// its own computer ([`ServerConfig::create_only_from_here`]).
fn may_create(config: &ServerConfig, peer: SocketAddr) -> bool {
    !config.create_only_from_here || peer.ip().is_loopback()
}

/// The number a request carries (an intent's `id`), read alone from a message refused for the
/// connection's rate, so that the refusal names it: a client then knows which of its intents
/// was not taken and sends it again after the wait, where an unnamed refusal left it waiting
/// for an answer to that intent for ever. The message is otherwise not read (it is not
/// handled), and a message without a number (a ping) or that is not JSON has none.
fn request_id(text: &str) -> Option<u64> {
    #[derive(serde::Deserialize)]
    struct Numbered {
        id: Option<u64>,
    }
    serde_json::from_str::<Numbered>(text).ok()?.id
}

fn check_rate<G: OnlineGame>(bucket: &mut Bucket) -> Option<Refusal<G::Refusal>> {
    bucket
        .take(Instant::now())
        .err()
        .map(|wait| Refusal::RateLimited {
            retry_after_ms: u64::try_from(wait.as_millis()).unwrap_or(u64::MAX),
        })
}

/// One message of a client: the direct answer, if any (what a room sends goes by the outbox).
async fn handle<G: OnlineGame>(
    shared: &Arc<Shared<G>>,
    conn: u64,
    peer: SocketAddr,
    text: &str,
    greeted: &mut bool,
    room: &mut Option<(mpsc::Sender<ToRoom<G>>, Viewer)>,
    outbox: &mut Option<mpsc::Receiver<Text>>,
) -> Option<ServerMessage<G>> {
    let refuse = |refusal| Some(ServerMessage::Refused { id: None, refusal });
    if text.len() > MAX_MESSAGE_BYTES {
        return refuse(Refusal::TooLarge {
            limit: MAX_MESSAGE_BYTES,
            size: text.len(),
        });
    }
    let message: ClientMessage<G> = match serde_json::from_str(text) {
        Ok(message) => message,
        Err(error) => {
            return refuse(Refusal::Unreadable {
                line: error.line(),
                column: error.column(),
            });
        }
    };
    if !*greeted {
        return match message {
            ClientMessage::Hello { version, .. } if version != PROTOCOL_VERSION => {
                refuse(Refusal::Version {
                    server: PROTOCOL_VERSION,
                    client: version,
                })
            }
            ClientMessage::Hello { game, .. } if game != G::NAME => refuse(Refusal::WrongGame {
                server: G::NAME.to_owned(),
            }),
            ClientMessage::Hello { .. } => {
                *greeted = true;
                Some(ServerMessage::Welcome {
                    version: PROTOCOL_VERSION,
                })
            }
            _ => refuse(Refusal::HelloFirst),
        };
    }
    match message {
        ClientMessage::Hello { .. } => refuse(Refusal::HelloFirst),
        ClientMessage::Ping { nonce } => Some(ServerMessage::Pong { nonce }),
        ClientMessage::Create {
            seats,
            options,
            stand_in,
            seed,
            host,
        } => {
            if !may_create(&shared.config, peer) {
                return refuse(Refusal::CreateNotAllowed);
            }
            Some(create(shared, seats, &options, stand_in, seed, host).await)
        }
        ClientMessage::Start => match room {
            Some((handle, Viewer::Seat(_))) => {
                if handle.send(ToRoom::Start { conn }).await.is_err() {
                    return refuse(Refusal::RoomUnavailable);
                }
                None
            }
            _ => refuse(Refusal::NotSeated),
        },
        // Answered by the room (`gave_up`), which then lets the connection go.
        ClientMessage::GiveUp => match room {
            Some((handle, Viewer::Seat(_))) => {
                if handle.send(ToRoom::GiveUp { conn }).await.is_err() {
                    return refuse(Refusal::RoomUnavailable);
                }
                None
            }
            _ => refuse(Refusal::NotSeated),
        },
        ClientMessage::Act { id, intent } => match room {
            Some((handle, Viewer::Seat(_))) => {
                if G::searches(&intent)
                    && let Err(refused) = shared.searches.hints.take(peer.ip(), Instant::now())
                {
                    if refused.first {
                        tracing::info!(
                            address = %peer.ip(),
                            "the address has spent its hint budget: its searches are refused \
                             busy until it refills"
                        );
                    }
                    return Some(ServerMessage::Refused {
                        id: Some(id),
                        refusal: Refusal::Busy {
                            retry_after_ms: u64::try_from(refused.wait.as_millis())
                                .unwrap_or(u64::MAX),
                        },
                    });
                }
                if handle.send(ToRoom::Act { conn, id, intent }).await.is_err() {
                    return Some(ServerMessage::Refused {
                        id: Some(id),
                        refusal: Refusal::RoomUnavailable,
                    });
                }
                None
            }
            _ => Some(ServerMessage::Refused {
                id: Some(id),
                refusal: Refusal::NotSeated,
            }),
        },
        ClientMessage::Join { room: ref code, .. }
        | ClientMessage::Resume { room: ref code, .. }
        | ClientMessage::Watch { room: ref code, .. } => {
            let code = code.clone();
            if room.is_some() {
                return refuse(Refusal::AlreadyInRoom);
            }
            if let Some(wait) = shared.lookups.wait(peer.ip(), Instant::now()) {
                return refuse(Refusal::RateLimited {
                    retry_after_ms: u64::try_from(wait.as_millis()).unwrap_or(u64::MAX),
                });
            }
            let found = match shared.room(&code) {
                Some(handle) => Some(handle),
                None => take_over_one(shared, &code).await,
            };
            let Some(handle) = found else {
                if let Some(address) = held_elsewhere(shared, &code).await {
                    return refuse(Refusal::RoomElsewhere { address });
                }
                if shared.lookups.failed(peer.ip(), Instant::now()) {
                    tracing::info!(
                        address = %peer.ip(),
                        "the address has spent its look-up budget on rooms that do not exist: \
                         its look-ups are refused rate_limited until it refills"
                    );
                }
                return refuse(Refusal::NoSuchRoom { room: code });
            };
            let (out, rx) = mpsc::channel(OUTBOX);
            let (reply, answer) = oneshot::channel();
            let ask = match message {
                ClientMessage::Join { seat, name, .. } => ToRoom::Join {
                    conn,
                    seat,
                    name,
                    out,
                    reply,
                },
                ClientMessage::Resume { token, cursor, .. } => ToRoom::Resume {
                    conn,
                    token,
                    cursor,
                    out,
                    reply,
                },
                _ => {
                    let cursor = match message {
                        ClientMessage::Watch { cursor, .. } => cursor,
                        _ => None,
                    };
                    ToRoom::Watch {
                        conn,
                        cursor,
                        out,
                        reply,
                    }
                }
            };
            if handle.send(ask).await.is_err() {
                return refuse(Refusal::RoomUnavailable);
            }
            match answer.await {
                Ok(Ok(viewer)) => {
                    *room = Some((handle, viewer));
                    *outbox = Some(rx);
                    None
                }
                Ok(Err(refusal)) => refuse(refusal),
                Err(_) => refuse(Refusal::RoomUnavailable),
            }
        }
    }
}

/// The read and write buffers of a connection.
pub(crate) const BUFFER_BYTES: usize = 4096;

/// How many messages may wait for a slow connection before the room lets it go.
const OUTBOX: usize = 4096;

async fn create<G: OnlineGame>(
    shared: &Arc<Shared<G>>,
    seats: Vec<SeatSetup<G::Level>>,
    options: &G::Options,
    stand_in: Option<G::Level>,
    seed: Option<u64>,
    host: Option<usize>,
) -> ServerMessage<G> {
    let refuse = |refusal| ServerMessage::Refused { id: None, refusal };
    if seed.is_some() && !shared.config.allow_seeds {
        return refuse(Refusal::SeedNotAllowed);
    }
    if let Err(rooms) = reserve_room(&shared.count, shared.config.max_rooms) {
        tracing::warn!(
            "{}: a room refused, the server is full ({rooms} rooms, --max-rooms {})",
            G::NAME,
            shared.config.max_rooms
        );
        return refuse(Refusal::ServerFull { rooms });
    }
    // Given back at every refusal below; kept once the room is made.
    let place = Place(Some(&shared.count));
    let seed = match seed {
        Some(seed) => seed,
        None => {
            let mut bytes = [0u8; 8];
            if getrandom::fill(&mut bytes).is_err() {
                return refuse(Refusal::RoomUnavailable);
            }
            u64::from_le_bytes(bytes)
        }
    };
    let code = loop {
        let Ok(code) = RoomCode::random() else {
            return refuse(Refusal::RoomUnavailable);
        };
        if shared.room(&code).is_none() && !shared.store.contains(&code) {
            break code;
        }
    };
    let room =
        match Room::<G>::create_with_lobby(code.clone(), seats, options, stand_in, seed, host) {
            Ok(room) => room,
            Err(crate::room::RoomError::Setup(refusal)) => {
                return refuse(Refusal::Game { refusal });
            }
            Err(crate::room::RoomError::Seats { .. }) => {
                return refuse(Refusal::NoSuchSeat {
                    seat: host.unwrap_or_default(),
                });
            }
            Err(_) => return refuse(Refusal::RoomUnavailable),
        };
    if !shared.writer.keep(&room).written().await {
        return refuse(Refusal::RoomUnavailable);
    }
    place.keep();
    spawn_room(shared, room);
    ServerMessage::Created { room: code }
}

/// Writes rooms to the store on a thread of its own, in order, keeping only the latest record of
/// a room that is written again before its turn comes: the rooms never wait for the store, and
/// a slow disk costs no more than one thread. A room queues its record in the same step that
/// tells the players (no await between), so what a player has seen is queued; [`Server::kill`]
/// waits until the queue is written (a process killed by the system loses at most what was
/// queued in that instant). What must be kept before it is told (a room before its code goes
/// out, a seat before its token) waits for [`Queued::written`], on no thread of the runtime.
#[derive(Clone)]
struct Writer {
    jobs: std::sync::mpsc::Sender<WriterJob>,
}

impl std::fmt::Debug for Writer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Writer")
    }
}

/// What the writer thread is asked.
enum WriterJob {
    /// Keep this record of the room, and say whether it was kept to whoever waits for it.
    Keep {
        room: RoomCode,
        epoch: u32,
        record: String,
        written: oneshot::Sender<bool>,
    },
    /// Say when everything asked before is written.
    Flush(std::sync::mpsc::Sender<()>),
    /// The room has ended: archive its last record when `archive` (a finished game), then
    /// forget it.
    End {
        room: RoomCode,
        epoch: u32,
        record: String,
        archive: bool,
    },
}

/// A record queued for the store.
struct Queued(Option<oneshot::Receiver<bool>>);

impl Queued {
    /// Waits (without holding a thread) until the record, or a later one of the same room, is
    /// in the store: whether it is (`false` when the store failed or did not answer within
    /// [`STORE_LIMIT`]).
    async fn written(self) -> bool {
        let Some(written) = self.0 else {
            return false;
        };
        match tokio::time::timeout(STORE_LIMIT, written).await {
            Ok(Ok(kept)) => kept,
            Ok(Err(_)) => false,
            Err(_) => {
                tracing::warn!("the room store did not write a room within {STORE_LIMIT:?}");
                false
            }
        }
    }
}

/// How long a room waits for the store to keep a record it must keep before going on.
const STORE_LIMIT: Duration = Duration::from_secs(10);

impl Writer {
    /// Starts the writer of `store`; the code of a room whose record the store refuses as
    /// older than its own ([`StoreError::Fenced`]) goes to `lost`.
    fn start(
        store: Arc<dyn RoomStore>,
        lost: tokio::sync::mpsc::UnboundedSender<RoomCode>,
    ) -> io::Result<Writer> {
        let (jobs, queue) = std::sync::mpsc::channel::<WriterJob>();
        std::thread::Builder::new()
            .name("netplay-store".into())
            .spawn(move || {
                while let Ok(first) = queue.recv() {
                    let mut latest: HashMap<RoomCode, (u32, String, Vec<oneshot::Sender<bool>>)> =
                        HashMap::new();
                    let mut flushed = Vec::new();
                    let mut ended = Vec::new();
                    for job in std::iter::once(first).chain(queue.try_iter()) {
                        match job {
                            WriterJob::Keep {
                                room,
                                epoch,
                                record,
                                written,
                            } => {
                                let entry = latest.entry(room).or_default();
                                entry.0 = epoch;
                                entry.1 = record;
                                entry.2.push(written);
                            }
                            WriterJob::Flush(done) => flushed.push(done),
                            WriterJob::End {
                                room,
                                epoch,
                                record,
                                archive,
                            } => {
                                // Its last record goes to the archive; an earlier one queued
                                // must not bring the room back.
                                if let Some((_, _, waiting)) = latest.remove(&room) {
                                    for written in waiting {
                                        let _ = written.send(true);
                                    }
                                }
                                ended.push((room, epoch, record, archive));
                            }
                        }
                    }
                    for (code, epoch, record, archive) in ended {
                        if archive && let Err(error) = store.archive(&code, &record) {
                            tracing::error!("room {code} not archived: {error}");
                        }
                        match store.remove(&code, epoch) {
                            Err(error) => {
                                tracing::error!("room {code} not removed from the store: {error}");
                            }
                            Ok(()) if archive => {
                                tracing::info!("room {code} ended: its game is over (archived)");
                            }
                            Ok(()) => tracing::info!("room {code} ended: idle too long"),
                        }
                    }
                    for (code, (epoch, record, waiting)) in latest {
                        let kept = match store.save(&code, epoch, &record) {
                            Ok(()) => true,
                            Err(error @ StoreError::Fenced { .. }) => {
                                tracing::error!("room {code} not kept: {error}");
                                let _ = lost.send(code.clone());
                                false
                            }
                            Err(error) => {
                                tracing::error!("room {code} not kept: {error}");
                                false
                            }
                        };
                        for written in waiting {
                            let _ = written.send(kept);
                        }
                    }
                    for done in flushed {
                        let _ = done.send(());
                    }
                }
            })?;
        Ok(Writer { jobs })
    }

    /// Queues the room's record (no waiting: [`Queued::written`] waits).
    fn keep<G: OnlineGame>(&self, room: &Room<G>) -> Queued {
        let record = room.record();
        match serde_json::to_string(&record) {
            Ok(text) => {
                let (written, answer) = oneshot::channel();
                let job = WriterJob::Keep {
                    room: room.code().clone(),
                    epoch: record.epoch,
                    record: text,
                    written,
                };
                Queued(self.jobs.send(job).is_ok().then_some(answer))
            }
            Err(error) => {
                tracing::error!("room {} not written: {error}", room.code());
                Queued(None)
            }
        }
    }

    /// Queues the end of a room: its record archived (a finished game) and the room forgotten.
    fn end<G: OnlineGame>(&self, room: &Room<G>, archive: bool) {
        let record = room.record();
        match serde_json::to_string(&record) {
            Ok(text) => {
                let job = WriterJob::End {
                    room: room.code().clone(),
                    epoch: record.epoch,
                    record: text,
                    archive,
                };
                if self.jobs.send(job).is_err() {
                    tracing::error!("room {}: the store's writer is gone", room.code());
                }
            }
            Err(error) => tracing::error!("room {} not ended in its store: {error}", room.code()),
        }
    }

    /// Waits (at most `limit`, blocking the thread) until every record queued so far is written.
    fn flush(&self, limit: Duration) {
        let (done, wait) = std::sync::mpsc::channel();
        if self.jobs.send(WriterJob::Flush(done)).is_ok() && wait.recv_timeout(limit).is_err() {
            tracing::warn!("the room store did not finish writing within {limit:?}");
        }
    }
}

/// A connection in a room.
struct Subscriber {
    conn: u64,
    viewer: Viewer,
    out: mpsc::Sender<Text>,
}

/// A search a room waits for: whose it is (`None`: the computer's) and its answer.
struct Searching<G: OnlineGame> {
    /// The connection that asked (a player's hint), to be told the outcome.
    conn: Option<u64>,
    /// The intent's number (a player's hint).
    id: Option<u64>,
    answer: oneshot::Receiver<Searched<G>>,
}

/// The most intents a room holds while it waits for a search (they are carried out in order
/// once it is done); one more is refused `busy`.
const HELD_MAX: usize = 256;

/// How long a computer seat waits to try again when every searching thread is taken and the
/// queue is full.
const SEARCH_RETRY: Duration = Duration::from_millis(100);

/// The task that owns a room. While a search of the room runs (a hint, a computer's step, on a
/// searching thread with a copy of the game), the room goes on answering everyone, but holds
/// the intents that could change the game until the search is back, and refuses another
/// search `busy`: the game cannot move on under a search, and a room searches one thing at a
/// time.
async fn run_room<G: OnlineGame>(
    shared: Arc<Shared<G>>,
    mut room: Room<G>,
    mut inbox: mpsc::Receiver<ToRoom<G>>,
) {
    let config = shared.config.clone();
    let mut subs: Vec<Subscriber> = Vec::new();
    let mut computer_at: Option<tokio::time::Instant> = None;
    let mut computer_stuck = false;
    let mut last_asked = tokio::time::Instant::now();
    let mut finished_at: Option<tokio::time::Instant> = None;
    let mut searching: Option<Searching<G>> = None;
    let mut held: VecDeque<ToRoom<G>> = VecDeque::new();
    let ending = loop {
        let now = tokio::time::Instant::now();
        if finished_at.is_none() && room.lobby().is_none() && room.game().to_move().is_none() {
            finished_at = Some(now);
        }
        let ends_at = room_ends_at(finished_at, last_asked, &config);
        if computer_at.is_none()
            && searching.is_none()
            && !computer_stuck
            && room.computer_to_move().is_some()
        {
            computer_at = Some(tokio::time::Instant::now() + config.computer_delay);
        }
        let takeover_at = room
            .next_takeover(config.takeover_after)
            .map(tokio::time::Instant::from_std);
        let far = tokio::time::Instant::now() + Duration::from_secs(3600);
        tokio::select! {
            ask = inbox.recv() => {
                let Some(ask) = ask else { break None };
                if matches!(ask, ToRoom::Lost) {
                    break Some(Ending::Lost);
                }
                computer_stuck = false;
                last_asked = tokio::time::Instant::now();
                if searching.is_some() {
                    hold(ask, &mut held, &subs, &shared.metrics);
                } else {
                    take(&shared, &mut room, &mut subs, ask, &mut searching).await;
                    settle(&shared, &mut room, &mut subs, &mut searching, &mut held, &mut computer_stuck).await;
                }
            }
            answer = async {
                match searching.as_mut() {
                    Some(search) => (&mut search.answer).await.ok(),
                    None => std::future::pending().await,
                }
            } => {
                if let Some(search) = searching.take() {
                    back(&shared, &mut room, &mut subs, search, answer, &mut computer_stuck);
                }
                settle(&shared, &mut room, &mut subs, &mut searching, &mut held, &mut computer_stuck).await;
            }
            () = tokio::time::sleep_until(computer_at.unwrap_or(far)), if computer_at.is_some() && searching.is_none() => {
                computer_at = None;
                match room.search_computer() {
                    Some(search) => match shared.searches.run(move || search.run()) {
                        Ok(answer) => {
                            searching = Some(Searching {
                                conn: None,
                                id: None,
                                answer,
                            });
                            settle(&shared, &mut room, &mut subs, &mut searching, &mut held, &mut computer_stuck).await;
                        }
                        Err(searches::Full) => {
                            computer_at = Some(tokio::time::Instant::now() + SEARCH_RETRY);
                        }
                    },
                    None => computer_stuck = true,
                }
            }
            () = tokio::time::sleep_until(takeover_at.unwrap_or(far)), if takeover_at.is_some() => {
                let events = room.take_over_away(Instant::now(), config.takeover_after);
                computer_stuck = false;
                broadcast(&mut room, &mut subs, &events);
            }
            () = tokio::time::sleep_until(ends_at.map_or(far, |(at, _)| at)), if ends_at.is_some() => {
                break ends_at.map(|(_, why)| why);
            }
        }
    };
    if let Some(why) = ending {
        end_room(&shared, &room, why);
    }
}

/// Takes back a search's answer (`None`: the search failed): tells the player who asked, or
/// carries out the computer's step.
fn back<G: OnlineGame>(
    shared: &Arc<Shared<G>>,
    room: &mut Room<G>,
    subs: &mut Vec<Subscriber>,
    search: Searching<G>,
    answer: Option<Searched<G>>,
    computer_stuck: &mut bool,
) {
    match (search.conn, answer) {
        (Some(conn), answer) => {
            let id = search.id.unwrap_or_default();
            let outcome = answer
                .and_then(|searched| room.searched(searched))
                .unwrap_or(Err(Refusal::RoomUnavailable));
            if told(room, subs, conn, id, outcome, &shared.metrics) {
                shared.writer.keep(room);
            }
        }
        (None, Some(searched)) => match room.searched(searched) {
            Some(Ok(events)) => {
                broadcast(room, subs, &events);
                if is_checkpoint::<G>(&events) {
                    shared.writer.keep(room);
                }
            }
            // The game changed under the search (it cannot while the room holds intents; kept
            // as a guard): search again.
            Some(Err(Refusal::RoomUnavailable)) => {}
            Some(Err(refusal)) => {
                tracing::error!("the computer's intent was refused: {refusal:?}");
                *computer_stuck = true;
            }
            None => *computer_stuck = true,
        },
        (None, None) => {
            tracing::error!("the computer's search failed");
            *computer_stuck = true;
        }
    }
}

/// Takes back every search already answered (one run where it was asked, without searching
/// threads, is answered at once), each followed by what waited for it, in order, until a
/// search is out again or nothing waits.
async fn settle<G: OnlineGame>(
    shared: &Arc<Shared<G>>,
    room: &mut Room<G>,
    subs: &mut Vec<Subscriber>,
    searching: &mut Option<Searching<G>>,
    held: &mut VecDeque<ToRoom<G>>,
    computer_stuck: &mut bool,
) {
    loop {
        if let Some(search) = searching.as_mut() {
            let answer = match search.answer.try_recv() {
                Ok(searched) => Some(searched),
                Err(oneshot::error::TryRecvError::Empty) => return,
                Err(oneshot::error::TryRecvError::Closed) => None,
            };
            if let Some(search) = searching.take() {
                back(shared, room, subs, search, answer, computer_stuck);
            }
        }
        let Some(ask) = held.pop_front() else { return };
        take(shared, room, subs, ask, searching).await;
    }
}

/// Carries out what a connection asks when no search is running, and what follows from it: a
/// write to the store, a seat told its token once it is kept, a search sent off.
async fn take<G: OnlineGame>(
    shared: &Arc<Shared<G>>,
    room: &mut Room<G>,
    subs: &mut Vec<Subscriber>,
    ask: ToRoom<G>,
    searching: &mut Option<Searching<G>>,
) {
    match answer(room, subs, ask, &shared.metrics, &shared.searches) {
        Answered::Told => {}
        Answered::Checkpoint => {
            shared.writer.keep(room);
        }
        // A seat is in the store before its token is given out: a server killed right after
        // would otherwise not know the token the player holds. The room waits (its inbox with
        // it); the runtime's threads do not.
        Answered::Seating(seating) => {
            shared.writer.keep(room).written().await;
            seating.seat(room, subs);
        }
        Answered::Searching(search) => *searching = Some(search),
    }
}

/// What a connection asks while the room waits for a search: another search is refused `busy`
/// (a room searches one thing at a time); everything else waits in `held`, in order, for the
/// search to be done (so that the game cannot move on under it, and each connection's
/// messages keep their order). Beyond [`HELD_MAX`] waiting, an intent or a request to enter
/// is refused `busy`; a connection's leaving always waits its turn.
fn hold<G: OnlineGame>(
    ask: ToRoom<G>,
    held: &mut VecDeque<ToRoom<G>>,
    subs: &[Subscriber],
    metrics: &Metrics,
) {
    let busy = Refusal::Busy { retry_after_ms: 0 };
    let full = held.len() >= HELD_MAX;
    match ask {
        ToRoom::Act { conn, id, intent } if full || G::searches(&intent) => {
            refuse_to::<G>(subs, conn, Some(id), busy, metrics);
        }
        ToRoom::Start { conn } if full => refuse_to::<G>(subs, conn, None, busy, metrics),
        ToRoom::Join { reply, .. } | ToRoom::Resume { reply, .. } | ToRoom::Watch { reply, .. }
            if full =>
        {
            // Told by the connection, which counts what it sends.
            let _ = reply.send(Err(busy));
        }
        ask => held.push_back(ask),
    }
}

/// Tells connection `conn` (when still in the room) that its message was refused.
fn refuse_to<G: OnlineGame>(
    subs: &[Subscriber],
    conn: u64,
    id: Option<u64>,
    refusal: Refusal<G::Refusal>,
    metrics: &Metrics,
) {
    tracing::debug!(conn, kind = refusal.kind(), "refused {refusal:?}");
    metrics.refused(G::NAME, refusal.kind());
    if let Some(sub) = subs.iter().find(|s| s.conn == conn) {
        let refused = ServerMessage::<G>::Refused { id, refusal };
        let _ = sub.out.try_send(to_text(&refused));
    }
}

/// Tells everyone what intent `id` of connection `conn` made (its player `done`), or tells
/// the player why not; whether the room is to be written (a checkpoint passed).
fn told<G: OnlineGame>(
    room: &mut Room<G>,
    subs: &mut Vec<Subscriber>,
    conn: u64,
    id: u64,
    outcome: Result<Numbered<G>, Refusal<G::Refusal>>,
    metrics: &Metrics,
) -> bool {
    match outcome {
        Ok(events) => {
            metrics.intents.get_or_create(&Metrics::game(G::NAME)).inc();
            broadcast(room, subs, &events);
            let done = ServerMessage::<G>::Done {
                id,
                seq: room.cursor().seq,
            };
            if let Some(sub) = subs.iter().find(|s| s.conn == conn) {
                let _ = sub.out.try_send(to_text(&done));
            }
            is_checkpoint::<G>(&events)
        }
        Err(refusal) => {
            refuse_to::<G>(subs, conn, Some(id), refusal, metrics);
            false
        }
    }
}

/// Why a room ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Ending {
    /// Its game is over and [`ServerConfig::finished_rooms_linger`] has passed.
    Finished,
    /// Nobody asked anything of it for [`ServerConfig::idle_rooms_expire`].
    Idle,
    /// Another server sharing the store has resumed it ([`ToRoom::Lost`]): the store is its.
    Lost,
}

/// When the room ends, and why: a finished game after its linger, an idle room after its
/// expiry, whichever comes first.
fn room_ends_at(
    finished_at: Option<tokio::time::Instant>,
    last_asked: tokio::time::Instant,
    config: &ServerConfig,
) -> Option<(tokio::time::Instant, Ending)> {
    let finished = finished_at.map(|at| (at + config.finished_rooms_linger, Ending::Finished));
    let idle = config
        .idle_rooms_expire
        .map(|expire| (last_asked + expire, Ending::Idle));
    match (finished, idle) {
        (Some(f), Some(i)) => Some(if i.0 < f.0 { i } else { f }),
        (f, i) => f.or(i),
    }
}

/// Ends a room: no one finds it any more, its place is given back, its store archives a
/// finished game's record and forgets the room. Its connections are let go (their clients are
/// told `no_such_room` when they come back).
fn end_room<G: OnlineGame>(shared: &Arc<Shared<G>>, room: &Room<G>, why: Ending) {
    {
        let mut rooms = shared.rooms.lock().unwrap_or_else(|e| e.into_inner());
        rooms.remove(room.code());
    }
    release_room(&shared.count);
    if why == Ending::Lost {
        // The store belongs to the other server's room now: nothing is written or removed.
        tracing::warn!(
            "room {} let go: another server has resumed it (its players reconnect)",
            room.code()
        );
        return;
    }
    // The writer logs the end once the store has done it.
    shared.writer.end(room, why == Ending::Finished);
}

fn is_checkpoint<G: OnlineGame>(events: &Numbered<G>) -> bool {
    events.iter().any(|(_, event)| match event {
        RoomEvent::Game { event } => G::is_checkpoint(event),
        RoomEvent::Started => true,
        RoomEvent::Seat { .. } => false,
    })
}

/// What the room does after [`answer`].
enum Answered<G: OnlineGame> {
    /// Nothing more: everyone was told.
    Told,
    /// A checkpoint of the game passed: the room is written.
    Checkpoint,
    /// A seat was given: the room is written, then the player is told their token.
    Seating(Seating<G>),
    /// A search was sent off: the room waits for it.
    Searching(Searching<G>),
}

/// A player given a seat, to be told once the seat is in the store.
struct Seating<G: OnlineGame> {
    conn: u64,
    seat: usize,
    token: SeatToken,
    out: mpsc::Sender<Text>,
    reply: oneshot::Sender<Result<Viewer, Refusal<G::Refusal>>>,
}

impl<G: OnlineGame> Seating<G> {
    /// Tells the player their seat and token and the game as it stands, and lets the
    /// connection in.
    fn seat(self, room: &Room<G>, subs: &mut Vec<Subscriber>) {
        let viewer = Viewer::Seat(self.seat);
        let seated = ServerMessage::<G>::Seated {
            room: room.code().clone(),
            seat: self.seat,
            token: self.token,
            next_id: room.next_id(self.seat),
        };
        let _ = self.out.try_send(to_text(&seated));
        send_catch_up(room, &self.out, viewer, None);
        subs.push(Subscriber {
            conn: self.conn,
            viewer,
            out: self.out,
        });
        let _ = self.reply.send(Ok(viewer));
    }
}

/// Carries out what a connection asks and tells everyone what happened; what is left to do
/// (a write to the store, and for a seat given, telling its player) is the caller's.
fn answer<G: OnlineGame>(
    room: &mut Room<G>,
    subs: &mut Vec<Subscriber>,
    ask: ToRoom<G>,
    metrics: &Metrics,
    searches: &Searches,
) -> Answered<G> {
    match ask {
        ToRoom::Join {
            conn,
            seat,
            name,
            out,
            reply,
        } => match room.join_as(seat, name) {
            Ok((seat, token, events)) => {
                broadcast(room, subs, &events);
                Answered::Seating(Seating {
                    conn,
                    seat,
                    token,
                    out,
                    reply,
                })
            }
            // Told by the connection, which counts what it sends.
            Err(refusal) => {
                let _ = reply.send(Err(refusal));
                Answered::Told
            }
        },
        ToRoom::Resume {
            conn,
            token,
            cursor,
            out,
            reply,
        } => {
            let Some(seat) = room.seat_of(&token) else {
                let _ = reply.send(Err(Refusal::BadToken));
                return Answered::Told;
            };
            let events = room.connect(seat);
            broadcast(room, subs, &events);
            let viewer = Viewer::Seat(seat);
            let seated = ServerMessage::<G>::Seated {
                room: room.code().clone(),
                seat,
                token,
                next_id: room.next_id(seat),
            };
            let _ = out.try_send(to_text(&seated));
            send_catch_up(room, &out, viewer, cursor);
            subs.push(Subscriber { conn, viewer, out });
            let _ = reply.send(Ok(viewer));
            Answered::Told
        }
        ToRoom::Watch {
            conn,
            cursor,
            out,
            reply,
        } => {
            let watching = ServerMessage::<G>::Watching {
                room: room.code().clone(),
            };
            let _ = out.try_send(to_text(&watching));
            send_catch_up(room, &out, Viewer::Spectator, cursor);
            subs.push(Subscriber {
                conn,
                viewer: Viewer::Spectator,
                out,
            });
            let _ = reply.send(Ok(Viewer::Spectator));
            Answered::Told
        }
        ToRoom::Act { conn, id, intent } => {
            let Some(sub) = subs.iter().position(|s| s.conn == conn) else {
                return Answered::Told;
            };
            let Viewer::Seat(seat) = subs[sub].viewer else {
                refuse_to::<G>(subs, conn, Some(id), Refusal::NotSeated, metrics);
                return Answered::Told;
            };
            if G::searches(&intent) {
                return match room.search_intent(seat, id, &intent) {
                    Ok(search) => match searches.run(move || search.run()) {
                        Ok(answer) => Answered::Searching(Searching {
                            conn: Some(conn),
                            id: Some(id),
                            answer,
                        }),
                        Err(searches::Full) => {
                            let busy = Refusal::Busy { retry_after_ms: 0 };
                            refuse_to::<G>(subs, conn, Some(id), busy, metrics);
                            Answered::Told
                        }
                    },
                    Err(refusal) => {
                        refuse_to::<G>(subs, conn, Some(id), refusal, metrics);
                        Answered::Told
                    }
                };
            }
            let began = Instant::now();
            let acted = room.act(seat, id, &intent);
            metrics
                .intent_seconds
                .get_or_create(&Metrics::game(G::NAME))
                .observe(began.elapsed().as_secs_f64());
            if told(room, subs, conn, id, acted, metrics) {
                Answered::Checkpoint
            } else {
                Answered::Told
            }
        }
        ToRoom::Start { conn } => {
            let Some(sub) = subs.iter().position(|s| s.conn == conn) else {
                return Answered::Told;
            };
            let Viewer::Seat(seat) = subs[sub].viewer else {
                return Answered::Told;
            };
            match room.start(seat) {
                Ok(events) => {
                    broadcast(room, subs, &events);
                    Answered::Checkpoint
                }
                Err(refusal) => {
                    refuse_to::<G>(subs, conn, None, refusal, metrics);
                    Answered::Told
                }
            }
        }
        ToRoom::GiveUp { conn } => {
            let Some(sub) = subs.iter().position(|s| s.conn == conn) else {
                return Answered::Told;
            };
            let Viewer::Seat(seat) = subs[sub].viewer else {
                refuse_to::<G>(subs, conn, None, Refusal::NotSeated, metrics);
                return Answered::Told;
            };
            // The player is told, then let go with every other connection of the seat (their
            // token is no longer one): dropping their outboxes closes them once written.
            let gave_up = ServerMessage::<G>::GaveUp {
                room: room.code().clone(),
                seat,
            };
            let _ = subs[sub].out.try_send(to_text(&gave_up));
            subs.retain(|s| s.viewer != Viewer::Seat(seat));
            let events = room.give_up(seat);
            broadcast(room, subs, &events);
            // Kept at once: after a restart the old token must not let anyone back in.
            Answered::Checkpoint
        }
        ToRoom::Leave { conn } => {
            let Some(sub) = subs.iter().position(|s| s.conn == conn) else {
                return Answered::Told;
            };
            let gone = subs.swap_remove(sub);
            match gone.viewer {
                Viewer::Seat(seat) => {
                    let events = room.disconnect(seat, Instant::now());
                    broadcast(room, subs, &events);
                }
                Viewer::Spectator => {}
            }
            Answered::Told
        }
        // The room's task ends it before anything is answered (see `run_room`).
        ToRoom::Lost => Answered::Told,
    }
}

fn send_catch_up<G: OnlineGame>(
    room: &Room<G>,
    out: &mpsc::Sender<Text>,
    viewer: Viewer,
    cursor: Option<Cursor>,
) {
    match room.catch_up(viewer, cursor) {
        CatchUp::Events(events) => {
            for (seq, event) in events {
                let _ = out.try_send(to_text(&ServerMessage::<G>::Event { seq, event }));
            }
        }
        CatchUp::Snapshot {
            cursor,
            seats,
            view,
            lobby,
        } => {
            let _ = out.try_send(to_text(&ServerMessage::<G>::Snapshot {
                cursor,
                seats,
                view,
                lobby,
            }));
        }
    }
}

/// Tells every connection of the room each event as its viewer may know it; a connection that
/// cannot keep up is let go (it comes back with its cursor), and its seat counts it gone.
fn broadcast<G: OnlineGame>(room: &mut Room<G>, subs: &mut Vec<Subscriber>, events: &Numbered<G>) {
    let mut events = events.clone();
    while !events.is_empty() {
        let mut told: HashMap<Viewer, Vec<Text>> = HashMap::new();
        let mut dropped = Vec::new();
        subs.retain(|sub| {
            let texts = told.entry(sub.viewer).or_insert_with(|| {
                events
                    .iter()
                    .map(|(seq, event)| {
                        to_text(&ServerMessage::<G>::Event {
                            seq: *seq,
                            event: tell::<G>(event, sub.viewer),
                        })
                    })
                    .collect()
            });
            let kept = texts
                .iter()
                .all(|text| sub.out.try_send(text.clone()).is_ok());
            if !kept {
                dropped.push(sub.viewer);
            }
            kept
        });
        events = Vec::new();
        for viewer in dropped {
            if let Viewer::Seat(seat) = viewer {
                events.extend(room.disconnect(seat, Instant::now()));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_windows_own_server_opens_rooms_only_for_its_own_computer() {
        let own = ServerConfig {
            create_only_from_here: true,
            ..ServerConfig::default()
        };
        let here: SocketAddr = "127.0.0.1:5000".parse().expect("an address");
        let here6: SocketAddr = "[::1]:5000".parse().expect("an address");
        let elsewhere: SocketAddr = "192.0.2.7:5000".parse().expect("an address");
        assert!(may_create(&own, here));
        assert!(may_create(&own, here6));
        assert!(!may_create(&own, elsewhere));
        // A dedicated server opens rooms for anyone.
        assert!(may_create(&ServerConfig::default(), elsewhere));
    }

    #[test]
    fn rooms_asked_for_at_once_take_no_more_places_than_there_are() {
        let count = AtomicUsize::new(0);
        let taken = AtomicUsize::new(0);
        std::thread::scope(|scope| {
            for _ in 0..8 {
                scope.spawn(|| {
                    for _ in 0..50 {
                        if reserve_room(&count, 20).is_ok() {
                            taken.fetch_add(1, Ordering::Relaxed);
                        }
                    }
                });
            }
        });
        assert_eq!(taken.load(Ordering::Relaxed), 20);
        assert_eq!(reserve_room(&count, 20), Err(20));
        release_room(&count);
        assert_eq!(reserve_room(&count, 20), Ok(()));
    }
}
