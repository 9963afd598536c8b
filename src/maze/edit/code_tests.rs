//! Tests of share codes: drawn shapes and edited mazes on every grid, their
//! lengths, and typos refused.

use super::*;
use crate::maze::edit::draw::{Drawing, Stroke};
use crate::maze::edit::{BoardShape, DrawnSpec, check_cells};
use crate::maze::generate::Algorithm;
use crate::maze::generate::{GridShape, GridSpec, MazeSpec};
use crate::maze::grid::{HexShape, Point, TriangleShape};
use crate::maze::mask::grids::Masked;
use crate::maze::mask::{Mask, Shape};

/// A blob drawn on `board`: a disc and a stroke out of it.
fn drawn(board: BoardShape, seed: u64) -> DrawnSpec {
    let grid = board.build().unwrap();
    let (lo, hi) = grid.bounds();
    let mid = Point::new((lo.x + hi.x) / 2.0, (lo.y + hi.y) / 2.0);
    let mut d = Drawing::new(grid, false);
    let r = (hi.x - lo.x).min(hi.y - lo.y) / 3.0;
    d.paint(Stroke::Circle { centre: mid, radius: r }, true);
    let to = Point::new(mid.x + 1.4 * r, mid.y + 0.5 * r);
    d.paint(Stroke::Line { from: mid, to, size: crate::maze::edit::BrushSize::Three }, true);
    assert!(d.check().is_maze(), "{}", board.word());
    DrawnSpec { board, cells: d.cells().to_vec(), algorithm: Algorithm::Backtracker, braid_percent: 0, seed }
}

fn boards() -> Vec<BoardShape> {
    vec![
        BoardShape::square_tiles(41, 31),
        BoardShape::Grid(GridShape::Round { rings: 8 }),
        BoardShape::Grid(GridShape::Hex(HexShape::Rectangle { cols: 16, rows: 12 })),
        BoardShape::Grid(GridShape::Hex(HexShape::Hexagon { radius: 7 })),
        BoardShape::Grid(GridShape::Triangle(TriangleShape::Rectangle { cols: 20, rows: 12 })),
    ]
}

#[test]
fn a_drawn_shape_code_names_its_maze_on_every_grid() {
    for board in boards() {
        let d = drawn(board, 1234);
        let shared = SharedMaze { source: Source::Drawn(d.clone()), changes: Changes::default() };
        let code = shared.code();
        assert!(is_shared_code(&code), "{code}");
        assert_eq!(SharedMaze::from_code(&code), Ok(shared.clone()), "{code}");
        assert_eq!(SharedMaze::from_code(&code.to_uppercase()), Ok(shared.clone()), "{code}");
        let (maze, _) = shared.build().unwrap();
        assert_eq!(maze.grid.cell_count(), d.cells.iter().filter(|&&b| b).count(), "{code}");
        assert_eq!(maze.passage_count(), maze.grid.cell_count() - 1, "{code}: a perfect maze");
        let mix = Algorithm::GrowingTree(crate::maze::generate::GrowingTreePick::Mix(30));
        for (algorithm, braid_percent) in [(Algorithm::Kruskal, 30), (mix, 0), (Algorithm::Wilson, 100)] {
            let other = DrawnSpec { algorithm, braid_percent, seed: u64::MAX, ..d.clone() };
            let other = SharedMaze { source: Source::Drawn(other), changes: Changes::default() };
            let code = other.code();
            assert_eq!(SharedMaze::from_code(&code), Ok(other), "{code}");
        }
    }
}

/// The Hard board of each grid, as the game sizes them.
fn hard_boards() -> Vec<BoardShape> {
    vec![
        BoardShape::square_tiles(91, 103),
        BoardShape::Grid(GridShape::Round { rings: 27 }),
        BoardShape::Grid(GridShape::Hex(HexShape::Rectangle { cols: 45, rows: 51 })),
        BoardShape::Grid(GridShape::Triangle(TriangleShape::Rectangle { cols: 68, rows: 34 })),
    ]
}

