//! The exact endgame solver for the classic rules: the final stone difference of every legal
//! move when both sides play perfectly to the end.
//!
//! Scores count as in the FForum test positions: the mover's stones minus the opponent's at
//! the end, and the cells left empty when neither side can move go to the winner (none on a
//! tie). A solver answers only for classic rules: under the document rules nobody passes and
//! the end is a full board, which it does not model.
//!
//! The search is negamax alpha-beta on two bitboards (the mover's stones and the opponent's),
//! with a principal-variation null window after the first move, a transposition table of
//! exact bounds (they belong to the position, not to the search, so the table stays valid
//! from one solve to the next) with the best move found, enhanced transposition cut-offs
//! (a child already known to refute the window ends the node before any search), a
//! stability cut-off, and move ordering: the table's move first, then from
//! 16 empty cells on a shallow search over the midgame evaluation
//! together with the opponent's replies, below that fastest first (the move that leaves the
//! opponent the fewest replies first, corners counting double, then the stones it makes
//! safe at the corners), and parity order (cells in
//! regions with an odd number of empty cells first) in the last 7 empty cells. A
//! root is searched in a narrow aspiration window a little below a guess (failing high
//! is cheaper than failing low), widened until the exact value falls inside.
//!
//! Most positions of a solve lie in the last few empty cells, so they get code of their
//! own: no table and no sorting in the last 7, the regions' parity handed down instead of
//! counted again, the last two empty cells written out ([`Solver::two`]) and the last one
//! scored by counting the stones it turns without making the move
//! ([`crate::bitboard::last_flip_count`]).
//!
//! Threads: the table is shared by all (lock-free, see `endgame/table.rs`). From 16 empty
//! cells on, a node whose first move did not end it shares its other moves with the threads
//! that are free (young brothers wait, [`Solver::split`], nested); [`Solver::solve_each`] gives each thread whole
//! moves of the position to solve. Figures: docs/reversi-endgame.md.
//!
//! ```
//! use reversi_core::endgame::Solver;
//! use reversi_core::{Board, Cells, Colour};
//!
//! // Yellow a1, Red b1, c1 empty: Yellow's only move c1 takes the whole row and leaves 61
//! // empty cells, which go to the winner: +64.
//! let board = Board::from_stones(Cells(0b001), Cells(0b010)).expect("disjoint");
//! let moves = Solver::new().solve(&board, Colour::Yellow);
//! assert_eq!(moves, vec![("c1".parse()?, 64)]);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError, mpsc};

use crate::bitboard::{flips, last_flip_count, moves, neighbours, stable};
use crate::board::{Board, Colour};
use crate::cell::Cell;
use crate::eval::evaluate;
use crate::rules::Move;

/// Above every score (scores lie in −64…64).
const INF: i32 = 65;
/// From this many empty cells down: no table, no sorting, parity order.
const SHALLOW: u32 = 7;
/// From this many empty cells on, a node first looks its children up in the table and stops
/// at once when one of them already proves a cut-off (enhanced transposition cut-off).
/// From 9 rather than 11: 2.5 % fewer positions on FForum 28–38, 40–44 and 46, 3 % less
/// processor time on 28–38.
const ETC_EMPTIES: u32 = 9;
/// From this many empty cells on, the moves are ordered by a shallow search over the
/// midgame evaluation ([`estimate`]) instead of the opponent's replies alone.
const SORT_SEARCH_EMPTIES: u32 = 16;
/// The four 4×4 regions of the board, for parity.
const QUADRANTS: [u64; 4] = [
    0x0000_0000_0f0f_0f0f,
    0x0000_0000_f0f0_f0f0,
    0x0f0f_0f0f_0000_0000,
    0xf0f0_f0f0_0000_0000,
];
const CORNERS: u64 = 0x8100_0000_0000_0081;
/// The cells of the quadrants whose bits are set in a parity (see [`Solver::parity`]).
static ODD_REGIONS: [u64; 16] = odd_regions();

const fn odd_regions() -> [u64; 16] {
    let mut table = [0; 16];
    let mut parity = 0;
    while parity < 16 {
        let mut q = 0;
        while q < 4 {
            if parity & (1 << q) != 0 {
                table[parity] |= QUADRANTS[q];
            }
            q += 1;
        }
        parity += 1;
    }
    table
}

/// The parity bit of the quadrant of `cell` ([`QUADRANTS`]: bit 2 of the cell is the
/// column's half, bit 5 the row's).
#[inline]
const fn quadrant(cell: usize) -> u32 {
    1 << (((cell >> 2) & 1) | ((cell >> 4) & 2))
}
/// The cells next to each cell: a move there turns something only if one is the opponent's.
static NEXT_TO: [u64; 64] = next_to();

const fn next_to() -> [u64; 64] {
    let mut table = [0; 64];
    let mut cell = 0;
    while cell < 64 {
        table[cell] = neighbours(1 << cell);
        cell += 1;
    }
    table
}
/// No best cell known.
const NO_CELL: u8 = 64;
/// Entries of the default table (a power of two; 24 bytes each).
const DEFAULT_TABLE_BITS: u32 = 20;

