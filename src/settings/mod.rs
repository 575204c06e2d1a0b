//! The settings file `LoopIt.ini`: what it holds (one table, [`schema`]), where it is
//! (`location`), reading it with a fallback per key and writing back only what changed
//! (`file`), and what could not be used of it (`warnings`).
//!
//! ```ini
//! [Paths]
//! Tiles=assets/tiles
//! Saves=saves
//!
//! [Players]
//! Name1=Player 1
//! ...
//! Name4=Player 4
//! Count=2
//! Kind1=human
//! Kind2=normal
//! ...
//!
//! [Game]
//! Language=system
//! Theme=boxed
//! Motion=auto
//! Sound=1
//! HotSeatScreen=auto
//! Coordinates=1
//! QuietMarks=0
//! CheatMode=0
//! ComputerDelay=800
//! Guide=new
//! ```
//!
//! `[Paths]` and `Name1`–`Name4` are the keys of the contract; `Count`, `Kind1`–`Kind4`
//! (`human`, or a computer level) remember the last setup; `[Game]` holds what the Options
//! window sets. The machinery — finding the file, reading it with rust-ini, the line editor
//! that writes a changed value and keeps everything the user wrote, the warnings — is the
//! frame's ([`game_shell::settings`], the same for Reversi and Nardy); LoopIt's part is its
//! table ([`schema`]: every setting, its key, how its text is read and written, its Options
//! control), what a value may be ([`ValueProblem`]), where the file is looked for
//! ([`locate`]) and the Options window's state ([`options`]).

mod location;
pub mod options;
mod problem;
pub mod schema;

use std::path::PathBuf;

pub use game_shell::settings::{
    FreshFile, MAX_INI_BYTES, NotOurs, Unusable, document, on_off, one_zero, reader,
};
pub use location::{config_ini, defaults_for, documents_saves, locate, locate_from};
pub use problem::ValueProblem;
pub use schema::{Control, Entry, FolderKind, MAX_DELAY_MS, SCHEMA, Setting, Settings};

/// The name of the settings file.
pub const INI_NAME: &str = "LoopIt.ini";

/// LoopIt's settings and the file they live in.
pub type SettingsFile = game_shell::settings::SettingsFile<Settings>;

/// Something of `LoopIt.ini` that could not be used (worded by `words::settings_warning`).
pub type SettingsWarning = game_shell::settings::SettingsWarning<ValueProblem>;

/// The folders of the settings, resolved against the settings file's folder.
pub trait Folders {
    /// The tile folder.
    fn tiles_dir(&self) -> PathBuf;
    /// The saves folder.
    fn saves_dir(&self) -> PathBuf;
}

impl Folders for SettingsFile {
    fn tiles_dir(&self) -> PathBuf {
        self.resolve(&self.settings.tiles)
    }

    fn saves_dir(&self) -> PathBuf {
        self.resolve(&self.settings.saves)
    }
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    use super::*;

    fn load_text(text: &str) -> (Settings, Vec<SettingsWarning>) {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join(INI_NAME);
        std::fs::write(&path, text).expect("write");
        let (file, warnings) = SettingsFile::load(&path);
        (file.settings, warnings)
    }

    #[test]
    fn the_contract_keys_are_read() {
        let (settings, warnings) = load_text(
            "[Paths]\nTiles=art\nSaves=C:\\games\\saves\n\n[Players]\nName1=Anna\nName4=Dora\n",
        );
        assert!(warnings.is_empty(), "{warnings:?}");
        assert_eq!(settings.tiles, "art");
        assert_eq!(
            settings.saves, "C:\\games\\saves",
            "backslashes are kept as written"
        );
        assert_eq!(settings.names[0], "Anna");
        assert_eq!(settings.names[1], "Player 2");
        assert_eq!(settings.names[3], "Dora");
    }

    #[test]
    fn an_unreadable_value_falls_back_to_its_default_with_a_warning() {
        let (settings, warnings) = load_text(
            "[Game]\nComputerDelay=soon\nCheatMode=perhaps\n[Players]\nName2=\nCount=7\nKind2=robot\n",
        );
        assert_eq!(settings, Settings::default());
        let text: Vec<String> = warnings.iter().map(ToString::to_string).collect();
        assert_eq!(text.len(), 5, "{text:?}");
        assert!(text.iter().any(|w| w.contains("ComputerDelay=\"soon\"")));
        assert!(text.iter().any(|w| w.contains("CheatMode")));
        assert!(text.iter().any(|w| w.contains("Name2")));
        assert!(text.iter().any(|w| w.contains("Count=\"7\"")));
        assert!(text.iter().any(|w| w.contains("Kind2=\"robot\"")));
    }

