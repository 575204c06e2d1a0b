//! The lobby (the code, the address to tell, the seats and who is there, the host's Start
//! button) and the connection line always on the game screen.

use egui::{RichText, Ui};
use netplay::{ClientGame, ConnectionState, Phase, RoomCode};

use super::forms::{FormAnswer, WARNING, form_frame};
use super::hosted::HostedServer;
use super::request::OnlineAction;
use super::room::Room;
use super::words::{connection_words, problem_words, refusal_words};
use crate::i18n::shell_tr;

/// Who sits in a seat of the lobby, as the list shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SeatWho {
    /// The computer at this level (its name in the game's words).
    Computer(String),
    /// The person at this window.
    You,
    /// A person, here now.
    Connected,
    /// A person who joined and is away.
    Away,
    /// Nobody yet.
    Free,
}

impl SeatWho {
    /// Who sits in `info`'s seat; `mine`: it is this window's; `level` names a computer's level.
    #[must_use]
    pub fn of<L: Copy>(
        info: &netplay::SeatInfo<L>,
        mine: bool,
        level: impl Fn(L) -> String,
    ) -> SeatWho {
        match info.setup.kind {
            netplay::SeatKind::Computer(l) => SeatWho::Computer(level(l)),
            netplay::SeatKind::Person if mine => SeatWho::You,
            netplay::SeatKind::Person if info.connected > 0 => SeatWho::Connected,
            netplay::SeatKind::Person if info.taken => SeatWho::Away,
            netplay::SeatKind::Person => SeatWho::Free,
        }
    }

    /// Who sits in `room`'s `seat`, if it has one; `level` names a computer's level.
    #[must_use]
    pub fn at<G: ClientGame>(
        room: &Room<G>,
        seat: usize,
        level: impl Fn(G::Level) -> String,
    ) -> Option<SeatWho> {
        let info = room.seats().get(seat)?;
        Some(SeatWho::of(info, room.seat() == Some(seat), level))
    }

    /// In words.
    #[must_use]
    pub fn words(&self) -> String {
        match self {
            SeatWho::Computer(level) => {
                shell_tr!("shell-online-seat-computer", level = level.as_str())
            }
            SeatWho::You => shell_tr!("shell-online-seat-you"),
            SeatWho::Connected => shell_tr!("shell-online-seat-connected"),
            SeatWho::Away => shell_tr!("shell-online-seat-away"),
            SeatWho::Free => shell_tr!("shell-online-seat-free"),
        }
    }
}

/// One line of the lobby's seats: what the seat is in the game (a colour), its name, who.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatLine {
    /// The seat in the game's words ("Yellow", "White").
    pub role: String,
    /// The seat's name.
    pub name: String,
    /// Who sits there.
    pub who: SeatWho,
}

/// What the lobby shows.
#[derive(Clone, Debug)]
pub struct Lobby<'a, R> {
    /// This window watches.
    pub watching: bool,
    /// The room's code, once known.
    pub code: Option<&'a RoomCode>,
    /// The server this window runs, when it hosts.
    pub server: Option<&'a HostedServer>,
    /// The connection.
    pub state: &'a ConnectionState<R>,
    /// Not in the room yet.
    pub entering: bool,
    /// The seats.
    pub seats: Vec<SeatLine>,
    /// This window may start the game.
    pub may_start: bool,
    /// The name of the player who starts it.
    pub host_name: String,
    /// Why the last thing asked was refused, or why the room was left, in words.
    pub problem: Option<String>,
    /// Leaving asks first whether to keep the seat ([`Room::asks_before_leaving`]).
    pub asks_before_leaving: bool,
}

impl<'a, R> Lobby<'a, R> {
    /// The lobby of `room`: each seat's part in the game in the game's words (`role`), a
    /// computer's level by `level`; why the room was left, or else why the last thing asked
    /// was refused, in words, the game's own refusals worded by `refusal`.
    pub fn of<G: ClientGame<Refusal = R>>(
        room: &'a Room<G>,
        role: impl Fn(usize) -> String,
        level: impl Fn(G::Level) -> String,
        refusal: impl Fn(&R) -> String,
    ) -> Lobby<'a, R> {
        let problem = room
            .problem()
            .map(|problem| problem_words(problem, &refusal));
        let problem = problem.or_else(|| room.refusal().map(|why| refusal_words(why, &refusal)));
        let seats = room
            .seats()
            .iter()
            .enumerate()
            .map(|(seat, info)| SeatLine {
                role: role(seat),
                name: info.setup.name.clone(),
                who: SeatWho::of(info, room.seat() == Some(seat), &level),
            })
            .collect();
        let host_name = room
            .host_seat()
            .and_then(|seat| room.name(seat))
            .unwrap_or_default()
            .to_owned();
        Lobby {
            watching: room.watching(),
            code: room.code(),
            server: room.server(),
            state: room.state(),
            entering: room.phase() == Phase::Entering,
            seats,
            may_start: room.may_start(),
            host_name,
            problem,
            asks_before_leaving: room.asks_before_leaving(),
        }
    }
}

