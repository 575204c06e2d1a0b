//! Where the server searches: a hint, a computer seat's move. A search takes milliseconds to
//! seconds of a core, so it runs on a few threads of its own ([`ServerConfig::search_threads`]),
//! never on the runtime's workers, which stay free to answer every other room and connection.
//! The pool is bounded twice: so many threads search at once, and so many searches may wait
//! for one ([`ServerConfig::search_queue`]); a search beyond is refused `busy` (a hint) or tried
//! again after the computer's pause (a computer seat). Besides, an address may ask so many hints
//! ([`ServerConfig::hint_rate`]), and a room searches one thing at a time (see `run_room`).
//!
//! [`ServerConfig::search_threads`]: super::ServerConfig::search_threads
//! [`ServerConfig::search_queue`]: super::ServerConfig::search_queue
//! [`ServerConfig::hint_rate`]: super::ServerConfig::hint_rate

use std::io;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::{Receiver, SyncSender, TrySendError, sync_channel};
use std::sync::{Arc, Mutex};

use tokio::sync::oneshot;

use crate::limit::{PerAddress, Rate};

/// A search to run: it sends its answer itself.
type Job = Box<dyn FnOnce() + Send>;

/// The pool is full: the search was not queued.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Full;

/// The searching threads, their queue, and the hints each address may ask.
#[derive(Debug)]
pub(crate) struct Searches {
    /// `None`: no threads (`search_threads` 0), a search runs where it is asked (on the
    /// room's task, as before the pool; for comparison measurements only).
    jobs: Option<SyncSender<Job>>,
    /// Searches running now.
    running: Arc<AtomicUsize>,
    /// The most that ever ran at once.
    most: Arc<AtomicUsize>,
    /// The hints each address may ask.
    pub(crate) hints: PerAddress,
}

impl Searches {
    /// Starts `threads` searching threads (named `netplay-search`) with room for `queue`
    /// searches waiting; `hint_rate` is each address's.
    pub(crate) fn start(threads: usize, queue: usize, hint_rate: Rate) -> io::Result<Searches> {
        let running = Arc::new(AtomicUsize::new(0));
        let most = Arc::new(AtomicUsize::new(0));
        let jobs = if threads == 0 {
            None
        } else {
            let (jobs, queued) = sync_channel::<Job>(queue);
            let queued = Arc::new(Mutex::new(queued));
            for _ in 0..threads {
                let queued = queued.clone();
                let running = running.clone();
                let most = most.clone();
                std::thread::Builder::new()
                    .name("netplay-search".into())
                    .spawn(move || search(&queued, &running, &most))?;
            }
            Some(jobs)
        };
        Ok(Searches {
            jobs,
            running,
            most,
            hints: PerAddress::new(hint_rate),
        })
    }

    /// Queues `work`: its answer comes on the receiver (dropped unanswered only when the work
    /// panicked). `Err(Full)` when as many searches wait as the queue holds.
    pub(crate) fn run<T: Send + 'static>(
        &self,
        work: impl FnOnce() -> T + Send + 'static,
    ) -> Result<oneshot::Receiver<T>, Full> {
        let (answer, answered) = oneshot::channel();
        let job: Job = Box::new(move || {
            let _ = answer.send(work());
        });
        match &self.jobs {
            None => job(),
            Some(jobs) => match jobs.try_send(job) {
                Ok(()) => {}
                Err(TrySendError::Full(_) | TrySendError::Disconnected(_)) => return Err(Full),
            },
        }
        Ok(answered)
    }

    /// Searches running now.
    pub(crate) fn running(&self) -> usize {
        self.running.load(Ordering::Acquire)
    }

    /// The most searches that ever ran at once.
    pub(crate) fn most_at_once(&self) -> usize {
        self.most.load(Ordering::Acquire)
    }
}

/// One searching thread: takes the next search, runs it, until the server is gone.
fn search(queued: &Mutex<Receiver<Job>>, running: &AtomicUsize, most: &AtomicUsize) {
    loop {
        let job = {
            let queued = queued.lock().unwrap_or_else(|e| e.into_inner());
            queued.recv()
        };
        let Ok(job) = job else { return };
        let now = running.fetch_add(1, Ordering::AcqRel) + 1;
        most.fetch_max(now, Ordering::AcqRel);
        // A search that panics (a bug of a game's search) drops its answer: the room is told
        // nothing came, and this thread goes on.
        let _ = std::panic::catch_unwind(std::panic::AssertUnwindSafe(job));
        running.fetch_sub(1, Ordering::AcqRel);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn so_many_search_at_once_so_many_wait_and_one_more_is_refused() {
        let searches = Searches::start(2, 3, Rate::UNLIMITED).expect("threads");
        let (release, gate) = std::sync::mpsc::channel::<()>();
        let gate = Arc::new(Mutex::new(gate));
        let (started, starts) = std::sync::mpsc::channel::<()>();
        let mut answers = Vec::new();
        let ask = |n: i32| {
            let gate = gate.clone();
            let started = started.clone();
            searches.run(move || {
                let _ = started.send(());
                let _ = gate.lock().unwrap_or_else(|e| e.into_inner()).recv();
                n
            })
        };
        // Two run, each holding its thread until released...
        answers.push(ask(0).expect("room in the pool"));
        answers.push(ask(1).expect("room in the pool"));
        starts.recv().expect("a search started");
        starts.recv().expect("a second search started");
        // ...three wait, and a sixth finds the queue full.
        for n in 2..5 {
            answers.push(ask(n).expect("room in the queue"));
        }
        assert_eq!(ask(5).err(), Some(Full));
        assert_eq!(searches.running(), 2);
        for _ in 0..5 {
            release.send(()).expect("a search waits");
        }
        let got: Vec<i32> = answers
            .into_iter()
            .map(|answer| answer.blocking_recv().expect("answered"))
            .collect();
        assert_eq!(got, vec![0, 1, 2, 3, 4]);
        assert_eq!(searches.most_at_once(), 2);
        // Room again once they are done.
        assert_eq!(
            searches.run(|| 7).map(|a| a.blocking_recv().ok()),
            Ok(Some(7))
        );
    }

    #[test]
    fn without_threads_a_search_runs_where_it_is_asked() {
        let searches = Searches::start(0, 0, Rate::UNLIMITED).expect("no threads");
        let here = std::thread::current().id();
        let answer = searches
            .run(move || std::thread::current().id() == here)
            .expect("run at once");
        assert_eq!(answer.blocking_recv().ok(), Some(true));
    }
}
