//! Kruskal: every cell starts in a set of its own; walls are taken in random
//! order, and one comes down when its two cells are in different sets, whose
//! sets then join. The sets are worked out from the walls knocked down (a
//! union of the two sides each time); the walls left standing are the ones
//! the generator tells it looked at. On the board the cells of one set share
//! a tint.

use std::collections::HashMap;

use super::{Carve, Traced, braid, carves, is_cell, sides};
use crate::lesson::{Change, Event, Lesson, Line, Subject, Words, at};
use crate::maze::Pos;
use crate::maze::generate::Algorithm;

/// Kruskal's pseudocode.
pub const KRUSKAL_LINES: [Line; 6] = [
    ("each cell: a set of its own", "每格自成一个集合"),
    ("for each wall, in random order:", "按随机顺序看每堵墙："),
    ("  if its cells' sets differ:", "  若两边的集合不同："),
    ("    knock it down; join the sets", "    拆墙；合并两个集合"),
    ("  else: keep it (else a loop)", "  否则：保留（免得成环）"),
    ("done: one set holds every cell", "完成：所有格同属一个集合"),
];

/// The sets of cells joined so far: each tile's set, and each set's tiles
/// (cells and the walls knocked down between them) and its cells.
#[derive(Default)]
pub(super) struct Sets {
    of: HashMap<Pos, u32>,
    tiles: HashMap<u32, Vec<Pos>>,
    next: u32,
}

impl Sets {
    /// The cells in the set of `cell` (1 for a cell still on its own).
    pub(super) fn cells(&self, cell: Pos) -> usize {
        self.of.get(&cell).map_or(1, |s| self.tiles[s].iter().filter(|&&p| is_cell(p)).count())
    }

    /// The set of `cell`, making it a set of its own first if it is in none.
    pub(super) fn set_of(&mut self, cell: Pos, changes: &mut Vec<Change>) -> u32 {
        if let Some(&s) = self.of.get(&cell) {
            return s;
        }
        let s = self.next;
        self.next += 1;
        self.of.insert(cell, s);
        self.tiles.insert(s, vec![cell]);
        changes.push(Change::Visit(cell));
        changes.push(Change::Tint(cell, s));
        s
    }

    /// Joins the sets either side of wall `w`, the smaller into the larger
    /// (its tiles take the larger's tint); the wall joins it too.
    pub(super) fn join(&mut self, w: Pos, changes: &mut Vec<Change>) -> u32 {
        let (a, b) = sides(w);
        let (sa, sb) = (self.set_of(a, changes), self.set_of(b, changes));
        let (big, small) = if self.tiles[&sa].len() >= self.tiles[&sb].len() { (sa, sb) } else { (sb, sa) };
        let moved = self.tiles.remove(&small).unwrap_or_default();
        for &p in &moved {
            self.of.insert(p, big);
            changes.push(Change::Tint(p, big));
        }
        let tiles = self.tiles.get_mut(&big).expect("a set");
        tiles.extend(moved);
        tiles.push(w);
        self.of.insert(w, big);
        changes.push(Change::Visit(w));
        changes.push(Change::Tint(w, big));
        big
    }
}

/// How a set of `n` cells is written.
fn set_words(n: usize) -> (String, String) {
    match n {
        1 => ("a cell on its own".into(), "单独一个格子".into()),
        n => (format!("a set of {n} cells"), format!("{n} 个格子的集合")),
    }
}

/// The lesson of a Kruskal maze whose trace is `trace`.
pub(super) fn lesson(trace: &[Traced]) -> Lesson {
    let carves = carves(trace);
    let cells_in_all = carves.iter().filter(|c| matches!(c, Carve::Open(_) | Carve::Link { .. })).count();
    let mut events = vec![Event {
        line: Some(1),
        at: None,
        changes: Vec::new(),
        why: Words::new(
            format!("Every cell starts in a set of its own: {cells_in_all} sets, no walls down."),
            format!("每个格子自成一个集合：共 {cells_in_all} 个集合，还没有拆墙。"),
        ),
    }];
    let mut sets = Sets::default();
    // Sets left: every cell on its own at first, one fewer each wall knocked down.
    let mut left = cells_in_all;
    let mut done = false;
    for carve in carves {
        let w = match carve {
            // A cell opened on its own is one side of the wall that follows.
            Carve::Open(_) => continue,
            // Once one set is left, the walls still untaken all stay: the lesson skips them.
            Carve::Look(_) if done => continue,
            Carve::Look(w) => {
                let (a, b) = sides(w);
                let n = sets.cells(a);
                events.push(Event {
                    line: Some(5),
                    at: Some(w),
                    changes: Vec::new(),
                    why: Words::new(
                        format!(
                            "The wall between {} and {} stays: both are already in one set of {n} cells, so knocking it down would make a loop.",
                            at(a),
                            at(b)
                        ),
                        format!("{} 和 {} 之间的墙保留：两边已在同一个 {n} 格的集合里，拆掉会形成环。", at(a), at(b)),
                    ),
                });
                continue;
            }
            Carve::Link { wall, .. } | Carve::Join(wall) => wall,
        };
        let (a, b) = sides(w);
        if done || sets.of.contains_key(&a) && sets.of.get(&a) == sets.of.get(&b) {
            done = true;
            events.push(braid(w));
            continue;
        }
        let (ea, za) = set_words(sets.cells(a));
        let (eb, zb) = set_words(sets.cells(b));
        let mut changes = Vec::new();
        let joined = sets.join(w, &mut changes);
        let n = sets.cells(a);
        left -= 1;
        events.push(Event {
            line: Some(4),
            at: Some(w),
            changes,
            why: Words::new(
                format!(
                    "The wall between {} ({ea}) and {} ({eb}) comes down: they were in different sets, now one set of {n} cells (tint {joined}); {left} sets left.",
                    at(a),
                    at(b)
                ),
                format!(
                    "{}（{za}）和 {}（{zb}）之间的墙拆掉：它们原属不同集合，现在合成 {n} 格的一个集合（色 {joined}）；还剩 {left} 个集合。",
                    at(a),
                    at(b)
                ),
            ),
        });
        if left == 1 {
            done = true;
            events.push(end());
        }
    }
    if !done {
        // A board of one cell: nothing to knock down.
        let changes = trace
            .iter()
            .filter_map(|t| match *t {
                Traced::Set(p, crate::maze::Tile::Floor) => Some(Change::Visit(p)),
                _ => None,
            })
            .collect();
        events.push(Event { changes, ..end() });
    }
    Lesson { subject: Subject::Building(Algorithm::Kruskal), pseudocode: Some(&KRUSKAL_LINES), memory: None, events }
}

/// One set holds every cell.
fn end() -> Event {
    Event {
        line: Some(6),
        at: None,
        changes: Vec::new(),
        why: Words::new(
            "One set holds every cell: any two cells are joined by exactly one path, and the maze is done.",
            "所有格子同属一个集合：任意两格之间恰有一条路，迷宫完成。",
        ),
    }
}
