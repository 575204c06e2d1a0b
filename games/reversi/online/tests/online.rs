//! Reversi over the network, on 127.0.0.1 with an ephemeral port: whole games between network
//! computers (and the server's computer seats) equal to the same seeds played at one screen,
//! under every rule set; refused messages that change nothing; a killed server restarted.
//! Every wait is for a message; `within` only guards against a hang.

use std::sync::Arc;

use netplay::testing::{self, act_and_wait, config, follow_to, within};
use netplay::{FileStore, MemoryStore, Refusal, RoomCode, RoomStore, SeatKind, SeatSetup, Server};
use rand::SeedableRng;
use rand_pcg::Pcg64Mcg;
use reversi_core::{Colour, Game, Level, Move, MoveError, Rules};
use reversi_online::wire::{Intent, Options};
use reversi_online::{Bot, NetPlayer, Reversi, Table, View, move_rng};

fn start(store: Arc<dyn RoomStore>) -> Server {
    netplay::testing::start::<Reversi>(store, config())
}

fn seats(kinds: [SeatKind<Level>; 2]) -> Vec<SeatSetup<Level>> {
    netplay::testing::seats(["Yellow", "Red"], kinds)
}

async fn create(url: &str, seats: Vec<SeatSetup<Level>>, rules: Rules, seed: u64) -> RoomCode {
    let options = Options { rules };
    netplay::testing::create::<Reversi>(url, seats, options, None, seed).await
}

/// Who plays a colour in a game at one screen: a level and the seed of its numbers (a
/// network bot's, or the room's for a computer seat: both draw one number per move).
#[derive(Copy, Clone)]
struct Side {
    level: Level,
    seed: u64,
}

/// The game at one screen: each colour's level choosing with a generator seeded, move by
/// move, from its own numbers (as the window's computer does).
fn local_game(rules: Rules, sides: [Side; 2]) -> Game {
    let mut numbers = sides.map(|side| Pcg64Mcg::seed_from_u64(side.seed));
    let mut game = Game::new(rules);
    loop {
        let index = match game.position().to_move() {
            Colour::Yellow => 0,
            Colour::Red => 1,
        };
        let mut rng = move_rng(&mut numbers[index]);
        let Some(mv) = sides[index].level.choose(game.position(), &mut rng) else {
            return game;
        };
        game.play(mv).expect("a legal move");
    }
}

fn moves(game: &Game) -> Vec<Move> {
    game.moves().collect()
}

