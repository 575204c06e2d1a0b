//! A replay of the game on screen: the board shows the position after each turn of the game's
//! record ([`nardy_core::Game::position_after`]), stepped first / back / forward / last (or to a
//! turn of the move list). The game itself is not touched: leaving the replay shows it as it
//! was, with the dialog that was open (the result of a finished game).

use crate::navigation::Modal;

/// A step through the replay.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ReplayMove {
    /// To where the record begins (Home).
    First,
    /// One turn back (←).
    Back,
    /// One turn forward (→).
    Forward,
    /// To the end of the record: the game as it stands (End).
    Last,
    /// To the position after turn `n` (a click on the move list).
    To(usize),
}

/// Where a replay stands: how many turns of the record are shown played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Replay {
    at: usize,
    turns: usize,
    back: Option<Modal>,
}

impl Replay {
    /// A replay of a record of `turns` turns, from where it begins; `back` is the dialog open
    /// when it started, open again when it is left.
    #[must_use]
    pub const fn new(turns: usize, back: Option<Modal>) -> Replay {
        Replay { at: 0, turns, back }
    }

    /// How many turns are shown played (0: where the record begins).
    #[must_use]
    pub const fn at(&self) -> usize {
        self.at
    }

    /// How many turns the record holds.
    #[must_use]
    pub const fn turns(&self) -> usize {
        self.turns
    }

    /// Steps through the record; a step past either end stays at that end.
    pub fn go(&mut self, mv: ReplayMove) {
        self.at = match mv {
            ReplayMove::First => 0,
            ReplayMove::Back => self.at.saturating_sub(1),
            ReplayMove::Forward => self.at + 1,
            ReplayMove::Last => self.turns,
            ReplayMove::To(n) => n,
        }
        .min(self.turns);
    }

    /// Leaves the replay: the dialog to open again, if one was open.
    #[must_use]
    pub fn leave(self) -> Option<Modal> {
        self.back
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn steps_stay_within_the_record() {
        let mut r = Replay::new(3, None);
        r.go(ReplayMove::Back);
        assert_eq!(r.at(), 0);
        r.go(ReplayMove::Forward);
        r.go(ReplayMove::Forward);
        assert_eq!(r.at(), 2);
        r.go(ReplayMove::Last);
        r.go(ReplayMove::Forward);
        assert_eq!(r.at(), 3);
        r.go(ReplayMove::To(9));
        assert_eq!(r.at(), 3);
        r.go(ReplayMove::To(1));
        assert_eq!(r.at(), 1);
        r.go(ReplayMove::First);
        assert_eq!(r.at(), 0);
    }
}
