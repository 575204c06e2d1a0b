//! Long nardy: the window around `nardy-core`, and the command line.
//!
//! The same files for the same jobs as LoopIt's window:
//!
//! - [`session`]: the game on screen; every move, a person's or the computer's, → an
//!   [`session::Outcome`];
//! - [`thinking`]: the computer's choices and the hints, worked out off the window's thread;
//! - [`navigation`]: the dialog open, the help windows, the message line, as data;
//!   [`replay`]: stepping through the game's record;
//! - [`action`]: what the views ask for; [`app`] carries it out;
//! - [`ui`]: the views, one file per panel; [`words`]: every sentence a player reads;
//! - [`saves`]: where saves live and what their files are called; [`autosave`]: the game
//!   kept after every turn and offered at the next start; [`settings`]: `Nardy.ini`;
//! - [`cli`]: the command line; [`i18n`]: the catalogs;
//! - [`online`]: Game ▸ Play online (a room on a server, its match drawn from what the server
//!   tells);
//! - [`guide`]: Help ▸ Learn to play, the guided first game.

pub mod action;
pub mod app;
pub mod autosave;
pub mod cli;
pub mod guide;
pub mod i18n;
pub mod navigation;
pub mod online;
pub mod replay;
pub mod saves;
pub mod session;
pub mod settings;
pub mod thinking;
pub mod ui;
pub mod words;

pub use action::Action;
pub use app::{NardyApp, Setup};
pub use navigation::Modal;
pub use thinking::Executor;

/// Opens the window and runs until it is closed, through the shell's
/// [`run_window`](game_shell::app::run_window): the window-state file is checked before eframe
/// reads it (a pipe or a device there is set aside), the CJK fonts and the first language are
/// set. The app id stays `Nardy`, the folder where earlier runs kept the window's state. The
/// setup should have its settings file ([`Setup::with_settings`]).
///
/// # Errors
/// When no window can be opened.
pub fn run_window(setup: Setup) -> eframe::Result {
    let window = game_shell::app::Window {
        size: [1200.0, 800.0],
        min_size: [640.0, 480.0],
        language: setup.language.choice(),
        ..game_shell::app::Window::new("Nardy", "Nardy", &i18n::LANGUAGES)
    };
    game_shell::app::run_window(window, move |_cc| {
        let mut app = NardyApp::new(setup);
        // The seats joined online are kept in the user's data folder, beside the saves.
        let book = game_shell::online::SeatBook::in_folder(&saves::default_folder());
        game_shell::frame::Program::frame_mut(&mut app).seat_book = Some(book);
        app
    })
}
