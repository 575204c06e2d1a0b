//! Game ▸ Play online in the window: the host form, the lobby, the server's dice shown in both
//! windows, the server's refusals in words, a spectator, a whole game between the host's
//! window and a network computer client with the result the room keeps, and the screens in
//! German and Russian, over 127.0.0.1. Nothing sleeps: a test steps the window, and between
//! frames waits (bounded) until the window is woken by its client's or server's threads, as
//! eframe would repaint it.

use std::sync::mpsc;
use std::time::{Duration, Instant};

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use game_shell::i18n::Language;
use game_shell::prefs::LanguagePolicy;
use game_shell::testing::online::{self, shown_code, step_until};
use game_shell::testing::{click, has, on_screen, open_menus, shown_port, texts, type_into};
use nardy::online::{OnlineRoom, Phase};
use nardy::{Executor, NardyApp, Setup};
use nardy_core::{Dest, Level, Turn};
use nardy_online::Bot;
use nardy_online::NetPlayer;
use netplay::{Refusal, ServerMessage};

type Window = Harness<'static, NardyApp>;

/// A window in `language` whose wake-ups (from its client's and server's threads) arrive on
/// the receiver.
fn window_in(language: Language) -> (Window, mpsc::Receiver<()>) {
    let app = NardyApp::new(Setup {
        seed: 7,
        saves: std::env::temp_dir(),
        picker: Box::new(game_shell::picker::ScriptedPicker::new(vec![])),
        computer_delay: 0.0,
        executor: Executor::Inline,
        language: LanguagePolicy::new(&nardy::i18n::LANGUAGES, language, Some(language)),
        theme: game_shell::theme::Theme::default(),
        players: [nardy_core::Player::Human; 2],
        match_to: None,
        settings: nardy::settings::SettingsFile::in_memory(Default::default()),
        warnings: Vec::new(),
        autosave: None,
    });
    let h = Harness::builder()
        .with_size([1280.0, 800.0])
        .with_max_steps(64)
        .build_ui_state(|ui, app: &mut NardyApp| app.frame(ui), app);
    let wakes = game_shell::testing::wakes(&h);
    (h, wakes)
}

fn window() -> (Window, mpsc::Receiver<()>) {
    window_in(Language::English)
}

/// Hosts a room on 127.0.0.1, any free port, the host White, Black played by `black` (as the
/// form's box names it), a match to `points` (as the form's box names it); the lobby is on
/// screen when it returns.
fn host(h: &mut Window, wakes: &mpsc::Receiver<()>, black: &str, points: &str) {
    online::host(h, wakes, |h| {
        assert!(on_screen(h, "The server rolls the dice"));
        if black != "A person who joins" {
            click(h, "Who plays Black");
            click(h, black);
        }
        if points != "1 point" {
            // The caption and the box are both called so: the box is the second.
            h.query_all_by_label("Match to")
                .last()
                .expect("the match box")
                .click();
            h.run();
            click(h, points);
        }
    });
}

fn room(h: &Window) -> &OnlineRoom {
    h.state().online_room().expect("in the room")
}

/// The turn on the window's board, once its dice are rolled.
fn turn(h: &Window) -> Option<Turn> {
    room(h).session()?.game().turn().cloned()
}

/// Where the window's match is: what changes with each of the server's events on the board.
fn moment(h: &Window) -> (u32, usize, Option<usize>, bool) {
    let r = room(h);
    let history = r.turns().len();
    let steps = turn(h).map(|t| t.steps().len());
    (r.game_number(), history, steps, r.phase() == Phase::Over)
}

/// How long the server asked to wait, when it refused the last intent for coming too fast.
fn retry_after(h: &Window) -> Option<Duration> {
    match room(h).refusal()? {
        Refusal::RateLimited { retry_after_ms } => Some(Duration::from_millis(*retry_after_ms)),
        _ => None,
    }
}

/// Clicks point `p` of the board.
fn click_point(h: &mut Window, p: u8) {
    let prefix = format!("point {p}:");
    h.get_by(move |n| n.label().is_some_and(|l| l.starts_with(&prefix)))
        .click();
    h.run();
}

/// Clicks the borne-off tray.
fn click_tray(h: &mut Window) {
    h.get_by(|n| n.label().is_some_and(|l| l.starts_with("borne off:")))
        .click();
    h.run();
}

/// A checker of the turn's colour that may move, and the first place it may go (the core's
/// answer on the window's picture).
fn a_move(turn: &Turn) -> Option<(u8, Dest)> {
    (1..=24u8).find_map(|p| {
        if turn.position().count(turn.colour(), p) == 0 {
            return None;
        }
        // One die at a time: each click is one step the server tells back.
        let targets = turn.targets(p);
        targets
            .iter()
            .find(|(_, path)| path.len() == 1)
            .or(targets.first())
            .map(|(dest, _)| (p, *dest))
    })
}

