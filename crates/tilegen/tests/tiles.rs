//! The tile images: that every tile has one, that they are exactly what the generator draws, and
//! that the drawing shows what the rules say (line ends at edge midpoints, looking the same on
//! both sides of the edge between two tiles, curls clear of the edges, a clear digit corner,
//! dead-end dots apart from their straight line, junction lines meeting at a node, no curl
//! closing round paper as a loop would); and that in the smallest cell the lines and the digit
//! keep their contrast, the paper stays smooth and the seven paths of a shape are told apart.

use std::collections::VecDeque;
use std::path::PathBuf;

use loopit_core::{Edge, Tile, TileKind};
use tiny_skia::Pixmap;

use tilegen::{Options, SIZE};

fn workspace_root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .join("..")
}

fn tile_file(tile: Tile) -> PathBuf {
    workspace_root()
        .join("assets")
        .join("tiles")
        .join(format!("{tile}.png"))
}

fn read(path: &PathBuf) -> Vec<u8> {
    std::fs::read(path).unwrap_or_else(|e| {
        panic!(
            "cannot read {} ({e}); run `cargo run -p tilegen --release`",
            path.display()
        )
    })
}

fn png(pixmap: &Pixmap) -> Vec<u8> {
    tilegen::encode_png(pixmap).expect("a pixmap encodes as PNG")
}

/// The tile drawn without its digit, to look at its lines alone.
fn lines_only(tile: Tile) -> Pixmap {
    tilegen::render_with(
        tile,
        &Options {
            digit: false,
            ..Options::default()
        },
    )
}

fn rgb(pixmap: &Pixmap, x: i32, y: i32) -> [u8; 3] {
    let p = pixmap
        .pixel(x as u32, y as u32)
        .unwrap_or_else(|| panic!("pixel {x},{y} is outside the image"));
    [p.red(), p.green(), p.blue()]
}

/// Whether a pixel has any of the line's blue in it (anti-aliased edges included).
fn touched_by_line(c: [u8; 3]) -> bool {
    i32::from(c[2]) - i32::from(c[0]) > 24
}

/// Whether a pixel is solid ink: the line's blue, on its lit or its shaded side (and not an
/// anti-aliased edge, which is part paper).
fn is_line(c: [u8; 3]) -> bool {
    c.iter()
        .zip(tilegen::LINE)
        .all(|(&a, b)| (i32::from(a) - i32::from(b)).abs() <= 40)
}

/// Whether a pixel is paper, lit or in shade: light and warm (the grain, the rim and the
/// lines' shadows move it only a little from the background).
fn is_paper(c: [u8; 3]) -> bool {
    c.iter().all(|&v| v >= 150) && c[0] >= c[2]
}

/// The pixel `depth` pixels inside `edge`, `offset` pixels along it from its left/top end.
fn edge_pixel(edge: Edge, depth: i32, offset: i32) -> (i32, i32) {
    let last = SIZE as i32 - 1;
    match edge {
        Edge::N => (offset, depth),
        Edge::S => (offset, last - depth),
        Edge::W => (depth, offset),
        Edge::E => (last - depth, offset),
    }
}

/// Pixels reachable from `start` through line-coloured pixels.
fn line_region(pixmap: &Pixmap, start: (i32, i32)) -> Vec<bool> {
    let n = SIZE as i32;
    let mut seen = vec![false; (n * n) as usize];
    let mut queue = VecDeque::from([start]);
    while let Some((x, y)) = queue.pop_front() {
        if x < 0 || y < 0 || x >= n || y >= n || seen[(y * n + x) as usize] {
            continue;
        }
        if !is_line(rgb(pixmap, x, y)) {
            continue;
        }
        seen[(y * n + x) as usize] = true;
        queue.extend([(x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)]);
    }
    seen
}

fn midpoint_pixel(edge: Edge) -> (i32, i32) {
    edge_pixel(edge, 1, SIZE as i32 / 2)
}

#[test]
fn every_tile_has_a_png_of_the_expected_size() {
    for tile in Tile::ALL {
        let file = tile_file(tile);
        let image = Pixmap::decode_png(&read(&file))
            .unwrap_or_else(|e| panic!("{} does not decode: {e}", file.display()));
        assert_eq!((image.width(), image.height()), (SIZE, SIZE), "{tile}");
        assert!(
            image.pixels().iter().all(|p| p.alpha() == 255),
            "{tile} is not opaque"
        );
    }
}

