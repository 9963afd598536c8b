//! Kruskal with the crossings placed first, second form (the mazes of codes marked `v2`):
//! crossings laid on a bit a cell, joined in cell order, then the flat Kruskal over the rest.

use rand::{Rng, RngExt};

use super::{Bits, Crossing, Straight, WeaveMaze, side_to};
use crate::maze::generate::grids::{find, mark_tree_except, union};
use crate::maze::generate::kit::prefetch::prefetch;
use crate::maze::grid::{Cells, Grid, GridMaze, IRREGULAR, NO_CELL, StepTable};

/// How many tries ahead the cells tried are drawn.
const AHEAD: usize = 32;

/// A weave maze by Kruskal's algorithm with crossings placed first (Buck,
/// after Robin Houston), as [`kruskal`](super::kruskal) makes them but in
/// another order. For `percent` of the cell count, a random cell is tried
/// (each drawn [`AHEAD`] tries before its turn, and what the try reads of
/// it fetched then): an inner cell, not `keep`, untouched by a crossing,
/// with two straight ways through it (one picked at random to run over,
/// another under) whose four ends are not crossed becomes a crossing. The
/// tries read two bits a cell and no union-find. Then the crossings are
/// joined in cell order (the union-find's reads go along the grid, not at
/// random), and one whose passages would close a loop with those before it
/// is let go. Then the flat Kruskal takes every wall between two uncrossed
/// cells, in its random order, where it joins two parts. The crossed cells
/// keep their two ground passages only (Buck's rule).
///
/// It weaves as densely as the first form; the random stream differs, so
/// the same seed makes another maze.
pub fn kruskal_v2<G: Grid, R: Rng + ?Sized>(grid: G, percent: u8, keep: u32, rng: &mut R) -> WeaveMaze<G> {
    let n = grid.cell_count();
    let cells = grid.cells();
    let table = cells.step_table();
    let (mut touched, mut is_crossed) = (Bits::new(n), Bits::new(n));
    let rim = Bits::rim(&grid);
    // Each crossed cell's lines: 1 + over + 8 × under, as places among its lines (0: no crossing).
    let mut crossed = vec![0u8; n];
    let mut lines = Lines::new(&grid);
    let tries = n * usize::from(percent.min(100)) / 100;
    // The cells tried are drawn AHEAD tries early, and what a try reads of them fetched then.
    let mut ring = [0u32; AHEAD];
    let draw = |rng: &mut R, touched: &Bits| {
        let c = rng.random_range(0..n as u32);
        prefetch(table.classes(), c as usize);
        prefetch(&touched.0, c as usize / 64);
        c
    };
    for slot in ring.iter_mut().take(tries) {
        *slot = draw(rng, &touched);
    }
    for i in 0..tries {
        let c = ring[i % AHEAD];
        if i + AHEAD < tries {
            ring[i % AHEAD] = draw(rng, &touched);
        }
        if touched.get(c) || c == keep {
            continue;
        }
        let (count, lines) = lines.of(&grid, c);
        if count < 2 {
            continue;
        }
        // One draw for the line over and another line under.
        let pair = rng.random_range(0..count * (count - 1));
        let (over, mut under) = (pair / (count - 1), pair % (count - 1));
        under += usize::from(under >= over);
        let [[a, a2], [b, b2]] = [lines[over], lines[under]];
        let ends = [a, a2, b, b2].map(|s| neighbour(cells, table, c, s));
        if ends.iter().any(|&e| is_crossed.get(e)) || rim.get(c) {
            continue;
        }
        for e in ends {
            touched.set(e);
        }
        touched.set(c);
        is_crossed.set(c);
        crossed[c as usize] = (1 + over + 8 * under) as u8;
    }
    // The crossings in cell order: their passages joined and their ground sides marked.
    let mut parent: Vec<u32> = (0..n as u32).collect();
    let mut sides = vec![0u16; n];
    let (mut tunnels, mut crossing_at) = (vec![0u16; n], vec![NO_CELL; n]);
    let mut made = Vec::new();
    for c in 0..n as u32 {
        let pick = crossed[c as usize];
        if pick == 0 {
            continue;
        }
        let lines = lines.of(&grid, c).1;
        let (over, under) = (lines[usize::from((pick - 1) % 8)], lines[usize::from((pick - 1) / 8)]);
        let [a, a2] = over.map(|s| neighbour(cells, table, c, s));
        let [b, b2] = under.map(|s| neighbour(cells, table, c, s));
        // A crossing whose passages would close a loop with those made before it is let go (its
        // cell is left to the walls); the first's ends are joined, then the second's must be apart.
        let [ra, ra2, rb, rb2] = [a, a2, b, b2].map(|e| find(&mut parent, e));
        if ra == ra2 || rb == rb2 || ([ra, ra2].contains(&rb) && [ra, ra2].contains(&rb2)) {
            crossed[c as usize] = 0;
            continue;
        }
        for (s, m) in over.into_iter().zip([a, a2]) {
            sides[c as usize] |= 1 << s;
            sides[m as usize] |= 1 << side_to(cells, table, m, c).expect("neighbours are symmetric");
            union(&mut parent, c, m);
        }
        for e in [b, b2] {
            tunnels[e as usize] |= 1 << side_to(cells, table, e, c).expect("neighbours are symmetric");
        }
        union(&mut parent, b, b2);
        crossing_at[c as usize] = made.len() as u32;
        made.push(Crossing { cell: c, over, under });
    }
    let joins = (n - 1 - 3 * made.len()) as u32;
    mark_tree_except(cells, parent, joins, |c| crossed[c as usize] != 0, &mut sides, rng);
    let mut flat = GridMaze::walled(grid);
    {
        let (cells, mut open) = flat.carving();
        open.open_marked(cells, &sides);
    }
    WeaveMaze { flat, crossings: made, crossing_at, tunnels }
}

/// The straight lines through cells (each pair of sides across each other,
/// smaller side first, in side order), worked out once a class of the step
/// table (a cell of none, each time).
struct Lines {
    straight: Straight,
    by_class: Vec<Option<(usize, [[u8; 2]; 8])>>,
}

impl Lines {
    fn new<G: Grid>(grid: &G) -> Self {
        Self { straight: Straight::new(grid), by_class: vec![None; grid.cells().step_table().class_count()] }
    }

    /// How many lines run through `c`, and they.
    #[inline]
    fn of<G: Grid>(&mut self, grid: &G, c: u32) -> (usize, [[u8; 2]; 8]) {
        let table = grid.cells().step_table();
        let class = table.class(c);
        if class != IRREGULAR
            && let Some(known) = self.by_class[usize::from(class)]
        {
            return known;
        }
        let sides = match class {
            IRREGULAR => grid.cells().of(c).len(),
            class => table.steps(class).sides(),
        };
        let (mut count, mut lines) = (0, [[0u8; 2]; 8]);
        for s in 0..sides {
            match self.straight.across(grid, c, s) {
                Some(t) if s < t && count < lines.len() => {
                    lines[count] = [s as u8, t as u8];
                    count += 1;
                }
                _ => {}
            }
        }
        if class != IRREGULAR {
            self.by_class[usize::from(class)] = Some((count, lines));
        }
        (count, lines)
    }
}

/// The neighbour of `c` through its side `s`, from its class's steps where it has one.
#[inline(always)]
fn neighbour(cells: &Cells, table: &StepTable, c: u32, s: u8) -> u32 {
    match table.class(c) {
        IRREGULAR => cells.of(c)[usize::from(s)],
        class => c.wrapping_add(table.steps(class).0[usize::from(s)]),
    }
}
