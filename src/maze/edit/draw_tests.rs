//! Tests of drawing shapes and of the live check.

use super::*;
use crate::maze::grid::{HexGrid, HexShape, RoundGrid, SquareGrid, TriangleGrid, TriangleShape, UpsilonGrid};

fn grids_check<G: Grid>(grid: G) {
    let name = grid.name();
    let (lo, hi) = grid.bounds();
    let mid = Point::new((lo.x + hi.x) / 2.0, (lo.y + hi.y) / 2.0);
    let mut d = Drawing::new(grid, false);
    assert_eq!(
        d.check().problems,
        vec![ShapeProblem::TooFew { cells: 0 }]
            .into_iter()
            .chain(d.grid().rings().map(|_| ShapeProblem::RoundCentre))
            .collect::<Vec<_>>(),
        "{name}"
    );
    // A dab of each brush paints the cell under it and, wider, its neighbours.
    let one = d.paint(Stroke::Dab { at: mid, size: BrushSize::One }, true);
    assert_eq!(one.len(), 1, "{name}");
    let three = d.cells_under(Stroke::Dab { at: mid, size: BrushSize::Three });
    let five = d.cells_under(Stroke::Dab { at: mid, size: BrushSize::Five });
    assert!(three.contains(&one[0]) && three.iter().all(|c| five.contains(c)), "{name}: brushes nest");
    assert!(d.grid().neighbours(one[0]).iter().all(|n| three.contains(n)), "{name}: a 3-brush takes the neighbours");
    assert!(five.len() > three.len() && three.len() > 1, "{name}");
    // A circle is one part; a second blob far off is cut off, and said so.
    let step = d.grid().max_step();
    let circle = Stroke::Circle { centre: mid, radius: 3.0 * step };
    d.paint(circle, true);
    let check = d.check();
    assert!(check.is_maze() && check.reachable(), "{name}: {:?}", check.problems);
    assert_eq!(check.cells, d.cells_under(circle).len(), "{name}");
    let far = (0..d.grid().cell_count() as u32)
        .max_by(|&a, &b| d.grid().centre(a).distance(mid).total_cmp(&d.grid().centre(b).distance(mid)))
        .unwrap();
    let corner = d.grid().centre(far);
    let blob = d.paint(Stroke::Dab { at: corner, size: BrushSize::One }, true);
    assert_eq!(blob.len(), 1, "{name}");
    let check = d.check();
    assert_eq!(check.cut_off(), std::slice::from_ref(&blob), "{name}: the corner cell is cut off");
    assert_eq!(check.problems, vec![ShapeProblem::CutOff { parts: 1, cells: 1 }], "{name}");
    assert!(check.why_not().unwrap().contains("cut off"));
    // A line of the 3-brush joins it again.
    d.paint(Stroke::Line { from: corner, to: mid, size: BrushSize::Three }, true);
    assert!(d.check().is_maze(), "{name}: the line joins the corner to the circle");
    // Painting out the same rectangle twice changes nothing the second time.
    let rect = Stroke::Rectangle { from: lo, to: mid };
    let first = d.paint(rect, false);
    assert!(!first.is_empty() && d.paint(rect, false).is_empty(), "{name}");
    assert!(first.iter().all(|&c| !d.is_in(c)));
}

#[test]
fn every_grid_paints_and_checks_its_shape() {
    grids_check(SquareGrid::new(20, 16).unwrap());
    grids_check(RoundGrid::new(10).unwrap());
    grids_check(HexGrid::new(HexShape::Rectangle { cols: 16, rows: 12 }).unwrap());
    grids_check(HexGrid::new(HexShape::Hexagon { radius: 8 }).unwrap());
    grids_check(TriangleGrid::new(TriangleShape::Rectangle { cols: 24, rows: 12 }).unwrap());
    grids_check(UpsilonGrid::new(14, 12).unwrap());
}

#[test]
fn a_round_grid_refuses_a_shape_without_its_centre() {
    let mut d = Drawing::new(RoundGrid::new(6).unwrap(), true);
    assert!(d.check().is_maze());
    d.set(0, false);
    let check = d.check();
    assert_eq!(check.problems, vec![ShapeProblem::RoundCentre]);
    assert!(check.why_not().unwrap().contains("centre"));
}

#[test]
fn too_few_cells_are_refused_and_four_are_enough() {
    let mut d = Drawing::new(SquareGrid::new(8, 8).unwrap(), false);
    d.paint(Stroke::Rectangle { from: Point::new(0.0, 0.0), to: Point::new(2.9, 0.9) }, true);
    assert_eq!(d.check().problems, vec![ShapeProblem::TooFew { cells: 3 }]);
    d.set(3, true);
    assert!(d.check().is_maze());
    assert!(Drawing::with_cells(SquareGrid::new(2, 2).unwrap(), vec![true; 3]).is_none());
}

#[test]
fn the_live_check_of_a_hard_board_takes_well_under_a_frame() {
    // Hard is 91x103 tiles: 45x51 cells. A ring-like shape with many parts.
    let grid = SquareGrid::new(45, 51).unwrap();
    let cells = (0..45 * 51).map(|c| (c % 45) % 7 != 3 || (c / 45) % 9 == 0).collect();
    let d = Drawing::with_cells(grid, cells).unwrap();
    let start = std::time::Instant::now();
    for _ in 0..20 {
        assert!(d.check().cells > 1000);
    }
    let each = start.elapsed() / 20;
    // A frame is 16 ms; even an unoptimised test build checks in far less.
    assert!(each.as_millis() < 8, "{each:?} a check");
}
