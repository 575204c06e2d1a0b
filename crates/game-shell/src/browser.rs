//! The program's own file dialog, for systems where no native one can be shown: the saved
//! games of a folder, newest first, and a file name. Saving over an existing file asks first.
//!
//! The save and load flow is the same in every program: [`ask_save`] / [`ask_open`] ask the
//! system's dialog; where there is none ([`Pick::Unavailable`]) they give this dialog to show
//! (as the program's modal), whose [`FileBrowser::ui`] returns the player's answer.

use std::path::{Path, PathBuf};

use egui::{RichText, Ui};

use crate::files;
use crate::i18n::shell_tr;
use crate::picker::{FilePicker, Pick};

/// Where a save or a load goes, once the player was asked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Asked {
    /// The system's dialog gave this file.
    Path(PathBuf),
    /// The player closed the system's dialog without choosing.
    Cancelled,
    /// The system has no dialog: show this one (its answer comes from [`FileBrowser::ui`]).
    Browse(FileBrowser),
}

fn asked(pick: Pick, browser: impl FnOnce() -> FileBrowser) -> Asked {
    match pick {
        Pick::Chosen(path) => Asked::Path(path),
        Pick::Cancelled => Asked::Cancelled,
        Pick::Unavailable => Asked::Browse(browser()),
    }
}

/// Asks where to save: the system's dialog in `folder` with `name` filled in, or the program's
/// own dialog for files ending in `.{extension}`.
pub fn ask_save(picker: &mut dyn FilePicker, folder: &Path, name: &str, extension: &str) -> Asked {
    asked(picker.save_file(folder, name), || {
        FileBrowser::new(
            FileMode::Save,
            folder.to_owned(),
            extension,
            name.to_owned(),
        )
    })
}

/// Asks which saved game to load: the system's dialog in `folder`, or the program's own
/// dialog for files ending in `.{extension}`.
pub fn ask_open(picker: &mut dyn FilePicker, folder: &Path, extension: &str) -> Asked {
    asked(picker.open_file(folder), || {
        FileBrowser::new(FileMode::Open, folder.to_owned(), extension, String::new())
    })
}

/// Saving or loading.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum FileMode {
    /// Choose a name to save under.
    Save,
    /// Choose a saved game to load.
    Open,
}

/// What the dialog says, in the program's language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BrowserWords {
    /// Heading when saving.
    pub save_title: String,
    /// Heading when loading.
    pub open_title: String,
    /// "Folder: {folder}" — the folder is put after it.
    pub folder: String,
    /// Shown when the folder holds no saved game.
    pub no_files: String,
    /// The label of the name field.
    pub file_name: String,
    /// The save button.
    pub save: String,
    /// The load button.
    pub load: String,
    /// The cancel button.
    pub cancel: String,
    /// Asked before saving over an existing file.
    pub replace_question: String,
    /// The button that saves over it.
    pub replace: String,
    /// The entry that goes up to the folder around the one shown.
    pub parent: String,
}

impl Default for BrowserWords {
    fn default() -> Self {
        BrowserWords {
            save_title: "Save the game".to_owned(),
            open_title: "Load a game".to_owned(),
            folder: "Folder:".to_owned(),
            no_files: "No saved games in this folder.".to_owned(),
            file_name: "File name:".to_owned(),
            save: "Save".to_owned(),
            load: "Load".to_owned(),
            cancel: "Cancel".to_owned(),
            replace_question: "A saved game of that name exists. Replace it?".to_owned(),
            replace: "Replace".to_owned(),
            parent: "Up one folder".to_owned(),
        }
    }
}

impl BrowserWords {
    /// The dialog's words in the language in use (the frame's catalog).
    #[must_use]
    pub fn localised() -> BrowserWords {
        BrowserWords {
            save_title: shell_tr!("shell-picker-save"),
            open_title: shell_tr!("shell-picker-open"),
            folder: shell_tr!("shell-browser-folder"),
            no_files: shell_tr!("shell-browser-none"),
            file_name: shell_tr!("shell-browser-name"),
            save: shell_tr!("shell-button-save"),
            load: shell_tr!("shell-browser-load"),
            cancel: shell_tr!("shell-button-cancel"),
            replace_question: shell_tr!("shell-browser-replace-question"),
            replace: shell_tr!("shell-browser-replace"),
            parent: shell_tr!("shell-browser-parent"),
        }
    }
}

