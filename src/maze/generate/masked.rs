//! The generators inside a [`Mask`]: each maskable algorithm carves only the
//! inside cells and the walls between them (the board's outside tiles are
//! already [`Tile::Outside`]).
//!
//! The backtracker, the default, walks the shared visited bits of
//! [`Padded`] with the outside cells marked visited, so it runs the same
//! depth-first loop as on a rectangle. The others are written plainly over
//! the inside cells, as the books describe them: a mask is a game of a few
//! thousand cells, where they take milliseconds. They draw from the same
//! seeded stream, so a shaped maze is as reproducible as any other.

use std::cmp::Reverse;
use std::collections::{BinaryHeap, VecDeque};

use rand::seq::SliceRandom;
use rand::{Rng, RngExt};

use super::kit::cells::{Near, open_wall, pick};
use super::kit::padded::{Padded, depth_first};
use super::{Algorithm, GrowingTreePick, StartCorner};
use crate::maze::grid::{Maze, Pos, Tile};
use crate::maze::mask::Mask;
use crate::maze::recorder::Recorder;

/// The inside cells of a board, carving through a recorder.
struct Shaped<'a, Rec: Recorder + ?Sized> {
    tiles: &'a mut [Tile],
    rec: &'a mut Rec,
    width: usize,
    cols: usize,
    mask: &'a Mask,
    open: Vec<bool>,
}

impl<'a, Rec: Recorder + ?Sized> Shaped<'a, Rec> {
    fn new(maze: &'a mut Maze, mask: &'a Mask, rec: &'a mut Rec) -> Self {
        let (cols, width) = (maze.cell_columns(), maze.width());
        let open = vec![false; cols * maze.cell_rows()];
        Self { tiles: maze.tiles_mut(), rec, width, cols, mask, open }
    }

    /// The inside cells, in reading order.
    fn cells(&self) -> Vec<usize> {
        (0..self.open.len()).filter(|&c| self.mask.inside_cell(c)).collect()
    }

    /// The inside neighbours of `c`.
    fn near(&self, c: usize) -> Near {
        let (cx, cy) = (c % self.cols, c / self.cols);
        let mut near = Near::default();
        let rows = self.open.len() / self.cols;
        let candidates = [
            (cy > 0).then(|| c - self.cols),
            (cy + 1 < rows).then(|| c + self.cols),
            (cx > 0).then(|| c - 1),
            (cx + 1 < self.cols).then(|| c + 1),
        ];
        for n in candidates.into_iter().flatten() {
            if self.mask.inside_cell(n) {
                near.push(n);
            }
        }
        near
    }

    /// The inside neighbours of `c` that are (`open`) or are not yet carved.
    fn near_where(&self, c: usize, open: bool) -> Vec<usize> {
        self.near(c).as_slice().iter().copied().filter(|&n| self.open[n] == open).collect()
    }

    fn tile(&self, c: usize) -> usize {
        (2 * (c / self.cols) + 1) * self.width + 2 * (c % self.cols) + 1
    }

    fn open(&mut self, c: usize) {
        if !self.open[c] {
            self.open[c] = true;
            let t = self.tile(c);
            open_wall(self.tiles, self.rec, self.width, t);
        }
    }

    /// Opens `a`, the wall between `a` and its neighbour `b`, and `b`.
    fn link(&mut self, a: usize, b: usize) {
        self.open(a);
        let (ta, tb) = (self.tile(a), self.tile(b));
        open_wall(self.tiles, self.rec, self.width, (ta + tb) / 2);
        self.open(b);
    }
}

/// A uniformly chosen inside cell.
fn any_cell<R: Rng + ?Sized>(cells: &[usize], rng: &mut R) -> usize {
    pick(rng, cells)
}

/// Carves `algorithm`'s maze into the walled `maze`, whose outside tiles
/// `mask` has already cut. The algorithm must be maskable.
pub(crate) fn carve<R: Rng + ?Sized, Rec: Recorder + ?Sized>(
    algorithm: Algorithm,
    maze: &mut Maze,
    mask: &Mask,
    corner: StartCorner,
    rng: &mut R,
    rec: &mut Rec,
) {
    debug_assert!(algorithm.is_maskable(), "{algorithm} cannot carve a mask");
    if let Algorithm::Irregular { density_percent } = algorithm {
        return irregular(maze, mask, density_percent, rng, rec);
    }
    if algorithm == Algorithm::Backtracker {
        return backtracker(maze, mask, corner, rng, rec);
    }
    let mut g = Shaped::new(maze, mask, rec);
    let cells = g.cells();
    match algorithm {
        Algorithm::RestartFromVisited => restart(&mut g, &cells, rng),
        Algorithm::AldousBroder => aldous_broder(&mut g, &cells, rng),
        Algorithm::Wilson => wilson(&mut g, &cells, rng),
        Algorithm::HuntAndKill => hunt_and_kill(&mut g, &cells, rng),
        Algorithm::GrowingTree(pick) => growing_tree(&mut g, &cells, pick, rng),
        Algorithm::Kruskal => kruskal(&mut g, &cells, rng),
        Algorithm::PrimSimplified => prim_simplified(&mut g, &cells, rng),
        Algorithm::PrimTrue => prim_true(&mut g, &cells, rng),
        _ => unreachable!("{algorithm} is not maskable"),
    }
}

