//! A review of a game: for every turn that has ended, the points the player made beside the
//! most they could have made with the tiles they had, and for every player the share of the
//! possible points they reached.
//!
//! The best of a turn is Strong's turn ([`Strong::best_turn`]): every order of up to three of
//! the player's bank tiles, from the board as the turn began, for the most points in total. The
//! bank is the one the player played with: as drawn, after any cheat swaps. Later turns are
//! reviewed as they really began (after the moves actually made), not after the best ones.
//!
//! ```
//! use loopit_core::{ai, review, Game, Level, Player};
//!
//! let players = vec![Player::computer("Ada", Level::Strong), Player::computer("Bo", Level::Normal)];
//! let mut game = Game::new(players, 3)?;
//! let levels = [Level::Strong, Level::Normal];
//! for _ in 0..6 {
//!     let level = levels[game.current()];
//!     ai::play_turn(&mut game, level.strategy());
//!     game.end_turn();
//! }
//! let turns = review::review(&game);
//! assert_eq!(turns.len(), 6);
//! let totals = review::totals(&game, &turns);
//! // Strong always makes the most its bank allows.
//! assert_eq!(totals[0].made, totals[0].possible);
//! assert_eq!(totals[0].percent(), 100);
//! assert!(totals[1].made <= totals[1].possible);
//! # Ok::<(), loopit_core::PlayerError>(())
//! ```

use crate::ai::Strong;
use crate::bag::Bank;
use crate::board::Board;
use crate::cell::Cell;
use crate::game::Game;
use crate::history::Origin;
use crate::placement::{Placement, Placements};
use crate::score::points;

/// One turn of a game, reviewed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TurnReview {
    /// The turn's index in the history (0 = the first turn; as [`Game::position_at`] counts).
    pub turn: usize,
    /// The seat whose turn it was.
    pub player: usize,
    /// The bank the player played with: as drawn, after the turn's cheat swaps.
    pub bank: Bank,
    /// The points the player made.
    pub made: u32,
    /// The most points the bank could have made from the board as the turn began (0 when
    /// nothing fitted).
    pub best: u32,
    /// A turn that makes [`TurnReview::best`] points, as Strong plays it: the placements in
    /// order, each scored on the board as it would be when made (its slot is the bank slot
    /// in [`TurnReview::bank`]). Empty when nothing fitted.
    pub best_turn: Vec<Placement>,
    /// Whether the player sat the turn out because none of their tiles fitted.
    pub sat_out: bool,
}

impl TurnReview {
    /// Whether the player made the most points the turn allowed (a turn that sat out, or in
    /// which nothing could be placed, did).
    #[must_use]
    pub fn made_the_best(&self) -> bool {
        self.made >= self.best
    }

    /// The points the player left on the table: the best less what they made.
    #[must_use]
    pub fn missed(&self) -> u32 {
        self.best.saturating_sub(self.made)
    }
}

/// One player's game, reviewed: the sum over their turns.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct PlayerReview {
    /// The seat.
    pub player: usize,
    /// How many turns of theirs were reviewed.
    pub turns: usize,
    /// How many of them made the best possible points.
    pub best_turns: usize,
    /// The points they made in those turns.
    pub made: u32,
    /// The most they could have made in those turns (each from the position it really began
    /// in).
    pub possible: u32,
}

impl PlayerReview {
    /// The share of the possible points the player made, from 0 to 1. When nothing was
    /// possible (no turn yet, or no tile ever fitted), nothing was missed: the share is 1.
    #[must_use]
    pub fn share(&self) -> f64 {
        if self.possible == 0 {
            1.0
        } else {
            (f64::from(self.made) / f64::from(self.possible)).min(1.0)
        }
    }

    /// The share as a whole percentage, rounded down, so that 100 means every possible point
    /// was made (499 of 500 is 99 %).
    #[must_use]
    pub fn percent(&self) -> u32 {
        if self.possible == 0 {
            return 100;
        }
        let percent = u64::from(self.made.min(self.possible)) * 100 / u64::from(self.possible);
        u32::try_from(percent).unwrap_or(100)
    }
}

