//! Where the entrance and the exit go: the corners (as every maze has had
//! them), the two ends of the longest path, or two random cells on the
//! shape's border far enough apart.

use std::fmt;
use std::str::FromStr;

use rand::{Rng, RngExt};

use super::distance::{UNREACHED, distances, farthest, longest_path};
use super::grid::{Dir, Maze, Pos, Tile};

/// How the entrance and exit are placed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Exits {
    /// Where the generator puts them: the top-left and bottom-right cells
    /// (on a shaped maze, the floor cells nearest those corners).
    #[default]
    Corners,
    /// The two ends of the longest path (two breadth-first passes).
    Hardest,
    /// Two random cells on the border of the shape, at least half the
    /// longest path apart.
    Random,
}

impl Exits {
    /// Every choice, in menu order.
    pub const ALL: [Exits; 3] = [Exits::Corners, Exits::Hardest, Exits::Random];

    /// The name on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Exits::Corners => "corners",
            Exits::Hardest => "hardest",
            Exits::Random => "random",
        }
    }
}

impl fmt::Display for Exits {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Exits {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        Exits::ALL
            .into_iter()
            .find(|e| e.name().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| format!("unknown exits '{s}'; expected one of: corners, hardest, random"))
    }
}

/// Whether `p` is a floor cell (odd column and row).
fn floor_cell(maze: &Maze, p: Pos) -> bool {
    p.x % 2 == 1 && p.y % 2 == 1 && maze.is_floor(p)
}

/// The floor cells of `maze`.
fn floor_cells(maze: &Maze) -> impl Iterator<Item = Pos> + '_ {
    (0..maze.tiles().len()).map(|i| maze.pos_of(i)).filter(|&p| floor_cell(maze, p))
}

/// The floor cell nearest to `target` (straight line), the first in board order among equals.
pub fn nearest_floor_cell(maze: &Maze, target: Pos) -> Option<Pos> {
    let d = |p: Pos| (p.x.abs_diff(target.x)).pow(2) + (p.y.abs_diff(target.y)).pow(2);
    let mut best: Option<(usize, Pos)> = None;
    for y in (1..maze.height()).step_by(2) {
        for x in (1..maze.width()).step_by(2) {
            let p = Pos::new(x, y);
            if maze.is_floor(p) && best.is_none_or(|(b, _)| d(p) < b) {
                best = Some((d(p), p));
            }
        }
    }
    best.map(|(_, p)| p)
}

/// Whether floor cell `p` lies on the border of its shape: the next cell
/// some way is off the board or outside the mask.
/// Whether the floor has a loop: more joins between neighbouring floor
/// tiles than a forest of them could have.
fn has_loops(maze: &Maze) -> bool {
    let (t, w) = (maze.tiles(), maze.width());
    let floor = |i: usize| t[i] == Tile::Floor;
    let tiles = (0..t.len()).filter(|&i| floor(i)).count();
    let joins = (0..t.len())
        .filter(|&i| floor(i))
        .map(|i| usize::from(i % w + 1 < w && floor(i + 1)) + usize::from(i + w < t.len() && floor(i + w)))
        .sum::<usize>();
    joins >= tiles
}

fn on_border(maze: &Maze, p: Pos) -> bool {
    Dir::ALL.into_iter().any(|d| {
        let beyond = maze.step(p, d).and_then(|q| maze.step(q, d));
        beyond.is_none_or(|q| maze.tile(q) == Tile::Outside)
    })
}

/// Moves `maze`'s entrance and exit as `exits` says. [`Exits::Corners`]
/// keeps the generator's ends where they are floor, else takes the floor
/// cells nearest the top-left and bottom-right corners; only
/// [`Exits::Random`] draws from `rng`.
pub fn place<R: Rng + ?Sized>(maze: &mut Maze, exits: Exits, rng: &mut R) {
    match exits {
        Exits::Corners => {
            // The generator's corner cells where they are floor (the nearest
            // floor cell to a corner is that corner's cell when it is floor).
            let far = Pos::new(maze.width() - 1, maze.height() - 1);
            if !maze.is_floor(maze.entrance)
                && let Some(a) = nearest_floor_cell(maze, Pos::new(0, 0))
            {
                maze.entrance = a;
            }
            if !maze.is_floor(maze.exit)
                && let Some(b) = nearest_floor_cell(maze, far)
            {
                maze.exit = b;
            }
        }
        Exits::Hardest => {
            if let Some(path) = longest_path(maze) {
                (maze.entrance, maze.exit) = (path.from, path.to);
            }
        }
        Exits::Random => {
            let Some(path) = longest_path(maze) else { return };
            let from = distances(maze, path.from);
            let border: Vec<Pos> =
                floor_cells(maze).filter(|&p| from[maze.index(p)] != UNREACHED && on_border(maze, p)).collect();
            if border.is_empty() {
                return;
            }
            let a = border[rng.random_range(0..border.len())];
            let d = distances(maze, a);
            // At least half the longest path, rounded up. On a perfect maze the
            // two passes find it exactly; with loops they may fall short of
            // it, but no path between cells is longer than twice any cell's
            // farthest cell, so each searched cell bounds half of it from above.
            let half = if has_loops(maze) {
                path.steps.min(farthest(maze, &d).map_or(0, |(_, far)| far))
            } else {
                path.steps.div_ceil(2)
            };
            let far: Vec<Pos> = border.iter().copied().filter(|&p| d[maze.index(p)] >= half).collect();
            let b = if far.is_empty() {
                farthest(maze, &d).map_or(a, |(p, _)| p)
            } else {
                far[rng.random_range(0..far.len())]
            };
            (maze.entrance, maze.exit) = (a, b);
        }
    }
}

#[cfg(test)]
#[path = "exits_tests.rs"]
mod small_board_tests;
