//! How much the Expert may think: a budget counted in work, not time.

/// How much an [`Expert`](crate::ai::Expert) may think about one turn. The core has no clock: the budget counts
/// work, so that the same budget and seed give the same moves on every machine.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Budget {
    /// How many of the best turns by this turn's points are weighed (at least 1).
    pub candidates: usize,
    /// The most opponent banks sampled for a candidate.
    pub samples: usize,
    /// The most opponent replies evaluated in all (each is one search for the best turn of
    /// one sampled bank on one candidate's board).
    pub replies: usize,
}

impl Budget {
    /// About how many replies one core evaluates per millisecond (measured on the project's
    /// 2-core reference machine with a release build, as thread CPU time over 300 games:
    /// 480 replies a turn took 64 ms on average; used to turn a think time into a budget).
    pub const REPLIES_PER_MS: usize = 8;

    /// The default think time, in milliseconds of one core's work (a mean: the endgame's turns
    /// take longer). The Expert weighs its candidates on every core, so on two cores a turn
    /// takes about half of it. Chosen by self-play against Strong (2 × 1,000 games each,
    /// README, "The Expert's strength"): 150 ms won 67.3 % where 60 ms won 64.6 %, with the
    /// slowest turns (p99) still under a second.
    pub const DEFAULT_MS: u64 = 150;

    /// The budget of the Expert level: [`Budget::DEFAULT_MS`].
    pub const DEFAULT: Budget = Budget::think_ms(Budget::DEFAULT_MS);

    /// The budget that takes about `ms` milliseconds a turn on one core.
    #[must_use]
    pub const fn think_ms(ms: u64) -> Budget {
        let replies = (ms as usize).saturating_mul(Budget::REPLIES_PER_MS);
        Budget {
            candidates: 30,
            samples: 64,
            replies: if replies < 20 { 20 } else { replies },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_longer_think_time_never_gives_a_smaller_budget() {
        // Think times from none to absurd (a setting or `--think-ms` may say anything): each
        // longer one gives at least as much of every part of the budget, and some thinking.
        let times: Vec<u64> = (0..200)
            .chain((200..100_000).step_by(997))
            .chain([
                u64::from(u32::MAX),
                u64::MAX / 8 + 1,
                u64::MAX / 2,
                u64::MAX,
            ])
            .collect();
        for pair in times.windows(2) {
            let (shorter, longer) = (Budget::think_ms(pair[0]), Budget::think_ms(pair[1]));
            assert!(
                shorter.replies <= longer.replies
                    && shorter.samples <= longer.samples
                    && shorter.candidates <= longer.candidates,
                "{} ms: {shorter:?}, {} ms: {longer:?}",
                pair[0],
                pair[1]
            );
            assert!(shorter.replies > 0 && shorter.samples > 0 && shorter.candidates > 0);
        }
        // Ten times the time is ten times the replies, away from the floor and the ceiling.
        assert_eq!(
            Budget::think_ms(1_000).replies,
            10 * Budget::think_ms(100).replies
        );
    }
}
