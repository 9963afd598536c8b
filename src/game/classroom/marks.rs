//! The solvers' own working memory on the board, over what `mark_lesson`
//! draws (the tiles visited, the memory light to dark, the tile it stands
//! on): tiles that lead nowhere greyed (backed out of, filled), Trémaux's
//! marks as one or two bars across each passage, a wall follower's paw on the
//! wall at its hand and its nose the way it faces, and a gold frame round the
//! open tile A* takes next.

use bevy::prelude::*;

use super::{LESSON_Z, LessonMark};
use crate::game::model::{TILE_SIZE, tile_center};
use crate::lesson::{Lesson, LessonState, Subject, towards_hand};
use crate::maze::solve::Solver;
use crate::maze::{Dir, Maze, Pos};

/// Grey over a tile known to lead nowhere.
pub(super) const DEAD: Color = Color::srgba(0.30, 0.30, 0.32, 0.8);
/// Trémaux's bars: amber for one mark, brick red for two.
pub(super) const MARKS: [Color; 2] = [Color::srgb(0.96, 0.70, 0.10), Color::srgb(0.70, 0.16, 0.10)];
/// The frame round A*'s next tile.
const NEXT: Color = Color::srgb(1.0, 0.84, 0.0);

/// A unit step on the screen in direction `d` (rows grow downwards on the board, upwards on the screen).
fn screen(d: Dir) -> Vec2 {
    let (dx, dy) = d.delta();
    Vec2::new(dx as f32, -dy as f32)
}

/// Spawns the marks of `state` in `lesson` on `maze`.
pub(super) fn draw(commands: &mut Commands, maze: &Maze, lesson: &Lesson, state: &LessonState) {
    let mut put = |at: Vec2, size: Vec2, colour: Color, dz: f32| {
        commands.spawn((
            Name::new("Lesson mark"),
            LessonMark,
            Sprite::from_color(colour, size),
            Transform::from_translation(at.extend(LESSON_Z + dz)),
        ));
    };
    for &p in &state.dead {
        put(tile_center(maze, p), Vec2::splat(TILE_SIZE * 0.9), DEAD, 0.005);
    }
    for (&(a, b), &n) in &state.marks {
        let Some(d) = Dir::between(a, b) else { continue };
        let middle = (tile_center(maze, a) + tile_center(maze, b)) / 2.0;
        let along = screen(d).abs();
        // Bars across the passage: thin along it, long across it.
        let size = (along * 0.08 + (Vec2::ONE - along) * 0.45) * TILE_SIZE;
        let colour = MARKS[usize::from(n.clamp(1, 2) - 1)];
        let spread = if n >= 2 { [-0.09, 0.09] } else { [0.0, 0.0] };
        for s in &spread[..usize::from(n.clamp(1, 2))] {
            put(middle + along * s * TILE_SIZE, size, colour, 0.03);
        }
    }
    if let (Subject::Searching(solver @ (Solver::WallFollowerLeft | Solver::WallFollowerRight)), Some(p), Some(f)) =
        (lesson.subject, state.at, state.facing)
    {
        let centre = tile_center(maze, p);
        let hand = towards_hand(solver == Solver::WallFollowerLeft, f);
        put(centre + screen(f) * 0.28 * TILE_SIZE, Vec2::splat(TILE_SIZE * 0.16), Color::WHITE, 0.03);
        put(centre + screen(hand) * 0.36 * TILE_SIZE, Vec2::splat(TILE_SIZE * 0.22), Color::BLACK, 0.03);
    }
    if let Some(next) = next_for_astar(state) {
        put(tile_center(maze, next), Vec2::splat(TILE_SIZE), NEXT, 0.008);
    }
}

/// The open tile A* takes next: the smallest `f`, ties to the smaller `h`,
/// then the first in reading order (none without scores).
pub fn next_for_astar(state: &LessonState) -> Option<Pos> {
    state
        .memory
        .iter()
        .filter_map(|&p| state.open_score(p).map(|(g, h)| ((g + h, h, p.y, p.x), p)))
        .min()
        .map(|(_, p)| p)
}
