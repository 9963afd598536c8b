//! The depth-first backtracker building a maze: its stack, pushed on each
//! carve and popped at each dead end, worked out from the order the cells
//! were carved (a cell carved through a wall came from the cell on the wall's
//! other side, so everything above that cell on the stack was popped first).

use super::{Cell, Change, Event, Lesson, Line, STACK, Subject, Words, at};
use crate::maze::generate::Algorithm;
use crate::maze::{Pos, Tile};

/// The backtracker's pseudocode, a line each in English and Chinese.
pub const BACKTRACKER_LINES: [Line; 7] = [
    ("stack ← [start]; mark it visited", "栈 ← [起点]；标记已访问"),
    ("while the stack is not empty:", "当栈不为空："),
    ("  cell ← the top of the stack", "  当前格 ← 栈顶"),
    ("  if cell has unvisited neighbours:", "  若当前格有未访问的邻格："),
    ("    pick n at random; open; push n", "    随机选一个 n；打通墙；n 入栈"),
    ("  else: pop (a dead end: back up)", "  否则：出栈（死路，退回）"),
    ("done: every cell is visited", "完成：所有格子都已访问"),
];

/// Whether `p` is a cell (odd column and row), not a wall between cells.
pub(super) fn is_cell(p: Pos) -> bool {
    p.x % 2 == 1 && p.y % 2 == 1
}

/// The lesson of a backtracker maze whose recorded changes are `steps`.
pub(super) fn lesson(steps: &[(Pos, Tile)]) -> Lesson {
    let mut events = Vec::new();
    let mut stack: Vec<Pos> = Vec::new();
    let mut wall = None;
    for &(p, tile) in steps {
        if tile != Tile::Floor {
            continue;
        }
        if !is_cell(p) {
            wall = Some(p);
            continue;
        }
        match wall.take() {
            None => start(p, &mut stack, &mut events),
            Some(w) => {
                let from = Pos::new(2 * w.x - p.x, 2 * w.y - p.y);
                while stack.last().is_some_and(|&top| top != from) {
                    pop(&mut stack, &mut events);
                }
                stack.push(p);
                events.push(Event {
                    line: Some(5),
                    at: Some(p),
                    changes: vec![Change::Visit(w), Change::Visit(p), Change::Push(p)],
                    why: Words::new(
                        format!(
                            "{} still has an unvisited neighbour: {} was picked at random, the wall knocked down, and it is pushed (depth {}).",
                            at(from),
                            at(p),
                            stack.len()
                        ),
                        format!(
                            "{} 还有没去过的邻格：随机选了 {}，打通墙，压入栈（深 {}）。",
                            at(from),
                            at(p),
                            stack.len()
                        ),
                    ),
                });
            }
        }
    }
    finish(stack, events)
}

/// The first cell, `p`, carved: the only one on the stack.
pub(super) fn start<P: Cell>(p: P, stack: &mut Vec<P>, events: &mut Vec<Event<P>>) {
    stack.push(p);
    events.push(Event {
        line: Some(1),
        at: Some(p),
        changes: vec![Change::Push(p), Change::Visit(p)],
        why: Words::new(
            format!("Start at {}: it is the only cell on the stack.", at(p)),
            format!("从 {} 出发：它是栈里唯一的格子。", at(p)),
        ),
    });
}

/// The lesson once every cell is carved: the cells left on `stack` popped
/// after `events`, and the closing step.
pub(super) fn finish<P: Cell>(mut stack: Vec<P>, mut events: Vec<Event<P>>) -> Lesson<P> {
    while !stack.is_empty() {
        pop(&mut stack, &mut events);
    }
    events.push(Event {
        line: Some(7),
        at: None,
        changes: Vec::new(),
        why: Words::new(
            "The stack is empty: every cell is visited and the maze is done.",
            "栈空了：每个格子都访问过，迷宫完成。",
        ),
    });
    Lesson {
        subject: Subject::Building(Algorithm::Backtracker),
        pseudocode: Some(&BACKTRACKER_LINES),
        memory: Some(STACK),
        events,
    }
}

/// The top of `stack` is a dead end: it is popped.
pub(super) fn pop<P: Cell>(stack: &mut Vec<P>, events: &mut Vec<Event<P>>) {
    let p = stack.pop().expect("not empty");
    events.push(Event {
        line: Some(6),
        at: stack.last().copied(),
        changes: vec![Change::Pop],
        why: Words::new(
            format!("Dead end at {}: every neighbour is visited, so back up to the cell before it.", at(p)),
            format!("{} 的邻格都去过了：死路，退回到上一个格子。", at(p)),
        ),
    });
}
