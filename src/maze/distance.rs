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

use super::grid::{Maze, Pos, Tile};

/// The distance of a tile no walk reaches.
pub const UNREACHED: u32 = u32::MAX;

/// Steps from `from` to every tile of `maze` ([`UNREACHED`] where there is no way).
pub fn distances(maze: &Maze, from: Pos) -> Vec<u32> {
    distances_from_all(maze, &[from])
}

/// Steps from the nearest of `sources` to every tile. Sources that are not
/// floor are left out.
pub fn distances_from_all(maze: &Maze, sources: &[Pos]) -> Vec<u32> {
    search(maze, sources).0
}

/// The distance map from `sources`, and the tiles in the order reached
/// (so by distance: the last is a farthest one).
///
/// The floor not yet reached is a bit a tile (a 2001 × 2001 board needs
/// 500 KB, which stays in the processor's cache), so asking a neighbour costs
/// no read of the distance map (16 MB, which does not). The queue is worked
/// a level at a time and the distances are written when a level is done,
/// from its part of the queue: then the search itself has no branch on
/// whether a neighbour is new (a coin toss for the predictor in a maze);
/// every neighbour is written to the queue's end, which moves on only for a
/// new one ([`Fresh::take`]). On a cell maze searched from cells, the
/// order holds the cells only ([`spread_cells`]).
fn search(maze: &Maze, sources: &[Pos]) -> (Vec<u32>, Vec<u32>) {
    let (w, tiles) = (maze.width(), maze.tiles());
    let mut dist = vec![UNREACHED; tiles.len()];
    let (mut fresh, floor) = Fresh::new(tiles);
    // Every floor tile joins once, and one slot more takes the last write.
    let mut queue = vec![0u32; floor + 1];
    let mut tail = 0;
    for &p in sources {
        if maze.is_floor(p) && fresh.take(maze.index(p)) == 1 {
            dist[maze.index(p)] = 0;
            queue[tail] = maze.index(p) as u32;
            tail += 1;
        }
    }
    // Floor on the board's edge (text mazes may have it) needs bounds
    // checks; the generators' boards are ringed by wall and need none.
    let ringed = ringed(maze);
    let from_cells = sources.iter().all(|p| !maze.is_floor(*p) || (p.x % 2 == 1 && p.y % 2 == 1));
    let tail = if ringed && from_cells && pillars_closed(maze) {
        let mut gaps = vec![0u32; floor + 1];
        spread_cells(&mut fresh, &mut dist, &mut queue, tail, &mut gaps, w)
    } else if ringed {
        spread::<true>(&mut fresh, &mut dist, &mut queue, tail, w, maze.height())
    } else {
        spread::<false>(&mut fresh, &mut dist, &mut queue, tail, w, maze.height())
    };
    queue.truncate(tail);
    (dist, queue)
}

/// The floor tiles not yet reached, a bit a tile.
struct Fresh(Vec<u64>);

impl Fresh {
    /// Every floor tile of `tiles`, and how many there are.
    fn new(tiles: &[Tile]) -> (Self, usize) {
        // Floor is the only tile whose number has its lowest bit set: eight
        // tiles' low bits at a time, gathered into a byte by one multiplication.
        debug_assert_eq!((Tile::Floor as u8, Tile::Wall as u8 & 1, Tile::Outside as u8 & 1), (1, 0, 0));
        let byte = |eight: &[Tile]| {
            let bytes = u64::from_le_bytes(std::array::from_fn(|k| eight.get(k).map_or(0, |&t| t as u8)));
            (bytes & 0x0101_0101_0101_0101).wrapping_mul(0x0102_0408_1020_4080) >> 56
        };
        let words: Vec<u64> = tiles
            .chunks(64)
            .map(|chunk| chunk.chunks(8).enumerate().fold(0, |word, (k, e)| word | byte(e) << (8 * k)))
            .collect();
        let floor = words.iter().map(|w| w.count_ones() as usize).sum();
        (Self(words), floor)
    }

