//! A generated save that loads, then played on by the computer players: every position the
//! game reaches from it is valid, saves at any moment (also mid-turn) load again, and a
//! mid-turn save is the position at the start of that turn (see `fuzz/README.md`).
//!
//! Loaded scores go up to `Player::MAX_SCORE`, so the score overflow of
//! `regressions/score_overflow_after_load.json` would show here.
#![no_main]

use libfuzzer_sys::fuzz_target;
use loopit_core::{Game, Level, ai};
use loopit_fuzz::structured::Input;

/// Turns to play at most (a whole game has about 30).
const MAX_TURNS: usize = 60;

fuzz_target!(|input: (Input, bool, u8)| {
    let (input, planner_first, check_turn) = input;
    // Full save/load checks (slow: JSON both ways) on one turn, chosen by the input, and at the
    // end; cheap invariants after every turn.
    let check_turn = usize::from(check_turn % 32);
    let save = input.save();
    let Ok(mut game) = Game::from_save(&save, input.seed) else {
        return;
    };
    for turn in 0..MAX_TURNS {
        if game.is_over() {
            break;
        }
        let start = game.to_save();
        let level = if turn == 0 && planner_first {
            Level::Strong
        } else {
            Level::Normal
        };
        let before: u64 = game.players().iter().map(|p| u64::from(p.score)).sum();
        let placed = ai::play_turn(&mut game, level.strategy());
        // Mid-turn: the save's version-1 keys are the position at the start of the turn; its
        // history holds the placements, and it loads to the very game.
        let full = turn == check_turn;
        let mid = game.to_save();
        assert_eq!(
            (&mid.board, &mid.bank, &mid.players, mid.current),
            (&start.board, &start.bank, &start.players, start.current),
            "a mid-turn save is not the turn's starting position"
        );
        if full {
            loopit_fuzz::check_save(&mid, input.seed);
            // (Unless playing on pushed a score loaded near the limit past Player::MAX_SCORE.)
            if loopit_fuzz::reference_valid(&mid).is_ok() {
                let loaded = Game::from_save(&mid, input.seed).expect("a mid-turn save loads");
                assert_eq!(loaded, game, "a mid-turn save loads to another game");
            }
        }
        let summary = game.end_turn().expect("the game was not over");
        assert_eq!(summary.points, placed.points(), "turn points");
        let after: u64 = game.players().iter().map(|p| u64::from(p.score)).sum();
        assert_eq!(after, before + u64::from(summary.points), "scores");
        // Between turns: valid, and the save loads with every property.
        if full || game.is_over() {
            loopit_fuzz::check_save(&game.to_save(), input.seed);
        } else {
            loopit_fuzz::check_invariants(&game);
        }
    }
});
