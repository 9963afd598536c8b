//! Kruskal: take the walls between cells in random order and knock each one
//! down if the cells on its two sides are not yet connected (union-find).

use rand::seq::SliceRandom;
use rand::{Rng, RngExt};

use super::Recorder;
use super::cells::{Bits, FastDiv};
use crate::maze::grid::{Maze, Tile};

/// Disjoint sets of cells with path halving and union by size, in one array:
/// a member holds its parent, a root holds minus its set's size, so finding
/// the roots has already read their sizes.
struct Sets {
    parent: Vec<i32>,
}

impl Sets {
    fn new(n: usize) -> Self {
        assert!(n < i32::MAX as usize, "{n} cells are too many for the union-find");
        Self { parent: vec![-1; n] }
    }

    fn find(&mut self, mut x: usize) -> usize {
        loop {
            let p = self.parent[x];
            if p < 0 {
                return x;
            }
            let grand = self.parent[p as usize];
            if grand < 0 {
                return p as usize;
            }
            self.parent[x] = grand;
            x = grand as usize;
        }
    }

    /// Joins the sets of `a` and `b`; false if they were one set already.
    fn union(&mut self, a: usize, b: usize) -> bool {
        let (mut a, mut b) = (self.find(a), self.find(b));
        if a == b {
            return false;
        }
        // Sizes are negative: the bigger set has the smaller number.
        if self.parent[a] > self.parent[b] {
            std::mem::swap(&mut a, &mut b);
        }
        self.parent[a] += self.parent[b];
        self.parent[b] = a as i32;
        true
    }
}

/// Carves a maze by Kruskal's algorithm.
///
/// The walls are taken in a uniformly random order made without one big
/// shuffle (whose swaps would each be a cache miss over 8 MB at 1000 × 1000
/// cells): every wall is dealt into one of a power of two of piles (about
/// 4096 walls each, at most `MAX_PILES`) by random bits, in board order, and
/// each pile, a few kilobytes, is shuffled on its own just before its walls
/// are taken. Every order of the walls is equally likely, as with one
/// shuffle; a small board has one pile, which is one shuffle. Cells are
/// joined by a union-find of four bytes a cell.
pub fn kruskal<R: Rng + ?Sized, Rec: Recorder + ?Sized>(maze: &mut Maze, rng: &mut R, rec: &mut Rec) {
    let (cols, rows, width) = (maze.cell_columns(), maze.cell_rows(), maze.width());
    let n = cols * rows;
    let walls = (cols - 1) * rows + cols * (rows - 1);
    let pile_bits = (walls / 4096).max(1).ilog2().min(MAX_PILES.ilog2());
    let per_draw = 64 / pile_bits.max(1);
    // Each wall as one number: cell * 2, plus 1 for the wall below (else the one to the right).
    let mut piles: Vec<Vec<u32>> = (0..1 << pile_bits).map(|_| Vec::with_capacity((walls >> pile_bits) + 64)).collect();
    let mut bits = 0u64;
    let mut bits_left = 0;
    let mut deal = |wall: usize, rng: &mut R| {
        if pile_bits == 0 {
            piles[0].push(wall as u32);
            return;
        }
        if bits_left == 0 {
            bits = rng.random::<u64>();
            bits_left = per_draw;
        }
        piles[(bits & ((1 << pile_bits) - 1)) as usize].push(wall as u32);
        bits >>= pile_bits;
        bits_left -= 1;
    };
    for cy in 0..rows {
        for cx in 0..cols {
            let c = cy * cols + cx;
            if cx + 1 < cols {
                deal(2 * c, rng);
            }
            if cy + 1 < rows {
                deal(2 * c + 1, rng);
            }
        }
    }
    let tiles = maze.tiles_mut();
    let deferred = !rec.keeps_steps();
    let mut open = |tiles: &mut [Tile], i: usize| {
        tiles[i] = Tile::Floor;
        rec.record_index(i, width, Tile::Floor);
    };
    let by_cols = FastDiv::new(cols);
    let tile_of = |c: usize| {
        let (cy, cx) = by_cols.div_rem(c);
        (2 * cy + 1) * width + 2 * cx + 1
    };
    let mut is_open = Bits::new(if deferred { 0 } else { n });
    let mut sets = Sets::new(n);
    // Nobody watching the order: note each wall knocked down (a bit, by its
    // number) and write the board in one pass at the end, instead of three
    // tiles at random places in it for every join.
    let mut knocked = Bits::new(if deferred { 2 * n } else { 0 });
    for mut pile in piles {
        pile.shuffle(rng);
        for batch in pile.chunks(16) {
            // The walls are far apart on the board: read the parents of a
            // batch first, so their cache misses overlap instead of queueing.
            std::hint::black_box(batch.iter().fold(0, |x, &wall| {
                let a = (wall / 2) as usize;
                let b = if wall % 2 == 1 { a + cols } else { a + 1 };
                x ^ sets.parent[a] ^ sets.parent[b]
            }));
            for &wall in batch {
                let a = (wall / 2) as usize;
                let below = wall % 2 == 1;
                let b = if below { a + cols } else { a + 1 };
                if sets.union(a, b) {
                    if deferred {
                        knocked.set(wall as usize);
                        continue;
                    }
                    let t = tile_of(a);
                    if !is_open.get(a) {
                        is_open.set(a);
                        open(tiles, t);
                    }
                    open(tiles, if below { t + width } else { t + 1 });
                    if !is_open.get(b) {
                        is_open.set(b);
                        open(tiles, if below { t + 2 * width } else { t + 2 });
                    }
                }
            }
        }
    }
    if deferred {
        for cy in 0..rows {
            for cx in 0..cols {
                let (c, t) = (cy * cols + cx, (2 * cy + 1) * width + 2 * cx + 1);
                tiles[t] = Tile::Floor;
                if knocked.get(2 * c) {
                    tiles[t + 1] = Tile::Floor;
                }
                if knocked.get(2 * c + 1) {
                    tiles[t + width] = Tile::Floor;
                }
            }
        }
        return;
    }
    // A board of one cell has no wall to take: its cell is the whole maze.
    if n == 1 {
        open(tiles, tile_of(0));
    }
}

/// The most piles the walls are dealt into.
const MAX_PILES: usize = 1024;
