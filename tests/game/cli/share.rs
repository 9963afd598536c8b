//! The editor's share codes on the command line: a drawn shape and a
//! hand-edited maze load through `generate`, `solve` and `sheet --code` like
//! any code, and a mistyped or unplayable one is refused with the reason.

use panda_maze::maze::edit::{BoardShape, Changes, DrawnSpec, SharedMaze, Source};
use panda_maze::maze::generate::{Algorithm, AnySpec, GridShape, MazeSpec};
use panda_maze::maze::grid::HexShape;
use panda_maze::maze::items::Items;

use super::{run, scratch, stderr, stdout};

/// A disc drawn on `board`, carved by the backtracker from `seed`.
pub(super) fn disc(board: BoardShape, seed: u64) -> String {
    use panda_maze::maze::edit::{Drawing, Stroke};
    use panda_maze::maze::grid::{Grid, Point};
    let grid = board.build().unwrap();
    let (lo, hi) = grid.bounds();
    let mut d = Drawing::new(grid, false);
    let centre = Point::new((lo.x + hi.x) / 2.0, (lo.y + hi.y) / 2.0);
    d.paint(Stroke::Circle { centre, radius: (hi.x - lo.x) / 3.0 }, true);
    let drawn =
        DrawnSpec { board, cells: d.cells().to_vec(), algorithm: Algorithm::Backtracker, braid_percent: 0, seed };
    SharedMaze { source: Source::Drawn(drawn), changes: Changes::default() }.code()
}

#[test]
fn drawn_shape_codes_load_in_generate_solve_and_sheet() {
    let square = disc(BoardShape::square_tiles(31, 31), 7);
    let ascii = stdout(&["generate", "--code", &square, "--format", "ascii"]);
    assert!(ascii.contains('S') && ascii.contains('E'), "{ascii}");
    let again = stdout(&["generate", "--code", &square.to_uppercase(), "--format", "ascii"]);
    assert_eq!(again, ascii, "codes are read in any case");
    let route = stdout(&["solve", "--code", &square, "--format", "list"]);
    assert!(route.lines().count() > 5, "{route}");
    let hex = disc(BoardShape::Grid(GridShape::Hex(HexShape::Rectangle { cols: 16, rows: 12 })), 3);
    let svg = stdout(&["generate", "--code", &hex]);
    assert!(svg.starts_with("<svg") || svg.contains("<svg"), "{}", &svg[..80.min(svg.len())]);
    let solved = stdout(&["solve", "--code", &hex]);
    assert!(solved.contains("moves on a maze from a share code"), "{solved}");
    let dir = scratch("share-sheet");
    let pdf = dir.join("shapes.pdf");
    let out = run(&["sheet", "--code", &square, "--count", "3", "-o", pdf.to_str().unwrap(), "--english"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(stderr(&out).contains("3 mazes"), "{}", stderr(&out));
    assert!(std::fs::metadata(&pdf).unwrap().len() > 1000);
}

#[test]
fn a_mistyped_or_unplayable_share_code_is_refused_with_the_reason() {
    let code = disc(BoardShape::square_tiles(21, 21), 1);
    let typo = code.replacen('.', "-", 1);
    let out = run(&["generate", "--code", &typo]);
    assert!(!out.status.success() && stderr(&out).contains("mistyped"), "{}", stderr(&out));
    // A door before its key: the code reads, but names no maze to play.
    let source = Source::Spec(AnySpec::Square(MazeSpec::new(21, 21, 4)));
    let (maze, _) = source.build().unwrap();
    let route = panda_maze::maze::solve::grids::breadth_first(&maze, maze.entrance, maze.exit).unwrap();
    let items = Items { keys: vec![route[6]], doors: vec![route[3]], ..Items::default() };
    let locked = SharedMaze { source, changes: Changes { items: Some(items), ..Changes::default() } }.code();
    let out = run(&["solve", "--code", &locked]);
    assert!(!out.status.success(), "{locked}");
    assert!(stderr(&out).contains("sun key cannot be had before its door"), "{}", stderr(&out));
}

/// The points of an SVG path's `d`, in order (its move and line ends).
fn path_points(d: &str) -> Vec<(f32, f32)> {
    let numbers: Vec<f32> = d
        .split(|c: char| c.is_ascii_alphabetic() || c == ' ')
        .filter(|s| !s.is_empty())
        .map(|s| s.parse().unwrap_or_else(|_| panic!("a number in {d}")))
        .collect();
    numbers.chunks(2).map(|p| (p[0], p[1])).collect()
}

/// The `d` of every path of `svg` with `attribute` (`fill="#…"` or `stroke="#…"`).
fn paths_with<'a>(svg: &'a str, attribute: &str) -> Vec<&'a str> {
    svg.lines()
        .filter(|l| l.starts_with("<path d=\"") && l.contains(attribute))
        .map(|l| &l["<path d=\"".len()..l["<path d=\"".len()..].find('"').unwrap() + "<path d=\"".len()])
        .collect()
}

