//! The Reversi program: the game window and the command line around `reversi_core`.

pub mod app;
pub mod cli;
pub mod i18n;
pub mod words;

/// Every view's `tr!` (see [`i18n`]).
pub(crate) use i18n::tr;

pub use app::{Action, AppSetup, ReversiApp, run_window};
