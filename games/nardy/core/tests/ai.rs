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

mod learned {
    use super::common::pos;
    use nardy_core::ai::td::{INPUTS, Net, NetError, Trainer, trained};
    use nardy_core::ai::{Weights, expert};
    use nardy_core::{Colour, Level, play_game_with};

    #[test]
    fn the_trained_network_loads_with_the_inputs_it_was_trained_for() {
        let net = trained().expect("td_weights.txt reads");
        let h = net.hidden();
        assert!(h > 1, "a trained network, not a placeholder");
        assert_eq!(net.params().len(), 2 + 2 * h + h * INPUTS);
        assert!(net.params().iter().all(|p| p.is_finite()));
    }

    #[test]
    fn a_network_reads_back_what_it_wrote() {
        let net = Net::new(5, 3);
        assert_eq!(Net::parse(&net.to_text()), Ok(net));
    }

    #[test]
    fn a_damaged_weights_file_is_an_error() {
        let text = Net::new(2, 1).to_text();
        assert_eq!(Net::parse(""), Err(NetError::NotAWeightsFile));
        assert_eq!(
            Net::parse(&text.replace("inputs", "outputs")),
            Err(NetError::BadShape)
        );
        assert_eq!(
            Net::parse(&text.replace(&format!("inputs {INPUTS}"), "inputs 12")),
            Err(NetError::WrongInputs { found: 12 })
        );
        let short: String = text.lines().take(10).map(|l| format!("{l}\n")).collect();
        assert!(matches!(
            Net::parse(&short),
            Err(NetError::WrongCount { found: 8, .. })
        ));
        let nan = text.replacen("1.702", "NaN", 1);
        assert_eq!(Net::parse(&nan), Err(NetError::BadNumber { index: 1 }));
    }

    #[test]
    fn a_new_network_is_the_hand_made_evaluation() {
        let net = Net::new(8, 1);
        play_game_with([Level::Quick, Level::Quick], 4, |level, p, roll| {
            for me in Colour::ALL {
                let a = net.chance(p, me);
                let b = expert::chance(p, me, &Weights::TUNED);
                assert!((a - b).abs() < 1e-4, "{p:?}: {a} against {b}");
            }
            nardy_core::choose(level, p, roll)
        });
    }

    #[test]
    fn the_trained_network_prefers_a_clearly_better_position() {
        let net = trained().expect("td_weights.txt reads");
        // White has brought eight checkers home and holds points in Black's way; Black has
        // twelve on its head.
        let ahead = pos(
            "24:W3 19:W2 14:W1 13:W1 6:W2 5:W2 4:W2 3:W1 1:W1 12:B12 10:B1 9:B1 8:B1",
            'B',
            (0, 0),
            (false, false),
        );
        assert!(net.chance(&ahead, Colour::White) > 0.9);
        assert!(net.chance(&ahead.with_to_move(Colour::White), Colour::White) > 0.9);
    }

    #[test]
    fn training_is_the_same_for_the_same_seed() {
        let train = |seed| {
            let mut t = Trainer::new(Net::new(4, 2), 0.1, 0.7);
            let r = t.train_game(seed);
            (t.net().clone(), r)
        };
        let (a, ra) = train(9);
        let (b, rb) = train(9);
        assert_eq!(a, b);
        assert_eq!(ra, rb);
        assert_ne!(a, Net::new(4, 2), "a game moves the weights");
        assert_ne!(train(10).0, a, "other dice, another game");
    }
}

/// A middle game with many ways to play a 4-2.
fn middle_game() -> Position {
    pos(
        "24:W10 19:W2 17:W1 15:W2 12:B10 7:B2 5:B1 3:B2",
        'W',
        (0, 0),
        (false, false),
    )
}

#[test]
fn the_hint_ranks_the_strongest_levels_best_moves_with_their_chances() {
    use nardy_core::{HINT_MOVES, Turn, rank_rest};
    let p = middle_game();
    let r = roll(4, 2);
    assert!(legal_turns(&p, r).len() > HINT_MOVES);
    let ranked = rank_rest(&Turn::new(p, r), HINT_MOVES);
    assert_eq!(ranked.len(), HINT_MOVES);
    // The first is the move the strongest level plays.
    assert_eq!(Some(&ranked[0].turn), choose(Level::Expert, &p, r).as_ref());
    for (i, m) in ranked.iter().enumerate() {
        assert!(legal_turns(&p, r).contains(&m.turn), "{i}");
        assert!((0.0..=1.0).contains(&m.chance), "{i}: {}", m.chance);
        assert!((m.equity() - (2.0 * m.chance - 1.0)).abs() < 1e-6);
        // Best first, each a different position.
        if i > 0 {
            assert!(ranked[i - 1].chance >= m.chance, "{i}");
        }
        assert!(
            ranked[..i]
                .iter()
                .all(|o| o.turn.position != m.turn.position),
            "{i}"
        );
    }
    // The same turn gives the same ranking.
    assert_eq!(rank_rest(&Turn::new(p, r), HINT_MOVES), ranked);
    // Asked for fewer, the best of them.
    assert_eq!(rank_rest(&Turn::new(p, r), 3), ranked[..3]);
}

#[test]
fn the_hint_ranks_the_rest_of_a_move_and_nothing_once_it_is_played() {
    use nardy_core::{Dest, Step, Turn, choose_rest, rank_rest};
    let mut turn = Turn::new(middle_game(), roll(4, 2));
    turn.play(Step {
        from: 24,
        to: Dest::Point(20),
        die: 4,
    })
    .expect("first step");
    let ranked = rank_rest(&turn, 5);
    assert!(!ranked.is_empty());
    assert!(ranked.iter().all(|m| m.turn.steps.len() == 1));
    assert_eq!(
        Some(&ranked[0].turn),
        choose_rest(Level::Expert, &turn).as_ref()
    );
    turn.play(ranked[0].turn.steps[0])
        .expect("the best is legal");
    assert!(rank_rest(&turn, 5).is_empty());
}
