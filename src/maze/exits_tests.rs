//! Random exits keep their promise on the smallest boards of every grid:
//! entrance and exit at least half the longest path apart (rounded up),
//! checked against the longest path found by a search from every cell.

use std::collections::VecDeque;

use crate::maze::generate::{Algorithm, GridShape, GridSpec, MazeSpec};
use crate::maze::grid::{Grid, GridMaze, HexShape, TriangleShape};
use crate::maze::solve::grids::GridExits;
use crate::maze::{Exits, Maze};

/// Steps from `from` to every cell through open passages (`usize::MAX`: none).
fn steps<G: Grid>(maze: &GridMaze<G>, from: u32) -> Vec<usize> {
    let mut dist = vec![usize::MAX; maze.grid.cell_count()];
    dist[from as usize] = 0;
    let mut queue = VecDeque::from([from]);
    while let Some(c) = queue.pop_front() {
        for &m in maze.grid.neighbours(c) {
            if dist[m as usize] == usize::MAX && maze.linked(c, m) {
                dist[m as usize] = dist[c as usize] + 1;
                queue.push_back(m);
            }
        }
    }
    dist
}

/// The longest shortest path between any two cells: a search from each.
fn longest<G: Grid>(maze: &GridMaze<G>) -> usize {
    (0..maze.grid.cell_count() as u32).map(|c| steps(maze, c).into_iter().max().unwrap()).max().unwrap()
}

fn small_shapes() -> Vec<GridShape> {
    let mut shapes = vec![GridShape::Round { rings: 2 }, GridShape::Round { rings: 3 }];
    for radius in 1..=2 {
        shapes.push(GridShape::Hex(HexShape::Hexagon { radius }));
    }
    for side in 2..=4 {
        shapes.push(GridShape::Triangle(TriangleShape::Triangle { side }));
    }
    for cols in 2..=4 {
        for rows in 2..=4 {
            shapes.push(GridShape::Hex(HexShape::Rectangle { cols, rows }));
            shapes.push(GridShape::Triangle(TriangleShape::Rectangle { cols, rows }));
        }
    }
    shapes
}

#[test]
fn random_exits_on_small_grid_boards_are_half_the_longest_path_apart() {
    let mut close = Vec::new();
    for shape in small_shapes() {
        for algorithm in [Algorithm::Backtracker, Algorithm::Kruskal, Algorithm::Wilson] {
            for (seed, braid) in (0..200).zip([0, 0, 50, 100].into_iter().cycle()) {
                let spec = GridSpec::new(shape, seed)
                    .with_algorithm(algorithm)
                    .with_exits(GridExits::Random)
                    .with_braid(braid);
                let maze = spec.generate().unwrap();
                crate::on_grid_maze!(&maze, m => {
                    let (apart, longest) = (steps(m, m.entrance)[m.exit as usize], longest(m));
                    if m.entrance == m.exit || 2 * apart < longest {
                        close.push(format!("{}: {apart} of {longest}", spec.code()));
                    }
                });
            }
        }
    }
    assert!(close.is_empty(), "{} mazes with exits too close, e.g. {:?}", close.len(), &close[..close.len().min(5)]);
}

/// Steps between tiles of the square board through floor (`usize::MAX`: none).
fn tile_steps(maze: &Maze, from: crate::maze::Pos) -> Vec<usize> {
    let mut dist = vec![usize::MAX; maze.tiles().len()];
    dist[maze.index(from)] = 0;
    let mut queue = VecDeque::from([from]);
    while let Some(p) = queue.pop_front() {
        for q in maze.floor_neighbours(p) {
            if dist[maze.index(q)] == usize::MAX {
                dist[maze.index(q)] = dist[maze.index(p)] + 1;
                queue.push_back(q);
            }
        }
    }
    dist
}

#[test]
fn random_exits_on_small_square_boards_are_half_the_longest_path_apart() {
    for (w, h) in [(5, 5), (7, 5), (5, 7), (7, 7), (9, 5), (5, 9)] {
        for (seed, braid) in (0..200).zip([0, 0, 50, 100].into_iter().cycle()) {
            let maze = MazeSpec::new(w, h, seed).with_exits(Exits::Random).with_braid(braid).generate().unwrap();
            let cells: Vec<_> = (0..h)
                .flat_map(|y| (0..w).map(move |x| crate::maze::Pos::new(x, y)))
                .filter(|&p| maze.is_floor(p))
                .collect();
            let longest =
                cells.iter().map(|&p| cells.iter().map(|&q| tile_steps(&maze, p)[maze.index(q)]).max().unwrap()).max();
            let apart = tile_steps(&maze, maze.entrance)[maze.index(maze.exit)];
            assert!(2 * apart >= longest.unwrap() && apart > 0, "{w}x{h} seed {seed}: {apart} of {longest:?} tiles");
        }
    }
}
