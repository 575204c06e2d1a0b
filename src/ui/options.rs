//! The options: tile and saves folders, the default names, cheat mode and the computer's
//! delay. Every change is written to the settings file at once.

use egui::{RichText, Ui};
use loopit_core::Player;

use super::WARNING;
use crate::action::{Action, FolderKind, SettingChange};
use crate::settings::{MAX_DELAY_MS, Settings, SettingsFile};
use crate::tiles::TileImageError;
use crate::tr;
use game_shell::i18n::Language;

/// The options window and what is being typed in it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OptionsDialog {
    tiles: String,
    saves: String,
    names: [String; 4],
    /// The seats whose name is still the built-in one (`Player 3` in the settings file),
    /// shown in the window's language (`Spieler 3`) until it is edited.
    built_in: [bool; 4],
    delay_ms: u64,
}

impl OptionsDialog {
    /// The options as the settings hold them now.
    #[must_use]
    pub fn new(settings: &SettingsFile) -> OptionsDialog {
        let built_in = Settings::default().names;
        let names = settings.settings.names.clone();
        OptionsDialog {
            tiles: settings.settings.tiles.clone(),
            saves: settings.settings.saves.clone(),
            built_in: std::array::from_fn(|seat| names[seat] == built_in[seat]),
            names,
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
        egui::Window::new(tr!("options-title"))
            .pivot(egui::Align2::CENTER_CENTER)
            .default_pos(ctx.content_rect().center())
            .resizable(false)
            .collapsible(false)
            .default_width(480.0)
            .show(ctx, |ui| {
                actions = self.ui(ui, settings, tile_error);
                ui.separator();
                // Our own button: egui's × names itself in English to screen readers.
                if ui.button(tr!("button-close")).clicked() {
                    *open = false;
                }
            });
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

        ui.heading(tr!("options-folders"));
        egui::Grid::new("options-folders")
            .num_columns(3)
            .spacing([8.0, 6.0])
            .show(ui, |ui| {
                let label = ui.label(tr!("options-tiles"));
                let field = ui
                    .add_sized([240.0, 22.0], egui::TextEdit::singleline(&mut self.tiles))
                    .labelled_by(label.id);
                let entered = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
                ui.horizontal(|ui| {
                    if ui.button(tr!("options-browse")).clicked() {
                        actions.push(Action::BrowseFolder(FolderKind::Tiles));
                    }
                    let changed = self.tiles.trim() != current.tiles;
                    if ui
                        .add_enabled(
                            changed || tile_error.is_some(),
                            egui::Button::new(tr!("options-use")),
                        )
                        .clicked()
                        || (entered && changed)
                    {
                        actions.push(Action::Setting(SettingChange::TilesFolder(
                            self.tiles.trim().to_owned(),
                        )));
                    }
                });
                ui.end_row();

                let label = ui.label(tr!("options-saves"));
                let field = ui
                    .add_sized([240.0, 22.0], egui::TextEdit::singleline(&mut self.saves))
                    .labelled_by(label.id);
                if field.changed() && !self.saves.trim().is_empty() {
                    actions.push(Action::Setting(SettingChange::SavesFolder(
                        self.saves.trim().to_owned(),
                    )));
                }
                if ui.button(tr!("options-browse")).clicked() {
                    actions.push(Action::BrowseFolder(FolderKind::Saves));
                }
                ui.end_row();
            });
        match tile_error {
            Some(error) => {
                ui.colored_label(
                    WARNING,
                    tr!("options-tiles-bad", count = error.problems.len()),
                );
                egui::ScrollArea::vertical()
                    .max_height(90.0)
                    .show(ui, |ui| {
                        for line in &error.problems {
                            ui.label(format!("• {}", super::words::tile_problem(line)));
                        }
                    });
            }
            None => {
                ui.label(
                    RichText::new(tr!(
                        "options-tiles-ok",
                        folder = settings.tiles_dir().display().to_string()
                    ))
                    .small(),
                );
            }
        }

        ui.separator();
        ui.heading(tr!("options-names"));
        egui::Grid::new("options-names")
            .num_columns(2)
            .spacing([8.0, 6.0])
            .show(ui, |ui| {
                for seat in 0..4 {
                    if self.built_in[seat] {
                        // In the language of this frame: a switch of language rewords it.
                        self.names[seat] = tr!("seat-default-name", seat = seat + 1);
                    }
                    let label = ui.label(tr!("options-name", seat = seat + 1));
                    let field = ui
                        .add_sized(
                            [200.0, 22.0],
                            // No code-point limit: a name is counted as a person counts it
                            // (the core's rule); only a name it accepts is kept.
                            egui::TextEdit::singleline(&mut self.names[seat]),
                        )
                        .labelled_by(label.id);
                    if field.changed() {
                        // Edited: the name typed is the one kept, in any language.
                        self.built_in[seat] = false;
                    }
                    let name = self.names[seat].trim();
                    if field.changed() && Player::name_problem(name).is_none() {
                        actions.push(Action::Setting(SettingChange::Name(seat, name.to_owned())));
                    }
                    ui.end_row();
                }
            });

        ui.separator();
        ui.heading(tr!("options-play"));
        let label = ui.label(tr!("options-language"));
        let chosen = current.language;
        let system = game_shell::i18n::system_language(&crate::i18n::LANGUAGES);
        let name = |language: Option<Language>| match language {
            Some(l) => l.own_name().to_owned(),
            None => tr!("options-language-system", language = system.own_name()),
        };
        egui::ComboBox::from_id_salt("language")
            .selected_text(name(chosen))
            .show_ui(ui, |ui| {
                for option in std::iter::once(None).chain(crate::i18n::LANGUAGES.map(Some)) {
                    if ui
                        .selectable_label(chosen == option, name(option))
                        .clicked()
                        && chosen != option
                    {
                        actions.push(Action::Setting(SettingChange::Language(option)));
                    }
                }
            })
            .response
            .labelled_by(label.id);
        let mut hot_seat = current.hot_seat_screen.unwrap_or(true);
        if ui
            .checkbox(&mut hot_seat, tr!("options-hot-seat"))
            .on_hover_text(tr!("options-hot-seat-tip"))
            .changed()
        {
            actions.push(Action::Setting(SettingChange::HotSeatScreen(Some(
                hot_seat,
            ))));
        }
        let mut coordinates = current.coordinates;
        if ui
            .checkbox(&mut coordinates, tr!("options-coordinates"))
            .changed()
        {
            actions.push(Action::Setting(SettingChange::Coordinates(coordinates)));
        }
        let mut cheat = current.cheat_mode;
        if ui.checkbox(&mut cheat, tr!("options-cheat")).changed() {
            actions.push(Action::Setting(SettingChange::CheatMode(cheat)));
        }
        ui.horizontal(|ui| {
            let label = ui.label(tr!("options-delay"));
            // The dialog keeps what is being typed: digits are not rounded away mid-edit.
            let slider = ui
                .add(egui::Slider::new(&mut self.delay_ms, 0..=MAX_DELAY_MS).suffix(" ms"))
                .labelled_by(label.id);
            if slider.changed() && self.delay_ms != current.computer_delay_ms {
                actions.push(Action::Setting(SettingChange::ComputerDelay(self.delay_ms)));
            }
        });

        ui.separator();
        let where_ = settings
            .path()
            .map_or_else(|| tr!("options-no-file"), |p| p.display().to_string());
        ui.label(RichText::new(tr!("options-file", file = where_)).small());
        actions
    }
}
