//! Choosing files and folders: the system's own dialogs, or answers scripted by a test.

use std::collections::VecDeque;
use std::path::{Path, PathBuf};

/// What a file or folder dialog gave.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Pick {
    /// The player chose this path.
    Chosen(PathBuf),
    /// The player closed the dialog without choosing.
    Cancelled,
    /// No dialog could be shown on this system: the program offers its own instead.
    Unavailable,
}

/// Opens the dialogs that choose files and folders.
pub trait FilePicker {
    /// Asks where to save, starting in `folder` with `name` filled in.
    fn save_file(&mut self, folder: &Path, name: &str) -> Pick;
    /// Asks which saved game to open, starting in `folder`.
    fn open_file(&mut self, folder: &Path) -> Pick;
    /// Asks for a folder, starting in `start`.
    fn folder(&mut self, start: &Path) -> Pick;
}

/// The words and file type a program's dialogs show.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PickerWords {
    /// The title of the save dialog ("Save the game").
    pub save_title: String,
    /// The title of the open dialog ("Load a game").
    pub open_title: String,
    /// The title of the folder dialog ("Choose a folder").
    pub folder_title: String,
    /// The name of the file type ("LoopIt game").
    pub file_type: String,
    /// The file name extension, without the dot ("json").
    pub extension: String,
}

impl PickerWords {
    /// The dialogs' titles in the language in use (the frame's catalog), for files of the type
    /// `file_type` ("Reversi game") ending in `.{extension}`.
    #[must_use]
    pub fn localised(file_type: String, extension: &str) -> PickerWords {
        PickerWords {
            save_title: crate::i18n::shell_tr!("shell-picker-save"),
            open_title: crate::i18n::shell_tr!("shell-picker-open"),
            folder_title: crate::i18n::shell_tr!("shell-picker-folder"),
            file_type,
            extension: extension.to_owned(),
        }
    }
}

/// The system's own dialogs (through rfd): the XDG desktop portal or zenity on Linux, the
/// common dialogs on Windows, the panels on macOS.
#[derive(Debug)]
pub struct NativePicker {
    /// What the dialogs say, asked for each time a dialog opens (so that it follows the
    /// language in use).
    pub words: fn() -> PickerWords,
}

impl NativePicker {
    /// Whether this system can show the dialogs. On Linux they need a desktop portal (reached
    /// through the session bus) or the `zenity` program.
    fn available() -> bool {
        if !cfg!(target_os = "linux") {
            return true;
        }
        let has_bus = std::env::var_os("DBUS_SESSION_BUS_ADDRESS").is_some();
        let has_zenity = std::env::var_os("PATH").is_some_and(|paths| {
            std::env::split_paths(&paths).any(|dir| dir.join("zenity").is_file())
        });
        has_bus || has_zenity
    }

    fn pick(answer: Option<PathBuf>) -> Pick {
        answer.map_or(Pick::Cancelled, Pick::Chosen)
    }
}

impl FilePicker for NativePicker {
    fn save_file(&mut self, folder: &Path, name: &str) -> Pick {
        if !NativePicker::available() {
            return Pick::Unavailable;
        }
        if let Err(e) = std::fs::create_dir_all(folder) {
            log::warn!("cannot create the folder {}: {e}", folder.display());
        }
        let words = (self.words)();
        NativePicker::pick(
            rfd::FileDialog::new()
                .set_title(&words.save_title)
                .set_directory(folder)
                .set_file_name(name)
                .add_filter(&words.file_type, &[&words.extension])
                .save_file(),
        )
    }

    fn open_file(&mut self, folder: &Path) -> Pick {
        if !NativePicker::available() {
            return Pick::Unavailable;
        }
        let words = (self.words)();
        NativePicker::pick(
            rfd::FileDialog::new()
                .set_title(&words.open_title)
                .set_directory(folder)
                .add_filter(&words.file_type, &[&words.extension])
                .pick_file(),
        )
    }

    fn folder(&mut self, start: &Path) -> Pick {
        if !NativePicker::available() {
            return Pick::Unavailable;
        }
        NativePicker::pick(
            rfd::FileDialog::new()
                .set_title(&(self.words)().folder_title)
                .set_directory(start)
                .pick_folder(),
        )
    }
}

/// Answers the dialogs from a list, in order, for tests: each call takes the next answer
/// (`Cancelled` once the list is used up).
#[derive(Debug, Default)]
pub struct ScriptedPicker {
    answers: VecDeque<Pick>,
}

impl ScriptedPicker {
    /// A picker that gives `answers` in order.
    #[must_use]
    pub fn new(answers: impl IntoIterator<Item = Pick>) -> ScriptedPicker {
        ScriptedPicker {
            answers: answers.into_iter().collect(),
        }
    }

    fn answer(&mut self) -> Pick {
        self.answers.pop_front().unwrap_or(Pick::Cancelled)
    }
}

impl FilePicker for ScriptedPicker {
    fn save_file(&mut self, _folder: &Path, _name: &str) -> Pick {
        self.answer()
    }

    fn open_file(&mut self, _folder: &Path) -> Pick {
        self.answer()
    }

    fn folder(&mut self, _start: &Path) -> Pick {
        self.answer()
    }
}
