//! Every size of every grid, read from a spec or a code, is refused cleanly
//! or makes a maze in memory bounded by its cells: measured by the test
//! binary's counting allocator, not estimated.

use super::*;
use crate::maze::alloc_count::peak_bytes;
use crate::maze::generate::code::check_char;
use crate::maze::generate::{GRID_BYTES_A_CELL, MAX_GRID_BYTES};

/// What checking a size or reading a code may allocate: its message, no grid.
const CHECK_BYTES: usize = 16 << 10;
/// What making a maze may hold at once, a cell: the grid, the passages, the
/// generator's stack and marks, the distance maps of the exits.
const GENERATE_BYTES_A_CELL: usize = 96;

/// Sizes over the whole `u32` range: the small ones, every limit and its
/// neighbours (2 the smallest side, 580 and 640 the rings, 1024 the square
/// side of a million cells, 1154 the largest big hexagon, 2048 the big
/// triangle's), the reported ones, and the top.
fn values() -> Vec<u32> {
    let mut v = vec![0, 1, 2, 3, 4, 7, 10, 100, 579, 580, 581, 639, 640, 641, 1023, 1024, 1025, 2047, 2048, 2049];
    v.extend([591, 592, 1153, 1154, 1155, 65532, 65533, 65534, 1 << 19, 1 << 20, (1 << 20) + 1]);
    v.extend([2_479_700_525, i32::MAX as u32, u32::MAX - 1, u32::MAX]);
    v
}

/// Sizes drawn at random, as many of each bit length (so as many below 16 as
/// past a million): `n` of them from `seed`.
fn drawn(seed: u64, n: usize) -> Vec<u32> {
    use rand::RngExt;
    let mut rng = super::rng_from_seed(seed);
    (0..n).map(|_| rng.random::<u32>() >> rng.random_range(0..32)).collect()
}

/// Thin boards at and past the cell limit, both ways round: the reported
/// 2x524288, 20x52428 (1,048,560 cells) and 10x65126 among them.
fn thin() -> Vec<(u32, u32)> {
    let mut v = vec![(2, 524_288), (2, 524_289), (20, 52_428), (20, 52_429), (10, 65_126), (2, 65_533), (3, 349_525)];
    v.extend(v.clone().into_iter().map(|(a, b)| (b, a)));
    v
}

fn shapes() -> Vec<GridShape> {
    let mut vals = values();
    vals.extend(drawn(57, 16));
    let mut shapes = Vec::new();
    for &v in &vals {
        shapes.push(GridShape::Round { rings: v });
        shapes.push(GridShape::Hex(HexShape::Hexagon { radius: v }));
        shapes.push(GridShape::Triangle(TriangleShape::Triangle { side: v }));
    }
    let mut boards = thin();
    for &a in &vals {
        for &b in &vals {
            // Every pair once, past the million-cell boards already in `thin`.
            if u64::from(a) * u64::from(b) <= 1 << 16 || a.min(b) > 1024 || a.max(b) >= 1 << 19 {
                boards.push((a, b));
            }
        }
    }
    boards.extend(drawn(58, 64).into_iter().zip(drawn(59, 64)));
    for (cols, rows) in boards {
        shapes.push(GridShape::Hex(HexShape::Rectangle { cols, rows }));
        shapes.push(GridShape::Triangle(TriangleShape::Rectangle { cols, rows }));
    }
    shapes
}

#[test]
fn every_size_is_refused_cleanly_or_makes_a_maze_in_bounded_memory() {
    let mut made = 0;
    for shape in shapes() {
        let (checked, bytes) = peak_bytes(|| shape.check());
        assert!(bytes <= CHECK_BYTES, "{shape:?}: checking took {bytes} bytes");
        let cells = shape.cell_count();
        let Ok(()) = checked else {
            let why = checked.unwrap_err();
            assert!(why.contains("too small") || why.contains("too many"), "{shape:?}: {why}");
            continue;
        };
        assert!(cells <= MAX_GRID_CELLS && shape.grid_bytes() <= MAX_GRID_BYTES, "{shape:?}");
        // The grid takes at most what its bound says, and the bound is linear in the cells.
        let (grid, bytes) = peak_bytes(|| shape.grid());
        let grid = grid.unwrap_or_else(|| panic!("{shape:?} was checked but cannot be built"));
        assert_eq!(grid.cell_count(), cells, "{shape:?}");
        assert!(bytes <= shape.grid_bytes(), "{shape:?}: {bytes} bytes, bound {}", shape.grid_bytes());
        assert!(shape.grid_bytes() <= 96 * cells + 8192, "{shape:?}: the bound is not linear in the cells");
        drop(grid);
        // The maze on it: generated within a bound a cell.
        let spec = GridSpec::new(shape, 1);
        let (maze, bytes) = peak_bytes(|| spec.generate());
        let maze = maze.unwrap_or_else(|e| panic!("{shape:?}: {e}"));
        assert_eq!(crate::on_grid_maze!(&maze, m => m.passage_count()), cells - 1, "{shape:?}");
        assert!(bytes <= GENERATE_BYTES_A_CELL * cells + (64 << 10), "{shape:?}: generating took {bytes} bytes");
        made += 1;
    }
    assert!(made > 100, "only {made} sizes were made");
}

/// The code naming `shape`'s backtracker maze at seed 1, with its check.
fn code_of(shape: GridShape) -> String {
    let word = GridSpec::new(shape, 1).code();
    let body = word.rsplit_once('.').unwrap().0.to_owned();
    format!("{body}.{}", check_char(&body))
}

