//! What the window starts from ([`AppSetup`]: the settings, the tile images, the dialogs,
//! the first seed, the language, the autosave folder, where background work runs) and the
//! seeds of its games' draws.

use std::path::{Path, PathBuf};

use game_shell::i18n::Language;
use game_shell::picker::{FilePicker, NativePicker, PickerWords};
use game_shell::task::Executor;

use crate::autosave::Autosave;
use crate::i18n::tr;
use crate::settings::{self, Folders, SettingsFile, SettingsWarning};
use crate::tiles::{TileImageError, TileImages};

/// Everything the app starts from, so that it can be built without a window or files.
pub struct AppSetup {
    /// The settings (from `LoopIt.ini`, or in memory).
    pub settings: SettingsFile,
    /// What could not be read from the settings file.
    pub warnings: Vec<SettingsWarning>,
    /// The tile images, or why they cannot be used.
    pub tiles: Result<TileImages, TileImageError>,
    /// The file and folder dialogs.
    pub picker: Box<dyn FilePicker>,
    /// The seed of the first game's draws.
    pub seed: u64,
    /// The system's language, used unless the settings choose one.
    pub system_language: Language,
    /// The folder of the autosave file, written after every turn and offered at start
    /// (`None`: no autosave).
    pub autosave: Option<PathBuf>,
    /// Where the background work runs (the computer's and the hint's search, the review):
    /// [`Executor::Threads`] in the window, so that it stays responsive; [`Executor::Inline`]
    /// in tests, so that no test waits for a thread.
    pub executor: Executor,
}

impl std::fmt::Debug for AppSetup {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("AppSetup")
            .field("settings", &self.settings)
            .field("warnings", &self.warnings)
            .field("tiles", &self.tiles.as_ref().map(|_| "81 images"))
            .field("seed", &self.seed)
            .field("system_language", &self.system_language)
            .field("autosave", &self.autosave)
            .field("executor", &self.executor)
            .finish_non_exhaustive()
    }
}

impl AppSetup {
    /// The settings file (`explicit`, or found as `settings::locate` says), the tile images of
    /// its tile folder, the system's dialogs and a seed from the clock.
    #[must_use]
    pub fn from_disk(explicit: Option<&Path>) -> AppSetup {
        let path = settings::locate(explicit);
        let (settings, warnings) = SettingsFile::load(&path);
        let tiles = TileImages::load(&settings.tiles_dir());
        let seed = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos() as u64);
        let picker = NativePicker {
            words: || PickerWords {
                save_title: tr!("picker-save"),
                open_title: tr!("picker-open"),
                folder_title: tr!("picker-folder"),
                file_type: tr!("picker-type"),
                extension: "json".to_owned(),
            },
        };
        AppSetup {
            settings,
            warnings,
            tiles,
            picker: Box::new(picker),
            seed,
            system_language: game_shell::i18n::system_language(&crate::i18n::LANGUAGES),
            autosave: Autosave::default_folder(),
            executor: Executor::Threads,
        }
    }
}

/// The seeds of the games' draws: one per game started or loaded, from the first seed.
#[derive(Clone, Copy, Debug)]
pub(super) struct Seeds(pub(super) u64);

impl Seeds {
    pub(super) fn next(&mut self) -> u64 {
        let seed = self.0;
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        seed
    }
}
