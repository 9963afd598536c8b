//! For the classroom: an algorithm's work as a lesson. The recorded trace of
//! a generator or a solver becomes a list of steps; each step lights a line
//! of short pseudocode (English and Chinese), says why in a sentence, and
//! changes the working memory (a stack, a queue, an open set …) and the marks
//! the board shows. A lesson is plain data, free of Bevy: the game's
//! `classroom` plays it and draws it.
//!
//! Each algorithm with the full view has a file here that turns its trace
//! into [`Event`]s; any other algorithm is replayed with counters only
//! ([`raw`]). [`LessonState::apply`] knows nothing of any one algorithm: it
//! only carries out an event's [`Change`]s, so stepping back is replaying the
//! events before.

mod backtracker;
mod bfs;
pub mod build;
mod raw;
#[cfg(test)]
mod tests;
pub mod traits;

use std::collections::{HashMap, HashSet};

use crate::maze::generate::{Algorithm, GenerateError, MazeSpec};
use crate::maze::solve::{Solver, Step};
use crate::maze::{Pos, Tile};

pub use backtracker::BACKTRACKER_LINES;
pub use bfs::BFS_LINES;

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

/// One change a step makes to what the lesson shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Change {
    /// The tile joins the working memory at its back (pushed, or queued).
    Push(Pos),
    /// The tile at the back of the working memory leaves it (popped).
    Pop,
    /// The tile at the front of the working memory leaves it (dequeued).
    PopFront,
    /// The tile leaves the working memory wherever it is in it.
    Remove(Pos),
    /// The working memory is cut to its first `n` tiles.
    Truncate(usize),
    /// The tile is visited: carved (building) or expanded (searching).
    Visit(Pos),
    /// The tile takes tint number `n` (Kruskal's sets: one tint a set).
    Tint(Pos, u32),
    /// The tile loses its tint.
    Untint(Pos),
    /// A wall is put up on the tile (recursive division adds walls).
    Build(Pos),
}

/// One step of a lesson.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Event {
    /// The pseudocode line lit (from 1), if the algorithm has pseudocode.
    pub line: Option<usize>,
    /// The tile the algorithm stands on after this step, if any.
    pub at: Option<Pos>,
    /// What the step changes.
    pub changes: Vec<Change>,
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

/// A recorded run, as steps to replay forwards and backwards.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lesson {
    /// What it shows.
    pub subject: Subject,
    /// The pseudocode, or `None` when this algorithm shows counters only.
    pub pseudocode: Option<&'static [Line]>,
    /// The working memory it keeps, if it shows one.
    pub memory: Option<Memory>,
    /// Its steps in order.
    pub events: Vec<Event>,
}

/// Where a lesson stands after some of its steps.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LessonState {
    /// Steps taken.
    pub steps: usize,
    /// The pseudocode line lit (from 1), none before the first step or without pseudocode.
    pub line: Option<usize>,
    /// The tile the algorithm stands on, if any.
    pub at: Option<Pos>,
    /// Why the last step, in a sentence (empty before the first).
    pub why: Words,
    /// The working memory in order: a stack bottom to top, a queue front to back.
    pub memory: Vec<Pos>,
    /// The largest the memory has been, in tiles.
    pub peak: usize,
    /// Tiles visited (carved, or expanded) so far.
    pub seen: HashSet<Pos>,
    /// Each tinted tile's tint number (tiles of one set share one).
    pub tints: HashMap<Pos, u32>,
    /// Walls put up so far (by a generator that adds walls), not carved since.
    pub walls: HashSet<Pos>,
}

impl LessonState {
    /// Takes one more step.
    pub fn apply(&mut self, event: &Event) {
        self.steps += 1;
        self.line = event.line;
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
            }
        }
        self.peak = self.peak.max(self.memory.len());
    }

    /// The size of the working memory now.
    pub fn frontier(&self) -> usize {
        self.memory.len()
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

/// A tile as the sentences write it.
fn at(p: Pos) -> String {
    format!("({}, {})", p.x, p.y)
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

    /// The lesson of `solver`'s search whose trace is `trace`, which `found` the exit or not.
    pub fn searching(solver: Solver, trace: &[Step], found: bool) -> Lesson {
        match solver {
            Solver::BreadthFirst => bfs::lesson(trace, found),
            _ => raw::searching(solver, trace),
        }
    }

    /// The generators and the solvers whose lessons have the full view.
    pub fn full_view_names() -> Vec<String> {
        let builders = std::iter::once(Algorithm::Backtracker).chain(build::FULL).map(|a| a.name().to_string());
        let searchers = [Solver::BreadthFirst].map(|s| s.name().to_string());
        builders.into_iter().chain(searchers).collect()
    }

    /// Whether this lesson has the full view (pseudocode and memory), not counters only.
    pub fn is_full(&self) -> bool {
        self.pseudocode.is_some()
    }

    /// Where the lesson stands after its first `n` steps (replayed from the start).
    pub fn state_at(&self, n: usize) -> LessonState {
        let mut state = LessonState::default();
        for event in &self.events[..n.min(self.events.len())] {
            state.apply(event);
        }
        state
    }
}
