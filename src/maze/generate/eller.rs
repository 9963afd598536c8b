//! Eller's algorithm: one row at a time, keeping only that row's sets. Join
//! neighbours of different sets at random, then send at least one cell of each
//! set down to the next row; the last row joins every set left.

use rand::{Rng, RngExt};

use super::Recorder;
use super::cells::Cells;
use super::kruskal::Sets;
use crate::maze::grid::Maze;

/// Carves a maze by Eller's algorithm.
pub fn eller<R: Rng + ?Sized, Rec: Recorder + ?Sized>(maze: &mut Maze, rng: &mut R, rec: &mut Rec) {
    let mut g = Cells::new(maze, rec);
    let cols = g.cols;
    // Set labels are cell indices; `sets` merges them across the whole run.
    let mut sets = Sets::new(g.len());
    // The label of each column in the current row, or None for a fresh cell.
    let mut label: Vec<Option<usize>> = vec![None; cols];
    let mut members: Vec<(usize, usize)> = Vec::with_capacity(cols);
    for cy in 0..g.rows {
        let last_row = cy + 1 == g.rows;
        for (cx, l) in label.iter_mut().enumerate() {
            let c = g.at(cx, cy);
            g.open(c);
            l.get_or_insert(c);
        }
        for cx in 0..cols - 1 {
            let (a, b) = (label[cx].unwrap(), label[cx + 1].unwrap());
            if sets.find(a) != sets.find(b) && (last_row || rng.random_bool(0.5)) {
                sets.union(a, b);
                g.link(g.at(cx, cy), g.at(cx + 1, cy));
            }
        }
        if last_row {
            break;
        }
        // Group the row's columns by set, then drop at least one of each group.
        members.clear();
        members.extend((0..cols).map(|cx| (sets.find(label[cx].unwrap()), cx)));
        members.sort_unstable();
        let mut down = vec![false; cols];
        for group in members.chunk_by(|a, b| a.0 == b.0) {
            let mut any = false;
            for &(_, cx) in group {
                if rng.random_bool(0.5) {
                    down[cx] = true;
                    any = true;
                }
            }
            if !any {
                down[group[rng.random_range(0..group.len())].1] = true;
            }
        }
        for cx in 0..cols {
            if down[cx] {
                g.link(g.at(cx, cy), g.at(cx, cy + 1));
            } else {
                label[cx] = None;
            }
        }
    }
}
