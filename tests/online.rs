//! Game ▸ Play online in the window: the host, join and watch forms, the lobby, and a whole
//! game between the host's window and a network client, over 127.0.0.1. Nothing sleeps: a
//! test steps the window, and between frames waits (bounded) until the window is woken by its
//! client's or server's threads, as eframe would repaint it.

mod common;

use std::sync::mpsc;

use common::*;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use game_shell::testing::online::{self, shown_code, step_until};
use loopit::LoopItApp;
use loopit::navigation::Modal;
use loopit::online::{OnlineRoom, Phase};
use loopit_core::Level;
use loopit_online::{Bot, LoopIt};

/// A window whose wake-ups (from its client's and server's threads) arrive on the receiver.
fn online_window() -> (Harness<'static, LoopItApp>, mpsc::Receiver<()>) {
    let h = Harness::builder()
        .with_size([1280.0, 800.0])
        .with_max_steps(64)
        .build_ui_state(
            |ui, app: &mut LoopItApp| app.frame(ui),
            app_on(two_humans(), vec![], Executor::Inline),
        );
    let wakes = game_shell::testing::wakes(&h);
    (h, wakes)
}

/// Whether a text on screen is exactly `text`.
fn exactly(h: &Harness<'static, LoopItApp>, text: &str) -> bool {
    let text = text.to_owned();
    h.query_all_by(move |n| {
        [n.label(), n.value()]
            .into_iter()
            .flatten()
            .any(|t| t == text)
    })
    .next()
    .is_some()
}

/// Hosts a room of the person at the window and `others` (as the form's seat boxes name
/// them) on 127.0.0.1, any free port; the lobby is on screen when it returns.
fn host(h: &mut Harness<'static, LoopItApp>, wakes: &mpsc::Receiver<()>, others: &[&str]) {
    online::host(h, wakes, |h| {
        click(h, &format!("{} players", others.len() + 1));
        for (i, other) in others.iter().enumerate() {
            // A person who joins is what the setup's people become; a computer is chosen.
            if *other != "A person who joins" {
                click(h, &format!("Who plays seat {}", i + 2));
                click(h, other);
            }
        }
    });
}

/// The room the window is in.
fn room<'a>(h: &'a Harness<'static, LoopItApp>) -> &'a OnlineRoom {
    h.state().online_room().expect("in the room")
}

#[test]
fn the_host_form_opens_a_room_on_a_port_of_this_computer_and_shows_its_code() {
    let (mut h, wakes) = online_window();
    host(&mut h, &wakes, &["A person who joins"]);
    online::shows_a_code_and_a_port(&h);
    assert!(on_screen(
        &h,
        "Only this computer can join (address 127.0.0.1)."
    ));
    // The seats: the host at this window, one free for a person who joins.
    step_until(&mut h, &wakes, "the host is seated", |h| exactly(h, "you"));
    assert!(on_screen(&h, "free: waiting for someone to join"));
    assert!(has(&h, "Start the game"), "the host may start");
    assert!(on_screen(&h, "Connected"));
}

#[test]
fn a_port_that_is_no_port_and_a_busy_port_are_refused_with_words() {
    let (mut h, _wakes) = online_window();
    game_shell::testing::online::refuses_a_port_that_is_no_port_and_a_busy_one(&mut h);
}

#[test]
fn a_second_window_joins_by_address_and_code_and_the_lobby_shows_it_to_both() {
    let (mut host_window, host_wakes) = online_window();
    host(&mut host_window, &host_wakes, &["A person who joins"]);
    let start_at = host_window.get_by_label("Start the game").rect();

    let (mut guest, guest_wakes) =
        online::join_and_meet(online_window, &mut host_window, &host_wakes, "Zora");
    assert!(!on_screen(
        &host_window,
        "free: waiting for someone to join"
    ));
    assert!(on_screen(&host_window, "Everyone is here."));
    assert_eq!(
        host_window.get_by_label("Start the game").rect(),
        start_at,
        "the Start button stays where the host's pointer is"
    );

    // The host starts: both windows show the game.
    click(&mut host_window, "Start the game");
    step_until(
        &mut host_window,
        &host_wakes,
        "the game is on the host's screen",
        |h| h.state().game().is_some_and(|g| !g.board().is_empty()) && has_prefix(h, "bank 1:"),
    );
    step_until(
        &mut guest,
        &guest_wakes,
        "the game is on the guest's screen",
        |h| on_screen(h, "your bank comes with your turn"),
    );
    assert!(
        !has_prefix(&guest, "bank 1:"),
        "the guest sees no bank of the host's"
    );

    // Enter ends the turn online, as at one screen.
    step_until(&mut host_window, &host_wakes, "the host's turn", |h| {
        room(h).my_turn()
    });
    host_window.run();
    let (slot, cell, _) = a_legal_move(host_window.state()).expect("a tile fits");
    click_bank(&mut host_window, slot);
    click_cell(&mut host_window, cell);
    step_until(
        &mut host_window,
        &host_wakes,
        "the placement comes back",
        |h| h.state().game().is_some_and(|g| !g.placed().is_empty()),
    );
    host_window.key_press(egui::Key::Enter);
    host_window.run();
    if matches!(host_window.state().modal(), Some(Modal::ConfirmEndTurn)) {
        click(&mut host_window, "End turn anyway");
    }
    step_until(
        &mut host_window,
        &host_wakes,
        "the turn passes to the guest",
        |h| !room(h).my_turn(),
    );
}

