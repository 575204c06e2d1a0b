//! The game's motion, what it keeps: a placed tile (a person's or the computer's) on its way
//! from its bank slot to its cell, a tile taken back on its way back, at the end of a turn its
//! points rising from the board into the player's score, the score counting up, and the
//! highlight passing to the next player, and a loop a tile closed glowing round — each with
//! its start and how far along it is.
//!
//! Motion is only ever a picture of what already happened: the session has changed the game
//! before a movement starts, so no input and no computer move waits for it, and the views
//! draw the true game with the moving parts left out until they arrive. With motion off (the
//! option, or the desktop's wish) nothing is kept and nothing moves. The painting is
//! `ui::motion`'s: it draws what is on its way each frame and drops what arrived.

use egui::Rect;
use game_shell::motion::{MOVE, RISE, eased};
use loopit_core::{Board, Cell, Game, Placement, Tile, explain};

use crate::session::Outcome;

/// The points of one turn rise one after another, this many seconds apart.
const STAGGER: f64 = 0.06;

/// How long a tile that reached its cell takes to drop onto it and settle, in seconds.
pub const SETTLE: f64 = 0.12;

/// How long a closed loop glows once its closing tile lies on it, in seconds: the glow runs
/// round it twice and fades.
pub const GLOW: f64 = 1.6;

/// The loop `placement` closed on `board` (the board with it placed), as the core scores the
/// placement on the board without it: its cells, the new tile's first; `None` when it closed
/// none.
#[must_use]
pub fn closed_loop(board: &Board, placement: &Placement) -> Option<Vec<Cell>> {
    let mut before = board.clone();
    before.lift(placement.cell)?;
    explain(&before, placement.tile, placement.cell).closed_loop(placement.cell)
}

/// Where a moving tile starts or ends.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Spot {
    /// A slot of the bank on screen.
    Slot(usize),
    /// A cell of the board.
    Cell(Cell),
}

/// Something on its way, since `start` (the frame it was first drawn in; `None` until then).
#[derive(Copy, Clone, Debug, PartialEq)]
struct Moving<T> {
    what: T,
    start: Option<f64>,
    /// Seconds after `start` before it sets off.
    delay: f64,
}

impl<T> Moving<T> {
    fn new(what: T, delay: f64) -> Moving<T> {
        Moving {
            what,
            start: None,
            delay,
        }
    }

    /// How far along it is at `now` (0 while it waits to set off), or `None` once it arrived.
    fn progress(&self, now: f64, duration: f64) -> Option<f32> {
        let start = self.start.unwrap_or(now) + self.delay;
        if now < start {
            return Some(0.0);
        }
        eased(start, now, duration)
    }
}

impl Moving<Flight> {
    /// Where the tile is at `now`: on its way (how far, eased), then, for a tile that went to
    /// a cell, dropping onto it (how far down, 0 to 1, quicker as it falls); `None` once it
    /// lies there, or lies back in its slot.
    fn phase(&self, now: f64) -> Option<(f32, Option<f32>)> {
        if let Some(progress) = self.progress(now, MOVE) {
            return Some((progress, None));
        }
        if !matches!(self.what.to, Spot::Cell(_)) {
            return None;
        }
        let landed = self.start.unwrap_or(now) + self.delay + MOVE;
        let t = (now - landed) / SETTLE;
        (t < 1.0 && t.is_finite()).then_some((1.0, Some((t * t) as f32)))
    }
}

/// A tile on its way between the bank and the board.
#[derive(Copy, Clone, Debug, PartialEq)]
struct Flight {
    tile: Tile,
    from: Spot,
    to: Spot,
    /// The seat whose tile it is: a bank not on screen (another player's, online or behind
    /// the hot seat's screen) is that player's score row.
    seat: usize,
}

/// Points on their way from a cell into a seat's score.
#[derive(Copy, Clone, Debug, PartialEq)]
struct Rise {
    cell: Cell,
    seat: usize,
    points: u32,
}

