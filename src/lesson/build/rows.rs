//! The row-by-row generators: binary tree (each cell opens north or east on
//! its own) and sidewinder (runs of cells eastwards, each closed by one
//! opening north from a random cell of the run). Both read the walls from
//! the trace: a wall right of a cell is an opening east, one above a cell an
//! opening north, in the order the cells were taken.

use super::{Carve, Memory, Traced, board, braid, carves, cells, is_cell, sides};
use crate::lesson::{Change, Event, Lesson, Line, Subject, Words, at};
use crate::maze::generate::Algorithm;
use crate::maze::{Pos, Tile};

/// Binary tree's pseudocode.
pub const BINARY_TREE_LINES: [Line; 5] = [
    ("for each cell, row by row:", "逐行处理每个格子："),
    ("  both ways possible: toss a coin", "  两个方向都行：抛硬币"),
    ("  open north", "  向北打通"),
    ("  open east", "  向东打通"),
    ("done (top-right opens neither)", "完成（右上角两边都不开）"),
];

/// Sidewinder's pseudocode.
pub const SIDEWINDER_LINES: [Line; 6] = [
    ("for each row, west to east:", "逐行从西到东："),
    ("  the cell joins the run", "  当前格加入这一段"),
    ("  at east edge, or coin says stop:", "  到东边界，或硬币说停："),
    ("    a random run cell opens north", "    段内随机一格向北打通"),
    ("  else: open east, grow the run", "  否则：向东打通，段变长"),
    ("done", "完成"),
];

/// Sidewinder's memory: the run of cells not yet opened north.
const RUN: Memory = Memory { name: ("Run", "当前段"), next_at_back: true };

/// Whether wall `w` lies between a cell and the cell above it (else left and right).
fn is_north_wall(w: Pos) -> bool {
    w.y.is_multiple_of(2)
}

/// The cells in the order the generator opened them, and the walls.
fn opened(trace: &[Traced]) -> Vec<Pos> {
    trace
        .iter()
        .filter_map(|t| match *t {
            Traced::Set(p, Tile::Floor) => Some(p),
            _ => None,
        })
        .collect()
}

/// The lesson of a binary-tree maze whose trace is `trace`.
pub(super) fn binary_tree(algorithm: Algorithm, trace: &[Traced]) -> Lesson {
    let (width, _) = board(trace);
    let opened = opened(trace);
    let cells = opened.iter().filter(|&&p| is_cell(p)).count();
    // A perfect maze of n cells has n - 1 walls down; braiding's come after.
    let mut walls_left = cells.saturating_sub(1);
    let mut events = Vec::new();
    for p in opened {
        if is_cell(p) {
            continue;
        }
        if walls_left == 0 {
            events.push(braid(p));
            continue;
        }
        walls_left -= 1;
        // Each wall is the choice of the cell below it or left of it.
        let north = is_north_wall(p);
        let (cell, to) = if north { (sides(p).1, sides(p).0) } else { sides(p) };
        let (en, zh) = match (north, cell.y == 1, cell.x + 2 == width) {
            (false, true, _) => ("on the top row, east is the only way", "在顶行，只能向东"),
            (true, _, true) => ("on the east edge, north is the only way", "在东边界，只能向北"),
            (true, _, false) => ("the coin said north", "硬币说向北"),
            (false, false, _) => ("the coin said east", "硬币说向东"),
        };
        events.push(Event {
            line: Some(if north { 3 } else { 4 }),
            at: Some(cell),
            changes: vec![Change::Visit(cell), Change::Visit(p), Change::Visit(to)],
            why: Words::new(
                format!("{}: {en}, so the wall to {} comes down.", at(cell), at(to)),
                format!("{}：{zh}，拆掉通往 {} 的墙。", at(cell), at(to)),
            ),
        });
        if walls_left == 0 {
            events.push(end_of_binary_tree(Vec::new()));
        }
    }
    if cells <= 1 {
        let changes = trace
            .iter()
            .filter_map(|t| match *t {
                Traced::Set(p, Tile::Floor) => Some(Change::Visit(p)),
                _ => None,
            })
            .collect();
        events.push(end_of_binary_tree(changes));
    }
    Lesson { subject: Subject::Building(algorithm), pseudocode: Some(&BINARY_TREE_LINES), memory: None, events }
}

fn end_of_binary_tree(changes: Vec<Change>) -> Event {
    Event {
        line: Some(5),
        at: None,
        changes,
        why: Words::new(
            "Every cell has opened north or east (the top-right cell opens neither): done. Every route leads up and right to the top-right corner.",
            "每个格子都向北或向东打通了（右上角的格子不开）：完成。每条路线都往上往右通向右上角。",
        ),
    }
}

