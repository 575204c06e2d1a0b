//! A match: games played one after another, each won game adding its points (1, or 2 for a
//! mars) to the winner's score, until one player has the points agreed at the start — or on
//! without end, when no length was agreed.

use crate::position::{Colour, Outcome};

/// The highest match score a save may hold for a colour: far more than any session plays
/// (a game is worth 1 or 2), so that adding a game's points can never overflow.
pub const MAX_SCORE: u32 = 100_000;

/// The longest match that may be agreed, in points.
pub const MAX_MATCH: u32 = 99;

/// A match's length and score.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Match {
    length: Option<u32>,
    score: [u32; 2],
}

impl Match {
    /// A match to `length` points (`None`: without end), 0–0. A length of 0 is read as 1,
    /// and one above [`MAX_MATCH`] as [`MAX_MATCH`].
    #[must_use]
    pub fn new(length: Option<u32>) -> Match {
        Match::resumed(length, [0, 0])
    }

    /// A match to `length` points standing at `score` (White first), each score at most
    /// [`MAX_SCORE`].
    #[must_use]
    pub fn resumed(length: Option<u32>, score: [u32; 2]) -> Match {
        Match {
            length: length.map(|n| n.clamp(1, MAX_MATCH)),
            score: score.map(|s| s.min(MAX_SCORE)),
        }
    }

    /// The points that win it (`None`: it goes on without end).
    #[must_use]
    pub const fn length(&self) -> Option<u32> {
        self.length
    }

    /// The score, White first.
    #[must_use]
    pub const fn score(&self) -> [u32; 2] {
        self.score
    }

    /// Adds a game's result: its points go to the winner (never past [`MAX_SCORE`]).
    pub fn add(&mut self, outcome: Outcome) {
        let score = &mut self.score[outcome.winner.index()];
        *score = score.saturating_add(outcome.points()).min(MAX_SCORE);
    }

    /// Who has won the match: the first to reach its length.
    #[must_use]
    pub fn winner(&self) -> Option<Colour> {
        let length = self.length?;
        Colour::ALL
            .into_iter()
            .find(|c| self.score[c.index()] >= length)
    }

    /// Whether the match is won.
    #[must_use]
    pub fn is_over(&self) -> bool {
        self.winner().is_some()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_to_reach_the_length_wins_and_a_mars_counts_two() {
        let mut m = Match::new(Some(3));
        m.add(Outcome {
            winner: Colour::Black,
            mars: true,
        });
        assert_eq!((m.score(), m.winner()), ([0, 2], None));
        m.add(Outcome {
            winner: Colour::White,
            mars: false,
        });
        assert_eq!(m.winner(), None);
        m.add(Outcome {
            winner: Colour::Black,
            mars: false,
        });
        assert_eq!((m.score(), m.winner()), ([1, 3], Some(Colour::Black)));
        // Without a length, nobody ever wins the match; the score stops at its bound.
        let mut endless = Match::resumed(None, [MAX_SCORE, 0]);
        endless.add(Outcome {
            winner: Colour::White,
            mars: true,
        });
        assert_eq!((endless.score(), endless.winner()), ([MAX_SCORE, 0], None));
    }
}
