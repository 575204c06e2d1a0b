//! Thinking off the window's thread: the Expert's turns and the hints take longer than a
//! frame, so they are worked out on a thread of their own while the window goes on drawing.
//! The quick levels plan at once. A search that is no longer wanted (New game, Load, Quit, a
//! changed position) is dropped: its result is never used.

use std::sync::mpsc::{self, Receiver, TryRecvError};

use loopit_core::{Choice, Game, Level, Tile};

use crate::session::Planner;

/// Which moment of which game a search is for.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
struct Moment {
    turns: usize,
    placed: usize,
    current: usize,
    board: usize,
}

impl Moment {
    fn of(game: &Game) -> Moment {
        Moment {
            turns: game.history().turns().len(),
            placed: game.placed().len(),
            current: game.current(),
            board: game.board().len(),
        }
    }
}

/// A search running on its own thread.
#[derive(Debug)]
struct Search {
    moment: Moment,
    result: Receiver<Vec<Choice>>,
}

impl Search {
    fn start(game: &Game, level: Level) -> Search {
        let (send, result) = mpsc::channel();
        let position = game.clone();
        std::thread::spawn(move || {
            let plan = level.strategy().plan_turn(&position);
            // The window may have stopped waiting: then nobody receives it.
            let _ = send.send(plan);
        });
        Search {
            moment: Moment::of(game),
            result,
        }
    }

    /// The plan once it is there; `Some(empty)` if the thread failed.
    fn poll(&self) -> Option<Vec<Choice>> {
        match self.result.try_recv() {
            Ok(plan) => Some(plan),
            Err(TryRecvError::Empty) => None,
            Err(TryRecvError::Disconnected) => Some(Vec::new()),
        }
    }
}

/// Plans the computers' turns: the Expert on a thread, the other levels at once.
#[derive(Debug, Default)]
pub struct ThreadPlanner {
    search: Option<Search>,
}

impl ThreadPlanner {
    /// Drops the search under way, if any.
    pub fn cancel(&mut self) {
        self.search = None;
    }

    /// Whether a search is under way.
    #[must_use]
    pub fn busy(&self) -> bool {
        self.search.is_some()
    }
}

impl Planner for ThreadPlanner {
    fn plan(&mut self, game: &Game, level: Level) -> Option<Vec<Choice>> {
        if level != Level::Expert {
            return Some(level.strategy().plan_turn(game));
        }
        match &self.search {
            Some(search) if search.moment == Moment::of(game) => {
                let plan = search.poll()?;
                self.search = None;
                Some(plan)
            }
            _ => {
                self.search = Some(Search::start(game, level));
                None
            }
        }
    }
}

/// A hint shown on the board: the Expert's turn for the player to move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hint {
    /// The placements in the order to make them: cell, tile and the points each earns.
    pub placements: Vec<(loopit_core::Cell, Tile, u32)>,
    /// Their total.
    pub points: u32,
}

/// The hint of the player to move: asked for, worked out on a thread, then shown until the
/// position changes.
#[derive(Debug, Default)]
pub struct Hints {
    search: Option<Search>,
    shown: Option<(Moment, Hint)>,
}

impl Hints {
    /// Starts working out a hint for the player to move.
    pub fn ask(&mut self, game: &Game) {
        self.shown = None;
        self.search = Some(Search::start(game, Level::Expert));
    }

    /// Whether a hint is being worked out for this position.
    #[must_use]
    pub fn thinking(&self, game: &Game) -> bool {
        self.search
            .as_ref()
            .is_some_and(|s| s.moment == Moment::of(game))
    }

    /// Drops the hint and any search for one.
    pub fn cancel(&mut self) {
        self.search = None;
        self.shown = None;
    }

    /// Takes a finished search's result; returns true when a new hint arrived.
    pub fn poll(&mut self, game: &Game) -> bool {
        let Some(search) = &self.search else {
            return false;
        };
        if search.moment != Moment::of(game) {
            self.search = None;
            return false;
        }
        let Some(plan) = search.poll() else {
            return false;
        };
        self.search = None;
        let mut after = game.clone();
        let mut placements = Vec::new();
        for choice in plan {
            match after.place(choice.slot, choice.cell) {
                Ok(p) => placements.push((p.cell, p.tile, p.points)),
                Err(_) => break,
            }
        }
        let points = placements.iter().map(|&(_, _, p)| p).sum();
        self.shown = Some((Moment::of(game), Hint { placements, points }));
        true
    }

    /// The hint for this position, if one was worked out.
    #[must_use]
    pub fn shown(&self, game: &Game) -> Option<&Hint> {
        self.shown
            .as_ref()
            .filter(|(moment, _)| *moment == Moment::of(game))
            .map(|(_, hint)| hint)
    }
}
