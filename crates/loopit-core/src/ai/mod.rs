//! The computer players, one file per level: [`Beginner`], [`Normal`], [`Strong`] and
//! [`Expert`] (which thinks within a [`Budget`]). Each is a [`Strategy`] that only asks the
//! rules (legal cells, points) and chooses; none holds rule code of its own. [`play_turn`]
//! plays a computer's turn; [`play_game`] a whole game between computer players.

mod beginner;
mod budget;
mod expert;
mod normal;
mod selfplay;
mod strategy;
mod strong;
mod tuning;

pub use beginner::Beginner;
pub use budget::Budget;
pub use expert::Expert;
pub use normal::Normal;
pub use selfplay::{game_seed, play_game, wilson};
pub use strategy::{Choice, Strategy, play_turn};
pub use strong::Strong;
pub use tuning::{Tuning, TuningError};

use crate::player::Level;

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
    use crate::placement::Placements;
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