    /// 1 if tile `i` is floor not yet reached, else 0; it is reached from now on.
    #[inline(always)]
    fn take(&mut self, i: usize) -> usize {
        self.take_if(i, 1)
    }

    /// [`Fresh::take`] if `go` is 1; 0, changing nothing, if it is 0.
    #[inline(always)]
    fn take_if(&mut self, i: usize, go: usize) -> usize {
        let word = &mut self.0[i / 64];
        let bit = (*word >> (i % 64)) as usize & go;
        *word &= !((bit as u64) << (i % 64));
        bit
    }
}

/// Whether no tile of an even column and an even row is floor: then every
/// floor tile is a cell (odd column and row) or a gap between two cells,
/// as on every generated board but the irregular map.
fn pillars_closed(maze: &Maze) -> bool {
    let (w, tiles) = (maze.width(), maze.tiles());
    tiles.chunks(w).step_by(2).all(|row| row.iter().step_by(2).all(|&t| t != Tile::Floor))
}

/// [`spread`] on a cell maze ([`pillars_closed`], ringed) from the `tail`
/// cells at the front of `cells`: a cell at distance `d` reaches each open
/// gap beside it (`d + 1`) and the cell beyond (`d + 2`), so each step of the
/// search takes a cell, not a tile, half the steps. The cells reached come
/// in the order the search over tiles reaches them (both take the ways up,
/// down, left, right, and reach the cells two steps on from one level's
/// cells through the gaps in the same order), and only they go to `cells`;
/// the gaps reached at one distance wait in `gaps`. Returns how many cells
/// joined in all.
fn spread_cells(
    fresh: &mut Fresh,
    dist: &mut [u32],
    cells: &mut [u32],
    mut tail: usize,
    gaps: &mut [u32],
    w: usize,
) -> usize {
    // The tile beyond a gap on the board's edge may lie off the board: the
    // board's last tile (wall) is read instead, and never taken.
    let last = dist.len() - 1;
    let steps = [w.wrapping_neg(), w, usize::MAX, 1];
    let mut head = 0;
    let mut level = 0;
    while head < tail {
        level += 2;
        let end = tail;
        let mut gap_tail = 0;
        while head < end {
            let i = cells[head] as usize;
            head += 1;
            for step in steps {
                let gap = i.wrapping_add(step);
                let open = fresh.take(gap);
                gaps[gap_tail] = gap as u32;
                gap_tail += open;
                let beyond = gap.wrapping_add(step).min(last);
                cells[tail] = beyond as u32;
                tail += fresh.take_if(beyond, open);
            }
        }
        for &gap in &gaps[..gap_tail] {
            dist[gap as usize] = level - 1;
        }
        for &cell in &cells[end..tail] {
            dist[cell as usize] = level;
        }
    }
    tail
}

/// The breadth-first passes from the `tail` tiles at the front of `queue`
/// (at distance 0): each fresh floor tile next to one at distance `d` gets
/// `d + 1` and joins the queue. Returns how many tiles joined in all.
/// `RINGED`: no floor on the board's edge, so no bounds to check.
fn spread<const RINGED: bool>(
    fresh: &mut Fresh,
    dist: &mut [u32],
    queue: &mut [u32],
    mut tail: usize,
    w: usize,
    h: usize,
) -> usize {
    let mut head = 0;
    let mut level = 0;
    while head < tail {
        level += 1;
        let end = tail;
        while head < end {
            let i = queue[head] as usize;
            head += 1;
            let mut reach = |j: usize| {
                queue[tail] = j as u32;
                tail += fresh.take(j);
            };
            if RINGED {
                reach(i - w);
                reach(i + w);
                reach(i - 1);
                reach(i + 1);
            } else {
                let (x, y) = (i % w, i / w);
                if y > 0 {
                    reach(i - w);
                }
                if y + 1 < h {
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
        for &j in &queue[end..tail] {
            dist[j as usize] = level;
        }
    }
    tail
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
