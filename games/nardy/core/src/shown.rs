//! Values quoted in the core's error messages (a player's name from a file, a JSON parser's
//! complaint): escaped and shortened, so that no file can flood or break a message. The frame
//! (game-shell) has the same policy for the windows; the core keeps its own small copy because
//! it depends on no window crate.

/// The longest value quoted whole, in characters.
const MAX: usize = 40;

/// `value` in quotes, control characters escaped, shortened in the middle (with its length)
/// when longer than 40 characters.
#[must_use]
pub(crate) fn quoted(value: &str) -> String {
    let count = value.chars().count();
    let escape =
        |s: &mut dyn Iterator<Item = char>| -> String { s.flat_map(char::escape_debug).collect() };
    if count <= MAX {
        return format!("\"{}\"", escape(&mut value.chars()));
    }
    let head = escape(&mut value.chars().take(MAX / 2));
    let tail = escape(&mut value.chars().skip(count - MAX / 2));
    format!("\"{head}…{tail}\" ({count} characters)")
}

/// A longer text (a parser's message, which may quote the file): control characters escaped,
/// and at most 200 characters kept, its start and its end.
#[must_use]
pub(crate) fn shortened(text: &str) -> String {
    const LONG: usize = 200;
    let count = text.chars().count();
    let escape = |s: &mut dyn Iterator<Item = char>| -> String {
        s.flat_map(|c| {
            if c.is_control() {
                c.escape_debug().collect::<Vec<_>>()
            } else {
                vec![c]
            }
        })
        .collect()
    };
    if count <= LONG {
        return escape(&mut text.chars());
    }
    let head = escape(&mut text.chars().take(LONG / 2));
    let tail = escape(&mut text.chars().skip(count - LONG / 2));
    format!("{head}…{tail}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_values_are_shortened_and_control_characters_escaped() {
        assert_eq!(quoted("quick"), "\"quick\"");
        assert_eq!(quoted("a\u{1b}]0;x\u{7}"), "\"a\\u{1b}]0;x\\u{7}\"");
        let long = "x".repeat(1_000_000);
        let q = quoted(&long);
        assert!(q.len() < 80 && q.ends_with("(1000000 characters)"), "{q}");
        let s = shortened(&format!("start {long} end\n"));
        assert!(s.starts_with("start ") && s.ends_with(" end\\n") && s.chars().count() < 210);
    }
}
