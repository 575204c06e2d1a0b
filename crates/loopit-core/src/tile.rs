//! The 81 tiles: names, values, kinds and line ends.

use std::fmt;
use std::str::FromStr;

use crate::edge::{Edge, Edges};

/// One of the 81 tiles of the game.
///
/// A tile's name has three digits: its **value** (1–8), its **number of line ends** (2, 3 or 4)
/// and a **variant**, so `331` is worth 3 points and has three line ends. Tiles are never
/// rotated. A `Tile` is its index in the **naming order** (the plain sort order of the names,
/// `121`, `122`, … `834`), which is also the order the cheat swap steps through.
///
/// ```
/// use loopit_core::{Edge, Tile, TileKind};
/// let t: Tile = "331".parse()?;
/// assert_eq!(t.value(), 3);
/// assert_eq!(t.kind(), TileKind::Junction);
/// assert!(t.edges().contains(Edge::N) && !t.edges().contains(Edge::W));
/// assert_eq!(t.to_string(), "331");
/// # Ok::<(), loopit_core::ParseTileError>(())
/// ```
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Tile(u8);

/// What the lines of a tile do, which decides how a line is followed through it when scoring.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum TileKind {
    /// One line joining two edges (names `v2k`, values 1–7). A line followed into it leaves
    /// by its other edge.
    Path,
    /// Three or four lines meeting at one crossing in the centre (names `v3k`, `v41`, values
    /// 1–7). A line followed into it stops there.
    Junction,
    /// Value 8 only (`831`–`834`): one straight line between two opposite edges, and on the third
    /// edge a short line ending in a dot, the **endpoint**, that does not touch the straight line.
    DeadEnd,
}

/// The names and edges of all tiles, in naming order, exactly as the crate README ("Tiles") lists them.
const TABLE: [(u16, &str); Tile::COUNT] = [
    (121, "NE"),
    (122, "EW"),
    (123, "ES"),
    (124, "SW"),
    (125, "NS"),
    (126, "NW"),
    (131, "NSW"),
    (132, "NES"),
    (133, "NEW"),
    (134, "ESW"),
    (141, "NESW"),
    (221, "SW"),
    (222, "ES"),
    (223, "NS"),
    (224, "NE"),
    (225, "EW"),
    (226, "NW"),
    (231, "NEW"),
    (232, "NES"),
    (233, "NSW"),
    (234, "ESW"),
    (241, "NESW"),
    (321, "NS"),
    (322, "ES"),
    (323, "NW"),
    (324, "EW"),
    (325, "SW"),
    (326, "NE"),
    (331, "NES"),
    (332, "NSW"),
    (333, "ESW"),
    (334, "NEW"),
    (341, "NESW"),
    (421, "ES"),
    (422, "NS"),
    (423, "SW"),
    (424, "NW"),
    (425, "EW"),
    (426, "NE"),
    (431, "ESW"),
    (432, "NES"),
    (433, "NEW"),
    (434, "NSW"),
    (441, "NESW"),
    (521, "NE"),
    (522, "NS"),
    (523, "ES"),
    (524, "SW"),
    (525, "EW"),
    (526, "NW"),
    (531, "NES"),
    (532, "NEW"),
    (533, "NSW"),
    (534, "ESW"),
    (541, "NESW"),
    (621, "NE"),
    (622, "EW"),
    (623, "NS"),
    (624, "ES"),
    (625, "NW"),
    (626, "SW"),
    (631, "NSW"),
    (632, "ESW"),
    (633, "NES"),
    (634, "NEW"),
    (641, "NESW"),
    (721, "EW"),
    (722, "NW"),
    (723, "NE"),
    (724, "ES"),
    (725, "SW"),
    (726, "NS"),
    (731, "NEW"),
    (732, "NES"),
    (733, "NSW"),
    (734, "ESW"),
    (741, "NESW"),
    (831, "NSW"),
    (832, "NES"),
    (833, "ESW"),
    (834, "NEW"),
];