/// The built-in shapes drawn cell by cell on `board` (as a mask cuts that
/// grid), with a four-digit seed: their share codes. A shape the drawing
/// check refuses is left out (a ring leaves a round grid's centre out).
fn shape_codes(board: BoardShape) -> Vec<(Shape, String)> {
    let grid = board.build().unwrap();
    [Shape::Panda, Shape::Heart, Shape::Star, Shape::Ring]
        .into_iter()
        .filter_map(|shape| {
            let cells = match board {
                BoardShape::Square { cols, rows } => {
                    Mask::shape(shape, cols as usize, rows as usize).unwrap().cells().to_vec()
                }
                BoardShape::Grid(_) => {
                    let (cols, rows) = crate::maze::mask::grids::mask_size(&grid);
                    let cut = Masked::new(grid.clone(), &Mask::shape(shape, cols, rows).unwrap()).unwrap();
                    let mut cells = vec![false; grid.cell_count()];
                    (0..cut.cell_count() as u32).for_each(|c| cells[cut.base_cell(c) as usize] = true);
                    cells
                }
            };
            let d =
                DrawnSpec { board, cells, algorithm: Algorithm::Backtracker, braid_percent: 0, seed: 36u64.pow(4) - 1 };
            let drawable = check_cells(&grid, &d.cells).why_not().is_none();
            drawable.then(|| (shape, SharedMaze { source: Source::Drawn(d), changes: Changes::default() }.code()))
        })
        .collect()
}

fn hard_shape_codes() -> Vec<(Shape, String)> {
    shape_codes(hard_boards()[0])
}

#[test]
fn the_built_in_shapes_drawn_on_a_hard_board_have_short_codes() {
    // The longest code of the shapes on each Hard board, measured: square
    // 59, round 53, hex 106, triangle 121 (the first form: 101, 91, 110, 129).
    for (board, most) in hard_boards().into_iter().zip([59, 53, 106, 121]) {
        for (shape, code) in shape_codes(board) {
            eprintln!("{shape} drawn on the Hard {}: {} characters: {code}", board.word(), code.len());
            assert!(code.len() <= most, "{shape} on {}: {code}", board.word());
            let read = SharedMaze::from_code(&code).unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(read.code(), code);
        }
    }
}

/// An edited maze from `spec`: a wall opened, a passage raised where the
/// maze stays solvable, the ends moved, a key and its door and a shoot laid.
fn edited(source: Source) -> SharedMaze {
    let (base, items) = source.build().unwrap();
    let mut e = EditedMaze::new(base, items);
    let m = e.maze().clone();
    let wall = (0..m.grid.cell_count() as u32)
        .find_map(|c| m.grid.neighbours(c).iter().find(|&&n| !m.linked(c, n)).map(|&n| (c, n)))
        .unwrap();
    e.apply(Edit::Carve(wall.0, wall.1)).unwrap();
    // Raise one passage of the loop just made (not the new one): still one maze.
    let route = crate::maze::solve::grids::breadth_first(e.maze(), wall.0, wall.1).unwrap();
    let _ = route;
    let old = m.links(wall.0).next().unwrap();
    let _ = e.apply(Edit::Raise(wall.0, old));
    if !e.figures().solvable || e.figures().unreached > 0 {
        e.undo();
    }
    let route = crate::maze::solve::grids::breadth_first(e.maze(), e.maze().entrance, e.maze().exit).unwrap();
    e.apply(Edit::Entrance(route[1])).unwrap();
    e.apply(Edit::Place(Item::Key(KeyKind::Sun), route[2])).unwrap();
    e.apply(Edit::Place(Item::Door(KeyKind::Sun), route[4])).unwrap();
    e.apply(Edit::Place(Item::Bamboo, route[3])).unwrap();
    assert!(e.figures().solvable, "{:?}", e.figures().troubles());
    SharedMaze::from_edited(source, e.maze(), e.items()).unwrap()
}

fn sources() -> Vec<Source> {
    let hex = GridSpec::new(GridShape::Hex(HexShape::Rectangle { cols: 12, rows: 10 }), 77);
    vec![
        Source::Spec(AnySpec::Square(MazeSpec::new(21, 21, 99))),
        Source::Spec(AnySpec::Square(MazeSpec::new(31, 31, 5).with_shape(Shape::Heart))),
        Source::Spec(AnySpec::Grid(hex)),
        Source::Spec(AnySpec::Grid(GridSpec::new(GridShape::Round { rings: 6 }, 3).with_mask(Shape::Ring))),
        Source::Drawn(drawn(BoardShape::Grid(GridShape::Triangle(TriangleShape::Triangle { side: 12 })), 9)),
    ]
}

#[test]
fn an_edited_maze_code_names_the_edited_maze() {
    for source in sources() {
        let shared = edited(source.clone());
        let code = shared.code();
        let dots = if matches!(source, Source::Drawn(_)) { 2 } else { 3 };
        assert!(is_shared_code(&code) && code.matches('.').count() == dots, "{code}");
        let read = SharedMaze::from_code(&code).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(read, shared, "{code}");
        let (maze, items) = read.build().unwrap();
        let (want, want_items) = shared.build().unwrap();
        assert_eq!(maze.passages().collect::<Vec<_>>(), want.passages().collect::<Vec<_>>(), "{code}");
        assert_eq!((maze.entrance, maze.exit, items), (want.entrance, want.exit, want_items), "{code}");
        assert!(shared.changes.items.is_some() && shared.changes.entrance.is_some());
    }
}

