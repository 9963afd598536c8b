//! Mazes of floors cut to shapes and carrying items: each floor cut alike, the whole still one
//! perfect maze whose stairs join cells inside on both floors; items whose keys come before
//! their doors over (cell, floor), a key floors away from its door where the maze says so.

use super::*;
use crate::maze::generate::{Algorithm, GridShape};
use crate::maze::grid::{HexShape, TriangleShape};
use crate::maze::items::ItemSpec;
use crate::maze::mask::Shape;
use crate::maze::mask::grids::Masked;
use crate::maze::weave::WeaveGrid;
use crate::maze::weave::cut_tests::{assert_items_hold, reach};

fn grids() -> [WeaveGrid; 4] {
    [
        WeaveGrid::Square { cols: 16, rows: 14 },
        WeaveGrid::Shape(GridShape::Hex(HexShape::Rectangle { cols: 14, rows: 12 })),
        WeaveGrid::Shape(GridShape::Round { rings: 8 }),
        WeaveGrid::Shape(GridShape::Triangle(TriangleShape::Rectangle { cols: 20, rows: 12 })),
    ]
}

fn next_of<G: Grid>(maze: &GridMaze<G>) -> impl Fn(u32) -> Vec<u32> + '_ {
    |c| maze.links(c).collect()
}

/// Checks floors cut to a shape: every floor the same cut cells, one passage
/// fewer than cells, every cell reached by an independent walk, and the
/// stairs (one between each two floors in a tower) joining a cell to the same
/// cell one floor up.
fn check_cut<G: Grid>(maze: &GridMaze<FloorGrid<Masked<G>>>, stairs_kind: Stairs, what: &str) {
    let g = &maze.grid;
    let n = g.cell_count();
    assert!(g.per_floor() < g.base().base().cell_count() as u32, "{what}: nothing cut");
    assert_eq!(maze.passage_count() + 1, n, "{what}: cells − 1 passages");
    assert!(reach(n, &next_of(maze), 0, u32::MAX, &[]).iter().all(|&s| s), "{what}: a cell is not reached");
    let found = stairs(maze);
    for &(lo, hi) in &found {
        assert_eq!((g.floor_of(lo) + 1, g.base_cell(lo)), (g.floor_of(hi), g.base_cell(hi)), "{what}");
    }
    if stairs_kind == Stairs::Tower {
        assert_eq!(found.len() as u32, g.floors() - 1, "{what}: a tower's stairs");
    }
    assert_eq!((maze.entrance, maze.exit), (0, n as u32 - 1), "{what}");
}

#[test]
fn floors_cut_to_a_shape_are_one_perfect_maze_with_stairs_inside() {
    for grid in grids() {
        for (shape, stairs_kind, algorithm) in [
            (Shape::Heart, Stairs::Tower, Algorithm::Backtracker),
            (Shape::Star, Stairs::Stacked, Algorithm::Kruskal),
            (Shape::Ring, Stairs::Tower, Algorithm::Wilson),
            (Shape::Panda, Stairs::Stacked, Algorithm::HuntAndKill),
        ] {
            let spec = FloorSpec::new(grid, 3, 5).with_mask(shape).with_stairs(stairs_kind).with_algorithm(algorithm);
            let what = spec.code();
            match spec.generate().unwrap() {
                FloorsMazeAny::CutSquare(m) => check_cut(&m, stairs_kind, &what),
                FloorsMazeAny::Cut(m) => check_cut(&m, stairs_kind, &what),
                _ => panic!("{what}: a cut maze"),
            }
        }
    }
}

#[test]
fn floors_codes_name_a_shape_and_items_and_bring_the_same_maze_back() {
    let items = ItemSpec { bamboo: 5, doors: 3, bamboo_gate: false };
    for grid in grids() {
        let spec = FloorSpec::new(grid, 4, 9).with_mask(Shape::Heart).with_braid(30).with_items(items);
        let code = spec.code();
        assert!(code.contains(".f4t-heart-b30-s5-k3-"), "{code}");
        assert_eq!(FloorSpec::from_code(&code), Ok(spec), "{code}");
        let (a, b) = (spec.generate().unwrap(), spec.generate().unwrap());
        let passages = |m: &FloorsMazeAny| crate::on_floors_maze!(m, m => m.passages().collect::<Vec<_>>());
        assert_eq!(passages(&a), passages(&b), "{code}");
        let placed = |m: &FloorsMazeAny| crate::on_floors_maze!(m, m => spec.place_items(m));
        assert_eq!(placed(&a), placed(&b), "{code}");
    }
}

