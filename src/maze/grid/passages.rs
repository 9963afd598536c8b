//! A maze over any [`Grid`]: the grid, its open passages (a bit per neighbour slot) and the two exits.

use super::{Cells, Grid};

/// A maze carved on a [`Grid`]: which sides of which cells are open, and where
/// the way in and out are. A passage is open from both ends (both slots set).
#[derive(Clone, Debug)]
pub struct GridMaze<G: Grid> {
    /// The grid the maze is carved on.
    pub grid: G,
    open: Vec<u64>,
    /// The cell the walker starts in.
    pub entrance: u32,
    /// The cell the walker wants to reach.
    pub exit: u32,
}

impl<G: Grid> GridMaze<G> {
    /// The grid with every wall standing, entrance and exit at cell 0 and the last cell.
    pub fn walled(grid: G) -> Self {
        let words = grid.cells().slot_count().div_ceil(64).max(1);
        let last = grid.cell_count().saturating_sub(1) as u32;
        Self { grid, open: vec![0; words], entrance: 0, exit: last }
    }

    /// Whether the side slot `s` is open.
    #[inline]
    pub fn slot_open(&self, s: usize) -> bool {
        self.open[s / 64] >> (s % 64) & 1 == 1
    }

    #[inline]
    fn set_slot(&mut self, s: usize, on: bool) {
        if on {
            self.open[s / 64] |= 1 << (s % 64);
        } else {
            self.open[s / 64] &= !(1 << (s % 64));
        }
    }

    /// Opens the passage between neighbours `a` and `b`; panics if they are not neighbours.
    #[inline]
    pub fn link(&mut self, a: u32, b: u32) {
        self.set(a, b, true);
    }

    /// Opens the passage through side `k` of `a` (towards its `k`-th
    /// neighbour): the generators' fast path, one scan fewer than [`GridMaze::link`].
    #[inline]
    pub fn link_side(&mut self, a: u32, k: usize) {
        let cells = self.grid.cells();
        let b = cells.neighbour(a, k);
        let (sa, sb) = (cells.first_slot(a) + k, cells.slot(b, a).expect("neighbours are symmetric"));
        self.set_slot(sa, true);
        self.set_slot(sb, true);
    }

    /// The neighbour lists beside the open sides, borrowed apart: a generator
    /// that finds a far side while reading the lists opens it without a
    /// second look ([`OpenSides::open`]).
    #[inline]
    pub fn carving(&mut self) -> (&super::Cells, OpenSides<'_>) {
        (self.grid.cells(), OpenSides(&mut self.open))
    }

    /// The open sides of `c` as a bit mask: bit `k` for its `k`-th neighbour.
    #[inline(always)]
    pub fn side_bits(&self, c: u32) -> u32 {
        let cells = self.grid.cells();
        self.slot_bits(cells.first_slot(c), cells.degree(c))
    }

    /// The open bits of the `len` slots (at most 32) from slot `first`, as a
    /// mask: a cell's open sides when those are its slots, for a walk that
    /// works a cell's slots out rather than reading its offset.
    #[inline(always)]
    pub fn slot_bits(&self, first: usize, len: usize) -> u32 {
        let (word, shift) = (first / 64, first % 64);
        let mut bits = self.open[word] >> shift;
        if shift + len > 64 {
            bits |= self.open[word + 1] << (64 - shift);
        }
        (bits & ((1u64 << len) - 1)) as u32
    }

    /// Closes the passage between neighbours `a` and `b`.
    pub fn unlink(&mut self, a: u32, b: u32) {
        self.set(a, b, false);
    }

    fn set(&mut self, a: u32, b: u32, on: bool) {
        let cells = self.grid.cells();
        let (sa, sb) = (cells.slot(a, b), cells.slot(b, a));
        let (Some(sa), Some(sb)) = (sa, sb) else { panic!("cells {a} and {b} are not neighbours") };
        self.set_slot(sa, on);
        self.set_slot(sb, on);
    }

    /// Whether a passage joins `a` and `b`.
    pub fn linked(&self, a: u32, b: u32) -> bool {
        self.grid.cells().slot(a, b).is_some_and(|s| self.slot_open(s))
    }

    /// The cells joined to `c` by an open passage, in cyclic order.
    #[inline]
    pub fn links(&self, c: u32) -> impl Iterator<Item = u32> + '_ {
        let nb = self.grid.neighbours(c);
        let mut bits = self.side_bits(c);
        std::iter::from_fn(move || {
            (bits != 0).then(|| {
                let k = bits.trailing_zeros() as usize;
                bits &= bits - 1;
                nb[k]
            })
        })
    }

    /// How many passages leave `c`.
    #[inline]
    pub fn degree(&self, c: u32) -> usize {
        self.side_bits(c).count_ones() as usize
    }

    /// The number of open passages.
    pub fn passage_count(&self) -> usize {
        self.open.iter().map(|w| w.count_ones() as usize).sum::<usize>() / 2
    }

    /// Every open passage once, as `(a, b)` with `a < b`.
    pub fn passages(&self) -> impl Iterator<Item = (u32, u32)> + '_ {
        (0..self.grid.cell_count() as u32).flat_map(move |a| self.links(a).filter(move |&b| a < b).map(move |b| (a, b)))
    }

    /// Whether `route` steps only through open passages.
    pub fn is_walk(&self, route: &[u32]) -> bool {
        route.windows(2).all(|w| self.linked(w[0], w[1]))
    }
}

/// The open sides of a [`GridMaze`] while it is carved (see [`GridMaze::carving`]).
pub struct OpenSides<'a>(&'a mut [u64]);

impl OpenSides<'_> {
    /// Opens slot `s` (one side of a passage; the other side is opened apart).
    #[inline]
    pub fn open(&mut self, s: usize) {
        self.0[s / 64] |= 1 << (s % 64);
    }

    /// Opens every cell's sides marked in `sides` (bit `k` of a cell's mark,
    /// a byte or wider: its side `k`), in cell order. A cell's slots follow
    /// the last one's, so the marks are gathered a word at a time (with what
    /// runs over into the next) and each word is written once.
    pub fn open_marked<M: Copy + Into<u64>>(&mut self, cells: &Cells, sides: &[M]) {
        let (mut word, mut gathered) = (0, 0u128);
        for (c, &bits) in (0..cells.len() as u32).zip(sides) {
            let first = cells.first_slot(c);
            // A cell has at most 16 sides, so this is the word after.
            if first / 64 != word {
                self.0[word] |= gathered as u64;
                (word, gathered) = (first / 64, gathered >> 64);
            }
            gathered |= u128::from(bits.into()) << (first % 64);
        }
        if gathered != 0 {
            self.0[word] |= gathered as u64;
            if gathered >> 64 != 0 {
                self.0[word + 1] |= (gathered >> 64) as u64;
            }
        }
    }
}
