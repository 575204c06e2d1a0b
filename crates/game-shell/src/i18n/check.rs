//! The one catalog check every program runs in a test: each catalog parses, together with the
//! frame's, and every language has the same keys with the same placeholders as the first
//! (English).

use super::catalog::{Catalog, catalog_differences};
use super::language::Language;

/// Checks a program's catalogs (`sources`, the reference language first): each parses and adds
/// to the frame's catalog without a clash, and every other language has exactly the keys of the
/// first, each with the same placeholders. `Err` lists every problem, one line each, naming the
/// language and the key (`German: menu-new: missing`).
pub fn check_catalogs(sources: &[(Language, &str)]) -> Result<(), Vec<String>> {
    check(sources, true)
}

/// [`check_catalogs`], with the frame's catalog added to each (`with_shell`) or not (the
/// frame's own catalogs).
pub(crate) fn check(sources: &[(Language, &str)], with_shell: bool) -> Result<(), Vec<String>> {
    let mut problems = Vec::new();
    for &(language, source) in sources {
        let catalog = if with_shell {
            Catalog::with_shell(&[(language, source)])
        } else {
            Catalog::new(&[(language, source)])
        };
        if let Err(e) = catalog {
            problems.push(e.to_string());
        }
    }
    if let Some(&(reference_language, reference)) = sources.first() {
        for &(language, source) in &sources[1..] {
            for problem in catalog_differences(reference, source) {
                problems.push(format!(
                    "{language:?} against {reference_language:?}: {problem}"
                ));
            }
        }
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(problems)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const EN: &str = "hello = Hello, { $name }!\nbye = Bye\n";

    #[test]
    fn matching_catalogs_pass() {
        let de = "hello = Hallo, { $name }!\nbye = Tschüss\n";
        assert_eq!(
            check_catalogs(&[(Language::English, EN), (Language::German, de)]),
            Ok(())
        );
    }

    #[test]
    fn a_missing_key_is_found() {
        let de = "hello = Hallo, { $name }!\n";
        assert_eq!(
            check_catalogs(&[(Language::English, EN), (Language::German, de)]),
            Err(vec!["German against English: bye: missing".to_owned()])
        );
    }

    #[test]
    fn a_wrong_placeholder_is_found() {
        let ru = "hello = Привет, { $nme }!\nbye = Пока\n";
        assert_eq!(
            check_catalogs(&[(Language::English, EN), (Language::Russian, ru)]),
            Err(vec![
                r#"Russian against English: hello: placeholders ["nme"], not ["name"]"#.to_owned()
            ])
        );
    }

    #[test]
    fn a_key_of_the_frame_again_or_a_broken_text_is_found() {
        let clash = "shell-button-cancel = Mine\n";
        let problems = check_catalogs(&[(Language::English, clash)]).expect_err("a clash");
        assert!(problems[0].contains("shell-"), "{problems:?}");
        let broken = "hello = { $name\n";
        assert!(check_catalogs(&[(Language::English, broken)]).is_err());
    }
}
