//! The paper a tile is printed on: its cream colour with a faint grain, light falling across it
//! from the top left, and a bevelled rim, bright on the lit sides and in shade on the others.
//!
//! The grain is value noise (a grid of pseudo-random values from a fixed seed, smoothly
//! interpolated) summed over a few scales; each tile has its own seed, from its place in the
//! naming order, so no two tiles have the same paper and the same tile always has the same.
//! It is written here rather than taken from a noise crate because it is twenty lines and the
//! images must stay byte for byte the same whatever a dependency does next. Every scale is
//! measured in design units, so a smaller image shows the same paper, and a scale finer than a
//! few pixels of the image being drawn is left out: it would only turn into speckle.

use tiny_skia::{Pixmap, PremultipliedColorU8};

use crate::geometry::{D, smoothstep};
use crate::style::{
    BACKGROUND, BEVEL, BEVEL_LIGHT, BEVEL_SHADE, BEVEL_SHADE_COLOUR, GRAIN, LIGHT, PAPER_LIGHT,
    levels, mix, to_bytes,
};

/// The scales of the grain: for each, the spacing of its grid in design units and its weight.
/// The weights add up to 1, so the grain stays within [`GRAIN`] levels.
const GRAIN_SCALES: [(f32, f32); 4] = [(40.0, 0.4), (17.0, 0.3), (7.0, 0.2), (3.0, 0.1)];
/// The finest grain drawn, in pixels of the image: finer scales fade out below twice this.
const FINEST_GRAIN_PIXELS: f32 = 2.0;

/// A number from -1 to 1 for the grid point (`x`, `y`) of the grain with `seed`: a 32-bit
/// integer hash (multiply and xor-shift), the same on every machine.
fn lattice(x: i32, y: i32, seed: u32) -> f32 {
    let mut h = (x as u32).wrapping_mul(0x8DA6_B343)
        ^ (y as u32).wrapping_mul(0xD816_3841)
        ^ seed.wrapping_mul(0xCB1A_B31F);
    h ^= h >> 15;
    h = h.wrapping_mul(0x2C1B_3C6D);
    h ^= h >> 12;
    h = h.wrapping_mul(0x297A_2D39);
    h ^= h >> 15;
    (h >> 8) as f32 / (1u32 << 23) as f32 - 1.0
}

/// Value noise at (`u`, `v`) on a grid `spacing` apart: from -1 to 1, smooth between grid points.
fn value_noise(u: f32, v: f32, spacing: f32, seed: u32) -> f32 {
    let (x, y) = (u / spacing, v / spacing);
    let (x0, y0) = (x.floor(), y.floor());
    let (sx, sy) = (smoothstep(x - x0), smoothstep(y - y0));
    let (i, j) = (x0 as i32, y0 as i32);
    let top = lattice(i, j, seed) + (lattice(i + 1, j, seed) - lattice(i, j, seed)) * sx;
    let bottom =
        lattice(i, j + 1, seed) + (lattice(i + 1, j + 1, seed) - lattice(i, j + 1, seed)) * sx;
    top + (bottom - top) * sy
}

/// The grain at the design point (`u`, `v`), from -1 to 1, for an image of `scale` pixels per
/// design unit.
fn grain(u: f32, v: f32, scale: f32, seed: u32) -> f32 {
    GRAIN_SCALES
        .iter()
        .zip(0u32..)
        .map(|(&(spacing, weight), k)| {
            let pixels = spacing * scale;
            let shown = smoothstep((pixels - FINEST_GRAIN_PIXELS) / FINEST_GRAIN_PIXELS);
            if shown == 0.0 {
                0.0
            } else {
                weight * shown * value_noise(u, v, spacing, seed.wrapping_add(k))
            }
        })
        .sum()
}

