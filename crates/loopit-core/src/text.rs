//! Quoting what a person or a file wrote inside a message.

/// How many characters of a quoted text a message shows.
const SHOWN: usize = 24;

/// `text` quoted for a message, cut to its first 24 characters (with `…`) so that a huge
/// value never floods a message.
///
/// ```text
/// short("999")             -> "999" (with the quotes)
/// short(a 1 MB name)       -> "AAAAAAAAAAAAAAAAAAAAAAAA"…
/// ```
pub(crate) fn short(text: &str) -> String {
    if text.chars().count() <= SHOWN {
        format!("{text:?}")
    } else {
        let cut: String = text.chars().take(SHOWN).collect();
        format!("{cut:?}…")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_texts_are_quoted_whole_and_long_ones_cut() {
        assert_eq!(short("999"), "\"999\"");
        assert_eq!(
            short(&"A".repeat(1_000_000)),
            format!("\"{}\"…", "A".repeat(24))
        );
        assert_eq!(short("a\nb"), "\"a\\nb\"");
    }
}
