//! The review of a game: every ended turn's points beside the best the player's tiles allowed
//! (the core's [`loopit_core::review`]), each player's share of the possible points, and the
//! turn chosen to look at, with its board as it began and as it was played.
//!
//! Working out every turn's best takes up to tens of milliseconds, more than a frame: it runs
//! as a [`Task`] of the frame's [`Executor`] (a thread of its own in the program, at once in
//! tests) while the window shows that it is working; leaving the review drops the task. A review only reads the
//! game: the positions it shows are copies made by [`Game::position_at`].

use game_shell::task::{Executor, Progress, Task};
use loopit_core::review::{self, PlayerReview, TurnReview};
use loopit_core::{Game, PlayerKind};

use crate::hint::Hint;

/// What the player asks of the review screen.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ReviewStep {
    /// Open the review of the game on the board (Game ▸ Review, or the game-over view).
    Open,
    /// Show this player's turns (a seat).
    Player(usize),
    /// Show this turn (its index in the history).
    Turn(usize),
    /// Show the board with the best turn (`true`) or with the turn as it was played.
    ShowBest(bool),
    /// Leave the review: back to the game (and to the result, when it was opened from there).
    Leave,
}

/// The turn shown: the board as it began with the best turn as ghost tiles, and as it was
/// played.
#[derive(Clone, Debug)]
pub struct ShownTurn {
    /// The turn's index in the review (and the history).
    pub turn: usize,
    /// The position as the turn began (cheat swaps made).
    pub start: Box<Game>,
    /// The position after the turn's placements, before it ended: the placements marked as
    /// this turn's.
    pub played: Box<Game>,
    /// The best turn, to draw as numbered ghost tiles on `start`.
    pub best: Hint,
    /// Whether the board shows the best turn (else the turn as played).
    pub showing_best: bool,
}

/// The review of a game and what of it is shown.
#[derive(Debug)]
pub struct Review {
    work: Option<Task<Vec<TurnReview>>>,
    turns: Vec<TurnReview>,
    totals: Vec<PlayerReview>,
    player: usize,
    shown: Option<ShownTurn>,
    from_result: bool,
}

impl Review {
    /// Starts reviewing `game` as a task of `executor`, waking `wake` (the window) when it is
    /// done; `from_result` when it was opened from the game-over view (leaving goes back
    /// there). `None` when no turn has ended yet.
    #[must_use]
    pub fn start(
        game: &Game,
        from_result: bool,
        executor: Executor,
        wake: Option<&egui::Context>,
    ) -> Option<Review> {
        let mut review = Review::empty(game, from_result)?;
        let copy = game.clone();
        review.work = Some(executor.spawn(wake, move |_| review::review(&copy)));
        Some(review)
    }

    /// The review of `game` worked out here, at once (for tests and small games).
    #[must_use]
    pub fn now(game: &Game, from_result: bool) -> Option<Review> {
        let mut review = Review::empty(game, from_result)?;
        review.finish(game, review::review(game));
        Some(review)
    }

    /// A review of `game` with nothing worked out yet, listing the first person's turns (in
    /// seating order; the first seat when all are computers).
    fn empty(game: &Game, from_result: bool) -> Option<Review> {
        if game.history().turns().is_empty() {
            return None;
        }
        let player = game
            .players()
            .iter()
            .position(|p| p.kind == PlayerKind::Human)
            .unwrap_or(0);
        Some(Review {
            work: None,
            turns: Vec::new(),
            totals: Vec::new(),
            player,
            shown: None,
            from_result,
        })
    }

    /// Takes the task's result once it is there; true when it arrived in this call.
    pub fn poll(&mut self, game: &Game) -> bool {
        let Some(work) = &mut self.work else {
            return false;
        };
        let turns = match work.poll() {
            Progress::Done(turns) => turns,
            Progress::Running => return false,
            Progress::Taken | Progress::Lost => {
                // The work failed: work it out here rather than show nothing.
                log::error!("the review's task ended without a result");
                review::review(game)
            }
        };
        self.work = None;
        self.finish(game, turns);
        true
    }

    fn finish(&mut self, game: &Game, turns: Vec<TurnReview>) {
        self.totals = review::totals(game, &turns);
        self.turns = turns;
        self.select_player(game, self.player);
    }

    /// Whether the turns are still being worked out.
    #[must_use]
    pub fn working(&self) -> bool {
        self.work.is_some()
    }

    /// Every ended turn, reviewed (empty while working).
    #[must_use]
    pub fn turns(&self) -> &[TurnReview] {
        &self.turns
    }

    /// Each player's sums, in seating order (empty while working).
    #[must_use]
    pub fn totals(&self) -> &[PlayerReview] {
        &self.totals
    }

    /// The seat whose turns are listed.
    #[must_use]
    pub fn player(&self) -> usize {
        self.player
    }

    /// The turns of the player listed.
    pub fn player_turns(&self) -> impl Iterator<Item = &TurnReview> {
        self.turns.iter().filter(|t| t.player == self.player)
    }

    /// The turn shown, if any.
    #[must_use]
    pub fn shown(&self) -> Option<&ShownTurn> {
        self.shown.as_ref()
    }

    /// Whether the review was opened from the game-over view.
    #[must_use]
    pub fn from_result(&self) -> bool {
        self.from_result
    }

