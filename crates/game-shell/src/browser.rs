//! The program's own file dialog, for systems where no native one can be shown: the saved
//! games of a folder, newest first, and a file name. Saving over an existing file asks first.

use std::path::PathBuf;

use egui::{RichText, Ui};

use crate::files;

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
    confirm_replace: bool,
}

impl FileBrowser {
    /// A dialog over `folder` for files ending in `.{extension}`, with `name` filled in.
    #[must_use]
    pub fn new(mode: FileMode, folder: PathBuf, extension: &str, name: String) -> FileBrowser {
        let files = files::list_files(&folder, extension)
            .into_iter()
            .map(|(p, _)| p)
            .collect();
        FileBrowser {
            mode,
            folder,
            extension: extension.to_owned(),
            name,
            files,
            confirm_replace: false,
        }
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
            let edit = ui
                .add(egui::TextEdit::singleline(&mut self.name).desired_width(260.0))
                .labelled_by(label.id);
            if edit.changed() {
                self.confirm_replace = false;
            }
        });
        ui.add_space(6.0);
        let chosen = self.chosen();
        if self.confirm_replace {
            ui.label(words.replace_question.as_str());
        }
        ui.horizontal(|ui| {
            let verb = match (self.mode, self.confirm_replace) {
                (FileMode::Save, true) => &words.replace,
                (FileMode::Save, false) => &words.save,
                (FileMode::Open, _) => &words.load,
            };
            if ui
                .add_enabled(chosen.is_some(), egui::Button::new(verb.as_str()))
                .clicked()
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
