//! The backtracker with tunnels (Theseus's weave): from a cell, step to an unvisited neighbour,
//! or, with the weave chance, dig under a visited neighbour that a straight passage crosses.

use rand::{Rng, RngExt};

use super::{Crossing, Straight, WeaveMaze};
use crate::maze::grid::{Grid, GridMaze};

/// A mark in a visited cell's ways (so a cell's ways are 0 until it is visited).
const SEEN: u16 = 1 << 14;
/// A mark in a crossing's ways: with it a cell has four marks, so no test for a
/// visited cell with two ways out (three marks) ever passes again.
const CLOSED: u16 = 1 << 15;
/// The bits of a cell's ways that are its sides.
const SIDES: u16 = SEEN - 1;

/// A weave maze carved depth-first from `start` on `grid`. At each step a
/// roll of `percent` in 100 says whether to look for a tunnel under a
/// visited neighbour (see below): if there is one, one is taken at random;
/// else the walk steps to a random unvisited neighbour, or backs up when
/// there is none. So 100 digs wherever it can, and 0 is the plain
/// backtracker. (A cell's ways keep two marks in their top bits, so the
/// grids that weave have at most 14 sides a cell; they have 8.)
///
/// A tunnel from `c` under its neighbour `m` to the cell `t` across `m` is
/// allowed when `m` is an inner cell, not `keep` and not crossed yet, whose
/// only ways out are two sides across each other on another line than
/// `c`–`t` (so it is a straight passage the tunnel runs at an angle to), and
/// `t` is unvisited. `m` then becomes a crossing and is closed: it never
/// gets another way out (Buck's rule). `keep` is a cell never to cross (the
/// way in, when it is not on the rim).
pub fn backtracker<G: Grid, R: Rng + ?Sized>(grid: G, percent: u8, start: u32, keep: u32, rng: &mut R) -> WeaveMaze<G> {
    let n = grid.cell_count();
    let cells = grid.cells();
    // Each cell's ways out (on the ground and by tunnel) and its marks: one array, two bytes a cell.
    let mut ways = vec![0u16; n];
    let mut tunnel_ends: Vec<(u32, u16)> = Vec::new();
    let mut straight = Straight::new(&grid);
    let mut made: Vec<Crossing> = Vec::new();
    let mut stack = vec![start];
    ways[start as usize] = SEEN;
    let (mut fresh, mut digs) = ([0u8; 16], [(0u8, 0u8, 0u8, 0u32); 16]);
    while let Some(&c) = stack.last() {
        if ways[c as usize] & CLOSED != 0 {
            stack.pop();
            continue;
        }
        let nb = cells.of(c);
        let mut plain = 0;
        for (k, &m) in nb.iter().enumerate() {
            if ways[m as usize] == 0 {
                fresh[plain] = k as u8;
                plain += 1;
            }
        }
        let mut dug = 0;
        if percent > 0 && rng.random_range(0..100u8) < percent {
            for (k, &m) in nb.iter().enumerate() {
                if let Some(d) = dig(&grid, &mut straight, &ways, (c, k, m), keep) {
                    digs[dug] = d;
                    dug += 1;
                }
            }
        }
        let dig_now = dug > 0;
        if !dig_now && plain == 0 {
            stack.pop();
            continue;
        }
        let pick = if dig_now { plain + rng.random_range(0..dug) } else { rng.random_range(0..plain) };
        if pick < plain {
            let k = fresh[pick] as usize;
            let m = nb[k];
            let back = cells.side(m, c).expect("neighbours are symmetric");
            ways[c as usize] |= 1 << k;
            ways[m as usize] |= SEEN | 1 << back;
            stack.push(m);
        } else {
            let (k, s, s2, t) = digs[pick - plain];
            let m = nb[k as usize];
            let over = ways[m as usize] & SIDES;
            let a = over.trailing_zeros() as u8;
            let a2 = (over & (over - 1)).trailing_zeros() as u8;
            made.push(Crossing { cell: m, over: [a, a2], under: [s, s2] });
            // Closed: a crossing is never dug under again nor left (its two ways and this mark are three).
            ways[m as usize] |= CLOSED;
            let back = cells.side(t, m).expect("neighbours are symmetric");
            ways[c as usize] |= 1 << k;
            ways[t as usize] |= SEEN | 1 << back;
            tunnel_ends.extend([(c, 1 << k), (t, 1 << back)]);
            stack.push(t);
        }
    }
    // What is left of the ways, less the marks and the tunnels, is the ground.
    for w in &mut ways {
        *w &= SIDES;
    }
    for (c, bit) in tunnel_ends {
        ways[c as usize] &= !bit;
    }
    let mut flat = GridMaze::walled(grid);
    {
        let (cells, mut open) = flat.carving();
        open.open_marked(cells, &ways);
    }
    let mut maze = WeaveMaze::new(flat);
    for x in made {
        maze.add_crossing(x);
    }
    maze
}

/// The tunnel from `c` through its side `k` under `m` (its `k`-th
/// neighbour), as `(k, the side of m facing c, the side across it, the cell
/// beyond)`, when one may be dug (see [`backtracker`]).
#[inline]
fn dig<G: Grid>(
    grid: &G,
    straight: &mut Straight,
    ways: &[u16],
    (c, k, m): (u32, usize, u32),
    keep: u32,
) -> Option<(u8, u8, u8, u32)> {
    let w = ways[m as usize];
    // Visited with two ways out, not crossed yet (three marks): the cheap test first.
    if w.count_ones() != 3 || m == keep || grid.on_rim(m) {
        return None;
    }
    let w = w & SIDES;
    let (a, a2) = (w.trailing_zeros() as usize, (w & (w - 1)).trailing_zeros() as usize);
    let s = grid.cells().side(m, c)?;
    if s == a || s == a2 || straight.across(grid, m, a) != Some(a2) {
        return None;
    }
    let s2 = straight.across(grid, m, s)?;
    let t = grid.neighbours(m)[s2];
    (ways[t as usize] == 0).then_some((k as u8, s as u8, s2 as u8, t))
}
