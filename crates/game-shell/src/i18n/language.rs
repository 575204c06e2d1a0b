//! The languages the programs speak, and the one in use on this thread.

use std::cell::Cell;
use std::fmt;

use unic_langid::LanguageIdentifier;

/// A language the programs speak.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum Language {
    /// English (the fallback for any missing text).
    #[default]
    English,
    /// German.
    German,
    /// Russian.
    Russian,
}

impl Language {
    /// Every language, in the order the options list them.
    pub const ALL: [Language; 3] = [Language::English, Language::German, Language::Russian];

    /// The language's code, as settings files write it (`en`, `de`, `ru`).
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::German => "de",
            Language::Russian => "ru",
        }
    }

    /// The language's own name, as a menu shows it ("Deutsch").
    #[must_use]
    pub const fn own_name(self) -> &'static str {
        match self {
            Language::English => "English",
            Language::German => "Deutsch",
            Language::Russian => "Русский",
        }
    }

    /// The language of a code or a locale name (`de`, `de-AT`, `de_DE.UTF-8`, `DE`).
    #[must_use]
    pub fn from_code(code: &str) -> Option<Language> {
        let primary = code
            .trim()
            .split(['-', '_', '.', '@'])
            .next()
            .unwrap_or("")
            .to_ascii_lowercase();
        Language::ALL.into_iter().find(|l| l.code() == primary)
    }

    /// The language's identifier, as Fluent takes it.
    pub(super) fn id(self) -> LanguageIdentifier {
        // The three codes are valid language identifiers; the default is never used.
        self.code().parse().unwrap_or_default()
    }
}

impl fmt::Display for Language {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.own_name())
    }
}

/// The system's language among `supported`, or English.
#[must_use]
pub fn system_language(supported: &[Language]) -> Language {
    sys_locale::get_locales()
        .filter_map(|locale| Language::from_code(&locale))
        .find(|l| supported.contains(l))
        .unwrap_or_default()
}

thread_local! {
    static CURRENT: Cell<Language> = const { Cell::new(Language::English) };
}

/// Uses `language` for the texts made on this thread from now on.
pub fn set_language(language: Language) {
    CURRENT.with(|c| c.set(language));
}

/// The language of the texts made on this thread.
#[must_use]
pub fn language() -> Language {
    CURRENT.with(Cell::get)
}
