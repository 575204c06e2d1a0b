//! How LoopIt looks to a player: each seat has its colour and its letter wherever the player
//! is shown; the board takes the room it can.

mod common;

use common::*;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use game_shell::theme::{contrast, luminance};
use loopit::LoopItApp;
use loopit::settings::Settings;
use loopit::ui::seat;

/// Every shape painted in the last frame, flattened, with its clip rectangle.
fn shapes(h: &Harness<'_, LoopItApp>) -> Vec<egui::Shape> {
    fn flatten(shape: &egui::Shape, out: &mut Vec<egui::Shape>) {
        match shape {
            egui::Shape::Vec(shapes) => shapes.iter().for_each(|s| flatten(s, out)),
            other => out.push(other.clone()),
        }
    }
    let mut out = Vec::new();
    for clipped in &h.output().shapes {
        flatten(&clipped.shape, &mut out);
    }
    out
}

/// The seat discs painted inside `area`: each disc's fill and the letter painted on it.
fn discs_in(h: &Harness<'_, LoopItApp>, area: egui::Rect) -> Vec<(egui::Color32, String)> {
    let all = shapes(h);
    all.iter()
        .filter_map(|s| match s {
            egui::Shape::Circle(c) if area.contains(c.center) && c.radius >= 5.0 => {
                let letter = all.iter().find_map(|t| match t {
                    egui::Shape::Text(t)
                        if t.visual_bounding_rect().center().distance(c.center) < 2.0 =>
                    {
                        Some(t.galley.text().to_owned())
                    }
                    _ => None,
                })?;
                Some((c.fill, letter))
            }
            _ => None,
        })
        .collect()
}

/// The colours of the lines painted inside `area`.
fn line_colours_in(h: &Harness<'_, LoopItApp>, area: egui::Rect) -> Vec<egui::Color32> {
    shapes(h)
        .iter()
        .filter_map(|s| match s {
            egui::Shape::LineSegment { points, stroke }
                if points.iter().all(|p| area.contains(*p)) =>
            {
                Some(stroke.color)
            }
            egui::Shape::Path(p) if p.points.iter().all(|q| area.contains(*q)) => {
                match p.stroke.color {
                    egui::epaint::ColorMode::Solid(colour) => Some(colour),
                    egui::epaint::ColorMode::UV(_) => None,
                }
            }
            _ => None,
        })
        .collect()
}

#[test]
fn each_player_has_a_colour_and_a_letter_in_the_scores_the_log_and_the_last_turns_frames() {
    let mut h = sized(
        app_on(two_humans(), vec![], Executor::Inline),
        1280.0,
        800.0,
    );
    start(&mut h);
    let (slot, cell, _) = a_legal_move(h.state()).expect("a tile fits");
    click_bank(&mut h, slot);
    click_cell(&mut h, cell);
    // This turn's tile: framed in the colour of the player to move.
    let placed = rect_of(&h, &format!("{}:", loopit::ui::cell_name(cell)));
    let frames: Vec<egui::Color32> = shapes(&h)
        .iter()
        .filter_map(|s| match s {
            egui::Shape::Rect(r) if r.rect == placed && r.stroke.width >= 2.0 => {
                Some(r.stroke.color)
            }
            _ => None,
        })
        .collect();
    assert_eq!(frames, vec![seat::colour(0)], "this turn's frame");
    click(&mut h, "End turn");
    h.run();
    // The scores: Player 1 and Player 2 share a first letter, so their discs carry their seats.
    let first = rect_of(&h, "Player 1, human");
    let second = rect_of(&h, "Player 2, human");
    assert_eq!(discs_in(&h, first), vec![(seat::colour(0), "1".to_owned())]);
    assert_eq!(
        discs_in(&h, second),
        vec![(seat::colour(1), "2".to_owned())]
    );
    assert_ne!(seat::colour(0), seat::colour(1));
    // The log: the line of turn 1 has Player 1's disc before it.
    let line = rect_of(&h, "1. Player 1");
    let row = egui::Rect::from_min_max(
        egui::pos2(line.left() - 24.0, line.top()),
        line.right_bottom(),
    );
    assert_eq!(discs_in(&h, row), vec![(seat::colour(0), "1".to_owned())]);
    // The board: the tile Player 1 placed is framed in Player 1's colour.
    let placed = rect_of(&h, &format!("{}:", loopit::ui::cell_name(cell)));
    assert!(
        line_colours_in(&h, placed).contains(&seat::colour(0)),
        "the last turn's frame is in the colour of the player who placed it"
    );
    assert!(!line_colours_in(&h, placed).contains(&seat::colour(1)));
}

