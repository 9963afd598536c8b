//! Trémaux's rule: its marks on the passages, counted from the walk in the
//! trace (every step walks a passage and marks it once more), and the path of
//! passages marked once, which is a stack: pushed on a first mark, popped on a
//! second. Which rule chose each step is read from the marks at the tile it
//! left: a walker that came by a passage marked once to a tile with another
//! passage already marked turns back; otherwise it took the least marked.

use std::collections::HashMap;

use super::script::Script;
use super::{Cell, Change, Line, Memory, Traced, Words, at, passage};
use crate::maze::solve::{Solver, Step};
use crate::maze::{Dir, Pos};

/// Trémaux's pseudocode.
pub const TREMAUX_LINES: [Line; 6] = [
    ("start at the entrance", "从入口出发"),
    ("if on the exit: done", "若站在出口：完成"),
    ("new passage, old tile: turn back", "新通道通到来过的格子：掉头"),
    ("else: the passage with fewest marks", "否则：走标记最少的通道"),
    ("mark each passage walked: 0 → 1 → 2", "走过的通道加标记：0 → 1 → 2"),
    ("all marked twice here: no way out", "这里的通道都有 2 个标记：没有出路"),
];

/// The passages marked once: the way back to the entrance.
pub const MARKED_ONCE: Memory =
    Memory { name: ("Marked once (the way back)", "标记一次（回去的路）"), next_at_back: true };

/// The lesson of a Trémaux walk whose trace is `trace`, which `found` the exit or not.
pub(super) fn lesson(trace: &[Step], found: bool) -> Traced {
    walk(trace, found, |p| Dir::ALL.into_iter().filter_map(|d| step_to(p, d)).collect())
}

/// The lesson of a Trémaux walk whose trace is `trace`, on a board where
/// `neighbours` gives the places next to one (open or not).
pub(super) fn walk<P: Cell>(trace: &[Step<P>], found: bool, neighbours: impl Fn(P) -> Vec<P>) -> Traced<P> {
    let mut script = Script::default();
    let mut marks: HashMap<(P, P), u8> = HashMap::new();
    let mut path: Vec<P> = Vec::new();
    let mut came: Option<P> = None;
    let mut dead = Vec::new();
    for &step in trace {
        match step {
            Step::Visit(p) if path.is_empty() => {
                path.push(p);
                script.say(
                    1,
                    Some(p),
                    vec![Change::Push(p), Change::Visit(p)],
                    Words::new(
                        format!("Start at the entrance {}: no passage has a mark yet.", at(p)),
                        format!("从入口 {} 出发：还没有任何通道有标记。", at(p)),
                    ),
                );
            }
            Step::Visit(q) => {
                let p = *path.last().expect("the walker stands on the top");
                let marked = |a: P, b: P| marks.get(&passage(a, b)).copied().unwrap_or(0);
                let others = neighbours(p).into_iter().any(|n| Some(n) != came && marked(p, n) > 0);
                let turn_back = came.is_some_and(|c| marked(p, c) == 1 && others);
                let n = marked(p, q) + 1;
                marks.insert(passage(p, q), n);
                let mut changes = vec![Change::Mark(p, q, n), Change::Visit(q)];
                changes.extend(dead.drain(..).map(Change::Dead));
                if n == 1 {
                    path.push(q);
                    changes.push(Change::Push(q));
                } else {
                    path.pop();
                    changes.push(Change::Pop);
                }
                let why = if turn_back {
                    Words::new(
                        format!(
                            "{} was visited before and the passage just walked is new: turn back to {} (that passage now has 2 marks).",
                            at(p),
                            at(q)
                        ),
                        format!("{} 来过了，刚走的是新通道：掉头回 {}（这条通道现在有 2 个标记）。", at(p), at(q)),
                    )
                } else {
                    Words::new(
                        format!(
                            "At {} the passage to {} has the fewest marks ({}): walk it and mark it ({n} now).",
                            at(p),
                            at(q),
                            n - 1
                        ),
                        format!(
                            "在 {}，去 {} 的通道标记最少（{} 个）：走过去并标记（现在 {n} 个）。",
                            at(p),
                            at(q),
                            n - 1
                        ),
                    )
                };
                script.say(if turn_back { 3 } else { 4 }, Some(q), changes, why);
                came = Some(p);
            }
            Step::DeadEnd(p) => dead.push(p),
            Step::Frontier(_) => {}
        }
        script.told();
    }
    let changes = dead.into_iter().map(Change::Dead).collect();
    let end = path.last().copied();
    if found {
        let steps = path.len().saturating_sub(1);
        script.say(
            2,
            end,
            changes,
            Words::new(
                format!(
                    "The exit: the passages marked once, {steps} of them, lead back to the entrance: that is the route."
                ),
                format!("到出口了：标记一次的 {steps} 条通道一直连回入口，这就是路线。"),
            ),
        );
    } else {
        script.say(
            6,
            end,
            changes,
            Words::new(
                "Back at the entrance with every passage marked twice: there is no way out.",
                "回到入口，所有通道都标记了两次：没有出路。",
            ),
        );
    }
    script.finish(Solver::Tremaux, &TREMAUX_LINES, MARKED_ONCE)
}

/// The tile one step from `p` in direction `d`, if on the board's coordinates.
fn step_to(p: Pos, d: Dir) -> Option<Pos> {
    let (dx, dy) = d.delta();
    Some(Pos::new(p.x.checked_add_signed(dx)?, p.y.checked_add_signed(dy)?))
}
