//! Grid codes: they round-trip on every grid, refuse typos, and leave square codes alone.

use super::*;
use crate::maze::generate::code::tests::typos_are_refused;
use crate::maze::generate::{GridMazeAny, MAX_GRID_CELLS, MAX_RINGS};
use crate::maze::grid::{Grid, Point};
use crate::maze::items::ItemSpec;

fn shapes() -> Vec<GridShape> {
    vec![
        GridShape::Round { rings: 2 },
        GridShape::Round { rings: 10 },
        GridShape::Hex(HexShape::Rectangle { cols: 12, rows: 10 }),
        GridShape::Hex(HexShape::Hexagon { radius: 5 }),
        GridShape::Triangle(TriangleShape::Rectangle { cols: 12, rows: 10 }),
        GridShape::Triangle(TriangleShape::Triangle { side: 8 }),
    ]
}

fn specs() -> Vec<GridSpec> {
    let mut specs = Vec::new();
    for shape in shapes() {
        specs.push(GridSpec::new(shape, 0));
        specs.push(GridSpec::new(shape, u64::MAX).with_corner(StartCorner::BottomRight).with_braid(30));
        specs.push(GridSpec::new(shape, 77).with_algorithm(Algorithm::Kruskal).with_exits(GridExits::Hardest));
        specs.push(GridSpec::new(shape, 5).with_algorithm(Algorithm::Wilson).with_exits(GridExits::Random));
    }
    specs.push(GridSpec::new(GridShape::Round { rings: 8 }, 3).with_algorithm(Algorithm::Sidewinder));
    specs.push(GridSpec::new(GridShape::Round { rings: 8 }, 3).with_exits(GridExits::Corners));
    let irregular = Algorithm::Irregular { density_percent: 60 };
    specs.push(GridSpec::new(GridShape::Hex(HexShape::Hexagon { radius: 5 }), 8).with_algorithm(irregular));
    for shape in shapes() {
        let items = ItemSpec { bamboo: 5, doors: 2, bamboo_gate: true };
        specs.push(GridSpec::new(shape, 9).with_braid(10).with_items(items));
        specs.push(GridSpec::new(shape, 4).with_items(ItemSpec { doors: 1, ..ItemSpec::default() }));
        specs.push(GridSpec::new(shape, 6).with_mask(Shape::Heart));
        specs.push(GridSpec::new(shape, 7).with_mask(Shape::Star).with_exits(GridExits::Corners).with_braid(20));
    }
    let hex = GridShape::Hex(HexShape::Hexagon { radius: 5 });
    specs.push(GridSpec::new(hex, 2).with_mask(Shape::Ring).with_corner(StartCorner::Random).with_items(ItemSpec {
        bamboo: 2,
        doors: 1,
        bamboo_gate: false,
    }));
    specs.push(GridSpec::new(GridShape::Round { rings: 10 }, 3).with_mask(Shape::Panda).with_exits(GridExits::Centre));
    specs
}

#[test]
fn a_shape_cuts_the_grid_and_its_code_names_it() {
    let spec = GridSpec::new(GridShape::Hex(HexShape::Rectangle { cols: 24, rows: 20 }), 35).with_mask(Shape::Heart);
    assert!(spec.code().starts_with("backtracker-hex24x20.heart-z."), "{}", spec.code());
    assert_eq!(spec.exits, GridExits::Hardest, "a shape's usual exits are its longest route's ends");
    let GridMazeAny::Cut(maze) = spec.generate().unwrap() else { panic!("a shaped spec makes a cut grid") };
    let whole = spec.shape.cell_count();
    assert!(maze.grid.cell_count() < whole * 3 / 4 && maze.grid.cell_count() > whole / 3, "{}", maze.grid.cell_count());
    assert_eq!(maze.passage_count(), maze.grid.cell_count() - 1);
    // Every kept cell's centre is where the heart is: its middle column, a
    // little below the board's middle, is in; the top corners are out.
    let (lo, hi) = maze.grid.bounds();
    let at = |fx: f64, fy: f64| maze.grid.locate(Point::new(lo.x + (hi.x - lo.x) * fx, lo.y + (hi.y - lo.y) * fy));
    assert!(at(0.5, 0.6).is_some() && at(0.02, 0.02).is_none() && at(0.98, 0.02).is_none());
    // The exits are the two ends of the longest route.
    let from_entrance = crate::maze::solve::grids::distance_map(&maze, maze.entrance);
    let longest = *from_entrance.iter().max().unwrap();
    assert_eq!(from_entrance[maze.exit as usize], longest);
    let from_exit = crate::maze::solve::grids::distance_map(&maze, maze.exit);
    assert_eq!(*from_exit.iter().max().unwrap(), longest, "no route is longer than the one between the exits");
    // The same code makes the same cut maze again.
    let again = GridSpec::from_code(&spec.code()).unwrap().generate().unwrap();
    let GridMazeAny::Cut(again) = again else { panic!("the code names the cut") };
    assert_eq!(maze.passages().collect::<Vec<_>>(), again.passages().collect::<Vec<_>>());
}

