//! Writes the 81 tile images to `assets/tiles/NAME.png`, the window icon to `assets/icon.png`,
//! the desktop's icons to `assets/icons/hicolor/SIZExSIZE/apps/loopit.png` and the contact sheet to `docs/tiles.png`, under the workspace root or under the folder given
//! as the only argument.
//!
//! ```text
//! cargo run -p tilegen --release            # into the workspace
//! cargo run -p tilegen --release -- /tmp/x  # into /tmp/x/assets/tiles and /tmp/x/docs
//! ```

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use loopit_core::Tile;
use tiny_skia::Pixmap;

fn main() -> ExitCode {
    let mut args = std::env::args_os().skip(1);
    let root = match (args.next(), args.next()) {
        (None, _) => {
            let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..").join("..");
            root.canonicalize().unwrap_or(root)
        }
        (Some(arg), None) if arg == "-h" || arg == "--help" => {
            let usage = "usage: tilegen [ROOT]\n\nWrites ROOT/assets/tiles/NAME.png for the 81 \
                         tiles and the contact sheet ROOT/docs/tiles.png.\nROOT defaults to the \
                         workspace root.\n";
            return match std::io::stdout().write_all(usage.as_bytes()) {
                Ok(()) => ExitCode::SUCCESS,
                Err(_) => ExitCode::FAILURE,
            };
        }
        (Some(arg), None) => PathBuf::from(arg),
        (Some(_), Some(_)) => {
            eprintln!("tilegen: too many arguments (usage: tilegen [ROOT])");
            return ExitCode::from(2);
        }
    };
    match run(&root) {
        Ok(summary) => match writeln!(std::io::stdout(), "{summary}") {
            Ok(()) => ExitCode::SUCCESS,
            Err(_) => ExitCode::FAILURE,
        },
        Err(message) => {
            eprintln!("tilegen: {message}");
            ExitCode::FAILURE
        }
    }
}

/// Writes every image under `root` and says what it did.
fn run(root: &Path) -> Result<String, String> {
    let tiles_dir = root.join("assets").join("tiles");
    let docs_dir = root.join("docs");
    for dir in [&tiles_dir, &docs_dir] {
        std::fs::create_dir_all(dir)
            .map_err(|e| format!("cannot create folder {}: {e}", dir.display()))?;
    }
    for tile in Tile::ALL {
        let file = tiles_dir.join(format!("{tile}.png"));
        write_png(&tilegen::render(tile), &file)?;
    }
    write_png(&tilegen::icon(), &root.join("assets").join("icon.png"))?;
    for size in tilegen::DESKTOP_ICON_SIZES {
        let dir = root
            .join("assets")
            .join("icons")
            .join("hicolor")
            .join(format!("{size}x{size}"))
            .join("apps");
        std::fs::create_dir_all(&dir)
            .map_err(|e| format!("cannot create folder {}: {e}", dir.display()))?;
        write_png(&tilegen::icon_sized(size), &dir.join("loopit.png"))?;
    }
    let sheet_file = docs_dir.join("tiles.png");
    let sheet = tilegen::contact_sheet(&Tile::ALL);
    write_png(&sheet, &sheet_file)?;
    Ok(format!(
        "tilegen: wrote {} tiles ({size}×{size}) to {}, the icons to {}, and a {}×{} contact sheet to {}",
        Tile::COUNT,
        tiles_dir.display(),
        root.join("assets").display(),
        sheet.width(),
        sheet.height(),
        sheet_file.display(),
        size = tilegen::SIZE,
    ))
}

fn write_png(pixmap: &Pixmap, file: &Path) -> Result<(), String> {
    let bytes = tilegen::encode_png(pixmap)
        .map_err(|e| format!("cannot encode {}: {e}", file.display()))?;
    std::fs::write(file, bytes).map_err(|e| format!("cannot write {}: {e}", file.display()))
}
