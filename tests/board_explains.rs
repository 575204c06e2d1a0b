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
    // The smallest window: each reason whole in the strip under the board.
    h.set_size(egui::vec2(800.0, 600.0));
    h.run();
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
            "{cell}: the strip under the board says {why:?}"
        );
        let painted = strip_texts_whole(&h);
        assert!(painted.iter().any(|t| t == why), "{cell}: {painted:?}");
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

/// Where the board (with its frame), the side panel (from its "Scores" heading to the
/// window's right edge) and the bank's tiles are drawn, in a window `width` wide.
fn board_side_and_bank(
    h: &egui_kittest::Harness<'_, loopit::LoopItApp>,
    width: f32,
) -> (egui::Rect, egui::Rect, Vec<egui::Rect>) {
    let layout = h.state().board_layout();
    let board = layout.rect.expand(layout.frame());
    let scores = h.get_by_label("Scores").rect();
    let side = egui::Rect::from_min_max(
        egui::pos2(scores.left() - 4.0, scores.top()),
        egui::pos2(width, board.bottom()),
    );
    let bank = (1..=5)
        .filter_map(|n| {
            let prefix = format!("bank {n}:");
            h.query_by(move |node| node.label().is_some_and(|l| l.starts_with(&prefix)))
                .map(|node| node.rect())
        })
        .collect();
    (board, side, bank)
}

#[test]
fn the_points_and_the_reasons_are_said_under_the_board_and_nothing_opens_over_it() {
    // Issue 42's play test: at 800×600 the points tooltip of a hovered cell opened over the
    // side panel ("Anna to move" and its buttons), and the 3–4 line tooltips over the tiles
    // beside the cell. Now the strip under the board says it, in the window at every size.
    for (width, height) in [(800.0, 600.0), (1280.0, 800.0), (1920.0, 1080.0)] {
        let mut h = known_position(Executor::Threads);
        h.set_size(egui::vec2(width, height));
        h.run();
        click_bank(&mut h, 2); // 832
        // On E6 it joins the junction on F6, to its right.
        let cell = Cell::new(5, 4);
        hover_cell(&mut h, cell);
        let game = h.state().game().expect("the game");
        let tile = game.bank().get(2).expect("832");
        let breakdown = loopit_core::explain(game.board(), tile, cell);
        assert_eq!(breakdown.points, 21);
        let sum = loopit::words::breakdown(&breakdown);
        let line = loopit::words::line(&breakdown.lines[0]);
        let (board, side, bank) = board_side_and_bank(&h, width);
        let window = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(width, height));
        for text in ["+21 points", sum.as_str(), line.as_str()] {
            let at = h.get_by_label(text).rect();
            assert!(
                at.top() >= board.bottom() && window.contains_rect(at),
                "{width}x{height}: {text:?} at {at:?} is under the board {board:?}, whole"
            );
            assert!(
                !at.intersects(side),
                "{width}x{height}: {text:?} at {at:?} is on the side panel {side:?}"
            );
        }
        assert!(
            h.query_by_label(&format!("points: {sum}")).is_some(),
            "{width}x{height}: the explanation is named for screen readers"
        );
        let over = drawn_over_the_panels(&h);
        for (layer, rect) in &over {
            assert!(
                !rect.intersects(board) && !rect.intersects(side),
                "{width}x{height}: {layer:?} at {rect:?} over the board {board:?} or the side panel {side:?}"
            );
            for slot in &bank {
                assert!(
                    !rect.intersects(*slot),
                    "{width}x{height}: {layer:?} over the bank"
                );
            }
        }

        // A refused cell: the reason, also under the board.
        let a1 = Cell::new(0, 0);
        hover_cell(&mut h, a1);
        let at = h.get_by_label("Not on A1").rect();
        assert!(at.top() >= board.bottom(), "{width}x{height}: {at:?}");
        let game = h.state().game().expect("the game");
        let reason = game.check(2, a1).expect_err("832 runs off the board on A1");
        let why = loopit::words::refusal(&reason, a1);
        assert!(why.contains("off the board"), "{why}");
        let at = h.get_by_label(&why).rect();
        assert!(
            at.top() >= board.bottom() && at.right() <= side.left(),
            "{width}x{height}: {why}"
        );
        assert!(
            h.query_by_label(&format!("refused: {why}")).is_some(),
            "{width}x{height}: named for screen readers"
        );
        assert!(
            drawn_over_the_panels(&h)
                .iter()
                .all(|(_, r)| !r.intersects(board) && !r.intersects(side)),
            "{width}x{height}: {:?}",
            drawn_over_the_panels(&h)
        );
    }
}