mod table;

use table::{Entry, Table};

/// The solver with its transposition table; keep it between solves to reuse what it learnt.
/// A clone shares the table (what one learns, the other finds).
#[derive(Clone, Debug)]
pub struct Solver {
    table: Arc<Table>,
    nodes: u64,
    /// Asked at every node above the shallow depth: `true` stops the search.
    stop: Option<fn() -> bool>,
    /// Whether the search under way was stopped: nothing it finds is stored or answered.
    stopped: bool,
    /// The most threads a large solve uses ([`Solver::threads`]).
    threads: usize,
    /// The cut-off flags of the splits this thread is searching in, outermost first: any
    /// one set stops the search ([`Solver::split`]).
    cancel: Vec<Arc<AtomicBool>>,
    /// How many threads are searching (not waiting) in this solver's solve, shared by its
    /// clones: a split takes helpers only while fewer than [`Solver::threads`] are.
    active: Arc<AtomicUsize>,
}

/// A solve stopped by [`Solver::stop_when`] before every move was solved: the moves solved
/// by then, each with its exact score, in the order they were solved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stopped {
    /// The moves solved before the stop.
    pub solved: Vec<(Move, i32)>,
    /// How many legal moves the position has.
    pub moves: usize,
}

impl Default for Solver {
    fn default() -> Solver {
        Solver::new()
    }
}

impl Solver {
    /// A solver with a table of about a million positions (24 MB).
    #[must_use]
    pub fn new() -> Solver {
        Solver::with_table_bits(DEFAULT_TABLE_BITS)
    }

    /// A solver with a table fit for solving positions with `empties` empty cells: a table
    /// larger than the search needs costs more to clear than it saves (from 2^12 entries at
    /// 9 empty cells or fewer to the default 2^20 from 17 on).
    #[must_use]
    pub fn for_empties(empties: u32) -> Solver {
        Solver::with_table_bits((empties + 3).clamp(12, DEFAULT_TABLE_BITS))
    }

    /// A solver with a table of `2^bits` positions (at least 2).
    #[must_use]
    pub fn with_table_bits(bits: u32) -> Solver {
        let size = 1usize << bits.clamp(1, 30);
        Solver {
            table: Arc::new(Table::new(size)),
            nodes: 0,
            stop: None,
            stopped: false,
            threads: MAX_THREADS,
            cancel: Vec::new(),
            active: Arc::new(AtomicUsize::new(1)),
        }
    }

    /// The solver, using at most `threads` threads (at least one) for a position of many
    /// empty cells; by default one a processor, at most four. The threads share the table;
    /// a search on several threads still visits more positions than on one (a thread may
    /// search a move that another's result then shows was not needed).
    #[must_use]
    pub fn threads(mut self, threads: usize) -> Solver {
        self.threads = threads.max(1);
        self
    }

    /// The solver, with `stop` asked now and then during a search (every node with more than
    /// a few empty cells): once it says `true`, [`Solver::solve_each`] stops with the moves
    /// solved so far. Nothing found by a stopped search is kept in the table.
    #[must_use]
    pub fn stop_when(mut self, stop: fn() -> bool) -> Solver {
        self.stop = Some(stop);
        self
    }

    /// How many positions the searches so far have visited.
    #[must_use]
    pub const fn nodes(&self) -> u64 {
        self.nodes
    }

    /// The exact final score for `mover` in this position (see the module doc), whether or
    /// not the game is over.
    pub fn value(&mut self, board: &Board, mover: Colour) -> i32 {
        self.stopped = false;
        let (own, opp) = sides(board, mover);
        self.aspirated(own, opp, empties(own, opp))
    }

    /// The best move for `mover` and its exact score; `None` when the game is over. A player
    /// without a move gets [`Move::Pass`].
    pub fn best(&mut self, board: &Board, mover: Colour) -> Option<(Move, i32)> {
        self.stopped = false;
        let (own, opp) = sides(board, mover);
        let empties = empties(own, opp);
        let mobility = moves(own, opp);
        if mobility == 0 {
            if moves(opp, own) == 0 {
                return None;
            }
            let value = -self.search(opp, own, -INF, INF, empties, true);
            return Some((Move::Pass, value));
        }
        Some(self.best_alone(own, opp, mobility, empties))
    }

    /// [`Solver::best`] for `own` with the moves `mobility`.
    fn best_alone(&mut self, own: u64, opp: u64, mobility: u64, empties: u32) -> (Move, i32) {
        let hint = self.probe(own, opp).map_or(NO_CELL, |e| e.best);
        let mut children = Children::new(own, opp, mobility, hint, empties);
        children.sort();
        self.aspirate(own, opp, |solver, low, high| {
            solver.children(own, opp, children.as_slice(), low, high, empties)
        })
        .map_or((Move::Pass, 0), |(cell, value)| (lay(cell), value))
    }