/// Drags with the mouse from `from` to `to`, as a player moves a window by its title.
fn drag(h: &mut Harness<'static, LoopItApp>, from: egui::Pos2, to: egui::Pos2) {
    let button = |pos, pressed| egui::Event::PointerButton {
        pos,
        button: egui::PointerButton::Primary,
        pressed,
        modifiers: egui::Modifiers::default(),
    };
    h.event(egui::Event::PointerMoved(from));
    h.run();
    h.event(button(from, true));
    h.run();
    for step in 1..=4 {
        h.event(egui::Event::PointerMoved(from.lerp(to, step as f32 / 4.0)));
        h.run();
    }
    h.event(button(to, false));
    h.run();
}

/// The share of the window the board (with its frame) and the bank's five tiles take, in a
/// game between two people at `width`×`height`.
fn board_share(width: f32, height: f32) -> f32 {
    let mut h = sized(app(two_humans(), vec![]), width, height);
    start(&mut h);
    h.run();
    let layout = h.state().board_layout();
    let board = layout.rect.expand(layout.frame());
    let slots: Vec<egui::Rect> = (1..=5)
        .map(|n| {
            let prefix = format!("bank {n}:");
            h.get_by(move |node| node.label().is_some_and(|l| l.starts_with(&prefix)))
                .rect()
        })
        .collect();
    let bank: f32 = slots.iter().map(|r| r.area()).sum();
    (board.area() + bank) / (width * height)
}

#[test]
fn the_board_and_the_bank_take_the_room_they_can() {
    // With the bank in a row under the board they took 33.5 % (1280×800) and 33.7 % (800×600)
    // of the window; with the bank in a column beside the board, the board grows into the
    // height the row took: 47.9 % and 46.1 % when this was written, 44.8 % and 46.1 % on
    // 5 December 2026 both before and after the tiles became pieces (docs/README.md).
    for (width, height) in [(1280.0, 800.0), (800.0, 600.0)] {
        let share = board_share(width, height);
        // Printed for docs/README.md's figure (`--nocapture`).
        eprintln!("board and bank at {width}x{height}: {:.1} %", share * 100.0);
        assert!(share > 0.42, "{width}x{height}: {:.1} %", share * 100.0);
    }
}

/// The board with its frame, as drawn in the last frame.
fn board_rect(h: &Harness<'_, LoopItApp>) -> egui::Rect {
    let layout = h.state().board_layout();
    layout.rect.expand(layout.frame())
}

/// The pieces of confetti (small filled rectangles in a seat's colour) painted over `area`.
fn confetti_in(h: &Harness<'_, LoopItApp>, area: egui::Rect) -> usize {
    let colours: Vec<egui::Color32> = (0..4).map(seat::colour).collect();
    shapes(h)
        .iter()
        .filter(|s| match s {
            egui::Shape::Rect(r) => {
                r.rect.width() < 12.0
                    && area.contains(r.rect.center())
                    && colours.iter().any(|c| c.to_opaque() == r.fill.to_opaque())
                    && r.fill.a() > 0
            }
            _ => false,
        })
        .count()
}

/// The headline of the result: "Player 1 wins!" or the shared win.
fn headline(h: &Harness<'_, LoopItApp>) -> String {
    let game = h.state().game().expect("game");
    let ranking = game.ranking();
    if ranking[1].place == 1 {
        "Player 1 and Player 2 share the win!".to_owned()
    } else {
        format!("{} wins!", game.players()[ranking[0].player].name)
    }
}

