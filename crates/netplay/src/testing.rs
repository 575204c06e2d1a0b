//! What the games' online tests share (feature `testing`): a server on 127.0.0.1 with an
//! ephemeral port, the guard against a hang, a room opened with fixed seats and seed, and one
//! walk every game takes the same way ([`walk`]): two people join, a spectator watches, a seat
//! acting out of turn is refused and changes nothing, a player who lost the connection comes
//! back with its cursor and is told exactly what it missed, and the game is played to its end,
//! where everyone's picture is the same.
//!
//! Every wait is for a message; [`within`] only guards against a hang.

use std::future::Future;
use std::sync::Arc;
use std::time::Duration;

use crate::client::{Client, Connection, ConnectionState, Entry, Update};
use crate::game::{SeatKind, SeatSetup};
use crate::limit::Rate;
use crate::play::{Chooser, NetPlayer, NewRoom, create_room};
use crate::protocol::{ClientMessage, Refusal, ServerMessage};
use crate::server::{Server, ServerConfig};
use crate::store::{MemoryStore, RoomStore};
use crate::table::{ClientGame, Table};
use crate::token::{RoomCode, SeatToken};

pub mod proxy;

/// Far more than any test needs; only a hang reaches it.
pub const GUARD: Duration = Duration::from_secs(120);

/// `future`'s value, or a panic naming `what` when it hangs for [`GUARD`].
pub async fn within<T>(what: &str, future: impl Future<Output = T>) -> T {
    match tokio::time::timeout(GUARD, future).await {
        Ok(value) => value,
        Err(_) => panic!("{what}: no answer within {GUARD:?}"),
    }
}

/// The tests' server settings: computers without a pause, fixed seeds allowed, no rate limit
/// (network computers answer far faster than people), and no heartbeat needed (the tests'
/// clients send none; a spectator says nothing while it follows).
#[must_use]
pub fn config() -> ServerConfig {
    ServerConfig {
        computer_delay: Duration::ZERO,
        allow_seeds: true,
        rate: Rate::UNLIMITED,
        hint_rate: Rate::UNLIMITED,
        silence_limit: GUARD,
        ..ServerConfig::default()
    }
}

/// A server of `G` on 127.0.0.1 with an ephemeral port.
///
/// # Panics
/// When the server cannot start.
#[must_use]
pub fn start<G: ClientGame>(store: Arc<dyn RoomStore>, config: ServerConfig) -> Server {
    Server::start::<G>(
        std::net::SocketAddr::from(([127, 0, 0, 1], 0)),
        store,
        config,
    )
    .expect("the server starts")
}

/// `names.len()` people's seats, named.
#[must_use]
pub fn people<L>(names: &[&str]) -> Vec<SeatSetup<L>> {
    names
        .iter()
        .map(|name| SeatSetup {
            name: (*name).to_owned(),
            kind: SeatKind::Person,
        })
        .collect()
}

/// Seats named `names`, played by `kinds`.
#[must_use]
pub fn seats<L, const N: usize>(names: [&str; N], kinds: [SeatKind<L>; N]) -> Vec<SeatSetup<L>> {
    names
        .into_iter()
        .zip(kinds)
        .map(|(name, kind)| SeatSetup {
            name: name.to_owned(),
            kind,
        })
        .collect()
}

/// Opens a room on the server at `url` with `seed`; its code.
///
/// # Panics
/// When the server refuses the room.
pub async fn create<G: ClientGame>(
    url: &str,
    seats: Vec<SeatSetup<G::Level>>,
    options: G::Options,
    stand_in: Option<G::Level>,
    seed: u64,
) -> RoomCode {
    let room = NewRoom {
        seats,
        options,
        stand_in,
        seed: Some(seed),
    };
    match within("a new room", create_room::<G>(url, room)).await {
        Ok(code) => code,
        Err(error) => panic!("the room does not open: {error:?}"),
    }
}

/// Opens a lobby on the server at `url` with `seed`, started by seat 0's player; its code.
///
/// # Panics
/// When the server refuses the room.
pub async fn host<G: ClientGame>(
    url: &str,
    seats: Vec<SeatSetup<G::Level>>,
    options: G::Options,
    seed: u64,
) -> RoomCode {
    let mut host = within("a connection", Connection::<G>::open(url))
        .await
        .expect("the server answers");
    let create = ClientMessage::Create {
        seats,
        options,
        stand_in: None,
        seed: Some(seed),
        host: Some(0),
    };
    host.send(&create).await.expect("sent");
    let code = loop {
        match within("a new room", host.recv()).await.expect("an answer") {
            ServerMessage::Created { room } => break room,
            ServerMessage::Refused { refusal, .. } => panic!("the room does not open: {refusal:?}"),
            _ => {}
        }
    };
    host.close().await;
    code
}

