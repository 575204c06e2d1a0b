//! The online screens (Game ▸ Play online): the host form (rules, your colour, who plays the
//! other: a person who joins or a computer, the port, who may connect, the stand-in), the
//! join and watch forms and the lobby (game-shell's, [`game_shell::online`]), and the side
//! panel of a room's game with the connection line always on it. The board is the one of a
//! game at this window ([`super::board`]), drawn from the room's picture.

use egui::{RichText, Sense, TextWrapMode, Ui, Vec2};
use game_shell::online::{
    FormKind, GameRoom, Lobby, SeatWho, SeatWords, TwoSeatForms, lobby_step, seat_lines,
};
use reversi_core::{Colour, Level, Move, Rules};
use reversi_online::{Options, colour_of, seat_of};

use super::stone_colour;
use crate::action::Action;
use crate::i18n::tr;
use crate::online::{HostRequest, OnlineAction, OnlineRoom};
use crate::session::Session;
use crate::words;
use game_shell::frame::Shell;

/// The levels offered for a computer seat and a stand-in.
const LEVELS: [Level; 3] = [Level::Random, Level::Greedy, Level::AlphaBeta];

/// What has been typed and chosen in the forms (kept while the window is open): the frame's
/// two-seat forms, with the rules.
pub type OnlineForms = TwoSeatForms<Level, Options>;

/// The game's forms and lobby in the frame's online screen.
impl game_shell::frame::Forms<HostRequest, OnlineRoom> for OnlineForms {
    /// The forms as they first open, with names in the window's language: the document's rules.
    fn fresh() -> OnlineForms {
        let rules = Rules::Document;
        TwoSeatForms::new(
            |seat| words::colour(colour_of(seat), rules),
            Options { rules },
        )
    }

    fn ui(&mut self, ui: &mut Ui, kind: FormKind, problem: Option<&str>) -> Option<OnlineAction> {
        let shown = self.options.rules;
        let words = SeatWords {
            side: &|seat| words::colour(colour_of(seat), shown),
            levels: &LEVELS,
            computer: &|level| words::player(reversi_core::Player::Computer(level)),
        };
        let rules_ui = |ui: &mut Ui, options: &mut Options| {
            ui.add_space(6.0);
            ui.label(RichText::new(tr!("online-rules")).strong());
            for choice in Rules::ALL {
                ui.radio_value(&mut options.rules, choice, words::rules(choice));
            }
        };
        self.form_ui(ui, kind, problem, &words, rules_ui)
    }

    fn lobby_ui(ui: &mut Ui, room: &OnlineRoom) -> Option<OnlineAction> {
        let rules = room.session().map_or(Rules::Document, |s| s.game().rules());
        let role = |seat| words::colour(colour_of(seat), rules);
        let lobby = Lobby::of(room, role, words::level, words::online_refusal);
        lobby_step(ui, &lobby)
    }
}

/// The side panel of a room's game: the status, the room and its connection, whose move,
/// each colour's stones and player, the buttons (Pass when it is the only move, Hint, Leave),
/// the hint, the server's refusal, the last move and the moves; `session` is the room's
/// picture of the game.
pub fn side_ui(ui: &mut Ui, room: &OnlineRoom, session: &Session) -> Vec<Action> {
    let mut actions = Vec::new();
    ui.style_mut().wrap_mode = Some(TextWrapMode::Wrap);
    let game = session.game();
    let position = game.position();
    let rules = game.rules();
    ui.add_space(8.0);
    ui.heading(words::status(position));
    ui.add_space(4.0);
    let problem = room.problem().map(words::online_problem);
    let side = |seat| words::colour(colour_of(seat), rules);
    seat_lines(ui, room.room(), problem.as_deref(), side, None);
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
        let name = room.colour_name(colour).unwrap_or_default();
        let who = SeatWho::at(room, seat_of(colour), words::level);
        let seat = who.map(|who| who.words()).unwrap_or_default();
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
        if let Some(step) = game_shell::online::leave_step(ui, room) {
            actions.push(Action::Shell(Shell::Online(step)));
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
