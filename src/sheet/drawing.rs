//! A maze drawn for paper: its walls as long straight strokes (crisp at any
//! zoom), walled cells shaded, the route of the answer key, and a small panda
//! at the entrance and a bamboo at the exit, all as vector marks.

use super::marks::{Mark, PathOp, Point, Rgb, circle, ellipse, polygon, polyline, pt, rect};
use crate::maze::items::{Items, KeyKind};
use crate::maze::{Maze, Pos, Tile};

/// Where a maze lies on a page: the top-left corner of its outer wall and
/// the side of one cell, in points.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MazeBox {
    /// The top-left corner of the outer wall.
    pub origin: Point,
    /// The side of one cell.
    pub cell: f32,
}

impl MazeBox {
    /// Where tile `p` lies: a cell's (odd coordinates) centre, a wall's
    /// middle, a corner post's (even coordinates) point.
    pub fn tile_point(&self, p: Pos) -> Point {
        let half = self.cell / 2.0;
        pt(self.origin.x + p.x as f32 * half, self.origin.y + p.y as f32 * half)
    }

    /// The line width of walls in a box of this cell size, in points.
    pub fn wall_width(&self) -> f32 {
        (self.cell * 0.08).clamp(0.6, 2.0)
    }
}

/// The walls of `maze` as strokes: each row and column of wall tiles between
/// cells becomes one straight segment per unbroken run.
pub fn walls(maze: &Maze, b: MazeBox) -> Vec<PathOp> {
    let mut path = Vec::new();
    // Horizontal walls lie on even rows at odd columns, vertical ones the other way round.
    for y in (0..maze.height()).step_by(2) {
        let runs = runs((1..maze.width()).step_by(2).map(|x| (x, maze.tile(Pos::new(x, y)) == Tile::Wall)));
        for (from, to) in runs {
            path.push(PathOp::Move(b.tile_point(Pos::new(from - 1, y))));
            path.push(PathOp::Line(b.tile_point(Pos::new(to + 1, y))));
        }
    }
    for x in (0..maze.width()).step_by(2) {
        let runs = runs((1..maze.height()).step_by(2).map(|y| (y, maze.tile(Pos::new(x, y)) == Tile::Wall)));
        for (from, to) in runs {
            path.push(PathOp::Move(b.tile_point(Pos::new(x, from - 1))));
            path.push(PathOp::Line(b.tile_point(Pos::new(x, to + 1))));
        }
    }
    path
}

/// The first and last index of each unbroken run of `true` in `flags`.
fn runs(flags: impl Iterator<Item = (usize, bool)>) -> Vec<(usize, usize)> {
    let mut found = Vec::new();
    let mut open: Option<(usize, usize)> = None;
    for (i, on) in flags {
        open = match (open, on) {
            (Some((from, _)), true) => Some((from, i)),
            (None, true) => Some((i, i)),
            (Some(run), false) => {
                found.push(run);
                None
            }
            (None, false) => None,
        };
    }
    found.extend(open);
    found
}

/// Cells that are solid wall (boards with holes), as shaded squares; cells
/// outside a shaped maze's mask are paper, like the page around it.
pub fn walled_cells(maze: &Maze, b: MazeBox) -> Vec<PathOp> {
    let mut path = Vec::new();
    for y in (1..maze.height()).step_by(2) {
        for x in (1..maze.width()).step_by(2) {
            if maze.tile(Pos::new(x, y)) == Tile::Wall {
                let c = b.tile_point(Pos::new(x, y));
                path.extend(rect(c.x - b.cell / 2.0, c.y - b.cell / 2.0, b.cell, b.cell));
            }
        }
    }
    path
}

/// Everything of one maze on a page: shaded walled cells, walls, the route
/// when given (an answer key), then the panda and the bamboo on top.
pub fn maze_marks(maze: &Maze, route: Option<&[Pos]>, b: MazeBox) -> Vec<Mark> {
    let mut marks = Vec::new();
    let holes = walled_cells(maze, b);
    if !holes.is_empty() {
        marks.push(Mark::Fill { colour: Rgb::GREY, path: holes });
    }
    marks.push(Mark::Stroke { colour: Rgb::BLACK, width: b.wall_width(), path: walls(maze, b) });
    if let Some(route) = route.filter(|r| r.len() > 1) {
        let path = polyline(route.iter().map(|&p| b.tile_point(p)));
        marks.push(Mark::Stroke { colour: Rgb::ROUTE, width: b.cell * 0.22, path });
    }
    let marker = b.cell * 0.86;
    marks.extend(bamboo(b.tile_point(maze.exit), marker));
    marks.extend(panda(b.tile_point(maze.entrance), marker));
    marks
}

