//! A program's catalog made by `define_tr!`, used as a program uses it.

mod i18n {
    pub const ENGLISH: &str = "stones = { $count ->\n    [one] 1 stone\n   *[other] { $count } stones\n}\nhello = Hello\n";
    pub const GERMAN: &str = "stones = { $count ->\n    [one] 1 Stein\n   *[other] { $count } Steine\n}\nhello = Hallo\n";
    game_shell::define_tr!($ English => ENGLISH, German => GERMAN);
}
use i18n::tr;

use game_shell::i18n::{Language, check_catalogs, set_language};

mod view {
    use crate::tr;

    pub fn stones(count: u32) -> String {
        tr!("stones", count = count)
    }
}

#[test]
fn the_program_speaks_its_own_words_and_the_frames() {
    set_language(Language::German);
    assert_eq!(view::stones(3), "3 Steine");
    assert_eq!(tr!("hello"), "Hallo");
    assert_eq!(tr!("shell-button-cancel"), "Abbrechen");
    set_language(Language::English);
    assert_eq!(view::stones(1), "1 stone");
    assert_eq!(tr!("shell-key-enter"), "Enter");
}

#[test]
fn the_languages_and_sources_are_listed_in_order() {
    assert_eq!(i18n::LANGUAGES, [Language::English, Language::German]);
    assert_eq!(i18n::SOURCES[1], (Language::German, i18n::GERMAN));
    assert_eq!(check_catalogs(i18n::SOURCES), Ok(()));
    assert!(i18n::catalog().is_some());
}