/// A score counting up from `from` to its new value.
#[derive(Copy, Clone, Debug, PartialEq)]
struct Count {
    seat: usize,
    from: u32,
}

/// What moves on the playing screen.
#[derive(Debug)]
pub struct Motion {
    on: bool,
    flights: Vec<Moving<Flight>>,
    rises: Vec<Moving<Rise>>,
    counts: Vec<Moving<Count>>,
    /// The seat the turn passed to.
    turn: Option<Moving<usize>>,
    /// The closed loops glowing, each the cells of one loop.
    glows: Vec<Moving<Vec<Cell>>>,
    /// The tiles drawn on their way in the last frame, where they were drawn.
    drawn: Vec<(Tile, Rect)>,
}

impl Default for Motion {
    fn default() -> Motion {
        Motion {
            on: true,
            flights: Vec::new(),
            rises: Vec::new(),
            counts: Vec::new(),
            turn: None,
            glows: Vec::new(),
            drawn: Vec::new(),
        }
    }
}

impl Motion {
    /// Turns motion on or off; off, what was on its way arrives at once.
    pub fn set_on(&mut self, on: bool) {
        self.on = on;
        if !on {
            self.stop();
        }
    }

    /// Whether motion is on.
    #[must_use]
    pub fn is_on(&self) -> bool {
        self.on
    }

    /// Everything arrives at once (a new or loaded game, another screen).
    pub fn stop(&mut self) {
        self.flights.clear();
        self.rises.clear();
        self.counts.clear();
        self.turn = None;
        self.glows.clear();
        self.drawn.clear();
    }

    /// Whether anything is still on its way.
    #[must_use]
    pub fn is_moving(&self) -> bool {
        !(self.flights.is_empty()
            && self.rises.is_empty()
            && self.counts.is_empty()
            && self.turn.is_none()
            && self.glows.is_empty())
    }

    /// The tiles drawn on their way in the last frame, and where.
    #[must_use]
    pub fn drawn(&self) -> &[(Tile, Rect)] {
        &self.drawn
    }

    /// Sets off what `outcome` moves; `game` is the game after it.
    pub fn follow(&mut self, outcome: &Outcome, game: &Game) {
        if !self.on {
            return;
        }
        match outcome {
            Outcome::Placed {
                placement, player, ..
            } => {
                self.flights.push(Moving::new(
                    Flight {
                        tile: placement.tile,
                        from: Spot::Slot(placement.slot),
                        to: Spot::Cell(placement.cell),
                        seat: *player,
                    },
                    0.0,
                ));
                // A loop the tile closed glows once it lies there.
                if let Some(cells) = closed_loop(game.board(), placement) {
                    self.glows.push(Moving::new(cells, MOVE + SETTLE));
                }
            }
            Outcome::TookBack(back) => {
                for p in std::iter::once(&back.taken).chain(back.also_returned.iter()) {
                    // A tile still on its way to the board turns round where it is drawn.
                    self.flights.retain(|f| f.what.to != Spot::Cell(p.cell));
                    self.flights.push(Moving::new(
                        Flight {
                            tile: p.tile,
                            from: Spot::Cell(p.cell),
                            to: Spot::Slot(p.slot),
                            seat: game.current(),
                        },
                        0.0,
                    ));
                }
            }
            Outcome::TurnEnded(summary) => {
                for (i, p) in summary.placements.iter().enumerate() {
                    self.rises.push(Moving::new(
                        Rise {
                            cell: p.cell,
                            seat: summary.player,
                            points: p.points,
                        },
                        STAGGER * i as f64,
                    ));
                }
                if summary.points > 0
                    && let Some(player) = game.players().get(summary.player)
                {
                    self.counts.retain(|c| c.what.seat != summary.player);
                    self.counts.push(Moving::new(
                        Count {
                            seat: summary.player,
                            from: player.score.saturating_sub(summary.points),
                        },
                        RISE * 0.5,
                    ));
                }
                if !summary.game_over {
                    self.turn = Some(Moving::new(game.current(), 0.0));
                }
            }
            _ => {}
        }
    }