/// The inside cell nearest (as the crow flies) to the cell at `(fx, fy)`
/// fractions of the board, the first in reading order among equals.
pub(crate) fn nearest_inside(mask: &Mask, fx: f64, fy: f64) -> (usize, usize) {
    let (tx, ty) = (fx * (mask.cols() - 1) as f64, fy * (mask.rows() - 1) as f64);
    let mut best = (f64::INFINITY, (0, 0));
    for cy in 0..mask.rows() {
        for cx in 0..mask.cols() {
            let d = (cx as f64 - tx).powi(2) + (cy as f64 - ty).powi(2);
            if mask.inside(cx, cy) && d < best.0 {
                best = (d, (cx, cy));
            }
        }
    }
    best.1
}

/// The depth-first backtracker through [`Padded`], the outside cells marked visited.
fn backtracker<R: Rng + ?Sized, Rec: Recorder + ?Sized>(
    maze: &mut Maze,
    mask: &Mask,
    corner: StartCorner,
    rng: &mut R,
    rec: &mut Rec,
) {
    let (cx, cy) = match corner {
        StartCorner::TopLeft => nearest_inside(mask, 0.0, 0.0),
        StartCorner::TopRight => nearest_inside(mask, 1.0, 0.0),
        StartCorner::BottomRight => nearest_inside(mask, 1.0, 1.0),
        StartCorner::Centre => nearest_inside(mask, 0.5, 0.5),
        StartCorner::Random => {
            let cells: Vec<usize> = (0..mask.cols() * mask.rows()).filter(|&c| mask.inside_cell(c)).collect();
            let c = any_cell(&cells, rng);
            (c % mask.cols(), c / mask.cols())
        }
    };
    let mut g = Padded::for_walk(maze, rec);
    let outside: Vec<usize> = (0..mask.cols() * mask.rows()).filter(|&c| !mask.inside_cell(c)).collect();
    for &c in &outside {
        g.block(c % mask.cols(), c / mask.cols());
    }
    let start = g.at(cx, cy);
    g.visit(start);
    depth_first(&mut g, start, rng);
    // A deferred view writes every visited bit as floor when dropped: the
    // outside cells were never visited.
    for &c in &outside {
        g.unblock(c % mask.cols(), c / mask.cols());
    }
}

/// Carve to a random uncarved neighbour; when stuck, jump to a random carved
/// cell that still has one. Starts at the inside cell nearest the bottom-left.
fn restart<R: Rng + ?Sized, Rec: Recorder + ?Sized>(g: &mut Shaped<'_, Rec>, cells: &[usize], rng: &mut R) {
    let (sx, sy) = nearest_inside(g.mask, 0.0, 1.0);
    let mut here = sy * g.cols + sx;
    g.open(here);
    let mut candidates = vec![here];
    loop {
        let fresh = g.near_where(here, false);
        if !fresh.is_empty() {
            let next = pick(rng, &fresh);
            g.link(here, next);
            candidates.push(next);
            here = next;
            continue;
        }
        let mut jumped = None;
        while !candidates.is_empty() {
            let i = rng.random_range(0..candidates.len());
            if g.near_where(candidates[i], false).is_empty() {
                candidates.swap_remove(i);
            } else {
                jumped = Some(candidates[i]);
                break;
            }
        }
        match jumped {
            Some(c) => here = c,
            None => break,
        }
    }
    debug_assert!(cells.iter().all(|&c| g.open[c]));
}

/// A random walk linking each cell the first time it is entered.
fn aldous_broder<R: Rng + ?Sized, Rec: Recorder + ?Sized>(g: &mut Shaped<'_, Rec>, cells: &[usize], rng: &mut R) {
    let mut here = any_cell(cells, rng);
    g.open(here);
    let mut left = cells.len() - 1;
    while left > 0 {
        let next = g.near(here).pick(rng);
        if !g.open[next] {
            g.link(here, next);
            left -= 1;
        }
        here = next;
    }
}

