//! What a corpus reaches: how many inputs load, and how many stop at each kind of error.
//!
//! `cargo run --release --example corpus_stats -j 1 -- struct corpus/save_struct`
//! `cargo run --release --example corpus_stats -j 1 -- json corpus/save_json`

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use arbitrary::{Arbitrary, Unstructured};
use loopit_core::{Game, SaveError, SaveFile};
use loopit_fuzz::structured::Input;

fn kind(e: &SaveError) -> String {
    let debug = format!("{e:?}");
    let end = debug.find(['(', ' ', '{']).unwrap_or(debug.len());
    let mut name = debug[..end].to_owned();
    if let SaveError::Position(p) = e {
        let p = format!("{p:?}");
        let end = p.find(['(', ' ', '{']).unwrap_or(p.len());
        name = format!("Position::{}", &p[..end]);
    }
    name
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let (mode, dir) = (args[1].as_str(), &args[2]);
    let mut tally: BTreeMap<String, usize> = BTreeMap::new();
    let mut slowest = (Duration::ZERO, String::new());
    for entry in std::fs::read_dir(dir).expect("corpus dir") {
        let path = entry.expect("entry").path();
        let data = std::fs::read(&path).expect("read");
        let (text, seed) = match mode {
            "json" => match String::from_utf8(data) {
                Ok(t) => (t, 0x5eed),
                Err(_) => {
                    *tally.entry("not UTF-8".into()).or_default() += 1;
                    continue;
                }
            },
            _ => {
                let Ok(input) = Input::arbitrary_take_rest(Unstructured::new(&data)) else {
                    *tally.entry("no Input".into()).or_default() += 1;
                    continue;
                };
                let save = input.save();
                (input.json(&save).0, input.seed)
            }
        };
        let start = Instant::now();
        let result = SaveFile::from_json(&text).and_then(|s| Game::from_save(&s, seed));
        let took = start.elapsed();
        if took > slowest.0 {
            slowest = (took, path.display().to_string());
        }
        let key = match result {
            Ok(game) if game.is_over() => "Ok (game over)".to_owned(),
            Ok(_) => "Ok".to_owned(),
            Err(e) => kind(&e),
        };
        *tally.entry(key).or_default() += 1;
    }
    let total: usize = tally.values().sum();
    println!("{total} inputs in {dir}");
    for (k, n) in &tally {
        println!("{n:>7}  {k}");
    }
    println!("slowest load: {:?} ({})", slowest.0, slowest.1);
}