fn view_moves(table: &Table) -> Vec<Move> {
    table
        .view
        .as_ref()
        .map(|v| v.moves.clone())
        .unwrap_or_default()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_network_computers_play_the_game_the_core_plays_under_every_rule_set() {
    let server = start(Arc::new(MemoryStore::default()));
    let url = server.url();
    let people = || seats([SeatKind::Person, SeatKind::Person]);
    let games = [
        (Rules::Document, [Level::Greedy, Level::AlphaBeta]),
        (Rules::Classic, [Level::AlphaBeta, Level::Random]),
        (Rules::Othello, [Level::Random, Level::Greedy]),
    ];
    for (number, (rules, levels)) in games.into_iter().enumerate() {
        let sides = [0, 1].map(|i| Side {
            level: levels[i],
            seed: 10 * number as u64 + i as u64,
        });
        let room = create(&url, people(), rules, 1).await;
        let bots = sides.map(|side| Bot::new(side.level, side.seed));
        let (players, spectator) =
            testing::play_watched_game(&url, &room, bots, "a whole game").await;
        let local = local_game(rules, sides);
        for player in players.iter().chain([&spectator]) {
            assert_eq!(view_moves(&player.table), moves(&local), "{rules}");
            let game = player.table.view.as_ref().map(View::game);
            let game = game.expect("a view").expect("a game");
            assert_eq!(game.position(), local.position());
            assert!(player.refusals.is_empty(), "{:?}", player.refusals);
        }
        let outcome = spectator
            .table
            .view
            .as_ref()
            .and_then(|v| v.outcome)
            .expect("the end is told");
        let board = local.position().board();
        assert_eq!(
            outcome.stones,
            [board.count(Colour::Yellow), board.count(Colour::Red)]
        );
    }
}

fn move_intent(mv: &str) -> Intent {
    Intent::Move {
        mv: mv.parse().expect("a move"),
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_bad_message_is_refused_and_leaves_the_room_as_it_was() {
    let server = start(Arc::new(MemoryStore::default()));
    let url = server.url();
    let room = create(
        &url,
        seats([SeatKind::Person, SeatKind::Person]),
        Rules::Classic,
        3,
    )
    .await;
    let mut yellow = NetPlayer::join(&url, &room, 0, None).await.expect("joins");
    let mut red = NetPlayer::join(&url, &room, 1, None).await.expect("joins");
    let seq = act_and_wait(&mut yellow, move_intent("f4"))
        .await
        .expect("legal");
    follow_to(&mut red, seq).await;
    let watch = || testing::watched_view::<Reversi>(&url, &room);
    let before = watch().await;
    let game = |refusal| Err(Refusal::Game { refusal });
    // Yellow moves out of turn; Red lays where the rules refuse, passes with a move, names
    // no cell.
    assert_eq!(
        act_and_wait(&mut yellow, move_intent("f6")).await,
        game(reversi_online::Refusal::NotYourTurn { to_move: Some(1) })
    );
    let refused = [
        (
            "e4",
            reversi_online::Refusal::Move {
                reason: MoveError::Occupied("e4".parse().expect("a cell")),
            },
        ),
        (
            "a1",
            reversi_online::Refusal::Move {
                reason: MoveError::TurnsNothing("a1".parse().expect("a cell")),
            },
        ),
        (
            "pass",
            reversi_online::Refusal::Move {
                reason: MoveError::PassNotAllowed,
            },
        ),
    ];
    for (mv, why) in refused {
        assert_eq!(act_and_wait(&mut red, move_intent(mv)).await, game(why));
    }
    // Garbage, an unknown intent, a move that is no move (a cell off the board, a long text:
    // the core's move does not read them), a binary frame; then a ping still answered.
    let long = format!(
        "{{\"type\":\"act\",\"id\":53,\"intent\":{{\"intent\":\"move\",\"mv\":\"{}\"}}}}",
        "x".repeat(1000)
    );
    let texts = [
        "not json",
        "{\"type\":\"act\",\"id\":50,\"intent\":{\"intent\":\"undo\"}}",
        "{\"type\":\"act\",\"id\":51,\"intent\":{\"intent\":\"move\",\"mv\":7}}",
        "{\"type\":\"act\",\"id\":52,\"intent\":{\"intent\":\"move\",\"mv\":\"z9\"}}",
        long.as_str(),
    ];
    let unreadable = netplay::testing::unreadable_refused(&mut red, &texts, 4).await;
    assert_eq!(unreadable, 6);
    assert_eq!(watch().await, before, "the room is as it was");
    let game = red.table.view.as_ref().map(View::game);
    let legal = game
        .expect("a view")
        .expect("a game")
        .position()
        .legal_moves()[0];
    act_and_wait(&mut red, Intent::Move { mv: legal })
        .await
        .expect("red plays on");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_killed_server_resumes_every_room_and_the_game_ends_as_it_would_have() {
    let dir = tempfile::tempdir().expect("a folder");
    let store =
        || -> Arc<dyn RoomStore> { Arc::new(FileStore::open(dir.path()).expect("a store")) };
    let server = start(store());
    let url = server.url();
    // A network bot against the server's computer, whose numbers come from the room's seed.
    let room_seed = 8;
    let sides = [
        Side {
            level: Level::Greedy,
            seed: 71,
        },
        Side {
            level: Level::Random,
            seed: room_seed,
        },
    ];
    let kinds = [SeatKind::Person, SeatKind::Computer(Level::Random)];
    let room = create(&url, seats(kinds), Rules::Othello, room_seed).await;
    let people = seats([SeatKind::Person, SeatKind::Person]);
    let options = Options {
        rules: Rules::Document,
    };
    let (idle, waiting) = testing::idle_room::<Reversi, Bot>(&url, people, options, 0).await;
    let mut player = NetPlayer::join(
        &url,
        &room,
        0,
        Some(Bot::new(sides[0].level, sides[0].seed)),
    )
    .await
    .expect("joins");
    within(
        "twenty moves",
        player.play_until(|p| !p.waiting() && view_moves(&p.table).len() >= 20),
    )
    .await
    .expect("plays");
    let token = player.token.clone().expect("a token");
    let bot = player.bot.take();
    let seen = view_moves(&player.table);
    testing::kill(server).await;
    drop(player);
    drop(waiting);

    let server = testing::restart::<Reversi>(store(), config(), 2, &idle).await;
    let url = server.url();
    let mut player = NetPlayer::resume(&url, &room, token, Table::default(), bot)
        .await
        .expect("resumes");
    follow_to(&mut player, 0).await;
    assert!(
        view_moves(&player.table).starts_with(&seen),
        "every move is kept"
    );
    within("the rest of the game", player.play_to_end())
        .await
        .expect("plays on");
    let local = local_game(Rules::Othello, sides);
    assert_eq!(view_moves(&player.table), moves(&local));
    assert!(player.refusals.is_empty(), "{:?}", player.refusals);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_threaded_client_a_window_uses_plays_against_a_computer_seat() {
    use netplay::ConnectionState;
    let server = start(Arc::new(MemoryStore::default()));
    let url = server.url();
    let kinds = [SeatKind::Person, SeatKind::Computer(Level::Greedy)];
    let room = create(&url, seats(kinds), Rules::Document, 6).await;
    // Woken for each arrival, the window applies what came; never polling blindly.
    let mut window = testing::WokenClient::<Reversi>::join(url, room, 0);
    for own in 1..=3 {
        window.wait_for(|w| w.table.my_turn()).await;
        let game = window.table.view.as_ref().map(View::game);
        let mv = game
            .expect("a view")
            .expect("a game")
            .position()
            .legal_moves()[0];
        window.client.act(Intent::Move { mv });
        // The move and the computer's answer.
        window
            .wait_for(|w| view_moves(&w.table).len() == 2 * own)
            .await;
    }
    let states = &window.states;
    assert!(
        matches!(states.last(), Some(ConnectionState::Connected { .. })),
        "{states:?}"
    );
    assert!(window.table.my_turn(), "the computer has answered");
}

/// The walk every game takes (netplay's): host, join, an intent out of turn refused, a
/// spectator, a player coming back with its cursor, the game to its end.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_common_walk_hosts_joins_refuses_watches_and_comes_back() {
    let walked = netplay::testing::walk::<Reversi, Bot>(netplay::testing::Walk {
        names: ["Ada", "Bo"],
        options: Options {
            rules: Rules::Classic,
        },
        seed: 41,
        bots: [Bot::new(Level::Greedy, 1), Bot::new(Level::Random, 2)],
        out_of_turn: Intent::Hint,
    })
    .await;
    // Reversi's own: the end is told with the stones on the board.
    let view = walked.spectator.view.as_ref().expect("a view");
    let game = view.game().expect("the moves replay");
    let board = game.position().board();
    let outcome = view.outcome.expect("the end is told");
    assert_eq!(
        outcome.stones,
        [board.count(Colour::Yellow), board.count(Colour::Red)]
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_seat_given_up_is_free_for_the_next_person_and_its_token_is_refused() {
    let server = start(Arc::new(MemoryStore::default()));
    let url = server.url();
    let room = create(
        &url,
        seats([SeatKind::Person, SeatKind::Person]),
        Rules::Document,
        5,
    )
    .await;
    testing::a_seat_given_up_is_taken_by_the_next_person::<Reversi>(&url, &room).await;
}