#[test]
fn the_result_is_shown_beside_the_final_board_with_replay_and_review_one_click_away() {
    let mut h = played_to_the_end(false);
    // With motion off the window rests at once: no celebration runs.
    h.run();
    let board = board_rect(&h);
    let title = rect_of(&h, &headline(&h));
    assert!(
        !title.intersects(board),
        "the result {title:?} is beside the board {board:?}, not over it"
    );
    assert!(
        board.height() > 0.6 * 800.0,
        "the final board keeps its room: {board:?}"
    );
    // The board's tiles are still there to read, and nothing covers them.
    let game = h.state().game().expect("game");
    let (cell, _) = game.board().placed().next().expect("tiles on the board");
    assert!(board.contains(rect_of(&h, &format!("{}:", loopit::ui::cell_name(cell))).center()));
    assert_eq!(confetti_in(&h, board), 0, "no celebration with motion off");
    // The chart draws each player in their seat's colour.
    let chart = rect_of(&h, "chart of the scores turn by turn");
    let lines = line_colours_in(&h, chart.expand(1.0));
    assert!(lines.contains(&seat::colour(0)) && lines.contains(&seat::colour(1)));
    // Review and Replay are one click away.
    assert!(has(&h, "Review the game"));
    click(&mut h, "Replay the game");
    assert!(h.state().replay().is_some(), "the replay is open");
}

#[test]
fn the_winner_is_celebrated_with_motion_on_and_then_the_window_rests() {
    let mut h = played_to_the_end(true);
    h.step();
    h.step();
    let board = board_rect(&h);
    assert!(confetti_in(&h, board) > 5, "confetti falls over the board");
    assert!(says(&h, &headline(&h)));
    // After its few seconds (20 ms a frame) the celebration is over and the window rests.
    for _ in 0..150 {
        h.step();
    }
    assert_eq!(confetti_in(&h, board), 0);
    h.run();
    assert!(has(&h, "Replay the game"), "the result stays");
}

/// The three looks.
const THEMES: [game_shell::theme::Theme; 3] = [
    game_shell::theme::Theme::Light,
    game_shell::theme::Theme::Dark,
    game_shell::theme::Theme::Boxed,
];

/// A game between two people started in `theme`, at 1280 × 800, settled.
fn started_in(theme: game_shell::theme::Theme) -> Harness<'static, LoopItApp> {
    let settings = Settings {
        theme,
        ..two_humans()
    };
    let mut h = sized(app_on(settings, vec![], Executor::Inline), 1280.0, 800.0);
    start(&mut h);
    h.run();
    h
}

/// A game between two people in `theme`: the fill of an empty plain cell, of a ×2 field, the
/// colour of its "×2", and the brightness a placed tile's image is drawn with.
fn board_colours(
    theme: game_shell::theme::Theme,
) -> (egui::Color32, egui::Color32, egui::Color32, u8) {
    let h = started_in(theme);
    let all = shapes(&h);
    // The square inlaid in the cell, inside the groove round it.
    let fill_at = |prefix: &str| {
        let rect = rect_of(&h, prefix);
        all.iter()
            .filter_map(|s| match s {
                egui::Shape::Rect(r)
                    if rect.contains_rect(r.rect)
                        && r.rect != rect
                        && r.rect.center() == rect.center()
                        && r.fill.a() == 255 =>
                {
                    Some(r.fill)
                }
                _ => None,
            })
            .next_back()
            .unwrap_or_else(|| panic!("{prefix} is filled"))
    };
    let plain = fill_at("cell A2: empty");
    let double = fill_at("cell F5: empty, ×2 field");
    let double_rect = rect_of(&h, "cell F5:");
    let label = all
        .iter()
        .find_map(|s| match s {
            egui::Shape::Text(t)
                if t.galley.text() == "×2"
                    && double_rect.contains(t.visual_bounding_rect().center()) =>
            {
                Some(t.fallback_color)
            }
            _ => None,
        })
        .expect("the ×2 label");
    let start = rect_of(&h, "cell F6:");
    let tile = all
        .iter()
        .find_map(|s| match s {
            egui::Shape::Mesh(m)
                if m.texture_id != egui::TextureId::default()
                    && start.contains(m.calc_bounds().center()) =>
            {
                m.vertices.first().map(|v| v.color.r())
            }
            _ => None,
        })
        .expect("the start tile's image");
    (plain, double, label, tile)
}