/// Draws the lobby (or the way into it): Start (the host) or Leave.
pub fn lobby<R: Clone>(ui: &mut Ui, lobby: &Lobby<'_, R>) -> Option<FormAnswer> {
    let mut answer = None;
    form_frame(ui, |ui| {
        ui.heading(if lobby.watching {
            shell_tr!("shell-online-watch-lobby-title")
        } else {
            shell_tr!("shell-online-lobby-title")
        });
        if let Some(code) = lobby.code {
            ui.label(
                RichText::new(shell_tr!("shell-online-room-code", code = code.grouped()))
                    .size(22.0)
                    .strong(),
            );
        }
        if let Some(server) = lobby.server {
            where_to_join(ui, server);
        }
        ui.label(connection_words(lobby.state));
        ui.add_space(8.0);
        if lobby.entering {
            if lobby.problem.is_none() {
                // No spinner: the window repaints when the client brings something.
                ui.label(shell_tr!("shell-online-entering"));
            }
        } else {
            ui.label(RichText::new(shell_tr!("shell-online-seats")).strong());
            egui::Grid::new("online-lobby-seats")
                .num_columns(3)
                .spacing([14.0, 6.0])
                .striped(true)
                .show(ui, |ui| {
                    for seat in &lobby.seats {
                        ui.label(&seat.role);
                        ui.label(&seat.name);
                        ui.label(seat.who.words());
                        ui.end_row();
                    }
                });
            ui.add_space(8.0);
            let waiting = lobby
                .seats
                .iter()
                .filter(|seat| seat.who == SeatWho::Free)
                .count();
            if lobby.may_start {
                // Always one line here, so that the Start button stays where it is when the
                // last player comes in.
                if waiting > 0 {
                    ui.label(shell_tr!("shell-online-waiting-for", count = waiting));
                } else {
                    ui.label(shell_tr!("shell-online-everyone-here"));
                }
                if ui
                    .button(RichText::new(shell_tr!("shell-online-start")).strong())
                    .clicked()
                {
                    answer = Some(FormAnswer::Go);
                }
            } else {
                ui.label(shell_tr!(
                    "shell-online-host-starts",
                    name = lobby.host_name.as_str()
                ));
            }
        }
        if let Some(problem) = &lobby.problem {
            ui.colored_label(WARNING, problem);
        }
        ui.add_space(8.0);
        match leave(ui, lobby.asks_before_leaving) {
            Some(Leaving::KeepSeat) => answer = Some(FormAnswer::Back),
            Some(Leaving::GiveUp) => answer = Some(FormAnswer::GiveUp),
            None => {}
        }
    });
    answer
}

/// Draws the lobby (or the way into it): the step asked for, starting the game (the host) or
/// leaving the room.
pub fn lobby_step<R: Clone, H>(ui: &mut Ui, lobby: &Lobby<'_, R>) -> Option<OnlineAction<H>> {
    match self::lobby(ui, lobby)? {
        FormAnswer::Go => Some(OnlineAction::Start),
        FormAnswer::Back => Some(OnlineAction::Leave),
        FormAnswer::GiveUp => Some(OnlineAction::GiveUp),
    }
}

/// The host's lines: the port and the address to tell friends (or that only this computer
/// can join).
fn where_to_join(ui: &mut Ui, server: &HostedServer) {
    ui.label(shell_tr!(
        "shell-online-hosting-port",
        port = server.port().to_string()
    ));
    match (server.is_open(), server.address()) {
        (true, Some(ip)) => {
            ui.label(shell_tr!(
                "shell-online-tell-friends",
                address = format!("{ip}:{}", server.port())
            ));
        }
        (true, None) => {
            ui.label(shell_tr!("shell-online-no-network"));
        }
        (false, _) => {
            ui.label(shell_tr!("shell-online-this-computer-only"));
        }
    }
}

