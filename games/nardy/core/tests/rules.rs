//! One test per rule, each from a hand-written position.

mod common;

use common::{lines, pos, roll, start};
use nardy_core::{
    Colour, Dest, Game, GameError, Outcome, Position, Step, StepError, Turn, TurnError, legal_turns,
};

fn step(from: u8, to: u8, die: u8) -> Step {
    Step {
        from,
        to: Dest::Point(to),
        die,
    }
}

fn off(from: u8, die: u8) -> Step {
    Step {
        from,
        to: Dest::Off,
        die,
    }
}

/// Black's first move is still to come, White has made one.
fn white_moved() -> Position {
    pos("24:W14 18:W1 12:B15", 'B', (0, 0), (false, true))
}

#[test]
fn head_rule_one_checker_leaves_the_head() {
    assert_eq!(lines(&start(Colour::White), 6, 5), ["24/18 18/13"]);
    let mut turn = Turn::new(start(Colour::White), roll(6, 5));
    turn.play(step(24, 18, 6))
        .expect("first checker leaves the head");
    assert_eq!(turn.check(step(24, 19, 5)), Err(StepError::HeadRule));
    // Black's head is point 12.
    assert_eq!(lines(&white_moved(), 5, 2), ["12/7 7/5"]);
}

#[test]
fn head_rule_first_turn_six_six_lets_two_checkers_leave() {
    // The other two sixes would land on the opponent's head: two dice are played.
    assert_eq!(lines(&start(Colour::White), 6, 6), ["24/18 24/18"]);
    assert_eq!(lines(&white_moved(), 6, 6), ["12/6 12/6"]);
}

#[test]
fn head_rule_first_turn_four_four_lets_two_checkers_leave() {
    // 24/20/16/12 would land on Black's head, so each of two checkers goes to 16.
    let l = lines(&start(Colour::White), 4, 4);
    assert_eq!(l, ["24/20 24/20 20/16 20/16"]);
    let t = &legal_turns(&start(Colour::White), roll(4, 4))[0];
    assert_eq!(t.position.at(16), Some((Colour::White, 2)));
}

#[test]
fn head_rule_first_turn_three_three_lets_two_checkers_leave() {
    let turns = legal_turns(&start(Colour::White), roll(3, 3));
    assert_eq!(turns.len(), 2);
    assert!(
        turns
            .iter()
            .all(|t| t.position.count(Colour::White, 24) == 13)
    );
    let spots: Vec<Vec<u8>> = turns
        .iter()
        .map(|t| {
            (1..=23)
                .filter(|&p| t.position.count(Colour::White, p) > 0)
                .collect()
        })
        .collect();
    assert!(spots.contains(&vec![15, 21]) && spots.contains(&vec![18]));
}

#[test]
fn head_rule_other_first_turn_doubles_have_no_exception() {
    assert_eq!(lines(&start(Colour::White), 5, 5), ["24/19 19/14 14/9 9/4"]);
    assert_eq!(
        lines(&start(Colour::White), 2, 2),
        ["24/22 22/20 20/18 18/16"]
    );
}

#[test]
fn head_rule_doubles_after_the_first_turn_let_one_checker_leave() {
    // All of White on the head but its first move made (it could not move): 3-3 plays one
    // checker 24/21/18/15, the fourth three would land on Black's head.
    let p = pos("24:W15 12:B14 20:B1", 'W', (0, 0), (false, false));
    assert_eq!(lines(&p, 3, 3), ["24/21 21/18 18/15"]);
}

/// White has 11, 10, 9, 8, 7 less one: 10 9 8 7 6 made, a checker on 13 can close 11.
const FIVE: &str = "24:W8 13:W2 10:W1 9:W1 8:W1 7:W1 6:W1";

