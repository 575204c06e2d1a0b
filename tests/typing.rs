//! Keys typed into a text field or the options stay there: Enter in a name field or in the
//! Options window never starts a game, ends a turn or asks "End the turn?" behind it.

mod common;

use common::*;
use egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use loopit::LoopItApp;

/// Types `text` into the field labelled `label`, then presses Enter in it.
fn type_and_enter(h: &mut Harness<'_, LoopItApp>, label: &str, text: &str) {
    h.get_by_label(label).focus();
    h.run();
    h.get_by_label(label).type_text(text);
    h.run();
    h.key_press(Key::Enter);
    h.run();
}

#[test]
fn enter_in_a_name_field_of_the_setup_does_not_start_the_game() {
    let mut h = harness(app(two_humans(), vec![]));
    h.run();
    type_and_enter(&mut h, "Name of player 1", "Zora");
    assert!(h.state().game().is_none(), "no game started");
    assert!(h.state().showing_setup());
    // With the field left, Enter starts the game as before.
    h.key_press(Key::Enter);
    h.run();
    assert!(h.state().game().is_some(), "Enter started the game");
}

#[test]
fn enter_in_the_options_on_the_setup_does_not_start_a_game_behind_them() {
    let mut h = harness(app(two_humans(), vec![]));
    h.run();
    click(&mut h, "Options…");
    type_and_enter(&mut h, "Default name 1", "Zora");
    assert!(h.state().game().is_none(), "no game started");
    // No field has the keyboard now, but the options are still open: Enter stays there.
    h.key_press(Key::Enter);
    h.run();
    assert!(h.state().game().is_none(), "still no game");
    assert!(
        h.query_by_label("Default name 1").is_some(),
        "the options are open"
    );
}

#[test]
fn enter_in_the_options_does_not_end_the_turn_behind_them() {
    let mut h = harness(app(two_humans(), vec![]));
    start(&mut h);
    let (slot, cell, _) = a_legal_move(h.state()).expect("a tile fits");
    click_bank(&mut h, slot);
    click_cell(&mut h, cell);
    assert_eq!(h.state().game().expect("game").placed().len(), 1);
    click(&mut h, "Options…");
    type_and_enter(&mut h, "Default name 1", "Zora");
    h.key_press(Key::Enter);
    h.run();
    let game = h.state().game().expect("game");
    assert_eq!(game.current(), 0, "the turn goes on");
    assert_eq!(game.placed().len(), 1, "the tile is still placed this turn");
    assert_eq!(h.state().modal(), None);
}

#[test]
fn enter_in_the_options_does_not_ask_to_end_the_turn_behind_them() {
    let mut h = harness(app(two_humans(), vec![]));
    start(&mut h);
    click(&mut h, "Options…");
    type_and_enter(&mut h, "Default name 1", "Zora");
    h.key_press(Key::Enter);
    h.run();
    assert_eq!(h.state().modal(), None, "no \"End the turn?\"");
    assert_eq!(h.state().game().expect("game").current(), 0);
}
