//! The 81 tile images: read from the tile folder at start (all or nothing), then turned into
//! textures once.

use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use egui::{ColorImage, TextureHandle, TextureOptions};
use loopit_core::Tile;

/// The images of all 81 tiles, decoded, in naming order.
#[derive(Clone)]
pub struct TileImages {
    images: Vec<Arc<ColorImage>>,
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
    /// The files at fault, each with what is wrong: `331.png: missing`.
    pub problems: Vec<String>,
}

impl fmt::Display for TileImageError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} of the 81 tile images in {} cannot be used: {}",
            self.problems.len(),
            self.folder.display(),
            self.problems.join("; ")
        )
    }
}

impl std::error::Error for TileImageError {}

impl TileImages {
    /// The file name of a tile's image: its name and `.png` (`331.png`).
    #[must_use]
    pub fn file_name(tile: Tile) -> String {
        format!("{tile}.png")
    }

    /// Reads all 81 images from `folder`. Fails, naming every file at fault, when any image is
    /// missing or cannot be decoded, or when the folder is not there.
    pub fn load(folder: &Path) -> Result<TileImages, TileImageError> {
        if !folder.is_dir() {
            return Err(TileImageError {
                folder: folder.to_owned(),
                problems: vec!["the folder does not exist".to_owned()],
            });
        }
        let mut images = Vec::with_capacity(Tile::COUNT);
        let mut problems = Vec::new();
        for tile in Tile::ALL {
            let name = TileImages::file_name(tile);
            match std::fs::read(folder.join(&name)) {
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                    problems.push(format!("{name}: missing"));
                }
                Err(e) => problems.push(format!("{name}: {e}")),
                Ok(bytes) => match decode(&bytes) {
                    Ok(image) => images.push(Arc::new(image)),
                    Err(e) => problems.push(format!("{name}: not a readable image ({e})")),
                },
            }
        }
        if problems.is_empty() {
            Ok(TileImages { images })
        } else {
            Err(TileImageError {
                folder: folder.to_owned(),
                problems,
            })
        }
    }

    /// The image of `tile`.
    #[must_use]
    pub fn image(&self, tile: Tile) -> &Arc<ColorImage> {
        &self.images[tile.index()]
    }
}

fn decode(bytes: &[u8]) -> Result<ColorImage, image::ImageError> {
    let image = image::load_from_memory_with_format(bytes, image::ImageFormat::Png)?.to_rgba8();
    let size = [image.width() as usize, image.height() as usize];
    Ok(ColorImage::from_rgba_unmultiplied(size, image.as_raw()))
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
    /// Uploads every image once.
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
        assert!(error.problems[0].starts_with("126.png: not a readable image"));
        assert_eq!(error.problems[1], "331.png: missing");
        assert!(error.to_string().contains("2 of the 81 tile images"));
    }

    #[test]
    fn a_missing_folder_is_reported() {
        let error = TileImages::load(Path::new("/nonexistent/tiles")).expect_err("refused");
        assert!(error.to_string().contains("does not exist"));
    }
}
