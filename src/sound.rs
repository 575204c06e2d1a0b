//! Which moments of a game make a sound: a tile placed (a person's or the computer's) taps,
//! a turn that ends chimes, and the end of the game plays a short chord. The sounds and their
//! playing are the frame's ([`game_shell::sound`]); the app asks [`tone`] at the one place every
//! outcome passes, on the local screen and online alike.

use game_shell::sound::Tone;

use crate::session::Outcome;

/// The sound `outcome` makes, if any.
#[must_use]
pub fn tone(outcome: &Outcome) -> Option<Tone> {
    match outcome {
        Outcome::Placed { .. } => Some(Tone::Tap),
        Outcome::TurnEnded(summary) if summary.game_over => Some(Tone::Fanfare),
        Outcome::TurnEnded(_) => Some(Tone::Chime),
        _ => None,
    }
}
