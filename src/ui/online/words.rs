//! The online screens' typed values in words: the protocol's and the connection's are the
//! frame's ([`game_shell::online::problem_words`], [`game_shell::online::refusal_words`]);
//! LoopIt's own refusals (not your turn, a placement, cheating in a room without) are worded
//! here.

use loopit_online::{LoopIt, Refusal as GameRefusal};

use crate::i18n::tr;

game_shell::online_words!(LoopIt, game_refusal);

/// Why LoopIt's game on the server refused what this window asked.
#[must_use]
pub fn game_refusal(refusal: &GameRefusal) -> String {
    match refusal {
        GameRefusal::NotYourTurn { .. } => tr!("online-refused-turn"),
        GameRefusal::Place { .. } => tr!("online-refused-place"),
        GameRefusal::NothingToTakeBack { .. } => tr!("online-refused-take-back"),
        GameRefusal::CheatsOff | GameRefusal::CannotSwap { .. } => {
            tr!("online-refused-cheat")
        }
        GameRefusal::PlayerCount { count } => tr!("player-count", count = *count),
        GameRefusal::BadName { seat } => tr!("online-refused-name", seat = *seat + 1),
    }
}
