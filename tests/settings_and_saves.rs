//! The settings file, the tile folder, saving and loading, and cheat mode, through the window.

mod common;

use std::path::Path;

use common::*;
use egui::{
    Event, MouseWheelSource, MouseWheelUnit, TouchPhase, ViewportCommand, ViewportEvent, ViewportId,
};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use game_shell::picker::Pick;
use loopit::navigation::{AfterAbandon, Modal};
use loopit::settings::document::IniDocument;
use loopit::settings::{Folders, INI_NAME, SCHEMA, Settings, SettingsFile};
use loopit::tiles::TileImages;
use loopit::{AppSetup, LoopItApp};
use loopit_core::Level;
use loopit_core::PlayerKind;

/// The app reading its settings from `ini` (as the program does at start).
fn app_from_ini(ini: &Path, picks: Vec<Pick>) -> LoopItApp {
    let (settings, warnings) = SettingsFile::load(ini);
    let tiles = TileImages::load(&settings.tiles_dir());
    LoopItApp::new(AppSetup {
        warnings,
        tiles,
        seed: 11,
        ..setup(settings, picks)
    })
}

/// An INI in a temp folder whose tile folder is the project's.
fn ini_with(dir: &Path, extra: &str) -> std::path::PathBuf {
    let path = dir.join(INI_NAME);
    let text = format!("[Paths]\nTiles={}\n{extra}", assets().display());
    std::fs::write(&path, text).expect("write ini");
    path
}

// ---- Settings ---------------------------------------------------------------------------

#[test]
fn without_an_ini_the_defaults_are_used_and_written() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join(INI_NAME);
    let (file, warnings) = SettingsFile::load(&path);
    assert!(warnings.is_empty(), "{warnings:?}");
    assert_eq!(file.settings, Settings::default());
    let text = std::fs::read_to_string(&path).expect("the defaults were written");
    for line in [
        "[Paths]",
        "Tiles=assets/tiles",
        "Saves=saves",
        "[Players]",
        "Name1=Player 1",
        "Name4=Player 4",
    ] {
        assert!(text.contains(line), "{line} in\n{text}");
    }
    // Read back, the written file gives the same settings.
    let (again, warnings) = SettingsFile::load(&path);
    assert!(warnings.is_empty());
    assert_eq!(again.settings, Settings::default());
}

#[test]
fn an_option_changed_in_the_dialog_is_in_the_file_at_once() {
    let dir = tempfile::tempdir().expect("temp dir");
    let ini = ini_with(dir.path(), "");
    let mut h = harness(app_from_ini(&ini, vec![]));
    h.run();
    click(&mut h, "Options…");
    h.get_by_label_contains("Cheat mode").click();
    h.run();
    let text = std::fs::read_to_string(&ini).expect("read");
    assert!(text.contains("CheatMode=1"), "{text}");

    h.get_by_label("Default name 1").focus();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    h.get_by_label("Default name 1").type_text("Zora");
    h.run();
    let text = std::fs::read_to_string(&ini).expect("read");
    assert!(text.contains("Name1=Zora"), "{text}");
    // The setup screen offers the new default name.
    assert_eq!(h.state().settings().settings.names[0], "Zora");
}

/// The value of the field labelled `label` (a text field's text).
fn field(h: &Harness<'_, LoopItApp>, label: &str) -> String {
    h.get_by_label(label)
        .accesskit_node()
        .value()
        .unwrap_or_default()
}

#[test]
fn a_new_default_name_changes_only_a_seat_whose_name_is_still_the_default() {
    let dir = tempfile::tempdir().expect("temp dir");
    let ini = ini_with(dir.path(), "");
    let mut h = harness(app_from_ini(&ini, vec![]));
    h.run();
    type_into(&mut h, "Name of player 2", "Robo");
    click(&mut h, "Options…");
    // Typed after the built-in name: "Player 2y", then a new default for seat 1.
    h.get_by_label("Default name 2").focus();
    h.run();
    h.get_by_label("Default name 2").type_text("y");
    h.run();
    type_into(&mut h, "Default name 1", "Zed");
    assert_eq!(h.state().settings().settings.names[0], "Zed");
    assert_eq!(h.state().settings().settings.names[1], "Player 2y");
    assert_eq!(
        field(&h, "Name of player 2"),
        "Robo",
        "the name typed stays"
    );
    assert_eq!(
        field(&h, "Name of player 1"),
        "Zed",
        "a default name follows the new default"
    );
}