#[test]
fn a_join_with_a_code_of_no_room_or_no_server_says_why() {
    online::a_second_window_is_refused_a_code_of_no_room(online_window, |h, wakes| {
        host(h, wakes, &["A person who joins"]);
    });
}

#[test]
fn a_spectator_watches_by_code_and_never_sees_a_bank() {
    let (mut host_window, host_wakes) = online_window();
    host(&mut host_window, &host_wakes, &["Computer (Beginner)"]);
    let code = shown_code(&host_window).expect("a code");
    let port = shown_port(&host_window);
    click(&mut host_window, "Start the game");
    step_until(&mut host_window, &host_wakes, "the game is on", |h| {
        has_prefix(h, "bank 1:")
    });
    let (mut watcher, wakes) = online_window();
    let watching = "You are watching: no bank is shown.";
    online::watch(&mut watcher, &wakes, port, &code, watching);
    assert!(!has_prefix(&watcher, "bank 1:"));
    assert!(on_screen(&watcher, &format!("Room {}", code.grouped())));
}

#[test]
fn a_whole_game_between_the_hosts_window_and_a_network_client_ends_with_the_result() {
    let (mut h, wakes) = online_window();
    host(&mut h, &wakes, &["A person who joins"]);
    let code = shown_code(&h).expect("a code");
    let url = format!("ws://127.0.0.1:{}/ws", shown_port(&h));
    // The other player: a network client on its own runtime, playing Normal's moves.
    let guest = online::network_player::<LoopIt, Bot>(url, code, 1, Bot::new(Level::Normal));
    step_until(&mut h, &wakes, "the guest has joined", |h| {
        !on_screen(h, "free: waiting for someone to join")
    });
    click(&mut h, "Start the game");
    let my_turn = |h: &Harness<'static, LoopItApp>| room(h).my_turn();
    let over = |h: &Harness<'static, LoopItApp>| room(h).phase() == Phase::Over;
    let turns = online::play_host_turns(&mut h, &wakes, 59, my_turn, over, |h, wakes, _| {
        // One more frame: the first frame of the game screen is laid out before its side
        // panel has its width, and a click aimed from it may land beside the bank tile.
        h.run();
        let ended = room(h).log().len();
        if matches!(h.state().modal(), Some(Modal::SitOut { .. })) {
            // Nothing of the bank fits: the window says so, and the turn ends. The dialog is
            // drawn in the frame after the one that opened it.
            h.run();
            click(h, "OK");
        } else {
            // Up to three tiles, each where the core says it fits, as a person clicks them.
            for _ in 0..3 {
                let Some((slot, cell, _)) = a_legal_move(h.state()) else {
                    break;
                };
                let before = h.state().game().map_or(0, |g| g.placed().len());
                click_bank(h, slot);
                click_cell(h, cell);
                step_until(h, wakes, "the placement comes back", |h| {
                    h.state().game().map_or(0, |g| g.placed().len()) > before
                });
                if h.state().game().is_some_and(|g| g.placed().is_full()) {
                    break;
                }
            }
            click(h, "End turn");
            if matches!(h.state().modal(), Some(Modal::ConfirmEndTurn)) {
                click(h, "End turn anyway");
            }
        }
        step_until(h, wakes, "the turn ends", |h| room(h).log().len() > ended);
    });
    step_until(&mut h, &wakes, "the result is shown", |h| {
        matches!(h.state().modal(), Some(Modal::GameOver))
    });
    let scores = guest
        .join()
        .expect("the guest's thread")
        .view
        .map(|view| view.players.iter().map(|p| p.score).collect::<Vec<_>>())
        .expect("the guest saw the game");
    assert!(turns > 5, "a whole game: {turns} turns of the host");
    assert!(on_screen(&h, "The game is over"), "the result is shown");
    // Beside the final board, not over it, as at one screen; with each player's best turn,
    // from the room's log.
    h.run();
    let corner = |row, col| {
        let name = loopit::ui::cell_name(loopit_core::Cell::new(row, col));
        rect_of(&h, &format!("{name}:"))
    };
    let board = corner(0, 0).union(corner(10, 10));
    let title = rect_of(&h, "Game over");
    assert!(
        !title.intersects(board),
        "the result {title:?} is beside the board {board:?}, not over it"
    );
    assert!(on_screen(&h, "(turn "), "a best turn is named");
    let mine: Vec<u32> = h
        .state()
        .game()
        .expect("the game")
        .players()
        .iter()
        .map(|p| p.score)
        .collect();
    assert_eq!(mine, scores, "both players saw the same final scores");
}

