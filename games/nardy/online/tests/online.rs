//! Nardy over the network, on 127.0.0.1 with an ephemeral port: whole matches between network
//! computers equal to the same seed played at one screen, refused messages that change nothing,
//! the dice on the bytes sent, a killed server restarted, a stand-in for a player gone.
//! Every wait is for a message; `within` only guards against a hang.

use std::sync::Arc;

use nardy_core::{
    Colour, Dest, Game, Level, Outcome, Roll, Step, StepError, abs_point, choose, rel_point,
};
use nardy_online::wire::{Intent, Options};
use nardy_online::{Bot, Nardy, NetPlayer, Table};
use netplay::testing::{self, act_and_wait, config, follow_to, within};
use netplay::{
    FileStore, MemoryStore, Refusal, RoomCode, RoomStore, SeatKind, SeatSetup, Server, ServerConfig,
};

fn start(store: Arc<dyn RoomStore>, config: ServerConfig) -> Server {
    netplay::testing::start::<Nardy>(store, config)
}

fn seats(kinds: [SeatKind<Level>; 2]) -> Vec<SeatSetup<Level>> {
    netplay::testing::seats(["White", "Black"], kinds)
}

fn people() -> Vec<SeatSetup<Level>> {
    seats([SeatKind::Person, SeatKind::Person])
}

async fn create(
    url: &str,
    seats: Vec<SeatSetup<Level>>,
    match_to: u32,
    stand_in: Option<Level>,
    seed: u64,
) -> RoomCode {
    let options = Options { match_to };
    netplay::testing::create::<Nardy>(url, seats, options, stand_in, seed).await
}

/// A match played at one screen: game `k` seeded with `seed + k`, each turn rolled and
/// played with the colour's level; every roll in order, every game's result, the last game.
struct LocalMatch {
    rolls: Vec<[u8; 2]>,
    results: Vec<Outcome>,
    score: [u32; 2],
    last: Game,
}

fn local_match(levels: [Level; 2], match_to: u32, seed: u64) -> LocalMatch {
    let mut series = nardy_core::Match::new(Some(match_to));
    let mut rolls = Vec::new();
    let mut results = Vec::new();
    let mut number = 0u64;
    loop {
        let mut game = Game::new(seed.wrapping_add(number));
        while game.outcome().is_none() {
            let roll: Roll = game.roll().expect("a roll");
            rolls.push(roll.dice());
            let level = levels[game.to_move().index()];
            let steps = choose(level, game.turn_start(), roll)
                .map(|turn| turn.steps)
                .unwrap_or_default();
            for step in steps {
                game.play(step).expect("a legal step");
            }
            game.end_turn().expect("the turn ends");
        }
        let outcome = game.outcome().expect("over");
        series.add(outcome);
        results.push(outcome);
        if series.is_over() {
            return LocalMatch {
                rolls,
                results,
                score: series.score(),
                last: game,
            };
        }
        number += 1;
    }
}

/// Every roll told in a transcript, in order.
fn rolls_told(transcript: &[String]) -> Vec<[u8; 2]> {
    transcript
        .iter()
        .filter_map(|frame| serde_json::from_str::<serde_json::Value>(frame).ok())
        .filter(|value| value["event"]["event"]["event"] == "rolled")
        .map(|value| {
            let dice = &value["event"]["event"]["dice"];
            [0, 1].map(|i| {
                dice[i]
                    .as_u64()
                    .and_then(|d| u8::try_from(d).ok())
                    .unwrap_or(0)
            })
        })
        .collect()
}

/// Two bots join their seats; once both are in, they play to the end at the same time.
async fn play_whole_match(url: &str, room: &RoomCode, levels: [Level; 2]) -> Vec<NetPlayer> {
    testing::play_whole_game(url, room, levels.map(Bot::new), "a whole match").await
}

