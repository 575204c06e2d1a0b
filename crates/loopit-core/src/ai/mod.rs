//! The computer players, one file per level: [`Beginner`], [`Normal`], [`Strong`] and
//! [`Expert`] (which thinks within a [`Budget`]). Each is a [`Strategy`] that only asks the
//! rules (legal cells, points) and chooses; none holds rule code of its own. [`play_turn`]
//! plays a computer's turn; [`play_game`] a whole game between computer players.

mod beginner;
mod budget;
mod expert;
mod normal;
mod selfplay;
mod strong;
mod tuning;

pub use beginner::Beginner;
pub use budget::Budget;
pub use expert::Expert;
pub use normal::Normal;
pub use selfplay::{game_seed, play_game, wilson};
pub use strong::Strong;
pub use tuning::{Tuning, TuningError};

use crate::cell::Cell;
use crate::game::Game;
use crate::placement::Placements;
use crate::planned::{PlannedTurn, ScoredChoice};
use crate::player::Level;
use crate::position::Position;

/// A placement a computer player chooses: the bank slot of the tile and the cell.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Choice {
    /// The bank slot (0–4).
    pub slot: usize,
    /// The cell.
    pub cell: Cell,
}

/// How a computer player chooses its placements, one at a time so that each can be shown.
///
/// A strategy decides on a [`Position`] (board, bank, bag, scores, this turn's placements),
/// never on a whole [`Game`]: planning copies no names and no record of the game, and plays
/// its trials through the position's own moves, the same rules the game plays by.
pub trait Strategy {
    /// The next placement to make in the turn of the player to move in `position`, or `None`
    /// to end the turn. Called again after each placement; must only choose legal placements.
    fn choose(&self, position: &Position) -> Option<Choice>;

    /// The placements of the rest of the turn of the player to move in `position`, in order:
    /// by default the answers of [`Strategy::choose`], one after another on a copy of the
    /// position. A strategy that plans whole turns gives its plan at once.
    fn plan(&self, position: &Position) -> Vec<Choice> {
        let mut position = position.clone();
        let mut plan = Vec::with_capacity(position.placements_left());
        while let Some(choice) = self.choose(&position) {
            if position.placements_left() == 1 {
                // The turn's last placement: no choice follows it, so it is only checked
                // (the same rule as placing), not made.
                if position.legal_cells(choice.slot).contains(choice.cell) {
                    plan.push(choice);
                }
                break;
            }
            if position.place(choice.slot, choice.cell).is_err() {
                break;
            }
            plan.push(choice);
        }
        plan
    }

    /// The rest of the turn of the player to move in `position`, laid on a copy of it by the
    /// rules: [`Strategy::plan`]'s placements, each checked and scored there once as
    /// [`Position::place`] does (the plan ends at the first the rules refuse), so that the game
    /// takes them as they are ([`Game::play_planned`]). A strategy that scores its own choices
    /// lays them with their points instead.
    fn plan_laid(&self, position: &Position) -> PlannedTurn {
        let mut planned = PlannedTurn::new(position);
        for choice in self.plan(position) {
            if planned.place(choice.slot, choice.cell).is_err() {
                break;
            }
        }
        planned
    }

    /// Whether every placement of this strategy depends on nothing but the position it is made
    /// in, and is found in far less than a frame: then a caller that makes the turn a
    /// placement at a time (the window) may ask [`Strategy::choose_scored`] before each one
    /// instead of planning the turn, and nothing is laid twice. `false` by default (a search
    /// plans its turn on another thread, once).
    fn chooses_afresh(&self) -> bool {
        false
    }

    /// The next placement to make in `position`, as [`Strategy::choose`], with the points it
    /// earns there, for [`Game::place_chosen`]; `None` to end the turn. By default the choice
    /// is checked and scored by the rules; a strategy that scores its candidates itself gives
    /// the points it found.
    fn choose_scored(&self, position: &Position) -> Option<ScoredChoice> {
        let choice = self.choose(position)?;
        let score = position.check(choice.slot, choice.cell).ok()?;
        Some(ScoredChoice::new(
            position,
            choice.slot,
            choice.cell,
            score.points,
        ))
    }

    /// The next placement in `game`: [`Strategy::choose`] on [`Game::position`].
    fn next_placement(&self, game: &Game) -> Option<Choice> {
        self.choose(game.position())
    }

    /// The placements of the rest of the turn in `game`: [`Strategy::plan`] on
    /// [`Game::position`].
    fn plan_turn(&self, game: &Game) -> Vec<Choice> {
        self.plan(game.position())
    }
}