    /// Applies `step` (all but opening and leaving, which change the screen) to the review
    /// of `game`.
    pub fn apply(&mut self, game: &Game, step: ReviewStep) {
        match step {
            ReviewStep::Player(seat) => self.select_player(game, seat),
            ReviewStep::Turn(turn) => self.select_turn(game, turn),
            ReviewStep::ShowBest(best) => {
                if let Some(shown) = &mut self.shown {
                    shown.showing_best = best;
                }
            }
            ReviewStep::Open | ReviewStep::Leave => {}
        }
    }

    /// Lists `seat`'s turns and shows the first of them.
    fn select_player(&mut self, game: &Game, seat: usize) {
        if seat >= game.players().len() {
            return;
        }
        self.player = seat;
        let first = self.player_turns().next().map(|t| t.turn);
        match first {
            Some(turn) => self.select_turn(game, turn),
            None => self.shown = None,
        }
    }

    /// Shows turn `turn`: the best turn drawn when it would have made more, else the turn as
    /// played (which was the best).
    fn select_turn(&mut self, game: &Game, turn: usize) {
        let Some(reviewed) = self.turns.get(turn) else {
            return;
        };
        let placed = reviewed_placements(game, turn);
        let (Some(start), Some(played)) =
            (game.position_at(turn, 0), game.position_at(turn, placed))
        else {
            log::error!("review: no position for turn {turn}");
            return;
        };
        let best = Hint {
            placements: reviewed
                .best_turn
                .iter()
                .map(|p| (p.cell, p.tile, p.points))
                .collect(),
            points: reviewed.best,
        };
        self.player = reviewed.player;
        self.shown = Some(ShownTurn {
            turn,
            start: Box::new(start),
            played: Box::new(played),
            best,
            showing_best: !reviewed.made_the_best(),
        });
    }

    /// The turn of the player listed before (`-1`) or after (`1`) the one shown.
    #[must_use]
    pub fn neighbour_turn(&self, direction: isize) -> Option<usize> {
        let turns: Vec<usize> = self.player_turns().map(|t| t.turn).collect();
        let shown = self.shown.as_ref()?.turn;
        let at = turns.iter().position(|&t| t == shown)?;
        let to = at.checked_add_signed(direction)?;
        turns.get(to).copied()
    }
}

fn reviewed_placements(game: &Game, turn: usize) -> usize {
    game.history()
        .turns()
        .get(turn)
        .map_or(0, |record| record.placements.len())
}

#[cfg(test)]
mod tests {
    use super::*;
    use loopit_core::{Level, Player, ai};

    /// Anna (a person, playing as Normal would) and Bo (Strong) after `turns` turns, seed 8.
    fn played(turns: usize) -> Game {
        let players = vec![Player::human("Anna"), Player::computer("Bo", Level::Strong)];
        let levels = [Level::Normal, Level::Strong];
        let mut game = Game::new(players, 8).expect("players");
        for _ in 0..turns {
            let level = levels[game.current()];
            ai::play_turn(&mut game, level.strategy());
            game.end_turn();
        }
        game
    }

    #[test]
    fn the_task_gives_the_cores_review_and_the_first_persons_first_turn_is_shown() {
        let game = played(6);
        let mut review = Review::start(&game, false, Executor::Inline, None).expect("turns");
        assert!(review.working());
        assert!(review.poll(&game), "the result is taken");
        assert!(!review.working());
        assert!(!review.poll(&game), "nothing more to take");
        assert_eq!(
            review.turns(),
            loopit_core::review::review(&game).as_slice()
        );
        assert_eq!(review.player(), 0);
        let shown = review.shown().expect("a turn shown");
        assert_eq!(shown.turn, 0);
        assert_eq!(
            shown.start.to_save(),
            game.position_at(0, 0).expect("turn 1").to_save()
        );
        assert_eq!(shown.best.points, review.turns()[0].best);
    }

    #[test]
    fn choosing_players_and_turns() {
        let game = played(6);
        let mut review = Review::now(&game, true).expect("turns");
        assert!(review.from_result());
        review.apply(&game, ReviewStep::Player(1));
        assert_eq!(review.player(), 1);
        let shown = review.shown().expect("Bo's first turn");
        assert_eq!(shown.turn, 1);
        assert!(
            !shown.showing_best,
            "Strong made the best: its own turn is shown"
        );
        let played = &shown.played;
        assert_eq!(
            played.placed().to_vec(),
            game.history().turns()[1].placements.to_vec()
        );
        assert_eq!(review.neighbour_turn(1), Some(3));
        assert_eq!(review.neighbour_turn(-1), None);
        review.apply(&game, ReviewStep::Turn(3));
        assert_eq!(review.shown().expect("turn 4").turn, 3);
        review.apply(&game, ReviewStep::ShowBest(true));
        assert!(review.shown().expect("turn 4").showing_best);
        // A seat that is not there changes nothing.
        review.apply(&game, ReviewStep::Player(7));
        assert_eq!(review.player(), 1);
    }

    #[test]
    fn a_game_without_an_ended_turn_has_no_review() {
        let game = played(0);
        assert!(Review::start(&game, false, Executor::Inline, None).is_none());
    }
}
