//! Aldous-Broder: a random walk over the whole board that knocks down the
//! wall into each cell it enters for the first time. The generator tells of
//! each step onto a cell already in the maze; a step onto a new one is the
//! wall and the cell it opens.

use super::{Carve, Traced, braid, carves};
use crate::lesson::{Change, Event, Lesson, Line, Subject, Words, at};
use crate::maze::generate::Algorithm;

/// Aldous-Broder's pseudocode.
pub const ALDOUS_BRODER_LINES: [Line; 5] = [
    ("start on a random cell", "从随机一格出发"),
    ("while a cell is not in the maze:", "当还有格子不在迷宫里："),
    ("  step to a random neighbour n", "  随机走到邻格 n"),
    ("  if n is new: open wall; n joins", "  若 n 是新的：拆墙，n 加入"),
    ("done: every cell is in the maze", "完成：所有格子都在迷宫里"),
];

/// The lesson of an Aldous-Broder maze whose trace is `trace`.
pub(super) fn lesson(trace: &[Traced]) -> Lesson {
    let carves = carves(trace);
    let cells_in_all = carves.iter().filter(|c| matches!(c, Carve::Open(_) | Carve::Link { .. })).count();
    let mut events = Vec::new();
    let mut joined = 0;
    let mut done = false;
    for carve in carves {
        let event = match carve {
            Carve::Open(p) => {
                joined += 1;
                Event {
                    line: Some(1),
                    at: Some(p),
                    changes: vec![Change::Visit(p)],
                    why: Words::new(
                        format!("Start on {}, picked at random: the maze is this one cell.", at(p)),
                        format!("从随机选中的 {} 出发：迷宫只有这一个格子。", at(p)),
                    ),
                }
            }
            Carve::Look(p) => Event {
                line: Some(3),
                at: Some(p),
                changes: Vec::new(),
                why: Words::new(
                    format!(
                        "Step to {}: it is already in the maze, so no wall comes down ({} cells still to find).",
                        at(p),
                        cells_in_all - joined
                    ),
                    format!("走到 {}：它已在迷宫里，不拆墙（还有 {} 格没找到）。", at(p), cells_in_all - joined),
                ),
            },
            Carve::Link { from, wall, to } => {
                joined += 1;
                Event {
                    line: Some(4),
                    at: Some(to),
                    changes: vec![Change::Visit(wall), Change::Visit(to)],
                    why: Words::new(
                        format!(
                            "Step from {} to {}, which is new: the wall comes down and it joins ({joined} of {cells_in_all} cells).",
                            at(from),
                            at(to)
                        ),
                        format!(
                            "从 {} 走到新格 {}：拆墙，它加入迷宫（{joined} / {cells_in_all} 格）。",
                            at(from),
                            at(to)
                        ),
                    ),
                }
            }
            Carve::Join(w) => braid(w),
        };
        events.push(event);
        if !done && joined == cells_in_all {
            done = true;
            events.push(Event {
                line: Some(5),
                at: None,
                changes: Vec::new(),
                why: Words::new(
                    "Every cell is in the maze: the walk stops. Each possible maze was equally likely, but the last cells took long to find.",
                    "所有格子都在迷宫里：停止游走。每种迷宫出现的机会相同，但最后几个格子要找很久。",
                ),
            });
        }
    }
    Lesson {
        subject: Subject::Building(Algorithm::AldousBroder),
        pseudocode: Some(&ALDOUS_BRODER_LINES),
        memory: None,
        events,
    }
}
