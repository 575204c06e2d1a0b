//! Reversi's words in English and German: the catalogs in `locales/`, and
//! [`tr!`](crate::tr), which every view uses to get a text. The rules crate has no words; the
//! command line stays English.

use std::sync::LazyLock;

use game_shell::i18n::{Catalog, FluentArgs, Language};

/// The languages Reversi speaks.
pub const LANGUAGES: [Language; 2] = [Language::English, Language::German];

/// The English catalog.
pub const ENGLISH: &str = include_str!("../locales/en/reversi.ftl");
/// The German catalog.
pub const GERMAN: &str = include_str!("../locales/de/reversi.ftl");

static CATALOG: LazyLock<Option<Catalog>> = LazyLock::new(|| {
    Catalog::new(&[(Language::English, ENGLISH), (Language::German, GERMAN)])
        .inspect_err(|e| log::error!("the catalogs cannot be read: {e}"))
        .ok()
});

/// The text `key` in the language in use on this thread, with `args` put in (the key itself
/// if the catalogs could not be read, which a test rules out).
#[must_use]
pub fn text(key: &str, args: Option<&FluentArgs<'_>>) -> String {
    match &*CATALOG {
        Some(catalog) => catalog.tr(key, args),
        None => key.to_owned(),
    }
}

/// A text of the catalogs in the language in use: `tr!("menu-game")`,
/// `tr!("to-move", colour = "yellow")`.
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
        assert!(
            game_shell::i18n::keys_and_variables(ENGLISH).len() > 50,
            "the catalogs hold the window's words"
        );
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

    #[test]
    fn plural_forms_and_names_make_whole_sentences() {
        let catalog = Catalog::new(&[(Language::English, ENGLISH), (Language::German, GERMAN)])
            .expect("the catalogs parse");
        let text = |language, key, args: &FluentArgs<'_>| catalog.text(language, key, Some(args));
        let one = game_shell::args![("colour", "yellow"), ("count", 1)];
        let many = game_shell::args![("colour", "red"), ("count", 36)];
        assert_eq!(text(Language::German, "stones", &one), "Gelb: 1 Stein");
        assert_eq!(text(Language::German, "stones", &many), "Rot: 36 Steine");
        assert_eq!(text(Language::English, "stones", &one), "Yellow: 1 stone");
        assert_eq!(text(Language::English, "stones", &many), "Red: 36 stones");
        let result = game_shell::args![("colour", "red"), ("winner", 36), ("loser", 28)];
        assert_eq!(
            text(Language::German, "wins", &result),
            "Rot gewinnt – 36:28"
        );
        assert_eq!(text(Language::English, "wins", &result), "Red wins – 36:28");
    }
}