/// Per tile, its edges as a mask (computed once from [`TABLE`] at compile time).
const EDGES: [Edges; Tile::COUNT] = {
    let mut out = [Edges::EMPTY; Tile::COUNT];
    let mut i = 0;
    while i < Tile::COUNT {
        let letters = TABLE[i].1.as_bytes();
        let mut mask = 0u8;
        let mut j = 0;
        while j < letters.len() {
            mask |= match letters[j] {
                b'N' => 1,
                b'E' => 2,
                b'S' => 4,
                _ => 8,
            };
            j += 1;
        }
        out[i] = Edges(mask);
        i += 1;
    }
    out
};

/// Per tile, its value: the first digit of its name.
const VALUES: [u8; Tile::COUNT] = {
    let mut out = [0; Tile::COUNT];
    let mut i = 0;
    while i < Tile::COUNT {
        out[i] = (TABLE[i].0 / 100) as u8;
        i += 1;
    }
    out
};

/// Per value 0–8, the tiles of that value.
const BY_VALUE: [TileSet; 9] = {
    let mut out = [TileSet::EMPTY; 9];
    let mut i = 0;
    while i < Tile::COUNT {
        let value = (TABLE[i].0 / 100) as usize;
        out[value].0 |= 1 << i;
        i += 1;
    }
    out
};

/// Per set of line ends (as a 4-bit mask), the tiles with exactly those line ends.
const BY_EDGES: [TileSet; 16] = {
    let mut out = [TileSet::EMPTY; 16];
    let mut i = 0;
    while i < Tile::COUNT {
        out[EDGES[i].0 as usize].0 |= 1 << i;
        i += 1;
    }
    out
};

/// No exit: the line followed into the tile stops there.
const STOP: u8 = 4;

/// Per tile and entry edge, the edge by which a followed line leaves the tile, or [`STOP`].
const THROUGH: [[u8; 4]; Tile::COUNT] = {
    let mut out = [[STOP; 4]; Tile::COUNT];
    let mut i = 0;
    while i < Tile::COUNT {
        let edges = EDGES[i].0;
        let name = TABLE[i].0;
        let mut entry = 0;
        while entry < 4 {
            let bit = 1u8 << entry;
            if edges & bit != 0 {
                if name >= 800 {
                    // Dead end: the straight line joins two opposite edges; the endpoint edge
                    // is the one opposite the missing edge and leads nowhere.
                    let opposite = (entry + 2) % 4;
                    if edges & (1 << opposite) != 0 {
                        out[i][entry] = opposite as u8;
                    }
                } else if edges.count_ones() == 2 {
                    let other = edges & !bit;
                    out[i][entry] = other.trailing_zeros() as u8;
                }
            }
            entry += 1;
        }
        i += 1;
    }
    out
};

impl Tile {
    /// How many tiles the game has.
    pub const COUNT: usize = 81;

    /// Every tile in naming order.
    pub const ALL: [Tile; Tile::COUNT] = {
        let mut out = [Tile(0); Tile::COUNT];
        let mut i = 0;
        while i < Tile::COUNT {
            out[i] = Tile(i as u8);
            i += 1;
        }
        out
    };

    /// The tile at position `index` of the naming order (0–80), if there is one.
    #[must_use]
    pub const fn from_index(index: usize) -> Option<Tile> {
        if index < Tile::COUNT {
            Some(Tile(index as u8))
        } else {
            None
        }
    }

    /// The tile's position in the naming order (0–80).
    #[inline]
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The tile's three-digit name as a number (`331`).
    #[inline]
    #[must_use]
    pub const fn number(self) -> u16 {
        TABLE[self.0 as usize].0
    }

    /// The tile's value, 1–8: the first digit of its name, the points it is worth.
    #[inline]
    #[must_use]
    pub const fn value(self) -> u32 {
        VALUES[self.0 as usize] as u32
    }

    /// The edges on which the tile has a line end.
    #[inline]
    #[must_use]
    pub const fn edges(self) -> Edges {
        EDGES[self.0 as usize]
    }

    /// What the tile's lines do: a path, a junction or a dead end.
    #[must_use]
    pub const fn kind(self) -> TileKind {
        if self.value() == 8 {
            TileKind::DeadEnd
        } else if self.edges().len() == 2 {
            TileKind::Path
        } else {
            TileKind::Junction
        }
    }

