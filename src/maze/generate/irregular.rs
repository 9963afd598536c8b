//! The spec's irregular map: start all floor, scatter wall points until the
//! wanted share of the board is wall, then clear random monotone walks from
//! the entrance through ten waypoints (group A), ten more (group B) to the
//! exit, plus one walk from a random point of A to a random point of B. A way
//! out always exists (the walks connect it) and there are usually several.
//!
//! Unlike the other generators this does not make a perfect maze: it has
//! loops, open areas and walls that are not aligned to cells.

use rand::{Rng, RngExt};

use crate::maze::grid::{Maze, Pos, Tile};
use crate::maze::recorder::Recorder;

/// Waypoints in each of the two groups.
pub const WAYPOINTS_PER_GROUP: usize = 10;

/// Builds an irregular map into `maze` with `density_percent` of the inner
/// tiles walled before the walks are cleared.
pub fn irregular<R: Rng + ?Sized, Rec: Recorder + ?Sized>(
    maze: &mut Maze,
    density_percent: u8,
    rng: &mut R,
    rec: &mut Rec,
) {
    let (w, h) = (maze.width(), maze.height());
    // Scatter: selection sampling (Knuth's algorithm S) walks the inner tiles
    // in order and walls each with probability (walls still wanted) / (tiles
    // left), which picks exactly the wanted number of distinct tiles, every
    // such set equally likely: the same as dropping random points until that
    // share is covered, in one pass over the board with no random memory access.
    let inner = (w - 2) * (h - 2);
    let mut wanted = inner * usize::from(density_percent.min(100)) / 100;
    // As recorded, the board first becomes all floor, then the walls go up.
    for y in 1..h - 1 {
        for x in 1..w - 1 {
            rec.record_index(y * w + x, w, Tile::Floor);
        }
    }
    let mut left = inner;
    let tiles = maze.tiles_mut();
    for y in 1..h - 1 {
        let row = &mut tiles[y * w + 1..y * w + w - 1];
        for (x, tile) in (1..).zip(row) {
            debug_assert_eq!(*tile, Tile::Wall, "irregular carves a walled board");
            if wanted > 0 && rng.random_range(0..left) < wanted {
                wanted -= 1;
                rec.record_index(y * w + x, w, Tile::Wall);
            } else {
                *tile = Tile::Floor;
            }
            left -= 1;
        }
    }
    let mut set = |maze: &mut Maze, p: Pos, t: Tile| {
        if maze.tile(p) != t {
            maze.set(p, t);
            rec.record(p, t);
        }
    };
    let mut point = || Pos::new(rng.random_range(1..w - 1), rng.random_range(1..h - 1));
    let group_a: Vec<Pos> = (0..WAYPOINTS_PER_GROUP).map(|_| point()).collect();
    let group_b: Vec<Pos> = (0..WAYPOINTS_PER_GROUP).map(|_| point()).collect();
    let mut route = vec![maze.entrance];
    route.extend(&group_a);
    route.extend(&group_b);
    route.push(maze.exit);
    for leg in route.windows(2) {
        clear_walk(maze, leg[0], leg[1], rng, &mut set);
    }
    let (a, b) = (group_a[rng.random_range(0..group_a.len())], group_b[rng.random_range(0..group_b.len())]);
    clear_walk(maze, a, b, rng, &mut set);
}

/// Clears tiles from `from` to `to`, each step one tile along x or y (chosen at
/// random among those that bring it closer).
fn clear_walk<R: Rng + ?Sized>(
    maze: &mut Maze,
    from: Pos,
    to: Pos,
    rng: &mut R,
    set: &mut impl FnMut(&mut Maze, Pos, Tile),
) {
    let mut p = from;
    set(maze, p, Tile::Floor);
    while p != to {
        let step_x = p.x != to.x && (p.y == to.y || rng.random_bool(0.5));
        if step_x {
            p.x = if to.x > p.x { p.x + 1 } else { p.x - 1 };
        } else {
            p.y = if to.y > p.y { p.y + 1 } else { p.y - 1 };
        }
        set(maze, p, Tile::Floor);
    }
}
