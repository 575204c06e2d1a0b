//! LoopIt over the network, on 127.0.0.1 with an ephemeral port: whole games, a lost client
//! coming back, refused messages, secret banks on the bytes sent, a killed server restarted.
//! Every wait is for a message; `within` only guards against a hang.

use std::sync::Arc;
use std::time::Duration;

use loopit_core::{Cell, Game, Level, Player, Tile, ai};
use loopit_online::wire::{Intent, Options};
use loopit_online::{Bot, LoopIt, NetPlayer, Table};
use netplay::protocol::MAX_MESSAGE_BYTES;
use netplay::testing::{self, act_and_wait, follow_to, within};
use netplay::{
    ClientMessage, FileStore, MemoryStore, Rate, Refusal, RoomCode, RoomStore, SeatKind, SeatSetup,
    Server, ServerConfig, ServerMessage,
};

fn config() -> ServerConfig {
    ServerConfig {
        computer_delay: Duration::ZERO,
        allow_seeds: true,
        ..ServerConfig::default()
    }
}

fn start(store: Arc<dyn RoomStore>, config: ServerConfig) -> Server {
    netplay::testing::start::<LoopIt>(store, config)
}

fn people(count: usize) -> Vec<SeatSetup<Level>> {
    (0..count)
        .map(|i| SeatSetup {
            name: format!("P{}", i + 1),
            kind: SeatKind::Person,
        })
        .collect()
}

async fn create(
    url: &str,
    seats: Vec<SeatSetup<Level>>,
    options: Options,
    stand_in: Option<Level>,
    seed: u64,
) -> RoomCode {
    netplay::testing::create::<LoopIt>(url, seats, options, stand_in, seed).await
}

/// The same seed and levels played at one computer with the core.
fn local_game(levels: &[Level], seed: u64) -> Game {
    let players = levels
        .iter()
        .enumerate()
        .map(|(i, _)| Player::human(format!("P{}", i + 1)))
        .collect();
    let mut game = Game::new(players, seed).expect("players");
    while !game.is_over() {
        let level = levels[game.current()];
        ai::play_turn(&mut game, level.strategy());
        game.end_turn();
    }
    game
}

/// A bot of each level joins its seat; once all are in, they play to the end at the same time.
async fn play_whole_game(url: &str, room: &RoomCode, levels: &[Level]) -> Vec<NetPlayer> {
    let bots = levels.iter().map(|level| Bot::new(*level));
    testing::play_whole_game(url, room, bots, "a whole game").await
}

fn scores(table: &Table) -> Vec<u32> {
    table
        .view
        .as_ref()
        .map(|v| v.players.iter().map(|p| p.score).collect())
        .unwrap_or_default()
}

