//! Replay and autosave, driven through the window headless: stepping through a game with the
//! buttons and the keys shows the positions the core rebuilds and never changes the game; the
//! game is written after every turn and offered at the next start.

mod common;

use std::path::Path;

use common::*;
use egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use game_shell::picker::{Pick, ScriptedPicker};
use loopit::navigation::Modal;
use loopit::settings::{Settings, SettingsFile};
use loopit::storage::{self, Autosave};
use loopit::{AppSetup, LoopItApp};
use loopit_core::{Game, Level, Player, ai};

/// Anna and Ben (people) after `turns` turns, each played as the Greedy computer would, from
/// seed 21; written to a file in a fresh folder.
fn saved_game(turns: usize) -> (Game, std::path::PathBuf) {
    let players = vec![Player::human("Anna"), Player::human("Ben")];
    let mut game = Game::new(players, 21).expect("players");
    for _ in 0..turns {
        if game.is_over() {
            break;
        }
        ai::play_turn(&mut game, Level::Normal.strategy());
        game.end_turn();
    }
    let file = tempfile::tempdir()
        .expect("temp dir")
        .keep()
        .join("game.json");
    storage::save_game(&game, &file).expect("saved");
    (game, file)
}

/// The window with `game_file` loaded.
fn loaded(game_file: &Path) -> Harness<'static, LoopItApp> {
    let mut h = harness(app(two_humans(), vec![Pick::Chosen(game_file.to_owned())]));
    h.run();
    click(&mut h, "Load a saved game…");
    h
}

/// The app with an autosave folder.
fn app_with_autosave(settings: Settings, folder: &Path) -> LoopItApp {
    LoopItApp::new(AppSetup {
        settings: SettingsFile::in_memory(settings),
        warnings: Vec::new(),
        tiles: Ok(tile_images()),
        picker: Box::new(ScriptedPicker::new(vec![])),
        seed: 7,
        system_language: game_shell::i18n::Language::English,
        autosave: Some(folder.to_owned()),
        executor: game_shell::task::Executor::Threads,
    })
}

fn open_replay(h: &mut Harness<'_, LoopItApp>) {
    click(h, "Game");
    click(h, "Replay");
    assert!(h.state().replay().is_some(), "the replay is on screen");
}

/// Whether a text starting with `prefix` is on screen (a label's text or a widget's name).
fn shows(h: &Harness<'_, LoopItApp>, prefix: &str) -> bool {
    let prefix = prefix.to_owned();
    h.query_all_by(move |n| {
        [n.label(), n.value()]
            .into_iter()
            .flatten()
            .any(|text| text.starts_with(&prefix))
    })
    .next()
    .is_some()
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
    assert!(shows(&h, "Turn 1 of 7: Anna to play"));

    click(&mut h, "Forward");
    assert_eq!(h.state().replay().expect("replay").index(), 1);
    assert_shows_the_core_position(&h, &game);
    assert!(shows(&h, "Turn 1 of 7: Anna, tile 1 of"));
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
    assert_eq!(
        replay.marked_turn(),
        Some(0),
        "Anna's turn outlined as the last"
    );
    assert_shows_the_core_position(&h, &game);
    assert!(shows(&h, "Turn 2 of 7: Ben to play"));

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

    // Clicking a turn of the log shows the board after it.
    click_prefix(&mut h, "3. Anna:");
    let replay = h.state().replay().expect("replay");
    assert_eq!(replay.step().turn, 3);
    assert_eq!(replay.step().placements, 0);
    assert_eq!(replay.marked_turn(), Some(2));
    assert_shows_the_core_position(&h, &game);

    // Nothing can be placed in a replay: clicking the board and the bank changes nothing.
    click_bank(&mut h, 0);
    assert_eq!(h.state().game().expect("game").to_save(), before);

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
    press(&mut h, Key::End);
    let replay = h.state().replay().expect("replay");
    assert_eq!(replay.shown().to_save(), game.to_save());
    let turns = game.history().turns().len();
    assert!(shows(
        &h,
        &format!("The end of the game, after {turns} turns")
    ));
    press(&mut h, Key::ArrowLeft);
    assert_shows_the_core_position(&h, &game);
    click(&mut h, "Back to the game");
    assert_eq!(h.state().game().expect("game").to_save(), game.to_save());
}

