//! For the classroom: the algorithm view. A lesson replays the current maze's
//! generator or a solver from its recorded trace, a step at a time, forwards
//! and back ([`lesson`](crate::lesson) says what each step means); on the board the
//! not-yet-carved tiles stay rock (building) or the visited tiles are tinted
//! (searching), and the working memory (stack or queue) is marked in order,
//! light to dark. On a round, hex or triangle board the lessons speak of
//! its cells (`LessonView<u32>`) and their marks are one mesh over them
//! (`grid_marks`). The panel that drives it is `ui::lesson_window`.

mod build_marks;
mod grid_marks;
mod hover;
mod marks;
mod race;

use bevy::prelude::*;

use crate::game::command::{MapReset, MapScoped};
use crate::game::frame::AppSystems;
use crate::game::model::{CurrentMaze, TILE_SIZE, tile_center};
use crate::game::settings::Palette;
pub use crate::lesson::{Cell, Event, Lesson, LessonState, Subject};
use crate::maze::Pos;
use crate::maze::solve::{Solver, solve};
pub use grid_marks::{MAX_GRID_LESSON_CELLS, grid_building_lesson, grid_searching_lesson};
pub use hover::LessonPointer;
pub use marks::next_for_astar;
pub use race::{RaceLane, RaceLessons};

/// The largest board a lesson is recorded for, in tiles (Hard's 91 × 103).
pub const MAX_LESSON_TILES: usize = 91 * 103;
/// The largest board whose tiles are marked on the board, in tiles (Medium's
/// 49 × 55); larger ones show the panel's counters only.
pub const MAX_MARKED_TILES: usize = 49 * 55;
/// Depth of the lesson's marks: over the floor and the search marks, under the panda.
const LESSON_Z: f32 = 2.8;
/// Slowest and fastest play, in steps per second.
pub const LESSON_SPEED_RANGE: (f32, f32) = (1.0, 2000.0);

/// The lesson on screen, where it stands, and how it plays: of the square
/// board's tiles (`LessonView`), or of a grid's cells (`LessonView<u32>`).
#[derive(Resource, Debug, Clone, PartialEq)]
pub struct LessonView<P: Cell = Pos> {
    /// The lesson, when one is open.
    pub lesson: Option<Lesson<P>>,
    /// Where it stands: its first [`LessonState::steps`] steps taken.
    pub state: LessonState<P>,
    /// Playing on by itself.
    pub playing: bool,
    /// Steps a second while playing.
    pub steps_per_sec: f32,
    carry: f32,
}

impl<P: Cell> Default for LessonView<P> {
    fn default() -> Self {
        Self { lesson: None, state: LessonState::default(), playing: false, steps_per_sec: 8.0, carry: 0.0 }
    }
}

impl<P: Cell> LessonView<P> {
    /// Opens `lesson` at its start, paused.
    pub fn open(&mut self, lesson: Lesson<P>) {
        *self = Self { lesson: Some(lesson), steps_per_sec: self.steps_per_sec, ..Self::default() };
    }

    /// Closes the lesson.
    pub fn close(&mut self) {
        *self = Self { steps_per_sec: self.steps_per_sec, ..Self::default() };
    }

    /// Steps in the whole lesson (0 without one).
    pub fn steps_in_all(&self) -> usize {
        self.lesson.as_ref().map_or(0, |l| l.events.len())
    }

    /// Whether every step is taken (or there is no lesson).
    pub fn is_done(&self) -> bool {
        self.state.steps >= self.steps_in_all()
    }

    /// Takes the next step, if any.
    pub fn step_forward(&mut self) {
        if let Some(event) = self.lesson.as_ref().and_then(|l| l.events.get(self.state.steps)) {
            self.state.apply(event);
        }
    }

    /// Takes the last step back (the lesson is replayed to the step before).
    pub fn step_back(&mut self) {
        self.playing = false;
        if let Some(lesson) = &self.lesson {
            self.state = lesson.state_at(self.state.steps.saturating_sub(1));
        }
    }

    /// Takes every step left.
    pub fn finish(&mut self) {
        self.playing = false;
        while !self.is_done() {
            self.step_forward();
        }
    }
}

/// The lesson of the current maze being built by its own generator, or
/// `None` when the board is too large for one.
pub fn building_lesson(current: &CurrentMaze) -> Option<Lesson> {
    // A maze drawn or edited by hand was not built by its generator alone.
    if current.maze.width() * current.maze.height() > MAX_LESSON_TILES || current.share_code.is_some() {
        return None;
    }
    Lesson::of_building(&current.spec).ok()
}

