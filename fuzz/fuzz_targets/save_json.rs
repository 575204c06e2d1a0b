//! Raw bytes as a save file: loading never panics, refuses with a message or loads a valid
//! game that saves and loads back the same (see `fuzz/README.md`).
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(text) = std::str::from_utf8(data) {
        loopit_fuzz::check_text(text, 0x5eed);
    }
});
