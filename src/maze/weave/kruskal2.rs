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
        let class = table.class(c);
        let (count, lines) = lines.of(&grid, class, c);
        if count < 2 {
            continue;
        }
        // One draw for the line over and another line under.
        let pair = rng.random_range(0..count * (count - 1));
        let (over, mut under) = (pair / (count - 1), pair % (count - 1));
        under += usize::from(under >= over);
        let [[a, a2], [b, b2]] = [lines[over], lines[under]];
        let ends = neighbours(cells, table, class, c, [a, a2, b, b2]);
        let crossed_end = ends.iter().fold(false, |any, &e| any | is_crossed.get(e));
        if crossed_end || rim.get(c) {
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
    // (The crossed cells read from their bits, a word at a time: no turn taken or not a cell.)
    let mut words = is_crossed.0.iter().enumerate().map(|(i, &w)| ((i * 64) as u32, w));
    let (mut base, mut word) = (0u32, 0u64);
    loop {
        while word == 0 {
            match words.next() {
                Some(next) => (base, word) = next,
                None => break,
            }
        }
        if word == 0 {
            break;
        }
        let c = base + word.trailing_zeros();
        word &= word - 1;
        let pick = crossed[c as usize];
        let class = table.class(c);
        let lines = lines.of(&grid, class, c).1;
        let (over, under) = (lines[usize::from((pick - 1) % 8)], lines[usize::from((pick - 1) / 8)]);
        let [a, a2, b, b2] = neighbours(cells, table, class, c, [over[0], over[1], under[0], under[1]]);
        // A crossing whose passages would close a loop with those made before it is let go (its
        // cell is left to the walls); the first's ends are joined, then the second's must be apart.
        // (The finds one by one, in this order, each inlined.)
        let ra = find(&mut parent, a);
        let ra2 = find(&mut parent, a2);
        let rb = find(&mut parent, b);
        let rb2 = find(&mut parent, b2);
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
    /// Each class's count of lines ([`Lines::UNKNOWN`] before it is worked out) and lines.
    by_class: Vec<(u8, [[u8; 2]; 8])>,
}

impl Lines {
    /// A class's count before its lines are worked out.
    const UNKNOWN: u8 = u8::MAX;

    fn new<G: Grid>(grid: &G) -> Self {
        let classes = grid.cells().step_table().class_count();
        Self { straight: Straight::new(grid), by_class: vec![(Self::UNKNOWN, [[0; 2]; 8]); classes] }
    }

    /// How many lines run through `c` (of `class`), and they: read where known, inlined
    /// (a call's answer is passed through memory, and read back in a piece it was not
    /// written in: the read waits).
    #[inline(always)]
    fn of<G: Grid>(&mut self, grid: &G, class: u16, c: u32) -> (usize, [[u8; 2]; 8]) {
        if class != IRREGULAR {
            let (count, lines) = self.by_class[usize::from(class)];
            if count != Self::UNKNOWN {
                return (usize::from(count), lines);
            }
        }
        self.work_out(grid, class, c)
    }

    /// [`Lines::of`] worked out (and kept, for a class).
    #[cold]
    #[inline(never)]
    fn work_out<G: Grid>(&mut self, grid: &G, class: u16, c: u32) -> (usize, [[u8; 2]; 8]) {
        let table = grid.cells().step_table();
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
            self.by_class[usize::from(class)] = (count as u8, lines);
        }
        (count, lines)
    }
}

/// The neighbours of `c` (of `class`) through its sides `sides`, from its class's steps where
/// it has one.
#[inline(always)]
fn neighbours(cells: &Cells, table: &StepTable, class: u16, c: u32, sides: [u8; 4]) -> [u32; 4] {
    match class {
        IRREGULAR => {
            let list = cells.of(c);
            let at = |k: usize| list[usize::from(sides[k])];
            [at(0), at(1), at(2), at(3)]
        }
        class => {
            let steps = &table.steps(class).0;
            let at = |k: usize| c.wrapping_add(steps[usize::from(sides[k])]);
            [at(0), at(1), at(2), at(3)]
        }
    }
}
