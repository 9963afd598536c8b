//! For the classroom: an algorithm's work as a lesson. The recorded trace of
//! a generator or a solver becomes a list of steps; each step lights a line
//! of short pseudocode (English and Chinese), says why in a sentence, and
//! changes the working memory (a stack, a queue, an open set …) and the marks
//! the board shows. A lesson is plain data, free of Bevy: the game's
//! `classroom` plays it and draws it.
//!
//! Each algorithm with the full view has a file here that turns its trace
//! into [`Event`]s; any other algorithm is replayed with counters only
//! (`raw`). [`LessonState::apply`] knows nothing of any one algorithm: it
//! only carries out an event's [`Change`]s, so stepping back is replaying the
//! events before.

mod astar;
mod backtracker;
mod backtracking;
mod bfs;
pub mod build;
mod dead_end_filling;
#[cfg(test)]
mod grid_tests;
mod grid_walls;
mod grids;
pub mod pointer;
mod raw;
mod script;
#[cfg(test)]
mod solver_tests;
#[cfg(test)]
mod tests;
pub mod traits;
mod tremaux;
#[cfg(test)]
mod walk_tests;
mod wall_follower;

use std::collections::{HashMap, HashSet};
use std::fmt::Debug;
use std::hash::Hash;

use crate::maze::generate::{Algorithm, GenerateError, MazeSpec};
use crate::maze::solve::{Search, Solver};
use crate::maze::{Dir, Maze, Pos, Tile};

pub use astar::ASTAR_LINES;
pub use backtracker::BACKTRACKER_LINES;
pub use backtracking::BACKTRACKING_LINES;
pub use bfs::BFS_LINES;
pub use dead_end_filling::DEAD_END_FILLING_LINES;
pub use tremaux::TREMAUX_LINES;
pub use wall_follower::{LEFT_HAND_LINES, RIGHT_HAND_LINES, towards_hand};

/// A line of pseudocode, or a name: English and Chinese.
pub type Line = (&'static str, &'static str);

/// What a lesson is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Subject {
    /// A maze being built by this generator.
    Building(Algorithm),
    /// A way out being searched for by this solver.
    Searching(Solver),
}

/// A sentence in English and in Chinese.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Words {
    /// In English.
    pub en: String,
    /// In Chinese.
    pub zh: String,
}

impl Words {
    /// The sentence in both languages.
    pub fn new(en: impl Into<String>, zh: impl Into<String>) -> Words {
        Words { en: en.into(), zh: zh.into() }
    }

    /// The sentence in Chinese when `zh`, else in English.
    pub fn get(&self, zh: bool) -> &str {
        if zh { &self.zh } else { &self.en }
    }
}

/// A place a lesson speaks of: a tile of the square board ([`Pos`]), or a
/// cell of a round, hex or triangle grid (its number, `u32`).
pub trait Cell: Copy + Eq + Hash + Ord + Debug + Send + Sync + 'static {
    /// The order a solver tries a place's neighbours in, as a sentence says it.
    const ORDER: Line;

    /// The counter of places visited, as the lesson window names it.
    const VISITED: Line;

    /// What a sentence calls the places, in English ("tiles" or "cells";
    /// Chinese says 格子 for both).
    const PLACES: &'static str;

    /// The place as a sentence writes it, in either language: "(3, 5)" or "#17".
    fn words(self) -> String;

    /// Where the place comes in reading order: by row, then column (a cell by its number).
    fn reading(self) -> (usize, usize);
}

impl Cell for Pos {
    const ORDER: Line = ("up, down, left, right", "上下左右");
    const VISITED: Line = ("Tiles visited", "已访问的格子");
    const PLACES: &'static str = "tiles";

    fn words(self) -> String {
        format!("({}, {})", self.x, self.y)
    }

    fn reading(self) -> (usize, usize) {
        (self.y, self.x)
    }
}

impl Cell for u32 {
    const ORDER: Line = ("its sides in turn round it", "绕它一圈依次");
    const VISITED: Line = ("Cells visited", "已访问的格子");
    const PLACES: &'static str = "cells";