#[test]
fn the_names_of_the_setup_are_kept_after_a_restart() {
    let dir = tempfile::tempdir().expect("temp dir");
    let ini = ini_with(dir.path(), "[Players]\nName3=Cleo\nCount=3\nKind2=human\n");
    let mut h = harness(app_from_ini(&ini, vec![]));
    h.run();
    assert_eq!(field(&h, "Name of player 3"), "Cleo", "the default name");
    type_into(&mut h, "Name of player 1", "Anna");
    type_into(&mut h, "Name of player 2", "Robo");
    click(&mut h, "Start game");
    assert!(h.state().game().is_some(), "the game started");
    drop(h);
    let text = std::fs::read_to_string(&ini).expect("read");
    assert!(text.contains("Name1=Anna"), "{text}");
    assert!(text.contains("Name2=Robo"), "{text}");
    assert!(
        !text.contains("Name4="),
        "a seat not played is not written: {text}"
    );

    // The program starts again: the setup has the names typed, as it has the number of
    // players and who plays each seat.
    let mut h = harness(app_from_ini(&ini, vec![]));
    h.run();
    assert_eq!(field(&h, "Name of player 1"), "Anna");
    assert_eq!(field(&h, "Name of player 2"), "Robo");
    assert_eq!(field(&h, "Name of player 3"), "Cleo");
    assert_eq!(h.state().settings().settings.count, 3);
    assert_eq!(
        h.state().settings().settings.seats[1],
        PlayerKind::Human,
        "the kinds, as before"
    );
}

#[test]
fn a_broken_value_falls_back_to_its_default_with_a_warning_in_the_window() {
    let dir = tempfile::tempdir().expect("temp dir");
    let ini = ini_with(dir.path(), "[Game]\nComputerDelay=slow\n");
    let mut h = harness(app_from_ini(&ini, vec![]));
    h.run();
    assert_eq!(h.state().settings().settings.computer_delay_ms, 800);
    assert!(
        h.query_by_label_contains("ComputerDelay=\"slow\"")
            .is_some(),
        "the warning is shown"
    );
    click(&mut h, "Dismiss warnings");
    assert!(h.query_by_label_contains("ComputerDelay").is_none());
}

#[test]
fn an_unwritable_settings_file_is_a_warning_and_the_game_goes_on() {
    let dir = tempfile::tempdir().expect("temp dir");
    // A file where the folder of the INI should be: nothing can be written there.
    let blocker = dir.path().join("not-a-folder");
    std::fs::write(&blocker, "x").expect("write");
    let ini = blocker.join(INI_NAME);
    let (settings, warnings) = SettingsFile::load(&ini);
    assert_eq!(warnings.len(), 1, "{warnings:?}");
    assert!(
        warnings[0]
            .to_string()
            .contains("cannot write the settings"),
        "{}",
        warnings[0]
    );
    let mut h = harness(LoopItApp::new(AppSetup {
        warnings,
        seed: 1,
        ..setup(settings, vec![])
    }));
    h.run();
    assert!(
        h.query_by_label_contains("cannot write the settings")
            .is_some()
    );
    click(&mut h, "Options…");
    h.get_by_label_contains("Cheat mode").click();
    h.run();
    assert!(
        h.state().settings().settings.cheat_mode,
        "the change is used all the same"
    );
    click(&mut h, "Close");
    start(&mut h);
}

#[test]
fn a_broken_settings_file_can_be_written_fresh_from_beside_its_warning() {
    let dir = tempfile::tempdir().expect("temp dir");
    let ini = dir.path().join(INI_NAME);
    let broken = "[Paths\nTiles=my tiles\n";
    std::fs::write(&ini, broken).expect("write");
    let mut h = harness(app_from_ini(&ini, vec![]));
    h.run();
    assert!(
        h.query_by_label_contains("line 1: a section name without its closing ]")
            .is_some(),
        "the warning says why"
    );
    // A change is used but not written while the file is broken.
    click(&mut h, "Options…");
    h.get_by_label_contains("Cheat mode").click();
    h.run();
    click(&mut h, "Close");
    assert_eq!(std::fs::read_to_string(&ini).expect("read"), broken);

    click(&mut h, "Write a fresh settings file");
    let backup = dir.path().join(format!("{INI_NAME}.bak"));
    assert_eq!(
        std::fs::read_to_string(&backup).expect("the old file is kept"),
        broken
    );
    assert!(
        h.query_by_label_contains("A fresh settings file was written")
            .is_some(),
        "the status line says so"
    );
    assert!(
        h.query_by_label_contains("line 1").is_none(),
        "the warning is gone"
    );
    assert!(
        h.query_by_label("Write a fresh settings file").is_none(),
        "the file can be used again"
    );
    // The fresh file holds the settings in use, and further changes go into it.
    let (fresh, warnings) = SettingsFile::load(&ini);
    assert!(warnings.is_empty(), "{warnings:?}");
    assert!(
        fresh.settings.cheat_mode,
        "the change made meanwhile is kept"
    );
    click(&mut h, "Options…");
    h.get_by_label_contains("Cheat mode").click();
    h.run();
    let text = std::fs::read_to_string(&ini).expect("read");
    assert!(text.contains("CheatMode=0"), "{text}");
}

