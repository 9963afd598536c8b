//! Helpers the core's tests share: board sizes and seeds to sweep, a
//! breadth-first flood from the entrance, and the reachable part of a map.

use std::collections::VecDeque;

use super::grid::Maze;

/// Board sizes (in tiles) the property checks sweep.
pub(crate) const SIZES: [(usize, usize); 5] = [(5, 5), (7, 5), (21, 21), (49, 55), (31, 9)];
/// Seeds per size in the property checks.
pub(crate) const SEEDS: u64 = 200;

/// Cells reachable from the entrance by breadth-first search over floor tiles,
/// and the distance in steps to the exit (if reachable).
pub(crate) fn flood(maze: &Maze) -> (usize, Option<usize>) {
    let mut dist = vec![usize::MAX; maze.tiles().len()];
    let mut queue = VecDeque::from([maze.entrance]);
    dist[maze.index(maze.entrance)] = 0;
    let mut cells = 0;
    while let Some(p) = queue.pop_front() {
        if p.x % 2 == 1 && p.y % 2 == 1 {
            cells += 1;
        }
        for q in maze.floor_neighbours(p) {
            let i = maze.index(q);
            if dist[i] == usize::MAX {
                dist[i] = dist[maze.index(p)] + 1;
                queue.push_back(q);
            }
        }
    }
    let to_exit = dist[maze.index(maze.exit)];
    (cells, (to_exit != usize::MAX).then_some(to_exit))
}

/// Floor tiles and open sides of the part of the map reachable from the entrance.
pub(crate) fn reachable_part(maze: &Maze) -> (usize, usize) {
    let mut seen = vec![false; maze.tiles().len()];
    let mut stack = vec![maze.entrance];
    seen[maze.index(maze.entrance)] = true;
    let (mut tiles, mut sides) = (0, 0);
    while let Some(p) = stack.pop() {
        tiles += 1;
        for q in maze.floor_neighbours(p) {
            sides += 1;
            if !std::mem::replace(&mut seen[maze.index(q)], true) {
                stack.push(q);
            }
        }
    }
    (tiles, sides / 2)
}
