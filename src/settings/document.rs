//! A small INI document that keeps the file as the user wrote it: comments, blank lines, order,
//! spacing, keys it does not know, a byte order mark and the line ends. Changing a value
//! rewrites only that value's text on its line; a key that is not there is added at the end of
//! its section, a section that is not there at the end of the file.
//!
//! The format read:
//!
//! - `[Section]` starts a section (a comment may follow the `]`);
//! - `Key=Value` (spaces around both are ignored) sets a key of the section it is in;
//! - a line whose first non-blank character is `;` or `#` is a comment, and so is everything
//!   from a `;` or `#` that follows a space or a tab in a value (`Saves=saves   ; my games`);
//! - a value in double quotes is taken as it is between them, `""` standing for one `"`: this
//!   is how a value keeps leading or trailing spaces or a ` ;` (the document writes quotes only
//!   for such values);
//! - section and key names are compared without regard to ASCII case; when a key is given twice,
//!   the first one counts.
//!
//! Anything else (a `[Section` without `]`, a line without `=`, an empty key) is an error that
//! names the line (counted from 1) and what is wrong with it.

use std::fmt;

/// Why a text is not an INI document: the line (from 1) and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IniError {
    /// The line at fault, counted from 1.
    pub line: usize,
    /// What is wrong with it.
    pub kind: IniErrorKind,
}

/// What is wrong with a line of an INI file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IniErrorKind {
    /// `[Section` without the closing `]`.
    UnclosedSection,
    /// `[]`: a section without a name.
    EmptySectionName,
    /// Text after a section's `]` that is not a comment.
    TextAfterSection,
    /// A line that is neither a section, a `Key=Value` nor a comment.
    NoEquals,
    /// `=Value`: a value without a key.
    EmptyKey,
}

impl fmt::Display for IniError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let why = match self.kind {
            IniErrorKind::UnclosedSection => "a section name without its closing ]",
            IniErrorKind::EmptySectionName => "a section without a name",
            IniErrorKind::TextAfterSection => "text after a section's ] that is not a comment",
            IniErrorKind::NoEquals => "neither [Section], Key=Value nor a ; comment",
            IniErrorKind::EmptyKey => "a value without a key before the =",
        };
        write!(f, "line {}: {why}", self.line)
    }
}

impl std::error::Error for IniError {}

/// A value that cannot be written into an INI file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IniValueError {
    /// A line break would end the line in the middle of the value.
    LineBreak,
    /// A section or key name that would not read back as itself (empty, blanks at its ends, a
    /// line break, `]` in a section name, `=` in a key, a key starting with `[`, `;` or `#`).
    BadName,
}

impl fmt::Display for IniValueError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IniValueError::LineBreak => f.write_str("a line break cannot be kept in an INI value"),
            IniValueError::BadName => f.write_str("not a name an INI file can hold"),
        }
    }
}

impl std::error::Error for IniValueError {}

/// What one line of the document is.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Kind {
    /// A blank line or a comment.
    Other,
    /// `[name]`.
    Section(String),
    /// `key=value`: the value's text is `text[start..end]` (with its quotes, if quoted).
    Entry {
        key: String,
        start: usize,
        end: usize,
    },
}

#[derive(Clone, Debug, PartialEq, Eq)]
struct Line {
    /// The line without its end.
    text: String,
    /// Its end as read: `"\n"`, `"\r\n"`, or `""` for a last line without one.
    end: &'static str,
    kind: Kind,
}

/// An INI file, line by line, as it was read; see the [module](self) for the format.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IniDocument {
    lines: Vec<Line>,
    bom: bool,
    /// The line end of new lines: the first line's, `\n` in a new document.
    newline: &'static str,
}

impl Default for IniDocument {
    fn default() -> IniDocument {
        IniDocument {
            lines: Vec::new(),
            bom: false,
            newline: "\n",
        }
    }
}

impl IniDocument {
    /// An empty document (a new file).
    #[must_use]
    pub fn new() -> IniDocument {
        IniDocument::default()
    }

    /// Reads `text` (a leading byte order mark is accepted and kept), or says which line is not
    /// INI and why.
    pub fn parse(text: &str) -> Result<IniDocument, IniError> {
        let (bom, text) = match text.strip_prefix('\u{feff}') {
            Some(rest) => (true, rest),
            None => (false, text),
        };
        let mut lines = Vec::new();
        let mut rest = text;
        while !rest.is_empty() {
            let (piece, end, next) = match rest.find('\n') {
                Some(i) if rest[..i].ends_with('\r') => (&rest[..i - 1], "\r\n", &rest[i + 1..]),
                Some(i) => (&rest[..i], "\n", &rest[i + 1..]),
                None => (rest, "", ""),
            };
            let kind = parse_line(piece).map_err(|kind| IniError {
                line: lines.len() + 1,
                kind,
            })?;
            lines.push(Line {
                text: piece.to_owned(),
                end,
                kind,
            });
            rest = next;
        }
        let newline = match lines.first() {
            Some(line) if line.end == "\r\n" => "\r\n",
            _ => "\n",
        };
        Ok(IniDocument {
            lines,
            bom,
            newline,
        })
    }

