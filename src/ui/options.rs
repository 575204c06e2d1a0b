//! The options: tile and saves folders, the default names, cheat mode and the computer's
//! delay. Every change is written to the settings file at once.

use egui::{RichText, Ui};
use loopit_core::Player;

use super::WARNING;
use crate::action::{Action, FolderKind, SettingChange};
use crate::settings::{MAX_DELAY_MS, SettingsFile};
use crate::tiles::TileImageError;

/// The options window and what is being typed in it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OptionsDialog {
    tiles: String,
    saves: String,
    names: [String; 4],
    delay_ms: u64,
}

impl OptionsDialog {
    /// The options as the settings hold them now.
    #[must_use]
    pub fn new(settings: &SettingsFile) -> OptionsDialog {
        OptionsDialog {
            tiles: settings.settings.tiles.clone(),
            saves: settings.settings.saves.clone(),
            names: settings.settings.names.clone(),
            delay_ms: settings.settings.computer_delay_ms,
        }
    }

    /// Takes a folder chosen in a folder dialog into the field.
    pub fn set_folder(&mut self, kind: FolderKind, folder: String) {
        match kind {
            FolderKind::Tiles => self.tiles = folder,
            FolderKind::Saves => self.saves = folder,
        }
    }

    /// Shows the window; `open` becomes false when it is closed.
    pub fn show(
        &mut self,
        ctx: &egui::Context,
        open: &mut bool,
        settings: &SettingsFile,
        tile_error: Option<&TileImageError>,
    ) -> Vec<Action> {
        let mut actions = Vec::new();
        egui::Window::new("Options")
            .open(open)
            .pivot(egui::Align2::CENTER_CENTER)
            .default_pos(ctx.content_rect().center())
            .resizable(false)
            .collapsible(false)
            .default_width(480.0)
            .show(ctx, |ui| actions = self.ui(ui, settings, tile_error));
        actions
    }

    fn ui(
        &mut self,
        ui: &mut Ui,
        settings: &SettingsFile,
        tile_error: Option<&TileImageError>,
    ) -> Vec<Action> {
        let mut actions = Vec::new();
        let current = &settings.settings;

        ui.heading("Folders");
        egui::Grid::new("options-folders")
            .num_columns(3)
            .spacing([8.0, 6.0])
            .show(ui, |ui| {
                let label = ui.label("Tile images");
                let field = ui
                    .add_sized([240.0, 22.0], egui::TextEdit::singleline(&mut self.tiles))
                    .labelled_by(label.id);
                let entered = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
                ui.horizontal(|ui| {
                    if ui.button("Browse…").clicked() {
                        actions.push(Action::BrowseFolder(FolderKind::Tiles));
                    }
                    let changed = self.tiles.trim() != current.tiles;
                    if ui
                        .add_enabled(changed || tile_error.is_some(), egui::Button::new("Use"))
                        .clicked()
                        || (entered && changed)
                    {
                        actions.push(Action::Setting(SettingChange::TilesFolder(
                            self.tiles.trim().to_owned(),
                        )));
                    }
                });
                ui.end_row();

                let label = ui.label("Saved games");
                let field = ui
                    .add_sized([240.0, 22.0], egui::TextEdit::singleline(&mut self.saves))
                    .labelled_by(label.id);
                if field.changed() && !self.saves.trim().is_empty() {
                    actions.push(Action::Setting(SettingChange::SavesFolder(
                        self.saves.trim().to_owned(),
                    )));
                }
                if ui.button("Browse…").clicked() {
                    actions.push(Action::BrowseFolder(FolderKind::Saves));
                }
                ui.end_row();
            });
        match tile_error {
            Some(error) => {
                ui.colored_label(
                    WARNING,
                    format!(
                        "The tile images cannot be used ({} problems):",
                        error.problems.len()
                    ),
                );
                egui::ScrollArea::vertical()
                    .max_height(90.0)
                    .show(ui, |ui| {
                        for line in &error.problems {
                            ui.label(format!("• {line}"));
                        }
                    });
            }
            None => {
                ui.label(
                    RichText::new(format!(
                        "All 81 tile images loaded from {}.",
                        settings.tiles_dir().display()
                    ))
                    .small(),
                );
            }
        }

        ui.separator();
        ui.heading("Default player names");
        egui::Grid::new("options-names")
            .num_columns(2)
            .spacing([8.0, 6.0])
            .show(ui, |ui| {
                for seat in 0..4 {
                    let label = ui.label(format!("Default name {}", seat + 1));
                    let field = ui
                        .add_sized(
                            [200.0, 22.0],
                            egui::TextEdit::singleline(&mut self.names[seat])
                                .char_limit(Player::MAX_NAME_CHARS),
                        )
                        .labelled_by(label.id);
                    let name = self.names[seat].trim();
                    if field.changed() && !name.is_empty() {
                        actions.push(Action::Setting(SettingChange::Name(seat, name.to_owned())));
                    }
                    ui.end_row();
                }
            });

        ui.separator();
        ui.heading("Play");
        let mut cheat = current.cheat_mode;
        if ui
            .checkbox(
                &mut cheat,
                "Cheat mode (double-click a bank tile, then turn the wheel to swap it)",
            )
            .changed()
        {
            actions.push(Action::Setting(SettingChange::CheatMode(cheat)));
        }
        ui.horizontal(|ui| {
            let label = ui.label("Computer's delay between placements");
            // The dialog keeps what is being typed: digits are not rounded away mid-edit.
            let slider = ui
                .add(egui::Slider::new(&mut self.delay_ms, 0..=MAX_DELAY_MS).suffix(" ms"))
                .labelled_by(label.id);
            if slider.changed() && self.delay_ms != current.computer_delay_ms {
                actions.push(Action::Setting(SettingChange::ComputerDelay(self.delay_ms)));
            }
        });

        ui.separator();
        let where_ = settings.path().map_or_else(
            || "not kept in a file".to_owned(),
            |p| p.display().to_string(),
        );
        ui.label(RichText::new(format!("Settings file: {where_}")).small());
        actions
    }
}