    /// For a dead end, the edge whose short line ends in a dot: the edge opposite the missing
    /// one (`831` → W, `832` → E, `833` → S, `834` → N). `None` for other tiles.
    #[must_use]
    pub const fn endpoint(self) -> Option<Edge> {
        if self.value() != 8 {
            return None;
        }
        let missing = Edges(!self.edges().0 & 0b1111);
        Some(Edge::ALL[missing.opposite().0.trailing_zeros() as usize])
    }

    /// Where a line followed into this tile by edge `entry` leaves it, or `None` where it stops.
    ///
    /// Through a path the line leaves by the other edge; through a dead end entered on its
    /// straight line, by the opposite edge. It stops in a junction (at the crossing), in a dead
    /// end entered on its endpoint edge (at the dot), and where the tile has no line end on
    /// `entry` at all.
    ///
    /// ```
    /// use loopit_core::{Edge, Tile};
    /// let t = |s: &str| s.parse::<Tile>().unwrap();
    /// assert_eq!(t("126").line_through(Edge::N), Some(Edge::W)); // path
    /// assert_eq!(t("831").line_through(Edge::N), Some(Edge::S)); // dead end, straight line
    /// assert_eq!(t("831").line_through(Edge::W), None); // dead end, endpoint
    /// assert_eq!(t("541").line_through(Edge::E), None); // junction
    /// ```
    #[inline]
    #[must_use]
    pub const fn line_through(self, entry: Edge) -> Option<Edge> {
        match THROUGH[self.0 as usize][entry as usize] {
            STOP => None,
            exit => Some(Edge::ALL[exit as usize]),
        }
    }

    /// The next tile in naming order, wrapping from `834` to `121`.
    #[must_use]
    pub const fn next(self) -> Tile {
        Tile(((self.0 as usize + 1) % Tile::COUNT) as u8)
    }

    /// The previous tile in naming order, wrapping from `121` to `834`.
    #[must_use]
    pub const fn previous(self) -> Tile {
        Tile(((self.0 as usize + Tile::COUNT - 1) % Tile::COUNT) as u8)
    }
}

impl fmt::Display for Tile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.number())
    }
}

impl fmt::Debug for Tile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Tile({})", self.number())
    }
}

/// A tile name that names no tile of the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseTileError {
    /// The text that was read.
    pub name: String,
}

impl fmt::Display for ParseTileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "tile {} does not exist", crate::text::short(&self.name))
    }
}

impl std::error::Error for ParseTileError {}

impl FromStr for Tile {
    type Err = ParseTileError;

    /// Reads a three-digit tile name such as `"331"`.
    fn from_str(s: &str) -> Result<Tile, ParseTileError> {
        let error = || ParseTileError { name: s.to_owned() };
        if s.len() != 3 || !s.bytes().all(|b| b.is_ascii_digit()) {
            return Err(error());
        }
        let number: u16 = s.parse().map_err(|_| error())?;
        TABLE
            .binary_search_by_key(&number, |&(n, _)| n)
            .map(|i| Tile(i as u8))
            .map_err(|_| error())
    }
}

/// A tile travels and is saved by its name (`"331"`).
impl serde::Serialize for Tile {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> serde::Deserialize<'de> for Tile {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Tile, D::Error> {
        let name = <std::borrow::Cow<'de, str>>::deserialize(deserializer)?;
        name.parse().map_err(serde::de::Error::custom)
    }
}

crate::set::bit_set!(
    /// A set of tiles as an 81-bit mask, bit `i` for the tile at index `i` of the naming order.
    ///
    /// The bag, a bank's contents and "the tiles that fit a cell" are all `TileSet`s.
    TileSet,
    TileSetIter,
    Tile,
    "tiles",
    "naming order"
);

impl TileSet {
    /// All 81 tiles.
    pub const ALL: TileSet = TileSet((1u128 << Tile::COUNT) - 1);

    /// The tiles in both sets.
    #[inline]
    #[must_use]
    pub const fn intersect(self, other: TileSet) -> TileSet {
        TileSet(self.0 & other.0)
    }

    /// The tiles in either set.
    #[inline]
    #[must_use]
    pub const fn union(self, other: TileSet) -> TileSet {
        TileSet(self.0 | other.0)
    }

