//! What the views draw: a small read-only picture of one position — the board, this turn's
//! tiles and the bank (all the core's [`Game`]), the last turn's tiles, what is picked up or
//! marked, a turn to highlight and a hint. A [`Scene`] is made for each frame from the game
//! being played ([`Scene::of_session`]) or from a position of a replay or a review
//! ([`Scene::of_position`]); the board, the bank and the scores draw from it and from nothing
//! else, so a position can be shown without a [`Session`] around it.

use loopit_core::{Game, Placements};

/// The hint a scene shows (also named here for the online room, which takes it from the scene).
pub use crate::hint::Hint;
use crate::motion::Motion;
use crate::session::{RecentTurns, Session, recent_turns};

/// One position as the views draw it.
#[derive(Copy, Clone, Debug)]
pub struct Scene<'a> {
    /// The position: the board, this turn's tiles (`placed`), the bank, the players and their
    /// scores.
    pub game: &'a Game,
    /// The turns ended since the player to move last played (the last turn alone with two
    /// players), outlined with their points in their seats' colours.
    pub recent_turns: RecentTurns,
    /// The bank slot of the picked-up tile.
    pub selected: Option<usize>,
    /// The bank slot marked for the cheat swap.
    pub cheat_slot: Option<usize>,
    /// The placements of a turn the player points at in the log.
    pub highlight: Option<Placements>,
    /// A hint to show as ghost tiles, numbered in the order to place them.
    pub hint: Option<&'a Hint>,
    /// How many hints each seat has taken (none for a position of a replay or a review).
    pub hints_taken: &'a [u32],
    /// What is on its way on screen (the game being played only): a tile not yet landed is
    /// left out where it is going, a score counts up.
    pub motion: Option<&'a Motion>,
    /// The guided first game's rings: the bank slot and the cell to use now.
    pub guide: Option<&'a crate::guide::Marks>,
}

impl<'a> Scene<'a> {
    /// The game being played, as its session keeps it: the picked-up tile, the cheat mark and
    /// the hints taken.
    #[must_use]
    pub fn of_session(session: &'a Session) -> Scene<'a> {
        Scene {
            selected: session.selected(),
            cheat_slot: session.cheat_slot(),
            hints_taken: session.hints(),
            ..Scene::of_position(session.game())
        }
    }

    /// A position of a replay or a review: nothing picked up or marked; the recent turns are
    /// those its history ended since the player to move last played.
    #[must_use]
    pub fn of_position(game: &'a Game) -> Scene<'a> {
        Scene {
            game,
            recent_turns: recent_turns(game),
            selected: None,
            cheat_slot: None,
            highlight: None,
            hint: None,
            hints_taken: &[],
            motion: None,
            guide: None,
        }
    }

    /// The same scene with `hint` shown.
    #[must_use]
    pub fn with_hint(self, hint: Option<&'a Hint>) -> Scene<'a> {
        Scene { hint, ..self }
    }

    /// The same scene with what is on its way.
    #[must_use]
    pub fn with_motion(self, motion: &'a Motion) -> Scene<'a> {
        Scene {
            motion: Some(motion),
            ..self
        }
    }

    /// The same scene with the guide's rings.
    #[must_use]
    pub fn with_guide(self, guide: Option<&'a crate::guide::Marks>) -> Scene<'a> {
        Scene { guide, ..self }
    }

    /// The same scene with the placements of a turn highlighted.
    #[must_use]
    pub fn with_highlight(self, highlight: Option<Placements>) -> Scene<'a> {
        Scene { highlight, ..self }
    }
}
