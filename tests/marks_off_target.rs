//! Explanations never on the target (issue 42): for a hovered cell, a picked-up tile, a hint
//! and a review step, nothing the frame paints covers the tile's lines and number (or the
//! premium label and the legal-cell mark) on the cell it explains or on its neighbours. The
//! test reads the shapes egui was given for the frame, so it holds whatever draws them.

mod common;

use common::*;
use egui::epaint::{ClippedShape, Shape, StrokeKind};
use egui::{Pos2, Rect};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use game_shell::picker::Pick;
use loopit::LoopItApp;
use loopit_core::{Cell, Edge, Level, Player};

fn cell_rect(h: &Harness<'_, LoopItApp>, cell: Cell) -> Rect {
    let prefix = format!("{}:", loopit::ui::cell_name(cell));
    h.get_by(move |n| n.label().is_some_and(|l| l.starts_with(&prefix)))
        .rect()
}

/// `cells` and their neighbours on the board.
fn with_neighbours(cells: &[Cell]) -> Vec<Cell> {
    let mut all: Vec<Cell> = Vec::new();
    for &cell in cells {
        for near in std::iter::once(Some(cell))
            .chain([Edge::N, Edge::E, Edge::S, Edge::W].map(|e| cell.neighbour(e)))
            .flatten()
        {
            if !all.contains(&near) {
                all.push(near);
            }
        }
    }
    all
}

/// The part of a cell where a tile's lines and number are drawn (and an empty cell's premium
/// label and legal-cell mark): all of it but the narrow ring a turn's frame takes.
fn tile_area(cell: Rect) -> Rect {
    cell.shrink(loopit::ui::marks::frame_width(cell.width()))
}

fn flatten<'a>(shape: &'a Shape, out: &mut Vec<&'a Shape>) {
    match shape {
        Shape::Vec(shapes) => shapes.iter().for_each(|s| flatten(s, out)),
        other => out.push(other),
    }
}

fn hits(rect: Rect, clip: Rect, area: Rect) -> bool {
    let r = rect.intersect(clip).intersect(area);
    r.is_positive() && r.width() > 0.5 && r.height() > 0.5
}

/// Whether a line of `width` from `a` to `b` reaches into `area`.
fn segment_hits(a: Pos2, b: Pos2, width: f32, clip: Rect, area: Rect) -> bool {
    let steps = (a - b).length().ceil().max(1.0) as usize;
    (0..=steps).any(|i| {
        let p = a.lerp(b, i as f32 / steps as f32);
        hits(
            Rect::from_center_size(p, egui::Vec2::splat(width.max(1.0))),
            clip,
            area,
        )
    })
}

