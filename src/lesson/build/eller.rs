//! Eller: one row at a time. Each new cell of a row starts a set of its own;
//! neighbours in different sets are joined east at random (all of them on
//! the last row); then each set goes down into the next row at least once,
//! at random. The sets are the cells joined so far (as Kruskal's, tinted
//! alike on the board), worked out from the walls opened.

use super::kruskal::Sets;
use super::{Carve, Traced, board, braid, carves, is_cell, sides};
use crate::lesson::{Event, Lesson, Line, Subject, Words, at};
use crate::maze::Tile;
use crate::maze::generate::Algorithm;

/// Eller's pseudocode.
pub const ELLER_LINES: [Line; 6] = [
    ("for each row, top to bottom:", "从上到下逐行："),
    ("  a new cell: a set of its own", "  新格子自成一个集合"),
    ("  join east, other sets, at random", "  随机向东合并不同集合"),
    ("  last row: join all other sets", "  最后一行：合并所有不同集合"),
    ("  each set goes down, at random", "  每个集合随机向下延伸"),
    ("done: one set holds every cell", "完成：所有格同属一个集合"),
];

/// The lesson of an Eller maze whose trace is `trace`.
pub(super) fn lesson(trace: &[Traced]) -> Lesson {
    let last_row = board(trace).1 - 2;
    let cells = trace.iter().filter(|t| matches!(t, Traced::Set(p, Tile::Floor) if is_cell(*p))).count();
    let mut sets = Sets::default();
    let mut events = Vec::new();
    let mut done = false;
    for carve in carves(trace) {
        let mut changes = Vec::new();
        let (line, here, en, zh) = match carve {
            Carve::Open(c) => {
                sets.set_of(c, &mut changes);
                (
                    2,
                    c,
                    format!("{} is new in its row: a set of its own.", at(c)),
                    format!("{} 是这一行的新格子：自成一个集合。", at(c)),
                )
            }
            Carve::Link { wall, .. } | Carve::Join(wall) => {
                let (a, b) = sides(wall);
                if done {
                    events.push(braid(wall));
                    continue;
                }
                let down = a.x == b.x;
                let n = sets.cells(a) + sets.cells(b);
                sets.join(wall, &mut changes);
                match (down, a.y == last_row) {
                    (true, _) => (
                        5,
                        b,
                        format!(
                            "{}'s set goes down to {} (now {n} cells): every set must reach the next row.",
                            at(a),
                            at(b)
                        ),
                        format!("{} 的集合向下延伸到 {}（现有 {n} 格）：每个集合都要伸进下一行。", at(a), at(b)),
                    ),
                    (false, false) => (
                        3,
                        b,
                        format!(
                            "{} and {} are in different sets and the coin said join: one set of {n} cells.",
                            at(a),
                            at(b)
                        ),
                        format!("{} 和 {} 属于不同集合，硬币说合并：合成 {n} 格的一个集合。", at(a), at(b)),
                    ),
                    (false, true) => (
                        4,
                        b,
                        format!(
                            "The last row: {} and {} are in different sets, so they must join ({n} cells).",
                            at(a),
                            at(b)
                        ),
                        format!("最后一行：{} 和 {} 属于不同集合，必须合并（{n} 格）。", at(a), at(b)),
                    ),
                }
            }
            Carve::Look(_) => continue,
        };
        events.push(Event { line: Some(line), at: Some(here), changes, why: Words::new(en, zh) });
        if here.y == last_row && sets.cells(here) == cells {
            done = true;
            events.push(Event {
                line: Some(6),
                at: None,
                changes: Vec::new(),
                why: Words::new(
                    "The last row joined every set: one set holds every cell, and the maze is done.",
                    "最后一行合并了所有集合：所有格子同属一个集合，迷宫完成。",
                ),
            });
        }
    }
    Lesson { subject: Subject::Building(Algorithm::Eller), pseudocode: Some(&ELLER_LINES), memory: None, events }
}
