//! The forms of Game ▸ Play online: Host (the seats as at one screen — the person at this
//! window, people who join, computers — the port, who may connect, the stand-in), Join
//! (address, room code, name) and Watch (address, room code).

use egui::{RichText, Ui};
use loopit_core::{Level, Player, PlayerKind, check_players};

use super::words;
use crate::action::{Action, OnlineAction};
use crate::i18n::tr;
use crate::online::{DEFAULT_PORT, FormKind, HostRequest, JoinRequest, OnlineProblem, SeatChoice};
use crate::settings::Settings;
use crate::ui::WARNING;

/// What has been typed and chosen in the forms (kept while the window is open).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Forms {
    /// How many seats (2–4).
    pub count: usize,
    /// The seats' names.
    pub names: [String; 4],
    /// Who plays each seat; the first is the person at this window.
    pub seats: [SeatChoice; 4],
    /// The port as typed.
    pub port: String,
    /// Whether other computers may connect.
    pub open: bool,
    /// The stand-in's level.
    pub stand_in: Option<Level>,
    /// The server's address as typed.
    pub address: String,
    /// The room code as typed.
    pub code: String,
    /// The joining player's name.
    pub name: String,
}

impl Forms {
    /// The forms prefilled from the last setup: its names, and its computers as computers.
    #[must_use]
    pub fn from_settings(settings: &Settings) -> Forms {
        let built_in = Settings::default().names;
        let mut names = settings.names.clone();
        for (seat, name) in names.iter_mut().enumerate() {
            if *name == built_in[seat] {
                *name = tr!("seat-default-name", seat = seat + 1);
            }
        }
        let mut seats = [SeatChoice::Remote; 4];
        for (choice, kind) in seats.iter_mut().zip(settings.seats).skip(1) {
            if let PlayerKind::Computer(level) = kind {
                *choice = SeatChoice::Computer(level);
            }
        }
        seats[0] = SeatChoice::Here;
        Forms {
            count: settings
                .count
                .clamp(*Player::COUNT.start(), *Player::COUNT.end()),
            name: names[0].clone(),
            names,
            seats,
            port: DEFAULT_PORT.to_string(),
            open: true,
            stand_in: Some(Level::Normal),
            address: "127.0.0.1".to_owned(),
            code: String::new(),
        }
    }

    /// The host's request as entered.
    #[must_use]
    pub fn host_request(&self) -> HostRequest {
        HostRequest {
            port: self.port.clone(),
            open: self.open,
            seats: (0..self.count)
                .map(|seat| (self.names[seat].trim().to_owned(), self.seats[seat]))
                .collect(),
            stand_in: self.stand_in,
        }
    }

    /// Draws the form `kind`, with why the last try failed.
    pub fn ui(
        &mut self,
        ui: &mut Ui,
        kind: FormKind,
        problem: Option<&OnlineProblem>,
    ) -> Vec<Action> {
        let mut actions = Vec::new();
        let width = 560.0_f32.min(ui.available_width() - 40.0).max(300.0);
        ui.vertical_centered(|ui| {
            ui.add_space(16.0);
            egui::Frame::group(ui.style())
                .inner_margin(16.0)
                .show(ui, |ui| {
                    ui.set_width(width);
                    ui.with_layout(egui::Layout::top_down(egui::Align::Min), |ui| {
                        match kind {
                            FormKind::Host => self.host_ui(ui, &mut actions),
                            FormKind::Join | FormKind::Watch => {
                                self.join_ui(ui, kind == FormKind::Watch, &mut actions);
                            }
                        }
                        if let Some(problem) = problem {
                            ui.add_space(6.0);
                            ui.colored_label(WARNING, words::problem(problem));
                        }
                    });
                });
        });
        actions
    }