    /// The best of `children` (the moves of `own`, in order) and its value, fail-soft in
    /// the window `alpha`…`beta`: the first child in the window, the others in a null
    /// window above the best so far and again in the window when they beat it (principal
    /// variation search). From [`SPLIT_EMPTIES`] empty cells on, when the first child did
    /// not end the node, the others are shared among threads ([`Solver::split`]).
    fn children(
        &mut self,
        own: u64,
        opp: u64,
        children: &[(u64, u8, i32)],
        mut alpha: i32,
        beta: i32,
        empties: u32,
    ) -> (u8, i32) {
        let mut best = (NO_CELL, -INF);
        for (i, &(turned, cell, _)) in children.iter().enumerate() {
            if i >= 1 && empties >= SPLIT_EMPTIES && self.threads > 1 && children.len() > i + 1 {
                let helpers = self.helpers(children.len() - i - 1);
                if helpers > 0 {
                    return self.split(
                        own,
                        opp,
                        &children[i..],
                        alpha,
                        beta,
                        empties,
                        best,
                        helpers,
                    );
                }
            }
            let (next_own, next_opp) = play(own, opp, turned, cell);
            let value = if i == 0 {
                -self.search(next_own, next_opp, -beta, -alpha, empties - 1, false)
            } else {
                let probe =
                    -self.search(next_own, next_opp, -alpha - 1, -alpha, empties - 1, false);
                if probe > alpha && probe < beta {
                    -self.search(next_own, next_opp, -beta, -alpha, empties - 1, false)
                } else {
                    probe
                }
            };
            if self.stopped {
                // Not an answer: nothing of it is stored.
                return (NO_CELL, 0);
            }
            if value > best.1 {
                best = (cell, value);
                if value > alpha {
                    alpha = value;
                    if value >= beta {
                        break;
                    }
                }
            }
        }
        best
    }

    /// How many helper threads a split with `wanted` more moves may take now (taken from
    /// [`Solver::active`]): as many as leave at most [`Solver::threads`] (and one a
    /// processor) searching.
    fn helpers(&self, wanted: usize) -> usize {
        let most = processors().min(self.threads);
        let mut active = self.active.load(Ordering::Relaxed);
        loop {
            let take = most.saturating_sub(active).min(wanted);
            if take == 0 {
                return 0;
            }
            match self.active.compare_exchange_weak(
                active,
                active + take,
                Ordering::Relaxed,
                Ordering::Relaxed,
            ) {
                Ok(_) => return take,
                Err(now) => active = now,
            }
        }
    }

    /// The rest of [`Solver::children`] on this thread and `helpers` more (young brothers
    /// wait: at least one child has been searched, `first` is the best cell and value so
    /// far): each thread takes the next child not yet taken and searches it above the best
    /// value so far, all with the one table. A child that ends the node stops the others
    /// (their unfinished searches, and the splits inside them, store nothing). Splits nest:
    /// a thread that has no child left to take frees its place while it waits, so a thread
    /// still deep in a large child can split that one (without it, two threads kept only
    /// 1.3 cores busy on FForum 38).
    #[allow(clippy::too_many_arguments)]
    fn split(
        &mut self,
        own: u64,
        opp: u64,
        rest: &[(u64, u8, i32)],
        alpha: i32,
        beta: i32,
        empties: u32,
        first: (u8, i32),
        helpers: usize,
    ) -> (u8, i32) {
        let best = Mutex::new(first);
        let next = AtomicUsize::new(0);
        let cutoff = Arc::new(AtomicBool::new(false));
        let work = |solver: &mut Solver| {
            while let Some(&(turned, cell, _)) = rest.get(next.fetch_add(1, Ordering::Relaxed)) {
                let floor = lock(&best).1.max(alpha);
                let (next_own, next_opp) = play(own, opp, turned, cell);
                let mut value =
                    -solver.search(next_own, next_opp, -floor - 1, -floor, empties - 1, false);
                if value > floor && value < beta {
                    value = -solver.search(next_own, next_opp, -beta, -floor, empties - 1, false);
                }
                if solver.stopped {
                    return;
                }
                let mut best = lock(&best);
                if value > best.1 {
                    *best = (cell, value);
                }
                if value >= beta {
                    cutoff.store(true, Ordering::Relaxed);
                    return;
                }
            }
        };
        self.cancel.push(Arc::clone(&cutoff));
        let helpers: Vec<Solver> = (0..helpers)
            .map(|_| Solver {
                nodes: 0,
                stopped: false,
                ..self.clone()
            })
            .collect();
        let (nodes, helper_stopped) = std::thread::scope(|scope| {
            let work = &work;
            let running: Vec<_> = helpers
                .into_iter()
                .map(|mut helper| {
                    scope.spawn(move || {
                        work(&mut helper);
                        helper.active.fetch_sub(1, Ordering::Relaxed);
                        (helper.nodes, helper.stopped)
                    })
                })
                .collect();
            work(self);
            // Waiting for the others: this thread's place is free for a split inside theirs.
            self.active.fetch_sub(1, Ordering::Relaxed);
            let done = running
                .into_iter()
                // A helper that panicked took its child with it: treated as stopped.
                .map(|h| h.join().unwrap_or((0, true)))
                .fold((0, false), |(n, s), (hn, hs)| (n + hn, s || hs));
            self.active.fetch_add(1, Ordering::Relaxed);
            done
        });
        self.nodes += nodes;
        self.cancel.pop();
        if cutoff.load(Ordering::Relaxed) {
            // The cut-off is proved; a search it stopped here was only cut short by it,
            // unless the solve itself is being stopped.
            self.stopped = self.stop.is_some_and(|stop| stop())
                || self.cancel.iter().any(|c| c.load(Ordering::Relaxed));
        } else {
            // A helper stopped without a cut-off: its child is missing, no answer.
            self.stopped |= helper_stopped;
        }
        if self.stopped {
            return (NO_CELL, 0);
        }
        best.into_inner().unwrap_or_else(PoisonError::into_inner)
    }

