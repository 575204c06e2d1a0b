//! The 81 tile images: read from the tile folder at start (all or nothing), then turned into
//! textures once.

use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use egui::{ColorImage, TextureHandle, TextureOptions};
use game_shell::files::{self, FileError, FileErrorKind};
use loopit_core::Tile;

use crate::settings::{Folders, Settings, SettingsFile};

/// The images of all 81 tiles, decoded, in naming order.
#[derive(Clone)]
pub struct TileImages {
    images: Vec<Arc<ColorImage>>,
    /// The folder they were read from; `None` for the images built into the program.
    folder: Option<PathBuf>,
}

impl fmt::Debug for TileImages {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "TileImages({} images)", self.images.len())
    }
}

/// Why the tile images cannot be used: every file at fault, so all can be fixed at once.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TileImageError {
    /// The folder that was read.
    pub folder: PathBuf,
    /// What is wrong, file by file: `331.png: missing`.
    pub problems: Vec<TileProblem>,
}

impl fmt::Display for TileImageError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let problems: Vec<String> = self.problems.iter().map(ToString::to_string).collect();
        write!(
            f,
            "{} of the 81 tile images in {} cannot be used: {}",
            self.problems.len(),
            self.folder.display(),
            problems.join("; ")
        )
    }
}

impl std::error::Error for TileImageError {}

/// One thing wrong with the tile folder. The window words it in the player's language
/// (the views' `words::tile_problem`); `Display` says it in English for the log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TileProblem {
    /// The folder is not there (or is not a folder).
    NoFolder,
    /// A tile's image file is at fault.
    File {
        /// The file's name: `331.png`.
        name: String,
        /// What is wrong with it.
        why: TileFileProblem,
    },
}

/// What is wrong with one tile image file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TileFileProblem {
    /// There is no such file.
    Missing,
    /// It is a folder, a pipe or a device, not a regular file.
    NotAFile,
    /// The file is larger than [`MAX_FILE_BYTES`].
    TooLarge {
        /// The limit, in bytes.
        limit: u64,
    },
    /// The file could not be read; the system's error.
    Unreadable(std::io::ErrorKind),
    /// The file does not start with a PNG header.
    NotPng,
    /// The header claims no pixels.
    NoPixels,
    /// The image is larger than [`MAX_SOURCE_SIDE`] on a side.
    TooManyPixels {
        /// Its width, in pixels.
        width: u32,
        /// Its height, in pixels.
        height: u32,
    },
    /// The PNG data cannot be decoded; the decoder's message (English, for the log).
    Damaged(String),
}

impl fmt::Display for TileProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TileProblem::NoFolder => f.write_str("the folder does not exist"),
            TileProblem::File { name, why } => write!(f, "{name}: {why}"),
        }
    }
}

impl fmt::Display for TileFileProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TileFileProblem::Missing => f.write_str("missing"),
            TileFileProblem::NotAFile => f.write_str("not a regular file"),
            TileFileProblem::TooLarge { limit } => write!(
                f,
                "larger than {} MB, more than a tile image needs",
                limit / (1024 * 1024)
            ),
            TileFileProblem::Unreadable(kind) => write!(f, "cannot be read ({kind})"),
            TileFileProblem::NotPng => f.write_str("not a readable image (no PNG header)"),
            TileFileProblem::NoPixels => f.write_str("an image without pixels"),
            TileFileProblem::TooManyPixels { width, height } => write!(
                f,
                "{width} × {height} pixels, larger than {MAX_SOURCE_SIDE} × {MAX_SOURCE_SIDE}"
            ),
            TileFileProblem::Damaged(why) => write!(f, "not a readable image ({why})"),
        }
    }
}

impl TileImages {
    /// The file name of a tile's image: its name and `.png` (`331.png`).
    #[must_use]
    pub fn file_name(tile: Tile) -> String {
        format!("{tile}.png")
    }

