//! What a lesson knows of one tile (or grid cell), for the readout under the pointer: A*'s
//! `f = g + h` on an open tile (or its final `g` once closed), where the
//! tile waits in the working memory, whether it leads nowhere, and Trémaux's
//! marks on its passages.

use super::{Cell, LessonState, Words, at};
use crate::maze::{Dir, Pos};

/// A direction as the readout names it.
const WAYS: [(Dir, &str, &str); 4] =
    [(Dir::Up, "up", "上"), (Dir::Down, "down", "下"), (Dir::Left, "left", "左"), (Dir::Right, "right", "右")];

/// What `state` says of tile `p` after a lesson whose memory is `memory`,
/// or `None` when it says nothing (a tile not reached yet, or a wall).
pub fn about(state: &LessonState, memory: Option<super::Memory>, p: Pos) -> Option<Words> {
    about_place(state, memory, p, ways_of_tile(p))
}

/// The tiles next to `p` (those on the board's side of 0), each with the way
/// there named in English and Chinese.
pub fn ways_of_tile(p: Pos) -> Vec<(Pos, String, String)> {
    let ways = WAYS.iter().filter_map(|&(d, name, name_zh)| {
        let (dx, dy) = d.delta();
        let q = Pos::new(p.x.checked_add_signed(dx)?, p.y.checked_add_signed(dy)?);
        Some((q, name.to_string(), name_zh.to_string()))
    });
    ways.collect()
}

/// What `state` says of place `p` (a tile or a grid cell), whose neighbours
/// are `ways`, each with its name in English and Chinese (for Trémaux's marks).
pub fn about_place<P: Cell>(
    state: &LessonState<P>,
    memory: Option<super::Memory>,
    p: P,
    ways: Vec<(P, String, String)>,
) -> Option<Words> {
    let mut en: Vec<String> = Vec::new();
    let mut zh: Vec<String> = Vec::new();
    if let Some((g, h)) = state.open_score(p) {
        en.push(format!("open: f = g + h = {g} + {h} = {}", g + h));
        zh.push(format!("开放：f = g + h = {g} + {h} = {}", g + h));
    } else if let Some(&(g, h)) = state.scores.get(&p) {
        en.push(format!("closed: g = {g} (final), h = {h}, f = {}", g + h));
        zh.push(format!("已关闭：g = {g}（最终），h = {h}，f = {}", g + h));
    } else if let (Some(k), Some(memory)) = (state.memory.iter().rposition(|&q| q == p), memory) {
        let n = state.memory.len();
        // Counted from the end taken next: a stack's top, a queue's front.
        let place = if memory.next_at_back { n - k } else { k + 1 };
        en.push(format!("{}: {place} of {n} from the end taken next", memory.name.0.to_lowercase()));
        zh.push(format!("{}：从先取的一端数第 {place} 个（共 {n} 个）", memory.name.1));
    }
    if state.dead.contains(&p) {
        en.push("leads nowhere".into());
        zh.push("死路".into());
    }
    let marks: Vec<(u8, String, String)> = ways
        .into_iter()
        .map(|(q, name, name_zh)| (state.marks_between(p, q), name, name_zh))
        .filter(|m| m.0 > 0)
        .collect();
    if !marks.is_empty() {
        let list =
            |zh: bool| marks.iter().map(|m| format!("{} {}", if zh { &m.2 } else { &m.1 }, m.0)).collect::<Vec<_>>();
        en.push(format!("marks: {}", list(false).join(", ")));
        zh.push(format!("标记：{}", list(true).join("，")));
    }
    if en.is_empty() && state.seen.contains(&p) {
        en.push("visited".into());
        zh.push("已访问".into());
    }
    (!en.is_empty()).then(|| Words::new(format!("{} {}", at(p), en.join("; ")), format!("{} {}", at(p), zh.join("；"))))
}
