//! The Expert's tuning: the numbers of its search that self-play chose, as one value.
//!
//! They were constants of the Expert's code, and every experiment that tried another value
//! changed the code on a branch nobody could rerun. As a [`Tuning`] they are data: the level
//! plays [`Tuning::DEFAULT`], and the tuning harness (the core's `selfplay` example) takes
//! `name=value` words ([`Tuning::set`]) to play the same games with other numbers, so that
//! every experiment the README reports can be repeated with one command.
//!
//! The numbers are whole (hundredths where a fraction is meant), so that a tuning compares
//! exactly and the same tuning, budget and seed give the same turns everywhere.

use std::fmt;

/// The numbers of the Expert's search. [`Tuning::DEFAULT`] is what the Expert level plays;
/// what each number does, and what else was tried, is said at each field.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Tuning {
    /// How much the next player's reply counts against the Expert's own points in a game of
    /// two, in hundredths (80: a point of reply costs 0.8 of the Expert's own). With more
    /// players, this times that player's share of the threat to the Expert's win.
    /// Self-play (README, "The Expert's strength"): 60, 70, 90 and 100 were no better than
    /// 80 (90 lost 3.0 ± 2.5 points of wins over the same 500 games).
    pub reply_weight: u32,
    /// With this many tiles or fewer left to draw (bag and bank), the Expert plays each
    /// candidate out to the end of the game instead of weighing the next player's reply.
    /// 8, 12, 16, 30 and 36 were no better than 24.
    pub endgame_tiles: u32,
    /// What winning the game is worth in the endgame's play-outs, in points beyond the margin
    /// (half for a shared first place). 15 and 150 were no better than 40.
    pub win_bonus: u32,
    /// How many replies of the budget one play-out per candidate costs, roughly: the budget's
    /// replies divided by this is the number of play-outs (at most the budget's samples).
    /// 25 gives 48 at the default budget. Fewer lose (16, from 75, won 7 points less of the
    /// games); more (144, past the budget's samples) won no more.
    pub replies_per_playout: u32,
    /// Banks sampled (or play-outs run) for every remaining candidate before the weaker third
    /// is dropped (at least 1).
    pub round: u32,
    /// How many candidates are kept to the last round (at least 1).
    pub finalists: u32,
    /// How many of the best turns of each shorter length are weighed besides the best turns.
    pub shorter: u32,
    /// With more than two players, how the threat of the other players is spread over their
    /// projected scores: the softmax's temperature in points with one turn left each (it grows
    /// with the square root of the turns left). 30 was no better than 10.
    pub rival_spread: u32,
}

impl Tuning {
    /// The tuning the Expert level plays.
    pub const DEFAULT: Tuning = Tuning {
        reply_weight: 80,
        endgame_tiles: 24,
        win_bonus: 40,
        replies_per_playout: 25,
        round: 4,
        finalists: 3,
        shorter: 2,
        rival_spread: 10,
    };

    /// The largest value any number takes (a tuning past it says nothing a smaller one does
    /// not, and keeps the search's arithmetic far from overflowing).
    pub const MAX: u32 = 100_000;

    /// Sets one number from a `name=value` word, e.g. `reply_weight=100`; nothing changes
    /// when the word is refused.
    ///
    /// # Errors
    /// A word without `=`, a name that is none of [`Tuning::names`], a value that is not a
    /// whole number, or one out of range (over [`Tuning::MAX`], or under the number's least
    /// value: 1 for `round`, `finalists`, `replies_per_playout` and `rival_spread`).
    pub fn set(&mut self, word: &str) -> Result<(), TuningError> {
        let Some((name, value)) = word.split_once('=') else {
            return Err(TuningError::NotNameValue(word.to_string()));
        };
        let (name, value) = (name.trim(), value.trim());
        let Some((_, number, least)) = self.numbers().into_iter().find(|(n, _, _)| *n == name)
        else {
            return Err(TuningError::UnknownName(name.to_string()));
        };
        let new: u32 = value.parse().map_err(|_| TuningError::NotANumber {
            name: name.to_string(),
            value: value.to_string(),
        })?;
        if new > Tuning::MAX || new < least {
            return Err(TuningError::OutOfRange {
                name: name.to_string(),
                value: new,
            });
        }
        *number = new;
        Ok(())
    }

    /// The names [`Tuning::set`] takes, in the order of the fields.
    #[must_use]
    pub fn names() -> [&'static str; 8] {
        let mut any = Tuning::DEFAULT;
        any.numbers().map(|(name, _, _)| name)
    }

