//! Where a program's settings file is: given on the command line, beside the program, in the
//! source tree for a program built there, or in the user's config folder. One rule for every
//! program, parametrised by the file's name and the program's places ([`Location`]).

use std::path::{Path, PathBuf};

/// Where a program's settings file may be.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Location {
    /// The file's name: `LoopIt.ini`.
    pub file_name: &'static str,
    /// The workspace the program is built in: a program under its `target/` folder was built
    /// from source.
    pub workspace: PathBuf,
    /// Where the file is for a program built from source: LoopIt's is the tracked file of the
    /// workspace's top level; Reversi's and Nardy's are in their own folders (`games/reversi`,
    /// `games/nardy`), where git ignores them.
    pub source_folder: PathBuf,
    /// The file in the user's config folder (see [`config_file`]).
    pub config: Option<PathBuf>,
}

impl Location {
    /// The places of a program whose file is `file_name`, built from the package at
    /// `manifest_dir` (`env!("CARGO_MANIFEST_DIR")`; the file is kept there when run from
    /// source) in the workspace at `workspace`, with its config folder named `folder`
    /// (`LoopIt`, `Reversi`, `Nardy`).
    #[must_use]
    pub fn new(
        file_name: &'static str,
        folder: &str,
        workspace: &Path,
        manifest_dir: &Path,
    ) -> Location {
        Location {
            file_name,
            workspace: workspace.to_owned(),
            source_folder: manifest_dir.to_owned(),
            config: config_file(folder, file_name),
        }
    }
}

impl Location {
    /// The places of a game under the workspace's `games/` folder (`games/nardy`) whose file is
    /// `file_name`, built from the package at `manifest_dir` (`env!("CARGO_MANIFEST_DIR")`),
    /// with its config folder named `folder`: the workspace is two folders up, whose `target/`
    /// holds a program built here.
    #[must_use]
    pub fn of_game(file_name: &'static str, folder: &str, manifest_dir: &Path) -> Location {
        let workspace = manifest_dir
            .parent()
            .and_then(Path::parent)
            .unwrap_or(manifest_dir);
        Location::new(file_name, folder, workspace, manifest_dir)
    }
}

/// `file_name` in the program's `folder` of the user's config folder
/// (`~/.config/LoopIt/LoopIt.ini` on Linux).
#[must_use]
pub fn config_file(folder: &str, file_name: &str) -> Option<PathBuf> {
    dirs::config_dir().map(|dir| dir.join(folder).join(file_name))
}

/// Where the settings file is, in this order: `explicit` when given (`--ini PATH`); the file
/// beside the program when there is one (whatever it is: a file in the way is reported, not
/// passed over); for a program built in the source tree (it lives under the workspace's
/// `target/` folder), the one in [`Location::source_folder`]; beside the program when a file
/// can be written there and the program's folder is not a shared `bin` folder
/// (`~/.cargo/bin`, `/usr/local/bin`); otherwise the one in the user's config folder.
#[must_use]
pub fn locate(explicit: Option<&Path>, location: &Location) -> PathBuf {
    let exe_dir = std::env::current_exe()
        .ok()
        .and_then(|exe| exe.parent().map(Path::to_owned))
        .unwrap_or_default();
    locate_from(explicit, &exe_dir, location)
}

/// [`locate`] for a program in `exe_dir`.
#[must_use]
pub fn locate_from(explicit: Option<&Path>, exe_dir: &Path, location: &Location) -> PathBuf {
    if let Some(path) = explicit {
        return path.to_owned();
    }
    let beside = exe_dir.join(location.file_name);
    if std::fs::symlink_metadata(&beside).is_ok() {
        return beside;
    }
    if exe_dir.starts_with(location.workspace.join("target")) {
        // LoopIt's tracked file of the top level (a start that changes nothing writes
        // nothing), or a game's own, git-ignored one.
        return location.source_folder.join(location.file_name);
    }
    let shared_bin = exe_dir
        .file_name()
        .is_some_and(|name| name.eq_ignore_ascii_case("bin"));
    if !shared_bin && can_write_in(exe_dir, location.file_name) {
        return beside;
    }
    location.config.clone().unwrap_or(beside)
}

/// Whether a new file can be made in `folder` (tried with a file of this process, removed at
/// once).
fn can_write_in(folder: &Path, file_name: &str) -> bool {
    let probe = folder.join(format!(".{file_name}-{}.probe", std::process::id()));
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