    /// Starts the clock of what was set off since the last frame. Called once a frame, before
    /// the views ask what to leave out.
    pub fn begin_frame(&mut self, now: f64) {
        for f in &mut self.flights {
            f.start.get_or_insert(now);
        }
        for r in &mut self.rises {
            r.start.get_or_insert(now);
        }
        for c in &mut self.counts {
            c.start.get_or_insert(now);
        }
        if let Some(t) = &mut self.turn {
            t.start.get_or_insert(now);
        }
        for g in &mut self.glows {
            g.start.get_or_insert(now);
        }
    }

    /// The closed loops glowing at `now`: each loop's cells (the closing tile's first) and how
    /// far along its glow is, 0 to 1 over [`GLOW`] seconds (not yet while its tile lands).
    #[must_use]
    pub fn glowing(&self, now: f64) -> Vec<(&[Cell], f32)> {
        self.glows
            .iter()
            .filter_map(|g| {
                let t = (now - g.start.unwrap_or(now) - g.delay) / GLOW;
                (0.0..1.0)
                    .contains(&t)
                    .then_some((g.what.as_slice(), t as f32))
            })
            .collect()
    }

    /// Whether a tile is on its way to `cell`: the board leaves the cell empty until it lands.
    #[must_use]
    pub fn arriving_at(&self, cell: Cell) -> bool {
        self.flights.iter().any(|f| f.what.to == Spot::Cell(cell))
    }

    /// Whether a tile is on its way back to bank slot `slot`: the bank leaves it empty until
    /// it lands.
    #[must_use]
    pub fn arriving_at_slot(&self, slot: usize) -> bool {
        self.flights.iter().any(|f| f.what.to == Spot::Slot(slot))
    }

    /// The score to draw for `seat`, whose true score is `score`: counting up to it after a
    /// turn, and then the score itself.
    #[must_use]
    pub fn score_shown(&self, seat: usize, score: u32, now: f64) -> u32 {
        let Some(count) = self.counts.iter().find(|c| c.what.seat == seat) else {
            return score;
        };
        match count.progress(now, RISE) {
            Some(t) => {
                let from = count.what.from.min(score);
                from + ((score - from) as f32 * t).round() as u32
            }
            None => score,
        }
    }

    /// How strongly the row of `seat`, the player to move, is highlighted: growing to 1 as
    /// the turn passes to it, and 1 after.
    #[must_use]
    pub fn turn_highlight(&self, seat: usize, now: f64) -> f32 {
        match &self.turn {
            Some(t) if t.what == seat => t.progress(now, MOVE).unwrap_or(1.0),
            _ => 1.0,
        }
    }

    /// Takes each tile on its way at `now` to `draw`, which paints it and says whether it
    /// could (a tile with nowhere to be drawn from or to arrives at once); then each rise of
    /// points to `rise`; drops what arrived, and keeps `drawn`'s rectangles as
    /// [`Motion::drawn`]. Called once a frame, after the views, by the painting.
    pub fn advance(
        &mut self,
        now: f64,
        mut draw: impl FnMut(Flying) -> Option<Rect>,
        mut rise: impl FnMut(Rising),
    ) {
        let mut drawn = Vec::new();
        self.flights.retain(|f| {
            let Some((progress, settle)) = f.phase(now) else {
                return false;
            };
            let flying = Flying {
                tile: f.what.tile,
                from: f.what.from,
                to: f.what.to,
                seat: f.what.seat,
                progress,
                settle,
            };
            match draw(flying) {
                Some(rect) => {
                    drawn.push((f.what.tile, rect));
                    true
                }
                None => false,
            }
        });
        self.drawn = drawn;
        self.rises.retain(|r| {
            let Some(progress) = r.progress(now, RISE) else {
                return false;
            };
            rise(Rising {
                cell: r.what.cell,
                seat: r.what.seat,
                points: r.what.points,
                progress,
            });
            true
        });
        self.counts.retain(|c| c.progress(now, RISE).is_some());
        self.glows
            .retain(|g| now - g.start.unwrap_or(now) - g.delay < GLOW);
        if self
            .turn
            .as_ref()
            .is_some_and(|t| t.progress(now, MOVE).is_none())
        {
            self.turn = None;
        }
    }

