//! A settings file and changes to it: reading never panics, an error names a true line, an
//! unchanged file is written back byte for byte, a change touches only its own value (see
//! `fuzz/README.md`); and the program's line editor agrees with rust-ini, which the program
//! reads its values with: every file the editor takes, rust-ini reads with the very same keys
//! and values, and after every change the editor makes, rust-ini reads the value as written.
#![no_main]

use libfuzzer_sys::fuzz_target;
use loopit_fuzz::ini::document::IniDocument;
use loopit_fuzz::ini::{Edit, IniInput};

/// The program's rust-ini reading, compiled in from its source file (it uses only `ini`).
#[path = "../../crates/game-shell/src/settings/reader.rs"]
mod reader;

fuzz_target!(|input: IniInput| {
    loopit_fuzz::ini::check_input(&input);
    check_agreement(&input);
});

/// The editor's view of the input's text and of every text it writes is rust-ini's.
fn check_agreement(input: &IniInput) {
    let Ok(mut doc) = IniDocument::parse(&input.text) else {
        return;
    };
    let read = reader::values(&input.text)
        .unwrap_or_else(|e| panic!("the editor takes it, rust-ini refuses it: {e}"));
    assert_eq!(read, doc.entries(), "rust-ini and the editor read alike");
    for edit in &input.edits {
        let entries = doc.entries();
        let (section, key, value) = match edit {
            Edit::Existing(i, value) => match entries.get(usize::from(*i) % entries.len().max(1)) {
                Some((s, k, _)) if !s.is_empty() => (s.clone(), k.clone(), value.clone()),
                _ => continue,
            },
            Edit::Named(s, k, v) => (s.clone(), k.clone(), v.clone()),
        };
        if doc.set(&section, &key, &value).is_err() {
            continue;
        }
        let text = doc.to_text();
        let read = reader::values(&text)
            .unwrap_or_else(|e| panic!("rust-ini refuses what the editor wrote: {e}\n{text:?}"));
        assert_eq!(
            reader::get(&read, &section, &key),
            Some(value.as_str()),
            "rust-ini reads the value as written: {text:?}"
        );
        assert_eq!(read, doc.entries(), "rust-ini and the editor read alike");
    }
}