/// The items on paper, as the game and the pictures draw them: a bamboo
/// at each shoot, each key as its kind's shape in its colour, each door as a
/// dark bar across the passage with the kind's shape in white on its colour.
pub fn item_marks(items: &Items, b: MazeBox) -> Vec<Mark> {
    items_at(items, |p| b.tile_point(p), b.cell, b.wall_width())
}

/// [`item_marks`] on any board: each item at the point `at` gives for its
/// place, `cell` points across a cell, outlined `wall` points wide.
pub fn items_at<P: Copy>(items: &Items<P>, at: impl Fn(P) -> Point, cell: f32, wall: f32) -> Vec<Mark> {
    let mut marks = Vec::new();
    let shape = |kind: KeyKind, c: Point, r: f32| {
        polygon(&kind.shape_outline(r, 24).into_iter().map(|(x, y)| pt(c.x + x, c.y + y)).collect::<Vec<_>>())
    };
    let colour = |[r, g, b]: [u8; 3]| Rgb(f32::from(r) / 255.0, f32::from(g) / 255.0, f32::from(b) / 255.0);
    for &p in &items.bamboo {
        marks.extend(bamboo(at(p), cell * 0.7));
    }
    for (&p, kind) in items.keys.iter().zip(KeyKind::ALL) {
        let c = at(p);
        marks.push(Mark::Fill { colour: colour(kind.rgb()), path: shape(kind, c, cell * 0.3) });
        marks.push(Mark::Stroke { colour: Rgb::BLACK, width: wall * 0.6, path: shape(kind, c, cell * 0.3) });
    }
    for (&p, kind) in items.doors.iter().zip(KeyKind::ALL) {
        let c = at(p);
        let half = cell * 0.42;
        let panel = rect(c.x - half, c.y - half, 2.0 * half, 2.0 * half);
        marks.push(Mark::Fill { colour: colour(kind.rgb()), path: panel.clone() });
        marks.push(Mark::Stroke { colour: Rgb::BLACK, width: wall, path: panel });
        marks.push(Mark::Fill { colour: Rgb::WHITE, path: shape(kind, c, cell * 0.22) });
    }
    marks
}

/// A panda's face `d` points across, centred on `c`: ears, a white face with
/// an outline, eye patches, eyes and a nose.
pub fn panda(c: Point, d: f32) -> Vec<Mark> {
    let at = |dx: f32, dy: f32| pt(c.x + dx * d, c.y + dy * d);
    let black = |path| Mark::Fill { colour: Rgb::BLACK, path };
    let white = |path| Mark::Fill { colour: Rgb::WHITE, path };
    let mut ears = circle(at(-0.32, -0.30), 0.15 * d);
    ears.extend(circle(at(0.32, -0.30), 0.15 * d));
    let mut patches = ellipse(at(-0.16, 0.0), 0.10 * d, 0.13 * d);
    patches.extend(ellipse(at(0.16, 0.0), 0.10 * d, 0.13 * d));
    let mut eyes = circle(at(-0.14, -0.02), 0.04 * d);
    eyes.extend(circle(at(0.14, -0.02), 0.04 * d));
    vec![
        black(ears),
        white(circle(c, 0.40 * d)),
        Mark::Stroke { colour: Rgb::BLACK, width: 0.05 * d, path: circle(c, 0.40 * d) },
        black(patches),
        white(eyes),
        black(ellipse(at(0.0, 0.17), 0.07 * d, 0.05 * d)),
    ]
}