/// What the player did in the dialog.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BrowserOutcome {
    /// Save to this file (an existing one only after the player agreed to replace it).
    Save(PathBuf),
    /// Load this file.
    Open(PathBuf),
    /// Closed without choosing.
    Cancel,
}

/// The in-program file dialog.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FileBrowser {
    mode: FileMode,
    folder: PathBuf,
    extension: String,
    name: String,
    files: Vec<PathBuf>,
    /// The folders inside the one shown (not hidden ones), by name.
    folders: Vec<PathBuf>,
    confirm_replace: bool,
    /// Set until the dialog is first drawn: then the name field takes the keyboard, with the
    /// name before its extension selected, so that a name typed at once replaces it (keys
    /// typed into the dialog never reach the game behind it).
    focus_name: bool,
}

impl FileBrowser {
    /// A dialog over `folder` for files ending in `.{extension}`, with `name` filled in.
    #[must_use]
    pub fn new(mode: FileMode, folder: PathBuf, extension: &str, name: String) -> FileBrowser {
        let mut browser = FileBrowser {
            mode,
            folder,
            extension: extension.to_owned(),
            name,
            files: Vec::new(),
            folders: Vec::new(),
            confirm_replace: false,
            focus_name: true,
        };
        browser.go_to(browser.folder.clone());
        browser
    }

    /// The folder shown.
    #[must_use]
    pub fn folder(&self) -> &Path {
        &self.folder
    }

    /// Shows `folder`: its saved games, newest first, and the folders inside it.
    pub fn go_to(&mut self, folder: PathBuf) {
        self.files = files::list_files(&folder, &self.extension)
            .into_iter()
            .map(|(p, _)| p)
            .collect();
        self.folders = std::fs::read_dir(&folder)
            .map(|entries| {
                entries
                    .flatten()
                    .map(|e| e.path())
                    .filter(|p| {
                        p.is_dir()
                            && !p
                                .file_name()
                                .is_some_and(|n| n.to_string_lossy().starts_with('.'))
                    })
                    .collect()
            })
            .unwrap_or_default();
        self.folders.sort();
        self.folder = folder;
        self.confirm_replace = false;
    }

    /// Saving or loading.
    #[must_use]
    pub fn mode(&self) -> FileMode {
        self.mode
    }

    /// The path chosen so far: the name in the folder, with the extension added when missing.
    #[must_use]
    pub fn chosen(&self) -> Option<PathBuf> {
        let name = self.name.trim();
        if name.is_empty() {
            return None;
        }
        let mut path = self.folder.join(name);
        if path.extension().is_none() {
            path.set_extension(&self.extension);
        }
        Some(path)
    }

