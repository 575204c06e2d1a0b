//! Motion on the playing screen, as a player sees it: a placed tile travels from its bank slot
//! to its cell and a tile taken back travels back, the score counts up at the end of a turn,
//! the window rests once all has arrived, and with motion off nothing travels at all.

mod common;

use common::*;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use loopit::LoopItApp;
use loopit::settings::Settings;

/// A headless window whose clock steps 20 ms a frame, as a real one would, so that a movement
/// of a quarter second takes many frames.
fn smooth(app: LoopItApp) -> Harness<'static, LoopItApp> {
    Harness::builder()
        .with_size([1280.0, 800.0])
        .with_step_dt(0.02)
        .with_max_steps(200)
        .build_ui_state(|ui, app: &mut LoopItApp| app.frame(ui), app)
}

/// Clicks the node whose label starts with `prefix` and draws the one frame that takes the
/// click, without letting the window settle (which would let every movement finish).
fn tap(h: &mut Harness<'static, LoopItApp>, prefix: &str) {
    let prefix = prefix.to_owned();
    h.get_by(move |n| n.label().is_some_and(|l| l.starts_with(&prefix)))
        .click();
    h.step();
}

fn cell_prefix(cell: loopit_core::Cell) -> String {
    format!("{}:", loopit::ui::cell_name(cell))
}

fn with_motion(motion: Option<bool>) -> Settings {
    Settings {
        motion,
        ..two_humans()
    }
}

/// Starts a game and places the first legal tile; its slot, cell and the harness.
fn place_one(settings: Settings) -> (Harness<'static, LoopItApp>, usize, loopit_core::Cell) {
    let mut h = smooth(app(settings, Vec::new()));
    start(&mut h);
    h.run();
    let (slot, cell, _) = a_legal_move(h.state()).expect("a tile fits at the start");
    click_bank(&mut h, slot);
    tap(&mut h, &cell_prefix(cell));
    (h, slot, cell)
}

#[test]
fn a_placed_tile_travels_from_its_slot_to_its_cell_and_then_the_window_rests() {
    let (mut h, _slot, cell) = place_one(with_motion(Some(true)));
    // The game has the tile at once: nothing waits for the movement.
    assert!(
        h.state()
            .game()
            .expect("a game")
            .board()
            .tile(cell)
            .is_some()
    );
    let target = h.state().board_layout().cell_rect(cell);
    let mut seen = Vec::new();
    for _ in 0..30 {
        h.step();
        match h.state().motion().drawn() {
            [(_, rect)] => seen.push(*rect),
            [] => break,
            more => panic!("one tile placed, {} travelling", more.len()),
        }
    }
    assert!(
        seen.len() >= 5,
        "the tile is seen on its way: {} frames",
        seen.len()
    );
    let distance = |r: &egui::Rect| r.center().distance(target.center());
    let first = distance(&seen[0]);
    assert!(
        first > target.width(),
        "it starts away from its cell (the bank is below the board)"
    );
    for pair in seen.windows(2) {
        assert!(
            distance(&pair[1]) <= distance(&pair[0]) + 0.01,
            "it only comes nearer"
        );
    }
    assert!(!h.state().motion().is_moving(), "then it has landed");
    // Landed, nothing more is drawn for it: the window asks for no further frame.
    assert_eq!(h.run(), 1, "an idle window draws once and rests");
}

#[test]
fn a_tile_taken_back_travels_back_to_its_slot() {
    let (mut h, slot, cell) = place_one(with_motion(Some(true)));
    h.run();
    assert!(!h.state().motion().is_moving());
    tap(&mut h, &cell_prefix(cell));
    h.step();
    let home = h
        .get_by(|n| {
            n.label()
                .is_some_and(|l| l.starts_with(&format!("bank {}:", slot + 1)))
        })
        .rect();
    let mut seen = Vec::new();
    while let [(_, rect)] = h.state().motion().drawn() {
        seen.push(rect.center().distance(home.center()));
        h.step();
        assert!(seen.len() < 30, "it arrives");
    }
    assert!(
        seen.len() >= 5,
        "the tile is seen on its way back: {} frames",
        seen.len()
    );
    assert!(
        seen.windows(2).all(|d| d[1] <= d[0] + 0.01),
        "it only comes nearer its slot"
    );
    // In the bank all the while: screen readers were never told otherwise.
    let label = label_of(&h, &format!("bank {}:", slot + 1));
    assert!(
        !label.contains("empty") && !label.contains("placed"),
        "{label}"
    );
}

