//! The forms of Game ▸ Play online: the menu, the host form's shared fields, the join and
//! watch forms (address, room code, name), and the frame they stand in.

use egui::{Color32, RichText, Ui};
use netplay::plain_seat_name;

use super::address::DEFAULT_PORT;
use super::kept::Rejoinable;
use super::request::{FormKind, JoinFields, JoinRequest, OnlineAction};
use crate::i18n::shell_tr;

/// The colour of a warning line (a problem, a lost connection).
pub const WARNING: Color32 = Color32::from_rgb(220, 120, 40);

// ---- Views -------------------------------------------------------------------------------

/// The menu Game ▸ Play online ▸ Host… / Join… / Watch…: the form chosen, if any.
pub fn menu(ui: &mut Ui) -> Option<FormKind> {
    let mut chosen = None;
    ui.menu_button(shell_tr!("shell-menu-online"), |ui| {
        for (text, kind) in [
            (shell_tr!("shell-menu-online-host"), FormKind::Host),
            (shell_tr!("shell-menu-online-join"), FormKind::Join),
            (shell_tr!("shell-menu-online-watch"), FormKind::Watch),
        ] {
            if ui.button(text).clicked() {
                chosen = Some(kind);
                ui.close();
            }
        }
    });
    chosen
}

/// What a form or the lobby asks for.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum FormAnswer {
    /// Go: open the room, join, watch, or (the lobby) start the game.
    Go,
    /// Back to the game at this window (or leave the room).
    Back,
    /// (The lobby) leave the room giving the seat up.
    GiveUp,
}

/// A form's frame: centred, a group of `width` at most, its contents top down.
pub fn form_frame<T>(ui: &mut Ui, contents: impl FnOnce(&mut Ui) -> T) -> T {
    let width = 560.0_f32.min(ui.available_width() - 40.0).max(300.0);
    ui.vertical_centered(|ui| {
        ui.add_space(16.0);
        egui::Frame::group(ui.style())
            .inner_margin(16.0)
            .show(ui, |ui| {
                ui.set_width(width);
                ui.with_layout(egui::Layout::top_down(egui::Align::Min), contents)
                    .inner
            })
            .inner
    })
    .inner
}

/// The host form's network fields: the port (with its default) and whether other computers
/// may connect.
pub fn host_fields(ui: &mut Ui, port: &mut String, open: &mut bool) {
    ui.horizontal(|ui| {
        let label = ui.label(shell_tr!("shell-online-port"));
        ui.add_sized([80.0, 22.0], egui::TextEdit::singleline(port))
            .labelled_by(label.id);
        ui.label(
            RichText::new(shell_tr!(
                "shell-online-port-default",
                port = DEFAULT_PORT.to_string()
            ))
            .small(),
        );
    });
    ui.checkbox(open, shell_tr!("shell-online-open"));
}

/// The host form's stand-in: who plays for a person away too long — nobody (the seat waits)
/// or the computer at one of `levels`, each named by `level`.
pub fn stand_in_field<L: Copy + PartialEq>(
    ui: &mut Ui,
    stand_in: &mut Option<L>,
    levels: impl IntoIterator<Item = L>,
    level: impl Fn(L) -> String,
) {
    ui.horizontal(|ui| {
        ui.label(shell_tr!("shell-online-stand-in"));
        let text = |choice: Option<L>| match choice {
            Some(l) => level(l),
            None => shell_tr!("shell-online-stand-in-none"),
        };
        egui::ComboBox::from_id_salt("online-stand-in")
            .selected_text(text(*stand_in))
            .show_ui(ui, |ui| {
                ui.selectable_value(stand_in, None, text(None));
                for l in levels {
                    ui.selectable_value(stand_in, Some(l), text(Some(l)));
                }
            })
            .response
            .accessible_name(shell_tr!("shell-online-stand-in"));
    });
}

/// The Open the room / Back buttons under a host form; `ready`: the form's checks hold.
pub fn host_buttons(ui: &mut Ui, ready: bool) -> Option<FormAnswer> {
    let mut answer = None;
    ui.horizontal(|ui| {
        let open = egui::Button::new(RichText::new(shell_tr!("shell-online-host-button")).strong());
        if ui.add_enabled(ready, open).clicked() {
            answer = Some(FormAnswer::Go);
        }
        if ui.button(shell_tr!("shell-online-back")).clicked() {
            answer = Some(FormAnswer::Back);
        }
    });
    answer
}

/// The Open the room / Back buttons under a host form (`ready`: the form's checks hold; the
/// room `request` makes is asked for then) and under them `problem`, why the last try failed:
/// the step asked for.
pub fn host_step<H>(
    ui: &mut Ui,
    ready: bool,
    request: impl FnOnce() -> H,
    problem: Option<&str>,
) -> Option<OnlineAction<H>> {
    let step = host_buttons(ui, ready).map(|answer| match answer {
        FormAnswer::Go => OnlineAction::Host(request()),
        FormAnswer::Back | FormAnswer::GiveUp => OnlineAction::Leave,
    });
    if let Some(problem) = problem {
        ui.add_space(6.0);
        ui.colored_label(WARNING, problem);
    }
    step
}

/// Why a seat's name breaks netplay's name rule ([`plain_seat_name`]), in words; `None` when
/// it keeps it.
#[must_use]
pub fn name_problem(name: &str) -> Option<String> {
    (!plain_seat_name(name.trim()))
        .then(|| shell_tr!("shell-online-bad-name", max = netplay::SEAT_NAME_MAX as u64))
}

