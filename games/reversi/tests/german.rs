//! The window in German: labels, refusals, dialogs, the rules and the end of a game, with no
//! English word in what a player (or a screen reader) is given; the language switches at once.

mod common;

use common::{click, shortcut, shows};
use egui::{FontId, Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use game_shell::i18n::Language;
use game_shell::picker::{Pick, ScriptedPicker};
use game_shell::theme::Theme;
use reversi::{AppSetup, Executor, ReversiApp};
use reversi_core::{Game, Player, Rules, SaveFile};

/// English words that are not German words: none may appear in a German label.
const ENGLISH: [&str; 44] = [
    "Yellow", "Red", "yellow", "red", "to", "move", "wins", "Tie", "empty", "legal", "Game",
    "game", "Load", "Save", "Quit", "Undo", "Help", "Rules", "rules", "About", "New", "Pass",
    "Close", "Cancel", "Start", "stone", "stones", "the", "and", "has", "already", "holds", "Wait",
    "Language", "Human", "random", "greedy", "Keys", "board", "Classic", "Document", "cannot",
    "Saved", "Loaded",
];

/// Every label in the window with an English word in it (a text label keeps its words in
/// its AccessKit value, a button in its label: both are read).
fn english_labels(h: &Harness<'_, ReversiApp>) -> Vec<String> {
    let mut found = Vec::new();
    for node in h.query_all_by(|n| n.label().is_some() || n.value().is_some()) {
        let node = node.accesskit_node();
        for text in [node.label(), node.value()].into_iter().flatten() {
            let mut words = text
                .split(|c: char| !c.is_alphanumeric())
                .filter(|w| !w.is_empty());
            if let Some(word) = words.find(|w| ENGLISH.contains(w)) {
                found.push(format!("{text:?} ({word})"));
            }
        }
    }
    found
}

fn harness(
    language: Language,
    players: [Player; 2],
    picks: Vec<Pick>,
) -> Harness<'static, ReversiApp> {
    let setup = common::setup(Rules::Document, players, language, picks);
    common::harness_sized(setup, [900.0, 660.0], 200)
}

#[test]
fn a_german_game_shows_german_labels_and_refusals() {
    let mut h = harness(Language::German, [Player::Human; 2], vec![]);
    h.run();
    h.get_by_label("Gelb ist am Zug");
    h.get_by_label("Gelb: 2 Steine");
    h.get_by_label("Rot: 2 Steine");
    h.get_by_label("d3: frei, spielbar");
    h.get_by_label("d4: gelb");
    click(&mut h, "a1: frei");
    assert!(h.state().game().is_at_start());
    h.get_by_label("a1 hat weder darüber noch darunter, links oder rechts einen Stein.");
    click(&mut h, "e4: rot");
    h.get_by_label("Auf e4 liegt schon ein Stein.");
    click(&mut h, "f4: frei, spielbar");
    h.get_by_label("Gelb: 4 Steine");
    h.get_by_label("Rot: 1 Stein");
    h.get_by_label("Rot ist am Zug");
    assert_eq!(english_labels(&h), Vec::<String>::new());
}

