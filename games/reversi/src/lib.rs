//! The Reversi program: the game window and the command line around `reversi_core`.
//!
//! The window has LoopIt's shape: [`session`] owns the game and plays every move (a person's
//! or the computer's) into an [`session::Outcome`]; [`thinking`] runs the computer off the
//! window's thread; [`navigation`] holds the dialogs as data; the views in [`ui`] return
//! [`Action`]s, which [`ReversiApp`] applies; [`words`] puts every result into sentences from
//! the catalogs ([`i18n`]); [`settings`] is `Reversi.ini`; [`storage`] reads and writes save files; [`online`] is Game ▸ Play
//! online (a room on a server, its game drawn from what the server tells).

pub mod action;
pub mod analysis;
pub mod app;
pub mod cli;
pub mod i18n;
pub mod navigation;
pub mod online;
pub mod session;
pub mod settings;
pub mod setup;
pub mod storage;
pub mod thinking;
pub mod ui;
pub mod words;

pub use action::Action;
pub use app::{ReversiApp, run_window};
pub use setup::AppSetup;
pub use thinking::Executor;
