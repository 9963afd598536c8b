//! Recursive division: start from one open room and split it with a wall that
//! has a single gap, then split each half the same way until every chamber is
//! one cell wide. Long straight walls, a boxy look. Written with an explicit
//! stack of chambers.

use rand::{Rng, RngExt};

use super::Recorder;
use super::cells::Cells;
use crate::maze::grid::{Maze, Pos, Tile};

/// Carves (or rather builds) a maze by recursive division.
pub fn recursive_division<R: Rng + ?Sized, Rec: Recorder + ?Sized>(maze: &mut Maze, rng: &mut R, rec: &mut Rec) {
    let (w, h) = (maze.width(), maze.height());
    let mut g = Cells::new(maze, rec);
    for y in 1..h - 1 {
        for x in 1..w - 1 {
            g.set_tile(Pos::new(x, y), Tile::Floor);
        }
    }
    // Chambers as ([first column, first row], [columns, rows]), in cells.
    let mut chambers = vec![([0, 0], [g.cols, g.rows])];
    while let Some((origin, size)) = chambers.pop() {
        let [cw, ch] = size;
        if cw <= 1 && ch <= 1 {
            continue;
        }
        let horizontal = match (cw, ch) {
            (1, _) => true,
            (_, 1) => false,
            _ if ch > cw => true,
            _ if cw > ch => false,
            _ => rng.random_bool(0.5),
        };
        // The wall runs along one axis and cuts the chamber across the other:
        // after cell k across, with a gap at one cell along.
        let (along, across) = if horizontal { (0, 1) } else { (1, 0) };
        let k = rng.random_range(0..size[across] - 1);
        let gap = origin[along] + rng.random_range(0..size[along]);
        let mut tile = [0; 2];
        tile[across] = 2 * (origin[across] + k) + 2;
        for t in 2 * origin[along] + 1..2 * (origin[along] + size[along]) {
            if t != 2 * gap + 1 {
                tile[along] = t;
                g.set_tile(Pos::new(tile[0], tile[1]), Tile::Wall);
            }
        }
        let (mut first, mut second_origin, mut second) = (size, origin, size);
        first[across] = k + 1;
        second_origin[across] += k + 1;
        second[across] -= k + 1;
        chambers.push((origin, first));
        chambers.push((second_origin, second));
    }
}
