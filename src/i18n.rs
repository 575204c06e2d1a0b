//! LoopIt's words in English and German: the catalogs in `locales/`, beside the frame's own
//! words (menus, dialogs, file errors, key names: `shell-…`), the language in use, and
//! `tr!`, which every view uses to get a text. The mechanism is game-shell's
//! ([`game_shell::define_tr!`]); the rules crate has no words; the command line stays English.

use game_shell::i18n::Language;

/// The English catalog.
pub const ENGLISH: &str = include_str!("../locales/en/loopit.ftl");
/// The German catalog.
pub const GERMAN: &str = include_str!("../locales/de/loopit.ftl");

game_shell::define_tr!($ English => ENGLISH, German => GERMAN);

/// Uses `language` for the window's texts from now on (this thread).
pub fn set_language(language: Language) {
    game_shell::i18n::set_language(language);
}

/// The language of the window's texts.
#[must_use]
pub fn language() -> Language {
    game_shell::i18n::language()
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_text_exists_in_both_languages_with_the_same_placeholders() {
        assert_eq!(game_shell::i18n::check_catalogs(super::SOURCES), Ok(()));
    }
}
