//! The cost of one frame of the playing screen at 1280×800, in the headless harness: a board
//! of a late game, a tile picked up, the pointer on a legal cell with the points tooltip open;
//! and a frame while a placed tile travels from the bank to its cell (motion on).
//!
//! `cargo bench --bench frame`. The goal is at most 2 ms of CPU a frame on the project's
//! machine.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use game_shell::picker::{Pick, ScriptedPicker};
use loopit::settings::{Settings, SettingsFile};
use loopit::tiles::TileImages;
use loopit::{AppSetup, LoopItApp};
use loopit_core::{Game, Normal, Player, PlayerKind, ai};

/// A late game between two people, played by the game's computer rule for both, stopped at a
/// turn where the player to move has a tile that fits.
fn late_game() -> Game {
    let players = vec![Player::human("Anna"), Player::human("Ben")];
    let mut game = Game::new(players, 2026).expect("two players");
    while game.board().len() < 60 || !game.can_place() {
        if game.is_over() {
            panic!("the game ended before the board filled up");
        }
        ai::play_turn(&mut game, &Normal);
        game.end_turn();
    }
    game
}

fn frame(c: &mut Criterion) {
    let dir = tempfile::tempdir().expect("temp dir");
    let file = dir.path().join("late.json");
    let game = late_game();
    std::fs::write(&file, game.to_save().to_json()).expect("write");
    let tiles =
        TileImages::load(&std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/tiles"))
            .expect("the project's tile images");
    let app = LoopItApp::new(AppSetup {
        settings: SettingsFile::in_memory(Settings {
            seats: [PlayerKind::Human; 4],
            computer_delay_ms: 0,
            // Both people at one screen, without the hot seat's hand-over: the bank is shown.
            hot_seat_screen: Some(false),
            ..Settings::default()
        }),
        warnings: Vec::new(),
        tiles: Ok(tiles),
        picker: Box::new(ScriptedPicker::new([Pick::Chosen(file)])),
        seed: 1,
        system_language: game_shell::i18n::Language::English,
        autosave: None,
        executor: game_shell::task::Executor::Threads,
    });
    let mut h = Harness::builder()
        .with_size([1280.0, 800.0])
        .build_ui_state(|ui, app: &mut LoopItApp| app.frame(ui), app);
    h.run();
    h.get_by_label("Load a saved game…").click();
    h.run();
    let game = h.state().game().expect("loaded").clone();
    let (slot, cell) = game
        .bank()
        .tiles()
        .find_map(|(slot, _)| game.legal_cells(slot).iter().next().map(|c| (slot, c)))
        .expect("a tile fits");
    let bank = format!("bank {}:", slot + 1);
    h.get_by(move |n| n.label().is_some_and(|l| l.starts_with(&bank)))
        .click();
    h.run();
    let name = format!("{}:", loopit::ui::cell_name(cell));
    h.get_by(move |n| n.label().is_some_and(|l| l.starts_with(&name)))
        .hover();
    h.run();
    assert!(
        h.query_all_by_label_contains("total").next().is_some(),
        "the points tooltip is open"
    );
    c.bench_function(
        "frame: late game, tile picked up, tooltip open (1280x800)",
        |b| {
            b.iter(|| {
                h.step();
                black_box(h.state().notice());
            });
        },
    );

    // A tile in flight: each iteration picks the tile up and places it (a frame for each
    // click), draws a frame of its way to the cell, takes it back (the frame of the click) and
    // draws one of its way back: five frames, three with a tile travelling.
    let mut h = Harness::builder()
        .with_size([1280.0, 800.0])
        .with_step_dt(0.01)
        .build_ui_state(|ui, app: &mut LoopItApp| app.frame(ui), h.into_state());
    // Put the tile down: each iteration picks it up again.
    let from = format!("bank {}:", slot + 1);
    h.get_by(move |n| n.label().is_some_and(|l| l.starts_with(&from)))
        .click();
    h.run();
    assert_eq!(h.state().session().and_then(|s| s.selected()), None);
    let cell_label = format!("{}:", loopit::ui::cell_name(cell));
    c.bench_function(
        "frame: late game, a tile travelling to its cell and back (1280x800, 5 frames)",
        |b| {
            b.iter(|| {
                let from = format!("bank {}:", slot + 1);
                h.get_by(move |n| n.label().is_some_and(|l| l.starts_with(&from)))
                    .click();
                h.step();
                let at = cell_label.clone();
                h.get_by(move |n| n.label().is_some_and(|l| l.starts_with(&at)))
                    .click();
                h.step();
                h.step();
                let at = cell_label.clone();
                h.get_by(move |n| n.label().is_some_and(|l| l.starts_with(&at)))
                    .click();
                h.step();
                h.step();
                black_box(h.state().motion().is_moving());
            });
        },
    );
}

criterion_group!(benches, frame);
criterion_main!(benches);
