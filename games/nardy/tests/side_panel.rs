//! The side panel as a player reads it: the message line says only what is true now, the dice
//! no checker may play say so, the panel keeps its width, and it shows the moves of the game,
//! the pip counts and the match to the points chosen at the start.

mod common;

use common::{START, click, harness, has, showing};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use nardy::{Modal, NardyApp};
use nardy_core::{Colour, SaveFile};

fn message(h: &Harness<'_, NardyApp>) -> Option<String> {
    h.state().message()
}

/// Whether a text is on screen (a label's text is its value, a widget's its name).
fn says(h: &Harness<'_, NardyApp>, text: &str) -> bool {
    let text = text.to_owned();
    h.query_all_by(move |n| {
        n.label().as_deref() == Some(&text) || n.value().as_deref() == Some(&text)
    })
    .next()
    .is_some()
}

#[test]
fn what_the_message_line_says_of_a_turn_goes_with_the_turn() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = showing(dir.path(), START, Some((6, 5)));
    click(&mut h, "point 24: 15 white");
    click(&mut h, "point 13: empty, target");
    assert_eq!(
        message(&h).as_deref(),
        Some("Move complete: press End move (Enter), or Undo.")
    );
    click(&mut h, "point 13: 1 white");
    assert_eq!(
        message(&h).as_deref(),
        Some("Every die that can be played is played. End your move or undo it.")
    );
    click(&mut h, "End move");
    // Black's turn: nothing said of White's.
    assert_eq!(message(&h), None);
    assert!(has(&h, "Black to move"));
}

#[test]
fn nothing_said_of_the_last_move_stays_once_the_game_is_over() {
    let dir = tempfile::tempdir().expect("temp dir");
    let json = r#"{"version": 1, "points": {"2": ["W", 1], "1": ["W", 1], "13": ["B", 15]}, "off": {"W": 13, "B": 0},
        "to_move": "W", "first_turn": {"W": false, "B": false}}"#;
    let mut h = showing(dir.path(), json, Some((2, 1)));
    click(&mut h, "point 2: 1 white");
    click(&mut h, "borne off: 13 white, 0 black, target");
    assert_eq!(message(&h), None, "one checker is left to bear off");
    click(&mut h, "point 1: 1 white");
    click(&mut h, "borne off: 14 white, 0 black, target");
    assert!(matches!(h.state().modal(), Some(Modal::Result(_))));
    assert_eq!(message(&h), None);
    // The checker beside the result is the winner's.
    assert!(has(&h, "white checker") && !has(&h, "black checker"));
}

#[test]
fn undo_takes_the_hint_arrows_away_and_the_hinted_move_does_too() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = showing(dir.path(), START, Some((6, 5)));
    click(&mut h, "point 24: 15 white");
    click(&mut h, "point 18: empty, target");
    click(&mut h, "Hint");
    assert!(h.state().session().hint().is_some());
    click(&mut h, "Undo");
    // The hint was for the step taken back: no arrow from 18, where no checker stands now.
    assert_eq!(h.state().session().hint(), None);
    assert_eq!(message(&h), None);
    click(&mut h, "Hint");
    assert!(h.state().session().hint().is_some());
    click(&mut h, "point 24: 15 white");
    click(&mut h, "point 13: empty, target");
    assert_eq!(h.state().session().hint(), None);
}

#[test]
fn a_first_six_six_says_the_other_two_sixes_cannot_be_played() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = showing(dir.path(), START, Some((6, 6)));
    click(&mut h, "point 24: 15 white");
    click(&mut h, "point 18: empty, target");
    click(&mut h, "point 24: 14 white");
    click(&mut h, "point 18: 1 white, target");
    // Two checkers left the head (the first 6-6 allows it); the other sixes would stop on
    // Black's head, point 12.
    assert_eq!(h.state().game().position().count(Colour::White, 18), 2);
    assert_eq!(
        message(&h).as_deref(),
        Some(
            "Move complete: no checker may play the dice left (6, 6). Press End move (Enter), or Undo."
        )
    );
    assert!(has(&h, "die 1: 6, used") && has(&h, "die 2: 6, used"));
    assert!(has(&h, "die 3: 6, cannot be played") && has(&h, "die 4: 6, cannot be played"));
    click(&mut h, "point 18: 2 white");
    assert_eq!(
        message(&h).as_deref(),
        Some("No checker may play the dice left (6, 6). End your move or undo it.")
    );
}

/// Where the side panel's first thing (the checker of the side to move) begins.
fn panel_left(h: &Harness<'_, NardyApp>) -> f32 {
    h.get_by(|n| n.label().is_some_and(|l| l.ends_with(" checker")))
        .rect()
        .left()
}

