//! Raised ink: the lines are first laid down on a layer of their own, the ink layer, which
//! records only where ink is; printing that layer onto the paper gives each line a light side
//! facing [`LIGHT`], a shaded side away from it, and a soft shadow on the paper below and to
//! the right.
//!
//! Both come from one blur of the ink layer: the blur's slope says which way the ink's edge
//! faces (its light and shade), and the blur moved by [`SHADOW_OFFSET`] is the shadow. So that
//! a line looks the same on both sides of the edge between two tiles, the ink layer reaches
//! beyond the tile by the blur's radius and every line end is drawn on into it, straight out
//! of its edge as the line would go on into the next tile; only the tile itself is printed.
//!
//! The blur's kernel is a polynomial bell, (1 − t²)², not a Gaussian: it needs no `exp`,
//! whose last bit a compiler may fold differently from the run-time library, and the images
//! must be the same byte for byte from every build.

use loopit_core::Edges;
use tiny_skia::{LineCap, PathBuilder, Pixmap, PremultipliedColorU8, Transform};

use crate::geometry::{D, inward, midpoint};
use crate::style::{
    INK_LIGHT, INK_SHADE, LIGHT, LINE, LINE_WIDTH, RELIEF_BLUR, SHADOW, SHADOW_COLOUR,
    SHADOW_OFFSET, ink, levels, mix, stroke, to_bytes,
};

/// Where the ink of one tile goes, on a layer reaching beyond the tile on every side.
#[derive(Debug)]
pub(crate) struct InkLayer {
    /// Coverage of the ink, in its alpha; the tile's top-left corner is at (`margin`, `margin`).
    layer: Pixmap,
    /// Pixels of the layer beyond each edge of the tile.
    margin: u32,
    /// Width and height of the tile in pixels.
    size: u32,
}

impl InkLayer {
    /// An empty ink layer for a tile `size` pixels square.
    ///
    /// # Panics
    ///
    /// If `size` is 0 or too big for a pixmap.
    pub(crate) fn new(size: u32) -> InkLayer {
        let scale = size as f32 / D;
        // The blur's radius and the shadow's offset, and a pixel to spare.
        let reach = RELIEF_BLUR + SHADOW_OFFSET.0.max(SHADOW_OFFSET.1);
        let margin = (reach * scale).ceil() as u32 + 1;
        let side = size + 2 * margin;
        let layer = Pixmap::new(side, side).expect("the tile size is a valid pixmap size");
        InkLayer {
            layer,
            margin,
            size,
        }
    }

    /// The layer, to draw ink on (with [`ink`]) or take it off (with
    /// [`no_ink`](crate::style::no_ink)), through [`Self::transform`].
    pub(crate) fn pixmap(&mut self) -> &mut Pixmap {
        &mut self.layer
    }

    /// From the design space to the layer's pixels.
    pub(crate) fn transform(&self) -> Transform {
        let scale = self.size as f32 / D;
        let m = self.margin as f32;
        Transform::from_translate(m, m).pre_scale(scale, scale)
    }

    /// Draws each line end at `edges` on out beyond its edge, across the layer's margin.
    pub(crate) fn extend_line_ends(&mut self, edges: Edges) {
        let beyond = self.margin as f32 * D / self.size as f32 + 1.0;
        let mut pb = PathBuilder::new();
        for edge in edges.iter() {
            let (x, y) = midpoint(edge);
            let (dx, dy) = inward(edge);
            pb.move_to(x, y);
            pb.line_to(x - dx * beyond, y - dy * beyond);
        }
        if let Some(path) = pb.finish() {
            let ts = self.transform();
            self.layer
                .stroke_path(&path, &ink(), &stroke(LINE_WIDTH, LineCap::Butt), ts, None);
        }
    }