#[test]
fn every_menu_dialog_and_the_rules_are_german() {
    let mut h = harness(Language::German, [Player::Human; 2], vec![]);
    h.run();
    click(&mut h, "f4: frei, spielbar");
    let mut seen = english_labels(&h);
    for menu in ["Spiel", "Sprache", "Hilfe"] {
        click(&mut h, menu);
        assert!(shows(&h, "Neues Spiel") || shows(&h, "Deutsch") || shows(&h, "Spielregeln"));
        seen.extend(english_labels(&h));
        h.key_press(Key::Escape);
        h.run();
    }
    shortcut(&mut h, Key::N);
    h.get_by_label("Starten");
    // The rules as a choice in the dialog (and in the side panel).
    assert!(
        h.query_all_by_label("Regeln des Dokuments (jedes Feld neben einem Stein)")
            .count()
            >= 2
    );
    click(&mut h, "Rot");
    h.get_by_label("Computer: gierig");
    seen.extend(english_labels(&h));
    click(&mut h, "Computer: gierig");
    click(&mut h, "Abbrechen");
    assert_eq!(h.state().players(), [Player::Human; 2], "cancelled");
    shortcut(&mut h, Key::Q);
    h.get_by_label("Spiel speichern?");
    h.get_by_label("Nicht speichern");
    seen.extend(english_labels(&h));
    click(&mut h, "Abbrechen");
    h.key_press(Key::F1);
    h.run();
    h.get_by_label("Ein Zug (Regeln des Dokuments)");
    seen.extend(english_labels(&h));
    // Scroll through the rules: only what is in view has labels.
    h.get_by_label("Das Brett").hover();
    h.run();
    for _ in 0..12 {
        h.event(egui::Event::MouseWheel {
            unit: egui::MouseWheelUnit::Point,
            delta: egui::vec2(0.0, -80.0),
            modifiers: Modifiers::NONE,
            phase: egui::TouchPhase::Move,
            source: egui::MouseWheelSource::Unknown,
        });
        h.run();
        seen.extend(english_labels(&h));
    }
    assert!(
        shows(&h, "die Wahl bleibt für das nächste Mal"),
        "scrolled to the end"
    );
    h.key_press(Key::Escape);
    h.run();
    click(&mut h, "Hilfe");
    click(&mut h, "Über Reversi");
    assert!(shows(&h, "Arbeitsbereichs"));
    seen.extend(english_labels(&h));
    seen.sort();
    seen.dedup();
    assert!(seen.is_empty(), "English in the German window: {seen:#?}");
}

#[test]
fn a_german_game_ends_and_passes_in_german() {
    // Two people click the first legal cell until the board is full.
    let mut h = harness(Language::German, [Player::Human; 2], vec![]);
    h.run();
    let mut moves = 0;
    while !h.state().game().position().is_over() {
        moves += 1;
        assert!(moves <= 60, "the board fills up");
        let legal = h.state().game().position().legal_cells();
        let Some(cell) = legal.iter().next() else {
            panic!("document rules always leave a move");
        };
        click(&mut h, &format!("{cell}: frei, spielbar"));
    }
    assert!(
        shows(&h, "Gelb gewinnt – ")
            || shows(&h, "Rot gewinnt – ")
            || shows(&h, "Unentschieden – ")
    );
    h.get_by(|n| n.label().is_some_and(|l| l.starts_with("a1: ")))
        .click();
    h.run();
    assert!(shows(&h, "Das Spiel ist vorbei."));
    assert_eq!(english_labels(&h), Vec::<String>::new());

    // A classic game where Yellow has no move: the pass is German too.
    let folder = tempfile::tempdir().expect("a temp folder");
    let path = stuck_save(folder.path(), "festgefahren.json");
    let mut h = harness(
        Language::German,
        [Player::Human; 2],
        vec![Pick::Chosen(path)],
    );
    h.run();
    shortcut(&mut h, Key::O);
    assert!(shows(&h, "geladen."));
    h.get_by_label("Gelb kann nicht ziehen und muss passen");
    h.get_by_label("Klassische Regeln (ein Zug muss einen Stein umdrehen)");
    assert_eq!(english_labels(&h), Vec::<String>::new());
    click(&mut h, "Passen");
    h.get_by_label("Rot ist am Zug");
}

#[test]
fn a_refused_save_is_explained_in_german() {
    let folder = tempfile::tempdir().expect("a temp folder");
    let game = Game::replay(Rules::Document, &["f4"]).expect("legal");
    let mut file = SaveFile::of(&game, [Player::Human; 2]);
    file.board[0] = "R.......".into();
    let bad = folder.path().join("kaputt.json");
    std::fs::write(&bad, file.to_json().expect("a save is JSON")).expect("a file");
    let mut h = harness(
        Language::German,
        [Player::Human; 2],
        vec![Pick::Chosen(bad)],
    );
    h.run();
    shortcut(&mut h, Key::O);
    assert!(h.state().game().is_at_start());
    let message = h.state().message().unwrap_or_default();
    assert!(
        message.contains("lässt sich nicht laden")
            && message.contains("liegen 6 Steine, die Züge legen aber 5")
            && message.ends_with("Das Spiel auf dem Brett bleibt."),
        "{message}"
    );
}