#[test]
fn with_the_dark_theme_the_board_is_dark_and_its_labels_and_tiles_stay_readable() {
    let (plain, double, label, tile) = board_colours(game_shell::theme::Theme::Dark);
    assert!(luminance(plain) < 0.08, "a dark cell: {plain:?}");
    assert!(luminance(double) < 0.15, "a dark ×2 field: {double:?}");
    let contrast = contrast(label, double);
    assert!(contrast >= 4.5, "×2 on its field: {contrast:.1}:1");
    assert!(
        tile >= 200,
        "the tile is drawn bright enough to read: {tile}"
    );
    // The boxed theme keeps its paper board.
    let (plain, ..) = board_colours(game_shell::theme::Theme::Boxed);
    assert!(luminance(plain) > 0.5, "a paper cell: {plain:?}");
}

#[test]
fn the_hand_over_card_waits_beside_the_board_and_the_bank_then_sits_right_beside_it() {
    // Play test of issue 42: the card covered the middle of the board, and with it the turn
    // just played.
    let mut h = sized(app(two_humans(), vec![]), 1280.0, 800.0);
    h.run();
    click(&mut h, "Start game");
    let board = board_rect(&h);
    let card = rect_of(&h, "Player 1's turn: click or press Space");
    assert!(
        !card.intersects(board),
        "the card {card:?} keeps off the board {board:?}"
    );
    assert!(
        card.right() <= board.left() && card.width() >= 120.0,
        "{card:?} in the bank's place left of the board {board:?}"
    );
    assert!(!has_prefix(&h, "bank 1:"), "the tiles stay hidden");
    h.key_press(egui::Key::Space);
    h.run();
    let slot = rect_of(&h, "bank 1:");
    let gap = board.left() - slot.right();
    assert!(
        (0.0..40.0).contains(&gap),
        "the bank's column {slot:?} is right beside the board {board:?}"
    );
}

#[test]
fn a_help_window_opened_while_the_hand_over_card_waits_is_drawn_over_the_card() {
    // Play test of issue 42: Help ▸ Reading the board opened under the "Anna's turn" card,
    // which covered the middle of the help text.
    let mut h = sized(app(two_humans(), vec![]), 1280.0, 800.0);
    h.run();
    click(&mut h, "Start game");
    let card = rect_of(&h, "Player 1's turn: click or press Space");
    click(&mut h, "Help");
    click(&mut h, "Reading the board");
    h.run();
    let help_window = |h: &Harness<'static, LoopItApp>| {
        h.query_all_by(|n| n.label().is_some_and(|l| l == "Reading the board"))
            .map(|n| n.rect())
            .max_by(|a, b| a.area().total_cmp(&b.area()))
            .expect("the help window is open")
    };
    // The card waits beside the board now: the window is dragged by its title over it.
    let title = help_window(&h).center_top() + egui::vec2(0.0, 12.0);
    let to = card.center() + (title - help_window(&h).center_top()) + egui::vec2(0.0, -4.0);
    drag(&mut h, title, to);
    let help = help_window(&h);
    let shared = card.intersect(help);
    assert!(
        shared.is_positive(),
        "the window {help:?} and the card {card:?} overlap, as they did in the play test"
    );
    let on_top = h.ctx.layer_id_at(shared.center()).expect("a layer there");
    assert_ne!(
        on_top.id,
        egui::Id::unique("hot-seat-ready"),
        "the card is drawn over the help window"
    );
}

