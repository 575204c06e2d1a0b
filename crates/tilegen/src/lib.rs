//! Draws the 81 LoopIt tiles as anti-aliased images, and a contact sheet of all of them.
//!
//! Every tile is drawn in a 256 × 256 design space (N is the top, E the right, S the bottom,
//! W the left edge) and scaled to the size asked for, so [`render`] gives the 256-pixel images
//! of `assets/tiles/` and [`contact_sheet`] draws the same art smaller. The drawing is plain
//! arithmetic on `f32` handed to tiny-skia: no randomness, no clock, so the same tile always
//! gives the same pixels.
//!
//! What a tile shows:
//!
//! * a cream square with a thin darker border and a faint inner frame;
//! * its lines in one deep blue, [`LINE_WIDTH`] wide, each line end cut flat exactly at the
//!   middle of its edge and leaving it at a right angle, so lines of neighbouring tiles join;
//! * a **path** (`v2k`) as one line, straight across or bent round a corner, with a curl drawn
//!   in most of them (a loop, two loops, a wiggle, a bump, two bumps), a different one for each
//!   value, so the seven tiles of one shape all look different;
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

use std::f64::consts::PI;

use loopit_core::{Edge, Edges, Tile, TileKind};
use tiny_skia::{
    Color, FillRule, LineCap, LineJoin, Paint, Path, PathBuilder, Pixmap, PixmapPaint, Rect,
    Stroke, Transform,
};

/// Width and height in pixels of the tile images in `assets/tiles/`.
pub const SIZE: u32 = 256;

/// The design space every tile is drawn in: a square of this side, scaled to the output size.
const D: f32 = 256.0;
/// The middle of an edge, in design units.
const MID: f32 = D / 2.0;
const D64: f64 = 256.0;
const MID64: f64 = D64 / 2.0;

/// Width of every line, in design units (about 12 % of the tile).
pub const LINE_WIDTH: f32 = 30.0;
/// The background, a light cream.
pub const BACKGROUND: [u8; 3] = [0xF6, 0xEF, 0xDC];
/// The thin border round the tile.
pub const BORDER: [u8; 3] = [0x9C, 0x8A, 0x68];
/// The faint frame just inside the border.
const FRAME: [u8; 3] = [0xE6, 0xDB, 0xBF];
/// The colour of every line, node and dot: a deep blue.
pub const LINE: [u8; 3] = [0x1C, 0x4A, 0x98];
/// The colour of the value digit and of the contact sheet's labels: a warm near-black.
pub const DIGIT: [u8; 3] = [0x2A, 0x26, 0x22];
/// The contact sheet's background.
const SHEET: [u8; 3] = [0xD9, 0xD6, 0xCF];

/// The gap left round a line where it passes over itself in a loop.
const CROSSING_GAP: f32 = 5.0;
const LINE_WIDTH64: f64 = LINE_WIDTH as f64;
/// Radius of a junction's centre node.
pub const NODE_RADIUS: f32 = 31.0;
/// Radius of the cream eye in a junction's node.
const NODE_EYE: f32 = 12.0;
/// Radius of a dead end's dot.
pub const DOT_RADIUS: f32 = 24.0;
/// Gap between a dead end's dot and its straight line.
pub const DOT_GAP: f32 = 16.0;

/// Height of the value digit, in design units (about 23 % of the tile).
const DIGIT_HEIGHT: f32 = 60.0;
/// Left edge of the value digit's glyph box.
const DIGIT_LEFT: f32 = 19.0;
/// Bottom edge of the value digit's glyph box.
const DIGIT_BOTTOM: f32 = 238.0;
/// Stroke width of the value digit.
const DIGIT_STROKE: f32 = 9.0;

/// How a tile is drawn: size and which parts (the tests switch parts off to check the rest).
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Options {
    /// Width and height of the image in pixels.
    pub size: u32,
    /// Whether to draw the value digit.
    pub digit: bool,
    /// Whether to leave a gap round a line where it passes over itself in a loop.
    pub crossing_gaps: bool,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            size: SIZE,
            digit: true,
            crossing_gaps: true,
        }
    }
}

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
    let mut pixmap =
        Pixmap::new(options.size, options.size).expect("the tile size is a valid pixmap size");
    let scale = options.size as f32 / D;
    draw_tile(
        &mut pixmap,
        tile,
        options,
        Transform::from_scale(scale, scale),
    );
    pixmap
}

