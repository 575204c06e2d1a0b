//! `Reversi.ini`: the setup of a game started in the window, the language and the theme chosen
//! are there again at the next start; the user's comments and keys stay; a bad value is
//! named with its line. Every file is in a temporary folder (never the user's config folder,
//! never the source tree's).

use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use game_shell::i18n::Language;
use game_shell::picker::ScriptedPicker;
use game_shell::theme::Theme;
use reversi::settings::{INI_NAME, Settings, SettingsFile};
use reversi::{AppSetup, Executor, ReversiApp};
use reversi_core::{Level, Player, Rules};

/// A window started with the settings file at `ini`, as the program starts one.
fn start(ini: &std::path::Path) -> Harness<'static, ReversiApp> {
    let (file, warnings) = SettingsFile::load(ini);
    let setup = AppSetup {
        picker: Box::new(ScriptedPicker::new(vec![])),
        seed: 7,
        computer_delay: 0.0,
        executor: Executor::Inline,
        save_folder: std::env::temp_dir(),
        rules: Rules::Document,
        players: [Player::Human; 2],
        language: None,
        theme: Theme::default(),
        settings: SettingsFile::in_memory(Settings::default()),
        warnings: Vec::new(),
    }
    .with_settings(file, warnings);
    let mut h = Harness::builder()
        .with_size([900.0, 660.0])
        .with_max_steps(200)
        .build_ui_state(
            |ui, app: &mut ReversiApp| app.frame(ui),
            ReversiApp::new(setup),
        );
    h.run();
    h
}

fn click(h: &mut Harness<'_, ReversiApp>, label: &str) {
    h.get_by_label(label).click();
    h.run();
}

#[test]
fn the_rules_and_players_of_a_new_game_start_the_next_run() {
    let dir = tempfile::tempdir().expect("temp dir");
    let ini = dir.path().join(INI_NAME);
    std::fs::write(
        &ini,
        "; my notes stay\n[Game]\nLanguage=en\n\n[Mine]\nColour=blue ; mine too\n",
    )
    .expect("write");
    let mut h = start(&ini);
    h.key_press_modifiers(Modifiers::COMMAND, Key::N);
    h.run();
    click(&mut h, "Classic rules (must turn a stone)");
    click(&mut h, "Red");
    click(&mut h, "Computer: greedy");
    click(&mut h, "Start");
    assert_eq!(h.state().game().rules(), Rules::Classic);
    drop(h);

    let h = start(&ini);
    assert_eq!(h.state().game().rules(), Rules::Classic, "the rules");
    assert_eq!(
        h.state().players(),
        [Player::Human, Player::Computer(Level::Greedy)],
        "the players"
    );
    let text = std::fs::read_to_string(&ini).expect("read");
    assert!(text.starts_with("; my notes stay\n[Game]\n"), "{text}");
    assert!(text.contains("[Mine]\nColour=blue ; mine too\n"), "{text}");
    assert!(
        text.contains("Rules=classic") && text.contains("Red=greedy"),
        "{text}"
    );
}

#[test]
fn the_language_and_theme_chosen_start_the_next_run() {
    let dir = tempfile::tempdir().expect("temp dir");
    let ini = dir.path().join(INI_NAME);
    std::fs::write(&ini, "[Game]\nLanguage=en\n").expect("write");
    let mut h = start(&ini);
    click(&mut h, "Language");
    click(&mut h, "Deutsch");
    assert_eq!(h.state().language(), Language::German);
    drop(h);
    let h = start(&ini);
    assert_eq!(h.state().chosen_language(), Some(Language::German));
    assert_eq!(
        SettingsFile::load(&ini).0.settings.language,
        Some(Language::German)
    );
}

#[test]
fn a_bad_value_is_shown_with_its_line_and_the_default_is_used() {
    let dir = tempfile::tempdir().expect("temp dir");
    let ini = dir.path().join(INI_NAME);
    std::fs::write(&ini, "[Game]\nLanguage=en\nRules=chess\n").expect("write");
    let h = start(&ini);
    assert_eq!(h.state().game().rules(), Rules::Document);
    let message = h.state().message().expect("a warning under the counts");
    assert!(
        message.starts_with("line 3: [Game] Rules=\"chess\" is not document, classic or othello"),
        "{message}"
    );
}
