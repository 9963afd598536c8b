//! The wall followers: the way the walker faces and which turn each step
//! took (towards the hand, straight on, away, or back), read from the walk
//! in the trace; the first facing is worked out from the maze as the walker
//! chooses it. Its memory is the walk with its loops cut: a stack pushed on
//! each new tile and cut back when the walk comes round to a tile on it.

use super::script::Script;
use super::{Cell, Change, Line, Memory, Traced, Words, at};
use crate::maze::solve::{Solver, Step};
use crate::maze::{Dir, Maze, Pos};

/// The left-hand rule's pseudocode.
pub const LEFT_HAND_LINES: [Line; 7] = [
    ("face along the wall at your left", "面朝一个左手边是墙的方向"),
    ("if on the exit: done", "若站在出口：完成"),
    ("if left is open: turn left, step", "若能左转：左转，走一步"),
    ("else if ahead is open: step", "否则若能直走：走一步"),
    ("else if right is open: turn, step", "否则若能右转：右转，走一步"),
    ("else: turn round, step", "否则：掉头，走一步"),
    ("first step again, same way: lost", "回到第一步、朝向也一样：迷路了"),
];

/// The right-hand rule's pseudocode.
pub const RIGHT_HAND_LINES: [Line; 7] = [
    ("face along the wall at your right", "面朝一个右手边是墙的方向"),
    ("if on the exit: done", "若站在出口：完成"),
    ("if right is open: turn right, step", "若能右转：右转，走一步"),
    ("else if ahead is open: step", "否则若能直走：走一步"),
    ("else if left is open: turn, step", "否则若能左转：左转，走一步"),
    ("else: turn round, step", "否则：掉头，走一步"),
    ("first step again, same way: lost", "回到第一步、朝向也一样：迷路了"),
];

/// The walk so far with its loops cut out.
pub const WALK: Memory = Memory { name: ("Walk, loops cut", "走过的路（去掉回路）"), next_at_back: true };

/// The direction after a quarter turn clockwise (to the right) from `d`.
pub fn clockwise(d: Dir) -> Dir {
    match d {
        Dir::Up => Dir::Right,
        Dir::Right => Dir::Down,
        Dir::Down => Dir::Left,
        Dir::Left => Dir::Up,
    }
}

/// The direction after a quarter turn towards the hand: left for the left hand.
pub fn towards_hand(left: bool, d: Dir) -> Dir {
    if left { clockwise(d).opposite() } else { clockwise(d) }
}

/// The way the walker first faces at `start`: the first way it can walk,
/// clockwise from up, with a wall at its hand; else the first way it can walk.
pub fn first_facing(maze: &Maze, start: Pos, left: bool) -> Option<Dir> {
    let ways = [Dir::Up, Dir::Right, Dir::Down, Dir::Left].into_iter().filter(|&d| maze.walk(start, d).is_some());
    ways.clone().find(|&d| maze.walk(start, towards_hand(left, d)).is_none()).or_else(|| ways.clone().next())
}

/// Names of the turns, in the order the rule tries them, for the sentences.
const TURNS: [[(&str, &str); 4]; 2] = [
    [("turn right", "右转"), ("go straight on", "直走"), ("turn left", "左转"), ("turn round", "掉头")],
    [("turn left", "左转"), ("go straight on", "直走"), ("turn right", "右转"), ("turn round", "掉头")],
];

