//! `panda-maze sheet --grid round`, checked with poppler as the square
//! sheets are: the codes printed, ink on the walls of the puzzle page, the
//! answer key's red on every step of the route through the cells' centres.

use panda_maze::maze::draw::for_each_wall;
use panda_maze::maze::generate::{GridShape, GridSpec};
use panda_maze::maze::grid::Grid as _;
use panda_maze::on_grid_maze;
use panda_maze::sheet::SheetOptions;
use panda_maze::sheet::grids::{grid_boxes, grid_mazes_like};

use super::sheet::{Picture, info, is_ink, is_route_red, page_text};
use super::{run, scratch, stderr};

#[test]
fn a_round_sheet_prints_walls_codes_and_red_routes_through_centres() {
    let dir = scratch("grid-sheet");
    let pdf = dir.join("round.pdf");
    let args = ["sheet", "--grid", "round", "--rings", "10", "--count", "2", "--per-page", "2", "--seed", "5"];
    let mut all = args.to_vec();
    all.extend(["--solutions", "--english", "-o", pdf.to_str().unwrap()]);
    let out = run(&all);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(info(&pdf, "Pages"), "2");
    let mazes = grid_mazes_like(&GridSpec::new(GridShape::Round { rings: 10 }, 5), 2).unwrap();
    let options = SheetOptions { paper: panda_maze::sheet::Paper::A4, per_page: 2, solutions: true, chinese: false };
    let boxes = grid_boxes(&mazes, &options);
    for page in [1, 2] {
        let text = page_text(&pdf, page);
        for m in &mazes {
            assert!(text.contains(&m.code), "page {page}: {} missing: {text}", m.code);
        }
    }
    let (puzzle, answers) = (Picture::render(&pdf, 1), Picture::render(&pdf, 2));
    for (m, &(_, origin, unit)) in mazes.iter().zip(&boxes) {
        let at = |p: panda_maze::maze::grid::Point| (origin.x + p.x as f32 * unit, origin.y + p.y as f32 * unit);
        on_grid_maze!(&m.maze, g => {
            let (mut walls, mut inked) = (0, 0);
            for_each_wall(g, |wall| {
                let mid = wall.points(2).nth(1).unwrap();
                let (x, y) = at(mid);
                walls += 1;
                inked += usize::from(is_ink(puzzle.at(x, y)));
            });
            assert!(inked * 100 >= walls * 95, "{}: {inked} of {walls} walls inked", m.code);
            assert!(!m.route.is_empty() && g.is_walk(&m.route), "{}", m.code);
            for &c in &m.route[1..m.route.len() - 1] {
                let (x, y) = at(g.grid.centre(c));
                assert!(is_route_red(answers.at(x, y)), "{}: cell {c} is not red on the answer key", m.code);
                assert!(!is_route_red(puzzle.at(x, y)), "{}: cell {c} is red on the puzzle page", m.code);
            }
        });
    }
}
