//! LoopIt's words in English and German: the catalogs in `locales/`, the language in use, and
//! [`tr!`](crate::tr), which every view uses to get a text. The rules crate has no words; the
//! command line stays English.

use std::sync::LazyLock;

use game_shell::i18n::{Catalog, FluentArgs, Language};

/// The languages LoopIt speaks.
pub const LANGUAGES: [Language; 2] = [Language::English, Language::German];

/// The English catalog.
pub const ENGLISH: &str = include_str!("../locales/en/loopit.ftl");
/// The German catalog.
pub const GERMAN: &str = include_str!("../locales/de/loopit.ftl");

static CATALOG: LazyLock<Option<Catalog>> = LazyLock::new(|| {
    Catalog::new(&[(Language::English, ENGLISH), (Language::German, GERMAN)])
        .inspect_err(|e| log::error!("the catalogs cannot be read: {e}"))
        .ok()
});

/// The text `key` in the language in use, with `args` put in (the key itself if the catalogs
/// could not be read, which a test rules out).
#[must_use]
pub fn text(key: &str, args: Option<&FluentArgs<'_>>) -> String {
    match &*CATALOG {
        Some(catalog) => catalog.tr(key, args),
        None => key.to_owned(),
    }
}

/// Uses `language` for the window's texts from now on (this thread).
pub fn set_language(language: Language) {
    game_shell::i18n::set_language(language);
}

/// The language of the window's texts.
#[must_use]
pub fn language() -> Language {
    game_shell::i18n::language()
}

/// A text of the catalogs in the language in use: `tr!("end-turn")`,
/// `tr!("fits-on", tile = 4, count = 3)`.
#[macro_export]
macro_rules! tr {
    ($key:literal) => {
        $crate::i18n::text($key, None)
    };
    ($key:literal, $($name:ident = $value:expr),+ $(,)?) => {{
        let mut args = game_shell::i18n::FluentArgs::new();
        $( args.set(stringify!($name), game_shell::i18n::into_value($value)); )+
        $crate::i18n::text($key, Some(&args))
    }};
}

#[cfg(test)]
mod tests {
    use game_shell::i18n::catalog_differences;

    use super::*;

    #[test]
    fn every_text_exists_in_both_languages_with_the_same_placeholders() {
        let problems = catalog_differences(ENGLISH, GERMAN);
        assert!(problems.is_empty(), "German against English: {problems:#?}");
    }

    #[test]
    fn both_catalogs_parse() {
        for (language, source) in [(Language::English, ENGLISH), (Language::German, GERMAN)] {
            assert!(
                Catalog::new(&[(language, source)]).is_ok(),
                "{language:?} catalog"
            );
        }
    }
}
