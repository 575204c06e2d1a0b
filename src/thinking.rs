//! Thinking off the window's thread: the Expert's turns and the hints take longer than a
//! frame, so they are worked out as a task of the frame's [`Executor`] (a thread of their
//! own in the program, at once in tests) while the window goes on drawing.
//! The quick levels plan at once. A search is tied to the moment of the game it was started
//! for ([`Moment`], the shell's [`Keyed`] work): a search that is no longer wanted (New game,
//! Load, Quit, a changed position, a cheat swap) is dropped, and its result is never used.

use game_shell::task::{Executor, Keyed, Progress};
use loopit_core::{Game, Level, PlannedTurn};

use crate::hint::Hint;
use crate::session::{Moment, TurnPlanner};

/// A search under way for the game at a moment ([`Keyed`]; dropping it cancels it).
#[derive(Debug)]
struct Search(Keyed<Moment, PlannedTurn>);

impl Search {
    /// Starts the search of `level` in `game` at `moment` (the work takes a copy of the
    /// position).
    fn start(
        moment: Moment,
        game: &Game,
        level: Level,
        executor: Executor,
        wake: Option<&egui::Context>,
    ) -> Search {
        let position = game.position().clone();
        Search(Keyed::spawn(executor, moment, wake, move |_| {
            level.strategy().plan_laid(&position)
        }))
    }

    /// Whether the search is for the game at this moment.
    fn is_for(&self, moment: Moment) -> bool {
        self.0.is_for(&moment)
    }