#[test]
fn rendering_twice_gives_identical_bytes() {
    for tile in Tile::ALL {
        assert_eq!(
            png(&tilegen::render(tile)),
            png(&tilegen::render(tile)),
            "{tile}"
        );
    }
    let sheet = || png(&tilegen::contact_sheet(&Tile::ALL));
    assert_eq!(sheet(), sheet());
}

#[test]
fn committed_images_are_what_the_generator_draws() {
    for tile in Tile::ALL {
        assert!(
            read(&tile_file(tile)) == png(&tilegen::render(tile)),
            "assets/tiles/{tile}.png differs from what tilegen draws; run `cargo run -p tilegen --release`"
        );
    }
    let sheet = workspace_root().join("docs").join("tiles.png");
    assert!(
        read(&sheet) == png(&tilegen::contact_sheet(&Tile::ALL)),
        "docs/tiles.png differs from what tilegen draws; run `cargo run -p tilegen --release`"
    );
}

#[test]
fn contact_sheet_is_small_and_holds_every_tile() {
    let sheet = tilegen::contact_sheet(&Tile::ALL);
    // 11 columns, 8 rows (a row per value).
    let per_tile = tilegen::SHEET_TILE;
    assert!(sheet.width() >= 11 * per_tile && sheet.width() < 11 * per_tile * 2);
    assert!(sheet.height() >= 8 * per_tile && sheet.height() < 8 * per_tile * 2);
    assert!(png(&sheet).len() < 1_500_000);
}

#[test]
fn lines_end_exactly_at_edge_midpoints() {
    let mid = SIZE as i32 / 2;
    let half = (tilegen::LINE_WIDTH / 2.0) as i32;
    for tile in Tile::ALL {
        let image = tilegen::render(tile);
        for edge in Edge::ALL {
            let has_end = tile.edges().contains(edge);
            for depth in 0..3 {
                // The line covers exactly [mid - half, mid + half) across the edge...
                for offset in mid - half..mid + half {
                    let c = rgb(
                        &image,
                        edge_pixel(edge, depth, offset).0,
                        edge_pixel(edge, depth, offset).1,
                    );
                    assert_eq!(
                        is_line(c),
                        has_end,
                        "{tile} {edge} depth {depth} offset {offset}: {c:?}"
                    );
                }
                // ...with crisp sides.
                for offset in [mid - half - 1, mid + half] {
                    let (x, y) = edge_pixel(edge, depth, offset);
                    assert!(
                        !touched_by_line(rgb(&image, x, y)),
                        "{tile} {edge} beside the line end"
                    );
                }
            }
        }
    }
}

#[test]
fn a_line_looks_the_same_on_both_sides_of_the_edge_between_two_tiles() {
    let mid = SIZE as i32 / 2;
    let half = (tilegen::LINE_WIDTH / 2.0) as i32;
    // For each edge (N, E, S, W), the pixels across every line end there, next to the edge.
    let mut across: [Vec<(Tile, Vec<[u8; 3]>)>; 4] = Default::default();
    for tile in Tile::ALL {
        let image = tilegen::render(tile);
        for edge in tile.edges().iter() {
            let row = (mid - half..mid + half)
                .map(|offset| {
                    let (x, y) = edge_pixel(edge, 0, offset);
                    rgb(&image, x, y)
                })
                .collect();
            across[edge as usize].push((tile, row));
        }
    }
    // A tile's line end at S meets the one at N of the tile below it; E meets W.
    for (a, b) in [(Edge::S, Edge::N), (Edge::E, Edge::W)] {
        for (upper, row_a) in &across[a as usize] {
            for (lower, row_b) in &across[b as usize] {
                let step = row_a
                    .iter()
                    .zip(row_b)
                    .flat_map(|(p, q)| p.iter().zip(q).map(|(&u, &v)| u.abs_diff(v)))
                    .max()
                    .unwrap_or(0);
                assert!(
                    step <= 2,
                    "{upper}'s line at {a} and {lower}'s at {b} differ by {step} levels"
                );
            }
        }
    }
}

