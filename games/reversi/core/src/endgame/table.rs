//! The solver's transposition table, shared by the threads of a solve without locks.
//!
//! An entry is three machine words, each written and read alone (relaxed atomics): the
//! packed bounds (`data`), and the two bitboards each XORed with a mix of `data`. Two threads
//! writing the same slot at once may leave words of both; a reader then finds that the
//! bitboards it rebuilds from the words do not match the position it looks for, and treats the
//! slot as empty. Only an entry read whole matches, so every bound read is one some thread
//! proved for that position: the search stays exact. (A torn entry passes the check only if
//! two 64-bit mixes of different entries happened to cancel for both bitboards at once.)

use std::sync::atomic::{AtomicU64, Ordering};

/// One table entry: a position and bounds on its exact value.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Entry {
    pub own: u64,
    pub opp: u64,
    pub lower: i8,
    pub upper: i8,
    pub best: u8,
    pub empties: u8,
}

/// Set in every written entry's data, so that a never-written slot (all zero) matches nothing.
const WRITTEN: u64 = 1 << 32;

impl Entry {
    fn data(&self) -> u64 {
        u64::from(self.lower as u8)
            | u64::from(self.upper as u8) << 8
            | u64::from(self.best) << 16
            | u64::from(self.empties) << 24
            | WRITTEN
    }

    fn from_data(own: u64, opp: u64, data: u64) -> Entry {
        Entry {
            own,
            opp,
            lower: data as u8 as i8,
            upper: (data >> 8) as u8 as i8,
            best: (data >> 16) as u8,
            empties: (data >> 24) as u8,
        }
    }
}

/// The data spread over 64 bits (a bijection), XORed into the stored bitboards.
const fn mix(data: u64) -> u64 {
    data.wrapping_mul(0x9e37_79b9_7f4a_7c15)
}

/// The three words of an entry: `data`, `own ^ mix(data)`, `opp ^ mix(data)`.
#[derive(Debug)]
#[repr(transparent)]
struct Slot([AtomicU64; 3]);

impl Slot {
    /// The entry, if the slot holds one for a position and it was read whole.
    fn read(&self) -> Option<Entry> {
        let [data_word, own_word, opp_word] = &self.0;
        let data = data_word.load(Ordering::Relaxed);
        if data & WRITTEN == 0 {
            return None;
        }
        let own = own_word.load(Ordering::Relaxed) ^ mix(data);
        let opp = opp_word.load(Ordering::Relaxed) ^ mix(data);
        // The data read again: a writer in between may have left words of two entries.
        (data_word.load(Ordering::Relaxed) == data).then(|| Entry::from_data(own, opp, data))
    }

    fn holds(&self, own: u64, opp: u64) -> Option<Entry> {
        self.read().filter(|e| e.own == own && e.opp == opp)
    }

    fn write(&self, entry: &Entry) {
        let [data_word, own_word, opp_word] = &self.0;
        let data = entry.data();
        data_word.store(data, Ordering::Relaxed);
        own_word.store(entry.own ^ mix(data), Ordering::Relaxed);
        opp_word.store(entry.opp ^ mix(data), Ordering::Relaxed);
    }
}

/// The entries, in buckets of two.
#[derive(Debug)]
pub(super) struct Table {
    slots: Box<[Slot]>,
    mask: usize,
}

impl Table {
    /// A table of `size` entries (a power of two, at least 2).
    pub(super) fn new(size: usize) -> Table {
        Table {
            // Zeroed words in one allocation: a large table is cleared quickly.
            slots: vec![[0u64; 3]; size]
                .into_iter()
                .map(|words| Slot(words.map(AtomicU64::new)))
                .collect(),
            mask: size - 1,
        }
    }

    fn hash(own: u64, opp: u64) -> u64 {
        let h = (own ^ opp.rotate_left(29)).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        h ^ (h >> 31)
    }

    fn bucket(&self, own: u64, opp: u64) -> &[Slot] {
        let i = (Table::hash(own, opp) as usize) & self.mask & !1;
        &self.slots[i..=i + 1]
    }

    pub(super) fn probe(&self, own: u64, opp: u64) -> Option<Entry> {
        self.bucket(own, opp).iter().find_map(|s| s.holds(own, opp))
    }

    pub(super) fn store(&self, entry: &Entry) {
        let [a, b] = self.bucket(entry.own, entry.opp) else {
            return;
        };
        let (read_a, read_b) = (a.read(), b.read());
        let same = |e: &Option<Entry>| e.is_some_and(|e| e.own == entry.own && e.opp == entry.opp);
        let empties = |e: &Option<Entry>| e.map_or(0, |e| e.empties);
        // The same position in place; else the entry that is cheaper to find again.
        let slot = if same(&read_a) {
            a
        } else if same(&read_b) || empties(&read_b) < empties(&read_a) {
            b
        } else {
            a
        };
        slot.write(entry);
    }
}
