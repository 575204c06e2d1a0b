//! Whole flows through the window, driven by simulated clicks (headless, egui_kittest).

mod common;

use common::*;
use egui_kittest::kittest::Queryable;
use loopit::navigation::Modal;

#[test]
fn two_humans_pick_place_take_back_place_again_and_end_the_turn() {
    let mut h = harness(app(two_humans(), vec![]));
    h.run();
    assert!(h.state().showing_setup());
    start(&mut h);
    assert!(has_prefix(&h, "Player 1, human: 0 points, to move"));

    // Pick a tile up: every legal cell is offered, with its points.
    let (slot, cell, points) = a_legal_move(h.state()).expect("a tile fits");
    let legal = h.state().game().expect("game").legal_cells(slot);
    click_bank(&mut h, slot);
    assert!(label_of(&h, &format!("bank {}:", slot + 1)).ends_with("picked up"));
    let offered = h.query_all_by_label_contains(", legal: ").count();
    assert_eq!(
        offered,
        legal.len(),
        "every legal cell is highlighted, and no other"
    );
    assert!(
        label_of(&h, &format!("{}:", loopit::ui::cell_name(cell)))
            .ends_with(&format!("legal: {points} points"))
    );

    // Place it by a click: its points show.
    click_cell(&mut h, cell);
    let game = h.state().game().expect("game");
    assert_eq!(game.placed().len(), 1);
    assert_eq!(game.placed()[0].points, points);
    assert!(
        label_of(&h, &format!("{}:", loopit::ui::cell_name(cell)))
            .contains(&format!("placed this turn for {points} points"))
    );
    assert_eq!(
        h.query_all_by_label(&format!("{points} points")).count(),
        2,
        "the placement's points and the turn's sum"
    );
    assert_eq!(
        label_of(&h, &format!("bank {}:", slot + 1)),
        format!("bank {}: placed on the board", slot + 1)
    );

    // Take it back by clicking it: the bank has it again.
    click_cell(&mut h, cell);
    assert!(h.state().game().expect("game").placed().is_empty());
    assert!(!label_of(&h, &format!("bank {}:", slot + 1)).contains("placed"));

    // Place again, end the turn: the score and the player to move change.
    click_bank(&mut h, slot);
    click_cell(&mut h, cell);
    click(&mut h, "End turn");
    let game = h.state().game().expect("game");
    assert_eq!(game.players()[0].score, points);
    assert_eq!(game.current(), 1);
    assert!(has_prefix(&h, &format!("Player 1, human: {points} points")));
    assert!(has_prefix(&h, "Player 2, human: 0 points, to move"));
    assert!(h.query_by_label("Player 2 to move").is_some());
}

#[test]
fn a_fourth_placement_is_refused_and_end_turn_adds_exactly_the_sum() {
    // A junction on the start cell and five top-and-bottom tiles: three of them can always be
    // placed (in a line up or down from the junction), and two are left over.
    let dir = tempfile::tempdir().expect("temp dir");
    let file = dir.path().join("line.json");
    std::fs::write(
        &file,
        r#"{"version": 1, "board": [{"row": 5, "col": 5, "tile": "541"}],
            "bank": ["422", "321", "623", "125", "522"],
            "players": [{"name": "Anna", "kind": "human", "score": 0},
                        {"name": "Ben", "kind": "human", "score": 0}], "current": 0}"#,
    )
    .expect("write");
    let mut h = harness(app(
        two_humans(),
        vec![game_shell::picker::Pick::Chosen(file)],
    ));
    h.run();
    click(&mut h, "Load a saved game…");
    // Two people: the loaded game waits until Anna is at the screen.
    click(
        &mut h,
        "Anna's turn: click or press Space when Anna is at the screen",
    );
    for _ in 0..3 {
        let (slot, cell, _) = a_legal_move(h.state()).expect("a tile fits");
        click_bank(&mut h, slot);
        click_cell(&mut h, cell);
    }
    let game = h.state().game().expect("game").clone();
    assert_eq!(game.placed().len(), 3);
    // A remaining bank tile: picked up, it is offered nowhere, and a click places nothing.
    let (slot, _) = game.bank().tiles().next().expect("two tiles are left");
    click_bank(&mut h, slot);
    assert_eq!(h.query_all_by_label_contains(", legal: ").count(), 0);
    let empty = game
        .board()
        .frontier()
        .iter()
        .next()
        .expect("an empty cell");
    click_cell(&mut h, empty);
    assert_eq!(h.state().game().expect("game").placed().len(), 3);
    let sum = game.placed().points();
    click(&mut h, "End turn");
    assert_eq!(h.state().game().expect("game").players()[0].score, sum);
}