/// How far, in pixels of a [`SIZE`]-pixel tile, every line stays from an edge that has no line
/// end: two line widths (60 px, 23 % of the tile; 9 px of a 40-pixel cell), so that no curl
/// looks as if it ran into the edge.
const CLEAR_OF_A_BARE_EDGE: i32 = 2 * tilegen::LINE_WIDTH as i32;
/// How far, beside its line end, a line stays from an edge that has one: 12 % of the tile.
const CLEAR_BESIDE_A_LINE_END: f32 = 0.12 * SIZE as f32;

#[test]
fn curls_keep_clear_of_the_edges() {
    let mid = SIZE as i32 / 2;
    let half = (tilegen::LINE_WIDTH / 2.0) as i32;
    // A line end's own band across its edge, with room for the anti-aliased sides of a wide
    // bend, which starts to turn before it is 12 % in.
    let band = mid - half - 2..=mid + half + 1;
    let beside_end = CLEAR_BESIDE_A_LINE_END.ceil() as i32;
    let mut closest = Vec::new();
    for tile in Tile::ALL {
        let lines = lines_only(tile);
        for edge in Edge::ALL {
            let has_end = tile.edges().contains(edge);
            let depths = if has_end {
                0..beside_end
            } else {
                0..CLEAR_OF_A_BARE_EDGE
            };
            let near = depths
                .flat_map(|depth| (0..SIZE as i32).map(move |offset| (depth, offset)))
                .filter(|&(_, offset)| !(has_end && band.contains(&offset)))
                .find(|&(depth, offset)| {
                    let (x, y) = edge_pixel(edge, depth, offset);
                    touched_by_line(rgb(&lines, x, y))
                });
            if let Some((depth, offset)) = near {
                let what = if has_end {
                    "beside its line end"
                } else {
                    "which has no line end"
                };
                closest.push(format!(
                    "{tile}: line {depth} px from the {edge} edge ({what}) at {offset} px along"
                ));
            }
        }
    }
    assert!(
        closest.is_empty(),
        "lines within {CLEAR_OF_A_BARE_EDGE} px of a bare edge or {CLEAR_BESIDE_A_LINE_END} px \
         beside a line end:\n{}",
        closest.join("\n")
    );
}

#[test]
fn digit_corner_is_clear_of_lines() {
    let digit = tilegen::digit_box();
    let margin = 6.0;
    let (left, top) = (
        (digit.left() - margin) as i32,
        (digit.top() - margin) as i32,
    );
    let (right, bottom) = (
        (digit.right() + margin) as i32,
        (digit.bottom() + margin).min(SIZE as f32 - 1.0) as i32,
    );
    for tile in Tile::ALL {
        let lines = lines_only(tile);
        for y in top..=bottom {
            for x in left.max(0)..=right {
                assert!(
                    !touched_by_line(rgb(&lines, x, y)),
                    "{tile}: line at {x},{y}, within {margin} px of the digit"
                );
            }
        }
        // And the digit is there: dark pixels in its box in the full image.
        let image = tilegen::render(tile);
        let dark = (top..=bottom)
            .flat_map(|y| (left.max(0)..=right).map(move |x| (x, y)))
            .filter(|&(x, y)| rgb(&image, x, y).iter().all(|&v| v < 80))
            .count();
        assert!(dark > 200, "{tile}: no digit drawn ({dark} dark pixels)");
    }
}

#[test]
fn path_lines_join_their_two_edges() {
    for tile in Tile::ALL.into_iter().filter(|t| t.kind() == TileKind::Path) {
        let lines = lines_only(tile);
        let mut ends = tile.edges().iter();
        let (Some(a), Some(b)) = (ends.next(), ends.next()) else {
            panic!("{tile} has two line ends");
        };
        let region = line_region(&lines, midpoint_pixel(a));
        let (x, y) = midpoint_pixel(b);
        assert!(
            region[(y * SIZE as i32 + x) as usize],
            "{tile}: no line from {a} to {b}"
        );
    }
}

