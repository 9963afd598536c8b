//! Mazes of many floors on every grid: perfect, stairs where promised, every solver's route a
//! walk (and shortest where promised) against a breadth-first search written here, codes that
//! round-trip.

use std::collections::VecDeque;

use super::*;
use crate::maze::generate::{Algorithm, GridShape};
use crate::maze::grid::{HexGrid, HexShape, RoundGrid, SquareGrid, TriangleGrid, TriangleShape, UpsilonGrid};
use crate::maze::items::{ItemSpec, Items};
use crate::maze::mask::Shape;
use crate::maze::solve::Solver;
use crate::maze::solve::grids::solve;
use crate::maze::weave::WeaveGrid;

/// Steps from `from` to every cell, by a search over the passages written here.
fn bfs<G: Grid>(maze: &GridMaze<G>, from: u32) -> Vec<Option<usize>> {
    let mut dist = vec![None; maze.grid.cell_count()];
    dist[from as usize] = Some(0);
    let mut queue = VecDeque::from([from]);
    while let Some(c) = queue.pop_front() {
        for &m in maze.grid.neighbours(c) {
            if maze.linked(c, m) && dist[m as usize].is_none() {
                dist[m as usize] = Some(dist[c as usize].unwrap() + 1);
                queue.push_back(m);
            }
        }
    }
    dist
}

fn check_on<G: Grid + Clone>(base: &G, what: &str) {
    for stairs in [Stairs::Tower, Stairs::Stacked] {
        for algorithm in [Algorithm::Backtracker, Algorithm::Kruskal, Algorithm::Wilson] {
            for (floors, seed) in [(2, 1u64), (3, 2), (5, 3), (16, 4)] {
                let spec = FloorSpec::new(WeaveGrid::Square { cols: 2, rows: 2 }, floors, seed)
                    .with_stairs(stairs)
                    .with_algorithm(algorithm);
                let maze = spec.carve(base.clone()).unwrap();
                let at = format!("{what} {} {algorithm} {floors} floors seed {seed}", stairs.name());
                let g = &maze.grid;
                if stairs == Stairs::Tower {
                    assert!(!g.cells().lists_made(), "{at}: a tower is carved without its floors' lists");
                }
                assert_eq!(g.cell_count(), floors as usize * base.cell_count(), "{at}");
                assert_eq!(maze.passage_count() + 1, g.cell_count(), "{at}: a tree");
                let dist = bfs(&maze, maze.entrance);
                assert!(dist.iter().all(Option::is_some), "{at}: every cell reached");
                assert_eq!((g.floor_of(maze.entrance), g.floor_of(maze.exit)), (0, floors - 1), "{at}");
                let up = super::stairs(&maze);
                if stairs == Stairs::Tower {
                    assert_eq!(up.len(), floors as usize - 1, "{at}: one stair between each two floors");
                    let mut floors_joined: Vec<u32> = up.iter().map(|&(a, _)| g.floor_of(a)).collect();
                    floors_joined.sort();
                    assert_eq!(floors_joined, (0..floors - 1).collect::<Vec<_>>(), "{at}");
                } else {
                    assert!(up.len() >= floors as usize - 1, "{at}");
                }
                for &(a, b) in &up {
                    assert_eq!(
                        (g.base_cell(a), g.floor_of(a) + 1),
                        (g.base_cell(b), g.floor_of(b)),
                        "{at}: straight up"
                    );
                }
                for solver in Solver::ALL {
                    let route = solve(&maze, solver, maze.entrance, maze.exit).unwrap();
                    assert_eq!((route[0], *route.last().unwrap()), (maze.entrance, maze.exit), "{at} {solver}");
                    assert!(maze.is_walk(&route), "{at} {solver}: a walk");
                    if matches!(solver, Solver::AStar | Solver::BreadthFirst) {
                        assert_eq!(Some(route.len() - 1), dist[maze.exit as usize], "{at} {solver}: shortest");
                    }
                }
            }
        }
    }
}

