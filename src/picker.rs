//! Choosing files and folders: the system's own dialogs, or an answer the tests script.

use std::collections::VecDeque;
use std::fmt;
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

/// The system's own dialogs (through rfd): the XDG desktop portal or zenity on Linux, the
/// common dialogs on Windows, the panels on macOS.
#[derive(Debug, Default)]
pub struct NativePicker;

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
        let _ = std::fs::create_dir_all(folder);
        NativePicker::pick(
            rfd::FileDialog::new()
                .set_title("Save the game")
                .set_directory(folder)
                .set_file_name(name)
                .add_filter("LoopIt game", &["json"])
                .save_file(),
        )
    }

    fn open_file(&mut self, folder: &Path) -> Pick {
        if !NativePicker::available() {
            return Pick::Unavailable;
        }
        NativePicker::pick(
            rfd::FileDialog::new()
                .set_title("Load a game")
                .set_directory(folder)
                .add_filter("LoopIt game", &["json"])
                .pick_file(),
        )
    }

    fn folder(&mut self, start: &Path) -> Pick {
        if !NativePicker::available() {
            return Pick::Unavailable;
        }
        NativePicker::pick(
            rfd::FileDialog::new()
                .set_title("Choose a folder")
                .set_directory(start)
                .pick_folder(),
        )
    }
}

/// Answers the dialogs from a list, in order, for tests: each call takes the next answer
/// (`Cancelled` once the list is used up) and remembers what it was asked.
#[derive(Default)]
pub struct ScriptedPicker {
    /// The answers still to give.
    pub answers: VecDeque<Pick>,
    /// What was asked: `save FOLDER NAME`, `open FOLDER` or `folder START`.
    pub asked: std::sync::Arc<std::sync::Mutex<Vec<String>>>,
}

impl fmt::Debug for ScriptedPicker {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "ScriptedPicker({:?})", self.answers)
    }
}

impl ScriptedPicker {
    /// A picker that gives `answers` in order.
    #[must_use]
    pub fn new(answers: impl IntoIterator<Item = Pick>) -> ScriptedPicker {
        ScriptedPicker {
            answers: answers.into_iter().collect(),
            asked: std::sync::Arc::default(),
        }
    }

    fn answer(&mut self, question: String) -> Pick {
        if let Ok(mut asked) = self.asked.lock() {
            asked.push(question);
        }
        self.answers.pop_front().unwrap_or(Pick::Cancelled)
    }
}

impl FilePicker for ScriptedPicker {
    fn save_file(&mut self, folder: &Path, name: &str) -> Pick {
        self.answer(format!("save {} {name}", folder.display()))
    }

    fn open_file(&mut self, folder: &Path) -> Pick {
        self.answer(format!("open {}", folder.display()))
    }

    fn folder(&mut self, start: &Path) -> Pick {
        self.answer(format!("folder {}", start.display()))
    }
}