#[test]
fn junction_lines_meet_at_a_node_in_the_centre() {
    let (node, line) = (tilegen::NODE_RADIUS, tilegen::LINE_WIDTH);
    assert!(
        node * 2.0 > line * 1.8,
        "the node ({node}) is hardly wider than a line ({line})"
    );
    let c = SIZE as f32 / 2.0;
    for tile in Tile::ALL
        .into_iter()
        .filter(|t| t.kind() == TileKind::Junction)
    {
        let lines = lines_only(tile);
        let mut ends = tile.edges().iter();
        let Some(first) = ends.next() else {
            panic!("{tile} has line ends");
        };
        let region = line_region(&lines, midpoint_pixel(first));
        for edge in ends {
            let (x, y) = midpoint_pixel(edge);
            assert!(
                region[(y * SIZE as i32 + x) as usize],
                "{tile}: {first} and {edge} do not meet"
            );
        }
        // The node is a disc wider than the lines, seen in every direction, even between spokes.
        let r = tilegen::NODE_RADIUS - 3.0;
        for k in 0..16 {
            let a = k as f32 * std::f32::consts::PI / 8.0;
            #[allow(
                clippy::disallowed_methods,
                reason = "where to look, not what is drawn: the last bit cannot matter"
            )]
            let (x, y) = ((c + r * a.cos()) as i32, (c + r * a.sin()) as i32);
            assert!(is_line(rgb(&lines, x, y)), "{tile}: no node at {x},{y}");
        }
    }
}

#[test]
fn dead_end_dots_are_clear_of_the_straight_line() {
    for tile in Tile::ALL
        .into_iter()
        .filter(|t| t.kind() == TileKind::DeadEnd)
    {
        let Some(endpoint) = tile.endpoint() else {
            panic!("{tile} has an endpoint");
        };
        let lines = lines_only(tile);
        // Everything joined to the endpoint's line end...
        let dot_side = line_region(&lines, midpoint_pixel(endpoint));
        // ...includes the dot...
        let (dx, dy) = tilegen::dot_centre(endpoint);
        assert!(
            dot_side[(dy as i32 * SIZE as i32 + dx as i32) as usize],
            "{tile}: no dot"
        );
        // ...and does not reach the straight line or its ends.
        for edge in tile.edges().iter().filter(|&e| e != endpoint) {
            let (x, y) = midpoint_pixel(edge);
            assert!(
                !dot_side[(y * SIZE as i32 + x) as usize],
                "{tile}: the dot touches the line"
            );
        }
        // Between dot and straight line, along the stub's axis, lies clear paper.
        let (ex, ey) = midpoint_pixel(endpoint);
        let (cx, cy) = (SIZE as i32 / 2, SIZE as i32 / 2);
        let steps = (cx - ex).abs().max((cy - ey).abs());
        let clear = (0..=steps)
            .map(|i| (ex + (cx - ex) * i / steps, ey + (cy - ey) * i / steps))
            .filter(|&(x, y)| is_paper(rgb(&lines, x, y)))
            .count();
        assert!(
            clear >= 10,
            "{tile}: only {clear} pixels of paper between dot and line"
        );
    }
}

#[test]
fn the_committed_icon_is_a_closed_loop_of_four_tiles() {
    let icon = tilegen::icon();
    assert_eq!(
        (icon.width(), icon.height()),
        (tilegen::ICON_SIZE, tilegen::ICON_SIZE)
    );
    let half = (tilegen::ICON_SIZE / 2) as i32;
    let quarter = half / 2;
    // The loop crosses the four inner edges at their middles; the centre and corners are empty.
    for (x, y) in [
        (quarter, half + 4),
        (half + quarter, half + 4),
        (half + 4, quarter),
        (half + 4, half + quarter),
    ] {
        assert!(is_line(rgb(&icon, x, y)), "line at {x},{y}");
    }
    for (x, y) in [(half, half), (8, 8), (2 * half - 8, 2 * half - 8)] {
        assert!(!is_line(rgb(&icon, x, y)), "no line at {x},{y}");
    }
    let file = workspace_root().join("assets").join("icon.png");
    assert!(
        read(&file) == png(&icon),
        "assets/icon.png differs from what tilegen draws; run `cargo run -p tilegen --release`"
    );
}

