//! Background work: anything slower than a frame (a computer's move, a search, a hint) runs as
//! a [`Task`] while the window goes on drawing. The window polls the task each frame; the
//! worker wakes the window when it is done (`request_repaint`), so an idle window costs no CPU.
//! Dropping a task cancels it: its result is never used, and the worker can see
//! [`Cancel::is_cancelled`] and stop early.
//!
//! The [`Executor`] says where the work runs: [`Executor::Threads`] in the program,
//! [`Executor::Inline`] in tests — the work is done at once, inside `spawn`, so a test never
//! waits for a thread (no sleep, no busy loop), and what it checks does not depend on timing.
//!
//! Written here rather than taken from `poll-promise` because of those two parts: the cancel
//! flag a search can look at, and the inline executor for tests (a few dozen lines).

use std::fmt;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, TryRecvError};

/// Where tasks run.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum Executor {
    /// Each task on a thread of its own (the program).
    #[default]
    Threads,
    /// Each task at once, on the caller's thread, inside [`Executor::spawn`] (tests: the result
    /// is there at the first poll).
    Inline,
}

/// What a task's work can ask while it runs: whether the window still wants its result.
#[derive(Clone, Debug, Default)]
pub struct Cancel(Arc<AtomicBool>);

impl Cancel {
    /// Whether the task was dropped (its result will not be used): a long search may stop.
    #[must_use]
    pub fn is_cancelled(&self) -> bool {
        self.0.load(Ordering::Relaxed)
    }
}

/// Where a task is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Progress<T> {
    /// Still working.
    Running,
    /// Done: the result (given once; later polls say [`Progress::Taken`]).
    Done(T),
    /// The result was taken by an earlier poll.
    Taken,
    /// The work ended without a result (it panicked, or no thread could be started).
    Lost,
}

/// Work under way, whose result the window polls each frame. Dropping it cancels it.
pub struct Task<T> {
    state: State<T>,
    cancel: Cancel,
}

enum State<T> {
    Waiting(Receiver<T>),
    Ready(T),
    Taken,
    Lost,
}

impl<T> fmt::Debug for Task<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let state = match self.state {
            State::Waiting(_) => "running",
            State::Ready(_) => "done",
            State::Taken => "taken",
            State::Lost => "lost",
        };
        write!(f, "Task({state})")
    }
}

impl Executor {
    /// Starts `work`; when it is done, `wake` (the window's context) is asked to repaint, so
    /// that the next frame polls the result. With [`Executor::Inline`] the work is done before
    /// this returns.
    pub fn spawn<T, F>(self, wake: Option<&egui::Context>, work: F) -> Task<T>
    where
        T: Send + 'static,
        F: FnOnce(&Cancel) -> T + Send + 'static,
    {
        let cancel = Cancel::default();
        let state = match self {
            Executor::Inline => State::Ready(work(&cancel)),
            Executor::Threads => {
                let (send, receive) = mpsc::channel();
                let wake = wake.cloned();
                let flag = cancel.clone();
                let started = std::thread::Builder::new()
                    .name("game-shell task".to_owned())
                    .spawn(move || {
                        let result = work(&flag);
                        // The window may have dropped the task: then nobody receives it.
                        if send.send(result).is_ok()
                            && let Some(ctx) = wake
                        {
                            ctx.request_repaint();
                        }
                    });
                match started {
                    Ok(_) => State::Waiting(receive),
                    Err(e) => {
                        log::error!("cannot start a thread for background work: {e}");
                        State::Lost
                    }
                }
            }
        };
        Task { state, cancel }
    }
}

impl<T> Task<T> {
    /// A task already done with `value` (for work quick enough to do at once).
    #[must_use]
    pub fn ready(value: T) -> Task<T> {
        Task {
            state: State::Ready(value),
            cancel: Cancel::default(),
        }
    }

    /// Where the task is; the result is handed out once, by the first poll after it is done.
    pub fn poll(&mut self) -> Progress<T> {
        if let State::Waiting(receive) = &self.state {
            match receive.try_recv() {
                Ok(value) => self.state = State::Ready(value),
                Err(TryRecvError::Empty) => return Progress::Running,
                Err(TryRecvError::Disconnected) => self.state = State::Lost,
            }
        }
        match std::mem::replace(&mut self.state, State::Taken) {
            State::Ready(value) => Progress::Done(value),
            State::Lost => {
                self.state = State::Lost;
                Progress::Lost
            }
            State::Taken | State::Waiting(_) => Progress::Taken,
        }
    }

    /// Waits for the result, blocking this thread (a command line, never a window): `None`
    /// when the work was lost or the result already taken.
    #[must_use]
    pub fn wait(mut self) -> Option<T> {
        match std::mem::replace(&mut self.state, State::Taken) {
            State::Waiting(receive) => receive.recv().ok(),
            State::Ready(value) => Some(value),
            State::Taken | State::Lost => None,
        }
    }

