//! The autosave, driven through the window headless: the game is written after every turn and
//! offered at the next start; two windows at once never lose a game to each other; giving a
//! game up leaves no file; a save another window replaced counts as no save.

mod common;

use std::path::{Path, PathBuf};

use common::*;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use game_shell::picker::Pick;
use loopit::navigation::Modal;
use loopit::settings::{Settings, SettingsFile};
use loopit::storage;
use loopit::{AppSetup, LoopItApp};
use loopit_core::{Game, Player};

/// The app with an autosave folder, a picker answering `picks`, and background work at once.
fn window(settings: Settings, folder: &Path, picks: Vec<Pick>) -> Harness<'static, LoopItApp> {
    harness(LoopItApp::new(AppSetup {
        autosave: Some(folder.to_owned()),
        executor: Executor::Inline,
        ..setup(SettingsFile::in_memory(settings), picks)
    }))
}

fn app_with_autosave(settings: Settings, folder: &Path) -> Harness<'static, LoopItApp> {
    window(settings, folder, Vec::new())
}

/// This window's autosave file.
fn own_file(h: &Harness<'_, LoopItApp>) -> PathBuf {
    h.state()
        .autosave_file()
        .expect("the game is autosaved")
        .to_owned()
}

/// The games in the folder's JSON files.
fn games_in(folder: &Path) -> Vec<Game> {
    game_shell::files::list_files(folder, "json")
        .iter()
        .filter_map(|(path, _)| storage::load_game(path, 0).ok())
        .collect()
}

/// Ends the turn of a person without placing a tile (confirming it).
fn pass(h: &mut Harness<'_, LoopItApp>) {
    click(h, "End turn");
    click(h, "End turn anyway");
}

fn quit_without_saving(h: &mut Harness<'_, LoopItApp>) {
    click(h, "Game");
    click_prefix(h, "Quit");
    assert!(matches!(h.state().modal(), Some(Modal::Abandon(_))));
    click(h, "Don't save");
}

#[test]
fn a_turn_is_autosaved_and_resumed_at_the_next_start() {
    let folder = tempfile::tempdir().expect("temp dir");
    let mut h = app_with_autosave(two_humans(), folder.path());
    start(&mut h);
    let file = own_file(&h);
    assert!(!file.exists(), "nothing written before a turn ends");
    let (slot, cell, _) = a_legal_move(h.state()).expect("a tile fits");
    click_bank(&mut h, slot);
    click_cell(&mut h, cell);
    click(&mut h, "End turn");
    let game = h.state().game().expect("game").clone();
    assert_eq!(game.history().turns().len(), 1);
    let written = storage::load_game(&file, 0).expect("autosaved after the turn");
    assert_eq!(written.to_save(), game.to_save());
    // The window closes (or is killed: the system ends its lock either way).
    drop(h);

    // The next start offers it.
    let mut h = app_with_autosave(two_humans(), folder.path());
    h.run();
    let Some(Modal::Resume { names, turn, saved }) = h.state().modal().cloned() else {
        panic!("the autosaved game is offered: {:?}", h.state().modal());
    };
    assert_eq!(names, ["Player 1", "Player 2"]);
    assert_eq!(turn, 2);
    let time = saved.expect("the file's time").format("%H:%M").to_string();
    let question = format!("Resume the game of Player 1, Player 2 — turn 2, saved {time}?");
    assert!(says(&h, &question), "{question}");
    click(&mut h, "Resume");
    assert!(h.state().modal().is_none());
    assert!(!h.state().showing_setup());
    assert_eq!(h.state().game().expect("resumed").to_save(), game.to_save());
    assert_eq!(h.state().session().expect("session").log().len(), 1);
    assert!(own_file(&h).exists(), "the window took the file over");
    assert!(!file.exists());
    drop(h);

    // New game instead: the autosaved game is not played, and not offered again.
    let mut h = app_with_autosave(two_humans(), folder.path());
    h.run();
    h.get_by_role_and_label(egui::accesskit::Role::Button, "New game")
        .click();
    h.run();
    assert!(h.state().modal().is_none());
    assert!(h.state().showing_setup());
    assert!(h.state().game().is_none(), "no game waits behind the setup");
    start(&mut h);
    assert_eq!(h.state().game().expect("game").history().turns().len(), 0);
    assert!(games_in(folder.path()).is_empty(), "the old game is gone");
}

#[test]
fn a_corrupt_autosave_is_ignored() {
    let folder = tempfile::tempdir().expect("temp dir");
    for name in ["autosave.json", "autosave-1-2-0.json"] {
        for junk in ["{\"version\": 2, \"board\": [", "", "not json at all"] {
            std::fs::write(folder.path().join(name), junk).expect("write");
            let mut h = app_with_autosave(two_humans(), folder.path());
            h.run();
            assert!(
                h.state().modal().is_none(),
                "no offer, no error for {junk:?}"
            );
            assert!(h.state().showing_setup());
            assert!(h.state().game().is_none());
        }
    }
}

#[test]
fn a_game_between_computers_is_autosaved_as_it_goes_and_forgotten_when_it_ends() {
    let folder = tempfile::tempdir().expect("temp dir");
    let mut h = app_with_autosave(two_computers(), folder.path());
    start(&mut h);
    let file = own_file(&h);
    let mut seen = false;
    let mut steps = 0;
    while h.state().modal().is_none() {
        h.step();
        steps += 1;
        assert!(steps < 2000, "the game ends");
        let game = h.state().game().expect("game");
        if !game.is_over() && !game.history().turns().is_empty() && game.placed().is_empty() {
            let written = storage::load_game(&file, 0).expect("autosaved");
            assert_eq!(written.to_save(), game.to_save(), "the last ended turn");
            seen = true;
        }
    }
    assert!(seen);
    assert_eq!(h.state().modal(), Some(&Modal::GameOver));
    assert!(!file.exists(), "a finished game is not offered");
}

