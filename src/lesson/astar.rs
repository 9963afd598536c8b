//! A*: its open set with each tile's `f = g + h`. The trace gives the order
//! tiles are taken (`Visit`) and first seen (`Frontier`); `h` is the Manhattan
//! distance to the exit (on a grid, the straight distance in steps, rounded down) and `g` is worked out again from the maze as A* does:
//! a tile taken with `g` offers `g + 1` to each open neighbour not yet closed,
//! which keeps it when it is new or shorter than the way known.

use std::collections::{HashMap, HashSet};

use super::script::Script;
use super::{Cell, Change, Line, OPEN_SET, Traced, Words, at};
use crate::maze::solve::{Solver, Step};
use crate::maze::{Maze, Pos};

/// A*'s pseudocode.
pub const ASTAR_LINES: [Line; 7] = [
    ("open ← {entrance}; g(entrance) ← 0", "开放集 ← {入口}；g(入口) ← 0"),
    ("while open is not empty:", "当开放集不为空："),
    ("  take smallest f = g + h; close it", "  取出 f = g + h 最小的；关闭它"),
    ("  if it is the exit: done", "  若它是出口：完成"),
    ("  for each neighbour n not closed:", "  对每个未关闭的相通邻格 n："),
    ("    new/shorter: g(n) ← g+1, open n", "    新的或更短：g(n) ← g+1，开放 n"),
    ("no way out", "没有出路"),
];

/// What A* knows: each tile's best `g`, the open set and the closed set; and
/// of the board, each tile's `h` and its open neighbours.
struct Known<P, H, L> {
    h: H,
    links: L,
    g: HashMap<P, u32>,
    open: HashSet<P>,
    closed: HashSet<P>,
}

impl<P: Cell, H: Fn(P) -> u32, L: Fn(P) -> Vec<P>> Known<P, H, L> {
    /// The guess from `p` to the exit.
    fn h(&self, p: P) -> u32 {
        (self.h)(p)
    }

    /// Tile `p`, taken with `gp`, offers `gp + 1` to its open neighbours not closed.
    fn offer(&mut self, p: P, gp: u32, script: &mut Script<P>) {
        for n in (self.links)(p) {
            if self.closed.contains(&n) || self.g.get(&n).is_some_and(|&gn| gn <= gp + 1) {
                continue;
            }
            let (gn, hn) = (gp + 1, self.h(n));
            let why = match self.g.insert(n, gn) {
                None => Words::new(
                    format!("{} is new: g = {gn}, h = {hn}, so f = {}; it joins the open set.", at(n), gn + hn),
                    format!("{} 是新的：g = {gn}，h = {hn}，f = {}；进开放集。", at(n), gn + hn),
                ),
                Some(old) => Words::new(
                    format!("A shorter way to {}: g {old} → {gn}, so f = {}.", at(n), gn + hn),
                    format!("到 {} 有更短的路：g {old} → {gn}，f = {}。", at(n), gn + hn),
                ),
            };
            let mut changes = vec![Change::Score(n, gn, hn)];
            if self.open.insert(n) {
                changes.insert(0, Change::Push(n));
            }
            script.say(6, Some(p), changes, why);
        }
    }
}

/// The lesson of an A* search of `maze` whose trace is `trace`, which `found` the exit or not.
pub(super) fn lesson(maze: &Maze, trace: &[Step], found: bool) -> Traced {
    let h = |p: Pos| p.manhattan(maze.exit) as u32;
    search(trace, found, h, |p| maze.floor_neighbours(p).collect())
}

/// The lesson of an A* search whose trace is `trace`, which `found` the exit
/// or not, on a board where `h` guesses the steps from a place to the exit
/// and `links` gives a place's open neighbours.
pub(super) fn search<P: Cell>(
    trace: &[Step<P>],
    found: bool,
    h: impl Fn(P) -> u32,
    links: impl Fn(P) -> Vec<P>,
) -> Traced<P> {
    let mut script = Script::default();
    let mut known = Known { h, links, g: HashMap::new(), open: HashSet::new(), closed: HashSet::new() };
    for (i, &step) in trace.iter().enumerate() {
        match step {
            Step::Frontier(p) if i == 0 => {
                let hp = known.h(p);
                known.g.insert(p, 0);
                known.open.insert(p);
                script.say(
                    1,
                    None,
                    vec![Change::Push(p), Change::Score(p, 0, hp)],
                    Words::new(
                        format!(
                            "The open set starts with the entrance {}: g = 0 steps so far, h = {hp} to the exit.",
                            at(p)
                        ),
                        format!("开放集从入口 {} 开始：已走 g = 0 步，离出口 h = {hp}。", at(p)),
                    ),
                );
            }
            // Told with the tile that offered it (below).
            Step::Frontier(_) => {}
            Step::Visit(p) => {
                let (gp, hp) = (known.g[&p], known.h(p));
                let waiting = known.open.len();
                known.open.remove(&p);
                known.closed.insert(p);
                let ties = known.open.iter().filter(|&&q| known.g[&q] + known.h(q) == gp + hp).count();
                let tie = if ties > 0 {
                    (
                        format!("; {ties} more with that f, and the smaller h goes first"),
                        format!("；还有 {ties} 个 f 相同，h 小的先"),
                    )
                } else {
                    (String::new(), String::new())
                };
                let changes = vec![Change::Remove(p), Change::Visit(p)];
                if found && i + 1 == trace.len() {
                    script.say(
                        4,
                        Some(p),
                        changes,
                        Words::new(
                            format!(
                                "A* takes {}, the open tile with the smallest f = {} (g {gp} + h {hp}): it is the exit, reached in {gp} steps, a shortest route.",
                                at(p),
                                gp + hp
                            ),
                            format!(
                                "A* 取出 {}，它的 f = {} 最小（g {gp} + h {hp}）：它是出口，走了 {gp} 步，是最短路线。",
                                at(p),
                                gp + hp
                            ),
                        ),
                    );
                } else {
                    script.say(
                        3,
                        Some(p),
                        changes,
                        Words::new(
                            format!(
                                "A* takes {}: of the {waiting} open {} it has the smallest f = {} (g {gp} + h {hp}{}). It is closed now.",
                                at(p),
                                P::PLACES,
                                gp + hp,
                                tie.0
                            ),
                            format!(
                                "A* 取出 {}：{waiting} 个开放格中它的 f = {} 最小（g {gp} + h {hp}{}），现在关闭它。",
                                at(p),
                                gp + hp,
                                tie.1
                            ),
                        ),
                    );
                    known.offer(p, gp, &mut script);
                }
            }
            Step::DeadEnd(_) => {}
        }
        script.told();
    }
    if !found {
        script.say(
            7,
            None,
            Vec::new(),
            Words::new(
                "The open set is empty and the exit was never taken: there is no way out.",
                "开放集空了，出口始终没被取出：没有出路。",
            ),
        );
    }
    script.finish(Solver::AStar, &ASTAR_LINES, OPEN_SET)
}