/// How the rim lights the point (`u`, `v`) of an image with `pixel` design units per pixel: from
/// 1 (fully lit) to -1 (in full shade), 0 away from the rim. The rim is a flat bevel
/// [`BEVEL`] wide along each side, sloping down to the tile's edge and lit as much as it faces
/// [`LIGHT`]; neighbouring sides meet at a mitre along the diagonal, as on a framed picture.
/// Every boundary is anti-aliased over one pixel.
fn rim(u: f32, v: f32, pixel: f32) -> f32 {
    // For each side: how far the point is from it, and the direction the side faces.
    let sides = [
        (u, (-1.0_f32, 0.0_f32)),
        (v, (0.0, -1.0)),
        (D - u, (1.0, 0.0)),
        (D - v, (0.0, 1.0)),
    ];
    // How much of the pixel lies on the near side of a boundary `by` design units away.
    let cover = |by: f32| (by / pixel + 0.5).clamp(0.0, 1.0);
    sides
        .iter()
        .enumerate()
        .map(|(k, &(distance, (nx, ny)))| {
            // On this side's bevel, and nearer this side than any other (the mitre).
            let on_side = sides
                .iter()
                .enumerate()
                .filter(|&(j, _)| j != k)
                .fold(cover(BEVEL - distance), |c, (_, &(other, _))| {
                    c * cover(other - distance)
                });
            on_side * (nx * LIGHT.0 + ny * LIGHT.1)
        })
        .sum::<f32>()
        .clamp(-1.0, 1.0)
}

/// The paper of the tile with `seed`, `size` pixels square.
///
/// # Panics
///
/// If `size` is 0 or too big for a pixmap.
pub(crate) fn draw(size: u32, seed: u32) -> Pixmap {
    let mut pixmap = Pixmap::new(size, size).expect("the tile size is a valid pixmap size");
    let scale = size as f32 / D;
    let base = levels(BACKGROUND);
    let white = [255.0, 255.0, 250.0];
    let shade = levels(BEVEL_SHADE_COLOUR);
    let width = size as usize;
    for (i, pixel) in pixmap.pixels_mut().iter_mut().enumerate() {
        let (u, v) = (
            ((i % width) as f32 + 0.5) / scale,
            ((i / width) as f32 + 0.5) / scale,
        );
        // Light across the whole sheet: brighter towards the top left.
        let across = ((u - D / 2.0) * LIGHT.0 + (v - D / 2.0) * LIGHT.1) / (D / 2.0);
        let lift = PAPER_LIGHT * across + GRAIN * grain(u, v, scale, seed);
        // The grain is a little warmer where it is darker, as in real paper.
        let mut rgb = [base[0] + lift, base[1] + lift, base[2] + lift * 1.15];
        let lit = rim(u, v, 1.0 / scale);
        rgb = if lit >= 0.0 {
            mix(rgb, white, lit * BEVEL_LIGHT)
        } else {
            mix(rgb, shade, -lit * BEVEL_SHADE)
        };
        let [r, g, b] = to_bytes(rgb);
        if let Some(c) = PremultipliedColorU8::from_rgba(r, g, b, 255) {
            *pixel = c;
        }
    }
    pixmap
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn grain_stays_within_its_bounds_and_differs_between_seeds() {
        let scale = 1.0;
        let mut differs = false;
        for k in 0..2000 {
            let (u, v) = ((k % 50) as f32 * 5.1, (k / 50) as f32 * 6.3);
            let g = grain(u, v, scale, 7);
            assert!((-1.0..=1.0).contains(&g), "{g} at {u},{v}");
            differs |= (g - grain(u, v, scale, 8)).abs() > 0.05;
        }
        assert!(differs, "two seeds give the same paper");
    }

    #[test]
    fn the_rim_is_lit_on_top_and_left_and_shaded_bottom_and_right() {
        let (m, pixel) = (D / 2.0, 1.0);
        assert!(rim(1.0, m, pixel) > 0.3 && rim(m, 1.0, pixel) > 0.3);
        assert!(rim(D - 1.0, m, pixel) < -0.3 && rim(m, D - 1.0, pixel) < -0.3);
        assert_eq!(rim(m, m, pixel), 0.0);
        // The top-right corner: lit above the diagonal (the top side), shaded below it.
        assert!(rim(D - 5.0, 2.0, pixel) > 0.3 && rim(D - 2.0, 5.0, pixel) < -0.3);
    }
}
