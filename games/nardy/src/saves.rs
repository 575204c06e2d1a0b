//! Where named saves live and what their files are called: the `Nardy` folder in the user's
//! data folder (`~/.local/share/Nardy` on Linux), one JSON file a save, named after the save
//! so that a file manager shows it. Different names always give different files: characters a
//! file name cannot safely hold are written as `%XX`, not replaced, so "game/1" and "game?1"
//! stay two saves (and saving under a name that exists asks first, which also covers systems
//! where "Game" and "game" are one file).

use std::path::{Path, PathBuf};

use game_shell::files::{self, FileError};
use nardy_core::{SaveFile, Saved};

/// A saved game in the load list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SaveEntry {
    /// The file.
    pub path: PathBuf,
    /// The name it was saved under (the file name when the file does not say).
    pub name: String,
    /// When it was saved.
    pub date: String,
}

/// The largest save file read (a save is a few hundred bytes).
pub const SAVE_LIMIT: u64 = 1 << 20;

/// The file name extension of saves.
pub const EXTENSION: &str = "json";

/// The longest file name written, in bytes (file systems allow 255).
const MAX_FILE_NAME: usize = 200;

/// The folder for saves when none is given: `Nardy` in the user's data folder, or in the home
/// folder (then `.nardy`) or the current folder when the system names none.
#[must_use]
pub fn default_folder() -> PathBuf {
    dirs::data_dir()
        .map(|dir| dir.join("Nardy"))
        .or_else(|| dirs::home_dir().map(|home| home.join(".nardy")))
        .unwrap_or_else(|| PathBuf::from("nardy-saves"))
}

/// Why a name cannot be saved under.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum NameError {
    /// It has no letter or digit.
    Empty,
    /// Its file name would be longer than file systems allow.
    TooLong,
}

/// Whether `c` stands for itself in a file name.
fn kept(c: char) -> bool {
    c.is_alphanumeric() || c == ' ' || c == '-' || c == '_'
}

/// The file name for a save called `name` (trimmed): letters, digits, spaces, `-` and `_`
/// kept, every other character written as `%XX` per byte, so that two names never share a
/// file.
///
/// # Errors
/// A name without a letter or digit, or too long for a file name.
pub fn file_name(name: &str) -> Result<String, NameError> {
    let name = name.trim();
    if !name.chars().any(char::is_alphanumeric) {
        return Err(NameError::Empty);
    }
    let mut file = String::new();
    for c in name.chars() {
        if kept(c) {
            file.push(c);
        } else {
            let mut bytes = [0; 4];
            for b in c.encode_utf8(&mut bytes).bytes() {
                file.push_str(&format!("%{b:02X}"));
            }
        }
    }
    let file = format!("{file}.{EXTENSION}");
    if file.len() > MAX_FILE_NAME {
        return Err(NameError::TooLong);
    }
    Ok(file)
}

/// The save name a file name stands for (its stem, `%XX` read back); the stem itself when it
/// was not written by [`file_name`].
#[must_use]
pub fn name_of_file(stem: &str) -> String {
    let mut bytes = Vec::new();
    let mut rest = stem.as_bytes();
    while let Some((&b, tail)) = rest.split_first() {
        let hex = tail
            .get(..2)
            .and_then(|h| std::str::from_utf8(h).ok())
            .and_then(|h| u8::from_str_radix(h, 16).ok());
        match (b, hex) {
            (b'%', Some(value)) => {
                bytes.push(value);
                rest = &tail[2..];
            }
            _ => {
                bytes.push(b);
                rest = tail;
            }
        }
    }
    String::from_utf8(bytes).unwrap_or_else(|_| stem.to_owned())
}

/// Why a game was not saved.
#[derive(Debug)]
pub enum WriteError {
    /// The name cannot be saved under.
    Name(NameError),
    /// A save of that name exists (and replacing it was not asked for).
    Exists(PathBuf),
    /// The file could not be written.
    File(FileError),
}

/// Writes `save` under `name` in `folder`; an existing save of that name only when `replace`.
///
/// # Errors
/// The name cannot be saved under, a save of that name exists, or the file cannot be written.
pub fn write(folder: &Path, name: &str, save: &SaveFile, replace: bool) -> Result<(), WriteError> {
    let path = folder.join(file_name(name).map_err(WriteError::Name)?);
    if path.exists() && !replace {
        return Err(WriteError::Exists(path));
    }
    files::write_json(&path, save).map_err(WriteError::File)
}

