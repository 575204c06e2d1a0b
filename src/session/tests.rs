//! The session's tests: whole games, the hot seat, placements and refusals, the computer's steps.

use super::*;
use loopit_core::{Player, SaveFile};

/// Anna (a person) to move against a Normal computer, from a known position: 541 on the
/// start cell, 126 on 5,6; Anna's bank holds 422 (top and bottom), which fits on 4,5, 4,6
/// and 6,5.
fn known() -> Session {
    let json = r#"{"version": 1,
            "board": [{"row": 5, "col": 5, "tile": "541"}, {"row": 5, "col": 6, "tile": "126"}],
            "bank": ["422", "321", "832", "624", "133"],
            "players": [{"name": "Anna", "kind": "human", "score": 0},
                        {"name": "Computer", "kind": "computer", "score": 12}],
            "current": 0}"#;
    let save = SaveFile::from_json(json).expect("a valid save");
    Session::new(Game::from_save(&save, 3).expect("loads"), None)
}

#[test]
fn a_whole_game_can_be_played_through_the_session_alone() {
    let players = vec![Player::human("Anna"), Player::human("Ben")];
    let mut session = Session::new(Game::new(players, 11).expect("players"), None);
    let mut turns = 0;
    while !session.game().is_over() {
        // Anna and Ben each place the first legal tile they have, then end the turn.
        let first = session.game().bank().tiles().find_map(|(slot, _)| {
            session
                .game()
                .legal_cells(slot)
                .iter()
                .next()
                .map(|c| (slot, c))
        });
        if let Some((slot, cell)) = first {
            let placed = session.play(Move::Place { slot, cell }, false);
            assert!(matches!(placed, Outcome::Placed { .. }), "{placed:?}");
        }
        let ended = session.play(Move::EndTurn { confirmed: true }, false);
        assert!(matches!(ended, Outcome::TurnEnded(_)), "{ended:?}");
        turns += 1;
        assert!(turns < 200, "the game ends");
    }
    assert_eq!(session.log().len(), turns);
    assert!(
        !session.would_lose_progress(),
        "a finished game is not lost"
    );
}

#[test]
fn a_loaded_game_shows_the_turns_played_before_it_was_saved() {
    let players = vec![Player::human("Anna"), Player::human("Ben")];
    let mut session = Session::new(Game::new(players, 11).expect("players"), None);
    for _ in 0..4 {
        let first = session.game().bank().tiles().find_map(|(slot, _)| {
            session
                .game()
                .legal_cells(slot)
                .iter()
                .next()
                .map(|c| (slot, c))
        });
        if let Some((slot, cell)) = first {
            session.play(Move::Place { slot, cell }, false);
        }
        session.play(Move::EndTurn { confirmed: true }, false);
    }
    let json = session.game().to_save().to_json();
    let loaded = Game::from_json(&json, 99).expect("loads");
    let again = Session::new(loaded, None);
    assert_eq!(again.log(), session.log());
    assert_eq!(again.recent_turns(), session.recent_turns());
}

#[test]
fn in_hot_seat_the_next_persons_bank_waits_until_they_are_ready() {
    let players = vec![Player::human("Anna"), Player::human("Ben")];
    let mut s = Session::new(Game::new(players, 3).expect("players"), None);
    s.set_hot_seat(true);
    assert_eq!(s.waiting_for(), None, "nobody waits at the start");
    s.play(Move::EndTurn { confirmed: true }, false);
    assert_eq!(s.waiting_for(), Some(1), "Ben's bank is hidden");
    assert_eq!(s.play(Move::PickUp(0), false), Outcome::Nothing);
    assert_eq!(s.play(Move::Ready, false), Outcome::Ready);
    assert_eq!(s.waiting_for(), None);
    assert!(matches!(
        s.play(Move::PickUp(0), false),
        Outcome::PickedUp { .. }
    ));
    // Off: the turn passes at once.
    s.set_hot_seat(false);
    s.play(Move::EndTurn { confirmed: true }, false);
    assert_eq!(s.waiting_for(), None);
}

#[test]
fn against_the_computer_nothing_is_hidden() {
    let mut s = known();
    s.set_hot_seat(true);
    s.play(Move::EndTurn { confirmed: true }, false);
    assert_eq!(s.waiting_for(), None, "the computer moves next");
    while s.computer_to_move().is_some() {
        s.computer_step(0.0, 0.0, false);
    }
    assert_eq!(
        s.waiting_for(),
        None,
        "Anna was the last person at the screen"
    );
}

#[test]
fn a_person_after_a_computer_waits_when_another_person_played_before() {
    let players = vec![
        Player::human("Anna"),
        Player::computer("Rechner", Level::Normal),
        Player::human("Ben"),
    ];
    let mut s = Session::new(Game::new(players, 3).expect("players"), None);
    s.set_hot_seat(true);
    s.play(Move::EndTurn { confirmed: true }, false);
    while s.computer_to_move().is_some() {
        s.computer_step(0.0, 0.0, false);
    }
    assert_eq!(s.game().current(), 2);
    assert_eq!(s.waiting_for(), Some(2), "Anna may still be at the screen");
}

