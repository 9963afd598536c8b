//! Writing a search's lesson: its events in order, and after each step of
//! the trace how many events it has been told in ([`Traced::ends`]).

use super::{Cell, Change, Event, Lesson, Line, Memory, Subject, Traced, Words};
use crate::maze::solve::Solver;

/// A search's lesson being written.
pub(super) struct Script<P> {
    events: Vec<Event<P>>,
    ends: Vec<usize>,
}

impl<P> Default for Script<P> {
    fn default() -> Self {
        Self { events: Vec::new(), ends: Vec::new() }
    }
}

impl<P: Cell> Script<P> {
    /// Tells one event: `line` lit, standing on `at`, making `changes`, because `why`.
    pub(super) fn say(&mut self, line: usize, at: Option<P>, changes: Vec<Change<P>>, why: Words) {
        self.events.push(Event { line: Some(line), at, changes, why });
    }

    /// One more step of the trace is told.
    pub(super) fn told(&mut self) {
        self.ends.push(self.events.len());
    }

    /// The lesson of `solver`, with its pseudocode and memory.
    pub(super) fn finish(self, solver: Solver, pseudocode: &'static [Line], memory: Memory) -> Traced<P> {
        let lesson = Lesson {
            subject: Subject::Searching(solver),
            pseudocode: Some(pseudocode),
            memory: Some(memory),
            events: self.events,
        };
        Traced { lesson, ends: self.ends }
    }
}
