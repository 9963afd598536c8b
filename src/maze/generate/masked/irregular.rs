//! The irregular map inside a mask.

use std::collections::VecDeque;

use rand::{Rng, RngExt};

use crate::maze::generate::kit::cells::pick;
use crate::maze::grid::{Maze, Pos, Tile};
use crate::maze::mask::Mask;
use crate::maze::recorder::Recorder;

/// The irregular map inside the mask: walls scattered over the tiles wholly
/// inside, then paths cleared (shortest through the inside, ignoring the
/// scattered walls) between random inside waypoints, each joined to the one
/// before, so that every waypoint is reachable from every other.
pub(super) fn irregular<R: Rng + ?Sized, Rec: Recorder + ?Sized>(
    maze: &mut Maze,
    mask: &Mask,
    density_percent: u8,
    rng: &mut R,
    rec: &mut Rec,
) {
    let (w, h) = (maze.width(), maze.height());
    let inner: Vec<usize> = (0..w * h).filter(|&i| mask.within(i % w, i / w)).collect();
    for &i in &inner {
        if rng.random_range(0..100u8) >= density_percent {
            maze.tiles_mut()[i] = Tile::Floor;
            rec.record_index(i, w, Tile::Floor);
        }
    }
    let waypoints: Vec<usize> =
        (0..2 * crate::maze::generate::irregular::WAYPOINTS_PER_GROUP + 2).map(|_| pick(rng, &inner)).collect();
    for leg in waypoints.windows(2) {
        clear_path(maze, mask, leg[0], leg[1], rec);
    }
    // Floor the paths do not reach is walled again: the whole floor is one place.
    let reach = crate::maze::distance::distances(maze, maze.pos_of(waypoints[0]));
    for (i, d) in reach.into_iter().enumerate() {
        if d == crate::maze::distance::UNREACHED && maze.tiles()[i] == Tile::Floor {
            maze.tiles_mut()[i] = Tile::Wall;
            rec.record_index(i, w, Tile::Wall);
        }
    }
}

/// Clears a shortest path of tiles wholly inside `mask` from tile `from` to tile `to`.
fn clear_path<Rec: Recorder + ?Sized>(maze: &mut Maze, mask: &Mask, from: usize, to: usize, rec: &mut Rec) {
    let w = maze.width();
    let mut came = vec![usize::MAX; maze.tiles().len()];
    came[from] = from;
    let mut queue = VecDeque::from([from]);
    while let Some(i) = queue.pop_front() {
        if i == to {
            break;
        }
        let p = maze.pos_of(i);
        for d in crate::maze::grid::Dir::ALL {
            if let Some(q) = maze.step(p, d)
                && mask.within(q.x, q.y)
            {
                let j = q.y * w + q.x;
                if came[j] == usize::MAX {
                    came[j] = i;
                    queue.push_back(j);
                }
            }
        }
    }
    let mut i = to;
    loop {
        if maze.tiles()[i] != Tile::Floor {
            maze.set(Pos::new(i % w, i / w), Tile::Floor);
            rec.record_index(i, w, Tile::Floor);
        }
        if i == from {
            break;
        }
        i = came[i];
    }
}