/// The lesson of `solver` searching the current maze from its entrance to
/// its exit, or `None` when the board is too large for one.
pub fn searching_lesson(current: &CurrentMaze, solver: Solver) -> Option<Lesson> {
    let maze = &current.maze;
    if maze.width() * maze.height() > MAX_LESSON_TILES {
        return None;
    }
    let search = solve(maze, solver, maze.entrance, maze.exit, true);
    Some(Lesson::searching(maze, &search))
}

/// The tint over a place a search has visited.
const SEARCHED: Color = Color::srgba(0.0, 0.45, 0.70, 0.35);

/// The colour of the `k`th of `n` places in the working memory: light at
/// its bottom (or front) to dark at its top (or back).
fn memory_colour(k: usize, n: usize) -> Color {
    let dark = k as f32 / (n.max(2) - 1) as f32;
    Color::srgb(0.98 - 0.18 * dark, 0.85 - 0.55 * dark, 0.35 - 0.3 * dark)
}

/// A tile marked by the lesson.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
#[require(MapScoped)]
pub struct LessonMark;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<LessonView>().init_resource::<LessonView<u32>>().add_systems(
        Update,
        (
            (close_on_reset::<Pos>, close_on_reset::<u32>).in_set(AppSystems::React),
            (play_lesson::<Pos>, mark_lesson).chain().in_set(AppSystems::Visualize),
            (play_lesson::<u32>, grid_marks::mark_grid_lesson).chain().in_set(AppSystems::Visualize),
        ),
    );
    app.add_plugins((race::plugin, hover::plugin)).add_systems(
        Update,
        (race::follow_race, hover::point, hover::explain).chain().after(mark_lesson).in_set(AppSystems::Visualize),
    );
}

/// A new map ends the lesson (its marks are [`MapScoped`]).
fn close_on_reset<P: Cell>(mut resets: MessageReader<MapReset>, mut view: ResMut<LessonView<P>>) {
    if resets.read().count() > 0 && view.lesson.is_some() {
        view.close();
    }
}

/// Plays the lesson on at its pace.
fn play_lesson<P: Cell>(mut view: ResMut<LessonView<P>>, time: Res<Time>) {
    if !view.playing {
        return;
    }
    let (slow, fast) = LESSON_SPEED_RANGE;
    let view = view.as_mut();
    view.carry += time.delta_secs() * view.steps_per_sec.clamp(slow, fast);
    while view.carry >= 1.0 && !view.is_done() {
        view.carry -= 1.0;
        view.step_forward();
    }
    if view.is_done() {
        view.playing = false;
        view.carry = 0.0;
    }
}

/// Redraws the lesson's marks when it moves: rock over what is not built yet,
/// or a tint over what was searched; the memory light (bottom of the stack,
/// front of the queue) to dark, and the tile just taken in white.
fn mark_lesson(
    mut commands: Commands,
    view: Res<LessonView>,
    current: Res<CurrentMaze>,
    palette: Res<Palette>,
    marks: Query<Entity, With<LessonMark>>,
) {
    if !view.is_changed() {
        return;
    }
    for entity in &marks {
        commands.entity(entity).despawn();
    }
    let maze = &current.maze;
    let Some(lesson) = &view.lesson else { return };
    if maze.width() * maze.height() > MAX_MARKED_TILES {
        return;
    }
    let mut put = |p, colour: Color, share: f32, dz: f32| {
        commands.spawn((
            Name::new("Lesson mark"),
            LessonMark,
            Sprite::from_color(colour, Vec2::splat(TILE_SIZE * share)),
            Transform::from_translation(tile_center(maze, p).extend(LESSON_Z + dz)),
        ));
    };
    let state = &view.state;
    match lesson.subject {
        // Once built, braiding may have opened walls the lesson does not show carved.
        Subject::Building(_) if !view.is_done() => {
            for i in 0..maze.tiles().len() {
                let p = maze.pos_of(i);
                if maze.is_floor(p) && !state.seen.contains(&p) {
                    put(p, palette.wall, 1.0, 0.0);
                }
            }
        }
        Subject::Building(_) => {}
        Subject::Searching(_) => {
            for &p in &state.seen {
                put(p, SEARCHED, 0.9, 0.0);
            }
        }
    }
    build_marks::unbuilt(lesson, state, maze, view.is_done()).into_iter().for_each(|p| put(p, palette.floor, 1.0, 0.0));
    build_marks::tints(state).for_each(|(p, colour)| put(p, colour, 1.0, 0.005));
    for (k, &p) in state.memory.iter().enumerate() {
        put(p, memory_colour(k, state.memory.len()), 0.6, 0.01);
    }
    if let Some(p) = state.at {
        put(p, Color::WHITE, 0.3, 0.02);
    }
    marks::draw(&mut commands, maze, lesson, state);
}
