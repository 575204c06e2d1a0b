//! The tile images: that every tile has one, that they are exactly what the generator draws, and
//! that the drawing shows what the rules say (line ends at edge midpoints, curls clear of the
//! edges, a clear digit corner, dead-end dots apart from their straight line, junction lines
//! meeting at a node).

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
    pixmap.encode_png().expect("a pixmap encodes as PNG")
}

/// The tile drawn without its digit (and, if `gaps` is false, without the gaps where a loop's
/// line passes over itself), to look at its lines alone.
fn lines_only(tile: Tile, gaps: bool) -> Pixmap {
    tilegen::render_with(
        tile,
        &Options {
            digit: false,
            crossing_gaps: gaps,
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

/// Whether a pixel is the line's colour (or nearly).
fn is_line(c: [u8; 3]) -> bool {
    c.iter()
        .zip(tilegen::LINE)
        .all(|(&a, b)| (i32::from(a) - i32::from(b)).abs() <= 10)
}

/// Whether a pixel is the background colour.
fn is_background(c: [u8; 3]) -> bool {
    c.iter()
        .zip(tilegen::BACKGROUND)
        .all(|(&a, b)| (i32::from(a) - i32::from(b)).abs() <= 3)
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
        let lines = lines_only(tile, false);
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
        let lines = lines_only(tile, true);
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
        let lines = lines_only(tile, false);
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
        let lines = lines_only(tile, true);
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
        let lines = lines_only(tile, true);
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
        // Between dot and straight line, along the stub's axis, lies clear background.
        let (ex, ey) = midpoint_pixel(endpoint);
        let (cx, cy) = (SIZE as i32 / 2, SIZE as i32 / 2);
        let steps = (cx - ex).abs().max((cy - ey).abs());
        let clear = (0..=steps)
            .map(|i| (ex + (cx - ex) * i / steps, ey + (cy - ey) * i / steps))
            .filter(|&(x, y)| is_background(rgb(&lines, x, y)))
            .count();
        assert!(
            clear >= 10,
            "{tile}: only {clear} background pixels between dot and line"
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
