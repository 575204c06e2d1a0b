//! A room's lobby: the frame's ([`game_shell::online::lobby`]: the room code, for the host
//! the port and the address to tell friends, the seats and who is there, the connection, the
//! host's Start button), given LoopIt's seats — numbered 1 to 4, a computer named by its level.

use game_shell::online::{Lobby, lobby_step};

use super::words;
use crate::online::{OnlineAction, OnlineRoom};

/// Draws the lobby of `room` (or the way into it).
pub fn ui(ui: &mut egui::Ui, room: &OnlineRoom) -> Option<OnlineAction> {
    let role = |seat: usize| format!("{}.", seat + 1);
    let lobby = Lobby::of(room, role, crate::words::level_name, words::game_refusal);
    lobby_step(ui, &lobby)
}
