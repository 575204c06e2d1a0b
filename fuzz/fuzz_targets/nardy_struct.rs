//! A real Nardy game saved by the program's own writer, then maybe spoiled: the program's
//! file loads as the very game; a spoiled file that loads says exactly what was loaded (see
//! `fuzz/README.md`).
#![no_main]

use libfuzzer_sys::fuzz_target;
use loopit_fuzz::nardy::{Input, check_describes, check_loaded, check_text};

fuzz_target!(|input: Input| {
    let saved = input.saved();
    let (file, changed) = input.file(&saved);
    let Ok(text) = file.to_json() else {
        panic!("a save file does not write");
    };
    match nardy_core::SaveFile::parse(&text) {
        Ok(loaded) => {
            if !changed {
                assert_eq!(
                    loaded, saved,
                    "the program's own save loads as another game"
                );
            }
            check_describes(&file, &loaded);
            check_loaded(&loaded, input.seed);
        }
        Err(e) => {
            assert!(changed, "the program refuses its own save: {e}\n{text}");
            check_text(&text, input.seed);
        }
    }
});
