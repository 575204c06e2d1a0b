//! Saving in the frame's own file dialog: every name its own file, and an existing save
//! replaced only when the player says so.

mod common;

use common::{START, app, click, harness, has_prefix, says, showing};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use nardy::{Modal, NardyApp};
use nardy_core::{Roll, SaveFile};

fn save_as(h: &mut Harness<'_, NardyApp>, name: &str) {
    click(h, "Game");
    click(h, "Save… Ctrl+S");
    common::type_file_name(h, name);
    click(h, "Save");
}

fn saved_dice(path: &std::path::Path) -> Option<Roll> {
    let text = std::fs::read_to_string(path).expect("written");
    SaveFile::parse(&text).expect("valid").dice
}

#[test]
fn names_that_differ_only_in_punctuation_are_two_saves() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = showing(dir.path(), START, Some((6, 5)));
    save_as(&mut h, "game_1");
    save_as(&mut h, "game?1");
    assert!(h.state().modal().is_none(), "{:?}", h.state().modal());
    let files = std::fs::read_dir(dir.path()).expect("folder").count();
    assert_eq!(files, 2);
    click(&mut h, "Game");
    click(&mut h, "Load… Ctrl+O");
    assert!(has_prefix(&h, "game_1.json") && has_prefix(&h, "game?1.json"));
}

#[test]
fn saving_under_an_existing_name_asks_first() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = showing(dir.path(), START, Some((6, 5)));
    save_as(&mut h, "evening game");
    let file = dir.path().join("evening game.json");
    assert_eq!(saved_dice(&file), Roll::new(6, 5));
    // Another turn, saved under the same name: asked, refused, nothing written.
    click(&mut h, "point 24: 15 white");
    click(&mut h, "point 13: empty, target");
    click(&mut h, "End move");
    save_as(&mut h, "evening game");
    assert!(matches!(h.state().modal(), Some(Modal::Files { .. })));
    assert!(h.query_by_label("Replace").is_some());
    assert_eq!(saved_dice(&file), Roll::new(6, 5), "not before the answer");
    click(&mut h, "Cancel");
    assert!(h.state().modal().is_none());
    assert_eq!(saved_dice(&file), Roll::new(6, 5));
    // Asked again and agreed: replaced.
    save_as(&mut h, "evening game");
    assert_eq!(saved_dice(&file), Roll::new(6, 5), "asked again");
    click(&mut h, "Replace");
    assert!(h.state().modal().is_none());
    assert_eq!(saved_dice(&file), None);
    assert_eq!(
        h.state().message().as_deref(),
        Some("Saved as \"evening game\".")
    );
}

/// Where the load list's entries and the dialog's buttons are drawn.
fn load_dialog_layout(h: &Harness<'_, NardyApp>, names: &[String]) -> Vec<egui::Rect> {
    let mut rects: Vec<egui::Rect> = names.iter().map(|n| h.get_by_label(n).rect()).collect();
    for label in ["Load", "Cancel", "File name:"] {
        rects.push(h.get_by_label(label).rect());
    }
    rects
}

#[test]
fn the_load_list_has_its_final_layout_on_its_first_frame() {
    let dir = tempfile::tempdir().expect("temp dir");
    let names: Vec<String> = (1..=12).map(|i| format!("game {i:02}.json")).collect();
    for name in &names {
        std::fs::write(dir.path().join(name), START).expect("write");
    }
    let mut h = showing(dir.path(), START, None);
    h.set_size(egui::vec2(800.0, 600.0));
    h.run();
    // A game in progress: "Save it first?" comes before the list, in a smaller dialog.
    click(&mut h, "Roll");
    click(&mut h, "Game");
    click(&mut h, "Load… Ctrl+O");
    click(&mut h, "Don't save");
    let first = load_dialog_layout(&h, &names[..3]);
    // The first move of the mouse changes nothing: a click aimed at a game gets that game.
    h.hover_at(egui::pos2(400.0, 20.0));
    h.run();
    assert_eq!(load_dialog_layout(&h, &names[..3]), first);
    h.hover_at(egui::pos2(420.0, 30.0));
    h.run();
    assert_eq!(load_dialog_layout(&h, &names[..3]), first);
}

#[cfg(target_os = "linux")]
#[test]
fn a_save_cut_short_by_a_kill_leaves_no_temporary_file_after_the_next_start() {
    // Once: `.game.json.PID.tmp` stayed in the saves folder for good.
    let folder = tempfile::tempdir().expect("a temp folder");
    let mut ended = std::process::Command::new("true")
        .spawn()
        .expect("true runs");
    let pid = ended.id();
    ended.wait().expect("ended");
    let left = folder.path().join(format!(".game.json.{pid}.tmp"));
    let other = folder.path().join(format!(".notes.txt.{pid}.tmp"));
    for path in [&left, &other] {
        std::fs::write(path, "{\"version\": 1, \"poi").expect("write");
    }
    let _app = common::app(folder.path());
    assert!(!left.exists(), "the save's temporary file is removed");
    assert!(other.exists(), "another program's file is left");
}

/// The moves shown in the side panel, one line a turn (each once: a line may be both a
/// node's name and its text).
fn moves_shown(h: &Harness<'_, NardyApp>) -> Vec<String> {
    let mut lines: Vec<String> = h
        .query_all_by(|n| {
            n.value()
                .or(n.label())
                .is_some_and(|t| t.starts_with("1. ") || t.starts_with("2. "))
        })
        .filter_map(|n| {
            let node = n.accesskit_node();
            node.value().or(node.label())
        })
        .collect();
    lines.dedup();
    lines
}

#[test]
fn a_loaded_game_keeps_its_moves_and_an_older_save_still_loads() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = showing(dir.path(), START, Some((6, 5)));
    click(&mut h, "point 24: 15 white");
    click(&mut h, "point 13: empty, target");
    click(&mut h, "End move");
    click(&mut h, "Roll");
    save_as(&mut h, "with its moves");
    let played = h.state().game().history().to_vec();
    let roll = h.state().game().turn().map(|t| t.roll());
    assert_eq!(played.len(), 1);

    // Another window loads it: the moves come back with the game, and its roll.
    let mut other = harness(app(dir.path()));
    assert!(says(&other, "No move played yet."));
    click(&mut other, "Game");
    click(&mut other, "Load… Ctrl+O");
    click(&mut other, "with its moves.json");
    click(&mut other, "Load");
    assert!(
        other.state().modal().is_none(),
        "{:?}",
        other.state().modal()
    );
    assert_eq!(moves_shown(&other), ["1. White 6-5: 24/19 19/13"]);
    assert!(!says(&other, "No move played yet."));
    assert_eq!(other.state().game().history(), played.as_slice());
    assert_eq!(other.state().game().turn().map(|t| t.roll()), roll);

    // A version-1 save (what older Nardy wrote: the position only) still loads; its list
    // of moves begins there.
    let old = include_str!("data/start.json");
    assert!(old.contains("\"version\": 1") && !old.contains("history"));
    std::fs::write(dir.path().join("older.json"), old).expect("written");
    click(&mut other, "Game");
    click(&mut other, "Load… Ctrl+O");
    click(&mut other, "older.json");
    click(&mut other, "Load");
    assert!(
        other.state().modal().is_none(),
        "{:?}",
        other.state().modal()
    );
    assert!(says(&other, "No move played yet."));
    assert!(other.state().game().history().is_empty());
    assert_eq!(
        other.state().message().as_deref(),
        Some("Loaded \"older\".")
    );
}