#[test]
fn the_side_panel_keeps_its_width_whatever_it_says() {
    let dir = tempfile::tempdir().expect("temp dir");
    // A long name, and a file that is no save: the longest message the panel shows.
    let long = "a very long name for an evening game that is not a save at all";
    std::fs::write(dir.path().join(format!("{long}.json")), "{}").expect("write");
    let mut h = showing(dir.path(), START, Some((6, 5)));
    h.set_size(egui::vec2(800.0, 500.0));
    h.run();
    let before = panel_left(&h);
    // The panel takes at most 30 % of the window.
    assert!(before >= 560.0, "the panel begins at {before}");
    click(&mut h, "Game");
    click(&mut h, "Load… Ctrl+O");
    click(&mut h, &format!("{long}.json"));
    click(&mut h, "Load");
    assert!(
        message(&h).is_some_and(|m| m.len() > 100),
        "{:?}",
        message(&h)
    );
    assert_eq!(panel_left(&h), before);
}

#[test]
fn the_moves_of_the_game_and_the_pip_counts_are_shown() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = showing(dir.path(), START, Some((6, 5)));
    assert!(says(&h, "No move played yet."));
    assert!(says(&h, "White: 360 pips to go, 0 off"));
    assert!(says(&h, "Black: 360 pips to go, 0 off"));
    click(&mut h, "point 24: 15 white");
    click(&mut h, "point 13: empty, target");
    assert!(says(&h, "White: 349 pips to go, 0 off"));
    click(&mut h, "End move");
    assert!(
        says(&h, "1. White 6-5: 24/19 19/13"),
        "the history line: {:?}",
        h.query_all_by(|n| n.value().is_some_and(|v| v.contains("6-5"))
            || n.label().is_some_and(|v| v.contains("6-5")))
            .map(|n| (n.accesskit_node().label(), n.accesskit_node().value()))
            .collect::<Vec<_>>()
    );
    // In German too.
    click(&mut h, "Language");
    click(&mut h, "Deutsch");
    assert!(says(&h, "1. Weiß 6-5: 24/19 19/13"));
    assert!(says(&h, "Weiß: noch 349 Augen, 0 draußen"));
    game_shell::i18n::set_language(game_shell::i18n::Language::English);
}

/// White bears off its last checker with 2-1 (a mars) in a match to `length` standing at
/// `white`–0.
fn last_checker_in_a_match(
    saves: &std::path::Path,
    length: u32,
    white: u32,
) -> Harness<'static, NardyApp> {
    let json = format!(
        r#"{{"version": 1, "points": {{"1": ["W", 1], "13": ["B", 15]}}, "off": {{"W": 14, "B": 0}},
        "to_move": "W", "first_turn": {{"W": false, "B": false}}, "dice": [2, 1],
        "score": {{"W": {white}, "B": 0}}, "match_to": {length}}}"#
    );
    let mut a = common::app(saves);
    a.resume(&SaveFile::parse(&json).expect("a save"));
    let mut h = harness(a);
    assert!(says(&h, &format!("Match to {length} points")));
    click(&mut h, "point 1: 1 white");
    click(&mut h, "borne off: 14 white, 0 black, target");
    h
}

#[test]
fn a_match_goes_on_game_after_game_until_its_points_are_reached() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = last_checker_in_a_match(dir.path(), 5, 0);
    assert!(says(&h, "Match to 5: White 2, Black 0"));
    click(&mut h, "Next game");
    assert!(h.state().modal().is_none());
    assert_eq!(h.state().score(), [2, 0]);
    assert_eq!(h.state().session().series().length(), Some(5));
    assert!(h.state().game().history().is_empty());

    let mut h = last_checker_in_a_match(dir.path(), 3, 2);
    assert!(says(&h, "White wins the match 4–0."));
    assert!(!has(&h, "Next game"), "the match is over");
    click(&mut h, "New match…");
    // A new match is chosen with its length, and starts 0–0.
    h.get_by_label("7 points").click();
    h.run();
    click(&mut h, "Start");
    assert_eq!(h.state().score(), [0, 0]);
    assert_eq!(h.state().session().series().length(), Some(7));
    assert!(says(&h, "Match to 7 points"));
    // It is saved with the game and loads back.
    let save = h.state().session().to_save(Some("m"), None);
    assert_eq!(save.match_to, Some(7));
    let text = save.to_json().expect("JSON");
    assert_eq!(SaveFile::parse(&text).map(|s| s.match_to), Ok(Some(7)));
}
