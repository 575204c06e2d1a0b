//! The session's rules of play: the computer's turn through the same calls as a person's,
//! and answers that come too late or break a rule.

use nardy_core::{Colour, Position};

use super::*;

/// White (a person) to move from the start with 6-5 against the quick computer.
fn against_the_computer() -> Session {
    let saved = Saved {
        position: Position::start(Colour::White),
        dice: Roll::new(6, 5),
        players: [Player::Human, Player::Computer(Level::Quick)],
        score: [0, 0],
        match_to: None,
        name: None,
        saved_at: None,
        record: None,
    };
    Session::resumed(&saved, 1)
}

fn play_white_and_end(session: &mut Session) {
    assert!(matches!(
        session.play(Move::Point(24)),
        Outcome::Picked { .. }
    ));
    assert!(matches!(
        session.play(Move::Point(13)),
        Outcome::Moved { complete: true, .. }
    ));
    assert_eq!(session.play(Move::EndTurn), Outcome::TurnEnded(None));
}

#[test]
fn the_computer_rolls_then_its_answer_is_played_and_ends_its_turn() {
    let mut session = against_the_computer();
    assert_eq!(session.computer_question().err(), Some(Outcome::Nothing));
    play_white_and_end(&mut session);
    let question = session.computer_question().expect("Black's question");
    assert_eq!(question.purpose, Purpose::Play);
    assert!(session.game().turn().is_some(), "its dice are rolled");
    // A person cannot move for it.
    assert_eq!(session.play(Move::Roll), Outcome::Nothing);
    let answer = question.work();
    let steps = answer.as_ref().map(|t| t.steps.clone()).unwrap_or_default();
    match session.answer(&question, answer) {
        Outcome::ComputerPlayed {
            colour: Colour::Black,
            steps: played,
            result: None,
            ..
        } => assert_eq!(played, steps),
        other => panic!("{other:?}"),
    }
    assert_eq!(session.game().to_move(), Colour::White);
}

#[test]
fn an_answer_the_game_has_moved_past_changes_nothing() {
    let mut session = against_the_computer();
    let Outcome::Thinking(question) = session.play(Move::Hint) else {
        panic!("a hint is worked out");
    };
    let answer = question.work();
    play_white_and_end(&mut session);
    let before = *session.game().position();
    assert_eq!(session.answer(&question, answer), Outcome::Nothing);
    assert_eq!(session.game().position(), &before);
    assert_eq!(session.hint(), None);
}

#[test]
fn a_refused_answer_leaves_the_turn_as_it_was_asked() {
    let mut session = against_the_computer();
    play_white_and_end(&mut session);
    let question = session.computer_question().expect("Black's question");
    let before = *session.game().position();
    let wrong = LegalTurn {
        steps: vec![Step {
            from: 1,
            to: Dest::Point(2),
            die: 1,
        }],
        position: before,
    };
    assert!(matches!(
        session.answer(&question, Some(wrong)),
        Outcome::Refused(_)
    ));
    assert_eq!(session.game().position(), &before);
    assert_eq!(session.game().to_move(), Colour::Black);
}

#[test]
fn the_match_score_stops_at_what_a_save_holds_and_never_wraps() {
    let text = r#"{"version": 1, "points": {"1": ["W", 1], "13": ["B", 15]}, "off": {"W": 14, "B": 0},
        "to_move": "W", "first_turn": {"W": false, "B": false}}"#;
    let mut saved = SaveFile::parse(text).expect("a save");
    saved.dice = Roll::new(2, 1);
    saved.score = [nardy_core::MAX_SCORE - 1, 0];
    let mut session = Session::resumed(&saved, 1);
    assert!(matches!(
        session.play(Move::Point(1)),
        Outcome::Picked { .. }
    ));
    // The 15th checker off ends the game at once.
    assert!(matches!(
        session.play(Move::Tray),
        Outcome::TurnEnded(Some(_))
    ));
    // A mars is worth 2: the score stops at the highest a save holds, and saves again.
    assert_eq!(session.score(), [nardy_core::MAX_SCORE, 0]);
    let again = session
        .to_save(Some("again"), None)
        .to_json()
        .expect("JSON");
    assert_eq!(
        SaveFile::parse(&again).map(|s| s.score),
        Ok([nardy_core::MAX_SCORE, 0])
    );
}

#[test]
fn the_computers_last_move_is_kept_until_the_persons_turn_after_it_ends() {
    let mut session = against_the_computer();
    assert_eq!(session.last_computer_move(), None);
    play_white_and_end(&mut session);
    assert_eq!(session.last_computer_move(), None, "a person's move is not");
    let question = session.computer_question().expect("Black's question");
    let answer = question.work();
    let steps = answer.as_ref().map(|t| t.steps.clone()).unwrap_or_default();
    assert!(!steps.is_empty(), "Black can always leave its head");
    assert!(matches!(
        session.answer(&question, answer),
        Outcome::ComputerPlayed { .. }
    ));
    assert_eq!(session.last_computer_move(), Some(steps.as_slice()));
    // White rolls and plays: still the computer's move is the last one played.
    assert!(matches!(session.play(Move::Roll), Outcome::Rolled { .. }));
    assert_eq!(session.last_computer_move(), Some(steps.as_slice()));
    let turn = session.game().turn().expect("rolled").clone();
    let white = Question {
        level: Level::Quick,
        turn,
        purpose: Purpose::Hint,
    }
    .work()
    .map(|t| t.steps)
    .unwrap_or_default();
    session
        .play_steps(&white)
        .expect("the quick player's steps");
    assert_eq!(session.play(Move::EndTurn), Outcome::TurnEnded(None));
    assert_eq!(session.last_computer_move(), None, "White played last");
}

/// The computer (Black) plays its turn.
fn computer_replies(session: &mut Session) {
    let question = session.computer_question().expect("Black's question");
    let answer = question.work();
    assert!(matches!(
        session.answer(&question, answer),
        Outcome::ComputerPlayed { .. }
    ));
}

#[test]
fn undo_takes_a_whole_turn_back_only_against_the_computer_with_nothing_played() {
    let mut session = against_the_computer();
    assert!(!session.can_take_back(), "nothing played yet");
    play_white_and_end(&mut session);
    assert!(!session.can_take_back(), "the computer is to move");
    computer_replies(&mut session);
    assert!(session.can_take_back() && session.can_undo());
    // With a step of the new move played, Undo takes that back first.
    assert!(matches!(session.play(Move::Roll), Outcome::Rolled { .. }));
    let step = session.game().turn().expect("rolled").legal_steps()[0];
    session.play_steps(&[step]).expect("a legal step");
    assert!(!session.can_take_back());
    assert_eq!(session.play(Move::Undo), Outcome::Undone);
    assert!(session.can_take_back(), "nothing of the move played now");
    assert_eq!(
        session.play(Move::Undo),
        Outcome::TakenBack {
            roll: Roll::new(6, 5).expect("dice")
        }
    );
    assert!(session.game().history().is_empty());
    assert!(session.would_lose_progress());

    // Two people: Undo never takes a turn back.
    let mut people = against_the_computer();
    people.players = [Player::Human, Player::Human];
    play_white_and_end(&mut people);
    assert!(matches!(people.play(Move::Roll), Outcome::Rolled { .. }));
    assert!(!people.can_take_back() && !people.can_undo());
    assert_eq!(people.play(Move::Undo), Outcome::Undone);
    assert_eq!(people.game().history().len(), 1);
}
