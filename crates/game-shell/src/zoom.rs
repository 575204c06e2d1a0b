//! Zoom, the same in the three programs: Ctrl+Plus, Ctrl+Minus and Ctrl+0 step one zoom level
//! (egui's own keyboard zoom, which scales only the text and the panels so that the board
//! shrinks as the text grows, is turned off). A level makes **the board larger first**, and
//! the text with it, but the text only within sizes where it stays readable and the panels
//! still hold what they show (90 % to 150 %). A board that becomes larger than the space the
//! window has for it scrolls there ([`board_scale`] above 1).
//!
//! The level is kept in egui's memory, which eframe keeps with the window's state, so a window
//! opens at the zoom it was closed at.

use std::ops::RangeInclusive;

use egui::{Context, Id};

/// The zoom levels, from the smallest to the largest; 0 is the normal size.
pub const LEVELS: RangeInclusive<i32> = -3..=6;

/// Where egui's memory keeps the level.
fn key() -> Id {
    Id::unique("game-shell-zoom-level")
}

/// The size of the text and the panels at `level`, as egui's zoom factor.
#[must_use]
pub fn text_zoom(level: i32) -> f32 {
    (1.0 + 0.1 * level as f32).clamp(0.9, 1.5)
}

/// The size of the board at `level`, in pixels, against its size at level 0.
#[must_use]
pub fn board_zoom(level: i32) -> f32 {
    1.0 + 0.15 * level as f32
}

/// The window's zoom level (0 until a key changed it).
#[must_use]
pub fn level(ctx: &Context) -> i32 {
    let level = ctx.data_mut(|d| d.get_persisted::<i32>(key()).unwrap_or(0));
    level.clamp(*LEVELS.start(), *LEVELS.end())
}

/// Sets the window's zoom level (kept within [`LEVELS`]) and the text size it goes with.
pub fn set_level(ctx: &Context, level: i32) {
    let level = level.clamp(*LEVELS.start(), *LEVELS.end());
    ctx.data_mut(|d| d.insert_persisted(key(), level));
    let text = text_zoom(level);
    if (ctx.zoom_factor() - text).abs() > f32::EPSILON {
        ctx.set_zoom_factor(text);
    }
}

/// How large the board is drawn against the largest size that fits its space: 1 at level 0,
/// less when zoomed out, more (the board then scrolls) when zoomed in. Against the space, not
/// the text: the panels grow with the text and leave the board less room, so a board scaled
/// with the text would shrink on screen as the level grows.
#[must_use]
pub fn board_scale(ctx: &Context) -> f32 {
    board_zoom(level(ctx))
}

/// Takes this frame's zoom keys (Ctrl+Plus or Ctrl+=, Ctrl+Minus, Ctrl+0; Cmd on a Mac) and
/// changes the level; true when it changed. Also turns egui's own keyboard zoom off and keeps
/// the text size that of the level (a window-state file of an older version may hold another).
/// Called once a frame, before anything is drawn.
pub fn handle_keys(ctx: &Context) -> bool {
    if ctx.options(|o| o.zoom_with_keyboard) {
        ctx.options_mut(|o| o.zoom_with_keyboard = false);
    }
    use egui::gui_zoom::kb_shortcuts::{ZOOM_IN, ZOOM_IN_SECONDARY, ZOOM_OUT, ZOOM_RESET};
    let before = level(ctx);
    let mut after = before;
    ctx.input_mut(|i| {
        if i.consume_shortcut(&ZOOM_RESET) {
            after = 0;
        }
        if i.consume_shortcut(&ZOOM_IN) || i.consume_shortcut(&ZOOM_IN_SECONDARY) {
            after += 1;
        }
        if i.consume_shortcut(&ZOOM_OUT) {
            after -= 1;
        }
    });
    set_level(ctx, after);
    level(ctx) != before
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_level_in_makes_the_board_larger_in_pixels_and_its_share_of_the_window_too() {
        for level in *LEVELS.start()..*LEVELS.end() {
            let next = level + 1;
            assert!(board_zoom(next) > board_zoom(level));
            assert!(
                board_zoom(next) / text_zoom(next) > board_zoom(level) / text_zoom(level),
                "level {next}: the board grows more than the text"
            );
        }
    }

    #[test]
    fn the_text_stays_readable_at_every_level() {
        for level in LEVELS {
            let text = text_zoom(level);
            assert!((0.9..=1.5).contains(&text), "level {level}: {text}");
        }
    }

    #[test]
    fn the_keys_step_the_level_within_its_bounds_and_ctrl_0_resets_it() {
        let ctx = Context::default();
        ctx.options_mut(|o| o.zoom_with_keyboard = false);
        let press = |key: egui::Key| {
            let input = egui::RawInput {
                events: vec![egui::Event::Key {
                    key,
                    physical_key: None,
                    pressed: true,
                    repeat: false,
                    modifiers: egui::Modifiers::COMMAND,
                }],
                ..Default::default()
            };
            let mut changed = false;
            let mut out = ctx.run_ui(input, |ui| changed = handle_keys(ui.ctx()));
            // Nothing draws the frames: their textures are dropped on purpose. A new zoom
            // factor holds from the next frame.
            out.textures_delta.clear();
            let mut next = ctx.run_ui(egui::RawInput::default(), |_| {});
            next.textures_delta.clear();
            changed
        };
        assert!(press(egui::Key::Plus));
        assert_eq!(level(&ctx), 1);
        assert!((ctx.zoom_factor() - 1.1).abs() < 1e-6);
        for _ in 0..20 {
            press(egui::Key::Plus);
        }
        assert_eq!(level(&ctx), *LEVELS.end(), "no larger than the largest");
        assert!(
            !press(egui::Key::Equals),
            "at the end a key changes nothing"
        );
        assert!(press(egui::Key::Num0));
        assert_eq!(level(&ctx), 0);
        assert!((ctx.zoom_factor() - 1.0).abs() < 1e-6);
        for _ in 0..20 {
            press(egui::Key::Minus);
        }
        assert_eq!(level(&ctx), *LEVELS.start());
        assert!(ctx.zoom_factor() >= 0.9, "the text stays readable");
    }
}