/// Steps `player` until its cursor has reached `seq`; the messages received on the way.
///
/// # Panics
/// When the connection fails or hangs.
pub async fn follow_to<G: ClientGame, B: Chooser<G>>(
    player: &mut NetPlayer<G, B>,
    seq: u64,
) -> Vec<ServerMessage<G>> {
    match within("following the room", player.follow_to(seq)).await {
        Ok(messages) => messages,
        Err(error) => panic!("the room's events do not come: {error:?}"),
    }
}

/// Acts and steps until the intent's answer: the sequence number of its last event, or the
/// refusal.
///
/// # Panics
/// When the connection fails or hangs.
pub async fn act_and_wait<G: ClientGame, B: Chooser<G>>(
    player: &mut NetPlayer<G, B>,
    intent: G::Intent,
) -> Result<u64, Refusal<G::Refusal>> {
    match within("an answer", player.act_and_wait(intent)).await {
        Ok(answer) => answer,
        Err(error) => panic!("no answer: {error:?}"),
    }
}

/// Each of `bots` joins its seat of `room` (the first seat 0), in seat order.
///
/// # Panics
/// When a seat cannot be joined.
pub async fn join_all<G: ClientGame, B: Chooser<G>>(
    url: &str,
    room: &RoomCode,
    bots: impl IntoIterator<Item = B>,
) -> Vec<NetPlayer<G, B>> {
    let mut joined = Vec::new();
    for (seat, bot) in bots.into_iter().enumerate() {
        match within("a join", NetPlayer::join(url, room, seat, Some(bot))).await {
            Ok(player) => joined.push(player),
            Err(error) => panic!("seat {seat} does not join: {error:?}"),
        }
    }
    joined
}

/// Plays every one of `players` at the same time until `stop` holds for it (guarded as
/// `what`); the players back, in the order given.
///
/// # Panics
/// When a player's play fails or hangs.
pub async fn play_all_until<G, B, S>(
    players: Vec<NetPlayer<G, B>>,
    what: &str,
    stop: S,
) -> Vec<NetPlayer<G, B>>
where
    G: ClientGame,
    B: Chooser<G>,
    S: Fn(&NetPlayer<G, B>) -> bool + Clone + Send + 'static,
{
    let tasks: Vec<_> = players
        .into_iter()
        .map(|mut player| {
            let stop = stop.clone();
            tokio::spawn(async move {
                if let Err(error) = player.play_until(stop).await {
                    panic!("the play stops: {error:?}");
                }
                player
            })
        })
        .collect();
    let mut played = Vec::new();
    for task in tasks {
        played.push(within(what, task).await.expect("the task ends"));
    }
    played
}

/// Each of `bots` joins its seat; once all are in, they play to the end at the same time
/// (guarded as `what`).
pub async fn play_whole_game<G: ClientGame, B: Chooser<G>>(
    url: &str,
    room: &RoomCode,
    bots: impl IntoIterator<Item = B>,
    what: &str,
) -> Vec<NetPlayer<G, B>> {
    let joined = join_all(url, room, bots).await;
    play_all_until(joined, what, NetPlayer::<G, B>::game_over).await
}

/// [`play_whole_game`] watched by a spectator from before the first join: the players and
/// the spectator, all at the game's end.
///
/// # Panics
/// When the room cannot be watched or the spectator does not follow to the end.
pub async fn play_watched_game<G: ClientGame, B: Chooser<G>>(
    url: &str,
    room: &RoomCode,
    bots: impl IntoIterator<Item = B>,
    what: &str,
) -> (Vec<NetPlayer<G, B>>, NetPlayer<G, B>) {
    let mut spectator =
        match within("watching", NetPlayer::watch(url, room, Table::default())).await {
            Ok(spectator) => spectator,
            Err(error) => panic!("the room cannot be watched: {error:?}"),
        };
    let players = play_whole_game(url, room, bots, what).await;
    if let Err(error) = within("the spectator", spectator.play_to_end()).await {
        panic!("the spectator does not follow: {error:?}");
    }
    (players, spectator)
}

