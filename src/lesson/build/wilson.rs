//! Wilson: from each cell not yet in the maze, a random walk until it hits
//! the maze; whenever the walk crosses itself the loop just made is erased,
//! and when it hits, the walk (loops erased) joins the maze. The generator
//! tells of every cell the walk steps on; the walk shown is worked out from
//! those steps, and the cells that join are the ones it opens.

use std::collections::HashSet;

use super::{Carve, Traced, WALK, braid, carved, carves, cells};
use crate::lesson::{Change, Event, Lesson, Line, Subject, Words, at};
use crate::maze::Pos;
use crate::maze::generate::Algorithm;

/// Wilson's pseudocode.
pub const WILSON_LINES: [Line; 6] = [
    ("one random cell is the maze", "随机一格作为迷宫"),
    ("for each cell not in the maze:", "对每个不在迷宫里的格子："),
    ("  walk at random to the maze", "  随机游走直到碰到迷宫"),
    ("    crossed itself: erase loop", "    与自身相交：擦掉环"),
    ("  the walk joins the maze", "  路径加入迷宫"),
    ("done: every cell is in the maze", "完成：所有格子都在迷宫里"),
];

/// The lesson of a Wilson maze whose trace is `trace`.
pub(super) fn lesson(trace: &[Traced]) -> Lesson {
    let carves = carves(trace);
    let cells_in_all = carves.iter().filter(|c| matches!(c, Carve::Open(_) | Carve::Link { .. })).count();
    let mut events = Vec::new();
    let mut maze: HashSet<Pos> = HashSet::new();
    let mut walk: Vec<Pos> = Vec::new();
    // The cells and walls opened as the walk joins the maze, gathered until its last wall.
    let mut joining: Vec<Change> = Vec::new();
    let mut hit = None;
    for carve in carves {
        match carve {
            Carve::Look(p) if walk.is_empty() => {
                walk.push(p);
                events.push(Event {
                    line: Some(2),
                    at: Some(p),
                    changes: vec![Change::Push(p)],
                    why: Words::new(
                        format!(
                            "{} is not in the maze yet (it holds {} of {cells_in_all} cells): a walk starts there.",
                            at(p),
                            maze.len()
                        ),
                        format!(
                            "{} 还不在迷宫里（迷宫已有 {} / {cells_in_all} 格）：从这里开始游走。",
                            at(p),
                            maze.len()
                        ),
                    ),
                });
            }
            Carve::Look(p) if maze.contains(&p) => {
                hit = Some(p);
                let n = walk.len();
                events.push(Event {
                    line: Some(3),
                    at: Some(p),
                    changes: Vec::new(),
                    why: Words::new(
                        format!(
                            "The walk steps onto {}, which is in the maze: the walk ({}) is ready to join.",
                            at(p),
                            cells(n)
                        ),
                        format!("路径走到 {}，它已在迷宫里：这条 {n} 格的路径可以加入了。", at(p)),
                    ),
                });
            }
            Carve::Look(p) => match walk.iter().position(|&q| q == p) {
                Some(i) => {
                    let erased = walk.len() - (i + 1);
                    walk.truncate(i + 1);
                    events.push(Event {
                        line: Some(4),
                        at: Some(p),
                        changes: vec![Change::Truncate(i + 1)],
                        why: Words::new(
                            format!(
                                "The walk came back to {}: the loop it made ({}) is erased, and the walk goes on from there.",
                                at(p),
                                cells(erased)
                            ),
                            format!("路径回到了 {}：刚走出的环（{erased} 格）被擦掉，从这里继续走。", at(p)),
                        ),
                    });
                }
                None => {
                    walk.push(p);
                    events.push(Event {
                        line: Some(3),
                        at: Some(p),
                        changes: vec![Change::Push(p)],
                        why: Words::new(
                            format!(
                                "Step to {} at random: not in the maze, not on the walk ({} cells long).",
                                at(p),
                                walk.len()
                            ),
                            format!("随机走到 {}：不在迷宫里，也不在路径上（路径长 {}）。", at(p), walk.len()),
                        ),
                    });
                }
            },
            Carve::Open(p) if maze.is_empty() => {
                maze.insert(p);
                events.push(Event {
                    line: Some(1),
                    at: Some(p),
                    changes: vec![Change::Visit(p)],
                    why: Words::new(
                        format!("{} is picked at random: the maze starts as this one cell.", at(p)),
                        format!("随机选中 {}：迷宫从这一个格子开始。", at(p)),
                    ),
                });
            }
            Carve::Open(p) | Carve::Link { to: p, .. } if hit.is_some() => {
                if let Carve::Link { wall, .. } = carve {
                    joining.push(Change::Visit(wall));
                }
                maze.insert(p);
                joining.push(Change::Visit(p));
            }
            Carve::Join(w) if hit.is_some() => {
                joining.push(Change::Visit(w));
                joining.push(Change::Truncate(0));
                let n = walk.len();
                walk.clear();
                let p = hit.take().expect("a hit");
                events.push(Event {
                    line: Some(5),
                    at: Some(p),
                    changes: std::mem::take(&mut joining),
                    why: Words::new(
                        format!(
                            "The walk ({}), loops erased, joins the maze at {}: {} of {cells_in_all} cells are in.",
                            cells(n),
                            at(p),
                            maze.len()
                        ),
                        format!(
                            "路径的 {n} 格（环已擦掉）在 {} 接入迷宫：已有 {} / {cells_in_all} 格。",
                            at(p),
                            maze.len()
                        ),
                    ),
                });
            }
            Carve::Join(w) => events.push(braid(w)),
            // Nothing else opens a cell: a cell opened any other way is still shown carved.
            Carve::Open(p) | Carve::Link { to: p, .. } => {
                maze.insert(p);
                events.push(carved(p));
            }
        }
    }
    let end = Event {
        line: Some(6),
        at: None,
        changes: Vec::new(),
        why: Words::new(
            "Every cell is in the maze: it is done, and each of all its possible mazes was equally likely.",
            "所有格子都在迷宫里：完成。所有可能的迷宫出现的机会都一样。",
        ),
    };
    // Braiding comes after the end.
    let first_braid = events.iter().position(|e| e.line.is_none() && e.changes.len() == 1).unwrap_or(events.len());
    events.insert(first_braid, end);
    Lesson {
        subject: Subject::Building(Algorithm::Wilson),
        pseudocode: Some(&WILSON_LINES),
        memory: Some(WALK),
        events,
    }
}