/// Plays the window's turn through its buttons and its board: the roll (the server's), a
/// checker moved at a time (picked up, put where the core says it may go), the end of the
/// move. Returns when the turn has passed or the match is over.
fn play_my_turn(h: &mut Window, wakes: &mpsc::Receiver<()>) {
    for _ in 0..100 {
        if !room(h).my_turn() || room(h).phase() == Phase::Over {
            return;
        }
        let before = moment(h);
        match turn(h) {
            None => click(h, "Roll"),
            Some(turn) => match a_move(&turn) {
                _ if turn.is_complete() => click(h, "End move"),
                Some((from, to)) => {
                    click_point(h, from);
                    match to {
                        Dest::Point(p) => click_point(h, p),
                        Dest::Off => click_tray(h),
                    }
                }
                None => panic!("a turn not complete has a checker that may move"),
            },
        }
        step_until(h, wakes, "the server's answer on the board", |h| {
            moment(h) != before || retry_after(h).is_some()
        });
        if let Some(wait) = retry_after(h) {
            // Faster than the server lets a connection send (a person never is): wait as
            // long as it says, and do it again.
            let until = Instant::now() + wait;
            while let Some(left) = until.checked_duration_since(Instant::now()) {
                let _ = wakes.recv_timeout(left);
            }
            h.run();
            continue;
        }
        if moment(h).1 != before.1 || moment(h).0 != before.0 {
            // The turn has ended (or passed at the roll).
            return;
        }
    }
    panic!("a turn of at most 4 steps is played within 100 actions");
}

#[test]
fn the_host_form_opens_a_room_whose_lobby_shows_its_code_port_and_match() {
    let (mut h, wakes) = window();
    host(&mut h, &wakes, "A person who joins", "5 points");
    online::shows_a_code_and_a_port(&h);
    step_until(&mut h, &wakes, "the host is seated", |h| {
        on_screen(h, "free: waiting for someone to join")
    });
    assert!(on_screen(&h, "Match to 5 points"), "the room's match");
    assert!(on_screen(&h, "Connected"));
    click(&mut h, "Leave the room");
    assert!(h.state().online().is_none());
    assert!(has(&h, "Roll"), "the game at this window is back");
}

#[test]
fn a_second_window_joins_sees_the_servers_dice_and_is_told_why_not_in_words() {
    let (mut host_window, host_wakes) = window();
    host(
        &mut host_window,
        &host_wakes,
        "A person who joins",
        "1 point",
    );
    let (mut guest, guest_wakes) =
        online::join_and_start(window, &mut host_window, &host_wakes, "Zora");
    for (h, wakes) in [(&mut host_window, &host_wakes), (&mut guest, &guest_wakes)] {
        step_until(h, wakes, "the match on screen", |h| {
            room(h).phase() == Phase::Playing && on_screen(h, "The server rolls the dice.")
        });
    }
    assert!(on_screen(&host_window, "You play White."));
    assert!(on_screen(&guest, "You play Black."));
    assert!(on_screen(&guest, "Room "), "the connection line");

    // Whoever the server drew to start rolls; the other waits and sees the same dice.
    let host_starts = room(&host_window).my_turn();
    let ((mover, mover_wakes), (other, other_wakes)) = if host_starts {
        ((&mut host_window, &host_wakes), (&mut guest, &guest_wakes))
    } else {
        ((&mut guest, &guest_wakes), (&mut host_window, &host_wakes))
    };
    assert!(on_screen(mover, "Your turn: roll the dice."));
    assert!(on_screen(other, "Waiting for "));
    // The one waiting presses the roll key: the server says why not.
    other.key_press(egui::Key::Space);
    other.run();
    step_until(other, other_wakes, "the refusal is told", |h| {
        on_screen(h, "It is not your turn.")
    });
    assert!(turn(other).is_none(), "nothing was rolled");

    click(mover, "Roll");
    step_until(mover, mover_wakes, "the server's dice", |h| {
        turn(h).is_some()
    });
    let dice = turn(mover).expect("rolled").roll().dice();
    step_until(
        other,
        other_wakes,
        "the same dice in the other window",
        |h| turn(h).is_some(),
    );
    assert_eq!(turn(other).expect("rolled").roll().dice(), dice);
    assert!(on_screen(other, &format!("die 1: {}", dice[0])));
    // The first move of a game can always be played: ending it now is refused, in words.
    click(mover, "End move");
    step_until(mover, mover_wakes, "the refusal is told", |h| {
        on_screen(h, "Your move is not finished.")
    });
    // A checker moved shows in the other window as the server tells it.
    let seen = moment(other);
    let (from, to) = a_move(&turn(mover).expect("rolled")).expect("a checker may move");
    click_point(mover, from);
    assert!(
        on_screen(mover, &format!("point {from}: ")) && on_screen(mover, "selected"),
        "the checker is picked up"
    );
    match to {
        Dest::Point(p) => click_point(mover, p),
        Dest::Off => click_tray(mover),
    }
    step_until(other, other_wakes, "the step in the other window", |h| {
        moment(h) != seen
    });
    step_until(mover, mover_wakes, "the step on the mover's board", |h| {
        turn(h).is_some_and(|t| !t.steps().is_empty())
    });
    assert_eq!(turn(other).map(|t| t.steps().len()), Some(1));
    assert_eq!(
        turn(other).map(|t| *t.position()),
        turn(mover).map(|t| *t.position())
    );
}

