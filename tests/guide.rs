//! The guided first game (Help ▸ Learn to play): each step waits for the player to do it —
//! doing something else leaves it — and goes on when they do; Skip step and Leave the guide;
//! the setup screen's offer on a first start only; the German words.

mod common;

use common::*;
use egui::Rect;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use game_shell::i18n::Language;
use loopit::LoopItApp;
use loopit::guide::{FIRST, GuideStep, LONG_LINE, LOOP, NOT_HERE};
use loopit::settings::{Settings, SettingsFile};
use loopit_core::{Cell, explain};

/// Settings for the guide's tests: as a first start would have them, no computer delay;
/// `cheat` holds the computer until it is let play (so that its step can be seen waiting).
fn settings(cheat: bool) -> Settings {
    Settings {
        computer_delay_ms: 0,
        cheat_mode: cheat,
        ..Settings::default()
    }
}

/// The app on the setup screen, Help ▸ Learn to play chosen.
fn guided_with(settings: Settings) -> Harness<'static, LoopItApp> {
    let mut h = harness(app_on(settings, vec![], Executor::Inline));
    h.run();
    click(&mut h, "Help");
    click(&mut h, "Learn to play");
    assert_eq!(step(&h), Some(GuideStep::PickUp));
    h
}

fn guided() -> Harness<'static, LoopItApp> {
    guided_with(settings(false))
}

fn step(h: &Harness<'_, LoopItApp>) -> Option<GuideStep> {
    h.state().guide().map(|g| g.step())
}

/// Skips to `to` with the panel's Skip step.
fn skip_to(h: &mut Harness<'_, LoopItApp>, to: GuideStep) {
    while step(h) != Some(to) {
        assert!(step(h) < Some(to), "{:?} is before {to:?}", step(h));
        click(h, "Skip step");
    }
}

/// Goes on from the step shown: "Got it" for a step that waits to be read (one that only
/// tells something, or the computer's turn once it is played), else "Skip step".
fn go_on(h: &mut Harness<'_, LoopItApp>) {
    let reading = h.state().guide().is_some_and(|g| g.is_reading());
    click(h, if reading { "Got it" } else { "Skip step" });
}

/// The points the core gives the tile of `slot` on `cell` in the game on screen.
fn core_points(h: &Harness<'_, LoopItApp>, slot: usize, cell: Cell) -> u32 {
    let game = h.state().game().expect("the guided game");
    let tile = game.bank().get(slot).expect("the tile is in the bank");
    explain(game.board(), tile, cell).points
}

#[test]
fn the_guide_shows_its_step_the_marked_tile_and_a_panel_with_skip_and_leave() {
    let h = guided();
    assert!(says(&h, "Learn to play · Step 1 of 9"));
    assert!(says(&h, "Click the tile with the blue ring"));
    assert!(has(&h, "Skip step") && has(&h, "Leave the guide"));
    let game = h.state().game().expect("the guided game");
    assert_eq!(game.players()[1].name, "Computer");
    assert_eq!(game.current(), 0, "the player moves first");
}

#[test]
fn step_1_waits_for_the_marked_tile_to_be_picked_up() {
    let mut h = guided();
    click_bank(&mut h, 3);
    assert_eq!(step(&h), Some(GuideStep::PickUp), "another tile");
    click_cell(&mut h, Cell::new(0, 0));
    assert_eq!(step(&h), Some(GuideStep::PickUp), "a click on the board");
    click_bank(&mut h, FIRST.slot);
    assert_eq!(step(&h), Some(GuideStep::WhereItFits));
    assert!(shows(&h, "Step 2 of 9"));
}

#[test]
fn step_2_waits_for_the_player_to_point_at_a_cell_where_the_tile_fits() {
    let mut h = guided();
    click_bank(&mut h, FIRST.slot);
    hover_cell(&mut h, Cell::new(0, 0));
    assert_eq!(
        step(&h),
        Some(GuideStep::WhereItFits),
        "a cell where it does not fit"
    );
    hover_cell(&mut h, FIRST.cell);
    assert_eq!(step(&h), Some(GuideStep::WhyNot));
    let points = core_points(&h, FIRST.slot, FIRST.cell);
    assert!(
        has(&h, &format!("+{points} points")),
        "the board's own explanation under it"
    );
}

#[test]
fn step_2_asks_for_the_tile_again_when_it_was_put_down() {
    let mut h = guided();
    click_bank(&mut h, FIRST.slot);
    click_bank(&mut h, FIRST.slot);
    assert!(says(&h, "Pick up the ringed tile in your bank again."));
    hover_cell(&mut h, FIRST.cell);
    assert_eq!(step(&h), Some(GuideStep::WhereItFits), "no tile in hand");
}

