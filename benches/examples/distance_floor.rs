//! The floor under one distance map of the 2001 × 2001-tile board (the
//! shapes bench's maze, seed 7, from its entrance): the bare memory traffic
//! of the breadth-first pass, timed beside `distances` itself, turn about,
//! best of `RUNS` rounds: `distance_floor [ROUNDS]`.
//!
//! The floor does what the pass does to memory, in the same order, with no
//! search logic: it makes the 16 MB map from the board (a read of every
//! tile, a write of every distance), then goes through the tiles in the
//! order the pass reaches them (recorded beforehand by the same search),
//! level by level, reading each one's four neighbours' distances, writing
//! its own distance and appending it to the next level's list, while the
//! level's list is read. Nothing waits on a read or a test: every read and
//! write can be in flight at once, which the real pass, deciding from each
//! read whether to write, cannot.
use std::hint::black_box;

use panda_maze::maze::MazeSpec;
use panda_maze::maze::distance::distances;
use panda_maze::maze::grid::{Maze, Tile};
use panda_maze_bench::best_of;

const RUNS: usize = 5;

/// The tiles in the order the breadth-first pass reaches them, cut into its
/// levels (the same search as `distances`: first in, first out, neighbours
/// up, down, left, right).
fn levels(maze: &Maze) -> Vec<Vec<u32>> {
    let (w, tiles) = (maze.width(), maze.tiles());
    let mut seen: Vec<bool> = tiles.iter().map(|&t| t != Tile::Floor).collect();
    let start = maze.index(maze.entrance);
    seen[start] = true;
    let mut out = vec![vec![start as u32]];
    loop {
        let mut next = Vec::new();
        for &i in out.last().unwrap() {
            let i = i as usize;
            for j in [i - w, i + w, i - 1, i + 1] {
                if !seen[j] {
                    seen[j] = true;
                    next.push(j as u32);
                }
            }
        }
        if next.is_empty() {
            return out;
        }
        out.push(next);
    }
}

/// The pass's memory traffic over `levels`, with no search logic.
fn floor(maze: &Maze, levels: &[Vec<u32>]) -> Vec<u32> {
    let (w, tiles) = (maze.width(), maze.tiles());
    let mut dist: Vec<u32> = tiles.iter().map(|&t| if t == Tile::Floor { u32::MAX - 1 } else { u32::MAX }).collect();
    let mut next = Vec::new();
    let mut sum = 0u32;
    for (level, now) in levels.iter().enumerate() {
        next.clear();
        for &i in now {
            let i = i as usize;
            sum = sum.wrapping_add(dist[i - w] ^ dist[i + w] ^ dist[i - 1] ^ dist[i + 1]);
            dist[i] = level as u32;
            next.push(i as u32);
        }
    }
    black_box((sum, &next));
    dist
}

fn main() {
    let rounds: usize = std::env::args().nth(1).map_or(5, |s| s.parse().expect("a number of rounds"));
    let maze = MazeSpec::new(2001, 2001, 7).generate().unwrap();
    let levels = levels(&maze);
    let reached: usize = levels.iter().map(Vec::len).sum();
    assert_eq!(floor(&maze, &levels), distances(&maze, maze.entrance), "the floor writes the map");
    let (mut best_floor, mut best_map) = (f64::INFINITY, f64::INFINITY);
    for _ in 0..rounds {
        best_floor = best_floor.min(best_of(RUNS, || drop(black_box(floor(&maze, &levels)))).0);
        best_map = best_map.min(best_of(RUNS, || drop(black_box(distances(&maze, maze.entrance)))).0);
    }
    println!(
        "2001x2001, {reached} tiles reached in {} levels: floor {:.2} ms, distances {:.2} ms ({:.2}x the floor)",
        levels.len(),
        best_floor * 1e3,
        best_map * 1e3,
        best_map / best_floor
    );
}