/// The room's picture as a spectator coming in now is given it, as JSON text: for a test to
/// compare the room before and after something that must change nothing.
///
/// # Panics
/// When the room cannot be watched.
pub async fn watched_view<G: ClientGame>(url: &str, room: &RoomCode) -> String {
    let watched = NetPlayer::<G, NoBot>::watch(url, room, Table::default());
    match within("watching", watched).await {
        Ok(watcher) => serde_json::to_string(&watcher.table.view).expect("JSON"),
        Err(error) => panic!("the room cannot be watched: {error:?}"),
    }
}

/// A room that only waits through a restart: one person's seat of it joined, nobody plays.
#[derive(Debug)]
pub struct IdleRoom {
    /// The room.
    pub room: RoomCode,
    /// The joined seat's token.
    pub token: SeatToken,
}

/// Opens an [`IdleRoom`] of `seats` with `options` and joins its seat `seat`; the room and the
/// player waiting in it (keep it until the server is killed).
///
/// # Panics
/// When the room does not open or the seat cannot be joined.
pub async fn idle_room<G: ClientGame, B: Chooser<G>>(
    url: &str,
    seats: Vec<SeatSetup<G::Level>>,
    options: G::Options,
    seat: usize,
) -> (IdleRoom, NetPlayer<G, B>) {
    let room = create::<G>(url, seats, options, None, 1).await;
    let waiting = match within("a join", NetPlayer::join(url, &room, seat, None)).await {
        Ok(player) => player,
        Err(error) => panic!("the idle seat does not join: {error:?}"),
    };
    let token = waiting.token.clone().expect("a seated player's token");
    (IdleRoom { room, token }, waiting)
}

/// Kills `server` as a crash would (on a thread that may block).
pub async fn kill(server: Server) {
    tokio::task::spawn_blocking(move || server.kill())
        .await
        .expect("killed");
}

/// A server of `G` started again on `store` after [`kill`]: every one of the `rooms` rooms is
/// back, and the idle room's seat token still holds.
///
/// # Panics
/// When a room or the token is lost.
pub async fn restart<G: ClientGame>(
    store: Arc<dyn RoomStore>,
    config: ServerConfig,
    rooms: usize,
    idle: &IdleRoom,
) -> Server {
    let server = start::<G>(store, config);
    assert_eq!(server.rooms(), rooms, "every room is back");
    let url = server.url();
    let waiting =
        NetPlayer::<G, NoBot>::resume(&url, &idle.room, idle.token.clone(), Table::default(), None);
    assert!(
        within("the idle seat", waiting).await.is_ok(),
        "the idle room's seat token still holds"
    );
    server
}

/// No bot: the type of a [`NetPlayer`] that only follows.
#[derive(Clone, Debug)]
pub enum NoBot {}

impl<G: ClientGame> Chooser<G> for NoBot {
    fn next_intent(&mut self, _table: &Table<G>) -> Result<Option<G::Intent>, G::Misfit> {
        match *self {}
    }
}

/// The tests' server settings ([`config`]) with a person who is gone stood in for at once.
#[must_use]
pub fn takeover_config() -> ServerConfig {
    ServerConfig {
        takeover_after: Duration::ZERO,
        ..config()
    }
}

/// Sends `texts` as they are, then a binary frame, then a ping: how many were refused as
/// unreadable before the ping's answer (the connection stays open through them all).
///
/// # Panics
/// When the connection fails.
pub async fn unreadable_refused<G: ClientGame, B: Chooser<G>>(
    player: &mut NetPlayer<G, B>,
    texts: &[&str],
    nonce: u64,
) -> usize {
    for text in texts {
        player
            .conn
            .send_text((*text).to_owned())
            .await
            .expect("sent");
    }
    player.conn.send_binary(vec![0, 1, 2]).await.expect("sent");
    player
        .conn
        .send(&ClientMessage::Ping { nonce })
        .await
        .expect("sent");
    let mut unreadable = 0;
    loop {
        match within("the refusals", player.step())
            .await
            .expect("the connection stays")
        {
            ServerMessage::Refused {
                refusal: Refusal::Unreadable { .. },
                ..
            } => unreadable += 1,
            ServerMessage::Pong { nonce: answered } if answered == nonce => return unreadable,
            _ => {}
        }
    }
}

