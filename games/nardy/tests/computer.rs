//! The computer's turn: it rolls at once, thinks as a background task, and shows its move
//! once its delay has passed; the window's clock is stepped, nobody waits for a thread.

mod common;

use common::{START, click, has, has_prefix, says};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use nardy::{Executor, NardyApp, Setup};
use nardy_core::{Colour, Level, Player, Position, Roll, SaveFile};

/// Human White against the quick computer, the computer waiting `delay` seconds; each frame
/// is a tenth of a second.
fn against_the_computer(saves: &std::path::Path, delay: f64) -> Harness<'static, NardyApp> {
    let mut app = NardyApp::new(Setup {
        seed: 7,
        saves: saves.to_path_buf(),
        picker: Box::new(common::NoSystemDialogs),
        computer_delay: delay,
        executor: Executor::Inline,
        language: game_shell::prefs::LanguagePolicy::new(
            &nardy::i18n::LANGUAGES,
            game_shell::i18n::Language::English,
            None,
        ),
        theme: game_shell::theme::Theme::default(),
        players: [nardy_core::Player::Human; 2],
        match_to: None,
        settings: nardy::settings::SettingsFile::in_memory(Default::default()),
        warnings: Vec::new(),
        autosave: None,
    });
    let mut saved = SaveFile::parse(START).expect("start");
    saved.players = [Player::Human, Player::Computer(Level::Quick)];
    saved.dice = Roll::new(6, 5);
    app.resume(&saved);
    let mut h = Harness::builder()
        .with_size([1280.0, 800.0])
        .with_step_dt(0.1)
        .with_max_steps(32)
        .build_ui_state(|ui, app: &mut NardyApp| app.frame(ui), app);
    h.run();
    h
}

#[test]
fn the_computer_shows_its_roll_then_its_move_when_due() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = against_the_computer(dir.path(), 0.5);
    click(&mut h, "point 24: 15 white");
    click(&mut h, "point 13: empty, target");
    click(&mut h, "End move");
    // Its dice are rolled and shown; its move waits for the delay (no frame is asked for
    // until then, so `run` returns).
    assert_eq!(h.state().game().to_move(), Colour::Black);
    assert!(h.state().game().turn().is_some());
    assert!(!has(&h, "die 1: not rolled") && has_prefix(&h, "die 1: "));
    assert!(has(&h, "Black to move (computer)"));
    assert_eq!(h.state().game().position().count(Colour::Black, 12), 15);
    h.run_steps(6);
    assert_eq!(h.state().game().to_move(), Colour::White);
    assert_eq!(h.state().game().position().count(Colour::Black, 12), 14);
    assert!(
        h.state()
            .message()
            .is_some_and(|m| m.starts_with("Black played ")),
        "{:?}",
        h.state().message()
    );
}

#[test]
fn a_new_game_drops_the_computer_s_turn_under_way() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = against_the_computer(dir.path(), 0.5);
    click(&mut h, "point 24: 15 white");
    click(&mut h, "point 13: empty, target");
    click(&mut h, "End move");
    assert_eq!(h.state().game().to_move(), Colour::Black);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::N);
    h.run();
    // The game in progress would be lost: asked first.
    click(&mut h, "Don't save");
    h.get_all_by_label("Human")
        .nth(1)
        .expect("Black's choice")
        .click();
    h.run();
    click(&mut h, "Start");
    h.run_steps(10);
    // Two people now: nobody moved for Black, and the old answer was not played.
    assert_eq!(h.state().players(), [Player::Human, Player::Human]);
    assert!(h.state().game().history().is_empty());
}

/// Whether the button labelled `label` can be pressed.
fn enabled(h: &Harness<'_, NardyApp>, label: &str) -> bool {
    !h.get_by_label(label).accesskit_node().is_disabled()
}

#[test]
fn undo_against_the_computer_takes_back_its_reply_and_the_persons_move() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut h = against_the_computer(dir.path(), 0.0);
    assert!(!enabled(&h, "Undo"), "nothing played yet");
    click(&mut h, "point 24: 15 white");
    click(&mut h, "point 13: empty, target");
    click(&mut h, "End move");
    h.run_steps(4);
    // The computer has replied; White has not rolled.
    let history = h.state().game().history().to_vec();
    assert_eq!(history.len(), 2, "{history:?}");
    assert_eq!(h.state().game().to_move(), Colour::White);
    assert!(h.state().game().turn().is_none());
    assert!(enabled(&h, "Undo"));
    click(&mut h, "Undo");
    // Both turns are taken back: White plays its 6-5 again from the start, Black's reply is
    // gone from the board and from the moves, and the computer does not move meanwhile.
    h.run_steps(4);
    let game = h.state().game();
    assert!(game.history().is_empty());
    assert_eq!(game.position(), &Position::start(Colour::White));
    assert_eq!(game.turn().map(|t| t.roll()), Roll::new(6, 5));
    assert!(game.turn().is_some_and(|t| t.steps().is_empty()));
    assert_eq!(
        h.state().message().as_deref(),
        Some("Your last move and the computer's reply are taken back: play your 6-5 again.")
    );
    assert!(says(&h, "No move played yet."));
    assert!(!enabled(&h, "Undo"), "nothing before it to take back");
    // Played again, the computer replies again.
    click(&mut h, "point 24: 15 white");
    click(&mut h, "point 13: empty, target");
    click(&mut h, "End move");
    h.run_steps(4);
    assert_eq!(h.state().game().history().len(), 2);
    assert_eq!(h.state().game().history()[0], history[0]);
}
