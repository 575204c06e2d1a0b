//! Where `LoopIt.ini` is (the frame's rule, [`game_shell::settings::locate`]: beside the
//! program, the tracked file at the project root for a program built in the source tree, or
//! the user's config folder), and the defaults that depend on the place.

use std::path::{Path, PathBuf};

use game_shell::settings::Location;

use super::{INI_NAME, Settings};

/// The built-in settings for the file at `path`. They are [`Settings::default`], except that
/// a settings file in the user's config folder (a program installed for one user) saves games
/// in a `LoopIt` folder of the user's documents.
#[must_use]
pub fn defaults_for(path: &Path) -> Settings {
    let mut settings = Settings::default();
    if config_ini().is_some_and(|config| config == path)
        && let Some(saves) = documents_saves()
    {
        settings.saves = saves.display().to_string();
    }
    settings
}

/// `LoopIt.ini` in the user's config folder (`~/.config/LoopIt/LoopIt.ini` on Linux).
#[must_use]
pub fn config_ini() -> Option<PathBuf> {
    game_shell::settings::config_file("LoopIt", INI_NAME)
}

/// The `LoopIt` folder in the user's documents (or `Documents` in the home folder when the
/// system names no documents folder).
#[must_use]
pub fn documents_saves() -> Option<PathBuf> {
    dirs::document_dir()
        .or_else(|| dirs::home_dir().map(|home| home.join("Documents")))
        .map(|dir| dir.join("LoopIt"))
}

/// Where the settings file is: `explicit` when given (`--ini PATH`), else as
/// [`game_shell::settings::locate`] finds `LoopIt.ini` — for a program built in the source
/// tree, the tracked one at the project root.
#[must_use]
pub fn locate(explicit: Option<&Path>) -> PathBuf {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let location = Location::new(INI_NAME, "LoopIt", root, root);
    game_shell::settings::locate(explicit, &location)
}

/// [`locate`] for a program in `exe_dir`, built from the project at `source_root`, with the
/// user's config file at `config`.
#[must_use]
pub fn locate_from(
    explicit: Option<&Path>,
    exe_dir: &Path,
    source_root: &Path,
    config: Option<PathBuf>,
) -> PathBuf {
    let location = Location {
        file_name: INI_NAME,
        workspace: source_root.to_owned(),
        source_folder: source_root.to_owned(),
        config,
    };
    game_shell::settings::locate_from(explicit, exe_dir, &location)
}