    /// The plan once it is there; `Some` plan that places nothing in `game` (the game it was
    /// asked for) if the work was lost.
    fn poll(&mut self, game: &Game) -> Option<PlannedTurn> {
        match self.0.poll() {
            Progress::Done(plan) => Some(plan),
            Progress::Running => None,
            Progress::Taken | Progress::Lost => Some(PlannedTurn::nothing(game.position())),
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
    fn plan(&mut self, moment: Moment, game: &Game, level: Level) -> Option<PlannedTurn> {
        if level != Level::Expert {
            return Some(level.strategy().plan_laid(game.position()));
        }
        match &mut self.search {
            Some(search) if search.is_for(moment) => {
                let plan = search.poll(game)?;
                self.search = None;
                Some(plan)
            }
            _ => {
                self.search = Some(Search::start(
                    moment,
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
/// shown while the game is at the moment it was worked out for.
#[derive(Debug, Default)]
pub struct Hints {
    executor: Executor,
    /// The window woken when a hint is worked out.
    wake: Option<egui::Context>,
    search: Option<Search>,
    shown: Option<(Moment, Hint)>,
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

    /// Starts working out a hint for the player to move in `game` at `moment`.
    pub fn ask(&mut self, moment: Moment, game: &Game) {
        self.shown = None;
        self.search = Some(Search::start(
            moment,
            game,
            Level::Expert,
            self.executor,
            self.wake.as_ref(),
        ));
    }

    /// Whether a hint is being worked out for the game at this moment.
    #[must_use]
    pub fn thinking(&self, moment: Moment) -> bool {
        self.search.as_ref().is_some_and(|s| s.is_for(moment))
    }

    /// Drops the hint and any search for one.
    pub fn cancel(&mut self) {
        self.search = None;
        self.shown = None;
    }

    /// Takes a finished search's result for `game` at `moment`; returns true when a new
    /// hint arrived.
    pub fn poll(&mut self, moment: Moment, game: &Game) -> bool {
        let Some(search) = &mut self.search else {
            return false;
        };
        if !search.is_for(moment) {
            self.search = None;
            return false;
        }
        let Some(plan) = search.poll(game) else {
            return false;
        };
        self.search = None;
        self.show(moment, plan);
        true
    }

    /// Shows `plan` as the hint for the game at `moment`, with the points each placement
    /// earns (scored by the rules when it was planned).
    fn show(&mut self, moment: Moment, plan: PlannedTurn) {
        let placements: Vec<_> = plan
            .placements()
            .iter()
            .map(|p| (p.cell, p.tile, p.points))
            .collect();
        let points = placements.iter().map(|&(_, _, p)| p).sum();
        self.shown = Some((moment, Hint { placements, points }));
    }

    /// The hint for the game at this moment, if one was worked out: the hint asked for at this
    /// moment, or what is left of the one asked for earlier in the turn when the placements
    /// since are its first ones, in its order (a player who follows a hint keeps seeing the
    /// rest of it; one who plays otherwise, takes a tile back or swaps has none).
    #[must_use]
    pub fn shown(&self, moment: Moment) -> Option<Hint> {
        let (asked, hint) = self.shown.as_ref()?;
        let since = moment.placed_since(asked)?;
        let followed = since.len() <= hint.placements.len()
            && since
                .iter()
                .zip(&hint.placements)
                .all(|(placed, &(cell, tile, _))| placed.cell == cell && placed.tile == tile);
        // A hint followed to its end has nothing left to show.
        let left = !since.is_empty() && since.len() == hint.placements.len();
        (followed && !left).then(|| hint.after(since.len()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::{Move, Outcome, Session};
    use loopit_core::{Player, SwapDirection};

    /// A game of two people and its session, where cheats may be made.
    fn session() -> Session {
        let players = vec![Player::human("Anna"), Player::human("Ben")];
        Session::new(Game::new(players, 4).expect("players"), None)
    }

    /// Swaps the tile of the first bank slot with the bag's next one (the cheat).
    fn cheat_swap(session: &mut Session) {
        let _ = session.play(Move::CheatMark(0), true);
        let outcome = session.play(
            Move::CheatSwap {
                slot: 0,
                direction: SwapDirection::Forward,
            },
            true,
        );
        assert!(
            matches!(outcome, Outcome::CheatSwapped { .. }),
            "a tile in the bag: {outcome:?}"
        );
    }

    #[test]
    fn a_hint_is_not_shown_once_a_cheat_swap_has_changed_the_bank() {
        let mut session = session();
        let mut hints = Hints::new(Executor::Inline);
        hints.ask(session.moment(), session.game());
        assert!(hints.thinking(session.moment()));
        assert!(
            hints.poll(session.moment(), session.game()),
            "the hint arrives"
        );
        assert!(
            hints.shown(session.moment()).is_some(),
            "shown for its position"
        );
        cheat_swap(&mut session);
        assert_eq!(
            hints.shown(session.moment()),
            None,
            "the bank is another now"
        );
    }

    #[test]
    fn a_hint_worked_out_for_another_bank_is_dropped() {
        let mut session = session();
        let mut hints = Hints::new(Executor::Inline);
        hints.ask(session.moment(), session.game());
        cheat_swap(&mut session);
        assert!(
            !hints.thinking(session.moment()),
            "the search is not for this bank"
        );
        assert!(
            !hints.poll(session.moment(), session.game()),
            "its result is not taken"
        );
        assert_eq!(hints.shown(session.moment()), None);
    }

    #[test]
    fn a_hint_followed_tile_by_tile_keeps_showing_what_is_left_of_it() {
        // The play test: "after you place suggested tile 1, the numbers for tiles 2 and 3
        // vanish", and asking again counts as another hint.
        let mut session = session();
        let mut hints = Hints::new(Executor::Inline);
        hints.ask(session.moment(), session.game());
        assert!(hints.poll(session.moment(), session.game()));
        let hint = hints.shown(session.moment()).expect("the hint");
        assert!(
            hint.placements.len() >= 2,
            "a turn of several tiles: {hint:?}"
        );
        let (cell, tile, _) = hint.placements[0];
        let slot = session
            .game()
            .bank()
            .tiles()
            .find(|&(_, t)| t == tile)
            .map(|(slot, _)| slot)
            .expect("the hint's tile is in the bank");
        let _ = session.play(Move::Place { slot, cell }, false);
        let left = hints.shown(session.moment()).expect("the rest of the hint");
        assert_eq!(left.placements, hint.placements[1..].to_vec());
        assert_eq!(
            left.points,
            hint.placements[1..].iter().map(|&(_, _, p)| p).sum::<u32>()
        );
        // Taken back: the turn is where the hint was asked, and the hint is whole again.
        let _ = session.play(Move::Undo, false);
        assert_eq!(hints.shown(session.moment()), Some(hint));
    }
}
