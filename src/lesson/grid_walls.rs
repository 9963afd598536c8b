//! The wall followers on a round, hex or triangle grid: a cell has no four
//! ways to face, so the rule is told by sides. The walker came in through
//! one side of its cell; it goes round the cell's sides from that one
//! towards its hand and steps through the first open one. Its memory is the
//! walk with its loops cut, as on the square board.

use super::script::Script;
use super::wall_follower::{WALK, on_the_exit};
use super::{Change, Line, Traced, Words, at};
use crate::maze::solve::{Solver, Step};

/// The left-hand rule by sides, for a grid's cells.
pub const GRID_LEFT_HAND_LINES: [Line; 5] = [
    ("start at the entrance", "从入口出发"),
    ("if on the exit: done", "若站在出口：完成"),
    ("from the side you came in by,", "从进来的那条边开始，"),
    ("  round to your left: first open side", "  向左手一侧绕：第一条通的边"),
    ("walking the same sides again: lost", "又走同样的边：迷路了"),
];

/// The right-hand rule by sides, for a grid's cells.
pub const GRID_RIGHT_HAND_LINES: [Line; 5] = [
    ("start at the entrance", "从入口出发"),
    ("if on the exit: done", "若站在出口：完成"),
    ("from the side you came in by,", "从进来的那条边开始，"),
    ("  round to your right: first open side", "  向右手一侧绕：第一条通的边"),
    ("walking the same sides again: lost", "又走同样的边：迷路了"),
];

/// The lesson of a wall follower (`solver`) on a grid whose trace is `trace`,
/// which `found` the exit or not.
pub(super) fn lesson(solver: Solver, trace: &[Step<u32>], found: bool) -> Traced<u32> {
    let left = solver == Solver::WallFollowerLeft;
    let lines: &'static [Line] = if left { &GRID_LEFT_HAND_LINES } else { &GRID_RIGHT_HAND_LINES };
    let (hand, hand_zh) = if left { ("left", "左") } else { ("right", "右") };
    let mut script = Script::default();
    let mut walk: Vec<u32> = Vec::new();
    for &step in trace {
        let Step::Visit(q) = step else {
            script.told();
            continue;
        };
        let Some(&p) = walk.last() else {
            walk.push(q);
            script.say(
                1,
                Some(q),
                vec![Change::Push(q), Change::Visit(q)],
                Words::new(
                    format!("Start at the entrance {}, the {hand} hand on the wall.", at(q)),
                    format!("从入口 {} 出发，{hand_zh}手扶墙。", at(q)),
                ),
            );
            script.told();
            continue;
        };
        let mut changes = vec![Change::Visit(q)];
        let (loop_en, loop_zh) = match walk.iter().position(|&c| c == q) {
            Some(k) => {
                changes.push(Change::Truncate(k + 1));
                walk.truncate(k + 1);
                (" It is on the walk already: the walk is cut back to it.", "它已在走过的路上：走过的路截回到这里。")
            }
            None => {
                changes.push(Change::Push(q));
                walk.push(q);
                ("", "")
            }
        };
        script.say(
            4,
            Some(q),
            changes,
            Words::new(
                format!(
                    "At {}, going round its sides from the one it came in by towards the {hand} hand, the first open side leads to {}.{loop_en}",
                    at(p),
                    at(q)
                ),
                format!("在 {}，从进来的边向{hand_zh}手一侧绕，第一条通的边通往 {}。{loop_zh}", at(p), at(q)),
            ),
        );
        script.told();
    }
    if found {
        on_the_exit(&mut script, &walk);
    } else {
        script.say(
            5,
            walk.last().copied(),
            Vec::new(),
            Words::new(
                format!(
                    "Every side has been walked twice: the {hand} hand goes round and round. The exit is on an island, or cannot be reached."
                ),
                format!("每条边都走了两遍：{hand_zh}手扶墙只会一直绕圈。出口在“岛”上，或者根本到不了。"),
            ),
        );
    }
    script.finish(solver, lines, WALK)
}
