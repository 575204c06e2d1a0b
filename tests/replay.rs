//! Replay, driven through the window headless: stepping through a game with the buttons and
//! the keys shows the positions the core rebuilds and never changes the game. (The autosave's
//! tests are in `autosave.rs`.)

mod common;

use std::path::Path;

use common::*;
use egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use game_shell::picker::Pick;
use loopit::LoopItApp;
use loopit::navigation::Modal;
use loopit::settings::Settings;
use loopit_core::{Game, Level, Player};

/// Anna and Ben (people) after `turns` turns, each played as the Greedy computer would, from
/// seed 21; written to a file in a fresh folder.
fn saved_game(turns: usize) -> (Game, std::path::PathBuf) {
    let players = vec![Player::human("Anna"), Player::human("Ben")];
    let game = played(players, 21, &[Level::Normal; 2], turns);
    let file = saved(&game);
    (game, file)
}

/// The window with `game_file` loaded.
fn loaded(game_file: &Path) -> Harness<'static, LoopItApp> {
    let mut h = harness(app(two_humans(), vec![Pick::Chosen(game_file.to_owned())]));
    h.run();
    click(&mut h, "Load a saved game…");
    h
}

fn open_replay(h: &mut Harness<'_, LoopItApp>) {
    click(h, "Game");
    click(h, "Replay");
    assert!(h.state().replay().is_some(), "the replay is on screen");
}

fn press(h: &mut Harness<'_, LoopItApp>, key: Key) {
    h.key_press(key);
    h.run();
}

/// The position shown by the replay, as the core rebuilds it for the step shown.
fn assert_shows_the_core_position(h: &Harness<'_, LoopItApp>, game: &Game) {
    let replay = h.state().replay().expect("replaying");
    let step = replay.step();
    let expected = game
        .position_at(step.turn, step.placements)
        .expect("a position for every step");
    let shown = replay.shown();
    assert_eq!(shown.to_save(), expected.to_save(), "{step:?}");
    // The scores as they were: the side panel's rows name each player's points then.
    for player in shown.players() {
        let row = label_of(h, &format!("{}, human:", player.name));
        assert!(
            row.contains(&format!("{} point", player.score)),
            "{row} should show {} points at {step:?}",
            player.score
        );
    }
}

#[test]
fn the_replay_steps_with_buttons_and_keys_through_the_positions_of_the_core() {
    let (game, file) = saved_game(6);
    let mut h = loaded(&file);
    let before = h.state().game().expect("loaded").to_save();
    open_replay(&mut h);
    let steps = h.state().replay().expect("replay").steps().to_vec();
    assert_eq!(steps[0].turn, 0);
    assert_eq!(h.state().replay().expect("replay").index(), 0);
    assert_shows_the_core_position(&h, &game);
    assert_eq!(h.state().game().expect("game").to_save(), before);
    assert!(says(&h, "Turn 1 of 7: Anna to play"));

    click(&mut h, "Forward");
    assert_eq!(h.state().replay().expect("replay").index(), 1);
    assert_shows_the_core_position(&h, &game);
    assert!(says(&h, "Turn 1 of 7: Anna, tile 1 of"));
    // The turn being played is the one highlighted in the log, its tile marked on the board.
    let replay = h.state().replay().expect("replay");
    assert_eq!(replay.marked_turn(), Some(0));
    assert_eq!(replay.shown().placed().len(), 1);

    press(&mut h, Key::ArrowRight);
    assert_eq!(h.state().replay().expect("replay").index(), 2);
    assert_shows_the_core_position(&h, &game);
    press(&mut h, Key::ArrowLeft);
    assert_eq!(h.state().replay().expect("replay").index(), 1);

    click(&mut h, "Next turn");
    let replay = h.state().replay().expect("replay");
    assert_eq!(replay.step().turn, 1, "the start of Ben's turn");
    assert_eq!(replay.step().placements, 0);
    // The log highlights the turn the bar names (issue 42: "Turn 27 of 27" highlighted the
    // 26th); the board outlines Anna's turn as the last.
    assert_eq!(replay.marked_turn(), Some(1), "Ben's turn, as named");
    assert_shows_the_core_position(&h, &game);
    assert!(says(&h, "Turn 2 of 7: Ben to play"));

    press(&mut h, Key::End);
    let replay = h.state().replay().expect("replay");
    assert_eq!(replay.index(), steps.len() - 1);
    assert_eq!(
        replay.shown().to_save(),
        before,
        "the last step is the game as it stands"
    );
    assert_shows_the_core_position(&h, &game);
    press(&mut h, Key::Home);
    assert_eq!(h.state().replay().expect("replay").index(), 0);
    click(&mut h, "End");
    assert_eq!(h.state().replay().expect("replay").index(), steps.len() - 1);
    click(&mut h, "Previous turn");
    assert_eq!(
        h.state().replay().expect("replay").step().turn,
        5,
        "the start of the last ended turn"
    );

    // Clicking a turn of the log shows the board after it, as that turn ("Turn 3", not the
    // start of turn 4).
    click_prefix(&mut h, "3. Anna:");
    let replay = h.state().replay().expect("replay");
    let placed = game.history().turns()[2].placements.len();
    assert_eq!(replay.step().turn, 2);
    assert_eq!(replay.step().placements, placed);
    assert_eq!(replay.marked_turn(), Some(2));
    assert_shows_the_core_position(&h, &game);
    assert!(says(&h, "Turn 3 of 7: "), "the turn clicked");

    // Two people play at this screen and the game goes on: no bank is shown (its tiles are a
    // secret of their player); the finished game's replay shows them.
    assert!(!has_prefix(&h, "bank 1:"));

    click(&mut h, "Back to the game");
    assert!(h.state().replay().is_none());
    assert_eq!(
        h.state().game().expect("game").to_save(),
        before,
        "the game is exactly as it was"
    );
    assert_eq!(h.state().session().expect("session").log().len(), 6);
}