    /// Every legal move of `mover` with its exact score, best first (equal scores in reading
    /// order); `[Move::Pass]` with its score when the player must pass; empty when the game
    /// is over.
    pub fn solve(&mut self, board: &Board, mover: Colour) -> Vec<(Move, i32)> {
        match self.solve_each(board, mover, |_, _, _| {}) {
            Ok(moves) => moves,
            Err(stopped) => stopped.solved,
        }
    }

    /// [`Solver::solve`], one move after the other: `solved(k, n, (move, score))` is told
    /// after the `k`-th of the `n` moves is solved (for a progress line), and a stop asked
    /// for by [`Solver::stop_when`] ends the solve with the moves solved by then.
    ///
    /// # Errors
    /// [`Stopped`] with the moves solved before the stop.
    pub fn solve_each(
        &mut self,
        board: &Board,
        mover: Colour,
        mut solved: impl FnMut(usize, usize, (Move, i32)),
    ) -> Result<Vec<(Move, i32)>, Stopped> {
        self.stopped = false;
        let (own, opp) = sides(board, mover);
        let empties = empties(own, opp);
        let mobility = moves(own, opp);
        if mobility == 0 {
            let best: Vec<(Move, i32)> = self.best(board, mover).into_iter().collect();
            if self.stopped {
                return Err(Stopped {
                    solved: Vec::new(),
                    moves: 1,
                });
            }
            if let Some(&only) = best.first() {
                solved(1, 1, only);
            }
            return Ok(best);
        }
        let mut cells = Vec::new();
        let mut rest = mobility;
        while rest != 0 {
            cells.push(rest.trailing_zeros() as u8);
            rest &= rest - 1;
        }
        let count = cells.len();
        let threads = if empties >= PARALLEL_EMPTIES {
            threads(count, self.threads)
        } else {
            1
        };
        // Each thread takes the next move not yet taken and solves it (all with the one
        // table, each alone: no splits inside while the moves are shared); this thread tells
        // each score as it comes.
        let next = AtomicUsize::new(0);
        let work = |solver: &mut Solver, scores: &mpsc::Sender<Option<(u8, i32)>>| {
            while let Some(&cell) = cells.get(next.fetch_add(1, Ordering::Relaxed)) {
                let turned = flips(own, opp, usize::from(cell));
                let (next_own, next_opp) = play(own, opp, turned, cell);
                let value = -solver.aspirated(next_own, next_opp, empties - 1);
                let message = (!solver.stopped).then_some((cell, value));
                if scores.send(message).is_err() || message.is_none() {
                    return;
                }
            }
        };
        let outer_threads = self.threads;
        if threads > 1 {
            self.threads = 1;
        }
        let (sender, scores) = mpsc::channel();
        let mut scored: Vec<(u8, i32)> = Vec::new();
        let mut stopped = false;
        let helper_nodes: u64 = std::thread::scope(|scope| {
            let helpers: Vec<_> = (1..threads)
                .map(|_| {
                    let sender = sender.clone();
                    let mut helper = Solver {
                        nodes: 0,
                        stopped: false,
                        threads: 1,
                        ..self.clone()
                    };
                    let work = &work;
                    scope.spawn(move || {
                        work(&mut helper, &sender);
                        helper.nodes
                    })
                })
                .collect();
            let main = &mut *self;
            let work = &work;
            let own_sender = sender.clone();
            let mine = scope.spawn(move || work(main, &own_sender));
            drop(sender);
            for message in scores {
                match message {
                    Some((cell, value)) => {
                        scored.push((cell, value));
                        solved(scored.len(), count, (lay(cell), value));
                    }
                    None => stopped = true,
                }
            }
            // A thread that panicked has told nothing more; its moves are missing below.
            let _ = mine.join();
            helpers.into_iter().map(|h| h.join().unwrap_or(0)).sum()
        });
        self.threads = outer_threads;
        self.nodes += helper_nodes;
        self.stopped = stopped;
        if stopped || scored.len() < count {
            return Err(Stopped {
                solved: scored.iter().map(|&(c, v)| (lay(c), v)).collect(),
                moves: count,
            });
        }
        // Equal scores in reading order.
        scored.sort_by_key(|&(cell, value)| (-value, cell));
        Ok(scored
            .into_iter()
            .map(|(cell, value)| (lay(cell), value))
            .collect())
    }