fn board(table: &Table) -> Vec<(u8, u8, Tile)> {
    let mut tiles: Vec<_> = table
        .view
        .as_ref()
        .map(|v| {
            v.board
                .iter()
                .map(|t| (t.cell.row(), t.cell.col(), t.tile))
                .collect()
        })
        .unwrap_or_default();
    tiles.sort();
    tiles
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn four_network_computers_play_the_game_the_core_plays_locally() {
    let server = start(Arc::new(MemoryStore::default()), config());
    let url = server.url();
    let levels = [Level::Normal, Level::Strong, Level::Normal, Level::Strong];
    let seed = 2026;
    let room = create(&url, people(4), Options::default(), None, seed).await;
    let players = play_whole_game(&url, &room, &levels).await;
    let local = local_game(&levels, seed);
    let local_scores: Vec<u32> = local.players().iter().map(|p| p.score).collect();
    let mut local_board: Vec<_> = local
        .board()
        .placed()
        .map(|(c, t)| (c.row(), c.col(), t))
        .collect();
    local_board.sort();
    for player in &players {
        assert_eq!(scores(&player.table), local_scores);
        assert_eq!(board(&player.table), local_board);
        assert_eq!(
            player.table.view.as_ref().map(|v| v.turns.len()),
            Some(local.turn_summaries().len())
        );
        assert!(player.refusals.is_empty(), "{:?}", player.refusals);
    }
}

/// A legal placement for the table's seat (the first Normal would make).
fn some_placement(table: &Table) -> Intent {
    let game = table
        .view
        .as_ref()
        .and_then(|view| view.game().ok())
        .expect("a position");
    let choice = Level::Normal
        .strategy()
        .next_placement(&game)
        .expect("a tile fits");
    Intent::Place {
        slot: choice.slot,
        cell: choice.cell,
    }
}

fn missed_count(messages: &[ServerMessage<LoopIt>]) -> usize {
    messages
        .iter()
        .filter(|m| matches!(m, ServerMessage::Event { .. }))
        .count()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_client_dropped_mid_turn_gets_exactly_the_events_it_missed() {
    let server = start(Arc::new(MemoryStore::default()), config());
    let url = server.url();
    let room = create(&url, people(2), Options::default(), None, 11).await;
    let mut a = NetPlayer::join(&url, &room, 0, None).await.expect("joins");
    let mut b = NetPlayer::join(&url, &room, 1, None).await.expect("joins");
    let token = b.token.clone().expect("a token");
    // A second window of seat 1, the one that will lose its connection.
    let mut dropped = NetPlayer::resume(&url, &room, token.clone(), Table::default(), None)
        .await
        .expect("resumes");
    let first = some_placement(&a.table);
    let seq = act_and_wait(&mut a, first).await.expect("legal");
    follow_to(&mut dropped, seq).await;
    follow_to(&mut b, seq).await;
    let kept = dropped.table.clone();
    drop(dropped);
    // The window that stayed sees the other one go (seat 1 down to one connection).
    b.play_until(|p| p.table.seats[1].connected == 1)
        .await
        .expect("follows");
    // Mid-turn: seat 0 places again and ends the turn while the window is gone.
    let second = some_placement(&a.table);
    act_and_wait(&mut a, second).await.expect("legal");
    let end = act_and_wait(&mut a, Intent::EndTurn).await.expect("legal");
    let mut back = NetPlayer::resume(&url, &room, token, kept.clone(), None)
        .await
        .expect("resumes");
    // What it is sent: everything after its cursor, its own return as the last event.
    let caught_up = follow_to(&mut back, end + 1).await;
    follow_to(&mut b, end + 1).await;
    assert!(
        caught_up
            .iter()
            .all(|m| !matches!(m, ServerMessage::Snapshot { .. })),
        "events, not a snapshot"
    );
    let kept_seq = kept.cursor.map(|c| c.seq).expect("a cursor");
    let numbers: Vec<u64> = caught_up
        .iter()
        .filter_map(|m| match m {
            ServerMessage::Event { seq, .. } => Some(*seq),
            _ => None,
        })
        .collect();
    assert_eq!(numbers, ((kept_seq + 1)..=(end + 1)).collect::<Vec<_>>());
    // Exactly what the window that stayed was told, byte for byte.
    let events_after = |transcript: &[String]| -> Vec<String> {
        transcript
            .iter()
            .filter(|frame| {
                let value: serde_json::Value = serde_json::from_str(frame).expect("JSON");
                value["type"] == "event" && value["seq"].as_u64().is_some_and(|seq| seq > kept_seq)
            })
            .cloned()
            .collect()
    };
    assert_eq!(events_after(&back.transcript), events_after(&b.transcript));
    assert_eq!(
        events_after(&back.transcript).len(),
        missed_count(&caught_up)
    );
    assert_eq!(back.table.view, b.table.view);
    assert_eq!(
        back.table.view.as_ref().map(|v| v.bank.is_some()),
        Some(true),
        "seat 1 has its bank"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_bad_message_is_refused_and_leaves_the_room_and_the_connection_as_they_were() {
    let server = start(Arc::new(MemoryStore::default()), config());
    let url = server.url();
    let room = create(&url, people(2), Options::default(), None, 5).await;
    let mut a = NetPlayer::join(&url, &room, 0, None).await.expect("joins");
    let mut b = NetPlayer::join(&url, &room, 1, None).await.expect("joins");
    let first = some_placement(&a.table);
    let seq = act_and_wait(&mut a, first.clone()).await.expect("legal");
    follow_to(&mut b, seq).await;
    let watch = || testing::watched_view::<LoopIt>(&url, &room);
    let before = watch().await;

    // Another seat's move.
    let refused = act_and_wait(&mut b, some_placement(&a.table)).await;
    assert_eq!(
        refused,
        Err(Refusal::Game {
            refusal: loopit_online::Refusal::NotYourTurn { to_move: Some(0) }
        })
    );
    // The same message again (intent 1 of seat 0 was carried out already).
    let replay = serde_json::to_string(&ClientMessage::<LoopIt>::Act {
        id: 1,
        intent: first,
    })
    .expect("JSON");
    a.conn.send_text(replay).await.expect("sent");
    // Oversized, garbage, binary, and a well-formed frame of an unknown intent.
    let big = format!(
        "{{\"type\":\"ping\",\"nonce\":1{}}}",
        " ".repeat(MAX_MESSAGE_BYTES)
    );
    b.conn.send_text(big.clone()).await.expect("sent");
    b.conn
        .send_text("{\"type\": nonsense".into())
        .await
        .expect("sent");
    b.conn
        .send_binary(vec![0, 159, 146, 150])
        .await
        .expect("sent");
    b.conn
        .send_text("{\"type\":\"act\",\"id\":9,\"intent\":{\"intent\":\"fly\"}}".into())
        .await
        .expect("sent");
    b.conn
        .send(&ClientMessage::Ping { nonce: 77 })
        .await
        .expect("sent");
    let mut answers = Vec::new();
    while answers.len() < 5 {
        match within("the refusals", b.step())
            .await
            .expect("the connection stays")
        {
            ServerMessage::Refused { refusal, .. } => answers.push(format!("{refusal:?}")),
            ServerMessage::Pong { nonce } => answers.push(format!("pong {nonce}")),
            _ => {}
        }
    }
    assert_eq!(
        answers[0],
        format!(
            "TooLarge {{ limit: {MAX_MESSAGE_BYTES}, size: {} }}",
            big.len()
        )
    );
    assert!(
        answers[1].starts_with("Unreadable { line: 1"),
        "{}",
        answers[1]
    );
    assert_eq!(answers[2], "Unreadable { line: 0, column: 0 }");
    assert!(answers[3].starts_with("Unreadable"), "{}", answers[3]);
    assert_eq!(answers[4], "pong 77");
    let replayed = loop {
        if let ServerMessage::Refused {
            id: Some(1),
            refusal,
        } = within("the replay", a.step()).await.expect("a message")
        {
            break refusal;
        }
    };
    assert_eq!(replayed, Refusal::Replayed { id: 1, next_id: 2 });
    assert_eq!(watch().await, before, "the room is as it was");
    // Both connections still play.
    let next = some_placement(&a.table);
    act_and_wait(&mut a, next).await.expect("seat 0 goes on");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_flood_is_refused_beyond_the_rate_and_the_room_goes_on() {
    let rate = Rate {
        burst: 20,
        per_second: 0.0,
    };
    let server = start(
        Arc::new(MemoryStore::default()),
        ServerConfig { rate, ..config() },
    );
    let url = server.url();
    let room = create(&url, people(2), Options::default(), None, 9).await;
    let mut a = NetPlayer::join(&url, &room, 0, None).await.expect("joins");
    let mut flood = NetPlayer::join(&url, &room, 1, None).await.expect("joins");
    // Hello and join took two of the 20.
    let sent = 60u64;
    for nonce in 0..sent {
        let intent = Intent::Place {
            slot: 0,
            cell: Cell::new(0, nonce as u8 % 11),
        };
        let message = if nonce % 2 == 0 {
            ClientMessage::Ping { nonce }
        } else {
            ClientMessage::Act {
                id: 100 + nonce,
                intent,
            }
        };
        flood.conn.send(&message).await.expect("sent");
    }
    let (mut limited, mut answered) = (0, 0);
    let mut limited_intents = Vec::new();
    while limited + answered < sent {
        match within("the flood's answers", flood.step())
            .await
            .expect("the connection stays")
        {
            ServerMessage::Refused {
                id,
                refusal: Refusal::RateLimited { retry_after_ms },
            } => {
                assert_eq!(retry_after_ms, u64::MAX);
                limited += 1;
                limited_intents.extend(id);
            }
            ServerMessage::Pong { .. } | ServerMessage::Refused { .. } => answered += 1,
            _ => {}
        }
    }
    assert_eq!((answered, limited), (18, sent - 18));
    // Each intent refused for the rate is named, so that its client knows which one to send
    // again (a ping's refusal names none).
    let expected: Vec<u64> = (18..sent).filter(|n| n % 2 == 1).map(|n| 100 + n).collect();
    assert_eq!(limited_intents, expected);
    assert!(
        flood
            .table
            .view
            .as_ref()
            .is_some_and(|v| v.placed.is_empty()),
        "nothing was placed"
    );
    let next = some_placement(&a.table);
    act_and_wait(&mut a, next)
        .await
        .expect("the room goes on for seat 0");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bots_held_back_by_the_rate_limit_wait_and_finish_the_game() {
    // A limit a computer client outruns at once (two messages, then one every 20 ms): its
    // intents are refused for coming too fast, it waits as the server asks and sends again,
    // and the game ends as the core plays it locally, nothing lost or played twice.
    let rate = Rate {
        burst: 2,
        per_second: 50.0,
    };
    let server = start(
        Arc::new(MemoryStore::default()),
        ServerConfig { rate, ..config() },
    );
    let url = server.url();
    let levels = [Level::Normal, Level::Normal];
    let seed = 77;
    let room = create(&url, people(2), Options::default(), None, seed).await;
    let players = play_whole_game(&url, &room, &levels).await;
    let local = local_game(&levels, seed);
    let local_scores: Vec<u32> = local.players().iter().map(|p| p.score).collect();
    let mut limited = 0;
    for player in &players {
        assert!(player.game_over());
        assert_eq!(scores(&player.table), local_scores);
        for (_, refusal) in &player.refusals {
            assert!(
                matches!(refusal, Refusal::RateLimited { retry_after_ms } if *retry_after_ms <= 20),
                "{refusal:?}"
            );
            limited += 1;
        }
    }
    assert!(limited > 0, "no intent was held back by the limit");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bot_whose_limit_never_refills_stops_with_the_refusal_instead_of_waiting_for_ever() {
    // Three messages in all: hello, join and one intent; the next intent of its first turn
    // (every turn has at least two: a placement and the end) is refused, and no wait would
    // let it through.
    let rate = Rate {
        burst: 3,
        per_second: 0.0,
    };
    let server = start(
        Arc::new(MemoryStore::default()),
        ServerConfig { rate, ..config() },
    );
    let url = server.url();
    let room = create(&url, people(2), Options::default(), None, 5).await;
    let mut player = NetPlayer::join(&url, &room, 0, Some(Bot::new(Level::Normal)))
        .await
        .expect("joins");
    let played = within("play until the limit", player.play_to_end()).await;
    assert!(
        matches!(
            played,
            Err(netplay::play::PlayError::Refused(Refusal::RateLimited {
                retry_after_ms: u64::MAX
            }))
        ),
        "{played:?}"
    );
    assert!(!player.game_over());
}

/// The room's random state as the server keeps it.
fn kept_random(store: &std::path::Path, room: &RoomCode) -> String {
    let text =
        std::fs::read_to_string(store.join(format!("{room}.json"))).expect("the room is kept");
    let record: netplay::RoomRecord<Level> = serde_json::from_str(&text).expect("a record");
    let game: serde_json::Value = serde_json::from_str(&record.game).expect("JSON");
    game["save"]["history"]["random"]
        .as_str()
        .expect("a random state")
        .to_owned()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_byte_sent_tells_another_seat_a_bank_or_the_random_state() {
    let dir = tempfile::tempdir().expect("a folder");
    let server = start(
        Arc::new(FileStore::open(dir.path()).expect("a store")),
        config(),
    );
    let url = server.url();
    let room = create(&url, people(2), Options::default(), None, 3).await;
    let random = kept_random(dir.path(), &room);
    let bots = [Bot::new(Level::Normal), Bot::new(Level::Normal)];
    let (players, spectator) = testing::play_watched_game(&url, &room, bots, "a whole game").await;
    // Each turn of seat `owner`: the bank it drew, told to it; its unplaced tiles must appear
    // in no frame the others receive during that turn.
    for owner in 0..2 {
        let mut others: Vec<&[String]> = vec![&spectator.transcript];
        others.push(&players[1 - owner].transcript);
        for other in others {
            let mut secret: Vec<String> = Vec::new();
            for frame in other {
                assert!(!frame.contains(&random), "the random state was sent");
                assert!(
                    !frame.contains("\"random\"") && !frame.contains("history"),
                    "{frame}"
                );
                let value: serde_json::Value = serde_json::from_str(frame).expect("JSON");
                let event = &value["event"]["event"];
                if event["event"] == "turn_began" && event["seat"] == owner {
                    assert!(event["bank"].is_null(), "a bank told to another: {frame}");
                    secret = own_bank(
                        &players[owner].transcript,
                        value["seq"].as_u64().expect("seq"),
                    );
                } else if event["event"] == "placed" {
                    let tile = event["placement"]["tile"]
                        .as_str()
                        .expect("a tile")
                        .to_owned();
                    secret.retain(|t| *t != tile);
                } else if event["event"] == "turn_ended" {
                    secret.clear();
                }
                for tile in &secret {
                    assert!(
                        !frame.contains(&format!("\"{tile}\"")),
                        "{tile} of seat {owner}'s bank in {frame}"
                    );
                }
            }
        }
    }
    assert!(
        spectator
            .transcript
            .iter()
            .all(|f| !f.contains("\"bank\":[")),
        "a spectator saw a bank"
    );
}

/// The bank seat's own event number `seq` told it.
fn own_bank(transcript: &[String], seq: u64) -> Vec<String> {
    transcript
        .iter()
        .filter_map(|frame| serde_json::from_str::<serde_json::Value>(frame).ok())
        .find(|value| value["seq"] == seq)
        .and_then(|value| value["event"]["event"]["bank"].as_array().cloned())
        .unwrap_or_else(|| {
            panic!(
                "the seat was not told its bank at {seq}: {:?}",
                transcript
                    .iter()
                    .filter(|f| f.contains(&format!("\"seq\":{seq}")))
                    .collect::<Vec<_>>()
            )
        })
        .iter()
        .filter_map(|tile| tile.as_str().map(str::to_owned))
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_killed_server_resumes_every_room_with_nothing_lost_but_the_turn_in_progress() {
    let dir = tempfile::tempdir().expect("a folder");
    let store =
        || -> Arc<dyn RoomStore> { Arc::new(FileStore::open(dir.path()).expect("a store")) };
    let server = start(store(), config());
    let url = server.url();
    let levels = [Level::Normal, Level::Strong];
    let seed = 77;
    let room = create(&url, people(2), Options::default(), None, seed).await;
    let (idle, waiting) =
        testing::idle_room::<LoopIt, Bot>(&url, people(3), Options::default(), 2).await;
    let joined = testing::join_all(&url, &room, levels.map(Bot::new)).await;
    // Until four turns have ended and a tile of the fifth lies on the board.
    let fifth_begun = |p: &NetPlayer| {
        p.table
            .view
            .as_ref()
            .is_some_and(|v| v.turns.len() >= 4 && !v.placed.is_empty())
    };
    let players = testing::play_all_until(joined, "four turns", fifth_begun).await;
    let ended: Vec<_> = players[0]
        .table
        .view
        .as_ref()
        .map(|v| v.turns.clone())
        .expect("a view");
    testing::kill(server).await;
    drop(players);
    drop(waiting);

    let server = testing::restart::<LoopIt>(store(), config(), 2, &idle).await;
    let url = server.url();
    let mut resumed = Vec::new();
    for (seat, level) in levels.iter().enumerate() {
        // A fresh client each (the old cursors are of the old epoch: a snapshot either way).
        let token = {
            let text =
                std::fs::read_to_string(dir.path().join(format!("{room}.json"))).expect("kept");
            let record: netplay::RoomRecord<Level> = serde_json::from_str(&text).expect("a record");
            record.seats[seat].token.clone().expect("joined")
        };
        let mut player =
            NetPlayer::resume(&url, &room, token, Table::default(), Some(Bot::new(*level)))
                .await
                .expect("resumes");
        follow_to(&mut player, 0).await;
        let view = player.table.view.clone().expect("a snapshot");
        assert_eq!(view.turns, ended, "every ended turn is kept");
        assert!(view.placed.is_empty(), "only the turn in progress is lost");
        resumed.push(player);
    }
    let players =
        testing::play_all_until(resumed, "the rest of the game", NetPlayer::game_over).await;
    let local = local_game(&levels, seed);
    for player in players {
        assert_eq!(
            scores(&player.table),
            local.players().iter().map(|p| p.score).collect::<Vec<_>>()
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_away_too_long_is_stood_in_for_and_takes_the_seat_back() {
    let server = start(
        Arc::new(MemoryStore::default()),
        ServerConfig {
            takeover_after: Duration::ZERO,
            ..config()
        },
    );
    let url = server.url();
    let room = create(&url, people(2), Options::default(), Some(Level::Normal), 21).await;
    let a = NetPlayer::join(&url, &room, 0, None).await.expect("joins");
    let token = a.token.clone().expect("a token");
    let mut b = NetPlayer::join(&url, &room, 1, None).await.expect("joins");
    drop(a);
    // Seat 0 is away: the stand-in plays its turn; seat 1 (here, waiting) is then to move.
    b.play_until(|p| p.table.view.as_ref().is_some_and(|v| v.turns.len() == 1))
        .await
        .expect("follows");
    assert!(b.table.seats[0].stand_in, "the stand-in plays seat 0");
    let stood_in = b
        .table
        .view
        .as_ref()
        .map(|v| v.turns[0].placements.len())
        .expect("a view");
    assert!(stood_in > 0, "the stand-in placed tiles");
    let mut back = NetPlayer::resume(
        &url,
        &room,
        token,
        Table::default(),
        Some(Bot::new(Level::Strong)),
    )
    .await
    .expect("resumes");
    follow_to(&mut back, 0).await;
    assert!(!back.table.seats[0].stand_in, "the seat is given back");
    act_and_wait(&mut b, Intent::EndTurn)
        .await
        .expect("seat 1 passes");
    back.play_until(|p| !p.waiting() && p.table.view.as_ref().is_some_and(|v| v.turns.len() == 3))
        .await
        .expect("plays");
    let own = back
        .table
        .view
        .as_ref()
        .map(|v| v.turns[2].placements.len())
        .expect("a view");
    // Every placement of the third turn and its end were the returning player's own intents.
    assert_eq!(back.round_trips.len(), own + 1);
    assert!(back.refusals.is_empty(), "{:?}", back.refusals);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_threaded_client_wakes_its_owner_and_comes_back_after_a_restart() {
    use netplay::ConnectionState;
    let dir = tempfile::tempdir().expect("a folder");
    let store =
        || -> Arc<dyn RoomStore> { Arc::new(FileStore::open(dir.path()).expect("a store")) };
    let server = start(store(), config());
    let addr = server.addr();
    let url = server.url();
    let room = create(&url, people(2), Options::default(), None, 4).await;
    // Woken for each arrival, never polling blindly.
    let mut window = testing::WokenClient::<LoopIt>::join(url, room, 0);
    window.wait_for(|w| w.table.my_turn()).await;
    let first = some_placement(&window.table);
    window.client.act(first);
    window
        .wait_for(|w| w.table.view.as_ref().is_some_and(|v| v.placed.len() == 1))
        .await;
    let epoch = window.table.cursor.map(|c| c.epoch);
    testing::kill(server).await;
    // While the window says "reconnecting", the player ends the turn (the placement is
    // still on the screen): queued, not sent.
    window
        .wait_for(|w| matches!(w.states.last(), Some(ConnectionState::Reconnecting { .. })))
        .await;
    window.client.act(Intent::EndTurn);
    let server = Server::start::<LoopIt>(addr, store(), config()).expect("the same port again");
    window
        .wait_for(|w| w.table.cursor.map(|c| c.epoch) != epoch && w.dropped > 0)
        .await;
    // The server came back without the placement: the end of the turn asked for meanwhile is
    // dropped, not played on a game the player did not see, and the window is told.
    let states = &window.states;
    assert_eq!(window.dropped, 1, "the one queued intent is dropped");
    assert!(
        states
            .iter()
            .any(|s| matches!(s, ConnectionState::Reconnecting { .. })),
        "{states:?}"
    );
    assert!(
        matches!(states.last(), Some(ConnectionState::Connected { .. })),
        "{states:?}"
    );
    assert!(window.table.my_turn(), "seat 0 is back at its turn");
    assert!(
        window
            .table
            .view
            .as_ref()
            .is_some_and(|v| v.placed.is_empty()),
        "the turn in progress is lost"
    );
    drop(server);
}

/// The walk every game takes (netplay's): host, join, an intent out of turn refused, a
/// spectator, a player coming back with its cursor, the game to its end.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_common_walk_hosts_joins_refuses_watches_and_comes_back() {
    let walked = netplay::testing::walk::<LoopIt, Bot>(netplay::testing::Walk {
        names: ["Ada", "Bo"],
        options: Options::default(),
        seed: 41,
        bots: [Bot::new(Level::Normal), Bot::new(Level::Strong)],
        out_of_turn: Intent::EndTurn,
    })
    .await;
    // LoopIt's own: the bag is empty or nothing fits, and every tile laid is on every board.
    let view = walked.spectator.view.as_ref().expect("a view");
    assert!(view.over);
    assert_eq!(board(&walked.players[0]), board(&walked.spectator));
}
