//! Checks of the settings-file reader: the program's own INI document type, compiled here from
//! its source file (it uses only `std`), so that fuzzing needs neither the window nor eframe.

use arbitrary::Arbitrary;

#[path = "../../crates/game-shell/src/settings/document.rs"]
#[allow(dead_code)]
pub mod document;

use document::{IniDocument, IniValueError};

/// A settings file and changes made to it, as the Options dialog makes them.
#[derive(Arbitrary, Debug)]
pub struct IniInput {
    /// The file's text.
    pub text: String,
    /// The changes, in order.
    pub edits: Vec<Edit>,
}

/// One change: a key that is there (`Existing`, picked by its index) or any names.
#[derive(Arbitrary, Debug)]
pub enum Edit {
    /// Set the value of the key at this index (modulo the number of keys).
    Existing(u8, String),
    /// Set `section`/`key` to `value`.
    Named(String, String, String),
}

/// Reads `text` as the program does and checks every property (see `fuzz/README.md`). Panics on
/// a violation.
pub fn check_text(text: &str) -> Option<IniDocument> {
    match IniDocument::parse(text) {
        Err(e) => {
            let lines = text.split('\n').count();
            assert!((1..=lines).contains(&e.line), "line {} of {lines}", e.line);
            assert!(e.to_string().starts_with(&format!("line {}: ", e.line)));
            // Every line before the one at fault reads.
            let before: String = text.split_inclusive('\n').take(e.line - 1).collect();
            if let Err(e2) = IniDocument::parse(&before) {
                panic!(
                    "line {} is at fault, but the lines before it fail at {e2}",
                    e.line
                );
            }
            None
        }
        Ok(doc) => {
            assert_eq!(
                doc.to_text(),
                text,
                "an unchanged document is written back as read"
            );
            for (section, key, value) in doc.entries() {
                // A `=` in a key only after a `\`, which keeps it from ending the key.
                assert!(
                    !key.is_empty() && (!key.contains('=') || key.contains('\\')),
                    "{key:?}"
                );
                assert!(!value.contains('\n'));
                // The first key of a name is the one read.
                let first = doc
                    .entries()
                    .into_iter()
                    .find(|(s, k, _)| {
                        s.eq_ignore_ascii_case(&section) && k.eq_ignore_ascii_case(&key)
                    })
                    .map(|(_, _, v)| v);
                if !section.is_empty() {
                    assert_eq!(doc.get(&section, &key), first);
                }
            }
            Some(doc)
        }
    }
}

/// Reads the input's text, makes its changes and checks after each that the changed key reads
/// back as set, every other key is as it was, comments and blank lines stay, and the written
/// text reads back as the same document.
pub fn check_input(input: &IniInput) {
    let Some(mut doc) = check_text(&input.text) else {
        return;
    };
    for edit in &input.edits {
        let before = doc.clone();
        let entries = doc.entries();
        let (section, key, value) = match edit {
            Edit::Existing(i, value) => match entries.get(usize::from(*i) % entries.len().max(1)) {
                Some((s, k, _)) if !s.is_empty() => (s.clone(), k.clone(), value.clone()),
                _ => continue,
            },
            Edit::Named(s, k, v) => (s.clone(), k.clone(), v.clone()),
        };
        match doc.set(&section, &key, &value) {
            Err(IniValueError::LineBreak) => {
                assert!(value.contains(['\n', '\r']));
                assert_eq!(doc, before, "a refused change changes nothing");
                continue;
            }
            Err(IniValueError::BadName) => {
                assert_eq!(doc, before, "a refused change changes nothing");
                continue;
            }
            Ok(()) => {}
        }
        assert_eq!(doc.get(&section, &key).as_deref(), Some(value.as_str()));
        let text = doc.to_text();
        let again = IniDocument::parse(&text)
            .unwrap_or_else(|e| panic!("a written document does not read: {e}\n{text:?}"));
        assert_eq!(again.entries(), doc.entries(), "written and read back");
        assert_eq!(again.to_text(), text);
        // Every other key keeps its value, in the same order.
        let is_edited =
            |s: &str, k: &str| s.eq_ignore_ascii_case(&section) && k.eq_ignore_ascii_case(&key);
        let others = |entries: Vec<(String, String, String)>| -> Vec<(String, String, String)> {
            let mut seen = false;
            entries
                .into_iter()
                .filter(|(s, k, _)| {
                    if is_edited(s, k) && !seen {
                        seen = true;
                        false
                    } else {
                        true
                    }
                })
                .collect()
        };
        assert_eq!(
            others(doc.entries()),
            others(entries),
            "other keys unchanged"
        );
        // Comments and blank lines stay: at most three lines are new (a blank line, a section
        // and the key) and at most one line differs.
        let old_text = before.to_text();
        let old: Vec<&str> = old_text.lines().collect();
        let new: Vec<&str> = text.lines().collect();
        assert!(new.len() >= old.len() && new.len() <= old.len() + 3);
        let kept = old.iter().filter(|line| new.contains(line)).count();
        assert!(kept + 1 >= old.len(), "{old:?}\n{new:?}");
    }
}
