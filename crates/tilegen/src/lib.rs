//! Draws the 81 LoopIt tiles as anti-aliased images, and a contact sheet of all of them.
//!
//! Every tile is drawn in a 256 × 256 design space (N is the top, E the right, S the bottom,
//! W the left edge) and scaled to the size asked for, so [`render`] gives the 256-pixel images
//! of `assets/tiles/` and [`contact_sheet`] draws the same art smaller. The drawing is plain
//! arithmetic on `f32` handed to tiny-skia, and the paper's grain comes from a fixed seed for
//! each tile: no randomness, no clock, so the same tile always gives the same pixels, and
//! [`encode_png`] the same bytes.
//!
//! What a tile shows:
//!
//! * a sheet of cream paper with a faint grain (a few levels either way, at scales no finer
//!   than a few pixels, so that scaled down it stays smooth), lit from the top left: a little
//!   brighter towards that corner, with a bevelled rim bright on the top and left and in
//!   shade on the bottom and right, and a thin darker border;
//! * its lines in one deep blue, [`LINE_WIDTH`] wide, printed in raised ink: each line's side
//!   facing the light a little lighter, the other side a little darker, and a soft shadow on
//!   the paper below and to its right; each line end is cut flat exactly at the middle of its
//!   edge and leaves it at a right angle, and looks the same on both sides of the edge, so
//!   lines of neighbouring tiles join;
//! * a **path** (`v2k`) as one line, straight across or bent round a corner (wide or tight),
//!   with a curl drawn into most of them, a different one for each value, so the seven tiles
//!   of one shape all look different: on a straight line a zigzag across it, a step aside, a
//!   wiggle, two bumps, a tooth or a bump; on a bend two bumps, a row of teeth, a step or a
//!   wiggle out of the bend, or a tooth into it (out of it on the S–W bend, which turns round
//!   the digit's corner). No curl crosses its own line or closes round a patch of paper, so
//!   none can be taken for a loop (which players score). No curl comes within two line widths
//!   (23 % of the tile) of an edge without a line end, nor within 12 % of an edge beside its
//!   line end, so that none looks like a line end even on a small board;
//! * a **junction** (`v3k`, `v41`) as straight spokes into a round node in the centre;
//! * a **dead end** (`83k`) as a straight line across and, from the third edge, a short line
//!   ending in a dot with a clear gap to the straight line;
//! * the value as a digit in the bottom-left corner, clear of every line.
//!
//! ```
//! use loopit_core::Tile;
//! let tile: Tile = "331".parse()?;
//! let image = tilegen::render(tile);
//! assert_eq!((image.width(), image.height()), (tilegen::SIZE, tilegen::SIZE));
//! # Ok::<(), loopit_core::ParseTileError>(())
//! ```
//!
//! The drawing is split along its parts: `geometry` (the design space, polylines, a turtle),
//! `style` (colours, line width, light and shade, paints), `paper` (the paper, its grain and
//! rim), `paths` (path tiles: lines, bends and curls), `junctions` (junctions and dead
//! ends), `relief` (the ink layer the lines are drawn on, printed onto the paper with its light,
//! shade and shadow), `glyphs` (the value digit and labels), `tile` (one whole tile) and
//! `sheet` (the contact sheet). Each uses only those listed before it.
//!
//! The window's icon is four plain wide bends whose lines close into one ring.
//!
//! To look at the tiles as a player sees them, scaled to the window's cell sizes and on a piece
//! of board: `cargo run -p tilegen --release --example look -- DIR`.

#![warn(missing_docs)]

mod geometry;
mod glyphs;
mod icon;
mod junctions;
mod paper;
mod paths;
mod relief;
mod sheet;
mod style;
mod tile;

use loopit_core::Tile;
use tiny_skia::Pixmap;

pub use geometry::midpoint;
pub use glyphs::digit_box;
pub use icon::{DESKTOP_ICON_SIZES, ICON_SIZE};
pub use junctions::{DOT_GAP, DOT_RADIUS, NODE_RADIUS, dot_centre};
pub use sheet::SHEET_TILE;
pub use style::{BACKGROUND, BORDER, DIGIT, LINE, LINE_WIDTH};
pub use tile::{Options, SIZE};

/// The tile image as it goes into `assets/tiles/NAME.png`: [`SIZE`] × [`SIZE`], opaque.
#[must_use]
pub fn render(tile: Tile) -> Pixmap {
    render_with(tile, &Options::default())
}

/// The tile drawn with `options`.
///
/// # Panics
///
/// If `options.size` is 0 or too big for a pixmap.
#[must_use]
pub fn render_with(tile: Tile, options: &Options) -> Pixmap {
    tile::draw(tile, options)
}

/// All `tiles` on one sheet: a row per value (11 tiles for values 1–7, 4 for value 8), each tile
/// drawn [`SHEET_TILE`] pixels wide with its name under it.
///
/// # Panics
///
/// Never for the tiles of the game; only if `tiles` asks for an impossibly large sheet.
#[must_use]
pub fn contact_sheet(tiles: &[Tile]) -> Pixmap {
    sheet::draw(tiles)
}

/// `pixmap` as the bytes of a PNG file: 8-bit RGB (the images are opaque; any transparency is
/// dropped) at the best compression, each row filtered as suits it best.
///
/// # Errors
///
/// If the PNG encoder fails (it does not for a pixmap in memory).
pub fn encode_png(pixmap: &Pixmap) -> Result<Vec<u8>, png::EncodingError> {
    let rgb: Vec<u8> = pixmap
        .pixels()
        .iter()
        .flat_map(|p| {
            let c = p.demultiply();
            [c.red(), c.green(), c.blue()]
        })
        .collect();
    let mut bytes = Vec::new();
    let mut encoder = png::Encoder::new(&mut bytes, pixmap.width(), pixmap.height());
    encoder.set_color(png::ColorType::Rgb);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_compression(png::Compression::Best);
    encoder.set_adaptive_filter(png::AdaptiveFilterType::Adaptive);
    let mut writer = encoder.write_header()?;
    writer.write_image_data(&rgb)?;
    writer.finish()?;
    Ok(bytes)
}

/// The program's window icon, [`ICON_SIZE`] pixels square: four tiles whose lines close into
/// one loop (it goes into `assets/icon.png`).
#[must_use]
pub fn icon() -> Pixmap {
    icon::draw(ICON_SIZE)
}

/// The same icon `size` pixels square (even, at least 2), for a desktop's menu: one of
/// [`DESKTOP_ICON_SIZES`] goes into `assets/icons/hicolor/SIZExSIZE/apps/loopit.png`.
#[must_use]
pub fn icon_sized(size: u32) -> Pixmap {
    icon::draw(size)
}
