//! The computer players choose among the legal turns, and self-play is reproducible.

mod common;

use common::{pos, roll, start};
use nardy_core::{Colour, Level, Roll, choose, legal_turns, play_game};

#[test]
fn both_levels_play_one_of_the_legal_turns() {
    for level in Level::ALL {
        for (r, _) in Roll::all() {
            let p = start(Colour::Black);
            let chosen = choose(level, &p, r).expect("the start can always move");
            assert!(legal_turns(&p, r).contains(&chosen), "{level} {r}");
        }
    }
}

#[test]
fn both_levels_bear_off_to_win() {
    // 6-1: 6/off 1/off wins; 6/5 5/off leaves a checker on 1.
    let p = pos("6:W1 1:W1 13:B15", 'W', (13, 0), (false, false));
    assert_eq!(legal_turns(&p, roll(6, 1)).len(), 2);
    for level in Level::ALL {
        let t = choose(level, &p, roll(6, 1)).expect("a move");
        assert_eq!(t.position.off(Colour::White), 15, "{level}");
    }
}

#[test]
fn no_legal_move_means_no_choice() {
    let p = pos(
        "24:W15 23:B1 22:B1 21:B1 20:B1 19:B1 18:B1 12:B9",
        'W',
        (0, 0),
        (false, false),
    );
    assert_eq!(choose(Level::Strong, &p, roll(6, 5)), None);
}

#[test]
fn the_same_seed_plays_the_same_game() {
    let a = play_game([Level::Quick, Level::Quick], 11);
    let b = play_game([Level::Quick, Level::Quick], 11);
    assert_eq!(a, b);
    let o = a.outcome.expect("a game between computers ends");
    assert_eq!(a.pips[o.winner.index()], 0);
}

#[test]
fn a_hint_in_the_middle_of_a_move_finishes_it() {
    use nardy_core::{Dest, Step, Turn, choose_rest};
    let mut turn = Turn::new(start(Colour::White), roll(6, 5));
    turn.play(Step {
        from: 24,
        to: Dest::Point(18),
        die: 6,
    })
    .expect("first step");
    let rest = choose_rest(Level::Strong, &turn).expect("the five is left");
    assert_eq!(
        rest.steps,
        [Step {
            from: 18,
            to: Dest::Point(13),
            die: 5
        }]
    );
    for s in &rest.steps {
        turn.play(*s).expect("the hint is legal");
    }
    assert_eq!(turn.finish(), Ok(rest.position));
}
