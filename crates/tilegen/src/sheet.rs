//! The contact sheet: every tile drawn small, a row per value, each with its name under it.
//!
//! The sheet is laid out in whole pixels (`u32`, as tiny-skia sizes pixmaps), since each tile
//! image is copied onto it at a whole-pixel position; everything drawn is placed in `f32`.

use loopit_core::Tile;
use tiny_skia::{Pixmap, PixmapPaint, Transform};

use crate::glyphs::{draw_text, text_width};
use crate::style::{DIGIT, color};
use crate::tile::Options;

/// Side of a tile on the contact sheet, in pixels.
pub const SHEET_TILE: u32 = 96;
/// Space between tiles and round the sheet, in pixels.
const SHEET_GAP: u32 = 14;
/// Height of the band under a tile that holds its name, in pixels.
const SHEET_LABEL: u32 = 20;
/// The most tiles in one row.
const SHEET_COLUMNS: u32 = 11;
/// The contact sheet's background.
const SHEET: [u8; 3] = [0xD9, 0xD6, 0xCF];

/// All `tiles` on one sheet; see [`contact_sheet`](crate::contact_sheet).
pub(crate) fn draw(tiles: &[Tile]) -> Pixmap {
    let mut rows: Vec<Vec<Tile>> = Vec::new();
    for &tile in tiles {
        match rows.last_mut() {
            Some(row)
                if row.len() < SHEET_COLUMNS as usize
                    && row.first().map(|t| t.value()) == Some(tile.value()) =>
            {
                row.push(tile);
            }
            _ => rows.push(vec![tile]),
        }
    }
    let cell_h = SHEET_TILE + SHEET_LABEL;
    let width = SHEET_COLUMNS * SHEET_TILE + (SHEET_COLUMNS + 1) * SHEET_GAP;
    let height = rows.len() as u32 * cell_h + (rows.len() as u32 + 1) * SHEET_GAP;
    let mut sheet = Pixmap::new(width, height.max(1)).expect("the sheet is a valid pixmap size");
    sheet.fill(color(SHEET));
    let options = Options {
        size: SHEET_TILE,
        ..Options::default()
    };
    let label_h = 12.0;
    for (r, row) in rows.iter().enumerate() {
        for (c, &tile) in row.iter().enumerate() {
            let x = SHEET_GAP + c as u32 * (SHEET_TILE + SHEET_GAP);
            let y = SHEET_GAP + r as u32 * (cell_h + SHEET_GAP);
            let image = crate::tile::draw(tile, &options);
            sheet.draw_pixmap(
                x as i32,
                y as i32,
                image.as_ref(),
                &PixmapPaint::default(),
                Transform::identity(),
                None,
            );
            let name = tile.to_string();
            let text_x = x as f32 + (SHEET_TILE as f32 - text_width(&name, label_h)) / 2.0;
            let text_y = (y + SHEET_TILE) as f32 + (SHEET_LABEL as f32 - label_h) / 2.0 + 1.0;
            draw_text(
                &mut sheet,
                &name,
                text_x,
                text_y,
                label_h,
                1.8,
                DIGIT,
                Transform::identity(),
            );
        }
    }
    sheet
}
