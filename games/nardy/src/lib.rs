//! Long nardy: the window around `nardy-core`, and the command line.
//!
//! [`app::NardyApp`] owns the game and applies every action; [`board`] draws the board and
//! reports clicks and drops; [`words`] holds every word the window shows; [`cli`] is the
//! command line.

pub mod app;
pub mod board;
pub mod cli;
pub mod i18n;
pub mod words;

/// Every view's `tr!` (see [`i18n`]).
pub(crate) use i18n::tr;

pub use app::{Action, Modal, NardyApp, Setup};

/// Opens the window and runs until it is closed.
///
/// # Errors
/// When no window can be opened.
pub fn run_window(setup: Setup) -> eframe::Result {
    let viewport = egui::ViewportBuilder::default()
        .with_title("Nardy")
        .with_inner_size([1200.0, 800.0])
        .with_min_inner_size([640.0, 480.0]);
    let options = eframe::NativeOptions {
        viewport,
        ..eframe::NativeOptions::default()
    };
    eframe::run_native(
        "Nardy",
        options,
        Box::new(|cc| {
            game_shell::fonts::add_cjk_fallback(&cc.egui_ctx);
            Ok(Box::new(NardyApp::new(setup)))
        }),
    )
}
