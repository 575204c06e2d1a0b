//! The program's own file dialog, for systems where no native one can be shown: the saved
//! games of the saves folder, and a file name to save under.

use std::path::PathBuf;

use egui::{RichText, Ui};

use crate::action::Action;
use crate::storage;

/// Saving or loading.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum FileMode {
    /// Choose a name to save under.
    Save,
    /// Choose a saved game to load.
    Open,
}

/// The in-program file dialog.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FileBrowser {
    /// Saving or loading.
    pub mode: FileMode,
    /// The folder shown.
    pub folder: PathBuf,
    /// The file name typed or picked.
    pub name: String,
    /// The saved games in the folder, newest first (read when the dialog opens).
    pub files: Vec<PathBuf>,
}

impl FileBrowser {
    /// A dialog over `folder`, with `name` filled in.
    #[must_use]
    pub fn new(mode: FileMode, folder: PathBuf, name: String) -> FileBrowser {
        let files = storage::saved_games(&folder);
        FileBrowser {
            mode,
            folder,
            name,
            files,
        }
    }

    /// The path chosen so far: the name in the folder, with `.json` added when missing.
    #[must_use]
    pub fn chosen(&self) -> Option<PathBuf> {
        let name = self.name.trim();
        if name.is_empty() {
            return None;
        }
        let mut path = self.folder.join(name);
        if path.extension().is_none() {
            path.set_extension("json");
        }
        Some(path)
    }

    /// Draws the dialog's body.
    pub fn ui(&mut self, ui: &mut Ui) -> Vec<Action> {
        let mut actions = Vec::new();
        let title = match self.mode {
            FileMode::Save => "Save the game",
            FileMode::Open => "Load a game",
        };
        ui.heading(title);
        ui.label(RichText::new(format!("Folder: {}", self.folder.display())).small());
        ui.add_space(4.0);
        egui::ScrollArea::vertical()
            .max_height(220.0)
            .min_scrolled_height(120.0)
            .show(ui, |ui| {
                if self.files.is_empty() {
                    ui.label(RichText::new("No saved games in this folder.").italics());
                }
                for file in &self.files {
                    let name = file
                        .file_name()
                        .map(|n| n.to_string_lossy().into_owned())
                        .unwrap_or_default();
                    let response = ui.selectable_label(self.name == name, &name);
                    if response.clicked() {
                        self.name = name.clone();
                    }
                    if response.double_clicked() && self.mode == FileMode::Open {
                        actions.push(Action::LoadFile(file.clone()));
                    }
                }
            });
        ui.add_space(4.0);
        ui.horizontal(|ui| {
            let label = ui.label("File name:");
            ui.add(egui::TextEdit::singleline(&mut self.name).desired_width(260.0))
                .labelled_by(label.id);
        });
        ui.add_space(6.0);
        ui.horizontal(|ui| {
            let chosen = self.chosen();
            let verb = match self.mode {
                FileMode::Save => "Save",
                FileMode::Open => "Load",
            };
            if ui
                .add_enabled(chosen.is_some(), egui::Button::new(verb))
                .clicked()
                && let Some(path) = chosen
            {
                actions.push(match self.mode {
                    FileMode::Save => Action::SaveTo(path),
                    FileMode::Open => Action::LoadFile(path),
                });
            }
            if ui.button("Cancel").clicked() {
                actions.push(Action::CloseDialog);
            }
        });
        actions
    }
}
