//! Helpers for driving the app headless with egui_kittest.

#![allow(dead_code, unused_imports)]

use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use game_shell::picker::{Pick, ScriptedPicker};
pub use game_shell::task::Executor;
/// The kittest helpers every program's tests use (game-shell's, feature `testing`).
pub use game_shell::testing::{
    click, click_prefix, has, has_prefix, label_of, on_screen, open_menus, press, says, shown_port,
    shows, text_from, type_into,
};
use loopit::settings::{Settings, SettingsFile};
use loopit::tiles::TileImages;
use loopit::{AppSetup, LoopItApp};
use loopit_core::PlayerKind;
use loopit_core::{Cell, Level};

/// The project's tile folder.
pub fn assets() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/tiles")
}

/// The project's 81 tile images, read once for all tests.
pub fn tile_images() -> TileImages {
    static IMAGES: OnceLock<TileImages> = OnceLock::new();
    IMAGES
        .get_or_init(|| TileImages::load(&assets()).expect("the project's tile images load"))
        .clone()
}

/// Settings for a test: two humans, no computer delay.
pub fn two_humans() -> Settings {
    Settings {
        seats: [PlayerKind::Human; 4],
        computer_delay_ms: 0,
        ..Settings::default()
    }
}

/// Settings for a test: two greedy computers, no delay.
pub fn two_computers() -> Settings {
    Settings {
        seats: [PlayerKind::Computer(Level::Normal); 4],
        computer_delay_ms: 0,
        ..Settings::default()
    }
}

/// The app with `settings` kept in memory, the project's tile images, a picker that answers
/// `picks`, and a fixed seed; its background work on threads, as in the program.
pub fn app(settings: Settings, picks: Vec<Pick>) -> LoopItApp {
    app_on(settings, picks, Executor::Threads)
}

/// As [`app`], with the background work (the computer's and the hint's search, the review)
/// run on `executor`: [`Executor::Inline`] has each result there at the next frame, so a
/// test never waits for a thread.
pub fn app_on(settings: Settings, picks: Vec<Pick>, executor: Executor) -> LoopItApp {
    LoopItApp::new(AppSetup {
        executor,
        ..setup(SettingsFile::in_memory(settings), picks)
    })
}

/// What a test's app starts from: `settings`, no warnings, the project's tile images, a picker
/// that answers `picks`, seed 7, an English system, no autosave, background work on threads.
/// A test changes what it needs: `AppSetup { autosave: Some(folder), ..setup(file, picks) }`.
pub fn setup(settings: SettingsFile, picks: Vec<Pick>) -> AppSetup {
    AppSetup {
        settings,
        warnings: Vec::new(),
        tiles: Ok(tile_images()),
        picker: Box::new(ScriptedPicker::new(picks)),
        seed: 7,
        system_language: game_shell::i18n::Language::English,
        autosave: None,
        executor: Executor::Threads,
    }
}

/// A headless window of 1280×800 around `app`.
pub fn harness(app: LoopItApp) -> Harness<'static, LoopItApp> {
    sized(app, 1280.0, 800.0)
}

/// A headless window of `width`×`height` around `app`.
pub fn sized(app: LoopItApp, width: f32, height: f32) -> Harness<'static, LoopItApp> {
    Harness::builder()
        .with_size([width, height])
        .with_max_steps(64)
        .build_ui_state(|ui, app: &mut LoopItApp| app.frame(ui), app)
}

/// A headless window of `width`×`height` around `app` whose clock steps `dt` seconds a frame,
/// as a real one would (movements and the computer's delay take many frames), settling within
/// 400 frames.
pub fn ticking(app: LoopItApp, width: f32, height: f32, dt: f32) -> Harness<'static, LoopItApp> {
    Harness::builder()
        .with_size([width, height])
        .with_step_dt(dt)
        .with_max_steps(400)
        .build_ui_state(|ui, app: &mut LoopItApp| app.frame(ui), app)
}

/// Clicks board cell `cell`.
pub fn click_cell(h: &mut Harness<'_, LoopItApp>, cell: Cell) {
    click_prefix(h, &format!("{}:", loopit::ui::cell_name(cell)));
}

/// Moves the pointer over board cell `cell` and settles.
pub fn hover_cell(h: &mut Harness<'_, LoopItApp>, cell: Cell) {
    let prefix = format!("{}:", loopit::ui::cell_name(cell));
    h.get_by(move |n| n.label().is_some_and(|l| l.starts_with(&prefix)))
        .hover();
    h.run();
}

/// Clicks bank slot `slot` (0-based), in any language ("bank 1:", "Bank 1:").
pub fn click_bank(h: &mut Harness<'_, LoopItApp>, slot: usize) {
    let bank = format!("bank {}:", slot + 1);
    h.get_by(move |n| {
        n.label()
            .is_some_and(|l| l.to_lowercase().starts_with(&bank))
    })
    .click();
    h.run();
}

/// The first bank slot of the player to move with a legal cell, that cell and its points,
/// as the core answers.
pub fn a_legal_move(app: &LoopItApp) -> Option<(usize, Cell, u32)> {
    let game = app.game()?;
    game.bank().tiles().find_map(|(slot, _)| {
        game.options(slot)
            .first()
            .map(|(cell, score)| (slot, *cell, score.points))
    })
}

/// Starts a game from the setup screen with the settings' seats.
pub fn start(h: &mut Harness<'_, LoopItApp>) {
    h.run();
    h.get_by_label("Start game").click();
    // Computers may move at once: step rather than wait for the window to settle.
    h.run_steps(3);
    assert!(h.state().game().is_some(), "the game started");
    // Two or more people: the first is asked to the screen before their tiles show.
    if h.state()
        .session()
        .is_some_and(|s| s.waiting_for().is_some())
    {
        h.key_press(egui::Key::Space);
        h.run_steps(3);
    }
}

