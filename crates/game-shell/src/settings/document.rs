//! The settings file as the user wrote it, line by line, for the one thing the INI reader
//! (rust-ini, which the program reads its values with: see `game_shell::settings`) cannot do:
//! writing one changed value while every comment, blank line, order, spacing, key the program
//! does not know, byte order mark and line end stays as it was. Changing a value rewrites only
//! that value's text on its line; a key that is not there is added after the last key of its
//! section, a section that is not there at the end of the file.
//!
//! To do that it has to know where each value stands, so it takes every line apart the way
//! rust-ini (with `inline-comment`, quotes on, `\` not an escape) reads it:
//!
//! - `[Section]` starts a section (blanks and a `;`/`#` comment may follow the `]`);
//! - `Key=Value` or `Key: Value` (blanks around both are ignored) sets a key of the section it
//!   is in;
//! - a line whose first character is `;` or `#` is a comment, and so is everything from a `;`
//!   or `#` that follows a space or a tab in a value (`Saves=saves   ; my games`);
//! - a value that begins with a double or single quote is taken as it is up to the closing
//!   quote (text right after it is part of the value: `"a"'b'` is `ab`); this is how a value
//!   keeps blanks at its ends or a ` ;`;
//! - a `\` keeps the character after it from ending a key, a quote or starting a comment (and
//!   both stay in the value: `C:\games` is read as written);
//! - section and key names are compared without regard to ASCII case; when a key is given
//!   twice, the first one counts.
//!
//! rust-ini reads some lines across line ends (a line without `=` becomes part of the next key,
//! a quote runs on to the next quote, a `\` at a line's end joins the next line, an indented
//! comment is read as a key). This document does not: such a line is an error that names the
//! line (counted from 1) and what is wrong with it, so that a file it takes gives the very
//! values rust-ini reads, and every value it writes reads back through rust-ini as written
//! (checked by a property test and the `ini_document` fuzz target).

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
    /// A comment that does not begin its line (blanks before the `;`).
    IndentedComment,
    /// A quoted value without its closing quote on the line.
    UnclosedQuote,
    /// A `\` at the end of a line (it would join the next line).
    BackslashAtEnd,
    /// A carriage return inside a line, or a line that begins with a space other than a blank
    /// or a tab.
    OddSpace,
    /// A line the INI reader does not read (the document took it: a fault of the program).
    Unreadable,
}

