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
    let mut walls: Vec<(u32, u32)> = Vec::with_capacity(2 * g.len());
    for c in 0..g.len() {
        for dir in [Dir::Right, Dir::Down] {
            if let Some(n) = g.neighbour(c, dir) {
                walls.push((c as u32, n as u32));
            }
        }
    }
    walls.shuffle(rng);
    let mut sets = Sets::new(g.len());
    for (a, b) in walls {
        if sets.union(a as usize, b as usize) {
            g.link(a as usize, b as usize);
        }
    }
}