    /// Reads all 81 images from `folder`. Fails, naming every file at fault, when any image is
    /// missing, cannot be decoded, is not a regular file, or is larger than the program accepts
    /// ([`MAX_SOURCE_SIDE`], [`MAX_FILE_BYTES`]: an oversized image is refused from its header,
    /// before it is decoded), or when the folder is not there. Images larger than [`TILE_SIDE`]
    /// are scaled down.
    pub fn load(folder: &Path) -> Result<TileImages, TileImageError> {
        if !folder.is_dir() {
            return Err(TileImageError {
                folder: folder.to_owned(),
                problems: vec![TileProblem::NoFolder],
            });
        }
        let mut images = Vec::with_capacity(Tile::COUNT);
        let mut problems = Vec::new();
        for tile in Tile::ALL {
            let name = TileImages::file_name(tile);
            let image = match files::read_bytes(&folder.join(&name), MAX_FILE_BYTES) {
                Err(FileError {
                    kind: FileErrorKind::Io(e),
                    ..
                }) if e.kind() == std::io::ErrorKind::NotFound => Err(TileFileProblem::Missing),
                Err(FileError {
                    kind: FileErrorKind::NotAFile,
                    ..
                }) => Err(TileFileProblem::NotAFile),
                Err(FileError {
                    kind: FileErrorKind::TooLarge { limit },
                    ..
                }) => Err(TileFileProblem::TooLarge { limit }),
                Err(FileError {
                    kind: FileErrorKind::Io(e),
                    ..
                }) => Err(TileFileProblem::Unreadable(e.kind())),
                Err(FileError {
                    kind: FileErrorKind::NotText,
                    ..
                }) => Err(TileFileProblem::NotPng),
                // Only a write refuses a read-only file; a read never says so.
                Err(FileError {
                    kind: FileErrorKind::ReadOnly,
                    ..
                }) => Err(TileFileProblem::Unreadable(
                    std::io::ErrorKind::PermissionDenied,
                )),
                Ok(bytes) => decode(&bytes),
            };
            match image {
                Ok(image) => images.push(Arc::new(image)),
                Err(why) => problems.push(TileProblem::File { name, why }),
            }
        }
        if problems.is_empty() {
            Ok(TileImages {
                images,
                folder: Some(folder.to_owned()),
            })
        } else {
            Err(TileImageError {
                folder: folder.to_owned(),
                problems,
            })
        }
    }

    /// The 81 images built into the program (the project's `assets/tiles`).
    ///
    /// # Panics
    ///
    /// Never: a test checks that every built-in image decodes.
    #[must_use]
    pub fn built_in() -> TileImages {
        let images = Tile::ALL
            .iter()
            .map(|tile| {
                let name = tile.to_string();
                let image = BUILT_IN
                    .iter()
                    .find(|(n, _)| *n == name)
                    .and_then(|(_, bytes)| decode(bytes).ok())
                    .unwrap_or_else(|| ColorImage::filled([1, 1], egui::Color32::TRANSPARENT));
                Arc::new(image)
            })
            .collect();
        TileImages {
            images,
            folder: None,
        }
    }

    /// The images the settings ask for: those of the tile folder; but when the tile folder is
    /// the default one and is not there (an installed program), the images built into the
    /// program. A folder the player chose, or a default folder that is there, must be sound.
    pub fn for_settings(settings: &SettingsFile) -> Result<TileImages, TileImageError> {
        let folder = settings.tiles_dir();
        let is_default = settings.settings.tiles.trim() == Settings::default().tiles;
        if is_default && !folder.exists() {
            return Ok(TileImages::built_in());
        }
        TileImages::load(&folder)
    }

    /// The folder the images were read from; `None` for the images built into the program.
    #[must_use]
    pub fn folder(&self) -> Option<&Path> {
        self.folder.as_deref()
    }

    /// The image of `tile`.
    #[must_use]
    pub fn image(&self, tile: Tile) -> &Arc<ColorImage> {
        &self.images[tile.index()]
    }
}

/// Builds the list of the tile images built into the program: `(name, PNG bytes)`.
macro_rules! built_in {
    ($($name:literal,)*) => {
        [$(($name, include_bytes!(concat!(env!("CARGO_MANIFEST_DIR"), "/assets/tiles/", $name, ".png")).as_slice()),)*]
    };
}