#[test]
fn floors_are_one_perfect_maze_on_every_grid_and_every_solver_walks_them() {
    check_on(&SquareGrid::new(6, 5).unwrap(), "square 6x5");
    check_on(&HexGrid::new(HexShape::Rectangle { cols: 6, rows: 5 }).unwrap(), "hex 6x5");
    check_on(&RoundGrid::new(3).unwrap(), "round 3");
    check_on(&TriangleGrid::new(TriangleShape::Triangle { side: 5 }).unwrap(), "triangle 5");
    check_on(&UpsilonGrid::new(4, 3).unwrap(), "upsilon 4x3");
}

#[test]
fn a_floors_grid_lays_its_floors_side_by_side() {
    let base = HexGrid::new(HexShape::Hexagon { radius: 3 }).unwrap();
    let g = FloorGrid::new(base.clone(), 4).unwrap();
    for c in 0..g.cell_count() as u32 {
        assert_eq!(g.locate(g.centre(c)), Some(c), "cell {c}");
        let (f, b) = (g.floor_of(c), g.base_cell(c));
        assert_eq!(g.cell(f, b), c);
        let mut want: Vec<u32> = base.neighbours(b).iter().map(|&m| g.cell(f, m)).collect();
        want.extend((f > 0).then(|| g.cell(f - 1, b)));
        want.extend((f < 3).then(|| g.cell(f + 1, b)));
        assert_eq!(g.neighbours(c), &want[..]);
    }
    let (lo, hi) = g.bounds();
    let (blo, bhi) = base.bounds();
    assert!(lo == blo && hi.x > 4.0 * (bhi.x - blo.x) && hi.y == bhi.y);
    assert!(FloorGrid::new(base.clone(), 1).is_none() && FloorGrid::new(base, 17).is_none());
}

#[test]
fn floors_codes_round_trip_and_old_codes_are_no_floors_codes() {
    let grids = [
        WeaveGrid::Square { cols: 10, rows: 7 },
        WeaveGrid::Shape(GridShape::Hex(HexShape::Rectangle { cols: 12, rows: 10 })),
        WeaveGrid::Shape(GridShape::Round { rings: 9 }),
        WeaveGrid::Shape(GridShape::Triangle(TriangleShape::Triangle { side: 8 })),
    ];
    for grid in grids {
        for (stairs, floors, algorithm, seed, braid) in [
            (Stairs::Tower, 2, Algorithm::Backtracker, 0, 0),
            (Stairs::Stacked, 16, Algorithm::Wilson, 987_654_321, 0),
            (Stairs::Tower, 5, Algorithm::Kruskal, 42, 35),
            (Stairs::Stacked, 3, Algorithm::Backtracker, 7, 100),
        ] {
            let spec = FloorSpec {
                grid,
                floors,
                stairs,
                algorithm,
                seed,
                braid,
                mask: Shape::None,
                items: ItemSpec::default(),
                exits: crate::maze::solve::grids::GridExits::Corners,
            };
            let code = spec.code();
            assert!(is_floors_code(&code) && !crate::maze::weave::is_weave_code(&code), "{code}");
            assert_eq!(FloorSpec::from_code(&code), Ok(spec), "{code}");
            for (i, c) in code.char_indices() {
                for to in ['0', '3', 'f', 's', 't', 'x', '-', '.'] {
                    if to != c {
                        let typo = format!("{}{to}{}", &code[..i], &code[i + 1..]);
                        assert!(FloorSpec::from_code(&typo).is_err(), "{typo} (typo of {code}) reads");
                    }
                }
            }
        }
    }
    let flat = crate::maze::MazeSpec::new(21, 21, 5).code();
    assert!(!is_floors_code(&flat) && !is_floors_code("backtracker-21x21-f2t"));
    let square = WeaveGrid::Square { cols: 8, rows: 8 };
    assert!(FloorSpec::new(square, 17, 1).check().unwrap_err().contains("2 to 16"));
    assert!(FloorSpec::new(square, 1, 1).check().unwrap_err().contains("flat maze"));
    let eller = FloorSpec::new(square, 3, 1).with_algorithm(Algorithm::Eller);
    assert!(eller.check().unwrap_err().contains("cannot run on floors"));
}