    /// The exact value of the position for `own` ([`Solver::search`]) by [`Solver::aspirate`].
    fn aspirated(&mut self, own: u64, opp: u64, empties: u32) -> i32 {
        self.aspirate(own, opp, |solver, low, high| {
            ((), solver.search(own, opp, low, high, empties, false))
        })
        .map_or(0, |((), value)| value)
    }

    /// The exact value of the position for `own` (with what else `search` finds), by
    /// `search` in a narrow window a little below a guess ([`guess`], [`GUESS_BELOW`]),
    /// widened on the side it fails until the value falls inside: narrow windows cut more
    /// than the full one. `None` when the search was stopped.
    fn aspirate<T>(
        &mut self,
        own: u64,
        opp: u64,
        mut search: impl FnMut(&mut Solver, i32, i32) -> (T, i32),
    ) -> Option<(T, i32)> {
        let guess = guess(own, opp) - GUESS_BELOW;
        let (mut low, mut high) = (guess - ASPIRATION, guess + ASPIRATION);
        let mut width = ASPIRATION;
        loop {
            let (found, value) = search(self, low, high);
            if self.stopped {
                return None;
            }
            if value <= low && low > -INF {
                width *= 2;
                (low, high) = ((value - width).max(-INF), value + 1);
            } else if value >= high && high < INF {
                width *= 2;
                (low, high) = (value - 1, (value + width).min(INF));
            } else {
                return Some((found, value));
            }
        }
    }

    fn probe(&self, own: u64, opp: u64) -> Option<Entry> {
        self.table.probe(own, opp)
    }

    fn store(&self, entry: &Entry) {
        self.table.store(entry);
    }

    /// The exact score for `own` to move, as a fail-soft bound outside `alpha`…`beta`.
    /// `passed`: the opponent just passed, so if `own` cannot move either the game is over.
    fn search(
        &mut self,
        own: u64,
        opp: u64,
        mut alpha: i32,
        mut beta: i32,
        empties: u32,
        passed: bool,
    ) -> i32 {
        if empties <= SHALLOW {
            return self.shallow(own, opp, alpha, beta, empties, passed);
        }
        if self.stopped
            || self.stop.is_some_and(|stop| stop())
            || self.cancel.iter().any(|c| c.load(Ordering::Relaxed))
        {
            self.stopped = true;
            return 0;
        }
        self.nodes += 1;
        // Stability cut-off: the opponent's stones that can never turn again cap the score.
        // Worth computing only when alpha is high enough for the cap to reach it.
        if alpha >= 2 * empties as i32 && 64 - 2 * stones(opp) <= alpha {
            let cap = 64 - 2 * stones(stable(opp, own));
            if cap <= alpha {
                return cap;
            }
        }
        let mobility = moves(own, opp);
        if mobility == 0 {
            if passed {
                return final_score(own, opp);
            }
            return -self.search(opp, own, -beta, -alpha, empties, true);
        }
        let (mut lower, mut upper, mut hint) = (-INF, INF, NO_CELL);
        if let Some(e) = self.probe(own, opp) {
            (lower, upper, hint) = (i32::from(e.lower), i32::from(e.upper), e.best);
            if lower >= beta || lower == upper {
                return lower;
            }
            if upper <= alpha {
                return upper;
            }
            alpha = alpha.max(lower);
            beta = beta.min(upper);
        }
        let mut children = Children::new(own, opp, mobility, hint, empties);
        if empties >= ETC_EMPTIES {
            // A child whose upper bound is known low enough proves this node at least beta.
            for &(turned, cell, _) in children.as_slice() {
                let (next_own, next_opp) = play(own, opp, turned, cell);
                if let Some(e) = self.probe(next_own, next_opp) {
                    let value = -i32::from(e.upper);
                    if value >= beta {
                        return value;
                    }
                }
            }
        }
        children.sort();
        let window_low = alpha;
        let best = self.children(own, opp, children.as_slice(), alpha, beta, empties);
        if self.stopped {
            return 0;
        }
        let value = best.1;
        if value <= window_low {
            upper = upper.min(value);
        } else if value >= beta {
            lower = lower.max(value);
        } else {
            (lower, upper) = (value, value);
        }
        self.store(&Entry {
            own,
            opp,
            lower: bound(lower),
            upper: bound(upper),
            best: best.0,
            empties: empties as u8,
        });
        value
    }

    /// [`Solver::search`] for few empty cells: no table and no sorting, the empty cells in
    /// parity order ([`Solver::parity`]), the last two by [`Solver::two`].
    fn shallow(
        &mut self,
        own: u64,
        opp: u64,
        alpha: i32,
        beta: i32,
        empties: u32,
        passed: bool,
    ) -> i32 {
        let empty = !(own | opp);
        if empties == 1 {
            return self.last(own, opp, empty.trailing_zeros() as usize);
        }
        let mut parity = 0;
        for (q, quadrant) in QUADRANTS.iter().enumerate() {
            parity |= ((empty & quadrant).count_ones() & 1) << q;
        }
        self.parity(own, opp, alpha, beta, empties, parity, passed)
    }

