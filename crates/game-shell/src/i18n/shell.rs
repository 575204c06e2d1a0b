//! The frame's own catalog: the words the frame itself shows (menus, dialogs, file dialogs,
//! file errors, key names), in every language a program may speak.

use std::sync::LazyLock;

use super::catalog::{Catalog, FluentArgs, SHELL_SOURCES};
use super::language::language;

static SHELL: LazyLock<Option<Catalog>> = LazyLock::new(|| {
    Catalog::new(&SHELL_SOURCES)
        .inspect_err(|e| log::error!("the frame's catalogs cannot be read: {e}"))
        .ok()
});

/// The frame's text `key` (`shell-…`) in the language in use on this thread, with `args` put
/// in: what the frame's own views show. A program reaches the same texts through its `tr!`.
#[must_use]
pub fn shell_text(key: &str, args: Option<&FluentArgs<'_>>) -> String {
    match &*SHELL {
        Some(catalog) => catalog.text(language(), key, args),
        None => key.to_owned(),
    }
}

/// A text of the frame's catalog: `shell_tr!("shell-button-cancel")`,
/// `shell_tr!("shell-online-room-code", code = "K7QX")`.
macro_rules! shell_tr {
    ($key:literal) => {
        $crate::i18n::shell_text($key, None)
    };
    ($key:literal, $($name:ident = $value:expr),+ $(,)?) => {{
        let mut args = $crate::i18n::FluentArgs::new();
        $( args.set(stringify!($name), $crate::i18n::into_value($value)); )+
        $crate::i18n::shell_text($key, Some(&args))
    }};
}
pub(crate) use shell_tr;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Language;

    #[test]
    fn the_frames_catalogs_agree_in_every_language() {
        assert_eq!(crate::i18n::check::check(&SHELL_SOURCES, false), Ok(()));
    }

    #[test]
    fn every_key_of_the_frame_begins_with_shell() {
        for (language, source) in SHELL_SOURCES {
            for (key, _) in crate::i18n::keys_and_variables(source) {
                assert!(key.starts_with("shell-"), "{language:?}: {key}");
            }
        }
    }

    #[test]
    fn the_frame_speaks_the_language_of_the_thread() {
        super::super::set_language(Language::Russian);
        assert_eq!(shell_text("shell-button-cancel", None), "Отмена");
        super::super::set_language(Language::German);
        assert_eq!(
            shell_tr!("shell-language-system", language = "Deutsch"),
            "Wie das System (Deutsch)"
        );
        super::super::set_language(Language::English);
        assert_eq!(shell_text("shell-key-ctrl", None), "Ctrl");
    }
}
