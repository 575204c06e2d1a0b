//! The value digit in a tile's corner and the contact sheet's labels, drawn as strokes from a
//! small hand-made set of digit glyphs.

use tiny_skia::{LineCap, Path, PathBuilder, Pixmap, Rect, Transform};

use crate::style::{DIGIT, paint, stroke};

/// Height of the value digit, in design units (about 23 % of the tile).
const DIGIT_HEIGHT: f32 = 60.0;
/// Left edge of the value digit's glyph box.
const DIGIT_LEFT: f32 = 19.0;
/// Bottom edge of the value digit's glyph box.
const DIGIT_BOTTOM: f32 = 238.0;
/// Stroke width of the value digit.
const DIGIT_STROKE: f32 = 9.0;

/// Width of the glyph box the digits are designed in (10 high, y down).
const GLYPH_W: f32 = 6.0;
/// Height of the glyph box.
const GLYPH_H: f32 = 10.0;
/// Advance from one glyph to the next, in glyph units.
const GLYPH_ADVANCE: f32 = 8.2;

/// The box, in pixels of a [`SIZE`](crate::SIZE)-pixel tile, that holds the value digit with its
/// stroke.
#[must_use]
pub fn digit_box() -> Rect {
    let half = DIGIT_STROKE / 2.0;
    let width = DIGIT_HEIGHT * GLYPH_W / GLYPH_H;
    Rect::from_ltrb(
        DIGIT_LEFT - half,
        DIGIT_BOTTOM - DIGIT_HEIGHT - half,
        DIGIT_LEFT + width + half,
        DIGIT_BOTTOM + half,
    )
    .expect("the digit box is a valid rectangle")
}

/// Draws a tile's value, `text`, in the bottom-left corner of the design space of `ts`.
pub(crate) fn draw_value(pixmap: &mut Pixmap, text: &str, ts: Transform) {
    let left = DIGIT_LEFT;
    let top = DIGIT_BOTTOM - DIGIT_HEIGHT;
    draw_text(
        pixmap,
        text,
        left,
        top,
        DIGIT_HEIGHT,
        DIGIT_STROKE,
        DIGIT,
        ts,
    );
}

/// The strokes of a digit in the 6 × 10 glyph box.
fn glyph(digit: char) -> Option<Path> {
    let mut pb = PathBuilder::new();
    match digit {
        '0' => pb.push_oval(Rect::from_ltrb(0.0, 0.0, 6.0, 10.0)?),
        '1' => {
            pb.move_to(1.0, 2.0);
            pb.line_to(3.4, 0.0);
            pb.line_to(3.4, 10.0);
            pb.move_to(0.9, 10.0);
            pb.line_to(5.9, 10.0);
        }
        '2' => {
            pb.move_to(0.2, 2.7);
            pb.cubic_to(0.5, 1.0, 1.7, 0.0, 3.0, 0.0);
            pb.cubic_to(4.7, 0.0, 5.9, 1.2, 5.9, 2.8);
            pb.cubic_to(5.9, 4.8, 4.0, 6.0, 0.1, 10.0);
            pb.line_to(6.0, 10.0);
        }
        '3' => {
            pb.move_to(0.3, 1.6);
            pb.cubic_to(0.9, 0.6, 1.9, 0.0, 3.0, 0.0);
            pb.cubic_to(4.6, 0.0, 5.6, 1.1, 5.6, 2.5);
            pb.cubic_to(5.6, 4.0, 4.4, 4.8, 2.5, 4.8);
            pb.cubic_to(4.8, 4.8, 6.0, 6.0, 6.0, 7.4);
            pb.cubic_to(6.0, 9.0, 4.7, 10.0, 3.0, 10.0);
            pb.cubic_to(1.7, 10.0, 0.6, 9.4, 0.0, 8.3);
        }
        '4' => {
            pb.move_to(4.4, 10.0);
            pb.line_to(4.4, 0.0);
            pb.line_to(0.0, 7.0);
            pb.line_to(6.0, 7.0);
        }
        '5' => {
            pb.move_to(5.6, 0.0);
            pb.line_to(0.9, 0.0);
            pb.line_to(0.5, 4.6);
            pb.cubic_to(1.2, 4.0, 2.1, 3.7, 3.0, 3.7);
            pb.cubic_to(4.9, 3.7, 6.0, 5.0, 6.0, 6.8);
            pb.cubic_to(6.0, 8.7, 4.7, 10.0, 2.9, 10.0);
            pb.cubic_to(1.7, 10.0, 0.6, 9.4, 0.0, 8.3);
        }
        '6' => {
            pb.move_to(5.2, 0.7);
            pb.cubic_to(4.6, 0.2, 3.9, 0.0, 3.2, 0.0);
            pb.cubic_to(1.1, 0.0, 0.0, 2.6, 0.0, 6.6);
            pb.push_oval(Rect::from_ltrb(0.0, 3.6, 6.0, 10.0)?);
        }
        '7' => {
            pb.move_to(0.0, 0.0);
            pb.line_to(6.0, 0.0);
            pb.cubic_to(4.0, 2.6, 2.6, 5.8, 2.2, 10.0);
        }
        '8' => {
            pb.push_oval(Rect::from_ltrb(0.5, 0.0, 5.5, 4.7)?);
            pb.push_oval(Rect::from_ltrb(0.0, 4.7, 6.0, 10.0)?);
        }
        '9' => {
            pb.push_oval(Rect::from_ltrb(0.0, 0.0, 6.0, 6.4)?);
            pb.move_to(6.0, 3.4);
            pb.cubic_to(6.0, 7.4, 4.9, 10.0, 2.8, 10.0);
            pb.cubic_to(2.1, 10.0, 1.4, 9.8, 0.8, 9.3);
        }
        _ => return None,
    }
    pb.finish()
}

/// Draws `text` (digits only; anything else is skipped) with its glyph box's top-left corner at
/// (`left`, `top`), `height` high, in strokes `weight` wide, all in the units of `ts`.
#[allow(clippy::too_many_arguments, reason = "a small private drawing helper")]
pub(crate) fn draw_text(
    pixmap: &mut Pixmap,
    text: &str,
    left: f32,
    top: f32,
    height: f32,
    weight: f32,
    rgb: [u8; 3],
    ts: Transform,
) {
    let scale = height / GLYPH_H;
    let pen = stroke(weight / scale, LineCap::Round);
    let ink = paint(rgb);
    for (i, c) in text.chars().enumerate() {
        let Some(path) = glyph(c) else {
            continue;
        };
        let x = left + i as f32 * GLYPH_ADVANCE * scale;
        let glyph_ts = ts.pre_translate(x, top).pre_scale(scale, scale);
        pixmap.stroke_path(&path, &ink, &pen, glyph_ts, None);
    }
}

/// Width of `text` drawn `height` high.
pub(crate) fn text_width(text: &str, height: f32) -> f32 {
    let n = text.chars().count() as f32;
    if n == 0.0 {
        return 0.0;
    }
    ((n - 1.0) * GLYPH_ADVANCE + GLYPH_W) * height / GLYPH_H
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_digit_has_a_glyph() {
        for c in '0'..='9' {
            assert!(glyph(c).is_some(), "{c}");
        }
        assert!(glyph('x').is_none());
    }
}
