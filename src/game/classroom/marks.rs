//! A lesson's marks on the board, drawn once for every grid as one
//! see-through mesh over its places (a square board's tiles, another
//! grid's cells): rock over what is not built yet (floor over the walls a
//! dividing generator has not put up), a tint over what a search visited,
//! each set's or chamber's tint, grey over places that lead nowhere, a gold
//! frame round the open place A* takes next, the working memory light to
//! dark, a white dot where the algorithm stands, Trémaux's bars across the
//! passages it marked, and a wall follower's nose the way it faces with its
//! paw on the wall at its hand.

use bevy::prelude::*;

use super::places::{Marked, Places};
use super::{LESSON_Z, LessonView, build_marks};
use crate::game::board::grid_draw::{MeshBuilder, overlay_material, redraw_due};
use crate::game::board::view::Boards;
use crate::game::command::MapScoped;
use crate::game::settings::Palette;
use crate::lesson::{Cell, Lesson, LessonState, Subject};
use crate::maze::solve::Solver;

/// The tint over a place a search has visited.
pub(super) const SEARCHED: Color = Color::srgba(0.0, 0.45, 0.70, 0.35);
/// Grey over a place known to lead nowhere.
pub(super) const DEAD: Color = Color::srgba(0.30, 0.30, 0.32, 0.8);
/// Trémaux's bars: amber for one mark, brick red for two.
pub(super) const MARKS: [Color; 2] = [Color::srgb(0.96, 0.70, 0.10), Color::srgb(0.70, 0.16, 0.10)];
/// The frame round A*'s next place.
const NEXT: Color = Color::srgb(1.0, 0.84, 0.0);

/// The colour of the `k`th of `n` places in the working memory: light at
/// its bottom (or front) to dark at its top (or back).
pub(super) fn memory_colour(k: usize, n: usize) -> Color {
    let dark = k as f32 / (n.max(2) - 1) as f32;
    Color::srgb(0.98 - 0.18 * dark, 0.85 - 0.55 * dark, 0.35 - 0.3 * dark)
}

/// The drawn marks of a lesson of places `P` (a square board's tiles by
/// default, `LessonMark<u32>` for another grid's cells): one mesh.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
#[require(MapScoped)]
pub struct LessonMark<P: Cell = crate::maze::Pos>(std::marker::PhantomData<P>);

/// Redraws the lesson's marks when it moves (only where a renderer runs,
/// and on a board small enough to mark); while it plays on a big board,
/// not every frame ([`redraw_due`]).
pub(super) fn mark_lesson<P: Marked>(
    mut commands: Commands,
    (view, time): (Res<LessonView<P>>, Res<Time>),
    (boards, palette): (Boards, Res<Palette>),
    marks: Query<Entity, With<LessonMark<P>>>,
    assets: Option<(ResMut<Assets<Mesh>>, ResMut<Assets<ColorMaterial>>)>,
    (mut drawn_at, mut owed): (Local<f32>, Local<bool>),
) {
    // A change not drawn yet waits for its turn.
    *owed |= view.is_changed();
    if !*owed {
        return;
    }
    let board = boards.view();
    let places = P::places(board).filter(|places| places.marked());
    let now = time.elapsed_secs();
    let count = places.as_ref().map_or(0, |places| places.count());
    if view.playing && !view.is_done() && !redraw_due(count, *drawn_at, now) {
        return;
    }
    (*drawn_at, *owed) = (now, false);
    for entity in &marks {
        commands.entity(entity).despawn();
    }
    let (Some(lesson), Some(places), Some((mut meshes, mut materials))) = (&view.lesson, places, assets) else {
        return;
    };
    let mesh = marks_mesh(&*places, lesson, &view.state, view.is_done(), &palette);
    if mesh.vertex_count() == 0 {
        return;
    }
    commands.spawn((
        Name::new("Lesson marks"),
        LessonMark::<P>(std::marker::PhantomData),
        Mesh2d(meshes.add(mesh.build())),
        MeshMaterial2d(materials.add(overlay_material())),
        Transform::from_xyz(0.0, 0.0, LESSON_Z),
    ));
}

