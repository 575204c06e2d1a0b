//! The online screens (Game ▸ Play online): the host form (your colour, who plays the other:
//! a person who joins or the server's computer, the match length, the port, who may connect,
//! the stand-in), the join and watch forms and the lobby (game-shell's,
//! [`game_shell::online`]), and the side panel of a room's match with the connection line
//! always on it. The board is the one of a game at this window ([`super::board`]), drawn from
//! the room's picture.

use egui::{RichText, TextWrapMode, Ui};
use game_shell::online::{
    FormAnswer, FormKind, JoinFields, Lobby, SeatLine, SeatWho, WARNING, connection_line,
    form_frame, host_buttons, host_fields, name_problem, stand_in_field,
};
use nardy_core::{Colour, Level, MAX_MATCH, Player};

use super::paint::draw_checker;
use crate::action::{Action, OnlineAction};
use crate::i18n::tr;
use crate::online::{HostRequest, JoinRequest, OnlineRoom, Opponent, Phase, Problem};
use crate::session::Move;
use crate::words;

/// The levels offered for a computer seat and a stand-in.
const LEVELS: [Level; 3] = Level::ALL;

/// The match lengths the host form offers (1: a single game).
const MATCH_LENGTHS: [u32; 6] = [1, 3, 5, 7, 11, MAX_MATCH];

