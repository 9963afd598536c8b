//! Breadth-first search: its queue, worked out from the trace (a tile is
//! queued when first seen and taken from the front when expanded).

use super::{Cell, Change, Event, Lesson, Line, QUEUE, Subject, Words, at};
use crate::maze::solve::{Solver, Step};

/// Breadth-first search's pseudocode.
pub const BFS_LINES: [Line; 7] = [
    ("queue ← [entrance]; mark it seen", "队列 ← [入口]；标记已见"),
    ("while the queue is not empty:", "当队列不为空："),
    ("  tile ← take the front of the queue", "  当前格 ← 取出队首"),
    ("  for each new open neighbour n:", "  对每个未见过的相通邻格 n："),
    ("    mark n seen; add it at the back", "    标记 n 已见；n 加到队尾"),
    ("    if n is the exit: done", "    若 n 是出口：完成"),
    ("no way out", "没有出路"),
];

/// The lesson of a breadth-first search whose trace is `trace`, which `found` the exit or not.
pub(super) fn lesson<P: Cell>(trace: &[Step<P>], found: bool) -> Lesson<P> {
    let mut events = Vec::new();
    let mut queue = std::collections::VecDeque::new();
    let mut at_now = None;
    for (i, &step) in trace.iter().enumerate() {
        match step {
            Step::Frontier(p) => {
                let line = if i == 0 { 1 } else { 5 };
                queue.push_back(p);
                let waiting = queue.len();
                events.push(Event {
                    line: Some(line),
                    at: at_now,
                    changes: vec![Change::Push(p)],
                    why: Words::new(
                        format!(
                            "{} is seen for the first time: it joins the back of the queue ({waiting} waiting).",
                            at(p)
                        ),
                        format!("{} 第一次被看到：加到队尾（队列长 {waiting}）。", at(p)),
                    ),
                });
            }
            // The search stops the moment it reaches the exit, ahead of the queue.
            Step::Visit(p) if found && i + 1 == trace.len() => {
                at_now = Some(p);
                events.push(Event {
                    line: Some(6),
                    at: Some(p),
                    changes: vec![Change::Visit(p), Change::Remove(p)],
                    why: Words::new(
                        format!("{} is the exit: following the marks back gives a shortest route.", at(p)),
                        format!("{} 是出口：沿标记倒推就是最短路线。", at(p)),
                    ),
                });
            }
            Step::Visit(p) => {
                at_now = Some(p);
                let taken = if queue.front() == Some(&p) {
                    queue.pop_front();
                    Change::PopFront
                } else {
                    queue.retain(|&q| q != p);
                    Change::Remove(p)
                };
                events.push(Event {
                    line: Some(3),
                    at: Some(p),
                    changes: vec![taken, Change::Visit(p)],
                    why: Words::new(
                        format!(
                            "Take {} from the front: first in, first out, so nearer {} go first.",
                            at(p),
                            P::PLACES
                        ),
                        format!("取出队首 {}：先进先出，离入口近的先走。", at(p)),
                    ),
                });
            }
            Step::DeadEnd(_) => {}
        }
    }
    if !found {
        events.push(Event {
            line: Some(7),
            at: None,
            changes: Vec::new(),
            why: Words::new(
                "The queue ran dry before the exit: there is no way out.",
                "队列空了也没到出口：没有出路。",
            ),
        });
    }
    Lesson {
        subject: Subject::Searching(Solver::BreadthFirst),
        pseudocode: Some(&BFS_LINES),
        memory: Some(QUEUE),
        events,
    }
}
