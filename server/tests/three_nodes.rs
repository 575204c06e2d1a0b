//! Three server processes on 127.0.0.1 sharing one PostgreSQL (the machine's, started by the
//! test on a folder and port of its own), a room of each game on its own node, each played to
//! its end by two `netplay::Client`s as windows use them: in the middle of the three games
//! every node is killed (`kill -9`) and started again, one after the other (a rolling restart).
//! Each room is resumed, by its own node coming back or by another that took it over when its
//! claim lapsed; the clients come back by themselves (following a `room_elsewhere` where the
//! room moved) and finish their games, both pictures the same game. Every wait is for a line,
//! a message or a client's wake; `GUARD` only stops a hang.

mod support;

use std::process::Command;
use std::sync::mpsc;

use loopit_online::LoopIt;
use nardy_online::Nardy;
use netplay::play::Chooser;
use netplay::testing::{Played, play_with_clients};
use netplay::{ClientGame, OnlineGame, RoomCode, SeatKind, Table};
use netplay_postgres::testing::LocalPostgres;
use reversi_online::Reversi;
use support::{GUARD, Started, start_command, url_of};

/// A node: its name, the address it listens on (the same after a restart) and its folder.
struct Node {
    name: &'static str,
    here: String,
    folder: tempfile::TempDir,
}

impl Node {
    fn new(name: &'static str) -> Node {
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .and_then(|listener| listener.local_addr())
            .expect("a free port")
            .port();
        Node {
            name,
            here: format!("127.0.0.1:{port}"),
            folder: tempfile::tempdir().expect("a folder"),
        }
    }

    /// Starts (or starts again) this node's server on `database`, holding its rooms by a lease
    /// of a second and telling clients where it is.
    fn start(&self, database: &LocalPostgres) -> Started {
        start_command(
            Command::new(env!("CARGO_BIN_EXE_loopit-server"))
                .args(["--listen", &self.here, "--data"])
                .arg(self.folder.path())
                .args(["--store", &database.address(), "--node", self.name])
                .args(["--advertise", &format!("ws://{}", self.here)])
                .args(["--lease-seconds", "1", "--allow-seeds"]),
        )
    }
}

/// A bot that, before its `at`-th intent, says it got there and waits until it is let go (or
/// `GUARD` passes): the test restarts the servers meanwhile, in the middle of the game.
#[derive(Debug)]
struct Paused<B> {
    bot: B,
    at: usize,
    asked: usize,
    reached: Option<mpsc::Sender<()>>,
    go: Option<mpsc::Receiver<()>>,
}

impl<B> Paused<B> {
    /// A bot that never pauses (the other seat).
    fn never(bot: B) -> Paused<B> {
        Paused {
            bot,
            at: 0,
            asked: 0,
            reached: None,
            go: None,
        }
    }

    fn new(bot: B, at: usize, reached: mpsc::Sender<()>, go: mpsc::Receiver<()>) -> Paused<B> {
        Paused {
            bot,
            at,
            asked: 0,
            reached: Some(reached),
            go: Some(go),
        }
    }
}

impl<G: ClientGame, B: Chooser<G>> Chooser<G> for Paused<B> {
    fn next_intent(&mut self, table: &Table<G>) -> Result<Option<G::Intent>, G::Misfit> {
        self.asked += 1;
        if self.asked == self.at {
            if let Some(reached) = self.reached.take() {
                let _ = reached.send(());
            }
            if let Some(go) = self.go.take() {
                let _ = go.recv_timeout(GUARD);
            }
        }
        self.bot.next_intent(table)
    }
}

/// The level called `name` of `G`.
fn level<G: OnlineGame>(name: &str) -> G::Level {
    serde_json::from_str(&format!("\"{name}\"")).expect("a level")
}

/// Opens a room of two people's seats of `G` on `url` and has two clients play it there on a
/// thread of their own, seat 0's bot pausing before its fourth intent: the game as played.
async fn playing<G, B>(
    url: String,
    options: G::Options,
    bots: [B; 2],
    reached: mpsc::Sender<()>,
    go: mpsc::Receiver<()>,
) -> (RoomCode, tokio::task::JoinHandle<Played<G>>)
where
    G: ClientGame,
    B: Chooser<G> + Clone,
    Paused<B>: Chooser<G>,
{
    let seats = netplay::testing::seats(["P0", "P1"], [SeatKind::Person, SeatKind::Person]);
    let room = netplay::testing::create::<G>(&url, seats, options, None, 45).await;
    let [first, second] = bots;
    let paused = [Paused::new(first, 4, reached, go), Paused::never(second)];
    let urls = [url.clone(), url];
    let played_room = room.clone();
    let played = tokio::task::spawn_blocking(move || {
        play_with_clients::<G, Paused<B>>(urls, &played_room, paused)
    });
    (room, played)
}

