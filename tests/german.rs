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
        "Strg+Plus, Strg+Minus, Strg+0: alles größer",
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
    h.get_by_label("Language").click();
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
    h.get_by_label("Sprache").click();
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
    let Some(Modal::Error { title, message }) = h.state().modal().cloned() else {
        panic!("an error dialog, not {:?}", h.state().modal());
    };
    assert_eq!(title, "Das Spiel lässt sich nicht laden");
    assert!(
        h.query_by_label_contains(&message).is_some(),
        "the message is shown: {message}"
    );
    (message, english)
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
        (E::NotJson { line: 3, column: 5 }, "", ""),
        (E::NotAnObject, "", ""),
        (E::NoVersion, "", ""),
        (E::UnknownVersion("7".to_owned()), "", ""),
        (
            key(
                KeyPath::file(),
                KeyProblem::Missing {
                    key: "players".to_owned(),
                },
            ),
            "",
            "",
        ),
        (
            key(
                KeyPath::file().key("players").index(1).key("score"),
                KeyProblem::WrongValue {
                    line: 9,
                    column: 20,
                },
            ),
            "",
            "",
        ),
        (
            key(
                KeyPath::file().key("history").key("resumed").key("scores"),
                KeyProblem::ScoresForPlayers {
                    scores: 3,
                    players: 2,
                },
            ),
            "",
            "",
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
            "",
            "",
        ),
        (
            key(
                KeyPath::file().key("history").key("turn").key("player"),
                KeyProblem::NotASeat {
                    value: 7,
                    players: 2,
                },
            ),
            "",
            "",
        ),
        (
            E::UnknownTile {
                place: TilePlace::Bank(1),
                name: "999".to_owned(),
            },
            "",
            "",
        ),
        (
            E::TileTwice {
                tile: t("541"),
                first: TilePlace::Board(1),
                second: TilePlace::Drawn { turn: 3, n: 2 },
            },
            "",
            "",
        ),
        (
            E::OffBoard {
                entry: 2,
                row: 11,
                col: -1,
            },
            "",
            "",
        ),
        (
            E::CellTwice {
                cell: c(4, 5),
                first: t("422"),
                second: t("126"),
            },
            "",
            "",
        ),
        (E::Position(PositionError::Empty), "", ""),
        (E::Position(PositionError::NoStartTile), "", ""),
        (
            E::Position(PositionError::RunsOffBoard {
                cell: c(0, 3),
                tile: t("126"),
                edge: Edge::N,
            }),
            "",
            "",
        ),
        (
            E::Position(PositionError::LinesDoNotMeet {
                cell: c(5, 6),
                tile: t("126"),
                edge: Edge::E,
                other_cell: c(5, 7),
                other: t("331"),
            }),
            "",
            "",
        ),
        (
            E::Position(PositionError::NotJoined {
                cell: c(2, 2),
                tile: t("832"),
            }),
            "",
            "",
        ),
        (E::BankTooLarge(6), "", ""),
        (E::Players(PlayerError::Count(5)), "", ""),
        (
            E::Players(PlayerError::Name {
                seat: 1,
                name: "Anna\nBerta".to_owned(),
                problem: NameError::ControlCharacter,
            }),
            "",
            "",
        ),
        (E::NegativeScore { seat: 2, score: -4 }, "", ""),
        (
            E::ImpossibleScore {
                seat: 1,
                score: 99_999,
            },
            "",
            "",
        ),
        (
            E::UnknownLevel {
                seat: 2,
                level: "genius".to_owned(),
            },
            "",
            "",
        ),
        (
            E::CurrentOutOfRange {
                current: 4,
                players: 2,
            },
            "",
            "",
        ),
        (E::BankNotDrawn { bank: 3, drawn: 5 }, "", ""),
        (
            E::ScoresTooLow {
                total: 4,
                least: 11,
            },
            "",
            "",
        ),
        (
            E::BadPlacement {
                place: TilePlace::Placement { turn: 2, n: 1 },
                text: "422@4;5".to_owned(),
            },
            "",
            "",
        ),
        (E::HistoryStart, "", ""),
        (E::Resumed(Box::new(E::BankTooLarge(6))), "", ""),
        (
            E::History(HistoryError::BadRandom("xyz".to_owned())),
            "",
            "",
        ),
        (
            E::History(HistoryError::StartTile {
                recorded: t("541"),
                drawn: t("422"),
            }),
            "",
            "",
        ),
        (E::History(HistoryError::AfterGameOver { turn: 40 }), "", ""),
        (E::History(HistoryError::NoTurnInProgress), "", ""),
        (
            E::History(HistoryError::LeadsElsewhere {
                what: Difference::Board,
            }),
            "",
            "",
        ),
        (
            E::History(HistoryError::LeadsElsewhere {
                what: Difference::Bank,
            }),
            "",
            "",
        ),
        (
            E::History(HistoryError::LeadsElsewhere {
                what: Difference::Score { seat: 2 },
            }),
            "",
            "",
        ),
        (
            E::History(HistoryError::LeadsElsewhere {
                what: Difference::Current,
            }),
            "",
            "",
        ),
        (
            E::History(HistoryError::LeadsElsewhere {
                what: Difference::History,
            }),
            "",
            "",
        ),
        (
            turn(TurnProblem::Player {
                recorded: 1,
                expected: 0,
            }),
            "",
            "",
        ),
        (
            turn(TurnProblem::Drawn {
                recorded: drawn,
                drawn: Bank::new(),
            }),
            "",
            "",
        ),
        (turn(TurnProblem::Swap { index: 1 }), "", ""),
        (
            turn(TurnProblem::Placement {
                index: 2,
                error: PlaceError::CellTaken {
                    cell: c(4, 5),
                    tile: t("422"),
                },
            }),
            "",
            "",
        ),
        (
            turn(TurnProblem::Placement {
                index: 1,
                error: PlaceError::LineNotMet {
                    edge: Edge::S,
                    neighbour: t("331"),
                },
            }),
            "",
            "",
        ),
        (
            turn(TurnProblem::PlacementDiffers {
                index: 1,
                points: 1,
                tile: t("422"),
            }),
            "",
            "",
        ),
        (
            turn(TurnProblem::NotInBank {
                index: 3,
                tile: t("733"),
            }),
            "",
            "",
        ),
        (turn(TurnProblem::SatOut { recorded: true }), "", ""),
        (turn(TurnProblem::SatOut { recorded: false }), "", ""),
    ]
}