#[test]
fn a_tile_placed_elsewhere_at_step_2_is_said_and_taken_back_not_asked_for_in_the_bank() {
    // The play test: at step 2 the ringed tile went onto another green cell; step 3 then said
    // "Pick up the ringed tile in your bank again", with that tile on the board.
    let mut h = guided();
    click_bank(&mut h, FIRST.slot);
    click_cell(&mut h, LONG_LINE.cell);
    assert!(
        h.state().game().is_some_and(|g| !g.placed().is_empty()),
        "placed where it fits"
    );
    assert!(says(&h, "That tile is not on a ringed cell."));
    assert!(!says(&h, "Pick up the ringed tile in your bank again."));
    // Taken back as it says: the step asks for the tile again, and goes on.
    click_cell(&mut h, LONG_LINE.cell);
    assert!(h.state().game().is_some_and(|g| g.placed().is_empty()));
    click_bank(&mut h, FIRST.slot);
    hover_cell(&mut h, FIRST.cell);
    assert_eq!(step(&h), Some(GuideStep::WhyNot));
}

#[test]
fn step_3_waits_for_a_click_on_a_cell_where_the_tile_does_not_fit() {
    let mut h = guided();
    click_bank(&mut h, FIRST.slot);
    skip_to(&mut h, GuideStep::WhyNot);
    hover_cell(&mut h, NOT_HERE);
    assert_eq!(
        step(&h),
        Some(GuideStep::WhyNot),
        "pointing is not clicking"
    );
    click_bank(&mut h, 3);
    click_bank(&mut h, FIRST.slot);
    assert_eq!(step(&h), Some(GuideStep::WhyNot), "picking up again");
    click_cell(&mut h, NOT_HERE);
    assert_eq!(step(&h), Some(GuideStep::Place));
    let why = h.state().notice().expect("the status line says why");
    assert!(why.contains("G5"), "{why}");
    assert!(h.state().game().is_some_and(|g| g.placed().is_empty()));
}

#[test]
fn step_4_waits_for_the_tile_on_the_marked_cell_and_says_how_to_undo_another() {
    let mut h = guided();
    skip_to(&mut h, GuideStep::Place);
    // Skipping the first step picked the tile up for the player.
    click_cell(&mut h, LONG_LINE.cell);
    assert_eq!(
        step(&h),
        Some(GuideStep::Place),
        "another cell where it fits"
    );
    assert!(says(&h, "That tile is not on a ringed cell."));
    click_cell(&mut h, LONG_LINE.cell);
    assert!(
        h.state().game().is_some_and(|g| g.placed().is_empty()),
        "taken back"
    );
    click_bank(&mut h, FIRST.slot);
    let points = core_points(&h, FIRST.slot, FIRST.cell);
    click_cell(&mut h, FIRST.cell);
    assert_eq!(step(&h), Some(GuideStep::LongLine));
    let game = h.state().game().expect("the game");
    assert_eq!(game.placed().iter().map(|p| p.points).sum::<u32>(), points);
}

#[test]
fn step_5_waits_for_the_long_line() {
    let mut h = guided();
    click_bank(&mut h, FIRST.slot);
    click_cell(&mut h, FIRST.cell);
    assert_eq!(
        step(&h),
        Some(GuideStep::LongLine),
        "placed at once: the steps before are done"
    );
    click_bank(&mut h, LOOP.slot);
    press(&mut h, egui::Modifiers::NONE, egui::Key::Escape);
    assert_eq!(
        step(&h),
        Some(GuideStep::LongLine),
        "another tile, put down"
    );
    click_bank(&mut h, LONG_LINE.slot);
    let points = core_points(&h, LONG_LINE.slot, LONG_LINE.cell);
    click_cell(&mut h, LONG_LINE.cell);
    assert_eq!(step(&h), Some(GuideStep::Loop));
    let game = h.state().game().expect("the game");
    let placed = game.placed().find(LONG_LINE.cell).map(|(_, p)| p.points);
    assert_eq!(placed, Some(points));
}

#[test]
fn step_6_waits_for_the_loop_to_be_closed() {
    let mut h = guided();
    skip_to(&mut h, GuideStep::Loop);
    click_bank(&mut h, LOOP.slot);
    hover_cell(&mut h, LOOP.cell);
    assert_eq!(step(&h), Some(GuideStep::Loop), "pointing at the cell");
    let points = core_points(&h, LOOP.slot, LOOP.cell);
    assert!(has(&h, &format!("+{points} points")));
    click_cell(&mut h, LOOP.cell);
    assert_eq!(step(&h), Some(GuideStep::EndTurn));
}

