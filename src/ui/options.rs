//! The Options window: the folders, the default names and the settings of play, drawn from the
//! settings table ([`crate::settings::SCHEMA`]) control by control. Every change is written to
//! the settings file at once. What is being typed is kept in
//! [`crate::settings::options::OptionsForm`].

use std::path::Path;
use std::time::Duration;

use egui::{RichText, Ui};
use loopit_core::Player;

use super::WARNING;
use crate::action::{Action, FolderKind, SettingChange};
use crate::i18n::tr;
use crate::settings::options::OptionsForm;
use crate::settings::{Control, SCHEMA, Setting, SettingsFile};
use crate::tiles::TileImageError;
use game_shell::i18n::Language;

impl OptionsForm {
    /// Shows the window; `open` becomes false when it is closed. `tiles` is the folder whose
    /// tile images are in use (`None`: the images built into the program), or why the chosen
    /// folder's cannot be used.
    pub fn show(
        &mut self,
        ctx: &egui::Context,
        open: &mut bool,
        settings: &SettingsFile,
        tiles: Result<Option<&Path>, &TileImageError>,
    ) -> Vec<Action> {
        let mut actions = Vec::new();
        egui::Window::new(tr!("options-title"))
            .pivot(egui::Align2::CENTER_CENTER)
            .default_pos(ctx.content_rect().center())
            .resizable(false)
            .collapsible(false)
            .default_width(480.0)
            .show(ctx, |ui| {
                actions = self.ui(ui, settings, tiles);
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
        tiles: Result<Option<&Path>, &TileImageError>,
    ) -> Vec<Action> {
        let mut actions = Vec::new();
        let tile_error = tiles.err();
        let current = &settings.settings;

        ui.heading(tr!("options-play"));
        for (i, &entry) in SCHEMA.iter().enumerate() {
            let mut set = |setting: Setting| {
                actions.push(Action::Setting(SettingChange::Set(setting)));
            };
            match entry.control {
                Control::Hidden | Control::Folder(_) | Control::Name(_) => {}
                Control::Language { label } => {
                    if let Some(choice) = language_choice(ui, label, current.language) {
                        set(Setting::Language(choice));
                    }
                }
                Control::Theme { label } => {
                    ui.horizontal(|ui| {
                        let label = crate::i18n::text(label, None);
                        if let Some(theme) = game_shell::theme::theme_box(ui, &label, current.theme)
                        {
                            set(Setting::Theme(theme));
                        }
                    });
                }
                Control::Switch {
                    label,
                    tip,
                    get,
                    set: setting,
                } => {
                    if let Some(on) = switch(ui, get(current), label, tip) {
                        set(setting(on));
                    }
                }
                Control::BuildSwitch {
                    label,
                    tip,
                    built,
                    missing,
                    get,
                    set: setting,
                } => {
                    if built {
                        if let Some(on) = switch(ui, Some(get(current)), label, Some(tip)) {
                            set(setting(on));
                        }
                    } else {
                        let mut off = false;
                        let checkbox =
                            egui::Checkbox::new(&mut off, crate::i18n::text(label, None));
                        ui.add_enabled(false, checkbox)
                            .on_disabled_hover_text(crate::i18n::text(missing, None));
                    }
                }
                Control::Delay {
                    label,
                    max,
                    get,
                    set: setting,
                } => {
                    ui.horizontal(|ui| {
                        let label = ui.label(crate::i18n::text(label, None));
                        // The form keeps what is being dragged: digits are not rounded away
                        // mid-edit.
                        if let Some(value) = self.millis.get_mut(i) {
                            let max = u64::try_from(max.as_millis()).unwrap_or(u64::MAX);
                            let slider = ui
                                .add(egui::Slider::new(value, 0..=max).suffix(" ms"))
                                .labelled_by(label.id);
                            let delay = Duration::from_millis(*value);
                            if slider.changed() && delay != get(current) {
                                set(setting(delay));
                            }
                        }
                    });
                }
            }
        }

        ui.separator();
        ui.heading(tr!("options-names"));
        egui::Grid::new("options-names")
            .num_columns(2)
            .spacing([8.0, 6.0])
            .show(ui, |ui| {
                for entry in SCHEMA {
                    if let Control::Name(seat) = entry.control {
                        self.name_row(ui, seat, &mut actions);
                        ui.end_row();
                    }
                }
            });

        ui.separator();
        ui.heading(tr!("options-folders"));
        egui::Grid::new("options-folders")
            .num_columns(3)
            .spacing([8.0, 6.0])
            .show(ui, |ui| {
                for entry in SCHEMA {
                    if let Control::Folder(kind) = entry.control {
                        let folder = match kind {
                            FolderKind::Tiles => &current.tiles,
                            FolderKind::Saves => &current.saves,
                        };
                        self.folder_row(ui, kind, folder, tile_error, &mut actions);
                        ui.end_row();
                    }
                }
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
                            ui.label(format!("• {}", crate::words::tile_problem(line)));
                        }
                    });
            }
            None => {
                // Where the images come from: the folder, or (when the default folder is not
                // there) the program itself.
                let text = match tiles {
                    Ok(Some(folder)) => {
                        tr!("options-tiles-ok", folder = folder.display().to_string())
                    }
                    _ => tr!("tiles-built-in-used"),
                };
                ui.label(RichText::new(text).weak());
            }
        }

