//! What lies near a cell on the board: the tiles or cells within a radius
//! of it (fog, peeks), and the panda's arrow nearest a screen angle.

use bevy::prelude::*;

use super::grid::{GRID_STEP_WORLD, GridGame};
use crate::maze::{Dir, Maze, Pos};

/// The arrow nearest a screen angle (degrees): the panda's sprite for a step that way.
pub fn nearest_dir(degrees: f64) -> Dir {
    let d = degrees.rem_euclid(360.0);
    match ((d + 45.0) / 90.0) as u32 % 4 {
        0 => Dir::Right,
        1 => Dir::Up,
        2 => Dir::Left,
        _ => Dir::Down,
    }
}

/// The tiles of `maze` within `radius` tiles of `at`, row by row.
pub fn tiles_within(maze: &Maze, at: Pos, radius: f32) -> impl Iterator<Item = Pos> + '_ {
    let r = radius.floor() as usize;
    let (x0, y0) = (at.x.saturating_sub(r), at.y.saturating_sub(r));
    let (x1, y1) = ((at.x + r).min(maze.width() - 1), (at.y + r).min(maze.height() - 1));
    let near = move |p: Pos| {
        let (dx, dy) = (p.x as f32 - at.x as f32, p.y as f32 - at.y as f32);
        dx * dx + dy * dy <= radius * radius
    };
    (y0..=y1).flat_map(move |y| (x0..=x1).map(move |x| Pos::new(x, y))).filter(move |&p| near(p))
}

/// The cells of a grid maze whose centres lie within `radius` tiles (half
/// steps) of `at`'s, in order.
pub fn grid_cells_within(game: &GridGame, at: u32, radius: f32) -> Vec<u32> {
    centres_within(&(0..game.cell_count() as u32).map(|c| game.centre(c)).collect::<Vec<_>>(), at, radius)
}

/// [`grid_cells_within`] over the cells' centres found before.
pub(super) fn centres_within(centres: &[Vec2], at: u32, radius: f32) -> Vec<u32> {
    let reach = radius * GRID_STEP_WORLD / 2.0;
    let from = centres[at as usize];
    (0..centres.len() as u32).filter(|&c| centres[c as usize].distance(from) <= reach).collect()
}
