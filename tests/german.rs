//! The whole game in German: setup, turns, tooltips, dialogs and the end, with no English word
//! left in what a player (or a screen reader) is given.

mod common;

use common::*;
use egui_kittest::kittest::{NodeT, Queryable};
use game_shell::i18n::Language;
use loopit::navigation::Modal;
use loopit::settings::Settings;
use loopit::{AppSetup, LoopItApp};
use loopit_core::{Level, PlayerKind};

/// English words that are not German words: none may appear in a German label.
const ENGLISH: [&str; 44] = [
    "the",
    "turn",
    "Turn",
    "points",
    "point",
    "tile",
    "tiles",
    "cell",
    "empty",
    "placed",
    "Save",
    "Load",
    "Quit",
    "Rules",
    "Options",
    "Game",
    "Help",
    "End",
    "New",
    "Scores",
    "Player",
    "move",
    "to",
    "of",
    "and",
    "with",
    "your",
    "You",
    "fits",
    "Take",
    "back",
    "Show",
    "result",
    "Close",
    "Cancel",
    "Turns",
    "played",
    "bag",
    "wins",
    "best",
    "Ctrl",
    "Enter",
    "Shift",
    "Backspace",
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
            PlayerKind::Computer(Level::Normal),
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
fn the_strip_under_the_board_says_the_points_and_the_reasons_in_german() {
    // Issue 42: the board's tooltips covered the side panel and the tiles beside a cell; the
    // strip under the board says the same, in German too.
    let mut h = harness(app(german(), vec![]));
    h.set_size(egui::vec2(800.0, 600.0));
    h.run();
    click_start_game(&mut h);
    h.run_steps(3);
    if h.state()
        .session()
        .is_some_and(|s| s.waiting_for().is_some())
    {
        h.key_press(egui::Key::Space);
        h.run_steps(3);
    }
    let (slot, cell, points) = a_legal_move(h.state()).expect("a tile fits");
    click_bank(&mut h, slot);
    hover_cell(&mut h, cell);
    let layout = h.state().board_layout();
    let board = layout.rect.expand(layout.frame());
    let game = h.state().game().expect("the game");
    let tile = game.bank().get(slot).expect("the tile");
    let sum = loopit::words::breakdown(&loopit_core::explain(game.board(), tile, cell));
    assert!(sum.contains("zusammen"), "{sum}");
    let heading = if points == 1 {
        "+1 Punkt".to_owned()
    } else {
        format!("+{points} Punkte")
    };
    for text in [heading.as_str(), sum.as_str()] {
        let at = h.get_by_label(text).rect();
        assert!(
            at.top() >= board.bottom(),
            "{text:?} at {at:?}, the board {board:?}"
        );
    }
    assert!(h.query_by_label(&format!("Punkte: {sum}")).is_some());
    let painted = strip_texts_whole(&h);
    assert!(painted.contains(&sum), "{painted:?}");
    let legal = game.legal_cells(slot);
    let refused = loopit_core::Cell::all()
        .find(|&c| game.board().tile(c).is_none() && !legal.contains(c))
        .expect("a cell where it does not fit");
    hover_cell(&mut h, refused);
    let name = format!("Nicht auf {}", loopit::ui::cell_label(refused));
    let at = h.get_by_label(&name).rect();
    assert!(at.top() >= board.bottom(), "{name:?} at {at:?}");
    assert!(
        h.query_by(|n| n.label().is_some_and(|l| l.starts_with("nicht erlaubt: ")))
            .is_some(),
        "the reason, named for screen readers"
    );
    let painted = strip_texts_whole(&h);
    assert!(painted.contains(&name), "{painted:?}");
    assert!(english_labels(&h).is_empty(), "{:?}", english_labels(&h));
}

#[test]
fn the_language_switches_at_once_in_the_options() {
    let mut h = harness(app(two_humans(), vec![]));
    h.run();
    assert!(h.query_by_label("Start game").is_some());
    h.get_by_label("Options…").click();
    h.run();
    // The Options' language box (the menu bar has a Language menu too).
    h.get_by_role_and_label(egui::accesskit::Role::ComboBox, "Language")
        .click();
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

#[test]
fn shortcuts_are_named_in_german_in_the_menus_the_tooltips_and_the_help() {
    let settings = Settings {
        language: Some(Language::German),
        ..two_humans()
    };
    let mut h = harness(app(settings, vec![]));
    h.run();
    h.get_by_label("Spiel starten").click();
    h.run();
    // Two people: the first says they are at the screen.
    h.key_press(egui::Key::Space);
    h.run();
    // A menu item's name is its text and its shortcut.
    h.get_by_label("Spiel").click();
    h.run();
    for item in ["Neues Spiel… Strg+N", "Laden… Strg+O", "Beenden Strg+Q"] {
        assert!(h.query_by_label(item).is_some(), "{item}");
    }
    assert!(english_labels(&h).is_empty(), "{:#?}", english_labels(&h));
    h.key_press(egui::Key::Escape);
    h.run();
    h.get_by_label("Zug").click();
    h.run();
    assert!(h.query_by_label("Zug beenden Eingabe").is_some());
    assert!(
        h.query_by_label("Letzten Stein zurücknehmen Strg+Z")
            .is_some()
    );
    h.key_press(egui::Key::Escape);
    h.run();
    // The end-turn button's tooltip.
    h.get_by_role_and_label(egui::accesskit::Role::Button, "Zug beenden")
        .hover();
    for _ in 0..10 {
        h.step();
    }
    assert!(
        h.query_by_label("Eingabe").is_some(),
        "the tooltip names the key"
    );
    // Help ▸ Spielregeln lists the keys with the same names.
    h.get_by_label("Hilfe").click();
    h.run();
    h.get_by_label("Spielregeln F1").click();
    h.run();
    for line in [
        "Rücktaste oder Strg+Z: den letzten Stein zurücknehmen",
        "Strg+N, Strg+O, Strg+S, Strg+Q: neues Spiel, laden, speichern, beenden",
        "Strg+Plus, Strg+Minus, Strg+0: größer, kleiner oder wieder normal: zuerst das Brett",
    ] {
        assert!(h.query_by_label_contains(line).is_some(), "{line}");
    }
    assert!(
        h.query_by_label_contains("oder Strg+Z für den letzten")
            .is_some()
    );
    assert!(english_labels(&h).is_empty(), "{:#?}", english_labels(&h));

    // On a Mac, the command key is named as a Mac names it (egui's ⌘ where the font has it).
    h.ctx.set_os(egui::os::OperatingSystem::Mac);
    h.key_press(egui::Key::Escape);
    h.run();
    h.get_by_label("Spiel").click();
    h.run();
    let egui_names = h.ctx.format_shortcut(&loopit::ui::menu::NEW);
    let mac = if egui_names.contains('⌘') {
        egui_names
    } else {
        "Befehl+N".to_owned()
    };
    assert!(
        h.query_by_label(&format!("Neues Spiel… {mac}")).is_some(),
        "{mac}"
    );
}

#[test]
fn the_setup_names_the_built_in_seats_in_the_language_switched_to_and_after_a_new_game() {
    let mut h = harness(app(two_humans(), vec![]));
    h.run();
    let value = |h: &egui_kittest::Harness<'_, LoopItApp>, label: &str| {
        h.get_by_label(label)
            .accesskit_node()
            .value()
            .unwrap_or_default()
    };
    assert_eq!(value(&h, "Name of player 1"), "Player 1");
    h.get_by_label("Options…").click();
    h.run();
    // The Options' language box (the menu bar has a Language menu too).
    h.get_by_role_and_label(egui::accesskit::Role::ComboBox, "Language")
        .click();
    h.run();
    h.get_by_label("Deutsch").click();
    h.run();
    h.get_by_label("Schließen").click();
    h.run();
    assert_eq!(value(&h, "Name von Spieler 1"), "Spieler 1");
    assert_eq!(value(&h, "Name von Spieler 2"), "Spieler 2");
    // A new game from the menu fills the setup again from the settings, in German.
    h.get_by_label("Spiel starten").click();
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::N);
    h.run();
    assert!(h.state().showing_setup());
    assert_eq!(value(&h, "Name von Spieler 1"), "Spieler 1");
    assert_eq!(
        h.state().settings().settings.names[0],
        "Player 1",
        "the file keeps its built-in name"
    );
}