    /// Every key with its section and value, in file order: `(section, key, value)` (keys
    /// before the first section have the section `""`).
    #[must_use]
    pub fn entries(&self) -> Vec<(String, String, String)> {
        let mut current = "";
        let mut entries = Vec::new();
        for line in &self.lines {
            match &line.kind {
                Kind::Section(name) => current = name,
                Kind::Entry { key, start, end } => entries.push((
                    current.to_owned(),
                    key.clone(),
                    decode(&line.text[*start..*end]),
                )),
                Kind::Other => {}
            }
        }
        entries
    }

    /// The value of `key` in `section` (the first such key), without quotes or comment.
    #[must_use]
    pub fn get(&self, section: &str, key: &str) -> Option<String> {
        self.find(section, key).map(|i| match &self.lines[i].kind {
            Kind::Entry { start, end, .. } => decode(&self.lines[i].text[*start..*end]),
            _ => String::new(),
        })
    }

    /// Sets `key` in `section` to `value`, changing nothing else: on the key's line only the
    /// value's text changes (its comment and spacing stay); a missing key is added after the
    /// last key of the section, a missing section at the end of the document.
    pub fn set(&mut self, section: &str, key: &str, value: &str) -> Result<(), IniValueError> {
        if value.contains(['\n', '\r']) {
            return Err(IniValueError::LineBreak);
        }
        let name_ok = |name: &str, forbidden: char| {
            !name.is_empty()
                && name.trim_matches(is_blank).len() == name.len()
                && !name.contains(['\n', '\r', forbidden])
        };
        if !name_ok(section, ']') || !name_ok(key, '=') || key.starts_with(['[', ';', '#']) {
            return Err(IniValueError::BadName);
        }
        let encoded = encode(value);
        if let Some(i) = self.find(section, key) {
            let line = &mut self.lines[i];
            if let Kind::Entry { start, end, .. } = &mut line.kind {
                line.text.replace_range(*start..*end, &encoded);
                *end = *start + encoded.len();
            }
            return Ok(());
        }
        let text = format!("{key}={encoded}");
        let newline = self.newline;
        let entry = Line {
            end: newline,
            kind: Kind::Entry {
                key: key.to_owned(),
                start: key.len() + 1,
                end: text.len(),
            },
            text,
        };
        match self.section_insertion_point(section) {
            Some(at) => {
                // A key added after a last line without a line end gives that line one.
                if at == self.lines.len()
                    && let Some(last) = self.lines.last_mut()
                    && last.end.is_empty()
                {
                    last.end = newline;
                }
                self.lines.insert(at, entry);
            }
            None => {
                if let Some(last) = self.lines.last_mut() {
                    if last.end.is_empty() {
                        last.end = newline;
                    }
                    if !last.text.trim().is_empty() {
                        self.lines.push(Line {
                            text: String::new(),
                            end: newline,
                            kind: Kind::Other,
                        });
                    }
                }
                self.lines.push(Line {
                    text: format!("[{section}]"),
                    end: newline,
                    kind: Kind::Section(section.to_owned()),
                });
                self.lines.push(entry);
            }
        }
        Ok(())
    }

    /// The document's text, byte for byte as read where nothing was set.
    #[must_use]
    pub fn to_text(&self) -> String {
        let mut text = String::new();
        if self.bom {
            text.push('\u{feff}');
        }
        for line in &self.lines {
            text.push_str(&line.text);
            text.push_str(line.end);
        }
        text
    }

    /// The index of the line of `key` in `section` (the first one).
    fn find(&self, section: &str, key: &str) -> Option<usize> {
        let mut current: Option<&str> = None;
        for (i, line) in self.lines.iter().enumerate() {
            match &line.kind {
                Kind::Section(name) => current = Some(name),
                Kind::Entry { key: k, .. }
                    if current.is_some_and(|c| c.eq_ignore_ascii_case(section))
                        && k.eq_ignore_ascii_case(key) =>
                {
                    return Some(i);
                }
                _ => {}
            }
        }
        None
    }