    fn words(self) -> String {
        format!("#{self}")
    }

    fn reading(self) -> (usize, usize) {
        (0, self as usize)
    }
}

/// One change a step makes to what the lesson shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Change<P = Pos> {
    /// The tile joins the working memory at its back (pushed, or queued).
    Push(P),
    /// The tile at the back of the working memory leaves it (popped).
    Pop,
    /// The tile at the front of the working memory leaves it (dequeued).
    PopFront,
    /// The tile leaves the working memory wherever it is in it.
    Remove(P),
    /// The working memory is cut to its first `n` tiles.
    Truncate(usize),
    /// The tile is visited: carved (building) or expanded (searching).
    Visit(P),
    /// The tile takes tint number `n` (Kruskal's sets: one tint a set).
    Tint(P, u32),
    /// The tile loses its tint.
    Untint(P),
    /// A wall is put up on the tile (recursive division adds walls).
    Build(P),
    /// A*: the way found to the tile is `g` steps long and the heuristic
    /// guesses `h` more to the exit, so `f = g + h`.
    Score(P, u32, u32),
    /// The tile is known to lead nowhere: backed out of, filled, or with all
    /// its passages marked twice.
    Dead(P),
    /// Trémaux: the passage between two adjacent tiles now has this many marks.
    Mark(P, P, u8),
    /// A wall follower now faces this way.
    Face(Dir),
    /// From here on the working memory is of this kind (dead-end filling's
    /// list of dead ends gives way to a queue).
    Keep(Memory),
}

/// One step of a lesson.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Event<P = Pos> {
    /// The pseudocode line lit (from 1), if the algorithm has pseudocode.
    pub line: Option<usize>,
    /// The tile the algorithm stands on after this step, if any.
    pub at: Option<P>,
    /// What the step changes.
    pub changes: Vec<Change<P>>,
    /// Why this step, in a sentence.
    pub why: Words,
}

/// The working memory an algorithm keeps, as the panel names and lists it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Memory {
    /// Its name ("Stack", "Queue" …).
    pub name: Line,
    /// Whether the next tile taken is at its back (a stack), else its front (a queue).
    pub next_at_back: bool,
}

/// A stack.
pub const STACK: Memory = Memory { name: ("Stack", "栈"), next_at_back: true };
/// A first-in first-out queue.
pub const QUEUE: Memory = Memory { name: ("Queue", "队列"), next_at_back: false };
/// A*'s open set: the tile with the smallest `f` is taken next (the window
/// lists it by [`LessonState::scores`]).
pub const OPEN_SET: Memory = Memory { name: ("Open set", "开放集"), next_at_back: false };

/// A recorded run, as steps to replay forwards and backwards.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lesson<P = Pos> {
    /// What it shows.
    pub subject: Subject,
    /// The pseudocode, or `None` when this algorithm shows counters only.
    pub pseudocode: Option<&'static [Line]>,
    /// The working memory it keeps, if it shows one.
    pub memory: Option<Memory>,
    /// Its steps in order.
    pub events: Vec<Event<P>>,
}

/// Where a lesson stands after some of its steps.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LessonState<P: Cell = Pos> {
    /// Steps taken.
    pub steps: usize,
    /// The pseudocode line lit (from 1), none before the first step or without pseudocode.
    pub line: Option<usize>,
    /// The tile the algorithm stands on, if any.
    pub at: Option<P>,
    /// The tile it stood on before it came to `at` (none before its second place).
    pub came_from: Option<P>,
    /// Why the last step, in a sentence (empty before the first).
    pub why: Words,
    /// The working memory in order: a stack bottom to top, a queue front to back.
    pub memory: Vec<P>,
    /// The largest the memory has been, in tiles.
    pub peak: usize,
    /// Tiles visited (carved, or expanded) so far.
    pub seen: HashSet<P>,
    /// Each tinted tile's tint number (tiles of one set share one).
    pub tints: HashMap<P, u32>,
    /// Walls put up so far (by a generator that adds walls), not carved since.
    pub walls: HashSet<P>,
    /// A*: `(g, h)` of every tile given a score so far (open or closed).
    pub scores: HashMap<P, (u32, u32)>,
    /// Tiles known to lead nowhere.
    pub dead: HashSet<P>,
    /// Trémaux: marks on each passage walked, keyed by its two tiles in order.
    pub marks: HashMap<(P, P), u8>,
    /// A wall follower: the way it faces.
    pub facing: Option<Dir>,
    /// The kind of working memory now, when a step changed it from the lesson's.
    pub kept: Option<Memory>,
}

