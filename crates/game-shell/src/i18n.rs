//! Languages and message catalogs: every word a player reads comes from a Fluent catalog
//! (`.ftl` files, one per language), with plural forms ("1 Stein", "3 Steine") and names put
//! into whole sentences — never glued together from pieces.
//!
//! Each program has its own catalog (its `.ftl` texts, compiled in) and says which language
//! to use; the language is kept per thread (the window's thread), so tests in different
//! languages can run side by side.
//!
//! # How a program gets its `tr!`
//!
//! The frame's own words (menus, dialogs, file dialogs, file errors, key names: every key begins
//! with `shell-`) are in `crates/game-shell/locales/*/shell.ftl`, in English, German and
//! Russian. A program puts its own catalogs beside them with one macro call in its
//! `src/i18n.rs` (the module must be `crate::i18n`: the `tr!` it defines calls
//! `crate::i18n::text`):
//!
//! ```ignore
//! pub const ENGLISH: &str = include_str!("../locales/en/reversi.ftl");
//! pub const GERMAN: &str = include_str!("../locales/de/reversi.ftl");
//! game_shell::define_tr!($ English => ENGLISH, German => GERMAN);
//! ```
//!
//! and every view takes it from there: `use crate::i18n::tr;`. The call defines, in that
//! module: `LANGUAGES` (the languages the program speaks, in menu order), `SOURCES` (its
//! catalogs by language), `text(key, args)` (a text in the language in use, from the program's
//! catalog or the frame's) and the macro `tr!("key", name = value)`.
//! One test per program checks its catalogs with [`check_catalogs`]:
//!
//! ```ignore
//! #[test]
//! fn every_language_has_every_text() {
//!     assert_eq!(game_shell::i18n::check_catalogs(SOURCES), Ok(()));
//! }
//! ```
//!
//! (The `$` passed first lets the macro write the `$name` of the `tr!` it defines: a
//! `macro_rules!` cannot write a `$` of its own.)

mod catalog;
mod check;
mod define;
mod language;
mod shell;

pub use catalog::{
    Catalog, CatalogError, FluentArgs, SHELL_SOURCES, catalog_differences, into_value,
    keys_and_variables,
};
pub use check::check_catalogs;
pub use language::{Language, language, set_language, system_language};
pub use shell::shell_text;
pub(crate) use shell::shell_tr;

/// Arguments for a text: `args![("name", "Anna"), ("count", 3)]`.
#[macro_export]
macro_rules! args {
    ($(($key:expr, $value:expr)),* $(,)?) => {{
        #[allow(unused_mut)]
        let mut args = $crate::i18n::FluentArgs::new();
        $( args.set($key, $crate::i18n::into_value($value)); )*
        args
    }};
}

#[cfg(test)]
mod tests {
    use super::*;

    const EN: &str = "stones = { $count ->\n    [one] 1 stone\n   *[other] { $count } stones\n}\nhello = Hello, { $name }!\nonly-en = Only here\n";
    const DE: &str = "stones = { $count ->\n    [one] 1 Stein\n   *[other] { $count } Steine\n}\nhello = Hallo, { $name }!\n";

    #[test]
    fn plurals_names_and_fallback() {
        let catalog = Catalog::new(&[(Language::English, EN), (Language::German, DE)])
            .expect("valid catalogs");
        let one = args![("count", 1)];
        let three = args![("count", 3)];
        assert_eq!(
            catalog.text(Language::German, "stones", Some(&one)),
            "1 Stein"
        );
        assert_eq!(
            catalog.text(Language::German, "stones", Some(&three)),
            "3 Steine"
        );
        assert_eq!(
            catalog.text(Language::English, "stones", Some(&three)),
            "3 stones"
        );
        let name = args![("name", "Anna")];
        assert_eq!(
            catalog.text(Language::German, "hello", Some(&name)),
            "Hallo, Anna!"
        );
        assert_eq!(catalog.text(Language::German, "only-en", None), "Only here");
        assert_eq!(catalog.text(Language::German, "missing", None), "missing");
    }

    #[test]
    fn the_language_is_kept_per_thread() {
        set_language(Language::German);
        let other = std::thread::spawn(language).join().expect("thread");
        assert_eq!(other, Language::English);
        assert_eq!(language(), Language::German);
    }

    #[test]
    fn locale_names_give_languages() {
        assert_eq!(Language::from_code("de_DE.UTF-8"), Some(Language::German));
        assert_eq!(Language::from_code("en-GB"), Some(Language::English));
        assert_eq!(Language::from_code("ru"), Some(Language::Russian));
        assert_eq!(Language::from_code("fr-FR"), None);
    }

    #[test]
    fn catalog_differences_name_missing_keys_and_placeholders() {
        assert!(catalog_differences(EN, EN).is_empty());
        let problems = catalog_differences(EN, DE);
        assert_eq!(problems, ["only-en: missing"]);
        let wrong = "stones = { $n } Steine\nhello = Hallo, { $name }!\nonly-en = x\n";
        assert_eq!(
            catalog_differences(EN, wrong),
            [r#"stones: placeholders ["n"], not ["count"]"#]
        );
    }

    #[test]
    fn keys_and_variables_are_listed_for_comparison() {
        assert_eq!(
            keys_and_variables(EN),
            [
                ("hello".to_owned(), vec!["name".to_owned()]),
                ("only-en".to_owned(), vec![]),
                ("stones".to_owned(), vec!["count".to_owned()]),
            ]
        );
    }
}