#[test]
fn the_options_name_the_built_in_seats_in_german_without_writing_it() {
    let settings = Settings {
        language: Some(Language::German),
        ..two_humans()
    };
    let mut h = harness(app(settings, vec![]));
    h.run();
    h.get_by_label("Einstellungen…").click();
    h.run();
    let value = |h: &egui_kittest::Harness<'_, LoopItApp>, label: &str| {
        h.get_by_label(label)
            .accesskit_node()
            .value()
            .unwrap_or_default()
    };
    assert_eq!(value(&h, "Vorgegebener Name 3"), "Spieler 3");
    assert_eq!(value(&h, "Vorgegebener Name 4"), "Spieler 4");
    // No English left but the tile folder's path (data, not a word of the window).
    let mut labels = english_labels(&h);
    labels.retain(|l| !l.contains("assets/tiles"));
    assert!(labels.is_empty(), "{labels:#?}");
    assert_eq!(
        h.state().settings().settings.names[2],
        "Player 3",
        "the file keeps its built-in name"
    );
    // A name typed is kept as typed.
    h.get_by_label("Vorgegebener Name 4").focus();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    h.get_by_label("Vorgegebener Name 4").type_text("Emil");
    h.run();
    assert_eq!(h.state().settings().settings.names[3], "Emil");
    // Switched to English, the built-in name follows; the typed one stays.
    // The Options' language box (the menu bar has a Language menu too).
    h.get_by_role_and_label(egui::accesskit::Role::ComboBox, "Sprache")
        .click();
    h.run();
    h.get_by_label("English").click();
    h.run();
    assert_eq!(value(&h, "Default name 3"), "Player 3");
    assert_eq!(value(&h, "Default name 4"), "Emil");
    assert_eq!(
        h.state().settings().settings.names,
        ["Player 1", "Player 2", "Player 3", "Emil"]
    );
}

// ---- Messages about files, in German ---------------------------------------------------------

/// Words both languages use: names of formats and of the game.
const SHARED: [&str; 5] = ["JSON", "PNG", "png", "json", "LoopIt"];

/// The words of a text (letters only, as written), without what it quotes (a path, a name, a
/// value of the file), for checking that no English word is left in a German message.
fn words_of(text: &str) -> Vec<String> {
    let unquoted: String = text.split('"').step_by(2).collect::<Vec<_>>().join(" ");
    unquoted
        .split(|c: char| !c.is_alphabetic())
        .filter(|w| w.len() > 2 && !SHARED.contains(w))
        .map(str::to_owned)
        .collect()
}

/// The words of `english` (the core's or the program's English text for the same problem)
/// that are in `german` as whole words.
fn english_left(english: &str, german: &str) -> Vec<String> {
    let german = words_of(german);
    let mut left: Vec<String> = words_of(english)
        .into_iter()
        .filter(|w| german.contains(w))
        .collect();
    left.dedup();
    left
}

