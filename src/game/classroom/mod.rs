//! For the classroom: the algorithm view. A lesson replays the current maze's
//! generator or a solver from its recorded trace, a step at a time, forwards
//! and back ([`lesson`](crate::lesson) says what each step means); on the board the
//! not-yet-carved tiles stay rock (building) or the visited tiles are tinted
//! (searching), and the working memory (stack or queue) is marked in order,
//! light to dark. On a round, hex or triangle board the lessons speak of
//! its cells (`LessonView<u32>`); the marks are drawn once for both, one
//! mesh over the board's places (`marks`, over `places`). The panel that
//! drives it is `ui::lesson_window`.

mod build_marks;
mod hover;
mod lessons;
mod marks;
pub mod places;
mod race;

use bevy::prelude::*;

use crate::game::command::MapReset;
use crate::game::frame::AppSystems;
pub use crate::lesson::{Cell, Event, Lesson, LessonState, Subject};
use crate::maze::Pos;
pub use hover::LessonPointer;
pub use lessons::{NoLesson, building_lesson, grid_building_lesson, grid_searching_lesson, searching_lesson};
use marks::mark_lesson;
pub use marks::{LessonMark, next_for_astar};
pub use race::{RaceLane, RaceLessons};

/// The largest board a lesson is recorded for, in tiles (Hard's 91 × 103).
pub const MAX_LESSON_TILES: usize = 91 * 103;
/// The largest board whose tiles are marked on the board, in tiles (Medium's
/// 49 × 55); larger ones show the panel's counters only.
pub const MAX_MARKED_TILES: usize = 49 * 55;
/// The largest grid a lesson is recorded and marked for, in cells (every
/// difficulty's boards are under it).
pub const MAX_GRID_LESSON_CELLS: usize = 12_000;
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

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<LessonView>().init_resource::<LessonView<u32>>().add_systems(
        Update,
        (
            (close_on_reset::<Pos>, close_on_reset::<u32>).in_set(AppSystems::React),
            (play_lesson::<Pos>, mark_lesson::<Pos>).chain().in_set(AppSystems::Visualize),
            (play_lesson::<u32>, mark_lesson::<u32>).chain().in_set(AppSystems::Visualize),
        ),
    );
    app.add_plugins((race::plugin, hover::plugin)).add_systems(
        Update,
        (race::follow_race, hover::point, hover::explain::<Pos>, hover::explain::<u32>)
            .chain()
            .after(mark_lesson::<Pos>)
            .in_set(AppSystems::Visualize),
    );
}

/// A new map ends the lesson (its marks are [`MapScoped`](crate::game::command::MapScoped)).
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
