//! The status line's message in words: the typed [`Notice`] is worded anew, from the
//! catalogs, each time it is shown, so that a message on screen follows a switch of language
//! at once.

use crate::i18n::{text, tr};
use crate::navigation::Notice;
use crate::session::Outcome;
use loopit_core::Game;

/// The notice of what came of a move in `game` (as it is after the move), when there is
/// something to say about it ([`super::outcome`]).
#[must_use]
pub fn move_notice(outcome: &Outcome, game: &Game) -> Option<Notice> {
    super::outcome(outcome, game).map(|_| Notice::Move {
        outcome: outcome.clone(),
        names: game.players().iter().map(|p| p.name.clone()).collect(),
    })
}

/// The status line's message in the language in use.
#[must_use]
pub fn notice(notice: &Notice) -> String {
    match notice {
        Notice::Said(key) => text(key, None),
        Notice::Move { outcome, names } => super::outcome_among(outcome, names).unwrap_or_default(),
        Notice::Hint { points } => tr!("hint-shown", points = *points),
        Notice::Started(name) => tr!("new-game-started", name = name.as_str()),
        Notice::Saved(path) => tr!("saved", file = path.display().to_string()),
        Notice::Loaded(path) => tr!("loaded", file = path.display().to_string()),
        Notice::Tiles(reloaded) => super::tiles_reloaded(reloaded),
        Notice::FreshSettings(written) => super::fresh_settings(written),
        Notice::Settings(warnings) => warnings
            .iter()
            .map(super::settings_warning)
            .collect::<Vec<_>>()
            .join(" "),
    }
}
