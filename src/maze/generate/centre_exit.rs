//! A round maze's far exit from its centre, kept as the carve opens its
//! passages ([`FromCentre`]), so the maze is not walked again for it.

use crate::maze::recorder::PassageRecorder;

/// A cell whose distance from cell 0 is not known yet.
const UNKNOWN: u32 = u32::MAX;

/// Tells `inner` of each passage, and works out each cell's distance from
/// cell 0 through the tree the passages make, as they are opened:
///
/// - a passage from a cell already reached (the backtracker opens every one
///   so, growing its tree from cell 0; so does Wilson's first walk, from
///   cell 0 to the root) gives the cell across one step more;
/// - a passage from a cell not reached yet is a step of a walk towards the
///   tree (Wilson adds each loop-erased walk from its first cell to the cell
///   of the tree it met): its cells wait on a list until a passage reaches
///   a cell already reached, and are then counted back from it.
///
/// So every cell's distance is known once the carve is done, if its
/// passages make a tree that holds cell 0 and were opened in one of those
/// two orders; [`FromCentre::farthest`] says `None` otherwise.
pub(super) struct FromCentre<'a, P> {
    inner: &'a mut P,
    distance: Vec<u32>,
    waiting: Vec<u32>,
    /// A passage opened between two cells already reached (a loop).
    looped: bool,
}

impl<'a, P> FromCentre<'a, P> {
    /// For a grid of `cells` cells, telling `inner` of each passage.
    pub(super) fn new(inner: &'a mut P, cells: usize) -> Self {
        let mut distance = vec![UNKNOWN; cells];
        if let Some(d) = distance.first_mut() {
            *d = 0;
        }
        Self { inner, distance, waiting: Vec::new(), looped: false }
    }

    /// The farthest cell from cell 0 among those from `rim` on (the smallest
    /// of those alike, as the centre exits' walk down the tree finds it);
    /// `None` if a cell's distance is not known (the passages were not a
    /// tree opened as [`FromCentre`] says).
    pub(super) fn farthest(&self, rim: u32) -> Option<u32> {
        if self.looped || !self.waiting.is_empty() || self.distance.contains(&UNKNOWN) {
            return None;
        }
        let rim = self.distance.get(rim as usize..)?;
        let far = rim.iter().copied().max()?;
        let first = rim.iter().position(|&d| d == far)?;
        Some(self.distance.len() as u32 - rim.len() as u32 + first as u32)
    }
}

impl<P: PassageRecorder> PassageRecorder for FromCentre<'_, P> {
    #[inline(always)]
    fn opened(&mut self, a: u32, b: u32) {
        self.inner.opened(a, b);
        let (da, db) = (self.distance[a as usize], self.distance[b as usize]);
        if da != UNKNOWN {
            self.looped |= db != UNKNOWN;
            self.distance[b as usize] = da + 1;
            return;
        }
        self.waiting.push(a);
        if db != UNKNOWN {
            let mut d = db;
            for &c in self.waiting.iter().rev() {
                d += 1;
                self.distance[c as usize] = d;
            }
            self.waiting.clear();
        }
    }

    #[inline(always)]
    fn keeps_steps(&self) -> bool {
        self.inner.keeps_steps()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The far cell from `rim` on after `passages` are opened in order on `cells` cells.
    fn farthest(cells: usize, rim: u32, passages: &[(u32, u32)]) -> Option<u32> {
        let mut told = Vec::new();
        let mut kept = FromCentre::new(&mut told, cells);
        for &(a, b) in passages {
            kept.opened(a, b);
        }
        let far = kept.farthest(rim);
        assert_eq!(told, passages, "the inner recorder is told of every passage, in order");
        far
    }

    #[test]
    fn a_tree_grown_from_cell_0_counts_its_depths() {
        // 0-1-2-3 and 1-4-5: from 3 on, 3 and 5 are three steps away; 3 is the smaller.
        assert_eq!(farthest(6, 3, &[(0, 1), (1, 2), (2, 3), (1, 4), (4, 5)]), Some(3));
        // 0-1, 1-4, 4-5, 5-6: 6 is four steps away.
        assert_eq!(farthest(7, 2, &[(0, 1), (1, 2), (2, 3), (1, 4), (4, 5), (5, 6)]), Some(6));
    }

    #[test]
    fn walks_towards_the_tree_are_counted_back_from_where_they_meet_it() {
        // Wilson's order: the first walk from 0 to the root 2, then walks
        // from 5 and from 3 that meet the tree at 1 and at 5.
        let passages = [(0, 1), (1, 2), (5, 4), (4, 1), (3, 6), (6, 5)];
        // Distances: 0, 1, 2, 5 (3-6-5-4-1), 2, 3, 4.
        assert_eq!(farthest(7, 2, &passages), Some(3));
        assert_eq!(farthest(7, 4, &passages), Some(6));
        // The root at cell 0: every walk meets the tree.
        assert_eq!(farthest(4, 1, &[(2, 1), (1, 0), (3, 2)]), Some(3));
    }

    #[test]
    fn anything_but_a_tree_holding_cell_0_gives_no_answer() {
        assert_eq!(farthest(3, 1, &[(0, 1), (1, 2), (2, 0)]), None, "a loop");
        assert_eq!(farthest(4, 1, &[(0, 1), (1, 2)]), None, "a cell not reached");
        assert_eq!(farthest(4, 1, &[(0, 1), (3, 2)]), None, "a walk that meets nothing");
    }
}