impl fmt::Display for IniError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let why = match self.kind {
            IniErrorKind::UnclosedSection => "a section name without its closing ]",
            IniErrorKind::EmptySectionName => "a section without a name",
            IniErrorKind::TextAfterSection => "text after a section's ] that is not a comment",
            IniErrorKind::NoEquals => "neither [Section], Key=Value nor a ; comment",
            IniErrorKind::EmptyKey => "a value without a key before the =",
            IniErrorKind::IndentedComment => "a comment that does not begin its line",
            IniErrorKind::UnclosedQuote => "a quoted value without its closing quote",
            IniErrorKind::BackslashAtEnd => "a \\ at the end of a line",
            IniErrorKind::OddSpace => "a carriage return or an unusual space",
            IniErrorKind::Unreadable => "not read by the INI reader",
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
    /// line break, `]` or `\` in a section name, `=`, `:` or `\` in a key, a key starting
    /// with `[`, `;` or `#`).
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
    /// `key=value`: the value's text is `text[start..end]` (with its quotes, if quoted), and
    /// `value` what it stands for.
    Entry {
        key: String,
        start: usize,
        end: usize,
        value: String,
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
    /// before the first section have the section `""`; a section's name is never empty).
    #[must_use]
    pub fn entries(&self) -> Vec<(String, String, String)> {
        let mut current = "";
        let mut entries = Vec::new();
        for line in &self.lines {
            match &line.kind {
                Kind::Section(name) => current = name,
                Kind::Entry { key, value, .. } => {
                    entries.push((current.to_owned(), key.clone(), value.clone()));
                }
                Kind::Other => {}
            }
        }
        entries
    }

    /// The line (counted from 1) of the first key that stands before any `[Section]`, if
    /// one does.
    #[must_use]
    pub fn first_key_outside_section(&self) -> Option<usize> {
        for (i, line) in self.lines.iter().enumerate() {
            match line.kind {
                Kind::Section(_) => return None,
                Kind::Entry { .. } => return Some(i + 1),
                Kind::Other => {}
            }
        }
        None
    }

    /// The names of the sections, in file order (as written).
    pub fn section_names(&self) -> impl Iterator<Item = &str> {
        self.lines.iter().filter_map(|line| match &line.kind {
            Kind::Section(name) => Some(name.as_str()),
            _ => None,
        })
    }

    /// The value of `key` in `section` (the first such key), without quotes or comment.
    #[must_use]
    pub fn get(&self, section: &str, key: &str) -> Option<String> {
        self.find(section, key).map(|i| match &self.lines[i].kind {
            Kind::Entry { value, .. } => value.clone(),
            _ => String::new(),
        })
    }

    /// The line (counted from 1) of `key` in `section` (the first such key).
    #[must_use]
    pub fn line_of(&self, section: &str, key: &str) -> Option<usize> {
        self.find(section, key).map(|i| i + 1)
    }

    /// Sets `key` in `section` to `value`, changing nothing else: on the key's line only the
    /// value's text changes (its comment and spacing stay); a missing key is added after the
    /// last key of the section, a missing section at the end of the document.
    pub fn set(&mut self, section: &str, key: &str, value: &str) -> Result<(), IniValueError> {
        if value.contains(['\n', '\r']) {
            return Err(IniValueError::LineBreak);
        }
        let section_ok = !section.is_empty()
            && section.trim() == section
            && !section.contains([']', '\\', '\n', '\r']);
        let key_ok = !key.is_empty()
            && key.trim() == key
            && !key.contains(['=', ':', '\\', '\n', '\r'])
            && !key.starts_with(['[', ';', '#']);
        if !section_ok || !key_ok {
            return Err(IniValueError::BadName);
        }
        if let Some(i) = self.find(section, key) {
            let line = &mut self.lines[i];
            if let Kind::Entry { start, end, .. } = line.kind {
                let text = entry_text(&line.text[..start], value, &line.text[end..]);
                line.kind = parse_line(&text).map_err(|_| IniValueError::BadName)?;
                line.text = text;
            }
            return Ok(());
        }
        let text = entry_text(&format!("{key}="), value, "");
        let newline = self.newline;
        let entry = Line {
            end: newline,
            kind: parse_line(&text).map_err(|_| IniValueError::BadName)?,
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

/// A space or a tab: what may begin a line, and what starts an inline comment before `;`/`#`.
fn is_blank(c: char) -> bool {
    c == ' ' || c == '\t'
}

/// What one line is (the text without its line end).
fn parse_line(text: &str) -> Result<Kind, IniErrorKind> {
    if text.starts_with([';', '#']) {
        return Ok(Kind::Other);
    }
    let trimmed = text.trim_start_matches(is_blank);
    if trimmed.is_empty() {
        return Ok(Kind::Other);
    }
    if trimmed.starts_with([';', '#']) {
        return Err(IniErrorKind::IndentedComment);
    }
    if text.contains('\r') || trimmed.starts_with(char::is_whitespace) {
        return Err(IniErrorKind::OddSpace);
    }
    if let Some(inner) = trimmed.strip_prefix('[') {
        let close = unescaped(inner, |c| c == ']')
            .ok()
            .flatten()
            .ok_or(IniErrorKind::UnclosedSection)?;
        let name = inner[..close].trim();
        if name.is_empty() {
            return Err(IniErrorKind::EmptySectionName);
        }
        let rest = inner[close + 1..].trim_start();
        if !(rest.is_empty() || rest.starts_with([';', '#'])) {
            return Err(IniErrorKind::TextAfterSection);
        }
        return Ok(Kind::Section(name.to_owned()));
    }
    let separator = unescaped(text, |c| c == '=' || c == ':')?.ok_or(IniErrorKind::NoEquals)?;
    let key = text[..separator].trim();
    if key.is_empty() {
        return Err(IniErrorKind::EmptyKey);
    }
    let after = &text[separator + 1..];
    let start = text.len() - after.trim_start().len();
    let (end, value) = read_value(text, start)?;
    Ok(Kind::Entry {
        key: key.to_owned(),
        start,
        end,
        value,
    })
}

/// The byte index in `text` of the first character `stop` accepts that no `\` keeps from
/// counting, or `None`; a `\` at the very end is an error.
fn unescaped(text: &str, stop: impl Fn(char) -> bool) -> Result<Option<usize>, IniErrorKind> {
    let mut chars = text.char_indices();
    while let Some((i, c)) = chars.next() {
        if c == '\\' {
            if chars.next().is_none() {
                return Err(IniErrorKind::BackslashAtEnd);
            }
        } else if stop(c) {
            return Ok(Some(i));
        }
    }
    Ok(None)
}

/// Reads the value that begins at `start` of the line `text` as rust-ini does: quoted parts
/// (each up to its closing quote), then perhaps unquoted text up to an inline comment, blanks
/// at its end left out. Returns where the value's text ends, and the value.
fn read_value(text: &str, start: usize) -> Result<(usize, String), IniErrorKind> {
    let mut at = start;
    let mut value = String::new();
    loop {
        let rest = &text[at..];
        match rest.chars().next() {
            None => return Ok((at, value)),
            Some(quote @ ('"' | '\'')) => {
                let inner = &rest[1..];
                let close = unescaped(inner, |c| c == quote)
                    .map_err(|_| IniErrorKind::UnclosedQuote)?
                    .ok_or(IniErrorKind::UnclosedQuote)?;
                value.push_str(&inner[..close]);
                at += 1 + close + 1;
            }
            Some(_) => {
                let mut len = rest.len();
                let mut chars = rest.char_indices().peekable();
                while let Some((i, c)) = chars.next() {
                    if c == '\\' {
                        if chars.next().is_none() {
                            return Err(IniErrorKind::BackslashAtEnd);
                        }
                    } else if is_blank(c)
                        && chars.peek().is_some_and(|&(_, n)| n == ';' || n == '#')
                    {
                        len = i;
                        break;
                    }
                }
                // The first part begins after the blanks that follow the `=`, so trimming its end
                // is trimming it.
                let part = rest[..len].trim_end();
                value.push_str(part);
                return Ok((at + part.len(), value));
            }
        }
    }
}

/// The line `prefix` + the text of `value` + `rest`, where `prefix` is a key and its `=` (with
/// any blanks after it) and `rest` what followed the old value (blanks, a comment, nothing).
/// The value is written as it is when it reads back so; otherwise in quotes: double quotes, a
/// single-quoted part for a `"` that no `\` keeps, and a last `\` after the quotes.
fn entry_text(prefix: &str, value: &str, rest: &str) -> String {
    // A `\` at the end would escape what follows it: a blank after it is dropped when read.
    let plain = if ends_with_lone_backslash(value) {
        format!("{value} ")
    } else {
        value.to_owned()
    };
    let line = format!("{prefix}{plain}{rest}");
    if matches!(parse_line(&line), Ok(Kind::Entry { value: ref read, .. }) if read == value) {
        return line;
    }
    let (body, last_backslash) = match ends_with_lone_backslash(value) {
        true => (&value[..value.len() - 1], true),
        false => (value, false),
    };
    let mut text = String::new();
    let mut quote: Option<char> = None;
    let mut chars = body.chars();
    while let Some(c) = chars.next() {
        let unit: String = if c == '\\' {
            chars
                .next()
                .map_or_else(|| "\\".to_owned(), |n| format!("\\{n}"))
        } else {
            c.to_string()
        };
        if quote.is_none() || quote == Some(c) {
            if let Some(q) = quote {
                text.push(q);
            }
            let q = if c == '"' { '\'' } else { '"' };
            text.push(q);
            quote = Some(q);
        }
        text.push_str(&unit);
    }
    match quote {
        Some(q) => text.push(q),
        None => text.push_str("\"\""),
    }
    if last_backslash {
        text.push_str("\\ ");
    }
    format!("{prefix}{text}{rest}")
}

/// Whether `value` ends with a `\` that no `\` before it pairs with (read from the start, each
/// `\` takes the character after it).
fn ends_with_lone_backslash(value: &str) -> bool {
    let mut chars = value.chars();
    let mut lone = false;
    while let Some(c) = chars.next() {
        lone = false;
        if c == '\\' {
            lone = chars.next().is_none();
        }
    }
    lone
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
            "; comment\n  [A] ; c\n  k=\"  spaced \" ; c\nx=\nC:\\games=a\\ ;b\n",
            "[A]\r\nk=1\nj=2\r\n\r\n",
            "; a\rb\n",
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

    #[test]
    fn lines_rust_ini_would_read_across_line_ends_are_refused_with_their_line() {
        for (text, line, kind) in [
            ("[A]\n  ; indented\nk=v\n", 2, IniErrorKind::IndentedComment),
            ("[A]\nk=\"open\nj=\"x\"\n", 2, IniErrorKind::UnclosedQuote),
            ("[A]\nk=a\\\nj=b\n", 2, IniErrorKind::BackslashAtEnd),
            ("[A]\nk=a\rj=b\n", 2, IniErrorKind::OddSpace),
            ("[A]\n\u{a0};x=1\n", 2, IniErrorKind::OddSpace),
            ("[A]\njust words\nk=v\n", 2, IniErrorKind::NoEquals),
        ] {
            let error = IniDocument::parse(text).expect_err(text);
            assert_eq!((error.line, error.kind), (line, kind), "{text:?}");
        }
    }

    #[test]
    fn quotes_colons_and_backslashes_are_read_as_rust_ini_reads_them() {
        let d = doc(
            "[A]\nq=\"a ; b\" ; c\ns='it''s'\nmix=\"a\"b c ; d\ncolon: x\npath=C:\\games\\ \nesc=a\\ ;b\nempty= ; not a comment\n",
        );
        assert_eq!(d.get("A", "q").as_deref(), Some("a ; b"));
        assert_eq!(d.get("A", "s").as_deref(), Some("its"));
        assert_eq!(d.get("A", "mix").as_deref(), Some("ab c"));
        assert_eq!(d.get("A", "colon").as_deref(), Some("x"));
        assert_eq!(d.get("A", "path").as_deref(), Some("C:\\games\\"));
        assert_eq!(d.get("A", "esc").as_deref(), Some("a\\ ;b"));
        assert_eq!(d.get("A", "empty").as_deref(), Some("; not a comment"));
        let text = d.to_text();
        assert_eq!(
            crate::settings::reader::values(&text).expect("rust-ini reads it"),
            d.entries()
        );
    }

    mod agreement {
        //! The editor and rust-ini agree: every file the editor takes, rust-ini reads with the
        //! same keys and values; every value the editor writes, rust-ini reads as written.

        use proptest::prelude::*;

        use super::super::IniDocument;
        use crate::settings::reader;

        /// Characters that mean something to one reader or the other.
        const TRICKY: &str = "ab =:;#\"'\\[]\t\u{a0}é";

        fn tricky(max: usize) -> impl Strategy<Value = String> {
            proptest::collection::vec(
                proptest::sample::select(TRICKY.chars().collect::<Vec<_>>()),
                0..max,
            )
            .prop_map(|chars| chars.into_iter().collect())
        }

        fn line() -> impl Strategy<Value = String> {
            prop_oneof![
                tricky(12),
                (tricky(4), tricky(4)).prop_map(|(name, rest)| format!("[{name}]{rest}")),
                ("[ \t]{0,2}[a-c]{1,3}[ ]?[=:][ ]?", tricky(10))
                    .prop_map(|(k, v)| format!("{k}{v}")),
                tricky(8).prop_map(|c| format!(";{c}")),
                Just(String::new()),
            ]
        }

        fn text() -> impl Strategy<Value = String> {
            (
                proptest::collection::vec((line(), prop_oneof![Just("\n"), Just("\r\n")]), 0..8),
                any::<bool>(),
            )
                .prop_map(|(lines, last_end)| {
                    let mut text: String = lines.iter().map(|(l, e)| format!("{l}{e}")).collect();
                    if !last_end && text.ends_with('\n') {
                        text.pop();
                        if text.ends_with('\r') {
                            text.pop();
                        }
                    }
                    text
                })
        }

        proptest! {
            #![proptest_config(ProptestConfig::with_cases(2000))]

            #[test]
            fn every_file_the_editor_takes_rust_ini_reads_alike(text in text()) {
                if let Ok(doc) = IniDocument::parse(&text) {
                    let read = reader::values(&text);
                    prop_assert!(read.is_ok(), "rust-ini refuses {text:?}: {read:?}");
                    prop_assert_eq!(read.unwrap_or_default(), doc.entries(), "{:?}", text);
                }
            }

            #[test]
            fn every_value_the_editor_writes_rust_ini_reads_as_written(
                text in text(),
                value in tricky(10),
                rest in prop_oneof![Just(""), Just(" ; note"), Just("\t# note"), Just("   ")],
                new_key in any::<bool>(),
            ) {
                let Ok(mut doc) = IniDocument::parse(&format!("{text}\n[P]\nName=old{rest}\n")) else {
                    return Ok(());
                };
                let key = if new_key { "Other" } else { "Name" };
                if value.contains(['\n', '\r']) {
                    return Ok(());
                }
                prop_assert!(doc.set("P", key, &value).is_ok());
                let written = doc.to_text();
                let read = reader::values(&written);
                prop_assert!(read.is_ok(), "rust-ini refuses {written:?}");
                let read = read.unwrap_or_default();
                prop_assert_eq!(reader::get(&read, "P", key), Some(value.as_str()), "{:?}", written);
                let got = doc.get("P", key);
                prop_assert_eq!(got.as_deref(), Some(value.as_str()));
                prop_assert_eq!(read, doc.entries());
            }
        }
    }
}