#[test]
fn block_rule_no_six_in_a_row_without_an_opponent_checker_past_it() {
    let p = pos(&format!("{FIVE} 12:B15"), 'W', (0, 0), (false, true));
    let turn = Turn::new(p, roll(2, 1));
    assert_eq!(turn.check(step(13, 11, 2)), Err(StepError::SixBlock));
    // 6/5 first breaks the row, then 13/11 is fine; no listed turn ends with six in a row.
    let turns = legal_turns(&p, roll(2, 1));
    assert!(
        turns
            .iter()
            .any(|t| t.steps == [step(6, 5, 1), step(13, 11, 2)])
    );
    assert!(
        turns
            .iter()
            .all(|t| !(1..=19).any(|s| (s..s + 6).all(|q| t.position.count(Colour::White, q) > 0)))
    );
}

#[test]
fn block_rule_allows_six_in_a_row_with_an_opponent_checker_past_it() {
    // Black's checker on 20 has passed 11..6 along Black's path (12 → 1 → 24 → 13).
    let p = pos(&format!("{FIVE} 12:B14 20:B1"), 'W', (0, 0), (false, false));
    let turn = Turn::new(p, roll(2, 1));
    assert_eq!(turn.check(step(13, 11, 2)), Ok(()));
    assert!(
        legal_turns(&p, roll(2, 1))
            .iter()
            .any(|t| t.position.count(Colour::White, 11) == 1)
    );
}

#[test]
fn block_rule_black_checker_not_yet_past_does_not_count() {
    // A Black checker on 3 still has to cross 11..6? No: 3 is after 11..6 on Black's path too
    // (12 → 1), so it is past. A Black checker on 12 is not.
    let past = pos(&format!("{FIVE} 12:B14 3:B1"), 'W', (0, 0), (false, false));
    assert_eq!(Turn::new(past, roll(2, 1)).check(step(13, 11, 2)), Ok(()));
}

#[test]
fn block_rule_is_checked_after_each_step() {
    // 13/11/10 would end with no six in a row, but the stop on 11 makes one: refused.
    let p = pos(&format!("{FIVE} 12:B15"), 'W', (0, 0), (false, true));
    let turn = Turn::new(p, roll(2, 1));
    let targets: Vec<Dest> = turn.targets(13).into_iter().map(|(d, _)| d).collect();
    assert!(!targets.contains(&Dest::Point(11)) && !targets.contains(&Dest::Point(10)));
}

#[test]
fn block_rule_applies_to_black_too() {
    // Black holds 9 8 7 6 5; 11/10 would make 10..5, six in a row along Black's path.
    let black = "12:B9 11:B1 9:B1 8:B1 7:B1 6:B1 5:B1";
    let p = pos(
        &format!("{black} 24:W14 13:W1"),
        'B',
        (0, 0),
        (false, false),
    );
    assert_eq!(
        Turn::new(p, roll(1, 3)).check(step(11, 10, 1)),
        Err(StepError::SixBlock)
    );
    // A White checker on 2 is past 10..5 along White's path: allowed.
    let q = pos(&format!("{black} 24:W14 2:W1"), 'B', (0, 0), (false, false));
    assert_eq!(Turn::new(q, roll(1, 3)).check(step(11, 10, 1)), Ok(()));
}

#[test]
fn no_landing_on_an_opponent_point() {
    let p = pos("24:W14 18:W1 12:B14 13:B1", 'W', (0, 0), (false, false));
    let turn = Turn::new(p, roll(5, 6));
    assert_eq!(
        turn.check(step(18, 13, 5)),
        Err(StepError::OpponentPoint { point: 13 })
    );
    assert!(
        lines(&p, 5, 6)
            .iter()
            .all(|l| !l.contains("/13 ") && !l.ends_with("/13"))
    );
    // Passing over it is fine: 18/12 is Black's head, 18/7 with 5 then 6 stops on 13: refused,
    // with 6 then 5 stops on 12: refused too.
    assert!(turn.targets(18).iter().all(|(d, _)| *d != Dest::Point(7)));
}