/// The box, in pixels of a [`SIZE`]-pixel tile, that holds the value digit with its stroke.
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

/// Where the centre of a dead end's dot is, in pixels of a [`SIZE`]-pixel tile.
#[must_use]
pub fn dot_centre(endpoint: Edge) -> (f32, f32) {
    let along = MID - LINE_WIDTH / 2.0 - DOT_GAP - DOT_RADIUS;
    let (x, y) = midpoint(endpoint);
    let (dx, dy) = inward(endpoint);
    (x + dx * along, y + dy * along)
}

/// The middle of `edge`, in design units: where a line end sits.
#[must_use]
pub fn midpoint(edge: Edge) -> (f32, f32) {
    match edge {
        Edge::N => (MID, 0.0),
        Edge::E => (D, MID),
        Edge::S => (MID, D),
        Edge::W => (0.0, MID),
    }
}

/// [`midpoint`] for the path geometry, which is worked out in `f64` so that rounding never
/// depends on how the generator was compiled.
fn midpoint64(edge: Edge) -> (f64, f64) {
    let (x, y) = midpoint(edge);
    (f64::from(x), f64::from(y))
}

/// [`inward`] in `f64`.
fn inward64(edge: Edge) -> (f64, f64) {
    let (x, y) = inward(edge);
    (f64::from(x), f64::from(y))
}

/// The unit vector from `edge` into the tile.
fn inward(edge: Edge) -> (f32, f32) {
    match edge {
        Edge::N => (0.0, 1.0),
        Edge::E => (-1.0, 0.0),
        Edge::S => (0.0, -1.0),
        Edge::W => (1.0, 0.0),
    }
}

fn color([r, g, b]: [u8; 3]) -> Color {
    Color::from_rgba8(r, g, b, 255)
}

fn paint(rgb: [u8; 3]) -> Paint<'static> {
    let mut paint = Paint::default();
    paint.set_color(color(rgb));
    paint.anti_alias = true;
    paint
}

fn stroke(width: f32, cap: LineCap) -> Stroke {
    Stroke {
        width,
        line_cap: cap,
        line_join: LineJoin::Round,
        ..Stroke::default()
    }
}

/// A path through `points`, which are rounded to `f32` only here.
#[allow(
    clippy::cast_possible_truncation,
    reason = "design units fit f32 easily"
)]
fn polyline(points: &[(f64, f64)]) -> Option<Path> {
    let (first, rest) = points.split_first()?;
    let mut pb = PathBuilder::with_capacity(points.len(), points.len());
    pb.move_to(first.0 as f32, first.1 as f32);
    for p in rest {
        pb.line_to(p.0 as f32, p.1 as f32);
    }
    pb.finish()
}

fn draw_tile(pixmap: &mut Pixmap, tile: Tile, options: &Options, ts: Transform) {
    pixmap.fill(color(BACKGROUND));
    draw_frame(pixmap, ts);
    match tile.kind() {
        TileKind::Path => draw_path_tile(pixmap, tile, options, ts),
        TileKind::Junction => draw_junction(pixmap, tile.edges(), ts),
        TileKind::DeadEnd => draw_dead_end(pixmap, tile, ts),
    }
    if options.digit {
        let left = DIGIT_LEFT;
        let top = DIGIT_BOTTOM - DIGIT_HEIGHT;
        let text = tile.value().to_string();
        draw_text(
            pixmap,
            &text,
            left,
            top,
            DIGIT_HEIGHT,
            DIGIT_STROKE,
            DIGIT,
            ts,
        );
    }
}

/// The border and the faint frame inside it.
fn draw_frame(pixmap: &mut Pixmap, ts: Transform) {
    let border = 2.5;
    if let Some(rect) = Rect::from_ltrb(
        border / 2.0,
        border / 2.0,
        D - border / 2.0,
        D - border / 2.0,
    ) {
        let path = PathBuilder::from_rect(rect);
        pixmap.stroke_path(
            &path,
            &paint(BORDER),
            &stroke(border, LineCap::Butt),
            ts,
            None,
        );
    }
    let inset = 8.0;
    if let Some(rect) = Rect::from_ltrb(inset, inset, D - inset, D - inset) {
        let path = PathBuilder::from_rect(rect);
        pixmap.stroke_path(&path, &paint(FRAME), &stroke(1.5, LineCap::Butt), ts, None);
    }
}

