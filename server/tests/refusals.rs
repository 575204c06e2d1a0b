//! A refused intent changes nothing, in every game the server hosts.
//!
//! Two twins of a game start from the same seed and are given the same accepted intents (the
//! computer's choice for the seat to move, asked at a person's seat). One of them is also sent,
//! at every turn, intents the rules refuse: the same intent from every other seat, and the
//! intent just played sent again. Whatever a refusal did not undo shows up as a difference:
//! the twins must tell the same events for every later intent, write the same record, and the
//! record must read back (as after a restart) to a game that goes on as the twins do.
//!
//! An intent of those that the rules happen to accept (a second step of the same checker, say)
//! is given to both twins, so they stay the same game.

use loopit_online::LoopIt;
use nardy_online::Nardy;
use netplay::{OnlineGame, SeatKind, SeatSetup};
use reversi_online::Reversi;
use serde::Serialize;
use serde::de::DeserializeOwned;

/// The most intents a walk plays (a whole game of each of the three is shorter or stops here).
const MOST_INTENTS: usize = 400;

fn text<T: Serialize>(value: &T) -> String {
    serde_json::to_string(value).expect("wire values serialise")
}

fn from_text<T: DeserializeOwned>(json: &str) -> T {
    serde_json::from_str(json).expect("a value the game's wire reads")
}

/// Walks a game of `G` for two people from `seed`, refusals sent to one twin only; how many
/// intents were refused.
fn walk<G: OnlineGame>(options_json: &str, level_json: &str, seed: u64) -> usize {
    let options: G::Options = from_text(options_json);
    let level: G::Level = from_text(level_json);
    let seats: Vec<SeatSetup<G::Level>> = ["Anna", "Ben"]
        .into_iter()
        .map(|name| SeatSetup {
            name: name.to_owned(),
            kind: SeatKind::Person,
        })
        .collect();
    let mut tried = G::new(&seats, &options, seed).expect("a game for two");
    let mut plain = G::new(&seats, &options, seed).expect("a game for two");
    let mut refused = 0;
    for _ in 0..MOST_INTENTS {
        let Some(seat) = plain.to_move() else { break };
        assert_eq!(
            tried.to_move(),
            Some(seat),
            "both twins have the same seat to move"
        );
        let intent = plain
            .computer_intent(seat, level)
            .expect("the seat to move has something to do");
        let twin_intent = tried
            .computer_intent(seat, level)
            .expect("the seat to move has something to do");
        assert_eq!(text(&intent), text(&twin_intent), "both twins choose alike");
        // The same intent from every seat not to move: refused, and nothing changes.
        for other in (0..seats.len()).filter(|&other| other != seat) {
            match tried.act(other, &intent) {
                Err(_) => refused += 1,
                Ok(events) => panic!(
                    "{}: seat {other} played out of turn: {}",
                    G::NAME,
                    text(&events)
                ),
            }
        }
        let events = plain
            .act(seat, &intent)
            .expect("the computer's intent is legal");
        let twin_events = tried
            .act(seat, &intent)
            .expect("the computer's intent is legal to the twin too");
        assert_eq!(
            text(&events),
            text(&twin_events),
            "{}: a refusal changed what the game does next",
            G::NAME
        );
        // The same intent again, at once (a second roll, a second move to the same cell…).
        match tried.act(seat, &intent) {
            Err(_) => refused += 1,
            Ok(events) => {
                let twin = plain
                    .act(seat, &intent)
                    .expect("what one twin accepts, the other does");
                assert_eq!(text(&events), text(&twin));
            }
        }
        assert_eq!(
            tried.record(),
            plain.record(),
            "{}: a refusal changed the record",
            G::NAME
        );
    }
    // The record reads back, as after a restart, and goes on as the twins do.
    let mut resumed = G::from_record(&tried.record())
        .unwrap_or_else(|error| panic!("{}: the record does not replay: {error}", G::NAME));
    assert_eq!(resumed.record(), plain.record());
    if let Some(seat) = plain.to_move() {
        let intent = plain.computer_intent(seat, level).expect("something to do");
        let _ = resumed.computer_intent(seat, level);
        assert_eq!(
            text(&resumed.act(seat, &intent).expect("legal after a restart")),
            text(&plain.act(seat, &intent).expect("legal")),
        );
    }
    refused
}

#[test]
fn a_refused_nardy_intent_changes_nothing_not_even_the_dice_to_come() {
    for seed in [1, 2, 3] {
        let refused = walk::<Nardy>(r#"{"match_to":1}"#, r#""quick""#, seed);
        assert!(refused > 50, "the walk sent refusals ({refused})");
    }
}

#[test]
fn a_refused_loopit_intent_changes_nothing() {
    for seed in [1, 2] {
        let refused = walk::<LoopIt>(r#"{"cheats":false}"#, r#""normal""#, seed);
        assert!(refused > 50, "the walk sent refusals ({refused})");
    }
}

#[test]
fn a_refused_reversi_intent_changes_nothing() {
    for (options, seed) in [
        (r#"{"rules":"document"}"#, 1),
        (r#"{"rules":"classic"}"#, 2),
    ] {
        let refused = walk::<Reversi>(options, r#""greedy""#, seed);
        assert!(refused > 30, "the walk sent refusals ({refused})");
    }
}