impl<P: Cell> Default for LessonState<P> {
    fn default() -> Self {
        Self {
            steps: 0,
            line: None,
            at: None,
            why: Words::default(),
            memory: Vec::new(),
            peak: 0,
            seen: HashSet::new(),
            tints: HashMap::new(),
            walls: HashSet::new(),
            scores: HashMap::new(),
            dead: HashSet::new(),
            marks: HashMap::new(),
            facing: None,
            came_from: None,
            kept: None,
        }
    }
}

impl<P: Cell> LessonState<P> {
    /// Takes one more step.
    pub fn apply(&mut self, event: &Event<P>) {
        self.steps += 1;
        self.line = event.line;
        if event.at != self.at {
            self.came_from = self.at;
        }
        self.at = event.at;
        self.why = event.why.clone();
        for &change in &event.changes {
            match change {
                Change::Push(p) => self.memory.push(p),
                Change::Pop => _ = self.memory.pop(),
                Change::PopFront => {
                    if !self.memory.is_empty() {
                        self.memory.remove(0);
                    }
                }
                Change::Remove(p) => self.memory.retain(|&q| q != p),
                Change::Truncate(n) => self.memory.truncate(n),
                Change::Visit(p) => {
                    self.seen.insert(p);
                    self.walls.remove(&p);
                }
                Change::Tint(p, n) => _ = self.tints.insert(p, n),
                Change::Untint(p) => _ = self.tints.remove(&p),
                Change::Build(p) => _ = self.walls.insert(p),
                Change::Score(p, g, h) => _ = self.scores.insert(p, (g, h)),
                Change::Dead(p) => _ = self.dead.insert(p),
                Change::Mark(a, b, n) => _ = self.marks.insert(passage(a, b), n),
                Change::Face(d) => self.facing = Some(d),
                Change::Keep(memory) => self.kept = Some(memory),
            }
        }
        self.peak = self.peak.max(self.memory.len());
    }

    /// The size of the working memory now.
    pub fn frontier(&self) -> usize {
        self.memory.len()
    }

    /// A*: `(g, h)` of `p` while it waits in the open set.
    pub fn open_score(&self, p: P) -> Option<(u32, u32)> {
        self.memory.contains(&p).then(|| self.scores.get(&p).copied()).flatten()
    }

    /// Trémaux: the marks on the passage between `a` and `b` (0 when unwalked).
    pub fn marks_between(&self, a: P, b: P) -> u8 {
        self.marks.get(&passage(a, b)).copied().unwrap_or(0)
    }

    /// The working memory's kind now: `lesson`'s, unless a step changed it.
    pub fn memory_kind(&self, lesson: &Lesson<P>) -> Option<Memory> {
        self.kept.or(lesson.memory)
    }

    /// Why this step, in a sentence, in Chinese when `zh`.
    pub fn why(&self, zh: bool) -> &str {
        match (self.steps, zh) {
            (0, true) => "按“单步”或“播放”开始。",
            (0, false) => "Press Step or Play to begin.",
            _ => self.why.get(zh),
        }
    }
}

/// A tile (or cell) as the sentences write it.
fn at<P: Cell>(p: P) -> String {
    p.words()
}

/// A passage between two tiles as a key: the two in order.
fn passage<P: Cell>(a: P, b: P) -> (P, P) {
    (a.min(b), a.max(b))
}