#[test]
fn a_bank_tile_and_a_tile_of_this_turn_say_what_a_click_does_under_the_board() {
    // Their tooltips opened over the tiles beside them and over the board.
    let mut h = known_position(Executor::Threads);
    h.set_size(egui::vec2(800.0, 600.0));
    h.run();
    let (board, side, bank) = board_side_and_bank(&h, 800.0);
    let said = |h: &egui_kittest::Harness<'_, loopit::LoopItApp>, text: &str| {
        let at = h.get_by_label(text).rect();
        assert!(at.top() >= board.bottom(), "{text:?} at {at:?}");
        let over = drawn_over_the_panels(h);
        assert!(
            over.iter().all(|(_, r)| !r.intersects(board)
                && !r.intersects(side)
                && bank.iter().all(|s| !r.intersects(*s))),
            "{text:?}: {over:?}"
        );
    };
    h.get_by(|n| n.label().is_some_and(|l| l.starts_with("bank 2:")))
        .hover();
    // Long enough for a tooltip to have opened.
    h.run_steps(40);
    said(
        &h,
        "Click to pick up this tile, then click a highlighted cell (or drag it there)",
    );
    click_bank(&mut h, 0); // 422, on G5 above the 1 of G6
    click_cell(&mut h, Cell::new(4, 6));
    hover_cell(&mut h, Cell::new(4, 6));
    h.run_steps(40);
    said(&h, "Click to take this tile back to your bank");
    // Away from the board and the bank, the strip lists the points again.
    h.get_by_label("Scores").hover();
    h.run();
    assert!(
        h.query_by_label("Click to take this tile back to your bank")
            .is_none()
    );
    assert!(h.query_by_label("This turn:").is_some());
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

/// A game between Anna and Bo, both people, played by the computer (Normal) from seed 21
/// until Anna's bank has a tile that would continue `lines` lines or more: the game saved,
/// that tile's slot and the cell.
fn a_game_with_a_placement_of(lines: usize) -> (std::path::PathBuf, usize, Cell) {
    use loopit_core::{Game, Level, Player, ai};
    let players = vec![Player::human("Anna"), Player::human("Bo")];
    let mut game = Game::new(players, 21).expect("players");
    for _ in 0..200 {
        if game.is_over() {
            break;
        }
        if game.current() == 0 {
            let found = game.bank().tiles().find_map(|(slot, tile)| {
                game.options(slot).into_iter().find_map(|(cell, _)| {
                    (loopit_core::explain(game.board(), tile, cell).lines.len() >= lines)
                        .then_some((slot, cell))
                })
            });
            if let Some((slot, cell)) = found {
                return (saved(&game), slot, cell);
            }
        }
        ai::play_turn(&mut game, Level::Normal.strategy());
        game.end_turn();
    }
    panic!("no placement continuing {lines} lines in the game");
}

#[test]
fn a_placement_joining_two_lines_is_explained_whole_under_the_board() {
    // The strip under the board holds the heading, the sum and every line's sentence, in
    // English and German, at 800×600 (the smallest window the game is made for), at 1280×800
    // and at 1920×1080 (where the board takes the window's height). Two lines is the most a
    // placement continued in a whole game played through by the computer (three or four are
    // rare: a paragraph too long for the strip ends in "…" and is named whole for screen
    // readers).
    let (file, slot, cell) = a_game_with_a_placement_of(2);
    for (language, width, height) in [
        (None, 800.0, 600.0),
        (Some(game_shell::i18n::Language::German), 800.0, 600.0),
        (None, 1280.0, 800.0),
        (Some(game_shell::i18n::Language::German), 1280.0, 800.0),
        (None, 1920.0, 1080.0),
        (Some(game_shell::i18n::Language::German), 1920.0, 1080.0),
    ] {
        let settings = Settings {
            hot_seat_screen: Some(false),
            language,
            ..two_humans()
        };
        let mut h = harness(app_on(
            settings,
            vec![game_shell::picker::Pick::Chosen(file.clone())],
            Executor::Inline,
        ));
        h.set_size(egui::vec2(width, height));
        h.run();
        h.get_by(|n| {
            n.label()
                .is_some_and(|l| l == "Load a saved game…" || l == "Gespeichertes Spiel laden…")
        })
        .click();
        h.run();
        click_bank(&mut h, slot);
        hover_cell(&mut h, cell);
        let game = h.state().game().expect("the game");
        let tile = game.bank().get(slot).expect("the tile");
        let breakdown = loopit_core::explain(game.board(), tile, cell);
        let layout = h.state().board_layout();
        let board = layout.rect.expand(layout.frame());
        let sentences: Vec<String> = breakdown.lines.iter().map(loopit::words::line).collect();
        let paragraph = h.get_by_label(&sentences.join("  ")).rect();
        let window = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(width, height));
        assert!(
            paragraph.top() >= board.bottom() && window.contains_rect(paragraph),
            "{language:?}: {paragraph:?} under the board {board:?}"
        );
        // Painted whole: no text of the strip cut short with "…", none past its bottom.
        let painted = strip_texts_whole(&h);
        for sentence in &sentences {
            assert!(
                painted.iter().any(|t| t.contains(sentence.as_str())),
                "{language:?}: {sentence:?} in {painted:?}"
            );
        }
    }
}