#[test]
fn the_score_counts_up_at_the_end_of_a_turn_and_screen_readers_hear_it_at_once() {
    let (mut h, _slot, _cell) = place_one(with_motion(Some(true)));
    h.run();
    let seat = h.state().game().expect("a game").current();
    let name = h.state().game().expect("a game").players()[seat]
        .name
        .clone();
    tap(&mut h, "End turn");
    h.step();
    let score = h.state().game().expect("a game").players()[seat].score;
    assert!(score > 0);
    // The row's accessible label has the new score at once.
    let label = label_of(&h, &name);
    assert!(label.contains(&score.to_string()), "{label} says {score}");
    // The motion counts it up: the old score first, the new one at the end.
    let now = h.ctx.input(|i| i.time);
    assert_eq!(h.state().motion().score_shown(seat, score, now), 0);
    let mut last = 0;
    while h.state().motion().is_moving() {
        h.step();
        let now = h.ctx.input(|i| i.time);
        let shown = h.state().motion().score_shown(seat, score, now);
        assert!(shown >= last, "it only counts up: {last}, then {shown}");
        last = shown;
    }
    assert_eq!(last, score);
}

#[test]
fn with_motion_off_a_placed_tile_is_on_its_cell_in_the_next_frame() {
    let (mut h, _slot, _cell) = place_one(with_motion(Some(false)));
    h.step();
    assert!(h.state().motion().drawn().is_empty());
    assert!(!h.state().motion().is_moving());
    assert!(h.run() <= 2, "nothing to draw after the placement");
}

#[test]
fn left_to_the_desktop_motion_follows_its_wish_for_less() {
    let app = app(with_motion(None), Vec::new()).following_desktop_motion(true);
    let mut h = smooth(app);
    start(&mut h);
    h.run();
    let (slot, cell, _) = a_legal_move(h.state()).expect("a tile fits");
    click_bank(&mut h, slot);
    tap(&mut h, &cell_prefix(cell));
    h.step();
    assert!(
        !h.state().motion().is_moving(),
        "the desktop asked for less motion"
    );

    let app =
        app_on(with_motion(None), Vec::new(), Executor::Threads).following_desktop_motion(false);
    let mut h = smooth(app);
    start(&mut h);
    h.run();
    let (slot, cell, _) = a_legal_move(h.state()).expect("a tile fits");
    click_bank(&mut h, slot);
    tap(&mut h, &cell_prefix(cell));
    h.step();
    assert!(
        h.state().motion().is_moving(),
        "the desktop has nothing against motion"
    );
}

#[test]
fn options_shows_motion_left_to_the_desktop_as_neither_ticked_nor_not_until_a_click_decides() {
    use egui::accesskit::Toggled;
    use egui_kittest::kittest::NodeT;
    // The desktop asks for less motion: ticked would be a lie, unticked would hide that the
    // desktop decides.
    let mut h = harness(app(with_motion(None), vec![]).following_desktop_motion(true));
    h.run();
    click(&mut h, "Options…");
    let toggled = |h: &Harness<'static, LoopItApp>| {
        h.get_by_label_contains("Motion:")
            .accesskit_node()
            .toggled()
    };
    assert_eq!(toggled(&h), Some(Toggled::Mixed));
    h.get_by_label_contains("Motion:").click();
    h.run();
    assert_eq!(h.state().settings().settings.motion, Some(false));
    assert_eq!(toggled(&h), Some(Toggled::False));
    h.get_by_label_contains("Motion:").click();
    h.run();
    assert_eq!(h.state().settings().settings.motion, Some(true));
    assert_eq!(toggled(&h), Some(Toggled::True));
}