// ----------------------------------------------------------------------------------------------
// Paths

/// A curl drawn into a path's line.
#[derive(Copy, Clone, Debug, PartialEq)]
struct Curl {
    /// Where along the line the curl is centred, as a fraction of the line's length.
    at: f64,
    /// Which side the curl goes to: `1.0` towards the inside of a bend, or towards N or E on a
    /// straight line; `-1.0` the other way.
    side: f64,
    shape: Shape,
}

/// What a curl looks like. Sizes are in design units; `half` is half the length of line the
/// curl takes.
#[derive(Copy, Clone, Debug, PartialEq)]
enum Shape {
    /// The line rises, turns round almost a full circle and crosses itself: a loop whose
    /// round end has this radius, leaning back towards where the line comes from by the angle
    /// `lean` (forwards if negative).
    Loop { radius: f64, lean: f64 },
    /// One smooth bump.
    Bump { height: f64, half: f64 },
    /// An S-shaped wiggle, one way then the other.
    Wiggle { height: f64, half: f64 },
    /// Two bumps side by side.
    DoubleBump { height: f64, half: f64 },
}

/// Angle at which a loop's line leaves the line to rise into the loop (so its two strands
/// cross at twice this).
const LOOP_ANGLE: f64 = 35.0 * PI / 180.0;
/// Radius of the turns where a loop's line leaves the line and comes back to it.
const LOOP_TURN: f64 = 30.0;
/// Length of the straight rise from those turns to the crossing.
const LOOP_RISE: f64 = 8.0;

impl Shape {
    /// Half the length of line the curl takes.
    fn half(self) -> f64 {
        match self {
            Shape::Loop { lean, .. } => {
                let ((a_in, d_in), (a_out, d_out)) = loop_legs(lean);
                let run = |a: f64, d: f64| LOOP_TURN * a.sin() + d * a.cos();
                (run(a_in, d_in) + run(a_out, d_out)) / 2.0
            }
            Shape::Bump { half, .. }
            | Shape::Wiggle { half, .. }
            | Shape::DoubleBump { half, .. } => half,
        }
    }
}

const fn curl(at: f64, side: f64, shape: Shape) -> Curl {
    Curl { at, side, shape }
}

const fn loop_(at: f64, side: f64, radius: f64, lean: f64) -> Curl {
    curl(at, side, Shape::Loop { radius, lean })
}

/// How a path tile's line is drawn: the shape of its bend and the curls in it.
#[derive(Copy, Clone, Debug, PartialEq)]
struct Look {
    /// For a bend, the length of the straight stub at each end before it turns: short for a
    /// wide quarter circle, long for a tight corner near the centre. Unused for straight lines.
    stub: f64,
    curls: &'static [Curl],
}

/// The stub of a wide bend.
const WIDE: f64 = 18.0;
/// The stub of a tight bend.
const TIGHT: f64 = 72.0;

const fn look(stub: f64, curls: &'static [Curl]) -> Look {
    Look { stub, curls }
}

/// The seven looks of a straight path, one for each value.
const STRAIGHT_LOOKS: [Look; 7] = [
    look(0.0, &[]),
    look(0.0, &[loop_(0.5, 1.0, 34.0, 0.0)]),
    look(0.0, &[loop_(0.44, -1.0, 30.0, 0.0)]),
    look(
        0.0,
        &[curl(
            0.5,
            1.0,
            Shape::Wiggle {
                height: 34.0,
                half: 72.0,
            },
        )],
    ),
    look(
        0.0,
        &[curl(
            0.5,
            1.0,
            Shape::DoubleBump {
                height: 30.0,
                half: 64.0,
            },
        )],
    ),
    look(
        0.0,
        &[loop_(0.31, 1.0, 25.0, 0.0), loop_(0.69, 1.0, 25.0, 0.0)],
    ),
    look(
        0.0,
        &[curl(
            0.5,
            -1.0,
            Shape::Bump {
                height: 40.0,
                half: 72.0,
            },
        )],
    ),
];

