//! The settings file of a program (`LoopIt.ini`, `Reversi.ini`, `Nardy.ini`): one machinery for
//! all three, generic over the program's own table of settings ([`Table`]).
//!
//! - [`Table`]: what a program's file holds — its typed settings and, for each, an [`Entry`]:
//!   the section and key, how its text is read (or what is wrong with it) and written;
//! - [`SettingsFile`] (`file`): reading the file with a fallback per key (each unusable value
//!   gives a [`SettingsWarning`] naming it), and writing back only the values that changed, line
//!   by line, into the file as it is on disk then — the user's comments, blank lines, order and
//!   keys the program does not know stay; a file that is not the program's own, a link to
//!   nothing, a read-only file are never written (see the `file` module for the rules);
//! - [`locate`] (`location`): where the file is — given on the command line, beside the
//!   program, in the source tree for a program built there, or in the user's config folder;
//! - [`shared`]: the entries every program has alike (language, theme, a two-seat game's
//!   players);
//! - [`document`]: the line editor; [`reader`]: the values as rust-ini reads them (the two
//!   agree: a property test and the `ini_document` fuzz target hold them to it);
//! - the warnings (`warnings`): typed values with their facts (the line of an INI error),
//!   worded from the frame's catalog by [`warning_words`], the program's own value problems by
//!   the program.
//!
//! A program's settings change by typed values ([`SettingsFile::update`] with a closure that
//! sets a field): text is only what the file holds.

pub mod document;
mod file;
mod location;
pub mod reader;
pub mod shared;
mod warnings;

use std::fmt;
use std::path::Path;

pub use file::{FreshFile, MAX_INI_BYTES, SettingsFile};
pub use location::{Location, config_file, locate, locate_from};
pub use warnings::{NotOurs, SettingsWarning, Unusable, warning_words, warnings_notice};

/// A program's settings: the typed values, and the table that says where each stands in the
/// file and how its text is read and written. Reading, writing, the warnings and the check
/// that a file is the program's own all go by [`Table::entries`].
pub trait Table: Clone + PartialEq + fmt::Debug + Sized + 'static {
    /// What is wrong with a value of the file (the program words it).
    type Problem: Clone + PartialEq + Eq + fmt::Debug + fmt::Display;
    /// How the program's own views show a setting (LoopIt: its Options control); `()` for none.
    type Control: fmt::Debug + Sync + 'static;
    /// The program's name, as the warnings say it: `LoopIt`.
    const PROGRAM: &'static str;
    /// Every setting, in the order of a fresh file.
    fn entries() -> &'static [&'static Entry<Self>];
    /// A fresh file's text before the values are set into it: its comments (every key is then
    /// set, so a key missing here is added at the end of its section).
    fn fresh_text() -> &'static str;
    /// The built-in settings for the file at `path`.
    fn defaults_for(path: &Path) -> Self;
}

/// One setting of a [`Table`]: its section and key in the file, how its text is read into the
/// settings and written from them, and how the program shows it.
pub struct Entry<T: Table> {
    /// The section: `Game`.
    pub section: &'static str,
    /// The key: `ComputerDelay`.
    pub key: &'static str,
    /// Reads the value's text into the settings, or says what is wrong with it (and changes
    /// nothing).
    pub read: fn(&mut T, &str) -> Result<(), T::Problem>,
    /// The text the file holds for the setting.
    pub write: fn(&T) -> String,
    /// How the program shows it.
    pub control: T::Control,
}

impl<T: Table> fmt::Debug for Entry<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Entry")
            .field("section", &self.section)
            .field("key", &self.key)
            .field("control", &self.control)
            .finish_non_exhaustive()
    }
}

impl<T: Table> PartialEq for Entry<T> {
    fn eq(&self, other: &Entry<T>) -> bool {
        self.section == other.section && self.key == other.key
    }
}

impl<T: Table> Eq for Entry<T> {}

impl<T: Table> Entry<T> {
    /// The entry of `section`/`key` (as the table spells them).
    #[must_use]
    pub fn find(section: &str, key: &str) -> Option<&'static Entry<T>> {
        T::entries()
            .iter()
            .copied()
            .find(|e| e.section == section && e.key == key)
    }

    /// The setting's text in `settings`.
    #[must_use]
    pub fn text(&self, settings: &T) -> String {
        (self.write)(settings)
    }
}

// ---- How texts are read and written (for every program's table) -------------------------

/// `1`, `true`, `yes`, `on` or `0`, `false`, `no`, `off` (any case).
#[must_use]
pub fn on_off(text: &str) -> Option<bool> {
    match text.trim().to_ascii_lowercase().as_str() {
        "1" | "true" | "yes" | "on" => Some(true),
        "0" | "false" | "no" | "off" => Some(false),
        _ => None,
    }
}

/// How a switch is written: `1` or `0`.
#[must_use]
pub fn one_zero(on: bool) -> String {
    if on { "1" } else { "0" }.to_owned()
}