    /// Where a new key of `section` goes: after the last key of its first occurrence (or right
    /// after its header when it has none); `None` when the section is not there.
    fn section_insertion_point(&self, section: &str) -> Option<usize> {
        let header = self.lines.iter().position(
            |l| matches!(&l.kind, Kind::Section(name) if name.eq_ignore_ascii_case(section)),
        )?;
        let mut at = header + 1;
        for (i, line) in self.lines.iter().enumerate().skip(header + 1) {
            match line.kind {
                Kind::Section(_) => break,
                Kind::Entry { .. } => at = i + 1,
                Kind::Other => {}
            }
        }
        Some(at)
    }
}

/// A space, a tab, or a carriage return that is not part of a line end.
fn is_blank(c: char) -> bool {
    c == ' ' || c == '\t' || c == '\r'
}

/// What one line is (the text without its line end).
fn parse_line(text: &str) -> Result<Kind, IniErrorKind> {
    let trimmed = text.trim_start_matches(is_blank);
    if trimmed.is_empty() || trimmed.starts_with([';', '#']) {
        return Ok(Kind::Other);
    }
    if let Some(inner) = trimmed.strip_prefix('[') {
        let Some(close) = inner.find(']') else {
            return Err(IniErrorKind::UnclosedSection);
        };
        let name = inner[..close].trim_matches(is_blank);
        if name.is_empty() {
            return Err(IniErrorKind::EmptySectionName);
        }
        let rest = inner[close + 1..].trim_start_matches(is_blank);
        if !(rest.is_empty() || rest.starts_with([';', '#'])) {
            return Err(IniErrorKind::TextAfterSection);
        }
        return Ok(Kind::Section(name.to_owned()));
    }
    let Some(equals) = text.find('=') else {
        return Err(IniErrorKind::NoEquals);
    };
    let key = text[..equals].trim_matches(is_blank);
    if key.is_empty() {
        return Err(IniErrorKind::EmptyKey);
    }
    let (start, end) = value_span(text, equals + 1);
    Ok(Kind::Entry {
        key: key.to_owned(),
        start,
        end,
    })
}

/// Where the value after the `=` at `from` begins and ends: blanks around it and an inline
/// comment after it are not part of it.
fn value_span(text: &str, from: usize) -> (usize, usize) {
    let after = &text[from..];
    let lead = after.len() - after.trim_start_matches(is_blank).len();
    let start = from + lead;
    let rest = &text[start..];
    if lead > 0 && rest.starts_with([';', '#']) {
        // `Key= ; comment`: an empty value; a new value goes right after the `=`.
        return (from, from);
    }
    if let Some(len) = quoted_len(rest) {
        return (start, start + len);
    }
    let mut end = rest.len();
    let mut previous_blank = false;
    for (i, c) in rest.char_indices() {
        if previous_blank && (c == ';' || c == '#') {
            end = i;
            break;
        }
        previous_blank = is_blank(c);
    }
    let value = rest[..end].trim_end_matches(is_blank);
    (start, start + value.len())
}

/// The length of a well-formed quoted value at the start of `text` (`"…"`, with `""` for a
/// quote inside, followed by nothing but blanks and perhaps a comment), or `None`.
fn quoted_len(text: &str) -> Option<usize> {
    let inner = text.strip_prefix('"')?;
    let mut chars = inner.char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        if c != '"' {
            continue;
        }
        if chars.peek().is_some_and(|&(_, next)| next == '"') {
            chars.next();
            continue;
        }
        let after = inner[i + 1..].trim_start_matches(is_blank);
        let closed = after.is_empty()
            || (after.starts_with([';', '#']) && inner[i + 1..].starts_with(is_blank));
        return closed.then_some(i + 2);
    }
    None
}

/// The value a value's text stands for: quotes removed, `""` read as `"`.
fn decode(raw: &str) -> String {
    match quoted_len(raw) {
        Some(len) if len == raw.len() => raw[1..len - 1].replace("\"\"", "\""),
        _ => raw.to_owned(),
    }
}

