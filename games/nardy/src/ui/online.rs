//! The online screens (Game ▸ Play online): the host form (your colour, who plays the other:
//! a person who joins or the server's computer, the match length, the port, who may connect,
//! the stand-in), the join and watch forms and the lobby (game-shell's,
//! [`game_shell::online`]), and the side panel of a room's match with the connection line
//! always on it. The board is the one of a game at this window ([`super::board`]), drawn from
//! the room's picture.

use egui::{RichText, TextWrapMode, Ui};
use game_shell::online::{
    FormKind, GameRoom, Lobby, Phase, SeatWho, SeatWords, TwoSeatForms, WARNING, form_frame,
    lobby_step, seat_lines,
};
use nardy_core::{Colour, Level, MAX_MATCH, Player};
use nardy_online::{Options, colour_of};

use super::paint::draw_checker;
use crate::action::Action;
use crate::i18n::tr;
use crate::online::{HostRequest, OnlineAction, OnlineRoom};
use crate::session::{Move, Session};
use crate::words;
use game_shell::frame::Shell;

/// The levels offered for a computer seat and a stand-in.
const LEVELS: [Level; 3] = Level::ALL;

/// The match lengths the host form offers (1: a single game).
const MATCH_LENGTHS: [u32; 6] = [1, 3, 5, 7, 11, MAX_MATCH];

/// What has been typed and chosen in the forms (kept while the window is open): the frame's
/// two-seat forms, with the match's length.
pub type OnlineForms = TwoSeatForms<Level, Options>;

/// The game's forms and lobby in the frame's online screen.
impl game_shell::frame::Forms<HostRequest, OnlineRoom> for OnlineForms {
    /// The forms as they first open, with names in the window's language: a single game.
    fn fresh() -> OnlineForms {
        TwoSeatForms::new(
            |seat| words::colour(colour_of(seat)),
            Options { match_to: 1 },
        )
    }

    fn ui(&mut self, ui: &mut Ui, kind: FormKind, problem: Option<&str>) -> Option<OnlineAction> {
        let words = SeatWords {
            side: &|seat| words::colour(colour_of(seat)),
            levels: &LEVELS,
            computer: &|level| words::player(Player::Computer(level)),
        };
        let match_ui = |ui: &mut Ui, options: &mut Options| {
            ui.label(tr!("online-server-decides"));
            ui.add_space(6.0);
            ui.horizontal(|ui| {
                ui.label(tr!("match-to"));
                egui::ComboBox::from_id_salt("online-match-to")
                    .selected_text(words::match_length(Some(options.match_to)))
                    .show_ui(ui, |ui| {
                        for length in MATCH_LENGTHS {
                            let text = words::match_length(Some(length));
                            ui.selectable_value(&mut options.match_to, length, text);
                        }
                    })
                    .response
                    .accessible_name(tr!("match-to"));
            });
        };
        self.form_ui(ui, kind, problem, &words, match_ui)
    }

    fn lobby_ui(ui: &mut Ui, room: &OnlineRoom) -> Option<OnlineAction> {
        let role = |seat| words::colour(nardy_online::colour_of(seat));
        let lobby = Lobby::of(room, role, words::level, words::online_refusal);
        let step = lobby_step(ui, &lobby);
        if room.phase() == Phase::Lobby {
            // What the host chose, under the seats, in a frame of the lobby's width.
            ui.add_space(8.0);
            form_frame(ui, |ui| {
                ui.label(RichText::new(match_title(room.series())).strong());
                ui.label(tr!("online-server-decides"));
            });
        }
        step
    }
}

/// The match's title: "Match to 5 points", or "One game" for a match to 1 point.
fn match_title(series: nardy_core::Match) -> String {
    if series.length() == Some(1) {
        tr!("online-one-game")
    } else {
        words::match_title(series)
    }
}

/// The side panel of a room's match: whose turn (or the end), the room and its connection,
/// what this window plays, the server's dice (click them to ask for the roll), the turn's
/// buttons and Leave, the hint, the server's refusal, the end of the last game, the match
/// score the room keeps with each seat's player (and the stand-in computer), the moves;
/// `session` is the room's picture of the match.
pub fn side_ui(ui: &mut Ui, room: &OnlineRoom, session: &Session) -> Vec<Action> {
    let mut actions = Vec::new();
    ui.style_mut().wrap_mode = Some(TextWrapMode::Wrap);
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
            let name = room.colour_name(mover).unwrap_or_default();
            tr!("online-to-move", colour = words::key(mover), name = name)
        };
        ui.add(egui::Label::new(RichText::new(text).heading()).wrap());
    });
    ui.add_space(4.0);
    let problem = room.problem().map(words::online_problem);
    let side = |seat| words::colour(colour_of(seat));
    let roll = (!room.rolled()).then(|| tr!("online-your-roll"));
    seat_lines(ui, room.room(), problem.as_deref(), side, roll);
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
        if let Some(step) = game_shell::online::leave_step(ui, room) {
            actions.push(Action::Shell(Shell::Online(step)));
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
            let name = room.colour_name(c).unwrap_or_default();
            let who = SeatWho::at(room, c.index(), words::level);
            let seat = who.map(|who| who.words()).unwrap_or_default();
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
            let name = room.colour_name(c).unwrap_or_default();
            ui.colored_label(WARNING, tr!("online-stand-in-plays", name = name));
        }
        ui.label(words::pips_line(c, position.pip_count(c), position.off(c)));
    }
    ui.separator();
    let _ = super::side::history(ui, &room.turns(), None);
    actions
}
