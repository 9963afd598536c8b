//! Placing items by construction, never by generate-and-reject.
//!
//! 1. The shortest way out is found, and the tiles on it that *every* way out
//!    must pass (separators) are marked: a side region of the board that
//!    touches the way at indices `a < b` lets a walker bypass every tile
//!    strictly between them, so one pass over the off-way regions finds them all.
//! 2. Doors go on separators spread along the way (preferring the gaps
//!    between cells, where a door looks like one), at least two tiles apart.
//! 3. Key `k` goes in the stretch between door `k-1` and door `k`: reachable
//!    from the entrance with door `k` (and all later ones) shut, but only
//!    after door `k-1` opened, so the keys form a chain. Within it, far dead
//!    ends are preferred, so the player must explore.
//! 4. Bamboo goes in the dead ends left (then side passages, then the way).
//!
//! Everything is drawn from a random stream seeded by the maze's seed.

use std::collections::VecDeque;

use rand::{RngExt, SeedableRng};
use rand_pcg::Pcg64Mcg;

use super::ItemBoard;
use super::{ItemSpec, Items, MAX_BAMBOO, MAX_DOORS};

/// Mixed into the maze's seed, so the items' stream differs from the carving's.
const ITEM_SALT: u64 = 0x6974_656d_735f_7061;

/// Breadth-first distances (`u32::MAX` where unreached) and parents from
/// `from` over the tiles where `open` holds, not going on from the exit
/// (a walk ends there, so what lies only beyond it is out of reach).
fn flood<B: ItemBoard>(maze: &B, from: &[B::At], open: impl Fn(B::At) -> bool) -> (Vec<u32>, Vec<u32>) {
    let mut dist = vec![u32::MAX; maze.spot_count()];
    let mut parent = vec![u32::MAX; maze.spot_count()];
    let mut queue = VecDeque::new();
    for &p in from {
        dist[maze.spot_index(p)] = 0;
        queue.push_back(p);
    }
    while let Some(p) = queue.pop_front() {
        if p == maze.goal_spot() && !from.contains(&p) {
            continue;
        }
        let i = maze.spot_index(p);
        for q in maze.next_spots(p) {
            let j = maze.spot_index(q);
            if dist[j] == u32::MAX && open(q) {
                dist[j] = dist[i] + 1;
                parent[j] = i as u32;
                queue.push_back(q);
            }
        }
    }
    (dist, parent)
}

/// Which tiles of `route` (a shortest walk, entrance first) every walk from
/// its first tile to its last must pass.
fn separators<B: ItemBoard>(maze: &B, route: &[B::At]) -> Vec<bool> {
    let mut on_route = vec![u32::MAX; maze.spot_count()];
    for (k, &p) in route.iter().enumerate() {
        on_route[maze.spot_index(p)] = k as u32;
    }
    // bypassed[k] counts the regions that let a walker around route tile k.
    let mut bypassed = vec![0i32; route.len() + 1];
    let mut seen = vec![false; maze.spot_count()];
    for start in 0..maze.spot_count() {
        let p = maze.spot_at(start);
        if seen[start] || on_route[start] != u32::MAX || !maze.walkable(p) {
            continue;
        }
        let (mut lo, mut hi) = (u32::MAX, 0);
        let mut stack = vec![p];
        seen[start] = true;
        while let Some(p) = stack.pop() {
            for q in maze.next_spots(p) {
                let j = maze.spot_index(q);
                if on_route[j] != u32::MAX {
                    lo = lo.min(on_route[j]);
                    hi = hi.max(on_route[j]);
                } else if !std::mem::replace(&mut seen[j], true) {
                    stack.push(q);
                }
            }
        }
        if lo != u32::MAX && hi > lo + 1 {
            bypassed[lo as usize + 1] += 1;
            bypassed[hi as usize] -= 1;
        }
    }
    let mut open = 0;
    (0..route.len())
        .map(|k| {
            open += bypassed[k];
            open == 0
        })
        .collect()
}

