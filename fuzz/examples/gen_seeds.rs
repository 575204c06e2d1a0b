//! Writes the seed saves of the `save_json` target into `fuzz/seeds/save_json/` (committed):
//! the example of the core README and saves of computer games at several stages (fresh, a few
//! turns in, mid-turn with unconfirmed tiles, late, over), compact and pretty, plus a few
//! saves that break one rule each. Also checks each valid one with the target's checks.
//!
//! `cargo run --manifest-path fuzz/Cargo.toml --example gen_seeds -j 1`

use std::fs;
use std::path::PathBuf;

use loopit_core::{Game, Level, Player, SaveFile, ai};

const CONTRACT_EXAMPLE: &str = r#"{
  "version": 1,
  "board": [
    {"row": 5, "col": 5, "tile": "541"},
    {"row": 5, "col": 6, "tile": "126"}
  ],
  "bank": ["321", "425", "832", "624", "133"],
  "players": [
    {"name": "Anna", "kind": "human", "score": 0},
    {"name": "Computer", "kind": "computer", "score": 12}
  ],
  "current": 1
}
"#;

fn compact(save: &SaveFile) -> String {
    serde_json::to_string(save).expect("plain data")
}

fn main() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("seeds/save_json");
    fs::create_dir_all(&dir).expect("seed dir");
    let mut written = 0;
    let mut write = |name: &str, text: &str| {
        fs::write(dir.join(format!("{name}.json")), text).expect("write seed");
        written += 1;
    };

    write("contract_example", CONTRACT_EXAMPLE);
    loopit_fuzz::check_text(CONTRACT_EXAMPLE, 1);

    let lineups: [&[Level]; 3] = [
        &[Level::Normal, Level::Normal],
        &[Level::Normal, Level::Strong, Level::Normal],
        &[Level::Normal, Level::Normal, Level::Normal, Level::Normal],
    ];
    for (g, levels) in lineups.iter().enumerate() {
        let seed = 11 + g as u64;
        let players: Vec<Player> = levels
            .iter()
            .enumerate()
            .map(|(i, &l)| {
                if i == 0 {
                    Player::human(format!("Human {}", i + 1))
                } else {
                    Player::computer(format!("Computer {}", i + 1), l)
                }
            })
            .collect();
        let mut game = Game::new(players, seed).expect("players");
        let mut turn = 0;
        let stages = [0, 3, 10, 25];
        loop {
            if stages.contains(&turn) {
                let save = game.to_save();
                write(&format!("g{g}_turn{turn:02}"), &compact(&save));
                loopit_fuzz::check_text(&save.to_json(), seed);
            }
            if game.is_over() {
                break;
            }
            ai::play_turn(&mut game, Level::Normal.strategy());
            if turn == 5 {
                // Mid-turn: tiles placed but not confirmed go back to the bank in the save.
                let save = game.to_save();
                write(&format!("g{g}_midturn"), &save.to_json());
                loopit_fuzz::check_text(&save.to_json(), seed);
            }
            game.end_turn();
            turn += 1;
        }
        let save = game.to_save();
        write(&format!("g{g}_over"), &compact(&save));
        loopit_fuzz::check_text(&save.to_json(), seed);
    }

    // A finished game of ai::play_game.
    let game = ai::play_game(&[Level::Normal, Level::Normal], 3).expect("players");
    write("play_game_over", &game.to_save().to_json());

    // One rule broken each (the target checks they are refused with a message).
    let base: serde_json::Value = serde_json::from_str(CONTRACT_EXAMPLE).expect("json");
    let broken: [(&str, &str, serde_json::Value); 11] = [
        ("bad_twice", "/bank/0", "541".into()),
        ("bad_offboard", "/board/1/col", 11.into()),
        ("bad_unknown_tile", "/board/1/tile", "127".into()),
        ("bad_not_joined", "/board/1/row", 7.into()),
        ("bad_current", "/current", 2.into()),
        ("bad_score", "/players/0/score", (-3).into()),
        ("bad_version", "/version", 3.into()),
        ("bad_v2_without_history", "/version", 2.into()),
        ("bad_level", "/players/1/level", "wizard".into()),
        ("bad_bank_not_drawn", "/bank", serde_json::json!(["321"])),
        ("bad_scores_too_low", "/players/1/score", 5.into()),
    ];
    for (name, pointer, value) in broken {
        let mut doc = base.clone();
        match doc.pointer_mut(pointer) {
            Some(slot) => *slot = value,
            None => {
                doc["players"][1]["level"] = value;
            }
        }
        let text = doc.to_string();
        assert!(Game::from_json(&text, 0).is_err(), "{name} loads");
        loopit_fuzz::check_text(&text, 0);
        write(name, &text);
    }
    // Version 2 with one thing in the history that the game contradicts.
    let players = vec![
        Player::human("Anna"),
        Player::computer("Computer", Level::Normal),
    ];
    let mut game = Game::new(players, 21).expect("players");
    for _ in 0..6 {
        ai::play_turn(&mut game, Level::Normal.strategy());
        game.end_turn();
    }
    let _ = game.cheat_swap(0, loopit_core::SwapDirection::Forward);
    ai::play_turn(&mut game, Level::Normal.strategy());
    let good = game.to_save();
    write("v2_midturn_swap", &good.to_json());
    loopit_fuzz::check_text(&good.to_json(), 0);
    let history = good.history.as_ref().expect("a history");
    let spoilers: [(&str, Box<dyn Fn(&mut loopit_core::SavedHistory)>); 4] = [
        (
            "bad_v2_points",
            Box::new(|h| {
                let p = &mut h.turns[1].placements[0];
                *p = format!("{}0", p);
            }),
        ),
        ("bad_v2_drawn", Box::new(|h| h.turns[2].drawn.reverse())),
        (
            "bad_v2_random",
            Box::new(|h| h.random = format!("{:032x}", 3)),
        ),
        ("bad_v2_no_turn", Box::new(|h| h.turn = None)),
    ];
    for (name, spoil) in spoilers {
        let mut save = good.clone();
        let mut h = history.clone();
        spoil(&mut h);
        save.history = Some(h);
        let text = save.to_json();
        assert!(Game::from_json(&text, 0).is_err(), "{name} loads");
        loopit_fuzz::check_text(&text, 0);
        write(name, &text);
    }
    eprintln!("wrote {written} seeds to {}", dir.display());
}
