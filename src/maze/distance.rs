//! Distance maps: how many steps every floor tile is from a tile (or from
//! the nearest of several), the longest path, and how far each tile lies off
//! the shortest route.
//!
//! A map is a flat array in board order, as [`shortest_route`] works, one
//! `u32` a tile, [`UNREACHED`] where no walk leads (walls, outside, shut-off
//! floor). It is one breadth-first pass over the floor: 4 million tiles (the
//! 2001 × 2001 board) in a few tens of milliseconds.
//!
//! [`shortest_route`]: crate::maze::solve::shortest_route

use super::distance_queue::{self, FRESH, flood_ringed};
use super::grid::{Maze, Pos, Tile};

/// The distance of a tile no walk reaches.
pub const UNREACHED: u32 = distance_queue::UNREACHED;

/// Steps from `from` to every tile of `maze` ([`UNREACHED`] where there is no way).
pub fn distances(maze: &Maze, from: Pos) -> Vec<u32> {
    distances_from_all(maze, &[from])
}

/// Steps from the nearest of `sources` to every tile. Sources that are not
/// floor are left out.
pub fn distances_from_all(maze: &Maze, sources: &[Pos]) -> Vec<u32> {
    if ringed(maze) { flood_ringed(maze, sources) } else { flood(maze, sources, |_| {}) }
}

/// The distance map from `sources`, and the tiles in the order reached
/// (so by distance: the last is a farthest one).
fn search(maze: &Maze, sources: &[Pos]) -> (Vec<u32>, Vec<u32>) {
    let mut order = Vec::with_capacity(maze.tiles().len() / 2 + 1);
    let dist = flood(maze, sources, |level| order.extend_from_slice(level));
    (dist, order)
}

/// The distance map from `sources`, a level (the tiles at one distance, in
/// the order a first-in first-out queue reaches them) at a time, each level
/// handed to `seen`. Only two levels are held at once, so the working memory
/// is the widest frontier, not a queue of every tile reached (32 MB less on
/// a 4003² board when the order is not kept).
pub(super) fn flood(maze: &Maze, sources: &[Pos], mut seen: impl FnMut(&[u32])) -> Vec<u32> {
    let (w, tiles) = (maze.width(), maze.tiles());
    let mut dist: Vec<u32> = tiles.iter().map(|&t| if t == Tile::Floor { FRESH } else { UNREACHED }).collect();
    let (mut now, mut next) = (Vec::new(), Vec::new());
    for &p in sources {
        if maze.is_floor(p) && dist[maze.index(p)] == FRESH {
            dist[maze.index(p)] = 0;
            now.push(maze.index(p) as u32);
        }
    }
    // Floor on the board's edge (text mazes may have it) needs bounds
    // checks; the generators' boards are ringed by wall and need none.
    let ringed = ringed(maze);
    let (mut reached, mut level) = (0, 0);
    while !now.is_empty() {
        seen(&now);
        reached += now.len();
        level += 1;
        for &i in &now {
            let i = i as usize;
            let mut reach = |j: usize| {
                if dist[j] == FRESH {
                    dist[j] = level;
                    next.push(j as u32);
                }
            };
            if ringed {
                reach(i - w);
                reach(i + w);
                reach(i - 1);
                reach(i + 1);
            } else {
                let (x, y) = (i % w, i / w);
                if y > 0 {
                    reach(i - w);
                }
                if y + 1 < maze.height() {
                    reach(i + w);
                }
                if x > 0 {
                    reach(i - 1);
                }
                if x + 1 < w {
                    reach(i + 1);
                }
            }
        }
        now.clear();
        std::mem::swap(&mut now, &mut next);
    }
    // Floor no walk reached (irregular maps, text mazes) is unreached too.
    if reached < tiles.iter().filter(|&&t| t == Tile::Floor).count() {
        for d in dist.iter_mut().filter(|d| **d == FRESH) {
            *d = UNREACHED;
        }
    }
    dist
}