#[test]
fn steps_7_and_8_wait_for_the_end_of_the_turn_and_for_the_computers_answer_and_9_tells_how_it_ends()
{
    // Cheat mode holds the computer until it is let play, so its step is seen waiting.
    let mut h = guided_with(settings(true));
    for target in [FIRST, LONG_LINE, LOOP] {
        click_bank(&mut h, target.slot);
        click_cell(&mut h, target.cell);
    }
    assert_eq!(step(&h), Some(GuideStep::EndTurn));
    click_bank(&mut h, 3);
    assert_eq!(step(&h), Some(GuideStep::EndTurn), "picking up a tile");
    press(&mut h, egui::Modifiers::NONE, egui::Key::Escape);
    press(&mut h, egui::Modifiers::NONE, egui::Key::Enter);
    assert_eq!(step(&h), Some(GuideStep::ComputerAnswers));
    assert_eq!(h.state().game().map(loopit_core::Game::current), Some(1));
    click_cell(&mut h, Cell::new(0, 0));
    assert_eq!(
        step(&h),
        Some(GuideStep::ComputerAnswers),
        "the computer has not played"
    );
    click(&mut h, "Let the computer play");
    h.run_steps(12);
    assert_eq!(h.state().game().map(loopit_core::Game::current), Some(0));
    // Its turn played, the step stays to be read (a play test found it gone with the
    // computer's last tile) until the player goes on.
    assert_eq!(step(&h), Some(GuideStep::ComputerAnswers));
    assert!(says(&h, "Now the computer plays"));
    assert!(
        h.query_by_label("Skip step").is_none(),
        "nothing left to skip"
    );
    click(&mut h, "Got it");
    assert_eq!(step(&h), Some(GuideStep::HowItEnds));
    // The last step tells how the game ends, and goes on when it is read.
    assert!(says(&h, "How the game ends: when the bag is empty"));
    assert!(h.query_by_label("Skip step").is_none(), "nothing to skip");
    click(&mut h, "Got it");
    assert_eq!(step(&h), Some(GuideStep::Done));
    assert!(says(&h, "Well done"));
    assert!(has(&h, "Start a game of my own"));
}

#[test]
fn skip_step_goes_through_every_step_to_the_end() {
    let mut h = guided();
    for (i, expected) in GuideStep::ALL.iter().enumerate() {
        assert_eq!(step(&h), Some(*expected));
        assert!(says(&h, &format!("Learn to play · Step {} of 9", i + 1)));
        go_on(&mut h);
    }
    assert_eq!(step(&h), Some(GuideStep::Done));
    click(&mut h, "Start a game of my own");
    assert!(h.state().showing_setup());
    assert!(h.state().guide().is_none());
    assert!(h.state().settings().settings.guide_done);
}

#[test]
fn leaving_the_guide_returns_to_the_setup_with_no_game_and_no_autosave() {
    let dir = tempfile::tempdir().expect("temp dir");
    let app = LoopItApp::new(loopit::AppSetup {
        autosave: Some(dir.path().to_owned()),
        executor: Executor::Inline,
        ..setup(SettingsFile::in_memory(settings(false)), vec![])
    });
    let mut h = harness(app);
    h.run();
    click(&mut h, "Help");
    click(&mut h, "Learn to play");
    for target in [FIRST, LONG_LINE, LOOP] {
        click_bank(&mut h, target.slot);
        click_cell(&mut h, target.cell);
    }
    press(&mut h, egui::Modifiers::NONE, egui::Key::Enter);
    h.run_steps(12);
    assert_eq!(
        h.state().game().map(loopit_core::Game::current),
        Some(0),
        "both turns played"
    );
    assert_eq!(
        step(&h),
        Some(GuideStep::ComputerAnswers),
        "read, not yet gone on"
    );
    let autosave = h
        .state()
        .autosave_file()
        .expect("autosaved games")
        .to_owned();
    assert!(!autosave.exists(), "the guided game is not autosaved");
    // Game ▸ New game (Ctrl+N).
    press(&mut h, egui::Modifiers::COMMAND, egui::Key::N);
    assert!(h.state().modal().is_none(), "nothing to save");
    assert!(h.state().showing_setup() && h.state().session().is_none());
    let mut h = guided();
    click_bank(&mut h, FIRST.slot);
    click_cell(&mut h, FIRST.cell);
    click(&mut h, "Leave the guide");
    assert!(h.state().showing_setup());
    assert!(
        h.state().session().is_none(),
        "no game waits behind the setup"
    );
    assert!(h.state().guide().is_none());
    assert!(h.state().settings().settings.guide_done);
    assert!(h.state().modal().is_none());
}