#[test]
fn pictures_mark_each_stair_up_and_down() {
    let spec = FloorSpec::new(WeaveGrid::Square { cols: 6, rows: 6 }, 3, 4);
    let FloorsMazeAny::Square(maze) = spec.generate().unwrap() else { panic!("square floors") };
    let mut flat = Vec::new();
    let mut marked = Vec::new();
    let look = floors_look(&maze);
    crate::maze::draw::svg_to(
        &maze,
        &crate::maze::items::Items::default(),
        &look,
        &crate::maze::render::Palette::GAME,
        None,
        &mut flat,
    )
    .unwrap();
    floors_svg_to(&maze, &Items::default(), &crate::maze::render::Palette::GAME, &mut marked).unwrap();
    let pieces = |b: &[u8]| String::from_utf8_lossy(b).matches('M').count();
    // Two stairs, each a ^ in its lower cell and a v in its upper one, two strokes a mark.
    assert_eq!(pieces(&marked) - pieces(&flat), 2 * 2 * 2);
    let r = solve(&maze, Solver::BreadthFirst, maze.entrance, maze.exit).unwrap();
    let json = floors_json(&maze, &Items::default(), &spec.code(), "tower", &r);
    assert_eq!((json.floors.count, json.floors.stairs.len(), json.floors.per_floor), (3, 2, 36));
    for s in &json.floors.stairs {
        assert_eq!(s.cells, [s.floor * 36 + s.cell, (s.floor + 1) * 36 + s.cell]);
        assert!(maze.linked(s.cells[0], s.cells[1]));
    }
    // The route takes both stairs.
    assert_eq!(r.windows(2).filter(|w| maze.grid.floor_of(w[0]) != maze.grid.floor_of(w[1])).count(), 2);
}

/// Writes floors pictures to `$GRID_PICTURES` (run by hand:
/// `GRID_PICTURES=/tmp/pics cargo test --no-default-features --lib floors_pictures -- --ignored`).
#[test]
#[ignore = "writes pictures for a person to look at"]
fn floors_pictures() {
    let dir = std::path::PathBuf::from(std::env::var("GRID_PICTURES").expect("GRID_PICTURES"));
    std::fs::create_dir_all(&dir).unwrap();
    for (name, grid) in [
        ("square", WeaveGrid::Square { cols: 8, rows: 8 }),
        ("hex", WeaveGrid::Shape(GridShape::Hex(HexShape::Rectangle { cols: 8, rows: 7 }))),
        ("round", WeaveGrid::Shape(GridShape::Round { rings: 4 })),
        ("triangle", WeaveGrid::Shape(GridShape::Triangle(TriangleShape::Triangle { side: 7 }))),
    ] {
        for stairs in [Stairs::Tower, Stairs::Stacked] {
            let spec = FloorSpec::new(grid, 3, 2).with_stairs(stairs);
            // raw-file: a test writing pictures for a person to look at, on request.
            let file = std::fs::File::create(dir.join(format!("floors-{name}-{}.png", stairs.name()))).unwrap();
            crate::on_floors_maze!(spec.generate().unwrap(), m => floors_png_to(&m, &Items::default(), &crate::maze::render::Palette::GAME, file).unwrap());
        }
    }
}

