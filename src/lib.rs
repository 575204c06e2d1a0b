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
//! - [`ui`]: the views (board, bank, side panel, setup, options, dialogs, help);
//! - [`cli`]: `loopit moves|ai|check|selfplay`;
//! - [`window_state`]: the window-state file eframe keeps, checked before the window opens.
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
pub mod review;
pub mod session;
pub mod settings;
pub mod storage;
pub mod thinking;
pub mod tiles;
pub mod ui;
pub mod window_state;

pub use app::{AppSetup, LoopItApp};

/// eframe's name for the program: its window-state folder is named after it.
pub const APP_ID: &str = "loopit";

/// Opens the game window with the settings file at `ini` (or the one found beside the
/// program) and runs it until it is closed. `seed` fixes the first game's draws. The
/// window-state file is checked first: one that makes no sense is repaired or set aside (with a
/// log line) rather than crash the window.
pub fn run_window(ini: Option<&std::path::Path>, seed: Option<u64>) -> Result<(), eframe::Error> {
    let mut setup = AppSetup::from_disk(ini);
    // The images built into the program stand in for a default tile folder that is not there.
    if setup.tiles.is_err() {
        setup.tiles = tiles::TileImages::for_settings(&setup.settings);
    }
    if let Some(seed) = seed {
        setup.seed = seed;
    }
    let viewport = egui::ViewportBuilder::default()
        .with_title("LoopIt")
        .with_app_id(APP_ID)
        .with_inner_size([1180.0, 820.0])
        .with_min_inner_size([640.0, 480.0])
        .with_icon(window_icon());
    let options = eframe::NativeOptions {
        viewport,
        persist_window: true,
        persistence_path: window_state_file(),
        ..eframe::NativeOptions::default()
    };
    eframe::run_native(
        "LoopIt",
        options,
        Box::new(|cc| {
            game_shell::fonts::add_cjk_fallback(&cc.egui_ctx);
            let zoom = cc.egui_ctx.zoom_factor();
            if !window_state::ZOOM.contains(&zoom) {
                log::warn!("zoom factor {zoom} makes no sense; using 1");
                cc.egui_ctx.set_zoom_factor(1.0);
            }
            Ok(Box::new(LoopItApp::new(setup)))
        }),
    )
}

/// The window icon (drawn by the tile generator: `assets/icon.png`).
fn window_icon() -> std::sync::Arc<egui::IconData> {
    let icon = eframe::icon_data::from_png_bytes(include_bytes!("../assets/icon.png"))
        .unwrap_or_else(|e| {
            log::warn!("the window icon cannot be read: {e}");
            egui::IconData::default()
        });
    std::sync::Arc::new(icon)
}

/// The window-state file for eframe, checked (and repaired or set aside when it makes no
/// sense); a file of this run only when the usual one cannot be used or moved.
fn window_state_file() -> Option<std::path::PathBuf> {
    use window_state::Checked;
    let path = window_state::path(APP_ID)?;
    let shown = game_shell::files::quoted(&path);
    match window_state::check(&path) {
        Checked::Sound => Some(path),
        checked @ (Checked::Repaired(_) | Checked::SetAside(_)) => {
            log::warn!("window-state file {shown}: {checked}");
            Some(path)
        }
        checked @ Checked::Unusable(_) => {
            log::warn!("window-state file {shown}: {checked}; the window state is not kept");
            Some(std::env::temp_dir().join(format!("loopit-{}.ron", std::process::id())))
        }
    }
}
