//! The window, headless, through its accessible labels.

mod common;

use common::{START, app, centre_of, click, harness, has, has_prefix, showing};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use game_shell::dialogs::Abandon;
use game_shell::picker::{Pick, ScriptedPicker};
use nardy::{Modal, NardyApp};
use nardy_core::{Colour, Player, Position, Roll, SaveFile};

#[test]
fn roll_shows_the_dice() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = showing(dir.path(), START, None);
    assert!(has(&h, "die 1: not rolled"));
    assert!(has(&h, "White to move"));
    click(&mut h, "Roll");
    assert!(!has(&h, "die 1: not rolled"));
    assert!(has_prefix(&h, "die 1: ") && has_prefix(&h, "die 2: "));
    assert!(h.state().game().turn().is_some());
}

#[test]
fn picking_a_checker_shows_its_targets_and_click_click_moves_it() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = showing(dir.path(), START, Some((6, 5)));
    click(&mut h, "point 24: 15 white");
    assert!(has(&h, "point 24: 15 white, selected"));
    // One checker may leave the head: 18 with the six, 19 with the five, 13 with both.
    for p in [18, 19, 13] {
        assert!(
            has(&h, &format!("point {p}: empty, target")),
            "no target {p}"
        );
    }
    assert!(!has(&h, "point 17: empty, target"));
    click(&mut h, "point 13: empty, target");
    assert!(has(&h, "point 13: 1 white"));
    assert!(has(&h, "point 24: 14 white"));
    assert!(has(&h, "die 1: 6, used") && has(&h, "die 2: 5, used"));
    click(&mut h, "End move");
    assert!(has(&h, "Black to move"));
    assert!(has(&h, "die 1: not rolled"));
}

#[test]
fn a_blocked_move_is_refused_with_the_reason() {
    let dir = tempfile::tempdir().expect("temp dir");
    let json = r#"{"version": 1, "points": {"24": ["W", 14], "18": ["W", 1], "12": ["B", 14], "13": ["B", 1]},
        "off": {"W": 0, "B": 0}, "to_move": "W", "first_turn": {"W": false, "B": false}}"#;
    let mut h = showing(dir.path(), json, Some((5, 1)));
    let before = *h.state().game().position();
    click(&mut h, "point 18: 1 white");
    assert!(!has(&h, "point 13: 1 black, target"));
    click(&mut h, "point 13: 1 black");
    assert!(
        h.state()
            .message()
            .is_some_and(|m| m.contains("Point 13 holds an opponent's checker")),
        "{:?}",
        h.state().message()
    );
    assert_eq!(h.state().game().position(), &before);
}

#[test]
fn the_move_cannot_end_unfinished_and_undo_goes_back_to_the_roll() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = showing(dir.path(), START, Some((6, 5)));
    click(&mut h, "point 24: 15 white");
    click(&mut h, "point 18: empty, target");
    assert!(has(&h, "die 1: 6, used") && has(&h, "die 2: 5"));
    click(&mut h, "End move");
    assert_eq!(
        h.state().message().as_deref(),
        Some("Your move is not finished.")
    );
    assert!(has(&h, "White to move"));
    click(&mut h, "Undo");
    assert_eq!(h.state().game().position(), &Position::start(Colour::White));
    assert!(has(&h, "die 1: 6") && has(&h, "die 2: 5"));
}

#[test]
fn hint_shows_the_computer_move() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = showing(dir.path(), START, Some((6, 5)));
    click(&mut h, "Hint");
    assert_eq!(h.state().message().as_deref(), Some("Hint: 24/18 18/13"));
    // After the first step the hint finishes the move from where it stands.
    click(&mut h, "point 24: 15 white");
    click(&mut h, "point 18: empty, target");
    click(&mut h, "Hint");
    assert_eq!(
        h.state().message().as_deref(),
        Some("Hint for the rest of your move: 18/13")
    );
}

#[test]
fn bearing_off_the_last_checker_ends_the_game_with_a_mars() {
    let dir = tempfile::tempdir().expect("temp dir");
    let json = r#"{"version": 1, "points": {"1": ["W", 1], "13": ["B", 15]}, "off": {"W": 14, "B": 0},
        "to_move": "W", "first_turn": {"W": false, "B": false}}"#;
    let mut h = showing(dir.path(), json, Some((2, 1)));
    click(&mut h, "point 1: 1 white");
    click(&mut h, "borne off: 14 white, 0 black, target");
    // The 15th checker off ends the game at once: no End move to press.
    assert!(
        matches!(h.state().modal(), Some(Modal::Result(o)) if o.mars && o.winner == Colour::White)
    );
    assert_eq!(h.state().score(), [2, 0]);
    assert!(has(&h, "Game over"));
}