#[test]
fn codes_made_before_braid_name_the_same_mazes() {
    // Pinned before mazes of floors could be braided: a code with no braid option is carved as it was.
    for (code, pinned) in [
        ("backtracker-13x11.f3t-9.fd", 0xf52a_73bb_5dec_c202u64),
        ("backtracker-round4.f3s-9.lh", 0xc590_f2f5_6010_5184),
    ] {
        let spec = FloorSpec::from_code(code).unwrap();
        assert_eq!((spec.code(), spec.braid), (code.to_string(), 0));
        let print = crate::on_floors_maze!(&spec.generate().unwrap(), m => m
            .passages()
            .flat_map(|(a, b)| [a, b])
            .fold(0xcbf2_9ce4_8422_2325u64, |h, v| (h ^ u64::from(v)).wrapping_mul(0x100_0000_01b3)));
        assert_eq!(print, pinned, "{code}");
    }
}

#[test]
fn a_braided_tower_keeps_its_stairs_and_a_braided_stack_gains_some() {
    let grid = WeaveGrid::Shape(GridShape::Hex(HexShape::Rectangle { cols: 8, rows: 6 }));
    for seed in 0..5 {
        for stairs_kind in [Stairs::Tower, Stairs::Stacked] {
            let spec = FloorSpec::new(grid, 3, seed).with_stairs(stairs_kind);
            let (plain, braided) = (spec.generate().unwrap(), spec.with_braid(100).generate().unwrap());
            let (FloorsMazeAny::Grid(plain), FloorsMazeAny::Grid(braided)) = (plain, braided) else { panic!("hex") };
            let at = spec.with_braid(100).code();
            assert!(braided.passage_count() > plain.passage_count() + 10, "{at}: loops");
            let dead =
                |m: &GridMaze<FloorGrid<_>>| (0..m.grid.cell_count() as u32).filter(|&c| m.degree(c) == 1).count();
            assert!(dead(&braided) * 4 < dead(&plain), "{at}: dead ends opened");
            match stairs_kind {
                Stairs::Tower => {
                    assert_eq!(stairs(&braided), stairs(&plain), "{at}: one stair between each two floors")
                }
                Stairs::Stacked => assert!(stairs(&braided).len() >= stairs(&plain).len(), "{at}"),
            }
            let dist = bfs(&braided, braided.entrance);
            for solver in Solver::ALL {
                let Some(r) = solve(&braided, solver, braided.entrance, braided.exit) else {
                    assert!(matches!(solver, Solver::WallFollowerLeft | Solver::WallFollowerRight), "{at}: {solver}");
                    continue;
                };
                assert!(braided.is_walk(&r) && r[0] == braided.entrance, "{at}: {solver}");
                if solver.finds_shortest() {
                    assert_eq!(Some(r.len() - 1), dist[braided.exit as usize], "{at}: {solver}");
                }
            }
        }
    }
}

/// A floor cell's neighbours are its base cell's on its floor, in the base's order, then the
/// cell below and the one above where there are floors.
#[test]
fn a_floor_cells_neighbours_are_its_floors_then_below_then_above() {
    fn check<G: Grid + Clone>(base: &G) {
        let n = base.cell_count() as u32;
        for floors in [2, 3, 16] {
            let grid = FloorGrid::new(base.clone(), floors).unwrap();
            for f in 0..floors {
                for c in 0..n {
                    let mut want: Vec<u32> = base.neighbours(c).iter().map(|&m| f * n + m).collect();
                    want.extend((f > 0).then(|| (f - 1) * n + c));
                    want.extend((f + 1 < floors).then(|| (f + 1) * n + c));
                    assert_eq!(grid.neighbours(f * n + c), want, "{} floor {f} cell {c}", base.name());
                }
            }
        }
    }
    check(&SquareGrid::new(5, 4).unwrap());
    check(&HexGrid::new(HexShape::Rectangle { cols: 6, rows: 5 }).unwrap());
    check(&HexGrid::new(HexShape::Hexagon { radius: 3 }).unwrap());
    check(&RoundGrid::new(4).unwrap());
    check(&TriangleGrid::new(TriangleShape::Triangle { side: 5 }).unwrap());
}
