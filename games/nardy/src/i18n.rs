//! Nardy's words in English, German and Russian: the catalogs in `locales/`, and
//! [`tr!`](crate::tr), which every view uses to get a text. The rules crate has no words; the
//! command line stays English.

use std::sync::LazyLock;

use game_shell::i18n::{Catalog, FluentArgs, Language};

/// The languages Nardy speaks.
pub const LANGUAGES: [Language; 3] = [Language::English, Language::German, Language::Russian];

/// The English catalog.
pub const ENGLISH: &str = include_str!("../locales/en.ftl");
/// The German catalog.
pub const GERMAN: &str = include_str!("../locales/de.ftl");
/// The Russian catalog.
pub const RUSSIAN: &str = include_str!("../locales/ru.ftl");

static CATALOG: LazyLock<Option<Catalog>> = LazyLock::new(|| {
    Catalog::new(&[
        (Language::English, ENGLISH),
        (Language::German, GERMAN),
        (Language::Russian, RUSSIAN),
    ])
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

/// A text of the catalogs in the language in use: `tr!("button-roll")`,
/// `tr!("step-no-checker", point = 7)`.
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
    use game_shell::i18n::keys_and_variables;

    use super::*;

    #[test]
    fn every_text_exists_in_every_language_with_the_same_placeholders() {
        let english = keys_and_variables(ENGLISH);
        for (language, source) in [(Language::German, GERMAN), (Language::Russian, RUSSIAN)] {
            assert_eq!(keys_and_variables(source), english, "{language:?}");
        }
    }

    #[test]
    fn every_catalog_parses() {
        for (language, source) in [
            (Language::English, ENGLISH),
            (Language::German, GERMAN),
            (Language::Russian, RUSSIAN),
        ] {
            assert!(
                Catalog::new(&[(language, source)]).is_ok(),
                "{language:?} catalog"
            );
        }
    }
}
