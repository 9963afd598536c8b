//! Every cell's neighbours as steps from its own number, each different list
//! of steps kept once: a walk reads a two-byte class a cell and a table the
//! cache holds, instead of a cell's offset and its list from the packed
//! lists (four bytes a neighbour, 28 bytes a hex cell, far beyond the cache
//! on a million cells).
//!
//! The cells of a board step alike but for its edges: a hex board's cells
//! have a class for each row parity and a few more at the rim, a round
//! grid's a class for each ring length, and a big hexagon or a masked grid a
//! class or two a row. A list of steps is a class when at least
//! `MIN_CELLS` (16) cells step by it (the most common first, at most
//! [`MAX_CLASSES`]); any other cell (one that steps its own way, as where a
//! round grid's ring splits, or one with more than [`STEPS`] neighbours) is
//! [`IRREGULAR`] and read from the lists.

use std::collections::HashMap;

use super::pages::PagedTable;

/// The most neighbours a class holds.
pub const STEPS: usize = 8;

/// The class of a cell read from the packed lists.
pub const IRREGULAR: u16 = u16::MAX;

/// The most classes a table holds.
pub const MAX_CLASSES: usize = 4096;

/// The fewest cells that step alike for their list of steps to be a class.
const MIN_CELLS: u32 = 16;

/// A cell's neighbours as steps from its own number (wrapping adds), in its
/// list's order; the places past the last neighbour hold 0, a step to the
/// cell itself, which no list has.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(C, align(32))]
pub struct Steps(pub [u32; STEPS]);

impl Steps {
    /// The number of sides (the steps before the first 0).
    pub fn sides(&self) -> usize {
        self.0.iter().take_while(|&&s| s != 0).count()
    }

    /// The places of `step` among these, a bit each (at most one, as no
    /// list names a neighbour twice): eight compared at once.
    #[inline(always)]
    pub fn places(&self, step: u32) -> u32 {
        eight_equal(&self.0, step)
    }

    /// The place of `step` among these (the side a cell of this class steps
    /// through by it), if any: eight compared at once.
    #[inline(always)]
    pub fn place(&self, step: u32) -> Option<usize> {
        let at = self.places(step);
        (at != 0).then(|| at.trailing_zeros() as usize)
    }
}

/// The classes of a grid's cells and their steps (see the module).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct StepTable {
    class: PagedTable<u16>,
    steps: Vec<Steps>,
}

impl StepTable {
    /// The table of the cells whose neighbours are packed in `offsets` and
    /// `flat` (see [`super::Cells`]): two passes over the lists, one to count
    /// how many cells step by each list and one to give each cell its class.
    pub(super) fn new(offsets: &[u32], flat: &[u32]) -> Self {
        Self::from_steps(&Lists { offsets, flat })
    }

    /// The table of the cells whose steps `cells` tells in cell order (twice:
    /// once to count how many cells step by each list, once to give each
    /// cell its class): the lists read from memory, or worked out again.
    pub(super) fn from_steps(cells: &impl StepSource) -> Self {
        let mut count: HashMap<Steps, u32> = HashMap::new();
        let mut recent = Recent::new();
        cells.each(|cycle, times| {
            for s in cycle.iter().flatten() {
                if times > 1 {
                    *count.entry(*s).or_default() += times;
                } else if let Some((s, k)) = recent.add(*s) {
                    *count.entry(s).or_default() += k;
                }
            }
        });
        for (s, k) in recent.drain() {
            *count.entry(s).or_default() += k;
        }
        let mut common: Vec<(Steps, u32)> = count.into_iter().filter(|&(_, k)| k >= MIN_CELLS).collect();
        common.sort_unstable_by(|a, b| b.1.cmp(&a.1).then(a.0.0.cmp(&b.0.0)));
        common.truncate(MAX_CLASSES);
        let steps: Vec<Steps> = common.into_iter().map(|(s, _)| s).collect();
        let id: HashMap<Steps, u16> = steps.iter().enumerate().map(|(i, &s)| (s, i as u16)).collect();
        let mut last = [(Steps([u32::MAX; STEPS]), IRREGULAR); 2];
        let mut class_of = |s: &Option<Steps>| match s {
            None => IRREGULAR,
            // Neighbouring cells step alike or take turns (a triangle
            // grid's up and down triangles): two lists are tried first.
            Some(s) => match last.iter().find(|(l, _)| l == s) {
                Some(&(_, k)) => k,
                None => {
                    let k = id.get(s).copied().unwrap_or(IRREGULAR);
                    last = [last[1], (*s, k)];
                    k
                }
            },
        };
        // (In large pages: walks read it at random, see `PagedTable`.)
        let mut class = PagedTable::zeroed(cells.len());
        let mut at = 0;
        cells.each(|cycle, times| match cycle {
            [s] => {
                let k = class_of(s);
                class[at..at + times as usize].fill(k);
                at += times as usize;
            }
            _ => {
                let ks: Vec<u16> = cycle.iter().map(&mut class_of).collect();
                for _ in 0..times {
                    class[at..at + ks.len()].copy_from_slice(&ks);
                    at += ks.len();
                }
            }
        });
        assert_eq!(at, class.len(), "a class for every cell");
        Self { class, steps }
    }

