//! Tests of the weave and floors worksheets' marks.

use super::*;
use crate::maze::generate::GridShape;
use crate::maze::weave::WeaveGrid;
use crate::sheet::grids::{grid_pages, printed_step};
use crate::sheet::{Paper, SheetOptions};

fn options(per_page: usize) -> SheetOptions {
    SheetOptions { paper: Paper::A4, per_page, solutions: true, chinese: false }
}

/// The red strokes of a page, as (width, path).
fn red(marks: &[Mark]) -> Vec<(f32, &[PathOp])> {
    marks
        .iter()
        .filter_map(|m| match m {
            Mark::Stroke { colour: Rgb::ROUTE, width, path } => Some((*width, &path[..])),
            _ => None,
        })
        .collect()
}

#[test]
fn a_weave_answer_key_dashes_the_route_only_where_it_goes_under() {
    for grid in [WeaveGrid::Square { cols: 12, rows: 12 }, WeaveGrid::Shape(GridShape::Round { rings: 8 })] {
        let mazes = weave_mazes_like(&WeaveSpec::new(grid, 100, 3), 4).unwrap();
        let pages = grid_pages(&mazes, &options(2));
        assert_eq!(pages.len(), 4);
        for (n, page) in pages.iter().enumerate() {
            let texts: Vec<&str> = page.texts().collect();
            let on_page = &mazes[2 * (n % 2)..2 * (n % 2) + 2];
            assert!(on_page.iter().all(|m| texts.contains(&m.code.as_str())), "page {n}: {texts:?}");
            let red = red(&page.marks);
            if n < 2 {
                assert!(red.is_empty(), "page {n}: a puzzle page has no route");
                continue;
            }
            // Each maze: one solid stroke, and one thin dashed one when its route goes under.
            let unders = on_page.iter().filter(|m| m.route.iter().any(|s| s.under)).count();
            assert!(unders > 0, "{grid}: a 100 % weave's route goes under somewhere");
            assert_eq!(red.len(), 2 + unders, "page {n}");
            let widest = red.iter().map(|r| r.0).fold(0.0, f32::max);
            let (thick, thin): (Vec<&(f32, &[PathOp])>, Vec<_>) = red.iter().partition(|(w, _)| *w > widest * 0.6);
            assert_eq!((thick.len(), thin.len()), (2, unders), "page {n}");
        }
        for m in &mazes {
            let under = m.route.iter().filter(|s| s.under).count();
            let marks = m.marks(true, pt(0.0, 0.0), 10.0);
            let red = red(&marks);
            // Under stretches first, beneath the walls (the first mark); the solid route after them.
            let dashes = if under > 0 { red[0].1.len() / 2 } else { 0 };
            assert!(dashes >= 2 * under, "{}: {dashes} dashes for {under} places under", m.code);
            let walls = marks.iter().position(|mk| matches!(mk, Mark::Stroke { colour: Rgb::BLACK, .. })).unwrap();
            assert_eq!(walls, usize::from(under > 0), "{}: the walls are drawn over the under stretches", m.code);
            on_weave_maze!(&m.maze, w => {
                assert_eq!(m.route.first().map(|s| s.cell), Some(w.flat.entrance));
                assert_eq!(m.route.last().map(|s| s.cell), Some(w.flat.exit));
            });
        }
        assert!(printed_step(&mazes, &options(2)) > 10.0);
    }
}

#[test]
fn a_floors_answer_key_rings_and_numbers_each_stair_it_takes() {
    for stairs in [crate::maze::floors::Stairs::Tower, crate::maze::floors::Stairs::Stacked] {
        let first = FloorSpec::new(WeaveGrid::Shape(GridShape::Round { rings: 5 }), 3, 7).with_stairs(stairs);
        let mazes = floors_mazes_like(&first, 2).unwrap();
        let pages = grid_pages(&mazes, &options(2));
        assert_eq!(pages.len(), 2);
        let names = |n: usize| pages[n].texts().filter(|t| t.starts_with("floor ")).count();
        assert_eq!((names(0), names(1)), (6, 6), "three floors named above each maze");
        assert!(red(&pages[0].marks).is_empty());
        for m in &mazes {
            on_floors_maze!(&m.maze, g => {
                assert!(g.is_walk(&m.route) && m.route[0] == g.entrance && m.route.last() == Some(&g.exit));
                let climbs = m.route.windows(2).filter(|w| g.grid.floor_of(w[0]) != g.grid.floor_of(w[1])).count();
                assert!(climbs >= 2, "{}: three floors, two climbs at least", m.code);
                let marks = m.marks(true, pt(0.0, 0.0), 10.0);
                let red = red(&marks);
                let rings = red[1].1.iter().filter(|op| matches!(op, PathOp::Close)).count();
                assert_eq!(rings, 2 * climbs, "{}: both ends of each stair taken", m.code);
                let moves = red[0].1.iter().filter(|op| matches!(op, PathOp::Move(_))).count();
                assert_eq!(moves, climbs + 1, "{}: the route starts again on each floor", m.code);
                let numbers: Vec<String> = marks
                    .iter()
                    .filter_map(|mk| match mk {
                        Mark::Text { text, face: Face::SansBold, .. } => Some(text.clone()),
                        _ => None,
                    })
                    .collect();
                let want: Vec<String> = (1..=climbs).flat_map(|k| [k.to_string(), k.to_string()]).collect();
                assert_eq!(numbers, want, "{}", m.code);
                assert!(red_free(&m.marks(false, pt(0.0, 0.0), 10.0)), "no route without answers");
            });
        }
    }
}

fn red_free(marks: &[Mark]) -> bool {
    red(marks).is_empty()
}

#[test]
fn weave_and_floors_sheets_put_every_mazes_exits_where_asked() {
    use crate::maze::solve::grids::GridExits;
    let grid = WeaveGrid::Square { cols: 10, rows: 10 };
    let weave = weave_mazes_like(&WeaveSpec::new(grid, 50, 3).with_exits(GridExits::Hardest), 3).unwrap();
    let floors = floors_mazes_like(&FloorSpec::new(grid, 3, 3).with_exits(GridExits::Hardest), 3).unwrap();
    let mut moved = 0;
    for m in &weave {
        assert!(m.code.contains("-xhardest-"), "{}", m.code);
        let again = WeaveSpec::from_code(&m.code).unwrap().generate().unwrap();
        let ends = |maze: &crate::maze::weave::WeaveMazeAny| on_weave_maze!(maze, w => (w.flat.entrance, w.flat.exit));
        assert_eq!(ends(&m.maze), ends(&again), "{}: the code brings the exits back", m.code);
        assert_eq!((m.route[0].cell, m.route.last().unwrap().cell), ends(&m.maze), "{}", m.code);
        moved += usize::from(ends(&m.maze) != (0, 99));
    }
    for m in &floors {
        assert!(m.code.contains("-xhardest-"), "{}", m.code);
        let again = FloorSpec::from_code(&m.code).unwrap().generate().unwrap();
        let ends = |maze: &crate::maze::floors::FloorsMazeAny| on_floors_maze!(maze, g => (g.entrance, g.exit));
        assert_eq!(ends(&m.maze), ends(&again), "{}", m.code);
        assert_eq!((m.route[0], *m.route.last().unwrap()), ends(&m.maze), "{}", m.code);
        moved += usize::from(ends(&m.maze) != (0, 299));
    }
    assert!(moved >= 5, "the hardest ends are mostly not the corners ({moved} of 6 moved)");
}