#[test]
fn a_round_grid_cut_to_a_shape_has_no_rings_for_the_polar_algorithms() {
    let round = GridSpec::new(GridShape::Round { rings: 10 }, 1).with_algorithm(Algorithm::Sidewinder);
    assert!(round.check().is_ok());
    let why = round.with_mask(Shape::Ring).check().unwrap_err();
    assert!(why.contains("cannot run on a round grid cut to a ring") && why.contains("kruskal"), "{why}");
}

#[test]
fn grid_codes_with_items_name_their_layout() {
    let spec = GridSpec::new(GridShape::Round { rings: 10 }, 35).with_braid(20).with_items(ItemSpec {
        bamboo: 5,
        doors: 2,
        bamboo_gate: true,
    });
    let code = spec.code();
    assert!(code.starts_with("backtracker-round10.b20-s5-k2-g-z."), "{code}");
    let again = GridSpec::from_code(&code).unwrap();
    let (GridMazeAny::Round(a), GridMazeAny::Round(b)) = (spec.generate().unwrap(), again.generate().unwrap()) else {
        panic!("a round code makes a round maze")
    };
    let items = spec.place_items(&a);
    assert_eq!((items.bamboo.len(), items.doors.len()), (5, 2));
    assert_eq!(items, again.place_items(&b), "{code}: the same code, the same items");
    let out_of_order = code.replace("b20-s5-k2-g", "s5-b20-k2-g");
    assert!(GridSpec::from_code(&out_of_order).is_err(), "{out_of_order}");
    // Items need a small maze: a 300-ring round maze is far past the limit.
    let big =
        GridSpec::new(GridShape::Round { rings: 300 }, 1).with_items(ItemSpec { bamboo: 1, ..ItemSpec::default() });
    let why = big.check().unwrap_err();
    assert!(why.contains("items need a maze of at most"), "{why}");
}

#[test]
fn grid_codes_round_trip_on_every_grid() {
    for spec in specs() {
        let code = spec.code();
        assert_eq!(GridSpec::from_code(&code), Ok(spec), "{code}");
        assert_eq!(GridSpec::from_code(&code.to_uppercase()), Ok(spec), "{code}: codes ignore case");
        assert_eq!(AnySpec::from_code(&code), Ok(AnySpec::Grid(spec)), "{code}");
        assert!(is_grid_code(&code));
    }
    let round = GridSpec::new(GridShape::Round { rings: 10 }, 35);
    assert_eq!(round.code(), "backtracker-round10.z.z3");
    assert_eq!(GridSpec::from_code("backtracker-round10.z.g"), Ok(round), "a one-check code names the same maze");
    let hex = GridSpec::new(GridShape::Hex(HexShape::Hexagon { radius: 5 }), 35).with_algorithm(Algorithm::Kruskal);
    assert!(hex.code().starts_with("kruskal-hex5.z."), "{}", hex.code());
    let tri = GridSpec::new(GridShape::Triangle(TriangleShape::Rectangle { cols: 12, rows: 10 }), 1).with_braid(20);
    assert!(tri.code().starts_with("backtracker-triangle12x10.b20-1."), "{}", tri.code());
}

#[test]
fn square_codes_still_read_as_square_mazes() {
    for code in ["kruskal-49x55.b30-2kq9x.o", "backtracker-49x55-z", "binary-tree-21x21-zz"] {
        assert!(!is_grid_code(code), "{code}");
        assert_eq!(AnySpec::from_code(code), MazeSpec::from_code(code).map(AnySpec::Square), "{code}");
    }
    let spec = MazeSpec::new(49, 55, 35);
    assert_eq!(AnySpec::Square(spec).code(), spec.code());
}