/// The marks of `lesson` at `state` over `places` (`done`: every step
/// taken), as one mesh, drawn in order: what comes later lies over what
/// came before.
pub(super) fn marks_mesh<P: Cell>(
    places: &dyn Places<P>,
    lesson: &Lesson<P>,
    state: &LessonState<P>,
    done: bool,
    palette: &Palette,
) -> MeshBuilder {
    let mut mesh = MeshBuilder::default();
    let mut put = |p: P, colour: Color, scale: f32| {
        let centre = places.centre(p);
        let outline: Vec<Vec2> = places.outline(p).into_iter().map(|q| centre + (q - centre) * scale).collect();
        mesh.fan(centre, &outline, colour);
    };
    match lesson.subject {
        // Once built, braiding may have opened walls the lesson does not show carved.
        Subject::Building(_) if !done => {
            places.floors().into_iter().filter(|p| !state.seen.contains(p)).for_each(|p| put(p, palette.wall, 1.0))
        }
        Subject::Building(_) => {}
        Subject::Searching(_) => state.seen.iter().for_each(|&p| put(p, SEARCHED, 0.9)),
    }
    places.unbuilt(lesson, state, done).into_iter().for_each(|p| put(p, palette.floor, 1.0));
    build_marks::tints(state).for_each(|(p, colour)| put(p, colour, 1.0));
    state.dead.iter().for_each(|&p| put(p, DEAD, 0.9));
    if let Some(next) = next_for_astar(state) {
        put(next, NEXT, 1.0);
    }
    for (k, &p) in state.memory.iter().enumerate() {
        put(p, memory_colour(k, state.memory.len()), 0.6);
    }
    if let Some(p) = state.at {
        put(p, Color::WHITE, 0.3);
    }
    tremaux_bars(&mut mesh, places, state);
    wall_follower(&mut mesh, places, lesson, state);
    mesh
}

/// Trémaux's marks: a bar (amber) or two (brick red) across each passage walked.
fn tremaux_bars<P: Cell>(mesh: &mut MeshBuilder, places: &dyn Places<P>, state: &LessonState<P>) {
    for (&(a, b), &n) in &state.marks {
        let (from, to) = (places.centre(a), places.centre(b));
        let (middle, step) = ((from + to) / 2.0, from.distance(to));
        let (along, across) = ((to - from).normalize_or_zero(), (to - from).normalize_or_zero().perp());
        let count = usize::from(n.clamp(1, 2));
        let spread: &[f32] = if count == 2 { &[-0.09, 0.09] } else { &[0.0] };
        for s in spread {
            let at = middle + along * s * step;
            mesh.line(at - across * 0.22 * step, at + across * 0.22 * step, 0.08 * step, MARKS[count - 1]);
        }
    }
}

/// A wall follower's nose the way it faces and its paw on the wall at its
/// hand. It faces the way its lesson says (on the square board, from its
/// first step), or else away from the place it came from.
fn wall_follower<P: Cell>(mesh: &mut MeshBuilder, places: &dyn Places<P>, lesson: &Lesson<P>, state: &LessonState<P>) {
    let Subject::Searching(solver @ (Solver::WallFollowerLeft | Solver::WallFollowerRight)) = lesson.subject else {
        return;
    };
    let Some(at) = state.at else { return };
    let centre = places.centre(at);
    let facing = match (state.facing, state.came_from) {
        (Some(dir), _) => {
            let (dx, dy) = dir.delta();
            // Rows grow downwards on the board, upwards on the screen.
            Vec2::new(dx as f32, -dy as f32)
        }
        (None, Some(from)) => (centre - places.centre(from)).normalize_or_zero(),
        (None, None) => return,
    };
    let step = 2.0 * inradius(centre, &places.outline(at));
    let hand = if solver == Solver::WallFollowerLeft { facing.perp() } else { -facing.perp() };
    mesh.dot(centre + facing * 0.28 * step, 0.08 * step, Color::WHITE);
    mesh.dot(centre + hand * 0.36 * step, 0.11 * step, Color::BLACK);
}

/// The distance from `centre` to the nearest side of `outline`: half a
/// step to the next place (a tile's or a hexagon's exactly, a triangle's
/// centroid too).
fn inradius(centre: Vec2, outline: &[Vec2]) -> f32 {
    let side = |a: Vec2, b: Vec2| {
        let t = ((centre - a).dot(b - a) / (b - a).length_squared().max(f32::EPSILON)).clamp(0.0, 1.0);
        centre.distance(a + (b - a) * t)
    };
    let sides = outline.iter().zip(outline.iter().cycle().skip(1));
    sides.map(|(&a, &b)| side(a, b)).fold(f32::INFINITY, f32::min)
}

/// The open place A* takes next: the smallest `f`, ties to the smaller `h`,
/// then the first in reading order (none without scores).
pub fn next_for_astar<P: Cell>(state: &LessonState<P>) -> Option<P> {
    state
        .memory
        .iter()
        .filter_map(|&p| state.open_score(p).map(|(g, h)| ((g + h, h, p.reading()), p)))
        .min()
        .map(|(_, p)| p)
}

#[cfg(test)]
#[path = "marks_tests.rs"]
mod tests;
