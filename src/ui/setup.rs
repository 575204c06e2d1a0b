//! The setup screen: 2 to 4 players, a name for each, human or computer, Start; or load a game.

use egui::{RichText, Ui};
use game_shell::frame::Shell;
use loopit_core::{Level, Player, PlayerKind, check_players};

use super::WARNING;
use crate::action::{Action, SettingChange};
use crate::i18n::tr;
use crate::settings::Settings;
use crate::tiles::TileImageError;
use crate::words;

/// The setup screen and what has been entered on it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetupDialog {
    /// How many players (2–4).
    pub count: usize,
    /// The names entered for the four seats.
    pub names: [String; 4],
    /// Who plays each seat.
    pub seats: [PlayerKind; 4],
}

impl SetupDialog {
    /// The setup prefilled from the settings: the seats' default names ([`default_name`]),
    /// the last number of players and who played which seat.
    #[must_use]
    pub fn from_settings(settings: &Settings) -> SetupDialog {
        SetupDialog {
            count: settings
                .count
                .clamp(*Player::COUNT.start(), *Player::COUNT.end()),
            names: std::array::from_fn(|seat| default_name(settings, seat)),
            seats: settings.seats,
        }
    }

    /// The default name of `seat` has changed from what `before` says to what `after` says
    /// (Options ▸ Default name): the seat takes the new one only when its name is still the
    /// default; a name typed in the setup stays.
    pub fn default_name_changed(&mut self, seat: usize, before: &Settings, after: &Settings) {
        if let Some(name) = self.names.get_mut(seat)
            && *name == default_name(before, seat)
        {
            *name = default_name(after, seat);
        }
    }

    /// The names to keep for the next start, in the seats' `Name` keys (as the number of
    /// players and who plays each seat are kept): a playing seat's name as typed, or `None`
    /// where it is the seat's default name in `settings` already (a built-in one then keeps
    /// following the language).
    #[must_use]
    pub fn names_to_keep(&self, settings: &Settings) -> [Option<String>; 4] {
        std::array::from_fn(|seat| {
            let name = self.names[seat].trim();
            (seat < self.count
                && name != default_name(settings, seat)
                && Player::name_problem(name).is_none())
            .then(|| name.to_owned())
        })
    }

    /// The players as entered.
    #[must_use]
    pub fn players(&self) -> Vec<Player> {
        (0..self.count)
            .map(|i| {
                let name = self.names[i].trim().to_owned();
                match self.seats[i] {
                    PlayerKind::Human => Player::human(name),
                    PlayerKind::Computer(level) => Player::computer(name, level),
                }
            })
            .collect()
    }

