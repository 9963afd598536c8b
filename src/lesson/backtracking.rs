//! The backtracking (depth-first) solver: its stack, read straight from the
//! trace (a tile is pushed when entered, `Visit`, and popped when backed out
//! of, `DeadEnd`), and the tiles it marked dead.

use super::script::Script;
use super::{Cell, Change, Line, STACK, Traced, Words, at};
use crate::maze::solve::{Solver, Step};

/// The backtracking solver's pseudocode.
pub const BACKTRACKING_LINES: [Line; 7] = [
    ("stack ← [entrance]; mark it been", "栈 ← [入口]；标记来过"),
    ("while the top is not the exit:", "当栈顶不是出口："),
    ("  if the top has a new neighbour:", "  若栈顶有没来过的相通邻格："),
    ("    step into the first; push it", "    走进第一个；入栈"),
    ("  else: dead end: mark it; pop", "  否则：死路，标记；出栈"),
    ("stack empty: no way out", "栈空了：没有出路"),
    ("done: the stack is the route", "完成：栈就是路线"),
];

/// The lesson of a backtracking search whose trace is `trace`, which `found` the exit or not.
pub(super) fn lesson<P: Cell>(trace: &[Step<P>], found: bool) -> Traced<P> {
    let mut script = Script::default();
    let mut stack = Vec::new();
    for &step in trace {
        match step {
            Step::Visit(p) if stack.is_empty() => {
                stack.push(p);
                script.say(
                    1,
                    Some(p),
                    vec![Change::Push(p), Change::Visit(p)],
                    Words::new(
                        format!("Start at the entrance {}: the stack holds just it.", at(p)),
                        format!("从入口 {} 出发：栈里只有它。", at(p)),
                    ),
                );
            }
            Step::Visit(p) => {
                let from = *stack.last().expect("not empty");
                stack.push(p);
                let depth = stack.len();
                script.say(
                    4,
                    Some(p),
                    vec![Change::Push(p), Change::Visit(p)],
                    Words::new(
                        format!(
                            "{} has an open neighbour not been to; the first of {} is {}: step into it and push it (depth {depth}).",
                            at(from),
                            P::ORDER.0,
                            at(p)
                        ),
                        format!(
                            "{} 有没来过的相通邻格，按{}第一个是 {}：走进去，入栈（深 {depth}）。",
                            at(from),
                            P::ORDER.1,
                            at(p)
                        ),
                    ),
                );
            }
            Step::DeadEnd(p) => {
                stack.pop();
                let back = stack.last().copied();
                let why = match back {
                    Some(b) => Words::new(
                        format!(
                            "Dead end at {}: no open neighbour is new. Mark it dead, pop, and step back to {}.",
                            at(p),
                            at(b)
                        ),
                        format!("{} 是死路：没有新的相通邻格。标记死路，出栈，退回 {}。", at(p), at(b)),
                    ),
                    None => Words::new(
                        format!("Dead end at {}: no open neighbour is new, and nothing is left below it.", at(p)),
                        format!("{} 是死路：没有新的相通邻格，栈里也没有别的格子了。", at(p)),
                    ),
                };
                script.say(5, back, vec![Change::Pop, Change::Dead(p)], why);
            }
            Step::Frontier(_) => {}
        }
        script.told();
    }
    if found {
        let depth = stack.len();
        script.say(
            7,
            stack.last().copied(),
            Vec::new(),
            Words::new(
                format!("The top is the exit: the {depth} {} on the stack, bottom to top, are the route.", P::PLACES),
                format!("栈顶就是出口：栈里的 {depth} 个格子，从底到顶，就是路线。"),
            ),
        );
    } else {
        script.say(
            6,
            None,
            Vec::new(),
            Words::new(
                "The stack is empty: every way from the entrance was tried, so there is no way out.",
                "栈空了：入口出发的每条路都试过了，没有出路。",
            ),
        );
    }
    script.finish(Solver::Backtracking, &BACKTRACKING_LINES, STACK)
}
