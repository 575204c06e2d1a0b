//! LoopIt, the desktop program: the window, the settings, tile images, saved files and the
//! command line. Every rule comes from `loopit-core`.
//!
//! - [`app`]: the application, a thin dispatcher: draws, and hands each [`action::Action`] to
//!   the part that owns it;
//! - [`session`]: the game on screen — every move, a person's or the computer's;
//! - [`navigation`]: the screen, the dialog on top, the tool windows; [`replay`] the steps of a
//!   replay;
//! - [`environment`]: settings, tile images, file dialogs and the saves folder, with
//!   [`settings`] (`LoopIt.ini`), [`tiles`] (the images) and [`storage`] (saved games);
//! - [`ui`]: the views (board, bank, side panel, setup, options, dialogs, help);
//! - [`cli`]: `loopit moves|ai|check|selfplay`.
//!
//! What the workspace's programs share (file writes, dialogs, the quit guard, help windows)
//! is in the `game-shell` crate.

pub mod action;
pub mod app;
pub mod cli;
pub mod environment;
pub mod i18n;
pub mod navigation;
pub mod replay;
pub mod session;
pub mod settings;
pub mod storage;
pub mod tiles;
pub mod ui;

pub use app::{AppSetup, LoopItApp};

/// Opens the game window with the settings file at `ini` (or the one found beside the
/// program) and runs it until it is closed. `seed` fixes the first game's draws.
pub fn run_window(ini: Option<&std::path::Path>, seed: Option<u64>) -> Result<(), eframe::Error> {
    let mut setup = AppSetup::from_disk(ini);
    if let Some(seed) = seed {
        setup.seed = seed;
    }
    let viewport = egui::ViewportBuilder::default()
        .with_title("LoopIt")
        .with_app_id("loopit")
        .with_inner_size([1180.0, 820.0])
        .with_min_inner_size([640.0, 480.0]);
    let options = eframe::NativeOptions {
        viewport,
        persist_window: true,
        ..eframe::NativeOptions::default()
    };
    eframe::run_native(
        "LoopIt",
        options,
        Box::new(|_cc| Ok(Box::new(LoopItApp::new(setup)))),
    )
}