/// The seven looks of a bent path, one for each value; loops go to the inside of the bend.
const BEND_LOOKS: [Look; 7] = [
    look(WIDE, &[]),
    look(WIDE, &[loop_(0.5, 1.0, 34.0, 0.0)]),
    look(WIDE, &[loop_(0.4, 1.0, 28.0, LEAN)]),
    look(TIGHT, &[]),
    look(WIDE, &[loop_(0.6, 1.0, 28.0, -LEAN)]),
    look(WIDE, &[loop_(0.5, 1.0, 30.0, LEAN)]),
    look(WIDE, &[loop_(0.5, 1.0, 30.0, -LEAN)]),
];

/// The E–S and N–W bends end next to the digit's corner, so instead of a late loop they have
/// this one, early and upright.
const CORNER_SIDE_LOOK: Look = look(WIDE, &[loop_(0.38, 1.0, 26.0, 0.0)]);

/// How far a leaning loop leans.
const LEAN: f64 = 12.0 * PI / 180.0;

/// How a path tile is drawn, chosen from its name: value and shape pick one of seven looks so
/// that no two tiles of the same shape share a look. `None` for junctions and dead ends.
fn path_look(tile: Tile) -> Option<Look> {
    if tile.kind() != TileKind::Path {
        return None;
    }
    // The six shapes: NS, EW, then the bends NE, ES, SW, NW.
    let shapes: [u8; 6] = [0b0101, 0b1010, 0b0011, 0b0110, 0b1100, 0b1001];
    let mask = tile.edges().0;
    let rank = shapes.iter().position(|&m| m == mask)?;
    let look = (tile.value() as usize + 6 + 3 * rank) % 7;
    Some(match (rank, look) {
        (0 | 1, _) => STRAIGHT_LOOKS[look],
        // The late loop of the E–S and N–W bends would reach into the digit's corner.
        (3 | 5, 4) => CORNER_SIDE_LOOK,
        _ => BEND_LOOKS[look],
    })
}

/// The line of a path before any curl: straight across, or a stub, a quarter circle and a stub.
#[derive(Copy, Clone, Debug)]
enum Base {
    Straight {
        from: (f64, f64),
        dir: (f64, f64),
        normal: (f64, f64),
    },
    Bend {
        from: Edge,
        to: Edge,
        stub: f64,
        centre: (f64, f64),
        start_angle: f64,
        turn: f64,
    },
}

/// A point on the base line with its unit tangent and unit normal.
#[derive(Copy, Clone, Debug)]
struct Frame {
    pos: (f64, f64),
    tangent: (f64, f64),
    normal: (f64, f64),
}

impl Base {
    fn new(from: Edge, to: Edge, stub: f64) -> Base {
        let a = midpoint64(from);
        if to == from.opposite() {
            let dir = inward64(from);
            // Towards N for a horizontal line, towards E for a vertical one.
            let normal = if dir.0 == 0.0 {
                (1.0, 0.0)
            } else {
                (0.0, -1.0)
            };
            return Base::Straight {
                from: a,
                dir,
                normal,
            };
        }
        let (d1, d2) = (inward64(from), inward64(to));
        let b = midpoint64(to);
        // The corner the bend turns round, moved in by the stubs.
        let corner = (a.0 + b.0 - MID64, a.1 + b.1 - MID64);
        let centre = (
            corner.0 + stub * (d1.0 + d2.0),
            corner.1 + stub * (d1.1 + d2.1),
        );
        let p = (a.0 + stub * d1.0, a.1 + stub * d1.1);
        let q = (b.0 + stub * d2.0, b.1 + stub * d2.1);
        let start_angle = (p.1 - centre.1).atan2(p.0 - centre.0);
        let end_angle = (q.1 - centre.1).atan2(q.0 - centre.0);
        let mut turn = end_angle - start_angle;
        if turn > PI {
            turn -= 2.0 * PI;
        } else if turn < -PI {
            turn += 2.0 * PI;
        }
        Base::Bend {
            from,
            to,
            stub,
            centre,
            start_angle,
            turn,
        }
    }

