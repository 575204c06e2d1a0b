//! The whole game in German: setup, turns, tooltips, dialogs and the end, with no English word
//! left in what a player (or a screen reader) is given.

mod common;

use common::*;
use egui_kittest::kittest::{NodeT, Queryable};
use game_shell::i18n::Language;
use loopit::navigation::Modal;
use loopit::settings::Settings;
use loopit_core::{Level, PlayerKind};

/// English words that are not German words: none may appear in a German label.
const ENGLISH: [&str; 40] = [
    "the", "turn", "Turn", "points", "point", "tile", "tiles", "cell", "empty", "placed", "Save",
    "Load", "Quit", "Rules", "Options", "Game", "Help", "End", "New", "Scores", "Player", "move",
    "to", "of", "and", "with", "your", "You", "fits", "Take", "back", "Show", "result", "Close",
    "Cancel", "Turns", "played", "bag", "wins", "best",
];

/// Every label in the window, and the English words found in it.
fn english_labels(h: &egui_kittest::Harness<'_, loopit::LoopItApp>) -> Vec<String> {
    let mut found = Vec::new();
    // A widget's name is its label; a text's words are in its value.
    for node in h.query_all_by(|n| n.label().is_some() || n.value().is_some()) {
        let node = node.accesskit_node();
        let label = format!(
            "{} {}",
            node.label().unwrap_or_default(),
            node.value().unwrap_or_default()
        );
        let words: Vec<&str> = label
            .split(|c: char| !c.is_alphanumeric())
            .filter(|w| !w.is_empty())
            .collect();
        if let Some(word) = words.iter().find(|w| ENGLISH.contains(w)) {
            found.push(format!("{label:?} ({word})"));
        }
    }
    found
}

fn german() -> Settings {
    Settings {
        names: ["Anna", "Rechner", "Dora", "Emil"].map(str::to_owned),
        seats: [
            PlayerKind::Human,
            PlayerKind::Computer(Level::Greedy),
            PlayerKind::Human,
            PlayerKind::Human,
        ],
        computer_delay_ms: 0,
        language: Some(Language::German),
        ..Settings::default()
    }
}

#[test]
fn a_whole_game_in_german_shows_no_english_label() {
    let mut h = harness(app(german(), vec![]));
    h.run();
    assert!(
        h.query_by_label("Spiel starten").is_some(),
        "the setup is German"
    );
    let mut seen = english_labels(&h);
    h.get_by_label("Spiel starten").click();
    h.run_steps(3);
    h.get_by_label("Hilfe").click();
    h.run();
    h.get_by_label_contains("Spielregeln").click();
    h.run();
    assert!(h.query_by_label("Spielregeln LoopIt").is_some());
    seen.extend(english_labels(&h));
    h.key_press(egui::Key::Escape);
    h.run();
    let mut turns = 0;
    while h.state().modal() != Some(&Modal::GameOver) {
        turns += 1;
        assert!(turns < 400, "the game ends");
        match h.state().modal() {
            Some(Modal::SitOut { .. }) => {
                seen.extend(english_labels(&h));
                h.get_by_label("OK").click();
                h.run();
                continue;
            }
            Some(Modal::ConfirmEndTurn) => {
                h.get_by_label("Trotzdem beenden").click();
                h.run();
                continue;
            }
            _ => {}
        }
        let Some(session) = h.state().session() else {
            panic!("a game is on");
        };
        if session.human_to_move() {
            // Anna picks her first tile that fits, points at its first cell, places it.
            if let Some((slot, cell, _)) = a_legal_move(h.state()) {
                click_prefix(&mut h, &format!("Bank {}:", slot + 1));
                let name = format!("{}:", loopit::ui::cell_name(cell));
                h.get_by(move |n| n.label().is_some_and(|l| l.starts_with(&name)))
                    .hover();
                h.run();
                seen.extend(english_labels(&h));
                click_prefix(&mut h, &format!("{}:", loopit::ui::cell_name(cell)));
            }
            seen.extend(english_labels(&h));
            h.get_by_label("Zug beenden").click();
            h.run();
        } else {
            h.step();
        }
    }
    h.run();
    seen.extend(english_labels(&h));
    assert!(
        h.query_all_by_label("Spielende").count() >= 1,
        "the German game-over view"
    );
    seen.sort();
    seen.dedup();
    assert!(seen.is_empty(), "English in the German game: {seen:#?}");
}

#[test]
fn the_language_switches_at_once_in_the_options() {
    let mut h = harness(app(two_humans(), vec![]));
    h.run();
    assert!(h.query_by_label("Start game").is_some());
    h.get_by_label("Options…").click();
    h.run();
    h.get_by_label("Language").click();
    h.run();
    h.get_by_label("Deutsch").click();
    h.run();
    assert!(
        h.query_by_label("Spiel starten").is_some(),
        "German at once"
    );
    assert_eq!(
        h.state().settings().settings.language,
        Some(Language::German)
    );
}
