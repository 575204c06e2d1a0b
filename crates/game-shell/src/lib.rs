//! What the workspace's game programs (LoopIt, Reversi, Nardy) share, so that each behaves the
//! same way at the desk and none copies another:
//!
//! - [`files`]: writing a file so that a crash never leaves half of it, reading a file with a
//!   size limit, listing saved games;
//! - [`picker`]: the system's file and folder dialogs, or answers scripted by a test;
//! - [`browser`]: the program's own file dialog, for systems that have none;
//! - [`quit`]: asking before the window closes on a game that would be lost;
//! - [`window`]: help and about windows that open in the middle of the main window;
//! - [`fonts`]: system fonts for Chinese, Japanese and Korean names, added after egui's own;
//! - [`i18n`]: the languages and the message catalogs (Fluent), with plural forms and names
//!   put into sentences.
//!
//! No game rule lives here.

pub mod browser;
pub mod files;
pub mod fonts;
pub mod i18n;
pub mod picker;
pub mod quit;
pub mod window;