#[test]
fn help_learn_to_play_during_a_game_asks_to_save_it_first() {
    let mut h = harness(app_on(two_humans(), vec![], Executor::Inline));
    start(&mut h);
    let (slot, cell, _) = a_legal_move(h.state()).expect("a tile fits");
    click_bank(&mut h, slot);
    click_cell(&mut h, cell);
    click(&mut h, "Help");
    click(&mut h, "Learn to play");
    assert!(h.state().guide().is_none(), "not yet");
    click(&mut h, "Don't save");
    assert_eq!(step(&h), Some(GuideStep::PickUp));
}

#[test]
fn a_first_start_offers_the_guide_and_a_second_start_does_not() {
    let dir = tempfile::tempdir().expect("temp dir");
    let ini = dir.path().join("LoopIt.ini");
    let start_with = |ini: &std::path::Path| {
        let (file, warnings) = SettingsFile::load(ini);
        assert!(warnings.is_empty(), "{warnings:?}");
        let mut h = harness(LoopItApp::new(loopit::AppSetup {
            executor: Executor::Inline,
            ..setup(file, vec![])
        }));
        h.run();
        h
    };
    let mut h = start_with(&ini);
    assert!(h.state().offers_guide());
    assert!(has(&h, "Learn to play") && has(&h, "No thanks"));
    assert!(has(&h, "Start game"), "the setup stays usable");
    click(&mut h, "Learn to play");
    assert_eq!(step(&h), Some(GuideStep::PickUp));
    click(&mut h, "Leave the guide");
    assert!(!has(&h, "No thanks"), "not offered again");
    let text = std::fs::read_to_string(&ini).expect("the settings file");
    assert!(text.contains("Guide=done"), "{text}");
    drop(h);

    // Second start: the file is there.
    let h = start_with(&ini);
    assert!(!h.state().offers_guide());
    assert!(!has(&h, "No thanks"));
}

#[test]
fn no_thanks_hides_the_offer_and_is_remembered() {
    let dir = tempfile::tempdir().expect("temp dir");
    let ini = dir.path().join("LoopIt.ini");
    let (file, _) = SettingsFile::load(&ini);
    let mut h = harness(LoopItApp::new(loopit::AppSetup {
        executor: Executor::Inline,
        ..setup(file, vec![])
    }));
    h.run();
    assert!(text_of(&ini).contains("Guide=new"));
    click(&mut h, "No thanks");
    assert!(!h.state().offers_guide());
    assert!(!has(&h, "No thanks"));
    assert!(text_of(&ini).contains("Guide=done"));
    assert!(h.state().guide().is_none());
}

fn text_of(path: &std::path::Path) -> String {
    std::fs::read_to_string(path).expect("the settings file")
}

#[test]
fn the_guide_speaks_german() {
    let mut h = harness(app_on(
        Settings {
            language: Some(Language::German),
            ..settings(false)
        },
        vec![],
        Executor::Inline,
    ));
    h.run();
    click(&mut h, "Hilfe");
    click(&mut h, "Spielen lernen");
    assert!(says(&h, "Spielen lernen · Schritt 1 von 9"));
    assert!(says(&h, "Klicke den blau umkreisten Stein"));
    assert!(has(&h, "Schritt überspringen") && has(&h, "Anleitung verlassen"));
    click_prefix(&mut h, "Bank 1:");
    assert!(shows(&h, "Schritt 2 von 9"));
    assert!(says(&h, "Auf die grünen Felder passt dieser Stein."));
}

#[test]
fn the_rules_explain_all_four_computer_levels() {
    let mut h = harness(app_on(settings(false), vec![], Executor::Inline));
    h.run();
    click(&mut h, "Help");
    h.get_by_label_contains("Rules").click();
    h.run();
    for level in loopit_core::Level::ALL {
        let line = format!(
            "• {}: {}",
            loopit::words::level_name(level),
            loopit::words::level_about(level)
        );
        assert!(h.query_by_label_contains(&line).is_some(), "{line}");
    }
}