impl Lesson {
    /// The lesson of a maze built by `algorithm` whose recorded changes are `steps`.
    pub fn building(algorithm: Algorithm, steps: &[(Pos, Tile)]) -> Lesson {
        match algorithm {
            Algorithm::Backtracker => backtracker::lesson(steps),
            _ => {
                let trace: Vec<build::Traced> = steps.iter().map(|&(p, t)| build::Traced::Set(p, t)).collect();
                build::lesson(algorithm, &trace).unwrap_or_else(|| raw::building(algorithm, steps))
            }
        }
    }

    /// The lesson of the maze `spec` names being built, recorded with the
    /// tiles its generator looks at too (Kruskal's walls left standing,
    /// Wilson's and Aldous-Broder's walks), which only a full view shows.
    pub fn of_building(spec: &MazeSpec) -> Result<Lesson, GenerateError> {
        let mut trace = build::Trace::default();
        spec.generate_recorded(&mut trace)?;
        if let Some(lesson) = build::lesson(spec.algorithm, &trace.0) {
            return Ok(lesson);
        }
        let steps: Vec<(Pos, Tile)> = trace
            .0
            .iter()
            .filter_map(|t| match *t {
                build::Traced::Set(p, tile) => Some((p, tile)),
                build::Traced::Look(_) => None,
            })
            .collect();
        Ok(Lesson::building(spec.algorithm, &steps))
    }

    /// The lesson of a traced `search` of `maze` from its entrance to its exit.
    pub fn searching(maze: &Maze, search: &Search) -> Lesson {
        Lesson::searching_traced(maze, search).lesson
    }

    /// [`Lesson::searching`], with where each step of the trace ends in it.
    pub fn searching_traced(maze: &Maze, search: &Search) -> Traced {
        let (trace, found) = (&search.trace[..], search.route.is_ok());
        match search.solver {
            Solver::BreadthFirst => Traced::one_each(bfs::lesson(trace, found), trace.len()),
            Solver::AStar => astar::lesson(maze, trace, found),
            Solver::Backtracking => backtracking::lesson(trace, found),
            Solver::DeadEndFilling => dead_end_filling::lesson(maze, trace, found),
            Solver::Tremaux => tremaux::lesson(trace, found),
            Solver::WallFollowerLeft | Solver::WallFollowerRight => {
                wall_follower::lesson(maze, search.solver, trace, found)
            }
        }
    }

    /// The generators and the solvers whose lessons have the full view.
    pub fn full_view_names() -> Vec<String> {
        let builders = std::iter::once(Algorithm::Backtracker).chain(build::FULL).map(|a| a.name().to_string());
        let searchers = Solver::ALL.map(|s| s.name().to_string());
        builders.into_iter().chain(searchers).collect()
    }
}

impl<P: Cell> Lesson<P> {
    /// Whether this lesson has the full view (pseudocode and memory), not counters only.
    pub fn is_full(&self) -> bool {
        self.pseudocode.is_some()
    }

    /// Where the lesson stands after its first `n` steps (replayed from the start).
    pub fn state_at(&self, n: usize) -> LessonState<P> {
        let mut state = LessonState::default();
        for event in &self.events[..n.min(self.events.len())] {
            state.apply(event);
        }
        state
    }
}

/// A search's lesson, and where each step of its trace ends in it: after
/// trace step `k` (from 0) the lesson has told `ends[k]` events. The race
/// follows a solver's replay through it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Traced<P = Pos> {
    /// The lesson.
    pub lesson: Lesson<P>,
    /// Events told after each trace step, never decreasing.
    pub ends: Vec<usize>,
}

impl<P> Traced<P> {
    /// A lesson that tells one event a trace step, `steps` of them (and any
    /// closing events after the last).
    fn one_each(lesson: Lesson<P>, steps: usize) -> Self {
        Traced { ends: (1..=steps).map(|n| n.min(lesson.events.len())).collect(), lesson }
    }

    /// Events told once `shown` trace steps are replayed; all of them once
    /// `done` (the closing sentence comes after the last trace step).
    pub fn events_after(&self, shown: usize, done: bool) -> usize {
        if done {
            return self.lesson.events.len();
        }
        shown.checked_sub(1).map_or(0, |k| self.ends[k.min(self.ends.len().saturating_sub(1))])
    }
}
