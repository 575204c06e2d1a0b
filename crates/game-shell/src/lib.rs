//! The frame every program of the workspace (LoopIt, Reversi, Nardy) plugs into, so that each
//! behaves the same way at the desk and none copies another. No game rule lives here.
//!
//! # How a game plugs in
//!
//! - **`main.rs`**: parse the command line, then [`app::main`] — a command runs on the command
//!   line, otherwise the window opens; the log is started for both.
//! - **`run_window`** (the program's `lib.rs`): [`app::run_window`] with an [`app::Window`]
//!   (app id, title, size, icon, languages) and a closure that makes the program's
//!   `eframe::App` from the creation context: fonts, icon, the checked window-state file and the
//!   first language are done here.
//! - **Words** (`src/i18n.rs`): [`define_tr!`] with the program's catalogs gives it `tr!`, the
//!   frame's own words (`shell-…`) included, and one test calls [`i18n::check_catalogs`].
//! - **Language**: a [`prefs::LanguagePolicy`] in the app (from eframe's storage or the
//!   program's settings, through [`prefs::LanguageStore`]), applied once a frame; its menu is
//!   [`prefs::language_menu`].
//! - **Menus**: [`menu::item`] entries with the standard shortcuts ([`menu::NEW`] …), and
//!   [`menu::standard_shortcuts`], which gives the [`menu::Command`]s the app turns into its
//!   actions.
//! - **Abandoning a game**: [`dialogs::abandon_body`] in the program's own modal returns
//!   Save / Don't save / Cancel; [`quit::QuitGuard`] catches the
//!   window's close button.
//! - **Files**: [`browser::ask_save`] / [`browser::ask_open`] (the system's dialog through a
//!   [`picker::FilePicker`], or the frame's [`browser::FileBrowser`]), [`files::write_json`] for
//!   every save (atomic, never empty), [`files::read_text`] for every read (size-limited, never
//!   a pipe or a device); a [`files::FileError`] words itself with [`files::FileError::words`].
//! - **Slow work** (a computer's move): [`task::Executor::spawn`] gives a [`task::Task`] polled
//!   each frame; tests use [`task::Executor::Inline`].
//! - **Tests**: `testing` (feature `testing`) has the kittest helpers.
//!
//! - **The skeleton**: [`frame::Frame`] holds what every window keeps alike, and the game
//!   implements [`frame::Program`]; the shell's actions ([`frame::Shell`]) are applied there.
//!
//! The modules:
//!
//! - [`frame`]: the program skeleton (the shared state, the shell's actions and their flow);
//! - [`app`]: `main`, `run_window`; [`window_state`]: the window-state file checked first;
//! - [`i18n`]: languages, catalogs, `define_tr!`; [`prefs`]: the language policy and menu;
//! - [`menu`]: standard menus and shortcuts; [`dialogs`]: confirm-abandon and the online
//!   record's address; [`quit`]: the quit guard; [`window`]: help and about windows;
//! - [`replay`]: where a replay stands in a game's record, its steps, keys and buttons;
//! - [`settings`]: a program's settings file (`LoopIt.ini`, `Reversi.ini`, `Nardy.ini`), generic
//!   over its table: found, read with a warning per unusable value, written line by line;
//! - [`files`]: atomic writes, limited reads, JSON saves; [`picker`]: the system's file
//!   dialogs (or scripted ones for tests); [`browser`]: the frame's own file dialog and the
//!   save/load flow;
//! - [`guide`]: the order of a guided first game's steps;
//! - [`task`]: background work; [`fonts`]: CJK fallback fonts; [`theme`]: the looks;
//!   [`motion`]: short movements and the desktop's reduce-motion wish; [`zoom`]: the zoom keys,
//!   the board first; [`sound`]: soft sounds and their switch (played with the `sound`
//!   feature); `testing` (feature `testing`): test helpers;
//! - [`online`]: what a window needs to play online through `netplay` whatever its game: a
//!   room as the window is in it (generic over the game) and the online screen's steps, the
//!   server inside the program, the address and room code as typed, the forms (a two-seat
//!   game's host form whole), the lobby and the connection line, in the frame's words.

pub mod app;
pub mod browser;
pub mod cli;
pub mod dialogs;
pub mod files;
pub mod fonts;
pub mod frame;
pub mod guide;
pub mod i18n;
pub mod menu;
pub mod motion;
pub mod online;
pub mod picker;
pub mod prefs;
pub mod quit;
pub mod replay;
pub mod settings;
pub mod sound;
pub mod task;
#[cfg(feature = "testing")]
pub mod testing;
pub mod theme;
pub mod window;
pub mod window_state;
pub mod zoom;

#[doc(hidden)]
pub use log as __log;
