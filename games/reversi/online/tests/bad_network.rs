//! Whole Reversi games through a bad network: two players, each a `netplay::Client` as a
//! window uses it, reach the server through a proxy on 127.0.0.1 that delays with jitter,
//! stalls, resets in the middle of a frame or half-opens their first connections. Each game
//! ends, both pictures the same, every lost connection come back by the client itself. Every
//! wait is for a message; the guard only stops a hang (a stall is noticed by the client's
//! silence limit, 20 s).

use std::sync::Arc;
use std::time::Duration;

use netplay::testing::proxy::{Fault, Proxy};
use netplay::testing::{Played, config, play_with_clients};
use netplay::{MemoryStore, SeatKind, SeatSetup};
use reversi_core::{Level, Move, Rules};
use reversi_online::wire::Options;
use reversi_online::{Bot, Reversi};

/// Bytes from the server after which a fault strikes: past the welcome, the seat and the first
/// snapshot, in the middle of the game.
const AFTER: usize = 3000;

/// A game of two people's seats, each played by a bot through a proxy doing `fault` to the
/// first `faulty` connections.
async fn through(fault: Fault, faulty: usize) -> Played<Reversi> {
    let server = netplay::testing::start::<Reversi>(Arc::new(MemoryStore::default()), config());
    let seats: Vec<SeatSetup<Level>> =
        netplay::testing::seats(["Yellow", "Red"], [SeatKind::Person, SeatKind::Person]);
    let options = Options {
        rules: Rules::Classic,
    };
    let room = netplay::testing::create::<Reversi>(&server.url(), seats, options, None, 7).await;
    let proxy = Proxy::start(server.addr(), fault, faulty)
        .await
        .expect("the proxy listens");
    let urls = [proxy.url(&server.url()), proxy.url(&server.url())];
    let bots = [Bot::new(Level::Greedy, 1), Bot::new(Level::Random, 2)];
    let played =
        tokio::task::spawn_blocking(move || play_with_clients::<Reversi, Bot>(urls, &room, bots))
            .await
            .expect("the players' thread");
    assert!(proxy.connections() >= 2);
    drop(server);
    played
}

fn moves(played: &Played<Reversi>, seat: usize) -> Vec<Move> {
    played.tables[seat]
        .view
        .as_ref()
        .expect("a picture")
        .game()
        .expect("a game")
        .moves()
        .collect()
}

/// Both players saw the same whole game.
fn same_game(played: &Played<Reversi>) {
    assert!(played.tables.iter().all(netplay::Table::is_over));
    assert_eq!(moves(played, 0), moves(played, 1));
    assert!(moves(played, 0).len() > 20, "a whole game");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_ends_through_delay_and_jitter() {
    let played = through(
        Fault::Delay {
            delay: Duration::from_millis(10),
            jitter: Duration::from_millis(20),
        },
        0,
    )
    .await;
    same_game(&played);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_ends_after_a_reset_in_the_middle_of_a_frame() {
    let played = through(Fault::Reset { after: AFTER + 7 }, 2).await;
    same_game(&played);
    assert!(played.reconnects.iter().sum::<u32>() >= 1, "{played:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_ends_after_a_stall() {
    let played = through(Fault::Stall { after: AFTER }, 1).await;
    same_game(&played);
    assert!(played.reconnects.iter().sum::<u32>() >= 1, "{played:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_ends_after_a_half_open_connection() {
    let played = through(Fault::HalfOpen { after: AFTER }, 1).await;
    same_game(&played);
    assert!(played.reconnects.iter().sum::<u32>() >= 1, "{played:?}");
}