#[test]
fn a_resumed_game_hides_the_bank_of_the_person_to_move_until_they_are_ready() {
    let players = vec![
        Player::human("Anna"),
        Player::computer("Rechner", Level::Normal),
        Player::human("Ben"),
    ];
    let mut s = Session::new(Game::new(players, 3).expect("players"), None);
    s.play(Move::EndTurn { confirmed: true }, false);
    let saved = s.game().to_save().to_json();
    let load = || Game::from_json(&saved, 5).expect("loads");

    // The computer is to move: nothing waits; Ben, after it, waits (Anna played last).
    let mut resumed = Session::resumed(load(), None, true);
    assert_eq!(resumed.waiting_for(), None, "the computer moves next");
    while resumed.computer_to_move().is_some() {
        resumed.computer_step(0.0, 0.0, false);
    }
    assert_eq!(
        resumed.waiting_for(),
        Some(2),
        "Anna may still be at the screen"
    );

    // Ben to move when the game is resumed: his bank waits.
    let json = resumed.game().to_save().to_json();
    let mut again = Session::resumed(Game::from_json(&json, 5).expect("loads"), None, true);
    assert_eq!(again.waiting_for(), Some(2));
    assert_eq!(again.play(Move::PickUp(0), false), Outcome::Nothing);
    assert_eq!(again.play(Move::Ready, false), Outcome::Ready);
    assert!(matches!(
        again.play(Move::PickUp(0), false),
        Outcome::PickedUp { .. }
    ));

    // With the hot-seat screen off, nothing waits.
    let off = Session::resumed(Game::from_json(&json, 5).expect("loads"), None, false);
    assert_eq!(off.waiting_for(), None);
}

#[test]
fn a_placement_unmarks_the_picked_tile_and_makes_the_game_unsaved() {
    let mut s = known();
    assert!(!s.is_unsaved());
    assert_eq!(
        s.play(Move::PickUp(0), false),
        Outcome::PickedUp {
            tile: "422".parse().expect("tile"),
            cells: 3,
            turn_full: false
        }
    );
    assert_eq!(s.selected(), Some(0));
    let placed = s.play(
        Move::Place {
            slot: 0,
            cell: Cell::new(4, 6),
        },
        false,
    );
    let Outcome::Placed { placement, .. } = placed else {
        panic!("placed: {placed:?}");
    };
    assert_eq!(placement.points, 10);
    assert_eq!(s.selected(), None);
    assert!(s.would_lose_progress());
}

#[test]
fn a_refused_placement_says_which_rule_and_changes_nothing() {
    let mut s = known();
    let before = s.game().to_save();
    // 422 (lines top and bottom) west of 541 (lines on all four sides): it has no line
    // where 541's west line ends, so it would cut that line off.
    let refused = s.play(
        Move::Place {
            slot: 0,
            cell: Cell::new(5, 4),
        },
        false,
    );
    assert_eq!(
        refused,
        Outcome::Refused {
            tile: "422".parse().expect("tile"),
            cell: Cell::new(5, 4),
            reason: PlaceError::CutsLine {
                edge: loopit_core::Edge::E,
                neighbour: "541".parse().expect("tile"),
            },
        }
    );
    assert_eq!(s.game().to_save(), before);
    assert!(!s.is_unsaved());
}

#[test]
fn ending_a_turn_without_placing_asks_first_when_a_tile_fits() {
    let mut s = known();
    assert_eq!(
        s.play(Move::EndTurn { confirmed: false }, false),
        Outcome::ConfirmEndTurn
    );
    assert_eq!(s.game().current(), 0, "nothing happened yet");
    assert!(matches!(
        s.play(Move::EndTurn { confirmed: true }, false),
        Outcome::TurnEnded(_)
    ));
    assert_eq!(s.game().current(), 1);
}

#[test]
fn a_person_cannot_move_for_the_computer() {
    let mut s = known();
    s.play(Move::EndTurn { confirmed: true }, false);
    assert!(s.computer_to_move().is_some());
    assert_eq!(s.play(Move::PickUp(0), false), Outcome::Nothing);
    assert_eq!(s.play(Move::Undo, false), Outcome::Nothing);
    assert_eq!(
        s.play(Move::EndTurn { confirmed: true }, false),
        Outcome::Nothing
    );
}

