//! LoopIt, the desktop program: the window, the settings, tile images, saved files and the
//! command line. Every rule comes from `loopit-core`.
//!
//! - [`app`]: the application, a thin dispatcher: draws, and hands each [`action::Action`] to
//!   the part that owns it;
//! - [`session`]: the game on screen — every move, a person's or the computer's;
//! - [`navigation`]: the screen, the dialog on top, the tool windows; [`replay`] the steps of a
//!   replay; [`review`] the review of a game (each turn beside the best possible);
//! - [`environment`]: settings, tile images, file dialogs and the saves folder, with
//!   [`settings`] (`LoopIt.ini`), [`tiles`] (the images) and [`storage`] (saved games);
//! - [`ui`]: the views (board, bank, side panel, setup, options, dialogs, help), which take
//!   their sentences from [`words`] (the game's events, save refusals, settings warnings and
//!   file errors in words);
//! - [`cli`]: `loopit moves|ai|check|selfplay`;
//! - [`window_state`]: the window-state file eframe keeps, checked before the window opens
//!   (game-shell's).
//!
//! The frame all three programs plug into (the window and `main`, catalogs and `tr!`, menus
//! and shortcuts, file dialogs and writes, background work) is the `game-shell` crate.

pub mod action;
pub mod app;
pub mod autosave;
pub mod cli;
pub mod environment;
pub mod i18n;
pub mod navigation;
pub mod replay;
pub mod review;
pub mod scene;
pub mod session;
pub mod settings;
pub mod storage;
pub mod thinking;
pub mod tiles;
pub mod ui;
pub mod words;

pub use app::{AppSetup, LoopItApp};
/// The window-state file eframe keeps, checked before the window opens (game-shell's).
pub use game_shell::window_state;

/// Every view's `tr!` (see [`i18n`]).
pub(crate) use i18n::tr;

/// eframe's name for the program: its window-state folder is named after it.
pub const APP_ID: &str = "loopit";

/// Opens the game window with the settings file at `ini` (or the one found beside the
/// program) and runs it until it is closed. `seed` fixes the first game's draws. The frame
/// ([`game_shell::app::run_window`]) checks the window-state file first: one that makes no
/// sense is repaired or set aside (with a log line) rather than crash the window.
pub fn run_window(ini: Option<&std::path::Path>, seed: Option<u64>) -> Result<(), eframe::Error> {
    let mut setup = AppSetup::from_disk(ini);
    // The images built into the program stand in for a default tile folder that is not there.
    if setup.tiles.is_err() {
        setup.tiles = tiles::TileImages::for_settings(&setup.settings);
    }
    if let Some(seed) = seed {
        setup.seed = seed;
    }
    let window = game_shell::app::Window {
        size: [1180.0, 820.0],
        min_size: [640.0, 480.0],
        icon_png: Some(include_bytes!("../assets/icon.png")),
        ..game_shell::app::Window::new(APP_ID, "LoopIt", &i18n::LANGUAGES)
    };
    game_shell::app::run_window(window, move |_| LoopItApp::new(setup))
}