        ui.separator();
        let where_ = settings
            .path()
            .map_or_else(|| tr!("options-no-file"), |p| p.display().to_string());
        ui.label(RichText::new(tr!("options-file", file = where_)).weak());
        actions
    }

    /// A folder's row: its field and **Browse…**; the tile folder is taken with **Use** (or
    /// Enter), the saves folder as it is typed.
    fn folder_row(
        &mut self,
        ui: &mut Ui,
        kind: FolderKind,
        current: &str,
        tile_error: Option<&TileImageError>,
        actions: &mut Vec<Action>,
    ) {
        match kind {
            FolderKind::Tiles => {
                let label = ui.label(tr!("options-tiles"));
                let field = ui
                    .add_sized([240.0, 22.0], egui::TextEdit::singleline(&mut self.tiles))
                    .labelled_by(label.id);
                let entered = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
                ui.horizontal(|ui| {
                    if ui.button(tr!("options-browse")).clicked() {
                        actions.push(Action::BrowseFolder(FolderKind::Tiles));
                    }
                    let changed = self.tiles.trim() != current;
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
            }
            FolderKind::Saves => {
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
            }
        }
    }

    /// A seat's default name; a name the core's rule accepts is taken as it is typed.
    fn name_row(&mut self, ui: &mut Ui, seat: usize, actions: &mut Vec<Action>) {
        if self.built_in[seat] {
            // In the language of this frame: a switch of language rewords it.
            self.names[seat] = tr!("seat-default-name", seat = seat + 1);
        }
        let label = ui.label(tr!("options-name", seat = seat + 1));
        let field = ui
            .add_sized(
                [200.0, 22.0],
                // No code-point limit: a name is counted as a person counts it (the core's
                // rule); only a name it accepts is kept.
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
    }
}

/// The language box: the system's language or one of the program's. Returns the choice
/// (`None`: like the system) when the player picks another than `current`.
fn language_choice(
    ui: &mut Ui,
    label: &str,
    current: Option<Language>,
) -> Option<Option<Language>> {
    let label = ui.label(crate::i18n::text(label, None));
    let system = game_shell::i18n::system_language(&crate::i18n::LANGUAGES);
    let name = |language: Option<Language>| match language {
        Some(l) => l.own_name().to_owned(),
        None => tr!("options-language-system", language = system.own_name()),
    };
    let mut picked = None;
    egui::ComboBox::from_id_salt("language")
        .selected_text(name(current))
        .show_ui(ui, |ui| {
            for option in std::iter::once(None).chain(crate::i18n::LANGUAGES.map(Some)) {
                if ui
                    .selectable_label(current == option, name(option))
                    .clicked()
                    && current != option
                {
                    picked = Some(option);
                }
            }
        })
        .response
        .labelled_by(label.id);
    picked
}

/// A switch's checkbox, ticked or not as `on` says (`None`: left to the desktop or to the
/// seats, which is neither ticked nor not but a dash until a click decides); whether it is
/// ticked when it was clicked.
fn switch(ui: &mut Ui, on: Option<bool>, label: &str, tip: Option<&str>) -> Option<bool> {
    let mut ticked = on.unwrap_or(true);
    let checkbox = egui::Checkbox::new(&mut ticked, crate::i18n::text(label, None))
        .indeterminate(on.is_none());
    let mut response = ui.add(checkbox);
    if let Some(tip) = tip {
        let tip = crate::i18n::text(tip, None);
        if on.is_none() {
            // What the dash means is said under it, not only to a pointer resting on it.
            ui.indent(label, |ui| ui.label(RichText::new(&tip).weak()));
        }
        response = response.on_hover_text(tip);
    }
    response.changed().then_some(ticked)
}
