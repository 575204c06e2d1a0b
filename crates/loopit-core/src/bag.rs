//! The bag of undrawn tiles and a player's bank of up to five.

use std::fmt;

use rand::Rng;

use crate::tile::{Tile, TileSet};

/// The tiles nobody has drawn: every tile on neither the board nor a bank.
#[derive(Copy, Clone, PartialEq, Eq, Default)]
pub struct Bag(TileSet);

impl Bag {
    /// The full bag of 81 tiles.
    pub const FULL: Bag = Bag(TileSet::ALL);

    /// A bag holding exactly `tiles`.
    #[must_use]
    pub const fn of(tiles: TileSet) -> Bag {
        Bag(tiles)
    }

    /// The tiles in the bag.
    #[inline]
    #[must_use]
    pub const fn tiles(self) -> TileSet {
        self.0
    }

    /// How many tiles are in the bag.
    #[must_use]
    pub const fn len(self) -> usize {
        self.0.len()
    }

    /// Whether the bag is empty.
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0.is_empty()
    }

    /// Whether `tile` is in the bag.
    #[must_use]
    pub const fn contains(self, tile: Tile) -> bool {
        self.0.contains(tile)
    }

    /// Takes one tile out at random, each tile in the bag equally likely; `None` when empty.
    pub fn draw<R: Rng + ?Sized>(&mut self, rng: &mut R) -> Option<Tile> {
        self.draw_of(self.0.len(), rng)
    }

    /// [`Bag::draw`] from a bag known to hold `count` tiles (its length, counted once by a
    /// caller that draws several in a row). Always inlined into the bank's fill, which draws
    /// five times a turn.
    #[inline(always)]
    fn draw_of<R: Rng + ?Sized>(&mut self, count: usize, rng: &mut R) -> Option<Tile> {
        if count == 0 {
            return None;
        }
        let tile = self.0.nth(index_below(count, rng))?;
        self.0.remove(tile);
        Some(tile)
    }

    /// Puts `tile` back into the bag.
    pub fn give_back(&mut self, tile: Tile) {
        self.0.insert(tile);
    }

    /// Takes `tile` out of the bag (no effect when it is not there).
    pub fn take(&mut self, tile: Tile) {
        self.0.remove(tile);
    }

    /// The tile of the bag that follows `from` in naming order, wrapping round from the last
    /// tile to the first; `None` when the bag is empty. This is the cheat swap's step forward.
    #[must_use]
    pub fn next_after(self, from: Tile) -> Option<Tile> {
        let above = self.0.0 & !((1u128 << (from.index() + 1)) - 1);
        let pick = if above != 0 { above } else { self.0.0 };
        TileSet(pick).nth(0)
    }

    /// The tile of the bag that comes before `from` in naming order, wrapping round from the
    /// first tile to the last; `None` when the bag is empty. This is the cheat swap's step back.
    #[must_use]
    pub fn previous_before(self, from: Tile) -> Option<Tile> {
        let below = self.0.0 & ((1u128 << from.index()) - 1);
        let pick = if below != 0 { below } else { self.0.0 };
        TileSet(pick).last()
    }
}

impl fmt::Debug for Bag {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Bag({:?})", self.0)
    }
}

/// A number in `0..count`, each equally likely: exactly the number `rng.random_range(0..count)`
/// gives (rand's single sample of a `usize` range below 2^32: Canon's method on 32-bit words, a
/// second word only when the first lands in the last `count` values), so that every game,
/// saved game and replay draws the same tiles as before. Written out here to be inlined into
/// the bag's draw, which rand's call is not (a two-player Normal game draws about 130 times).
/// `count` is at most the 81 tiles of a bag.
#[inline(always)]
fn index_below<R: Rng + ?Sized>(count: usize, rng: &mut R) -> usize {
    debug_assert!(count > 0 && count <= Tile::COUNT);
    let range = count as u32;
    let wide = u64::from(rng.next_u32()) * u64::from(range);
    let (mut index, low) = ((wide >> 32) as u32, wide as u32);
    if low > range.wrapping_neg() {
        let next = ((u64::from(rng.next_u32()) * u64::from(range)) >> 32) as u32;
        index += u32::from(low.checked_add(next).is_none());
    }
    index as usize
}

/// The tiles a player has drawn for this turn: up to five slots, in the order drawn.
///
/// A slot is empty when the bag ran short, or while its tile lies on the board this turn
/// (taking the tile back returns it to its slot).
#[derive(Copy, Clone, PartialEq, Eq, Default)]
pub struct Bank {
    slots: [Option<Tile>; Bank::SIZE],
}

impl Bank {
    /// How many tiles a bank holds at most.
    pub const SIZE: usize = 5;

    /// An empty bank.
    #[must_use]
    pub const fn new() -> Bank {
        Bank {
            slots: [None; Bank::SIZE],
        }
    }

    /// The tile in `slot` (0–4), if any.
    #[must_use]
    pub fn get(&self, slot: usize) -> Option<Tile> {
        self.slots.get(slot).copied().flatten()
    }