#[test]
fn use_both_dice_when_possible() {
    // Found by self-play: after 24/20 the six cannot be played, another way plays both.
    let p = pos(
        "1:W1 2:W1 5:W1 6:B2 7:B2 12:B8 13:B1 14:B1 18:W3 20:W1 22:B1 24:W8",
        'W',
        (0, 0),
        (false, false),
    );
    let turn = Turn::new(p, roll(6, 4));
    assert_eq!(turn.max_dice(), 2);
    assert_eq!(turn.check(step(24, 20, 4)), Err(StepError::MustUseMoreDice));
    assert!(
        legal_turns(&p, roll(6, 4))
            .iter()
            .all(|t| t.steps.len() == 2)
    );
}

#[test]
fn the_higher_die_when_only_one_can_be_played() {
    let p = pos(
        "24:W14 2:W1 10:B1 12:B13 16:B1",
        'W',
        (0, 0),
        (false, false),
    );
    assert_eq!(lines(&p, 5, 3), ["24/19"]);
    let turn = Turn::new(p, roll(5, 3));
    assert_eq!(
        turn.check(step(24, 21, 3)),
        Err(StepError::MustUseHigherDie)
    );
    // With 19 taken the higher die cannot be played: the lower one is.
    let q = pos(
        "24:W14 2:W1 10:B1 12:B12 16:B1 19:B1",
        'W',
        (0, 0),
        (false, false),
    );
    assert_eq!(lines(&q, 5, 3), ["24/21"]);
}

#[test]
fn no_legal_move_passes_the_turn() {
    // White's only checkers: the head, with 18..23 all Black.
    let p = pos(
        "24:W15 23:B1 22:B1 21:B1 20:B1 19:B1 18:B1 12:B9",
        'W',
        (0, 0),
        (false, false),
    );
    assert_eq!(lines(&p, 6, 5), Vec::<String>::new());
    let turn = Turn::new(p, roll(6, 5));
    assert!(turn.cannot_move() && turn.is_complete());
    let next = turn.finish().expect("a pass finishes at once");
    assert_eq!(next.to_move(), Colour::Black);
}

#[test]
fn bearing_off_with_the_exact_die() {
    let p = pos("6:W2 4:W3 1:W10 12:B15", 'W', (0, 0), (false, true));
    let turn = Turn::new(p, roll(6, 4));
    assert_eq!(turn.check(off(6, 6)), Ok(()));
    assert_eq!(turn.check(off(4, 4)), Ok(()));
    assert!(lines(&p, 6, 4).contains(&"6/off 4/off".to_string()));
}

#[test]
fn bearing_off_with_a_higher_die_from_the_highest_point() {
    let p = pos("5:W2 3:W3 1:W10 12:B15", 'W', (0, 0), (false, true));
    let turn = Turn::new(p, roll(6, 4));
    // No checker on 6: the six bears off from 5, the highest.
    assert_eq!(turn.check(off(5, 6)), Ok(()));
    assert_eq!(turn.check(off(3, 6)), Err(StepError::FurtherCheckerFirst));
    // The four may not bear off from 3 while 5 is occupied; it moves 5/1.
    assert_eq!(turn.check(off(3, 4)), Err(StepError::FurtherCheckerFirst));
    assert_eq!(turn.check(step(5, 1, 4)), Ok(()));
    assert_eq!(
        lines(&p, 6, 4),
        ["5/off 5/1", "5/1 5/off"]
            .iter()
            .take(1)
            .map(|s| s.to_string())
            .collect::<Vec<_>>()
    );
}

#[test]
fn bearing_off_only_when_all_checkers_are_home() {
    let p = pos("7:W1 1:W14 12:B15", 'W', (0, 0), (false, true));
    let turn = Turn::new(p, roll(1, 2));
    assert_eq!(turn.check(off(1, 1)), Err(StepError::NotAllHome));
    // Once 7 comes home with the first die, the second bears off.
    assert!(lines(&p, 1, 2).iter().any(|l| l.contains("off")));
}