/// A finished first turn of Anna and Ben, as a save file (version 2, with its history).
fn a_saved_game() -> loopit_core::SaveFile {
    let players = vec![
        loopit_core::Player::human("Anna"),
        loopit_core::Player::human("Ben"),
    ];
    let mut game = loopit_core::Game::new(players, 5).expect("two players");
    let (slot, cell) = game
        .bank()
        .tiles()
        .find_map(|(slot, _)| game.options(slot).first().map(|(cell, _)| (slot, *cell)))
        .expect("a tile fits at the start");
    game.place(slot, cell).expect("placed");
    game.end_turn();
    game.to_save()
}

/// What the German window says when the file holding `save` is loaded from the setup: the
/// error dialog's message (which is also on the screen), and the core's English for it.
fn load_in_german(save: &str) -> (String, String) {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("kaputt.json");
    std::fs::write(&path, save).expect("write");
    let english = loopit_core::Game::from_json(save, 0)
        .expect_err("the file is refused")
        .to_string();
    let mut h = harness(app(german(), vec![game_shell::picker::Pick::Chosen(path)]));
    h.run();
    h.get_by_label("Gespeichertes Spiel laden…").click();
    h.run();
    let Some(Modal::Error(failure)) = h.state().modal().cloned() else {
        panic!("an error dialog, not {:?}", h.state().modal());
    };
    let (title, message) = loopit::words::failure(&failure);
    assert_eq!(title, "Das Spiel lässt sich nicht laden");
    assert!(
        h.query_by_label_contains(&message).is_some(),
        "the message is shown: {message}"
    );
    (message, english)
}

#[test]
fn an_open_error_dialog_follows_a_switch_of_language() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("broken.json");
    let mut save = a_saved_game();
    save.bank[0] = "999".to_owned();
    std::fs::write(&path, save.to_json()).expect("write");
    let english = Settings {
        language: Some(Language::English),
        ..german()
    };
    let mut h = harness(app(english, vec![game_shell::picker::Pick::Chosen(path)]));
    h.run();
    h.get_by_label("Load a saved game…").click();
    h.run();
    assert!(
        h.query_by_label("Cannot load the game").is_some(),
        "in English"
    );
    // The language changes while the dialog is open (as the Language menu changes it).
    let ctx = h.ctx.clone();
    h.state_mut().apply(
        &ctx,
        loopit::action::Action::Setting(loopit::action::SettingChange::Set(
            loopit::settings::Setting::Language(Some(Language::German)),
        )),
    );
    h.run();
    assert!(
        h.query_by_label("Das Spiel lässt sich nicht laden")
            .is_some(),
        "the title is German now"
    );
    assert!(h.query_by_label("Cannot load the game").is_none());
    assert!(
        h.query_by_label_contains("Bankstein 1: Einen Stein \"999\" gibt es nicht")
            .is_some(),
        "and so is the message"
    );
}

#[test]
fn a_save_with_an_unknown_tile_is_refused_in_german_naming_the_tile() {
    let mut save = a_saved_game();
    save.bank[0] = "999".to_owned();
    let (message, english) = load_in_german(&save.to_json());
    assert!(
        message.contains("Bankstein 1: Einen Stein \"999\" gibt es nicht"),
        "{message}"
    );
    assert!(message.contains("kaputt.json"), "{message}");
    assert_eq!(
        english_left(&english, &message),
        Vec::<String>::new(),
        "{message}"
    );
}