/// The texts painted in the last frame whose middle is inside `area` and which are cut: not
/// wholly inside their clip rectangle or the window.
fn cut_texts_in(h: &Harness<'_, LoopItApp>, area: egui::Rect) -> Vec<(String, egui::Rect)> {
    fn flatten(shape: &egui::Shape, clip: egui::Rect, out: &mut Vec<(egui::Shape, egui::Rect)>) {
        match shape {
            egui::Shape::Vec(shapes) => shapes.iter().for_each(|s| flatten(s, clip, out)),
            other => out.push((other.clone(), clip)),
        }
    }
    let window = h.ctx.content_rect();
    let mut all = Vec::new();
    for clipped in &h.output().shapes {
        flatten(&clipped.shape, clipped.clip_rect, &mut all);
    }
    all.into_iter()
        .filter_map(|(shape, clip)| match shape {
            egui::Shape::Text(t) if !t.galley.text().trim().is_empty() => {
                let bounds = t.visual_bounding_rect();
                let room = clip.intersect(window).expand(0.5);
                (area.contains(bounds.center()) && !room.contains_rect(bounds))
                    .then(|| (t.galley.text().to_owned(), bounds))
            }
            _ => None,
        })
        .collect()
}

/// `settings` in German.
fn german(settings: Settings) -> Settings {
    Settings {
        language: Some(game_shell::i18n::Language::German),
        ..settings
    }
}

/// A game between two computers in `language`, played to its end in a window of
/// `width`×`height`, the result shown beside the final board, motion off.
fn over_in(settings: Settings, width: f32, height: f32) -> Harness<'static, LoopItApp> {
    let settings = Settings {
        motion: Some(false),
        ..settings
    };
    let mut h = ticking(
        app_on(settings, vec![], Executor::Inline),
        width,
        height,
        0.02,
    );
    h.run();
    click_start_game(&mut h);
    step_until_a_dialog(&mut h, 20_000);
    h.run();
    h
}

#[test]
fn the_result_beside_the_final_board_is_whole_in_the_window_in_english_and_german() {
    // Play test of issue 42: at 800×600 the result was cut at both sides ("ame over", "lace",
    // the chart's right side).
    for (settings, width, height, words) in [
        (
            two_computers(),
            800.0,
            600.0,
            ["Game over", "Total", "chart of the scores"],
        ),
        (
            german(two_computers()),
            800.0,
            600.0,
            ["Spielende", "Summe", "Diagramm"],
        ),
        (
            two_computers(),
            1280.0,
            800.0,
            ["Game over", "Total", "chart of the scores"],
        ),
    ] {
        let h = over_in(settings, width, height);
        let window = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(width, height));
        let board = board_rect(&h);
        let beside = egui::Rect::from_min_max(egui::pos2(board.right(), 0.0), window.max);
        for word in words {
            let rect = rect_of(&h, word);
            assert!(
                window.contains_rect(rect) && !rect.intersects(board),
                "{width}x{height}: {word:?} at {rect:?} is whole beside the board {board:?}"
            );
        }
        let cut = cut_texts_in(&h, beside);
        assert!(cut.is_empty(), "{width}x{height}: cut {cut:?}");
    }
}

/// A game between two people in a window of `width`×`height`: Player 1's turn of up to three
/// tiles ended, Player 2 at the screen with a tile placed, the first turn pinned from the log
/// and a hint shown: the chips of this turn, the last turn, the turn shown and the hint under
/// the board.
fn every_chip(settings: Settings, width: f32, height: f32) -> Harness<'static, LoopItApp> {
    let mut h = sized(app_on(settings, vec![], Executor::Inline), width, height);
    h.run();
    click_start_game(&mut h);
    h.run();
    for tiles in [3, 1] {
        h.key_press(egui::Key::Space);
        h.run();
        for _ in 0..tiles {
            if let Some((slot, cell, _)) = a_legal_move(h.state()) {
                // The bank and the cell named in the language in use.
                click_bank(&mut h, slot);
                click_cell(&mut h, cell);
            }
        }
        if h.state().game().is_some_and(|g| g.current() == 0) {
            h.key_press(egui::Key::Enter);
            h.run();
        }
    }
    h.get_by(|n| n.label().is_some_and(|l| l.starts_with("1. ")))
        .click();
    h.run();
    h.key_press(egui::Key::H);
    h.run();
    h
}