#[test]
fn the_points_of_step_2_are_said_under_the_board_leaving_the_ring_of_step_3_in_sight() {
    // Issue 42: at step 3 the points tooltip of step 2 still covered most of the ring on G5.
    // The points are said in the strip under the board now, and nothing opens over it.
    let mut h = guided();
    click_bank(&mut h, FIRST.slot);
    hover_cell(&mut h, FIRST.cell);
    assert_eq!(step(&h), Some(GuideStep::WhyNot));
    // Pointed at again: the frame shows step 3's ring and the points together.
    hover_cell(&mut h, Cell::new(0, 0));
    hover_cell(&mut h, FIRST.cell);
    let points = core_points(&h, FIRST.slot, FIRST.cell);
    let said = h.get_by_label(&format!("+{points} points")).rect();
    let layout = h.state().board_layout();
    let board = layout.rect.expand(layout.frame());
    assert!(
        said.top() >= board.bottom(),
        "the points {said:?} are under the board {board:?}"
    );
    let over: Vec<Rect> = drawn_over_the_panels(&h)
        .into_iter()
        .map(|(_, rect)| rect)
        .filter(|rect| rect.intersects(board))
        .collect();
    assert!(
        over.is_empty(),
        "over the board and its ring on G5: {over:?}"
    );
}

/// Issue 42's play test: after a game of one's own, the setup offered the guided first game
/// again. Starting a game passes the offer by; Help ▸ Learn to play still has the guide.
#[test]
fn a_game_of_ones_own_passes_the_offer_by() {
    let dir = tempfile::tempdir().expect("temp dir");
    let ini = dir.path().join("LoopIt.ini");
    let (file, _) = SettingsFile::load(&ini);
    let mut h = harness(LoopItApp::new(loopit::AppSetup {
        executor: Executor::Inline,
        ..setup(file, vec![])
    }));
    h.run();
    assert!(has(&h, "No thanks"), "offered on the first start");
    click(&mut h, "Start game");
    assert!(h.state().game().is_some());
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::N);
    h.run();
    if has(&h, "Don't save") {
        click(&mut h, "Don't save");
    }
    assert!(h.state().showing_setup());
    assert!(!h.state().offers_guide());
    assert!(!has(&h, "No thanks"), "not offered after a game");
    click(&mut h, "Help");
    assert!(has(&h, "Learn to play"), "the guide is still in Help");
}

#[test]
fn the_board_stays_put_from_step_to_step_whatever_the_length_of_the_instruction() {
    // Play test of issue 42: the board jumped by a line's height where the instruction changed
    // between one line and two (steps 2 and 3, 6 and 7).
    for (width, height) in [(1280.0, 800.0), (800.0, 600.0)] {
        let mut h = sized(
            app_on(settings(false), vec![], Executor::Inline),
            width,
            height,
        );
        h.run();
        click(&mut h, "Help");
        click(&mut h, "Learn to play");
        let first = h.state().board_layout().rect;
        while let Some(now) = step(&h) {
            h.run();
            assert_eq!(
                h.state().board_layout().rect,
                first,
                "{width}x{height}: the board at {now:?}"
            );
            if now == GuideStep::Done {
                break;
            }
            go_on(&mut h);
        }
    }
}

#[test]
fn skipping_a_step_makes_its_move_so_that_the_next_steps_tell_the_truth() {
    // Play test of issue 42: skipped to step 7, the guide said "three tiles are placed" with
    // none placed.
    let mut h = guided();
    click(&mut h, "Skip step");
    assert_eq!(step(&h), Some(GuideStep::WhereItFits));
    assert_eq!(
        h.state()
            .session()
            .and_then(loopit::session::Session::selected),
        Some(FIRST.slot),
        "the ringed tile is in hand, as step 2 says"
    );
    skip_to(&mut h, GuideStep::EndTurn);
    let game = h.state().game().expect("the guided game");
    for target in [FIRST, LONG_LINE, LOOP] {
        assert!(
            game.placed()
                .iter()
                .any(|p| p.cell == target.cell && p.slot == target.slot),
            "{target:?} placed"
        );
    }
    assert!(says(&h, "Three tiles are placed"));
    click(&mut h, "Skip step");
    assert_eq!(step(&h), Some(GuideStep::ComputerAnswers));
    let game = h.state().game().expect("the guided game");
    assert!(game.players()[0].score > 0, "the turn was ended and scored");
}

#[test]
fn a_skipped_placement_that_cannot_be_made_is_not_claimed_at_the_end_of_the_turn() {
    let mut h = guided();
    // The first tile on another cell where it fits: its ringed cell and the long line's
    // cell cannot both be used as the steps say.
    click_bank(&mut h, FIRST.slot);
    click_cell(&mut h, LONG_LINE.cell);
    skip_to(&mut h, GuideStep::EndTurn);
    let placed = h.state().game().expect("the guided game").placed().len();
    assert!(placed < 3, "{placed} placed");
    assert!(!says(&h, "Three tiles are placed"));
    assert!(says(
        &h,
        "Click End turn (or press Enter): the points of the tiles you placed"
    ));
}