/// Whether no floor lies on the board's outer ring.
fn ringed(maze: &Maze) -> bool {
    let (w, h, t) = (maze.width(), maze.height(), maze.tiles());
    let edge_floor = |i: usize| t[i] == Tile::Floor;
    !((0..w).any(|x| edge_floor(x) || edge_floor((h - 1) * w + x))
        || (0..h).any(|y| edge_floor(y * w) || edge_floor(y * w + w - 1)))
}

/// The reached tile farthest away in `dist`, cells (odd column and row)
/// first: the first in board order among equals. `None` if nothing is reached.
pub fn farthest(maze: &Maze, dist: &[u32]) -> Option<(Pos, u32)> {
    let w = maze.width();
    let mut best: Option<(usize, u32)> = None;
    for y in (1..maze.height()).step_by(2) {
        for i in (y * w + 1..(y + 1) * w).step_by(2) {
            let d = dist[i];
            if d != UNREACHED && best.is_none_or(|(_, b)| d > b) {
                best = Some((i, d));
            }
        }
    }
    if best.is_none() {
        best = dist
            .iter()
            .enumerate()
            .filter(|&(_, &d)| d != UNREACHED)
            .max_by_key(|&(i, &d)| (d, usize::MAX - i))
            .map(|(i, &d)| (i, d));
    }
    best.map(|(i, d)| (maze.pos_of(i), d))
}

/// The last cell (odd column and row) the search that made `order`
/// reached, so a farthest cell (the last tile if no cell was reached).
fn last_reached(maze: &Maze, dist: &[u32], order: &[u32]) -> Option<(Pos, u32)> {
    let w = maze.width();
    let is_cell = |i: usize| (i % w) % 2 == 1 && (i / w) % 2 == 1;
    let max = dist[*order.last()? as usize];
    // Cells lie at most one step nearer than the farthest tile (a wall gap is
    // between two cells), so the search back is short.
    match order.iter().rev().take_while(|&&i| dist[i as usize] + 1 >= max).find(|&&i| is_cell(i as usize)) {
        Some(&i) => Some((maze.pos_of(i as usize), dist[i as usize])),
        // Not a cell maze near its far end (an irregular map): the farthest cell anywhere.
        None => farthest(maze, dist),
    }
}

/// The two ends of a longest path and its length in steps.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LongestPath {
    /// One end.
    pub from: Pos,
    /// The other end.
    pub to: Pos,
    /// Steps between them.
    pub steps: u32,
}

/// The longest path through the floor part that holds `start`, found with
/// two breadth-first passes: the cell last reached from `start` (so a
/// farthest one), then the cell last reached from that. On a perfect maze (a tree) this is exactly the
/// longest of all shortest paths; on a maze with loops it is a long one,
/// at least half the longest. `None` if `start` is not floor.
pub fn longest_path_from(maze: &Maze, start: Pos) -> Option<LongestPath> {
    if !maze.is_floor(start) {
        return None;
    }
    let (dist, order) = search(maze, &[start]);
    let (from, _) = last_reached(maze, &dist, &order)?;
    drop((dist, order));
    let (dist, order) = search(maze, &[from]);
    let (to, steps) = last_reached(maze, &dist, &order)?;
    Some(LongestPath { from, to, steps })
}

/// [`longest_path_from`] the entrance (or the first floor tile if the entrance is not floor).
pub fn longest_path(maze: &Maze) -> Option<LongestPath> {
    let start = if maze.is_floor(maze.entrance) {
        maze.entrance
    } else {
        maze.pos_of(maze.tiles().iter().position(|&t| t == Tile::Floor)?)
    };
    longest_path_from(maze, start)
}

/// How many steps each tile is from the nearest tile of `route` (0 on the
/// route itself): how far off the way a walker there has wandered.
pub fn off_route(maze: &Maze, route: &[Pos]) -> Vec<u32> {
    distances_from_all(maze, route)
}