#[test]
fn ctrl_z_takes_back_the_last_tile_and_escape_puts_the_tile_down() {
    let mut h = harness(app(two_humans(), vec![]));
    start(&mut h);
    let (slot, cell, _) = a_legal_move(h.state()).expect("a tile fits");
    click_bank(&mut h, slot);
    h.key_press(egui::Key::Escape);
    h.run();
    assert_eq!(h.state().session().expect("session").selected(), None);
    click_bank(&mut h, slot);
    click_cell(&mut h, cell);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    h.run();
    assert!(h.state().game().expect("game").placed().is_empty());
}

#[test]
fn ending_a_turn_without_placing_asks_first_when_a_tile_fits() {
    let mut h = harness(app(two_humans(), vec![]));
    start(&mut h);
    h.key_press(egui::Key::Enter);
    h.run();
    assert_eq!(h.state().modal(), Some(&Modal::ConfirmEndTurn));
    click(&mut h, "Keep playing");
    assert_eq!(h.state().game().expect("game").current(), 0);
    click(&mut h, "End turn");
    click(&mut h, "End turn anyway");
    assert_eq!(h.state().game().expect("game").current(), 1);
}

#[test]
fn clicking_a_cell_where_the_tile_cannot_go_says_why() {
    let mut h = harness(app(two_humans(), vec![]));
    start(&mut h);
    let (slot, _, _) = a_legal_move(h.state()).expect("a tile fits");
    click_bank(&mut h, slot);
    click_cell(&mut h, loopit_core::Cell::new(0, 0));
    let notice = h.state().notice().expect("a message").to_owned();
    assert!(notice.contains("cannot go on A1"), "{notice}");
    assert!(
        h.query_by_label(&notice).is_some(),
        "the message is on screen"
    );
}

#[test]
fn a_game_between_computers_without_delay_runs_to_the_result() {
    let mut h = harness(app(two_computers(), vec![]));
    start(&mut h);
    step_until_a_dialog(&mut h, 2000);
    h.run();
    assert_eq!(h.state().modal(), Some(&Modal::GameOver));
    let game = h.state().game().expect("game");
    assert!(game.is_over());
    assert_eq!(
        h.query_all_by_label("Game over").count(),
        1,
        "the result beside the board, in place of the side panel"
    );
    let ranking = game.ranking();
    let winner = &game.players()[ranking[0].player].name;
    let headline = if ranking[1].place == 1 {
        "Player 1 and Player 2 share the win!".to_owned()
    } else {
        format!("{winner} wins!")
    };
    assert!(
        h.query_by_label(&headline).is_some(),
        "the ranking names the winner"
    );
    for standing in &ranking {
        let points = format!("{} points", standing.score);
        assert!(h.query_all_by_label(&points).count() >= 1, "{points} shown");
    }
    assert!(h.state().session().expect("session").log().len() > 5);
}

#[test]
fn resizing_the_window_changes_the_cell_size_and_keeps_cells_square() {
    let mut h = harness(app(two_humans(), vec![]));
    start(&mut h);
    let cell_rect = |h: &egui_kittest::Harness<'_, loopit::LoopItApp>| {
        h.get_by(|n| n.label().is_some_and(|l| l.starts_with("cell F6:")))
            .rect()
    };
    let big = cell_rect(&h);
    assert!((big.width() - big.height()).abs() < 0.5, "square: {big:?}");
    h.set_size(egui::vec2(800.0, 600.0));
    h.run();
    let small = cell_rect(&h);
    assert!(
        (small.width() - small.height()).abs() < 0.5,
        "square: {small:?}"
    );
    assert!(
        small.width() < big.width() - 5.0,
        "smaller: {} then {}",
        big.width(),
        small.width()
    );
    assert_eq!(h.state().board_layout().cell_size, small.width().round());
    h.set_size(egui::vec2(1600.0, 1000.0));
    h.run();
    assert!(cell_rect(&h).width() > big.width());
}

