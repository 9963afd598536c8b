//! The cell grids' invariants: symmetric neighbours in angular order, sides that match them,
//! `locate` that finds every centre, and the round grid's splitting rule.

use std::f64::consts::TAU;

use super::*;

/// Every kind of grid at a small, a middle and a large size.
fn each_grid(mut check: impl FnMut(&dyn Fn() -> String, &dyn GridCheck)) {
    for rings in [1, 2, 5, 12, 40] {
        check(&|| format!("round {rings}"), &RoundGrid::new(rings).unwrap());
    }
    for (cols, rows) in [(1, 1), (2, 3), (7, 5), (30, 21)] {
        check(&|| format!("hex {cols}x{rows}"), &HexGrid::new(HexShape::Rectangle { cols, rows }).unwrap());
        check(&|| format!("tri {cols}x{rows}"), &TriangleGrid::new(TriangleShape::Rectangle { cols, rows }).unwrap());
        check(&|| format!("square {cols}x{rows}"), &SquareGrid::new(cols, rows).unwrap());
        check(&|| format!("upsilon {cols}x{rows}"), &UpsilonGrid::new(cols, rows).unwrap());
    }
    for n in [0, 1, 4, 15] {
        check(&|| format!("hexagon {n}"), &HexGrid::new(HexShape::Hexagon { radius: n }).unwrap());
        check(&|| format!("triangle {}", n + 1), &TriangleGrid::new(TriangleShape::Triangle { side: n + 1 }).unwrap());
    }
}

/// The checks, object-safe so one loop runs them on every grid type.
trait GridCheck {
    fn all(&self, name: &str);
}

impl<G: Grid> GridCheck for G {
    fn all(&self, name: &str) {
        let n = self.cell_count() as u32;
        let mut sides = Vec::new();
        let mut longest: f64 = 0.0;
        let most = (0..n).map(|c| self.neighbours(c).len()).max().unwrap_or(0);
        assert_eq!(self.cells().most_neighbours(), most, "{name}: the most neighbours");
        for c in 0..n {
            let nb = self.neighbours(c);
            for &m in nb {
                assert!(self.neighbours(m).contains(&c), "{name}: {c} -> {m} not symmetric");
                assert_ne!(m, c, "{name}: {c} its own neighbour");
                longest = longest.max(self.centre(c).distance(self.centre(m)));
            }
            let mut unique = nb.to_vec();
            unique.sort_unstable();
            unique.dedup();
            assert_eq!(unique.len(), nb.len(), "{name}: {c} lists a neighbour twice");
            let cells = self.cells();
            for (k, &m) in nb.iter().enumerate() {
                assert_eq!(cells.side(c, m), Some(k), "{name}: the side of {c} towards {m}");
                assert_eq!(cells.slot(c, m), Some(cells.first_slot(c) + k), "{name}: the slot of {c} towards {m}");
            }
            for m in [c, c.wrapping_sub(1), c + 1, c + 2, n - 1, n, u32::MAX].into_iter().filter(|m| !nb.contains(m)) {
                assert_eq!(cells.side(c, m), None, "{name}: {c} has no side towards {m}");
            }
            if nb.len() >= 3 {
                let a: Vec<f64> = nb.iter().map(|&m| self.centre(c).angle_to(self.centre(m))).collect();
                let turn: f64 = (0..a.len()).map(|i| (a[(i + 1) % a.len()] - a[i]).rem_euclid(TAU)).sum();
                assert!((turn - TAU).abs() < 1e-6, "{name}: cell {c}'s neighbours {nb:?} turn {turn}, not once round");
            }
            assert_eq!(self.locate(self.centre(c)), Some(c), "{name}: locate(centre({c}))");
            let table = cells.step_table();
            if table.class(c) != IRREGULAR {
                let steps = table.steps(table.class(c)).0;
                let from_steps: Vec<u32> = steps.iter().map(|&s| c.wrapping_add(s)).collect();
                assert_eq!(&from_steps[..nb.len()], nb, "{name}: cell {c}'s steps and neighbours disagree");
                assert!(steps[nb.len()..].iter().all(|&s| s == 0), "{name}: cell {c} steps past its neighbours");
                assert_eq!(table.steps(table.class(c)).sides(), nb.len(), "{name}: cell {c}'s class's sides");
            }
            sides.clear();
            self.sides(c, &mut sides);
            let across: Vec<u32> = sides.iter().filter_map(|s| s.neighbour).collect();
            let k = across.iter().position(|&m| Some(&m) == nb.first()).unwrap_or(0);
            let rotated: Vec<u32> = across[k..].iter().chain(&across[..k]).copied().collect();
            assert_eq!(rotated, nb, "{name}: cell {c}'s sides and neighbours disagree");
            let rim = sides.iter().any(|s| s.neighbour.is_none());
            assert_eq!(self.on_rim(c), rim, "{name}: whether cell {c} is on the rim");
            for w in sides.windows(2).chain(std::iter::once(&[sides[sides.len() - 1], sides[0]][..])) {
                let (end, start) = (w[0].wall.ends().1, w[1].wall.ends().0);
                assert!(end.distance(start) < 1e-9, "{name}: cell {c}'s outline is not closed");
            }
            for s in &sides {
                if let Some(m) = s.neighbour {
                    let (a, b) = s.wall.ends();
                    let other = self.wall_between(m, c).expect("the neighbour has the side too").ends();
                    let same = |p: Point, q: Point| p.distance(q) < 1e-9;
                    assert!(same(a, other.1) && same(b, other.0), "{name}: wall {c}|{m} differs from {m}|{c}");
                }
            }
        }
        assert!(
            (longest - self.max_step()).abs() < 1e-9 || n == 1,
            "{name}: max_step {} vs {longest}",
            self.max_step()
        );
        let (lo, hi) = self.bounds();
        assert_eq!(self.locate(Point::new(lo.x - 1.0, lo.y - 1.0)), None, "{name}: outside the box");
        assert_eq!(self.locate(Point::new(hi.x + 1.0, hi.y + 1.0)), None, "{name}: outside the box");
    }
}

