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
/// and at most 200 characters kept, its start and its end — counted after escaping, so that a
/// text of control characters (each escaped to six) is not six times as long.
#[must_use]
pub(crate) fn shortened(text: &str) -> String {
    const LONG: usize = 200;
    let escape = |c: char| -> String {
        if c.is_control() {
            c.escape_debug().collect()
        } else {
            c.to_string()
        }
    };
    // The escaped pieces from one end, as long as they fit in `budget` characters.
    let take = |chars: &mut dyn Iterator<Item = char>, budget: usize| -> (Vec<String>, bool) {
        let mut pieces = Vec::new();
        let mut used = 0;
        for c in chars {
            let piece = escape(c);
            used += piece.chars().count();
            if used > budget {
                return (pieces, false);
            }
            pieces.push(piece);
        }
        (pieces, true)
    };
    let (whole, fits) = take(&mut text.chars(), LONG);
    if fits {
        return whole.concat();
    }
    let (head, _) = take(&mut text.chars(), LONG / 2);
    let (mut tail, _) = take(&mut text.chars().rev(), LONG / 2);
    tail.reverse();
    format!("{}…{}", head.concat(), tail.concat())
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
        // Control characters count as escaped: a text of them is not six times as long.
        let controls = shortened(&"\u{7f}".repeat(1_000));
        assert!(controls.chars().count() <= 201, "{}", controls.len());
        assert!(controls.starts_with("\\u{7f}\\u{7f}"), "{controls}");
    }
}
