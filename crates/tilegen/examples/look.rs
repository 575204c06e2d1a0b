//! Pictures to look at the tile art as a player sees it: every tile scaled down to the sizes
//! the window shows a cell (40, 64 and 96 pixels), and a piece of a board with tiles on its
//! cells, drawn in the window's board colours; and three tiles at the size they are stored in.
//!
//! ```text
//! cargo run -p tilegen --release --example look -- DIR          # writes DIR/sheet-40.png, ...
//! cargo run -p tilegen --release --example look -- DIR FOLDER   # the images in a tile folder
//! ```
//!
//! The window scales a 256-pixel image down with mipmaps and linear filtering; a triangle
//! filter over the whole image (the `image` crate's) is a close stand-in for that.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use image::{Rgba, RgbaImage, imageops};
use loopit_core::Tile;

/// The sizes the window draws a cell at, small to large.
const CELL_SIZES: [u32; 3] = [40, 64, 96];
/// The window's board colours (`src/ui/mod.rs`): behind the board, a plain cell, the grid lines
/// and the shadow under a placed tile.
const BOARD_FRAME: [u8; 3] = [86, 62, 42];
const CELL: [u8; 3] = [214, 204, 184];
const GRID: [u8; 3] = [160, 140, 110];
const TILE_SHADOW: [u8; 3] = [120, 100, 75];
/// Behind the contact sheets.
const SHEET: [u8; 3] = [200, 196, 188];

fn rgba([r, g, b]: [u8; 3]) -> Rgba<u8> {
    Rgba([r, g, b, 255])
}

/// Where the tile images come from: drawn by the generator, or read from a tile folder.
#[derive(Debug)]
struct Tiles(Option<PathBuf>);

impl Tiles {
    /// `tile`'s image as the window holds it, scaled to `size`.
    fn scaled(&self, tile: Tile, size: u32) -> Result<RgbaImage, String> {
        let image = match &self.0 {
            None => {
                let pixmap = tilegen::render(tile);
                RgbaImage::from_raw(pixmap.width(), pixmap.height(), pixmap.data().to_vec())
                    .ok_or_else(|| format!("{tile}: the pixmap is not square RGBA"))?
            }
            Some(folder) => {
                let file = folder.join(format!("{tile}.png"));
                image::open(&file)
                    .map_err(|e| format!("cannot read {}: {e}", file.display()))?
                    .to_rgba8()
            }
        };
        Ok(imageops::resize(
            &image,
            size,
            size,
            imageops::FilterType::Triangle,
        ))
    }
}

/// All tiles, a row per value, `size` pixels each.
fn sheet(tiles: &Tiles, size: u32) -> Result<RgbaImage, String> {
    let gap = 6;
    let mut rows: Vec<Vec<Tile>> = Vec::new();
    for tile in Tile::ALL {
        match rows.last_mut() {
            Some(row) if row.first().map(|t| t.value()) == Some(tile.value()) => row.push(tile),
            _ => rows.push(vec![tile]),
        }
    }
    let columns = rows.iter().map(Vec::len).max().unwrap_or(1) as u32;
    let mut out = RgbaImage::from_pixel(
        columns * (size + gap) + gap,
        rows.len() as u32 * (size + gap) + gap,
        rgba(SHEET),
    );
    for (r, row) in rows.iter().enumerate() {
        for (c, &tile) in row.iter().enumerate() {
            let x = gap + c as u32 * (size + gap);
            let y = gap + r as u32 * (size + gap);
            imageops::overlay(
                &mut out,
                &tiles.scaled(tile, size)?,
                i64::from(x),
                i64::from(y),
            );
        }
    }
    Ok(out)
}