    /// [`Solver::shallow`] with the regions' parity known: bit `q` of `parity` is set when
    /// quadrant `q` ([`QUADRANTS`]) has an odd number of empty cells. Each move flips its
    /// region's bit, so the parity goes down the tree instead of being counted again at
    /// every node (this is where most of the positions of a solve are).
    #[allow(clippy::too_many_arguments)]
    fn parity(
        &mut self,
        own: u64,
        opp: u64,
        mut alpha: i32,
        beta: i32,
        empties: u32,
        parity: u32,
        passed: bool,
    ) -> i32 {
        if empties == 2 {
            return self.two(own, opp, beta);
        }
        self.nodes += 1;
        let empty = !(own | opp);
        let odd = ODD_REGIONS[parity as usize];
        let mut best = -INF;
        for set in [empty & odd, empty & !odd] {
            let mut cells = set;
            while cells != 0 {
                let cell = cells.trailing_zeros() as usize;
                cells &= cells - 1;
                if NEXT_TO[cell] & opp == 0 {
                    continue;
                }
                let turned = flips(own, opp, cell);
                if turned == 0 {
                    continue;
                }
                let (next_own, next_opp) = play(own, opp, turned, cell as u8);
                let value = -self.parity(
                    next_own,
                    next_opp,
                    -beta,
                    -alpha,
                    empties - 1,
                    parity ^ quadrant(cell),
                    false,
                );
                if value > best {
                    best = value;
                    if value > alpha {
                        alpha = value;
                        if value >= beta {
                            return value;
                        }
                    }
                }
            }
        }
        if best == -INF {
            if passed {
                return final_score(own, opp);
            }
            return -self.parity(opp, own, -beta, -alpha, empties, parity, true);
        }
        best
    }

    /// The score with two empty cells left, written out: each of the mover's moves there
    /// leads straight to [`Solver::last`]; a mover with neither passes, and when the
    /// opponent has neither too the game is over. Fail-soft above `beta`.
    fn two(&mut self, own: u64, opp: u64, beta: i32) -> i32 {
        self.nodes += 1;
        let empty = !(own | opp);
        let a = empty.trailing_zeros() as usize;
        let b = 63 - empty.leading_zeros() as usize;
        let mut best = -INF;
        if NEXT_TO[a] & opp != 0 {
            let turned = flips(own, opp, a);
            if turned != 0 {
                best = -self.last(opp & !turned, own | turned | 1 << a, b);
                if best >= beta {
                    return best;
                }
            }
        }
        if NEXT_TO[b] & opp != 0 {
            let turned = flips(own, opp, b);
            if turned != 0 {
                best = best.max(-self.last(opp & !turned, own | turned | 1 << b, a));
            }
        }
        if best > -INF {
            return best;
        }
        // The mover passes: the opponent's best is the mover's worst.
        let mut worst = INF;
        if NEXT_TO[a] & own != 0 {
            let turned = flips(opp, own, a);
            if turned != 0 {
                worst = self.last(own & !turned, opp | turned | 1 << a, b);
            }
        }
        if NEXT_TO[b] & own != 0 {
            let turned = flips(opp, own, b);
            if turned != 0 {
                worst = worst.min(self.last(own & !turned, opp | turned | 1 << b, a));
            }
        }
        if worst < INF {
            return worst;
        }
        final_score(own, opp)
    }

    /// The score with one empty cell left: whoever can take it does (the mover first).
    /// Only the turned stones are counted ([`last_flip_count`]), no move is made.
    fn last(&mut self, own: u64, opp: u64, cell: usize) -> i32 {
        self.nodes += 1;
        let count = last_flip_count(own, cell) as i32;
        if count != 0 {
            return 2 * (stones(own) + count + 1) - 64;
        }
        let count = last_flip_count(opp, cell) as i32;
        if count != 0 {
            return 64 - 2 * (stones(opp) + count + 1);
        }
        final_score(own, opp)
    }
}

/// The legal moves of a node with their turned stones and ordering keys (lowest first).
struct Children {
    list: [(u64, u8, i32); 32],
    len: usize,
}

impl Children {
    /// The moves of `own` (`mobility`), the table's best `hint` first, the others by
    /// [`estimate`] from [`SORT_SEARCH_EMPTIES`] empty cells on, else fastest first.
    fn new(own: u64, opp: u64, mobility: u64, hint: u8, empties: u32) -> Children {
        let mut list = [(0, 0, 0); 32];
        let mut len = 0;
        let mut cells = mobility;
        let empty = !(own | opp);
        let mut odd = 0;
        for quadrant in QUADRANTS {
            if (empty & quadrant).count_ones() % 2 == 1 {
                odd |= quadrant;
            }
        }
        while cells != 0 {
            let cell = cells.trailing_zeros() as usize;
            cells &= cells - 1;
            let turned = flips(own, opp, cell);
            let key = if cell as u8 == hint {
                i32::MIN
            } else if empties >= SORT_SEARCH_EMPTIES {
                // The opponent's replies as below, the empty cells next to the mover's
                // stones (where the opponent's replies may come later) and the shallow
                // search's worth for the opponent: a reply counts as much as six stones.
                let (next_own, next_opp) = play(own, opp, turned, cell as u8);
                let replies = moves(next_own, next_opp);
                let frontier = stones(!(next_own | next_opp) & neighbours(next_opp));
                (stones(replies) + stones(replies & CORNERS)) * REPLY_WEIGHT
                    + frontier * FRONTIER_WEIGHT
                    + estimate(next_own, next_opp, sort_depth(empties), -INF_EVAL, INF_EVAL)
            } else {
                let (next_own, next_opp) = play(own, opp, turned, cell as u8);
                let replies = moves(next_own, next_opp);
                // Fewest replies first (corners twice); among those, the most of the mover's
                // stones made safe at the corners ([`corner_stability`]), then the fewest
                // empty cells next to the mover's stones (where replies may come later),
                // then a cell in a region with an odd number of empty cells.
                let frontier = stones(!(next_own | next_opp) & neighbours(next_opp));
                ((stones(replies) + stones(replies & CORNERS)) << 8) + (frontier << 1)
                    - i32::from(odd & (1 << cell) != 0)
                    - corner_stability(next_opp) * CORNER_STABILITY
            };
            // A board has at most 32 legal moves at once; stop rather than overrun.
            if len < list.len() {
                list[len] = (turned, cell as u8, key);
                len += 1;
            }
        }
        Children { list, len }
    }