/// Every save refusal of the core as a typed value, with what the window says for it in
/// English and in German. The facts (keys, lines, counts, tiles, cells) come from the value;
/// a changed word in the core cannot change the window's sentence.
fn save_refusals() -> Vec<(loopit_core::SaveError, &'static str, &'static str)> {
    use loopit_core::{
        Bank, Cell, Difference, Edge, HistoryError, KeyPath, KeyProblem, NameError, PlaceError,
        PlayerError, PositionError, SaveError as E, TilePlace, TurnProblem,
    };
    let t = |name: &str| name.parse::<loopit_core::Tile>().expect("a tile");
    let c = Cell::new;
    let key = |path: KeyPath, problem| E::BadKey { path, problem };
    let turn = |problem| E::History(HistoryError::Turn { turn: 2, problem });
    let mut drawn = Bank::new();
    drawn.set(0, Some(t("126")));
    drawn.set(1, Some(t("331")));
    vec![
        (
            E::NotJson { line: 3, column: 5 },
            "it is not a JSON file (the text goes wrong on line 3)",
            "das ist keine JSON-Datei (in Zeile 3 stimmt der Text nicht)",
        ),
        (
            E::DuplicateKey(loopit_core::DuplicateKey {
                key: "score".to_owned(),
                line: 9,
            }),
            "the key \"score\" is given twice (line 9), so it is unclear which value counts",
            "der Schlüssel \"score\" steht zweimal darin (Zeile 9), darum ist unklar, welcher Wert gilt",
        ),
        (
            E::NotAnObject,
            "it is not a LoopIt save: the file must hold one JSON object",
            "das ist kein LoopIt-Spielstand: Die Datei muss genau ein JSON-Objekt enthalten",
        ),
        (
            E::NoVersion,
            "it is not a LoopIt save: the key \"version\" is missing or not a number",
            "das ist kein LoopIt-Spielstand: Der Schlüssel „version“ fehlt oder ist keine Zahl",
        ),
        (
            E::UnknownVersion("7".to_owned()),
            "save file version 7 is not known to this program (it reads versions 1 to 2)",
            "Spielstände der Version 7 kennt dieses Programm nicht (es liest die Versionen 1 bis 2)",
        ),
        (
            key(
                KeyPath::file(),
                KeyProblem::Missing {
                    key: "players".to_owned(),
                },
            ),
            "the save file: the key \"players\" is missing",
            "die Spielstanddatei: Der Schlüssel \"players\" fehlt",
        ),
        (
            key(
                KeyPath::file().key("players").index(1).key("score"),
                KeyProblem::WrongValue {
                    line: 9,
                    column: 20,
                },
            ),
            "key \"players[1].score\" holds the wrong kind of value (line 9)",
            "Schlüssel \"players[1].score\" hat einen Wert der falschen Art (Zeile 9)",
        ),
        (
            key(
                KeyPath::file().key("history").key("resumed").key("scores"),
                KeyProblem::ScoresForPlayers {
                    scores: 3,
                    players: 2,
                },
            ),
            "key \"history.resumed.scores\": 3 scores for 2 players",
            "Schlüssel \"history.resumed.scores\": 3 Punktestände für 2 Spieler",
        ),
        (
            key(
                KeyPath::file()
                    .key("history")
                    .key("turns")
                    .index(0)
                    .key("drawn"),
                KeyProblem::TooManyDrawn { count: 6 },
            ),
            "key \"history.turns[0].drawn\": 6 tiles drawn, but a bank holds at most 5",
            "Schlüssel \"history.turns[0].drawn\": 6 gezogene Steine, eine Bank fasst aber höchstens 5",
        ),
        (
            key(
                KeyPath::file().key("history").key("turn").key("player"),
                KeyProblem::NotASeat {
                    value: 7,
                    players: 2,
                },
            ),
            "key \"history.turn.player\": 7 is not a seat (the players are 0 to 1)",
            "Schlüssel \"history.turn.player\": 7 ist kein Platz (die Spieler sind 0 bis 1)",
        ),
        (
            E::UnknownTile {
                place: TilePlace::Bank(1),
                name: "999".to_owned(),
            },
            "bank tile 1: tile \"999\" does not exist",
            "Bankstein 1: Einen Stein \"999\" gibt es nicht",
        ),
        (
            E::TileTwice {
                tile: t("541"),
                first: TilePlace::Board(1),
                second: TilePlace::Drawn { turn: 3, n: 2 },
            },
            "tile 541 appears twice (board entry 1 and turn 3 of the history, drawn tile 2)",
            "Stein 541 kommt zweimal vor (Brett-Eintrag 1 und Zug 3 des Verlaufs, gezogener Stein 2)",
        ),
        (
            E::OffBoard {
                entry: 2,
                row: 11,
                col: -1,
            },
            "board entry 2: cell 11,-1 is off the board (rows and columns are 0 to 10)",
            "Brett-Eintrag 2: Das Feld 11,-1 liegt außerhalb des Bretts (Reihen und Spalten gehen von 0 bis 10)",
        ),
        (
            E::CellTwice {
                cell: c(4, 5),
                first: t("422"),
                second: t("126"),
            },
            "cell F5 holds two tiles (422 and 126)",
            "auf Feld F5 liegen zwei Steine (422 und 126)",
        ),
        (
            E::Position(PositionError::Empty),
            "the board is empty: the start tile must lie on F6",
            "das Brett ist leer: Der Startstein muss auf F6 liegen",
        ),
        (
            E::Position(PositionError::NoStartTile),
            "no tile lies on the start cell F6",
            "auf dem Startfeld F6 liegt kein Stein",
        ),
        (
            E::Position(PositionError::RunsOffBoard {
                cell: c(0, 3),
                tile: t("126"),
                edge: Edge::N,
            }),
            "tile 126 on D1 has a line running off the board at its top edge",
            "bei Stein 126 auf D1 läuft die Linie oben über den Brettrand",
        ),
        (
            E::Position(PositionError::LinesDoNotMeet {
                cell: c(5, 6),
                tile: t("126"),
                edge: Edge::E,
                other_cell: c(5, 7),
                other: t("331"),
            }),
            "tile 126 on G6 has a line end at its right edge, but tile 331 on H6 has none facing it",
            "Stein 126 auf G6 hat rechts ein Linienende, aber Stein 331 auf H6 hat dort keines",
        ),
        (
            E::Position(PositionError::NotJoined {
                cell: c(2, 2),
                tile: t("832"),
            }),
            "tile 832 on C3 is not joined by lines to the start tile on F6",
            "Stein 832 auf C3 ist nicht über Linien mit dem Startstein auf F6 verbunden",
        ),
        (
            E::BankTooLarge(6),
            "the bank holds 6 tiles, but at most 5",
            "die Bank enthält 6 Steine, höchstens aber 5",
        ),
        (
            E::Players(PlayerError::Count(5)),
            "A game has 2 to 4 players, not 5",
            "Ein Spiel hat 2 bis 4 Spieler, nicht 5",
        ),
        (
            E::Players(PlayerError::Name {
                seat: 1,
                name: "Anna\nBerta".to_owned(),
                problem: NameError::ControlCharacter,
            }),
            "The name of player 1 holds a control character (such as a line break): \"Anna\\nBerta\"",
            "Der Name von Spieler 1 enthält ein Steuerzeichen (etwa einen Zeilenumbruch): \"Anna\\nBerta\"",
        ),
        (
            E::NegativeScore { seat: 2, score: -4 },
            "player 2 has a negative score (-4)",
            "Spieler 2 hat einen negativen Punktestand (-4)",
        ),
        (
            E::ImpossibleScore {
                seat: 1,
                score: 99_999,
            },
            "player 1 has a score of 99999, more than any game can reach (at most 100000)",
            "Spieler 1 hat 99999 Punkte, mehr als ein Spiel je bringen kann (höchstens 100000)",
        ),
        (
            E::UnknownLevel {
                seat: 2,
                level: "genius".to_owned(),
            },
            "player 2 has an unknown computer level \"genius\" (known: beginner, normal, strong, expert)",
            "Spieler 2 hat eine unbekannte Computer-Stufe \"genius\" (bekannt: beginner, normal, strong, expert)",
        ),
        (
            E::CurrentOutOfRange {
                current: 4,
                players: 2,
            },
            "\"current\" is 4, but there are only players 0 to 1",
            "„current“ ist 4, es gibt aber nur die Spieler 0 bis 1",
        ),
        (
            E::BankNotDrawn { bank: 3, drawn: 5 },
            "the bank holds 3 tiles, but a player draws 5 at the start of a turn (5, or all that are left; none means drawing when the game resumes)",
            "die Bank enthält 3 Steine, zu Beginn eines Zuges zieht ein Spieler aber 5 (5 oder alle übrigen; keine heißt: Es wird gezogen, wenn das Spiel weitergeht)",
        ),
        (
            E::ScoresTooLow {
                total: 4,
                least: 11,
            },
            "the scores add up to 4, but the tiles on the board have earned at least 11 (each tile placed earns its value and the value of a tile it joins)",
            "die Punkte ergeben zusammen 4, die Steine auf dem Brett haben aber mindestens 11 eingebracht (jeder gelegte Stein bringt seinen Wert und den Wert eines Steins, mit dem er verbunden wird)",
        ),
        (
            E::BadPlacement {
                place: TilePlace::Placement { turn: 2, n: 1 },
                text: "422@4;5".to_owned(),
            },
            "turn 2 of the history, placement 1: \"422@4;5\" is not a placement written TILE@row,col=points",
            "Zug 2 des Verlaufs, gelegter Stein 1: \"422@4;5\" ist kein gelegter Stein in der Form STEIN@Reihe,Spalte=Punkte",
        ),
        (
            E::HistoryStart,
            "the history must begin either with a \"start\" tile or with a \"resumed\" position",
            "der Verlauf muss entweder mit einem Startstein („start“) oder mit einer Stellung („resumed“) beginnen",
        ),
        (
            E::Resumed(Box::new(E::BankTooLarge(6))),
            "the position the history resumes from: the bank holds 6 tiles, but at most 5",
            "die Stellung, an der der Verlauf weitergeht: die Bank enthält 6 Steine, höchstens aber 5",
        ),
        (
            E::History(HistoryError::BadRandom("xyz".to_owned())),
            "the history's generator state \"xyz\" is not one of 32 hexadecimal digits ending in an odd digit",
            "der Zufallszustand \"xyz\" des Verlaufs besteht nicht aus 32 Hexadezimalziffern mit ungerader letzter Ziffer",
        ),
        (
            E::History(HistoryError::StartTile {
                recorded: t("541"),
                drawn: t("422"),
            }),
            "the history's start tile is 541, but the generator draws 422",
            "der Startstein des Verlaufs ist 541, der Zufallsgenerator zieht aber 422",
        ),
        (
            E::History(HistoryError::AfterGameOver { turn: 40 }),
            "the history goes on after the game ended (turn 40)",
            "der Verlauf geht nach dem Spielende weiter (Zug 40)",
        ),
        (
            E::History(HistoryError::NoTurnInProgress),
            "the history records no turn in progress, but the game it leads to is not over",
            "im Verlauf steht kein laufender Zug, das Spiel, zu dem er führt, ist aber nicht vorbei",
        ),
        (
            E::History(HistoryError::LeadsElsewhere {
                what: Difference::Board,
            }),
            "the history does not lead to the position the file states: the board differs",
            "der Verlauf führt nicht zu der Stellung, die in der Datei steht: Das Brett ist ein anderes",
        ),
        (
            E::History(HistoryError::LeadsElsewhere {
                what: Difference::Bank,
            }),
            "the history does not lead to the position the file states: the bank differs",
            "der Verlauf führt nicht zu der Stellung, die in der Datei steht: Die Bank ist eine andere",
        ),
        (
            E::History(HistoryError::LeadsElsewhere {
                what: Difference::Score { seat: 2 },
            }),
            "the history does not lead to the position the file states: the score of player 2 differs",
            "der Verlauf führt nicht zu der Stellung, die in der Datei steht: Der Punktestand von Spieler 2 ist ein anderer",
        ),
        (
            E::History(HistoryError::LeadsElsewhere {
                what: Difference::Current,
            }),
            "the history does not lead to the position the file states: the player to move differs",
            "der Verlauf führt nicht zu der Stellung, die in der Datei steht: Ein anderer Spieler ist am Zug",
        ),
        (
            E::History(HistoryError::LeadsElsewhere {
                what: Difference::History,
            }),
            "the history does not lead to the position the file states: the history itself differs",
            "der Verlauf führt nicht zu der Stellung, die in der Datei steht: Der Verlauf selbst ist ein anderer",
        ),
        (
            turn(TurnProblem::Player {
                recorded: 1,
                expected: 0,
            }),
            "turn 2 of the history: it is given to player 2, but player 1 was to move",
            "Zug 2 des Verlaufs: er gehört Spieler 2, am Zug war aber Spieler 1",
        ),
        (
            turn(TurnProblem::Drawn {
                recorded: drawn,
                drawn: Bank::new(),
            }),
            "turn 2 of the history: the tiles drawn are recorded as 126 331, but the draw gives nothing",
            "Zug 2 des Verlaufs: als gezogen stehen 126 331 darin, gezogen werden aber keine",
        ),
        (
            turn(TurnProblem::Swap { index: 1 }),
            "turn 2 of the history: cheat swap 1 cannot be made (its slot does not hold its tile, or the new tile is not in the bag)",
            "Zug 2 des Verlaufs: Schummeltausch 1 geht nicht (sein Bankfeld enthält den Stein nicht, oder der neue Stein ist nicht im Beutel)",
        ),
        (
            turn(TurnProblem::Placement {
                index: 2,
                error: PlaceError::CellTaken {
                    cell: c(4, 5),
                    tile: t("422"),
                },
            }),
            "turn 2 of the history: placement 2 cannot be made: F5 already holds tile 422",
            "Zug 2 des Verlaufs: gelegter Stein 2 geht nicht: auf F5 liegt schon Stein 422",
        ),
        (
            turn(TurnProblem::Placement {
                index: 1,
                error: PlaceError::LineNotMet {
                    edge: Edge::S,
                    neighbour: t("331"),
                },
            }),
            "turn 2 of the history: placement 1 cannot be made: its line at the bottom would end against tile 331, which has no line on that side",
            "Zug 2 des Verlaufs: gelegter Stein 1 geht nicht: seine Linie unten würde an Stein 331 enden, der auf dieser Seite keine Linie hat",
        ),
        (
            turn(TurnProblem::PlacementDiffers {
                index: 1,
                points: 1,
                tile: t("422"),
            }),
            "turn 2 of the history: placement 1 is recorded differently: its slot holds 422, and it earns 1 point",
            "Zug 2 des Verlaufs: gelegter Stein 1 steht anders darin: Sein Bankfeld enthält 422, und er bringt 1 Punkt",
        ),
        (
            turn(TurnProblem::NotInBank {
                index: 3,
                tile: t("733"),
            }),
            "turn 2 of the history: placement 3 lays tile 733, which is not in the bank",
            "Zug 2 des Verlaufs: gelegter Stein 3 ist 733, der nicht in der Bank liegt",
        ),
        (
            turn(TurnProblem::SatOut { recorded: true }),
            "turn 2 of the history: the player is said to sit out, but a tile fitted",
            "Zug 2 des Verlaufs: der Spieler soll ausgesetzt haben, aber ein Stein passte",
        ),
        (
            turn(TurnProblem::SatOut { recorded: false }),
            "turn 2 of the history: the player sat out, but the record says otherwise",
            "Zug 2 des Verlaufs: der Spieler musste aussetzen, der Verlauf sagt aber etwas anderes",
        ),
    ]
}