fn save_as(h: &mut Harness<'_, NardyApp>, name: &str) {
    click(h, "Game");
    click(h, "Save… Ctrl+S");
    common::type_file_name(h, name);
    click(h, "Save");
}

#[test]
fn save_by_name_and_load_it_back() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = showing(dir.path(), START, Some((6, 5)));
    save_as(&mut h, "evening game");
    let file = dir.path().join("evening game.json");
    let saved = SaveFile::parse(&std::fs::read_to_string(&file).expect("written")).expect("valid");
    assert_eq!(saved.position, Position::start(Colour::White));
    assert_eq!(saved.dice, Roll::new(6, 5));
    assert_eq!(saved.name.as_deref(), Some("evening game"));
    // Play on, then load: the saved turn comes back.
    click(&mut h, "point 24: 15 white");
    click(&mut h, "point 13: empty, target");
    click(&mut h, "End move");
    assert_eq!(h.state().game().to_move(), Colour::Black);
    click(&mut h, "Game");
    click(&mut h, "Load… Ctrl+O");
    // The game played on would be lost: asked first.
    assert_eq!(h.state().modal(), Some(&Modal::Abandon(Abandon::Load)));
    click(&mut h, "Don't save");
    click(&mut h, "evening game.json");
    click(&mut h, "Load");
    assert_eq!(h.state().game().position(), &Position::start(Colour::White));
    assert_eq!(h.state().game().turn().map(|t| t.roll()), Roll::new(6, 5));
    assert!(h.state().modal().is_none());
}

#[test]
fn a_bad_save_is_refused_and_the_game_stays() {
    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::write(
        dir.path().join("broken.json"),
        r#"{"version": 1, "points": {"24": ["W", 14]}}"#,
    )
    .expect("write");
    let json = r#"{"version": 1, "points": {"24": ["W", 14], "18": ["W", 1], "12": ["B", 15]},
        "off": {"W": 0, "B": 0}, "to_move": "B", "first_turn": {"W": false, "B": true}}"#;
    let mut h = showing(dir.path(), json, Some((3, 1)));
    let before = *h.state().game().position();
    click(&mut h, "Game");
    click(&mut h, "Load… Ctrl+O");
    click(&mut h, "broken.json");
    click(&mut h, "Load");
    assert!(
        h.state()
            .message()
            .is_some_and(|m| m.starts_with("Cannot load \"broken\"")),
        "{:?}",
        h.state().message()
    );
    assert_eq!(h.state().game().position(), &before);
    assert_eq!(h.state().game().turn().map(|t| t.roll()), Roll::new(3, 1));
}

#[test]
fn the_computer_answers_a_move() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut a = app(dir.path());
    let mut saved = SaveFile::parse(START).expect("start");
    saved.players = [Player::Human, Player::Computer(nardy_core::Level::Quick)];
    saved.dice = Roll::new(6, 5);
    a.resume(&saved);
    let mut h = harness(a);
    click(&mut h, "point 24: 15 white");
    click(&mut h, "point 13: empty, target");
    click(&mut h, "End move");
    // Black played at once (no delay in tests): White is to move again, Black's checkers moved.
    assert_eq!(h.state().game().to_move(), Colour::White);
    assert_eq!(h.state().game().position().count(Colour::Black, 12), 14);
}

#[test]
fn the_window_speaks_russian_and_german() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = showing(dir.path(), START, Some((6, 5)));
    click(&mut h, "Language");
    click(&mut h, "Русский");
    assert!(has(&h, "Ходят белые"));
    click(&mut h, "Завершить ход");
    assert_eq!(h.state().message().as_deref(), Some("Ваш ход не закончен."));
    click(&mut h, "пункт 24: 15 белых");
    assert!(has(&h, "пункт 13: пусто, цель"));
    click(&mut h, "Язык");
    click(&mut h, "Deutsch");
    assert!(has(&h, "Weiß ist am Zug"));
    click(&mut h, "Feld 13: leer, Ziel");
    assert!(has(&h, "Würfel 1: 6, gespielt"));
    game_shell::i18n::set_language(game_shell::i18n::Language::English);
}

