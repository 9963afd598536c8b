//! Generators without the full view: each recorded step replayed as a
//! visited tile, with counters only.

use super::{Change, Event, Lesson, Subject, Words, at};
use crate::maze::generate::Algorithm;
use crate::maze::{Pos, Tile};

/// One recorded step on `p`, the `n`th.
fn step(n: usize, p: Pos) -> Event {
    Event {
        line: None,
        at: Some(p),
        changes: vec![Change::Visit(p)],
        why: Words::new(
            format!("Step {n} at {} (this algorithm shows counters only).", at(p)),
            format!("第 {n} 步在 {}（此算法只显示计数）。", at(p)),
        ),
    }
}

/// The counters-only lesson of a maze built by `algorithm`.
pub(super) fn building(algorithm: Algorithm, steps: &[(Pos, Tile)]) -> Lesson {
    // A shape's cells cut away before carving (tiles set outside) are no steps of the algorithm.
    let carved = steps.iter().filter(|&&(_, tile)| tile == Tile::Floor);
    let events = carved.enumerate().map(|(i, &(p, _))| step(i + 1, p)).collect();
    Lesson { subject: Subject::Building(algorithm), pseudocode: None, memory: None, events }
}