#[test]
fn the_chips_under_the_board_wrap_and_each_is_whole_in_the_window() {
    // Play test of issue 42: with the last turn, the turn shown and the hint, the last chip
    // read "+3" for "+39" at 1280×800, and at 800×600 the hint's chips were cut.
    for (settings, width, height, hint) in [
        (two_humans(), 1280.0, 800.0, "Suggested:"),
        (two_humans(), 800.0, 600.0, "Suggested:"),
        (german(two_humans()), 800.0, 600.0, "Vorschlag:"),
    ] {
        let h = every_chip(settings, width, height);
        let board = board_rect(&h);
        let strip = egui::Rect::from_min_max(
            egui::pos2(0.0, board.bottom()),
            egui::pos2(width, board.bottom() + 60.0),
        );
        let texts: Vec<String> = shapes(&h)
            .iter()
            .filter_map(|s| match s {
                egui::Shape::Text(t) if strip.contains(t.visual_bounding_rect().center()) => {
                    Some(t.galley.text().trim().to_owned())
                }
                _ => None,
            })
            .collect();
        assert!(
            texts.iter().any(|t| t == hint),
            "{width}x{height}: the hint's chips are under the board: {texts:?}"
        );
        // Its chips, "1: I2 +39" and on: painted, whole or not.
        let chips = texts
            .iter()
            .filter(|t| t.starts_with(|c: char| c.is_ascii_digit()) && t.contains(": "))
            .count();
        assert!(chips > 0, "{width}x{height}: the hint's chips: {texts:?}");
        let cut = cut_texts_in(&h, strip);
        assert!(cut.is_empty(), "{width}x{height}: cut {cut:?} of {texts:?}");
    }
}

#[test]
fn a_score_with_this_turns_points_keeps_off_the_kind_of_player_under_the_name() {
    // Play test of issue 42: at 800×600, "325 (+44)" was drawn over "computer (Normal)" while
    // the computer placed its tiles.
    for settings in [two_computers(), german(two_computers())] {
        let settings = Settings {
            computer_delay_ms: 200,
            motion: Some(false),
            ..settings
        };
        let mut h = ticking(
            app_on(settings, vec![], Executor::Inline),
            800.0,
            600.0,
            0.05,
        );
        h.run();
        click_start_game(&mut h);
        // Frames with a computer's tiles placed and a score of three figures before them.
        let mut seen = 0;
        let mut steps = 0;
        while seen < 20 {
            h.step();
            steps += 1;
            assert!(
                steps < 20_000 && h.state().modal().is_none(),
                "{seen} frames"
            );
            let game = h.state().game().expect("game");
            let player = game.current_player();
            if game.placed().points() == 0 || player.score < 100 {
                continue;
            }
            seen += 1;
            let name = format!("{}, ", player.name);
            let row = h
                .query_all_by(|n| {
                    n.label()
                        .is_some_and(|l| l.starts_with(&name) && l.contains(", "))
                })
                .map(|n| n.rect())
                .find(|r| r.height() < 40.0)
                .expect("the row of the player to move");
            let texts: Vec<(String, egui::Rect)> = shapes(&h)
                .iter()
                .filter_map(|s| match s {
                    egui::Shape::Text(t) if row.contains(t.visual_bounding_rect().center()) => {
                        Some((t.galley.text().to_owned(), t.visual_bounding_rect()))
                    }
                    _ => None,
                })
                .collect();
            assert!(texts.len() >= 3, "name, kind and score: {texts:?}");
            for (i, (a, ra)) in texts.iter().enumerate() {
                for (b, rb) in &texts[i + 1..] {
                    assert!(
                        !ra.intersects(*rb),
                        "{a:?} {ra:?} and {b:?} {rb:?} overlap in {row:?}"
                    );
                }
            }
        }
    }
}