#[test]
fn every_grid_keeps_its_invariants() {
    each_grid(|name, g| g.all(&name()));
}

#[test]
fn round_rings_follow_the_splitting_rule() {
    let g = RoundGrid::new(80).unwrap();
    assert_eq!(g.ring_len(0), 1);
    assert_eq!(g.ring_len(1), 6);
    let mut cells = 1;
    for r in 1..=80 {
        let prev = g.ring_len(r - 1);
        let ratio = ((TAU * r as f64 / prev as f64).round() as u32).max(1);
        assert_eq!(g.ring_len(r), prev * ratio, "ring {r}");
        // Roughly square: a cell between 0.6 and 1.6 units wide at mid-ring (its depth is 1).
        let width = TAU * (r as f64 + 0.5) / g.ring_len(r) as f64;
        assert!((0.6..1.6).contains(&width), "ring {r} cells {width} wide");
        assert_eq!(g.ring_start(r), cells);
        cells += g.ring_len(r);
    }
    assert_eq!(g.cell_count() as u32, cells);
    assert!(RoundGrid::new(0).is_none());
    assert!(RoundGrid::new(RoundGrid::MAX_RINGS).unwrap().cell_count() > 1_000_000);
}

#[test]
fn locate_finds_points_inside_cells_not_just_centres() {
    let hex = HexGrid::new(HexShape::Rectangle { cols: 9, rows: 7 }).unwrap();
    let tri = TriangleGrid::new(TriangleShape::Triangle { side: 6 }).unwrap();
    let round = RoundGrid::new(6).unwrap();
    fn near_corners<G: Grid>(g: &G) {
        for c in 0..g.cell_count() as u32 {
            let m = g.centre(c);
            for p in g.outline(c) {
                let q = Point::new(m.x + (p.x - m.x) * 0.9, m.y + (p.y - m.y) * 0.9);
                assert_eq!(g.locate(q), Some(c), "{}: a point near cell {c}'s corner", g.name());
            }
        }
    }
    near_corners(&hex);
    near_corners(&tri);
    near_corners(&round);
    near_corners(&SquareGrid::new(4, 3).unwrap());
    near_corners(&UpsilonGrid::new(5, 4).unwrap());
}