/// Loop-erased random walks from each cell not yet in the maze until they hit it.
fn wilson<R: Rng + ?Sized, Rec: Recorder + ?Sized>(g: &mut Shaped<'_, Rec>, cells: &[usize], rng: &mut R) {
    let first = any_cell(cells, rng);
    g.open(first);
    let mut in_tree = vec![false; g.open.len()];
    in_tree[first] = true;
    let mut order = cells.to_vec();
    order.shuffle(rng);
    let mut next = vec![usize::MAX; g.open.len()];
    for start in order {
        let mut c = start;
        while !in_tree[c] {
            let n = g.near(c).pick(rng);
            next[c] = n;
            c = n;
        }
        let mut c = start;
        while !in_tree[c] {
            in_tree[c] = true;
            g.link(c, next[c]);
            c = next[c];
        }
    }
}

/// A random walk through uncarved cells; when stuck, the first uncarved cell
/// in reading order beside a carved one is linked to it and walked on from.
fn hunt_and_kill<R: Rng + ?Sized, Rec: Recorder + ?Sized>(g: &mut Shaped<'_, Rec>, cells: &[usize], rng: &mut R) {
    let mut here = any_cell(cells, rng);
    g.open(here);
    let mut scan = 0;
    loop {
        let fresh = g.near_where(here, false);
        if !fresh.is_empty() {
            let next = pick(rng, &fresh);
            g.link(here, next);
            here = next;
            continue;
        }
        while scan < cells.len() && g.open[cells[scan]] {
            scan += 1;
        }
        let found = cells[scan..].iter().find_map(|&c| {
            let carved = g.near_where(c, true);
            (!g.open[c] && !carved.is_empty()).then_some((c, carved))
        });
        let Some((cell, carved)) = found else { break };
        g.link(pick(rng, &carved), cell);
        here = cell;
    }
}

/// Grow from a list of active cells, taking the newest, oldest or a random one.
fn growing_tree<R: Rng + ?Sized, Rec: Recorder + ?Sized>(
    g: &mut Shaped<'_, Rec>,
    cells: &[usize],
    how: GrowingTreePick,
    rng: &mut R,
) {
    let start = any_cell(cells, rng);
    g.open(start);
    let mut active = VecDeque::from([start]);
    while !active.is_empty() {
        let i = match how {
            GrowingTreePick::Newest => active.len() - 1,
            GrowingTreePick::Oldest => 0,
            GrowingTreePick::Random => rng.random_range(0..active.len()),
            GrowingTreePick::Mix(p) => {
                if rng.random_range(0..100u8) < p {
                    active.len() - 1
                } else {
                    rng.random_range(0..active.len())
                }
            }
        };
        let c = active[i];
        let fresh = g.near_where(c, false);
        if fresh.is_empty() {
            active.remove(i);
        } else {
            let next = pick(rng, &fresh);
            g.link(c, next);
            active.push_back(next);
        }
    }
}

/// The walls between inside cells, as pairs of cells.
fn inside_walls<Rec: Recorder + ?Sized>(g: &Shaped<'_, Rec>, cells: &[usize]) -> Vec<(usize, usize)> {
    let mut walls = Vec::with_capacity(2 * cells.len());
    for &c in cells {
        for n in g.near(c).as_slice() {
            if *n > c {
                walls.push((c, *n));
            }
        }
    }
    walls
}

/// Walls knocked down in random order between parts not yet joined.
fn kruskal<R: Rng + ?Sized, Rec: Recorder + ?Sized>(g: &mut Shaped<'_, Rec>, cells: &[usize], rng: &mut R) {
    let mut walls = inside_walls(g, cells);
    walls.shuffle(rng);
    let mut parent: Vec<usize> = (0..g.open.len()).collect();
    fn root(parent: &mut [usize], mut c: usize) -> usize {
        while parent[c] != c {
            parent[c] = parent[parent[c]];
            c = parent[c];
        }
        c
    }
    for (a, b) in walls {
        let (ra, rb) = (root(&mut parent, a), root(&mut parent, b));
        if ra != rb {
            parent[ra] = rb;
            g.link(a, b);
        }
    }
}