#[test]
fn a_turn_is_autosaved_and_resumed_at_the_next_start() {
    let folder = tempfile::tempdir().expect("temp dir");
    let autosave = Autosave::in_folder(folder.path());
    let mut h = harness(app_with_autosave(two_humans(), folder.path()));
    start(&mut h);
    assert!(
        !autosave.path().exists(),
        "nothing written before a turn ends"
    );
    let (slot, cell, _) = a_legal_move(h.state()).expect("a tile fits");
    click_bank(&mut h, slot);
    click_cell(&mut h, cell);
    click(&mut h, "End turn");
    let game = h.state().game().expect("game").clone();
    assert_eq!(game.history().turns().len(), 1);
    let written = storage::load_game(autosave.path(), 0).expect("autosaved after the turn");
    assert_eq!(written.to_save(), game.to_save());

    // The next start offers it.
    let mut h = harness(app_with_autosave(two_humans(), folder.path()));
    h.run();
    let Some(Modal::Resume { names, turn, saved }) = h.state().modal().cloned() else {
        panic!("the autosaved game is offered: {:?}", h.state().modal());
    };
    assert_eq!(names, ["Player 1", "Player 2"]);
    assert_eq!(turn, 2);
    let time = saved.expect("the file's time").format("%H:%M").to_string();
    let question = format!("Resume the game of Player 1, Player 2 — turn 2, saved {time}?");
    assert!(shows(&h, &question), "{question}");
    click(&mut h, "Resume");
    assert!(h.state().modal().is_none());
    assert!(!h.state().showing_setup());
    assert_eq!(h.state().game().expect("resumed").to_save(), game.to_save());
    assert_eq!(h.state().session().expect("session").log().len(), 1);

    // New game instead: the autosaved game is not played, and a started game replaces it.
    let mut h = harness(app_with_autosave(two_humans(), folder.path()));
    h.run();
    h.get_by_role_and_label(egui::accesskit::Role::Button, "New game")
        .click();
    h.run();
    assert!(h.state().modal().is_none());
    assert!(h.state().showing_setup());
    assert!(h.state().game().is_none(), "no game waits behind the setup");
    start(&mut h);
    assert_eq!(h.state().game().expect("game").history().turns().len(), 0);
    assert!(
        !autosave.path().exists(),
        "the old game is not offered again"
    );
}

#[test]
fn a_corrupt_autosave_is_ignored() {
    let folder = tempfile::tempdir().expect("temp dir");
    let autosave = Autosave::in_folder(folder.path());
    for junk in ["{\"version\": 2, \"board\": [", "", "not json at all"] {
        std::fs::write(autosave.path(), junk).expect("write");
        let mut h = harness(app_with_autosave(two_humans(), folder.path()));
        h.run();
        assert!(
            h.state().modal().is_none(),
            "no offer, no error for {junk:?}"
        );
        assert!(h.state().showing_setup());
        assert!(h.state().game().is_none());
    }
}

#[test]
fn a_game_between_computers_is_autosaved_as_it_goes_and_forgotten_when_it_ends() {
    let folder = tempfile::tempdir().expect("temp dir");
    let autosave = Autosave::in_folder(folder.path());
    let mut h = harness(app_with_autosave(two_computers(), folder.path()));
    start(&mut h);
    let mut seen = false;
    let mut steps = 0;
    while h.state().modal().is_none() {
        h.step();
        steps += 1;
        assert!(steps < 2000, "the game ends");
        let game = h.state().game().expect("game");
        if !game.is_over() && !game.history().turns().is_empty() && game.placed().is_empty() {
            let written = storage::load_game(autosave.path(), 0).expect("autosaved");
            assert_eq!(written.to_save(), game.to_save(), "the last ended turn");
            seen = true;
        }
    }
    assert!(seen);
    assert_eq!(h.state().modal(), Some(&Modal::GameOver));
    assert!(!autosave.path().exists(), "a finished game is not offered");
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
    assert!(shows(&h, "Zug 1 von 5: Anna ist am Zug"));
    click(&mut h, "Vor");
    assert!(shows(&h, "Zug 1 von 5: Anna, Stein 1 von"));
    for label in ["Anfang", "Voriger Zug", "Zurück", "Nächster Zug", "Ende"] {
        assert!(h.query_by_label(label).is_some(), "{label}");
    }
    click(&mut h, "Zurück zum Spiel");
    assert!(h.state().replay().is_none());
}

#[test]
fn quitting_without_saving_forgets_the_autosaved_game() {
    let folder = tempfile::tempdir().expect("temp dir");
    let autosave = Autosave::in_folder(folder.path());
    let mut h = harness(app_with_autosave(two_humans(), folder.path()));
    start(&mut h);
    click(&mut h, "End turn");
    click(&mut h, "End turn anyway");
    assert!(autosave.path().exists(), "written after the turn");
    click(&mut h, "Game");
    click_prefix(&mut h, "Quit");
    assert!(matches!(h.state().modal(), Some(Modal::Abandon(_))));
    click(&mut h, "Don't save");
    assert!(!autosave.path().exists(), "the player gave the game up");
}
