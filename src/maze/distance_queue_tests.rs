use super::flood_ringed;
use crate::maze::distance::flood;
use crate::maze::exits::Exits;
use crate::maze::generate::{Algorithm, MazeSpec};
use crate::maze::grid::{Maze, Pos, Tile};
use crate::maze::mask::Shape;
use crate::maze::solve::shortest_route;

/// The queue's map against the level-by-level pass's, from `sources`.
fn assert_same(maze: &Maze, sources: &[Pos]) {
    assert_eq!(flood_ringed(maze, sources), flood(maze, sources, |_| {}), "from {sources:?}");
}

#[test]
fn the_queue_makes_the_level_by_level_map_on_generated_boards() {
    for algorithm in Algorithm::ALL {
        for (w, h) in [(3, 3), (5, 3), (3, 7), (9, 9), (21, 13), (41, 41), (61, 23)] {
            for seed in 0..3 {
                let spec = MazeSpec::new(w, h, seed).with_algorithm(algorithm);
                let mut mazes = vec![spec.generate().unwrap(), spec.with_braid(40).generate().unwrap()];
                if algorithm.is_maskable() && w > 20 {
                    mazes.push(spec.with_shape(Shape::Panda).with_exits(Exits::Corners).generate().unwrap());
                    mazes.push(spec.with_shape(Shape::Ring).generate().unwrap());
                }
                for maze in &mazes {
                    let middle = maze.pos_of(maze.tiles().len() / 2);
                    assert_same(maze, &[maze.entrance]);
                    assert_same(maze, &[maze.exit, middle, maze.entrance, maze.exit]);
                    // From a whole route, as the detour map is made.
                    let route = shortest_route(maze, maze.entrance, maze.exit).unwrap_or_default();
                    assert_same(maze, &route);
                    assert_same(maze, &[]);
                }
            }
        }
    }
}

#[test]
fn the_queue_makes_the_level_by_level_map_with_shut_off_floor_and_a_wide_front() {
    // Floor inside a ring of wall, walls scattered by a hash, so some floor is
    // shut off; an open room makes a front wider than the first queue.
    for (w, h, salt) in [(3, 3, 1), (5, 5, 2), (9, 5, 3), (65, 33, 4), (301, 5, 5), (257, 257, 6)] {
        let mut maze = Maze::walled(w, h).unwrap();
        for y in 1..h - 1 {
            for x in 1..w - 1 {
                let i = (y * w + x) as u64 + salt;
                let wall = salt < 6 && i.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 62 == 0;
                maze.set(Pos::new(x, y), if wall { Tile::Wall } else { Tile::Floor });
            }
        }
        let floor: Vec<Pos> = (0..maze.tiles().len()).map(|i| maze.pos_of(i)).filter(|&p| maze.is_floor(p)).collect();
        if floor.is_empty() {
            continue;
        }
        for sources in [vec![floor[0]], vec![floor[floor.len() / 2], floor[floor.len() - 1]], floor.clone()] {
            assert_same(&maze, &sources);
        }
    }
}
