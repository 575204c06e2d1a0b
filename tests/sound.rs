//! Sound: which moments make which sound, and the Options' switch that mutes them. The app
//! of a test never opens an audio device (it plays on a silent speaker that remembers what it
//! was asked), so these run the same with the `sound` feature or without it.

mod common;

use common::*;
use egui_kittest::kittest::{NodeT, Queryable};
use game_shell::sound::{Speaker, Tone};
use loopit::navigation::Modal;
use loopit::settings::Settings;

#[test]
fn a_placed_tile_taps_and_the_end_of_the_turn_chimes() {
    let mut h = harness(app(two_humans(), vec![]));
    start(&mut h);
    assert!(h.state().sounds().is_empty(), "a new game is quiet");
    let (slot, cell, _) = a_legal_move(h.state()).expect("a tile fits");
    click_bank(&mut h, slot);
    assert!(h.state().sounds().is_empty(), "picking a tile up is quiet");
    click_cell(&mut h, cell);
    assert_eq!(h.state().sounds(), [Tone::Tap]);
    click(&mut h, "End turn");
    assert_eq!(h.state().sounds(), [Tone::Tap, Tone::Chime]);
}

#[test]
fn the_computers_tiles_tap_too_and_the_game_ends_with_the_chord() {
    let mut h = harness(app(two_computers(), vec![]));
    start(&mut h);
    step_until_a_dialog(&mut h, 2000);
    assert_eq!(h.state().modal(), Some(&Modal::GameOver));
    let sounds = h.state().sounds();
    assert_eq!(sounds.last(), Some(&Tone::Fanfare), "{sounds:?}");
    assert!(sounds.contains(&Tone::Tap) && sounds.contains(&Tone::Chime));
    assert_eq!(
        sounds.iter().filter(|t| **t == Tone::Fanfare).count(),
        1,
        "one chord, at the end"
    );
}

#[test]
fn options_sound_mutes_the_game_and_the_choice_is_kept() {
    let mut h = harness(app(two_humans(), vec![]));
    h.run();
    click(&mut h, "Options…");
    let switch = h.get_by_label_contains("Sound:");
    if Speaker::built_with_sound() {
        switch.click();
        h.run();
        assert!(!h.state().settings().settings.sound, "unticked: muted");
    } else {
        // A build without sound shows the switch, off and disabled, and says how to get it.
        assert!(
            switch.accesskit_node().is_disabled(),
            "nothing to switch in a silent build"
        );
        let settings = Settings {
            sound: false,
            ..two_humans()
        };
        h = harness(app(settings, vec![]));
        h.run();
    }
    click_if_open(&mut h);
    start(&mut h);
    let (slot, cell, _) = a_legal_move(h.state()).expect("a tile fits");
    click_bank(&mut h, slot);
    click_cell(&mut h, cell);
    click(&mut h, "End turn");
    assert!(h.state().sounds().is_empty(), "{:?}", h.state().sounds());
}

fn click_if_open(h: &mut egui_kittest::Harness<'_, loopit::LoopItApp>) {
    if h.query_by_label("Close").is_some() {
        click(h, "Close");
    }
}