/// Every shape of the last frame that covers the tile area of one of `cells`, described.
/// Left alone: what paints a cell itself, whole (its colour, a tile's image and shadow, the
/// legal cells' tint), frames and brackets in the ring round the tile area, the small
/// legal-cell dot, the premium labels, and the start cell's gold corner under its tile.
fn intruders(h: &Harness<'_, LoopItApp>, cells: &[Cell]) -> Vec<String> {
    let areas: Vec<(Cell, Rect, Rect)> = cells
        .iter()
        .map(|&c| {
            let rect = cell_rect(h, c);
            (c, rect, tile_area(rect).shrink(1.0))
        })
        .collect();
    let mut found = Vec::new();
    let mut shapes = Vec::new();
    for ClippedShape { shape, .. } in &h.output().shapes {
        flatten(shape, &mut shapes);
    }
    let clips: Vec<Rect> = h
        .output()
        .shapes
        .iter()
        .flat_map(|c| {
            let mut v = Vec::new();
            flatten(&c.shape, &mut v);
            std::iter::repeat_n(c.clip_rect, v.len())
        })
        .collect();
    for (shape, clip) in shapes.iter().zip(clips) {
        for &(cell, rect, area) in &areas {
            let covers = match shape {
                Shape::Rect(r) => {
                    let filled = r.fill.a() > 0 || r.brush.is_some();
                    if filled {
                        !r.rect.expand(1.5).contains_rect(area.expand(1.0))
                            && hits(r.rect, clip, area)
                    } else {
                        let inner = match r.stroke_kind {
                            StrokeKind::Inside => r.rect.shrink(r.stroke.width),
                            StrokeKind::Middle => r.rect.shrink(r.stroke.width / 2.0),
                            StrokeKind::Outside => r.rect,
                        };
                        r.stroke.width > 0.0
                            && hits(r.rect.expand(r.stroke.width), clip, area)
                            && !inner.expand(0.5).contains_rect(area)
                    }
                }
                Shape::Circle(c) => {
                    if c.fill.a() > 0 {
                        c.radius > rect.width() * 0.08
                            && hits(
                                Rect::from_center_size(c.center, egui::Vec2::splat(2.0 * c.radius)),
                                clip,
                                area,
                            )
                    } else {
                        let near = area.distance_to_pos(c.center);
                        let far = [
                            area.left_top(),
                            area.right_top(),
                            area.left_bottom(),
                            area.right_bottom(),
                        ]
                        .iter()
                        .map(|p| p.distance(c.center))
                        .fold(0.0, f32::max);
                        let w = c.stroke.width / 2.0;
                        far >= c.radius - w && near <= c.radius + w && clip.intersects(area)
                    }
                }
                Shape::Path(p) => {
                    if p.closed && p.fill.a() > 0 {
                        let bounds = Rect::from_points(&p.points);
                        let start_corner = cell == Cell::START
                            && bounds.max.x <= rect.left() + rect.width() * 0.26
                            && bounds.max.y <= rect.top() + rect.width() * 0.26;
                        !start_corner && hits(bounds, clip, area)
                    } else {
                        p.points
                            .windows(2)
                            .any(|w| segment_hits(w[0], w[1], p.stroke.width, clip, area))
                    }
                }
                Shape::LineSegment { points, stroke } => {
                    segment_hits(points[0], points[1], stroke.width, clip, area)
                }
                Shape::Text(t) => {
                    let text = t.galley.text();
                    let own_label = text.starts_with('×') && text.len() <= 3;
                    !own_label && hits(shape.visual_bounding_rect(), clip, area)
                }
                Shape::Mesh(m) => {
                    let bounds = m.calc_bounds();
                    !bounds.expand(1.5).contains_rect(area) && hits(bounds, clip, area)
                }
                Shape::Noop | Shape::Callback(_) => false,
                other => hits(other.visual_bounding_rect(), clip, area),
            };
            if covers {
                found.push(format!(
                    "{} covered by {}",
                    loopit::ui::cell_name(cell),
                    describe(shape)
                ));
            }
        }
    }
    found
}

fn describe(shape: &Shape) -> String {
    match shape {
        Shape::Text(t) => format!("the text {:?}", t.galley.text()),
        Shape::Rect(r) => format!("a rectangle {:?} (fill {:?})", r.rect, r.fill),
        Shape::Circle(c) => format!("a circle at {:?} r {}", c.center, c.radius),
        Shape::Path(p) => format!("a path {:?}", Rect::from_points(&p.points)),
        other => format!("{:?}", other.visual_bounding_rect()),
    }
}

/// The explanation headed `name` is said under the board, off the board and its cells.
fn assert_explained_under_the_board(h: &Harness<'_, LoopItApp>, name: &str, cells: &[Cell]) {
    let said = h.get_by_label(name).rect();
    let layout = h.state().board_layout();
    let board = layout.rect.expand(layout.frame());
    assert!(
        said.top() >= board.bottom(),
        "{name:?} at {said:?} is under the board {board:?}"
    );
    for &cell in cells {
        let at = cell_rect(h, cell);
        assert!(
            !said.intersects(at),
            "{name:?} at {said:?} covers {} at {at:?}",
            loopit::ui::cell_name(cell)
        );
    }
    // And nothing opens over the board: no tooltip, no popup.
    let over: Vec<Rect> = drawn_over_the_panels(h)
        .into_iter()
        .map(|(_, rect)| rect)
        .filter(|rect| rect.intersects(board))
        .collect();
    assert!(over.is_empty(), "over the board: {over:?}");
}