    fn len(&self) -> f64 {
        match *self {
            Base::Straight { .. } => D64,
            Base::Bend { stub, turn, .. } => 2.0 * stub + (MID64 - stub) * turn.abs(),
        }
    }

    fn at(&self, s: f64) -> Frame {
        match *self {
            Base::Straight { from, dir, normal } => Frame {
                pos: (from.0 + s * dir.0, from.1 + s * dir.1),
                tangent: dir,
                normal,
            },
            Base::Bend {
                from,
                to,
                stub,
                centre,
                start_angle,
                turn,
            } => {
                let radius = MID64 - stub;
                let arc = radius * turn.abs();
                let (d1, d2) = (inward64(from), inward64(to));
                if s <= stub {
                    let a = midpoint64(from);
                    Frame {
                        pos: (a.0 + s * d1.0, a.1 + s * d1.1),
                        tangent: d1,
                        normal: d2,
                    }
                } else if s >= stub + arc {
                    let b = midpoint64(to);
                    let back = self.len() - s;
                    Frame {
                        pos: (b.0 + back * d2.0, b.1 + back * d2.1),
                        tangent: (-d2.0, -d2.1),
                        normal: d1,
                    }
                } else {
                    let angle = start_angle + turn * (s - stub) / arc;
                    let (sin, cos) = angle.sin_cos();
                    let sign = turn.signum();
                    Frame {
                        pos: (centre.0 + radius * cos, centre.1 + radius * sin),
                        tangent: (-sin * sign, cos * sign),
                        normal: (cos, sin),
                    }
                }
            }
        }
    }
}

/// How far a bump, wiggle or double bump moves the point `u` of its stretch (`-1` to `1`) to
/// its side. Loops are drawn by [`loop_points`].
fn offset(shape: Shape, u: f64) -> f64 {
    let bell = |x: f64| (1.0 + (PI * x).cos()) / 2.0;
    match shape {
        Shape::Loop { .. } => 0.0,
        Shape::Bump { height, .. } => height * bell(u),
        // sin(πu)·bell(u) peaks at about 0.6495.
        Shape::Wiggle { height, .. } => height * (PI * u).sin() * bell(u) / 0.649_519,
        Shape::DoubleBump { height, .. } => height * (1.0 - (2.0 * PI * u).cos()) / 2.0,
    }
}

/// The two legs of a loop leaning by `lean`: for the way up and the way down, the angle the
/// leg makes with the line and the length of its straight part up to the crossing. Both legs
/// reach the crossing at the same height.
fn loop_legs(lean: f64) -> ((f64, f64), (f64, f64)) {
    let (a_in, a_out) = (LOOP_ANGLE + lean, LOOP_ANGLE - lean);
    let rise = |a: f64, d: f64| LOOP_TURN * (1.0 - a.cos()) + d * a.sin();
    let height = rise(a_in, LOOP_RISE).max(rise(a_out, LOOP_RISE));
    let leg = |a: f64| (height - LOOP_TURN * (1.0 - a.cos())) / a.sin();
    ((a_in, leg(a_in)), (a_out, leg(a_out)))
}

/// The centre line of a loop, drawn along the x axis from `(-half, 0)` to `(half, 0)` and
/// rising towards positive y: a turn up, a straight rise through the crossing, a round end of
/// `radius` turning almost a full circle, back down through the crossing (the two strands
/// cross at twice [`LOOP_ANGLE`]) and a turn back along the axis. A positive `lean` tilts the
/// loop back (towards negative x) by that angle.
fn loop_points(radius: f64, lean: f64) -> Vec<(f64, f64)> {
    let half = Shape::Loop { radius, lean }.half();
    let ((a_in, d_in), (a_out, d_out)) = loop_legs(lean);
    let mut turtle = Turtle {
        pos: (-half, 0.0),
        heading: 0.0,
        points: vec![(-half, 0.0)],
    };
    // From the crossing to where the round end starts.
    let to_end = radius * LOOP_ANGLE.tan();
    turtle.arc(LOOP_TURN, a_in);
    turtle.straight(d_in + to_end);
    turtle.arc(radius, 2.0 * PI - 2.0 * LOOP_ANGLE);
    turtle.straight(to_end + d_out);
    turtle.arc(LOOP_TURN, a_out);
    // The legs are built to end on the axis at `half`; make that exact.
    if let Some(last) = turtle.points.last_mut() {
        *last = (half, 0.0);
    }
    turtle.points
}

