//! Recursive division: start from one open room and split each chamber with
//! a straight wall that has one gap, the short way across, until every
//! chamber is one cell wide. The chambers waiting are a stack; each is
//! tinted on the board. Worked out from the trace: the room opened first,
//! then each chamber's wall is the next run of wall tiles the trace puts up
//! (as many as the chamber is long, less the gap). A chamber one cell wide
//! is a corridor and takes no more walls (the generator still halves it, but
//! with walls that are all gap, which leave no trace).

use super::{Memory, Traced, braid};
use crate::lesson::{Change, Event, Lesson, Line, Subject, Words, at};
use crate::maze::generate::Algorithm;
use crate::maze::{Pos, Tile};

/// Recursive division's pseudocode.
pub const DIVISION_LINES: [Line; 6] = [
    ("open the whole board: one chamber", "整个棋盘打通：一个房间"),
    ("while a chamber is left:", "当还有房间："),
    ("  one cell wide? a corridor: done", "  只有一格宽？是走廊：完成"),
    ("  wall it across, the short way", "  沿短边方向砌一堵墙"),
    ("    leaving one gap at random", "    随机留一个缺口"),
    ("done: every chamber is a corridor", "完成：每个房间都成了走廊"),
];

/// The chambers waiting, by their top-left cell.
const CHAMBERS: Memory = Memory { name: ("Chambers", "房间"), next_at_back: true };

/// A chamber: its top-left cell (in cells) and its size in cells.
#[derive(Clone, Copy)]
struct Chamber {
    origin: [usize; 2],
    size: [usize; 2],
}

impl Chamber {
    /// Its top-left cell as a tile.
    fn corner(self) -> Pos {
        Pos::new(2 * self.origin[0] + 1, 2 * self.origin[1] + 1)
    }

    /// Its tiles, walls between its cells included.
    fn tiles(self) -> impl Iterator<Item = Pos> {
        let c = self.corner();
        let (w, h) = (2 * self.size[0] - 1, 2 * self.size[1] - 1);
        (c.y..c.y + h).flat_map(move |y| (c.x..c.x + w).map(move |x| Pos::new(x, y)))
    }
}

/// The lesson of a maze built by `algorithm` (either recursive division)
/// whose trace is `trace`.
pub(super) fn lesson(algorithm: Algorithm, trace: &[Traced]) -> Lesson {
    let sets: Vec<(Pos, Tile)> = trace
        .iter()
        .filter_map(|t| match *t {
            Traced::Set(p, tile) => Some((p, tile)),
            Traced::Look(_) => None,
        })
        .collect();
    let opened = sets.iter().take_while(|s| s.1 == Tile::Floor).count();
    let (right, bottom) = sets[..opened].iter().fold((1, 1), |(w, h), &(p, _)| (w.max(p.x), h.max(p.y)));
    let (cols, rows) = (right.div_ceil(2), bottom.div_ceil(2));
    let whole = Chamber { origin: [0, 0], size: [cols, rows] };
    let mut next_tint = 0;
    let mut events = vec![Event {
        line: Some(1),
        at: None,
        changes: sets[..opened]
            .iter()
            .map(|&(p, _)| Change::Visit(p))
            .chain(whole.tiles().map(|p| Change::Tint(p, 0)))
            .chain([Change::Push(whole.corner())])
            .collect(),
        why: Words::new(
            format!("The whole board is opened: one chamber of {cols} × {rows} cells."),
            format!("整个棋盘打通：一个 {cols} × {rows} 格的房间。"),
        ),
    }];
    let mut stack = vec![whole];
    let mut walls = sets[opened..].iter();
    while let Some(c) = stack.pop() {
        let [cw, ch] = c.size;
        if cw <= 1 || ch <= 1 {
            let mut changes = vec![Change::Pop];
            changes.extend(c.tiles().map(Change::Untint));
            events.push(Event {
                line: Some(3),
                at: Some(c.corner()),
                changes,
                why: Words::new(
                    format!(
                        "The chamber at {} is {cw} × {ch} cells, one cell wide: a corridor, it needs no more walls.",
                        at(c.corner())
                    ),
                    format!("{} 的房间是 {cw} × {ch} 格，只有一格宽：是走廊，不用再砌墙。", at(c.corner())),
                ),
            });
            continue;
        }
        // The wall goes across the longer side, so it is as long as the shorter one, less its gap.
        let wall: Vec<Pos> = walls.by_ref().take(2 * cw.min(ch) - 2).map(|s| s.0).collect();
        let Some(&first_tile) = wall.first() else { break };
        let horizontal = wall.iter().all(|p| p.y == first_tile.y);
        let (along, across) = if horizontal { (0, 1) } else { (1, 0) };
        let line = if horizontal { first_tile.y } else { first_tile.x };
        let k = (line - 2) / 2 - c.origin[across];
        let on_wall = |i: usize| if horizontal { Pos::new(i, line) } else { Pos::new(line, i) };
        let gap = (0..c.size[along]).map(|i| on_wall(2 * (c.origin[along] + i) + 1)).find(|p| !wall.contains(p));
        let gap = gap.expect("a wall leaves one gap");
        let mut halves = [c, c];
        halves[0].size[across] = k + 1;
        halves[1].origin[across] += k + 1;
        halves[1].size[across] -= k + 1;
        let mut changes = vec![Change::Pop];
        for half in halves {
            next_tint += 1;
            changes.extend(half.tiles().map(|p| Change::Tint(p, next_tint)));
            changes.push(Change::Push(half.corner()));
        }
        changes.extend(wall.iter().flat_map(|&p| [Change::Untint(p), Change::Build(p)]));
        changes.push(Change::Untint(gap));
        let why = match (horizontal, cw.cmp(&ch)) {
            (_, std::cmp::Ordering::Equal) => ("as wide as it is tall, so the coin chose", "宽高相同，由硬币决定"),
            (true, _) => ("taller than wide, so across", "高大于宽，所以横着砌"),
            (false, _) => ("wider than tall, so across", "宽大于高，所以竖着砌"),
        };
        let (en, zh) =
            if horizontal { ("a wall along a row", "一堵横墙") } else { ("a wall down a column", "一堵竖墙") };
        events.push(Event {
            line: Some(5),
            at: Some(gap),
            changes,
            why: Words::new(
                format!(
                    "The chamber at {} ({cw} × {ch} cells) gets {en} ({}), with its gap at {}: two chambers of {} and {} cells wait.",
                    at(c.corner()),
                    why.0,
                    at(gap),
                    halves[0].size[0] * halves[0].size[1],
                    halves[1].size[0] * halves[1].size[1],
                ),
                format!(
                    "{} 的房间（{cw} × {ch} 格）砌{zh}（{}），缺口在 {}：留下 {} 格和 {} 格两个房间。",
                    at(c.corner()),
                    why.1,
                    at(gap),
                    halves[0].size[0] * halves[0].size[1],
                    halves[1].size[0] * halves[1].size[1],
                ),
            ),
        });
        stack.extend(halves);
    }
    events.push(Event {
        line: Some(6),
        at: None,
        changes: Vec::new(),
        why: Words::new("Every chamber is a corridor: the maze is done.", "每个房间都成了走廊：迷宫完成。"),
    });
    events.extend(walls.filter(|s| s.1 == Tile::Floor).map(|s| braid(s.0)));
    Lesson { subject: Subject::Building(algorithm), pseudocode: Some(&DIVISION_LINES), memory: Some(CHAMBERS), events }
}