#[test]
fn black_bears_off_from_its_home() {
    let p = pos("13:B2 15:B13 24:W15", 'B', (0, 0), (true, false));
    assert!(lines(&p, 1, 3).contains(&"13/off 15/off".to_string()));
}

#[test]
fn moves_lists_each_position_once() {
    // 24/21 21/20 and 24/23 23/20 reach the same position.
    assert_eq!(lines(&start(Colour::White), 3, 1), ["24/21 21/20"]);
}

#[test]
fn mars_when_the_loser_has_borne_off_none() {
    let p = pos("1:W1 13:B15", 'W', (14, 0), (false, false));
    let mut game = Game::resume(p, None, 1);
    game.set_roll(roll(2, 1)).expect("roll");
    game.play(off(1, 2)).expect("bear off the last checker");
    assert_eq!(
        game.end_turn(),
        Ok(Some(Outcome {
            winner: Colour::White,
            mars: true
        }))
    );
    assert_eq!(game.outcome().map(|o| o.points()), Some(2));
    assert_eq!(game.roll(), Err(GameError::Over));
}

#[test]
fn single_win_when_the_loser_has_borne_off_some() {
    let p = pos("1:W1 13:B12", 'W', (14, 3), (false, false));
    let mut game = Game::resume(p, None, 1);
    game.set_roll(roll(2, 1)).expect("roll");
    game.play(off(1, 2)).expect("bear off");
    let o = game.end_turn().expect("finished").expect("over");
    assert!(!o.mars);
    assert_eq!(o.points(), 1);
}

#[test]
fn the_turn_cannot_end_while_a_move_remains() {
    let mut game = Game::resume(start(Colour::White), None, 1);
    assert_eq!(game.end_turn(), Err(GameError::NotRolled));
    game.set_roll(roll(6, 5)).expect("roll");
    game.play(step(24, 18, 6)).expect("step");
    assert_eq!(
        game.end_turn(),
        Err(GameError::Turn(TurnError::NotFinished))
    );
    game.undo();
    assert_eq!(game.position(), &start(Colour::White));
    assert_eq!(
        game.turn().map(|t| t.dice_left().to_vec()),
        Some(vec![6, 5])
    );
    game.play(step(24, 18, 6)).expect("step");
    game.play(step(18, 13, 5)).expect("step");
    assert_eq!(game.end_turn(), Ok(None));
    assert_eq!(game.to_move(), Colour::Black);
}

#[test]
fn a_refused_step_leaves_the_turn_unchanged() {
    let mut turn = Turn::new(start(Colour::White), roll(6, 5));
    let before = turn.clone();
    assert_eq!(turn.play(step(24, 12, 6)), Err(StepError::NoSuchDie));
    assert_eq!(
        turn.play(step(23, 17, 6)),
        Err(StepError::NoChecker { point: 23 })
    );
    assert_eq!(turn, before);
}

/// Why a checker cannot move is the core's answer, one rule each: the head rule, a blocked
/// checker, bearing off before every checker is home; `None` for a checker that can move.
#[test]
fn why_a_checker_cannot_move_names_the_rule() {
    let mut head = Turn::new(start(Colour::White), roll(3, 1));
    assert_eq!(head.why_stuck(24), None);
    head.play(Step {
        from: 24,
        to: Dest::Point(21),
        die: 3,
    })
    .expect("one checker leaves the head");
    assert_eq!(head.why_stuck(24), Some(StepError::HeadRule));
    assert_eq!(head.why_stuck(21), None);

    let walled = pos(
        "24:W14 13:W1 19:B1 18:B1 8:B1 7:B1 12:B11",
        'W',
        (0, 0),
        (false, false),
    );
    assert!(matches!(
        Turn::new(walled, roll(6, 5)).why_stuck(13),
        Some(StepError::OpponentPoint { .. })
    ));

    let away = pos("7:W14 2:W1 12:B15", 'W', (0, 0), (false, false));
    assert_eq!(
        Turn::new(away, roll(6, 6)).why_stuck(2),
        Some(StepError::NotAllHome)
    );
}
