//! Eller's algorithm: one row at a time, keeping only that row's sets. Join
//! neighbours of different sets at random, then send at least one cell of each
//! set down to the next row; the last row joins every set left.

use rand::{Rng, RngExt};

use super::Recorder;
use crate::maze::grid::{Maze, Tile};

/// The sets of one row, as a small union-find over the row's sets. Each set
/// carries the number of the cell it would be named by in one union-find over
/// every cell of the board (union by size, ties kept by the first set), and
/// its size there, so the sets can be rebuilt compactly at each row and still
/// be ordered exactly as that big union-find would order them.
struct RowSets {
    parent: Vec<u32>,
    size: Vec<u32>,
    name: Vec<u32>,
}

impl RowSets {
    fn clear(&mut self) {
        self.parent.clear();
        self.size.clear();
        self.name.clear();
    }

    fn add(&mut self, name: u32, size: u32) -> u32 {
        let id = self.parent.len() as u32;
        self.parent.push(id);
        self.size.push(size);
        self.name.push(name);
        id
    }

    fn find(&mut self, mut x: u32) -> u32 {
        while self.parent[x as usize] != x {
            let grand = self.parent[self.parent[x as usize] as usize];
            self.parent[x as usize] = grand;
            x = grand;
        }
        x
    }

    /// Joins two different roots, the bigger (or on a tie the first) staying
    /// root, which it returns.
    fn union_roots(&mut self, mut a: u32, mut b: u32) -> u32 {
        if self.size[a as usize] < self.size[b as usize] {
            std::mem::swap(&mut a, &mut b);
        }
        self.parent[b as usize] = a;
        self.size[a as usize] += self.size[b as usize];
        a
    }
}

/// Carves a maze by Eller's algorithm.
///
/// Only the current row is kept: a set per column, a few words per set, and
/// the sets are rebuilt compactly at each row. Sets are visited in the order
/// of their names (see `RowSets`) to keep the random stream.
pub fn eller<R: Rng + ?Sized, Rec: Recorder + ?Sized>(maze: &mut Maze, rng: &mut R, rec: &mut Rec) {
    const NONE: u32 = u32::MAX;
    let (cols, rows, width) = (maze.cell_columns(), maze.cell_rows(), maze.width());
    let tiles = maze.tiles_mut();
    // Opens tile `i` when `open` holds, else leaves it wall (it is still wall:
    // every tile is settled once). The write happens either way and only the
    // recorder is told conditionally, so with `()` there is no branch to
    // mispredict on a coin flip.
    let mut open_if = |tiles: &mut [Tile], i: usize, open: bool| {
        tiles[i] = if open { Tile::Floor } else { Tile::Wall };
        if open {
            rec.record_index(i, width, Tile::Floor);
        }
    };
    let new_sets = || RowSets { parent: Vec::with_capacity(cols), size: Vec::new(), name: Vec::new() };
    let (mut sets, mut above) = (new_sets(), new_sets());
    // Each column's set: in `above` (a root there) when a row starts, NONE for
    // a cell in no set yet; in `sets` once the row's sets are built.
    let mut set_of = vec![NONE; cols];
    let mut renamed: Vec<u32> = Vec::with_capacity(cols);
    let mut down = vec![false; cols];
    // The row's columns grouped by root: where each root's group begins, how
    // many it has, and the columns group after group.
    let (mut begin, mut count, mut fill) = (Vec::with_capacity(cols), Vec::with_capacity(cols), Vec::new());
    let mut grouped = vec![0u32; cols];
    // Each root as its name in the high half and its id in the low half, to sort by name.
    let mut roots: Vec<u64> = Vec::with_capacity(cols);
    // `random_bool(0.5)`: one 64-bit draw, true when below 2^63.
    let coin = |rng: &mut R| (rng.next_u64() as i64) >= 0;
    for cy in 0..rows {
        let last_row = cy + 1 == rows;
        let row = (2 * cy + 1) * width + 1;
        std::mem::swap(&mut sets, &mut above);
        sets.clear();
        renamed.clear();
        renamed.resize(above.parent.len(), NONE);
        for (cx, set) in set_of.iter_mut().enumerate() {
            if *set == NONE {
                open_if(tiles, row + 2 * cx, true);
                *set = sets.add((cy * cols + cx) as u32, 1);
            } else {
                let old = *set as usize;
                if renamed[old] == NONE {
                    renamed[old] = sets.add(above.name[old], above.size[old]);
                }
                *set = renamed[old];
            }
        }
        // The root of the cell on the left, carried along the row.
        let mut a = sets.find(set_of[0]);
        for cx in 0..cols - 1 {
            let b = sets.find(set_of[cx + 1]);
            let join = a != b && (last_row || coin(rng));
            a = if join { sets.union_roots(a, b) } else { b };
            open_if(tiles, row + 2 * cx + 1, join);
        }
        if last_row {
            break;
        }
        // Group the row's columns by set, the sets ordered by name, then drop
        // at least one of each group.
        let ids = sets.parent.len();
        count.clear();
        count.resize(ids, 0u32);
        for set in set_of.iter_mut() {
            *set = sets.find(*set);
            count[*set as usize] += 1;
        }
        roots.clear();
        begin.clear();
        let mut at = 0;
        for (id, &n) in count.iter().enumerate() {
            begin.push(at);
            if n > 0 {
                roots.push(u64::from(sets.name[id]) << 32 | id as u64);
                at += n;
            }
        }
        fill.clear();
        fill.extend_from_slice(&begin);
        for (cx, &set) in set_of.iter().enumerate() {
            grouped[fill[set as usize] as usize] = cx as u32;
            fill[set as usize] += 1;
        }
        roots.sort_unstable();
        for &key in &roots {
            let r = key as u32;
            let from = begin[r as usize] as usize;
            let group = &grouped[from..from + count[r as usize] as usize];
            let mut any = false;
            for &cx in group {
                let drop = coin(rng);
                down[cx as usize] = drop;
                any |= drop;
            }
            if !any {
                down[group[rng.random_range(0..group.len())] as usize] = true;
            }
        }
        for cx in 0..cols {
            let drop = down[cx];
            open_if(tiles, row + 2 * cx + width, drop);
            open_if(tiles, row + 2 * cx + 2 * width, drop);
            set_of[cx] = if drop { set_of[cx] } else { NONE };
        }
    }
}