/// Lays out `spec`'s items on `maze`, drawing from `seed` (the maze's own
/// seed; the items use a stream of their own). Counts above the limits are
/// cut to them; a maze without a way out gets no doors.
pub fn place<B: ItemBoard>(maze: &B, spec: ItemSpec, seed: u64) -> Items<B::At> {
    // The generators' random source (`generate::rng_from_seed`), on a salted seed.
    let mut items = Items { bamboo_gate: spec.bamboo_gate, ..Items::default() };
    if spec.bamboo == 0 && spec.doors == 0 {
        // Nothing to place: no floods (a map without items costs nothing more).
        return items;
    }
    let mut rng = Pcg64Mcg::seed_from_u64(seed ^ ITEM_SALT);
    let (dist, parent) = flood(maze, &[maze.start_spot()], |_| true);
    let exit_i = maze.spot_index(maze.goal_spot());
    let mut route = Vec::new();
    if dist[exit_i] != u32::MAX {
        let mut i = exit_i;
        while i != u32::MAX as usize {
            route.push(maze.spot_at(i));
            i = parent[i] as usize;
        }
        route.reverse();
    }

    // Doors, on separators spread along the way.
    let wanted = usize::from(spec.doors.min(MAX_DOORS));
    if wanted > 0 && route.len() >= 4 {
        let cut = separators(maze, &route);
        let mut lo = 2;
        for k in 0..wanted {
            let hi = route.len().saturating_sub(2 + 2 * (wanted - 1 - k));
            if lo > hi {
                break;
            }
            let share = route.len() * (k + 1) / (wanted + 1);
            let wiggle = route.len() / (4 * (wanted + 1)) + 1;
            let target = (share + rng.random_range(0..2 * wiggle)).saturating_sub(wiggle);
            let pick = |gaps_only: bool| {
                (lo..=hi)
                    .filter(|&i| cut[i] && maze.can_hold(route[i]) && (!gaps_only || maze.door_like(route[i])))
                    .min_by_key(|&i| i.abs_diff(target))
            };
            let Some(at) = pick(true).or_else(|| pick(false)) else { break };
            items.doors.push(route[at]);
            lo = at + 2;
        }
    }

    // How far each tile lies off the way: a deeper dead end is a longer detour.
    let (depth, _) =
        if route.is_empty() { flood(maze, &[maze.start_spot()], |_| true) } else { flood(maze, &route, |_| true) };
    let dead_end = |p: B::At| maze.next_spots(p).count() == 1;
    let mut taken: Vec<B::At> = vec![maze.start_spot(), maze.goal_spot()];
    taken.extend(&items.doors);

    // Keys, one in each stretch between doors.
    let reach = |first_shut: usize| {
        let shut = &items.doors[first_shut..];
        flood(maze, &[maze.start_spot()], |q| !shut.contains(&q)).0
    };
    let mut before: Option<Vec<u32>> = None;
    for k in 0..items.doors.len() {
        let now = reach(k);
        let free = |p: B::At, taken: &[B::At]| !taken.contains(&p) && maze.can_hold(p);
        let in_stretch: Vec<B::At> = (0..now.len())
            .filter(|&i| now[i] != u32::MAX && before.as_ref().is_none_or(|b| b[i] == u32::MAX))
            .map(|i| maze.spot_at(i))
            .filter(|&p| free(p, &taken))
            .collect();
        let mut pool = if in_stretch.is_empty() {
            (0..now.len())
                .filter(|&i| now[i] != u32::MAX)
                .map(|i| maze.spot_at(i))
                .filter(|&p| free(p, &taken))
                .collect()
        } else {
            in_stretch
        };
        // Dead ends if there are any, the deepest first; a draw among the best three.
        if pool.iter().any(|&p| dead_end(p)) {
            pool.retain(|&p| dead_end(p));
        }
        pool.sort_by_key(|&p| (std::cmp::Reverse(depth[maze.spot_index(p)]), p));
        if pool.is_empty() {
            // No spot left for key `k`: its door and those after it go too.
            items.doors.truncate(k);
            break;
        }
        let key = pool[rng.random_range(0..pool.len().min(3))];
        items.keys.push(key);
        taken.push(key);
        before = Some(now);
    }

    // Bamboo: dead ends, then side passages, then the way, each in random order.
    let mut classes: [Vec<B::At>; 3] = Default::default();
    for (i, &d) in dist.iter().enumerate() {
        let p = maze.spot_at(i);
        if d == u32::MAX || taken.contains(&p) || !maze.can_hold(p) {
            continue;
        }
        let class = if dead_end(p) {
            0
        } else if depth[i] > 0 {
            1
        } else {
            2
        };
        classes[class].push(p);
    }
    let mut want = usize::from(spec.bamboo.min(MAX_BAMBOO));
    for class in &mut classes {
        while want > 0 && !class.is_empty() {
            let j = rng.random_range(0..class.len());
            items.bamboo.push(class.swap_remove(j));
            want -= 1;
        }
    }
    items
}
