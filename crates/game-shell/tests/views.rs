//! The frame's views as a player meets them: the confirm-abandon dialog, the Language menu,
//! the standard menu entries and shortcuts.

use egui::{Key, Modifiers};
use egui_kittest::Harness;
use game_shell::dialogs::{Abandon, AbandonChoice, abandon_body};
use game_shell::i18n::{Language, set_language};
use game_shell::menu::{self, Command, Enabled};
use game_shell::prefs::{LanguageChoice, LanguagePolicy, language_items};
use game_shell::testing::{click, has, press, shows};

fn abandon_dialog(step: Abandon) -> Harness<'static, Option<AbandonChoice>> {
    Harness::new_ui_state(
        move |ui, answer: &mut Option<AbandonChoice>| {
            if let Some(choice) = abandon_body(ui, &step.question()) {
                *answer = Some(choice);
            }
        },
        None,
    )
}

#[test]
fn the_abandon_dialog_returns_each_answer() {
    set_language(Language::English);
    for (button, choice) in [
        ("Save", AbandonChoice::Save),
        ("Don't save", AbandonChoice::DontSave),
        ("Cancel", AbandonChoice::Cancel),
    ] {
        let mut h = abandon_dialog(Abandon::Quit);
        assert!(shows(&h, "Quitting ends the game on the board"));
        assert_eq!(*h.state(), None, "nothing chosen before a click");
        click(&mut h, button);
        assert_eq!(*h.state(), Some(choice), "{button}");
    }
}

#[test]
fn the_abandon_dialog_speaks_russian() {
    set_language(Language::Russian);
    let mut h = abandon_dialog(Abandon::NewGame);
    assert!(has(&h, "Сохранить партию?"));
    click(&mut h, "Не сохранять");
    set_language(Language::English);
    assert_eq!(*h.state(), Some(AbandonChoice::DontSave));
}

#[test]
fn the_language_items_offer_the_system_and_each_language() {
    set_language(Language::German);
    let policy = LanguagePolicy::new(
        &[Language::English, Language::German],
        Language::German,
        None,
    );
    let mut h = Harness::new_ui_state(
        move |ui, chosen: &mut Option<LanguageChoice>| {
            if let Some(choice) = language_items(ui, &policy) {
                *chosen = Some(choice);
            }
        },
        None,
    );
    assert!(has(&h, "Wie das System (Deutsch)"));
    assert!(has(&h, "Deutsch"));
    assert!(!has(&h, "Русский"), "only the program's languages");
    click(&mut h, "English");
    set_language(Language::English);
    assert_eq!(*h.state(), Some(Some(Language::English)));
}

/// A window that collects the standard shortcuts pressed, with or without a text field
/// taking the keyboard.
fn shortcut_window(enabled: Enabled, typing: bool) -> Harness<'static, Vec<Command>> {
    Harness::new_ui_state(
        move |ui, commands: &mut Vec<Command>| {
            commands.extend(menu::standard_shortcuts(ui.ctx(), enabled, typing));
        },
        Vec::new(),
    )
}

#[test]
fn the_standard_shortcuts_give_their_commands() {
    let enabled = Enabled {
        save: true,
        undo: true,
    };
    let mut h = shortcut_window(enabled, false);
    for key in [Key::N, Key::O, Key::S, Key::Z, Key::Q] {
        press(&mut h, Modifiers::COMMAND, key);
    }
    press(&mut h, Modifiers::NONE, Key::F1);
    assert_eq!(
        *h.state(),
        [
            Command::New,
            Command::Load,
            Command::Save,
            Command::Undo,
            Command::Quit,
            Command::Rules
        ]
    );
}

