//! The neighbour lists of a cell grid, packed: one offset per cell and one flat list (CSR).

use std::sync::OnceLock;

use super::pattern::Pattern;
use super::stacked::{Base, Stacked};
use super::steps::{StepTable, eight_equal};

/// The most neighbours a cell may have (the round grid's centre has 6, as hexagons do).
pub const MAX_DEGREE: usize = 16;
const _: () = assert!(MAX_DEGREE == super::pattern::MAX_DEGREE, "a ring's list fits a cell's");

/// "No cell here", in lookups from coordinates to cell numbers.
pub const NO_CELL: u32 = u32::MAX;

/// Every cell's neighbours in cyclic order, packed as compressed sparse rows:
/// cell `c`'s neighbours are `flat[offsets[c]..offsets[c + 1]]`. A slot (an
/// index into `flat`) names one side of one cell, so a passage set is one bit
/// per slot. A million-cell hex grid takes 4 MB of offsets and 24 MB of slots.
///
/// A hex or triangle board's lists, a round grid's and a floors grid's are made the first
/// time something reads them ([`Cells::of`], [`Cells::side`]): the offsets
/// are made with the grid, and a maze carved, its exits placed by corners,
/// rim or centre, needs only those and the step table, which the grid's
/// pattern makes without the lists.
#[derive(Clone, Debug, Default)]
pub struct Cells {
    offsets: Vec<u32>,
    /// The lists, pushed (empty while `lazy`).
    flat: Vec<u32>,
    /// Whether the lists are a regular grid's, made from its pattern when first
    /// read (a plain flag, so pushed lists pay no atomic read).
    lazy: bool,
    /// The same lists as steps by class, made the first time a walk asks.
    steps: OnceLock<StepTable>,
    /// How the lists are made again (for the step table, and a lazy grid's
    /// lists), boxed: a grid's cells stay small beside the others a maze holds.
    pub(super) pattern: Option<Box<Patterned>>,
}

/// A grid's [`Pattern`], for the cells that were pushed when it was set,
/// and a lazy grid's lists once read.
#[derive(Clone, Debug)]
pub(super) struct Patterned {
    pattern: Made,
    cells: usize,
    lists: OnceLock<Vec<u32>>,
}

/// What a lazy grid's lists are made from.
#[derive(Clone, Debug)]
enum Made {
    /// A regular grid's pattern.
    Grid(Pattern),
    /// A grid's cells on floors: a copy of the base's lists, and how many floors (`stacked.rs`).
    Floors(Box<Cells>, u32),
}

impl Patterned {
    fn new(pattern: Made, cells: usize) -> Box<Self> {
        Box::new(Self { pattern, cells, lists: OnceLock::new() })
    }
}

impl Base for Cells {
    fn len(&self) -> usize {
        self.len()
    }
    fn list(&self, c: u32) -> ([u32; MAX_DEGREE], usize) {
        self.list(c)
    }
    fn of(&self, c: u32) -> &[u32] {
        self.of(c)
    }
}

/// Two lists are equal when their neighbours are (the step table is made from them).
impl PartialEq for Cells {
    fn eq(&self, other: &Self) -> bool {
        (&self.offsets, self.flat()) == (&other.offsets, other.flat())
    }
}

impl Eq for Cells {}

impl Cells {
    /// An empty list, with room for `cells` cells of about `degree` neighbours.
    pub fn with_capacity(cells: usize, degree: usize) -> Self {
        let mut offsets = Vec::with_capacity(cells + 1);
        offsets.push(0);
        let flat = Vec::with_capacity(cells * degree);
        Self { offsets, flat, lazy: false, steps: OnceLock::new(), pattern: None }
    }