#[test]
fn a_change_is_written_into_the_file_as_it_is_on_disk_then() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join(INI_NAME);
    std::fs::write(&path, "[Game]\nCheatMode=0\n").expect("write");
    // Two windows on one file.
    let (mut first, _) = SettingsFile::load(&path);
    let (mut second, _) = SettingsFile::load(&path);
    first.update(|s| s.cheat_mode = true).expect("written");
    // Meanwhile, a hand edit.
    let text = std::fs::read_to_string(&path).expect("read");
    std::fs::write(&path, format!("; mine\n{text}[Sound]\nVolume=7\n")).expect("write");
    second
        .update(|s| s.names[0] = "Zora".to_owned())
        .expect("written");
    let (again, warnings) = SettingsFile::load(&path);
    assert!(warnings.is_empty(), "{warnings:?}");
    assert!(again.settings.cheat_mode, "the first window's change stays");
    assert_eq!(again.settings.names[0], "Zora");
    let text = std::fs::read_to_string(&path).expect("read");
    assert!(text.starts_with("; mine\n"), "{text}");
    assert!(text.contains("Volume=7"), "{text}");
}

#[test]
fn a_fresh_start_writes_the_tracked_settings_file_of_the_top_level() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join(INI_NAME);
    let (_, warnings) = SettingsFile::load(&path);
    assert!(warnings.is_empty(), "{warnings:?}");
    let tracked = Path::new(env!("CARGO_MANIFEST_DIR")).join(INI_NAME);
    assert_eq!(
        std::fs::read_to_string(&path).expect("written"),
        std::fs::read_to_string(&tracked).expect("the tracked LoopIt.ini"),
        "LoopIt.ini of the top level: restore it with `git checkout LoopIt.ini` after a game \
         from the source tree changed a setting"
    );
}

#[test]
fn the_tracked_settings_file_holds_every_key_with_its_default_and_a_comment() {
    let tracked = Path::new(env!("CARGO_MANIFEST_DIR")).join(INI_NAME);
    let text = std::fs::read_to_string(&tracked).expect("the tracked LoopIt.ini");
    let document = IniDocument::parse(&text).expect("INI");
    let defaults = Settings::default();
    let lines: Vec<&str> = text.lines().collect();
    for entry in SCHEMA {
        assert_eq!(
            document.get(entry.section, entry.key),
            Some(entry.text(&defaults)),
            "{}/{}",
            entry.section,
            entry.key
        );
        // The comment stands above the key, or above the run of keys it belongs to.
        let at = lines
            .iter()
            .position(|line| line.starts_with(&format!("{}=", entry.key)))
            .expect("the key's line");
        let above = lines[..at]
            .iter()
            .rev()
            .find(|line| !line.contains('='))
            .expect("a line above");
        assert!(
            above.starts_with(';'),
            "{}: a comment above it, not {above:?}",
            entry.key
        );
    }
    // A start on it (as the program starts from the source tree: the built-in images stand in
    // for a tile folder that is not there) finds nothing to warn about, and a start that
    // changes nothing, a game begun with the remembered setup included, writes nothing.
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join(INI_NAME);
    std::fs::write(&path, &text).expect("write");
    let (file, warnings) = SettingsFile::load(&path);
    assert!(warnings.is_empty(), "{warnings:?}");
    assert_eq!(file.settings, defaults);
    let tiles = TileImages::for_settings(&file);
    assert!(tiles.is_ok(), "the built-in images");
    let mut h = harness(LoopItApp::new(AppSetup {
        tiles,
        ..setup(file, vec![])
    }));
    h.run();
    assert!(
        h.state().offers_guide(),
        "untouched, it is a first start: the setup offers the guided first game"
    );
    start(&mut h);
    assert!(h.state().game().is_some(), "a game runs");
    drop(h);
    assert_eq!(
        std::fs::read_to_string(&path).expect("the file"),
        text,
        "not written"
    );
    // A file someone changed is no first start.
    std::fs::write(&path, text.replace("Name1=Player 1", "Name1=Anna")).expect("write");
    let (file, warnings) = SettingsFile::load(&path);
    assert!(warnings.is_empty(), "{warnings:?}");
    assert!(!file.is_first_start());
}

// ---- Tile images --------------------------------------------------------------------------