/// The piece painted inside `area`: its tile image's rectangle and how soft the shadow under
/// it is (the blur of the largest blurred shape there).
fn piece_in(h: &Harness<'_, LoopItApp>, area: egui::Rect) -> (egui::Rect, f32) {
    let all = shapes(h);
    let image = all
        .iter()
        .find_map(|s| match s {
            egui::Shape::Mesh(m)
                if m.texture_id != egui::TextureId::default()
                    && area.contains(m.calc_bounds().center()) =>
            {
                Some(m.calc_bounds())
            }
            _ => None,
        })
        .unwrap_or_else(|| panic!("a tile in {area:?}"));
    let blur = all
        .iter()
        .filter_map(|s| match s {
            egui::Shape::Rect(r) if r.blur_width > 0.0 && area.contains(r.rect.center()) => {
                Some(r.blur_width)
            }
            _ => None,
        })
        .fold(0.0, f32::max);
    (image, blur)
}

#[test]
fn tiles_are_pieces_with_a_shadow_and_the_picked_up_one_is_lifted_in_every_theme() {
    // Issue 42: "tiles that look like pieces (depth, a shadow, a lift on pick-up)".
    for theme in THEMES {
        let mut h = started_in(theme);
        let (_, on_board) = piece_in(&h, rect_of(&h, "cell F6:"));
        assert!(
            on_board > 0.0,
            "{theme:?}: the start tile casts a soft shadow"
        );
        let (slot, _, _) = a_legal_move(h.state()).expect("a tile fits");
        let other = (slot + 1) % 5;
        click_bank(&mut h, slot);
        let picked = rect_of(&h, &format!("bank {}:", slot + 1));
        let lying = rect_of(&h, &format!("bank {}:", other + 1));
        let (face, lifted) = piece_in(&h, picked);
        let (rest, resting) = piece_in(&h, lying);
        assert!(resting > 0.0, "{theme:?}: a bank tile casts a shadow");
        assert!(
            (lying.center().y - rest.center().y).abs() < 0.5,
            "{theme:?}: a tile lies in its slot: {rest:?} in {lying:?}"
        );
        assert!(
            picked.center().y - face.center().y >= 3.0,
            "{theme:?}: the picked-up tile stands above its slot: {face:?} in {picked:?}"
        );
        assert!(
            lifted > resting,
            "{theme:?}: its shadow is softer: {lifted} against {resting}"
        );
        // Lifted with its frame (3 points round it, 2 away), it covers neither the heading
        // nor another tile.
        let framed = face.expand(5.0);
        // "Bank" over the name, in the bank's column.
        let bank = rect_of(&h, "Bank");
        let heading = h
            .query_all_by_label("Player 1")
            .map(|node| node.rect())
            .filter(|rect| rect.top() >= bank.bottom() - 1.0 && rect.center().x < face.right())
            .fold(bank, |all, rect| all.union(rect));
        assert!(!framed.intersects(heading), "{framed:?} under {heading:?}");
        for n in (1..=5).filter(|&n| n != slot + 1) {
            let tile = rect_of(&h, &format!("bank {n}:"));
            assert!(!framed.intersects(tile), "{framed:?} over {tile:?}");
        }
    }
}

/// The texts painted in the last frame in a size smaller than `least`, with their size.
fn texts_smaller_than(h: &Harness<'_, LoopItApp>, least: f32) -> Vec<(String, f32)> {
    shapes(h)
        .iter()
        .filter_map(|s| match s {
            egui::Shape::Text(t) if !t.galley.text().trim().is_empty() => {
                let size = t
                    .galley
                    .job
                    .sections
                    .iter()
                    .map(|s| s.format.font_id.size)
                    .fold(f32::INFINITY, f32::min);
                (size < least - 0.01).then(|| (t.galley.text().to_owned(), size))
            }
            _ => None,
        })
        .collect()
}