#[test]
fn rules_and_about_open_from_the_help_menu() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = showing(dir.path(), START, None);
    click(&mut h, "Help");
    click(&mut h, "Rules F1");
    assert!(has(&h, "Six in a row") && has(&h, "Bearing off"));
    click(&mut h, "Help");
    click(&mut h, "About");
    assert!(has(&h, "Nardy — long backgammon"));
    // Every glyph of the other languages' rules is in the fonts (a missing one panics).
    click(&mut h, "Language");
    click(&mut h, "Deutsch");
    assert!(has(&h, "Sechs in einer Reihe"));
    click(&mut h, "Sprache");
    click(&mut h, "Русский");
    assert!(has(&h, "Шесть подряд"));
    game_shell::i18n::set_language(game_shell::i18n::Language::English);
}

#[test]
fn quitting_a_game_in_progress_asks_first() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = showing(dir.path(), START, None);
    click(&mut h, "Roll");
    click(&mut h, "Game");
    click(&mut h, "Quit Ctrl+Q");
    assert_eq!(h.state().modal(), Some(&Modal::Abandon(Abandon::Quit)));
    assert!(has(
        &h,
        "Quitting ends the game on the board. Save it first?"
    ));
    click(&mut h, "Cancel");
    assert!(h.state().modal().is_none());
    assert!(h.state().game().turn().is_some());
    assert!(!h.state().quitting());
}

#[test]
fn quit_then_save_saves_and_quits() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = showing(dir.path(), START, None);
    click(&mut h, "Roll");
    click(&mut h, "Game");
    click(&mut h, "Quit Ctrl+Q");
    click(&mut h, "Save");
    assert!(matches!(h.state().modal(), Some(Modal::Files { .. })));
    assert!(!h.state().quitting(), "not before the game is saved");
    common::type_file_name(&mut h, "before bed");
    click(&mut h, "Save");
    let file = dir.path().join("before bed.json");
    let saved = SaveFile::parse(&std::fs::read_to_string(&file).expect("written")).expect("valid");
    assert_eq!(saved.dice, h.state().game().turn().map(|t| t.roll()));
    assert!(h.state().quitting());
}

#[test]
fn quit_then_dont_save_quits_and_writes_nothing() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = showing(dir.path(), START, None);
    click(&mut h, "Roll");
    click(&mut h, "Game");
    click(&mut h, "Quit Ctrl+Q");
    click(&mut h, "Don't save");
    assert!(h.state().quitting());
    assert_eq!(std::fs::read_dir(dir.path()).expect("folder").count(), 0);
}

#[test]
fn the_systems_file_dialog_is_used_where_there_is_one() {
    let dir = tempfile::tempdir().expect("temp dir");
    let chosen = dir.path().join("chosen.json");
    let picker = ScriptedPicker::new([
        Pick::Chosen(chosen.clone()),
        Pick::Cancelled,
        Pick::Chosen(chosen.clone()),
    ]);
    let mut a = common::app_with(dir.path(), Box::new(picker));
    let mut saved = SaveFile::parse(START).expect("start");
    saved.dice = Roll::new(6, 5);
    a.resume(&saved);
    let mut h = harness(a);
    click(&mut h, "Game");
    click(&mut h, "Save… Ctrl+S");
    assert!(
        h.state().modal().is_none(),
        "no dialog of the program's own"
    );
    let written = SaveFile::parse(&std::fs::read_to_string(&chosen).expect("written"));
    assert_eq!(written.expect("valid").dice, Roll::new(6, 5));
    // A dialog closed without choosing changes nothing; the next load takes its file.
    click(&mut h, "point 24: 15 white");
    click(&mut h, "point 13: empty, target");
    click(&mut h, "End move");
    click(&mut h, "Game");
    click(&mut h, "Load… Ctrl+O");
    click(&mut h, "Don't save");
    assert!(h.state().modal().is_none());
    assert_eq!(h.state().game().to_move(), Colour::Black);
    click(&mut h, "Game");
    click(&mut h, "Load… Ctrl+O");
    click(&mut h, "Don't save");
    assert_eq!(h.state().game().position(), &Position::start(Colour::White));
    assert_eq!(h.state().game().turn().map(|t| t.roll()), Roll::new(6, 5));
}