    /// The class of cell `c`: [`IRREGULAR`], or a key to [`StepTable::steps`].
    #[inline(always)]
    pub fn class(&self, c: u32) -> u16 {
        self.class[c as usize]
    }

    /// Every cell's class, by cell.
    pub fn classes(&self) -> &[u16] {
        &self.class
    }

    /// The steps of a class (not [`IRREGULAR`]).
    #[inline(always)]
    pub fn steps(&self, class: u16) -> &Steps {
        &self.steps[class as usize]
    }

    /// The number of classes.
    pub fn class_count(&self) -> usize {
        self.steps.len()
    }
}

/// Cells whose steps a table is made from, told in cell order.
pub(super) trait StepSource {
    /// The number of cells.
    fn len(&self) -> usize;
    /// Tells `f` each cell's steps in cell order (`None` for a cell with
    /// more than [`STEPS`] neighbours), as runs: `f(cycle, times)` says the
    /// next cells step by the lists of `cycle` in turn, `times` times round.
    fn each(&self, f: impl FnMut(&[Option<Steps>], u32));
}

/// The packed lists a table is made from.
struct Lists<'a> {
    offsets: &'a [u32],
    flat: &'a [u32],
}

impl StepSource for Lists<'_> {
    fn len(&self) -> usize {
        self.offsets.len().saturating_sub(1)
    }

    fn each(&self, mut f: impl FnMut(&[Option<Steps>], u32)) {
        for c in 0..self.len() as u32 {
            f(&[steps_of(self, c)], 1);
        }
    }
}

/// The steps of cell `c`'s list, if it has at most [`STEPS`] neighbours.
/// Eight places are read at once (the list's and whatever follows it, the
/// extra ones masked to 0) where the lists go on that far: a fixed-length
/// loop the compiler turns into a few vector operations, instead of one of
/// the list's length.
#[inline(always)]
fn steps_of(cells: &Lists, c: u32) -> Option<Steps> {
    let (a, b) = (cells.offsets[c as usize] as usize, cells.offsets[c as usize + 1] as usize);
    let len = b - a;
    if len > STEPS {
        return None;
    }
    if let Some(window) = cells.flat.get(a..a + STEPS) {
        return Some(window_steps(window.try_into().expect("eight places"), len, c));
    }
    Some(list_steps(&cells.flat[a..b], c))
}

/// The steps from `c` to the cells of `list` (at most [`STEPS`]), the places
/// past them 0.
#[inline(always)]
pub(super) fn list_steps(list: &[u32], c: u32) -> Steps {
    let mut s = Steps([0; STEPS]);
    for (slot, &m) in s.0.iter_mut().zip(list) {
        *slot = m.wrapping_sub(c);
    }
    s
}

/// The steps from `c` to the first `len` cells of `list` (a fixed-size
/// array, so the subtracts are a few vector operations), if `len` is at most
/// [`STEPS`].
#[inline(always)]
pub(super) fn array_steps<const N: usize>(list: &[u32; N], len: usize, c: u32) -> Option<Steps> {
    if len > STEPS {
        return None;
    }
    let mut s = Steps([0; STEPS]);
    for (k, (slot, &m)) in s.0.iter_mut().zip(list).enumerate() {
        *slot = if k < len { m.wrapping_sub(c) } else { 0 };
    }
    Some(s)
}

