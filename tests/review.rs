//! The review, driven through the window headless: opened from the game-over view and from
//! the Game menu, it shows each player's share of the possible points as the core reckons it,
//! a turn's board with the best turn as numbered ghost tiles and its total, and leaving it
//! finds the game exactly as it was.

mod common;

use std::path::{Path, PathBuf};

use common::*;
use egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use game_shell::i18n::Language;
use game_shell::picker::Pick;
use loopit::LoopItApp;
use loopit::navigation::Modal;
use loopit::settings::Settings;
use loopit::ui::cell_name;
use loopit_core::review::{self, PlayerReview, TurnReview};
use loopit_core::{Game, Level, Player};

/// Anna (a person, here playing as Normal would) and Bo (the Strong computer) from seed 21,
/// `turns` turns or to the end; written to a file in a fresh folder.
fn saved_game(turns: usize, bo: Player) -> (Game, PathBuf) {
    saved_game_of(21, [Level::Normal, Level::Strong], turns, bo)
}

/// Anna and `bo` from `seed`, their turns played as `levels` would, `turns` turns or to the
/// end; written to a file in a fresh folder.
fn saved_game_of(seed: u64, levels: [Level; 2], turns: usize, bo: Player) -> (Game, PathBuf) {
    let game = played(vec![Player::human("Anna"), bo], seed, &levels, turns);
    let file = saved(&game);
    (game, file)
}

fn strong_bo() -> Player {
    Player::computer("Bo", Level::Strong)
}

/// The window (in `settings`) with `game_file` loaded.
fn loaded(settings: Settings, game_file: &Path, load: &str) -> Harness<'static, LoopItApp> {
    let mut h = harness(app_on(
        settings,
        vec![Pick::Chosen(game_file.to_owned())],
        Executor::Inline,
    ));
    h.run();
    click(&mut h, load);
    h
}

/// Lets the window take the review's turns: worked out at once (the inline executor) when the
/// review was opened, they are shown by the frames that follow.
fn wait_for_review(h: &mut Harness<'_, LoopItApp>) {
    h.run();
    assert!(
        h.state()
            .review()
            .is_some_and(|r| !loopit::review::Review::working(r)),
        "the review is worked out"
    );
}

/// The core's review of `game`, and each player's sums.
fn core_review(game: &Game) -> (Vec<TurnReview>, Vec<PlayerReview>) {
    let turns = review::review(game);
    let totals = review::totals(game, &turns);
    (turns, totals)
}

/// Whether any node's label contains `part`.
fn any_label_contains(h: &Harness<'_, LoopItApp>, part: &str) -> bool {
    let part = part.to_owned();
    h.query_by(move |n| n.label().is_some_and(|l| l.contains(&part)))
        .is_some()
}

fn points(n: u32) -> String {
    if n == 1 {
        "1 point".to_owned()
    } else {
        format!("{n} points")
    }
}

