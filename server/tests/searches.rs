//! Hints and computer seats search on threads of their own, within a budget: a storm of hints
//! is refused `busy` beyond it, never runs more searches at once than the server has searching
//! threads, and another room is answered all the while. Loopback only, every loop bounded;
//! nothing here is timed (the load tool measures the latency: docs/load-test.md).

mod support;

use std::collections::HashSet;
use std::time::Instant;

use loopit_online::LoopIt;
use loopit_online::wire::{Intent, Options};
use netplay::{ClientMessage, Connection, Refusal, RoomCode, ServerMessage};
use support::{GUARD, get, open_room, start_with};

/// Joins the first free seat of `room` (the game has started: it is seat 0's turn).
async fn seated(url: &str, room: &RoomCode) -> Connection<LoopIt> {
    let mut player = Connection::<LoopIt>::open(url).await.expect("connects");
    player
        .send(&ClientMessage::Join {
            room: room.clone(),
            seat: Some(0),
            name: None,
        })
        .await
        .expect("sent");
    loop {
        match next(&mut player).await {
            ServerMessage::Seated { .. } => return player,
            ServerMessage::Refused { refusal, .. } => panic!("not seated: {refusal:?}"),
            _ => {}
        }
    }
}

async fn next(connection: &mut Connection<LoopIt>) -> ServerMessage<LoopIt> {
    tokio::time::timeout(GUARD, connection.recv())
        .await
        .expect("a message in time")
        .expect("a message")
}

/// What became of a storm's hints.
#[derive(Debug, Default)]
struct Storm {
    done: usize,
    busy: usize,
}

/// Asks `count` hints at once (numbered 1 to `count`) and waits until each is answered.
async fn storm(mut player: Connection<LoopIt>, count: u64) -> Storm {
    for id in 1..=count {
        player
            .send(&ClientMessage::Act {
                id,
                intent: Intent::Hint,
            })
            .await
            .expect("sent");
    }
    let mut answered = HashSet::new();
    let mut storm = Storm::default();
    while answered.len() < usize::try_from(count).expect("a count") {
        match next(&mut player).await {
            ServerMessage::Done { id, .. } => {
                assert!(answered.insert(id), "hint {id} answered twice");
                storm.done += 1;
            }
            ServerMessage::Refused {
                id: Some(id),
                refusal: Refusal::Busy { .. },
            } => {
                assert!(answered.insert(id), "hint {id} answered twice");
                storm.busy += 1;
            }
            ServerMessage::Refused { id, refusal } => {
                panic!("hint {id:?} refused otherwise: {refusal:?}")
            }
            _ => {}
        }
    }
    storm
}

/// A figure of `/metrics` (the line `NAME VALUE`).
async fn figure(addr: std::net::SocketAddr, name: &str) -> i64 {
    get(addr, "/metrics")
        .await
        .lines()
        .find_map(|line| line.strip_prefix(name)?.strip_prefix(' '))
        .map_or(0, |n| n.trim().parse().expect("a number"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_hint_storm_is_refused_beyond_the_budget_while_another_room_is_answered() {
    let dir = tempfile::tempdir().expect("a folder");
    // One searching thread; each address 10 hints at once, then 2 a second (the defaults).
    let server = start_with(dir.path(), &["--search-threads", "1"]);
    let addr: std::net::SocketAddr = server
        .url
        .trim_start_matches("ws://")
        .trim_end_matches("/ws")
        .parse()
        .expect("the server's address");
    let quiet_room = open_room::<LoopIt>(&server.url, Options::default()).await;
    let mut quiet = seated(&server.url, &quiet_room).await;
    const ROOMS: usize = 4;
    const HINTS: u64 = 20;
    let mut players = Vec::new();
    for _ in 0..ROOMS {
        let room = open_room::<LoopIt>(&server.url, Options::default()).await;
        players.push(seated(&server.url, &room).await);
    }
    let began = Instant::now();
    let storms: Vec<_> = players
        .into_iter()
        .map(|player| tokio::spawn(storm(player, HINTS)))
        .collect();
    // The quiet room's player is answered every heartbeat while the storm goes on.
    const PINGS: u64 = 20;
    for nonce in 0..PINGS {
        quiet
            .send(&ClientMessage::Ping { nonce })
            .await
            .expect("sent");
        loop {
            match next(&mut quiet).await {
                ServerMessage::Pong { nonce: got } if got == nonce => break,
                ServerMessage::Pong { nonce: got } => panic!("pong {got} for ping {nonce}"),
                _ => {}
            }
        }
    }
    let mut done = 0;
    let mut busy = 0;
    for storm in storms {
        let storm = storm.await.expect("the storm's task");
        done += storm.done;
        busy += storm.busy;
    }
    let seconds = began.elapsed().as_secs_f64();
    let asked = ROOMS * usize::try_from(HINTS).expect("a count");
    assert_eq!(done + busy, asked, "every hint is answered");
    // The address's budget: 10 at once, then 2 a second (a hint already answered `busy` by its
    // room costs a token too, so this bounds from above).
    let budget = 10.0 + 2.0 * seconds;
    #[allow(clippy::cast_precision_loss)]
    let done_f = done as f64;
    assert!(
        done_f <= budget + 1.0,
        "{done} hints searched in {seconds:.1} s"
    );
    assert!(busy > 0, "{asked} hints at once, none refused");
    assert!(done > 0, "no hint searched at all");
    assert_eq!(
        figure(addr, "netplay_searches_most_at_once").await,
        1,
        "one searching thread: one search at a time"
    );
    assert_eq!(
        figure(
            addr,
            "netplay_refusals_total{game=\"loopit\",kind=\"busy\"}"
        )
        .await,
        i64::try_from(busy).expect("a count")
    );
    server.kill();
}