/// Anna (a person) to move against Ben, loaded from a known position with background work on
/// `executor`: the junction 541 on F6 and 126 (top and left) on G6, which earned Ben 12
/// points; Anna's bank is 422 (top and bottom), 321, 832, 624, 133. Anna is at the screen.
pub fn known_position(executor: Executor) -> Harness<'static, LoopItApp> {
    let dir = tempfile::tempdir().expect("temp dir");
    let file = dir.keep().join("known.json");
    std::fs::write(
        &file,
        r#"{"version": 1,
            "board": [{"row": 5, "col": 5, "tile": "541"}, {"row": 5, "col": 6, "tile": "126"}],
            "bank": ["422", "321", "832", "624", "133"],
            "players": [{"name": "Anna", "kind": "human", "score": 0},
                        {"name": "Ben", "kind": "human", "score": 12}], "current": 0}"#,
    )
    .expect("write");
    let mut h = harness(app_on(two_humans(), vec![Pick::Chosen(file)], executor));
    h.run();
    game_shell::testing::click(&mut h, "Load a saved game…");
    // Two people: the loaded game waits until Anna is at the screen.
    game_shell::testing::click(
        &mut h,
        "Anna's turn: click or press Space when Anna is at the screen",
    );
    h
}

pub use game_shell::testing::rect_of;

/// Clicks the setup's Start game, in English or German.
pub fn click_start_game(h: &mut Harness<'_, LoopItApp>) {
    h.get_by(|n| {
        n.label()
            .is_some_and(|l| l == "Start game" || l == "Spiel starten")
    })
    .click();
}

/// Steps the window frame by frame until a dialog opens (the result, when computers play a
/// game to its end), at most `most` frames.
///
/// # Panics
/// When no dialog has opened after `most` frames.
pub fn step_until_a_dialog(h: &mut Harness<'_, LoopItApp>, most: usize) {
    let mut steps = 0;
    while h.state().modal().is_none() {
        h.step();
        steps += 1;
        assert!(steps < most, "the game ends");
    }
}

/// The texts painted in the strip under the board (from the board's frame down), each
/// asserted whole: not cut short with "…", not clipped at the strip's edge.
///
/// # Panics
/// When a text there is cut.
pub fn strip_texts_whole(h: &Harness<'_, LoopItApp>) -> Vec<String> {
    let layout = h.state().board_layout();
    let top = layout.rect.bottom() + layout.frame();
    let strip = egui::Rect::from_min_max(
        egui::pos2(f32::NEG_INFINITY, top),
        egui::pos2(f32::INFINITY, f32::INFINITY),
    );
    let mut painted = Vec::new();
    for clipped in &h.output().shapes {
        if let egui::Shape::Text(text) = &clipped.shape
            && strip.contains(text.visual_bounding_rect().center())
        {
            let said = text.galley.text().to_owned();
            assert!(!text.galley.elided, "cut short: {said:?}");
            assert!(
                clipped
                    .clip_rect
                    .contains_rect(text.visual_bounding_rect().shrink(0.5)),
                "clipped: {said:?}"
            );
            painted.push(said);
        }
    }
    painted
}

/// A game of `players` from `seed` after `turns` turns (or at its end, if sooner), each seat's
/// turns played as the computer of `levels[seat]` would play them.
pub fn played(
    players: Vec<loopit_core::Player>,
    seed: u64,
    levels: &[Level],
    turns: usize,
) -> loopit_core::Game {
    let mut game = loopit_core::Game::new(players, seed).expect("players");
    for _ in 0..turns {
        if game.is_over() {
            break;
        }
        let level = levels[game.current()];
        loopit_core::ai::play_turn(&mut game, level.strategy());
        game.end_turn();
    }
    game
}

/// `game` written to `game.json` in a fresh folder, kept for the test to load.
pub fn saved(game: &loopit_core::Game) -> PathBuf {
    let file = tempfile::tempdir()
        .expect("temp dir")
        .keep()
        .join("game.json");
    loopit::storage::save_game(game, &file).expect("saved");
    file
}

/// The rectangles of what is drawn over the window's panels this frame (a tooltip, a popup,
/// a window), each with its layer.
pub fn drawn_over_the_panels(
    h: &egui_kittest::Harness<'_, loopit::LoopItApp>,
) -> Vec<(egui::LayerId, egui::Rect)> {
    h.ctx.memory(|m| {
        m.areas()
            .visible_layer_ids()
            .into_iter()
            .filter(|layer| layer.order != egui::Order::Background)
            .filter_map(|layer| m.area_rect(layer.id).map(|rect| (layer, rect)))
            .collect()
    })
}

/// A game between two computers played to its end with motion on or off, in a window of
/// 1280×800 whose clock steps 20 ms a frame; the harness when the result is shown.
pub fn played_to_the_end(motion: bool) -> Harness<'static, LoopItApp> {
    let settings = loopit::settings::Settings {
        motion: Some(motion),
        ..two_computers()
    };
    let mut h = ticking(
        app_on(settings, vec![], Executor::Inline),
        1280.0,
        800.0,
        0.02,
    );
    start(&mut h);
    step_until_a_dialog(&mut h, 20_000);
    assert_eq!(
        h.state().modal(),
        Some(&loopit::navigation::Modal::GameOver)
    );
    h
}
