//! The forms of Game ▸ Play online: Host (the seats as at one screen — the person at this
//! window, people who join, computers — with the frame's port, who may connect and stand-in),
//! and the frame's Join (address, room code, name) and Watch (address, room code) forms
//! ([`game_shell::online::JoinFields`]), the name checked by LoopIt's rule for names.

use egui::Ui;
use game_shell::online::{
    DEFAULT_PORT, FormKind, HostNetwork, JoinFields, WARNING, form_frame, host_fields, host_step,
    seat_choice_field, stand_in_field,
};
use loopit_core::{Level, Player, PlayerKind, check_players};
use loopit_online::Options;

use crate::i18n::tr;
use crate::online::{HostRequest, OnlineAction, OnlineRoom, SeatChoice};
use crate::settings::Settings;

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
    /// The join and watch forms' fields.
    pub join: JoinFields,
}

/// The forms as a first start's settings prefill them (the window prefills them from its
/// settings when it opens: [`Forms::from_settings`]).
impl Forms {
    /// The forms prefilled from the last setup: its names, and its computers as computers.
    #[must_use]
    pub fn from_settings(settings: &Settings) -> Forms {
        let names: [String; 4] =
            std::array::from_fn(|seat| crate::ui::setup::default_name(settings, seat));
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
            join: JoinFields::new(&names[0]),
            names,
            seats,
            port: DEFAULT_PORT.to_string(),
            open: false,
            stand_in: Some(Level::Normal),
        }
    }

    /// The host's request as entered.
    #[must_use]
    pub fn host_request(&self) -> HostRequest {
        HostRequest {
            network: HostNetwork {
                port: self.port.clone(),
                open: self.open,
            },
            seats: (0..self.count)
                .map(|seat| (self.names[seat].trim().to_owned(), self.seats[seat]))
                .collect(),
            stand_in: self.stand_in,
            options: Options::default(),
        }
    }

    fn host_ui(&mut self, ui: &mut Ui, problem: Option<&str>) -> Option<OnlineAction> {
        ui.heading(tr!("shell-online-host-title"));
        ui.label(tr!("shell-online-host-intro"));
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
                        ui.label(tr!("shell-online-seat-here"));
                    } else {
                        let computer =
                            |level| tr!("seat-computer", level = crate::words::level_name(level));
                        let name = tr!("seat-who", seat = seat + 1);
                        let choice = &mut self.seats[seat];
                        seat_choice_field(ui, seat, choice, Level::ALL, computer, name);
                    }
                    ui.end_row();
                }
            });
        ui.add_space(8.0);
        host_fields(ui, &mut self.port, &mut self.open);
        stand_in_field(ui, &mut self.stand_in, Level::ALL, crate::words::level_name);
        ui.add_space(8.0);
        let request = self.host_request();
        // The names as the core's rule for players' names judges them.
        let players: Vec<Player> = request
            .seats
            .iter()
            .map(|(name, _)| Player::human(name.clone()))
            .collect();
        let bad_names = check_players(&players).err();
        if let Some(bad_names) = &bad_names {
            ui.colored_label(WARNING, crate::words::player_problem(bad_names));
        }
        host_step(ui, bad_names.is_none(), || request, problem)
    }
}

/// LoopIt's forms in the frame's online screen (the lobby is `super::lobby`'s).
impl game_shell::frame::Forms<HostRequest, OnlineRoom> for Forms {
    /// The forms prefilled from the default settings.
    fn fresh() -> Forms {
        Forms::from_settings(&Settings::default())
    }

    fn ui(&mut self, ui: &mut Ui, kind: FormKind, problem: Option<&str>) -> Option<OnlineAction> {
        form_frame(ui, |ui| match kind {
            FormKind::Host => self.host_ui(ui, problem),
            FormKind::Join | FormKind::Watch => {
                let watch = kind == FormKind::Watch;
                // The name as the core's rule for players' names judges it.
                let name_rule = |name: &str| {
                    Player::name_problem(name.trim()).map(|problem| {
                        tr!(
                            "online-bad-name",
                            problem = crate::words::name_problem(problem)
                        )
                    })
                };
                self.join.step(ui, watch, problem, name_rule)
            }
        })
    }

    fn lobby_ui(ui: &mut Ui, room: &OnlineRoom) -> Option<OnlineAction> {
        super::lobby::ui(ui, room)
    }
}
