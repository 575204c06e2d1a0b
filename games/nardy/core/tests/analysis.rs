//! A game analysed: each move rated against the strongest level's choice, marked by gnubg's
//! thresholds, summed up per player.

mod common;

use common::{pos, roll};
use nardy_core::{Colour, Dest, Game, Level, Mark, Step, analyse, choose, legal_turns, rate_move};

#[test]
fn the_marks_follow_gnubgs_thresholds_of_equity_lost() {
    assert_eq!(Mark::of(0.0), None);
    assert_eq!(Mark::of(0.039), None);
    assert_eq!(Mark::of(0.04), Some(Mark::Doubtful));
    assert_eq!(Mark::of(0.079), Some(Mark::Doubtful));
    assert_eq!(Mark::of(0.08), Some(Mark::Error));
    assert_eq!(Mark::of(0.159), Some(Mark::Error));
    assert_eq!(Mark::of(0.16), Some(Mark::Blunder));
    assert_eq!(Mark::of(2.0), Some(Mark::Blunder));
}

#[test]
fn missing_the_win_is_a_blunder_and_the_strongest_choice_loses_nothing() {
    // White bears off both last checkers with 6-1 and wins; 6/5 5/off leaves one, and Black
    // bears off its last.
    let p = pos("6:W1 1:W1 13:B1", 'W', (13, 14), (false, false));
    let r = roll(6, 1);
    let step = |from, to, die| Step { from, to, die };
    let slow = [step(6, Dest::Point(5), 1), step(5, Dest::Off, 6)];
    let rated = rate_move(&p, r, &slow, 7).expect("two ways to play: rated");
    assert_eq!((rated.turn, rated.colour), (7, Colour::White));
    assert_eq!(rated.mark, Some(Mark::Blunder));
    assert!(rated.loss > 1.9, "{}", rated.loss);
    assert!(rated.best_chance > rated.played_chance);
    let best = choose(Level::Expert, &p, r).expect("a move");
    assert_eq!(rated.best, best.steps);
    let own = rate_move(&p, r, &best.steps, 7).expect("rated");
    assert_eq!((own.loss, own.mark), (0.0, None));
}

#[test]
fn a_forced_turn_is_not_rated() {
    let start = nardy_core::Position::start(Colour::White);
    // 6-5 from the start: one way to play.
    assert_eq!(legal_turns(&start, roll(6, 5)).len(), 1);
    let only = &legal_turns(&start, roll(6, 5))[0];
    assert_eq!(rate_move(&start, roll(6, 5), &only.steps, 1), None);
}

/// 24 turns of two quick players from seed 9.
fn quick_game() -> Game {
    let mut game = Game::new(9);
    while game.history().len() < 24 {
        let roll = game.roll().expect("a roll");
        if let Some(t) = choose(Level::Quick, game.turn_start(), roll) {
            for s in t.steps {
                game.play(s).expect("a legal step");
            }
        }
        game.end_turn().expect("the turn ends");
    }
    game
}

#[test]
fn a_game_is_analysed_turn_by_turn_with_a_summary_per_player() {
    let game = quick_game();
    let mut told = Vec::new();
    let analysis = analyse(&game, &mut |done| {
        told.push(done);
        true
    })
    .expect("not stopped");
    assert_eq!(told, (1..=24).collect::<Vec<_>>());
    assert!(!analysis.moves.is_empty());
    for m in &analysis.moves {
        let (colour, r, steps) = &game.history()[m.turn - 1];
        assert_eq!((&m.colour, &m.roll, &m.played), (colour, r, steps));
        assert!(m.loss >= 0.0);
        assert_eq!(m.mark, Mark::of(m.loss));
        assert_eq!(analysis.of_turn(m.turn), Some(m));
    }
    for c in Colour::ALL {
        let mine: Vec<_> = analysis.moves.iter().filter(|m| m.colour == c).collect();
        let s = analysis.summary[c.index()];
        assert_eq!(s.rated as usize, mine.len());
        let marked = |k| mine.iter().filter(|m| m.mark == Some(k)).count() as u32;
        assert_eq!(
            (s.doubtful, s.errors, s.blunders),
            (
                marked(Mark::Doubtful),
                marked(Mark::Error),
                marked(Mark::Blunder)
            )
        );
        let loss: f32 = mine.iter().map(|m| m.loss).sum();
        assert!((s.loss - loss).abs() < 1e-4);
    }
    // The same record, the same analysis; stopped, none.
    assert_eq!(analyse(&game, &mut |_| true), Some(analysis));
    assert_eq!(analyse(&game, &mut |done| done < 3), None);
}