/// What a game gives the common walk.
#[derive(Debug)]
pub struct Walk<G: ClientGame, B> {
    /// The names of the two people's seats.
    pub names: [&'static str; 2],
    /// The host's options.
    pub options: G::Options,
    /// The room's seed.
    pub seed: u64,
    /// The computer client that plays each seat (by seat).
    pub bots: [B; 2],
    /// An intent the seat not to move sends, to be refused as the game refuses an intent out
    /// of turn ([`crate::OnlineGame::not_your_turn`]).
    pub out_of_turn: G::Intent,
}

/// The pictures at the walk's end, for a game to check more on: the two players' and the
/// spectator's.
#[derive(Debug)]
pub struct Walked<G: ClientGame> {
    /// The players', seat 0 first.
    pub players: [Table<G>; 2],
    /// The spectator's.
    pub spectator: Table<G>,
}

/// The walk every game takes the same way, on a server of its own:
///
/// 1. a host opens a lobby of two people's seats; both join, each played by its bot, a
///    spectator watches, and the host (seat 0) starts the game;
/// 2. the seat not to move acts: refused as not its turn, and the room is as it was;
/// 3. that seat's connection is lost; the other plays its turn; the seat comes back with its
///    token and cursor and is told exactly the events it missed (no snapshot), after which
///    its picture is the one a fresh snapshot gives its seat;
/// 4. both play to the end; every picture (the spectator's too) shows the same game, over, and
///    nobody else was refused anything.
///
/// # Panics
/// When any of this does not hold.
pub async fn walk<G, B>(walk: Walk<G, B>) -> Walked<G>
where
    G: ClientGame,
    G::View: PartialEq,
    G::Refusal: PartialEq,
    B: Chooser<G> + Clone,
{
    let server = start::<G>(Arc::new(MemoryStore::default()), config());
    let url = server.url();
    let room = host::<G>(&url, people(&walk.names), walk.options, walk.seed).await;
    let bots = walk.bots;
    let join = |seat: usize| {
        let (url, room, bot) = (url.clone(), room.clone(), bots[seat].clone());
        async move {
            match within(
                "a join",
                NetPlayer::<G, B>::join(&url, &room, seat, Some(bot)),
            )
            .await
            {
                Ok(player) => player,
                Err(error) => panic!("seat {seat} does not join: {error:?}"),
            }
        }
    };
    let mut first = join(0).await;
    let mut second = join(1).await;
    let watched = NetPlayer::<G, B>::watch(&url, &room, Table::default());
    let mut spectator = match within("watching", watched).await {
        Ok(spectator) => spectator,
        Err(error) => panic!("the room cannot be watched: {error:?}"),
    };

    // The host (seat 0) starts the game; everyone sees the lobby end.
    assert!(
        first.table.lobby == Some(0) && !first.table.my_turn(),
        "a lobby"
    );
    first
        .conn
        .send(&ClientMessage::Start)
        .await
        .expect("the start is sent");
    for player in [&mut first, &mut second, &mut spectator] {
        // Stepped, not played: nobody moves before the walk says so.
        while player.table.lobby.is_some() {
            within("the start", player.step())
                .await
                .expect("the game starts");
        }
    }

    // 2. Out of turn: refused, nothing changes.
    let (mut mover, mut other) = if first.table.my_turn() {
        (first, second)
    } else {
        (second, first)
    };
    let mover_seat = mover.table.seat.expect("seated");
    assert!(mover.table.my_turn(), "one seat is to move");
    let before = mover.table.view.clone();
    let refused = within("the refusal", other.act_and_wait(walk.out_of_turn))
        .await
        .expect("an answer");
    assert_eq!(
        refused,
        Err(Refusal::Game {
            refusal: G::not_your_turn(Some(mover_seat))
        }),
        "an intent out of turn"
    );
    assert_eq!(mover.table.view, before, "the room is as it was");
    assert!(!other.table.my_turn(), "still not its turn");

    // 3. A lost connection; the mover plays its turn meanwhile.
    let other_seat = other.table.seat.expect("seated");
    let token = other.token.clone().expect("a seated player's token");
    let kept = other.table.clone();
    let missed_from = kept.cursor.expect("a cursor").seq;
    other.conn.close().await;
    within("a turn", mover.play_until(|p| !p.table.my_turn()))
        .await
        .expect("the turn is played");
    let reached = mover.cursor().expect("a cursor").seq;
    assert!(reached > missed_from, "the turn made events");
    let resumed = NetPlayer::<G, B>::resume(
        &url,
        &room,
        token.clone(),
        kept,
        Some(bots[other_seat].clone()),
    );
    let mut back = within("coming back", resumed)
        .await
        .expect("the seat comes back");
    // What a fresh snapshot of the seat shows now; the one that came back catches up to it.
    let looked = NetPlayer::<G, B>::resume(&url, &room, token, Table::default(), None);
    let fresh = within("a fresh look", looked)
        .await
        .expect("the seat's snapshot");
    let now = fresh.cursor().expect("a cursor").seq;
    assert!(now >= reached, "the snapshot holds the turn played");
    within("catching up", back.follow_to(now))
        .await
        .expect("the missed events");
    let told: Vec<ServerMessage<G>> = back
        .transcript
        .iter()
        .filter_map(|text| serde_json::from_str(text).ok())
        .collect();
    assert!(
        !told
            .iter()
            .any(|message| matches!(message, ServerMessage::Snapshot { .. })),
        "a player coming back with its cursor is told the events, not a snapshot"
    );
    let events = told
        .iter()
        .filter(|message| matches!(message, ServerMessage::Event { .. }))
        .count();
    assert_eq!(
        u64::try_from(events).ok(),
        Some(now - missed_from),
        "exactly the events missed"
    );
    assert_eq!(
        back.table.view, fresh.table.view,
        "the picture kept by events is the snapshot's"
    );
    fresh.conn.close().await;

    // 4. To the end, together.
    let tasks = [mover, back].map(|mut player| {
        tokio::spawn(async move {
            player.play_to_end().await.expect("plays to the end");
            player
        })
    });
    let mut ended = Vec::new();
    for task in tasks {
        ended.push(within("a whole game", task).await.expect("the task ends"));
    }
    let last = ended
        .iter()
        .filter_map(NetPlayer::cursor)
        .map(|cursor| cursor.seq)
        .max()
        .expect("cursors");
    within("following to the end", spectator.follow_to(last))
        .await
        .expect("the spectator follows");
    for player in &mut ended {
        within("following to the end", player.follow_to(last))
            .await
            .expect("the player follows");
    }
    assert!(spectator.table.is_over(), "the game is over");
    for player in &ended {
        assert_eq!(player.table.view, spectator.table.view, "the same game");
        assert!(player.refusals.is_empty(), "{:?}", player.refusals);
    }
    ended.sort_by_key(|player| player.table.seat);
    let mut tables = ended.into_iter().map(|player| player.table);
    let (Some(first), Some(second)) = (tables.next(), tables.next()) else {
        unreachable!("two players")
    };
    Walked {
        players: [first, second],
        spectator: spectator.table,
    }
}

/// A window's threaded [`Client`] as a test drives it: woken for each arrival, it applies
/// what came to its picture; never polling blindly.
#[derive(Debug)]
pub struct WokenClient<G: ClientGame> {
    /// The client.
    pub client: Client<G>,
    wakes: tokio::sync::mpsc::UnboundedReceiver<()>,
    /// The picture of the room.
    pub table: Table<G>,
    /// Every state of the connection told, in order.
    pub states: Vec<ConnectionState<G::Refusal>>,
    /// How many queued intents were dropped, in all.
    pub dropped: usize,
}

impl<G: ClientGame> WokenClient<G> {
    /// A client joining `room`'s seat `seat` on the server at `url`.
    ///
    /// # Panics
    /// When the client's thread cannot start.
    #[must_use]
    pub fn join(url: String, room: RoomCode, seat: usize) -> WokenClient<G> {
        let (woken, wakes) = tokio::sync::mpsc::unbounded_channel();
        let entry = Entry::Join {
            room,
            seat: Some(seat),
            name: None,
        };
        let client = Client::<G>::start(url, entry, move || {
            let _ = woken.send(());
        })
        .expect("a thread");
        WokenClient {
            client,
            wakes,
            table: Table::default(),
            states: Vec::new(),
            dropped: 0,
        }
    }