#[test]
fn every_one_character_typo_of_a_share_code_is_refused() {
    let mut codes: Vec<String> = sources().into_iter().map(|s| edited(s).code()).collect();
    codes.push(SharedMaze { source: Source::Drawn(drawn(boards()[0], 5)), changes: Changes::default() }.code());
    codes.extend(
        boards()
            .into_iter()
            .skip(1)
            .map(|b| SharedMaze { source: Source::Drawn(drawn(b, 36u64.pow(3))), changes: Changes::default() }.code()),
    );
    codes.push(hard_shape_codes().remove(1).1);
    let mut tried = 0;
    for code in &codes {
        // One character changed, inserted or deleted, or two neighbours swapped: always refused.
        for typo in crate::maze::edit::check::tests::typos(code) {
            tried += 1;
            assert!(SharedMaze::from_code(&typo).is_err(), "{typo} (from {code}) was read");
        }
    }
    eprintln!("{tried} typos of {} share codes tried", codes.len());
    assert!(tried > 30_000, "{tried}");
}

#[test]
fn a_code_of_the_first_form_is_refused_as_such() {
    // Written by the first form (boards as words, the maze codes' checks).
    for old in ["d41x31.1emhdxi5t1mt27mj-3.81", "backtracker-21x21.2r.o01-r00-sa-i-bu-kk-dv.g8"] {
        assert!(is_shared_code(old), "{old}");
        let err = SharedMaze::from_code(old).unwrap_err();
        assert!(err.contains("first form of share codes"), "{err}");
    }
    let err = SharedMaze::from_code("d41x31.1emhdxi5t1mt27mj-3.18").unwrap_err();
    assert!(err.contains("mistyped"), "{err}");
    // A drawn shape's code with its dot typed as a dash is still a share code, and mistyped.
    let code = SharedMaze { source: Source::Drawn(drawn(boards()[0], 5)), changes: Changes::default() }.code();
    let typo = code.replacen('.', "-", 1);
    assert!(is_shared_code(&typo) && !is_shared_code("division-21x21.5.k2"), "{typo}");
    let err = SharedMaze::from_code(&typo).unwrap_err();
    assert!(err.contains("mistyped"), "{err}");
}

#[test]
fn a_shape_cut_in_two_or_a_door_that_cannot_be_opened_is_refused_with_the_reason() {
    let mut d = drawn(BoardShape::square_tiles(21, 21), 1);
    d.cells[0] = true;
    d.cells[1] = false;
    d.cells[10] = false;
    let err = SharedMaze { source: Source::Drawn(d), changes: Changes::default() }.build().unwrap_err();
    assert!(err.contains("cut off"), "{err}");
    let source = Source::Spec(AnySpec::Square(MazeSpec::new(21, 21, 4)));
    let (base, _) = source.build().unwrap();
    let route = crate::maze::solve::grids::breadth_first(&base, base.entrance, base.exit).unwrap();
    let items = Items { keys: vec![route[5]], doors: vec![route[3]], ..Items::default() };
    let err = SharedMaze::from_edited(source, &base, &items).unwrap_err();
    assert!(err.contains("sun key cannot be had before its door"), "{err}");
}

#[test]
fn any_packed_part_with_its_check_is_read_or_refused_and_what_is_read_writes_back() {
    // Drawn shapes' packed parts of every length up to 60 from a fixed
    // stream of digits, each given its right check: read or refused, never
    // a panic, and a code read is the code its maze writes.
    let digits = b"0123456789abcdefghijklmnopqrstuvwxyz";
    let mut state = 99u64;
    let mut next = || {
        state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        state >> 33
    };
    let mut read = 0;
    for round in 0..600 {
        let len = 1 + round % 60;
        let packed: String = (0..len).map(|_| char::from(digits[(next() % 36) as usize])).collect();
        let body = format!("d{packed}");
        let code = format!("{body}.{}", crate::maze::edit::check::check_chars(&body));
        if let Ok(shared) = SharedMaze::from_code(&code) {
            assert_eq!(shared.code(), code);
            assert!(shared.build().is_ok(), "{code}");
            read += 1;
        }
    }
    // Almost every such text is refused: it packs back otherwise, or names no board.
    assert!(read < 60, "{read} read");
}
