//! The online screens (Game ▸ Play online): the host form (rules, your colour, who plays the
//! other: a person who joins or a computer, the port, who may connect, the stand-in), the
//! join and watch forms and the lobby (game-shell's, [`game_shell::online`]), and the side
//! panel of a room's game with the connection line always on it. The board is the one of a
//! game at this window ([`super::board`]), drawn from the room's picture.

use egui::{RichText, Sense, TextWrapMode, Ui, Vec2};
use game_shell::online::{
    FormAnswer, FormKind, JoinFields, Lobby, SeatLine, SeatWho, WARNING, connection_line,
    form_frame, host_buttons, host_fields, name_problem,
};
use reversi_core::{Colour, Level, Move, Rules};

use super::stone_colour;
use crate::action::{Action, OnlineAction};
use crate::i18n::tr;
use crate::online::{HostRequest, JoinRequest, OnlineRoom, Opponent, Phase, Problem};
use crate::words;

/// The levels offered for a computer seat and a stand-in.
const LEVELS: [Level; 3] = [Level::Random, Level::Greedy, Level::AlphaBeta];

/// What has been typed and chosen in the forms (kept while the window is open).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OnlineForms {
    /// The port as typed.
    pub port: String,
    /// Whether other computers may connect.
    pub open: bool,
    /// The rules.
    pub rules: Rules,
    /// The host's colour.
    pub colour: Colour,
    /// Yellow's and Red's names.
    pub names: [String; 2],
    /// Who plays the other colour.
    pub opponent: Opponent,
    /// The stand-in's level.
    pub stand_in: Option<Level>,
    /// The join and watch forms' fields.
    pub join: JoinFields,
}

impl OnlineForms {
    /// The forms as they first open, with names in the window's language.
    #[must_use]
    pub fn new() -> OnlineForms {
        let name = |colour| {
            tr!(
                "online-default-name",
                colour = words::colour(colour, Rules::Document)
            )
        };
        OnlineForms {
            port: game_shell::online::DEFAULT_PORT.to_string(),
            open: true,
            rules: Rules::Document,
            colour: Colour::Yellow,
            names: [name(Colour::Yellow), name(Colour::Red)],
            opponent: Opponent::Remote,
            stand_in: None,
            join: JoinFields::new(&name(Colour::Red)),
        }
    }

    /// The host's request as entered.
    #[must_use]
    pub fn host_request(&self) -> HostRequest {
        HostRequest {
            port: self.port.clone(),
            open: self.open,
            rules: self.rules,
            colour: self.colour,
            names: self.names.clone(),
            opponent: self.opponent,
            stand_in: self.stand_in,
        }
    }

    /// Draws the form `kind`, with why the last try failed.
    pub fn ui(&mut self, ui: &mut Ui, kind: FormKind, problem: Option<&Problem>) -> Vec<Action> {
        let problem = problem.map(words::online_problem);
        form_frame(ui, |ui| match kind {
            FormKind::Host => self.host_ui(ui, problem.as_deref()),
            FormKind::Join | FormKind::Watch => {
                let watch = kind == FormKind::Watch;
                match self.join.ui(ui, watch, problem.as_deref()) {
                    Some(FormAnswer::Go) => {
                        vec![Action::Online(OnlineAction::Join(JoinRequest {
                            address: self.join.address.clone(),
                            code: self.join.code.clone(),
                            name: self.join.name.trim().to_owned(),
                            watch,
                        }))]
                    }
                    Some(FormAnswer::Back) => vec![Action::Online(OnlineAction::Leave)],
                    None => Vec::new(),
                }
            }
        })
    }