/// The name of `error`'s variant. The match lists every variant, so a new refusal does not
/// compile until it is named here, and the table test then asks for a row of it.
fn variant(error: &loopit_core::SaveError) -> &'static str {
    use loopit_core::SaveError as E;
    match error {
        E::NotJson { .. } => "NotJson",
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
const VARIANTS: [&str; 22] = [
    "NotJson",
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
        let in_english = loopit::ui::words::save_problem(error);
        loopit::i18n::set_language(Language::German);
        let in_german = loopit::ui::words::save_problem(error);
        if in_english != *english || in_german != *german {
            wrong.push(format!(
                "{error:?}\n  en: {in_english:?}\n  de: {in_german:?}"
            ));
        }
        let left = english_left(&in_english, &in_german);
        assert!(left.is_empty(), "English words {left:?} in {in_german:?}");
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
        settings: loopit::settings::SettingsFile::in_memory(german()),
        warnings: Vec::new(),
        tiles: Err(error.clone()),
        picker: Box::new(game_shell::picker::ScriptedPicker::new(vec![])),
        seed: 7,
        system_language: Language::German,
        autosave: None,
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
    let message = loopit::ui::words::tile_error(&error);
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
        settings,
        warnings,
        tiles: Ok(tile_images()),
        picker: Box::new(game_shell::picker::ScriptedPicker::new(vec![])),
        seed: 7,
        system_language: Language::German,
        autosave: None,
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
