//! Values from a file or a command line are quoted in refusals; a long one is shortened in the
//! middle here, where the refusal is made, so that no message (on a terminal, in the window)
//! carries a whole file and no refusal keeps one in memory. The rules crate has no
//! dependency on the window's frame, so this small helper is its own.

/// The longest value kept whole, in characters (a player's name, a move as written).
pub(crate) const SHORT_VALUE: usize = 40;

/// `text` as it is when it has at most `max` characters; otherwise its first and last
/// `max / 2` characters around `…`, with the whole length: `xxxx…xxxx (250000 characters)`.
pub(crate) fn shortened(text: &str, max: usize) -> String {
    let count = text.chars().count();
    if count <= max {
        return text.to_owned();
    }
    let head: String = text.chars().take(max / 2).collect();
    let tail: String = text.chars().skip(count - max / 2).collect();
    format!("{head}…{tail} ({count} characters)")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_short_text_stays_and_a_long_one_keeps_both_ends_and_its_length() {
        assert_eq!(shortened("human", 40), "human");
        let long = format!("a{}z", "x".repeat(1_000));
        let short = shortened(&long, 10);
        assert_eq!(short, "axxxx…xxxxz (1002 characters)");
        assert_eq!(
            shortened("äöüäöüäöüä", 10),
            "äöüäöüäöüä",
            "characters, not bytes"
        );
    }
}
