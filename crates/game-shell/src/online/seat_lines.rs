//! The lines under a room's heading on its game's side panel, the same in every two-seat
//! game: the room and its connection, then what this window is in the room — watching, or the
//! side it plays and, while the game is on, whose move it is.

use egui::{RichText, Ui};
use netplay::ClientGame;

use super::Room;
use crate::i18n::shell_tr;

/// Draws the lines for `room`: the connection line (with `problem`, in words), then "You are
/// watching.", or "You play `side(seat)`." and — while the game is on — "Your move." (or
/// `your_turn`, the game's own words for this window's turn: "Your turn: roll the dice.") or
/// "Waiting for" the player of the other seat.
pub fn seat_lines<G: ClientGame>(
    ui: &mut Ui,
    room: &Room<G>,
    problem: Option<&str>,
    side: impl Fn(usize) -> String,
    your_turn: Option<String>,
) {
    super::connection_line(ui, room, problem);
    ui.add_space(4.0);
    match room.seat() {
        _ if room.watching() => {
            ui.label(shell_tr!("shell-online-watching"));
        }
        Some(seat) => {
            ui.label(shell_tr!("shell-online-you-play", side = side(seat)));
            if room.phase() == netplay::Phase::Playing {
                if room.my_turn() {
                    let text = your_turn.unwrap_or_else(|| shell_tr!("shell-online-your-move"));
                    ui.label(RichText::new(text).strong());
                } else {
                    let other = usize::from(seat == 0);
                    let name = room.name(other).unwrap_or_default();
                    ui.label(shell_tr!("shell-online-waiting-for-move", name = name));
                }
            }
        }
        None => {}
    }
}