#[test]
fn the_computer_places_through_the_same_path_then_ends_its_turn() {
    let mut s = known();
    s.play(Move::EndTurn { confirmed: true }, false);
    // The first step is due one delay after it is first asked for.
    assert_eq!(s.computer_step(10.0, 0.5, false), ComputerStep::Wait(10.5));
    let mut placed = 0;
    let mut now = 10.5;
    loop {
        match s.computer_step(now, 0.5, false) {
            ComputerStep::Acted(Outcome::Placed { by_computer, .. }) => {
                assert!(by_computer);
                placed += 1;
            }
            ComputerStep::Acted(Outcome::TurnEnded(summary)) => {
                assert_eq!(summary.placements.len(), placed);
                break;
            }
            other => panic!("unexpected {other:?}"),
        }
        now += 0.5;
    }
    assert!(placed >= 1, "a tile fitted");
    assert_eq!(s.game().current(), 0, "back to Anna");
    assert_eq!(
        s.recent_turns().iter().last().map(|(_, turn)| turn.len()),
        Some(placed)
    );
    assert_eq!(s.log()[1].summary.placements.len(), placed);
}

/// A planner that counts how often it is asked, and plans at once.
#[derive(Default)]
struct Counting(usize);

impl TurnPlanner for Counting {
    fn plan(
        &mut self,
        moment: super::Moment,
        game: &Game,
        level: Level,
    ) -> Option<loopit_core::PlannedTurn> {
        self.0 += 1;
        PlanNow.plan(moment, game, level)
    }
}

#[test]
fn each_level_lays_through_the_sessions_steps_the_turns_it_plans_and_normal_is_not_planned_for() {
    for level in [Level::Beginner, Level::Normal, Level::Strong] {
        for seed in 0..4 {
            let players = vec![
                Player::computer("Computer 1", level),
                Player::computer("Computer 2", level),
            ];
            let mut s = Session::new(Game::new(players, seed).expect("players"), None);
            let mut planner = Counting::default();
            let mut turns = 0;
            for turn in 0..8 {
                if s.game().is_over() {
                    break;
                }
                turns += 1;
                // What the level plans for this position, and the game after that turn.
                let planned = level.strategy().plan_laid(s.game().position());
                let expected: Vec<Placement> = planned.placements().to_vec();
                let mut after = s.game().clone();
                after.play_planned(planned).expect("planned here");
                after.end_turn();
                let mut laid = Vec::new();
                loop {
                    match s.computer_step_with(0.0, 0.0, false, &mut planner) {
                        ComputerStep::Acted(Outcome::Placed { placement, .. }) => {
                            laid.push(placement);
                        }
                        ComputerStep::Acted(Outcome::TurnEnded(summary)) => {
                            assert_eq!(summary.placements.to_vec(), laid, "{level:?} {turn}");
                            break;
                        }
                        other => panic!("{level:?}: unexpected {other:?}"),
                    }
                }
                assert_eq!(laid, expected, "{level:?}, seed {seed}, turn {turn}");
                assert_eq!(s.game().to_save(), after.to_save(), "{level:?} {turn}");
            }
            // Normal chooses each placement afresh on the game: the planner is never asked.
            // The others are asked exactly once a turn.
            if level == Level::Normal {
                assert_eq!(planner.0, 0, "seed {seed}");
            } else {
                assert_eq!(planner.0, turns, "{level:?}, seed {seed}");
            }
        }
    }
}

#[test]
fn in_cheat_mode_the_computer_waits_until_released_and_its_bank_can_be_swapped() {
    let mut s = known();
    s.play(Move::EndTurn { confirmed: true }, true);
    assert_eq!(s.computer_step(0.0, 0.0, true), ComputerStep::Idle);
    assert_eq!(s.play(Move::CheatMark(0), true), Outcome::CheatMarked(0));
    assert!(matches!(
        s.play(
            Move::CheatSwap {
                slot: 0,
                direction: SwapDirection::Forward
            },
            true
        ),
        Outcome::CheatSwapped { slot: 0, .. }
    ));
    assert_eq!(
        s.play(Move::ReleaseComputer, true),
        Outcome::ComputerReleased
    );
    assert_eq!(s.cheat_slot(), None);
    assert!(matches!(
        s.computer_step(0.0, 0.0, true),
        ComputerStep::Acted(_)
    ));
    // Without cheat mode, no swap.
    assert_eq!(s.play(Move::CheatMark(0), false), Outcome::Nothing);
}

#[test]
fn asking_why_a_tile_does_not_fit_changes_nothing() {
    let mut s = known();
    s.play(Move::PickUp(0), false);
    let before = s.game().to_save();
    let why = s.why_not(0, Cell::new(5, 4));
    assert!(
        matches!(
            why,
            Outcome::Refused {
                reason: PlaceError::CutsLine { .. },
                ..
            }
        ),
        "{why:?}"
    );
    assert_eq!(
        s.why_not(0, Cell::new(4, 6)),
        Outcome::Nothing,
        "it fits there"
    );
    assert_eq!(s.game().to_save(), before);
    assert_eq!(s.selected(), Some(0), "the tile stays picked up");
    assert!(!s.is_unsaved());
    // On the computer's turn there is nothing to ask.
    s.play(Move::EndTurn { confirmed: true }, false);
    assert_eq!(s.why_not(0, Cell::new(5, 4)), Outcome::Nothing);
}
