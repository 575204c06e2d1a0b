//! `Nardy.ini`: the players and the match length of a match started in the window, the
//! language chosen are there again at the next start; the user's comments and keys stay; a
//! bad value is named with its line. Every file is in a temporary folder (never the user's
//! config folder, never the source tree's).

mod common;

use common::{NoSystemDialogs, click, harness};
use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use game_shell::i18n::Language;
use game_shell::prefs::LanguagePolicy;
use nardy::settings::{INI_NAME, Settings, SettingsFile};
use nardy::{Executor, NardyApp, Setup};
use nardy_core::{Level, Player};

/// A window started with the settings file at `ini`, as the program starts one (no language
/// on the command line).
fn start(ini: &std::path::Path) -> Harness<'static, NardyApp> {
    let (file, warnings) = SettingsFile::load(ini);
    let setup = Setup {
        seed: 7,
        saves: std::env::temp_dir(),
        picker: Box::new(NoSystemDialogs),
        computer_delay: 0.0,
        executor: Executor::Inline,
        language: LanguagePolicy::new(&nardy::i18n::LANGUAGES, Language::English, None),
        theme: game_shell::theme::Theme::default(),
        players: [Player::Human; 2],
        match_to: None,
        settings: SettingsFile::in_memory(Settings::default()),
        warnings: Vec::new(),
        autosave: None,
    };
    harness(NardyApp::new(setup.with_settings(file, warnings)))
}

#[test]
fn the_players_and_match_length_of_a_new_match_start_the_next_run() {
    let dir = tempfile::tempdir().expect("temp dir");
    let ini = dir.path().join(INI_NAME);
    std::fs::write(
        &ini,
        "; my notes stay\n[Game]\nTheme=boxed\n\n[Mine]\nColour=blue ; mine too\n",
    )
    .expect("write");
    let mut h = start(&ini);
    h.key_press_modifiers(Modifiers::COMMAND, Key::N);
    h.run();
    // The second "Computer (quick)" is Black's.
    let count = h.get_all_by_label("Computer (quick)").count();
    assert_eq!(count, 2, "one for each colour");
    h.get_all_by_label("Computer (quick)")
        .nth(1)
        .expect("Black's choice")
        .click();
    h.run();
    assert!(
        matches!(
            h.state().modal(),
            Some(nardy::Modal::NewGame {
                players: [Player::Human, Player::Computer(Level::Quick)],
                ..
            })
        ),
        "{:?}",
        h.state().modal()
    );
    click(&mut h, "5 points");
    click(&mut h, "Start");
    assert_eq!(h.state().session().series().length(), Some(5));
    drop(h);

    let h = start(&ini);
    assert_eq!(
        h.state().players(),
        [Player::Human, Player::Computer(Level::Quick)],
        "the players"
    );
    assert_eq!(h.state().session().series().length(), Some(5), "the match");
    let text = std::fs::read_to_string(&ini).expect("read");
    assert!(text.starts_with("; my notes stay\n[Game]\n"), "{text}");
    assert!(text.contains("[Mine]\nColour=blue ; mine too\n"), "{text}");
    assert!(
        text.contains("MatchTo=5") && text.contains("Black=quick"),
        "{text}"
    );
}

#[test]
fn the_language_chosen_starts_the_next_run() {
    let dir = tempfile::tempdir().expect("temp dir");
    let ini = dir.path().join(INI_NAME);
    let mut h = start(&ini);
    click(&mut h, "Language");
    click(&mut h, "Русский");
    drop(h);
    let h = start(&ini);
    assert_eq!(
        h.state().settings().settings.language,
        Some(Language::Russian)
    );
    assert!(
        h.query_by_label("Игра").is_some(),
        "the menu speaks Russian at once"
    );
}

#[test]
fn a_bad_value_is_shown_with_its_line_and_the_default_is_used() {
    let dir = tempfile::tempdir().expect("temp dir");
    let ini = dir.path().join(INI_NAME);
    std::fs::write(&ini, "[Players]\nWhite=human\nBlack=grandmaster\n").expect("write");
    let h = start(&ini);
    assert_eq!(h.state().players(), [Player::Human; 2]);
    let message = h.state().message().expect("a warning in the message line");
    assert!(
        message.starts_with(
            "line 3: [Players] Black=\"grandmaster\" is not human or one of quick, strong, expert"
        ),
        "{message}"
    );
}
