//! The rate limit of a connection: a token bucket. (A few lines of arithmetic; a crate such as
//! `governor` would bring a clock abstraction and more than this needs.)

use std::time::{Duration, Instant};

/// How many messages a connection may send: `burst` at once, then `per_second`.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Rate {
    /// Messages allowed at once.
    pub burst: u32,
    /// Messages added back per second (0: none, the burst is all there is).
    pub per_second: f64,
}

impl Rate {
    /// Generous for a person or a computer client: 60 at once, 30 a second.
    pub const DEFAULT: Rate = Rate {
        burst: 60,
        per_second: 30.0,
    };

    /// No limit: for computer clients, which answer far faster than people (the games' tests
    /// and the load tool), where a limited intent would be refused without its number and the
    /// client would wait for an answer that never comes.
    pub const UNLIMITED: Rate = Rate {
        burst: u32::MAX,
        per_second: u32::MAX as f64,
    };
}

/// A token bucket.
#[derive(Debug)]
pub(crate) struct Bucket {
    rate: Rate,
    tokens: f64,
    last: Instant,
}

impl Bucket {
    pub(crate) fn new(rate: Rate, now: Instant) -> Bucket {
        Bucket {
            rate,
            tokens: f64::from(rate.burst),
            last: now,
        }
    }

    /// Takes one token: `Ok` when there was one, else how long until there will be.
    pub(crate) fn take(&mut self, now: Instant) -> Result<(), Duration> {
        let elapsed = now.saturating_duration_since(self.last).as_secs_f64();
        self.last = now;
        self.tokens =
            (self.tokens + elapsed * self.rate.per_second).min(f64::from(self.rate.burst));
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            Ok(())
        } else if self.rate.per_second > 0.0 {
            Err(Duration::from_secs_f64(
                (1.0 - self.tokens) / self.rate.per_second,
            ))
        } else {
            Err(Duration::MAX)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_burst_passes_then_the_rate_refills() {
        let start = Instant::now();
        let mut bucket = Bucket::new(
            Rate {
                burst: 3,
                per_second: 10.0,
            },
            start,
        );
        for _ in 0..3 {
            assert_eq!(bucket.take(start), Ok(()));
        }
        let wait = bucket.take(start).expect_err("the burst is spent");
        assert!(wait <= Duration::from_millis(100), "{wait:?}");
        assert_eq!(bucket.take(start + Duration::from_millis(100)), Ok(()));
    }
}