    /// The tiles of this set that are not in `other`.
    #[inline]
    #[must_use]
    pub const fn difference(self, other: TileSet) -> TileSet {
        TileSet(self.0 & !other.0)
    }

    /// The tile of the set that comes last in naming order, which has the highest value.
    #[inline]
    #[must_use]
    pub const fn last(self) -> Option<Tile> {
        if self.0 == 0 {
            None
        } else {
            Some(Tile(127 - self.0.leading_zeros() as u8))
        }
    }

    /// The `n`-th tile of the set in naming order (0-based), if the set has that many.
    #[must_use]
    pub fn nth(self, n: usize) -> Option<Tile> {
        // Byte by byte: a table gives each byte's count and the position of its k-th bit, so
        // that no population count of a wide word is needed (the plain x86-64 target has no
        // instruction for it, and a bag draw asks for one tile at random).
        let mut n = n;
        let mut bits = self.0;
        let mut base = 0;
        while bits != 0 {
            let byte = (bits & 0xFF) as usize;
            let count = BYTE_COUNT[byte] as usize;
            if n < count {
                return Some(Tile(base + BYTE_SELECT[byte][n]));
            }
            n -= count;
            bits >>= 8;
            base += 8;
        }
        None
    }

    /// The tiles of one value (none for a value outside 1–8).
    #[inline]
    #[must_use]
    pub const fn of_value(value: u32) -> TileSet {
        if value as usize >= BY_VALUE.len() {
            return TileSet::EMPTY;
        }
        BY_VALUE[value as usize]
    }

    /// The tiles whose line ends are exactly `edges`.
    #[inline]
    #[must_use]
    pub const fn with_edges(edges: Edges) -> TileSet {
        BY_EDGES[(edges.0 & 0b1111) as usize]
    }
}

/// The number of set bits of each byte value.
const BYTE_COUNT: [u8; 256] = {
    let mut out = [0; 256];
    let mut i = 0;
    while i < 256 {
        out[i] = (i as u8).count_ones() as u8;
        i += 1;
    }
    out
};

/// For each byte value, the positions of its set bits in order (unused entries 0).
const BYTE_SELECT: [[u8; 8]; 256] = {
    let mut out = [[0; 8]; 256];
    let mut i = 0;
    while i < 256 {
        let mut k = 0;
        let mut bit = 0;
        while bit < 8 {
            if i & (1 << bit) != 0 {
                out[i][k] = bit as u8;
                k += 1;
            }
            bit += 1;
        }
        i += 1;
    }
    out
};

#[cfg(test)]
mod tests {
    use super::*;

    fn t(name: &str) -> Tile {
        name.parse().expect("a tile name")
    }

    #[test]
    fn there_are_81_tiles_in_naming_order() {
        assert_eq!(Tile::ALL.len(), 81);
        let names: Vec<String> = Tile::ALL.iter().map(Tile::to_string).collect();
        let mut sorted = names.clone();
        sorted.sort();
        assert_eq!(names, sorted);
        assert_eq!(names.first().map(String::as_str), Some("121"));
        assert_eq!(names.last().map(String::as_str), Some("834"));
    }

    #[test]
    fn name_digits_give_value_and_line_end_count() {
        for tile in Tile::ALL {
            let name = tile.to_string();
            let digits: Vec<u32> = name.chars().filter_map(|c| c.to_digit(10)).collect();
            assert_eq!(tile.value(), digits[0], "{name}");
            assert_eq!(tile.edges().len(), digits[1], "{name}");
        }
    }

    #[test]
    fn each_value_below_eight_has_every_shape_once() {
        for value in 1..=7 {
            let tiles = TileSet::of_value(value);
            assert_eq!(tiles.len(), 11);
            let mut shapes: Vec<u8> = tiles.iter().map(|t| t.edges().0).collect();
            shapes.sort_unstable();
            shapes.dedup();
            assert_eq!(shapes.len(), 11, "value {value}");
        }
        assert_eq!(TileSet::of_value(8).len(), 4);
    }

    #[test]
    fn kinds_follow_the_name() {
        assert_eq!(t("121").kind(), TileKind::Path);
        assert_eq!(t("726").kind(), TileKind::Path);
        assert_eq!(t("331").kind(), TileKind::Junction);
        assert_eq!(t("741").kind(), TileKind::Junction);
        assert_eq!(t("831").kind(), TileKind::DeadEnd);
    }

