//! A room's lobby: the frame's ([`game_shell::online::lobby`]: the room code, for the host
//! the port and the address to tell friends, the seats and who is there, the connection, the
//! host's Start button), given LoopIt's seats — numbered 1 to 4, a computer named by its level.

use game_shell::online::{FormAnswer, Lobby, SeatLine, SeatWho};

use super::words;
use crate::action::{Action, OnlineAction};
use crate::online::{OnlineRoom, Phase};

/// Draws the lobby of `room` (or the way into it).
pub fn ui(ui: &mut egui::Ui, room: &OnlineRoom) -> Vec<Action> {
    let seats = room
        .seats()
        .iter()
        .enumerate()
        .map(|(seat, info)| SeatLine {
            role: format!("{}.", seat + 1),
            name: info.setup.name.clone(),
            who: SeatWho::of(info, room.seat() == Some(seat), |level| {
                crate::words::level_name(level.0)
            }),
        })
        .collect();
    let host_name = room
        .host_seat()
        .and_then(|seat| room.seats().get(seat))
        .map(|info| info.setup.name.clone())
        .unwrap_or_default();
    let problem = room
        .problem()
        .map(words::problem)
        .or_else(|| room.refusal().map(words::refusal));
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