    /// Waits, woken for each arrival, until `done` holds of what arrived.
    ///
    /// # Panics
    /// When a message does not fit the picture, or nothing arrives for [`GUARD`].
    pub async fn wait_for(&mut self, done: impl Fn(&WokenClient<G>) -> bool) {
        while !done(self) {
            within("a wake", self.wakes.recv())
                .await
                .expect("the client lives");
            for update in self.client.poll() {
                match update {
                    Update::Message(message) => {
                        if let Err(error) = self.table.take(&message) {
                            panic!("{message:?} does not fit: {error:?}");
                        }
                    }
                    Update::State(state) => self.states.push(state),
                    Update::Dropped { intents } => self.dropped += intents,
                }
            }
        }
    }
}

/// A game two [`Client`]s played to its end ([`play_with_clients`]).
#[derive(Debug)]
pub struct Played<G: ClientGame> {
    /// Each seat's picture at the end.
    pub tables: [Table<G>; 2],
    /// How many times each client lost its connection and came back.
    pub reconnects: [u32; 2],
}

/// Plays the game of `room` to its end between two [`Client`]s, seat 0's at `urls[0]` and seat
/// 1's at `urls[1]` (a server, or a proxy in front of it), each choosing with its bot: as a
/// window plays, an intent at a time, and after a lost connection whatever the client did by
/// itself (it comes back with its token and cursor, unasked). It blocks: call it from a thread
/// that may block (`spawn_blocking`).
///
/// # Panics
/// When a client is refused for good, a message does not fit the picture, or the game has not
/// ended within [`GUARD`].
pub fn play_with_clients<G: ClientGame, B: Chooser<G>>(
    urls: [String; 2],
    room: &RoomCode,
    mut bots: [B; 2],
) -> Played<G> {
    let (woke, wakes) = std::sync::mpsc::channel::<()>();
    let clients: Vec<Client<G>> = urls
        .into_iter()
        .enumerate()
        .map(|(seat, url)| {
            let woke = woke.clone();
            let entry = Entry::Join {
                room: room.clone(),
                seat: Some(seat),
                name: None,
            };
            Client::start(url, entry, move || {
                let _ = woke.send(());
            })
            .expect("a client starts")
        })
        .collect();
    let mut tables = [Table::<G>::default(), Table::<G>::default()];
    let mut asked = [false; 2];
    let mut reconnects = [0u32; 2];
    let mut refused: [Vec<String>; 2] = [Vec::new(), Vec::new()];
    let mut not_before: [Option<std::time::Instant>; 2] = [None, None];
    let deadline = std::time::Instant::now() + GUARD;
    loop {
        for (seat, client) in clients.iter().enumerate() {
            for update in client.poll() {
                match update {
                    Update::Message(message) => {
                        if matches!(
                            message,
                            ServerMessage::Done { .. } | ServerMessage::Refused { id: Some(_), .. }
                        ) {
                            asked[seat] = false;
                        }
                        if let ServerMessage::Refused { refusal, .. } = &message {
                            // An intent refused for coming too fast is asked again after the
                            // wait the server gives.
                            if let Refusal::RateLimited { retry_after_ms } = refusal {
                                not_before[seat] = Some(
                                    std::time::Instant::now()
                                        + Duration::from_millis((*retry_after_ms).min(1_000)),
                                );
                            }
                            refused[seat].push(format!("{refusal:?}"));
                        }
                        tables[seat].take(&message).unwrap_or_else(|e| {
                            panic!("seat {seat}: {message:?} does not fit: {e:?}")
                        });
                    }
                    // What was asked on the lost connection may be lost with it: asked again
                    // from the picture it comes back to.
                    Update::State(ConnectionState::Reconnecting { .. }) => {
                        asked[seat] = false;
                        reconnects[seat] += 1;
                    }
                    Update::State(ConnectionState::Closed { error }) => {
                        panic!("seat {seat}'s client stopped: {error:?}")
                    }
                    Update::Dropped { .. } => asked[seat] = false,
                    Update::State(_) => {}
                }
            }
            let table = &tables[seat];
            let waiting = not_before[seat].is_some_and(|at| std::time::Instant::now() < at);
            if !asked[seat] && !waiting && table.my_turn() && !table.is_over() {
                let next = bots[seat].next_intent(table);
                if let Some(intent) =
                    next.unwrap_or_else(|_| panic!("seat {seat}'s bot finds no move"))
                {
                    client.act(intent);
                    asked[seat] = true;
                }
            }
        }
        if tables.iter().all(Table::is_over) {
            return Played { tables, reconnects };
        }
        let left = deadline.saturating_duration_since(std::time::Instant::now());
        assert!(
            !left.is_zero(),
            "the game did not end within {GUARD:?}: asked {asked:?}, to move {:?}, cursors {:?}, \
             refused {refused:?}",
            tables.each_ref().map(Table::my_turn),
            tables.each_ref().map(|table| table.cursor),
        );
        // Woken by either client (a wake may stand for several updates: all are polled), or
        // when a seat's wait after a refusal for its rate is over.
        let now = std::time::Instant::now();
        let wait = not_before
            .iter()
            .flatten()
            .filter(|&&at| at > now)
            .map(|&at| at - now)
            .fold(left, Duration::min);
        let _ = wakes.recv_timeout(wait);
    }
}

/// A connection's seat and token after `join` (`seat`: `None` for the first free one), with
/// the answer read up to the seat; the refusal instead when the server refuses.
async fn seated<G: ClientGame>(
    url: &str,
    room: &RoomCode,
    seat: Option<usize>,
) -> Result<(Connection<G>, usize, SeatToken), Refusal<G::Refusal>> {
    let mut connection = within("a connection", Connection::<G>::open(url))
        .await
        .expect("the server answers");
    let join = ClientMessage::Join {
        room: room.clone(),
        seat,
        name: None,
    };
    connection.send(&join).await.expect("sent");
    loop {
        match within("a seat", connection.recv())
            .await
            .expect("an answer")
        {
            ServerMessage::Seated { seat, token, .. } => return Ok((connection, seat, token)),
            ServerMessage::Refused { refusal, .. } => return Err(refusal),
            _ => {}
        }
    }
}

/// The walk of a seat given up, the same for every game, on a started room of two people's
/// seats on the server at `url`: with both seats taken a third person is refused
/// `room_full`; the first player gives their seat up and is told `gave_up` (and the
/// connection closes), the other player sees the seat free; a third person who joins by the
/// code takes it; the old token is refused `bad_token`; and `give_up` without a seat is
/// refused `not_seated`.
///
/// # Panics
/// When any of it does not hold.
pub async fn a_seat_given_up_is_taken_by_the_next_person<G: ClientGame>(
    url: &str,
    room: &RoomCode,
) {
    let (mut first, seat, old) = seated::<G>(url, room, Some(0)).await.expect("seat 0");
    assert_eq!(seat, 0);
    let (mut second, _, _) = seated::<G>(url, room, Some(1)).await.expect("seat 1");
    let full = seated::<G>(url, room, None).await.map(|(_, seat, _)| seat);
    assert_eq!(
        full.map_err(|refusal| refusal.kind()),
        Err("room_full"),
        "every seat is taken"
    );

    first.send(&ClientMessage::GiveUp).await.expect("sent");
    loop {
        match within("gave up", first.recv()).await {
            Ok(ServerMessage::GaveUp { room: left, seat }) => {
                assert_eq!((&left, seat), (room, 0));
                break;
            }
            Ok(ServerMessage::Refused { refusal, .. }) => panic!("give_up refused: {refusal:?}"),
            Ok(_) => {}
            Err(error) => panic!("no gave_up: {error:?}"),
        }
    }
    assert!(
        matches!(
            within("the close", first.recv()).await,
            Err(crate::ClientError::Closed | crate::ClientError::Transport(_))
        ),
        "the server lets the connection go"
    );
    loop {
        if let ServerMessage::Event {
            event: crate::RoomEvent::Seat { seat: 0, info },
            ..
        } = within("the seat freed", second.recv())
            .await
            .expect("an event")
            && !info.taken
        {
            break;
        }
    }

    let (newcomer, seat, new) = seated::<G>(url, room, None).await.expect("the freed seat");
    assert_eq!(seat, 0, "the newcomer has the seat given up");
    assert_ne!(new, old);
    let mut back = within("a connection", Connection::<G>::open(url))
        .await
        .expect("the server answers");
    let resume = ClientMessage::Resume {
        room: room.clone(),
        token: old,
        cursor: None,
    };
    back.send(&resume).await.expect("sent");
    match within("the old token", back.recv())
        .await
        .expect("an answer")
    {
        ServerMessage::Refused { refusal, .. } => assert_eq!(refusal.kind(), "bad_token"),
        other => panic!("the old token is refused, not {other:?}"),
    }
    back.send(&ClientMessage::GiveUp).await.expect("sent");
    match within("no seat", back.recv()).await.expect("an answer") {
        ServerMessage::Refused { refusal, .. } => assert_eq!(refusal.kind(), "not_seated"),
        other => panic!("give_up without a seat is refused, not {other:?}"),
    }
    for connection in [newcomer, second, back] {
        connection.close().await;
    }
}