/// The steps from `c` to the first `len` cells of `window` (the places
/// past them 0), in two vector subtracts where the processor has them: built
/// in registers, the steps are read back whole (built a place at a time on
/// the stack, each read back stalled on the eight writes).
#[cfg(target_arch = "x86_64")]
#[inline(always)]
fn window_steps(window: &[u32; STEPS], len: usize, c: u32) -> Steps {
    use std::arch::x86_64::{
        __m128i, _mm_and_si128, _mm_cmplt_epi32, _mm_loadu_si128, _mm_set_epi32, _mm_set1_epi32, _mm_storeu_si128,
        _mm_sub_epi32,
    };
    let p = window.as_ptr().cast::<__m128i>();
    let mut s = Steps([0; STEPS]);
    let out = s.0.as_mut_ptr().cast::<__m128i>();
    // SAFETY: `window` and the steps each hold eight u32, the 32 bytes of two
    // unaligned loads or stores; SSE2 is part of every x86-64 processor.
    unsafe {
        let (from, len) = (_mm_set1_epi32(c as i32), _mm_set1_epi32(len as i32));
        let keep_lo = _mm_cmplt_epi32(_mm_set_epi32(3, 2, 1, 0), len);
        let keep_hi = _mm_cmplt_epi32(_mm_set_epi32(7, 6, 5, 4), len);
        _mm_storeu_si128(out, _mm_and_si128(_mm_sub_epi32(_mm_loadu_si128(p), from), keep_lo));
        _mm_storeu_si128(out.add(1), _mm_and_si128(_mm_sub_epi32(_mm_loadu_si128(p.add(1)), from), keep_hi));
    }
    s
}

/// The steps from `c` to the first `len` cells of `window` (the places past them 0).
#[cfg(not(target_arch = "x86_64"))]
#[inline(always)]
fn window_steps(window: &[u32; STEPS], len: usize, c: u32) -> Steps {
    Steps(std::array::from_fn(|k| if k < len { window[k].wrapping_sub(c) } else { 0 }))
}

/// The last two lists of steps seen and how many cells in a row stepped by
/// them, so that counting them hashes a list only when it changes.
struct Recent([(Steps, u32); 2]);

impl Recent {
    fn new() -> Self {
        Self([(Steps([u32::MAX; STEPS]), 0); 2])
    }

    /// Counts one more cell stepping by `s`; the list that makes room, with its count.
    fn add(&mut self, s: Steps) -> Option<(Steps, u32)> {
        if let Some(entry) = self.0.iter_mut().find(|(l, _)| *l == s) {
            entry.1 += 1;
            return None;
        }
        let evicted = self.0[0];
        self.0 = [self.0[1], (s, 1)];
        (evicted.1 > 0).then_some(evicted)
    }

    fn drain(self) -> impl Iterator<Item = (Steps, u32)> {
        self.0.into_iter().filter(|&(_, k)| k > 0)
    }
}

/// Which of the eight places of `window` hold `n`, as a bit each.
#[cfg(target_arch = "x86_64")]
#[inline(always)]
pub(super) fn eight_equal(window: &[u32; 8], n: u32) -> u32 {
    use std::arch::x86_64::{
        __m128i, _mm_castsi128_ps, _mm_cmpeq_epi32, _mm_loadu_si128, _mm_movemask_ps, _mm_set1_epi32,
    };
    let p = window.as_ptr().cast::<__m128i>();
    // SAFETY: `window` holds eight u32, the 32 bytes of two unaligned loads;
    // SSE2 is part of every x86-64 processor.
    unsafe {
        let needle = _mm_set1_epi32(n as i32);
        let lo = _mm_cmpeq_epi32(_mm_loadu_si128(p), needle);
        let hi = _mm_cmpeq_epi32(_mm_loadu_si128(p.add(1)), needle);
        (_mm_movemask_ps(_mm_castsi128_ps(lo)) | _mm_movemask_ps(_mm_castsi128_ps(hi)) << 4) as u32
    }
}

/// Which of the eight places of `window` hold `n`, as a bit each.
#[cfg(not(target_arch = "x86_64"))]
#[inline(always)]
pub(super) fn eight_equal(window: &[u32; 8], n: u32) -> u32 {
    let mut at = 0u32;
    for (k, &m) in window.iter().enumerate() {
        at |= u32::from(m == n) << k;
    }
    at
}
