//! Game ▸ Play online in the window: the host, join and watch forms, the lobby, moves shown
//! in the other window as they are made, the server's refusals in words, and a whole game
//! between the host's window and a network client, over 127.0.0.1. Nothing sleeps: a test
//! steps the window, and between frames waits (bounded) until the window is woken by its
//! client's or server's threads, as eframe would repaint it.

use std::sync::mpsc;

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use game_shell::i18n::Language;
use game_shell::picker::ScriptedPicker;
use game_shell::testing::online::{self, shown_code, step_until};
use game_shell::testing::{click, has, on_screen, open_menus, shown_port, type_into};
use game_shell::theme::Theme;
use reversi::online::{OnlineRoom, Phase};
use reversi::{AppSetup, Executor, ReversiApp};
use reversi_core::{Cell, Colour, Game, Level, Move, Player, Rules};
use reversi_online::{Bot, Reversi};

type Window = Harness<'static, ReversiApp>;

/// A window in `language` whose wake-ups (from its client's and server's threads) arrive on
/// the receiver.
fn window_in(language: Language) -> (Window, mpsc::Receiver<()>) {
    let setup = AppSetup {
        picker: Box::new(ScriptedPicker::new(vec![])),
        seed: 7,
        computer_delay: 0.0,
        executor: Executor::Inline,
        save_folder: std::env::temp_dir(),
        rules: Rules::Document,
        players: [Player::Human; 2],
        language: Some(language),
        theme: Theme::default(),
        settings: reversi::settings::SettingsFile::in_memory(Default::default()),
        warnings: Vec::new(),
    };
    let h = Harness::builder()
        .with_size([1100.0, 760.0])
        .with_max_steps(64)
        .build_ui_state(
            |ui, app: &mut ReversiApp| app.frame(ui),
            ReversiApp::new(setup),
        );
    let wakes = game_shell::testing::wakes(&h);
    (h, wakes)
}

fn window() -> (Window, mpsc::Receiver<()>) {
    window_in(Language::English)
}

/// Hosts a room on 127.0.0.1, any free port, the host Yellow, Red played by `red` (as the
/// form's box names it); the lobby is on screen when it returns.
fn host(h: &mut Window, wakes: &mpsc::Receiver<()>, red: &str) {
    online::host(h, wakes, |h| {
        if red != "A person who joins" {
            click(h, "Who plays Red");
            click(h, red);
        }
    });
}

fn room(h: &Window) -> &OnlineRoom {
    h.state().online_room().expect("in the room")
}

/// The game the window shows (the room's).
fn game(h: &Window) -> Game {
    h.state().shown_game().clone()
}

/// Clicks the cell `cell` of the board.
fn click_cell(h: &mut Window, cell: Cell) {
    let prefix = format!("{cell}:");
    h.get_by(move |n| n.label().is_some_and(|l| l.starts_with(&prefix)))
        .click();
    h.run();
}

/// A cell the rules let the side to move lay on.
fn a_legal_cell(game: &Game) -> Option<Cell> {
    game.position().legal_cells().iter().next()
}

#[test]
fn the_host_form_opens_a_room_on_a_port_of_this_computer_and_shows_its_code() {
    let (mut h, wakes) = window();
    host(&mut h, &wakes, "A person who joins");
    online::shows_a_code_and_a_port(&h);
    assert!(on_screen(
        &h,
        "Only this computer can join (address 127.0.0.1)."
    ));
    step_until(&mut h, &wakes, "the host is seated", |h| {
        on_screen(h, "you")
    });
    assert!(on_screen(&h, "free: waiting for someone to join"));
    assert!(on_screen(&h, "Waiting for one more player."));
    assert!(on_screen(&h, "Connected"));
    // Leaving the room brings the game at this window back.
    click(&mut h, "Leave the room");
    assert!(h.state().online().is_none());
    assert!(has(&h, "Hint"));
}

#[test]
fn a_port_that_is_no_port_and_a_busy_port_are_refused_with_words() {
    let (mut h, _wakes) = window();
    game_shell::testing::online::refuses_a_port_that_is_no_port_and_a_busy_one(&mut h);
    // A name the server would refuse is not sent.
    type_into(&mut h, "Name of Yellow", " ");
    assert!(on_screen(&h, "A name has 1 to 24 characters"));
}

