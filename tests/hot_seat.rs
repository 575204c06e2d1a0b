//! The fair hot seat when a game comes back: a game loaded from a file or resumed from the
//! autosave file, with a person to move, keeps that person's bank hidden behind the hot-seat
//! panel until they are at the screen; against the computer there is no panel.

mod common;

use std::path::{Path, PathBuf};

use common::*;
use egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use game_shell::picker::Pick;
use loopit::autosave::Autosave;
use loopit::settings::{Settings, SettingsFile};
use loopit::{AppSetup, LoopItApp};
use loopit_core::{Game, Level, Player};

const BENS_PANEL: &str = "Ben's turn: click or press Enter when Ben is at the screen";

/// Anna and Ben, both people; Anna has placed a tile and ended her turn: Ben is to move.
fn bens_turn() -> Game {
    let players = vec![Player::human("Anna"), Player::human("Ben")];
    let mut game = Game::new(players, 5).expect("two players");
    let (slot, cell) = game
        .bank()
        .tiles()
        .find_map(|(slot, _)| game.options(slot).first().map(|(cell, _)| (slot, *cell)))
        .expect("a tile fits at the start");
    game.place(slot, cell).expect("placed");
    game.end_turn();
    assert_eq!(game.current(), 1, "Ben is to move");
    game
}

fn write_save(dir: &Path, game: &Game) -> PathBuf {
    let path = dir.join("game.json");
    std::fs::write(&path, game.to_save().to_json()).expect("write the save");
    path
}

/// Loads `path` from the setup screen with `settings`.
fn loaded(settings: Settings, path: PathBuf) -> Harness<'static, LoopItApp> {
    let mut h = harness(app(settings, vec![Pick::Chosen(path)]));
    h.run();
    click(&mut h, "Load a saved game…");
    assert!(h.state().game().is_some(), "the game is loaded");
    h
}

#[test]
fn a_loaded_game_between_two_people_waits_behind_the_hot_seat_panel() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = write_save(dir.path(), &bens_turn());
    let mut h = loaded(two_humans(), path);
    assert_eq!(h.state().session().expect("game").waiting_for(), Some(1));
    assert!(h.query_by_label(BENS_PANEL).is_some(), "the panel is shown");
    assert!(!has_prefix(&h, "bank 1:"), "Ben's tiles are hidden");
    assert!(has_prefix(&h, "Anna, human"), "the scores stay");
    // Nothing of the turn is offered while the bank is hidden: no End turn that does nothing,
    // no "Pick a tile from your bank".
    let end_turn = |h: &Harness<'_, LoopItApp>| {
        h.query_by_role_and_label(egui::accesskit::Role::Button, "End turn")
            .is_some()
    };
    assert!(!end_turn(&h));
    assert!(says(&h, "Ben to move"), "the side panel is there");
    assert!(!says(&h, "Pick a tile"));
    assert!(says(
        &h,
        "Ben's bank stays hidden until Ben is at the screen"
    ));
    click(&mut h, BENS_PANEL);
    assert!(h.query_by_label(BENS_PANEL).is_none());
    assert!(
        has_prefix(&h, "bank 1:"),
        "Ben's tiles are shown once he is ready"
    );
    assert!(end_turn(&h));
}

#[test]
fn a_resumed_autosaved_game_between_two_people_waits_until_enter() {
    let folder = tempfile::tempdir().expect("temp dir");
    Autosave::claim(folder.path())
        .write(&bens_turn())
        .expect("autosave written");
    let mut h = harness(LoopItApp::new(AppSetup {
        autosave: Some(folder.path().to_owned()),
        ..setup(SettingsFile::in_memory(two_humans()), vec![])
    }));
    h.run();
    click(&mut h, "Resume");
    assert!(!h.state().showing_setup(), "the game is resumed");
    assert!(h.query_by_label(BENS_PANEL).is_some(), "the panel is shown");
    assert!(!has_prefix(&h, "bank 1:"), "Ben's tiles are hidden");
    h.key_press(Key::Enter);
    h.run();
    assert!(h.query_by_label(BENS_PANEL).is_none());
    assert!(
        h.state().modal().is_none(),
        "Enter only said Ben is ready: it did not also end his turn"
    );
    assert!(h.state().game().expect("game").placed().is_empty());
    assert_eq!(h.state().game().expect("game").current(), 1);
    assert!(
        has_prefix(&h, "bank 1:"),
        "Ben's tiles are shown once he is ready"
    );
}

#[test]
fn with_the_hot_seat_screen_off_a_loaded_game_shows_the_bank_at_once() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = write_save(dir.path(), &bens_turn());
    let settings = Settings {
        hot_seat_screen: Some(false),
        ..two_humans()
    };
    let h = loaded(settings, path);
    assert!(h.query_by_label(BENS_PANEL).is_none());
    assert!(has_prefix(&h, "bank 1:"));
}

#[test]
fn a_loaded_game_of_one_person_against_the_computer_has_no_panel() {
    let dir = tempfile::tempdir().expect("temp dir");
    let players = vec![
        Player::human("Anna"),
        Player::computer("Rechner", Level::Normal),
    ];
    let game = Game::new(players, 5).expect("two players");
    assert_eq!(game.current(), 0, "Anna is to move");
    let path = write_save(dir.path(), &game);
    let h = loaded(two_humans(), path);
    assert_eq!(h.state().session().expect("game").waiting_for(), None);
    assert!(!has_prefix(&h, "Anna's turn: click"), "no panel");
    assert!(has_prefix(&h, "bank 1:"), "Anna's tiles are shown at once");
}