/// A bamboo stalk `d` points tall, centred on `c`, with two nodes and two leaves.
pub fn bamboo(c: Point, d: f32) -> Vec<Mark> {
    let at = |dx: f32, dy: f32| pt(c.x + dx * d, c.y + dy * d);
    let stalk = rect(c.x - 0.09 * d, c.y - 0.45 * d, 0.18 * d, 0.90 * d);
    let mut nodes = rect(c.x - 0.11 * d, c.y - 0.17 * d, 0.22 * d, 0.05 * d);
    nodes.extend(rect(c.x - 0.11 * d, c.y + 0.15 * d, 0.22 * d, 0.05 * d));
    let mut leaves = polygon(&[at(0.06, -0.20), at(0.26, -0.38), at(0.46, -0.42), at(0.32, -0.24), at(0.08, -0.12)]);
    leaves.extend(polygon(&[at(-0.06, 0.08), at(-0.26, -0.08), at(-0.44, -0.10), at(-0.30, 0.06), at(-0.08, 0.15)]));
    vec![
        Mark::Fill { colour: Rgb::LEAF, path: leaves },
        Mark::Fill { colour: Rgb::BAMBOO, path: stalk },
        Mark::Fill { colour: Rgb(0.18, 0.42, 0.14), path: nodes },
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::maze::MazeSpec;

    fn segments(path: &[PathOp]) -> Vec<(Point, Point)> {
        path.chunks(2)
            .map(|pair| match pair {
                [PathOp::Move(a), PathOp::Line(b)] => (*a, *b),
                other => panic!("walls are move-line pairs: {other:?}"),
            })
            .collect()
    }

    /// Whether `p` lies on one of the horizontal or vertical `segs`.
    fn on_segment(segs: &[(Point, Point)], p: Point) -> bool {
        segs.iter().any(|(a, c)| {
            (a.x == c.x && p.x == a.x && a.y <= p.y && p.y <= c.y)
                || (a.y == c.y && p.y == a.y && a.x <= p.x && p.x <= c.x)
        })
    }

    #[test]
    fn runs_are_found_whole() {
        let flags = [true, true, false, true, false, false, true];
        assert_eq!(runs(flags.into_iter().enumerate()), vec![(0, 1), (3, 3), (6, 6)]);
    }

    #[test]
    fn walls_cover_exactly_the_wall_tiles_between_cells() {
        let maze = MazeSpec::new(9, 7, 3).generate().unwrap();
        let b = MazeBox { origin: pt(0.0, 0.0), cell: 2.0 };
        // Every wall tile between two cells lies on one segment; no open one does.
        let segs = segments(&walls(&maze, b));
        let on_a_segment = |p: Point| on_segment(&segs, p);
        for y in 0..maze.height() {
            for x in 0..maze.width() {
                if (x + y) % 2 == 1 {
                    let p = Pos::new(x, y);
                    assert_eq!(on_a_segment(b.tile_point(p)), !maze.is_floor(p), "tile {p:?}");
                }
            }
        }
        // The outer wall is one segment a side.
        assert!(segs.contains(&(pt(0.0, 0.0), pt(8.0, 0.0))));
        assert!(segs.contains(&(pt(0.0, 0.0), pt(0.0, 6.0))));
    }

    #[test]
    fn a_shaped_maze_draws_walls_only_round_its_shape() {
        let spec = MazeSpec::new(41, 41, 5).with_shape(crate::maze::mask::Shape::Heart);
        let maze = spec.generate().unwrap();
        let b = MazeBox { origin: pt(0.0, 0.0), cell: 2.0 };
        let segs = segments(&walls(&maze, b));
        let on_a_segment = |p: Point| on_segment(&segs, p);
        let mut outside = 0;
        for i in 0..maze.tiles().len() {
            let p = maze.pos_of(i);
            if (p.x + p.y) % 2 == 1 {
                outside += usize::from(maze.tile(p) == Tile::Outside);
                assert_eq!(on_a_segment(b.tile_point(p)), maze.tile(p) == Tile::Wall, "tile {p:?}");
            }
        }
        assert!(outside > 0, "the heart leaves tiles outside");
        // No cell outside the heart is shaded as a walled cell.
        let shaded = walled_cells(&maze, b).len();
        let walled = (0..maze.tiles().len())
            .map(|i| maze.pos_of(i))
            .filter(|p| p.x % 2 == 1 && p.y % 2 == 1 && maze.tile(*p) == Tile::Wall)
            .count();
        assert_eq!(shaded, walled * rect(0.0, 0.0, 1.0, 1.0).len());
    }

    #[test]
    fn tiles_map_to_cell_centres_and_wall_lines() {
        let b = MazeBox { origin: pt(10.0, 20.0), cell: 4.0 };
        assert_eq!(b.tile_point(Pos::new(1, 1)), pt(12.0, 22.0));
        assert_eq!(b.tile_point(Pos::new(2, 0)), pt(14.0, 20.0));
    }

    #[test]
    fn an_answer_draws_the_route_and_a_puzzle_does_not() {
        let maze = MazeSpec::new(7, 7, 1).generate().unwrap();
        let route = crate::maze::solve::shortest_route(&maze, maze.entrance, maze.exit).unwrap();
        let b = MazeBox { origin: pt(0.0, 0.0), cell: 10.0 };
        let red = |marks: &[Mark]| marks.iter().any(|m| matches!(m, Mark::Stroke { colour: Rgb::ROUTE, .. }));
        assert!(red(&maze_marks(&maze, Some(&route), b)));
        assert!(!red(&maze_marks(&maze, None, b)));
    }
}
