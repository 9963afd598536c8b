//! The generators' lessons beyond the backtracker: one file an algorithm.
//! Each reads the recorded [`Traced`] steps of a maze being built: the tiles
//! the generator opened, in order, and where a generator tells of them (see
//! [`crate::maze::Recorder::look`](crate::maze::recorder::Recorder::look)) the tiles it looked at and left alone.
//! From those alone each works out the algorithm's memory at every step:
//! Kruskal's sets, Wilson's walk, Prim's frontier, hunt-and-kill's walk.

mod aldous_broder;
mod division;
mod eller;
mod growing_tree;
mod hunt_and_kill;
mod kruskal;
mod prim;
mod rows;
#[cfg(test)]
mod tests;
mod wilson;

use std::collections::HashSet;

use super::{Event, Lesson, Memory, Words, at};
use crate::maze::generate::{Algorithm, GrowingTreePick};
use crate::maze::recorder::Recorder;
use crate::maze::{Pos, Tile};

/// One recorded step of a generator.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Traced {
    /// The tile became this.
    Set(Pos, Tile),
    /// The generator looked at the tile and left it as it was.
    Look(Pos),
}

/// A recorder that keeps every step, the looks too.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Trace(pub Vec<Traced>);

impl Recorder for Trace {
    fn record(&mut self, at: Pos, now: Tile) {
        self.0.push(Traced::Set(at, now));
    }

    fn look(&mut self, at: Pos) {
        self.0.push(Traced::Look(at));
    }
}

/// The generators with a full view here.
pub(super) const FULL: [Algorithm; 16] = [
    Algorithm::Kruskal,
    Algorithm::Wilson,
    Algorithm::PrimSimplified,
    Algorithm::PrimTrue,
    Algorithm::HuntAndKill,
    Algorithm::AldousBroder,
    Algorithm::BinaryTree { north_percent: 50 },
    Algorithm::Sidewinder,
    Algorithm::RestartFromVisited,
    Algorithm::GrowingTree(GrowingTreePick::Newest),
    Algorithm::GrowingTree(GrowingTreePick::Random),
    Algorithm::GrowingTree(GrowingTreePick::Oldest),
    Algorithm::GrowingTree(GrowingTreePick::Mix(50)),
    Algorithm::Eller,
    Algorithm::RecursiveDivision,
    Algorithm::DivisionFast,
];

/// The lesson of `algorithm`'s trace, or `None` when it has no full view
/// here (or the trace lacks what its view needs: a shaped maze's generators
/// tell of no looks).
pub(super) fn lesson(algorithm: Algorithm, trace: &[Traced]) -> Option<Lesson> {
    let looks = trace.iter().any(|t| matches!(t, Traced::Look(_)));
    let cells = trace.iter().filter(|t| matches!(t, Traced::Set(p, Tile::Floor) if is_cell(*p))).count();
    let lesson = match algorithm {
        Algorithm::Kruskal => kruskal::lesson(trace),
        Algorithm::Wilson if looks || cells <= 1 => wilson::lesson(trace),
        Algorithm::PrimSimplified | Algorithm::PrimTrue => prim::lesson(algorithm, trace),
        Algorithm::HuntAndKill => hunt_and_kill::lesson(trace, false),
        Algorithm::RestartFromVisited => hunt_and_kill::lesson(trace, true),
        Algorithm::GrowingTree(pick) => growing_tree::lesson(pick, trace),
        Algorithm::Eller => eller::lesson(trace),
        Algorithm::RecursiveDivision | Algorithm::DivisionFast => division::lesson(algorithm, trace),
        Algorithm::BinaryTree { .. } => rows::binary_tree(algorithm, trace),
        Algorithm::Sidewinder => rows::sidewinder(trace),
        Algorithm::AldousBroder if looks || cells <= 1 => aldous_broder::lesson(trace),
        _ => return None,
    };
    Some(lesson)
}

/// What a generator did, read from its trace.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Carve {
    /// A cell opened on its own (a start, or one side of Kruskal's wall).
    Open(Pos),
    /// The wall from open cell `from` knocked down and new cell `to` opened.
    Link { from: Pos, wall: Pos, to: Pos },
    /// A wall knocked down between two cells already open.
    Join(Pos),
    /// A tile looked at and left alone.
    Look(Pos),
}

/// Whether `p` is a cell (odd column and row), not a wall between cells.
pub(super) fn is_cell(p: Pos) -> bool {
    p.x % 2 == 1 && p.y % 2 == 1
}

