//! Sets of tiles and sets of cells share one shape: a `u128` with one bit per member, the
//! members in index order. This macro writes that shape once.

/// `1 << i` for every bit of a `u128`. Shifting a `u128` by a number known only at run time
/// takes the plain x86-64 target about nine instructions (two shifts and a fix-up for the
/// upper half); a look-up takes two loads. Adding, removing and testing a member is what the
/// board does most when a tile is laid.
pub(crate) const BITS: [u128; 128] = {
    let mut out = [0; 128];
    let mut i = 0;
    while i < 128 {
        out[i] = 1 << i;
        i += 1;
    }
    out
};

/// The bit of the member with index `index` (below 128).
#[inline(always)]
pub(crate) const fn bit(index: u8) -> u128 {
    BITS[(index & 127) as usize]
}

/// Defines `$set`, a set of `$item`s as a 128-bit mask (bit `i` for the member of index `i`),
/// and `$iter`, its iterator in index order. `$item` must be a tuple struct over a `u8` index
/// defined in the calling module; `$items` names the members in the docs.
macro_rules! bit_set {
    ($(#[$doc:meta])* $set:ident, $iter:ident, $item:ident, $items:literal, $order:literal) => {
        $(#[$doc])*
        #[derive(Copy, Clone, PartialEq, Eq, Hash, Default)]
        pub struct $set(pub u128);

        impl $set {
            #[doc = concat!("No ", $items, ".")]
            pub const EMPTY: $set = $set(0);

            #[doc = concat!("Whether the set holds the given ", $items, ".")]
            #[inline]
            #[must_use]
            pub const fn contains(self, item: $item) -> bool {
                self.0 & $crate::set::bit(item.0) != 0
            }

            /// Adds a member.
            #[inline]
            pub fn insert(&mut self, item: $item) {
                self.0 |= $crate::set::bit(item.0);
            }

            /// Removes a member.
            #[inline]
            pub fn remove(&mut self, item: $item) {
                self.0 &= !$crate::set::bit(item.0);
            }

            /// How many members the set has.
            #[inline]
            #[must_use]
            pub const fn len(self) -> usize {
                self.0.count_ones() as usize
            }

            /// Whether the set is empty.
            #[inline]
            #[must_use]
            pub const fn is_empty(self) -> bool {
                self.0 == 0
            }

            #[doc = concat!("The ", $items, " of the set in ", $order, ".")]
            pub fn iter(self) -> $iter {
                $iter(self.0)
            }
        }

        impl std::fmt::Debug for $set {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.debug_set().entries(self.iter()).finish()
            }
        }

        impl FromIterator<$item> for $set {
            fn from_iter<I: IntoIterator<Item = $item>>(iter: I) -> $set {
                let mut set = $set::EMPTY;
                for item in iter {
                    set.insert(item);
                }
                set
            }
        }

        impl IntoIterator for $set {
            type Item = $item;
            type IntoIter = $iter;
            fn into_iter(self) -> $iter {
                self.iter()
            }
        }

        #[doc = concat!("Iterator over the ", $items, " of a [`", stringify!($set), "`] in ", $order, ".")]
        #[derive(Clone, Debug)]
        pub struct $iter(u128);

        impl Iterator for $iter {
            type Item = $item;

            #[inline]
            fn next(&mut self) -> Option<$item> {
                if self.0 == 0 {
                    return None;
                }
                let index = self.0.trailing_zeros();
                self.0 &= self.0 - 1;
                Some($item(index as u8))
            }

            fn size_hint(&self) -> (usize, Option<usize>) {
                let n = self.0.count_ones() as usize;
                (n, Some(n))
            }
        }

        impl ExactSizeIterator for $iter {}
    };
}

pub(crate) use bit_set;
