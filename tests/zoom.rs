//! Zoom as a player uses it at a small window: Ctrl+Plus makes the board larger first (never
//! smaller, as egui's own zoom did), the text with it but only so far; Ctrl+Minus never makes
//! the text unreadable; a board larger than its space scrolls, and the keyboard's cursor stays
//! in view; Ctrl+0 is the normal size again.

mod common;

use common::*;
use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use loopit::LoopItApp;

fn small(app: LoopItApp) -> Harness<'static, LoopItApp> {
    sized(app, 800.0, 600.0)
}

/// The side of a board cell on screen, in pixels.
fn cell_pixels(h: &Harness<'_, LoopItApp>) -> f32 {
    h.state().board_layout().cell_size * h.ctx.zoom_factor()
}

#[test]
fn zooming_in_makes_the_board_larger_at_every_step_and_the_text_only_so_far() {
    let mut h = small(app(two_humans(), Vec::new()));
    start(&mut h);
    h.run();
    let mut before = cell_pixels(&h);
    for step in 1..=6 {
        press(&mut h, Modifiers::COMMAND, Key::Plus);
        h.run();
        let now = cell_pixels(&h);
        assert!(
            now > before,
            "step {step}: the board grew ({before} px, then {now} px)"
        );
        assert!(h.ctx.zoom_factor() <= 1.5, "the text grows at most by half");
        before = now;
    }
    press(&mut h, Modifiers::COMMAND, Key::Num0);
    h.run();
    assert!(
        (h.ctx.zoom_factor() - 1.0).abs() < 1e-6,
        "Ctrl+0: the normal size"
    );
}

#[test]
fn zooming_out_never_makes_the_text_unreadable() {
    let mut h = small(app(two_humans(), Vec::new()));
    start(&mut h);
    h.run();
    let normal = cell_pixels(&h);
    for _ in 0..10 {
        press(&mut h, Modifiers::COMMAND, Key::Minus);
    }
    h.run();
    assert!(
        h.ctx.zoom_factor() >= 0.9,
        "text at {}",
        h.ctx.zoom_factor()
    );
    assert!(cell_pixels(&h) < normal, "the board is smaller");
}

#[test]
fn a_zoomed_in_board_scrolls_to_keep_the_keyboard_cursor_in_view() {
    let mut h = small(app(two_humans(), Vec::new()));
    start(&mut h);
    h.run();
    for _ in 0..6 {
        press(&mut h, Modifiers::COMMAND, Key::Plus);
    }
    h.run();
    // The window in points, at this zoom.
    let window = egui::Rect::from_min_size(
        egui::Pos2::ZERO,
        egui::vec2(800.0, 600.0) / h.ctx.zoom_factor(),
    );
    // Larger than its space: some cell is out of view.
    let out_of_view = loopit_core::Cell::all().any(|cell| {
        let rect = h.state().board_layout().cell_rect(cell);
        !window.contains_rect(rect)
    });
    assert!(out_of_view, "the board is larger than the window");
    // The cursor walks to the far corner; the board follows it.
    for key in [Key::ArrowRight, Key::ArrowDown] {
        for _ in 0..12 {
            h.key_press(key);
            h.run();
        }
    }
    let corner = loopit_core::Cell::all().last().expect("121 cells");
    let rect = h.state().board_layout().cell_rect(corner);
    // In view: in the window, left of the side panel and right of the bank.
    let side = h.get_by_label("Scores").rect().left();
    // The bank is a column left of the board in this wide window.
    let bank = h
        .get_by(|n| n.label().is_some_and(|l| l.starts_with("bank 1:")))
        .rect()
        .right();
    assert!(
        window.contains_rect(rect) && rect.right() <= side && rect.left() >= bank,
        "the cursor's cell {rect:?} is in view (side panel at x {side}, bank to x {bank})"
    );
}