    /// Prints the ink onto `paper` (the tile, [`InkLayer::new`]'s `size` square): its shadow,
    /// then the ink with its light and shaded sides.
    pub(crate) fn print_on(&self, paper: &mut Pixmap) {
        let side = self.layer.width() as usize;
        let coverage: Vec<f32> = self
            .layer
            .pixels()
            .iter()
            .map(|p| f32::from(p.alpha()) / 255.0)
            .collect();
        let scale = self.size as f32 / D;
        let radius = RELIEF_BLUR * scale;
        let blurred = blur(&coverage, side, radius);
        // The steepest slope of an edge blurred with the (1 − t²)² kernel, per pixel: the
        // kernel's peak over its area, 16/15 of its radius.
        let steepest = 15.0 / (16.0 * radius);
        let at = |x: usize, y: usize| blurred[y * side + x];
        let (sx, sy) = (SHADOW_OFFSET.0 * scale, SHADOW_OFFSET.1 * scale);
        let (line, lit, shaded, shadow) = (
            levels(LINE),
            levels(INK_LIGHT),
            levels(INK_SHADE),
            levels(SHADOW_COLOUR),
        );
        let m = self.margin as usize;
        let size = self.size as usize;
        for (i, pixel) in paper.pixels_mut().iter_mut().enumerate() {
            let (x, y) = (i % size + m, i / size + m);
            let under = sample(&blurred, side, x as f32 - sx, y as f32 - sy);
            let rgb = [pixel.red(), pixel.green(), pixel.blue()];
            let paper_rgb = mix(levels(rgb), shadow, SHADOW * under);
            let cover = coverage[y * side + x];
            let out = if cover > 0.0 {
                // The slope points into the ink; its edge faces the other way.
                let slope = (
                    (at(x + 1, y) - at(x - 1, y)) / 2.0,
                    (at(x, y + 1) - at(x, y - 1)) / 2.0,
                );
                let facing = -(slope.0 * LIGHT.0 + slope.1 * LIGHT.1) / steepest;
                let ink_rgb = if facing >= 0.0 {
                    mix(line, lit, facing.min(1.0))
                } else {
                    mix(line, shaded, (-facing).min(1.0))
                };
                mix(paper_rgb, ink_rgb, cover)
            } else {
                paper_rgb
            };
            let [r, g, b] = to_bytes(out);
            if let Some(c) = PremultipliedColorU8::from_rgba(r, g, b, 255) {
                *pixel = c;
            }
        }
    }
}

/// The weights of the (1 − t²)² kernel `radius` pixels wide, from -r to r, adding up to 1.
fn kernel(radius: f32) -> Vec<f32> {
    let r = radius.ceil().max(1.0) as i32;
    let raw: Vec<f32> = (-r..=r)
        .map(|k| {
            let t = k as f32 / radius.max(1.0);
            let w = 1.0 - t * t;
            if w > 0.0 { w * w } else { 0.0 }
        })
        .collect();
    let total: f32 = raw.iter().sum();
    raw.iter().map(|w| w / total).collect()
}

/// `values` (a square `side` wide) blurred with the (1 − t²)² kernel of `radius` pixels, first
/// along the rows, then down the columns; beyond the square counts as 0.
fn blur(values: &[f32], side: usize, radius: f32) -> Vec<f32> {
    let weights = kernel(radius);
    let r = (weights.len() / 2) as isize;
    let pass = |input: &[f32], step: (usize, usize)| -> Vec<f32> {
        let mut out = vec![0.0; input.len()];
        for y in 0..side {
            for x in 0..side {
                let mut sum = 0.0;
                for (k, w) in weights.iter().enumerate() {
                    let d = k as isize - r;
                    let (sx, sy) = (
                        x as isize + d * step.0 as isize,
                        y as isize + d * step.1 as isize,
                    );
                    if sx >= 0 && sy >= 0 && (sx as usize) < side && (sy as usize) < side {
                        sum += w * input[sy as usize * side + sx as usize];
                    }
                }
                out[y * side + x] = sum;
            }
        }
        out
    };
    let rows = pass(values, (1, 0));
    pass(&rows, (0, 1))
}

/// `values` (a square `side` wide) at the point (`x`, `y`) in pixels, linearly interpolated;
/// 0 beyond the square.
fn sample(values: &[f32], side: usize, x: f32, y: f32) -> f32 {
    let (x0, y0) = (x.floor(), y.floor());
    let (fx, fy) = (x - x0, y - y0);
    let get = |i: f32, j: f32| {
        if i < 0.0 || j < 0.0 || i >= side as f32 || j >= side as f32 {
            0.0
        } else {
            values[j as usize * side + i as usize]
        }
    };
    let top = get(x0, y0) + (get(x0 + 1.0, y0) - get(x0, y0)) * fx;
    let bottom = get(x0, y0 + 1.0) + (get(x0 + 1.0, y0 + 1.0) - get(x0, y0 + 1.0)) * fx;
    top + (bottom - top) * fy
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_kernel_adds_up_to_one_and_is_symmetric() {
        for radius in [1.0, 3.7, 10.0] {
            let k = kernel(radius);
            let total: f32 = k.iter().sum();
            assert!((total - 1.0).abs() < 1e-5, "{radius}: {total}");
            assert!(k.iter().zip(k.iter().rev()).all(|(a, b)| a == b));
        }
    }

    #[test]
    fn a_straight_edge_blurs_to_half_at_the_edge_with_the_expected_slope() {
        let side = 64;
        let values: Vec<f32> = (0..side * side)
            .map(|i| if i % side < 32 { 1.0 } else { 0.0 })
            .collect();
        let radius = 10.0;
        let b = blur(&values, side, radius);
        let row = 32 * side;
        // Between pixel 31 (ink) and 32 (none) the blur crosses a half.
        assert!((b[row + 31] + b[row + 32] - 1.0).abs() < 1e-3);
        let slope = b[row + 31] - b[row + 32];
        let steepest = 15.0 / (16.0 * radius);
        assert!(
            (slope / steepest - 1.0).abs() < 0.05,
            "{slope} against {steepest}"
        );
    }
}
