//! Kruskal with the crossings placed first (Buck, after Robin Houston): lay crossings on
//! untouched cells where they join separate parts, then join the rest by random passages.

use rand::{Rng, RngExt};

use super::{Crossing, Straight, WeaveMaze, side_to};
use crate::maze::generate::kit::prefetch::prefetch;
use crate::maze::grid::{Grid, GridMaze};

/// How many places ahead the shuffle and the joining fetch what they will touch.
const AHEAD: usize = 32;

/// Shuffles `pairs` as `for i in (1..len).rev() { swap(i, random_range(0..=i)) }`
/// does, drawing the same numbers in the same order, but each [`AHEAD`]
/// places before its swap, so the place it swaps with is fetched by then.
fn shuffle<T, R: Rng + ?Sized>(pairs: &mut [T], rng: &mut R) {
    let len = pairs.len();
    if len < 2 {
        return;
    }
    let mut ring = [0usize; AHEAD];
    // Place i (from len - 1 down to 1) has its partner at ring[i % AHEAD].
    let mut drawn = len; // the lowest place whose partner is drawn
    let mut draw = |ring: &mut [usize; AHEAD], drawn: &mut usize, pairs: &[T]| {
        if *drawn > 1 {
            *drawn -= 1;
            let j = rng.random_range(0..=*drawn);
            ring[*drawn % AHEAD] = j;
            prefetch(pairs, j);
        }
    };
    for _ in 0..AHEAD {
        draw(&mut ring, &mut drawn, pairs);
    }
    for i in (1..len).rev() {
        let j = ring[i % AHEAD];
        pairs.swap(i, j);
        draw(&mut ring, &mut drawn, pairs);
    }
}

/// Disjoint sets of cells, by size, with paths halved.
struct Sets(Vec<u32>, Vec<u32>);

impl Sets {
    fn new(n: usize) -> Self {
        Self((0..n as u32).collect(), vec![1; n])
    }

    fn find(&mut self, mut c: u32) -> u32 {
        while self.0[c as usize] != c {
            let up = self.0[self.0[c as usize] as usize];
            self.0[c as usize] = up;
            c = up;
        }
        c
    }

    /// Joins the sets of `a` and `b`; `false` when they were one already.
    fn join(&mut self, a: u32, b: u32) -> bool {
        let (mut a, mut b) = (self.find(a), self.find(b));
        if a == b {
            return false;
        }
        if self.1[a as usize] < self.1[b as usize] {
            std::mem::swap(&mut a, &mut b);
        }
        self.0[b as usize] = a;
        self.1[a as usize] += self.1[b as usize];
        true
    }
}

/// A weave maze by Kruskal's algorithm with crossings placed first. For
/// `percent` of the cell count, a random cell is tried: an inner cell, not
/// `keep`, with no passage yet, two straight ways through it (one picked at
/// random to run over, another under) and neighbours on them none of which
/// is crossed, becomes a crossing when its passages join four separate parts
/// (no loop). Then every pair of neighbours, none crossed, in random order, is
/// joined where they are in separate parts. The crossed cells keep their two
/// ground passages only (Buck's rule).
pub fn kruskal<G: Grid, R: Rng + ?Sized>(grid: G, percent: u8, keep: u32, rng: &mut R) -> WeaveMaze<G> {
    let n = grid.cell_count();
    let cells = grid.cells();
    let mut sets = Sets::new(n);
    let mut ground = vec![0u16; n];
    let mut touched = vec![false; n];
    let mut crossed = vec![false; n];
    let mut made = Vec::new();
    let mut straight = Straight::new(&grid);
    let mut lines = [[0u8; 2]; 8];
    let table = cells.step_table();
    let link = |ground: &mut [u16], a: u32, k: usize| {
        let b = cells.of(a)[k];
        ground[a as usize] |= 1 << k;
        ground[b as usize] |= 1 << side_to(cells, table, b, a).expect("neighbours are symmetric");
    };
    let tries = n * usize::from(percent.min(100)) / 100;
    for _ in 0..tries {
        let c = rng.random_range(0..n as u32);
        if touched[c as usize] || c == keep || grid.on_rim(c) {
            continue;
        }
        let mut count = 0;
        for s in 0..cells.of(c).len() {
            match straight.across(&grid, c, s) {
                Some(t) if s < t && count < lines.len() => {
                    lines[count] = [s as u8, t as u8];
                    count += 1;
                }
                _ => {}
            }
        }
        let lines = &lines[..count];
        if count < 2 {
            continue;
        }
        let over = lines[rng.random_range(0..lines.len())];
        let mut under = lines[rng.random_range(0..lines.len() - 1)];
        if under == over {
            under = lines[lines.len() - 1];
        }
        let nb = cells.of(c);
        let ends = [over[0], over[1], under[0], under[1]].map(|s| nb[s as usize]);
        if ends.iter().any(|&e| crossed[e as usize]) {
            continue;
        }
        let [a, a2, b, b2] = ends.map(|e| sets.find(e));
        let joins_over = [a, a2];
        if a == a2 || b == b2 || (joins_over.contains(&b) && joins_over.contains(&b2)) {
            continue;
        }
        for s in over {
            link(&mut ground, c, s as usize);
            sets.join(c, nb[s as usize]);
        }
        sets.join(ends[2], ends[3]);
        for e in ends {
            touched[e as usize] = true;
        }
        (touched[c as usize], crossed[c as usize]) = (true, true);
        made.push(Crossing { cell: c, over, under });
    }
    // Each pair as its two cells (the side is looked up only for the passages taken).
    let mut pairs: Vec<(u32, u32)> = Vec::with_capacity(cells.slot_count() / 2);
    for c in 0..n as u32 {
        if crossed[c as usize] {
            continue;
        }
        for &m in cells.of(c) {
            if m > c && !crossed[m as usize] {
                pairs.push((c, m));
            }
        }
    }
    shuffle(&mut pairs, rng);
    let parents = |sets: &Sets, i: usize| {
        if let Some(&(c, m)) = pairs.get(i) {
            prefetch(&sets.0, c as usize);
            prefetch(&sets.0, m as usize);
        }
    };
    for (i, &(c, m)) in pairs.iter().enumerate() {
        parents(&sets, i + AHEAD);
        if sets.join(c, m) {
            let k = side_to(cells, table, c, m).expect("neighbours are symmetric");
            link(&mut ground, c, k);
        }
    }
    let mut flat = GridMaze::walled(grid);
    {
        let (cells, mut open) = flat.carving();
        open.open_marked(cells, &ground);
    }
    let mut maze = WeaveMaze::new(flat);
    for x in made {
        maze.add_crossing(x);
    }
    maze
}