    /// Forgets where tiles were drawn (a frame with nothing on its way).
    pub fn nothing_drawn(&mut self) {
        self.drawn.clear();
    }
}

/// A tile on its way, as the painting draws it in this frame.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Flying {
    /// The tile.
    pub tile: Tile,
    /// Where it set off.
    pub from: Spot,
    /// Where it is going.
    pub to: Spot,
    /// The seat whose tile it is (its score row stands for a bank not on screen).
    pub seat: usize,
    /// How far along it is, 0 to 1, eased.
    pub progress: f32,
    /// Once it reached its cell: how far it has dropped onto it, 0 (just above it) to 1
    /// (lying there); `None` on its way.
    pub settle: Option<f32>,
}

/// Points on their way from a cell into a seat's score, as the painting draws them.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Rising {
    /// The cell they rise from.
    pub cell: Cell,
    /// The seat whose score they go to.
    pub seat: usize,
    /// How many.
    pub points: u32,
    /// How far along they are, 0 to 1, eased.
    pub progress: f32,
}

#[cfg(test)]
mod tests {
    use super::*;
    use loopit_core::{Placement, Placements, TurnSummary};

    fn game() -> Game {
        let players = vec![
            loopit_core::Player::human("Anna"),
            loopit_core::Player::human("Ben"),
        ];
        Game::new(players, 7).expect("two players")
    }

    fn placed(game: &Game) -> Outcome {
        let tile = game.bank().get(0).expect("a full bank");
        Outcome::Placed {
            placement: Placement {
                slot: 0,
                tile,
                cell: Cell::START,
                points: 3,
            },
            player: 0,
            by_computer: false,
        }
    }

    #[test]
    fn a_loop_closed_glows_after_its_tile_lands_and_then_rests() {
        let (mut board, cell, tile) = crate::ui::picture::ring().expect("the ring");
        let placement = Placement {
            slot: 0,
            tile,
            cell,
            points: 0,
        };
        board.put(cell, tile);
        let cells = closed_loop(&board, &placement).expect("the ring's last tile closes it");
        assert_eq!(cells.len(), 8);
        // A tile that closes nothing: no loop.
        let mut open = board.clone();
        let (corner, corner_tile) = (Cell::new(5, 5), open.tile(Cell::new(5, 5)).expect("F6"));
        open.lift(cell);
        let opened = Placement {
            slot: 0,
            tile: corner_tile,
            cell: corner,
            points: 0,
        };
        assert_eq!(closed_loop(&open, &opened), None);
        // The glow waits for the tile to land, runs GLOW seconds, and is gone.
        let mut motion = Motion::default();
        motion.glows.push(Moving::new(cells.clone(), MOVE + SETTLE));
        motion.begin_frame(1.0);
        assert!(motion.glowing(1.0).is_empty(), "not while the tile flies");
        let half = 1.0 + MOVE + SETTLE + GLOW / 2.0;
        assert_eq!(motion.glowing(half), vec![(cells.as_slice(), 0.5)]);
        assert!(motion.is_moving());
        motion.advance(1.0 + MOVE + SETTLE + GLOW, |_| None, |_| {});
        assert!(motion.glowing(5.0).is_empty() && !motion.is_moving());
    }