/// The name of `error`'s variant. The match lists every variant, so a new refusal does not
/// compile until it is named here, and the table test then asks for a row of it.
fn variant(error: &loopit_core::SaveError) -> &'static str {
    use loopit_core::SaveError as E;
    match error {
        E::NotJson { .. } => "NotJson",
        E::DuplicateKey(_) => "DuplicateKey",
        E::NotAnObject => "NotAnObject",
        E::NoVersion => "NoVersion",
        E::UnknownVersion(_) => "UnknownVersion",
        E::BadKey { .. } => "BadKey",
        E::UnknownTile { .. } => "UnknownTile",
        E::TileTwice { .. } => "TileTwice",
        E::OffBoard { .. } => "OffBoard",
        E::CellTwice { .. } => "CellTwice",
        E::Position(_) => "Position",
        E::BankTooLarge(_) => "BankTooLarge",
        E::Players(_) => "Players",
        E::NegativeScore { .. } => "NegativeScore",
        E::ImpossibleScore { .. } => "ImpossibleScore",
        E::UnknownLevel { .. } => "UnknownLevel",
        E::CurrentOutOfRange { .. } => "CurrentOutOfRange",
        E::BankNotDrawn { .. } => "BankNotDrawn",
        E::ScoresTooLow { .. } => "ScoresTooLow",
        E::BadPlacement { .. } => "BadPlacement",
        E::HistoryStart => "HistoryStart",
        E::Resumed(_) => "Resumed",
        E::History(_) => "History",
    }
}

