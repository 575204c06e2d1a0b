//! The computer players choose among the legal turns, and self-play is reproducible.

mod common;

use common::{pos, roll, start};
use nardy_core::{Colour, Level, Position, Roll, choose, legal_turns, play_game, play_game_with};

#[test]
fn every_level_plays_one_of_the_legal_turns() {
    for level in Level::ALL {
        for (r, _) in Roll::all() {
            let p = start(Colour::Black);
            let chosen = choose(level, &p, r).expect("the start can always move");
            assert!(legal_turns(&p, r).contains(&chosen), "{level} {r}");
        }
    }
}

#[test]
fn every_level_bears_off_to_win() {
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

#[test]
fn the_expert_plays_only_legal_turns_through_a_whole_game() {
    let mut turns = 0;
    let record = play_game_with([Level::Expert, Level::Strong], 3, |level, pos, roll| {
        let chosen = choose(level, pos, roll);
        let legal = legal_turns(pos, roll);
        match &chosen {
            Some(t) => assert!(legal.contains(t), "{level} {roll} from {pos:?}"),
            None => assert!(legal.is_empty(), "{level} passed with {roll} from {pos:?}"),
        }
        turns += 1;
        chosen
    });
    assert!(record.outcome.is_some(), "the game ends");
    assert_eq!(record.turns, turns);
}

#[test]
fn the_expert_plays_the_same_game_for_the_same_seed() {
    let a = play_game([Level::Expert, Level::Strong], 8);
    let b = play_game([Level::Expert, Level::Strong], 8);
    assert_eq!(a, b);
    let c = play_game([Level::Strong, Level::Expert], 8);
    assert!(c.outcome.is_some());
}

/// The rolls (of 36) with which the player to move in `pos` bears off every checker left.
fn rolls_that_finish(pos: &Position) -> u32 {
    Roll::all()
        .into_iter()
        .filter(|(r, _)| {
            legal_turns(pos, *r)
                .iter()
                .any(|t| t.position.off(pos.to_move()) == 15)
        })
        .map(|(_, n)| u32::from(n))
        .sum()
}

#[test]
fn the_expert_looks_ahead_over_the_dice_in_the_bear_off() {
    // White has two checkers left, on 6 and 5, and rolls 4-3: it cannot bear off yet. Black,
    // with three left, needs two rolls unless it throws a double of two or more. The strong
    // level counts pips and plays 6/2 5/2 (two checkers on 2: the rolls with no 1, and 1-1,
    // bear both off next time, 26 of 36); the expert knows the rolls of the bear-off and plays
    // 6/3 5/1 (a checker on 3 and one on 1: every roll but 2-1, 34 of 36).
    let p = pos("6:W1 5:W1 15:B2 13:B1", 'W', (13, 12), (false, false));
    let r = roll(4, 3);
    let strong = choose(Level::Strong, &p, r).expect("a move");
    let expert = choose(Level::Expert, &p, r).expect("a move");
    let next =
        |t: &nardy_core::LegalTurn| rolls_that_finish(&t.position.with_to_move(Colour::White));
    assert_eq!(next(&strong), 26, "strong played {:?}", strong.steps);
    assert_eq!(next(&expert), 34, "expert played {:?}", expert.steps);
    // And no turn of the roll does better.
    let best = legal_turns(&p, r).iter().map(next).max();
    assert_eq!(best, Some(34));
}