#[test]
fn the_language_switches_at_once_in_the_menu() {
    let mut h = harness(Language::English, [Player::Human; 2], vec![]);
    h.run();
    h.get_by_label("Yellow to move");
    click(&mut h, "a1: empty");
    h.get_by_label("a1 has no stone above, below, left or right of it.");
    click(&mut h, "Language");
    click(&mut h, "Deutsch");
    assert_eq!(h.state().chosen_language(), Some(Language::German));
    h.get_by_label("Gelb ist am Zug");
    // The message already shown follows the language too.
    h.get_by_label("a1 hat weder darüber noch darunter, links oder rechts einen Stein.");
    assert_eq!(english_labels(&h), Vec::<String>::new());
    click(&mut h, "Sprache");
    click(&mut h, "English");
    h.get_by_label("Yellow to move");
    click(&mut h, "Language");
    h.get_by_label_contains("Like the system (").click();
    h.run();
    assert_eq!(h.state().chosen_language(), None);
}

#[test]
fn every_character_of_both_catalogs_is_in_the_fonts() {
    // A glyph missing from egui's fonts would make the harness panic when a text shows it.
    let h = harness(Language::English, [Player::Human; 2], vec![]);
    let font = FontId::proportional(14.0);
    for (language, source) in [
        ("English", reversi::i18n::ENGLISH),
        ("German", reversi::i18n::GERMAN),
    ] {
        let missing: Vec<char> = h.ctx.fonts_mut(|fonts| {
            source
                .chars()
                .filter(|c| !c.is_whitespace())
                .filter(|&c| !fonts.has_glyph(&font, c))
                .collect()
        });
        assert!(missing.is_empty(), "{language}: {missing:?}");
    }
}

/// Writes `name` in `folder`: a classic game where Yellow has no move after eight moves.
fn stuck_save(folder: &std::path::Path, name: &str) -> std::path::PathBuf {
    let path = folder.join(name);
    let stuck = ["e3", "f3", "g3", "g2", "c5", "h3", "h1", "f1"];
    let game = Game::replay(Rules::Classic, &stuck).expect("legal");
    let text = SaveFile::of(&game, [Player::Human; 2]).to_json();
    std::fs::write(&path, text.expect("a save is JSON")).expect("a file");
    path
}

/// A German window of `size` with a classic game loaded where Yellow must pass.
fn german_must_pass(size: [f32; 2]) -> Harness<'static, ReversiApp> {
    let folder = tempfile::tempdir().expect("a temp folder");
    let path = stuck_save(folder.path(), "passen.json");
    let setup = AppSetup {
        picker: Box::new(ScriptedPicker::new(vec![Pick::Chosen(path)])),
        seed: 7,
        computer_delay: 0.0,
        executor: Executor::Inline,
        save_folder: folder.path().to_owned(),
        rules: Rules::Classic,
        players: [Player::Human; 2],
        language: Some(Language::German),
        theme: Theme::default(),
        settings: reversi::settings::SettingsFile::in_memory(Default::default()),
        warnings: Vec::new(),
    };
    let mut h = Harness::builder()
        .with_size(size)
        .with_max_steps(200)
        .build_ui_state(
            |ui, app: &mut ReversiApp| app.frame(ui),
            ReversiApp::new(setup),
        );
    h.run();
    shortcut(&mut h, Key::O);
    h
}

#[test]
fn the_german_side_panel_fits_its_lines_and_buttons_at_both_sizes() {
    for size in [[900.0, 660.0], [1100.0, 700.0]] {
        let h = german_must_pass(size);
        let panel_left = size[0] - reversi::ui::side::WIDTH;
        let texts = [
            "Gelb kann nicht ziehen und muss passen",
            "Mensch",
            "Klassische Regeln (ein Zug muss einen Stein umdrehen)",
            "Passen",
            "Zurücknehmen",
            "Tipp",
            "Neues Spiel…",
        ];
        let mut rects = Vec::new();
        for text in texts {
            let node = h
                .query_all_by_label(text)
                .last()
                .unwrap_or_else(|| panic!("{size:?}: {text} is shown"));
            let rect = node.rect();
            assert!(
                rect.left() >= panel_left - 0.5 && rect.right() <= size[0] + 0.5,
                "{size:?}: {text} at {rect:?} is clipped (panel from x = {panel_left})"
            );
            rects.push((text, rect));
        }
        // Pass stands apart from the other buttons: no mistaking it for Undo.
        let pass = rects[4].1;
        for (text, rect) in &rects[5..] {
            assert!(
                !pass.expand(2.0).intersects(*rect),
                "{size:?}: Passen touches {text}"
            );
        }
    }
}