#[test]
fn a_grid_code_cut_short_or_mistyped_is_refused() {
    for spec in specs() {
        let code = spec.code();
        for len in 0..code.len() {
            assert!(AnySpec::from_code(&code[..len]).is_err(), "{:?} (from {code}) was read", &code[..len]);
        }
        typos_are_refused(&code, |typo| AnySpec::from_code(typo).is_ok());
    }
    let missing = GridSpec::from_code("backtracker-round10.z").unwrap_err();
    assert!(missing.contains("mistyped"), "{missing}");
}

/// A code for `body` with its right check character.
fn checked(body: &str) -> String {
    format!("{body}.{}", check_chars(body))
}

#[test]
fn codes_that_name_no_maze_say_why() {
    for (body, needle) in [
        ("eller-round10.1", "cannot run on a round grid"),
        ("sidewinder-hex12x10.1", "cannot run on a hex grid"),
        ("kruskal-round10.top-right-1", "start corner"),
        ("backtracker-round1.1", "at least 2 rings"),
        ("backtracker-round581.1", "at most 580 rings"),
        ("backtracker-hex1x9.1", "at least 2x2"),
        ("backtracker-hex2000x2000.1", "at most 1048576 cells"),
        ("backtracker-triangle1.1", "at least 2 rows"),
        ("backtracker-round10.xcentre-1", "usual exits"),
        ("backtracker-hex5.xcorners-1", "usual exits"),
        ("backtracker-hex5.b0-1", "neither"),
        ("backtracker-hex5.b30-xhardest-1", "not written as codes are"),
        ("backtracker-hex05.1", "not written as codes are"),
        ("backtracker-hex5.heart-xhardest-1", "usual exits"),
        ("backtracker-hex5.b20-heart-1", "not written as codes are"),
        ("backtracker-hex5.none-1", "neither"),
        ("sidewinder-round10.star-1", "cut to a star"),
    ] {
        let err = GridSpec::from_code(&checked(body)).unwrap_err();
        assert!(err.contains(needle), "{body}: {err}");
    }
}

#[test]
fn limits_are_about_a_million_cells_and_counted_like_the_grids() {
    for shape in shapes() {
        let maze = GridSpec::new(shape, 1).generate().unwrap();
        let cells = crate::on_grid_maze!(&maze, m => m.grid.cell_count());
        assert_eq!(cells, shape.cell_count(), "{shape}");
    }
    let round = crate::maze::grid::RoundGrid::new(MAX_RINGS).unwrap();
    assert_eq!(GridShape::Round { rings: MAX_RINGS }.cell_count(), round.cell_count());
    assert!(round.cell_count() <= MAX_GRID_CELLS);
    assert!(GridShape::Round { rings: MAX_RINGS + 1 }.check().is_err());
    assert!(GridShape::Hex(HexShape::Rectangle { cols: 1024, rows: 1024 }).check().is_ok());
    assert!(GridShape::Hex(HexShape::Rectangle { cols: 1025, rows: 1024 }).check().is_err());
}

#[test]
fn a_grid_spec_makes_the_same_perfect_maze_every_time() {
    // Braids and the irregular map make loops; the rest are perfect.
    let perfect = |s: &GridSpec| s.braid_percent == 0 && !matches!(s.algorithm, Algorithm::Irregular { .. });
    for spec in specs().into_iter().filter(perfect) {
        let (a, b) = (spec.generate().unwrap(), spec.generate().unwrap());
        let passages = |m: &GridMazeAny| crate::on_grid_maze!(m, m => m.passages().collect::<Vec<_>>());
        assert_eq!(passages(&a), passages(&b), "{}", spec.code());
        crate::on_grid_maze!(&a, m => {
            assert_eq!(m.passage_count(), m.grid.cell_count() - 1, "{}", spec.code());
            assert_ne!(m.entrance, m.exit, "{}", spec.code());
        });
    }
    let round = GridSpec::new(GridShape::Round { rings: 6 }, 4).generate().unwrap();
    let GridMazeAny::Round(m) = round else { panic!("a round spec makes a round maze") };
    assert_eq!(m.entrance, 0, "a round maze starts at its centre");
}
