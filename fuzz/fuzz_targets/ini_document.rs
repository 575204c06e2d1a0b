//! A settings file and changes to it: reading never panics, an error names a true line, an
//! unchanged file is written back byte for byte, a change touches only its own value (see
//! `fuzz/README.md`).
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|input: loopit_fuzz::ini::IniInput| {
    loopit_fuzz::ini::check_input(&input);
});
