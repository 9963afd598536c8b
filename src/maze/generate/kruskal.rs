//! Kruskal: take the walls between cells in random order and knock each one
//! down if the cells on its two sides are not yet connected (union-find).

use rand::Rng;
use rand::seq::SliceRandom;

use super::Recorder;
use super::cells::Cells;
use crate::maze::grid::{Dir, Maze};

/// Disjoint sets of cells with path halving and union by size.
pub(crate) struct Sets {
    parent: Vec<u32>,
    size: Vec<u32>,
}

impl Sets {
    pub(crate) fn new(n: usize) -> Self {
        Self { parent: (0..n as u32).collect(), size: vec![1; n] }
    }

    pub(crate) fn find(&mut self, mut x: usize) -> usize {
        while self.parent[x] as usize != x {
            let grand = self.parent[self.parent[x] as usize];
            self.parent[x] = grand;
            x = grand as usize;
        }
        x
    }

    /// Joins the sets of `a` and `b`; false if they were one set already.
    pub(crate) fn union(&mut self, a: usize, b: usize) -> bool {
        let (mut a, mut b) = (self.find(a), self.find(b));
        if a == b {
            return false;
        }
        if self.size[a] < self.size[b] {
            std::mem::swap(&mut a, &mut b);
        }
        self.parent[b] = a as u32;
        self.size[a] += self.size[b];
        true
    }
}

/// Carves a maze by Kruskal's algorithm.
pub fn kruskal<R: Rng + ?Sized, Rec: Recorder + ?Sized>(maze: &mut Maze, rng: &mut R, rec: &mut Rec) {
    let mut g = Cells::new(maze, rec);
    // Each wall as one number: cell * 2, plus 1 for the wall below (else the one to the right).
    let mut walls: Vec<u32> = Vec::with_capacity(2 * g.len());
    for c in 0..g.len() {
        if g.neighbour(c, Dir::Right).is_some() {
            walls.push((2 * c) as u32);
        }
        if g.neighbour(c, Dir::Down).is_some() {
            walls.push((2 * c + 1) as u32);
        }
    }
    walls.shuffle(rng);
    let mut sets = Sets::new(g.len());
    for wall in walls {
        let a = (wall / 2) as usize;
        let b = if wall.is_multiple_of(2) { a + 1 } else { a + g.cols };
        if sets.union(a, b) {
            g.link(a, b);
        }
    }
}