#[test]
fn a_missing_or_corrupt_tile_image_is_listed_no_game_starts_and_a_good_folder_recovers() {
    let dir = tempfile::tempdir().expect("temp dir");
    let broken = dir.path().join("tiles");
    std::fs::create_dir(&broken).expect("dir");
    for tile in loopit_core::Tile::ALL {
        let name = TileImages::file_name(tile);
        std::fs::copy(assets().join(&name), broken.join(&name)).expect("copy");
    }
    std::fs::remove_file(broken.join("541.png")).expect("remove");
    std::fs::write(broken.join("832.png"), b"garbage").expect("write");
    let ini = dir.path().join(INI_NAME);
    std::fs::write(&ini, "[Paths]\nTiles=tiles\n[Players]\nKind2=human\n").expect("write");

    let mut h = harness(app_from_ini(&ini, vec![]));
    h.run();
    let error = h
        .state()
        .tile_error()
        .expect("the images are refused")
        .clone();
    assert_eq!(error.problems.len(), 2);
    assert!(h.query_by_label("• 541.png: missing").is_some());
    assert!(
        h.query_by_label_contains("• 832.png: not a readable image")
            .is_some()
    );
    assert!(
        h.get_by_label("Start game").accesskit_node().is_disabled(),
        "no game can start"
    );
    click(&mut h, "Start game");
    assert!(h.state().game().is_none());

    // The options offer the folder; a good one is used at once.
    click(&mut h, "Options… (choose the tile folder)");
    let field = h.get_by_label("Tile images");
    field.focus();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    h.get_by_label("Tile images")
        .type_text(&assets().display().to_string());
    h.run();
    click(&mut h, "Use");
    assert!(h.state().tile_error().is_none(), "the good folder loaded");
    let text = std::fs::read_to_string(&ini).expect("read");
    assert!(
        text.contains(&format!("Tiles={}", assets().display())),
        "{text}"
    );
    click(&mut h, "Close");
    start(&mut h);
}

// ---- Saving and loading -------------------------------------------------------------------

/// A running game with one tile placed this turn.
fn game_in_progress(picks: Vec<Pick>) -> Harness<'static, LoopItApp> {
    let mut h = harness(app(two_humans(), picks));
    start(&mut h);
    let (slot, cell, _) = a_legal_move(h.state()).expect("a tile fits");
    click_bank(&mut h, slot);
    click_cell(&mut h, cell);
    h
}

#[test]
fn save_then_load_gives_back_the_same_game_with_the_turn_in_progress() {
    let dir = tempfile::tempdir().expect("temp dir");
    let file = dir.path().join("game.json");
    let mut h = game_in_progress(vec![Pick::Chosen(file.clone()), Pick::Chosen(file.clone())]);
    let before = h.state().game().expect("game").clone();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::S);
    h.run();
    assert!(file.exists(), "saved");
    assert!(!h.state().session().expect("session").is_unsaved());
    // Play on, then load: the saved moment comes back, the tile placed this turn included.
    click(&mut h, "End turn");
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::O);
    h.run();
    // The ended turn changed the game: the app asks before abandoning it.
    assert_eq!(h.state().modal(), Some(&Modal::Abandon(AfterAbandon::Load)));
    click(&mut h, "Don't save");
    let loaded = h.state().game().expect("loaded");
    assert_eq!(loaded.to_save(), before.to_save());
    assert_eq!(loaded.placed(), before.placed());
    assert_eq!(loaded.placed().len(), 1);
    assert_eq!(loaded.bank(), before.bank());
    assert_eq!(loaded.players(), before.players());
}

#[test]
fn the_file_is_written_atomically_and_an_older_save_survives_a_failed_save() {
    let dir = tempfile::tempdir().expect("temp dir");
    let file = dir.path().join("game.json");
    std::fs::write(&file, "older save").expect("write");
    // A folder where the file should go cannot be written over.
    let blocked = dir.path().join("blocked.json");
    std::fs::create_dir(&blocked).expect("dir");
    std::fs::write(blocked.join("inside"), "x").expect("write");
    let mut h = game_in_progress(vec![Pick::Chosen(blocked)]);
    click(&mut h, "Game");
    h.get_by_label_contains("Save…").click();
    h.run();
    assert!(matches!(h.state().modal(), Some(Modal::Error(_))));
    assert!(
        h.query_by_label_contains("Cannot save the game to")
            .is_some()
    );
    assert_eq!(std::fs::read_to_string(&file).expect("read"), "older save");
}