#[test]
fn a_second_window_joins_sees_the_hosts_move_as_it_is_made_and_is_told_why_not() {
    let (mut host_window, host_wakes) = window();
    host(&mut host_window, &host_wakes, "A person who joins");
    let (mut guest, guest_wakes) =
        online::join_and_start(window, &mut host_window, &host_wakes, "Zora");
    step_until(&mut host_window, &host_wakes, "the host's move", |h| {
        room(h).phase() == Phase::Playing && room(h).my_turn()
    });
    step_until(
        &mut guest,
        &guest_wakes,
        "the game on the guest's screen",
        |h| room(h).phase() == Phase::Playing && on_screen(h, "You play Red."),
    );
    assert!(on_screen(&host_window, "Your move."));
    assert!(
        on_screen(&guest, "Waiting for Yellow player"),
        "the guest waits for the host"
    );
    assert!(
        on_screen(&guest, "Room "),
        "the connection line is on the game screen"
    );

    // The guest clicks while it is the host's move: the server says why not.
    let cell = a_legal_cell(&game(&guest)).expect("a legal cell");
    click_cell(&mut guest, cell);
    step_until(&mut guest, &guest_wakes, "the refusal is told", |h| {
        on_screen(h, "It is not your move.")
    });
    assert!(game(&guest).is_at_start(), "nothing was laid");

    // The host lays a stone: it appears on the guest's board.
    let cell = a_legal_cell(&game(&host_window)).expect("a legal cell");
    click_cell(&mut host_window, cell);
    step_until(
        &mut guest,
        &guest_wakes,
        "the host's move on the guest's board",
        |h| game(h).history().len() == 1,
    );
    assert_eq!(
        game(&guest).position().board().at(cell),
        Some(Colour::Yellow)
    );
    assert!(on_screen(&guest, &format!("Last move: Yellow {cell}")));
    assert!(on_screen(&guest, "Your move."));

    // The guest clicks on a stone: refused by the rules, in their words.
    let taken = cell;
    click_cell(&mut guest, taken);
    step_until(&mut guest, &guest_wakes, "the refusal is told", |h| {
        on_screen(h, &format!("{taken} already holds a stone."))
    });
    // A hint, then the guest's move reaches the host.
    click(&mut guest, "Hint");
    step_until(&mut guest, &guest_wakes, "the hint is told", |h| {
        on_screen(h, "Hint: ")
    });
    let reply = a_legal_cell(&game(&guest)).expect("a legal cell");
    click_cell(&mut guest, reply);
    step_until(
        &mut host_window,
        &host_wakes,
        "the guest's move on the host's board",
        |h| game(h).history().len() == 2,
    );
    assert_eq!(
        game(&host_window).position().board().at(reply),
        Some(Colour::Red)
    );
    assert!(on_screen(&host_window, &format!("Last move: Red {reply}")));
}

#[test]
fn a_join_with_a_code_of_no_room_says_why_and_a_bad_code_is_not_sent() {
    online::a_second_window_is_refused_a_code_of_no_room(window, |h, wakes| {
        host(h, wakes, "A person who joins");
    });
}

#[test]
fn a_spectator_watches_the_computer_play_the_host() {
    let (mut host_window, host_wakes) = window();
    host(&mut host_window, &host_wakes, "Computer: greedy");
    assert!(on_screen(&host_window, "Computer (greedy)"));
    assert!(on_screen(&host_window, "Everyone is here."));
    let code = shown_code(&host_window).expect("a code");
    let port = shown_port(&host_window);
    click(&mut host_window, "Start the game");
    step_until(&mut host_window, &host_wakes, "the host's move", |h| {
        room(h).my_turn()
    });
    let (mut watcher, wakes) = window();
    online::watch(&mut watcher, &wakes, port, &code, "You are watching.");
    let cell = a_legal_cell(&game(&host_window)).expect("a legal cell");
    click_cell(&mut host_window, cell);
    // The computer answers on the server; the spectator sees both moves.
    step_until(
        &mut watcher,
        &wakes,
        "both moves on the spectator's board",
        |h| game(h).history().len() >= 2,
    );
    // A spectator's click on the board asks nothing of the server.
    let seen = game(&watcher).history().len();
    if let Some(cell) = a_legal_cell(&game(&watcher)) {
        click_cell(&mut watcher, cell);
    }
    assert_eq!(room(&watcher).seat(), None);
    assert!(
        room(&watcher).refusal().is_none(),
        "nothing was sent to refuse"
    );
    assert!(game(&watcher).history().len() >= seen);
    assert!(!has(&watcher, "Hint") || !room(&watcher).my_turn());
}

