//! Dead-end filling: its list of dead ends still to fill and the tiles
//! filled, worked out from the maze as the filler does (one scan lists every
//! tile, but the entrance and the exit, with at most one open neighbour;
//! filling the last listed may leave its neighbour with one, which is listed
//! in turn) and checked against the order the trace filled them. What is
//! left is searched breadth-first, told as [`super::bfs`] tells it.

use super::script::Script;
use super::{Cell, Change, Line, Memory, QUEUE, Traced, Words, at, bfs};
use crate::maze::solve::{Solver, Step};
use crate::maze::{Maze, Pos};

/// Dead-end filling's pseudocode.
pub const DEAD_END_FILLING_LINES: [Line; 7] = [
    ("list dead ends (one open neighbour)", "列出所有死路（只有一个相通邻格）"),
    ("while the list is not empty:", "当列表不为空："),
    ("  fill the last dead end listed", "  填上最后列出的死路"),
    ("  neighbour now a dead end? list it", "  邻格只剩一条路？列出它"),
    ("search what is left breadth-first", "在剩下的格子里广度优先搜索"),
    ("  take the front; queue its new ones", "  取出队首；新邻格入队"),
    ("  stop at the exit (or no way out)", "  到出口就停（或没有出路）"),
];

/// The list of dead ends waiting to be filled.
pub const DEAD_ENDS: Memory = Memory { name: ("Dead ends to fill", "待填的死路"), next_at_back: true };

/// The lesson of dead-end filling on `maze` whose trace is `trace`, which `found` the exit or not.
pub(super) fn lesson(maze: &Maze, trace: &[Step], found: bool) -> Traced {
    let floor: Vec<Pos> = (0..maze.tiles().len()).map(|i| maze.pos_of(i)).filter(|&p| maze.is_floor(p)).collect();
    let board =
        Board { places: floor, index: |p: Pos| maze.index(p), links: |p: Pos| maze.floor_neighbours(p).collect() };
    fill(&board, (maze.entrance, maze.exit), trace, found)
}

/// A board as dead-end filling scans it: its places in scan order, each
/// place's number (an index into a list of them all), and its open neighbours.
pub(super) struct Board<P, I, L> {
    /// Every place, in the order the scan meets them.
    pub places: Vec<P>,
    /// A place's number (below the largest board index).
    pub index: I,
    /// A place's open neighbours.
    pub links: L,
}

/// The lesson of dead-end filling on `board` from `from` to `to` whose
/// trace is `trace`, which `found` the exit or not.
pub(super) fn fill<P: Cell, I: Fn(P) -> usize, L: Fn(P) -> Vec<P>>(
    board: &Board<P, I, L>,
    (from, to): (P, P),
    trace: &[Step<P>],
    found: bool,
) -> Traced<P> {
    let mut script = Script::default();
    let keep = |p: P| p == from || p == to;
    let size = board.places.iter().map(|&p| (board.index)(p) + 1).max().unwrap_or(0);
    let mut open = vec![0u8; size];
    for &p in &board.places {
        open[(board.index)(p)] = (board.links)(p).len() as u8;
    }
    let mut filled = vec![false; size];
    let mut list: Vec<P> = board.places.iter().copied().filter(|&p| !keep(p) && open[(board.index)(p)] <= 1).collect();
    let count = list.len();
    script.say(
        1,
        None,
        list.iter().map(|&p| Change::Push(p)).collect(),
        Words::new(
            format!("Scan the board: {count} {} have at most one open neighbour. They are the dead ends to fill (never the entrance or the exit).", P::PLACES),
            format!("扫一遍：有 {count} 个格子最多只有一个相通邻格，它们就是要填的死路（入口和出口除外）。"),
        ),
    );
    let fills = trace.iter().take_while(|s| matches!(s, Step::DeadEnd(_))).count();
    for &step in &trace[..fills] {
        let Step::DeadEnd(p) = step else { unreachable!("taken while dead ends") };
        let taken = if list.last() == Some(&p) { Change::Pop } else { Change::Remove(p) };
        list.retain(|&q| q != p);
        filled[(board.index)(p)] = true;
        let left = list.len();
        script.say(
            3,
            Some(p),
            vec![taken, Change::Dead(p), Change::Visit(p)],
            Words::new(
                format!("Fill {}: it leads nowhere, so the way out cannot pass it ({left} left on the list).", at(p)),
                format!("填上 {}：它哪儿也通不到，出路不会经过它（列表还剩 {left} 个）。", at(p)),
            ),
        );
        for n in (board.links)(p) {
            let i = (board.index)(n);
            if filled[i] {
                continue;
            }
            open[i] -= 1;
            if open[i] == 1 && !keep(n) {
                list.push(n);
                script.say(
                    4,
                    Some(p),
                    vec![Change::Push(n)],
                    Words::new(
                        format!(
                            "With {} filled, {} has one open neighbour left: a new dead end, listed.",
                            at(p),
                            at(n)
                        ),
                        format!("{} 填上后，{} 只剩一个相通邻格：新的死路，列出。", at(p), at(n)),
                    ),
                );
            }
        }
        script.told();
    }
    // The list is empty now; the queue takes its place.
    let steps_left = trace.len() - fills;
    let search = bfs::lesson(&trace[fills..], found);
    for (k, event) in search.events.into_iter().enumerate() {
        let line = match event.line {
            Some(1) => 5,
            Some(3 | 5) => 6,
            _ => 7,
        };
        let mut changes = event.changes;
        if k == 0 {
            changes.insert(0, Change::Keep(QUEUE));
        }
        script.say(line, event.at, changes, event.why);
        // BFS tells one event a trace step, and a last one when there is no way out.
        if k < steps_left {
            script.told();
        }
    }
    script.finish(Solver::DeadEndFilling, &DEAD_END_FILLING_LINES, DEAD_ENDS)
}