/// Grow from a random frontier cell, linked to a random carved neighbour.
fn prim_simplified<R: Rng + ?Sized, Rec: Recorder + ?Sized>(g: &mut Shaped<'_, Rec>, cells: &[usize], rng: &mut R) {
    let start = any_cell(cells, rng);
    g.open(start);
    let mut in_frontier = vec![false; g.open.len()];
    let mut frontier = Vec::new();
    let mut grow = |g: &Shaped<'_, Rec>, c: usize, frontier: &mut Vec<usize>| {
        for n in g.near_where(c, false) {
            if !in_frontier[n] {
                in_frontier[n] = true;
                frontier.push(n);
            }
        }
    };
    grow(g, start, &mut frontier);
    while !frontier.is_empty() {
        let c = frontier.swap_remove(rng.random_range(0..frontier.len()));
        let carved = g.near_where(c, true);
        g.link(pick(rng, &carved), c);
        grow(g, c, &mut frontier);
    }
}

/// The minimum spanning tree over random wall weights, grown from a random cell.
fn prim_true<R: Rng + ?Sized, Rec: Recorder + ?Sized>(g: &mut Shaped<'_, Rec>, cells: &[usize], rng: &mut R) {
    let start = any_cell(cells, rng);
    let mut weight = vec![[0u32; 2]; g.open.len()];
    for w in weight.iter_mut() {
        *w = [rng.random(), rng.random()];
    }
    // The wall below (1) or to the right of (0) the lower-numbered cell.
    let cols = g.cols;
    let wall = |a: usize, b: usize| {
        let (lo, hi) = (a.min(b), a.max(b));
        weight[lo][usize::from(hi == lo + cols)]
    };
    g.open(start);
    let mut heap = BinaryHeap::new();
    for n in g.near_where(start, false) {
        heap.push(Reverse((wall(start, n), start, n)));
    }
    while let Some(Reverse((_, a, b))) = heap.pop() {
        if g.open[b] {
            continue;
        }
        g.link(a, b);
        for n in g.near_where(b, false) {
            heap.push(Reverse((wall(b, n), b, n)));
        }
    }
}

/// The irregular map inside the mask: walls scattered over the tiles wholly
/// inside, then paths cleared (shortest through the inside, ignoring the
/// scattered walls) between random inside waypoints, each joined to the one
/// before, so that every waypoint is reachable from every other.
fn irregular<R: Rng + ?Sized, Rec: Recorder + ?Sized>(
    maze: &mut Maze,
    mask: &Mask,
    density_percent: u8,
    rng: &mut R,
    rec: &mut Rec,
) {
    let (w, h) = (maze.width(), maze.height());
    let inner: Vec<usize> = (0..w * h).filter(|&i| mask.within(i % w, i / w)).collect();
    for &i in &inner {
        if rng.random_range(0..100u8) >= density_percent {
            maze.tiles_mut()[i] = Tile::Floor;
            rec.record_index(i, w, Tile::Floor);
        }
    }
    let waypoints: Vec<usize> = (0..2 * super::irregular::WAYPOINTS_PER_GROUP + 2).map(|_| pick(rng, &inner)).collect();
    for leg in waypoints.windows(2) {
        clear_path(maze, mask, leg[0], leg[1], rec);
    }
    // Floor the paths do not reach is walled again: the whole floor is one place.
    let reach = crate::maze::distance::distances(maze, maze.pos_of(waypoints[0]));
    for (i, d) in reach.into_iter().enumerate() {
        if d == crate::maze::distance::UNREACHED && maze.tiles()[i] == Tile::Floor {
            maze.tiles_mut()[i] = Tile::Wall;
            rec.record_index(i, w, Tile::Wall);
        }
    }
}

/// Clears a shortest path of tiles wholly inside `mask` from tile `from` to tile `to`.
fn clear_path<Rec: Recorder + ?Sized>(maze: &mut Maze, mask: &Mask, from: usize, to: usize, rec: &mut Rec) {
    let w = maze.width();
    let mut came = vec![usize::MAX; maze.tiles().len()];
    came[from] = from;
    let mut queue = VecDeque::from([from]);
    while let Some(i) = queue.pop_front() {
        if i == to {
            break;
        }
        let p = maze.pos_of(i);
        for d in crate::maze::grid::Dir::ALL {
            if let Some(q) = maze.step(p, d)
                && mask.within(q.x, q.y)
            {
                let j = q.y * w + q.x;
                if came[j] == usize::MAX {
                    came[j] = i;
                    queue.push_back(j);
                }
            }
        }
    }
    let mut i = to;
    loop {
        if maze.tiles()[i] != Tile::Floor {
            maze.set(Pos::new(i % w, i / w), Tile::Floor);
            rec.record_index(i, w, Tile::Floor);
        }
        if i == from {
            break;
        }
        i = came[i];
    }
}