#[test]
fn dragging_a_checker_onto_a_target_moves_it() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = showing(dir.path(), START, Some((6, 5)));
    let from = centre_of(&h, "point 24:");
    let to = centre_of(&h, "point 19:");
    // Pressed, moved in a few steps as a hand does, released.
    game_shell::testing::drag(&mut h, from, to);
    assert!(has(&h, "point 19: 1 white"));
    assert!(has(&h, "die 2: 5, used") && has(&h, "die 1: 6"));
}

#[test]
fn dropping_a_checker_on_an_opponent_point_is_refused() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = showing(dir.path(), START, Some((6, 5)));
    let from = centre_of(&h, "point 24:");
    let to = centre_of(&h, "point 12:");
    // Pressed, moved in a few steps as a hand does, released.
    game_shell::testing::drag(&mut h, from, to);
    assert_eq!(h.state().game().position(), &Position::start(Colour::White));
    assert_eq!(
        h.state().message().as_deref(),
        Some("Point 12 holds an opponent's checker: you cannot stop there.")
    );
}

#[test]
fn the_board_scales_with_the_window() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = showing(dir.path(), START, None);
    let width = |h: &Harness<'_, NardyApp>| {
        h.get_by(|n| n.label().is_some_and(|l| l.starts_with("point 7:")))
            .rect()
            .width()
    };
    let big = width(&h);
    h.set_size(egui::vec2(800.0, 600.0));
    h.run();
    let small = width(&h);
    assert!(small < big - 10.0, "{big} then {small}");
}

#[test]
fn a_new_game_warns_about_an_unsaved_game_and_starts_with_the_chosen_players() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = showing(dir.path(), START, None);
    click(&mut h, "Roll");
    click(&mut h, "Game");
    click(&mut h, "New game… Ctrl+N");
    assert!(has(
        &h,
        "A new game ends the game on the board. Save it first?"
    ));
    click(&mut h, "Don't save");
    // Every level is offered for each colour.
    for level in ["Computer (quick)", "Computer (strong)", "Computer (expert)"] {
        assert_eq!(h.get_all_by_label(level).count(), 2, "{level}");
    }
    h.get_all_by_label("Computer (expert)")
        .nth(1)
        .expect("Black's choice")
        .click();
    h.run();
    click(&mut h, "Start");
    assert!(h.state().modal().is_none());
    assert_eq!(
        h.state().players(),
        [Player::Human, Player::Computer(nardy_core::Level::Expert)]
    );
    // A fresh game: at most the computer's opening move (if Black drew the start) is played.
    assert!(h.state().game().history().len() <= 1);
    assert!(h.state().game().turn_start().count(Colour::White, 24) == 15);
}

#[test]
fn a_player_who_cannot_move_passes_at_once_with_a_message() {
    let dir = tempfile::tempdir().expect("temp dir");
    let stuck = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/stuck.json"),
    )
    .expect("the fixture");
    let h = showing(dir.path(), &stuck, Some((6, 5)));
    assert_eq!(h.state().game().to_move(), Colour::Black);
    assert!(has(&h, "Black to move"));
    assert_eq!(
        h.state().message().as_deref(),
        Some("White rolled 6-5 and cannot move: the turn passes.")
    );
}

#[test]
fn a_checker_that_cannot_move_says_which_rule_holds_it() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = showing(dir.path(), START, Some((3, 1)));
    click(&mut h, "point 24: 15 white");
    click(&mut h, "point 21: empty, target");
    click(&mut h, "point 24: 14 white");
    assert_eq!(
        h.state().message().as_deref(),
        Some(
            "The checker on point 24 cannot leave the head: only one checker may leave it this turn."
        )
    );
}

#[test]
fn clicking_a_checker_before_the_roll_says_to_roll_first_in_each_language() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = showing(dir.path(), START, None);
    click(&mut h, "point 24: 15 white");
    assert_eq!(h.state().message().as_deref(), Some("Roll the dice first."));
    // Nothing is picked up and nothing rolled: the click is answered, not played.
    assert!(!has_prefix(&h, "point 24: 15 white, selected"));
    assert!(h.state().game().turn().is_none());
    click(&mut h, "Language");
    click(&mut h, "Deutsch");
    click(&mut h, "Feld 24: 15 weiß");
    assert_eq!(h.state().message().as_deref(), Some("Würfle zuerst."));
    click(&mut h, "Sprache");
    click(&mut h, "Русский");
    click(&mut h, "пункт 24: 15 белых");
    assert_eq!(
        h.state().message().as_deref(),
        Some("Сначала бросьте кости.")
    );
    game_shell::i18n::set_language(game_shell::i18n::Language::English);
}

