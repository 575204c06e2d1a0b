//! What Reversi's window tests share: the window set up for a test (seed 7, the computer
//! thinking at once and moving without delay, settings in memory, file dialogs answered by a
//! script), a headless harness, and the queries and clicks every file uses.

#![allow(dead_code)]

use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use game_shell::i18n::Language;
use game_shell::picker::{Pick, ScriptedPicker};
use game_shell::theme::Theme;
use reversi::{AppSetup, Executor, ReversiApp};
use reversi_core::{Player, Rules};

/// A test window's window.
pub type Window = Harness<'static, ReversiApp>;

/// The window's setup for a test: `rules`, `players`, `language`; the file dialogs answer
/// `picks` in turn.
pub fn setup(rules: Rules, players: [Player; 2], language: Language, picks: Vec<Pick>) -> AppSetup {
    AppSetup {
        picker: Box::new(ScriptedPicker::new(picks)),
        seed: 7,
        computer_delay: 0.0,
        executor: Executor::Inline,
        save_folder: std::env::temp_dir(),
        rules,
        players,
        language: Some(language),
        theme: Theme::default(),
        settings: reversi::settings::SettingsFile::in_memory(Default::default()),
        warnings: Vec::new(),
    }
}

/// The window of `setup`, `size` points large, stepped at most `steps` frames a run.
pub fn harness_sized(setup: AppSetup, size: [f32; 2], steps: u64) -> Window {
    Harness::builder()
        .with_size(size)
        .with_max_steps(steps)
        .build_ui_state(
            |ui, app: &mut ReversiApp| app.frame(ui),
            ReversiApp::new(setup),
        )
}

/// The window of `setup` at 1280 × 800.
pub fn harness(setup: AppSetup) -> Window {
    harness_sized(setup, [1280.0, 800.0], 200)
}

/// Clicks the widget labelled `label` and settles.
pub fn click(h: &mut Harness<'_, ReversiApp>, label: &str) {
    h.get_by_label(label).click();
    h.run();
}

/// Whether a label (or a text label's value, where kittest's label queries look too)
/// contains `part`.
pub fn shows(h: &Harness<'_, ReversiApp>, part: &str) -> bool {
    h.query_all_by_label_contains(part).next().is_some()
}

/// Presses Ctrl (Cmd) + `key` and settles.
pub fn shortcut(h: &mut Harness<'_, ReversiApp>, key: Key) {
    h.key_press_modifiers(Modifiers::COMMAND, key);
    h.run();
}
