//! The replay of a game: stepped through with its buttons, its keys and the move list, the
//! board showing the position after each turn; leaving it shows the game as it was.

mod common;

use common::{app, click, harness, has, has_prefix, says};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use nardy::{Modal, NardyApp};
use nardy_core::{Game, Level, Player, Position, Record, Saved, choose};

/// A game of two quick computer players from `seed`: `turns` turns, or to its end.
fn played(seed: u64, turns: usize) -> Game {
    let mut game = Game::new(seed);
    while game.history().len() < turns && game.outcome().is_none() {
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

/// The save of `game` up to the start of the turn `at` of its record, with that turn's roll
/// made when `rolled`.
fn saved(game: &Game, at: usize, rolled: bool, players: [Player; 2]) -> Saved {
    Saved {
        position: *game.position_after(at).expect("a turn of the record"),
        dice: rolled.then(|| game.history()[at].1),
        players,
        score: [0, 0],
        match_to: None,
        name: None,
        saved_at: None,
        record: Some(Record {
            begins: *game.begins(),
            turns: game.history()[..at].to_vec(),
        }),
    }
}

/// Whether the board shows `pos`: every point's label says what stands there.
fn board_shows(h: &Harness<'_, NardyApp>, pos: &Position) -> bool {
    (1..=24).all(|p| {
        has_prefix(
            h,
            &nardy::words::point_label(pos.at(p), p, Default::default()),
        )
    })
}

/// Whether the move list's line `n` is the one highlighted.
fn highlighted(h: &Harness<'_, NardyApp>, game: &Game, n: usize) -> bool {
    let (c, r, s) = &game.history()[n - 1];
    let line = nardy::words::history_line(n, *c, *r, s);
    h.get_by_label(&line).accesskit_node().toggled() == Some(egui::accesskit::Toggled::True)
}

#[test]
fn a_loaded_game_is_replayed_turn_by_turn_and_left_as_it_was() {
    let game = played(3, 6);
    let dir = tempfile::tempdir().expect("temp dir");
    let mut a = app(dir.path());
    a.resume(&saved(&game, 6, false, [Player::Human; 2]));
    let mut h = harness(a);
    let now = *game.position();
    assert!(board_shows(&h, &now));
    assert!(!has(&h, "Leave the replay"));

    click(&mut h, "Replay the game");
    assert!(says(&h, "The start, before turn 1 of 6"));
    assert!(board_shows(&h, game.begins()));
    assert!(h.get_by_label("Back").accesskit_node().is_disabled());

    // → one turn on; Forward one more; the move list shows which.
    h.key_press(egui::Key::ArrowRight);
    h.run();
    assert!(says(&h, "After turn 1 of 6"));
    assert!(board_shows(&h, game.position_after(1).expect("turn 1")));
    assert!(highlighted(&h, &game, 1));
    click(&mut h, "Forward");
    assert!(says(&h, "After turn 2 of 6"));
    assert!(board_shows(&h, game.position_after(2).expect("turn 2")));
    assert!(highlighted(&h, &game, 2) && !highlighted(&h, &game, 1));

    // End: the game as it stands; Forward is greyed there.
    h.key_press(egui::Key::End);
    h.run();
    assert!(says(&h, "After turn 6 of 6"));
    assert!(board_shows(&h, &now));
    assert!(h.get_by_label("Forward").accesskit_node().is_disabled());
    // ← and Back go back; a turn of the move list is shown when clicked; Home and First go
    // to the start.
    h.key_press(egui::Key::ArrowLeft);
    h.run();
    click(&mut h, "Back");
    assert!(says(&h, "After turn 4 of 6"));
    assert!(board_shows(&h, game.position_after(4).expect("turn 4")));
    let (c, r, s) = &game.history()[2];
    click(&mut h, &nardy::words::history_line(3, *c, *r, s));
    assert!(says(&h, "After turn 3 of 6"));
    assert!(highlighted(&h, &game, 3));
    h.key_press(egui::Key::Home);
    h.run();
    assert!(says(&h, "The start, before turn 1 of 6"));
    click(&mut h, "Last");
    click(&mut h, "First");
    assert!(board_shows(&h, game.begins()));

    // The game waits: its keys do nothing during the replay.
    h.key_press(egui::Key::Space);
    h.run();
    assert!(h.state().game().turn().is_none());

    // Escape leaves it: the game as it was.
    h.key_press(egui::Key::Escape);
    h.run();
    assert!(h.state().replay().is_none());
    assert!(board_shows(&h, &now));
    assert!(has(&h, "Roll"));
    assert_eq!(h.state().game().history(), game.history());
    assert!(h.state().game().turn().is_none());
    // Leave the replay by its button too.
    click(&mut h, "Replay the game");
    click(&mut h, "Leave the replay");
    assert!(h.state().replay().is_none());
}

#[test]
fn a_finished_game_is_replayed_from_its_result_and_the_result_comes_back() {
    let game = played(5, usize::MAX);
    assert!(game.outcome().is_some(), "a game between computers ends");
    let last = game.history().len() - 1;
    // The last turn is played in the window by the quick player, as it was.
    let quick = Player::Computer(Level::Quick);
    let dir = tempfile::tempdir().expect("temp dir");
    let mut a = app(dir.path());
    a.resume(&saved(&game, last, true, [quick; 2]));
    let mut h = harness(a);
    assert!(matches!(h.state().modal(), Some(Modal::Result(_))));
    // The result's button (the side panel's waits behind the dialog, greyed).
    h.get_all_by_label("Replay the game")
        .find(|n| !n.accesskit_node().is_disabled())
        .expect("the result's button")
        .click();
    h.run();
    assert!(h.state().modal().is_none());
    let turns = game.history().len();
    assert!(says(&h, &format!("The start, before turn 1 of {turns}")));
    h.key_press(egui::Key::End);
    h.run();
    assert!(board_shows(
        &h,
        game.position_after(turns).expect("the end")
    ));
    h.key_press(egui::Key::Escape);
    h.run();
    assert!(h.state().replay().is_none());
    assert!(matches!(h.state().modal(), Some(Modal::Result(_))));
}

#[test]
fn the_replay_analyses_the_game_and_marks_a_missed_win_as_a_blunder() {
    use nardy_core::{Colour, Dest, Roll, Step, rate_move};
    // White could bear off both last checkers with 6-1 and win; it played 6/5 5/off.
    let begins = last_checkers();
    let roll = Roll::new(6, 1).expect("dice");
    let played = vec![
        Step {
            from: 6,
            to: Dest::Point(5),
            die: 1,
        },
        Step {
            from: 5,
            to: Dest::Off,
            die: 6,
        },
    ];
    let record = Record {
        begins,
        turns: vec![(Colour::White, roll, played.clone())],
    };
    let game = Game::replay(begins, &record.turns, 0).expect("a legal record");
    let dir = tempfile::tempdir().expect("temp dir");
    let mut a = app(dir.path());
    a.resume(&Saved {
        position: *game.turn_start(),
        dice: None,
        players: [Player::Human; 2],
        score: [0, 0],
        match_to: None,
        name: None,
        saved_at: None,
        record: Some(record),
    });
    let mut h = harness(a);
    click(&mut h, "Replay the game");
    assert!(!has_prefix(&h, "White: moves rated"));
    click(&mut h, "Analyse the game");
    // Worked out (at once in tests), then summed up per player.
    let rating = rate_move(&begins, roll, &played, 1).expect("rated");
    let loss = format!("{:.3}", rating.loss);
    assert!(says(
        &h,
        &format!(
            "White: moves rated 1; doubtful 0, errors 0, blunders 1; equity lost a move {loss}"
        )
    ));
    assert!(says(
        &h,
        "Black: moves rated 0; doubtful 0, errors 0, blunders 0; equity lost a move 0.000"
    ));
    // The turn shown says what was lost and what the expert plays; the move list marks it.
    click(&mut h, "Forward");
    let best: Vec<String> = rating.best.iter().map(|s| nardy::words::step(*s)).collect();
    assert!(says(
        &h,
        &format!(
            "Turn 1: a blunder (equity lost {loss}); the expert level plays {}.",
            best.join(" ")
        )
    ));
    let line = nardy::words::history_line(1, Colour::White, roll, &played);
    assert!(says(&h, &format!("{line} ??")));
    assert!(has(
        &h,
        "Equity lost against the expert level's move: doubtful (?!) from 0.04, an error (?) from 0.08, a blunder (??) from 0.16 — gnubg's thresholds."
    ));
}

/// White to move with its last two checkers on 6 and 1, Black with its last on 13.
fn last_checkers() -> Position {
    let json = r#"{"version": 1, "points": {"6": ["W", 1], "1": ["W", 1], "13": ["B", 1]},
        "off": {"W": 13, "B": 14}, "to_move": "W", "first_turn": {"W": false, "B": false}}"#;
    nardy_core::SaveFile::parse(json)
        .expect("a position")
        .position
}
