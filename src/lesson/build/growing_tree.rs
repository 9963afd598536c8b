//! The growing tree: a list of active cells; take one by the pick rule
//! (newest, random, oldest, or newest some of the time), link it to a random
//! new neighbour and add that, or take it off the list when it has none.
//! Newest makes the list a stack and oldest a queue, and both are worked out
//! exactly from the trace (each carve comes from the cell the rule picks, so
//! every cell above it on the stack, or before it in the queue, had no new
//! neighbour and came off first). A random pick leaves no trace of when a
//! finished cell comes off, so for random and the mix the list shown is the
//! cells that still have a new neighbour: the ones a pick can grow from.

use std::collections::{HashSet, VecDeque};

use super::{Carve, Traced, board, braid, carved, carves, near, outside};
use crate::lesson::{Change, Event, Lesson, Line, Memory, Subject, Words, at};
use crate::maze::Pos;
use crate::maze::generate::{Algorithm, GrowingTreePick};

/// The pseudocode with the pick rule's line.
const fn lines(pick: Line) -> [Line; 6] {
    [
        ("list ← [a random cell]", "列表 ← [随机一个格子]"),
        ("while the list is not empty:", "当列表不为空："),
        pick,
        ("  link c to a new n; add n", "  c 与新邻格 n 打通；n 入列表"),
        ("  none new: take c off", "  没有新邻格：c 出列表"),
        ("done: the list is empty", "完成：列表空了"),
    ]
}

const NEWEST: [Line; 6] = lines(("  c ← the newest on the list", "  c ← 列表里最新的格子"));
const RANDOM: [Line; 6] = lines(("  c ← a random one on the list", "  c ← 列表里随机一个格子"));
const OLDEST: [Line; 6] = lines(("  c ← the oldest on the list", "  c ← 列表里最早的格子"));
const MIX: [Line; 6] = lines(("  c ← newest (P%) or random", "  c ← 最新的（P%）或随机"));

/// The lesson of a growing-tree maze picking by `pick`, whose trace is `trace`.
pub(super) fn lesson(pick: GrowingTreePick, trace: &[Traced]) -> Lesson {
    let size = board(trace);
    let outside = outside(trace);
    let mut maze: HashSet<Pos> = HashSet::new();
    let fresh = |c: Pos, maze: &HashSet<Pos>| near(c, size).any(|n| !maze.contains(&n) && !outside.contains(&n));
    let mut list: VecDeque<Pos> = VecDeque::new();
    let mut events = Vec::new();
    let off = |c: Pos, front: bool| Event {
        line: Some(5),
        at: Some(c),
        changes: vec![if front { Change::PopFront } else { Change::Pop }],
        why: Words::new(
            format!("{} has no new neighbour left: it comes off the list.", at(c)),
            format!("{} 没有新邻格了：移出列表。", at(c)),
        ),
    };
    let mut done = false;
    for carve in carves(trace) {
        match carve {
            Carve::Open(p) if maze.is_empty() => {
                maze.insert(p);
                list.push_back(p);
                events.push(Event {
                    line: Some(1),
                    at: Some(p),
                    changes: vec![Change::Visit(p), Change::Push(p)],
                    why: Words::new(
                        format!("{} is picked at random: the list holds it alone.", at(p)),
                        format!("随机选中 {}：列表里只有它。", at(p)),
                    ),
                });
            }
            Carve::Link { from, wall, to } if !done => {
                let mut changes = Vec::new();
                let rule = match pick {
                    GrowingTreePick::Newest => {
                        while list.back().is_some_and(|&c| c != from) {
                            events.push(off(list.pop_back().expect("not empty"), false));
                        }
                        ("as the newest on the list", "选中列表里最新的格子")
                    }
                    GrowingTreePick::Oldest => {
                        while list.front().is_some_and(|&c| c != from) {
                            events.push(off(list.pop_front().expect("not empty"), true));
                        }
                        ("as the oldest on the list", "选中列表里最早的格子")
                    }
                    GrowingTreePick::Random => ("at random from the list", "从列表里随机选中格子"),
                    GrowingTreePick::Mix(_) => ("by the rule (newest or random)", "按规则（最新或随机）选中格子"),
                };
                maze.insert(to);
                changes.extend([Change::Visit(wall), Change::Visit(to)]);
                let exact = matches!(pick, GrowingTreePick::Newest | GrowingTreePick::Oldest);
                if exact || fresh(to, &maze) {
                    list.push_back(to);
                    changes.push(Change::Push(to));
                }
                if !exact {
                    // The cells the carve left with no new neighbour come off.
                    let finished: Vec<Pos> = list.iter().copied().filter(|&c| !fresh(c, &maze)).collect();
                    list.retain(|c| !finished.contains(c));
                    changes.extend(finished.into_iter().map(Change::Remove));
                }
                let n = list.len();
                events.push(Event {
                    line: Some(4),
                    at: Some(to),
                    changes,
                    why: Words::new(
                        format!(
                            "{} is picked {}: it links to {}, a new neighbour, which joins the list ({n} on it).",
                            at(from),
                            rule.0,
                            at(to)
                        ),
                        format!(
                            "{} {}：与新邻格 {} 打通，{} 加入列表（共 {n} 个）。",
                            rule.1,
                            at(from),
                            at(to),
                            at(to)
                        ),
                    ),
                });
            }
            Carve::Join(w) => {
                if !done {
                    done = true;
                    end(&mut events, &mut list, pick, &off);
                }
                events.push(braid(w));
            }
            Carve::Open(p) | Carve::Link { to: p, .. } => events.push(carved(p)),
            Carve::Look(_) => {}
        }
    }
    if !done {
        end(&mut events, &mut list, pick, &off);
    }
    let (pseudocode, memory): (&'static [Line], Memory) = match pick {
        GrowingTreePick::Newest => (&NEWEST, Memory { name: ("List (a stack)", "列表（栈）"), next_at_back: true }),
        GrowingTreePick::Oldest => (&OLDEST, Memory { name: ("List (a queue)", "列表（队列）"), next_at_back: false }),
        GrowingTreePick::Random => {
            (&RANDOM, Memory { name: ("List (still growing)", "列表（仍可生长）"), next_at_back: true })
        }
        GrowingTreePick::Mix(_) => {
            (&MIX, Memory { name: ("List (still growing)", "列表（仍可生长）"), next_at_back: true })
        }
    };
    Lesson {
        subject: Subject::Building(Algorithm::GrowingTree(pick)),
        pseudocode: Some(pseudocode),
        memory: Some(memory),
        events,
    }
}

/// Every cell left on the list comes off; the list is empty.
fn end(events: &mut Vec<Event>, list: &mut VecDeque<Pos>, pick: GrowingTreePick, off: &dyn Fn(Pos, bool) -> Event) {
    let front = pick == GrowingTreePick::Oldest;
    while let Some(c) = if front { list.pop_front() } else { list.pop_back() } {
        events.push(off(c, front));
    }
    events.push(Event {
        line: Some(6),
        at: None,
        changes: Vec::new(),
        why: Words::new(
            "The list is empty: every cell is in the maze, and it is done.",
            "列表空了：所有格子都在迷宫里，完成。",
        ),
    });
}
