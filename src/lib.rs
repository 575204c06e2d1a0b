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
//! - [`online`]: Game ▸ Play online — hosting (a server inside the program), joining and
//!   watching a room, the game as this window follows it (views in `ui::online`);
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
pub mod guide;
pub mod hint;
pub mod i18n;
pub mod motion;
pub mod navigation;
pub mod online;
pub mod replay;
pub mod review;
pub mod scene;
pub mod session;
pub mod settings;
pub mod sound;
pub mod storage;
pub mod thinking;
pub mod tiles;
pub mod ui;
pub mod words;

pub use app::{AppSetup, LoopItApp, run_window};
pub use environment::APP_ID;
/// The window-state file eframe keeps, checked before the window opens (game-shell's).
pub use game_shell::window_state;
