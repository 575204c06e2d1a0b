//! Writes seed save files for the `nardy_json` and `reversi_json` targets, made by the
//! programs' own writers from real games, into `seeds/nardy_json/` and `seeds/reversi_json/`:
//! `cargo run --release --example game_seeds -j 1` (from `fuzz/`).

use std::fs;

use nardy_core::{
    Level as NardyLevel, Player as NardyPlayer, Position, Roll, SaveFile as NardySave,
    Saved as NardySaved, Turn, choose,
};
use rand::SeedableRng;
use rand_pcg::Pcg64Mcg;
use reversi_core::{Game, Level, Player, Rules, SaveFile};

fn main() -> std::io::Result<()> {
    fs::create_dir_all("seeds/nardy_json")?;
    fs::create_dir_all("seeds/reversi_json")?;
    for (seed, turns) in [(1u64, 0u32), (2, 1), (3, 10), (4, 40), (5, 80), (6, 300)] {
        let mut rng = Pcg64Mcg::seed_from_u64(seed);
        let mut position = Position::start(nardy_core::Colour::White);
        for _ in 0..turns {
            if position.outcome().is_some() {
                break;
            }
            let roll = Roll::random(&mut rng);
            position = match choose(NardyLevel::Strong, &position, roll) {
                Some(t) => t.position,
                None => Turn::new(position, roll)
                    .finish()
                    .map_err(std::io::Error::other)?,
            };
        }
        let saved = NardySaved {
            position,
            dice: (seed % 2 == 0 && position.outcome().is_none()).then(|| Roll::random(&mut rng)),
            players: [
                NardyPlayer::Human,
                NardyPlayer::Computer(NardyLevel::Strong),
            ],
            score: [seed as u32 % 3, 1],
            match_to: (seed % 3 == 0).then_some(5),
            name: Some(format!("game {seed}")),
            saved_at: Some("2026-12-02 03:00".to_owned()),
        };
        let text = NardySave::of_saved(&saved)
            .to_json()
            .map_err(std::io::Error::other)?;
        fs::write(format!("seeds/nardy_json/turn{turns}.json"), text)?;
    }
    for rules in Rules::ALL {
        for length in [0usize, 1, 7, 30, 61] {
            let mut game = Game::new(rules);
            for i in 0..length {
                let moves = game.position().legal_moves();
                if moves.is_empty() {
                    break;
                }
                let _ = game.play(moves[(i * 7) % moves.len()]);
            }
            let text = SaveFile::of(&game, [Player::Human, Player::Computer(Level::AlphaBeta)])
                .to_json()
                .map_err(std::io::Error::other)?;
            fs::write(
                format!("seeds/reversi_json/{rules:?}-{length}.json").to_lowercase(),
                text,
            )?;
        }
    }
    Ok(())
}
