//! The board explains itself: why a tile cannot go on a cell, how the points add up, what the
//! log's turns were, and the small things a new player notices.

mod common;

use common::*;
use egui_kittest::kittest::{NodeT, Queryable};
use loopit::navigation::Modal;
use loopit::settings::Settings;
use loopit_core::Cell;

#[test]
fn refusal_marks_draw_the_side_at_fault_for_every_rule() {
    use loopit::ui::board::{RefusalMark, refusal_marks};
    use loopit_core::{Edge, PlaceError};
    let t = |n: &str| n.parse::<loopit_core::Tile>().expect("tile");
    for (reason, side) in [
        (
            PlaceError::RunsOffBoard { edge: Edge::N },
            Some(RefusalMark::Edge(Edge::N)),
        ),
        (
            PlaceError::LineNotMet {
                edge: Edge::W,
                neighbour: t("541"),
            },
            Some(RefusalMark::Edge(Edge::W)),
        ),
        (
            PlaceError::CutsLine {
                edge: Edge::E,
                neighbour: t("541"),
            },
            Some(RefusalMark::Edge(Edge::E)),
        ),
        (PlaceError::ContinuesNoLine, Some(RefusalMark::AllRound)),
    ] {
        let marks = refusal_marks(&reason);
        assert_eq!(marks[0], RefusalMark::Cross, "{reason:?}");
        assert_eq!(marks.get(1).copied(), side, "{reason:?}");
    }
}

#[test]
fn pointing_at_a_refused_cell_says_why_in_board_terms() {
    let mut h = known_position(Executor::Threads);
    click_bank(&mut h, 0); // 422: lines at the top and the bottom
    for (cell, why) in [
        (
            Cell::new(6, 6),
            "Its line at the top would end against the 1 above it (G6), which has no line on that side.",
        ),
        (
            Cell::new(5, 4),
            "The 5 to its right (F6) has a line on this side, and this tile has none at the right: it would cut the line off.",
        ),
        (
            Cell::new(0, 0),
            "Its line at the top would run off the board.",
        ),
        (
            Cell::new(5, 7),
            "None of its lines would meet a line of a tile on the board: a tile must continue at least one line.",
        ),
    ] {
        hover_cell(&mut h, cell);
        assert!(
            h.query_by_label(why).is_some(),
            "{cell}: the tooltip says {why:?}"
        );
    }
}

#[test]
fn pointing_at_a_legal_cell_shows_how_the_points_add_up() {
    let mut h = known_position(Executor::Threads);
    click_bank(&mut h, 0);
    hover_cell(&mut h, Cell::new(4, 6));
    assert!(h.query_by_label("+10 points").is_some());
    assert!(h.query_by_label("4, joined 1 + 5 = 6, total 10").is_some());
    assert!(
        h.query_by_label("The line at the bottom joins 2 tiles and stops at the junction on F6.")
            .is_some()
    );
    hover_cell(&mut h, Cell::new(4, 5));
    assert!(h.query_by_label("4 × 2 = 8, joined 5, total 13").is_some());
}

#[test]
fn the_turn_panel_explains_each_placement_and_the_log_names_cells() {
    let mut h = known_position(Executor::Threads);
    click_bank(&mut h, 0);
    click_cell(&mut h, Cell::new(4, 6));
    assert!(h.query_by_label("1. 4 on G5").is_some());
    assert!(h.query_by_label("4, joined 1 + 5 = 6, total 10").is_some());
    click(&mut h, "End turn");
    let line = "1. Anna: 4 on G5 (+10): 10 points";
    assert!(h.query_by_label(line).is_some(), "the log line");
    // The last turn's points stay on the board.
    assert!(
        label_of(&h, "cell G5:").contains("placed last turn for 10 points"),
        "{}",
        label_of(&h, "cell G5:")
    );
    // Pointing at the log line shows that turn's tiles on the board.
    h.get_by_label(line).hover();
    h.run();
    assert!(label_of(&h, "cell G5:").contains("shown from the log"));
    // Clicking keeps it shown when the pointer leaves.
    h.get_by_label(line).click();
    h.run();
    hover_cell(&mut h, Cell::new(0, 0));
    assert!(label_of(&h, "cell G5:").contains("shown from the log"));
}