/// A 5 × 3 piece of board with `cell`-pixel cells, some holding tiles, drawn as the window
/// draws them: cells with grid lines, a tile inset by a pixel over a shadow one pixel down and
/// right.
fn board(tiles: &Tiles, cell: u32) -> Result<RgbaImage, String> {
    let layout: [[Option<&str>; 5]; 3] = [
        [Some("121"), Some("331"), None, Some("741"), Some("225")],
        [None, Some("534"), Some("441"), Some("623"), None],
        [Some("832"), Some("126"), None, Some("433"), Some("322")],
    ];
    let frame = cell / 3;
    let mut out = RgbaImage::from_pixel(
        5 * cell + 2 * frame,
        3 * cell + 2 * frame,
        rgba(BOARD_FRAME),
    );
    for (r, row) in layout.iter().enumerate() {
        for (c, name) in row.iter().enumerate() {
            let x = frame + c as u32 * cell;
            let y = frame + r as u32 * cell;
            for dy in 0..cell {
                for dx in 0..cell {
                    let edge = dx == 0 || dy == 0 || dx == cell - 1 || dy == cell - 1;
                    out.put_pixel(x + dx, y + dy, rgba(if edge { GRID } else { CELL }));
                }
            }
            let Some(name) = name else { continue };
            let tile: Tile = name.parse().map_err(|e| format!("{name}: {e}"))?;
            let side = cell - 2;
            for dy in 0..side {
                for dx in 0..side {
                    out.put_pixel(x + 2 + dx, y + 2 + dy, rgba(TILE_SHADOW));
                }
            }
            imageops::overlay(
                &mut out,
                &tiles.scaled(tile, side)?,
                i64::from(x + 1),
                i64::from(y + 1),
            );
        }
    }
    Ok(out)
}

/// Three tiles at the size they are stored in, side by side on a cell's colour.
fn closeup(tiles: &Tiles) -> Result<RgbaImage, String> {
    let size = tilegen::SIZE;
    let gap = 12;
    let mut out = RgbaImage::from_pixel(3 * size + 4 * gap, size + 2 * gap, rgba(CELL));
    for (k, name) in ["331", "441", "832"].iter().enumerate() {
        let tile: Tile = name.parse().map_err(|e| format!("{name}: {e}"))?;
        let x = gap + k as u32 * (size + gap);
        imageops::overlay(
            &mut out,
            &tiles.scaled(tile, size)?,
            i64::from(x),
            i64::from(gap),
        );
    }
    Ok(out)
}

fn save(image: &RgbaImage, file: &Path) -> Result<(), String> {
    image
        .save(file)
        .map_err(|e| format!("cannot write {}: {e}", file.display()))
}

fn run(dir: &Path, tiles: &Tiles) -> Result<(), String> {
    std::fs::create_dir_all(dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    save(&closeup(tiles)?, &dir.join("closeup-256.png"))?;
    // One corner of a tile with a curl (622, a zigzag), at twice its stored size, to see the
    // pixels.
    let zoom = imageops::crop_imm(
        &tiles.scaled("622".parse().map_err(|e| format!("{e}"))?, tilegen::SIZE)?,
        0,
        0,
        192,
        160,
    )
    .to_image();
    let zoom = imageops::resize(
        &zoom,
        2 * zoom.width(),
        2 * zoom.height(),
        imageops::FilterType::Nearest,
    );
    save(&zoom, &dir.join("zoom.png"))?;
    for size in CELL_SIZES {
        save(&sheet(tiles, size)?, &dir.join(format!("sheet-{size}.png")))?;
        save(&board(tiles, size)?, &dir.join(format!("board-{size}.png")))?;
    }
    Ok(())
}

fn main() -> ExitCode {
    let mut args = std::env::args_os().skip(1);
    let (Some(dir), folder, None) = (args.next(), args.next(), args.next()) else {
        eprintln!("usage: look DIR [TILE_FOLDER]");
        return ExitCode::from(2);
    };
    match run(&PathBuf::from(dir), &Tiles(folder.map(PathBuf::from))) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("look: {message}");
            ExitCode::FAILURE
        }
    }
}