#[test]
fn shapes_have_the_cells_they_promise() {
    assert_eq!(HexGrid::new(HexShape::Hexagon { radius: 3 }).unwrap().cell_count(), 37);
    assert_eq!(HexGrid::new(HexShape::Rectangle { cols: 5, rows: 4 }).unwrap().cell_count(), 20);
    let tri = TriangleGrid::new(TriangleShape::Triangle { side: 4 }).unwrap();
    assert_eq!(tri.cell_count(), 16);
    assert!(tri.points_up(0), "the big triangle's apex points up");
    assert!(TriangleGrid::new(TriangleShape::Rectangle { cols: 0, rows: 3 }).is_none());
    assert!(HexGrid::new(HexShape::Rectangle { cols: 3000, rows: 3000 }).is_none());
    let inner = HexGrid::new(HexShape::Hexagon { radius: 2 }).unwrap();
    let middle = inner.locate(Point::new(inner.bounds().1.x / 2.0, inner.bounds().1.y / 2.0)).unwrap();
    assert_eq!(inner.axial(middle), (0, 0));
    assert_eq!(inner.neighbours(middle).len(), 6);
}

#[test]
fn square_cells_and_tiles_carry_the_same_maze() {
    let tiles = crate::maze::MazeSpec::new(21, 15, 4).generate().unwrap();
    let cells = SquareGrid::from_tiles(&tiles);
    assert_eq!(cells.passage_count(), cells.grid.cell_count() - 1);
    assert_eq!(SquareGrid::to_tiles(&cells), tiles);
}

#[test]
fn big_grids_step_by_a_few_classes() {
    let mask = crate::maze::mask::Mask::shape(crate::maze::mask::Shape::Heart, 200, 180).unwrap();
    let hex = HexGrid::new(HexShape::Rectangle { cols: 200, rows: 180 }).unwrap();
    let grids: [(&str, Box<dyn Fn() -> Cells>, usize); 5] = [
        ("round 150", Box::new(|| RoundGrid::new(150).unwrap().cells().clone()), 80),
        ("hex 200x180", Box::new(|| hex.cells().clone()), 16),
        ("hexagon 120", Box::new(|| HexGrid::new(HexShape::Hexagon { radius: 120 }).unwrap().cells().clone()), 800),
        (
            "triangle 300",
            Box::new(|| TriangleGrid::new(TriangleShape::Triangle { side: 300 }).unwrap().cells().clone()),
            1200,
        ),
        (
            "hex heart",
            Box::new(|| crate::maze::mask::grids::Masked::new(hex.clone(), &mask).unwrap().cells().clone()),
            2000,
        ),
    ];
    for (name, cells, most) in grids {
        let cells = cells();
        let table = cells.step_table();
        let n = cells.len() as u32;
        let irregular = (0..n).filter(|&c| table.class(c) == IRREGULAR).count();
        assert!(irregular * 20 < n as usize, "{name}: {irregular} of {n} cells read from the lists");
        assert!(table.class_count() <= most, "{name}: {} classes", table.class_count());
        for c in (0..n).filter(|&c| table.class(c) != IRREGULAR) {
            let steps = table.steps(table.class(c)).0;
            let nb = cells.of(c);
            assert!(nb.iter().zip(steps).all(|(&m, s)| c.wrapping_add(s) == m), "{name}: cell {c}");
        }
    }
}

#[test]
fn boards_built_row_by_row_list_the_same_neighbours_in_the_same_order_as_their_sides() {
    fn exact<G: Grid>(g: &G, name: &str) {
        let mut sides = Vec::new();
        for c in 0..g.cell_count() as u32 {
            sides.clear();
            g.sides(c, &mut sides);
            let across: Vec<u32> = sides.iter().filter_map(|s| s.neighbour).collect();
            assert_eq!(g.neighbours(c), &across[..], "{name}: cell {c}");
        }
    }
    for (cols, rows) in [(1, 1), (1, 6), (6, 1), (2, 2), (3, 4), (8, 7), (13, 10)] {
        exact(&HexGrid::new(HexShape::Rectangle { cols, rows }).unwrap(), &format!("hex {cols}x{rows}"));
        exact(&TriangleGrid::new(TriangleShape::Rectangle { cols, rows }).unwrap(), &format!("tri {cols}x{rows}"));
    }
    for rings in [1, 2, 3, 9, 30] {
        exact(&RoundGrid::new(rings).unwrap(), &format!("round {rings}"));
    }
}
