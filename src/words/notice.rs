//! The status line's message: kept as how to word it, not as words, so that a message on screen
//! follows a switch of language at once (it is worded anew, from the catalogs, each time it is
//! shown).

use std::fmt;

/// A message of the status line, worded in the language in use whenever it is shown.
pub struct Notice(Box<dyn Fn() -> String>);

impl Notice {
    /// The message `words` makes (it is called again at every showing).
    #[must_use]
    pub fn new(words: impl Fn() -> String + 'static) -> Notice {
        Notice(Box::new(words))
    }

    /// The catalog's text `key`, without arguments.
    #[must_use]
    pub fn key(key: &'static str) -> Notice {
        Notice::new(move || crate::i18n::text(key, None))
    }

    /// Words made once, that do not follow a language switch (for the rare messages built from
    /// values the window does not keep).
    #[must_use]
    pub fn fixed(text: String) -> Notice {
        Notice::new(move || text.clone())
    }

    /// The message in the language in use.
    #[must_use]
    pub fn text(&self) -> String {
        (self.0)()
    }
}

impl fmt::Debug for Notice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("Notice").field(&self.text()).finish()
    }
}

/// Why the settings file could not be written (the frame's notice when it remembers a choice),
/// worded as the status line's warnings are.
impl From<Vec<crate::settings::SettingsWarning>> for Notice {
    fn from(warnings: Vec<crate::settings::SettingsWarning>) -> Notice {
        Notice::new(move || {
            warnings
                .iter()
                .map(super::settings_warning)
                .collect::<Vec<_>>()
                .join(" ")
        })
    }
}
