//! Long nardy: the game window, or one of the command-line commands; the frame
//! (`game_shell::app::main`) chooses and starts the log for both.

// No console window behind the game on Windows in release builds.
#![cfg_attr(not(debug_assertions), windows_subsystem = "windows")]

use std::process::ExitCode;
use std::time::{SystemTime, UNIX_EPOCH};

use nardy::cli::{self, Cli};
use nardy::{Executor, Setup};

fn main() -> ExitCode {
    game_shell::app::run(
        "Nardy",
        |args: &Cli| args.command.as_ref(),
        cli::run,
        open_window,
    )
}

/// Opens the window with the seed, saves folder and language of the command line; the
/// computer thinks on threads of its own.
fn open_window(args: &Cli) -> Result<(), eframe::Error> {
    let seed = args.seed.unwrap_or_else(|| {
        SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(1, |d| d.as_nanos() as u64)
    });
    let languages = &nardy::i18n::LANGUAGES;
    let chosen = args.lang;
    let system = game_shell::i18n::system_language(languages);
    let language = game_shell::prefs::LanguagePolicy::new(languages, system, chosen);
    let path = nardy::settings::locate(args.ini.as_deref());
    let (file, warnings) = nardy::settings::SettingsFile::load(&path);
    for warning in &warnings {
        log::warn!("{warning}");
    }
    let setup = Setup {
        seed,
        saves: args.saves.clone(),
        picker: Box::new(game_shell::picker::NativePicker {
            words: nardy::words::picker,
        }),
        computer_delay: 0.6,
        executor: Executor::Threads,
        language,
        theme: game_shell::theme::Theme::default(),
        players: [nardy_core::Player::Human; 2],
        match_to: None,
        settings: nardy::settings::SettingsFile::in_memory(Default::default()),
        warnings: Vec::new(),
        autosave: Some(args.saves.join(nardy::autosave::FOLDER)),
    };
    nardy::run_window(setup.with_settings(file, warnings))
}