    /// All five slots in order.
    #[must_use]
    pub const fn slots(&self) -> &[Option<Tile>; Bank::SIZE] {
        &self.slots
    }

    /// The occupied slots with their tiles, in slot order.
    pub fn tiles(&self) -> impl Iterator<Item = (usize, Tile)> + '_ {
        self.slots
            .iter()
            .enumerate()
            .filter_map(|(slot, tile)| tile.map(|t| (slot, t)))
    }

    /// The tiles in the bank as a set.
    #[must_use]
    pub fn tile_set(&self) -> TileSet {
        self.slots.iter().flatten().copied().collect()
    }

    /// The slot holding `tile`, if it is in the bank.
    #[must_use]
    pub fn slot_of(&self, tile: Tile) -> Option<usize> {
        self.slots.iter().position(|t| *t == Some(tile))
    }

    /// How many tiles are in the bank.
    #[must_use]
    pub fn len(&self) -> usize {
        self.slots.iter().flatten().count()
    }

    /// Whether the bank holds no tile.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.slots.iter().all(Option::is_none)
    }

    /// Puts `tile` into `slot`, returning what was there.
    pub fn set(&mut self, slot: usize, tile: Option<Tile>) -> Option<Tile> {
        match self.slots.get_mut(slot) {
            Some(place) => std::mem::replace(place, tile),
            None => None,
        }
    }

    /// Takes the tile out of `slot`, leaving the slot empty.
    pub fn take(&mut self, slot: usize) -> Option<Tile> {
        self.set(slot, None)
    }

    /// Draws from `bag` into the empty slots, in slot order, until the bank holds five tiles
    /// or the bag is empty (step 1 of a turn).
    pub fn fill<R: Rng + ?Sized>(&mut self, bag: &mut Bag, rng: &mut R) {
        // The bag is counted once, not at every draw: each draw takes exactly one tile.
        let mut count = bag.len();
        for slot in &mut self.slots {
            if slot.is_none() {
                match bag.draw_of(count, rng) {
                    Some(tile) => {
                        *slot = Some(tile);
                        count -= 1;
                    }
                    None => break,
                }
            }
        }
    }

    /// Returns every tile of the bank to `bag` and empties the bank.
    pub fn empty_into(&mut self, bag: &mut Bag) {
        for slot in &mut self.slots {
            if let Some(tile) = slot.take() {
                bag.give_back(tile);
            }
        }
    }
}

impl fmt::Debug for Bank {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Bank[")?;
        for (i, slot) in self.slots.iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            match slot {
                Some(tile) => write!(f, "{tile}")?,
                None => f.write_str("-")?,
            }
        }
        f.write_str("]")
    }
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;
    use rand_pcg::Pcg64Mcg;

    use super::*;

    fn t(name: &str) -> Tile {
        name.parse().expect("a tile name")
    }

    /// The bag's draw picks the same numbers as rand's `random_range`, for every bag size and
    /// many generator states: games, saved games and replays keep drawing the same tiles.
    #[test]
    fn a_draw_picks_the_number_rand_would() {
        use rand::RngExt;
        for seed in 0..200 {
            let mut ours = Pcg64Mcg::seed_from_u64(seed);
            let mut rands = ours.clone();
            for count in (1..=Tile::COUNT).chain([1, 2, 81, 80, 3]) {
                let theirs: usize = rands.random_range(0..count);
                assert_eq!(
                    index_below(count, &mut ours),
                    theirs,
                    "seed {seed}, count {count}"
                );
            }
        }
    }

    #[test]
    fn drawing_empties_the_bag_once_each() {
        let mut bag = Bag::FULL;
        let mut rng = Pcg64Mcg::seed_from_u64(7);
        let mut seen = TileSet::EMPTY;
        while let Some(tile) = bag.draw(&mut rng) {
            assert!(!seen.contains(tile));
            seen.insert(tile);
        }
        assert_eq!(seen, TileSet::ALL);
        assert!(bag.is_empty());
    }

    #[test]
    fn the_bank_fills_to_five_or_until_the_bag_is_empty() {
        let mut rng = Pcg64Mcg::seed_from_u64(1);
        let mut bag = Bag::FULL;
        let mut bank = Bank::new();
        bank.fill(&mut bag, &mut rng);
        assert_eq!(bank.len(), 5);
        assert_eq!(bag.len(), 76);

        let mut small = Bag::of([t("121"), t("834")].into_iter().collect());
        let mut bank = Bank::new();
        bank.fill(&mut small, &mut rng);
        assert_eq!(bank.len(), 2);
        assert!(small.is_empty());
    }

    #[test]
    fn cheat_steps_wrap_round_in_naming_order() {
        let bag = Bag::of([t("121"), t("425"), t("834")].into_iter().collect());
        assert_eq!(bag.next_after(t("331")), Some(t("425")));
        assert_eq!(bag.next_after(t("425")), Some(t("834")));
        assert_eq!(bag.next_after(t("834")), Some(t("121")));
        assert_eq!(bag.previous_before(t("331")), Some(t("121")));
        assert_eq!(bag.previous_before(t("121")), Some(t("834")));
        assert_eq!(Bag::default().next_after(t("121")), None);
    }
}
