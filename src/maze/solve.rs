//! Finding the way out.
//!
//! [`astar`] runs the `pathfinding` crate's A* over floor tiles with the
//! Manhattan distance as heuristic (admissible on a 4-connected grid, so the
//! route is a shortest one).

use pathfinding::prelude::astar as pf_astar;

use super::grid::{Maze, Pos};

/// A shortest route of floor tiles from `from` to `to`, both ends included,
/// or `None` when no route exists.
pub fn astar_between(maze: &Maze, from: Pos, to: Pos) -> Option<Vec<Pos>> {
    if !maze.is_floor(from) || !maze.is_floor(to) {
        return None;
    }
    pf_astar(&from, |&p| maze.floor_neighbours(p).map(|q| (q, 1usize)), |&p| p.manhattan(to), |&p| p == to)
        .map(|(path, _cost)| path)
}

/// A shortest route from the entrance to the exit, both included.
pub fn astar(maze: &Maze) -> Option<Vec<Pos>> {
    astar_between(maze, maze.entrance, maze.exit)
}

/// A shortest route from the entrance to the exit found by breadth-first
/// search over flat arrays (one byte a tile), or `None` when there is none.
///
/// Gives a route as short as [`astar`]'s; where several shortest routes
/// exist (braided mazes) it may pick another one. Much quicker on huge boards
/// (a 4003 × 4003 board: well under a second, where `astar`'s hash maps take
/// seconds), so the game uses it above its per-tile entity limit.
pub fn breadth_first(maze: &Maze) -> Option<Vec<Pos>> {
    use super::grid::Dir;
    const UNSEEN: u8 = u8::MAX;
    let (from, to) = (maze.entrance, maze.exit);
    if !maze.is_floor(from) || !maze.is_floor(to) {
        return None;
    }
    let width = maze.width();
    // The direction each reached tile was entered by (its parent lies the other way).
    let mut came_by = vec![UNSEEN; maze.tiles().len()];
    let start = maze.index(from);
    let goal = maze.index(to);
    came_by[start] = 0;
    // Each tile joins the queue at most once, so a plain vector read from a
    // moving head is the queue (quicker than a ring buffer).
    let mut queue = vec![start as u32];
    let mut head = 0;
    let steps: [(Dir, isize); 4] =
        [(Dir::Up, -(width as isize)), (Dir::Down, width as isize), (Dir::Left, -1), (Dir::Right, 1)];
    let tiles = maze.tiles();
    while head < queue.len() {
        let i = queue[head] as usize;
        head += 1;
        if i == goal {
            break;
        }
        let x = i % width;
        for (k, &(dir, delta)) in steps.iter().enumerate() {
            let off_row = (dir == Dir::Left && x == 0) || (dir == Dir::Right && x + 1 == width);
            let j = i.wrapping_add_signed(delta);
            if !off_row && j < tiles.len() && came_by[j] == UNSEEN && tiles[j] == super::grid::Tile::Floor {
                came_by[j] = k as u8;
                queue.push(j as u32);
            }
        }
    }
    if came_by[goal] == UNSEEN {
        return None;
    }
    let mut route = vec![to];
    let mut i = goal;
    while i != start {
        i = i.wrapping_add_signed(-steps[came_by[i] as usize].1);
        route.push(maze.pos_of(i));
    }
    route.reverse();
    Some(route)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::maze::{Algorithm, MazeSpec};

    #[test]
    fn breadth_first_is_as_short_as_astar_and_a_walk() {
        for seed in 0..20 {
            for braid in [0, 50] {
                let spec = MazeSpec::new(31, 21, seed).with_algorithm(Algorithm::Kruskal).with_braid(braid);
                let maze = spec.generate().unwrap();
                let bfs = breadth_first(&maze).unwrap();
                let a = astar(&maze).unwrap();
                assert_eq!(bfs.len(), a.len(), "seed {seed} braid {braid}");
                assert!(maze.is_walk(&bfs));
                assert_eq!((bfs[0], *bfs.last().unwrap()), (maze.entrance, maze.exit));
                if braid == 0 {
                    assert_eq!(bfs, a, "a perfect maze has one route");
                }
            }
        }
        let mut blocked = Maze::walled(7, 7).unwrap();
        blocked.set(Pos::new(1, 1), crate::maze::Tile::Floor);
        blocked.set(Pos::new(5, 5), crate::maze::Tile::Floor);
        assert_eq!(breadth_first(&blocked), None);
    }
}