/// The Expert that plays at [`Level::Expert`].
static EXPERT_LEVEL: Expert = Expert::new(Budget::DEFAULT, 0);

impl Level {
    /// The strategy that plays at this level. (This and [`Level::chooses_afresh`] are the
    /// methods of [`Level`] defined here rather than beside the type: the levels are named
    /// where the players are, and the strategies that play them live here, so that `ai`
    /// depends on `player` and never the other way round.)
    #[must_use]
    #[inline]
    pub fn strategy(self) -> &'static dyn Strategy {
        match self {
            Level::Beginner => &Beginner,
            Level::Normal => &Normal,
            Level::Strong => &Strong,
            Level::Expert => &EXPERT_LEVEL,
        }
    }

    /// Whether the strategy of this level chooses each placement afresh
    /// ([`Strategy::chooses_afresh`]), asked without a call through the strategy's table
    /// where the level is known (the window asks at every step of a computer's turn; through
    /// [`Level::strategy`] it cost 600 instructions more a two-player Normal game). The same
    /// strategies as [`Level::strategy`] (tested).
    #[must_use]
    #[inline]
    pub fn chooses_afresh(self) -> bool {
        match self {
            Level::Beginner => Beginner.chooses_afresh(),
            Level::Normal => Normal.chooses_afresh(),
            Level::Strong => Strong.chooses_afresh(),
            Level::Expert => EXPERT_LEVEL.chooses_afresh(),
        }
    }
}

/// Plays the computer's whole turn for the player to move with `strategy`: its plan, laid by
/// the rules as it was planned ([`Strategy::plan_laid`], [`Game::play_planned`]). Returns the
/// placements made this turn (the turn is not ended).
pub fn play_turn(game: &mut Game, strategy: &dyn Strategy) -> Placements {
    let planned = strategy.plan_laid(game.position());
    // Planned on the game's own position just now: the game takes it.
    let taken = game.play_planned(planned);
    debug_assert_eq!(taken, Ok(()));
    *game.placed()
}

/// What the tests of the computer players share.
#[cfg(test)]
pub(crate) mod fixtures {
    use crate::game::Game;
    use crate::player::{Level, Player};

    /// Positions of many games, early, middle and late: Normal against Normal from seeds
    /// `seeds`, taken at the start of every `every`-th turn while a tile still fits.
    pub(crate) fn positions(seeds: std::ops::Range<u64>, every: usize) -> Vec<Game> {
        let mut positions = Vec::new();
        for seed in seeds {
            let players = vec![
                Player::computer("A", Level::Normal),
                Player::computer("B", Level::Normal),
            ];
            let Ok(mut game) = Game::new(players, seed) else {
                continue;
            };
            let mut turn = 0;
            while !game.is_over() {
                if turn % every == 0 && game.can_place() {
                    positions.push(game.clone());
                }
                super::play_turn(&mut game, &super::Normal);
                game.end_turn();
                turn += 1;
            }
        }
        positions
    }

    /// A midgame position of a real game: 37 tiles on the board, a bank of five.
    pub(crate) fn midgame() -> Game {
        let text = include_str!("../../tests/data/midgame.json");
        Game::from_json(text, 1).expect("the fixture loads")
    }