fn assert_same_as_local(table: &Table, local: &LocalMatch) {
    let view = table.view.as_ref().expect("a view");
    assert!(view.over, "the match is over");
    assert_eq!(view.score, local.score);
    assert_eq!(view.results, local.results);
    let turns: Vec<(Colour, Roll, Vec<Step>)> = local.last.history().to_vec();
    let told: Vec<(Colour, Roll, Vec<Step>)> = view
        .turns
        .iter()
        .map(|turn| (turn.colour, turn.dice, turn.steps.clone()))
        .collect();
    assert_eq!(told, turns, "the last game, turn by turn");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_network_computers_play_the_match_the_core_plays_at_one_screen() {
    let server = start(Arc::new(MemoryStore::default()), config());
    let url = server.url();
    let levels = [Level::Quick, Level::Quick];
    let seed = 2026;
    let match_to = 3;
    let room = create(&url, people(), match_to, None, seed).await;
    let bots = levels.map(Bot::new);
    let (players, spectator) = testing::play_watched_game(&url, &room, bots, "a whole match").await;
    let local = local_match(levels, match_to, seed);
    assert!(local.results.len() >= 2, "a match of several games");
    for player in players.iter().chain([&spectator]) {
        assert_same_as_local(&player.table, &local);
        assert_eq!(rolls_told(&player.transcript), local.rolls, "the same dice");
        assert!(player.refusals.is_empty(), "{:?}", player.refusals);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_servers_computer_seats_play_the_match_the_core_plays_at_one_screen() {
    let server = start(Arc::new(MemoryStore::default()), config());
    let url = server.url();
    let levels = [Level::Strong, Level::Quick];
    let seed = 99;
    let kinds = levels.map(SeatKind::Computer);
    let room = create(&url, seats(kinds), 1, None, seed).await;
    let mut spectator = NetPlayer::watch(&url, &room, Table::default())
        .await
        .expect("watches");
    within("the computers' game", spectator.play_to_end())
        .await
        .expect("follows");
    let local = local_match(levels, 1, seed);
    assert_same_as_local(&spectator.table, &local);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_bad_message_is_refused_and_leaves_the_room_as_it_was() {
    let server = start(Arc::new(MemoryStore::default()), config());
    let url = server.url();
    let room = create(&url, people(), 1, None, 5).await;
    let mut players = [
        NetPlayer::join(&url, &room, 0, None).await.expect("joins"),
        NetPlayer::join(&url, &room, 1, None).await.expect("joins"),
    ];
    follow_to(&mut players[0], 2).await;
    let mover = players[0]
        .table
        .view
        .as_ref()
        .map(|v| v.position.to_move.index())
        .expect("a view");
    let [first, second] = &mut players;
    let (mover_player, other) = if mover == 0 {
        (first, second)
    } else {
        (second, first)
    };
    assert_eq!(
        act_and_wait(mover_player, Intent::EndTurn).await,
        Err(Refusal::Game {
            refusal: nardy_online::Refusal::NotRolled
        })
    );
    let rolled = act_and_wait(mover_player, Intent::Roll)
        .await
        .expect("rolls");
    follow_to(other, rolled).await;
    let watch = || testing::watched_view::<Nardy>(&url, &room);
    let before = watch().await;

    // The other seat's move, and its roll.
    let view = mover_player.table.view.as_ref().expect("a view");
    let turn = view.turn().expect("a turn").expect("rolled");
    let legal = turn.legal_steps()[0];
    assert_eq!(
        act_and_wait(other, Intent::Roll).await,
        Err(Refusal::Game {
            refusal: nardy_online::Refusal::NotYourTurn {
                to_move: Some(mover)
            }
        })
    );
    assert_eq!(
        act_and_wait(other, Intent::Step { step: legal }).await,
        Err(Refusal::Game {
            refusal: nardy_online::Refusal::NotYourTurn {
                to_move: Some(mover)
            }
        })
    );
    // Illegal steps of the mover: from an empty point, with a die it did not roll, off the
    // board before all are home; a second roll; the end of an unfinished turn.
    let colour = turn.colour();
    let die = turn.roll().dice()[0];
    let empty = (1..=24u8)
        .find(|p| turn.position().at(*p).is_none() && rel_point(colour, *p) > die)
        .expect("an empty point");
    let beyond = abs_point(colour, rel_point(colour, empty) - die);
    let unrolled = (1..=6u8)
        .find(|d| !turn.roll().dice().contains(d))
        .expect("a die not rolled");
    let bad_steps = [
        (
            Step {
                from: empty,
                to: Dest::Point(beyond),
                die,
            },
            StepError::NoChecker { point: empty },
        ),
        (
            Step {
                from: legal.from,
                to: Dest::Off,
                die: unrolled,
            },
            StepError::NoSuchDie,
        ),
        (
            Step {
                from: 0,
                to: Dest::Point(200),
                die: 0,
            },
            StepError::NoChecker { point: 0 },
        ),
    ];
    for (step, why) in bad_steps {
        assert_eq!(
            act_and_wait(mover_player, Intent::Step { step }).await,
            Err(Refusal::Game {
                refusal: nardy_online::Refusal::Step { reason: why }
            }),
            "{step:?}"
        );
    }
    for (intent, why) in [
        (Intent::Roll, nardy_online::Refusal::AlreadyRolled),
        (Intent::EndTurn, nardy_online::Refusal::NotFinished),
        (Intent::Undo, nardy_online::Refusal::NothingToTakeBack),
    ] {
        assert_eq!(
            act_and_wait(mover_player, intent).await,
            Err(Refusal::Game { refusal: why })
        );
    }
    // Garbage, a binary frame, an unknown intent, a step with a die that is no number.
    let texts = [
        "{\"type\": nonsense",
        "{\"type\":\"act\",\"id\":90,\"intent\":{\"intent\":\"double\"}}",
        "{\"type\":\"act\",\"id\":91,\"intent\":{\"intent\":\"step\",\"step\":{\"from\":24,\"to\":\"off\",\"die\":-1}}}",
    ];
    let unreadable = netplay::testing::unreadable_refused(other, &texts, 8).await;
    assert_eq!(unreadable, 4);
    assert_eq!(watch().await, before, "the room is as it was");
    // The mover plays on.
    act_and_wait(mover_player, Intent::Step { step: legal })
        .await
        .expect("a legal step");
}

/// The seed as the room's record keeps it.
fn kept_seed(store: &std::path::Path, room: &RoomCode) -> u64 {
    let text =
        std::fs::read_to_string(store.join(format!("{room}.json"))).expect("the room is kept");
    let record: netplay::RoomRecord<Level> = serde_json::from_str(&text).expect("a record");
    let game: serde_json::Value = serde_json::from_str(&record.game).expect("JSON");
    game["seed"].as_u64().expect("a seed")
}

/// Every value under a key `dice`, anywhere in `value`.
fn dice_in(value: &serde_json::Value, found: &mut Vec<serde_json::Value>) {
    match value {
        serde_json::Value::Object(map) => {
            for (key, inner) in map {
                if key == "dice" {
                    found.push(inner.clone());
                } else {
                    dice_in(inner, found);
                }
            }
        }
        serde_json::Value::Array(items) => items.iter().for_each(|item| dice_in(item, found)),
        _ => {}
    }
}

/// Every key, anywhere in `value`.
fn keys_in(value: &serde_json::Value, found: &mut Vec<String>) {
    match value {
        serde_json::Value::Object(map) => {
            for (key, inner) in map {
                found.push(key.clone());
                keys_in(inner, found);
            }
        }
        serde_json::Value::Array(items) => items.iter().for_each(|item| keys_in(item, found)),
        _ => {}
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_byte_sent_carries_a_roll_before_it_is_made_nor_the_seed() {
    let dir = tempfile::tempdir().expect("a folder");
    let server = start(
        Arc::new(FileStore::open(dir.path()).expect("a store")),
        config(),
    );
    let url = server.url();
    let seed = 0x5EED_D1CE_2026_0042;
    let room = create(&url, people(), 2, None, seed).await;
    assert_eq!(kept_seed(dir.path(), &room), seed, "the record keeps it");
    let mut spectator = NetPlayer::watch(&url, &room, Table::default())
        .await
        .expect("watches");
    let levels = [Level::Quick, Level::Quick];
    let players = play_whole_match(&url, &room, levels).await;
    within("the spectator", spectator.play_to_end())
        .await
        .expect("follows");
    let local = local_match(levels, 2, seed);
    let as_json = |dice: &[u8; 2]| serde_json::json!(dice);
    for transcript in players
        .iter()
        .chain([&spectator])
        .map(|player| &player.transcript)
    {
        // Rolls told so far, and the roll of the turn in progress.
        let mut told = 0usize;
        let mut rolled = false;
        for frame in transcript {
            assert!(!frame.contains(&seed.to_string()), "the seed was sent");
            let value: serde_json::Value = serde_json::from_str(frame).expect("JSON");
            let mut keys = Vec::new();
            keys_in(&value, &mut keys);
            for secret in ["seed", "rng", "random", "state", "record", "number"] {
                assert!(!keys.iter().any(|k| k == secret), "{secret} in {frame}");
            }
            let mut dice = Vec::new();
            dice_in(&value, &mut dice);
            let event = &value["event"]["event"];
            match (value["type"].as_str(), event["event"].as_str()) {
                (Some("event"), Some("rolled")) => {
                    // The next roll of the match, told when made, never before.
                    assert_eq!(dice, vec![as_json(&local.rolls[told])], "{frame}");
                    told += 1;
                    rolled = true;
                }
                (Some("event"), Some("turn_ended")) => {
                    assert!(dice.is_empty(), "{frame}");
                    rolled = false;
                }
                (Some("snapshot"), _) => {
                    // The turns ended (rolls already told) and the roll in progress, if any.
                    let current = &value["view"]["position"]["dice"];
                    if current.is_null() {
                        assert!(!rolled);
                    } else {
                        assert_eq!(*current, as_json(&local.rolls[told - 1]));
                    }
                    let turns = value["view"]["turns"].as_array().map_or(0, Vec::len);
                    assert!(turns <= told, "{frame}");
                }
                _ => assert!(dice.is_empty(), "dice in {frame}"),
            }
        }
        assert_eq!(told, local.rolls.len());
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_killed_server_resumes_every_room_and_the_match_ends_as_it_would_have() {
    let dir = tempfile::tempdir().expect("a folder");
    let store =
        || -> Arc<dyn RoomStore> { Arc::new(FileStore::open(dir.path()).expect("a store")) };
    let server = start(store(), config());
    let url = server.url();
    let levels = [Level::Quick, Level::Quick];
    let (seed, match_to) = (314, 2);
    let room = create(&url, people(), match_to, None, seed).await;
    let options = Options { match_to: 1 };
    let (idle, waiting) = testing::idle_room::<Nardy, Bot>(&url, people(), options, 1).await;
    let joined = testing::join_all(&url, &room, levels.map(Bot::new)).await;
    // Until ten turns have ended and a step of the next is on the board.
    let eleventh_begun = |p: &NetPlayer| {
        p.table
            .view
            .as_ref()
            .is_some_and(|v| v.turns.len() >= 10 && !v.steps.is_empty())
    };
    let players = testing::play_all_until(joined, "ten turns", eleventh_begun).await;
    let ended = players[0]
        .table
        .view
        .as_ref()
        .map(|v| v.turns.clone())
        .expect("a view");
    let tokens: Vec<_> = players
        .iter()
        .map(|p| p.token.clone().expect("a token"))
        .collect();
    testing::kill(server).await;
    drop(players);
    drop(waiting);

    let server = testing::restart::<Nardy>(store(), config(), 2, &idle).await;
    let url = server.url();
    let mut tasks = Vec::new();
    for (seat, token) in tokens.into_iter().enumerate() {
        let mut player = NetPlayer::resume(
            &url,
            &room,
            token,
            Table::default(),
            Some(Bot::new(levels[seat])),
        )
        .await
        .expect("resumes");
        follow_to(&mut player, 0).await;
        let view = player.table.view.clone().expect("a snapshot");
        assert!(view.turns.starts_with(&ended), "every ended turn is kept");
        tasks.push(tokio::spawn(async move {
            player.play_to_end().await.expect("plays on");
            player
        }));
    }
    let local = local_match(levels, match_to, seed);
    for task in tasks {
        let player = within("the rest of the match", task).await.expect("ends");
        assert_same_as_local(&player.table, &local);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_computer_plays_for_a_player_who_is_gone_and_gives_the_seat_back() {
    let server = start(Arc::new(MemoryStore::default()), testing::takeover_config());
    let url = server.url();
    let room = create(&url, people(), 1, Some(Level::Quick), 21).await;
    let gone = NetPlayer::join(&url, &room, 0, None).await.expect("joins");
    let token = gone.token.clone().expect("a token");
    let mut stays = NetPlayer::join(&url, &room, 1, Some(Bot::new(Level::Quick)))
        .await
        .expect("joins");
    drop(gone);
    // White's player is gone: the stand-in plays White's turns, the bot Black's.
    stays
        .play_until(|p| {
            p.table.view.as_ref().is_some_and(|v| {
                v.turns.iter().filter(|t| t.colour == Colour::White).count() >= 2
                    && v.turns.iter().filter(|t| t.colour == Colour::Black).count() >= 2
            })
        })
        .await
        .expect("plays");
    assert!(stays.table.seats[0].stand_in, "the stand-in plays White");
    let mut back = NetPlayer::resume(&url, &room, token, Table::default(), None)
        .await
        .expect("comes back");
    follow_to(&mut back, 0).await;
    assert!(!back.table.seats[0].stand_in, "the seat is given back");
    assert!(stays.refusals.is_empty(), "{:?}", stays.refusals);
}

/// The walk every game takes (netplay's): host, join, an intent out of turn refused, a
/// spectator, a player coming back with its cursor, the game to its end.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_common_walk_hosts_joins_refuses_watches_and_comes_back() {
    let walked = netplay::testing::walk::<Nardy, Bot>(netplay::testing::Walk {
        names: ["Ada", "Bo"],
        options: Options { match_to: 1 },
        seed: 41,
        bots: [Bot::new(Level::Quick), Bot::new(Level::Quick)],
        out_of_turn: Intent::Roll,
    })
    .await;
    // Nardy's own: a single game, won by the one who bore off all 15.
    let view = walked.spectator.view.as_ref().expect("a view");
    assert_eq!(view.results.len(), 1);
    assert_eq!(view.score.iter().sum::<u32>(), view.results[0].points());
}