#[test]
fn a_whole_game_between_the_hosts_window_and_a_network_client_ends_with_the_result() {
    let (mut h, wakes) = window();
    host(&mut h, &wakes, "A person who joins");
    let code = shown_code(&h).expect("a code");
    let url = format!("ws://127.0.0.1:{}/ws/reversi", shown_port(&h));
    // The other player: a network client on its own runtime, playing greedy's moves.
    let guest = online::network_player::<Reversi, Bot>(url, code, 1, Bot::new(Level::Greedy, 3));
    step_until(&mut h, &wakes, "the guest has joined", |h| {
        on_screen(h, "Everyone is here.")
    });
    click(&mut h, "Start the game");
    let my_turn = |h: &Window| room(h).my_turn();
    let over = |h: &Window| room(h).phase() == Phase::Over;
    let moves = online::play_host_turns(&mut h, &wakes, 64, my_turn, over, |h, wakes, _| {
        let before = game(h).history().len();
        let cell = a_legal_cell(&game(h)).expect("a legal cell on the host's move");
        click_cell(h, cell);
        step_until(h, wakes, "the move comes back", |h| {
            game(h).history().len() > before
        });
    });
    let (their_moves, outcome) = guest
        .join()
        .expect("the guest's thread")
        .view
        .map(|view| (view.moves, view.outcome))
        .expect("the guest saw the game");
    assert!(moves > 10, "a whole game: {moves} moves of the host");
    let mine: Vec<Move> = game(&h).moves().collect();
    assert_eq!(mine, their_moves, "both saw the same moves");
    let outcome = outcome.expect("the guest saw the end");
    let position = *game(&h).position();
    let board = position.board();
    assert_eq!(
        [board.count(Colour::Yellow), board.count(Colour::Red)],
        outcome.stones
    );
    let result = match outcome.winner {
        Some(Colour::Yellow) => "Yellow wins",
        Some(Colour::Red) => "Red wins",
        None => "Tie",
    };
    assert!(on_screen(&h, result), "the result is shown: {result}");
}

#[test]
fn the_online_screens_speak_german() {
    let (mut h, wakes) = window_in(Language::German);
    h.run();
    open_menus(&mut h, &["Spiel", "Online spielen", "Spiel eröffnen…"]);
    assert!(on_screen(&h, "Ein Spiel online eröffnen"));
    assert!(on_screen(&h, "Deine Farbe"));
    type_into(&mut h, "Port", "0");
    click(
        &mut h,
        "Andere Computer dürfen beitreten (sonst nur dieser Computer)",
    );
    click(&mut h, "Raum eröffnen");
    step_until(&mut h, &wakes, "the lobby in German", |h| {
        on_screen(h, "Raumcode: ") && has(h, "Spiel beginnen")
    });
    assert!(on_screen(&h, "Warten auf die Spieler"));
    assert!(on_screen(&h, "frei: wartet auf jemanden"));
    assert!(on_screen(&h, "Verbunden"));
}

/// A window whose seats joined online are kept in `folder` (the program keeps them in the
/// user's data folder).
fn window_keeping_seats_in(folder: &std::path::Path) -> (Window, mpsc::Receiver<()>) {
    use game_shell::frame::Program;
    let (mut h, wakes) = window();
    h.state_mut().frame_mut().seat_book = Some(game_shell::online::SeatBook::in_folder(folder));
    (h, wakes)
}

/// What a network client at `url` is answered in room `code`: resuming with `token`, then
/// joining the first free seat (each its own connection); the refusal's kind or the seat.
fn resume_then_join(
    url: String,
    code: netplay::RoomCode,
    token: netplay::SeatToken,
) -> (Result<usize, &'static str>, Result<usize, &'static str>) {
    use netplay::{ClientMessage, Connection, ServerMessage};
    async fn seat_of(url: &str, message: ClientMessage<Reversi>) -> Result<usize, &'static str> {
        let mut connection = Connection::<Reversi>::open(url)
            .await
            .expect("a connection");
        connection.send(&message).await.expect("sent");
        loop {
            match connection.recv().await.expect("an answer") {
                ServerMessage::Seated { seat, .. } => return Ok(seat),
                ServerMessage::Refused { refusal, .. } => return Err(refusal.kind()),
                _ => {}
            }
        }
    }
    online::on_own_runtime(move || async move {
        let resume = ClientMessage::Resume {
            room: code.clone(),
            token,
            cursor: None,
        };
        let join = ClientMessage::Join {
            room: code,
            seat: None,
            name: None,
        };
        let guard = std::time::Duration::from_secs(60);
        let resumed = tokio::time::timeout(guard, seat_of(&url, resume)).await;
        let joined = tokio::time::timeout(guard, seat_of(&url, join)).await;
        (
            resumed.expect("an answer to the resume"),
            joined.expect("an answer to the join"),
        )
    })
    .join()
    .expect("the network client")
}