/// The project's 81 tile images (`assets/tiles`), built into the program for when it is
/// installed without them.
const BUILT_IN: [(&str, &[u8]); Tile::COUNT] = built_in![
    "121", "122", "123", "124", "125", "126", "131", "132", "133", "134", "141", "221", "222",
    "223", "224", "225", "226", "231", "232", "233", "234", "241", "321", "322", "323", "324",
    "325", "326", "331", "332", "333", "334", "341", "421", "422", "423", "424", "425", "426",
    "431", "432", "433", "434", "441", "521", "522", "523", "524", "525", "526", "531", "532",
    "533", "534", "541", "621", "622", "623", "624", "625", "626", "631", "632", "633", "634",
    "641", "721", "722", "723", "724", "725", "726", "731", "732", "733", "734", "741", "831",
    "832", "833", "834",
];

/// The side, in pixels, tile images are scaled down to when they are larger: a cell is never
/// drawn larger than this on any screen, and it is far below the texture limit of any graphics
/// card egui runs on (1024 or more).
pub const TILE_SIDE: u32 = 256;

/// The largest tile image accepted, in pixels on each side (four times [`TILE_SIDE`]); a
/// larger one is refused from its PNG header, before it is decoded.
pub const MAX_SOURCE_SIDE: u32 = 1024;

/// The largest tile image file read, in bytes (a 1024 × 1024 image stored without any
/// compression is about 4 MB).
pub const MAX_FILE_BYTES: u64 = 8 * 1024 * 1024;

/// The width and height a PNG's header claims, or why the bytes are not a PNG.
fn png_size(bytes: &[u8]) -> Result<(u32, u32), TileFileProblem> {
    const SIGNATURE: &[u8] = b"\x89PNG\r\n\x1a\n";
    let not_png = || TileFileProblem::NotPng;
    if bytes.len() < 24 || &bytes[..8] != SIGNATURE || &bytes[12..16] != b"IHDR" {
        return Err(not_png());
    }
    let number = |at: usize| {
        bytes
            .get(at..at + 4)
            .and_then(|b| <[u8; 4]>::try_from(b).ok())
            .map(u32::from_be_bytes)
            .ok_or_else(not_png)
    };
    Ok((number(16)?, number(20)?))
}

/// Decodes a tile image: its size is checked from the header first, then it is decoded with
/// limits and scaled down to [`TILE_SIDE`] when larger.
fn decode(bytes: &[u8]) -> Result<ColorImage, TileFileProblem> {
    let (width, height) = png_size(bytes)?;
    if width == 0 || height == 0 {
        return Err(TileFileProblem::NoPixels);
    }
    if width > MAX_SOURCE_SIDE || height > MAX_SOURCE_SIDE {
        return Err(TileFileProblem::TooManyPixels { width, height });
    }
    let mut reader =
        image::ImageReader::with_format(std::io::Cursor::new(bytes), image::ImageFormat::Png);
    let mut limits = image::Limits::default();
    limits.max_image_width = Some(MAX_SOURCE_SIDE);
    limits.max_image_height = Some(MAX_SOURCE_SIDE);
    limits.max_alloc = Some(64 * 1024 * 1024);
    reader.limits(limits);
    let image = reader
        .decode()
        .map_err(|e| TileFileProblem::Damaged(e.to_string()))?
        .to_rgba8();
    let image = fit_within(image, TILE_SIDE);
    let size = [image.width() as usize, image.height() as usize];
    Ok(ColorImage::from_rgba_unmultiplied(size, image.as_raw()))
}

/// `image` scaled down (keeping its proportions) so that neither side exceeds `side`.
fn fit_within(image: image::RgbaImage, side: u32) -> image::RgbaImage {
    let (width, height) = image.dimensions();
    if width <= side && height <= side {
        return image;
    }
    let scale = f64::from(side) / f64::from(width.max(height));
    let new_width = ((f64::from(width) * scale).round() as u32).clamp(1, side);
    let new_height = ((f64::from(height) * scale).round() as u32).clamp(1, side);
    image::imageops::resize(
        &image,
        new_width,
        new_height,
        image::imageops::FilterType::Triangle,
    )
}