    fn host_ui(&mut self, ui: &mut Ui, problem: Option<&str>) -> Vec<Action> {
        ui.heading(tr!("shell-online-host-title"));
        ui.label(tr!("shell-online-host-intro"));
        ui.add_space(6.0);
        ui.label(RichText::new(tr!("online-rules")).strong());
        for rules in Rules::ALL {
            ui.radio_value(&mut self.rules, rules, words::rules(rules));
        }
        ui.add_space(6.0);
        ui.horizontal(|ui| {
            ui.label(tr!("online-your-colour"));
            for colour in Colour::ALL {
                ui.radio_value(&mut self.colour, colour, words::colour(colour, self.rules));
            }
        });
        egui::Grid::new("online-seats")
            .num_columns(3)
            .spacing([10.0, 8.0])
            .show(ui, |ui| {
                for (seat, colour) in Colour::ALL.into_iter().enumerate() {
                    let named = words::colour(colour, self.rules);
                    let label = ui.label(tr!("online-name-of", colour = named.as_str()));
                    ui.add_sized(
                        [160.0, 22.0],
                        egui::TextEdit::singleline(&mut self.names[seat]),
                    )
                    .labelled_by(label.id);
                    if colour == self.colour {
                        ui.label(tr!("shell-online-seat-here"));
                    } else {
                        opponent_ui(ui, &named, &mut self.opponent);
                    }
                    ui.end_row();
                }
            });
        ui.add_space(6.0);
        ui.horizontal(|ui| {
            ui.label(tr!("shell-online-stand-in"));
            let text = |level: Option<Level>| match level {
                Some(level) => words::level(level),
                None => tr!("shell-online-stand-in-none"),
            };
            egui::ComboBox::from_id_salt("online-stand-in")
                .selected_text(text(self.stand_in))
                .show_ui(ui, |ui| {
                    ui.selectable_value(&mut self.stand_in, None, text(None));
                    for level in LEVELS {
                        ui.selectable_value(&mut self.stand_in, Some(level), text(Some(level)));
                    }
                })
                .response
                .accessible_name(tr!("shell-online-stand-in"));
        });
        ui.add_space(6.0);
        host_fields(ui, &mut self.port, &mut self.open);
        ui.add_space(8.0);
        let bad_name = self.names.iter().find_map(|name| name_problem(name));
        if let Some(text) = &bad_name {
            ui.colored_label(WARNING, text);
        }
        let mut actions = Vec::new();
        match host_buttons(ui, bad_name.is_none()) {
            Some(FormAnswer::Go) => {
                actions.push(Action::Online(OnlineAction::Host(self.host_request())));
            }
            Some(FormAnswer::Back) => actions.push(Action::Online(OnlineAction::Leave)),
            None => {}
        }
        if let Some(problem) = problem {
            ui.add_space(6.0);
            ui.colored_label(WARNING, problem);
        }
        actions
    }
}

impl Default for OnlineForms {
    fn default() -> OnlineForms {
        OnlineForms::new()
    }
}

/// A person who joins, or the computer at one of its levels.
fn opponent_ui(ui: &mut Ui, colour: &str, choice: &mut Opponent) {
    let text = |choice: Opponent| match choice {
        Opponent::Remote => tr!("shell-online-seat-remote"),
        Opponent::Computer(level) => words::player(reversi_core::Player::Computer(level)),
    };
    egui::ComboBox::from_id_salt("online-opponent")
        .selected_text(text(*choice))
        .width(170.0)
        .show_ui(ui, |ui| {
            ui.selectable_value(choice, Opponent::Remote, text(Opponent::Remote));
            for level in LEVELS {
                let computer = Opponent::Computer(level);
                ui.selectable_value(choice, computer, text(computer));
            }
        })
        .response
        .accessible_name(tr!("online-who-plays", colour = colour));
}

/// Who sits in the seat of `colour`, as the lobby and the side panel say it.
fn who(room: &OnlineRoom, colour: Colour) -> Option<SeatWho> {
    let seat = crate::online::seat_of(colour);
    let info = room.seats().get(seat)?;
    Some(SeatWho::of(info, room.seat() == Some(seat), words::level))
}

