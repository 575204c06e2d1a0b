//! Move generation and turning on bare `u64` bitboards, for the endgame solver.
//!
//! The rules module answers the same questions ([`crate::board`]'s `turning_cells` and
//! `turned`) by stepping through the eight directions one cell at a time; that is clear and
//! fast enough for a player, but the solver asks them hundreds of millions of times. Here the
//! moves come from four shift pairs on masked opponents, and the turned stones of one move from
//! precomputed rays and the nearest non-opponent cell on each ray (one bit trick per
//! direction, no loop along the ray). The tests check both against the rules.
//!
//! Bit `row * 8 + col` is the cell, as in [`crate::Cells`]; `own` is the side to move.

/// Opponent stones that can be inside a run along a row or a diagonal: not in the edge
/// columns, so a shift never carries a run across the edge of the board.
const INNER_COLUMNS: u64 = 0x7e7e_7e7e_7e7e_7e7e;
/// Opponent stones that can be inside a diagonal run: not on any edge.
const INNER: u64 = 0x007e_7e7e_7e7e_7e00;

/// The runs of `opp` stones reaching from an `own` stone along one shift `s` (both ways),
/// shifted once more: the cells that close such a run.
#[inline]
const fn closing(own: u64, opp: u64, s: u32) -> u64 {
    let mut up = opp & (own << s);
    let mut down = opp & (own >> s);
    // A run has at most six stones: five more steps after the first.
    up |= opp & (up << s);
    down |= opp & (down >> s);
    up |= opp & (up << s);
    down |= opp & (down >> s);
    up |= opp & (up << s);
    down |= opp & (down >> s);
    up |= opp & (up << s);
    down |= opp & (down >> s);
    up |= opp & (up << s);
    down |= opp & (down >> s);
    (up << s) | (down >> s)
}

/// The empty cells where a stone of `own` would turn at least one `opp` stone.
#[inline]
#[must_use]
pub(crate) const fn moves(own: u64, opp: u64) -> u64 {
    let empty = !(own | opp);
    (closing(own, opp & INNER_COLUMNS, 1)
        | closing(own, opp, 8)
        | closing(own, opp & INNER, 7)
        | closing(own, opp & INNER, 9))
        & empty
}

/// The eight directions as (column step, row step): the first four go to higher bits.
const STEPS: [(i32, i32); 8] = [
    (1, 0),
    (0, 1),
    (1, 1),
    (-1, 1),
    (-1, 0),
    (0, -1),
    (-1, -1),
    (1, -1),
];

/// For each cell and direction, the cells beyond it in that direction up to the edge.
static RAYS: [[u64; 8]; 64] = rays();

const fn rays() -> [[u64; 8]; 64] {
    let mut rays = [[0; 8]; 64];
    let mut cell = 0;
    while cell < 64 {
        let mut d = 0;
        while d < 8 {
            let (dc, dr) = STEPS[d];
            let mut col = (cell % 8) as i32 + dc;
            let mut row = (cell / 8) as i32 + dr;
            let mut ray = 0;
            while col >= 0 && col < 8 && row >= 0 && row < 8 {
                ray |= 1u64 << (row * 8 + col);
                col += dc;
                row += dr;
            }
            rays[cell][d] = ray;
            d += 1;
        }
        cell += 1;
    }
    rays
}

/// The `opp` stones a stone of `own` laid on the empty cell `cell` (0–63) would turn.
#[inline]
#[must_use]
pub(crate) fn flips(own: u64, opp: u64, cell: usize) -> u64 {
    let rays = &RAYS[cell];
    let mut turned = 0;
    // Towards higher bits the nearest cell of a ray is its lowest bit.
    for &ray in &rays[..4] {
        let stop = ray & !opp;
        let nearest = stop & stop.wrapping_neg();
        if nearest & own != 0 {
            turned |= (nearest - 1) & ray;
        }
    }
    // Towards lower bits it is the highest bit.
    for &ray in &rays[4..] {
        let stop = ray & !opp;
        if stop != 0 {
            let nearest = 1u64 << (63 - stop.leading_zeros());
            if nearest & own != 0 {
                turned |= ray & !((nearest << 1).wrapping_sub(1));
            }
        }
    }
    turned
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;
    use rand_pcg::Pcg64Mcg;

    use super::*;
    use crate::ai::Level;
    use crate::board::Colour;
    use crate::game::Game;
    use crate::rules::Rules;

    #[test]
    fn moves_and_flips_agree_with_the_rules_on_random_games() {
        let mut checked = 0;
        for seed in 0..60 {
            let mut rng = Pcg64Mcg::seed_from_u64(seed);
            // Document games fill the board in odd shapes; classic games are what the solver sees.
            for rules in [Rules::Classic, Rules::Document] {
                let mut game = Game::new(rules);
                while let Some(mv) = Level::Random.choose(game.position(), &mut rng) {
                    let board = *game.position().board();
                    for colour in Colour::ALL {
                        let own = board.stones(colour).0;
                        let opp = board.stones(colour.other()).0;
                        let legal: u64 = board
                            .empty()
                            .iter()
                            .filter(|&c| !board.turned_by(c, colour).is_empty())
                            .map(|c| c.set().0)
                            .sum();
                        assert_eq!(moves(own, opp), legal, "{board}");
                        for cell in board.empty().iter() {
                            assert_eq!(
                                flips(own, opp, usize::from(cell.index())),
                                board.turned_by(cell, colour).0,
                                "{cell} for {colour} on\n{board}"
                            );
                            checked += 1;
                        }
                    }
                    game.play(mv).expect("a legal move");
                }
            }
        }
        assert!(checked > 100_000, "{checked}");
    }

    #[test]
    fn runs_do_not_wrap_around_the_edges() {
        // Own h1, opponent a2, empty b2: a shift by one from h1 lands on a2, which is no
        // neighbour of h1 on the board.
        let own = 1 << 7;
        let opp = 1 << 8;
        assert_eq!(moves(own, opp), 0);
        assert_eq!(flips(own, opp, 9), 0);
    }
}
