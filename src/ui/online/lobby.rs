//! A room's lobby: the room code (and, for the host, the port and this computer's address to
//! tell friends), the seats and who is there, the connection; the host's Start button.

use egui::{RichText, Ui};
use netplay::SeatKind;

use super::words;
use crate::action::{Action, OnlineAction};
use crate::i18n::tr;
use crate::online::{OnlineRoom, Phase};
use crate::ui::WARNING;

/// Draws the lobby of `room` (or the way into it).
pub fn ui(ui: &mut Ui, room: &OnlineRoom) -> Vec<Action> {
    let mut actions = Vec::new();
    let width = 560.0_f32.min(ui.available_width() - 40.0).max(300.0);
    ui.vertical_centered(|ui| {
        ui.add_space(16.0);
        egui::Frame::group(ui.style())
            .inner_margin(16.0)
            .show(ui, |ui| {
                ui.set_width(width);
                ui.with_layout(egui::Layout::top_down(egui::Align::Min), |ui| {
                    body(ui, room, &mut actions);
                });
            });
    });
    actions
}

fn body(ui: &mut Ui, room: &OnlineRoom, actions: &mut Vec<Action>) {
    ui.heading(if room.watching() {
        tr!("online-watch-lobby-title")
    } else {
        tr!("online-lobby-title")
    });
    if let Some(code) = room.code() {
        ui.label(
            RichText::new(tr!("online-room-code", code = code.to_string()))
                .size(22.0)
                .strong(),
        );
    }
    if let Some(server) = room.server() {
        ui.label(tr!("online-hosting-port", port = server.port().to_string()));
        match (server.is_open(), server.address()) {
            (true, Some(ip)) => {
                ui.label(tr!(
                    "online-tell-friends",
                    address = format!("{ip}:{}", server.port())
                ));
            }
            (true, None) => {
                ui.label(tr!("online-no-network"));
            }
            (false, _) => {
                ui.label(tr!("online-this-computer-only"));
            }
        }
    }
    ui.label(words::connection(room.state()));
    ui.add_space(8.0);
    if room.phase() == Phase::Entering {
        if let Some(problem) = room.problem() {
            ui.colored_label(WARNING, words::problem(problem));
        } else {
            // No spinner: the window repaints when the client brings something, not before.
            ui.label(tr!("online-entering"));
        }
    } else {
        ui.label(RichText::new(tr!("online-seats")).strong());
        egui::Grid::new("online-lobby-seats")
            .num_columns(3)
            .spacing([14.0, 6.0])
            .striped(true)
            .show(ui, |ui| {
                for (seat, info) in room.seats().iter().enumerate() {
                    ui.label(format!("{}.", seat + 1));
                    ui.label(&info.setup.name);
                    let who = match info.setup.kind {
                        SeatKind::Computer(level) => {
                            tr!("seat-computer", level = crate::words::level_name(level.0))
                        }
                        SeatKind::Person if room.seat() == Some(seat) => tr!("online-seat-you"),
                        SeatKind::Person if info.connected > 0 => tr!("online-seat-connected"),
                        SeatKind::Person if info.taken => tr!("online-seat-away"),
                        SeatKind::Person => tr!("online-seat-free"),
                    };
                    let line = tr!(
                        "online-seat-line",
                        seat = seat + 1,
                        name = info.setup.name.as_str(),
                        who = who.as_str()
                    );
                    ui.label(&who).on_hover_text(&line);
                    ui.end_row();
                }
            });
        ui.add_space(8.0);
        let waiting = room
            .seats()
            .iter()
            .filter(|s| s.setup.kind == SeatKind::Person && !s.taken)
            .count();
        if room.may_start() {
            // Always one line here, so that the Start button does not move (and Leave the room
            // take its place under the pointer) when the last player comes in.
            if waiting > 0 {
                ui.label(tr!("online-waiting-for", count = waiting));
            } else {
                ui.label(tr!("online-everyone-here"));
            }
            if ui
                .button(RichText::new(tr!("online-start")).strong())
                .clicked()
            {
                actions.push(Action::Online(OnlineAction::Start));
            }
        } else {
            let host = room
                .host_seat()
                .and_then(|seat| room.seats().get(seat))
                .map(|s| s.setup.name.clone())
                .unwrap_or_default();
            ui.label(tr!("online-host-starts", name = host.as_str()));
        }
        if let Some(refusal) = room.refusal() {
            ui.colored_label(WARNING, words::refusal(refusal));
        }
        if let Some(problem) = room.problem() {
            ui.colored_label(WARNING, words::problem(problem));
        }
    }
    ui.add_space(8.0);
    if ui.button(tr!("online-leave")).clicked() {
        actions.push(Action::Online(OnlineAction::Leave));
    }
}