#[test]
fn escape_and_the_setup_screen_clear_the_message() {
    let mut h = known_position(Executor::Threads);
    click_bank(&mut h, 0);
    assert!(h.state().notice().is_some());
    h.key_press(egui::Key::Escape);
    h.run();
    assert_eq!(h.state().notice(), None);
    click_bank(&mut h, 0);
    assert!(h.state().notice().is_some());
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::N);
    h.run();
    assert!(h.state().showing_setup());
    assert_eq!(h.state().notice(), None);
}

#[test]
fn the_game_over_view_ranks_players_with_their_best_turn_and_the_true_reason() {
    let mut h = harness(app(two_computers(), vec![]));
    start(&mut h);
    let before = h.state().board_layout().cell_size;
    step_until_a_dialog(&mut h, 2000);
    h.run();
    assert_eq!(h.state().modal(), Some(&Modal::GameOver));
    assert_eq!(
        h.state().board_layout().cell_size,
        before,
        "the board keeps its size when the game ends"
    );
    let game = h.state().game().expect("game");
    let left = 81 - game.board().len();
    let reason = if left == 0 {
        "The game is over: all 81 tiles are on the board.".to_owned()
    } else if left == 1 {
        "The game is over: the last tile fits nowhere on the board.".to_owned()
    } else {
        format!("The game is over: none of the {left} tiles left fits anywhere on the board.")
    };
    assert!(h.query_all_by_label(&reason).count() >= 1, "{reason}");
    assert!(h.query_by_label("Best turn").is_some());
    assert!(
        h.query_by_label("chart of the scores turn by turn")
            .is_some()
    );
}

#[test]
fn the_computer_delay_box_keeps_every_digit_typed() {
    let mut h = harness(app(two_humans(), vec![]));
    h.run();
    click(&mut h, "Options…");
    // The number beside the slider: click it to type, then type a delay digit by digit.
    h.get_all_by_role(egui::accesskit::Role::SpinButton)
        .next()
        .expect("the delay's number box")
        .click();
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    for digit in ["1", "2", "3", "4"] {
        h.event(egui::Event::Text(digit.to_owned()));
        h.run();
    }
    h.key_press(egui::Key::Enter);
    h.run();
    assert_eq!(h.state().settings().settings.computer_delay_ms, 1234);
}

#[test]
fn the_points_tooltip_stands_beside_the_tiles_it_explains_not_on_them() {
    let mut h = known_position(Executor::Threads);
    click_bank(&mut h, 2);
    // 832 on E6 joins the junction on F6, to its right (where a tooltip used to open).
    hover_cell(&mut h, Cell::new(5, 4));
    let tip = h.get_by_label("+21 points").rect();
    for cell in [Cell::new(5, 4), Cell::new(5, 5)] {
        let prefix = format!("{}:", loopit::ui::cell_name(cell));
        let at = h
            .get_by(move |n| n.label().is_some_and(|l| l.starts_with(&prefix)))
            .rect();
        assert!(
            !tip.shrink(1.0).intersects(at),
            "the tooltip {tip:?} covers {cell:?} at {at:?}"
        );
    }
}

