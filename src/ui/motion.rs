//! The game's motion: a placed tile (a person's or the computer's) moves from its bank slot to
//! its cell, a tile taken back moves back, at the end of a turn its points rise from the board
//! into the player's score, the score counts up, and the highlight passes to the next player.
//!
//! Motion is only ever a picture of what already happened: the session has changed the game
//! before a movement starts, so no input and no computer move waits for it, and the views
//! draw the true game with the moving parts left out until they arrive. With motion off (the
//! option, or the desktop's wish) nothing is kept and nothing moves. While something moves,
//! each frame asks for the next one; when all has arrived, the window asks for no frame and
//! rests.

use egui::{Align2, Color32, FontId, Id, LayerId, Order, Pos2, Rect, Ui, Vec2};
use game_shell::motion::{MOVE, RISE, eased};
use loopit_core::{Bank, Cell, Game, Tile};

use super::board::{BoardLayout, paint_tile};
use super::palette;
use crate::session::Outcome;
use crate::tiles::TileTextures;

/// The points of one turn rise one after another, this many seconds apart.
const STAGGER: f64 = 0.06;

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

/// Where the views drew the parts things move between, in this frame.
#[derive(Copy, Clone, Debug)]
pub struct Drawn<'a> {
    /// The board.
    pub board: BoardLayout,
    /// The bank's slots, if the bank is on screen.
    pub slots: Option<&'a [Rect; Bank::SIZE]>,
    /// Each seat's score row.
    pub scores: &'a [Rect],
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
        self.drawn.clear();
    }

    /// Whether anything is still on its way.
    #[must_use]
    pub fn is_moving(&self) -> bool {
        !(self.flights.is_empty()
            && self.rises.is_empty()
            && self.counts.is_empty()
            && self.turn.is_none())
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

    /// Draws what is on its way above the screen, drops what arrived, and asks for the next
    /// frame while anything moves. Called once a frame, after the views, with where they drew
    /// the board, the bank's slots (nothing for a bank not on screen) and the score rows.
    pub fn paint(&mut self, ui: &Ui, at: Drawn<'_>, textures: Option<&TileTextures>, now: f64) {
        let board = at.board;
        self.drawn.clear();
        if !self.is_moving() {
            return;
        }
        let painter = ui
            .ctx()
            .layer_painter(LayerId::new(Order::Foreground, Id::unique("loopit-motion")));
        let slots = at.slots;
        let scores = at.scores;
        let rect_of = |spot: Spot, seat: usize| match spot {
            Spot::Cell(cell) => Some(board.cell_rect(cell)),
            Spot::Slot(slot) => slots
                .and_then(|slots| slots.get(slot))
                .copied()
                .filter(|r| r.is_positive())
                .or_else(|| {
                    // That player's row in the scores, a tile's size at its left.
                    let row = scores.get(seat).copied().filter(|r| r.is_positive())?;
                    let side = board.cell_size.min(row.height() * 1.5);
                    Some(Rect::from_center_size(
                        row.left_center() + Vec2::new(side / 2.0, 0.0),
                        Vec2::splat(side),
                    ))
                }),
        };
        let mut drawn = Vec::new();
        self.flights.retain(|f| {
            let Some(t) = f.progress(now, MOVE) else {
                return false;
            };
            // Nowhere to draw it from or to (nothing of the bank or the scores on screen): the
            // tile is where it is going at once.
            let (Some(from), Some(to)) = (
                rect_of(f.what.from, f.what.seat),
                rect_of(f.what.to, f.what.seat),
            ) else {
                return false;
            };
            let rect = lerp_rect(from, to, t);
            // Lifted while it travels: a shadow below it, largest half-way.
            let lift = 4.0 * (1.0 - (2.0 * t - 1.0).abs());
            painter.rect_filled(
                rect.translate(Vec2::splat(1.0 + lift)),
                egui::CornerRadius::same(3),
                palette::TILE_SHADOW,
            );
            paint_tile(&painter, rect, textures, f.what.tile, Color32::WHITE);
            drawn.push((f.what.tile, rect));
            true
        });
        self.drawn = drawn;
        self.rises.retain(|r| {
            let Some(t) = r.progress(now, RISE) else {
                return false;
            };
            let from = board.cell_rect(r.what.cell).center();
            let to = scores
                .get(r.what.seat)
                .filter(|s| s.is_positive())
                .map_or(from - Vec2::new(0.0, board.cell_size), |s| {
                    s.right_center() - Vec2::new(30.0, 0.0)
                });
            let at = from + (to - from) * t;
            let size = (board.cell_size * 0.42).clamp(14.0, 28.0);
            let alpha = if t < 0.8 { 1.0 } else { (1.0 - t) / 0.2 };
            let text = format!("+{}", r.what.points);
            painter.text(
                at + Vec2::splat(1.5),
                Align2::CENTER_CENTER,
                &text,
                FontId::proportional(size),
                Color32::BLACK.gamma_multiply(0.5 * alpha),
            );
            painter.text(
                at,
                Align2::CENTER_CENTER,
                &text,
                FontId::proportional(size),
                palette::PLACED_THIS_TURN.gamma_multiply(alpha),
            );
            true
        });
        self.counts.retain(|c| c.progress(now, RISE).is_some());
        if self
            .turn
            .as_ref()
            .is_some_and(|t| t.progress(now, MOVE).is_none())
        {
            self.turn = None;
        }
        if self.is_moving() {
            ui.ctx().request_repaint();
        }
    }
}

/// The rectangle `t` of the way from `a` to `b`.
fn lerp_rect(a: Rect, b: Rect, t: f32) -> Rect {
    let lerp = |x: Pos2, y: Pos2| x + (y - x) * t;
    Rect::from_min_max(lerp(a.min, b.min), lerp(a.max, b.max))
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
