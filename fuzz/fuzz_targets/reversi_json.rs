//! Raw bytes as a Reversi save file: loading never panics, refuses with a short message, or
//! loads a game that saves and loads back the same and plays on (see `fuzz/README.md`).
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(text) = std::str::from_utf8(data) {
        loopit_fuzz::reversi::check_text(text, &[7, 3, 11]);
    }
});
