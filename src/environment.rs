//! What the program works with outside the game besides the shell's frame: what could not be
//! read or written of the settings, the tile images and their textures. It owns loading and
//! saving games, changing settings (in the settings file the frame keeps) and browsing for
//! folders; the game itself is the [`Session`](crate::session::Session)'s.

use std::path::{Path, PathBuf};

use loopit_core::Game;

use crate::action::SettingChange;
use crate::settings::{Folders, FreshFile, SettingsFile, SettingsWarning};
use crate::storage::{self, StorageError};
use crate::tiles::{TileImageError, TileImages, TileTextures};

/// eframe's name for the program: its window-state folder is named after it.
pub const APP_ID: &str = "loopit";

/// What became of the tile images after the tile folder changed.
#[derive(Debug)]
pub enum TilesReloaded {
    /// The images of this folder are used.
    Folder(PathBuf),
    /// The folder is the default one and not there: the images built into the program are
    /// used.
    BuiltIn,
    /// The folder's images cannot be used, and why.
    Refused(TileImageError),
}

/// The settings' warnings and the tile images.
pub struct Environment {
    warnings: Vec<SettingsWarning>,
    tiles: Result<TileImages, TileImageError>,
    textures: Option<TileTextures>,
    /// Whether the desktop asks for less motion (followed while the settings leave it to it).
    desktop_reduces_motion: bool,
}

impl std::fmt::Debug for Environment {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Environment")
            .field("warnings", &self.warnings)
            .field("tiles", &self.tiles.as_ref().map(|_| "81 images"))
            .finish_non_exhaustive()
    }
}

impl Environment {
    /// The environment from what could not be read of the settings and the tile images of the
    /// tile folder.
    #[must_use]
    pub fn new(
        warnings: Vec<SettingsWarning>,
        tiles: Result<TileImages, TileImageError>,
    ) -> Environment {
        Environment {
            warnings,
            tiles,
            textures: None,
            desktop_reduces_motion: false,
        }
    }

    /// Follows the desktop's wish for less motion where the settings leave motion to it.
    pub fn follow_desktop_motion(&mut self, reduces: bool) {
        self.desktop_reduces_motion = reduces;
    }

    /// Whether tiles move, points rise and scores count up: as the settings say, or (`auto`)
    /// unless the desktop asks for less motion.
    #[must_use]
    pub fn motion(&self, file: &SettingsFile) -> bool {
        file.settings.motion.unwrap_or(!self.desktop_reduces_motion)
    }

    // ---- Settings ---------------------------------------------------------------------------

    /// The warnings to show: settings that could not be read or written.
    #[must_use]
    pub fn warnings(&self) -> &[SettingsWarning] {
        &self.warnings
    }

    /// Hides the warnings.
    pub fn dismiss_warnings(&mut self) {
        self.warnings.clear();
    }

    /// Writes a fresh settings file with the settings in use, over one that could not be read
    /// or is not INI — only when the player asks for it (the old file is kept beside it as
    /// `LoopIt.ini.bak` when it can be read). The warnings are cleared when it is written;
    /// `Ok(None)` for settings that live in memory only.
    pub fn write_fresh_settings(
        &mut self,
        file: &mut SettingsFile,
    ) -> Result<Option<FreshFile>, SettingsWarning> {
        let fresh = file.write_fresh()?;
        self.warnings.clear();
        Ok(fresh)
    }