impl JoinFields {
    /// Draws the join form (or, `watch`, the watch form) with `problem` under it, the name
    /// checked by `name_rule` ([`name_problem`] unless the game has its own): the step asked
    /// for, joining (or watching) the room the fields name, or leaving the form.
    pub fn step<H>(
        &mut self,
        ui: &mut Ui,
        watch: bool,
        problem: Option<&str>,
        name_rule: impl Fn(&str) -> Option<String>,
    ) -> Option<OnlineAction<H>> {
        match self.ui_with_name_rule(ui, watch, problem, name_rule)? {
            FormAnswer::Go => Some(OnlineAction::Join(JoinRequest {
                fields: self.clone(),
                watch,
            })),
            FormAnswer::Back | FormAnswer::GiveUp => Some(OnlineAction::Leave),
        }
    }

    /// Draws the join form (or, `watch`, the watch form) with `problem` under it: why the last
    /// try failed. Join / Watch is only offered with a name that keeps netplay's name rule
    /// ([`name_problem`]).
    pub fn ui(&mut self, ui: &mut Ui, watch: bool, problem: Option<&str>) -> Option<FormAnswer> {
        self.ui_with_name_rule(ui, watch, problem, name_problem)
    }

    /// [`JoinFields::ui`] for a game with a name rule of its own: `name_rule` says, in words,
    /// why a name breaks it (`None`: it keeps it).
    pub fn ui_with_name_rule(
        &mut self,
        ui: &mut Ui,
        watch: bool,
        problem: Option<&str>,
        name_rule: impl Fn(&str) -> Option<String>,
    ) -> Option<FormAnswer> {
        if watch {
            ui.heading(shell_tr!("shell-online-watch-title"));
            ui.label(shell_tr!("shell-online-watch-intro"));
        } else {
            ui.heading(shell_tr!("shell-online-join-title"));
            ui.label(shell_tr!("shell-online-join-intro"));
        }
        ui.add_space(6.0);
        egui::Grid::new("online-join")
            .num_columns(2)
            .spacing([10.0, 8.0])
            .show(ui, |ui| {
                let label = ui.label(shell_tr!("shell-online-address"));
                ui.add_sized([240.0, 22.0], egui::TextEdit::singleline(&mut self.address))
                    .labelled_by(label.id);
                ui.end_row();
                let label = ui.label(shell_tr!("shell-online-code"));
                ui.add_sized([120.0, 22.0], egui::TextEdit::singleline(&mut self.code))
                    .labelled_by(label.id);
                ui.end_row();
                if !watch {
                    let label = ui.label(shell_tr!("shell-online-name"));
                    ui.add_sized([180.0, 22.0], egui::TextEdit::singleline(&mut self.name))
                        .labelled_by(label.id);
                    ui.end_row();
                }
            });
        ui.add_space(8.0);
        let bad_name = (!watch).then(|| name_rule(&self.name)).flatten();
        if let Some(text) = &bad_name {
            ui.colored_label(WARNING, text);
        }
        let mut answer = None;
        ui.horizontal(|ui| {
            let text = if watch {
                shell_tr!("shell-online-watch-button")
            } else {
                shell_tr!("shell-online-join-button")
            };
            let go = egui::Button::new(RichText::new(text).strong());
            if ui.add_enabled(bad_name.is_none(), go).clicked() {
                answer = Some(FormAnswer::Go);
            }
            if ui.button(shell_tr!("shell-online-back")).clicked() {
                answer = Some(FormAnswer::Back);
            }
        });
        if let Some(problem) = problem {
            ui.add_space(6.0);
            ui.colored_label(WARNING, problem);
        }
        answer
    }
}

/// Under the join form: the rooms this window (or an earlier one of the program) was in and
/// kept its seat in — the room code, the seat's name, the server — each with Rejoin (back to
/// the seat, the game as it is now) and Forget; and why they could not be read, if so. The
/// step asked for.
pub fn rejoin_step<H>(ui: &mut Ui, rejoin: &Rejoinable) -> Option<OnlineAction<H>> {
    if rejoin.seats.is_empty() && rejoin.warning.is_none() {
        return None;
    }
    let mut step = None;
    form_frame(ui, |ui| {
        ui.heading(shell_tr!("shell-online-rejoin-title"));
        ui.label(shell_tr!("shell-online-rejoin-intro"));
        ui.add_space(6.0);
        egui::Grid::new("online-rejoin")
            .num_columns(3)
            .spacing([10.0, 8.0])
            .show(ui, |ui| {
                for kept in &rejoin.seats {
                    ui.label(
                        RichText::new(shell_tr!(
                            "shell-online-room-short",
                            code = kept.room.grouped()
                        ))
                        .strong(),
                    );
                    ui.label(shell_tr!(
                        "shell-online-rejoin-seat",
                        name = kept.name.as_str(),
                        server = kept.server_shown()
                    ));
                    ui.horizontal(|ui| {
                        let again = egui::Button::new(
                            RichText::new(shell_tr!("shell-online-rejoin-button")).strong(),
                        );
                        if ui.add(again).clicked() {
                            step = Some(OnlineAction::Rejoin(kept.clone()));
                        }
                        if ui.button(shell_tr!("shell-online-forget-button")).clicked() {
                            step = Some(OnlineAction::Forget(kept.clone()));
                        }
                    });
                    ui.end_row();
                }
            });
        if let Some(warning) = &rejoin.warning {
            ui.add_space(6.0);
            ui.colored_label(
                WARNING,
                shell_tr!("shell-online-rejoin-unreadable", why = warning.to_string()),
            );
        }
    });
    step
}
