//! The true shortest walk over a board with items.
//!
//! A walk's state is (tile, keys held, bamboo eaten). Searching those states
//! tile by tile costs `tiles × 2^(keys + shoots)`; instead the search runs
//! over the *points* that change the state (the walker's start, each key not
//! yet held, each shoot not yet eaten, the exit): any walk, cut at the first
//! visit of each point, is a chain of shortest hops between points with the
//! keys held at the start of each hop. So a Dijkstra over (point, keys,
//! eaten), with hop lengths from breadth-first floods (one per point and key
//! set met, cached), gives the optimum exactly. With [`MAX_DOORS`] keys and
//! [`MAX_BAMBOO`] shoots that is at most 16 × 2^14 states and a few hundred
//! floods of the board.
//!
//! The exit is a point like the others, but a walk ends there as soon as it
//! is open ([`Items::exit_open`]), so while it is open a hop may not pass it.

use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap, VecDeque};

use super::{ItemBoard, Items, MAX_BAMBOO, MAX_DOORS};
use crate::maze::grid::Pos;

/// Where a walker stands and what it carries.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Progress<P = Pos> {
    /// The tile (or cell) the walker stands on.
    pub at: P,
    /// The keys held: bit `k` for [`KeyKind::ALL[k]`](super::KeyKind::ALL).
    pub keys: u8,
    /// The shoots eaten: bit `i` for `Items::bamboo[i]`.
    pub eaten: u16,
}

impl<P> Progress<P> {
    /// A walker at `at` with empty paws.
    pub fn at(at: P) -> Self {
        Self { at, keys: 0, eaten: 0 }
    }

    /// A walker at the entrance with empty paws.
    pub fn start<B: ItemBoard<At = P>>(maze: &B) -> Self {
        Self::at(maze.start_spot())
    }

    /// The same keys and shoots with the place named another way (a square
    /// board's tile as its cell number, say).
    pub fn map<Q>(self, place: impl FnOnce(P) -> Q) -> Progress<Q> {
        Progress { at: place(self.at), keys: self.keys, eaten: self.eaten }
    }
}

/// Steps (`u32::MAX` where unreached) and parents of a flood from `from`
/// through the tiles a walker holding `keys` may enter, not going on from
/// the exit unless `through_exit`.
fn flood<B: ItemBoard>(
    maze: &B,
    items: &Items<B::At>,
    from: B::At,
    keys: u8,
    through_exit: bool,
) -> (Vec<u32>, Vec<u32>) {
    let mut dist = vec![u32::MAX; maze.spot_count()];
    let mut parent = vec![u32::MAX; maze.spot_count()];
    dist[maze.spot_index(from)] = 0;
    let mut queue = VecDeque::from([from]);
    while let Some(p) = queue.pop_front() {
        if p == maze.goal_spot() && p != from && !through_exit {
            continue;
        }
        let i = maze.spot_index(p);
        for q in maze.next_spots(p) {
            let j = maze.spot_index(q);
            if dist[j] == u32::MAX && items.passable(maze, q, keys) {
                dist[j] = dist[i] + 1;
                parent[j] = i as u32;
                queue.push_back(q);
            }
        }
    }
    (dist, parent)
}

/// The points of a search from `from`: the start, then what is left to pick up, then the exit.
fn points<B: ItemBoard>(maze: &B, items: &Items<B::At>, from: Progress<B::At>) -> Vec<B::At> {
    let mut points = vec![from.at];
    points.extend(items.keys.iter().enumerate().filter(|(k, _)| from.keys & (1 << k) == 0).map(|(_, &p)| p));
    points.extend(items.bamboo.iter().enumerate().filter(|(b, _)| from.eaten & (1 << b) == 0).map(|(_, &p)| p));
    points.push(maze.goal_spot());
    points
}