/// Up to this height a loop follows the turn of the line it sits on.
const LOOP_FOLLOW: f64 = 30.0;

/// 0 below 0, 1 above 1, and a smooth S between.
fn smoothstep(t: f64) -> f64 {
    let t = t.clamp(0.0, 1.0);
    t * t * (3.0 - 2.0 * t)
}

/// Draws a line as a list of points, about half a unit apart.
#[derive(Debug)]
struct Turtle {
    pos: (f64, f64),
    heading: f64,
    points: Vec<(f64, f64)>,
}

impl Turtle {
    fn straight(&mut self, len: f64) {
        let steps = (len * 2.0).ceil().max(1.0) as usize;
        let start = self.pos;
        let (sin, cos) = self.heading.sin_cos();
        for i in 1..=steps {
            let d = len * i as f64 / steps as f64;
            self.pos = (start.0 + d * cos, start.1 + d * sin);
            self.points.push(self.pos);
        }
    }

    /// Turns left (towards positive y) by `angle` round a circle of `radius`.
    fn arc(&mut self, radius: f64, angle: f64) {
        let (sin, cos) = self.heading.sin_cos();
        let centre = (self.pos.0 - radius * sin, self.pos.1 + radius * cos);
        let start = self.heading;
        let steps = (radius * angle * 2.0).ceil().max(1.0) as usize;
        for i in 1..=steps {
            let heading = start + angle * i as f64 / steps as f64;
            let (sin, cos) = heading.sin_cos();
            self.pos = (centre.0 + radius * sin, centre.1 - radius * cos);
            self.points.push(self.pos);
        }
        self.heading = start + angle;
    }
}

/// The centre line of a path tile, as points from one line end to the other.
fn path_points(tile: Tile) -> Vec<(f64, f64)> {
    let mut ends = tile.edges().iter();
    let (Some(from), Some(to), Some(look)) = (ends.next(), ends.next(), path_look(tile)) else {
        return Vec::new();
    };
    let base = Base::new(from, to, look.stub);
    let len = base.len();
    // The base line from `a` to `b`, with the bumps and wiggles that fall on it.
    let stretch = |points: &mut Vec<(f64, f64)>, a: f64, b: f64| {
        let steps = ((b - a) * 2.0).ceil().max(1.0) as usize;
        for i in 0..=steps {
            let s = a + (b - a) * i as f64 / steps as f64;
            let frame = base.at(s);
            let (mut x, mut y) = frame.pos;
            for c in look.curls {
                let u = (s - c.at * len) / c.shape.half();
                if u.abs() < 1.0 {
                    let side = offset(c.shape, u) * c.side;
                    x += side * frame.normal.0;
                    y += side * frame.normal.1;
                }
            }
            points.push((x, y));
        }
    };
    let mut points = Vec::new();
    let mut done = 0.0;
    for c in look.curls {
        let Shape::Loop { radius, lean } = c.shape else {
            continue;
        };
        let centre = c.at * len;
        let half = c.shape.half();
        stretch(&mut points, done, centre - half);
        // The loop is drawn square to the line at its centre; where it is low it follows the
        // line's own turn, so it leaves and rejoins a bent line smoothly.
        let mid = base.at(centre);
        for (x, y) in loop_points(radius, lean).into_iter().skip(1) {
            let along = base.at(centre + x.clamp(-half, half)).pos;
            let straight = (
                mid.pos.0 + x.clamp(-half, half) * mid.tangent.0,
                mid.pos.1 + x.clamp(-half, half) * mid.tangent.1,
            );
            let follow = 1.0 - smoothstep(y / LOOP_FOLLOW);
            let y = y * c.side;
            points.push((
                mid.pos.0 + x * mid.tangent.0 + y * mid.normal.0 + follow * (along.0 - straight.0),
                mid.pos.1 + x * mid.tangent.1 + y * mid.normal.1 + follow * (along.1 - straight.1),
            ));
        }
        done = centre + half;
    }
    stretch(&mut points, done, len);
    points.dedup_by(|b, a| (a.0 - b.0).abs() < 1e-3 && (a.1 - b.1).abs() < 1e-3);
    points
}