#[test]
fn a_join_with_a_code_of_no_room_says_why() {
    online::a_second_window_is_refused_a_code_of_no_room(window, |h, wakes| {
        host(h, wakes, "A person who joins", "1 point");
    });
}

#[test]
fn a_port_that_is_no_port_and_a_busy_port_are_refused_with_words() {
    let (mut h, _wakes) = window();
    game_shell::testing::online::refuses_a_port_that_is_no_port_and_a_busy_one(&mut h);
}

#[test]
fn a_spectator_watches_the_host_play_the_servers_computer() {
    let (mut host_window, host_wakes) = window();
    host(&mut host_window, &host_wakes, "Computer (quick)", "1 point");
    assert!(on_screen(&host_window, "Everyone is here."));
    let code = shown_code(&host_window).expect("a code");
    let port = shown_port(&host_window);
    click(&mut host_window, "Start the game");
    let (mut watcher, wakes) = window();
    online::watch(&mut watcher, &wakes, port, &code, "You are watching.");
    step_until(
        &mut watcher,
        &wakes,
        "the match on the spectator's screen",
        |h| room(h).phase() == Phase::Playing,
    );
    for _ in 0..2 {
        step_until(&mut host_window, &host_wakes, "the host's turn", |h| {
            room(h).my_turn()
        });
        play_my_turn(&mut host_window, &host_wakes);
    }
    // The host played twice; the computer once between, at least.
    step_until(
        &mut watcher,
        &wakes,
        "the moves on the spectator's board",
        |h| moment(h).1 >= 3,
    );
    assert!(on_screen(&watcher, "Computer (quick)"), "who plays Black");
    // A spectator's keys ask nothing of the server.
    watcher.key_press(egui::Key::Space);
    watcher.run();
    assert_eq!(room(&watcher).seat(), None);
    assert!(room(&watcher).refusal().is_none(), "nothing was sent");
}

#[test]
fn a_whole_match_between_the_hosts_window_and_a_network_computer_ends_with_the_rooms_score() {
    let (mut h, wakes) = window();
    host(&mut h, &wakes, "A person who joins", "3 points");
    let code = shown_code(&h).expect("a code");
    let url = format!("ws://127.0.0.1:{}/ws/nardy", shown_port(&h));
    // The other player: a network client on its own runtime, playing the quick computer one
    // intent at a time, each once the last is answered.
    let guest = online::on_own_runtime(move || async move {
        let mut player = NetPlayer::join(&url, &code, 1, None)
            .await
            .expect("the guest joins");
        let mut bot = Bot::new(Level::Quick);
        while !player.game_over() {
            let Some(intent) = bot.next_intent(&player.table).expect("the bot reads") else {
                player.step().await.expect("the game goes on");
                continue;
            };
            let id = player.act(intent).await.expect("the intent is sent");
            loop {
                match player.step().await.expect("the answer") {
                    ServerMessage::Done { id: done, .. } if done == id => break,
                    ServerMessage::Refused {
                        refusal: Refusal::RateLimited { retry_after_ms },
                        ..
                    } => {
                        // Faster than the server lets a connection send: wait as long as
                        // it says, and the bot asks again.
                        tokio::time::sleep(Duration::from_millis(retry_after_ms)).await;
                        break;
                    }
                    ServerMessage::Refused { refusal, .. } => {
                        panic!("the bot's intent is refused: {refusal:?}")
                    }
                    _ => {}
                }
            }
        }
        player.table.view.map(|view| (view.score, view.results))
    });
    step_until(&mut h, &wakes, "the guest has joined", |h| {
        on_screen(h, "Everyone is here.")
    });
    click(&mut h, "Start the game");
    step_until(&mut h, &wakes, "the match has begun", |h| {
        room(h).phase() == Phase::Playing
    });
    let mut games = 1;
    let my_turn = |h: &Window| room(h).my_turn();
    let over = |h: &Window| room(h).phase() == Phase::Over;
    let turns = online::play_host_turns(&mut h, &wakes, 2000, my_turn, over, |h, wakes, turns| {
        let game = room(h).game_number();
        if game > games {
            // The next game of the match, begun by the server: the panel says which.
            assert!(on_screen(h, &format!("Game {game} of the match")));
            games = game;
        }
        if turns == 1 && turn(h).is_none() {
            // A click on one's own checker before the roll is answered at once, not sent.
            let head = room(h).colour().expect("the host is seated").head();
            click_point(h, head);
            assert!(on_screen(h, "Roll the dice first."));
            assert!(turn(h).is_none(), "nothing rolled");
        }
        play_my_turn(h, wakes);
    });
    let (score, results) = guest
        .join()
        .expect("the guest's thread")
        .expect("the guest saw the game");
    assert!(turns > 10, "whole games: {turns} turns of the host");
    assert!(results.len() >= 2, "a match to 3 points is 2 games or more");
    assert_eq!(
        games as usize,
        results.len(),
        "each game was played in the window"
    );
    assert!(score.iter().any(|points| *points >= 3), "{score:?}");
    assert_eq!(
        room(&h).series().score(),
        score,
        "both saw the room's score"
    );
    let winner = if score[0] > score[1] {
        "White"
    } else {
        "Black"
    };
    assert!(
        on_screen(&h, &format!("{winner} wins the match")),
        "the end is shown: {winner}"
    );
    assert!(on_screen(&h, &format!("Game {games} is over.")));
}