    /// Whether the task is still working.
    #[must_use]
    pub fn is_running(&self) -> bool {
        matches!(self.state, State::Waiting(_))
    }
}

impl<T> Drop for Task<T> {
    fn drop(&mut self) {
        self.cancel.0.store(true, Ordering::Relaxed);
    }
}

/// Background work with the key it was asked for (a moment of the game, a question): "is
/// this answer still wanted?" is the window's key of now held against [`Keyed::is_for`], the
/// same way in every program. Dropping it cancels the work.
#[derive(Debug)]
pub struct Keyed<K, T> {
    key: K,
    task: Task<T>,
}

impl<K, T> Keyed<K, T> {
    /// Starts `work` for `key` with `executor` (see [`Executor::spawn`]; `wake` is asked to
    /// repaint once the answer is there).
    pub fn spawn<F>(executor: Executor, key: K, wake: Option<&egui::Context>, work: F) -> Self
    where
        T: Send + 'static,
        F: FnOnce(&Cancel) -> T + Send + 'static,
    {
        Keyed {
            key,
            task: executor.spawn(wake, work),
        }
    }

    /// The key it was asked for.
    #[must_use]
    pub const fn key(&self) -> &K {
        &self.key
    }

    /// Whether it was asked for `key` (its answer is still wanted there).
    #[must_use]
    pub fn is_for(&self, key: &K) -> bool
    where
        K: PartialEq,
    {
        self.key == *key
    }

    /// Where the work is (see [`Task::poll`]).
    pub fn poll(&mut self) -> Progress<T> {
        self.task.poll()
    }

    /// Waits for the result, blocking this thread (see [`Task::wait`]).
    #[must_use]
    pub fn wait(self) -> Option<T> {
        self.task.wait()
    }
}

#[cfg(test)]
mod tests {
    use std::sync::mpsc;

    use super::*;

    #[test]
    fn keyed_work_says_which_key_its_answer_is_for() {
        let mut asked = Keyed::spawn(Executor::Inline, 3_usize, None, |_| "three");
        assert!(asked.is_for(&3));
        assert!(!asked.is_for(&4), "a later moment does not want it");
        assert_eq!(asked.key(), &3);
        assert_eq!(asked.poll(), Progress::Done("three"));
    }

    #[test]
    fn inline_work_is_done_before_spawn_returns() {
        let mut task = Executor::Inline.spawn(None, |_| 6 * 7);
        assert!(!task.is_running());
        assert_eq!(task.poll(), Progress::Done(42));
        assert_eq!(
            task.poll(),
            Progress::Taken,
            "the result is handed out once"
        );
    }

    #[test]
    fn threaded_work_runs_off_the_caller_and_wakes_the_window() {
        let (go, gate) = mpsc::channel::<()>();
        let ctx = egui::Context::default();
        let caller = std::thread::current().id();
        let mut task = Executor::Threads.spawn(Some(&ctx), move |_| {
            // Held until the test has seen the task running.
            gate.recv().ok();
            std::thread::current().id()
        });
        assert_eq!(task.poll(), Progress::Running);
        go.send(()).expect("the worker waits");
        let worker = task.wait().expect("a result");
        assert_ne!(worker, caller);
    }

    #[test]
    fn dropping_a_task_cancels_it() {
        let (seen, cancelled) = mpsc::channel();
        let (go, gate) = mpsc::channel::<()>();
        let task = Executor::Threads.spawn(None, move |cancel: &Cancel| {
            gate.recv().ok();
            seen.send(cancel.is_cancelled()).ok();
        });
        drop(task);
        go.send(()).expect("the worker waits");
        assert_eq!(cancelled.recv(), Ok(true), "the worker sees the cancel");
    }

    #[test]
    fn a_kept_task_is_not_cancelled() {
        let task = Executor::Inline.spawn(None, |cancel: &Cancel| cancel.is_cancelled());
        assert_eq!(task.wait(), Some(false));
    }

    #[test]
    fn work_that_panics_is_lost_not_waited_for() {
        let task = Executor::Threads.spawn(None, |_| -> u8 { panic!("a broken search") });
        assert_eq!(task.wait(), None);
        // A worker gone without a result (its sender dropped) polls as lost, for good.
        let (send, receive) = mpsc::channel::<u8>();
        drop(send);
        let mut task = Task {
            state: State::Waiting(receive),
            cancel: Cancel::default(),
        };
        assert_eq!(task.poll(), Progress::Lost);
        assert_eq!(task.poll(), Progress::Lost);
    }
}
