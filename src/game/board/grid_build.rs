//! A round, hex or triangle maze while its carving is watched: the passages
//! opened so far and the cells they reached. The grid board draws the cells
//! not yet reached as rock and only these passages open.

use std::collections::HashSet;

/// The part of a grid maze carved so far.
#[derive(Debug, Clone, Default)]
pub struct Carved {
    open: HashSet<(u32, u32)>,
    reached: Vec<bool>,
}

impl Carved {
    /// The maze of `cells` cells after `passages` (in the order carved).
    pub fn after(cells: usize, passages: &[(u32, u32)]) -> Self {
        let mut reached = vec![false; cells];
        let mut open = HashSet::with_capacity(passages.len());
        for &(a, b) in passages {
            open.insert((a.min(b), a.max(b)));
            reached[a as usize] = true;
            reached[b as usize] = true;
        }
        Self { open, reached }
    }

    /// Whether the passage between `a` and `b` has been opened.
    pub fn linked(&self, a: u32, b: u32) -> bool {
        self.open.contains(&(a.min(b), a.max(b)))
    }

    /// Whether a passage has reached cell `c` (else it is still rock).
    pub fn reached(&self, c: u32) -> bool {
        self.reached.get(c as usize).copied().unwrap_or(false)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_passages_carved_are_open_and_their_cells_reached() {
        let carved = Carved::after(6, &[(0, 1), (3, 1)]);
        assert!(carved.linked(1, 0) && carved.linked(1, 3) && !carved.linked(0, 3));
        assert_eq!((0..6).map(|c| carved.reached(c)).collect::<Vec<_>>(), [true, true, false, true, false, false]);
        assert!(!carved.reached(99));
    }
}