    /// Draws the setup. `settings` are the settings in use (the seats' default names);
    /// `tile_error` is why no game can start (the tile images); `can_resume`
    /// offers going back to the running game; `keys` is false while the keyboard belongs to a
    /// text field, a dialog or the options (Enter then does not start the game).
    pub fn ui(
        &mut self,
        ui: &mut Ui,
        settings: &Settings,
        tile_error: Option<&TileImageError>,
        can_resume: bool,
        keys: bool,
    ) -> Vec<Action> {
        let mut actions = Vec::new();
        ui.vertical_centered(|ui| {
            ui.add_space(16.0);
            ui.heading(RichText::new("LoopIt").size(34.0).strong());
            ui.label(tr!("setup-tagline"));
            ui.add_space(16.0);
        });
        let width = 520.0_f32.min(ui.available_width() - 40.0).max(300.0);
        ui.vertical_centered(|ui| {
            egui::Frame::group(ui.style())
                .inner_margin(16.0)
                .show(ui, |ui| {
                    ui.set_width(width);
                    ui.with_layout(egui::Layout::top_down(egui::Align::Min), |ui| {
                        ui.heading(tr!("setup-title"));
                        ui.add_space(6.0);
                        ui.horizontal(|ui| {
                            ui.label(tr!("setup-players"));
                            for n in Player::COUNT {
                                ui.radio_value(&mut self.count, n, tr!("setup-count", count = n));
                            }
                        });
                        ui.add_space(6.0);
                        // Each seat's disc as the game will show it (its colour and letter).
                        let players: Vec<Player> = self.names[..self.count]
                            .iter()
                            .map(|name| Player::human(name.as_str()))
                            .collect();
                        egui::Grid::new("setup-players")
                            .num_columns(3)
                            .spacing([10.0, 8.0])
                            .show(ui, |ui| {
                                for seat in 0..self.count {
                                    let label = ui
                                        .horizontal(|ui| {
                                            super::seat::badge(ui, &players, seat, 20.0);
                                            ui.label(tr!("setup-name-label", seat = seat + 1))
                                        })
                                        .inner;
                                    ui.add_sized(
                                        [180.0, 22.0],
                                        egui::TextEdit::singleline(&mut self.names[seat])
                                            .hint_text(tr!("setup-name-hint")),
                                    )
                                    .labelled_by(label.id);
                                    seat_kind_ui(ui, seat, &mut self.seats[seat]);
                                    ui.end_row();
                                }
                            });
                        // What each computer level chosen does, and how strong it is.
                        let mut levels: Vec<Level> = self.seats[..self.count]
                            .iter()
                            .filter_map(|kind| match kind {
                                PlayerKind::Computer(level) => Some(*level),
                                PlayerKind::Human => None,
                            })
                            .collect();
                        levels.sort_by_key(|l| Level::ALL.iter().position(|x| x == l));
                        levels.dedup();
                        for level in levels {
                            ui.label(
                                RichText::new(format!(
                                    "{}: {} {}",
                                    words::level_name(level),
                                    words::level_about(level),
                                    words::level_strength(level)
                                ))
                                .small(),
                            );
                        }
                        ui.add_space(10.0);
                        let problem = check_players(&self.players()).err();
                        if let Some(problem) = &problem {
                            ui.colored_label(WARNING, words::player_problem(problem));
                        }
                        if let Some(error) = tile_error {
                            ui.colored_label(WARNING, tr!("setup-no-tiles"));
                            egui::ScrollArea::vertical()
                                .max_height(100.0)
                                .show(ui, |ui| {
                                    ui.label(tr!(
                                        "setup-folder",
                                        folder = error.folder.display().to_string()
                                    ));
                                    for line in &error.problems {
                                        ui.label(format!("• {}", words::tile_problem(line)));
                                    }
                                });
                            if ui.button(tr!("setup-choose-folder")).clicked() {
                                actions.push(Action::OpenOptions);
                            }
                        }
                        ui.add_space(6.0);
                        ui.horizontal(|ui| {
                            let ready = problem.is_none() && tile_error.is_none();
                            let start =
                                egui::Button::new(RichText::new(tr!("setup-start")).strong());
                            // Enter starts the game too, so it can be set up without a mouse.
                            let enter = keys
                                && ui.input_mut(|i| {
                                    i.consume_key(egui::Modifiers::NONE, egui::Key::Enter)
                                });
                            if ui.add_enabled(ready, start).clicked() || (ready && enter) {
                                actions.push(Action::Setting(SettingChange::Setup {
                                    count: self.count,
                                    seats: self.seats,
                                    names: self.names_to_keep(settings),
                                }));
                                actions.push(Action::StartGame(self.players()));
                            }
                            if ui
                                .add_enabled(
                                    tile_error.is_none(),
                                    egui::Button::new(tr!("setup-load")),
                                )
                                .clicked()
                            {
                                actions.push(Action::Shell(Shell::Load));
                            }
                            if can_resume && ui.button(tr!("setup-resume")).clicked() {
                                actions.push(Action::ResumeGame);
                            }
                        });
                    });
                });
        });
        actions
    }
}

/// The default name of `seat` as the setup shows it: the settings' default name, or, when it
/// is the built-in one (`Player 3`, as the settings file holds it), the built-in name in the
/// window's language (`Spieler 3`).
#[must_use]
pub fn default_name(settings: &Settings, seat: usize) -> String {
    let built_in = Settings::default().names;
    match settings.names.get(seat) {
        Some(name) if *name != built_in[seat] => name.clone(),
        _ => tr!("seat-default-name", seat = seat + 1),
    }
}

/// Human, or the computer at one of its levels.
fn seat_kind_ui(ui: &mut Ui, seat: usize, kind: &mut PlayerKind) {
    let text = |kind: PlayerKind| match kind {
        PlayerKind::Human => tr!("seat-human"),
        PlayerKind::Computer(level) => tr!("seat-computer", level = words::level_name(level)),
    };
    egui::ComboBox::from_id_salt(("seat-kind", seat))
        .selected_text(text(*kind))
        .width(150.0)
        .show_ui(ui, |ui| {
            ui.selectable_value(kind, PlayerKind::Human, text(PlayerKind::Human));
            for level in Level::ALL {
                ui.selectable_value(
                    kind,
                    PlayerKind::Computer(level),
                    text(PlayerKind::Computer(level)),
                )
                .on_hover_text(format!(
                    "{} {}",
                    words::level_about(level),
                    words::level_strength(level)
                ));
            }
        })
        .response
        .accessible_name(tr!("seat-who", seat = seat + 1));
}