#[test]
fn a_hovered_cell_keeps_its_neighbours_and_the_joined_tiles_clear() {
    let mut h = known_position(Executor::Inline);
    click_bank(&mut h, 2); // 832
    // On E6 it joins the junction on F6, to its right, and earns 21.
    let target = Cell::new(5, 4);
    hover_cell(&mut h, target);
    let cells = with_neighbours(&[target]);
    let found = intruders(&h, &cells);
    assert!(found.is_empty(), "{found:#?}");
    assert_explained_under_the_board(&h, "+21 points", &cells);
}

#[test]
fn a_picked_up_tile_leaves_the_legal_cells_and_the_turns_tiles_clear() {
    let mut h = known_position(Executor::Inline);
    let (slot, cell, _) = a_legal_move(h.state()).expect("a legal move");
    click_bank(&mut h, slot);
    click_cell(&mut h, cell);
    let game = h.state().game().expect("game");
    assert_eq!(game.placed().len(), 1, "placed");
    let next = game
        .bank()
        .tiles()
        .map(|(s, _)| s)
        .find(|&s| !game.legal_cells(s).is_empty())
        .expect("another tile fits");
    click_bank(&mut h, next);
    let game = h.state().game().expect("game");
    let mut targets: Vec<Cell> = Cell::all()
        .filter(|&c| game.legal_cells(next).contains(c))
        .collect();
    targets.push(cell);
    let found = intruders(&h, &with_neighbours(&targets));
    assert!(found.is_empty(), "{found:#?}");
}

/// The cells a ghost tile is shown on (the hint's or the review's best turn).
fn ghost_cells(h: &Harness<'_, LoopItApp>) -> Vec<Cell> {
    Cell::all()
        .filter(|&c| {
            let prefix = format!("{}:", loopit::ui::cell_name(c));
            h.query_by(move |n| {
                n.label()
                    .is_some_and(|l| l.starts_with(&prefix) && l.contains("suggested tile"))
            })
            .is_some()
        })
        .collect()
}

#[test]
fn a_hints_ghost_tiles_are_fully_seen_with_their_numbers_off_the_tiles() {
    let mut h = harness(app_on(two_humans(), vec![], Executor::Inline));
    start(&mut h);
    h.key_press(egui::Key::H);
    h.run();
    let ghosts = ghost_cells(&h);
    assert!(!ghosts.is_empty(), "the hint is shown");
    let found = intruders(&h, &with_neighbours(&ghosts));
    assert!(found.is_empty(), "{found:#?}");
}

#[test]
fn a_review_steps_ghost_tiles_are_fully_seen_with_their_numbers_off_the_tiles() {
    let players = vec![Player::human("Anna"), Player::human("Bo")];
    let game = played(players, 21, &[Level::Normal; 2], 4);
    let file = saved(&game);
    // No hand-over screen: the banks, and so the best turn, may be shown.
    let settings = loopit::settings::Settings {
        hot_seat_screen: Some(false),
        ..two_humans()
    };
    let mut h = harness(app_on(settings, vec![Pick::Chosen(file)], Executor::Inline));
    h.run();
    click(&mut h, "Load a saved game…");
    click(&mut h, "Game");
    click(&mut h, "Review");
    h.run();
    assert!(h.state().review().is_some(), "the review is on screen");
    let ghosts = ghost_cells(&h);
    assert!(!ghosts.is_empty(), "the best turn is shown");
    let found = intruders(&h, &with_neighbours(&ghosts));
    assert!(found.is_empty(), "{found:#?}");
}

