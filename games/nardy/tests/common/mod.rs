//! What the window tests share: the app on a fixed seed with the computer thinking at once and
//! without delay, a headless harness, and queries by accessible label.

#![allow(dead_code)]

use std::path::Path;

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use game_shell::picker::{FilePicker, Pick};
use nardy::{Executor, NardyApp, Setup};
use nardy_core::{Roll, SaveFile};

/// A system without file dialogs: the window shows the frame's own.
pub struct NoSystemDialogs;

impl FilePicker for NoSystemDialogs {
    fn save_file(&mut self, _folder: &Path, _name: &str) -> Pick {
        Pick::Unavailable
    }
    fn open_file(&mut self, _folder: &Path) -> Pick {
        Pick::Unavailable
    }
    fn folder(&mut self, _start: &Path) -> Pick {
        Pick::Unavailable
    }
}

/// The app with the frame's own file dialogs.
pub fn app(saves: &Path) -> NardyApp {
    app_with(saves, Box::new(NoSystemDialogs))
}

/// The app whose file dialogs answer as `picker` does.
pub fn app_with(saves: &Path, picker: Box<dyn FilePicker>) -> NardyApp {
    NardyApp::new(setup(saves, picker))
}

/// The app keeping its autosave in `folder` (a temporary folder: never the user's).
pub fn app_autosaving(saves: &Path, folder: &Path) -> NardyApp {
    NardyApp::new(Setup {
        autosave: Some(folder.to_path_buf()),
        ..setup(saves, Box::new(NoSystemDialogs))
    })
}

/// The tests' setup: seed 7, English, two people, the computer at once, no autosave.
pub fn setup(saves: &Path, picker: Box<dyn FilePicker>) -> Setup {
    Setup {
        seed: 7,
        saves: saves.to_path_buf(),
        picker,
        computer_delay: 0.0,
        executor: Executor::Inline,
        language: game_shell::prefs::LanguagePolicy::new(
            &nardy::i18n::LANGUAGES,
            game_shell::i18n::Language::English,
            None,
        ),
        theme: game_shell::theme::Theme::default(),
        players: [nardy_core::Player::Human; 2],
        match_to: None,
        settings: nardy::settings::SettingsFile::in_memory(Default::default()),
        warnings: Vec::new(),
        autosave: None,
    }
}

/// The app showing `json` (a save) with `dice` rolled, if any.
pub fn showing(saves: &Path, json: &str, dice: Option<(u8, u8)>) -> Harness<'static, NardyApp> {
    let mut a = app(saves);
    let mut saved = SaveFile::parse(json).expect("test position");
    saved.dice = dice.and_then(|(x, y)| Roll::new(x, y));
    a.resume(&saved);
    harness(a)
}

pub fn harness(a: NardyApp) -> Harness<'static, NardyApp> {
    let mut h = Harness::builder()
        .with_size([1280.0, 800.0])
        .with_max_steps(32)
        .build_ui_state(|ui, app: &mut NardyApp| app.frame(ui), a);
    h.run();
    h
}

pub fn click(h: &mut Harness<'_, NardyApp>, label: &str) {
    h.get_by_label(label).click();
    h.run();
}

pub fn has(h: &Harness<'_, NardyApp>, label: &str) -> bool {
    h.query_by_label(label).is_some()
}

/// Whether a text is on screen (a label's text is its value, a widget's its name).
pub fn says(h: &Harness<'_, NardyApp>, text: &str) -> bool {
    let text = text.to_owned();
    h.query_all_by(move |n| {
        n.label().as_deref() == Some(&text) || n.value().as_deref() == Some(&text)
    })
    .next()
    .is_some()
}

pub fn has_prefix(h: &Harness<'_, NardyApp>, prefix: &str) -> bool {
    let p = prefix.to_owned();
    h.query_by(move |n| n.label().is_some_and(|l| l.starts_with(&p)))
        .is_some()
}

pub const START: &str = r#"{"version": 1, "points": {"24": ["W", 15], "12": ["B", 15]}, "off": {"W": 0, "B": 0},
    "to_move": "W", "first_turn": {"W": true, "B": true}}"#;

pub fn centre_of(h: &Harness<'_, NardyApp>, prefix: &str) -> egui::Pos2 {
    let p = prefix.to_owned();
    h.get_by(move |n| n.label().is_some_and(|l| l.starts_with(&p)))
        .rect()
        .center()
}

/// Types `name` into the file dialog's name field, replacing what it offered.
pub fn type_file_name(h: &mut Harness<'_, NardyApp>, name: &str) {
    h.get_by_label("File name:").focus();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    h.get_by_label("File name:").type_text(name);
    h.run();
}
