//! A generated `SaveFile`-like structure, written as JSON and loaded: reaches the position
//! checks far more often than raw bytes (see `fuzz/README.md`).
#![no_main]

use libfuzzer_sys::fuzz_target;
use loopit_fuzz::structured::Input;

fuzz_target!(|input: Input| {
    let save = input.save();
    let (text, plain) = input.json(&save);
    if plain {
        // The written file reads back as the very structure, and the position checks agree
        // with the contract.
        let read = loopit_core::SaveFile::from_json(&text);
        if loopit_core::SAVE_VERSIONS.contains(&save.version) {
            assert_eq!(
                read.as_ref(),
                Ok(&save),
                "SaveFile to_json/from_json round trip"
            );
        } else {
            assert!(
                matches!(read, Err(loopit_core::SaveError::UnknownVersion(_))),
                "version {} read as {read:?}",
                save.version
            );
        }
        loopit_fuzz::check_save(&save, input.seed);
    }
    loopit_fuzz::check_text(&text, input.seed);
});