#[test]
fn a_legal_cell_under_a_hints_ghost_keeps_its_green_border_and_dot() {
    // Play test of issue 42: with the hint shown and its first tile picked up, the ghost on
    // the hint's cell hid that the cell is green (the tile may go there).
    let mut h = harness(app_on(two_humans(), vec![], Executor::Inline));
    start(&mut h);
    h.key_press(egui::Key::H);
    h.run();
    let slot = (1..=5)
        .find(|n| {
            let prefix = format!("bank {n}:");
            h.query_by(move |node| {
                node.label()
                    .is_some_and(|l| l.starts_with(&prefix) && l.contains("number 1 of the hint"))
            })
            .is_some()
        })
        .expect("the hint's first tile in the bank");
    click_bank(&mut h, slot - 1);
    let cell = ghost_cells(&h)
        .into_iter()
        .find(|&c| {
            let prefix = format!("{}:", loopit::ui::cell_name(c));
            h.query_by(move |n| {
                n.label()
                    .is_some_and(|l| l.starts_with(&prefix) && l.contains("legal:"))
            })
            .is_some()
        })
        .expect("the hint's first cell is legal for its tile");
    let rect = cell_rect(&h, cell);
    let mut shapes = Vec::new();
    for ClippedShape { shape, .. } in &h.output().shapes {
        flatten(shape, &mut shapes);
    }
    let ghost = shapes
        .iter()
        .rposition(|s| match s {
            Shape::Mesh(m) => {
                m.texture_id != egui::TextureId::default()
                    && rect.contains(m.calc_bounds().center())
            }
            _ => false,
        })
        .expect("the ghost tile");
    let green = loopit::ui::palette::LEGAL;
    let after = &shapes[ghost..];
    assert!(
        after.iter().any(|s| matches!(s,
            Shape::Circle(c) if c.fill == green && rect.contains(c.center))),
        "the legal dot over the ghost on {}",
        loopit::ui::cell_name(cell)
    );
    assert!(
        after.iter().any(|s| matches!(s,
            Shape::Rect(r) if r.stroke.color == green && r.rect.center() == rect.center())),
        "the green border over the ghost"
    );
}

/// Red as the refusal's marks are: a strong red, far more red than green or blue.
fn reads_as_refused(colour: egui::Color32) -> bool {
    let [r, g, b, _] = colour.to_array();
    r >= 100 && u32::from(r) > 2 * u32::from(g) && u32::from(r) > 2 * u32::from(b)
}

#[test]
fn a_good_placements_marks_are_not_in_the_refusals_red() {
    // Play test of issue 42: the dark red frame where a line stops read as "not allowed" on a
    // placement that was allowed.
    let mut h = known_position(Executor::Inline);
    click_bank(&mut h, 2); // 832
    // On E6 it joins the junction on F6, to its right, where its line stops.
    hover_cell(&mut h, Cell::new(5, 4));
    let stop = cell_rect(&h, Cell::new(5, 5));
    let mut shapes = Vec::new();
    for ClippedShape { shape, .. } in &h.output().shapes {
        flatten(shape, &mut shapes);
    }
    let frame = shapes
        .iter()
        .find_map(|shape| match shape {
            Shape::Rect(r) if r.rect == stop && r.stroke.width > 0.0 => Some(r.stroke.color),
            _ => None,
        })
        .expect("the line's stop is framed on F6");
    assert!(
        !reads_as_refused(frame),
        "the stop's frame is red: {frame:?}"
    );
    let red: Vec<String> = shapes
        .iter()
        .filter(|shape| match shape {
            Shape::Rect(r) => r.stroke.width > 0.0 && reads_as_refused(r.stroke.color),
            Shape::LineSegment { stroke, .. } => reads_as_refused(stroke.color),
            Shape::Path(p) => {
                matches!(p.stroke.color, egui::epaint::ColorMode::Solid(c) if reads_as_refused(c))
            }
            _ => false,
        })
        .map(|shape| describe(shape))
        .collect();
    assert!(red.is_empty(), "red marks on a good placement: {red:#?}");
}
