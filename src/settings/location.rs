//! Where the settings file is: beside the program, at the project root for a program built in
//! the source tree, or in the user's config folder; and the defaults that depend on the place.

use std::path::{Path, PathBuf};

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
    dirs::config_dir().map(|dir| dir.join("LoopIt").join(INI_NAME))
}

/// The `LoopIt` folder in the user's documents (or `Documents` in the home folder when the
/// system names no documents folder).
#[must_use]
pub fn documents_saves() -> Option<PathBuf> {
    dirs::document_dir()
        .or_else(|| dirs::home_dir().map(|home| home.join("Documents")))
        .map(|dir| dir.join("LoopIt"))
}

/// Where the settings file is, in this order: `explicit` when given (`--ini PATH`);
/// `LoopIt.ini` beside the program when there is one (whatever it is: a file in the way is
/// reported, not passed over); for a program built in the source tree (it lives under the
/// project's `target/` folder), the one at the project root (the tracked `LoopIt.ini`); beside the program
/// when a file can be written there and the program's folder is not a shared `bin` folder (`~/.cargo/bin`,
/// `/usr/local/bin`); otherwise `LoopIt/LoopIt.ini` in the user's config folder.
#[must_use]
pub fn locate(explicit: Option<&Path>) -> PathBuf {
    let exe_dir = std::env::current_exe()
        .ok()
        .and_then(|exe| exe.parent().map(Path::to_owned))
        .unwrap_or_default();
    locate_from(
        explicit,
        &exe_dir,
        Path::new(env!("CARGO_MANIFEST_DIR")),
        config_ini(),
    )
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
    if let Some(path) = explicit {
        return path.to_owned();
    }
    let beside = exe_dir.join(INI_NAME);
    if std::fs::symlink_metadata(&beside).is_ok() {
        return beside;
    }
    let from_source_tree = exe_dir.starts_with(source_root.join("target"));
    if from_source_tree {
        // The tracked file of the top level: a start that changes nothing writes nothing.
        return source_root.join(INI_NAME);
    }
    let shared_bin = exe_dir
        .file_name()
        .is_some_and(|name| name.eq_ignore_ascii_case("bin"));
    if (from_source_tree || !shared_bin) && can_write_in(exe_dir) {
        return beside;
    }
    config.unwrap_or(beside)
}

/// Whether a new file can be made in `folder` (tried with a file of this process, removed at
/// once).
fn can_write_in(folder: &Path) -> bool {
    let probe = folder.join(format!(".LoopIt-{}.probe", std::process::id()));
    match std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(&probe)
    {
        Ok(file) => {
            drop(file);
            let _ = std::fs::remove_file(&probe);
            true
        }
        Err(_) => false,
    }
}