#[test]
fn the_previewed_tile_hides_the_premium_label_under_it() {
    // Issue 42: the hover preview was so faint that the cell's "×2" showed through it.
    let mut h = known_position(Executor::Threads);
    let game = h.state().game().expect("game");
    let (slot, cell) = game
        .bank()
        .tiles()
        .find_map(|(slot, _)| {
            Cell::all()
                .find(|&c| game.legal_cells(slot).contains(c) && loopit_core::premium(c) > 1)
                .map(|c| (slot, c))
        })
        .expect("a legal premium cell");
    let label = format!("×{}", loopit_core::premium(cell));
    click_bank(&mut h, slot);
    hover_cell(&mut h, cell);
    let prefix = format!("{}:", loopit::ui::cell_name(cell));
    let at = h
        .get_by(move |n| n.label().is_some_and(|l| l.starts_with(&prefix)))
        .rect();
    // Every shape of the frame in order: the label, then something opaque over it.
    let mut shapes = Vec::new();
    fn flatten(shape: &egui::Shape, out: &mut Vec<egui::Shape>) {
        match shape {
            egui::Shape::Vec(v) => v.iter().for_each(|s| flatten(s, out)),
            other => out.push(other.clone()),
        }
    }
    for clipped in &h.output().shapes {
        flatten(&clipped.shape, &mut shapes);
    }
    let drawn = shapes.iter().position(|s| {
        matches!(s, egui::Shape::Text(t) if t.galley.text() == label && at.contains(t.visual_bounding_rect().center()))
    });
    if let Some(drawn) = drawn {
        let text = shapes[drawn].visual_bounding_rect();
        let hidden = shapes[drawn + 1..].iter().any(|s| {
            matches!(s, egui::Shape::Rect(r) if r.fill.a() == 255 && r.rect.contains_rect(text))
        });
        assert!(
            hidden,
            "the {label} of {cell:?} shows through the previewed tile"
        );
    }
}

#[test]
fn reading_the_board_puts_the_legal_dot_where_the_board_draws_it() {
    // Issue 42: the help said the legal cell's dot was "in the middle"; it is in the top-left
    // corner.
    let mut h = harness(app(two_humans(), vec![]));
    h.run();
    click(&mut h, "Help");
    click(&mut h, "Reading the board");
    assert!(says(
        &h,
        "Where the picked-up tile may go: green, with a dot in the top-left corner"
    ));
}

#[test]
fn reading_the_board_explains_the_hints_teal_brackets_and_numbered_badges() {
    // Play test of issue 42: Help ▸ Reading the board did not explain the hint's marks.
    for (settings, words) in [
        (
            two_humans(),
            "A hint (H, or Hint in the Turn menu): the suggested tiles",
        ),
        (
            Settings {
                language: Some(game_shell::i18n::Language::German),
                ..two_humans()
            },
            "Ein Tipp (H, oder Tipp im Menü Zug): die vorgeschlagenen Steine",
        ),
    ] {
        let german = settings.language == Some(game_shell::i18n::Language::German);
        let mut h = harness(app_on(settings, vec![], Executor::Inline));
        h.run();
        click(&mut h, if german { "Hilfe" } else { "Help" });
        click(
            &mut h,
            if german {
                "Das Spielbrett lesen"
            } else {
                "Reading the board"
            },
        );
        assert!(says(&h, words), "{words}");
    }
}

#[test]
fn the_rules_describe_the_tiles_as_the_window_shows_them_and_each_level_once() {
    // Play test of issue 42: the English rules named tiles "331", which the window never
    // shows, and described Normal and Strong twice.
    for (language, help, rules, levels) in [
        (
            game_shell::i18n::Language::English,
            "Help",
            "Rules",
            ["Beginner", "Normal", "Strong", "Expert"],
        ),
        (
            game_shell::i18n::Language::German,
            "Hilfe",
            "Spielregeln",
            ["Anfänger", "Normal", "Stark", "Experte"],
        ),
    ] {
        let settings = Settings {
            language: Some(language),
            ..two_humans()
        };
        let mut h = harness(app_on(settings, vec![], Executor::Inline));
        h.run();
        click(&mut h, help);
        h.get_by_label_contains(rules).click();
        h.run();
        let texts: Vec<String> = h
            .query_all_by(|n| n.value().is_some() || n.label().is_some())
            .filter_map(|n| {
                let node = n.accesskit_node();
                node.value().or_else(|| node.label())
            })
            .collect();
        assert!(
            texts.iter().any(|t| t.contains("81")),
            "{language:?}: the rules are open"
        );
        for text in &texts {
            let names: Vec<&str> = text
                .split(|c: char| !c.is_ascii_digit())
                .filter(|w| w.len() == 3 && w.parse::<loopit_core::Tile>().is_ok())
                .collect();
            assert!(names.is_empty(), "{language:?}: {names:?} in {text:?}");
        }
        for level in levels {
            let about = format!("{level}: ");
            let told = texts.iter().filter(|t| t.contains(&about)).count();
            assert_eq!(told, 1, "{language:?}: {level} described {told} times");
        }
    }
}