/// The lesson of a sidewinder maze whose trace is `trace`.
pub(super) fn sidewinder(trace: &[Traced]) -> Lesson {
    let (width, _) = board(trace);
    let mut events = Vec::new();
    let mut run: Vec<Pos> = Vec::new();
    // The top row's run ends at the east edge with nothing opened north.
    let end_top_row = |run: &mut Vec<Pos>, events: &mut Vec<Event>| {
        if let Some(&last) = run.last().filter(|p| p.y == 1) {
            let n = run.len();
            run.clear();
            events.push(Event {
                line: Some(3),
                at: Some(last),
                changes: vec![Change::Truncate(0)],
                why: Words::new(
                    format!(
                        "{} is at the east edge of the top row: the run ({}) ends, with no north to open (the top row is one corridor).",
                        at(last),
                        cells(n)
                    ),
                    format!("{} 在顶行的东边界：这一段 {n} 格结束，北边没有可开的（顶行是一条通道）。", at(last)),
                ),
            });
        }
    };
    let mut done = false;
    for carve in carves(trace) {
        match carve {
            _ if done => {
                if let Carve::Join(w) = carve {
                    events.push(braid(w));
                }
            }
            Carve::Open(c) => {
                end_top_row(&mut run, &mut events);
                run.push(c);
                events.push(Event {
                    line: Some(2),
                    at: Some(c),
                    changes: vec![Change::Visit(c), Change::Push(c)],
                    why: Words::new(format!("{} starts a new run.", at(c)), format!("{} 开始新的一段。", at(c))),
                });
            }
            Carve::Link { from, wall, to } => {
                run.push(to);
                let n = run.len();
                let (en, zh) = if from.y == 1 {
                    ("on the top row a run only closes at the east edge", "顶行的段只在东边界结束")
                } else {
                    ("the coin said go on", "硬币说继续")
                };
                events.push(Event {
                    line: Some(5),
                    at: Some(to),
                    changes: vec![Change::Visit(wall), Change::Visit(to), Change::Push(to)],
                    why: Words::new(
                        format!("At {}, {en}: open east; {} joins the run ({n} cells).", at(from), at(to)),
                        format!("在 {}，{zh}：向东打通；{} 加入这一段（{n} 格）。", at(from), at(to)),
                    ),
                });
            }
            Carve::Join(w) => {
                let (north, member) = sides(w);
                let n = run.len();
                let last = *run.last().unwrap_or(&member);
                let (en, zh) = if last.x + 2 == width {
                    ("it reached the east edge", "到了东边界")
                } else {
                    ("the coin said stop", "硬币说停")
                };
                run.clear();
                events.push(Event {
                    line: Some(4),
                    at: Some(member),
                    changes: vec![Change::Visit(w), Change::Truncate(0)],
                    why: Words::new(
                        format!(
                            "At {}, {en}: the run ({}) closes; {}, picked at random from it, opens north to {}.",
                            at(last),
                            cells(n),
                            at(member),
                            at(north)
                        ),
                        format!(
                            "在 {}，{zh}：这一段 {n} 格结束；从中随机选的 {} 向北打通到 {}。",
                            at(last),
                            at(member),
                            at(north)
                        ),
                    ),
                });
                done = last.x + 2 == width && !trace_has_cell_after(trace, w);
                if done {
                    events.push(Event {
                        line: Some(6),
                        at: None,
                        changes: Vec::new(),
                        why: Words::new(
                            "Every row is done: the top row is one long corridor, and each run below has one way north.",
                            "每一行都完成了：顶行是一条长通道，下面每一段都有一个向北的口。",
                        ),
                    });
                }
            }
            Carve::Look(_) => {}
        }
    }
    if !done {
        end_top_row(&mut run, &mut events);
        events.push(Event {
            line: Some(6),
            at: None,
            changes: Vec::new(),
            why: Words::new("The only row is done: it is one corridor.", "唯一的一行完成了：它是一条通道。"),
        });
    }
    Lesson {
        subject: Subject::Building(Algorithm::Sidewinder),
        pseudocode: Some(&SIDEWINDER_LINES),
        memory: Some(RUN),
        events,
    }
}

/// Whether the trace opens any cell after wall `w` (the last wall opened north is followed by none).
fn trace_has_cell_after(trace: &[Traced], w: Pos) -> bool {
    let i = trace.iter().position(|t| *t == Traced::Set(w, Tile::Floor)).unwrap_or(trace.len());
    trace[i..].iter().any(|t| matches!(*t, Traced::Set(p, Tile::Floor) if is_cell(p)))
}