/// The save name of the file at `path` (for messages about it).
#[must_use]
pub fn name_of_path(path: &Path) -> String {
    path.file_stem()
        .map(|s| name_of_file(&s.to_string_lossy()))
        .unwrap_or_default()
}

/// Reads and checks the save at `path`.
///
/// # Errors
/// What is wrong with the file or the save in it.
pub fn read(path: &Path) -> Result<Saved, String> {
    let text = files::read_text(path, SAVE_LIMIT).map_err(|e| e.to_string())?;
    SaveFile::parse(&text).map_err(|e| e.to_string())
}

/// The saved games in `folder`, newest first, with the name and date each file gives (its
/// file name and time when it gives none or cannot be read: loading it then says why).
#[must_use]
pub fn list(folder: &Path) -> Vec<SaveEntry> {
    files::list_files(folder, EXTENSION)
        .into_iter()
        .map(|(path, time)| {
            let stem = name_of_path(&path);
            let header = files::read_text(&path, SAVE_LIMIT)
                .ok()
                .and_then(|t| SaveFile::from_json(&t).ok());
            let name = header.as_ref().and_then(|h| h.name.clone()).unwrap_or(stem);
            let date = header.and_then(|h| h.saved_at).unwrap_or_else(|| {
                chrono::DateTime::<chrono::Local>::from(time)
                    .format("%Y-%m-%d %H:%M")
                    .to_string()
            });
            SaveEntry { path, name, date }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_that_differ_give_different_files() {
        let names = ["game/1", "game?1", "game_1", "game%2F1", "game 1", "game:1"];
        let files: Vec<String> = names.iter().filter_map(|n| file_name(n).ok()).collect();
        assert_eq!(files.len(), names.len());
        for (i, a) in files.iter().enumerate() {
            for b in &files[i + 1..] {
                assert_ne!(a, b);
            }
        }
        assert_eq!(file_name("game/1").as_deref(), Ok("game%2F1.json"));
        assert_eq!(
            file_name(" evening game ").as_deref(),
            Ok("evening game.json")
        );
    }

    #[test]
    fn a_file_name_gives_back_its_save_name() {
        for name in [
            "game/1",
            "game?1",
            "100%",
            "партия 2",
            "a.b",
            "evening game",
        ] {
            let file = file_name(name).expect("a file name");
            let stem = file.strip_suffix(".json").expect("the extension");
            assert_eq!(name_of_file(stem), name);
        }
    }

    #[test]
    fn a_name_without_letters_or_too_long_is_refused() {
        assert_eq!(file_name("  "), Err(NameError::Empty));
        assert_eq!(file_name("?!/"), Err(NameError::Empty));
        assert_eq!(file_name(&"x".repeat(300)), Err(NameError::TooLong));
        assert!(file_name(&"x".repeat(100)).is_ok());
    }

    const START: &str = r#"{"version": 1, "points": {"24": ["W", 15], "12": ["B", 15]},
        "off": {"W": 0, "B": 0}, "to_move": "W", "first_turn": {"W": true, "B": true}}"#;

    #[test]
    fn a_written_save_is_never_empty_and_loads_back() {
        let dir = tempfile::tempdir().expect("temp dir");
        let save = SaveFile::from_json(START).expect("a save");
        write(dir.path(), "evening", &save, false).expect("written");
        let path = dir.path().join("evening.json");
        let text = std::fs::read_to_string(&path).expect("the file");
        assert!(!text.trim().is_empty());
        assert_eq!(
            read(&path),
            SaveFile::parse(START).map_err(|e| e.to_string())
        );

        // Refused writes leave no file behind, and never an empty one.
        let missing = dir.path().join("a file, not a folder");
        std::fs::write(&missing, "x").expect("a file");
        assert!(matches!(
            write(&missing, "evening", &save, false),
            Err(WriteError::File(_))
        ));
        assert_eq!(std::fs::read_to_string(&missing).expect("the file"), "x");
        assert!(matches!(
            write(dir.path(), "evening", &save, false),
            Err(WriteError::Exists(_))
        ));
        assert_eq!(std::fs::read_to_string(&path).expect("the file"), text);
    }
}