#[test]
fn escape_leaves_the_replay_and_a_game_without_a_turn_has_none() {
    let (_, file) = saved_game(0);
    let mut h = loaded(&file);
    click(&mut h, "Game");
    click(&mut h, "Replay");
    assert!(h.state().replay().is_none(), "no turn to replay yet");

    let (_, file) = saved_game(3);
    let mut h = loaded(&file);
    let before = h.state().game().expect("loaded").to_save();
    open_replay(&mut h);
    press(&mut h, Key::ArrowRight);
    press(&mut h, Key::Escape);
    assert!(h.state().replay().is_none());
    assert_eq!(h.state().game().expect("game").to_save(), before);
}

#[test]
fn the_game_over_view_replays_the_finished_game_to_its_end() {
    let (game, file) = saved_game(1000);
    assert!(game.is_over());
    let mut h = loaded(&file);
    assert_eq!(h.state().modal(), Some(&Modal::GameOver));
    click(&mut h, "Replay the game");
    assert!(h.state().modal().is_none());
    assert!(h.state().replay().is_some());
    let turns = game.history().turns().len();
    assert!(
        says(&h, &format!("Turn 1 of {turns}: ")),
        "a finished game of {turns} turns has {turns} turns to replay"
    );
    let a1 = |h: &Harness<'_, LoopItApp>| {
        h.get_by(|n| n.label().is_some_and(|l| l.starts_with("cell A1:")))
            .rect()
    };
    press(&mut h, Key::End);
    press(&mut h, Key::ArrowLeft);
    let before_the_end = a1(&h);
    press(&mut h, Key::End);
    assert_eq!(
        a1(&h),
        before_the_end,
        "the board keeps its size at the last step"
    );
    let replay = h.state().replay().expect("replay");
    assert_eq!(replay.shown().to_save(), game.to_save());
    assert!(says(
        &h,
        &format!("The end of the game, after {turns} turns")
    ));
    press(&mut h, Key::ArrowLeft);
    assert_shows_the_core_position(&h, &game);
    // Nothing can be placed in a replay: clicking the bank changes nothing.
    click_bank(&mut h, 0);
    assert_eq!(h.state().game().expect("game").to_save(), game.to_save());
    click(&mut h, "Back to the game");
    assert_eq!(h.state().game().expect("game").to_save(), game.to_save());
}

#[test]
fn the_replay_speaks_german() {
    let (_, file) = saved_game(4);
    let settings = Settings {
        language: Some(game_shell::i18n::Language::German),
        ..two_humans()
    };
    let mut h = harness(app(settings, vec![Pick::Chosen(file)]));
    h.run();
    click(&mut h, "Gespeichertes Spiel laden…");
    click(&mut h, "Spiel");
    click(&mut h, "Partie nachspielen");
    assert!(says(&h, "Zug 1 von 5: Anna ist am Zug"));
    click(&mut h, "Vor");
    assert!(says(&h, "Zug 1 von 5: Anna, Stein 1 von"));
    for label in ["Anfang", "Voriger Zug", "Zurück", "Nächster Zug", "Ende"] {
        assert!(h.query_by_label(label).is_some(), "{label}");
    }
    click(&mut h, "Zurück zum Spiel");
    assert!(h.state().replay().is_none());
}

#[test]
fn the_log_highlights_the_turn_the_bar_names_up_to_the_last_step() {
    // Issue 42: at "Turn 8 of 8" (the turn in progress) the log highlighted turn 7.
    let (_, file) = saved_game(7);
    let mut h = loaded(&file);
    open_replay(&mut h);
    press(&mut h, Key::End);
    assert!(says(&h, "Turn 8 of 8: "), "the last step");
    assert_eq!(
        h.state().replay().expect("replay").marked_turn(),
        None,
        "turn 8 is not in the log yet: nothing of it is highlighted"
    );
    click(&mut h, "Previous turn");
    assert!(says(&h, "Turn 7 of 8: "), "the start of turn 7");
    assert_eq!(
        h.state().replay().expect("replay").marked_turn(),
        Some(6),
        "the log's 7th turn"
    );
}