/// Draws the lobby of `room` (or the way into it).
pub fn lobby_ui(ui: &mut Ui, room: &OnlineRoom) -> Vec<Action> {
    let rules = room.session().map_or(Rules::Document, |s| s.game().rules());
    let seats = Colour::ALL
        .into_iter()
        .filter_map(|colour| {
            Some(SeatLine {
                role: words::colour(colour, rules),
                name: room.name(colour)?.to_owned(),
                who: who(room, colour)?,
            })
        })
        .collect();
    let host_name = room
        .host_seat()
        .and_then(|seat| room.seats().get(seat))
        .map(|info| info.setup.name.clone())
        .unwrap_or_default();
    let problem = room
        .problem()
        .map(words::online_problem)
        .or_else(|| room.refusal().map(words::server_refusal));
    let lobby = Lobby {
        watching: room.watching(),
        code: room.code(),
        server: room.server(),
        state: room.state(),
        entering: room.phase() == Phase::Entering,
        seats,
        may_start: room.may_start(),
        host_name,
        problem,
    };
    match game_shell::online::lobby(ui, &lobby) {
        Some(FormAnswer::Go) => vec![Action::Online(OnlineAction::Start)],
        Some(FormAnswer::Back) => vec![Action::Online(OnlineAction::Leave)],
        None => Vec::new(),
    }
}

/// The side panel of a room's game: the status, the room and its connection, whose move,
/// each colour's stones and player, the buttons (Pass when it is the only move, Hint, Leave),
/// the hint, the server's refusal, the last move and the moves.
pub fn side_ui(ui: &mut Ui, room: &OnlineRoom) -> Vec<Action> {
    let mut actions = Vec::new();
    ui.style_mut().wrap_mode = Some(TextWrapMode::Wrap);
    let Some(session) = room.session() else {
        return actions;
    };
    let game = session.game();
    let position = game.position();
    let rules = game.rules();
    ui.add_space(8.0);
    ui.heading(words::status(position));
    ui.add_space(4.0);
    let problem = room.problem().map(words::online_problem);
    connection_line(ui, room.code(), room.state(), problem.as_deref());
    ui.add_space(4.0);
    match room.seat() {
        _ if room.watching() => {
            ui.label(tr!("shell-online-watching"));
        }
        Some(seat) => {
            let colour = Colour::ALL[seat.min(1)];
            ui.label(tr!(
                "online-you-play",
                colour = words::colour(colour, rules)
            ));
            if room.phase() == Phase::Playing {
                if room.my_turn() {
                    ui.label(RichText::new(tr!("online-your-move")).strong());
                } else {
                    let name = room.name(colour.other()).unwrap_or_default();
                    ui.label(tr!("online-waiting-for-move", name = name));
                }
            }
        }
        None => {}
    }
    ui.add_space(8.0);
    for colour in Colour::ALL {
        ui.horizontal(|ui| {
            let (rect, _) = ui.allocate_exact_size(Vec2::splat(18.0), Sense::hover());
            ui.painter()
                .circle_filled(rect.center(), 8.0, stone_colour(colour, rules));
            let text = RichText::new(words::stones(colour, rules, position.board().count(colour)))
                .size(18.0);
            let to_move = colour == position.to_move() && !position.is_over();
            ui.label(if to_move {
                text.strong().underline()
            } else {
                text
            });
        });
        let name = room.name(colour).unwrap_or_default();
        let seat = who(room, colour).map(|who| who.words()).unwrap_or_default();
        ui.label(format!("{name} · {seat}"));
    }
    ui.add_space(8.0);
    ui.label(words::rules(rules));
    ui.add_space(8.0);
    if session.human_must_pass() {
        let pass = egui::Button::new(RichText::new(tr!("button-pass")).strong())
            .min_size(Vec2::new(ui.available_width(), 28.0));
        if ui.add(pass).clicked() {
            actions.push(Action::Play(Move::Pass));
        }
        ui.add_space(4.0);
    }
    ui.horizontal_wrapped(|ui| {
        if ui
            .add_enabled(room.my_turn(), egui::Button::new(tr!("button-hint")))
            .clicked()
        {
            actions.push(Action::Hint);
        }
        if game_shell::online::leave_button(ui) {
            actions.push(Action::Online(OnlineAction::Leave));
        }
    });
    if let Some(mv) = room.hint().filter(|_| room.my_turn()) {
        ui.add_space(8.0);
        ui.label(words::hint(mv));
    }
    if let Some(refusal) = room.refusal() {
        ui.add_space(8.0);
        ui.label(RichText::new(words::server_refusal(refusal)).color(ui.visuals().warn_fg_color));
    }
    if let Some(last) = words::last_move(game) {
        ui.add_space(8.0);
        ui.label(last);
    }
    super::side::move_list(ui, game);
    actions
}