    /// `base`'s cells on `floors` floors, one over another (a floors grid's lists): cell `c`
    /// of floor `f` is `f * n + c` (`n` the cells of `base`), its neighbours its base cell's
    /// on its floor in their order, then the cell below and the one above where there are
    /// floors. Only the offsets are made here, with a copy of `base`'s lists: the lists
    /// themselves are made from those the first time they are read (`stacked.rs`).
    /// Panics past [`MAX_DEGREE`] neighbours, as [`Cells::push`] does.
    pub fn stacked(base: &Cells, floors: u32) -> Self {
        let (n, floors) = (base.len(), floors as usize);
        let most = base.most_neighbours() + if floors > 2 { 2 } else { floors - 1 };
        assert!(most <= MAX_DEGREE, "a cell with more than {MAX_DEGREE} neighbours");
        let mut offsets = Vec::with_capacity(n * floors + 1);
        offsets.push(0);
        let mut at = 0;
        for f in 0..floors {
            let stairs = u32::from(f > 0) + u32::from(f + 1 < floors);
            offsets.extend(base.offsets.windows(2).map(|w| {
                at += w[1] - w[0] + stairs;
                at
            }));
        }
        // The base's lists as they are (made or not), without its step table.
        Self::made_late(Made::Floors(Box::new(base.clone_lists()), floors as u32), offsets)
    }

    /// A copy of the lists and their pattern, not of the step table.
    fn clone_lists(&self) -> Self {
        let (offsets, flat, pattern) = (self.offsets.clone(), self.flat.clone(), self.pattern.clone());
        Self { offsets, flat, lazy: self.lazy, steps: OnceLock::new(), pattern }
    }

    /// The cells of a regular grid whose lists `pattern` makes, each cell's first
    /// slot at `offsets` (and one past the last): the lists themselves are
    /// made the first time they are read.
    pub(super) fn lazy(pattern: Pattern, offsets: Vec<u32>) -> Self {
        Self::made_late(Made::Grid(pattern), offsets)
    }

    /// The cells whose lists `made` makes when first read, each cell's first slot at `offsets`.
    fn made_late(made: Made, offsets: Vec<u32>) -> Self {
        let pattern = Some(Patterned::new(made, offsets.len() - 1));
        Self { offsets, flat: Vec::new(), lazy: true, steps: OnceLock::new(), pattern }
    }

    /// The packed lists, made from the pattern on the first read where they
    /// were not pushed.
    #[inline(always)]
    fn flat(&self) -> &[u32] {
        match &self.pattern {
            Some(p) if self.lazy => p.lists.get_or_init(|| self.made_lists()),
            _ => &self.flat,
        }
    }

    /// The lists made from the pattern (none without one: an empty list).
    #[cold]
    fn made_lists(&self) -> Vec<u32> {
        let slots = self.slot_count();
        let lists = match self.pattern.as_ref().map(|p| &p.pattern) {
            Some(Made::Grid(pattern)) => pattern.lists(slots),
            Some(Made::Floors(base, floors)) => Some(Stacked { base: &**base, floors: *floors }.lists(slots)),
            None => None,
        };
        let lists = lists.unwrap_or_default();
        assert_eq!(lists.len(), self.slot_count(), "a pattern makes as many slots as the offsets count");
        lists
    }

    /// Whether the lists are held (pushed, or made by a read): a regular grid's are
    /// not until something reads them.
    pub fn lists_made(&self) -> bool {
        self.held().is_some()
    }

    /// The lists where they are held: pushed, or a regular grid's once read.
    #[inline(always)]
    fn held(&self) -> Option<&[u32]> {
        match &self.pattern {
            Some(p) if self.lazy => p.lists.get().map(Vec::as_slice),
            _ => Some(&self.flat),
        }
    }

    /// The lists, to push to (made first where they were not).
    #[inline(always)]
    fn flat_mut(&mut self) -> &mut Vec<u32> {
        if self.lazy {
            let held = self.pattern.as_mut().and_then(|p| p.lists.take());
            let lists = held.unwrap_or_else(|| self.made_lists());
            (self.flat, self.lazy) = (lists, false);
        }
        &mut self.flat
    }

