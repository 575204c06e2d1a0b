//! The window's languages: a refused save explained in the language in use and reworded when
//! it changes, the language remembered between runs with a "like the system" choice, a save
//! with a byte-order mark read as the command line reads it, and the About box.

mod common;

use common::{START, click, has, showing};
use egui_kittest::Harness;
use game_shell::i18n::{Language, set_language};
use nardy::NardyApp;

fn message(h: &Harness<'_, NardyApp>) -> String {
    h.state().message().unwrap_or_default()
}

fn load(h: &mut Harness<'_, NardyApp>, menu: &str, item: &str, file: &str, button: &str) {
    click(h, menu);
    click(h, item);
    click(h, file);
    click(h, button);
}

#[test]
fn a_refused_save_is_explained_in_the_language_in_use_and_reworded_when_it_changes() {
    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::write(
        dir.path().join("fourteen.json"),
        START.replace(r#"["W", 15]"#, r#"["W", 14]"#),
    )
    .expect("write");
    std::fs::write(dir.path().join("cut.json"), &START[..40]).expect("write");
    let mut h = showing(dir.path(), START, None);
    click(&mut h, "Language");
    click(&mut h, "Русский");
    load(
        &mut h,
        "Игра",
        "Загрузить… Ctrl+O",
        "fourteen.json",
        "Загрузить",
    );
    let ru = message(&h);
    assert!(ru.contains("у белых 14 шашек, а не 15"), "{ru}");
    assert!(!ru.contains("checkers") && !ru.contains(" W "), "{ru}");
    // The message on screen follows a change of language.
    click(&mut h, "Язык");
    click(&mut h, "Deutsch");
    let de = message(&h);
    assert!(de.contains("Weiß hat 14 Steine statt 15"), "{de}");
    load(&mut h, "Spiel", "Laden… Strg+O", "cut.json", "Laden");
    let de = message(&h);
    assert!(de.contains("die Datei endet mittendrin (Zeile 1)"), "{de}");
    click(&mut h, "Sprache");
    click(&mut h, "English");
    assert!(
        message(&h).contains("the file ends in the middle (line 1)"),
        "{}",
        message(&h)
    );
    set_language(Language::English);
}

#[test]
fn the_language_chosen_is_remembered_and_like_the_system_is_a_choice() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = showing(dir.path(), START, None);
    click(&mut h, "Language");
    assert!(has(&h, "Like the system (English)"));
    click(&mut h, "Deutsch");
    // Nardy.ini holds the choice (here in memory): the next run starts with it.
    assert_eq!(
        h.state().settings().settings.language,
        Some(Language::German)
    );
    // Back to the system's: remembered as that, not as the language it is now.
    click(&mut h, "Sprache");
    click(&mut h, "Wie das System (English)");
    assert_eq!(h.state().settings().settings.language, None);
    set_language(Language::English);
}

#[test]
fn a_save_with_a_byte_order_mark_loads_as_the_command_line_reads_it() {
    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::write(dir.path().join("bom.json"), format!("\u{feff}{START}")).expect("write");
    let mut h = showing(dir.path(), START, Some((6, 5)));
    load(&mut h, "Game", "Load… Ctrl+O", "bom.json", "Load");
    assert_eq!(message(&h), "Loaded \"bom\".");
    assert!(
        h.state().game().turn().is_none(),
        "the saved game, not yet rolled"
    );
}

#[test]
fn about_names_the_program_its_version_and_its_authors() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = showing(dir.path(), START, None);
    click(&mut h, "Help");
    click(&mut h, "About");
    assert!(has(&h, "Nardy — long backgammon"));
    assert!(has(&h, &format!("Version {}", env!("CARGO_PKG_VERSION"))));
    assert!(has(
        &h,
        "Written by the Nardy maintainers; free software under the MIT licence."
    ));
    assert!(!common::has_prefix(&h, "The third game of the LoopIt"));
}

/// White to move with two checkers left, on points 2 and 1, and 6-5 rolled: both bear off.
const TWO_LEFT: &str = r#"{"version": 1, "points": {"2": ["W", 1], "1": ["W", 1], "13": ["B", 15]},
    "off": {"W": 13, "B": 0}, "to_move": "W", "first_turn": {"W": false, "B": false}}"#;

#[test]
fn bearing_off_and_the_authors_are_worded_in_each_language() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = showing(dir.path(), TWO_LEFT, Some((6, 5)));
    click(&mut h, "Hint");
    let en = message(&h);
    assert!(en.contains("2/off") && en.contains("1/off"), "{en}");
    click(&mut h, "Help");
    click(&mut h, "About");
    click(&mut h, "Language");
    click(&mut h, "Русский");
    let ru = message(&h);
    assert!(ru.contains("2/выброс") && ru.contains("1/выброс"), "{ru}");
    assert!(!ru.contains("off"), "{ru}");
    assert!(has(
        &h,
        "Авторы: разработчики программы «Нарды»; свободная программа под лицензией MIT."
    ));
    assert!(!common::has_prefix(&h, "Авторы: the"));
    click(&mut h, "Язык");
    click(&mut h, "Deutsch");
    let de = message(&h);
    assert!(de.contains("2/raus") && de.contains("1/raus"), "{de}");
    assert!(!de.contains("off"), "{de}");
    assert!(has(
        &h,
        "Geschrieben von den Nardy-Betreuern; freie Software unter der MIT-Lizenz."
    ));
    // The move list says it too, once the move is played.
    click(&mut h, "Feld 2: 1 weiß");
    click(&mut h, "draußen: 13 weiß, 0 schwarz, Ziel");
    click(&mut h, "Feld 1: 1 weiß");
    click(&mut h, "draußen: 14 weiß, 0 schwarz, Ziel");
    assert!(has(&h, "1. Weiß 6-5: 2/raus 1/raus"));
    set_language(Language::English);
}