#[test]
fn the_review_from_the_game_over_view_shows_the_shares_and_the_better_turns() {
    let (game, file) = saved_game(1000, strong_bo());
    assert!(game.is_over());
    let mut h = loaded(two_humans(), &file, "Load a saved game…");
    assert_eq!(h.state().modal(), Some(&Modal::GameOver));
    let before = h.state().game().expect("loaded").to_save();

    click(&mut h, "Review the game");
    assert!(h.state().modal().is_none());
    assert!(h.state().review().is_some(), "the review is on screen");
    wait_for_review(&mut h);
    assert_eq!(h.state().title(), "LoopIt — review");

    // Each player's sentence, as the core reckons the shares.
    let (turns, totals) = core_review(&game);
    let anna = totals[0];
    assert!(anna.made < anna.possible, "Normal's way misses points");
    let headline = format!(
        "Anna made {} % of the possible points ({} of {})",
        anna.percent(),
        anna.made,
        points(anna.possible)
    );
    assert!(has_prefix(&h, &headline), "{headline}");
    let bo = totals[1];
    let headline = format!(
        "Bo made 100 % of the possible points ({} of {}) computer (Strong) · the best turn in {} of {} turns",
        bo.made,
        points(bo.possible),
        bo.turns,
        bo.turns
    );
    assert!(has_prefix(&h, &headline), "{headline}");

    // Anna's table: a row a turn of hers, none of Bo's; her first turn is shown.
    for turn in &turns {
        let row = format!("Turn {}: ", turn.turn + 1);
        assert_eq!(has_prefix(&h, &row), turn.player == 0, "{row}");
    }
    assert_eq!(
        h.state()
            .review()
            .expect("review")
            .shown()
            .expect("a turn")
            .turn,
        0
    );

    // A turn in which Anna missed points: its board as it began, the best turn as ghost
    // tiles numbered in order with their points, and its total.
    let missed = turns
        .iter()
        .find(|t| t.player == 0 && t.made < t.best)
        .expect("a turn below the best");
    let number = missed.turn + 1;
    let row = format!(
        "Turn {number}: {} of {} possible points ({} %)",
        missed.made,
        missed.best,
        u64::from(missed.made) * 100 / u64::from(missed.best)
    );
    assert!(has_prefix(&h, &row), "{row}");
    click_prefix(&mut h, &format!("Turn {number}: "));
    let shown = h
        .state()
        .review()
        .expect("review")
        .shown()
        .expect("the turn");
    assert_eq!(shown.turn, missed.turn);
    assert!(shown.showing_best);
    assert_eq!(
        shown.start.to_save(),
        game.position_at(missed.turn, 0)
            .expect("its start")
            .to_save()
    );
    assert!(says(
        &h,
        &format!(
            "Turn {number}, Anna: {} of {} possible points.",
            missed.made, missed.best
        )
    ));
    assert!(says(
        &h,
        &format!(
            "The best turn: {} with the ghost tiles, placed in the numbered order.",
            points(missed.best)
        )
    ));
    for (i, p) in missed.best_turn.iter().enumerate() {
        let cell = label_of(&h, &format!("{}:", cell_name(p.cell)));
        let ghost = format!(
            "suggested tile {}: {} for {}",
            i + 1,
            p.tile,
            points(p.points)
        );
        assert!(cell.contains(&ghost), "{cell} should name {ghost}");
    }

    // The turn as Anna played it: her tiles on the board with their points, no ghost.
    click(&mut h, &format!("Anna's turn: {}", points(missed.made)));
    assert!(!any_label_contains(&h, "suggested tile"));
    let record = &game.history().turns()[missed.turn];
    for p in record.placements.iter() {
        let cell = label_of(&h, &format!("{}:", cell_name(p.cell)));
        assert!(
            cell.contains(&format!("placed this turn for {}", points(p.points))),
            "{cell}"
        );
    }

    // The down arrow shows her next turn; Bo's sentence lists his turns instead.
    h.key_press(Key::ArrowDown);
    h.run();
    let next = turns
        .iter()
        .find(|t| t.player == 0 && t.turn > missed.turn)
        .expect("a later turn");
    assert_eq!(
        h.state()
            .review()
            .expect("review")
            .shown()
            .expect("a turn")
            .turn,
        next.turn
    );
    click_prefix(&mut h, "Bo made 100 %");
    assert_eq!(h.state().review().expect("review").player(), 1);
    assert!(has_prefix(&h, "Turn 2: "));
    assert!(!has_prefix(&h, "Turn 1: "));

    // Escape goes back to the result, the game as it was.
    h.key_press(Key::Escape);
    h.run();
    assert!(h.state().review().is_none());
    assert_eq!(h.state().modal(), Some(&Modal::GameOver));
    assert_eq!(h.state().game().expect("game").to_save(), before);
}

#[test]
fn the_game_menu_reviews_a_running_game_without_changing_it() {
    let people = Player::human("Bo");
    let (_, file) = saved_game(0, people.clone());
    let mut h = loaded(two_humans(), &file, "Load a saved game…");
    click(&mut h, "Game");
    click(&mut h, "Review");
    assert!(h.state().review().is_none(), "no ended turn to review yet");

    let (game, file) = saved_game(5, people);
    assert!(!game.is_over());
    let mut h = loaded(two_humans(), &file, "Load a saved game…");
    let before = h.state().game().expect("loaded").to_save();
    click(&mut h, "Game");
    click(&mut h, "Review");
    wait_for_review(&mut h);
    let (_, totals) = core_review(&game);
    for (total, name) in totals.iter().zip(["Anna", "Bo"]) {
        let headline = format!(
            "{name} made {} % of the possible points ({} of {})",
            total.percent(),
            total.made,
            points(total.possible)
        );
        assert!(has_prefix(&h, &headline), "{headline}");
    }
    assert_eq!(
        h.state().game().expect("game").to_save(),
        before,
        "the game is not touched"
    );
    click(&mut h, "Back to the game");
    assert!(h.state().review().is_none());
    assert!(h.state().modal().is_none());
    assert_eq!(h.state().game().expect("game").to_save(), before);
    assert_eq!(
        h.state().title(),
        format!("LoopIt — {} to move", game.current_player().name)
    );
}

