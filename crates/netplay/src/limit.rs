//! The rate limit of a connection: a token bucket. (A few lines of arithmetic; a crate such as
//! `governor` would bring a clock abstraction and more than this needs.)

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::Mutex;
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

    /// Adds back what the time since the last look earned.
    fn refill(&mut self, now: Instant) {
        let elapsed = now.saturating_duration_since(self.last).as_secs_f64();
        self.last = now;
        self.tokens =
            (self.tokens + elapsed * self.rate.per_second).min(f64::from(self.rate.burst));
    }

    /// How long until a token will be there (`None`: there is one now), taking none.
    fn wait(&mut self, now: Instant) -> Option<Duration> {
        self.refill(now);
        if self.tokens >= 1.0 {
            None
        } else if self.rate.per_second > 0.0 {
            Some(Duration::from_secs_f64(
                (1.0 - self.tokens) / self.rate.per_second,
            ))
        } else {
            Some(Duration::MAX)
        }
    }

    /// Whether the bucket is full (nothing taken that has not come back).
    fn is_full(&self) -> bool {
        self.tokens >= f64::from(self.rate.burst)
    }

    /// Takes one token: `Ok` when there was one, else how long until there will be.
    pub(crate) fn take(&mut self, now: Instant) -> Result<(), Duration> {
        self.refill(now);
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

/// A bucket per address. Room look-ups that found no room are counted so: a client that
/// guesses codes (to watch a stranger's game or take a free seat) soon gets `rate_limited` for
/// every look-up, whether the code exists or not, so the answers tell it nothing more; a
/// look-up that finds its room costs nothing, so players who know their code are never slowed.
/// Hints are counted so too (every hint takes a token): a search costs a core for a while.
#[derive(Debug)]
pub(crate) struct PerAddress {
    rate: Rate,
    by_address: Mutex<HashMap<IpAddr, Bucket>>,
}

/// How many addresses [`PerAddress`] remembers before it forgets those whose buckets are full.
const ADDRESSES_REMEMBERED: usize = 10_000;

impl PerAddress {
    pub(crate) fn new(rate: Rate) -> PerAddress {
        PerAddress {
            rate,
            by_address: Mutex::new(HashMap::new()),
        }
    }

    /// How long `address` must wait before it may look a room up again (`None`: it may now).
    pub(crate) fn wait(&self, address: IpAddr, now: Instant) -> Option<Duration> {
        let mut by_address = self.by_address.lock().unwrap_or_else(|e| e.into_inner());
        by_address.get_mut(&address)?.wait(now)
    }

    /// Counts a look-up of `address` that found no room.
    pub(crate) fn failed(&self, address: IpAddr, now: Instant) {
        let _ = self.take(address, now);
    }

    /// Takes a token of `address`'s bucket: `Err` with how long it must wait when none is left.
    pub(crate) fn take(&self, address: IpAddr, now: Instant) -> Result<(), Duration> {
        let mut by_address = self.by_address.lock().unwrap_or_else(|e| e.into_inner());
        if by_address.len() >= ADDRESSES_REMEMBERED {
            by_address.retain(|_, bucket| {
                bucket.refill(now);
                !bucket.is_full()
            });
        }
        let rate = self.rate;
        by_address
            .entry(address)
            .or_insert_with(|| Bucket::new(rate, now))
            .take(now)
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

    #[test]
    fn an_address_that_guesses_codes_waits_and_another_does_not() {
        let start = Instant::now();
        let lookups = PerAddress::new(Rate {
            burst: 5,
            per_second: 0.5,
        });
        let guesser: IpAddr = "192.0.2.1".parse().expect("an address");
        let player: IpAddr = "192.0.2.2".parse().expect("an address");
        for _ in 0..5 {
            assert_eq!(lookups.wait(guesser, start), None);
            lookups.failed(guesser, start);
        }
        let wait = lookups.wait(guesser, start).expect("the guesser waits");
        assert!(wait <= Duration::from_secs(2), "{wait:?}");
        assert_eq!(lookups.wait(player, start), None);
        assert_eq!(lookups.wait(guesser, start + Duration::from_secs(2)), None);
    }
}
