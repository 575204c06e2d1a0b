//! Nardy's words in English, German and Russian: the catalogs in `locales/`, beside the
//! frame's own words (menus, dialogs, file errors, key names: `shell-…`), and
//! `tr!`, which every view uses to get a text. The mechanism is game-shell's
//! ([`game_shell::define_tr!`]); the rules crate has no words; the command line stays English.

/// The English catalog.
pub const ENGLISH: &str = include_str!("../locales/en.ftl");
/// The German catalog.
pub const GERMAN: &str = include_str!("../locales/de.ftl");
/// The Russian catalog.
pub const RUSSIAN: &str = include_str!("../locales/ru.ftl");

game_shell::define_tr!($ English => ENGLISH, German => GERMAN, Russian => RUSSIAN);

#[cfg(test)]
mod tests {
    #[test]
    fn every_text_exists_in_every_language_with_the_same_placeholders() {
        assert_eq!(game_shell::i18n::check_catalogs(super::SOURCES), Ok(()));
    }
}