    fn sort(&mut self) {
        // Insertion sort: a handful of moves, stable.
        let list = &mut self.list[..self.len];
        for i in 1..list.len() {
            let mut j = i;
            while j > 0 && list[j - 1].2 > list[j].2 {
                list.swap(j - 1, j);
                j -= 1;
            }
        }
    }

    fn as_slice(&self) -> &[(u64, u8, i32)] {
        &self.list[..self.len]
    }
}

/// What a reply of the opponent weighs in the order of the moves from
/// [`SORT_SEARCH_EMPTIES`] on, against [`estimate`]'s ten a stone. FForum 28–38 and 40–44,
/// 46 on one thread: 1,241 million positions with 20, 1,076 million with 40 (and
/// [`CORNER_STABILITY`]), 898 million with 60, 920 million with 80, 1,057 million with 160.
const REPLY_WEIGHT: i32 = 60;
/// What each empty cell next to the mover's stones after a move (the opponent's potential
/// mobility) weighs in the order from [`SORT_SEARCH_EMPTIES`] on, against [`estimate`]'s ten
/// a stone: 5 % fewer positions on FForum 28–38, 40–44 and 46 with 10 or 20 (851 and 850
/// million) than without (898 million), 864 million with 40.
const FRONTIER_WEIGHT: i32 = 10;
/// What each of the mover's stones made safe at a corner ([`corner_stability`]) weighs in
/// the fastest-first order below [`SORT_SEARCH_EMPTIES`], against 256 a reply: a tie-break
/// before the frontier. 13 % fewer positions on FForum 28–38, 40–44 and 46 (the same from 8
/// to 64; 128 is worse).
const CORNER_STABILITY: i32 = 32;

/// The stones of `own` that are safe for good at the corners: a corner, and an edge cell
/// next to a corner of `own` (a cheap part of [`stable`], as Edax orders its endgame moves).
const fn corner_stability(own: u64) -> i32 {
    let safe = (((0x0100_0000_0000_0001 & own) << 1)
        | ((0x8000_0000_0000_0080 & own) >> 1)
        | ((0x0000_0000_0000_0081 & own) << 8)
        | ((0x8100_0000_0000_0000 & own) >> 8)
        | CORNERS)
        & own;
    stones(safe)
}

/// From this many empty cells on, [`Solver::solve_each`] solves the moves on several threads
/// at once (below, a solve takes milliseconds).
const PARALLEL_EMPTIES: u32 = 16;
/// From this many empty cells on, a node shares its moves after the first among threads
/// ([`Solver::split`]); below, a move's search is too short to be worth a thread.
const SPLIT_EMPTIES: u32 = 16;
/// The most threads a solve uses by default (all with the one table).
const MAX_THREADS: usize = 4;

/// How many threads to share `tasks` among: one a processor, at most `most`.
fn threads(tasks: usize, most: usize) -> usize {
    processors().min(most).min(tasks).max(1)
}

/// The processors this program may use (asked once: the answer takes a system call or two).
fn processors() -> usize {
    static PROCESSORS: std::sync::OnceLock<usize> = std::sync::OnceLock::new();
    *PROCESSORS
        .get_or_init(|| std::thread::available_parallelism().map_or(1, std::num::NonZero::get))
}

/// The value behind `mutex`, also after a thread panicked while holding it (the value is
/// whole: each holder only reads it or writes it in one step).
fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(PoisonError::into_inner)
}

/// How far below the guess ([`guess`]) the first aspiration window is centred: a window above
/// the value fails low, which takes a search of every move, one below fails high on one good
/// move, so erring low is cheaper. FForum 28–38 and 40–46 on one thread: 1,872 million
/// positions with 0, 1,722 million with 2, 1,516 million with 4 (#45 alone 1,042 and 725
/// million), 1,415 million with 6 and 1,557 million with 8; without #45, 4 is the best
/// (792 million against 829–838 million).
const GUESS_BELOW: i32 = 4;