    /// Adds the next cell with its neighbours (in cyclic order); panics past
    /// [`MAX_DEGREE`] neighbours.
    pub fn push(&mut self, neighbours: impl IntoIterator<Item = u32>) {
        let flat = self.flat_mut();
        let before = flat.len();
        flat.extend(neighbours);
        assert!(flat.len() - before <= MAX_DEGREE, "a cell with more than {MAX_DEGREE} neighbours");
        let end = flat.len() as u32;
        self.offsets.push(end);
        self.steps.take();
    }

    /// Adds the next cell with the neighbours in `list` (in cyclic order):
    /// [`Cells::push`] from a slice, as the grids build their lists; panics
    /// past [`MAX_DEGREE`] neighbours.
    #[inline]
    pub fn push_list(&mut self, list: &[u32]) {
        assert!(list.len() <= MAX_DEGREE, "a cell with more than {MAX_DEGREE} neighbours");
        let flat = self.flat_mut();
        flat.extend_from_slice(list);
        let end = flat.len() as u32;
        self.offsets.push(end);
        self.steps.take();
    }

    /// Adds the next cell with the first `len` neighbours of `list`: as
    /// [`Cells::push_list`], copying a whole array (a fixed-size copy, where
    /// a short slice of varying length is a call to `memmove`) while the
    /// room reserved holds it, so the lists never grow past what they need.
    #[inline(always)]
    pub fn push_first<const N: usize>(&mut self, list: &[u32; N], len: usize) {
        let flat = self.flat_mut();
        if flat.capacity() - flat.len() < N {
            return self.push_list(&list[..len]);
        }
        assert!(len <= N.min(MAX_DEGREE), "a cell with more than {MAX_DEGREE} neighbours");
        let before = flat.len();
        flat.extend_from_slice(list);
        flat.truncate(before + len);
        self.offsets.push((before + len) as u32);
        self.steps.take();
    }

    /// The lists as steps by class (see [`StepTable`]), made on the first
    /// call (two passes over the lists: about 5 ms for a million cells) and
    /// kept with them (2 MB a million cells).
    pub fn step_table(&self) -> &StepTable {
        self.steps.get_or_init(|| match &self.pattern {
            // The lists worked out again, not read (a cell pushed since drops it).
            Some(p) if p.cells == self.len() => match &p.pattern {
                Made::Grid(pattern) => StepTable::from_steps(pattern),
                Made::Floors(base, floors) => StepTable::from_steps(&Stacked { base: &**base, floors: *floors }),
            },
            _ => StepTable::new(&self.offsets, self.flat()),
        })
    }

    /// The step table made by reading the lists, whatever the pattern.
    #[cfg(test)]
    pub(super) fn step_table_from_lists(&self) -> StepTable {
        StepTable::new(&self.offsets, self.flat())
    }

    /// The number of cells.
    #[inline]
    pub fn len(&self) -> usize {
        self.offsets.len() - 1
    }

    /// The most neighbours any cell has (0 for no cells): one pass over the
    /// offsets, reading no list.
    pub fn most_neighbours(&self) -> usize {
        self.offsets.iter().zip(&self.offsets[1..]).map(|(a, b)| b - a).max().unwrap_or(0) as usize
    }

    /// Whether there are no cells.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The neighbours of `c`.
    #[inline]
    pub fn of(&self, c: u32) -> &[u32] {
        let (a, b) = (self.offsets[c as usize] as usize, self.offsets[c as usize + 1] as usize);
        &self.flat()[a..b]
    }

    /// The number of neighbours of `c` (from its offsets: no list read).
    #[inline]
    pub fn degree(&self, c: u32) -> usize {
        (self.offsets[c as usize + 1] - self.offsets[c as usize]) as usize
    }

    /// The first slot of `c`: its `k`-th neighbour's slot is `first_slot(c) + k`.
    #[inline]
    pub fn first_slot(&self, c: u32) -> usize {
        self.offsets[c as usize] as usize
    }

