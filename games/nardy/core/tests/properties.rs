//! Property tests over positions reached by random play.

use nardy_core::{
    CHECKERS, Colour, Dest, Player, Position, Roll, SaveFile, Saved, Turn, legal_turns,
};
use proptest::prelude::*;
use rand::{RngExt, SeedableRng};
use rand_pcg::Pcg64Mcg;

/// A position reached by `turns` random legal turns from the start.
fn reached(seed: u64, turns: u32) -> (Position, Pcg64Mcg) {
    let mut rng = Pcg64Mcg::seed_from_u64(seed);
    let first = Colour::drawn(&mut rng);
    let mut pos = Position::start(first);
    for _ in 0..turns {
        if pos.outcome().is_some() {
            break;
        }
        let roll = Roll::random(&mut rng);
        let options = legal_turns(&pos, roll);
        pos = if options.is_empty() {
            Turn::new(pos, roll).finish().expect("a pass is complete")
        } else {
            options[rng.random_range(0..options.len())].position
        };
    }
    (pos, rng)
}

fn checkers_conserved(p: &Position) -> bool {
    Colour::ALL.into_iter().all(|c| {
        let on_board: u32 = (1..=24).map(|q| u32::from(p.count(c, q))).sum();
        on_board + u32::from(p.off(c)) == u32::from(CHECKERS)
    })
}

fn no_point_holds_both(p: &Position) -> bool {
    (1..=24).all(|q| p.count(Colour::White, q) == 0 || p.count(Colour::Black, q) == 0)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 32, ..ProptestConfig::default() })]

    /// Every listed turn replays step by step under the rules, ends complete on the listed
    /// position, keeps 15 checkers a colour and never mixes colours on a point; no position
    /// is listed twice.
    #[test]
    fn every_listed_position_is_reachable_step_by_step(seed in any::<u64>(), turns in 0u32..150, a in 1u8..=6, b in 1u8..=6) {
        let (pos, _) = reached(seed, turns);
        prop_assume!(pos.outcome().is_none());
        let roll = Roll::new(a, b).expect("dice");
        let listed = legal_turns(&pos, roll);
        for (i, t) in listed.iter().enumerate() {
            prop_assert!(checkers_conserved(&t.position));
            prop_assert!(no_point_holds_both(&t.position));
            prop_assert!(listed[..i].iter().all(|u| u.position != t.position), "listed twice");
            let mut turn = Turn::new(pos, roll);
            for s in &t.steps {
                prop_assert_eq!(turn.play(*s), Ok(()));
            }
            prop_assert!(turn.is_complete());
            prop_assert_eq!(turn.finish(), Ok(t.position));
        }
    }

    /// Whatever the program allows step by step — checkers conserved and no point of both
    /// colours after every step — ends in a position that `moves` lists.
    #[test]
    fn every_allowed_move_is_listed(seed in any::<u64>(), turns in 0u32..150, a in 1u8..=6, b in 1u8..=6) {
        let (pos, mut rng) = reached(seed, turns);
        prop_assume!(pos.outcome().is_none());
        let roll = Roll::new(a, b).expect("dice");
        let listed = legal_turns(&pos, roll);
        let mut turn = Turn::new(pos, roll);
        while !turn.is_complete() {
            let steps = turn.legal_steps();
            prop_assert!(!steps.is_empty(), "an incomplete turn offers a step");
            for s in &steps {
                prop_assert_eq!(turn.check(*s), Ok(()));
            }
            let s = steps[rng.random_range(0..steps.len())];
            if let Dest::Point(q) = s.to {
                prop_assert_eq!(turn.position().count(turn.colour().opponent(), q), 0);
            }
            prop_assert_eq!(turn.play(s), Ok(()));
            prop_assert!(checkers_conserved(turn.position()));
            prop_assert!(no_point_holds_both(turn.position()));
        }
        let end = turn.finish().expect("complete");
        if listed.is_empty() {
            prop_assert!(turn.steps().is_empty());
        } else {
            prop_assert!(listed.iter().any(|t| t.position == end), "not listed: {:?}", turn.steps());
        }
    }

    /// The steps offered are exactly the one-die moves `check` accepts.
    #[test]
    fn offered_steps_are_exactly_the_accepted_ones(seed in any::<u64>(), turns in 0u32..150, a in 1u8..=6, b in 1u8..=6) {
        let (pos, _) = reached(seed, turns);
        prop_assume!(pos.outcome().is_none());
        let turn = Turn::new(pos, Roll::new(a, b).expect("dice"));
        let offered = turn.legal_steps();
        let c = turn.colour();
        for from in 1..=24u8 {
            for die in [a, b] {
                let r = nardy_core::rel_point(c, from);
                let to = if r > die { Dest::Point(nardy_core::abs_point(c, r - die)) } else { Dest::Off };
                let s = nardy_core::Step { from, to, die };
                prop_assert_eq!(turn.check(s).is_ok(), offered.contains(&s), "{}", s);
            }
        }
    }

    /// The reachability rules a save is checked with hold for every position a game reaches
    /// (each turn's start, passes included): no six-point block with no opponent checker past
    /// it, the side that has not moved yet is to move, a player that has moved with all 15 on
    /// its head was blocked, one turn moves at most 24 pips. And the save of any of them, with
    /// a roll, the players and a score, loads back as it was: every save the program writes
    /// still loads.
    #[test]
    fn every_position_a_game_reaches_is_one_a_save_may_hold(seed in any::<u64>(), a in 1u8..=6, b in 1u8..=6, score in 0u32..=nardy_core::MAX_SCORE) {
        let mut rng = Pcg64Mcg::seed_from_u64(seed);
        let first = Colour::drawn(&mut rng);
        let mut pos = Position::start(first);
        for _ in 0..400 {
            prop_assert_eq!(pos.check_reachable(), Ok(()), "{:?}", pos);
            let saved = Saved {
                position: pos,
                dice: pos.outcome().is_none().then(|| Roll::new(a, b)).flatten(),
                players: [Player::Human, Player::Computer(nardy_core::Level::Quick)],
                score: [score, 0],
                match_to: None,
                name: Some("game".into()),
                saved_at: None,
                record: None,
            };
            let text = SaveFile::of_saved(&saved).to_json().expect("JSON");
            prop_assert_eq!(SaveFile::parse(&text), Ok(saved));
            if pos.outcome().is_some() {
                break;
            }
            let roll = Roll::random(&mut rng);
            let options = legal_turns(&pos, roll);
            pos = if options.is_empty() {
                Turn::new(pos, roll).finish().expect("a pass is complete")
            } else {
                options[rng.random_range(0..options.len())].position
            };
        }
    }
}