#[test]
fn a_turn_sat_out_is_listed_as_such_with_no_better_turn() {
    // Played as two Normal players from seed 44: Anna sits out turn 25 (no tile fits).
    let (game, file) = saved_game_of(44, [Level::Normal; 2], 1000, Player::human("Bo"));
    assert!(
        game.history().turns()[24].sat_out,
        "the known game sits turn 25 out"
    );
    assert_eq!(game.history().turns()[24].player, 0);
    let mut h = loaded(two_humans(), &file, "Load a saved game…");
    click(&mut h, "Review the game");
    wait_for_review(&mut h);
    click(&mut h, "Turn 25: sat out, no tile fitted");
    assert!(says(
        &h,
        "Turn 25, Anna: sat out, none of the tiles fitted."
    ));
    assert!(says(&h, "Anna placed no tile in this turn."));
    let best = h.get_by_label("Best turn: 0 points");
    assert!(
        best.accesskit_node().is_disabled(),
        "no better turn to show"
    );
    assert!(!any_label_contains(&h, "suggested tile"));
}

/// English words that are not German words: none may appear in the German review.
const ENGLISH: [&str; 30] = [
    "the",
    "turn",
    "Turn",
    "points",
    "point",
    "tile",
    "tiles",
    "cell",
    "empty",
    "placed",
    "Game",
    "Back",
    "result",
    "made",
    "possible",
    "best",
    "Best",
    "Share",
    "Made",
    "Possible",
    "Review",
    "review",
    "of",
    "to",
    "with",
    "sat",
    "out",
    "suggested",
    "for",
    "computer",
];

/// The labels and texts on screen that hold an English word.
fn english_labels(h: &Harness<'_, LoopItApp>) -> Vec<String> {
    let mut found = Vec::new();
    for node in h.query_all_by(|n| n.label().is_some() || n.value().is_some()) {
        let node = node.accesskit_node();
        let label = format!(
            "{} {}",
            node.label().unwrap_or_default(),
            node.value().unwrap_or_default()
        );
        if let Some(word) = label
            .split(|c: char| !c.is_alphanumeric())
            .find(|w| ENGLISH.contains(w))
        {
            found.push(format!("{label:?} ({word})"));
        }
    }
    found
}

#[test]
fn the_review_speaks_german() {
    let (game, file) = saved_game(1000, strong_bo());
    let settings = Settings {
        language: Some(Language::German),
        ..two_humans()
    };
    let mut h = loaded(settings, &file, "Gespeichertes Spiel laden…");
    assert_eq!(h.state().modal(), Some(&Modal::GameOver));
    click(&mut h, "Partie auswerten");
    wait_for_review(&mut h);
    let (turns, totals) = core_review(&game);
    let anna = totals[0];
    let headline = format!(
        "Anna hat {} % der möglichen Punkte erzielt ({} von {} Punkten)",
        anna.percent(),
        anna.made,
        anna.possible
    );
    assert!(has_prefix(&h, &headline), "{headline}");
    assert!(has_prefix(&h, "Bo hat 100 % der möglichen Punkte erzielt"));
    let mut seen = english_labels(&h);

    let missed = turns
        .iter()
        .find(|t| t.player == 0 && t.made < t.best)
        .expect("a turn below the best");
    click_prefix(&mut h, &format!("Zug {}: ", missed.turn + 1));
    assert!(any_label_contains(&h, "vorgeschlagener Stein 1: "));
    assert!(says(
        &h,
        &format!(
            "Der beste Zug: {} Punkte mit den durchscheinenden Steinen",
            missed.best
        )
    ));
    seen.extend(english_labels(&h));
    click(&mut h, &format!("Zug von Anna: {} Punkte", missed.made));
    seen.extend(english_labels(&h));
    click(&mut h, "Zurück zum Ergebnis");
    assert_eq!(h.state().modal(), Some(&Modal::GameOver));
    seen.sort();
    seen.dedup();
    assert!(seen.is_empty(), "English in the German review: {seen:#?}");
}
