//! The four edges of a tile or cell, and sets of them.

use std::fmt;

/// One edge of a square tile or cell. `N` is the top, `E` the right, `S` the bottom, `W` the left.
///
/// A line end always sits at the middle of an edge; an edge has at most one line end.
/// It travels by its letter (`"N"`).
#[derive(
    Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub enum Edge {
    /// The top edge.
    N = 0,
    /// The right edge.
    E = 1,
    /// The bottom edge.
    S = 2,
    /// The left edge.
    W = 3,
}

impl Edge {
    /// All four edges in the order N, E, S, W (clockwise from the top).
    pub const ALL: [Edge; 4] = [Edge::N, Edge::E, Edge::S, Edge::W];

    /// The edge on the other side of the square: the one a neighbour shows in return.
    ///
    /// ```
    /// use loopit_core::Edge;
    /// assert_eq!(Edge::N.opposite(), Edge::S);
    /// assert_eq!(Edge::W.opposite(), Edge::E);
    /// ```
    #[inline]
    #[must_use]
    pub const fn opposite(self) -> Edge {
        Edge::ALL[(self as usize + 2) % 4]
    }

    /// The letter of the edge, as the crate README writes it (`'N'`, `'E'`, `'S'` or `'W'`).
    #[must_use]
    pub const fn char(self) -> char {
        match self {
            Edge::N => 'N',
            Edge::E => 'E',
            Edge::S => 'S',
            Edge::W => 'W',
        }
    }

    /// The edge written by `c` (`'N'`, `'E'`, `'S'` or `'W'`), if any.
    #[must_use]
    pub const fn from_char(c: char) -> Option<Edge> {
        match c {
            'N' => Some(Edge::N),
            'E' => Some(Edge::E),
            'S' => Some(Edge::S),
            'W' => Some(Edge::W),
            _ => None,
        }
    }

    /// The one-bit set holding only this edge.
    #[inline]
    #[must_use]
    pub const fn set(self) -> Edges {
        Edges(1 << self as u8)
    }

    /// A plain English word for the edge ("top", "right", "bottom", "left").
    #[must_use]
    pub const fn word(self) -> &'static str {
        match self {
            Edge::N => "top",
            Edge::E => "right",
            Edge::S => "bottom",
            Edge::W => "left",
        }
    }
}

impl fmt::Display for Edge {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.char())
    }
}

/// A set of edges as a 4-bit mask: bit 0 = `N`, bit 1 = `E`, bit 2 = `S`, bit 3 = `W`.
///
/// A tile's line ends, and what a cell's neighbours demand of a tile laid there, are both
/// `Edges`, so checking a placement is a couple of mask operations.
///
/// ```text
///      N (1)
///  W (8)   E (2)
///      S (4)
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default, PartialOrd, Ord)]
pub struct Edges(pub u8);

impl Edges {
    /// No edge.
    pub const EMPTY: Edges = Edges(0);
    /// All four edges.
    pub const ALL: Edges = Edges(0b1111);

    /// Whether `edge` is in the set.
    #[inline]
    #[must_use]
    pub const fn contains(self, edge: Edge) -> bool {
        self.0 & (1 << edge as u8) != 0
    }

    /// The set with `edge` added.
    #[inline]
    #[must_use]
    pub const fn with(self, edge: Edge) -> Edges {
        Edges(self.0 | (1 << edge as u8))
    }

    /// The set with `edge` removed.
    #[inline]
    #[must_use]
    pub const fn without(self, edge: Edge) -> Edges {
        Edges(self.0 & !(1 << edge as u8))
    }

    /// Every edge turned to face the other way (`N` ↔ `S`, `E` ↔ `W`).
    ///
    /// ```
    /// use loopit_core::{Edge, Edges};
    /// let ne = Edges::EMPTY.with(Edge::N).with(Edge::E);
    /// assert_eq!(ne.opposite(), Edges::EMPTY.with(Edge::S).with(Edge::W));
    /// ```
    #[inline]
    #[must_use]
    pub const fn opposite(self) -> Edges {
        Edges(((self.0 << 2) | (self.0 >> 2)) & 0b1111)
    }

    /// How many edges are in the set.
    #[inline]
    #[must_use]
    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }

    /// Whether the set is empty.
    #[inline]
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The edges of the set in the order N, E, S, W.
    pub fn iter(self) -> impl Iterator<Item = Edge> {
        Edge::ALL.into_iter().filter(move |e| self.contains(*e))
    }

    /// Parses letters such as `"NSW"` (any order, each letter at most once).
    #[must_use]
    pub fn parse(letters: &str) -> Option<Edges> {
        let mut set = Edges::EMPTY;
        for c in letters.chars() {
            let edge = Edge::from_char(c)?;
            if set.contains(edge) {
                return None;
            }
            set = set.with(edge);
        }
        Some(set)
    }
}

impl fmt::Display for Edges {
    /// Writes the letters in the order N, E, S, W, as the crate README lists a tile's edges (`NSW`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for edge in self.iter() {
            write!(f, "{}", edge.char())?;
        }
        Ok(())
    }
}

impl std::ops::BitOr for Edges {
    type Output = Edges;
    fn bitor(self, rhs: Edges) -> Edges {
        Edges(self.0 | rhs.0)
    }
}

impl std::ops::BitAnd for Edges {
    type Output = Edges;
    fn bitand(self, rhs: Edges) -> Edges {
        Edges(self.0 & rhs.0)
    }
}

impl std::ops::BitOrAssign for Edges {
    fn bitor_assign(&mut self, rhs: Edges) {
        self.0 |= rhs.0;
    }
}

impl From<Edge> for Edges {
    fn from(edge: Edge) -> Edges {
        edge.set()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn opposite_of_each_edge() {
        assert_eq!(Edge::N.opposite(), Edge::S);
        assert_eq!(Edge::E.opposite(), Edge::W);
        assert_eq!(Edge::S.opposite(), Edge::N);
        assert_eq!(Edge::W.opposite(), Edge::E);
    }

    #[test]
    fn opposite_of_a_set_turns_every_edge() {
        for mask in 0..16u8 {
            let set = Edges(mask);
            let turned: Edges = set
                .iter()
                .map(Edge::opposite)
                .fold(Edges::EMPTY, |acc, e| acc.with(e));
            assert_eq!(set.opposite(), turned, "mask {mask:04b}");
        }
    }

    #[test]
    fn letters_round_trip() {
        for mask in 0..16u8 {
            let set = Edges(mask);
            assert_eq!(Edges::parse(&set.to_string()), Some(set));
        }
        assert_eq!(Edges::parse("NN"), None);
        assert_eq!(Edges::parse("X"), None);
    }
}