    #[test]
    fn a_bad_value_is_named_with_its_line() {
        let (_, warnings) = load_text("; mine\n[Game]\nTheme=boxed\nComputerDelay=soon\n");
        assert_eq!(warnings.len(), 1, "{warnings:?}");
        assert!(
            matches!(
                &warnings[0],
                SettingsWarning::BadValue {
                    line: 4,
                    key: "ComputerDelay",
                    ..
                }
            ),
            "{:?}",
            warnings[0]
        );
        assert!(
            warnings[0]
                .to_string()
                .starts_with("line 4: [Game] ComputerDelay=\"soon\""),
            "{}",
            warnings[0]
        );
    }

    #[test]
    fn relative_folders_are_taken_from_the_ini_folder() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join(INI_NAME);
        let (file, _) = SettingsFile::load(&path);
        assert_eq!(file.tiles_dir(), dir.path().join("assets/tiles"));
        assert_eq!(file.saves_dir(), dir.path().join("saves"));
        let absolute = dir.path().join("elsewhere");
        assert_eq!(file.resolve(&absolute.display().to_string()), absolute);
    }

    #[test]
    fn keys_of_other_programs_are_kept_when_writing() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join(INI_NAME);
        std::fs::write(&path, "[Sound]\nVolume=7\n[Paths]\nTiles=art\n").expect("write");
        let (mut file, _) = SettingsFile::load(&path);
        file.update(|s| s.cheat_mode = true).expect("written");
        let text = std::fs::read_to_string(&path).expect("read");
        assert!(text.contains("Volume=7"), "{text}");
        assert!(text.contains("Tiles=art"), "{text}");
        assert!(text.contains("CheatMode=1"), "{text}");
    }

    #[test]
    fn the_settings_file_is_found_beside_the_program_in_the_source_tree_or_in_the_config_folder() {
        let dir = tempfile::tempdir().expect("temp dir");
        let root = dir.path().join("project");
        let config = dir.path().join("config/LoopIt").join(INI_NAME);
        let release = root.join("target/release");
        let bin = dir.path().join("home/.cargo/bin");
        let portable = dir.path().join("Games/LoopIt");
        for folder in [&release, &bin, &portable] {
            std::fs::create_dir_all(folder).expect("dir");
        }
        let find = |exe_dir: &Path| locate_from(None, exe_dir, &root, Some(config.clone()));
        let explicit = dir.path().join("mine.ini");
        assert_eq!(
            locate_from(Some(&explicit), &bin, &root, None),
            explicit,
            "--ini first"
        );
        // In the source tree: the project's, whether or not there is one yet.
        assert_eq!(find(&release), root.join(INI_NAME));
        std::fs::write(release.join(INI_NAME), "").expect("write");
        assert_eq!(
            find(&release),
            release.join(INI_NAME),
            "unless one is put beside it"
        );
        // Installed with cargo install: the config folder, unless one was put beside it.
        assert_eq!(find(&bin), config);
        std::fs::write(bin.join(INI_NAME), "").expect("write");
        assert_eq!(find(&bin), bin.join(INI_NAME));
        // Unpacked into a folder of its own that can be written: beside the program.
        assert_eq!(find(&portable), portable.join(INI_NAME));
        assert_eq!(
            std::fs::read_dir(&portable).expect("list").count(),
            0,
            "no probe left"
        );
        // A folder that cannot be written: the config folder.
        let missing = dir.path().join("not/there");
        assert_eq!(find(&missing), config);
    }

    #[test]
    fn a_broken_file_gives_the_defaults_and_a_warning_with_the_line() {
        let (settings, warnings) = load_text("[Paths\nTiles=x\n");
        assert_eq!(settings, Settings::default());
        assert_eq!(warnings.len(), 1);
        assert!(
            matches!(
                &warnings[0],
                SettingsWarning::Unusable(Unusable::NotIni { error, .. }) if error.line == 1
            ),
            "{:?}",
            warnings[0]
        );
        assert!(
            warnings[0].to_string().contains("line 1"),
            "{}",
            warnings[0]
        );
    }
}