    /// Draws the dialog's body; returns what the player chose, if anything.
    pub fn ui(&mut self, ui: &mut Ui, words: &BrowserWords) -> Option<BrowserOutcome> {
        let mut outcome = None;
        let title = match self.mode {
            FileMode::Save => &words.save_title,
            FileMode::Open => &words.open_title,
        };
        ui.heading(title.as_str());
        ui.label(RichText::new(format!("{} {}", words.folder, self.folder.display())).small());
        ui.add_space(4.0);
        egui::ScrollArea::vertical()
            .max_height(220.0)
            .min_scrolled_height(120.0)
            .show(ui, |ui| {
                // Up, then the folders inside: a click goes there.
                let mut go = None;
                if let Some(parent) = self.folder.parent().filter(|p| !p.as_os_str().is_empty())
                    && ui
                        .selectable_label(false, format!(".. ({})", words.parent))
                        .clicked()
                {
                    go = Some(parent.to_owned());
                }
                for folder in &self.folders {
                    let name = folder
                        .file_name()
                        .map(|n| n.to_string_lossy().into_owned())
                        .unwrap_or_default();
                    if ui.selectable_label(false, format!("{name}/")).clicked() {
                        go = Some(folder.clone());
                    }
                }
                if let Some(folder) = go {
                    self.go_to(folder);
                    return;
                }
                if self.files.is_empty() {
                    ui.label(RichText::new(words.no_files.as_str()).italics());
                }
                for file in &self.files {
                    let name = file
                        .file_name()
                        .map(|n| n.to_string_lossy().into_owned())
                        .unwrap_or_default();
                    let response = ui.selectable_label(self.name == name, &name);
                    if response.clicked() {
                        self.name = name.clone();
                        self.confirm_replace = false;
                    }
                    if response.double_clicked() && self.mode == FileMode::Open {
                        outcome = Some(BrowserOutcome::Open(file.clone()));
                    }
                }
            });
        ui.add_space(4.0);
        ui.horizontal(|ui| {
            let label = ui.label(words.file_name.as_str());
            // As wide as the dialog lets it be: a suggested name (`loopit-anna-ben-cara-…`)
            // is whole in sight with its extension.
            let mut output = egui::TextEdit::singleline(&mut self.name)
                .desired_width(ui.available_width().max(260.0))
                .show(ui);
            let edit = egui::Response::clone(&output.response).labelled_by(label.id);
            if std::mem::take(&mut self.focus_name) {
                edit.request_focus();
                let stem = self
                    .name
                    .strip_suffix(&format!(".{}", self.extension))
                    .unwrap_or(&self.name)
                    .chars()
                    .count();
                output
                    .state
                    .cursor
                    .set_char_range(Some(egui::text::CCursorRange::two(
                        egui::text::CCursor::new(0),
                        egui::text::CCursor::new(stem),
                    )));
                output.state.store(ui.ctx(), edit.id);
            }
            if edit.changed() {
                self.confirm_replace = false;
            }
        });
        ui.add_space(6.0);
        let chosen = self.chosen();
        if self.confirm_replace {
            ui.label(words.replace_question.as_str());
        }
        // Enter does what the Save / Load / Replace button does.
        let enter = ui.input(|i| i.key_pressed(egui::Key::Enter));
        ui.horizontal(|ui| {
            let verb = match (self.mode, self.confirm_replace) {
                (FileMode::Save, true) => &words.replace,
                (FileMode::Save, false) => &words.save,
                (FileMode::Open, _) => &words.load,
            };
            let clicked = ui
                .add_enabled(chosen.is_some(), egui::Button::new(verb.as_str()))
                .clicked();
            if (clicked || enter)
                && let Some(path) = chosen
            {
                match self.mode {
                    FileMode::Save if path.exists() && !self.confirm_replace => {
                        self.confirm_replace = true;
                    }
                    FileMode::Save => outcome = Some(BrowserOutcome::Save(path)),
                    FileMode::Open => outcome = Some(BrowserOutcome::Open(path)),
                }
            }
            if ui.button(words.cancel.as_str()).clicked() {
                outcome = Some(BrowserOutcome::Cancel);
            }
        });
        outcome
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::picker::ScriptedPicker;

    #[test]
    fn the_systems_answer_is_taken_and_its_absence_opens_the_own_dialog() {
        let dir = tempfile::tempdir().expect("temp dir");
        let chosen = dir.path().join("a.json");
        let mut picker = ScriptedPicker::new([
            Pick::Chosen(chosen.clone()),
            Pick::Cancelled,
            Pick::Unavailable,
            Pick::Unavailable,
        ]);
        assert_eq!(
            ask_save(&mut picker, dir.path(), "game.json", "json"),
            Asked::Path(chosen)
        );
        assert_eq!(ask_open(&mut picker, dir.path(), "json"), Asked::Cancelled);
        let Asked::Browse(browser) = ask_save(&mut picker, dir.path(), "game", "json") else {
            panic!("the own dialog");
        };
        assert_eq!(browser.mode(), FileMode::Save);
        assert_eq!(browser.chosen(), Some(dir.path().join("game.json")));
        let Asked::Browse(browser) = ask_open(&mut picker, dir.path(), "json") else {
            panic!("the own dialog");
        };
        assert_eq!(browser.mode(), FileMode::Open);
        assert_eq!(browser.chosen(), None, "nothing chosen yet");
    }

    #[test]
    fn the_dialog_speaks_the_language_in_use() {
        crate::i18n::set_language(crate::i18n::Language::German);
        let words = BrowserWords::localised();
        crate::i18n::set_language(crate::i18n::Language::English);
        assert_eq!(words.cancel, "Abbrechen");
        assert_eq!(words.save_title, "Spiel speichern");
        assert_eq!(BrowserWords::localised(), BrowserWords::default());
    }
}