    /// The slot of the side of `c` that faces `n`, if they are neighbours.
    /// Every side is compared, into a mask: no branch on where `n` is, which
    /// no predictor can guess (a generator opening far sides asks this of a
    /// new cell every step).
    #[inline]
    pub fn slot(&self, c: u32, n: u32) -> Option<usize> {
        self.side(c, n).map(|k| self.first_slot(c) + k)
    }

    /// The place of `n` in the list of `c` (the side of `c` that faces it),
    /// if they are neighbours: [`Cells::slot`] less `first_slot(c)`. A list
    /// of at most eight (every grid's own but near the end of the lists) is
    /// compared eight places at once, its own and whatever follows it, in two
    /// vector compares where the processor has them, instead of a loop.
    #[inline(always)]
    pub fn side(&self, c: u32, n: u32) -> Option<usize> {
        let (a, b) = (self.offsets[c as usize] as usize, self.offsets[c as usize + 1] as usize);
        let Some(flat) = self.held() else {
            // A regular grid's lists not made: its cell's list worked out alone.
            let (list, len) = self.list(c);
            return list[..len].iter().position(|&m| m == n);
        };
        let at = match flat.get(a..a + 8) {
            Some(window) if b - a <= 8 => {
                let window: &[u32; 8] = window.try_into().expect("eight places");
                eight_equal(window, n) & ((1 << (b - a)) - 1)
            }
            _ => {
                let mut at = 0u32;
                for (k, &m) in flat[a..b].iter().enumerate() {
                    at |= u32::from(m == n) << k;
                }
                at
            }
        };
        (at != 0).then(|| at.trailing_zeros() as usize)
    }

    /// The neighbours of `c` by value (its first `len` places): read from
    /// the lists where they are held, else (a regular grid's) worked out for this
    /// cell alone, without making the lists. For the few cells a walk reads
    /// lists for (those the step table has no class for).
    #[inline]
    pub fn list(&self, c: u32) -> ([u32; MAX_DEGREE], usize) {
        if self.held().is_none()
            && let Some(p) = &self.pattern
        {
            match &p.pattern {
                Made::Floors(base, floors) => return Stacked { base: &**base, floors: *floors }.list(c),
                Made::Grid(pattern) => {
                    if let Some((list, len)) = pattern.list_of(c) {
                        let mut out = [0; MAX_DEGREE];
                        out[..list.len()].copy_from_slice(&list);
                        return (out, len);
                    }
                }
            }
        }
        let mut out = [0; MAX_DEGREE];
        let nb = self.of(c);
        out[..nb.len()].copy_from_slice(nb);
        (out, nb.len())
    }

    /// The `k`-th neighbour of `c`: [`Cells::list`]'s, one place.
    #[inline]
    pub fn neighbour(&self, c: u32, k: usize) -> u32 {
        match self.held() {
            Some(flat) => flat[self.offsets[c as usize] as usize + k],
            None => self.list(c).0[k],
        }
    }

    /// The number of slots (each passage has two: one from each end).
    pub fn slot_count(&self) -> usize {
        self.offsets.last().map_or(0, |&end| end as usize)
    }

    /// The cells kept by `keep`, renumbered in order, with their neighbours
    /// among the kept; and for each old cell its new number or [`NO_CELL`].
    pub fn filtered(&self, keep: impl Fn(u32) -> bool) -> (Cells, Vec<u32>) {
        let n = self.len() as u32;
        let mut new_of = vec![NO_CELL; n as usize];
        let mut next = 0;
        for c in 0..n {
            if keep(c) {
                new_of[c as usize] = next;
                next += 1;
            }
        }
        let mut out = Cells::with_capacity(next as usize, self.slot_count() / self.len().max(1));
        for c in (0..n).filter(|&c| new_of[c as usize] != NO_CELL) {
            out.push(self.of(c).iter().map(|&m| new_of[m as usize]).filter(|&m| m != NO_CELL));
        }
        (out, new_of)
    }
}