#[test]
fn the_committed_desktop_icons_are_the_loop_drawn_at_each_size() {
    for size in tilegen::DESKTOP_ICON_SIZES {
        let icon = tilegen::icon_sized(size);
        assert_eq!((icon.width(), icon.height()), (size, size));
        // The ring crosses the inner edges' middles; the centre stays paper, even at 16 pixels.
        let (half, quarter) = ((size / 2) as i32, (size / 4) as i32);
        assert!(
            touched_by_line(rgb(&icon, quarter, half)),
            "{size}: the ring left of the centre"
        );
        assert!(
            !is_line(rgb(&icon, half, half)),
            "{size}: no line at the centre"
        );
        let file = workspace_root().join(format!(
            "assets/icons/hicolor/{size}x{size}/apps/loopit.png"
        ));
        assert!(
            read(&file) == png(&icon),
            "{} differs from what tilegen draws; run `cargo run -p tilegen --release`",
            file.display()
        );
    }
}

// ---- The tiles at the size of the smallest cell ------------------------------------------

/// The smallest cell the window draws a tile in, in pixels.
const SMALLEST_CELL: u32 = 40;

/// `image` as the window shows it in a cell `side` pixels wide: scaled down with a triangle
/// filter, which comes to much what the window's mipmaps with linear filtering show.
fn shown_at(image: &Pixmap, side: u32) -> image::RgbaImage {
    let full = image::RgbaImage::from_raw(image.width(), image.height(), image.data().to_vec())
        .expect("a pixmap is RGBA");
    image::imageops::resize(&full, side, side, image::imageops::FilterType::Triangle)
}

fn rgb_at(image: &image::RgbaImage, x: u32, y: u32) -> [u8; 3] {
    let p = image.get_pixel(x, y);
    [p[0], p[1], p[2]]
}