#[test]
fn items_on_floors_come_key_before_door_over_every_floor() {
    let (mut doors, mut keys_elsewhere) = (0, 0);
    for grid in grids() {
        for (seed, shape, stairs_kind) in
            [(1, Shape::None, Stairs::Tower), (2, Shape::None, Stairs::Stacked), (3, Shape::Star, Stairs::Tower)]
        {
            let items = ItemSpec { bamboo: 6, doors: 4, bamboo_gate: seed == 2 };
            let spec = FloorSpec::new(grid, 3, seed).with_stairs(stairs_kind).with_mask(shape).with_items(items);
            let what = spec.code();
            crate::on_floors_maze!(&spec.generate().unwrap(), m => {
                let placed = spec.place_items(m);
                assert_eq!(placed.bamboo.len(), 6, "{what}");
                doors += placed.doors.len();
                let floor = |c: u32| m.grid.floor_of(c);
                keys_elsewhere +=
                    placed.keys.iter().zip(&placed.doors).filter(|&(&k, &d)| floor(k) != floor(d)).count();
                assert_items_hold(m.grid.cell_count(), next_of(m), (m.entrance, m.exit), m, &placed, &what);
            });
        }
    }
    assert!(doors >= 36, "{doors} doors laid on 12 mazes of floors");
    assert!(keys_elsewhere > 0, "no key lies on another floor than its door");
}

#[test]
fn floors_exits_go_where_asked_and_codes_name_them() {
    use crate::maze::solve::grids::GridExits;
    use crate::maze::weave::cut_tests::steps;
    for grid in grids() {
        for exits in [GridExits::Hardest, GridExits::Random] {
            let spec = FloorSpec::new(grid, 3, 4).with_exits(exits).with_stairs(Stairs::Stacked);
            let code = spec.code();
            assert!(code.contains(&format!(".f3s-x{}-", exits.name())), "{code}");
            assert_eq!(FloorSpec::from_code(&code), Ok(spec), "{code}");
            crate::on_floors_maze!(&spec.generate().unwrap(), m => {
                let dist = steps(m.grid.cell_count(), &next_of(m), m.entrance);
                if exits == GridExits::Hardest {
                    assert_eq!(dist[m.exit as usize], *dist.iter().max().unwrap(), "{code}: the farthest");
                } else {
                    let far = dist[m.exit as usize] * 3 >= *dist.iter().max().unwrap();
                    assert!(m.grid.on_rim(m.entrance) && far, "{code}: the entrance on the rim, the exit far off");
                }
            });
        }
    }
}

/// The game plays a floors maze as one grid maze over the uncut grid of any
/// kind: the same passages, entrance and exit as the command line's.
#[test]
fn the_maze_played_is_the_maze_generated_on_every_grid() {
    use crate::maze::generate::GridMazeAny;
    use crate::maze::grid::{Grid, GridMaze, HexShape, TriangleShape};
    fn passages<G: Grid>(m: &GridMaze<G>) -> (Vec<(u32, u32)>, u32, u32) {
        let n = m.grid.cell_count() as u32;
        let links = (0..n).flat_map(|c| m.links(c).filter(move |&d| d > c).map(move |d| (c, d))).collect();
        (links, m.entrance, m.exit)
    }
    let grids = [
        WeaveGrid::Square { cols: 6, rows: 5 },
        WeaveGrid::Shape(GridShape::Round { rings: 4 }),
        WeaveGrid::Shape(GridShape::Hex(HexShape::Rectangle { cols: 6, rows: 5 })),
        WeaveGrid::Shape(GridShape::Triangle(TriangleShape::Rectangle { cols: 8, rows: 5 })),
    ];
    for grid in grids {
        for stairs in [Stairs::Tower, Stairs::Stacked] {
            for algorithm in [Algorithm::Backtracker, Algorithm::Kruskal] {
                let spec = FloorSpec::new(grid, 3, 17).with_stairs(stairs).with_algorithm(algorithm).with_braid(20);
                let made = crate::on_floors_maze!(&spec.generate().unwrap(), m => passages(m));
                let GridMazeAny::Floors(played) = spec.generate_to_play().unwrap() else { panic!("a floors maze") };
                assert_eq!(passages(&played), made, "{}", spec.code());
                assert_eq!(played.grid.floors(), 3);
            }
        }
    }
    let cut = FloorSpec::new(grids[0], 2, 1).with_mask(Shape::Heart);
    assert!(cut.generate_to_play().unwrap_err().contains("shape"), "cut floors are refused, with why");
}