    /// Every number with its name and the least value it takes: the one table that
    /// [`Tuning::set`], [`Tuning::names`] and the tuning's text read.
    fn numbers(&mut self) -> [(&'static str, &mut u32, u32); 8] {
        [
            ("reply_weight", &mut self.reply_weight, 0),
            ("endgame_tiles", &mut self.endgame_tiles, 0),
            ("win_bonus", &mut self.win_bonus, 0),
            ("replies_per_playout", &mut self.replies_per_playout, 1),
            ("round", &mut self.round, 1),
            ("finalists", &mut self.finalists, 1),
            ("shorter", &mut self.shorter, 0),
            ("rival_spread", &mut self.rival_spread, 1),
        ]
    }

    /// How many banks (or play-outs) a round gives each candidate, and how many candidates
    /// are kept to the last round: at least one of each, whatever the fields say (a
    /// [`Tuning`] built by hand may hold 0, which [`Tuning::set`] refuses).
    pub(crate) fn round_and_finalists(&self) -> (usize, usize) {
        (self.round.max(1) as usize, self.finalists.max(1) as usize)
    }

    /// The reply weight as a fraction ([`Tuning::reply_weight`] hundredths).
    #[must_use]
    pub fn reply_fraction(&self) -> f64 {
        f64::from(self.reply_weight) / 100.0
    }
}

impl Default for Tuning {
    fn default() -> Tuning {
        Tuning::DEFAULT
    }
}

impl fmt::Display for Tuning {
    /// Every number as the `name=value` words [`Tuning::set`] takes, separated by spaces.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut copy = *self;
        for (i, (name, number, _)) in copy.numbers().into_iter().enumerate() {
            let space = if i == 0 { "" } else { " " };
            write!(f, "{space}{name}={number}")?;
        }
        Ok(())
    }
}

/// Why a `name=value` word was refused by [`Tuning::set`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TuningError {
    /// The word has no `=`.
    NotNameValue(String),
    /// The name is none of [`Tuning::names`].
    UnknownName(String),
    /// The value is not a whole number.
    NotANumber {
        /// The name.
        name: String,
        /// The value as given.
        value: String,
    },
    /// The value is over [`Tuning::MAX`], or under the number's least value.
    OutOfRange {
        /// The name.
        name: String,
        /// The value.
        value: u32,
    },
}

impl fmt::Display for TuningError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TuningError::NotNameValue(word) => {
                write!(f, "{word:?} is not a name=value word")
            }
            TuningError::UnknownName(name) => write!(
                f,
                "{name:?} is not a number of the Expert's tuning (one of {})",
                Tuning::names().join(", ")
            ),
            TuningError::NotANumber { name, value } => {
                write!(f, "{name}: {value:?} is not a whole number")
            }
            TuningError::OutOfRange { name, value } => {
                write!(f, "{name}: {value} is out of range")
            }
        }
    }
}

impl std::error::Error for TuningError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_number_is_set_by_its_name_and_shown_as_it_is_set() {
        // Each name sets its own number and no other; the tuning's text gives the words back.
        for (i, name) in Tuning::names().iter().enumerate() {
            let mut tuning = Tuning::DEFAULT;
            let value = 1_000 + i as u32;
            tuning.set(&format!("{name}={value}")).expect("a good word");
            assert_ne!(tuning, Tuning::DEFAULT, "{name}");
            let text = tuning.to_string();
            assert!(text.contains(&format!("{name}={value}")), "{text}");
            let mut again = Tuning::DEFAULT;
            for word in text.split(' ') {
                again.set(word).expect("its own words");
            }
            assert_eq!(again, tuning, "{name}");
            // Only this number differs from the default.
            let default_text = Tuning::DEFAULT.to_string();
            let differing = text
                .split(' ')
                .zip(default_text.split(' '))
                .filter(|(a, b)| a != b)
                .count();
            assert_eq!(differing, 1, "{text}");
        }
        assert_eq!(Tuning::DEFAULT.reply_fraction(), 0.8);
    }

    #[test]
    fn a_bad_word_is_refused_with_its_facts_and_changes_nothing() {
        let mut tuning = Tuning::DEFAULT;
        let cases = [
            (
                "reply_weight",
                TuningError::NotNameValue("reply_weight".into()),
            ),
            ("depth=3", TuningError::UnknownName("depth".into())),
            (
                "win_bonus=-5",
                TuningError::NotANumber {
                    name: "win_bonus".into(),
                    value: "-5".into(),
                },
            ),
            (
                "round=0",
                TuningError::OutOfRange {
                    name: "round".into(),
                    value: 0,
                },
            ),
            (
                "endgame_tiles=100001",
                TuningError::OutOfRange {
                    name: "endgame_tiles".into(),
                    value: 100_001,
                },
            ),
        ];
        for (word, error) in cases {
            assert_eq!(tuning.set(word), Err(error), "{word}");
            assert_eq!(tuning, Tuning::DEFAULT, "{word}");
        }
        // Zero is a fine value where it means "none".
        tuning.set("shorter=0").expect("no shorter turns");
        tuning.set("endgame_tiles=0").expect("no endgame");
        assert_eq!(tuning.shorter, 0);
    }
}
