//! Long nardy: the window around `nardy-core`, and the command line.
//!
//! The same files for the same jobs as LoopIt's window:
//!
//! - [`session`]: the game on screen; every move, a person's or the computer's, → an
//!   [`session::Outcome`];
//! - [`thinking`]: the computer's choices and the hints, worked out off the window's thread;
//! - [`navigation`]: the dialog open, the help windows, the message line, as data;
//! - [`action`]: what the views ask for; [`app`] carries it out;
//! - [`ui`]: the views, one file per panel; [`words`]: every sentence a player reads;
//! - [`saves`]: where saves live and what their files are called;
//! - [`cli`]: the command line; [`i18n`]: the catalogs.

pub mod action;
pub mod app;
pub mod cli;
pub mod i18n;
pub mod navigation;
pub mod saves;
pub mod session;
pub mod thinking;
pub mod ui;
pub mod words;

/// Every view's `tr!` (see [`i18n`]).
pub(crate) use i18n::tr;

pub use action::Action;
pub use app::{NardyApp, Setup};
pub use navigation::Modal;
pub use thinking::Executor;

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
            let mut setup = setup;
            // `--lang` wins; otherwise the choice remembered from the last run.
            if setup.language.choice().is_none() {
                setup.language = game_shell::prefs::LanguagePolicy::from_eframe(
                    &i18n::LANGUAGES,
                    cc.storage,
                    app::LANGUAGE_KEY,
                );
            }
            Ok(Box::new(NardyApp::new(setup)))
        }),
    )
}