/// The shortest walk from `from` (its keys and eaten shoots already counted)
/// to an open exit, every tile of it in order starting with `from.at`; with
/// `all_bamboo`, one that eats every shoot first (the full clear). `None`
/// when there is no such walk.
pub fn solve<B: ItemBoard>(
    maze: &B,
    items: &Items<B::At>,
    from: Progress<B::At>,
    all_bamboo: bool,
) -> Option<Vec<B::At>> {
    assert!(items.keys.len() <= usize::from(MAX_DOORS) && items.bamboo.len() <= usize::from(MAX_BAMBOO));
    let all = items.all_bamboo();
    let done = |eaten: u16| items.exit_open(eaten) && (!all_bamboo || eaten == all);
    if from.at == maze.goal_spot() && done(from.eaten) {
        return Some(vec![from.at]);
    }
    let points = points(maze, items, from);
    let exit_point = points.len() - 1;
    // Hop lengths from a point to every point, per keys held and exit state.
    let mut hops: HashMap<(usize, u8, bool), Vec<u32>> = HashMap::new();
    let mut hop = |from_point: usize, keys: u8, through_exit: bool| -> Vec<u32> {
        hops.entry((from_point, keys, through_exit))
            .or_insert_with(|| {
                let (dist, _) = flood(maze, items, points[from_point], keys, through_exit);
                points.iter().map(|&p| dist[maze.spot_index(p)]).collect()
            })
            .clone()
    };
    let state = |point: usize, keys: u8, eaten: u16| (point << 14) | (usize::from(keys) << 10) | usize::from(eaten);
    let mut best = vec![u32::MAX; points.len() << 14];
    let mut came_from = vec![usize::MAX; points.len() << 14];
    let mut heap = BinaryHeap::from([Reverse((0u32, 0usize, from.keys, from.eaten))]);
    best[state(0, from.keys, from.eaten)] = 0;
    let mut end = None;
    while let Some(Reverse((d, point, keys, eaten))) = heap.pop() {
        let here = state(point, keys, eaten);
        if d > best[here] {
            continue;
        }
        if point == exit_point && here != state(0, from.keys, from.eaten) {
            end = Some(here);
            break;
        }
        let lengths = hop(point, keys, !items.exit_open(eaten));
        for (next, &length) in lengths.iter().enumerate() {
            let at = points[next];
            let fresh = match next {
                0 => false,
                n if n == exit_point => done(eaten),
                _ => {
                    items.key_at(at).is_some_and(|k| keys & (1 << k.index()) == 0)
                        || items.bamboo_at(at).is_some_and(|b| eaten & (1 << b) == 0)
                }
            };
            if !fresh || length == u32::MAX {
                continue;
            }
            let after = items.arrive(Progress { at: points[point], keys, eaten }, at);
            let there = state(next, after.keys, after.eaten);
            if d + length < best[there] {
                best[there] = d + length;
                came_from[there] = here;
                heap.push(Reverse((d + length, next, after.keys, after.eaten)));
            }
        }
    }
    // Walk the chain of points back, then fill in each hop's tiles.
    let mut chain = vec![end?];
    while let Some(&s) = chain.last().filter(|&&s| came_from[s] != usize::MAX) {
        chain.push(came_from[s]);
    }
    chain.reverse();
    let mut walk = vec![from.at];
    for pair in chain.windows(2) {
        let (a, b) = (pair[0], pair[1]);
        let (keys, eaten) = ((a >> 10 & 0xf) as u8, (a & 0x3ff) as u16);
        let (_, parent) = flood(maze, items, points[a >> 14], keys, !items.exit_open(eaten));
        let mut hop = Vec::new();
        let mut i = maze.spot_index(points[b >> 14]);
        while i != maze.spot_index(points[a >> 14]) {
            hop.push(maze.spot_at(i));
            i = parent[i] as usize;
        }
        walk.extend(hop.into_iter().rev());
    }
    Some(walk)
}

/// Steps of the shortest full clear from the entrance (every shoot eaten,
/// out through the exit), or `None` if there is none.
pub fn optimum<B: ItemBoard>(maze: &B, items: &Items<B::At>) -> Option<usize> {
    solve(maze, items, Progress::start(maze), true).map(|walk| walk.len() - 1)
}

/// The shortest way from `from.at` to `to` for a walker with `from`'s keys
/// and shoots: shut doors are walls, and an open exit ends a walk, so it is
/// never passed on the way. Keys picked up on the way open nothing earlier.
pub fn way_to<B: ItemBoard>(maze: &B, items: &Items<B::At>, from: Progress<B::At>, to: B::At) -> Option<Vec<B::At>> {
    let (dist, parent) = flood(maze, items, from.at, from.keys, !items.exit_open(from.eaten));
    if !maze.holds(to) || dist[maze.spot_index(to)] == u32::MAX {
        return None;
    }
    let mut way = vec![to];
    let mut i = maze.spot_index(to);
    while parent[i] != u32::MAX {
        i = parent[i] as usize;
        way.push(maze.spot_at(i));
    }
    way.reverse();
    Some(way)
}