#[test]
fn every_kind_of_refused_file_leaves_the_running_game_unchanged() {
    let refused = [
        ("not json", "this is not JSON"),
        ("missing key", r#"{"version": 1, "board": [], "bank": []}"#),
        (
            "unknown tile",
            r#"{"version": 1, "board": [{"row": 5, "col": 5, "tile": "999"}], "bank": [], "players": [{"name": "A", "kind": "human", "score": 0}, {"name": "B", "kind": "human", "score": 0}], "current": 0}"#,
        ),
        (
            "cell twice",
            r#"{"version": 1, "board": [{"row": 5, "col": 5, "tile": "541"}, {"row": 5, "col": 5, "tile": "126"}], "bank": [], "players": [{"name": "A", "kind": "human", "score": 0}, {"name": "B", "kind": "human", "score": 0}], "current": 0}"#,
        ),
        (
            "not joined",
            r#"{"version": 1, "board": [{"row": 5, "col": 5, "tile": "541"}, {"row": 0, "col": 0, "tile": "123"}], "bank": [], "players": [{"name": "A", "kind": "human", "score": 0}, {"name": "B", "kind": "human", "score": 0}], "current": 0}"#,
        ),
        (
            "one player",
            r#"{"version": 1, "board": [{"row": 5, "col": 5, "tile": "541"}], "bank": [], "players": [{"name": "A", "kind": "human", "score": 0}], "current": 0}"#,
        ),
        (
            "negative score",
            r#"{"version": 1, "board": [{"row": 5, "col": 5, "tile": "541"}], "bank": [], "players": [{"name": "A", "kind": "human", "score": -1}, {"name": "B", "kind": "human", "score": 0}], "current": 0}"#,
        ),
        (
            "version",
            r#"{"version": 9, "board": [], "bank": [], "players": [], "current": 0}"#,
        ),
    ];
    let dir = tempfile::tempdir().expect("temp dir");
    let picks = refused
        .iter()
        .map(|(name, text)| {
            let path = dir.path().join(format!("{}.json", name.replace(' ', "-")));
            std::fs::write(&path, text).expect("write");
            Pick::Chosen(path)
        })
        .collect();
    let mut h = game_in_progress(picks);
    // Saved once, so that loading does not ask first.
    let session = h.state().session().expect("session").clone();
    for (name, _) in refused {
        h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::O);
        h.run();
        if h.state().modal() == Some(&Modal::Abandon(AfterAbandon::Load)) {
            click(&mut h, "Don't save");
        }
        assert!(
            matches!(h.state().modal(), Some(Modal::Error(_))),
            "{name}: refused with a message"
        );
        assert!(h.query_by_label("Cannot load the game").is_some(), "{name}");
        let after = h.state().session().expect("session");
        assert_eq!(
            after.game(),
            session.game(),
            "{name}: the game is unchanged"
        );
        click(&mut h, "OK");
    }
}

#[test]
fn new_game_offers_to_save_and_saving_goes_on_to_the_setup() {
    let dir = tempfile::tempdir().expect("temp dir");
    let file = dir.path().join("kept.json");
    let mut h = game_in_progress(vec![Pick::Chosen(file.clone())]);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::N);
    h.run();
    assert_eq!(
        h.state().modal(),
        Some(&Modal::Abandon(AfterAbandon::NewGame))
    );
    click(&mut h, "Cancel");
    assert!(!h.state().showing_setup(), "cancel keeps the game");
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::N);
    h.run();
    click(&mut h, "Save");
    assert!(file.exists());
    assert!(h.state().showing_setup());
}

#[test]
fn closing_the_window_during_a_game_asks_first() {
    let mut h = game_in_progress(vec![]);
    h.input_mut()
        .viewports
        .entry(ViewportId::ROOT)
        .or_default()
        .events
        .push(ViewportEvent::Close);
    h.step();
    let commands = &h.output().viewport_output[&ViewportId::ROOT].commands;
    assert!(
        commands.contains(&ViewportCommand::CancelClose),
        "{commands:?}"
    );
    h.run();
    assert_eq!(h.state().modal(), Some(&Modal::Abandon(AfterAbandon::Quit)));
    // The click is applied in the frame that sees it: that frame closes the window.
    h.get_by_label("Don't save").click();
    h.step();
    let commands = &h.output().viewport_output[&ViewportId::ROOT].commands;
    assert!(commands.contains(&ViewportCommand::Close), "{commands:?}");
    assert_eq!(h.state().modal(), None);
}

#[test]
fn without_a_native_dialog_the_programs_own_file_dialog_saves_and_loads() {
    let dir = tempfile::tempdir().expect("temp dir");
    let settings = Settings {
        saves: dir.path().display().to_string(),
        ..two_humans()
    };
    let mut h = harness(app(settings, vec![Pick::Unavailable, Pick::Unavailable]));
    start(&mut h);
    let before = h.state().game().expect("game").to_save();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::S);
    h.run();
    assert!(matches!(h.state().modal(), Some(Modal::Files { .. })));
    click(&mut h, "Save");
    let saved: Vec<_> = game_shell::files::list_files(dir.path(), "json")
        .into_iter()
        .map(|(path, _)| path)
        .collect();
    assert_eq!(saved.len(), 1, "one file in the saves folder");
    let name = saved[0]
        .file_name()
        .expect("name")
        .to_string_lossy()
        .into_owned();
    assert!(name.starts_with("loopit-player-1-player-2-"), "{name}");
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::O);
    h.run();
    h.get_by_label(&name).click();
    h.run();
    click(&mut h, "Load");
    assert_eq!(h.state().game().expect("game").to_save(), before);
}