/// Where a polyline crosses itself: for each crossing, the index of the later segment.
fn self_crossings(points: &[(f64, f64)]) -> Vec<usize> {
    let cross = |a: (f64, f64), b: (f64, f64)| a.0 * b.1 - a.1 * b.0;
    let sub = |a: (f64, f64), b: (f64, f64)| (a.0 - b.0, a.1 - b.1);
    let mut found: Vec<usize> = Vec::new();
    for j in 1..points.len().saturating_sub(1) {
        let (p, p2) = (points[j], points[j + 1]);
        let r = sub(p2, p);
        for i in 0..j.saturating_sub(2) {
            let (q, q2) = (points[i], points[i + 1]);
            let s = sub(q2, q);
            let denom = cross(r, s);
            if denom.abs() < 1e-9 {
                continue;
            }
            let qp = sub(q, p);
            let t = cross(qp, s) / denom;
            let v = cross(qp, r) / denom;
            if (0.0..1.0).contains(&t) && (0.0..1.0).contains(&v) {
                found.push(j);
            }
        }
    }
    found
}

fn draw_path_tile(pixmap: &mut Pixmap, tile: Tile, options: &Options, ts: Transform) {
    let points = path_points(tile);
    let Some(path) = polyline(&points) else {
        return;
    };
    let line = paint(LINE);
    pixmap.stroke_path(&path, &line, &stroke(LINE_WIDTH, LineCap::Butt), ts, None);
    if !options.crossing_gaps {
        return;
    }
    // Where the line passes over itself, draw the upper strand again with a cream gap round
    // it, so the loop reads as one line crossing over itself.
    let mut arclen = vec![0.0f64; points.len()];
    for k in 1..points.len() {
        let (a, b) = (points[k - 1], points[k]);
        arclen[k] = arclen[k - 1] + ((b.0 - a.0).powi(2) + (b.1 - a.1).powi(2)).sqrt();
    }
    for j in self_crossings(&points) {
        let here = arclen[j];
        let strand = |reach: f64| -> Vec<(f64, f64)> {
            points
                .iter()
                .zip(&arclen)
                .filter(|&(_, &l)| (l - here).abs() <= reach)
                .map(|(&p, _)| p)
                .collect()
        };
        // The line is drawn again a little beyond the gap, so the gap's ends leave no seam.
        let reach = LINE_WIDTH64 * 1.1;
        if let (Some(gap), Some(over)) = (polyline(&strand(reach)), polyline(&strand(reach + 6.0)))
        {
            let gap_stroke = stroke(LINE_WIDTH + 2.0 * CROSSING_GAP, LineCap::Butt);
            pixmap.stroke_path(&gap, &paint(BACKGROUND), &gap_stroke, ts, None);
            pixmap.stroke_path(&over, &line, &stroke(LINE_WIDTH, LineCap::Butt), ts, None);
        }
    }
}

// ----------------------------------------------------------------------------------------------
// Junctions and dead ends

fn draw_junction(pixmap: &mut Pixmap, edges: Edges, ts: Transform) {
    let line = paint(LINE);
    let mut pb = PathBuilder::new();
    for edge in edges.iter() {
        let (x, y) = midpoint(edge);
        pb.move_to(x, y);
        pb.line_to(MID, MID);
    }
    if let Some(spokes) = pb.finish() {
        pixmap.stroke_path(&spokes, &line, &stroke(LINE_WIDTH, LineCap::Butt), ts, None);
    }
    if let Some(node) = PathBuilder::from_circle(MID, MID, NODE_RADIUS) {
        pixmap.fill_path(&node, &line, FillRule::Winding, ts, None);
    }
    if let Some(eye) = PathBuilder::from_circle(MID, MID, NODE_EYE) {
        pixmap.fill_path(&eye, &paint(BACKGROUND), FillRule::Winding, ts, None);
    }
}

