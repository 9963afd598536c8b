//! A round maze's far exit from its centre, kept as the carve opens its
//! passages ([`FromCentre`]), so the maze is not walked again for it.

use crate::maze::recorder::PassageRecorder;

/// A cell whose distance from cell 0 is not known yet.
const UNKNOWN: u16 = u16::MAX;

/// The farthest distance kept (two bytes a cell, half the four a `u32`
/// would take of a million cells' fresh memory): a maze with a cell farther
/// from cell 0 has no answer here, and its exits are found by a walk.
const FARTHEST: u32 = UNKNOWN as u32 - 1;

/// Distance `d` as kept, noting in `too_far` one past [`FARTHEST`].
#[inline(always)]
fn kept(d: u32, too_far: &mut bool) -> u16 {
    *too_far |= d > FARTHEST;
    d.min(FARTHEST) as u16
}

/// Tells `inner` of each passage, and works out each cell's distance from
/// cell 0 through the tree the passages make, as they are opened:
///
/// - a passage told with its depth ([`PassageRecorder::opened_at_depth`]:
///   the backtracker, growing its tree from cell 0) gives the cell across
///   its distance at once, and only the deepest rim cell is kept;
/// - a passage from a cell already reached (Wilson's first walk, from cell 0
///   to the root) gives the cell across one step more;
/// - a passage from a cell not reached yet is a step of a walk towards the
///   tree (Wilson adds each loop-erased walk from its first cell to the cell
///   of the tree it met): its cells wait on a list until a passage reaches
///   a cell already reached, and are then counted back from it.
///
/// So every cell's distance is known once the carve is done, if its
/// passages make a tree that holds cell 0 and were opened in one of those
/// orders; [`FromCentre::farthest`] says `None` otherwise.
pub(super) struct FromCentre<'a, P> {
    inner: &'a mut P,
    cells: usize,
    /// The first cell of the rim.
    rim: u32,
    /// Each cell's distance, made at the first passage told without its
    /// depth (a walk told by depth needs none: 2 bytes a cell not written).
    distance: Vec<u16>,
    /// A distance was past [`FARTHEST`].
    too_far: bool,
    /// The cells whose distance is known (so all of them are when it is
    /// `cells`, without a look at each).
    reached: usize,
    waiting: Vec<u32>,
    /// A passage opened between two cells already reached (a loop), or a
    /// walk told by depth that did not start at cell 0.
    looped: bool,
    /// Passages told with their depth, and the deepest rim cell among them
    /// with its depth (the smallest of those alike).
    by_depth: usize,
    deepest: Option<(u32, u32)>,
}

impl<'a, P> FromCentre<'a, P> {
    /// For a grid of `cells` cells whose rim is the cells from `rim` on,
    /// telling `inner` of each passage.
    pub(super) fn new(inner: &'a mut P, cells: usize, rim: u32) -> Self {
        let deepest = (rim == 0).then_some((0, 0));
        Self {
            inner,
            cells,
            rim,
            distance: Vec::new(),
            too_far: false,
            reached: 0,
            waiting: Vec::new(),
            looped: false,
            by_depth: 0,
            deepest,
        }
    }

    /// The farthest cell from cell 0 among the rim's (the smallest of those
    /// alike, as the centre exits' walk down the tree finds it); `None` if a
    /// cell's distance is not known (the passages were not a tree opened as
    /// [`FromCentre`] says).
    pub(super) fn farthest(&self) -> Option<u32> {
        if self.looped || self.too_far || !self.waiting.is_empty() {
            return None;
        }
        if self.by_depth > 0 {
            // Each passage told by depth reaches a new cell: a tree of all
            // the cells when there is one fewer of them than cells.
            return (self.distance.is_empty() && self.by_depth + 1 == self.cells).then_some(self.deepest?.0);
        }
        if self.distance.len() != self.cells || self.reached != self.cells {
            return None;
        }
        let rim = self.distance.get(self.rim as usize..)?;
        let far = rim.iter().copied().max()?;
        let first = rim.iter().position(|&d| d == far)?;
        Some(self.rim + first as u32)
    }
}