/// What has been typed and chosen in the forms (kept while the window is open).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OnlineForms {
    /// The port as typed.
    pub port: String,
    /// Whether other computers may connect.
    pub open: bool,
    /// The points that win the match.
    pub match_to: u32,
    /// The host's colour.
    pub colour: Colour,
    /// White's and Black's names.
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
        let name = |colour| tr!("online-default-name", colour = words::colour(colour));
        OnlineForms {
            port: game_shell::online::DEFAULT_PORT.to_string(),
            open: true,
            match_to: 1,
            colour: Colour::White,
            names: [name(Colour::White), name(Colour::Black)],
            opponent: Opponent::Remote,
            stand_in: None,
            join: JoinFields::new(&name(Colour::Black)),
        }
    }

    /// The host's request as entered.
    #[must_use]
    pub fn host_request(&self) -> HostRequest {
        HostRequest {
            port: self.port.clone(),
            open: self.open,
            match_to: self.match_to,
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
        ui.label(tr!("online-server-decides"));
        ui.add_space(6.0);
        ui.horizontal(|ui| {
            ui.label(tr!("online-your-colour"));
            for colour in Colour::ALL {
                ui.radio_value(&mut self.colour, colour, words::colour(colour));
            }
        });
        egui::Grid::new("online-seats")
            .num_columns(3)
            .spacing([10.0, 8.0])
            .show(ui, |ui| {
                for colour in Colour::ALL {
                    let named = words::colour(colour);
                    let label = ui.label(tr!("online-name-of", colour = named.as_str()));
                    ui.add_sized(
                        [160.0, 22.0],
                        egui::TextEdit::singleline(&mut self.names[colour.index()]),
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
            ui.label(tr!("match-to"));
            egui::ComboBox::from_id_salt("online-match-to")
                .selected_text(words::match_length(Some(self.match_to)))
                .show_ui(ui, |ui| {
                    for length in MATCH_LENGTHS {
                        let text = words::match_length(Some(length));
                        ui.selectable_value(&mut self.match_to, length, text);
                    }
                })
                .response
                .accessible_name(tr!("match-to"));
        });
        stand_in_field(ui, &mut self.stand_in, LEVELS, |level| {
            words::player(Player::Computer(level))
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

/// A person who joins, or the server's computer at one of its levels.
fn opponent_ui(ui: &mut Ui, colour: &str, choice: &mut Opponent) {
    let text = |choice: Opponent| match choice {
        Opponent::Remote => tr!("shell-online-seat-remote"),
        Opponent::Computer(level) => words::player(Player::Computer(level)),
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

/// The match's title: "Match to 5 points", or "One game" for a match to 1 point.
fn match_title(series: nardy_core::Match) -> String {
    if series.length() == Some(1) {
        tr!("online-one-game")
    } else {
        words::match_title(series)
    }
}

/// Who sits in the seat of `colour`, as the lobby and the side panel say it.
fn who(room: &OnlineRoom, colour: Colour) -> Option<SeatWho> {
    let seat = colour.index();
    let info = room.seats().get(seat)?;
    Some(SeatWho::of(info, room.seat() == Some(seat), |level| {
        words::level(level.0)
    }))
}

/// Draws the lobby of `room` (or the way into it).
pub fn lobby_ui(ui: &mut Ui, room: &OnlineRoom) -> Vec<Action> {
    let seats = Colour::ALL
        .into_iter()
        .filter_map(|colour| {
            Some(SeatLine {
                role: words::colour(colour),
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
    let mut actions = Vec::new();
    match game_shell::online::lobby(ui, &lobby) {
        Some(FormAnswer::Go) => actions.push(Action::Online(OnlineAction::Start)),
        Some(FormAnswer::Back) => actions.push(Action::Online(OnlineAction::Leave)),
        None => {}
    }
    if room.phase() == Phase::Lobby {
        // What the host chose, under the seats, in a frame of the lobby's width.
        ui.add_space(8.0);
        form_frame(ui, |ui| {
            ui.label(RichText::new(match_title(room.series())).strong());
            ui.label(tr!("online-server-decides"));
        });
    }
    actions
}

/// The side panel of a room's match: whose turn (or the end), the room and its connection,
/// what this window plays, the server's dice (click them to ask for the roll), the turn's
/// buttons and Leave, the hint, the server's refusal, the end of the last game, the match
/// score the room keeps with each seat's player (and the stand-in computer), the moves.
pub fn side_ui(ui: &mut Ui, room: &OnlineRoom) -> Vec<Action> {
    let mut actions = Vec::new();
    ui.style_mut().wrap_mode = Some(TextWrapMode::Wrap);
    let Some(session) = room.session() else {
        return actions;
    };
    let game = session.game();
    let mover = game.to_move();
    let series = room.series();
    ui.add_space(6.0);
    ui.horizontal(|ui| {
        let colour = series
            .winner()
            .or(game.outcome().map(|o| o.winner))
            .unwrap_or(mover);
        let (rect, response) = ui.allocate_exact_size(egui::vec2(26.0, 26.0), egui::Sense::hover());
        let label = words::checker(colour);
        response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, &label));
        draw_checker(ui.painter(), rect.center(), 12.0, colour);
        let text = if room.phase() == Phase::Over {
            words::match_state(series)
        } else {
            let name = room.name(mover).unwrap_or_default();
            tr!("online-to-move", colour = words::key(mover), name = name)
        };
        ui.add(egui::Label::new(RichText::new(text).heading()).wrap());
    });
    ui.add_space(4.0);
    let problem = room.problem().map(words::online_problem);
    connection_line(ui, room.code(), room.state(), problem.as_deref());
    ui.add_space(4.0);
    match room.colour() {
        _ if room.watching() => {
            ui.label(tr!("shell-online-watching"));
        }
        Some(colour) => {
            ui.label(tr!("online-you-play", colour = words::colour(colour)));
            if room.phase() == Phase::Playing {
                if room.my_turn() && !room.rolled() {
                    ui.label(RichText::new(tr!("online-your-roll")).strong());
                } else if room.my_turn() {
                    ui.label(RichText::new(tr!("online-your-move")).strong());
                } else {
                    let name = room.name(colour.opponent()).unwrap_or_default();
                    ui.label(tr!("online-waiting-for-move", name = name));
                }
            }
        }
        None => {}
    }
    ui.separator();
    let mine = room.my_turn() && room.phase() == Phase::Playing;
    if super::side::dice(ui, game.turn()) && mine {
        actions.push(Action::Play(Move::Roll));
    }
    ui.label(RichText::new(tr!("online-server-rolls")).small());
    ui.add_space(6.0);
    let rolled = room.rolled();
    ui.horizontal_wrapped(|ui| {
        for (key, enabled, mv) in [
            ("button-roll", !rolled, Move::Roll),
            ("button-end", rolled, Move::EndTurn),
            ("button-undo", rolled, Move::Undo),
            ("button-hint", rolled, Move::Hint),
        ] {
            if ui
                .add_enabled(
                    mine && enabled,
                    egui::Button::new(crate::i18n::text(key, None)),
                )
                .clicked()
            {
                actions.push(Action::Play(mv));
            }
        }
        if game_shell::online::leave_button(ui) {
            actions.push(Action::Online(OnlineAction::Leave));
        }
    });
    if let Some(steps) = room.hint().filter(|_| room.my_turn()) {
        ui.add_space(6.0);
        let text = tr!("online-hint", steps = words::steps(&steps));
        ui.add(egui::Label::new(RichText::new(text).color(super::side::MESSAGE)).wrap());
    }
    let refused = room
        .refusal()
        .map(words::server_refusal)
        .or_else(|| room.not_sent().map(words::game_error));
    if let Some(text) = refused {
        ui.add_space(6.0);
        ui.add(egui::Label::new(RichText::new(text).color(ui.visuals().warn_fg_color)).wrap());
    }
    if let Some(end) = room.last_end() {
        ui.add_space(6.0);
        let text = tr!(
            "online-game-ended",
            game = end.game,
            result = words::outcome(end.result)
        );
        ui.add(egui::Label::new(RichText::new(text).strong()).wrap());
    }
    ui.separator();
    ui.label(RichText::new(match_title(series)).strong());
    if series.length().is_some_and(|length| length > 1) {
        ui.label(tr!("online-game-number", game = room.game_number()));
    }
    let position = game.position();
    for c in Colour::ALL {
        ui.horizontal(|ui| {
            let (rect, _) = ui.allocate_exact_size(egui::vec2(16.0, 16.0), egui::Sense::hover());
            draw_checker(ui.painter(), rect.center(), 7.0, c);
            let name = room.name(c).unwrap_or_default();
            let seat = who(room, c).map(|who| who.words()).unwrap_or_default();
            let line = tr!(
                "online-match-line",
                colour = words::colour(c),
                name = name,
                seat = seat,
                score = series.score()[c.index()]
            );
            ui.add(egui::Label::new(line).wrap());
        });
        if let Some(info) = room.seats().get(c.index())
            && info.stand_in
        {
            let name = room.name(c).unwrap_or_default();
            ui.colored_label(WARNING, tr!("online-stand-in-plays", name = name));
        }
        ui.label(words::pips_line(c, position.pip_count(c), position.off(c)));
    }
    ui.separator();
    super::side::history(ui, &room.turns());
    actions
}
