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

/// Cells not in column a, and not in column h: what a shift by one column may land on.
const NOT_A: u64 = 0xfefe_fefe_fefe_fefe;
const NOT_H: u64 = 0x7f7f_7f7f_7f7f_7f7f;

/// The cells next to any of `set` in the eight directions.
pub(crate) const fn neighbours(set: u64) -> u64 {
    ((set << 1) & NOT_A)
        | ((set >> 1) & NOT_H)
        | (set << 8)
        | (set >> 8)
        | ((set << 9) & NOT_A)
        | ((set << 7) & NOT_H)
        | ((set >> 7) & NOT_A)
        | ((set >> 9) & NOT_H)
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

/// The cells of column a (bit 0 of each row).
const COLUMN_A: u64 = 0x0101_0101_0101_0101;

/// How many stones a stone laid on the last empty cell of a board turns, by line: indexed by
/// the cell's place on an eight-cell line and the line's own stones as a byte; every other
/// cell of the line is the opponent's (the board is full but for the cell). Cells beyond the
/// end of a short diagonal read as the opponent's too, which is harmless: no own stone lies
/// beyond them, so a run reaching them is never closed.
static LAST_FLIPS: [[u8; 256]; 8] = last_flips();

const fn last_flips() -> [[u8; 256]; 8] {
    let mut table = [[0; 256]; 8];
    let mut place = 0;
    while place < 8 {
        let mut own = 0;
        while own < 256 {
            let mut count = 0;
            // Right, then left: the run of opponent stones up to the nearest own stone.
            let mut at = place + 1;
            while at < 8 && own & (1 << at) == 0 {
                at += 1;
            }
            if at < 8 {
                count += at - place - 1;
            }
            let mut at = place as i32 - 1;
            while at >= 0 && own & (1 << at) == 0 {
                at -= 1;
            }
            if at >= 0 {
                count += place - at as usize - 1;
            }
            table[place][own] = count as u8;
            own += 1;
        }
        place += 1;
    }
    table
}

/// For each cell, its two diagonals (steps of 9 and of 7 bits), for [`last_flip_count`].
static CELL_DIAGONALS: [(u64, u64); 64] = cell_diagonals();

const fn cell_diagonals() -> [(u64, u64); 64] {
    let (down, up) = diagonals();
    let mut table = [(0, 0); 64];
    let mut cell = 0;
    while cell < 64 {
        let (row, col) = (cell / 8, cell % 8);
        table[cell] = (down[row + 7 - col], up[row + col]);
        cell += 1;
    }
    table
}

/// How many stones a stone of `own` laid on `cell` turns when `cell` is the only empty cell
/// (every other cell is `own`'s or the opponent's). The solver asks this at every position
/// with one empty cell left (millions in a solve), so it gets its own routine: four table
/// look-ups, one a line through the cell (each line packed into a byte), instead of
/// [`flips`] and a count.
#[inline]
#[must_use]
pub(crate) fn last_flip_count(own: u64, cell: usize) -> u32 {
    let (row, col) = (cell / 8, cell % 8);
    let (down, up) = CELL_DIAGONALS[cell];
    // The bits of a line with one cell a column, summed into the top byte: bit = column.
    let by_column = |line: u64| ((line.wrapping_mul(0x0101_0101_0101_0101)) >> 56) as usize;
    let row_bits = ((own >> (8 * row)) & 0xff) as usize;
    let column_bits = pack_column(own >> col);
    u32::from(LAST_FLIPS[col][row_bits])
        + u32::from(LAST_FLIPS[row][column_bits])
        + u32::from(LAST_FLIPS[col][by_column(own & down)])
        + u32::from(LAST_FLIPS[col][by_column(own & up)])
}

/// The 15 diagonals running from a lower row and column to a higher one (steps of 9 bits),
/// and the 15 running the other way (steps of 7 bits), for the full-line test of [`stable`].
static DIAGONALS: ([u64; 15], [u64; 15]) = diagonals();

const fn diagonals() -> ([u64; 15], [u64; 15]) {
    let (mut down, mut up) = ([0; 15], [0; 15]);
    let mut cell = 0;
    while cell < 64 {
        let (row, col) = (cell / 8, cell % 8);
        down[row + 7 - col] |= 1 << cell;
        up[row + col] |= 1 << cell;
        cell += 1;
    }
    (down, up)
}

/// A column (bit `8 * row`) packed into a byte (bit `row`): no two products overlap.
#[inline]
const fn pack_column(column_a: u64) -> usize {
    ((column_a & COLUMN_A).wrapping_mul(0x0102_0408_1020_4080) >> 56) as usize
}

/// A byte (bit `row`) spread back onto column a (bit `8 * row`).
static UNPACK_COLUMN: [u64; 256] = unpack_column();

const fn unpack_column() -> [u64; 256] {
    let mut table = [0; 256];
    let mut byte = 0;
    while byte < 256 {
        let mut row = 0;
        while row < 8 {
            if byte & (1 << row) != 0 {
                table[byte] |= 1 << (8 * row);
            }
            row += 1;
        }
        byte += 1;
    }
    table
}

/// The stones of a line of eight cells (an edge) that no sequence of stones laid on that
/// line can turn, indexed by `own | opp << 8`. Computed once, by trying every lay of either
/// colour on every empty cell of the line, to the full line (3^8 reachable lines).
static EDGE_STABLE: std::sync::LazyLock<Vec<u8>> = std::sync::LazyLock::new(|| {
    let mut table = vec![None; 1 << 16];
    for own in 0..=255u8 {
        for opp in 0..=255u8 {
            if own & opp == 0 {
                edge_stable(own, opp, &mut table);
            }
        }
    }
    table.into_iter().map(Option::unwrap_or_default).collect()
});

fn edge_stable(own: u8, opp: u8, table: &mut [Option<u8>]) -> u8 {
    let index = usize::from(own) | usize::from(opp) << 8;
    if let Some(stable) = table[index] {
        return stable;
    }
    let mut stable = own;
    let empty = !(own | opp);
    for cell in 0..8 {
        let stone = 1u8 << cell;
        if empty & stone == 0 {
            continue;
        }
        // A stone may land here through a run along another line, turning nothing on this one.
        let turned = line_flips(own, opp, cell);
        stable &= edge_stable(own | stone | turned, opp & !turned, table);
        let turned = line_flips(opp, own, cell);
        stable &= edge_stable(own & !turned, opp | stone | turned, table);
    }
    table[index] = Some(stable);
    stable
}

/// The `opp` stones of a line that a stone of `own` on `cell` closes in, both ways.
fn line_flips(own: u8, opp: u8, cell: u32) -> u8 {
    let mut turned = 0;
    for step in [1i32, -1] {
        let mut run = 0u8;
        let mut at = cell as i32 + step;
        while (0..8).contains(&at) && opp & (1 << at) != 0 {
            run |= 1 << at;
            at += step;
        }
        if (0..8).contains(&at) && own & (1 << at) != 0 {
            turned |= run;
        }
    }
    turned
}

/// Stones of `own` that can never be turned again: those the four edges keep (see
/// [`EDGE_STABLE`]), then inner stones that have, along each of the four lines through them,
/// a full line or a stable neighbour of their own colour. A lower bound: some stable stones
/// are missed, none is wrongly counted.
#[must_use]
pub(crate) fn stable(own: u64, opp: u64) -> u64 {
    let edges = &*EDGE_STABLE;
    let edge = |own: usize, opp: usize| u64::from(edges[own | opp << 8]);
    let mut stable = edge((own & 0xff) as usize, (opp & 0xff) as usize)
        | edge((own >> 56) as usize, (opp >> 56) as usize) << 56
        | UNPACK_COLUMN[edge(pack_column(own), pack_column(opp)) as usize]
        | UNPACK_COLUMN[edge(pack_column(own >> 7), pack_column(opp >> 7)) as usize] << 7;
    let inner = own & INNER;
    if inner == 0 {
        return stable;
    }
    let occupied = own | opp;
    let (mut rows, mut columns, mut down, mut up) = (0, 0, 0, 0);
    for i in 0..8 {
        let row = 0xffu64 << (8 * i);
        if occupied & row == row {
            rows |= row;
        }
        let column = COLUMN_A << i;
        if occupied & column == column {
            columns |= column;
        }
    }
    for (&d, &u) in DIAGONALS.0.iter().zip(&DIAGONALS.1) {
        if occupied & d == d {
            down |= d;
        }
        if occupied & u == u {
            up |= u;
        }
    }
    stable |= inner & rows & columns & down & up;
    loop {
        // Inner cells only: their neighbours on each line are on the board, no wrap-around.
        let more = inner
            & (rows | stable << 1 | stable >> 1)
            & (columns | stable << 8 | stable >> 8)
            & (down | stable << 9 | stable >> 9)
            & (up | stable << 7 | stable >> 7);
        if more & !stable == 0 {
            return stable;
        }
        stable |= more;
    }
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
    fn the_last_cell_turns_as_many_stones_as_flips_says() {
        let mut rng = Pcg64Mcg::seed_from_u64(7);
        for _ in 0..20_000 {
            let own: u64 = rand::RngExt::random(&mut rng);
            let cell = rand::RngExt::random_range(&mut rng, 0..64usize);
            let own = own & !(1 << cell);
            let opp = !own & !(1 << cell);
            assert_eq!(
                last_flip_count(own, cell),
                flips(own, opp, cell).count_ones(),
                "{own:#x} {cell}"
            );
        }
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

    #[test]
    fn neighbours_do_not_wrap_around_the_edges() {
        assert_eq!(neighbours(cells(&["h1"])), cells(&["g1", "g2", "h2"]));
        assert_eq!(neighbours(cells(&["a8"])), cells(&["a7", "b7", "b8"]));
    }

    /// The set of the named cells.
    fn cells(names: &[&str]) -> u64 {
        names
            .iter()
            .map(|n| n.parse::<crate::Cell>().expect("a cell").set().0)
            .fold(0, |a, b| a | b)
    }

    #[test]
    fn corners_and_full_boards_are_stable_and_an_x_square_is_not() {
        let own = cells(&["a1", "b1", "b2", "g7"]);
        let opp = cells(&["c1", "h8"]);
        // a1 and b1 hold along the edge from the corner; b2 could still be turned along
        // its empty diagonal (or column), g7 beside the opponent's corner likewise.
        assert_eq!(stable(own, opp), cells(&["a1", "b1"]));
        assert_eq!(stable(opp, own), cells(&["h8"]));
        let half = 0x0f0f_0f0f_0f0f_0f0f;
        assert_eq!(stable(half, !half), half);
        assert_eq!(stable(!half, half), !half);
    }

    #[test]
    fn a_stable_stone_is_never_turned_later_in_random_games() {
        let mut stable_seen = 0;
        for seed in 0..80 {
            let mut rng = Pcg64Mcg::seed_from_u64(seed);
            let mut game = Game::new(Rules::Othello);
            let mut kept: Vec<(Colour, u64)> = Vec::new();
            while let Some(mv) = Level::Random.choose(game.position(), &mut rng) {
                let board = *game.position().board();
                for colour in Colour::ALL {
                    let own = board.stones(colour).0;
                    assert_eq!(
                        own & kept
                            .iter()
                            .filter(|k| k.0 == colour)
                            .fold(0, |a, k| a | k.1),
                        kept.iter()
                            .filter(|k| k.0 == colour)
                            .fold(0, |a, k| a | k.1),
                        "a stone said to be stable was turned\n{board}"
                    );
                    let now = stable(own, board.stones(colour.other()).0);
                    stable_seen += now.count_ones();
                    kept.push((colour, now));
                }
                game.play(mv).expect("a legal move");
            }
        }
        assert!(stable_seen > 10_000, "{stable_seen}");
    }
}