/// The text that reads back as `value`: the value itself, or quoted when it would not read back
/// so (blanks at either end, a `;`/`#` at the start or after a blank, a leading quote).
fn encode(value: &str) -> String {
    let mut previous_blank = false;
    let mut comment = false;
    for c in value.chars() {
        if previous_blank && (c == ';' || c == '#') {
            comment = true;
        }
        previous_blank = is_blank(c);
    }
    let needs_quotes = comment
        || value.starts_with('"')
        || value.starts_with([';', '#'])
        || value.trim_matches(is_blank).len() != value.len();
    if needs_quotes {
        format!("\"{}\"", value.replace('"', "\"\""))
    } else {
        value.to_owned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn doc(text: &str) -> IniDocument {
        IniDocument::parse(text).expect("parses")
    }

    #[test]
    fn values_are_read_without_inline_comments_or_spaces() {
        let d = doc("; top\n[Paths]\nTiles = assets/tiles      ; the images\nSaves=my;games # x\n");
        assert_eq!(d.get("Paths", "Tiles").as_deref(), Some("assets/tiles"));
        assert_eq!(d.get("paths", "SAVES").as_deref(), Some("my;games"));
        assert_eq!(d.get("Paths", "Other"), None);
        assert_eq!(d.get("Players", "Tiles"), None);
    }

    #[test]
    fn an_unchanged_document_is_written_back_byte_for_byte() {
        for text in [
            "",
            "[A]\nk=v",
            "\u{feff}[A]\r\nk = v ; c\r\n\r\n# end\r\n",
            "  ; indented comment\n[A] ; c\nk=\"  spaced \" ; c\nx=\n",
            "[A]\r\nk=1\nj=2\r\n\r\n",
            "[A]\nk=a\rb\n",
        ] {
            assert_eq!(doc(text).to_text(), text);
        }
    }

    #[test]
    fn setting_a_value_changes_only_that_value() {
        let mut d = doc("; mine\n[Paths]\nTiles = art   ; the images\n\n[Sound]\nVolume=7\n");
        d.set("Paths", "Tiles", "other art").expect("set");
        assert_eq!(
            d.to_text(),
            "; mine\n[Paths]\nTiles = other art   ; the images\n\n[Sound]\nVolume=7\n"
        );
    }

    #[test]
    fn missing_keys_go_to_the_end_of_their_section_and_missing_sections_to_the_end() {
        let mut d = doc("[Paths]\nTiles=art\n; about saves\n\n[Sound]\nVolume=7");
        d.set("Paths", "Saves", "s").expect("set");
        d.set("Game", "CheatMode", "1").expect("set");
        assert_eq!(
            d.to_text(),
            "[Paths]\nTiles=art\nSaves=s\n; about saves\n\n[Sound]\nVolume=7\n\n[Game]\nCheatMode=1\n"
        );
    }

    #[test]
    fn values_that_would_read_differently_are_quoted_and_read_back() {
        for value in [
            " lead",
            "trail ",
            "a ;b",
            "a\t#b",
            "\"quoted\"",
            "semi;colon",
            ";x",
            "",
        ] {
            let mut d = doc("[P]\nName=old ; note\n");
            d.set("P", "Name", value).expect("set");
            let again = doc(&d.to_text());
            assert_eq!(
                again.get("P", "Name").as_deref(),
                Some(value),
                "{}",
                d.to_text()
            );
            assert!(d.to_text().ends_with(" ; note\n"), "{}", d.to_text());
        }
        let mut d = doc("[P]\n");
        assert_eq!(d.set("P", "Name", "a\nb"), Err(IniValueError::LineBreak));
        for (section, key) in [
            ("P]", "k"),
            ("P", "k=v"),
            ("", "k"),
            ("P", " k"),
            ("P", ";k"),
        ] {
            assert_eq!(
                d.set(section, key, "v"),
                Err(IniValueError::BadName),
                "{section} {key}"
            );
        }
        assert_eq!(d.to_text(), "[P]\n", "nothing written");
    }

    #[test]
    fn errors_name_the_true_line_and_the_reason() {
        let error = IniDocument::parse("[Paths\nTiles=x\n").expect_err("refused");
        assert_eq!(error.line, 1);
        assert_eq!(error.kind, IniErrorKind::UnclosedSection);
        assert_eq!(
            error.to_string(),
            "line 1: a section name without its closing ]"
        );
        let error = IniDocument::parse("; c\r\n[A]\r\njust words\r\n").expect_err("refused");
        assert_eq!((error.line, error.kind), (3, IniErrorKind::NoEquals));
        let error = IniDocument::parse("[A]\n = x").expect_err("refused");
        assert_eq!((error.line, error.kind), (2, IniErrorKind::EmptyKey));
        let error = IniDocument::parse("[A] x\n").expect_err("refused");
        assert_eq!(
            (error.line, error.kind),
            (1, IniErrorKind::TextAfterSection)
        );
    }

    #[test]
    fn the_first_of_twice_given_keys_counts_and_is_the_one_changed() {
        let mut d = doc("[A]\nk=1\nk=2\n");
        assert_eq!(d.get("A", "k").as_deref(), Some("1"));
        d.set("A", "K", "3").expect("set");
        assert_eq!(d.to_text(), "[A]\nk=3\nk=2\n");
    }
}
