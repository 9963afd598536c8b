//! Hunt-and-kill: a random walk through new cells; when the walk is stuck
//! (every neighbour visited), a hunt scans the rows from the top for the
//! first new cell beside a visited one, links them and walks on from there.
//! Restart-from-visited is the same walk, which jumps to a random visited
//! cell with a new neighbour where hunt-and-kill hunts. Read from the trace:
//! a cell carved from the cell the walk stands on is a step of the walk; one
//! carved from anywhere else was found by a hunt (or a jump).

use super::{Carve, Traced, WALK, braid, carved, carves, cells};
use crate::lesson::{Change, Event, Lesson, Line, Subject, Words, at};
use crate::maze::Pos;
use crate::maze::generate::Algorithm;

/// Hunt-and-kill's pseudocode.
pub const HUNT_AND_KILL_LINES: [Line; 7] = [
    ("walk from a random cell", "从随机一格开始走"),
    ("loop:", "循环："),
    ("  if the cell has new neighbours:", "  若当前格有新邻格："),
    ("    walk to one at random", "    随机走到其中一个"),
    ("  else hunt rows from the top", "  否则从顶行逐行搜寻"),
    ("    link first new one; walk on", "    打通第一个新格；继续走"),
    ("  none found: done", "  找不到：完成"),
];

/// Restart-from-visited's pseudocode.
pub const RESTART_LINES: [Line; 7] = [
    ("walk from the bottom-left cell", "从左下角的格子开始走"),
    ("loop:", "循环："),
    ("  if the cell has new neighbours:", "  若当前格有新邻格："),
    ("    walk to one at random", "    随机走到其中一个"),
    ("  else jump: a random visited cell", "  否则跳到随机一个已访问格"),
    ("    with a new neighbour; link it", "    它须有新邻格；打通，继续走"),
    ("  none left: done", "  一个也没有：完成"),
];

/// The sentences that differ between the two.
struct Say {
    start: fn(Pos) -> Words,
    next: (&'static str, &'static str),
    found: fn(Pos, Pos) -> Words,
    end: (&'static str, &'static str),
}

const HUNT: Say = Say {
    start: |p| {
        Words::new(
            format!("{} is picked at random: the walk starts there.", at(p)),
            format!("随机选中 {}：从这里开始走。", at(p)),
        )
    },
    next: ("Hunt row by row from the top.", "从顶行开始逐行搜寻。"),
    found: |from, to| {
        Words::new(
            format!(
                "The hunt finds {}, the first new cell (row by row) beside a visited one: it is linked to {} and the walk goes on from it.",
                at(to),
                at(from)
            ),
            format!("搜寻找到 {}：逐行第一个挨着已访问格的新格。把它与 {} 打通，从它继续走。", at(to), at(from)),
        )
    },
    end: (
        "The hunt finds no new cell: every cell is visited and the maze is done.",
        "搜寻找不到新格子：所有格子都访问过了，迷宫完成。",
    ),
};

const RESTART: Say = Say {
    start: |p| {
        Words::new(
            format!("The walk starts at {}, the bottom-left cell.", at(p)),
            format!("从左下角的 {} 开始走。", at(p)),
        )
    },
    next: ("Jump to a random visited cell that has a new neighbour.", "跳到随机一个有新邻格的已访问格。"),
    found: |from, to| {
        Words::new(
            format!(
                "The jump lands on {}, picked at random: it links to its new neighbour {} and the walk goes on.",
                at(from),
                at(to)
            ),
            format!("随机跳到 {}：把它与新邻格 {} 打通，继续走。", at(from), at(to)),
        )
    },
    end: (
        "No visited cell has a new neighbour left: every cell is visited and the maze is done.",
        "已访问的格子都没有新邻格了：所有格子都访问过，迷宫完成。",
    ),
};

/// The lesson of a hunt-and-kill maze (or, when `restart`, a
/// restart-from-visited maze) whose trace is `trace`.
pub(super) fn lesson(trace: &[Traced], restart: bool) -> Lesson {
    let say = if restart { &RESTART } else { &HUNT };
    let mut events = Vec::new();
    let mut here: Option<Pos> = None;
    let mut walked = 0;
    let stuck = |here: Pos, walked: usize| Event {
        line: Some(5),
        at: Some(here),
        changes: vec![Change::Truncate(0)],
        why: Words::new(
            format!(
                "Stuck at {}: every neighbour is visited (the walk was {}). {}",
                at(here),
                cells(walked),
                say.next.0
            ),
            format!("卡在 {}：邻格都访问过了（这段路走了 {walked} 格）。{}", at(here), say.next.1),
        ),
    };
    let finish = |events: &mut Vec<Event>, here: Option<Pos>, walked: usize| {
        events.extend(here.map(|h| stuck(h, walked)));
        events.push(Event { line: Some(7), at: None, changes: Vec::new(), why: Words::new(say.end.0, say.end.1) });
    };
    let mut done = false;
    for carve in carves(trace) {
        match carve {
            Carve::Open(p) if here.is_none() => {
                here = Some(p);
                walked = 1;
                let changes = vec![Change::Visit(p), Change::Push(p)];
                events.push(Event { line: Some(1), at: Some(p), changes, why: (say.start)(p) });
            }
            Carve::Link { from, wall, to } if here == Some(from) && !done => {
                walked += 1;
                here = Some(to);
                events.push(Event {
                    line: Some(4),
                    at: Some(to),
                    changes: vec![Change::Visit(wall), Change::Visit(to), Change::Push(to)],
                    why: Words::new(
                        format!("{} has new neighbours: walk to {}, picked at random.", at(from), at(to)),
                        format!("{} 还有新的邻格：随机走到 {}。", at(from), at(to)),
                    ),
                });
            }
            Carve::Link { from, wall, to } if !done => {
                events.push(stuck(here.expect("a walk before a hunt"), walked));
                walked = 1;
                here = Some(to);
                let changes = vec![Change::Visit(wall), Change::Visit(to), Change::Push(to)];
                events.push(Event { line: Some(6), at: Some(to), changes, why: (say.found)(from, to) });
            }
            Carve::Join(w) => {
                if !done {
                    done = true;
                    finish(&mut events, here, walked);
                }
                events.push(braid(w));
            }
            Carve::Open(p) | Carve::Link { to: p, .. } => events.push(carved(p)),
            Carve::Look(_) => {}
        }
    }
    if !done {
        finish(&mut events, here, walked);
    }
    let (algorithm, lines): (_, &'static [Line]) = if restart {
        (Algorithm::RestartFromVisited, &RESTART_LINES)
    } else {
        (Algorithm::HuntAndKill, &HUNT_AND_KILL_LINES)
    };
    Lesson { subject: Subject::Building(algorithm), pseudocode: Some(lines), memory: Some(WALK), events }
}