    /// Changes a setting and writes the settings file; a new tile folder is read at once, and
    /// what became of it is returned (a failure to write is kept as a warning).
    pub fn change(
        &mut self,
        file: &mut SettingsFile,
        change: &SettingChange,
    ) -> Option<TilesReloaded> {
        let result = file.update(|s| match change {
            SettingChange::TilesFolder(folder) => s.tiles.clone_from(folder),
            SettingChange::SavesFolder(folder) => s.saves.clone_from(folder),
            SettingChange::Name(seat, name) => {
                if let Some(slot) = s.names.get_mut(*seat) {
                    slot.clone_from(name);
                }
            }
            SettingChange::Set(setting) => setting.apply(s),
            SettingChange::Setup {
                count,
                seats,
                names,
            } => {
                s.count = *count;
                s.seats = *seats;
                for (kept, name) in s.names.iter_mut().zip(names) {
                    if let Some(name) = name {
                        kept.clone_from(name);
                    }
                }
            }
        });
        if let Err(warning) = result
            && !self.warnings.contains(&warning)
        {
            self.warnings.push(warning);
        }
        match change {
            SettingChange::TilesFolder(_) => Some(self.reload_tiles(file)),
            _ => None,
        }
    }

    // ---- Tile images ------------------------------------------------------------------------

    /// Why the tile images cannot be used, if they cannot.
    #[must_use]
    pub fn tile_error(&self) -> Option<&TileImageError> {
        self.tiles.as_ref().err()
    }

    /// The folder whose tile images are in use: `Ok(None)` when the images built into the
    /// program are used, `Err` with why the folder's images cannot be used.
    pub fn tiles_in_use(&self) -> Result<Option<&std::path::Path>, &TileImageError> {
        self.tiles.as_ref().map(TileImages::folder)
    }

    /// The tile textures, made on first use.
    pub fn textures(&mut self, ctx: &egui::Context) -> Option<&TileTextures> {
        if self.textures.is_none()
            && let Ok(images) = &self.tiles
        {
            self.textures = Some(TileTextures::new(ctx, images));
        }
        self.textures.as_ref()
    }

    /// Reads the tile images of the tile folder again; a valid folder is used at once.
    fn reload_tiles(&mut self, file: &SettingsFile) -> TilesReloaded {
        self.tiles = TileImages::for_settings(file);
        self.textures = None;
        match &self.tiles {
            Ok(images) => match images.folder() {
                Some(folder) => TilesReloaded::Folder(folder.to_owned()),
                None => TilesReloaded::BuiltIn,
            },
            Err(e) => TilesReloaded::Refused(e.clone()),
        }
    }

    // ---- Files ------------------------------------------------------------------------------

    /// The files the program uses, for Help ▸ About: `(what, where)`, each place quoted as a
    /// message shows it: the settings file, the tile images (a folder, or built into the
    /// program), the saves folder and eframe's window-state file.
    #[must_use]
    pub fn files_in_use(&self, file: &SettingsFile) -> Vec<(String, String)> {
        use game_shell::files::quoted;
        let settings = match file.path() {
            Some(path) if file.is_untouchable() => {
                crate::i18n::tr!("files-unusable-left", file = quoted(path))
            }
            Some(path) => quoted(path),
            None => crate::i18n::tr!("files-settings-none"),
        };
        let tiles = match &self.tiles {
            Ok(images) => images
                .folder()
                .map_or_else(|| crate::i18n::tr!("files-tiles-built-in"), quoted),
            Err(e) => crate::i18n::tr!("files-unusable", file = quoted(&e.folder)),
        };
        let window = game_shell::window_state::path(APP_ID)
            .map_or_else(|| crate::i18n::tr!("files-not-kept"), |path| quoted(&path));
        vec![
            (crate::i18n::tr!("files-settings"), settings),
            (crate::i18n::tr!("files-tiles"), tiles),
            (crate::i18n::tr!("files-saves"), quoted(&file.saves_dir())),
            (crate::i18n::tr!("files-window"), window),
        ]
    }

    /// Saves `game` to `path`.
    pub fn save_game(&self, game: &Game, path: &Path) -> Result<(), StorageError> {
        storage::save_game(game, path)
    }

    /// Loads the game saved at `path`; `seed` seeds its further draws.
    pub fn load_game(&self, path: &Path, seed: u64) -> Result<Game, StorageError> {
        storage::load_game(path, seed)
    }
}