/// Whether tiles `a` and `b` are side by side.
fn touching(a: Pos, b: Pos) -> bool {
    a.x.abs_diff(b.x) + a.y.abs_diff(b.y) == 1
}

/// The two cells either side of wall tile `w` (left and right, or above and below).
pub(super) fn sides(w: Pos) -> (Pos, Pos) {
    if w.x.is_multiple_of(2) {
        (Pos::new(w.x - 1, w.y), Pos::new(w.x + 1, w.y))
    } else {
        (Pos::new(w.x, w.y - 1), Pos::new(w.x, w.y + 1))
    }
}

/// The cells up to two tiles away from cell `c` (its neighbouring cells), on a board `size` tiles.
pub(super) fn near(c: Pos, size: (usize, usize)) -> impl Iterator<Item = Pos> {
    let (x, y) = (c.x as i64, c.y as i64);
    [(0, -2), (2, 0), (0, 2), (-2, 0)].into_iter().filter_map(move |(dx, dy)| {
        let (nx, ny) = (x + dx, y + dy);
        (nx > 0 && ny > 0 && (nx as usize) < size.0 && (ny as usize) < size.1)
            .then(|| Pos::new(nx as usize, ny as usize))
    })
}

/// What the generator did, in order: a wall followed by a new cell beside
/// it is a link from the cell on the wall's other side.
pub(super) fn carves(trace: &[Traced]) -> Vec<Carve> {
    let mut open = HashSet::new();
    let mut out = Vec::new();
    let mut i = 0;
    while i < trace.len() {
        match trace[i] {
            Traced::Look(p) => out.push(Carve::Look(p)),
            Traced::Set(p, Tile::Floor) if is_cell(p) => {
                if open.insert(p) {
                    out.push(Carve::Open(p));
                }
            }
            Traced::Set(w, Tile::Floor) => match trace.get(i + 1) {
                Some(&Traced::Set(q, Tile::Floor)) if is_cell(q) && touching(q, w) && !open.contains(&q) => {
                    open.insert(q);
                    out.push(Carve::Link { from: Pos::new(2 * w.x - q.x, 2 * w.y - q.y), wall: w, to: q });
                    i += 1;
                }
                _ => out.push(Carve::Join(w)),
            },
            Traced::Set(..) => {}
        }
        i += 1;
    }
    out
}

/// The board's size in tiles, as far as the trace shows: one past the
/// furthest tile it opens or looks at, and one more for the outer wall.
pub(super) fn board(trace: &[Traced]) -> (usize, usize) {
    trace.iter().fold((3, 3), |(w, h), t| match *t {
        Traced::Set(p, Tile::Floor) | Traced::Look(p) => (w.max(p.x + 2), h.max(p.y + 2)),
        Traced::Set(..) => (w, h),
    })
}

/// The tiles a shape leaves outside the maze, as the trace marks them.
pub(super) fn outside(trace: &[Traced]) -> HashSet<Pos> {
    trace
        .iter()
        .filter_map(|t| match *t {
            Traced::Set(p, Tile::Outside) => Some(p),
            _ => None,
        })
        .collect()
}

/// Tile `p` is carved where the lesson cannot say by which rule (a step the
/// trace does not explain, e.g. a shape's leftovers).
pub(super) fn carved(p: Pos) -> Event {
    Event {
        line: None,
        at: Some(p),
        changes: vec![super::Change::Visit(p)],
        why: Words::new(format!("{} is carved.", at(p)), format!("{} 被打通。", at(p))),
    }
}

/// After the algorithm, braiding knocks down wall `w` to make a loop.
pub(super) fn braid(w: Pos) -> Event {
    Event {
        line: None,
        at: Some(w),
        changes: vec![super::Change::Visit(w)],
        why: Words::new(
            format!("The maze is built; braiding knocks down the wall at {} to make a loop.", at(w)),
            format!("迷宫已建成；编织拆掉 {} 的墙，造出一个环。", at(w)),
        ),
    }
}

/// "1 cell", "3 cells".
pub(super) fn cells(n: usize) -> String {
    if n == 1 { "1 cell".into() } else { format!("{n} cells") }
}

/// The working memory of a walk: the cells walked, oldest first.
pub(super) const WALK: Memory = Memory { name: ("Walk", "路径"), next_at_back: true };
/// The frontier: the cells beside the maze not yet in it.
pub(super) const FRONTIER: Memory = Memory { name: ("Frontier", "边界"), next_at_back: false };
