//! Beginner: legal but modest moves, so that a new player can win.

use super::strategy::{Choice, Strategy};
use crate::position::Position;
use crate::score::points;

/// The Beginner: legal but modest moves. Up to three times a turn it lists every legal
/// placement of its bank by points and plays the one [`Beginner::RANK`] of the way up the
/// list (ties broken by slot, row, column): a good placement, but rarely the best, and with
/// no eye for the highest tile. A new player who looks for the best cells beats it; it wins
/// about one game in five against Normal. It uses no randomness.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Beginner;

impl Beginner {
    /// Where in its list of placements, sorted by points, it picks: 0 is the worst, 1 the
    /// best.
    pub const RANK: f64 = 0.93;
}

impl Strategy for Beginner {
    fn choose(&self, position: &Position) -> Option<Choice> {
        if position.is_over() || position.placed().is_full() {
            return None;
        }
        let board = position.board();
        let mut options: Vec<(u32, Choice)> = position
            .bank()
            .tiles()
            .flat_map(|(slot, tile)| {
                board
                    .legal_cells(tile)
                    .iter()
                    .map(move |cell| (points(board, tile, cell), Choice { slot, cell }))
            })
            .collect();
        // Sorted by points; the stable sort keeps slot, row, column order among equals.
        options.sort_by_key(|&(points, _)| points);
        let last = options.len().checked_sub(1)?;
        let pick = (last as f64 * Beginner::RANK).round() as usize;
        options.get(pick).map(|&(_, choice)| choice)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::fixtures::midgame;
    use crate::ai::{Strong, play_turn};
    use crate::placement::Placements;

    #[test]
    fn the_beginner_plays_good_but_not_the_best_placements() {
        let game = midgame();
        let beginner = play_turn(&mut game.clone(), &Beginner);
        let strong = play_turn(&mut game.clone(), &Strong);
        assert_eq!(beginner.len(), Placements::MAX);
        assert!(beginner.points() < strong.points());
        // Each of its placements is beaten by few of the options it had.
        let mut replay = game.clone();
        for placement in beginner.iter() {
            let options: Vec<u32> = replay
                .bank()
                .tiles()
                .flat_map(|(slot, _)| replay.options(slot).into_iter().map(|(_, s)| s.points))
                .collect();
            let better = options.iter().filter(|&&p| p > placement.points).count();
            assert!(
                better * 5 <= options.len(),
                "{better} of {} better",
                options.len()
            );
            replay.place(placement.slot, placement.cell).expect("legal");
        }
    }
}