#[test]
fn quitting_without_saving_forgets_the_autosaved_game() {
    let folder = tempfile::tempdir().expect("temp dir");
    let mut h = app_with_autosave(two_humans(), folder.path());
    start(&mut h);
    pass(&mut h);
    assert!(own_file(&h).exists(), "written after the turn");
    quit_without_saving(&mut h);
    assert!(!own_file(&h).exists(), "the player gave the game up");
}

#[test]
fn quitting_without_saving_while_computers_play_leaves_no_autosave_behind() {
    let folder = tempfile::tempdir().expect("temp dir");
    let mut h = app_with_autosave(two_computers(), folder.path());
    start(&mut h);
    while h.state().game().expect("game").history().turns().len() < 2 {
        h.step();
    }
    assert!(own_file(&h).exists(), "written after the turns");
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Q);
    h.run();
    assert!(matches!(h.state().modal(), Some(Modal::Abandon(_))));
    let turns = h.state().game().expect("game").history().turns().len();
    click(&mut h, "Don't save");
    // The window is closing; frames still come until it is gone (here they always do).
    for _ in 0..100 {
        h.step();
    }
    assert_eq!(
        h.state().game().expect("game").history().turns().len(),
        turns,
        "the computers stopped"
    );
    assert!(
        games_in(folder.path()).is_empty(),
        "no autosave left behind"
    );
}

#[test]
fn two_windows_at_once_never_lose_a_game_to_each_other() {
    let folder = tempfile::tempdir().expect("temp dir");
    let mut a = app_with_autosave(two_humans(), folder.path());
    start(&mut a);
    pass(&mut a);
    let a_file = own_file(&a);
    let a_game = a.state().game().expect("game").to_save();

    // B starts while A plays: A's game is not offered, and B's new game leaves it alone.
    let mut b = app_with_autosave(two_humans(), folder.path());
    b.run();
    assert!(b.state().modal().is_none(), "A's game is A's");
    start(&mut b);
    pass(&mut b);
    let b_file = own_file(&b);
    assert_ne!(a_file, b_file);
    assert_eq!(
        storage::load_game(&a_file, 0).expect("A's game").to_save(),
        a_game
    );
    assert!(b_file.exists());

    // A gives its game up: B's is kept.
    quit_without_saving(&mut a);
    assert!(!a_file.exists());
    let b_game = b.state().game().expect("game").to_save();
    assert_eq!(
        storage::load_game(&b_file, 0).expect("B's game").to_save(),
        b_game
    );
    drop(a);

    // B is killed: the next window offers B's game, and only that.
    drop(b);
    let mut c = app_with_autosave(two_humans(), folder.path());
    c.run();
    assert!(matches!(c.state().modal(), Some(Modal::Resume { .. })));
    click(&mut c, "Resume");
    assert_eq!(c.state().game().expect("resumed").to_save(), b_game);
}

#[test]
fn a_save_another_window_replaced_counts_as_no_save() {
    let folder = tempfile::tempdir().expect("temp dir");
    let shared = folder.path().join("shared.json");
    let picks = vec![Pick::Chosen(shared.clone()), Pick::Chosen(shared.clone())];
    let mut h = window(two_humans(), folder.path(), picks);
    start(&mut h);
    pass(&mut h);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::S);
    h.run();
    assert!(shared.exists(), "saved");
    // Saved and unchanged: quitting asks nothing.
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Q);
    h.run();
    assert!(h.state().modal().is_none(), "nothing would be lost");

    // Another window saves its own game over the file: this game is now in no file.
    let mut h = window(
        two_humans(),
        folder.path(),
        vec![Pick::Chosen(shared.clone())],
    );
    start(&mut h);
    pass(&mut h);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::S);
    h.run();
    let other = Game::new(vec![Player::human("Eve"), Player::human("Finn")], 3).expect("players");
    storage::save_game(&other, &shared).expect("saved by the other window");
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Q);
    h.run();
    assert!(
        matches!(h.state().modal(), Some(Modal::Abandon(_))),
        "asked to save: {:?}",
        h.state().modal()
    );
}

#[test]
fn a_failing_autosave_is_shown_until_one_succeeds() {
    let folder = tempfile::tempdir().expect("temp dir");
    // No hot-seat screen between the turns: one person passes for both.
    let settings = Settings {
        hot_seat_screen: Some(false),
        ..two_humans()
    };
    let mut h = app_with_autosave(settings, folder.path());
    start(&mut h);
    let file = own_file(&h);
    // A folder where the file goes: every write of it fails, for any user (root included).
    std::fs::create_dir(&file).expect("dir");
    pass(&mut h);
    // Once: only a line on stderr, while the game went on unsaved.
    let problem = h.state().autosave_problem().expect("the failure is kept");
    assert!(problem.contains("not being autosaved"), "{problem}");
    h.run();
    assert!(
        h.query_by_label_contains("not being autosaved").is_some(),
        "shown in the window"
    );
    pass(&mut h);
    assert!(
        h.query_by_label_contains("not being autosaved").is_some(),
        "and stays"
    );
    std::fs::remove_dir(&file).expect("remove");
    pass(&mut h);
    h.run();
    assert_eq!(h.state().autosave_problem(), None);
    assert!(
        h.query_by_label_contains("not being autosaved").is_none(),
        "gone once one succeeds"
    );
    assert!(storage::load_game(&file, 0).is_ok());
}