/// The points whose accessible name says the last move left or reached them.
fn marked_as_last_move(h: &Harness<'_, NardyApp>) -> Vec<u8> {
    let mut points: Vec<u8> = h
        .query_all_by(|n| n.label().is_some_and(|l| l.ends_with(", last move")))
        .filter_map(|n| {
            let label = n.accesskit_node().label()?;
            label
                .strip_prefix("point ")?
                .split(':')
                .next()?
                .parse()
                .ok()
        })
        .collect();
    points.sort_unstable();
    points
}

#[test]
fn the_computers_last_move_is_marked_on_the_board() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut a = app(dir.path());
    let mut saved = SaveFile::parse(START).expect("start");
    saved.players = [Player::Human, Player::Computer(nardy_core::Level::Quick)];
    saved.dice = Roll::new(6, 5);
    a.resume(&saved);
    let mut h = harness(a);
    assert!(marked_as_last_move(&h).is_empty(), "nothing played yet");
    click(&mut h, "point 24: 15 white");
    click(&mut h, "point 13: empty, target");
    click(&mut h, "End move");
    // The person's own move is not marked; the computer's reply is, every point it left or
    // reached, and no other.
    let (colour, _, steps) = h
        .state()
        .game()
        .history()
        .last()
        .expect("Black played")
        .clone();
    assert_eq!(colour, Colour::Black);
    assert!(!steps.is_empty());
    let mut expected: Vec<u8> = steps
        .iter()
        .flat_map(|s| {
            let to = match s.to {
                nardy_core::Dest::Point(p) => Some(p),
                nardy_core::Dest::Off => None,
            };
            std::iter::once(s.from).chain(to)
        })
        .collect();
    expected.sort_unstable();
    expected.dedup();
    assert_eq!(marked_as_last_move(&h), expected, "{steps:?}");
    // Black's first move leaves its head.
    assert!(expected.contains(&12));
    // It stays while the person rolls and plays their turn.
    click(&mut h, "Roll");
    assert_eq!(marked_as_last_move(&h), expected);
}

/// White to move in a middle game, with many ways to play a 4-2.
const MIDDLE: &str = r#"{"version": 1, "points": {"24": ["W", 10], "19": ["W", 2], "17": ["W", 1],
    "15": ["W", 2], "12": ["B", 10], "7": ["B", 2], "5": ["B", 1], "3": ["B", 2]},
    "off": {"W": 0, "B": 0}, "to_move": "W", "first_turn": {"W": false, "B": false}}"#;

/// The move in the notation (no checker is borne off in these tests).
fn notation(steps: &[nardy_core::Step]) -> String {
    let s: Vec<String> = steps.iter().map(ToString::to_string).collect();
    s.join(" ")
}

#[test]
fn the_hint_ranks_the_expert_levels_best_moves_with_their_chances_and_draws_the_best() {
    use nardy_core::{HINT_MOVES, Turn, rank_rest};
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = showing(dir.path(), MIDDLE, Some((4, 2)));
    let heading = "The expert level's best moves, with the chance to win after each:";
    assert!(!common::says(&h, heading));
    click(&mut h, "Hint");
    assert!(common::says(&h, heading));
    let position = SaveFile::parse(MIDDLE).expect("position").position;
    let turn = Turn::new(position, Roll::new(4, 2).expect("dice"));
    let ranked = rank_rest(&turn, HINT_MOVES);
    assert_eq!(ranked.len(), 5);
    for (i, r) in ranked.iter().enumerate() {
        let tenths = (r.chance * 1000.0).round() as u32;
        let line = format!(
            "{}. {} — {}.{} %",
            i + 1,
            notation(&r.turn.steps),
            tenths / 10,
            tenths % 10
        );
        assert!(common::says(&h, &line), "{line}");
    }
    // The best is the one told and drawn.
    let best = notation(&ranked[0].turn.steps);
    assert_eq!(h.state().message(), Some(format!("Hint: {best}")));
    assert_eq!(h.state().session().hint(), Some(&ranked[0].turn.steps[..]));
    // In German the decimal is a comma.
    click(&mut h, "Language");
    click(&mut h, "Deutsch");
    let tenths = (ranked[0].chance * 1000.0).round() as u32;
    let line = format!("1. {best} — {},{} %", tenths / 10, tenths % 10);
    assert!(common::says(&h, &line), "{line}");
}
