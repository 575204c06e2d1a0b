//! The values of a settings file, read with rust-ini: quotes on (a value in `"…"` or `'…'`
//! keeps its blanks and a ` ;`), `\` kept as written (`Saves=C:\games` is that folder), an
//! inline comment after a blank (the `inline-comment` feature), one line per value.
//!
//! It uses nothing of the program but the `ini` crate, so that the fuzz target compiles it in
//! beside [`super::document`], whose view of every file must agree with this one.

/// How the settings file is read.
pub const OPTIONS: ini::ParseOption = ini::ParseOption {
    enabled_quote: true,
    enabled_escape: false,
    enabled_indented_mutiline_value: false,
    enabled_preserve_key_leading_whitespace: false,
};

/// Every key of `text` (a leading byte order mark is passed over) with its section and value,
/// in file order: `(section, key, value)`; keys before the first section have the section
/// `""`. Or rust-ini's reason for not reading it, with the line.
pub fn values(text: &str) -> Result<Vec<(String, String, String)>, ini::ParseError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let ini = ini::Ini::load_from_str_opt(text, OPTIONS)?;
    let mut values = Vec::new();
    for (section, properties) in &ini {
        for (key, value) in properties.iter() {
            values.push((
                section.unwrap_or_default().to_owned(),
                key.to_owned(),
                value.to_owned(),
            ));
        }
    }
    Ok(values)
}

/// The value of `key` in `section` among `values` (the first such key; names compared without
/// regard to ASCII case).
#[must_use]
pub fn get<'a>(
    values: &'a [(String, String, String)],
    section: &str,
    key: &str,
) -> Option<&'a str> {
    values
        .iter()
        .find(|(s, k, _)| s.eq_ignore_ascii_case(section) && k.eq_ignore_ascii_case(key))
        .map(|(_, _, v)| v.as_str())
}