/// Both pictures show the same whole game, and each client lost its connection and came back
/// by itself at least once.
fn finished_after_coming_back<G: ClientGame>(played: &Played<G>, game: &str)
where
    G::View: PartialEq + std::fmt::Debug,
{
    assert!(played.tables.iter().all(Table::is_over), "{game}: over");
    assert_eq!(
        played.tables[0].view, played.tables[1].view,
        "{game}: both seats saw the same game"
    );
    assert!(
        played.reconnects.iter().all(|&n| n >= 1),
        "{game}: each client came back by itself: {:?}",
        played.reconnects
    );
}

#[tokio::test]
async fn a_rolling_restart_of_three_nodes_loses_no_game_of_any_of_the_three_games() {
    let database = match LocalPostgres::start() {
        Ok(server) => server,
        Err(error) => panic!("the test's PostgreSQL did not start: {error}"),
    };
    let nodes = [Node::new("a"), Node::new("b"), Node::new("c")];
    let mut running: Vec<Started> = nodes.iter().map(|node| node.start(&database)).collect();

    // A game of each kind, each on a node of its own, each paused before the fourth intent
    // of its first seat.
    let (reached, all_there) = mpsc::channel();
    let (go_loopit, loopit_go) = mpsc::channel();
    let (go_nardy, nardy_go) = mpsc::channel();
    let (go_reversi, reversi_go) = mpsc::channel();
    let (loopit_room, loopit) = playing::<LoopIt, _>(
        running[0].url.clone(),
        loopit_online::Options::default(),
        [
            loopit_online::Bot::new(level::<LoopIt>("normal")),
            loopit_online::Bot::new(level::<LoopIt>("beginner")),
        ],
        reached.clone(),
        loopit_go,
    )
    .await;
    let (nardy_room, nardy) = playing::<Nardy, _>(
        url_of(&running[1].url, "nardy"),
        nardy_online::Options::default(),
        [
            nardy_online::Bot::new(level::<Nardy>("quick")),
            nardy_online::Bot::new(level::<Nardy>("quick")),
        ],
        reached.clone(),
        nardy_go,
    )
    .await;
    let (reversi_room, reversi) = playing::<Reversi, _>(
        url_of(&running[2].url, "reversi"),
        reversi_online::Options::default(),
        [
            reversi_online::Bot::new(level::<Reversi>("greedy"), 1),
            reversi_online::Bot::new(level::<Reversi>("random"), 2),
        ],
        reached,
        reversi_go,
    )
    .await;
    for _ in 0..3 {
        all_there
            .recv_timeout(GUARD)
            .expect("each game got to its fourth intent");
    }

    // The rolling restart: each node killed and started again in turn, the next only once the
    // one before listens again on its address.
    for (i, node) in nodes.iter().enumerate() {
        let _ = running[i].child.kill();
        let _ = running[i].child.wait();
        running[i] = node.start(&database);
    }
    for go in [go_loopit, go_nardy, go_reversi] {
        go.send(()).expect("the game waits");
    }

    let loopit = loopit.await.expect("LoopIt's players");
    finished_after_coming_back(&loopit, "LoopIt");
    let nardy = nardy.await.expect("Nardy's players");
    finished_after_coming_back(&nardy, "Nardy");
    let reversi = reversi.await.expect("Reversi's players");
    finished_after_coming_back(&reversi, "Reversi");

    // Each room is still kept, once, by a live node of the three.
    for room in [&loopit_room, &nardy_room, &reversi_room] {
        let owner = database
            .sql(&format!(
                "SELECT owner FROM rooms WHERE code = '{}' AND lease_until >= now()",
                room.0
            ))
            .expect("the database answers");
        assert!(
            ["a", "b", "c"].contains(&owner.as_str()),
            "room {room} is held by {owner:?}"
        );
    }
    drop(running);
}
