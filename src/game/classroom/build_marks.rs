//! The generators' memory on the board beyond a stack or a queue: the tint
//! each tile of one of Kruskal's or Eller's sets (or of one of recursive
//! division's chambers) shares, and, while recursive division builds, floor
//! over the walls it has not put up yet. Tints cycle through the
//! Okabe–Ito colours, which stay apart for colour-blind eyes; two sets far
//! apart may share one, two sets side by side rarely do.

use bevy::prelude::*;

use crate::lesson::{Cell, Lesson, LessonState, Subject};
use crate::maze::{Maze, Pos};

/// Okabe and Ito's colour-blind-safe colours (black left out: it reads as wall).
const OKABE_ITO: [(u8, u8, u8); 7] =
    [(230, 159, 0), (86, 180, 233), (0, 158, 115), (240, 228, 66), (0, 114, 178), (213, 94, 0), (204, 121, 167)];

/// The colour of tint number `n`, half see-through so the floor shows.
pub fn tint_colour(n: u32) -> Color {
    let (r, g, b) = OKABE_ITO[n as usize % OKABE_ITO.len()];
    Color::srgba_u8(r, g, b, 150)
}

/// Each tinted place of `state` with its colour.
pub fn tints<P: Cell>(state: &LessonState<P>) -> impl Iterator<Item = (P, Color)> + '_ {
    state.tints.iter().map(|(&p, &n)| (p, tint_colour(n)))
}

/// The walls of `maze` inside its border that `lesson`, a generator that
/// adds walls, has not put up yet at `state` (none once `done`).
pub fn unbuilt(lesson: &Lesson, state: &LessonState, maze: &Maze, done: bool) -> Vec<Pos> {
    if done || !matches!(lesson.subject, Subject::Building(a) if a.adds_walls()) {
        return Vec::new();
    }
    let (w, h) = (maze.width(), maze.height());
    (1..h - 1)
        .flat_map(|y| (1..w - 1).map(move |x| Pos::new(x, y)))
        .filter(|&p| !maze.is_floor(p) && !state.walls.contains(&p))
        .collect()
}
