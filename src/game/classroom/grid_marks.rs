//! The algorithm view on a round, hex or triangle board: its lessons (the
//! maze built again with its passages recorded, or a solver's traced
//! search), and their marks drawn as one see-through mesh over the cells:
//! rock over the cells not carved yet, a tint over those searched, grey over
//! those that lead nowhere, the memory light to dark, a white dot where
//! the algorithm stands, a wall follower's nose and the paw at its hand,
//! and Trémaux's bars across the passages it marked.

use bevy::prelude::*;

use super::{LESSON_Z, LessonView, SEARCHED, memory_colour};
use crate::game::board::grid::{GridBoard, GridGame};
use crate::game::board::grid_draw::{MeshBuilder, cell_outline, overlay_material, redraw_due};
use crate::game::command::MapScoped;
use crate::game::settings::Palette;
use crate::lesson::{Lesson, LessonState, Subject};
use crate::maze::solve::Solver;
use crate::maze::solve::grids::search;
use crate::on_grid_maze;

/// The largest grid a lesson is recorded and marked for, in cells (every
/// difficulty's boards are under it).
pub const MAX_GRID_LESSON_CELLS: usize = 12_000;

/// The lesson of the grid maze being built again by its own generator, or
/// `None` when the board is too large for one.
pub fn grid_building_lesson(game: &GridGame) -> Option<Lesson<u32>> {
    // A maze drawn or edited by hand was not built by its generator alone.
    if game.cell_count() > MAX_GRID_LESSON_CELLS || game.share_code.is_some() {
        return None;
    }
    let mut passages = Vec::new();
    game.spec.generate_recorded(&mut passages).ok()?;
    Some(Lesson::of_grid_building(game.spec.algorithm, &passages))
}

/// The lesson of `solver` searching the grid maze from its entrance to its
/// exit, or `None` when the board is too large for one.
pub fn grid_searching_lesson(game: &GridGame, solver: Solver) -> Option<Lesson<u32>> {
    if game.cell_count() > MAX_GRID_LESSON_CELLS {
        return None;
    }
    let ends = (game.entrance(), game.exit());
    let traced =
        on_grid_maze!(&*game.maze, m => Lesson::of_grid_search(m, solver, ends, &search(m, solver, ends.0, ends.1)));
    Some(traced.lesson)
}

/// The drawn marks of a grid lesson.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
#[require(MapScoped)]
pub struct GridLessonMark;

/// Redraws the grid lesson's marks when it moves (only where a renderer
/// runs); while it plays on a big board, not every frame ([`redraw_due`]).
pub(super) fn mark_grid_lesson(
    mut commands: Commands,
    (view, time): (Res<LessonView<u32>>, Res<Time>),
    board: Res<GridBoard>,
    palette: Res<Palette>,
    marks: Query<Entity, With<GridLessonMark>>,
    assets: Option<(ResMut<Assets<Mesh>>, ResMut<Assets<ColorMaterial>>)>,
    (mut drawn_at, mut owed): (Local<f32>, Local<bool>),
) {
    // A change not drawn yet waits for its turn.
    *owed |= view.is_changed();
    if !*owed {
        return;
    }
    let cells = board.game().map_or(0, GridGame::cell_count);
    let now = time.elapsed_secs();
    if view.playing && !view.is_done() && !redraw_due(cells, *drawn_at, now) {
        return;
    }
    (*drawn_at, *owed) = (now, false);
    for entity in &marks {
        commands.entity(entity).despawn();
    }
    let (Some(lesson), Some(game), Some((mut meshes, mut materials))) = (&view.lesson, board.game(), assets) else {
        return;
    };
    let mesh = marks_mesh(game, lesson, &view.state, view.is_done(), &palette);
    if mesh.vertex_count() == 0 {
        return;
    }
    commands.spawn((
        Name::new("Grid lesson marks"),
        GridLessonMark,
        Mesh2d(meshes.add(mesh.build())),
        MeshMaterial2d(materials.add(overlay_material())),
        Transform::from_xyz(0.0, 0.0, LESSON_Z),
    ));
}

/// The marks of `lesson` at `state` over `game`'s cells (`done`: every step taken), as one mesh.
fn marks_mesh(
    game: &GridGame,
    lesson: &Lesson<u32>,
    state: &LessonState<u32>,
    done: bool,
    palette: &Palette,
) -> MeshBuilder {
    let mut mesh = MeshBuilder::default();
    let mut put = |c: u32, colour: Color, scale: f32| {
        let centre = game.centre(c);
        let outline: Vec<Vec2> = cell_outline(game, c).into_iter().map(|p| centre + (p - centre) * scale).collect();
        mesh.fan(centre, &outline, colour);
    };
    match lesson.subject {
        Subject::Building(_) if !done => {
            (0..game.cell_count() as u32).filter(|c| !state.seen.contains(c)).for_each(|c| put(c, palette.wall, 1.0));
        }
        Subject::Building(_) => {}
        Subject::Searching(_) => state.seen.iter().for_each(|&c| put(c, SEARCHED, 0.9)),
    }
    state.dead.iter().for_each(|&c| put(c, super::marks::DEAD, 0.9));
    for (k, &c) in state.memory.iter().enumerate() {
        put(c, memory_colour(k, state.memory.len()), 0.6);
    }
    if let Some(c) = state.at {
        put(c, Color::WHITE, 0.3);
    }
    // A wall follower's nose the way it faces (from the cell it came from)
    // and its paw on the wall at its hand, as on the square board.
    if let (Subject::Searching(solver @ (Solver::WallFollowerLeft | Solver::WallFollowerRight)), Some(at), Some(from)) =
        (lesson.subject, state.at, state.came_from)
    {
        let (centre, step) = (game.centre(at), game.centre(from).distance(game.centre(at)));
        let facing = (centre - game.centre(from)).normalize_or_zero();
        let hand = if solver == Solver::WallFollowerLeft { facing.perp() } else { -facing.perp() };
        mesh.dot(centre + facing * 0.28 * step, 0.08 * step, Color::WHITE);
        mesh.dot(centre + hand * 0.36 * step, 0.11 * step, Color::BLACK);
    }
    // Trémaux's marks: a bar (amber) or two (brick red) across each passage walked.
    for (&(a, b), &n) in &state.marks {
        let (from, to) = (game.centre(a), game.centre(b));
        let (middle, step) = ((from + to) / 2.0, from.distance(to));
        let (along, across) = ((to - from).normalize_or_zero(), (to - from).normalize_or_zero().perp());
        let count = usize::from(n.clamp(1, 2));
        let spread: &[f32] = if count == 2 { &[-0.09, 0.09] } else { &[0.0] };
        for s in spread {
            let at = middle + along * s * step;
            mesh.line(
                at - across * 0.22 * step,
                at + across * 0.22 * step,
                0.08 * step,
                super::marks::MARKS[count - 1],
            );
        }
    }
    mesh
}

#[cfg(test)]
#[path = "grid_marks_tests.rs"]
mod tests;