    #[test]
    fn a_placed_tile_is_on_its_way_to_its_cell_until_it_lands() {
        let game = game();
        let mut motion = Motion::default();
        motion.follow(&placed(&game), &game);
        motion.begin_frame(1.0);
        assert!(motion.arriving_at(Cell::START));
        assert!(motion.is_moving());
        // Nothing was drawn of the board, so the flight's ends are known only once it is.
        assert!(motion.flights[0].progress(1.0 + MOVE / 2.0, MOVE).is_some());
        assert!(motion.flights[0].progress(1.0 + MOVE, MOVE).is_none());
    }

    #[test]
    fn a_placed_tile_drops_onto_its_cell_after_its_flight_and_a_tile_taken_back_does_not() {
        let game = game();
        let mut motion = Motion::default();
        motion.follow(&placed(&game), &game);
        motion.begin_frame(1.0);
        let flight = motion.flights[0];
        assert_eq!(flight.phase(1.0 + MOVE / 2.0).map(|p| p.1), Some(None));
        let dropping = |now: f64| flight.phase(now).and_then(|p| p.1);
        let early = dropping(1.0 + MOVE + SETTLE * 0.25).expect("dropping");
        let late = dropping(1.0 + MOVE + SETTLE * 0.75).expect("still dropping");
        assert!(early < late && late < 1.0, "{early} then {late}");
        assert_eq!(flight.phase(1.0 + MOVE + SETTLE), None, "it lies there");
        // Still on its way while it drops: the board leaves the cell to it.
        let mut seen = Vec::new();
        motion.advance(
            1.0 + MOVE + SETTLE / 2.0,
            |f| {
                seen.push(f.settle);
                Some(Rect::from_min_size(
                    egui::Pos2::ZERO,
                    egui::Vec2::splat(40.0),
                ))
            },
            |_| {},
        );
        assert!(matches!(seen[..], [Some(_)]), "{seen:?}");
        assert!(motion.arriving_at(Cell::START));
        // Back to the bank: in its slot once its flight is over.
        let back = Moving {
            what: Flight {
                from: Spot::Cell(Cell::START),
                to: Spot::Slot(0),
                ..flight.what
            },
            ..flight
        };
        assert_eq!(back.phase(1.0 + MOVE + SETTLE * 0.25), None);
    }

    #[test]
    fn with_motion_off_nothing_moves() {
        let game = game();
        let mut motion = Motion::default();
        motion.follow(&placed(&game), &game);
        motion.set_on(false);
        assert!(!motion.is_moving());
        motion.follow(&placed(&game), &game);
        assert!(!motion.is_moving());
        assert!(!motion.arriving_at(Cell::START));
    }

    #[test]
    fn a_score_counts_up_to_its_new_value_and_then_stays() {
        let game = game();
        let mut motion = Motion::default();
        let summary = TurnSummary {
            player: 0,
            placements: Placements::default(),
            points: 12,
            sat_out: false,
            game_over: false,
        };
        motion.follow(&Outcome::TurnEnded(summary), &game);
        motion.begin_frame(5.0);
        let mut last = 0;
        for step in 0..=10 {
            let shown = motion.score_shown(0, 12, 5.0 + RISE * 1.6 * f64::from(step) / 10.0);
            assert!(shown >= last, "counts up: {last} then {shown}");
            last = shown;
        }
        assert_eq!(last, 12);
        assert_eq!(
            motion.score_shown(1, 40, 5.0),
            40,
            "another seat's score is itself"
        );
    }

    #[test]
    fn the_next_players_highlight_grows_as_the_turn_passes() {
        let game = game();
        let mut motion = Motion::default();
        let summary = TurnSummary {
            player: 0,
            placements: Placements::default(),
            points: 0,
            sat_out: false,
            game_over: false,
        };
        motion.follow(&Outcome::TurnEnded(summary), &game);
        motion.begin_frame(2.0);
        let seat = game.current();
        assert_eq!(motion.turn_highlight(seat, 2.0), 0.0);
        let half = motion.turn_highlight(seat, 2.0 + MOVE / 2.0);
        assert!(half > 0.0 && half < 1.0);
        assert_eq!(motion.turn_highlight(seat, 2.0 + MOVE), 1.0);
    }
}
