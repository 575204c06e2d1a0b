//! The program's window icon: four tiles whose lines close into one loop, a plain ring of four
//! wide bends.

use loopit_core::{Edge, Edges, Tile};
use tiny_skia::{Pixmap, PixmapPaint, Transform};

use crate::paths;
use crate::tile::Options;

/// Side of the window's icon in pixels.
pub const ICON_SIZE: u32 = 256;

/// The sides, in pixels, of the icons a desktop's menu takes (the freedesktop `hicolor`
/// theme's usual sizes): each is drawn at its size, not scaled from another.
pub const DESKTOP_ICON_SIZES: [u32; 7] = [16, 32, 48, 64, 128, 256, 512];

/// The first tile (in naming order) whose only line joins exactly `a` and `b` in a wide bend
/// with no curl.
fn bend(a: Edge, b: Edge) -> Option<Tile> {
    let edges = Edges::EMPTY.with(a).with(b);
    Tile::ALL.into_iter().find(|&t| {
        t.edges() == edges && t.line_through(a) == Some(b) && paths::is_plain_wide_bend(t)
    })
}

/// The icon, `size` pixels square (even, at least 2): a 2 × 2 square of tiles (without their
/// digits) whose lines make one closed loop.
pub(crate) fn draw(size: u32) -> Pixmap {
    let half = size / 2;
    let options = Options {
        size: half,
        digit: false,
    };
    let mut icon = Pixmap::new(2 * half, 2 * half).expect("the icon is a valid pixmap size");
    let quarters = [
        (0, 0, bend(Edge::E, Edge::S)),
        (half, 0, bend(Edge::W, Edge::S)),
        (0, half, bend(Edge::N, Edge::E)),
        (half, half, bend(Edge::N, Edge::W)),
    ];
    for (x, y, tile) in quarters {
        if let Some(tile) = tile {
            let image = crate::tile::draw(tile, &options);
            icon.draw_pixmap(
                x as i32,
                y as i32,
                image.as_ref(),
                &PixmapPaint::default(),
                Transform::identity(),
                None,
            );
        }
    }
    icon
}
