//! Game ▸ Open an online game's record…: a game finished on a server (archived, served at
//! `GET /games/loopit/ID` over 127.0.0.1) opens in the replay from its address as pasted,
//! fetched off the window's thread; an address that is none, and a record the server does not
//! have, are said in words. Nothing sleeps: the window is stepped until the fetch wakes it.

mod common;

use std::sync::Arc;

use common::*;
use game_shell::testing::online::step_until;
use loopit::LoopItApp;
use loopit::navigation::Modal;
use loopit_core::Level;
use loopit_online::{LoopIt, Options};
use netplay::{FileStore, Room, RoomCode, RoomStore, SeatKind, SeatSetup, Server, ServerConfig};

/// A game of two computers played to its end in a room, archived in `store` as a server
/// archives a finished game: its address's ID and the game.
fn archived_game(store: &FileStore) -> (String, loopit_core::Game) {
    let seats = ["Ann", "Bob"]
        .map(|name| SeatSetup {
            name: name.to_owned(),
            kind: SeatKind::Computer(Level::Beginner),
        })
        .to_vec();
    let code = RoomCode("ABCDE23456".to_owned());
    let mut room =
        Room::<LoopIt>::create(code.clone(), seats, &Options::default(), None, 11).expect("a room");
    while let Some(step) = room.computer_step() {
        step.expect("the computer's step");
    }
    let text = serde_json::to_string(&room.record()).expect("the record");
    store.archive(&code, &text).expect("archived");
    let games = store.archived("Ann", 1).expect("the archive");
    (games[0].id.to_string(), room.game().game().clone())
}

fn open_dialog(h: &mut egui_kittest::Harness<'static, LoopItApp>, address: &str) {
    open_menus(h, &["Game", "Open an online game’s record…"]);
    assert!(on_screen(h, "Open an online game’s record"));
    type_into(h, "Address of the record", address);
    click(h, "Open");
}

#[test]
fn a_finished_game_on_a_server_opens_in_the_replay_from_its_address() {
    let folder = tempfile::tempdir().expect("a folder");
    let store = FileStore::open(folder.path()).expect("a store");
    let (id, game) = archived_game(&store);
    let store: Arc<dyn RoomStore> = Arc::new(store);
    let server = Server::start::<LoopIt>(
        std::net::SocketAddr::from(([127, 0, 0, 1], 0)),
        store,
        ServerConfig::default(),
    )
    .expect("the server starts");
    let port = server.addr().port();

    let mut h = harness(app_on(two_humans(), vec![], Executor::Inline));
    let wakes = game_shell::testing::wakes(&h);

    // An address that is none is said at once; nothing is fetched.
    open_dialog(&mut h, "ftp://example.org/x");
    assert!(on_screen(&h, "Cannot open the game’s record"));
    assert!(on_screen(&h, "is not the address of a game’s record"));
    click(&mut h, "OK");

    // A record the server does not have.
    open_dialog(
        &mut h,
        &format!("http://127.0.0.1:{port}/games/loopit/ZZZZZ22222-1"),
    );
    step_until(&mut h, &wakes, "the refusal", |h| {
        on_screen(h, "The server has no such record.")
    });
    click(&mut h, "OK");

    // The game's record opens in the replay, from its first turn.
    open_dialog(
        &mut h,
        &format!("http://127.0.0.1:{port}/games/loopit/{id}"),
    );
    step_until(&mut h, &wakes, "the replay", |h| {
        h.state().replay().is_some()
    });
    assert!(h.state().modal().is_none(), "{:?}", h.state().modal());
    let replay = h.state().replay().expect("the replay");
    assert_eq!(
        replay.steps().len(),
        loopit::replay::Replay::new(&game)
            .expect("turns")
            .steps()
            .len(),
        "every turn of the game"
    );
    assert_eq!(h.state().game(), Some(&game), "the game as it ended");
    assert!(!matches!(h.state().modal(), Some(Modal::GameOver)));
}