/// Half the first window of [`Solver::aspirate`] around its guess.
const ASPIRATION: i32 = 2;

/// Above every [`estimate`].
const INF_EVAL: i32 = 1_000_000;

/// A guess at the exact value of the position for `own` to move against `opp`, from
/// [`estimate`] two moves deep: an even stone difference.
fn guess(own: u64, opp: u64) -> i32 {
    (estimate(own, opp, 2, -INF_EVAL, INF_EVAL) / 20 * 2).clamp(-64, 64)
}

/// How deep [`estimate`] looks to order the moves of a node with `empties` empty cells.
fn sort_depth(empties: u32) -> u32 {
    match empties {
        0..=17 => 0,
        18..=21 => 1,
        22..=25 => 2,
        _ => 3,
    }
}

/// The worth of the position for `own` to move against `opp` by alpha-beta `depth` moves
/// deep over the midgame evaluation ([`crate::eval`], about ten a stone): an ordering key,
/// not a score. A finished game counts its final score, ten a stone.
fn estimate(own: u64, opp: u64, depth: u32, mut alpha: i32, beta: i32) -> i32 {
    if depth == 0 {
        return evaluate(own, opp);
    }
    let mobility = moves(own, opp);
    if mobility == 0 {
        if moves(opp, own) == 0 {
            return 10 * final_score(own, opp);
        }
        return -estimate(opp, own, depth, -beta, -alpha);
    }
    let mut best = -INF_EVAL;
    let mut cells = mobility;
    while cells != 0 {
        let cell = cells.trailing_zeros() as usize;
        cells &= cells - 1;
        let (next_own, next_opp) = play(own, opp, flips(own, opp, cell), cell as u8);
        let value = -estimate(next_own, next_opp, depth - 1, -beta, -alpha);
        if value > best {
            best = value;
            if value > alpha {
                alpha = value;
                if value >= beta {
                    break;
                }
            }
        }
    }
    best
}

/// Every legal move of `mover` with its exact score, best first (see [`Solver::solve`]),
/// with a fresh solver sized for the position ([`Solver::for_empties`]).
#[must_use]
pub fn solve(board: &Board, mover: Colour) -> Vec<(Move, i32)> {
    Solver::for_empties(board.empty().len()).solve(board, mover)
}

/// The best move of `mover` and its exact score (see [`Solver::best`]), with a fresh solver sized for the position ([`Solver::for_empties`]).
#[must_use]
pub fn best(board: &Board, mover: Colour) -> Option<(Move, i32)> {
    Solver::for_empties(board.empty().len()).best(board, mover)
}

/// The final score for `mover` when the game is over (neither side can move), counted as the
/// solver counts (empty cells go to the winner); `None` while either side has a move.
#[must_use]
pub fn final_result(board: &Board, mover: Colour) -> Option<i32> {
    let (own, opp) = sides(board, mover);
    (moves(own, opp) == 0 && moves(opp, own) == 0).then(|| final_score(own, opp))
}

/// The final score for `own` when neither side can move: empty cells go to the winner.
pub(crate) fn final_score(own: u64, opp: u64) -> i32 {
    let (own, opp) = (stones(own), stones(opp));
    let empty = 64 - own - opp;
    match own.cmp(&opp) {
        std::cmp::Ordering::Greater => own - opp + empty,
        std::cmp::Ordering::Less => own - opp - empty,
        std::cmp::Ordering::Equal => 0,
    }
}

/// The position after `own` lays on `cell` turning `turned`, seen by the next mover.
#[inline]
pub(crate) const fn play(own: u64, opp: u64, turned: u64, cell: u8) -> (u64, u64) {
    (opp & !turned, own | turned | (1 << cell))
}

#[inline]
const fn stones(set: u64) -> i32 {
    set.count_ones() as i32
}

fn empties(own: u64, opp: u64) -> u32 {
    (!(own | opp)).count_ones()
}

fn sides(board: &Board, mover: Colour) -> (u64, u64) {
    (board.stones(mover).0, board.stones(mover.other()).0)
}

/// A bound as stored in the table (scores and ±[`INF`] fit in an `i8`).
fn bound(value: i32) -> i8 {
    i8::try_from(value.clamp(-INF, INF)).unwrap_or(0)
}

fn lay(cell: u8) -> Move {
    // Cells come from bitboard bits, always below 64.
    Cell::from_index(cell).map_or(Move::Pass, Move::Lay)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The set of the named cells.
    fn cells(names: &[&str]) -> u64 {
        names
            .iter()
            .map(|n| n.parse::<Cell>().expect("a cell").set().0)
            .fold(0, |a, b| a | b)
    }

    #[test]
    fn corner_stability_counts_corners_and_the_edge_cells_beside_them() {
        // a1 with b1 and a2 beside it: three safe stones; h8 alone: one; b2 (diagonal)
        // and g1 without h1: none.
        let own = cells(&["a1", "b1", "a2", "b2", "h8", "g1"]);
        assert_eq!(corner_stability(own), 4);
        // Beside an empty corner an edge stone is not safe.
        assert_eq!(corner_stability(cells(&["b1", "a2", "g8"])), 0);
    }
}