impl<P> FromCentre<'_, P> {
    /// Makes the distances at the first passage told without its depth.
    #[inline(always)]
    fn distances(&mut self) {
        if self.distance.is_empty() {
            self.distance = vec![UNKNOWN; self.cells];
            if let Some(d) = self.distance.first_mut() {
                *d = 0;
                self.reached = 1;
            }
        }
    }

    /// [`PassageRecorder::opened`]'s counting, the inner recorder not told.
    #[inline(always)]
    fn count(&mut self, a: u32, b: u32) {
        self.distances();
        let (da, db) = (self.distance[a as usize], self.distance[b as usize]);
        if da != UNKNOWN {
            self.looped |= db != UNKNOWN;
            self.reached += usize::from(db == UNKNOWN);
            self.distance[b as usize] = kept(u32::from(da) + 1, &mut self.too_far);
            return;
        }
        self.waiting.push(a);
        if db != UNKNOWN {
            let mut d = u32::from(db);
            for &c in self.waiting.iter().rev() {
                d += 1;
                self.reached += usize::from(self.distance[c as usize] == UNKNOWN);
                self.distance[c as usize] = kept(d, &mut self.too_far);
            }
            self.waiting.clear();
        }
    }
}

impl<P: PassageRecorder> PassageRecorder for FromCentre<'_, P> {
    #[inline(always)]
    fn opened(&mut self, a: u32, b: u32) {
        self.inner.opened(a, b);
        self.count(a, b);
    }

    /// A walk's cells but its last are reached by no passage yet (see the
    /// trait), so two distances are read a walk, not two a passage: a walk
    /// from a cell whose distance is known counts on from it, and one that
    /// meets a cell whose distance is known counts back from there. Any
    /// other walk is counted a passage at a time, as `opened` counts it.
    #[inline(always)]
    fn opened_path(&mut self, path: &[u32]) {
        self.inner.opened_path(path);
        let [first, .., last] = *path else { return };
        let waiting = !self.waiting.is_empty();
        self.distances();
        let (distance, mut reached, too_far) = (&mut self.distance, self.reached, &mut self.too_far);
        debug_assert!(path[1..path.len() - 1].iter().all(|&c| distance[c as usize] == UNKNOWN), "a walk's cells");
        let (from, to) = (distance[first as usize], distance[last as usize]);
        if waiting || (from == UNKNOWN) == (to == UNKNOWN) {
            for pair in path.windows(2) {
                self.count(pair[0], pair[1]);
            }
        } else {
            // (Counted as `opened` counts: each distance that was not known,
            // a read of the place about to be written.)
            let mut set = |d: u32, c: u32| {
                reached += usize::from(distance[c as usize] == UNKNOWN);
                distance[c as usize] = kept(d, too_far);
            };
            if from != UNKNOWN {
                (u32::from(from)..).zip(path).skip(1).for_each(|(d, &c)| set(d, c));
            } else {
                (u32::from(to)..).zip(path.iter().rev()).skip(1).for_each(|(d, &c)| set(d, c));
            }
            self.reached = reached;
        }
    }

    #[inline(always)]
    fn opened_at_depth(&mut self, a: u32, b: u32, depth: u32) {
        self.inner.opened_at_depth(a, b, depth);
        self.by_depth += 1;
        // (The walk's first passage leaves its first cell: cell 0, or the
        // depths are not distances from it.)
        self.looped |= depth == 1 && a != 0;
        if b >= self.rim && self.deepest.is_none_or(|(c, far)| depth > far || (depth == far && b < c)) {
            self.deepest = Some((b, depth));
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
        let mut kept = FromCentre::new(&mut told, cells, rim);
        for &(a, b) in passages {
            kept.opened(a, b);
        }
        let far = kept.farthest();
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

    /// As `farthest`, the passages told with their depths (each from a cell
    /// already reached, as the backtracker opens them).
    fn farthest_by_depth(cells: usize, rim: u32, passages: &[(u32, u32)]) -> Option<u32> {
        let mut told = Vec::new();
        let mut kept = FromCentre::new(&mut told, cells, rim);
        let mut depth = vec![0; cells];
        for &(a, b) in passages {
            depth[b as usize] = depth[a as usize] + 1;
            kept.opened_at_depth(a, b, depth[b as usize]);
        }
        let far = kept.farthest();
        assert_eq!(told, passages, "the inner recorder is told of every passage, in order");
        far
    }

    #[test]
    fn a_tree_told_by_depth_gives_the_far_cell_of_the_walk_down_it() {
        let trees: [(usize, u32, &[(u32, u32)]); 4] = [
            (6, 3, &[(0, 1), (1, 2), (2, 3), (1, 4), (4, 5)]),
            (7, 2, &[(0, 1), (1, 2), (2, 3), (1, 4), (4, 5), (5, 6)]),
            // The deeper of two alike found last, and the smaller one found last.
            (6, 2, &[(0, 1), (1, 5), (0, 2), (2, 3), (0, 4)]),
            (6, 2, &[(0, 2), (0, 1), (1, 3), (3, 5), (0, 4)]),
        ];
        for (cells, rim, passages) in trees {
            let walked = farthest(cells, rim, passages);
            assert!(walked.is_some());
            assert_eq!(farthest_by_depth(cells, rim, passages), walked, "{passages:?}");
        }
        assert_eq!(farthest_by_depth(6, 2, &[(0, 1), (1, 5), (0, 2), (2, 3), (0, 4)]), Some(3));
        assert_eq!(farthest_by_depth(6, 2, &[(0, 2), (0, 1), (1, 3), (3, 5), (0, 4)]), Some(5));
    }

    #[test]
    fn a_walk_told_by_depth_that_is_no_tree_from_cell_0_gives_no_answer() {
        assert_eq!(farthest_by_depth(4, 1, &[(0, 1), (1, 2)]), None, "a cell not reached");
        assert_eq!(farthest_by_depth(4, 1, &[(3, 1), (1, 2), (2, 0)]), None, "a walk from cell 3");
        let mut told = Vec::new();
        let mut kept = FromCentre::new(&mut told, 3, 1);
        kept.opened_at_depth(0, 1, 1);
        kept.opened(1, 2);
        assert_eq!(kept.farthest(), None, "passages told both ways");
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

    /// The far cell after `paths` are told as whole walks, checked against
    /// the same passages told one by one.
    fn farthest_by_paths(cells: usize, rim: u32, paths: &[&[u32]]) -> Option<u32> {
        let mut told = Vec::new();
        let mut kept = FromCentre::new(&mut told, cells, rim);
        for path in paths {
            kept.opened_path(path);
        }
        let far = kept.farthest();
        let passages: Vec<(u32, u32)> = paths.iter().flat_map(|p| p.windows(2).map(|w| (w[0], w[1]))).collect();
        assert_eq!(told, passages, "the inner recorder is told of every passage, in order");
        assert_eq!(far, farthest(cells, rim, &passages), "{paths:?}");
        far
    }

    #[test]
    fn walks_told_whole_count_as_their_passages_one_by_one() {
        // As above: from 0 to the root 2, then from 5 to 1, from 3 to 5.
        assert_eq!(farthest_by_paths(7, 2, &[&[0, 1, 2], &[5, 4, 1], &[3, 6, 5]]), Some(3));
        assert_eq!(farthest_by_paths(7, 4, &[&[0, 1, 2], &[5, 4, 1], &[3, 6, 5]]), Some(6));
        assert_eq!(farthest_by_paths(4, 1, &[&[2, 1, 0], &[3, 2]]), Some(3));
        // A walk of one cell tells nothing; a cell left out, or a walk that
        // meets nothing known, gives no answer.
        assert_eq!(farthest_by_paths(4, 1, &[&[2, 1, 0], &[3], &[3, 2]]), Some(3));
        assert_eq!(farthest_by_paths(4, 1, &[&[0, 1, 2]]), None);
        assert_eq!(farthest_by_paths(5, 1, &[&[3, 4], &[0, 1, 2]]), None);
        // A walk from a known cell to a known one (a loop) is counted
        // passage by passage, and found.
        assert_eq!(farthest_by_paths(3, 1, &[&[0, 1, 2], &[2, 0]]), None);
    }

    #[test]
    fn a_cell_past_the_farthest_distance_kept_gives_no_answer() {
        // A corridor from cell 0 to the last cell, told whole or a passage
        // at a time, from either end: its far end is `cells - 1` away.
        for cells in [FARTHEST as usize + 1, FARTHEST as usize + 2] {
            let line: Vec<u32> = (0..cells as u32).collect();
            let back: Vec<u32> = line[1..].iter().rev().chain(&[0]).copied().collect();
            let answer = (cells - 1 <= FARTHEST as usize).then_some(cells as u32 - 1);
            assert_eq!(farthest_by_paths(cells, 1, &[&line]), answer, "{cells} cells");
            assert_eq!(farthest_by_paths(cells, 1, &[&back]), answer, "{cells} cells, counted back");
        }
    }

    #[test]
    fn anything_but_a_tree_holding_cell_0_gives_no_answer() {
        assert_eq!(farthest(3, 1, &[(0, 1), (1, 2), (2, 0)]), None, "a loop");
        assert_eq!(farthest(4, 1, &[(0, 1), (1, 2)]), None, "a cell not reached");
        assert_eq!(farthest(4, 1, &[(0, 1), (3, 2)]), None, "a walk that meets nothing");
    }
}