/// The room and the connection, always on the game screen: "Room ABC234", then connected /
/// reconnecting / the latency (in the warning colour unless connected), then `problem`.
pub fn connection_line<G: ClientGame>(ui: &mut Ui, room: &Room<G>, problem: Option<&str>) {
    let (state, lost) = (room.state(), room.lost());
    let code = room.code().map(RoomCode::grouped).unwrap_or_default();
    ui.label(RichText::new(shell_tr!("shell-online-room-short", code = code.as_str())).strong());
    let colour = match state {
        ConnectionState::Connected { .. } => ui.visuals().text_color(),
        _ => WARNING,
    };
    ui.colored_label(colour, connection_words(state));
    if let Some(moves) = lost {
        ui.colored_label(WARNING, shell_tr!("shell-online-lost-moves", moves = moves));
    }
    if let Some(problem) = problem {
        ui.colored_label(WARNING, problem);
    }
}

/// The Leave the room button.
pub fn leave_button(ui: &mut Ui) -> bool {
    ui.button(shell_tr!("shell-online-leave")).clicked()
}

/// How the player leaves a room whose seat the window keeps.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Leaving {
    /// The seat stays theirs: they may rejoin; the stand-in, if any, plays meanwhile.
    KeepSeat,
    /// The seat is given up for the next person who joins.
    GiveUp,
}

/// The Leave the room button; with `ask` (the window keeps its seat: [`Room::asks_before_leaving`])
/// a click first asks, in a dialog over the window, whether to keep the seat or give it up
/// (or stay). How the player leaves, once they have said.
fn leave(ui: &mut Ui, ask: bool) -> Option<Leaving> {
    let asking = egui::Id::unique("online-leave-asking");
    let clicked = leave_button(ui);
    if !ask {
        // A question left open when the game ended is not asked later.
        ui.data_mut(|data| data.remove::<bool>(asking));
        return clicked.then_some(Leaving::KeepSeat);
    }
    if clicked {
        ui.data_mut(|data| data.insert_temp(asking, true));
    }
    if !ui.data(|data| data.get_temp::<bool>(asking).unwrap_or(false)) {
        return None;
    }
    let mut chosen = None;
    let mut close = false;
    let modal = egui::Modal::new(asking).show(ui.ctx(), |ui| {
        ui.set_max_width(420.0);
        ui.heading(shell_tr!("shell-online-leave-title"));
        ui.label(shell_tr!("shell-online-leave-question"));
        ui.add_space(8.0);
        ui.vertical(|ui| {
            if ui.button(shell_tr!("shell-online-leave-keep")).clicked() {
                chosen = Some(Leaving::KeepSeat);
            }
            if ui.button(shell_tr!("shell-online-leave-give-up")).clicked() {
                chosen = Some(Leaving::GiveUp);
            }
            if ui.button(shell_tr!("shell-online-leave-stay")).clicked() {
                close = true;
            }
        });
    });
    if chosen.is_some() || close || modal.should_close() {
        ui.data_mut(|data| data.remove::<bool>(asking));
    }
    chosen
}

/// The Leave the room button of `room`'s game screen: leaving at once, or — when the window
/// keeps its seat and the game goes on ([`Room::asks_before_leaving`]) — after asking whether
/// to keep the seat (come back later with Rejoin; the stand-in plays meanwhile) or give it
/// up. The step asked for.
pub fn leave_step<G: ClientGame, H>(ui: &mut Ui, room: &Room<G>) -> Option<OnlineAction<H>> {
    match leave(ui, room.asks_before_leaving())? {
        Leaving::KeepSeat => Some(OnlineAction::Leave),
        Leaving::GiveUp => Some(OnlineAction::GiveUp),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_seat_is_you_here_away_free_or_a_computer() {
        let mut info = netplay::SeatInfo {
            setup: netplay::SeatSetup {
                name: "Zora".to_owned(),
                kind: netplay::SeatKind::<u8>::Person,
            },
            taken: false,
            connected: 0,
            stand_in: false,
        };
        let level = |l: u8| l.to_string();
        assert_eq!(SeatWho::of(&info, false, level), SeatWho::Free);
        info.taken = true;
        assert_eq!(SeatWho::of(&info, false, level), SeatWho::Away);
        info.connected = 1;
        assert_eq!(SeatWho::of(&info, false, level), SeatWho::Connected);
        assert_eq!(SeatWho::of(&info, true, level), SeatWho::You);
        info.setup.kind = netplay::SeatKind::Computer(3);
        assert_eq!(
            SeatWho::of(&info, false, level),
            SeatWho::Computer("3".to_owned())
        );
    }
}