// ---- Cheat mode ---------------------------------------------------------------------------

fn double_click(h: &mut Harness<'_, LoopItApp>, prefix: &str) {
    // Let earlier clicks age, or egui counts this as part of a triple click.
    h.run_steps(10);
    for _ in 0..2 {
        let prefix = prefix.to_owned();
        h.get_by(move |n| n.label().is_some_and(|l| l.starts_with(&prefix)))
            .click();
        h.step();
    }
    h.run();
}

/// One notch of the wheel, down or up, over the bank slot named `prefix`.
fn wheel(h: &mut Harness<'_, LoopItApp>, prefix: &str, down: bool) {
    let lines = if down { -1.0 } else { 1.0 };
    wheel_parts(h, prefix, &[(MouseWheelUnit::Line, lines)]);
}

/// Turns the wheel over the bank slot named `prefix` by `parts`, one event a frame.
fn wheel_parts(h: &mut Harness<'_, LoopItApp>, prefix: &str, parts: &[(MouseWheelUnit, f32)]) {
    let prefix = prefix.to_owned();
    h.get_by(move |n| n.label().is_some_and(|l| l.starts_with(&prefix)))
        .hover();
    h.step();
    for &(unit, dy) in parts {
        h.event(Event::MouseWheel {
            unit,
            delta: egui::vec2(0.0, dy),
            phase: TouchPhase::Move,
            source: MouseWheelSource::Unknown,
            modifiers: egui::Modifiers::NONE,
        });
        h.step();
    }
    h.run();
}

#[test]
fn cheat_mode_makes_one_step_per_notch_however_the_wheel_sends_it() {
    let mut h = cheat_harness([PlayerKind::Human; 4]);
    start(&mut h);
    let game = h.state().game().expect("game").clone();
    let old = game.bank().get(0).expect("a tile");
    let next = game.bag().next_after(old).expect("bag not empty");
    double_click(&mut h, "bank 1:");
    let tile = |h: &Harness<'_, LoopItApp>| h.state().game().expect("game").bank().get(0);
    // One notch of a high-resolution wheel, in two halves: one step, not two.
    wheel_parts(
        &mut h,
        "bank 1:",
        &[(MouseWheelUnit::Line, -0.5), (MouseWheelUnit::Line, -0.5)],
    );
    assert_eq!(tile(&h), Some(next));
    // What the wheel does is said under the board, not in a tooltip over the bank and board.
    let said = rect_of(&h, "Turn the mouse wheel to swap this tile through the bag");
    let layout = h.state().board_layout();
    assert!(
        said.top() >= layout.rect.bottom() + layout.frame(),
        "under the board: {said:?}"
    );
    // A touchpad: 30 points are not yet a line, 15 more are.
    wheel_parts(&mut h, "bank 1:", &[(MouseWheelUnit::Point, 30.0)]);
    assert_eq!(tile(&h), Some(next), "less than a line: no step");
    wheel_parts(&mut h, "bank 1:", &[(MouseWheelUnit::Point, 15.0)]);
    assert_eq!(tile(&h), Some(old), "a line up: one step back");
}

fn cheat_harness(seats: [PlayerKind; 4]) -> Harness<'static, LoopItApp> {
    let settings = Settings {
        seats,
        cheat_mode: true,
        computer_delay_ms: 0,
        ..Settings::default()
    };
    egui_kittest::Harness::builder()
        .with_size([1280.0, 800.0])
        .with_step_dt(0.05)
        .with_max_steps(64)
        .build_ui_state(
            |ui, app: &mut LoopItApp| app.frame(ui),
            app(settings, vec![]),
        )
}

