//! Thinking off the window's thread: the Expert's turns and the hints take longer than a
//! frame, so they are worked out as a [`Task`] of the frame's [`Executor`] (a thread of their
//! own in the program, at once in tests) while the window goes on drawing.
//! The quick levels plan at once. A search is tied to the exact position it was started for
//! (board, bank, bag, scores, history: a copy of the [`Game`]): a search that is no longer
//! wanted (New game, Load, Quit, a changed position, a cheat swap) is dropped, and its result
//! is never used.

use game_shell::task::{Executor, Progress, Task};
use loopit_core::{Game, Level, PlannedTurn};

use crate::hint::Hint;
use crate::session::TurnPlanner;

/// A search under way (dropping it cancels it), and the position it is for.
#[derive(Debug)]
struct Search {
    position: Game,
    result: Task<PlannedTurn>,
}

impl Search {
    fn start(
        game: &Game,
        level: Level,
        executor: Executor,
        wake: Option<&egui::Context>,
    ) -> Search {
        let position = game.clone();
        let result = executor.spawn(wake, move |_| {
            level.strategy().plan_laid(position.position())
        });
        Search {
            position: game.clone(),
            result,
        }
    }

    /// Whether the search is for exactly this position.
    fn is_for(&self, game: &Game) -> bool {
        self.position == *game
    }

    /// The plan once it is there; `Some` plan that places nothing if the work was lost.
    fn poll(&mut self) -> Option<PlannedTurn> {
        match self.result.poll() {
            Progress::Done(plan) => Some(plan),
            Progress::Running => None,
            Progress::Taken | Progress::Lost => {
                Some(PlannedTurn::nothing(self.position.position()))
            }
        }
    }
}

/// The window's planner of the computers' turns: the Expert as a task of the executor (it
/// takes longer than a frame), the Beginner and Strong at once. (Normal is not asked: it
/// chooses each placement afresh, [`loopit_core::Strategy::chooses_afresh`].)
#[derive(Debug, Default)]
pub struct WindowPlanner {
    executor: Executor,
    /// The window woken when a search is done (so that it need not poll).
    wake: Option<egui::Context>,
    search: Option<Search>,
}

impl WindowPlanner {
    /// A planner whose searches run on `executor`.
    #[must_use]
    pub fn new(executor: Executor) -> WindowPlanner {
        WindowPlanner {
            executor,
            wake: None,
            search: None,
        }
    }

    /// The window to wake when a search is done: its next frame takes the plan.
    pub fn wake(&mut self, ctx: &egui::Context) {
        if self.wake.is_none() {
            self.wake = Some(ctx.clone());
        }
    }

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

impl TurnPlanner for WindowPlanner {
    fn plan(&mut self, game: &Game, level: Level) -> Option<PlannedTurn> {
        if level != Level::Expert {
            return Some(level.strategy().plan_laid(game.position()));
        }
        match &mut self.search {
            Some(search) if search.is_for(game) => {
                let plan = search.poll()?;
                self.search = None;
                Some(plan)
            }
            _ => {
                self.search = Some(Search::start(
                    game,
                    level,
                    self.executor,
                    self.wake.as_ref(),
                ));
                None
            }
        }
    }
}

/// The hint of the player to move: asked for, worked out as a task of the executor, then
/// shown while the game is exactly in the position it was worked out for.
#[derive(Debug, Default)]
pub struct Hints {
    executor: Executor,
    /// The window woken when a hint is worked out.
    wake: Option<egui::Context>,
    search: Option<Search>,
    shown: Option<(Game, Hint)>,
}

impl Hints {
    /// Hints whose searches run on `executor`.
    #[must_use]
    pub fn new(executor: Executor) -> Hints {
        Hints {
            executor,
            wake: None,
            search: None,
            shown: None,
        }
    }

    /// The window to wake when a hint is worked out: its next frame shows it.
    pub fn wake(&mut self, ctx: &egui::Context) {
        if self.wake.is_none() {
            self.wake = Some(ctx.clone());
        }
    }

    /// Starts working out a hint for the player to move.
    pub fn ask(&mut self, game: &Game) {
        self.shown = None;
        self.search = Some(Search::start(
            game,
            Level::Expert,
            self.executor,
            self.wake.as_ref(),
        ));
    }

    /// Whether a hint is being worked out for this position.
    #[must_use]
    pub fn thinking(&self, game: &Game) -> bool {
        self.search.as_ref().is_some_and(|s| s.is_for(game))
    }

    /// Drops the hint and any search for one.
    pub fn cancel(&mut self) {
        self.search = None;
        self.shown = None;
    }

    /// Takes a finished search's result; returns true when a new hint arrived.
    pub fn poll(&mut self, game: &Game) -> bool {
        let Some(search) = &mut self.search else {
            return false;
        };
        if !search.is_for(game) {
            self.search = None;
            return false;
        }
        let Some(plan) = search.poll() else {
            return false;
        };
        self.search = None;
        self.show(game, plan);
        true
    }

    /// Shows `plan` as the hint for `game`, with the points each placement earns (scored by
    /// the rules when it was planned).
    fn show(&mut self, game: &Game, plan: PlannedTurn) {
        let placements: Vec<_> = plan
            .placements()
            .iter()
            .map(|p| (p.cell, p.tile, p.points))
            .collect();
        let points = placements.iter().map(|&(_, _, p)| p).sum();
        self.shown = Some((game.clone(), Hint { placements, points }));
    }

    /// The hint for this position, if one was worked out.
    #[must_use]
    pub fn shown(&self, game: &Game) -> Option<&Hint> {
        self.shown
            .as_ref()
            .filter(|(position, _)| position == game)
            .map(|(_, hint)| hint)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use loopit_core::{Player, SwapDirection};

    #[test]
    fn a_hint_is_not_shown_once_a_cheat_swap_has_changed_the_bank() {
        let players = vec![Player::human("Anna"), Player::human("Ben")];
        let mut game = Game::new(players, 4).expect("players");
        let mut hints = Hints::new(Executor::Inline);
        hints.ask(&game);
        assert!(hints.thinking(&game));
        assert!(hints.poll(&game), "the hint arrives");
        assert!(hints.shown(&game).is_some(), "shown for its position");
        game.cheat_swap(0, SwapDirection::Forward)
            .expect("a tile in the bag");
        assert_eq!(hints.shown(&game), None, "the bank is another now");
    }

    #[test]
    fn a_hint_worked_out_for_another_bank_is_dropped() {
        let players = vec![Player::human("Anna"), Player::human("Ben")];
        let mut game = Game::new(players, 4).expect("players");
        let mut hints = Hints::new(Executor::Inline);
        hints.ask(&game);
        game.cheat_swap(0, SwapDirection::Forward)
            .expect("a tile in the bag");
        assert!(!hints.thinking(&game), "the search is not for this bank");
        assert!(!hints.poll(&game), "its result is not taken");
        assert_eq!(hints.shown(&game), None);
    }
}