    /// The most points any up to `left` placements in a row can earn, tried one by one through
    /// the game's own moves.
    pub(crate) fn best_total(game: &Game, left: usize) -> u32 {
        if left == 0 {
            return 0;
        }
        let mut best = 0;
        for (slot, _) in game.bank().tiles() {
            for (cell, score) in game.options(slot) {
                let mut next = game.clone();
                next.place(slot, cell).expect("a legal option");
                best = best.max(score.points + best_total(&next, left - 1));
            }
        }
        best
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::planned::OtherPosition;
    use fixtures::midgame;

    /// A small Expert, so that the tests stay fast.
    const SMALL: Budget = Budget {
        candidates: 6,
        samples: 8,
        replies: 400,
    };

    /// Every level's strategy with its name, the Expert on the [`SMALL`] budget.
    fn every_strategy() -> [(&'static str, &'static dyn Strategy); 4] {
        static EXPERT: Expert = Expert::new(SMALL, 1);
        [
            ("beginner", &Beginner),
            ("normal", &Normal),
            ("strong", &Strong),
            ("expert", &EXPERT),
        ]
    }

    #[test]
    fn every_strategy_only_makes_legal_placements() {
        for (name, strategy) in every_strategy() {
            let mut game = midgame();
            let mut placed = 0;
            while let Some(choice) = strategy.next_placement(&game) {
                game.place(choice.slot, choice.cell)
                    .unwrap_or_else(|e| panic!("{name} chose an illegal placement: {e}"));
                placed += 1;
            }
            assert!(placed > 0 && placed <= Placements::MAX, "{name}: {placed}");
        }
    }

    #[test]
    fn a_planned_turn_is_its_plan_placed_by_the_rules_and_is_taken_only_where_it_was_planned() {
        let mut placed = 0;
        for game in fixtures::positions(0..3, 5) {
            for (name, strategy) in every_strategy() {
                let mut by_hand = game.clone();
                for choice in strategy.plan(game.position()) {
                    if by_hand.place(choice.slot, choice.cell).is_err() {
                        break;
                    }
                }
                let planned = strategy.plan_laid(game.position());
                assert_eq!(planned.placements(), &by_hand.placed()[..], "{name}");
                placed += planned.placements().len();
                let mut whole = game.clone();
                whole.play_planned(planned.clone()).expect("planned here");
                assert_eq!(whole, by_hand, "{name}: at once");
                let mut steps = game.clone();
                while let Some(placement) = steps.place_planned(&planned).expect("planned here") {
                    assert!(planned.is_for(steps.position()), "{name}: {placement}");
                }
                assert_eq!(steps, by_hand, "{name}: one at a time");
                // Once the turn has ended, the plan is for another position.
                steps.end_turn();
                let before = steps.clone();
                assert!(!planned.is_for(steps.position()));
                assert_eq!(steps.play_planned(planned.clone()), Err(OtherPosition));
                assert_eq!(steps.place_planned(&planned), Err(OtherPosition));
                assert_eq!(steps, before, "{name}: a refused plan changes nothing");
            }
        }
        assert!(placed > 40, "{placed} placements planned");
    }

    #[test]
    fn a_level_chooses_afresh_exactly_when_its_strategy_does() {
        for level in [Level::Beginner, Level::Normal, Level::Strong, Level::Expert] {
            assert_eq!(
                level.chooses_afresh(),
                level.strategy().chooses_afresh(),
                "{level:?}"
            );
        }
        assert!(Level::Normal.chooses_afresh());
        assert!(!Level::Expert.chooses_afresh());
    }

    #[test]
    fn a_strategy_asked_afresh_at_each_placement_makes_its_planned_turn() {
        let mut compared = 0;
        for game in fixtures::positions(0..3, 4) {
            for (name, strategy) in every_strategy() {
                if !strategy.chooses_afresh() {
                    continue;
                }
                let mut planned = game.clone();
                play_turn(&mut planned, strategy);
                let mut afresh = game.clone();
                while let Some(chosen) = strategy.choose_scored(afresh.position()) {
                    let before = afresh.clone();
                    let placement = afresh.place_chosen(chosen).expect("chosen here");
                    // The points it was chosen for are the rules' points.
                    let mut by_rules = before.clone();
                    let placed = by_rules.place(chosen.slot(), chosen.cell()).expect("legal");
                    assert_eq!(placement, placed, "{name}");
                    // Chosen for a position that has moved on: refused, nothing changes.
                    let after = afresh.clone();
                    assert_eq!(afresh.place_chosen(chosen), Err(OtherPosition), "{name}");
                    assert_eq!(afresh, after, "{name}");
                    compared += 1;
                }
                assert_eq!(afresh, planned, "{name}");
            }
        }
        assert!(compared > 40, "{compared} placements chosen afresh");
    }

    #[test]
    fn the_default_scored_choice_is_the_choice_with_the_rules_points() {
        let game = midgame();
        let choice = Strong.choose(game.position()).expect("a tile fits");
        let chosen = Strong.choose_scored(game.position()).expect("a tile fits");
        assert!(!Strong.chooses_afresh());
        assert_eq!((chosen.slot(), chosen.cell()), (choice.slot, choice.cell));
        let score = game.check(choice.slot, choice.cell).expect("legal");
        assert_eq!(chosen.points(), score.points);
        let mut other = midgame();
        assert_eq!(
            other.place_chosen(chosen),
            Err(OtherPosition),
            "another game"
        );
    }

    #[test]
    fn a_plan_is_refused_by_a_position_that_has_changed_even_when_it_looks_the_same_again() {
        let mut game = midgame();
        let planned = Normal.plan_laid(game.position());
        let first = planned.placements()[0];
        // Place the plan's first tile by hand and take it back: the same state, reached by
        // other moves. The plan is not taken (it may only be taken where it was planned).
        game.place(first.slot, first.cell).expect("legal");
        game.undo().expect("placed");
        assert_eq!(game, midgame());
        assert_eq!(game.play_planned(planned), Err(OtherPosition));
        assert_eq!(game, midgame());
    }
}