/// Reviews every turn of `game` that has ended, in order (the turn in progress is not
/// reviewed): what the player made beside the best their bank allowed from the board as the
/// turn began, with all three placements to make.
///
/// Each turn's best is a search of every order of up to three bank tiles: about a millisecond
/// a turn on today's machines, up to ten for the widest boards, so a whole game takes up to
/// tens of milliseconds.
#[must_use]
pub fn review(game: &Game) -> Vec<TurnReview> {
    let history = game.history();
    let mut board = match history.origin() {
        Origin::Start(tile) => {
            let mut board = Board::new();
            board.put(Cell::START, *tile);
            board
        }
        Origin::Resumed(position) => position.board.clone(),
    };
    let mut reviews = Vec::with_capacity(history.turns().len());
    for (turn, record) in history.turns().iter().enumerate() {
        let bank = record.bank_after_swaps();
        let (best, best_turn) = best_turn(&board, &bank);
        reviews.push(TurnReview {
            turn,
            player: record.player,
            bank,
            made: record.placements.points(),
            best,
            best_turn,
            sat_out: record.sat_out,
        });
        for placement in record.placements.iter() {
            board.put(placement.cell, placement.tile);
        }
    }
    reviews
}

/// Each player's sums over `reviews` (as [`review`] gives them for `game`), in seating order.
#[must_use]
pub fn totals(game: &Game, reviews: &[TurnReview]) -> Vec<PlayerReview> {
    let mut totals: Vec<PlayerReview> = (0..game.players().len())
        .map(|player| PlayerReview {
            player,
            turns: 0,
            best_turns: 0,
            made: 0,
            possible: 0,
        })
        .collect();
    for turn in reviews {
        if let Some(total) = totals.get_mut(turn.player) {
            total.turns += 1;
            total.best_turns += usize::from(turn.made_the_best());
            total.made = total.made.saturating_add(turn.made);
            total.possible = total.possible.saturating_add(turn.best);
        }
    }
    totals
}