    fn host_ui(&mut self, ui: &mut Ui, actions: &mut Vec<Action>) {
        ui.heading(tr!("online-host-title"));
        ui.label(tr!("online-host-intro"));
        ui.add_space(6.0);
        ui.horizontal(|ui| {
            ui.label(tr!("setup-players"));
            for n in Player::COUNT {
                ui.radio_value(&mut self.count, n, tr!("setup-count", count = n));
            }
        });
        ui.add_space(6.0);
        egui::Grid::new("online-seats")
            .num_columns(3)
            .spacing([10.0, 8.0])
            .show(ui, |ui| {
                for seat in 0..self.count {
                    let label = ui.label(tr!("setup-name-label", seat = seat + 1));
                    ui.add_sized(
                        [180.0, 22.0],
                        egui::TextEdit::singleline(&mut self.names[seat])
                            .hint_text(tr!("setup-name-hint")),
                    )
                    .labelled_by(label.id);
                    if seat == 0 {
                        ui.label(tr!("online-seat-here"));
                    } else {
                        seat_choice_ui(ui, seat, &mut self.seats[seat]);
                    }
                    ui.end_row();
                }
            });
        ui.add_space(8.0);
        ui.horizontal(|ui| {
            let label = ui.label(tr!("online-port"));
            ui.add_sized([80.0, 22.0], egui::TextEdit::singleline(&mut self.port))
                .labelled_by(label.id);
            ui.label(
                RichText::new(tr!("online-port-default", port = DEFAULT_PORT.to_string())).small(),
            );
        });
        ui.checkbox(&mut self.open, tr!("online-open"));
        ui.horizontal(|ui| {
            ui.label(tr!("online-stand-in"));
            let text = |level: Option<Level>| match level {
                Some(level) => crate::words::level_name(level),
                None => tr!("online-stand-in-none"),
            };
            egui::ComboBox::from_id_salt("online-stand-in")
                .selected_text(text(self.stand_in))
                .show_ui(ui, |ui| {
                    ui.selectable_value(&mut self.stand_in, None, text(None));
                    for level in Level::ALL {
                        ui.selectable_value(&mut self.stand_in, Some(level), text(Some(level)));
                    }
                })
                .response
                .accessible_name(tr!("online-stand-in"));
        });
        ui.add_space(8.0);
        let request = self.host_request();
        // The names as the core's rule for players' names judges them.
        let players: Vec<Player> = request
            .seats
            .iter()
            .map(|(name, _)| Player::human(name.clone()))
            .collect();
        let problem = check_players(&players).err();
        if let Some(problem) = &problem {
            ui.colored_label(WARNING, crate::words::player_problem(problem));
        }
        ui.horizontal(|ui| {
            let open = egui::Button::new(RichText::new(tr!("online-host-button")).strong());
            if ui.add_enabled(problem.is_none(), open).clicked() {
                actions.push(Action::Online(OnlineAction::Host(request)));
            }
            if ui.button(tr!("online-back")).clicked() {
                actions.push(Action::Online(OnlineAction::Leave));
            }
        });
    }

    fn join_ui(&mut self, ui: &mut Ui, watch: bool, actions: &mut Vec<Action>) {
        if watch {
            ui.heading(tr!("online-watch-title"));
            ui.label(tr!("online-watch-intro"));
        } else {
            ui.heading(tr!("online-join-title"));
            ui.label(tr!("online-join-intro"));
        }
        ui.add_space(6.0);
        egui::Grid::new("online-join")
            .num_columns(2)
            .spacing([10.0, 8.0])
            .show(ui, |ui| {
                let label = ui.label(tr!("online-address"));
                ui.add_sized([240.0, 22.0], egui::TextEdit::singleline(&mut self.address))
                    .labelled_by(label.id);
                ui.end_row();
                let label = ui.label(tr!("online-code"));
                ui.add_sized([120.0, 22.0], egui::TextEdit::singleline(&mut self.code))
                    .labelled_by(label.id);
                ui.end_row();
                if !watch {
                    let label = ui.label(tr!("online-name"));
                    ui.add_sized([180.0, 22.0], egui::TextEdit::singleline(&mut self.name))
                        .labelled_by(label.id);
                    ui.end_row();
                }
            });
        ui.add_space(8.0);
        // The name as the core's rule for players' names judges it.
        let problem = (!watch)
            .then(|| Player::name_problem(self.name.trim()))
            .flatten();
        if let Some(problem) = problem {
            ui.colored_label(
                WARNING,
                tr!(
                    "online-bad-name",
                    problem = crate::words::name_problem(problem)
                ),
            );
        }
        ui.horizontal(|ui| {
            let text = if watch {
                tr!("online-watch-button")
            } else {
                tr!("online-join-button")
            };
            let go = egui::Button::new(RichText::new(text).strong());
            if ui.add_enabled(problem.is_none(), go).clicked() {
                actions.push(Action::Online(OnlineAction::Join(JoinRequest {
                    address: self.address.clone(),
                    code: self.code.clone(),
                    name: self.name.trim().to_owned(),
                    watch,
                })));
            }
            if ui.button(tr!("online-back")).clicked() {
                actions.push(Action::Online(OnlineAction::Leave));
            }
        });
    }
}

/// A person who joins, or the computer at one of its levels.
fn seat_choice_ui(ui: &mut Ui, seat: usize, choice: &mut SeatChoice) {
    let text = |choice: SeatChoice| match choice {
        SeatChoice::Here => tr!("online-seat-here"),
        SeatChoice::Remote => tr!("online-seat-remote"),
        SeatChoice::Computer(level) => {
            tr!("seat-computer", level = crate::words::level_name(level))
        }
    };
    egui::ComboBox::from_id_salt(("online-seat-kind", seat))
        .selected_text(text(*choice))
        .width(170.0)
        .show_ui(ui, |ui| {
            ui.selectable_value(choice, SeatChoice::Remote, text(SeatChoice::Remote));
            for level in Level::ALL {
                ui.selectable_value(
                    choice,
                    SeatChoice::Computer(level),
                    text(SeatChoice::Computer(level)),
                );
            }
        })
        .response
        .accessible_name(tr!("seat-who", seat = seat + 1));
}