/// The relative luminance of an sRGB colour, as WCAG defines it (0 black, 1 white).
fn luminance(c: [u8; 3]) -> f64 {
    let linear = |v: u8| {
        let v = f64::from(v) / 255.0;
        if v <= 0.04045 {
            v / 12.92
        } else {
            ((v + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * linear(c[0]) + 0.7152 * linear(c[1]) + 0.0722 * linear(c[2])
}

/// The WCAG contrast ratio of two colours: 1 for the same, 21 for black on white.
fn contrast(a: [u8; 3], b: [u8; 3]) -> f64 {
    let (la, lb) = (luminance(a), luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

/// The paper's colour in `image`: of the pixels that are paper, the one of median luminance.
fn paper_of(image: &image::RgbaImage) -> [u8; 3] {
    let mut paper: Vec<[u8; 3]> = image
        .pixels()
        .map(|p| [p[0], p[1], p[2]])
        .filter(|&c| is_paper(c))
        .collect();
    assert!(!paper.is_empty(), "no paper at all");
    paper.sort_by(|a, b| luminance(*a).total_cmp(&luminance(*b)));
    paper[paper.len() / 2]
}

/// The lightest of the pixels on the middle of `tile`'s line ends, a few pixels in, in `image`
/// (`side` pixels wide): the line's own colour at that size.
fn line_of(tile: Tile, image: &image::RgbaImage, side: u32) -> Option<[u8; 3]> {
    let last = side - 1;
    tile.edges()
        .iter()
        .flat_map(|edge| {
            (1..4).flat_map(move |depth| {
                [side / 2 - 1, side / 2].map(|along| match edge {
                    Edge::N => (along, depth),
                    Edge::S => (along, last - depth),
                    Edge::W => (depth, along),
                    Edge::E => (last - depth, along),
                })
            })
        })
        .map(|(x, y)| rgb_at(image, x, y))
        .max_by(|a, b| luminance(*a).total_cmp(&luminance(*b)))
}

/// The darkest pixel in the digit's box of `image` (`side` pixels wide).
fn digit_of(image: &image::RgbaImage, side: u32) -> [u8; 3] {
    let scale = side as f32 / SIZE as f32;
    let digit = tilegen::digit_box();
    let (left, top) = ((digit.left() * scale) as u32, (digit.top() * scale) as u32);
    let right = ((digit.right() * scale).ceil() as u32).min(side - 1);
    let bottom = ((digit.bottom() * scale).ceil() as u32).min(side - 1);
    (top..=bottom)
        .flat_map(|y| (left..=right).map(move |x| (x, y)))
        .map(|(x, y)| rgb_at(image, x, y))
        .min_by(|a, b| luminance(*a).total_cmp(&luminance(*b)))
        .expect("the digit box has pixels")
}

/// How much neighbouring pixels of open paper differ in `image`: the mean and the largest
/// difference in any channel, in levels, between a pixel and the ones right of and below it,
/// over pixels away from the rim whose whole 5 × 5 neighbourhood is paper (so away from lines,
/// their shadows and the digit).
fn paper_roughness(image: &image::RgbaImage) -> (f64, u8) {
    let (w, h) = image.dimensions();
    let paper = |x: u32, y: u32| is_paper(rgb_at(image, x, y));
    let open = |x: u32, y: u32| (x - 2..=x + 2).all(|i| (y - 2..=y + 2).all(|j| paper(i, j)));
    let mut diffs = Vec::new();
    for y in 3..h - 3 {
        for x in 3..w - 3 {
            if !open(x, y) {
                continue;
            }
            let here = rgb_at(image, x, y);
            for (nx, ny) in [(x + 1, y), (x, y + 1)] {
                let there = rgb_at(image, nx, ny);
                diffs.push(
                    here.iter()
                        .zip(there)
                        .map(|(&a, b)| a.abs_diff(b))
                        .max()
                        .unwrap_or(0),
                );
            }
        }
    }
    let mean = diffs.iter().map(|&d| f64::from(d)).sum::<f64>() / diffs.len().max(1) as f64;
    (mean, diffs.iter().copied().max().unwrap_or(0))
}

/// The contrast (WCAG's ratio) the lines and the digit keep with the paper in the smallest
/// cell: 7, what WCAG asks of body text at its highest level (the flat tiles before the paper
/// had its grain, rim and shadows kept 7.4 for the lines, 10.6 for the digit).
const SMALLEST_CELL_CONTRAST: f64 = 7.0;

#[test]
fn lines_and_digit_keep_their_contrast_in_the_smallest_cell() {
    for tile in Tile::ALL {
        let small = shown_at(&tilegen::render(tile), SMALLEST_CELL);
        let paper = paper_of(&small);
        let line = line_of(tile, &small, SMALLEST_CELL).expect("every tile has line ends");
        let digit = digit_of(&small, SMALLEST_CELL);
        for (what, colour) in [("line", line), ("digit", digit)] {
            let ratio = contrast(paper, colour);
            assert!(
                ratio >= SMALLEST_CELL_CONTRAST,
                "{tile} at {SMALLEST_CELL} px: its {what} {colour:?} on the paper {paper:?} has a \
                 contrast of only {ratio:.2}"
            );
        }
    }
}

#[test]
fn the_paper_stays_smooth_in_the_smallest_cell() {
    // The grain is there to be seen at full size; scaled down it must not turn into speckle:
    // neighbouring pixels of open paper differ by about a level on average, never by more
    // than a few.
    for tile in Tile::ALL {
        let small = shown_at(&tilegen::render(tile), SMALLEST_CELL);
        let (mean, largest) = paper_roughness(&small);
        assert!(
            mean <= 1.5 && largest <= 6,
            "{tile} at {SMALLEST_CELL} px: neighbouring pixels of paper differ by {mean:.2} \
             levels on average, {largest} at most"
        );
    }
}

/// The most the 81 tile images may take together, in bytes: the program carries them all in
/// its binary.
const TILE_FILES_MAX: u64 = 2_500_000;

#[test]
fn the_tile_images_stay_small() {
    let total: u64 = Tile::ALL
        .into_iter()
        .map(|tile| read(&tile_file(tile)).len() as u64)
        .sum();
    assert!(
        total <= TILE_FILES_MAX,
        "the 81 tile images take {total} bytes, more than {TILE_FILES_MAX}"
    );
}

// ---- The curls: no ring, and seven tiles of a shape told apart ----------------------------

/// How many pixels of paper inside `image` no path from the tile's rim over paper reaches:
/// paper shut in by the line, as in a loop. Every pixel touched by the line's blue counts as
/// line, so a gap narrower than the anti-aliasing counts as closed.
fn enclosed_paper(image: &Pixmap) -> usize {
    let n = image.width() as i32;
    let open = |x: i32, y: i32| !touched_by_line(rgb(image, x, y));
    let mut seen = vec![false; (n * n) as usize];
    let mut queue: VecDeque<(i32, i32)> = (0..n)
        .flat_map(|i| [(i, 0), (i, n - 1), (0, i), (n - 1, i)])
        .collect();
    while let Some((x, y)) = queue.pop_front() {
        if x < 0 || y < 0 || x >= n || y >= n || seen[(y * n + x) as usize] || !open(x, y) {
            continue;
        }
        seen[(y * n + x) as usize] = true;
        queue.extend([(x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)]);
    }
    (0..n)
        .flat_map(|y| (0..n).map(move |x| (x, y)))
        .filter(|&(x, y)| open(x, y) && !seen[(y * n + x) as usize])
        .count()
}

#[test]
fn no_line_shuts_in_any_paper() {
    // A loop is what players score; a curl that closes round a patch of paper reads as one,
    // at full size or in the smallest cell.
    let mut rings = Vec::new();
    for tile in Tile::ALL
        .into_iter()
        .filter(|t| t.kind() != TileKind::Junction)
    {
        let full = lines_only(tile);
        let small = shown_at(&full, SMALLEST_CELL);
        let small = tiny_skia::IntSize::from_wh(SMALLEST_CELL, SMALLEST_CELL)
            .and_then(|size| Pixmap::from_vec(small.into_raw(), size))
            .expect("a 40-pixel image is a pixmap");
        for (side, image) in [(SIZE, full), (SMALLEST_CELL, small)] {
            let shut_in = enclosed_paper(&image);
            if shut_in > 0 {
                rings.push(format!(
                    "{tile} at {side} px: {shut_in} px of paper shut in"
                ));
            }
        }
    }
    assert!(
        rings.is_empty(),
        "lines that close round paper:\n{}",
        rings.join("\n")
    );
}

/// How much ink of the line a pixel holds, 0 (paper) to 1 (the line's full blue), from how
/// much bluer than red it is.
fn ink_of(c: [u8; 3]) -> f64 {
    let full = f64::from(tilegen::LINE[2]) - f64::from(tilegen::LINE[0]);
    ((f64::from(c[2]) - f64::from(c[0])) / full).clamp(0.0, 1.0)
}

/// The least difference, in whole pixels of ink, between the lines of any two of the seven path
/// tiles of one shape in the smallest cell (of 1600 pixels; a line across takes about 190). The
/// loops these curls replaced left two pairs of bends (123 and 322, 226 and 424) 25 apart; the
/// curls now keep every two at least 52 apart.
const SEVEN_APART: f64 = 40.0;

#[test]
fn the_seven_paths_of_a_shape_are_told_apart_in_the_smallest_cell() {
    let mut close = Vec::new();
    for mask in [0b0101u8, 0b1010, 0b0011, 0b0110, 0b1100, 0b1001] {
        let inks: Vec<(Tile, Vec<f64>)> = Tile::ALL
            .into_iter()
            .filter(|t| t.kind() == TileKind::Path && t.edges().0 == mask)
            .map(|tile| {
                let small = shown_at(&lines_only(tile), SMALLEST_CELL);
                let ink = small.pixels().map(|p| ink_of([p[0], p[1], p[2]])).collect();
                (tile, ink)
            })
            .collect();
        assert_eq!(inks.len(), 7);
        for (i, (a, ink_a)) in inks.iter().enumerate() {
            for (b, ink_b) in &inks[i + 1..] {
                let apart: f64 = ink_a.iter().zip(ink_b).map(|(p, q)| (p - q).abs()).sum();
                if apart < SEVEN_APART {
                    close.push(format!("{a} and {b}: {apart:.1} px"));
                }
            }
        }
    }
    assert!(
        close.is_empty(),
        "path tiles of one shape whose lines differ by under {SEVEN_APART} px of ink at \
         {SMALLEST_CELL} px:\n{}",
        close.join("\n")
    );
}
