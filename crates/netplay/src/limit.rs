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
    by_address: Mutex<HashMap<IpAddr, Budget>>,
}

/// An address's bucket, and whether it is cut off: its tokens ran out and it has not had one
/// since. The server says so once per cut-off (an operator sees who is limited without a log
/// line per refused message).
#[derive(Debug)]
struct Budget {
    bucket: Bucket,
    cut_off: bool,
}

/// A token refused: how long to wait, and whether this refusal cut the address off (the first
/// since it last had a token).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct Refused {
    pub(crate) wait: Duration,
    pub(crate) first: bool,
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

    /// How long `address` must wait before it may look a room up again (`None`: it may now,
    /// and it is no longer cut off).
    pub(crate) fn wait(&self, address: IpAddr, now: Instant) -> Option<Duration> {
        let mut by_address = self.by_address.lock().unwrap_or_else(|e| e.into_inner());
        let budget = by_address.get_mut(&address)?;
        let wait = budget.bucket.wait(now);
        if wait.is_none() {
            budget.cut_off = false;
        }
        wait
    }

    /// Counts a look-up of `address` that found no room; `true` when it spent the address's
    /// last token, which cuts it off from now on (said once per cut-off).
    pub(crate) fn failed(&self, address: IpAddr, now: Instant) -> bool {
        self.with(address, now, |budget| {
            let _ = budget.bucket.take(now);
            let spent = budget.bucket.wait(now).is_some();
            let first = spent && !budget.cut_off;
            budget.cut_off = spent;
            first
        })
    }

    /// Takes a token of `address`'s bucket: `Err` with how long it must wait when none is left
    /// (and whether this refusal is the one that cut the address off).
    pub(crate) fn take(&self, address: IpAddr, now: Instant) -> Result<(), Refused> {
        self.with(address, now, |budget| match budget.bucket.take(now) {
            Ok(()) => {
                budget.cut_off = false;
                Ok(())
            }
            Err(wait) => {
                let first = !budget.cut_off;
                budget.cut_off = true;
                Err(Refused { wait, first })
            }
        })
    }

    /// `f` on `address`'s budget (a full one for an address not seen yet), forgetting the
    /// addresses whose buckets are full once too many are remembered.
    fn with<T>(&self, address: IpAddr, now: Instant, f: impl FnOnce(&mut Budget) -> T) -> T {
        let mut by_address = self.by_address.lock().unwrap_or_else(|e| e.into_inner());
        if by_address.len() >= ADDRESSES_REMEMBERED {
            by_address.retain(|_, budget| {
                budget.bucket.refill(now);
                !budget.bucket.is_full()
            });
        }
        let rate = self.rate;
        f(by_address.entry(address).or_insert_with(|| Budget {
            bucket: Bucket::new(rate, now),
            cut_off: false,
        }))
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
        let mut cut_offs = Vec::new();
        for _ in 0..5 {
            assert_eq!(lookups.wait(guesser, start), None);
            cut_offs.push(lookups.failed(guesser, start));
        }
        assert_eq!(
            cut_offs,
            [false, false, false, false, true],
            "the fifth miss cuts the guesser off, and says so once"
        );
        assert!(!lookups.failed(guesser, start), "said once per cut-off");
        let wait = lookups.wait(guesser, start).expect("the guesser waits");
        assert!(wait <= Duration::from_secs(2), "{wait:?}");
        assert_eq!(lookups.wait(player, start), None);
        let later = start + Duration::from_secs(4);
        assert_eq!(lookups.wait(guesser, later), None);
        // Another spree after the wait is another cut-off, said again.
        assert!(!lookups.failed(guesser, later));
        assert!(lookups.failed(guesser, later), "cut off again");
    }

    #[test]
    fn a_hint_budget_says_its_first_refusal_only() {
        let start = Instant::now();
        let hints = PerAddress::new(Rate {
            burst: 2,
            per_second: 1.0,
        });
        let asker: IpAddr = "192.0.2.3".parse().expect("an address");
        assert_eq!(hints.take(asker, start), Ok(()));
        assert_eq!(hints.take(asker, start), Ok(()));
        let first = hints.take(asker, start).expect_err("spent");
        assert!(first.first, "the refusal that cuts it off");
        let second = hints.take(asker, start).expect_err("still spent");
        assert!(!second.first, "not said again");
        let later = start + Duration::from_secs(1);
        assert_eq!(hints.take(asker, later), Ok(()), "a token came back");
        assert!(hints.take(asker, later).expect_err("spent").first);
    }
}