#[test]
fn a_guest_whose_window_closed_rejoins_its_seat_and_may_give_it_up_to_the_next_person() {
    let folder = tempfile::tempdir().expect("a folder");
    let (mut host_window, host_wakes) = window();
    host(&mut host_window, &host_wakes, "A person who joins");
    let code = shown_code(&host_window).expect("the room's code");
    let port = shown_port(&host_window);
    let (mut guest, guest_wakes) = online::join_and_start(
        || window_keeping_seats_in(folder.path()),
        &mut host_window,
        &host_wakes,
        "Zora",
    );
    step_until(&mut host_window, &host_wakes, "the host's move", |h| {
        room(h).phase() == Phase::Playing && room(h).my_turn()
    });
    let cell = a_legal_cell(&game(&host_window)).expect("a legal cell");
    click_cell(&mut host_window, cell);
    step_until(
        &mut guest,
        &guest_wakes,
        "the host's move at the guest",
        |h| room(h).phase() == Phase::Playing && game(h).history().len() == 1,
    );

    // The guest's window closes: the seat is away, still the guest's.
    drop(guest);
    step_until(&mut host_window, &host_wakes, "the guest away", |h| {
        room(h).seats()[1].taken && room(h).seats()[1].connected == 0
    });

    // A new window of the program offers to rejoin the room, and is back in the seat with
    // the game as it was.
    let (mut again, wakes) = window_keeping_seats_in(folder.path());
    online::rejoin(&mut again, &code, "Zora", port);
    step_until(&mut again, &wakes, "back in the seat", |h| {
        h.state()
            .online_room()
            .is_some_and(|room| room.phase() == Phase::Playing)
            && on_screen(h, "You play Red.")
    });
    assert_eq!(game(&again), game(&host_window), "the game as it was");
    assert!(on_screen(&again, "Your move."));
    step_until(&mut host_window, &host_wakes, "the guest back", |h| {
        room(h).seats()[1].connected == 1
    });

    // Leaving asks; the seat is given up: free for the next person, the old token refused.
    let book = game_shell::online::SeatBook::in_folder(folder.path());
    let kept = book.seats("reversi").expect("the kept seats");
    assert_eq!(kept.len(), 1);
    click(&mut again, "Leave the room");
    assert!(has(&again, "Keep my seat and leave"), "the window asks");
    assert!(has(&again, "Stay"));
    click(&mut again, "Give my seat up");
    assert!(again.state().online().is_none(), "the room is left");
    step_until(&mut host_window, &host_wakes, "the seat free", |h| {
        !room(h).seats()[1].taken
    });
    assert_eq!(
        book.seats("reversi"),
        Ok(Vec::new()),
        "the seat is forgotten"
    );
    let url = format!("ws://127.0.0.1:{port}{}", reversi::online::PATH);
    let token = kept[0].token.clone();
    assert_eq!(
        resume_then_join(url, code, token),
        (Err("bad_token"), Ok(1)),
        "the old token is refused, and the next person takes the seat"
    );
    let (mut later, _) = window_keeping_seats_in(folder.path());
    online::open(&mut later, "Join a game…");
    assert!(!has(&later, "Rejoin"), "nothing to rejoin");
}

#[test]
fn leaving_a_room_keeps_the_seat_to_rejoin_and_staying_stays() {
    let folder = tempfile::tempdir().expect("a folder");
    let (mut host_window, host_wakes) = window();
    host(&mut host_window, &host_wakes, "A person who joins");
    let (mut guest, guest_wakes) = online::join_and_start(
        || window_keeping_seats_in(folder.path()),
        &mut host_window,
        &host_wakes,
        "Zora",
    );
    step_until(&mut guest, &guest_wakes, "the game at the guest", |h| {
        room(h).phase() == Phase::Playing
    });
    click(&mut guest, "Leave the room");
    click(&mut guest, "Stay");
    assert!(guest.state().online_room().is_some(), "still in the room");
    assert!(!has(&guest, "Give my seat up"), "the question is gone");
    click(&mut guest, "Leave the room");
    click(&mut guest, "Keep my seat and leave");
    assert!(guest.state().online().is_none(), "the room is left");
    online::open(&mut guest, "Join a game…");
    assert!(has(&guest, "Rejoin"), "the seat is kept to rejoin");
    // Forgotten, it is no longer offered.
    click(&mut guest, "Forget");
    assert!(!has(&guest, "Rejoin"));
    let book = game_shell::online::SeatBook::in_folder(folder.path());
    assert_eq!(book.seats("reversi"), Ok(Vec::new()));
}