/// The lesson of a wall follower (`solver`) on `maze` whose trace is `trace`, which `found` the exit or not.
pub(super) fn lesson(maze: &Maze, solver: Solver, trace: &[Step], found: bool) -> Traced {
    let left = solver == Solver::WallFollowerLeft;
    let lines: &'static [Line] = if left { &LEFT_HAND_LINES } else { &RIGHT_HAND_LINES };
    let (hand, hand_zh) = if left { ("left", "左") } else { ("right", "右") };
    let mut script = Script::default();
    let mut walk: Vec<Pos> = Vec::new();
    let mut facing = None;
    for &step in trace {
        let Step::Visit(q) = step else {
            script.told();
            continue;
        };
        match (walk.last().copied(), facing) {
            (None, _) => {
                walk.push(q);
                facing = first_facing(maze, q, left);
                let mut changes = vec![Change::Push(q), Change::Visit(q)];
                changes.extend(facing.map(Change::Face));
                script.say(
                    1,
                    Some(q),
                    changes,
                    Words::new(
                        format!(
                            "Start at the entrance {}, facing {}, with the wall at your {hand} hand.",
                            at(q),
                            way(facing).0
                        ),
                        format!("从入口 {} 出发，面朝{}，{hand_zh}手扶墙。", at(q), way(facing).1),
                    ),
                );
            }
            (Some(p), Some(f)) => {
                let d = Dir::between(p, q).expect("a walk goes tile by tile");
                let tried = [towards_hand(left, f), f, towards_hand(left, f).opposite(), f.opposite()];
                let turn = tried.iter().position(|&t| t == d).expect("one of the four");
                let skipped: Vec<&str> = TURNS[usize::from(left)][..turn].iter().map(|t| t.0).collect();
                let skipped_zh: Vec<&str> = TURNS[usize::from(left)][..turn].iter().map(|t| t.1).collect();
                let (name, name_zh) = TURNS[usize::from(left)][turn];
                let because = if skipped.is_empty() {
                    (String::new(), String::new())
                } else {
                    (
                        format!("cannot {}, so ", skipped.join(" or ")),
                        format!("不能{}，所以", skipped_zh.join("也不能")),
                    )
                };
                let mut changes = vec![Change::Face(d), Change::Visit(q)];
                let cut = match walk.iter().position(|&t| t == q) {
                    Some(k) => {
                        changes.push(Change::Truncate(k + 1));
                        walk.truncate(k + 1);
                        true
                    }
                    None => {
                        changes.push(Change::Push(q));
                        walk.push(q);
                        false
                    }
                };
                let (loop_en, loop_zh) = if cut {
                    (" A tile of the walk again: the walk is cut back to it.", "又回到走过的格子：走过的路截回到这里。")
                } else {
                    ("", "")
                };
                script.say(
                    3 + turn,
                    Some(q),
                    changes,
                    Words::new(
                        format!("At {}: {}{name} to {}, facing {}.{loop_en}", at(p), because.0, at(q), way(Some(d)).0),
                        format!("在 {}：{}{name_zh}到 {}，面朝{}。{loop_zh}", at(p), because.1, at(q), way(Some(d)).1),
                    ),
                );
                facing = Some(d);
            }
            (Some(_), None) => {}
        }
        script.told();
    }
    let end = walk.last().copied();
    if found {
        on_the_exit(&mut script, &walk);
    } else {
        script.say(
            7,
            end,
            Vec::new(),
            Words::new(
                format!(
                    "Back where the first step led, facing the same way: the {hand} hand goes round and round. The exit is on an island, or cannot be reached."
                ),
                format!("回到第一步到的地方，朝向也一样：{hand_zh}手扶墙只会一直绕圈。出口在“岛”上，或者根本到不了。"),
            ),
        );
    }
    script.finish(solver, lines, WALK)
}

/// A wall follower's last step, on the exit (line 2 of its pseudocode, on
/// any board): the walk with its loops cut is the route.
pub(super) fn on_the_exit<P: Cell>(script: &mut Script<P>, walk: &[P]) {
    let steps = walk.len().saturating_sub(1);
    script.say(
        2,
        walk.last().copied(),
        Vec::new(),
        Words::new(
            format!("On the exit. The walk with its loops cut, {steps} steps, is the route."),
            format!("到出口了。去掉回路的走法，{steps} 步，就是路线。"),
        ),
    );
}

/// A way to face, as the sentences name it.
fn way(d: Option<Dir>) -> (&'static str, &'static str) {
    match d {
        Some(Dir::Up) => ("up", "上"),
        Some(Dir::Down) => ("down", "下"),
        Some(Dir::Left) => ("left", "左"),
        Some(Dir::Right) => ("right", "右"),
        None => ("nowhere (no way is open)", "无路可走"),
    }
}
