//! Prim's algorithm, both kinds, around its frontier: the cells not yet in
//! the maze beside one that is. Simplified Prim links a random maze cell on
//! the frontier's edge to one of its frontier neighbours; true Prim always
//! knocks down the lightest wall between the maze and the frontier, and
//! drops the walls it finds with the maze on both sides (the generator tells
//! of those). The frontier is worked out from the cells carved so far.

use std::collections::HashSet;

use super::{Carve, FRONTIER, Traced, board, braid, carved, carves, near, outside, sides};
use crate::lesson::{Change, Event, Lesson, Line, Subject, Words, at};
use crate::maze::Pos;
use crate::maze::generate::Algorithm;

/// Simplified Prim's pseudocode.
pub const PRIM_LINES: [Line; 6] = [
    ("a random cell joins the maze", "随机一格加入迷宫"),
    ("frontier ← new cells beside it", "边界 ← 它旁边的新格子"),
    ("while the frontier is not empty:", "当边界不为空："),
    ("  link a maze cell to frontier n", "  随机把迷宫格与边界格 n 打通"),
    ("  n's new neighbours join it", "  n 的新邻格加入边界"),
    ("done: the frontier is empty", "完成：边界空了"),
];

/// True Prim's pseudocode.
pub const PRIM_TRUE_LINES: [Line; 7] = [
    ("give each wall a random weight", "给每堵墙一个随机权重"),
    ("a random cell joins the maze", "随机一格加入迷宫"),
    ("while the frontier is not empty:", "当边界不为空："),
    ("  w ← the lightest outward wall", "  w ← 向外最轻的墙"),
    ("  knock w down; its cell n joins", "  拆掉 w；墙后的格子 n 加入"),
    ("  drop walls inside the maze", "  丢掉迷宫内部的墙"),
    ("done: the frontier is empty", "完成：边界空了"),
];

/// The lesson of a Prim maze (`algorithm` says which kind) whose trace is `trace`.
pub(super) fn lesson(algorithm: Algorithm, trace: &[Traced]) -> Lesson {
    let true_prim = algorithm == Algorithm::PrimTrue;
    let size = board(trace);
    let outside = outside(trace);
    let mut maze: HashSet<Pos> = HashSet::new();
    let mut frontier: Vec<Pos> = Vec::new();
    // The cells beside `c` that join the frontier now `c` is in the maze.
    let grow = |c: Pos, maze: &HashSet<Pos>, frontier: &mut Vec<Pos>| -> Vec<Change> {
        let new: Vec<Pos> =
            near(c, size).filter(|n| !maze.contains(n) && !frontier.contains(n) && !outside.contains(n)).collect();
        frontier.extend(&new);
        new.into_iter().map(Change::Push).collect()
    };
    let (link_line, grow_line, end_line) = if true_prim { (5, 5, 7) } else { (4, 5, 6) };
    let mut events = Vec::new();
    if true_prim {
        events.push(Event {
            line: Some(1),
            at: None,
            changes: Vec::new(),
            why: Words::new(
                "Every wall gets a random weight: the light ones come down first.",
                "每堵墙得到一个随机权重：轻的先拆。",
            ),
        });
    }
    let mut ended = false;
    for carve in carves(trace) {
        match carve {
            Carve::Open(p) if maze.is_empty() => {
                maze.insert(p);
                let mut changes = vec![Change::Visit(p)];
                changes.extend(grow(p, &maze, &mut frontier));
                let n = frontier.len();
                events.push(Event {
                    line: Some(if true_prim { 2 } else { 1 }),
                    at: Some(p),
                    changes,
                    why: Words::new(
                        format!("{} is picked at random to start; its {n} neighbours are the frontier.", at(p)),
                        format!("随机选 {} 开始；它的 {n} 个邻格构成边界。", at(p)),
                    ),
                });
            }
            Carve::Link { from, wall, to } if !ended => {
                maze.insert(to);
                frontier.retain(|&q| q != to);
                let mut changes = vec![Change::Visit(wall), Change::Visit(to), Change::Remove(to)];
                let (en, zh) = if true_prim {
                    (
                        format!(
                            "The lightest wall out of the maze is between {} and {}: it comes down and {} joins.",
                            at(from),
                            at(to),
                            at(to)
                        ),
                        format!("从迷宫向外最轻的墙在 {} 和 {} 之间：拆掉，{} 加入迷宫。", at(from), at(to), at(to)),
                    )
                } else {
                    (
                        format!(
                            "{} (in the maze, beside the frontier) is picked at random and linked to frontier cell {}.",
                            at(from),
                            at(to)
                        ),
                        format!("随机选中挨着边界的迷宫格 {}，把它与边界格 {} 打通。", at(from), at(to)),
                    )
                };
                let grown = grow(to, &maze, &mut frontier);
                let (added, n) = (grown.len(), frontier.len());
                let (grew_en, grew_zh) = (
                    format!(
                        "{} beside {} {} the frontier ({n} on it now).",
                        new_cells(added),
                        at(to),
                        if added == 1 { "joins" } else { "join" }
                    ),
                    format!("{} 旁边 {added} 个新格子加入边界（现有 {n} 个）。", at(to)),
                );
                if true_prim {
                    changes.extend(grown);
                    let why = Words::new(format!("{en} {grew_en}"), format!("{zh}{grew_zh}"));
                    events.push(Event { line: Some(link_line), at: Some(to), changes, why });
                } else {
                    let why = Words::new(
                        format!("{en} It joins the maze and leaves the frontier."),
                        format!("{zh}它加入迷宫，离开边界。"),
                    );
                    events.push(Event { line: Some(link_line), at: Some(to), changes, why });
                    let why = Words::new(grew_en, grew_zh);
                    events.push(Event { line: Some(grow_line), at: Some(to), changes: grown, why });
                }
            }
            Carve::Look(w) if !ended => {
                let (a, b) = sides(w);
                events.push(Event {
                    line: Some(6),
                    at: Some(w),
                    changes: Vec::new(),
                    why: Words::new(
                        format!(
                            "The lightest wall left, between {} and {}, has the maze on both sides: it is dropped.",
                            at(a),
                            at(b)
                        ),
                        format!("剩下最轻的墙在 {} 和 {} 之间，两边都已在迷宫里：丢掉。", at(a), at(b)),
                    ),
                });
            }
            Carve::Look(_) => {}
            Carve::Join(w) => events.push(braid(w)),
            Carve::Open(p) | Carve::Link { to: p, .. } => {
                events.push(carved(p));
            }
        }
        if !ended && frontier.is_empty() && !maze.is_empty() {
            ended = true;
            events.push(Event {
                line: Some(end_line),
                at: None,
                changes: Vec::new(),
                why: Words::new(
                    "The frontier is empty: every cell is in the maze, and it is done.",
                    "边界空了：所有格子都在迷宫里，完成。",
                ),
            });
        }
    }
    let pseudocode: &'static [Line] = if true_prim { &PRIM_TRUE_LINES } else { &PRIM_LINES };
    Lesson { subject: Subject::Building(algorithm), pseudocode: Some(pseudocode), memory: Some(FRONTIER), events }
}

/// "1 new cell", "3 new cells".
fn new_cells(n: usize) -> String {
    if n == 1 { "1 new cell".into() } else { format!("{n} new cells") }
}