#[test]
fn the_title_names_the_player_to_move() {
    let mut h = harness(app(two_humans(), vec![]));
    start(&mut h);
    assert_eq!(h.state().title(), "LoopIt — Player 1 to move");
}

#[test]
fn help_opens_the_rules_with_the_scoring_example() {
    let mut h = harness(app(two_humans(), vec![]));
    h.run();
    click(&mut h, "Help");
    h.get_by_label_contains("Rules").click();
    h.run();
    assert!(h.query_by_label_contains("Total: 10").is_some());
}

#[test]
fn the_rules_show_the_scoring_example_as_the_board_draws_and_scores_it() {
    let mut h = harness(app(two_humans(), vec![]));
    h.run();
    click(&mut h, "Help");
    h.get_by_label_contains("Rules").click();
    h.run();
    // Two pictures of the board, each with its sum as the side panel words it.
    let plain = h.get_by_label("Example: 4 on G5, 4, joined 1 + 5 = 6, total 10");
    let premium = h.get_by_label("Example: 4 on F5, 4 × 2 = 8, joined 5, total 13");
    let (plain, premium) = (plain.rect(), premium.rect());
    assert!(plain.width() > 100.0 && plain.height() > 100.0, "{plain:?}");
    assert!(
        !plain.intersects(premium),
        "side by side: {plain:?} {premium:?}"
    );
    assert!(
        h.query_by_label("G5: 4, joined 1 + 5 = 6, total 10")
            .is_some()
    );
    assert!(
        h.query_by_label("F5: 4 × 2 = 8, joined 5, total 13")
            .is_some()
    );
}

#[test]
fn dragging_a_bank_tile_onto_a_highlighted_cell_places_it() {
    let mut h = harness(app(two_humans(), vec![]));
    start(&mut h);
    let (slot, cell, points) = a_legal_move(h.state()).expect("a tile fits");
    let from = {
        let prefix = format!("bank {}:", slot + 1);
        h.get_by(move |n| n.label().is_some_and(|l| l.starts_with(&prefix)))
            .rect()
            .center()
    };
    let to = {
        let prefix = format!("{}:", loopit::ui::cell_name(cell));
        h.get_by(move |n| n.label().is_some_and(|l| l.starts_with(&prefix)))
            .rect()
            .center()
    };
    // Pressed, moved in a few steps as a hand does, released.
    game_shell::testing::drag(&mut h, from, to);
    let game = h.state().game().expect("game");
    assert_eq!(game.placed().len(), 1, "the drop placed the tile");
    assert_eq!(game.placed()[0].cell, cell);
    assert_eq!(game.placed()[0].points, points);
}

#[test]
fn a_player_whose_tiles_fit_nowhere_is_told_and_sits_out_after_confirming() {
    // 122 (left-right) on the start cell; none of the bank tiles has a line at its left or right.
    let dir = tempfile::tempdir().expect("temp dir");
    let file = dir.path().join("stuck.json");
    std::fs::write(
        &file,
        r#"{"version": 1, "board": [{"row": 5, "col": 5, "tile": "122"}],
            "bank": ["125", "223", "321", "422", "522"],
            "players": [{"name": "Anna", "kind": "human", "score": 3},
                        {"name": "Ben", "kind": "human", "score": 4}], "current": 0}"#,
    )
    .expect("write");
    let mut h = harness(app(
        two_humans(),
        vec![game_shell::picker::Pick::Chosen(file)],
    ));
    h.run();
    click(&mut h, "Load a saved game…");
    assert_eq!(
        h.state().modal(),
        Some(&Modal::SitOut {
            name: "Anna".to_owned()
        })
    );
    assert!(h.query_by_label("Anna sits out").is_some());
    click(&mut h, "OK");
    let game = h.state().game().expect("game");
    assert_eq!(game.current(), 1, "Ben moves on");
    assert_eq!(game.players()[0].score, 3);
    let log = &h.state().session().expect("session").log();
    assert_eq!(
        log.last().map(|e| loopit::words::log_text(&e.summary)),
        Some("sat out: no tile fitted".to_owned())
    );
}