/// The 81 tile images as textures, made once.
#[derive(Clone)]
pub struct TileTextures {
    textures: Vec<TextureHandle>,
}

impl fmt::Debug for TileTextures {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "TileTextures({} textures)", self.textures.len())
    }
}

impl TileTextures {
    /// Uploads every image once. Every image fits any graphics card: images are at most
    /// [`TILE_SIDE`] (256) pixels on a side, and egui does not run on a card whose textures
    /// cannot be 1024 pixels wide.
    #[must_use]
    pub fn new(ctx: &egui::Context, images: &TileImages) -> TileTextures {
        let options = TextureOptions {
            magnification: egui::TextureFilter::Linear,
            minification: egui::TextureFilter::Linear,
            mipmap_mode: Some(egui::TextureFilter::Linear),
            ..TextureOptions::default()
        };
        let textures = Tile::ALL
            .iter()
            .map(|&tile| {
                let image = images.image(tile);
                ctx.load_texture(format!("tile-{tile}"), ColorImage::clone(image), options)
            })
            .collect();
        TileTextures { textures }
    }

    /// The texture of `tile`.
    pub fn get(&self, tile: Tile) -> &TextureHandle {
        &self.textures[tile.index()]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn assets() -> PathBuf {
        Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/tiles")
    }

    #[test]
    fn the_project_tile_folder_loads() {
        let images = TileImages::load(&assets()).expect("all 81 images");
        let image = images.image(Tile::ALL[0]);
        assert!(image.size[0] >= 64 && image.size[0] == image.size[1]);
    }

    #[test]
    fn missing_and_corrupt_images_are_all_named() {
        let dir = tempfile::tempdir().expect("temp dir");
        for tile in Tile::ALL {
            let name = TileImages::file_name(tile);
            std::fs::copy(assets().join(&name), dir.path().join(&name)).expect("copy");
        }
        std::fs::remove_file(dir.path().join("331.png")).expect("remove");
        std::fs::write(dir.path().join("126.png"), b"not a png").expect("write");
        let error = TileImages::load(dir.path()).expect_err("refused");
        assert_eq!(error.problems.len(), 2, "{error}");
        assert_eq!(
            error.problems[0].to_string(),
            "126.png: not a readable image (no PNG header)"
        );
        assert_eq!(
            error.problems[1],
            TileProblem::File {
                name: "331.png".to_owned(),
                why: TileFileProblem::Missing
            }
        );
        assert!(error.to_string().contains("2 of the 81 tile images"));
    }

    #[test]
    fn the_built_in_images_are_the_project_images() {
        let built_in = TileImages::built_in();
        let loaded = TileImages::load(&assets()).expect("all 81 images");
        assert_eq!(built_in.folder(), None);
        for tile in Tile::ALL {
            assert_eq!(built_in.image(tile), loaded.image(tile), "{tile}");
        }
    }

    #[test]
    fn a_missing_default_folder_gives_the_built_in_images_a_chosen_one_does_not() {
        let dir = tempfile::tempdir().expect("temp dir");
        let ini = dir.path().join(crate::settings::INI_NAME);
        let (mut settings, _) = SettingsFile::load(&ini);
        let images = TileImages::for_settings(&settings).expect("built in");
        assert_eq!(images.folder(), None);
        settings.settings.tiles = "my tiles".to_owned();
        let error = TileImages::for_settings(&settings).expect_err("refused");
        assert_eq!(error.problems, [TileProblem::NoFolder]);
        std::fs::create_dir_all(dir.path().join("assets/tiles")).expect("dir");
        settings.settings.tiles = Settings::default().tiles;
        let error = TileImages::for_settings(&settings).expect_err("an empty default folder");
        assert_eq!(error.problems.len(), 81, "{error}");
    }

    #[test]
    fn a_missing_folder_is_reported() {
        let error = TileImages::load(Path::new("/nonexistent/tiles")).expect_err("refused");
        assert!(error.to_string().contains("does not exist"));
    }
}
