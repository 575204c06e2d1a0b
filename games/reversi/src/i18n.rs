//! Reversi's words in English and German: the catalogs in `locales/`, beside the frame's own
//! words (menus, dialogs, file errors, key names: `shell-…`), and `tr!`, which
//! every view uses to get a text. The mechanism is game-shell's ([`game_shell::define_tr!`]);
//! the rules crate has no words; the command line stays English.

/// The English catalog.
pub const ENGLISH: &str = include_str!("../locales/en/reversi.ftl");
/// The German catalog.
pub const GERMAN: &str = include_str!("../locales/de/reversi.ftl");

game_shell::define_tr!($ English => ENGLISH, German => GERMAN);

#[cfg(test)]
mod tests {
    use game_shell::i18n::{Catalog, FluentArgs, Language};

    use super::*;

    #[test]
    fn every_text_exists_in_both_languages_with_the_same_placeholders() {
        assert_eq!(game_shell::i18n::check_catalogs(SOURCES), Ok(()));
        assert!(
            game_shell::i18n::keys_and_variables(ENGLISH).len() > 50,
            "the catalogs hold the window's words"
        );
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