/// The words a language's online screens are checked for, in the order a host meets them.
struct Words {
    language: Language,
    menu: [&'static str; 3],
    form: [&'static str; 3],
    black_plays: &'static str,
    quick_computer: &'static str,
    port: &'static str,
    others_may_join: &'static str,
    open_room: &'static str,
    lobby: (&'static str, &'static str),
    waiting: &'static str,
    /// What the side panel says once the match has begun and it is this window's turn.
    playing: &'static [&'static str],
}

/// Hosts a room against the server's computer in `words.language`, from the form through the
/// lobby into the match, and checks every screen's words on the way.
fn the_online_screens_speak(words: &Words) {
    let (mut h, wakes) = window_in(words.language);
    open_menus(&mut h, &words.menu);
    for text in words.form {
        assert!(on_screen(&h, text), "{text}");
    }
    click(&mut h, words.black_plays);
    click(&mut h, words.quick_computer);
    type_into(&mut h, words.port, "0");
    click(&mut h, words.others_may_join);
    click(&mut h, words.open_room);
    let (code, start) = words.lobby;
    step_until(&mut h, &wakes, "the lobby", |h| {
        on_screen(h, code) && has(h, start)
    });
    assert!(on_screen(&h, words.waiting));
    click(&mut h, start);
    step_until(&mut h, &wakes, "the match", |h| {
        room(h).phase() == Phase::Playing && room(h).my_turn()
    });
    for text in words.playing {
        assert!(on_screen(&h, text), "{text}: {:?}", texts(&h));
    }
}

#[test]
fn the_online_screens_speak_german() {
    the_online_screens_speak(&Words {
        language: Language::German,
        menu: ["Spiel", "Online spielen", "Spiel eröffnen…"],
        form: [
            "Ein Spiel online eröffnen",
            "Deine Farbe",
            "Der Server würfelt, prüft jeden Zug",
        ],
        black_plays: "Wer spielt Schwarz",
        quick_computer: "Computer (schnell)",
        port: "Port",
        others_may_join: "Andere Computer dürfen beitreten (sonst nur dieser Computer)",
        open_room: "Raum eröffnen",
        lobby: ("Raumcode: ", "Spiel beginnen"),
        waiting: "Warten auf die Spieler",
        playing: &[
            "Du spielst Weiß.",
            "Der Server würfelt.",
            "Du bist dran: würfle.",
            "Verbunden",
        ],
    });
}

#[test]
fn the_online_screens_speak_russian() {
    the_online_screens_speak(&Words {
        language: Language::Russian,
        menu: ["Игра", "Игра по сети", "Открыть игру…"],
        form: ["Открыть игру по сети", "Ваш цвет", "Сервер бросает кости"],
        black_plays: "Кто играет (Чёрные)",
        quick_computer: "Компьютер (быстрый)",
        port: "Порт",
        others_may_join: "Могут присоединиться другие компьютеры (иначе только этот)",
        open_room: "Открыть комнату",
        lobby: ("Код комнаты: ", "Начать игру"),
        waiting: "Ждём игроков",
        playing: &[
            "Вы играете: Белые.",
            "Кости бросает сервер.",
            "Ваш ход: бросьте кости.",
        ],
    });
}
