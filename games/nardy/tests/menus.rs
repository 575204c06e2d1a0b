//! The standard menus and shortcuts reach what they name: Ctrl+N/O/S/Q, Ctrl+Z, F1, Escape,
//! and the turn's keys; each menu item shows its shortcut.

mod common;

use common::{START, click, has, showing};
use egui::{Key, Modifiers};
use egui_kittest::Harness;
use game_shell::browser::FileMode;
use game_shell::dialogs::Abandon;
use nardy::{Modal, NardyApp};
use nardy_core::{Colour, Position};

fn press(h: &mut Harness<'_, NardyApp>, modifiers: Modifiers, key: Key) {
    h.key_press_modifiers(modifiers, key);
    h.run();
}

#[test]
fn ctrl_n_o_s_open_their_dialogs_and_escape_closes_them() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = showing(dir.path(), START, None);
    press(&mut h, Modifiers::COMMAND, Key::N);
    assert!(matches!(h.state().modal(), Some(Modal::NewGame { .. })));
    press(&mut h, Modifiers::NONE, Key::Escape);
    assert!(h.state().modal().is_none());
    press(&mut h, Modifiers::COMMAND, Key::O);
    assert!(
        matches!(h.state().modal(), Some(Modal::Files { browser, .. }) if browser.mode() == FileMode::Open)
    );
    press(&mut h, Modifiers::NONE, Key::Escape);
    assert!(h.state().modal().is_none());
    press(&mut h, Modifiers::COMMAND, Key::S);
    assert!(
        matches!(h.state().modal(), Some(Modal::Files { browser, .. }) if browser.mode() == FileMode::Save)
    );
    press(&mut h, Modifiers::NONE, Key::Escape);
    assert!(h.state().modal().is_none());
}

#[test]
fn ctrl_q_asks_first_with_a_game_in_progress() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = showing(dir.path(), START, None);
    press(&mut h, Modifiers::NONE, Key::Space);
    assert!(h.state().game().turn().is_some(), "Space rolls");
    press(&mut h, Modifiers::COMMAND, Key::Q);
    assert_eq!(h.state().modal(), Some(&Modal::Abandon(Abandon::Quit)));
}

#[test]
fn f1_opens_the_rules_and_escape_closes_rules_and_about() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = showing(dir.path(), START, None);
    press(&mut h, Modifiers::NONE, Key::F1);
    assert!(has(&h, "Six in a row"));
    press(&mut h, Modifiers::NONE, Key::Escape);
    assert!(!has(&h, "Six in a row"));
    click(&mut h, "Help");
    click(&mut h, "About");
    assert!(has(&h, "Nardy — long backgammon"));
    press(&mut h, Modifiers::NONE, Key::Escape);
    assert!(!has(&h, "Nardy — long backgammon"));
}

#[test]
fn the_turn_keys_move_undo_and_end_the_move() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = showing(dir.path(), START, Some((6, 5)));
    press(&mut h, Modifiers::NONE, Key::H);
    assert_eq!(h.state().message().as_deref(), Some("Hint: 24/18 18/13"));
    click(&mut h, "point 24: 15 white");
    click(&mut h, "point 13: empty, target");
    press(&mut h, Modifiers::COMMAND, Key::Z);
    assert_eq!(h.state().game().position(), &Position::start(Colour::White));
    click(&mut h, "point 24: 15 white");
    click(&mut h, "point 13: empty, target");
    press(&mut h, Modifiers::NONE, Key::Enter);
    assert_eq!(h.state().game().to_move(), Colour::Black);
}

#[test]
fn the_menus_show_the_shortcuts_and_their_items_act() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = showing(dir.path(), START, None);
    click(&mut h, "Game");
    for item in [
        "New game… Ctrl+N",
        "Load… Ctrl+O",
        "Save… Ctrl+S",
        "Quit Ctrl+Q",
    ] {
        assert!(has(&h, item), "{item}");
    }
    click(&mut h, "Game");
    click(&mut h, "Turn");
    for item in ["End move Enter", "Undo Ctrl+Z", "Hint H"] {
        assert!(has(&h, item), "{item}");
    }
    click(&mut h, "Roll Space");
    assert!(h.state().game().turn().is_some());
    click(&mut h, "Help");
    assert!(has(&h, "Rules F1"));
    click(&mut h, "Help");
    // In German the keys are named in German.
    click(&mut h, "Language");
    click(&mut h, "Deutsch");
    click(&mut h, "Spiel");
    assert!(has(&h, "Neues Spiel… Strg+N"));
    game_shell::i18n::set_language(game_shell::i18n::Language::English);
}

#[test]
fn the_theme_menu_changes_the_look_at_once() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = common::harness(common::app(dir.path()));
    h.run();
    assert_eq!(h.state().theme(), game_shell::theme::Theme::Boxed);
    assert!(
        !h.ctx.global_style().visuals.dark_mode,
        "like the boxed game at first"
    );
    click(&mut h, "Theme");
    click(&mut h, "Dark");
    assert_eq!(h.state().theme(), game_shell::theme::Theme::Dark);
    assert!(h.ctx.global_style().visuals.dark_mode);
}