#[test]
fn codes_of_every_size_go_through_the_same_checks() {
    for shape in shapes() {
        let code = code_of(shape);
        let (read, bytes) = peak_bytes(|| GridSpec::from_code(&code));
        assert!(bytes <= CHECK_BYTES, "{code}: reading took {bytes} bytes");
        match (read, shape.check()) {
            (Ok(spec), Ok(())) => assert_eq!(spec, GridSpec::new(shape, 1), "{code}"),
            (Err(why), Err(check)) => assert!(why.contains(&check), "{code}: {why}"),
            (read, check) => panic!("{code}: read as {read:?} but checked as {check:?}"),
        }
    }
}

#[test]
fn the_reported_sizes_are_refused_or_made() {
    // Each panicked or ran out of memory on main (8d91acd).
    for code in ["backtracker-hex2x65533.1", "backtracker-hex20x52428.1", "backtracker-hex2x524288.1"] {
        let spec = GridSpec::from_code(&format!("{code}.{}", check_char(code))).unwrap();
        let (maze, bytes) = peak_bytes(|| spec.generate());
        assert!(bytes < 128 << 20, "{code}: {bytes} bytes");
        // Solved and measured in bounded memory too: every solver on a thin board.
        let cells = spec.shape.cell_count();
        crate::on_grid_maze!(&maze.unwrap(), m => {
            for solver in crate::maze::solve::Solver::ALL {
                let (route, bytes) = peak_bytes(|| crate::maze::solve::grids::solve(m, solver, m.entrance, m.exit));
                assert!(route.is_some() && bytes <= GENERATE_BYTES_A_CELL * cells, "{code} {solver}: {bytes} bytes");
            }
            let (_, bytes) = peak_bytes(|| crate::maze::solve::grids::measure(m));
            assert!(bytes <= GENERATE_BYTES_A_CELL * cells, "{code}: measuring took {bytes} bytes");
        });
    }
    for code in ["backtracker-hex2479700525.1", "backtracker-hex4294967295.1", "backtracker-triangle4294967295.1"] {
        let why = GridSpec::from_code(&format!("{code}.{}", check_char(code))).unwrap_err();
        assert!(why.contains("too many"), "{code}: {why}");
    }
    let huge = GridShape::Round { rings: u32::MAX };
    assert_eq!(huge.cell_count(), usize::MAX, "counted in wide arithmetic, not wrapped");
    assert!(GridShape::Hex(HexShape::Hexagon { radius: u32::MAX }).check().unwrap_err().contains("too many"));
}

#[test]
fn thin_hex_boards_take_memory_in_proportion_to_their_cells() {
    // A board's lookup table was its axial box, rows x (cols + rows / 2):
    // 2x4000 took 32 MB for 8,000 cells; rows squared.
    for (cols, rows) in [(2, 4000), (3, 3001), (4000, 2), (64, 64)] {
        let shape = HexShape::Rectangle { cols, rows };
        let (grid, bytes) = peak_bytes(|| crate::maze::grid::HexGrid::new(shape));
        let cells = grid.unwrap().cell_count();
        assert!(bytes <= GRID_BYTES_A_CELL * cells, "{shape:?}: {bytes} bytes for {cells} cells");
    }
}

#[test]
fn every_size_cut_to_a_shape_is_refused_or_made_in_bounded_memory() {
    use crate::maze::mask::Shape;
    let mut made = 0;
    // The cut keeps its base grid and numbers its cells again: a little more a cell.
    for shape in shapes().into_iter().filter(|s| s.check().is_ok() && s.cell_count() <= 1 << 17) {
        for mask in [Shape::Panda, Shape::Heart, Shape::Ring, Shape::Star] {
            let spec = GridSpec::new(shape, 2).with_mask(mask);
            let (maze, bytes) = peak_bytes(|| spec.generate());
            let cells = shape.cell_count();
            assert!(bytes <= 2 * GENERATE_BYTES_A_CELL * cells + (64 << 10), "{shape:?} {mask}: {bytes} bytes");
            match maze {
                Ok(maze) => {
                    let cut = crate::on_grid_maze!(&maze, m => m.grid.cell_count());
                    assert!(cut >= 2 && cut <= cells, "{shape:?} {mask}");
                    made += 1;
                }
                Err(why) => assert!(why.contains("leaves fewer than two") || why.contains(mask.name()), "{why}"),
            }
        }
    }
    assert!(made > 100, "only {made} cut mazes were made");
}

#[test]
fn square_sizes_of_every_value_are_refused_or_made_in_bounded_memory() {
    use crate::maze::MazeSpec;
    let mut made = 0;
    let mut sides: Vec<u32> = values();
    sides.extend([5, 9, 4001, 4002, 4003, 4004, 4005]);
    for &w in &sides {
        for &h in &sides {
            let body = format!("backtracker-{w}x{h}.1");
            let code = format!("{body}.{}", check_char(&body));
            let (read, bytes) = peak_bytes(|| MazeSpec::from_code(&code));
            assert!(bytes <= CHECK_BYTES, "{code}: reading took {bytes} bytes");
            let Ok(spec) = read else { continue };
            // A tile a byte, the generator's marks and stack: bounded by the tiles.
            let tiles = w as usize * h as usize;
            if tiles > 1 << 22 {
                continue; // the boards past 4 million tiles (16 MB of tiles) are left to the square's own tests
            }
            let (maze, bytes) = peak_bytes(|| spec.generate());
            assert!(maze.is_ok() && bytes <= 16 * tiles + (64 << 10), "{code}: {bytes} bytes for {tiles} tiles");
            made += 1;
        }
    }
    assert!(made >= 9, "only {made} square sizes were made");
}