#[test]
fn no_text_is_smaller_than_the_help_pages_text_in_english_and_german() {
    // Issue 42: "one type scale (no text smaller than what the Help pages use at 1280×800),
    // checked in both languages".
    let least = loopit::ui::text::BODY;
    for (language, options, help, [rules, reading, learn]) in [
        (
            game_shell::i18n::Language::English,
            "Options…",
            "Help",
            ["Rules", "Reading the board", "Learn to play"],
        ),
        (
            game_shell::i18n::Language::German,
            "Einstellungen…",
            "Hilfe",
            ["Spielregeln", "Das Spielbrett lesen", "Spielen lernen"],
        ),
    ] {
        let settings = Settings {
            language: Some(language),
            hot_seat_screen: Some(false),
            ..two_humans()
        };
        let mut h = sized(app_on(settings, vec![], Executor::Inline), 1280.0, 800.0);
        h.run();
        let mut small = Vec::new();
        let mut look = |h: &Harness<'_, LoopItApp>, what: &str| {
            for (text, size) in texts_smaller_than(h, least) {
                small.push(format!("{language:?}, {what}: {text:?} at {size}"));
            }
        };
        look(&h, "setup");
        h.key_press(egui::Key::Enter);
        h.run();
        look(&h, "a new game");
        // A turn: a tile placed, another picked up and previewed, the hint shown.
        // "bank 1:" or "Bank 1:".
        let (slot, cell, _) = a_legal_move(h.state()).expect("a tile fits");
        click_bank(&mut h, slot);
        click_cell(&mut h, cell);
        h.key_press(egui::Key::H);
        h.run();
        if let Some((slot, cell, _)) = a_legal_move(h.state()) {
            click_bank(&mut h, slot);
            hover_cell(&mut h, cell);
        }
        look(&h, "a turn with a preview and a hint");
        h.key_press(egui::Key::Escape);
        h.key_press(egui::Key::Enter);
        h.run();
        look(&h, "the next turn");
        h.get_by_label(options).click();
        h.run();
        look(&h, "the options");
        h.key_press(egui::Key::Escape);
        h.run();
        for page in [reading, rules] {
            click(&mut h, help);
            h.get_by_label_contains(page).click();
            h.run();
            look(&h, page);
        }
        // The guided game, its panel above the board.
        click(&mut h, help);
        h.get_by_label_contains(learn).click();
        h.run();
        if h.state().guide().is_none() {
            // Asked first whether to keep the game: not saved.
            h.key_press(egui::Key::Escape);
            h.run();
        }
        look(&h, "the guide");
        small.dedup();
        assert!(small.is_empty(), "{small:#?}");
    }
}

#[test]
fn the_board_has_a_rimmed_frame_and_its_cells_are_squares_inlaid_in_grooves_in_every_theme() {
    // Issue 42: "the board like a board (not a grid of form cells)".
    for theme in THEMES {
        let h = started_in(theme);
        let colours = loopit::ui::palette::Board::of(theme);
        let board = board_rect(&h);
        let all = shapes(&h);
        let rects: Vec<&egui::epaint::RectShape> = all
            .iter()
            .filter_map(|s| match s {
                egui::Shape::Rect(r) => Some(r),
                _ => None,
            })
            .collect();
        assert!(
            rects
                .iter()
                .any(|r| r.rect == board && r.stroke.color == colours.rim && r.stroke.width > 1.0),
            "{theme:?}: a lit rim round the frame"
        );
        assert!(
            rects.iter().any(|r| r.blur_width > 0.0
                && r.rect.width() >= board.width() - 1.0
                && board.intersects(r.rect)),
            "{theme:?}: the board casts a shadow"
        );
        let cell = rect_of(&h, "cell A2:");
        assert!(
            rects
                .iter()
                .any(|r| r.rect == cell && r.fill == colours.grid),
            "{theme:?}: the groove round the cell"
        );
        let square = rects
            .iter()
            .find(|r| r.fill == colours.cell && cell.contains_rect(r.rect) && r.rect != cell)
            .unwrap_or_else(|| panic!("{theme:?}: the cell's square"));
        assert!(
            square.rect.left() > cell.left() && square.rect.bottom() < cell.bottom(),
            "{theme:?}: the square {:?} is inlaid in {cell:?}",
            square.rect
        );
    }
}
