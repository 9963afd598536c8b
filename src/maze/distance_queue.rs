//! The distance map of a board ringed by wall, by one first-in first-out
//! queue with no branch on what a tile's neighbours hold: each of the four
//! neighbours is read, written back (its own value, or the new distance if
//! it was fresh) and written to the queue's tail, which moves on only for a
//! fresh one. A maze's corridors turn every few steps, so a test of each
//! neighbour, as the level-by-level pass makes, is a guess missed about once
//! a tile; and the levels of a maze's long corridors hold a handful of tiles
//! each, so a loop a level is a missed guess a level too.

use super::grid::{Maze, Pos, Tile};

/// The distance of a tile no walk reaches (the distance module's `UNREACHED`).
pub(super) const UNREACHED: u32 = u32::MAX;

/// A floor tile not yet reached, during a search (walls hold [`UNREACHED`]
/// from the start, so each neighbour costs one read).
pub(super) const FRESH: u32 = u32::MAX - 1;

/// Steps from the nearest of `sources` to every tile of `maze`, whose outer
/// ring holds no floor: the same map as the level-by-level pass
/// (`distances_from_all`). The queue is a ring that holds the tiles reached but not yet left
/// (two levels at most), grown when it fills.
pub(super) fn flood_ringed(maze: &Maze, sources: &[Pos]) -> Vec<u32> {
    let (w, tiles) = (maze.width(), maze.tiles());
    let mut floor = 0usize;
    let mut dist: Vec<u32> = tiles
        .iter()
        .map(|&t| {
            floor += usize::from(t == Tile::Floor);
            if t == Tile::Floor { FRESH } else { UNREACHED }
        })
        .collect();
    let mut queue = vec![0u32; 1024];
    let mut mask = queue.len() - 1;
    let (mut head, mut tail) = (0usize, 0usize);
    for &p in sources {
        if maze.is_floor(p) && dist[maze.index(p)] == FRESH {
            dist[maze.index(p)] = 0;
            queue[tail & mask] = maze.index(p) as u32;
            tail += 1;
            if tail - head > mask - 4 {
                (queue, mask) = grown(queue, head, tail);
            }
        }
    }
    while head < tail {
        // The ring as a slice of `mask + 1`, so that an index masked by
        // `mask` needs no bounds test; left to grow it.
        let ring = &mut queue[..=mask];
        while head < tail && tail - head <= mask - 4 {
            let i = ring[head & mask] as usize;
            head += 1;
            // One test that the four neighbours lie on the board (a floor
            // tile of a ringed board is never on its edge), so each read
            // and write needs none of its own.
            assert!(i > w && i + w < dist.len());
            let next = dist[i] + 1;
            for j in [i - w, i + w, i - 1, i + 1] {
                let fresh = dist[j] == FRESH;
                dist[j] = if fresh { next } else { dist[j] };
                ring[tail & mask] = j as u32;
                tail += usize::from(fresh);
            }
        }
        // Room for the next tile's four.
        if tail - head > mask - 4 {
            (queue, mask) = grown(queue, head, tail);
        }
    }
    // Floor no walk reached (irregular maps, text mazes) is unreached too.
    if tail < floor {
        for d in dist.iter_mut().filter(|d| **d == FRESH) {
            *d = UNREACHED;
        }
    }
    dist
}

/// The ring `queue` (its length a power of two) holding `head..tail`, in one
/// twice the size, and its new mask.
fn grown(queue: Vec<u32>, head: usize, tail: usize) -> (Vec<u32>, usize) {
    let mask = queue.len() - 1;
    let mut bigger = vec![0u32; 2 * queue.len()];
    for k in head..tail {
        bigger[k & (2 * mask + 1)] = queue[k & mask];
    }
    (bigger, 2 * mask + 1)
}

#[cfg(test)]
#[path = "distance_queue_tests.rs"]
mod tests;