#[test]
fn save_and_undo_wait_until_they_can_and_undo_leaves_a_text_field_alone() {
    let mut h = shortcut_window(Enabled::default(), false);
    press(&mut h, Modifiers::COMMAND, Key::S);
    press(&mut h, Modifiers::COMMAND, Key::Z);
    assert_eq!(*h.state(), []);
    let enabled = Enabled {
        save: true,
        undo: true,
    };
    let mut h = shortcut_window(enabled, true);
    press(&mut h, Modifiers::COMMAND, Key::Z);
    press(&mut h, Modifiers::COMMAND, Key::S);
    assert_eq!(*h.state(), [Command::Save]);
}

#[test]
fn the_own_file_dialog_goes_into_a_folder_and_back_up() {
    use game_shell::browser::{BrowserWords, FileBrowser, FileMode};
    let dir = tempfile::tempdir().expect("temp dir");
    let root = dir.path().to_owned();
    std::fs::create_dir(root.join("older")).expect("folder");
    std::fs::create_dir(root.join(".hidden")).expect("folder");
    std::fs::write(root.join("today.json"), "{}").expect("write");
    std::fs::write(root.join("older/last-year.json"), "{}").expect("write");
    let browser = FileBrowser::new(FileMode::Open, root.clone(), "json", String::new());
    let mut h = Harness::new_ui_state(
        |ui, browser: &mut FileBrowser| {
            let _ = browser.ui(ui, &BrowserWords::default());
        },
        browser,
    );
    h.run();
    assert!(has(&h, "today.json"));
    assert!(!has(&h, ".hidden/"), "hidden folders are not listed");
    click(&mut h, "older/");
    assert_eq!(h.state().folder(), root.join("older"));
    assert!(has(&h, "last-year.json"));
    assert!(!has(&h, "today.json"));
    click(&mut h, ".. (Up one folder)");
    assert_eq!(h.state().folder(), root);
    assert!(has(&h, "today.json"));
}

#[test]
fn a_name_typed_as_the_save_dialog_opens_replaces_the_suggested_one_and_keeps_the_extension() {
    use game_shell::browser::{BrowserOutcome, BrowserWords, FileBrowser, FileMode};
    let dir = tempfile::tempdir().expect("temp dir");
    let root = dir.path().to_owned();
    let browser = FileBrowser::new(
        FileMode::Save,
        root.clone(),
        "json",
        "game-of-today.json".into(),
    );
    let mut h = Harness::new_ui_state(
        |ui, state: &mut (FileBrowser, Option<BrowserOutcome>)| {
            if let Some(outcome) = state.0.ui(ui, &BrowserWords::default()) {
                state.1 = Some(outcome);
            }
        },
        (browser, None),
    );
    h.run();
    // No click into the field: the keys go there at once.
    h.event(egui::Event::Text("shared".into()));
    h.run();
    h.key_press(egui::Key::Enter);
    h.run();
    assert!(
        matches!(&h.state().1, Some(BrowserOutcome::Save(path)) if path == &root.join("shared.json")),
        "{:?}",
        h.state().1
    );
}

#[test]
fn a_long_suggested_name_is_whole_in_sight_in_a_dialog_of_440_points() {
    // The play test: the save dialog showed `…-0655.jsor`, the field narrower than the name.
    use egui_kittest::kittest::Queryable;
    use game_shell::browser::{BrowserWords, FileBrowser, FileMode};
    let dir = tempfile::tempdir().expect("temp dir");
    let name = "loopit-anna-ben-cara-2026-12-05-0655.json";
    let browser = FileBrowser::new(FileMode::Save, dir.path().to_owned(), "json", name.into());
    let mut h = Harness::builder().with_size([800.0, 600.0]).build_ui_state(
        |ui, browser: &mut FileBrowser| {
            ui.set_max_width(440.0);
            let _ = browser.ui(ui, &BrowserWords::default());
        },
        browser,
    );
    h.run();
    let field = h
        .query_all_by_label(&BrowserWords::default().file_name)
        .last()
        .expect("the name's field")
        .rect();
    // The row is the dialog's 440 points: the field takes what its label leaves (not a fixed
    // 260), so that a window's larger type still shows the name whole.
    assert!(
        field.width() > 340.0,
        "the field {field:?} takes the row's width"
    );
}