#[test]
fn a_drawn_grid_maze_prints_its_items_and_its_answer_passes_the_key_before_the_door() {
    use panda_maze::maze::grid::Grid as _;
    use panda_maze::maze::items::KeyKind;
    use panda_maze::maze::solve::grids::breadth_first;
    use panda_maze::sheet::marks::Rgb;
    let hex = |c: f32| format!("#{:02x}", (c * 255.0).round() as u8);
    let Rgb(r, g, b) = Rgb::ROUTE;
    let route_colour = format!("stroke=\"{}{}{}\"", hex(r), &hex(g)[1..], &hex(b)[1..]);
    let [r, g, b] = KeyKind::Sun.rgb();
    let sun = format!("fill=\"#{r:02x}{g:02x}{b:02x}\"");
    let boards = [
        ("hex", BoardShape::Grid(GridShape::Hex(HexShape::Rectangle { cols: 16, rows: 12 }))),
        ("round", BoardShape::Grid(GridShape::Round { rings: 8 })),
    ];
    for (name, board) in boards {
        let drawn = SharedMaze::from_code(&disc(board, 5)).unwrap();
        let (maze, _) = drawn.build().unwrap();
        let way = breadth_first(&maze, maze.entrance, maze.exit).unwrap();
        // The door halfway along the way out; the key at the far end of a
        // side branch reached without passing the door (off the way out).
        let door = way[way.len() / 2];
        let key = (0..maze.grid.cell_count() as u32)
            .filter(|c| !way.contains(c))
            .filter_map(|c| breadth_first(&maze, maze.entrance, c).filter(|p| !p.contains(&door)))
            .max_by_key(Vec::len)
            .map(|p| *p.last().unwrap())
            .expect("a cell off the way out");
        let items = Items { keys: vec![key], doors: vec![door], bamboo: vec![], bamboo_gate: false };
        let code = SharedMaze { changes: Changes { items: Some(items), ..drawn.changes.clone() }, ..drawn }.code();
        let dir = scratch("share-grid-items");
        let file = dir.join(format!("{name}.svg"));
        let args = ["sheet", "--code", &code, "--solutions", "--format", "svg", "-o", file.to_str().unwrap()];
        let out = run(&args);
        assert!(out.status.success(), "{name}: {}", stderr(&out));
        let svg_path = |n: usize| dir.join(format!("{name}-{n}.svg"));
        let (puzzle, answer) = (
            std::fs::read_to_string(svg_path(1)).unwrap(),
            std::fs::read_to_string(svg_path(2)).expect("an answer page"),
        );
        for (page, svg) in [("puzzle", &puzzle), ("answer", &answer)] {
            // The key's shape and the door's panel are both in the sun's colour.
            assert_eq!(paths_with(svg, &sun).len(), 2, "{name} {page}: the key and the door are drawn");
        }
        assert!(paths_with(&puzzle, &route_colour).is_empty(), "{name}: no route on the puzzle");
        let route = path_points(paths_with(&answer, &route_colour).first().expect("the answer's route"));
        let centre = |d: &str| {
            let p = path_points(d);
            let n = p.len() as f32;
            (p.iter().map(|q| q.0).sum::<f32>() / n, p.iter().map(|q| q.1).sum::<f32>() / n)
        };
        let fills = paths_with(&answer, &sun);
        // The door's panel is a square (4 corners and a close); the key's shape has more points.
        let (door_d, key_d) = if path_points(fills[0]).len() < path_points(fills[1]).len() {
            (fills[0], fills[1])
        } else {
            (fills[1], fills[0])
        };
        let nearest = |(x, y): (f32, f32)| {
            let d = |i: &usize| ((route[*i].0 - x).powi(2) + (route[*i].1 - y).powi(2)) as f64;
            let i = (0..route.len()).min_by(|a, b| d(a).total_cmp(&d(b))).unwrap();
            (i, d(&i).sqrt())
        };
        // A route's steps join cells' centres: the items lie on its corners, well within a step.
        let step = route
            .windows(2)
            .map(|w| ((w[0].0 - w[1].0).powi(2) + (w[0].1 - w[1].1).powi(2)).sqrt())
            .fold(f32::MAX, f32::min);
        let ((at_key, off_key), (at_door, off_door)) = (nearest(centre(key_d)), nearest(centre(door_d)));
        let near = f64::from(step) * 0.3;
        assert!(off_key < near && off_door < near, "{name}: the route passes both ({off_key}, {off_door}; {near})");
        assert!(at_key < at_door, "{name}: the key ({at_key}) before the door ({at_door}) on the answer's route");
        assert!(route.len() > way.len(), "{name}: the full clear goes out of the shortest way, to the key");
    }
}