/// The variants of [`variant`], each of which needs a row.
const VARIANTS: [&str; 23] = [
    "NotJson",
    "DuplicateKey",
    "NotAnObject",
    "NoVersion",
    "UnknownVersion",
    "BadKey",
    "UnknownTile",
    "TileTwice",
    "OffBoard",
    "CellTwice",
    "Position",
    "BankTooLarge",
    "Players",
    "NegativeScore",
    "ImpossibleScore",
    "UnknownLevel",
    "CurrentOutOfRange",
    "BankNotDrawn",
    "ScoresTooLow",
    "BadPlacement",
    "HistoryStart",
    "Resumed",
    "History",
];

#[test]
fn every_save_refusal_is_worded_in_english_and_german_from_its_facts() {
    let rows = save_refusals();
    let mut missing: Vec<&str> = VARIANTS.to_vec();
    missing.retain(|name| !rows.iter().any(|(e, _, _)| variant(e) == *name));
    assert!(missing.is_empty(), "no row for {missing:?}");
    let mut wrong = Vec::new();
    for (error, english, german) in &rows {
        loopit::i18n::set_language(Language::English);
        let in_english = loopit::words::save_problem(error);
        loopit::i18n::set_language(Language::German);
        let in_german = loopit::words::save_problem(error);
        if in_english != *english || in_german != *german {
            wrong.push(format!(
                "{error:?}\n  en: {in_english:?}\n  de: {in_german:?}"
            ));
        }
        // The level keys are the file's words, the same in both languages.
        let mut left = english_left(&in_english, &in_german);
        left.retain(|w| !Level::ALL.iter().any(|l| l.key() == w));
        if !left.is_empty() {
            wrong.push(format!("English words {left:?} in {in_german:?}"));
        }
    }
    loopit::i18n::set_language(Language::English);
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn a_broken_tile_folder_is_listed_in_german() {
    let dir = tempfile::tempdir().expect("temp dir");
    let folder = dir.path().join("bilder");
    std::fs::create_dir(&folder).expect("dir");
    for tile in loopit_core::Tile::ALL {
        let name = loopit::tiles::TileImages::file_name(tile);
        std::fs::copy(assets().join(&name), folder.join(&name)).expect("copy");
    }
    std::fs::remove_file(folder.join("541.png")).expect("remove");
    std::fs::write(folder.join("832.png"), b"kein Bild").expect("write");
    std::fs::remove_file(folder.join("126.png")).expect("remove");
    std::fs::create_dir(folder.join("126.png")).expect("a folder in the way");
    let error = loopit::tiles::TileImages::load(&folder).expect_err("refused");
    let english = error.to_string();
    let mut h = harness(LoopItApp::new(AppSetup {
        tiles: Err(error.clone()),
        system_language: Language::German,
        ..setup(loopit::settings::SettingsFile::in_memory(german()), vec![])
    }));
    h.run();
    for line in [
        "• 126.png: keine gewöhnliche Datei",
        "• 541.png: fehlt",
        "• 832.png: kein lesbares Bild (kein PNG-Kopf)",
    ] {
        assert!(h.query_by_label(line).is_some(), "{line} in the setup");
    }
    // The log's English sentence for the folder, worded in German.
    let message = loopit::words::tile_error(&error);
    assert!(
        message.contains("3 der 81 Bilder der Steine in"),
        "{message}"
    );
    assert!(message.contains("541.png: fehlt"), "{message}");
    assert_eq!(
        english_left(&english, &message),
        Vec::<String>::new(),
        "{message}"
    );
    assert!(english_labels(&h).is_empty(), "{:#?}", english_labels(&h));
}

/// The app with the settings file at `ini` (the system's language German), as `main` makes it.
fn app_from_ini(ini: &std::path::Path) -> LoopItApp {
    let (settings, warnings) = loopit::settings::SettingsFile::load(ini);
    LoopItApp::new(AppSetup {
        warnings,
        system_language: Language::German,
        ..setup(settings, vec![])
    })
}

#[test]
fn a_settings_file_that_is_not_ini_is_reported_in_german_with_its_line() {
    let dir = tempfile::tempdir().expect("temp dir");
    let ini = dir.path().join(loopit::settings::INI_NAME);
    std::fs::write(&ini, "; meine Einstellungen\n[Game]\nSprache\n").expect("write");
    let (_, warnings) = loopit::settings::SettingsFile::load(&ini);
    let english = warnings.first().expect("a warning").to_string();
    assert!(english.contains("line 3"), "{english}");
    let mut h = harness(app_from_ini(&ini));
    h.run();
    let shown = h.state().warnings();
    assert_eq!(shown.len(), 1, "{shown:?}");
    let warning = &shown[0];
    assert!(
        warning.contains(
            "Zeile 3: weder [Abschnitt] noch Schlüssel=Wert noch ein ;-Kommentar; es gelten die \
             eingebauten Einstellungen, und die Datei bleibt, wie sie ist"
        ),
        "{warning}"
    );
    assert!(
        h.query_by_label_contains("Warnung: ").is_some(),
        "shown in the status line"
    );
    assert_eq!(
        english_left(&english, warning),
        Vec::<String>::new(),
        "{warning}"
    );
    // The built-in names ("Player 1" in the file) are German in the setup.
    assert!(h.query_by_label_contains("Spieler 1").is_some());
    assert!(english_labels(&h).is_empty(), "{:#?}", english_labels(&h));
}

#[test]
fn unusable_settings_values_are_reported_in_german_with_key_and_value() {
    let dir = tempfile::tempdir().expect("temp dir");
    let ini = dir.path().join(loopit::settings::INI_NAME);
    std::fs::write(
        &ini,
        "[Game]\nLanguage=de\nComputerDelay=bald\nCheatMode=vielleicht\n\
         [Players]\nName2=\u{200B}\nCount=7\nKind2=Roboter\n",
    )
    .expect("write");
    let (_, warnings) = loopit::settings::SettingsFile::load(&ini);
    let english: Vec<String> = warnings.iter().map(ToString::to_string).collect();
    assert_eq!(english.len(), 5, "{english:#?}");
    let mut h = harness(app_from_ini(&ini));
    h.run();
    let shown = h.state().warnings();
    for expected in [
        "[Game] ComputerDelay=\"bald\" ist keine Zahl von Millisekunden von 0 bis 5000; \
         stattdessen gilt \"800\"",
        "[Game] CheatMode=\"vielleicht\" ist nicht 1 oder 0; stattdessen gilt \"0\"",
        "[Players] Name2=\"\\u{200b}\" enthält nichts Sichtbares; stattdessen gilt \"Player 2\"",
        "[Players] Count=\"7\" ist nicht 2 bis 4; stattdessen gilt \"2\"",
        "[Players] Kind2=\"Roboter\" ist weder human noch eine der Stufen",
    ] {
        assert!(
            shown.iter().any(|w| w.contains(expected)),
            "{expected} in {shown:#?}"
        );
    }
    // The section, key and values are the file's words; what is said about them is German.
    let said = |text: &str| text.split_once('=').map(|(_, rest)| rest.to_owned());
    for (english, german) in english.iter().zip(&shown) {
        let (english, german) = (said(english).expect("key="), said(german).expect("key="));
        let mut left = english_left(&english, &german);
        // The values the file accepts are written as the file holds them.
        left.retain(|w| !["human", "beginner", "normal", "strong", "expert"].contains(&w.as_str()));
        assert_eq!(left, Vec::<String>::new(), "{german}");
    }
    // The warnings are checked above (their keys and default names are the file's words).
    let mut labels = english_labels(&h);
    labels.retain(|l| !l.contains("Warnung: "));
    assert!(labels.is_empty(), "{labels:#?}");
}

#[test]
fn the_language_menu_switches_at_once_and_the_choice_is_remembered_in_the_settings_file() {
    let dir = tempfile::tempdir().expect("temp dir");
    let ini = dir.path().join("LoopIt.ini");
    std::fs::write(&ini, "[LoopIt]\n; chosen by hand\nCoordinates=0\n").expect("write");
    let open = |system: Language| {
        let (settings, warnings) = loopit::settings::SettingsFile::load(&ini);
        assert!(warnings.is_empty(), "{warnings:?}");
        LoopItApp::new(AppSetup {
            warnings,
            seed: 1,
            system_language: system,
            executor: Executor::Inline,
            ..setup(settings, vec![])
        })
    };
    let mut h = harness(open(Language::English));
    h.run();
    h.get_by_label("Language").click();
    h.run();
    assert!(h.query_by_label("Like the system (English)").is_some());
    h.get_by_label("Deutsch").click();
    h.run();
    assert!(
        h.query_by_label("Spiel starten").is_some(),
        "German at once"
    );
    let text = std::fs::read_to_string(&ini).expect("read");
    assert!(text.contains("Language=de"), "{text}");
    assert!(
        text.contains("; chosen by hand") && text.contains("Coordinates=0"),
        "the rest of the file is kept: {text}"
    );
    drop(h);

    // The next run speaks German on an English system, and "like the system" goes back.
    let mut h = harness(open(Language::English));
    h.run();
    assert!(h.query_by_label("Spiel starten").is_some(), "remembered");
    h.get_by_role_and_label(egui::accesskit::Role::Button, "Sprache")
        .click();
    h.run();
    h.get_by_label("Wie das System (English)").click();
    h.run();
    assert!(h.query_by_label("Start game").is_some());
    let text = std::fs::read_to_string(&ini).expect("read");
    assert!(text.contains("Language=system"), "{text}");
}

#[test]
fn the_theme_menu_switches_the_look_at_once_and_the_choice_is_remembered_in_the_settings_file() {
    // LoopIt's menu bar is the shell's, as Reversi's and Nardy's: it has their Theme menu.
    let dir = tempfile::tempdir().expect("temp dir");
    let ini = dir.path().join("LoopIt.ini");
    std::fs::write(&ini, "[LoopIt]\n; chosen by hand\nCoordinates=0\n").expect("write");
    let (settings, warnings) = loopit::settings::SettingsFile::load(&ini);
    assert!(warnings.is_empty(), "{warnings:?}");
    let app = LoopItApp::new(AppSetup {
        warnings,
        seed: 1,
        system_language: Language::English,
        executor: Executor::Inline,
        ..setup(settings, vec![])
    });
    let mut h = harness(app);
    h.run();
    let before = h.ctx.global_style().visuals.panel_fill;
    h.get_by_label("Theme").click();
    h.run();
    h.get_by_label("Dark").click();
    h.run();
    h.run();
    let after = h.ctx.global_style().visuals.panel_fill;
    assert_eq!(h.state().theme(), game_shell::theme::Theme::Dark);
    assert!(
        after.r() < 80 && after != before,
        "a dark panel at once: {before:?} -> {after:?}"
    );
    let text = std::fs::read_to_string(&ini).expect("read");
    assert!(text.contains("Theme=dark"), "{text}");
    assert!(
        text.contains("; chosen by hand"),
        "the rest is kept: {text}"
    );
}

#[test]
fn an_open_notice_follows_a_switch_of_language_from_the_language_menu() {
    let english = Settings {
        language: Some(Language::English),
        ..german()
    };
    let mut h = harness(app(english, vec![]));
    h.run();
    let ctx = h.ctx.clone();
    let folder = assets().display().to_string();
    h.state_mut().apply(
        &ctx,
        loopit::action::Action::Setting(loopit::action::SettingChange::TilesFolder(folder)),
    );
    h.run();
    assert!(
        h.state()
            .notice()
            .is_some_and(|n| n.starts_with("Tile images loaded from")),
        "{:?}",
        h.state().notice()
    );
    // The Language menu's choice, as the menu gives it.
    h.state_mut().apply(
        &ctx,
        loopit::action::Action::Shell(game_shell::frame::Shell::Language(Some(Language::German))),
    );
    h.run();
    assert!(
        h.state()
            .notice()
            .is_some_and(|n| n.starts_with("Bilder der Steine geladen aus")),
        "{:?}",
        h.state().notice()
    );
    assert_eq!(
        h.state().settings().settings.language,
        Some(Language::German),
        "the choice is remembered"
    );
}