    #[test]
    fn dead_end_endpoint_is_opposite_the_missing_edge() {
        assert_eq!(t("831").endpoint(), Some(Edge::W));
        assert_eq!(t("832").endpoint(), Some(Edge::E));
        assert_eq!(t("833").endpoint(), Some(Edge::S));
        assert_eq!(t("834").endpoint(), Some(Edge::N));
        assert_eq!(t("331").endpoint(), None);
        // The straight line joins the other two edges, which are opposite each other.
        for tile in TileSet::of_value(8) {
            let endpoint = tile.endpoint().expect("a dead end");
            let straight: Vec<Edge> = tile.edges().iter().filter(|&e| e != endpoint).collect();
            assert_eq!(straight[0].opposite(), straight[1], "{tile}");
        }
    }

    #[test]
    fn a_path_leads_out_by_its_other_edge() {
        assert_eq!(t("126").line_through(Edge::N), Some(Edge::W));
        assert_eq!(t("126").line_through(Edge::W), Some(Edge::N));
        assert_eq!(t("122").line_through(Edge::E), Some(Edge::W));
        assert_eq!(t("126").line_through(Edge::S), None);
    }

    #[test]
    fn dead_end_straight_line_goes_across_and_endpoint_stops() {
        // 833: E-W straight line, endpoint S.
        assert_eq!(t("833").line_through(Edge::E), Some(Edge::W));
        assert_eq!(t("833").line_through(Edge::W), Some(Edge::E));
        assert_eq!(t("833").line_through(Edge::S), None);
        assert_eq!(t("833").line_through(Edge::N), None);
    }

    #[test]
    fn a_junction_stops_every_line() {
        let junctions: Vec<Tile> = Tile::ALL
            .into_iter()
            .filter(|t| t.kind() == TileKind::Junction)
            .collect();
        assert_eq!(junctions.len(), 7 * 5);
        for tile in junctions {
            for edge in Edge::ALL {
                assert_eq!(tile.line_through(edge), None, "{tile} entered at {edge}");
            }
        }
    }

    #[test]
    fn edges_are_as_the_rules_list_them() {
        let listed = [
            ("121", "NE"),
            ("126", "NW"),
            ("231", "NEW"),
            ("325", "SW"),
            ("434", "NSW"),
            ("541", "NESW"),
            ("626", "SW"),
            ("734", "ESW"),
            ("833", "ESW"),
        ];
        for (name, edges) in listed {
            assert_eq!(t(name).edges().to_string(), edges, "{name}");
        }
    }

    #[test]
    fn unknown_names_are_refused_with_the_name() {
        for bad in ["999", "127", "", "33", "3311", "abc", "+31"] {
            let err = bad.parse::<Tile>().expect_err(bad);
            assert_eq!(err.to_string(), format!("tile {bad:?} does not exist"));
        }
    }

    #[test]
    fn next_and_previous_wrap_round() {
        assert_eq!(t("834").next(), t("121"));
        assert_eq!(t("121").previous(), t("834"));
        assert_eq!(t("126").next(), t("131"));
    }

    #[test]
    fn tile_set_nth_and_last() {
        let set: TileSet = [t("331"), t("121"), t("834")].into_iter().collect();
        assert_eq!(set.nth(0), Some(t("121")));
        assert_eq!(set.nth(1), Some(t("331")));
        assert_eq!(set.nth(2), Some(t("834")));
        assert_eq!(set.nth(3), None);
        for n in 0..81 {
            assert_eq!(TileSet::ALL.nth(n), Tile::from_index(n));
            assert_eq!(TileSet::ALL.iter().nth(n), TileSet::ALL.nth(n));
        }
        let odd: TileSet = Tile::ALL
            .iter()
            .copied()
            .filter(|t| t.index() % 3 == 1)
            .collect();
        for n in 0..odd.len() {
            assert_eq!(odd.nth(n), odd.iter().nth(n), "n = {n}");
        }
        assert_eq!(set.last(), Some(t("834")));
        assert_eq!(TileSet::ALL.len(), 81);
    }
}