#[test]
fn cheat_mode_swaps_a_human_bank_tile_through_the_bag_in_naming_order() {
    let mut h = cheat_harness([PlayerKind::Human; 4]);
    start(&mut h);
    let game = h.state().game().expect("game").clone();
    let old = game.bank().get(0).expect("a tile");
    double_click(&mut h, "bank 1:");
    assert!(label_of(&h, "bank 1:").contains("marked for swapping"));

    // Down: the next tile of the bag in naming order (the bank's and board's tiles skipped).
    let expected = game.bag().next_after(old).expect("bag not empty");
    wheel(&mut h, "bank 1:", true);
    let game = h.state().game().expect("game").clone();
    assert_eq!(game.bank().get(0), Some(expected));
    assert!(
        game.bag().contains(old),
        "the replaced tile is back in the bag"
    );
    assert!(label_of(&h, "bank 1:").starts_with(&format!("bank 1: {expected}")));
    // Up: back to where it was.
    wheel(&mut h, "bank 1:", false);
    assert_eq!(h.state().game().expect("game").bank().get(0), Some(old));
    // Every step lands on a tile in the bag, never on one of the bank or the board.
    let taken = game.board().tiles_on_board();
    for _ in 0..5 {
        wheel(&mut h, "bank 1:", true);
        let tile = h
            .state()
            .game()
            .expect("game")
            .bank()
            .get(0)
            .expect("a tile");
        assert!(!taken.contains(tile));
        let others: Vec<_> = h
            .state()
            .game()
            .expect("game")
            .bank()
            .tiles()
            .skip(1)
            .map(|(_, t)| t)
            .collect();
        assert!(!others.contains(&tile));
    }
}

#[test]
fn cheat_mode_swaps_a_computer_bank_tile_before_it_plays() {
    let mut h = cheat_harness([
        PlayerKind::Human,
        PlayerKind::Computer(Level::Normal),
        PlayerKind::Human,
        PlayerKind::Human,
    ]);
    start(&mut h);
    click(&mut h, "End turn");
    if h.state().modal() == Some(&Modal::ConfirmEndTurn) {
        click(&mut h, "End turn anyway");
    }
    let game = h.state().game().expect("game").clone();
    assert_eq!(game.current(), 1, "the computer's turn");
    assert!(
        h.query_by_label("Let the computer play").is_some(),
        "it waits in cheat mode"
    );
    assert!(game.placed().is_empty());
    let old = game.bank().get(2).expect("a tile");
    double_click(&mut h, "bank 3:");
    wheel(&mut h, "bank 3:", true);
    let new = h
        .state()
        .game()
        .expect("game")
        .bank()
        .get(2)
        .expect("a tile");
    assert_eq!(Some(new), game.bag().next_after(old));
    // Back a step with the wheel turned up: the previous tile in naming order.
    wheel(&mut h, "bank 3:", false);
    assert_eq!(h.state().game().expect("game").bank().get(2), Some(old));
    h.get_by_label("Let the computer play").click();
    for _ in 0..40 {
        h.step();
    }
    assert_eq!(
        h.state().game().expect("game").current(),
        0,
        "the computer played and passed on"
    );
}

#[test]
fn a_game_where_nothing_has_happened_yet_is_left_without_asking() {
    let mut h = harness(app(two_humans(), vec![]));
    start(&mut h);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::N);
    h.run();
    assert_eq!(h.state().modal(), None);
    assert!(h.state().showing_setup());
}

#[test]
fn the_options_say_the_built_in_tile_images_are_used_when_they_are() {
    let mut h = harness(LoopItApp::new(AppSetup {
        tiles: Ok(loopit::tiles::TileImages::built_in()),
        seed: 1,
        executor: Executor::Inline,
        ..setup(SettingsFile::in_memory(two_humans()), vec![])
    }));
    h.run();
    click(&mut h, "Options…");
    assert!(
        h.query_by_label("The tile images built into the program are used.")
            .is_some()
    );
    assert!(
        h.query_by_label_contains("All 81 tile images loaded from")
            .is_none(),
        "no folder's images are in use"
    );
    // With a folder's images in use, the folder is named.
    let mut h = harness(app(two_humans(), vec![]));
    h.run();
    click(&mut h, "Options…");
    assert!(
        h.query_by_label_contains("All 81 tile images loaded from")
            .is_some()
    );
}

#[test]
fn the_theme_chosen_in_the_options_changes_the_window_at_once_and_is_remembered() {
    let dir = tempfile::tempdir().expect("temp dir");
    let ini = ini_with(dir.path(), "");
    let mut h = harness(app_from_ini(&ini, vec![]));
    h.run();
    let panel = |h: &Harness<'_, LoopItApp>| h.ctx.global_style().visuals.panel_fill;
    let boxed = panel(&h);
    assert!(
        !h.ctx.global_style().visuals.dark_mode,
        "like the boxed game at first"
    );
    click(&mut h, "Options…");
    // The options' box (the menu bar has a Theme menu too, drawn first).
    h.query_all_by_label("Theme")
        .last()
        .expect("the options' Theme box")
        .click();
    h.run();
    click(&mut h, "Dark");
    assert!(h.ctx.global_style().visuals.dark_mode, "dark at once");
    assert_ne!(panel(&h), boxed);
    let text = std::fs::read_to_string(&ini).expect("read");
    assert!(text.contains("Theme=dark"), "{text}");
    click(&mut h, "Close");

    // The next start uses it.
    let mut again = harness(app_from_ini(&ini, vec![]));
    again.run();
    assert!(again.ctx.global_style().visuals.dark_mode);
}

