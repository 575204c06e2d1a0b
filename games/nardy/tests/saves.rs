//! Saving in the frame's own file dialog: every name its own file, and an existing save
//! replaced only when the player says so.

mod common;

use common::{START, click, has_prefix, showing};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
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