/// A window whose autosave folder (and so its kept online seats) is `folder`.
fn window_keeping_seats_in(
    folder: &std::path::Path,
) -> (Harness<'static, LoopItApp>, mpsc::Receiver<()>) {
    let app = LoopItApp::new(loopit::AppSetup {
        autosave: Some(folder.to_owned()),
        executor: Executor::Inline,
        ..setup(
            loopit::settings::SettingsFile::in_memory(two_humans()),
            vec![],
        )
    });
    let h = Harness::builder()
        .with_size([1280.0, 800.0])
        .with_max_steps(64)
        .build_ui_state(|ui, app: &mut LoopItApp| app.frame(ui), app);
    let wakes = game_shell::testing::wakes(&h);
    (h, wakes)
}

#[test]
fn a_guest_whose_window_closed_rejoins_its_seat_and_leaving_asks_whether_to_keep_it() {
    let folder = tempfile::tempdir().expect("a folder");
    let (mut host_window, host_wakes) = online_window();
    host(&mut host_window, &host_wakes, &["A person who joins"]);
    let code = shown_code(&host_window).expect("the room's code");
    let port = game_shell::testing::shown_port(&host_window);
    let (mut guest, guest_wakes) = online::join_and_start(
        || window_keeping_seats_in(folder.path()),
        &mut host_window,
        &host_wakes,
        "Zora",
    );
    step_until(&mut guest, &guest_wakes, "the game at the guest", |h| {
        on_screen(h, "your bank comes with your turn")
    });

    // The guest's window closes; a new one offers to rejoin and is back in the seat.
    drop(guest);
    let (mut again, wakes) = window_keeping_seats_in(folder.path());
    online::rejoin(&mut again, &code, "Zora", port);
    step_until(&mut again, &wakes, "back in the seat", |h| {
        h.state()
            .online_room()
            .is_some_and(|room| room.phase() == Phase::Playing)
            && on_screen(h, "your bank comes with your turn")
    });
    assert_eq!(room(&again).seat(), Some(1));
    assert_eq!(room(&again).name(1), Some("Zora"));

    // Leaving while the game goes on asks; the seat is kept to rejoin.
    click(&mut again, "Leave the room");
    click(&mut again, "Keep my seat and leave");
    assert!(again.state().online_room().is_none(), "the room is left");
    online::open(&mut again, "Join a game…");
    assert!(has(&again, "Rejoin"), "the seat is kept");
}

#[test]
fn the_rooms_game_on_screen_is_saved_to_a_file_like_a_game_at_one_screen() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("online.json");
    let picks = vec![game_shell::picker::Pick::Chosen(path.clone())];
    let mut h = Harness::builder()
        .with_size([1280.0, 800.0])
        .with_max_steps(64)
        .build_ui_state(
            |ui, app: &mut LoopItApp| app.frame(ui),
            app_on(two_humans(), picks, Executor::Inline),
        );
    let wakes = game_shell::testing::wakes(&h);
    host(&mut h, &wakes, &["Computer (Beginner)"]);
    click(&mut h, "Start the game");
    step_until(&mut h, &wakes, "the game is on", |h| {
        has_prefix(h, "bank 1:")
    });
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::S);
    h.run();
    assert!(path.is_file(), "the room's game is in the file");
    let saved = loopit::storage::load_game(&path, 1).expect("the file is a saved game");
    assert_eq!(
        saved.players().len(),
        2,
        "the room's two seats are the saved game's players"
    );
    assert!(
        h.state()
            .notice()
            .is_some_and(|n| n.starts_with("Saved to")),
        "{:?}",
        h.state().notice()
    );
    assert!(
        h.state().online_room().is_some(),
        "the window stays in the room"
    );
}

#[test]
fn a_load_asked_for_in_a_room_and_cancelled_leaves_the_window_in_the_room() {
    let picks = vec![game_shell::picker::Pick::Cancelled];
    let mut h = Harness::builder()
        .with_size([1280.0, 800.0])
        .with_max_steps(64)
        .build_ui_state(
            |ui, app: &mut LoopItApp| app.frame(ui),
            app_on(two_humans(), picks, Executor::Inline),
        );
    let wakes = game_shell::testing::wakes(&h);
    host(&mut h, &wakes, &["Computer (Beginner)"]);
    click(&mut h, "Start the game");
    step_until(&mut h, &wakes, "the game is on", |h| {
        has_prefix(h, "bank 1:")
    });
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::O);
    h.run();
    assert!(
        h.state().online_room().is_some(),
        "the window stays in the room"
    );
    assert!(has_prefix(&h, "bank 1:"), "the room's game is on screen");
}