fn draw_dead_end(pixmap: &mut Pixmap, tile: Tile, ts: Transform) {
    let Some(endpoint) = tile.endpoint() else {
        return;
    };
    let line = paint(LINE);
    let mut pb = PathBuilder::new();
    // The straight line: the edges through which the rules let a line pass.
    let straight: Vec<Edge> = tile
        .edges()
        .iter()
        .filter(|&e| tile.line_through(e).is_some())
        .collect();
    if let [a, b] = straight[..] {
        let (a, b) = (midpoint(a), midpoint(b));
        pb.move_to(a.0, a.1);
        pb.line_to(b.0, b.1);
    }
    let (ex, ey) = midpoint(endpoint);
    let (cx, cy) = dot_centre(endpoint);
    pb.move_to(ex, ey);
    pb.line_to(cx, cy);
    if let Some(lines) = pb.finish() {
        pixmap.stroke_path(&lines, &line, &stroke(LINE_WIDTH, LineCap::Butt), ts, None);
    }
    if let Some(dot) = PathBuilder::from_circle(cx, cy, DOT_RADIUS) {
        pixmap.fill_path(&dot, &line, FillRule::Winding, ts, None);
    }
}

// ----------------------------------------------------------------------------------------------
// Digits

/// The glyph box the digits are designed in: 6 wide, 10 high, y down.
const GLYPH_W: f32 = 6.0;
const GLYPH_H: f32 = 10.0;
/// Advance from one glyph to the next, in glyph units.
const GLYPH_ADVANCE: f32 = 8.2;

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
fn draw_text(
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
fn text_width(text: &str, height: f32) -> f32 {
    let n = text.chars().count() as f32;
    if n == 0.0 {
        return 0.0;
    }
    ((n - 1.0) * GLYPH_ADVANCE + GLYPH_W) * height / GLYPH_H
}

// ----------------------------------------------------------------------------------------------
// Contact sheet

/// Side of a tile on the contact sheet, in pixels.
pub const SHEET_TILE: u32 = 96;
const SHEET_GAP: u32 = 14;
const SHEET_LABEL: u32 = 20;
const SHEET_COLUMNS: u32 = 11;

/// All `tiles` on one sheet: a row per value (11 tiles for values 1–7, 4 for value 8), each tile
/// drawn [`SHEET_TILE`] pixels wide with its name under it.
///
/// # Panics
///
/// Never for the tiles of the game; only if `tiles` asks for an impossibly large sheet.
#[must_use]
pub fn contact_sheet(tiles: &[Tile]) -> Pixmap {
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
            let image = render_with(tile, &options);
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

    #[test]
    fn no_two_paths_of_one_shape_look_the_same() {
        for mask in [0b0101u8, 0b1010, 0b0011, 0b0110, 0b1100, 0b1001] {
            let tiles: Vec<Tile> = Tile::ALL
                .into_iter()
                .filter(|t| t.edges().0 == mask)
                .collect();
            assert_eq!(tiles.len(), 7);
            for (i, a) in tiles.iter().enumerate() {
                for b in &tiles[i + 1..] {
                    assert_ne!(path_look(*a), path_look(*b), "{a} and {b}");
                }
            }
        }
    }

    #[test]
    fn paths_leave_their_edges_square_from_the_midpoint() {
        for tile in Tile::ALL.into_iter().filter(|t| t.kind() == TileKind::Path) {
            let points = path_points(tile);
            let mut ends = tile.edges().iter();
            let (Some(a), Some(b)) = (ends.next(), ends.next()) else {
                panic!("{tile} has two ends");
            };
            let (first, last) = (points[0], points[points.len() - 1]);
            for (end, edge) in [(first, a), (last, b)] {
                let m = midpoint64(edge);
                assert!(
                    (end.0 - m.0).abs() < 1e-3 && (end.1 - m.1).abs() < 1e-3,
                    "{tile}: the line ends at {end:?}, not at the middle of {edge}"
                );
                // The first stretch of line from the edge runs straight in, square to it.
                let d = inward64(edge);
                for p in &points {
                    let (dx, dy) = (p.0 - m.0, p.1 - m.1);
                    if dx.hypot(dy) < WIDE - 2.0 {
                        let aside = dx * d.1 - dy * d.0;
                        assert!(
                            aside.abs() < 1e-2,
                            "{tile}: {p:?} is off the stub at {edge}"
                        );
                    }
                }
            }
        }
    }
}