/// Strong's turn from `board` with `bank` and all placements to make, each placement scored
/// on the board as it would be then.
fn best_turn(board: &Board, bank: &Bank) -> (u32, Vec<Placement>) {
    let (best, choices) = Strong::best_turn(board, bank, Placements::MAX);
    let mut board = board.clone();
    let mut placements = Vec::with_capacity(choices.len());
    for choice in choices {
        let Some(tile) = bank.get(choice.slot) else {
            break;
        };
        let earned = points(&board, tile, choice.cell);
        board.put(choice.cell, tile);
        placements.push(Placement {
            slot: choice.slot,
            tile,
            cell: choice.cell,
            points: earned,
        });
    }
    (best, placements)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::{self, Strategy};
    use crate::game::SwapDirection;
    use crate::player::{Level, Player};

    /// Two players of `levels` play `turns` turns from `seed` (each as its level plays).
    fn played(levels: [Level; 2], seed: u64, turns: usize) -> Game {
        let players = vec![
            Player::computer("Ada", levels[0]),
            Player::computer("Bo", levels[1]),
        ];
        let mut game = Game::new(players, seed).expect("players");
        for _ in 0..turns {
            if game.is_over() {
                break;
            }
            let level = levels[game.current()];
            ai::play_turn(&mut game, level.strategy());
            game.end_turn();
        }
        game
    }

    /// The most points any sequence of up to three legal placements earns in the turn of the
    /// player to move: every slot, every legal cell, one after another, through the game's
    /// own checked moves.
    fn brute_force(game: &Game) -> u32 {
        let mut best = 0;
        if game.placed().is_full() {
            return 0;
        }
        for (slot, _) in game.bank().tiles() {
            for cell in game.legal_cells(slot).iter() {
                let mut after = game.clone();
                let placed = after.place(slot, cell).expect("a legal cell");
                best = best.max(placed.points + brute_force(&after));
            }
        }
        best
    }

    #[test]
    fn there_is_a_review_for_every_ended_turn_of_its_player() {
        let game = played([Level::Normal, Level::Normal], 11, 7);
        let reviews = review(&game);
        assert_eq!(reviews.len(), 7);
        for (i, (turn, record)) in reviews.iter().zip(game.history().turns()).enumerate() {
            assert_eq!(turn.turn, i);
            assert_eq!(turn.player, record.player);
            assert_eq!(turn.made, record.placements.points());
            assert!(turn.made <= turn.best, "{turn:?}");
        }
    }

    #[test]
    fn the_best_is_the_brute_force_best_of_the_bank_from_the_turns_start() {
        let game = played([Level::Normal, Level::Beginner], 4, 8);
        for turn in review(&game) {
            let start = game.position_at(turn.turn, 0).expect("the turn's start");
            assert_eq!(turn.bank, *start.bank(), "the bank played with");
            assert_eq!(turn.best, brute_force(&start), "turn {}", turn.turn + 1);
            // The best turn can be played from there and makes what it says.
            let mut after = start.clone();
            let mut sum = 0;
            for p in &turn.best_turn {
                let made = after.place(p.slot, p.cell).expect("the best turn is legal");
                assert_eq!(made, *p);
                sum += made.points;
            }
            assert_eq!(sum, turn.best);
        }
    }

    #[test]
    fn a_turn_that_placed_nothing_made_nothing_of_its_best() {
        let players = vec![Player::human("Anna"), Player::human("Ben")];
        let mut game = Game::new(players, 9).expect("players");
        let start = game.clone();
        assert!(start.can_place());
        game.end_turn();
        let reviews = review(&game);
        assert_eq!(reviews.len(), 1);
        let turn = &reviews[0];
        assert_eq!(turn.made, 0);
        assert!(!turn.sat_out);
        assert_eq!(turn.best, brute_force(&start));
        assert!(turn.best > 0);
        assert!(!turn.made_the_best());
        assert_eq!(turn.missed(), turn.best);
        let totals = totals(&game, &reviews);
        assert_eq!(totals[0].percent(), 0);
        assert_eq!(totals[0].share(), 0.0);
        assert_eq!((totals[1].turns, totals[1].possible), (0, 0));
        assert_eq!(
            totals[1].percent(),
            100,
            "nothing was possible, nothing missed"
        );
    }

    #[test]
    fn a_turn_that_made_the_best_made_all_of_it() {
        let players = vec![Player::human("Anna"), Player::human("Ben")];
        let mut game = Game::new(players, 9).expect("players");
        let start = game.clone();
        for choice in Strong.plan_turn(&start) {
            game.place(choice.slot, choice.cell).expect("legal");
        }
        let made = game.placed().points();
        game.end_turn();
        let reviews = review(&game);
        assert_eq!(reviews[0].made, made);
        assert_eq!(reviews[0].best, made);
        assert!(reviews[0].made_the_best());
        assert_eq!(totals(&game, &reviews)[0].percent(), 100);
    }

    #[test]
    fn a_strong_computers_review_is_all_best_turns() {
        let game = played([Level::Strong, Level::Normal], 21, 1000);
        assert!(game.is_over());
        let reviews = review(&game);
        let totals = totals(&game, &reviews);
        let strong = totals[0];
        assert!(strong.turns > 5);
        assert_eq!(strong.best_turns, strong.turns);
        assert_eq!(strong.made, strong.possible);
        assert_eq!(strong.made, game.players()[0].score);
        assert_eq!(strong.percent(), 100);
        // Normal plays the highest tile first: it misses some of the possible points.
        let normal = totals[1];
        assert_eq!(normal.made, game.players()[1].score);
        assert!(normal.made < normal.possible, "{normal:?}");
        assert!(normal.percent() < 100);
        assert_eq!(
            normal.percent(),
            (u64::from(normal.made) * 100 / u64::from(normal.possible)) as u32
        );
    }

    #[test]
    fn a_turn_sat_out_could_make_nothing_and_missed_nothing() {
        // Two Normal players from seed 44: the 25th turn is sat out (no tile of that bank fits).
        let game = played([Level::Normal, Level::Normal], 44, 1000);
        let record = &game.history().turns()[24];
        assert!(record.sat_out, "the known game sits turn 25 out");
        let turn = &review(&game)[24];
        assert!(turn.sat_out);
        assert_eq!((turn.made, turn.best), (0, 0));
        assert!(turn.best_turn.is_empty());
        assert!(turn.made_the_best());
        let start = game.position_at(24, 0).expect("the turn's start");
        assert!(!start.can_place());
    }

    #[test]
    fn the_best_uses_the_bank_after_cheat_swaps() {
        let players = vec![Player::human("Anna"), Player::human("Ben")];
        let mut game = Game::new(players, 2).expect("players");
        let drawn = *game.bank();
        for slot in 0..5 {
            game.cheat_swap(slot, SwapDirection::Forward)
                .expect("the bag is full");
        }
        let swapped = *game.bank();
        assert_ne!(swapped, drawn);
        let start = game.clone();
        game.end_turn();
        let reviews = review(&game);
        assert_eq!(reviews[0].bank, swapped);
        assert_eq!(reviews[0].best, brute_force(&start));
    }

    #[test]
    fn the_share_of_points() {
        let review = |made, possible| PlayerReview {
            player: 0,
            turns: 3,
            best_turns: 0,
            made,
            possible,
        };
        assert_eq!(review(412, 503).percent(), 81);
        assert!((review(412, 503).share() - 0.819).abs() < 0.001);
        assert_eq!(review(499, 500).percent(), 99, "never rounded up to 100");
        assert_eq!(review(500, 500).percent(), 100);
        assert_eq!(review(0, 0).percent(), 100);
        assert_eq!(review(0, 0).share(), 1.0);
    }
}