#[cfg(target_os = "linux")]
#[test]
fn writes_cut_short_by_a_kill_leave_no_temporary_files_after_the_next_start() {
    // Once: only the autosave folder was cleaned; the settings and saves folders kept them.
    let dir = tempfile::tempdir().expect("temp dir");
    let ini = ini_with(dir.path(), "");
    let saves = dir.path().join("saves");
    std::fs::create_dir_all(&saves).expect("dir");
    let mut ended = std::process::Command::new("true")
        .spawn()
        .expect("true runs");
    let pid = ended.id();
    ended.wait().expect("ended");
    let settings_temp = dir.path().join(format!(".LoopIt.ini.{pid}.tmp"));
    let save_temp = saves.join(format!(".game.json.{pid}.tmp"));
    let other = dir.path().join(format!(".notes.txt.{pid}.tmp"));
    for path in [&settings_temp, &save_temp, &other] {
        std::fs::write(path, "half").expect("write");
    }
    let _app = app_from_ini(&ini, vec![]);
    assert!(!settings_temp.exists(), "the settings folder is cleaned");
    assert!(!save_temp.exists(), "the saves folder is cleaned");
    assert!(other.exists(), "another program's file is left");
}

#[test]
fn a_game_saved_from_its_result_keeps_the_result_beside_the_board() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("finished.json");
    let mut h = harness(app_on(
        two_computers(),
        vec![Pick::Chosen(path.clone())],
        Executor::Inline,
    ));
    start(&mut h);
    step_until_a_dialog(&mut h, 20_000);
    h.run();
    assert_eq!(h.state().modal(), Some(&Modal::GameOver));
    click(&mut h, "Save…");
    assert!(path.is_file(), "the finished game is in the file");
    assert_eq!(
        h.state().modal(),
        Some(&Modal::GameOver),
        "the result stays beside the board"
    );
    assert!(on_screen(&h, "Game over"), "the result is shown");
    assert!(
        h.state()
            .notice()
            .is_some_and(|n| n.starts_with("Saved to")),
        "{:?}",
        h.state().notice()
    );
}

#[test]
fn the_file_dialogs_start_in_the_saves_folder_after_a_save_elsewhere() {
    let elsewhere = tempfile::tempdir().expect("temp dir");
    let path = elsewhere.path().join("elsewhere.json");
    let mut h = harness(app_on(
        two_humans(),
        vec![Pick::Chosen(path.clone()), Pick::Unavailable],
        Executor::Inline,
    ));
    start(&mut h);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::S);
    h.run();
    assert!(path.is_file(), "saved elsewhere");
    // No system dialog now: the program's own file dialog opens, in the saves folder.
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::S);
    h.run();
    let Some(Modal::Files { browser, .. }) = h.state().modal() else {
        panic!("the program's file dialog, not {:?}", h.state().modal());
    };
    assert_eq!(browser.folder(), h.state().settings().saves_dir());
}

#[test]
fn the_options_begin_with_play_and_say_what_a_dash_means_without_pointing_at_it() {
    // Issue 42's play test: the options read like a developer's panel — folders first, a dash
    // explained only as "Motion=auto in LoopIt.ini" in a tooltip, build commands for sound.
    let dir = tempfile::tempdir().expect("temp dir");
    let ini = ini_with(dir.path(), "[Game]\nMotion=auto\n");
    let mut h = harness(app_from_ini(&ini, vec![]));
    h.run();
    click(&mut h, "Options…");
    let play = rect_of(&h, "Play");
    let folders = rect_of(&h, "Files and folders");
    assert!(
        play.top() < folders.top(),
        "Play {play:?} comes before the files and folders {folders:?}"
    );
    // Motion is left to the desktop (a dash): what that means is on screen, not in a tooltip.
    assert!(
        h.query_all_by_label_contains("the desktop decides")
            .next()
            .is_some(),
        "the dash is explained under the switch"
    );
    // Nothing in the options speaks of cargo, features or the settings file's keys.
    let technical: Vec<String> = h
        .query_all_by(|n| n.label().is_some() || n.value().is_some())
        .flat_map(|n| {
            let node = n.accesskit_node();
            [node.label(), node.value()]
                .into_iter()
                .flatten()
                .map(|text| text.to_string())
                .collect::<Vec<_>>()
        })
        .filter(|text| {
            text.contains("cargo") || text.contains("=auto") || text.contains("--features")
        })
        .collect();
    assert!(technical.is_empty(), "{technical:?}");
    assert_eq!(
        h.query_all_by_label("Theme").count(),
        2,
        "the options' box is the Theme, as the menu calls it"
    );
}
