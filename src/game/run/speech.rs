//! What the announcer says, in English and 简体中文: plain functions from what
//! happened to a sentence, so the words are tested without a game running.
//!
//! Directions are compass words (north is up the screen): a way on any grid
//! is named by the nearest of eight points ([`eighth`]; a hexagon's side is
//! north-east, not "up-right"; the square's four ways are exact matches), and
//! ways are always listed from north clockwise, so a player hears the same
//! order at every junction.

use crate::game::board::view::PlaceName;
use crate::game::settings::{GridKind, Language, Narration};
use crate::maze::Dir;
use crate::maze::items::KeyKind;

/// The order open ways are listed in.
pub const COMPASS: [Dir; 4] = [Dir::Up, Dir::Right, Dir::Down, Dir::Left];

/// The eighth of the compass (0 east, 2 north, counter-clockwise) nearest
/// the screen angle `a` (radians, y up).
pub fn eighth(a: f64) -> usize {
    ((a / (std::f64::consts::PI / 4.0)).round() as i64).rem_euclid(8) as usize
}

/// A square way's eighth of the compass.
pub fn eighth_of(dir: Dir) -> usize {
    match dir {
        Dir::Right => 0,
        Dir::Up => 2,
        Dir::Left => 4,
        Dir::Down => 6,
    }
}

/// The nearest of the four square ways (the sonar's) to an eighth.
pub fn nearest_dir(e: usize) -> Dir {
    match e % 8 {
        1..=3 => Dir::Up,
        5..=7 => Dir::Down,
        4 => Dir::Left,
        _ => Dir::Right,
    }
}

/// An eighth's compass word.
pub fn point(language: Language, e: usize) -> &'static str {
    let (english, chinese) = POINTS[e % 8];
    if language == Language::English { english } else { chinese }
}

/// A direction's compass word.
pub fn compass(language: Language, dir: Dir) -> &'static str {
    point(language, eighth_of(dir))
}

/// Eighths in listening order: north first, then clockwise.
pub fn in_compass_order(eighths: &mut [usize]) {
    eighths.sort_by_key(|&e| (10 - e % 8) % 8);
}

/// `eighths` from north clockwise, as words joined for `language`.
pub fn points(language: Language, eighths: &[usize]) -> String {
    let mut order = eighths.to_vec();
    in_compass_order(&mut order);
    let words: Vec<&str> = order.into_iter().map(|e| point(language, e)).collect();
    words.join(if language == Language::English { ", " } else { "、" })
}

/// A bump into a wall (or a shut door) going `dir`.
pub fn bump(language: Language, narration: Narration, dir: Dir, door: Option<KeyKind>) -> String {
    let way = compass(language, dir);
    match (language, door, narration) {
        (Language::English, Some(kind), _) => format!("Locked {} door to the {way}: find its key.", kind.name()),
        (Language::Chinese, Some(kind), _) => format!("{way}边是锁着的{}门：先找钥匙。", key_word(kind)),
        (Language::English, None, Narration::Full) => format!("Wall to the {way}."),
        (Language::English, None, _) => "Wall.".to_owned(),
        (Language::Chinese, None, Narration::Full) => format!("{way}边是墙。"),
        (Language::Chinese, None, _) => "墙。".to_owned(),
    }
}

/// A junction reached: the ways out of it, as eighths of the compass (named
/// in full narration only).
pub fn junction(language: Language, narration: Narration, open: &[usize]) -> String {
    let (n, ways) = (open.len(), points(language, open));
    match (language, narration) {
        (Language::English, Narration::Full) => format!("Junction: {n} ways — {ways}."),
        (Language::English, _) => format!("Junction, {n} ways."),
        (Language::Chinese, Narration::Full) => format!("岔路口：{n} 条路——{ways}。"),
        (Language::Chinese, _) => format!("岔路口，{n} 条路。"),
    }
}

/// The stairs of a cell reached on a maze of floors: up to floor `up`,
/// down to floor `down` (counted from 1).
pub fn stairs(language: Language, up: Option<u32>, down: Option<u32>) -> String {
    let said: Vec<String> = match language {
        Language::English => {
            let up = up.map(|f| format!("stairs up to floor {f}"));
            let down = down.map(|f| format!("stairs down to floor {f}"));
            up.into_iter().chain(down).collect()
        }
        Language::Chinese => {
            let up = up.map(|f| format!("上楼梯到第 {f} 层"));
            let down = down.map(|f| format!("下楼梯到第 {f} 层"));
            up.into_iter().chain(down).collect()
        }
    };
    let (and, stop) = if language == Language::English { (", ", ".") } else { ("，", "。") };
    let mut text = said.join(and);
    if let Some(first) = text.get(..1).filter(|_| language == Language::English) {
        text.replace_range(..1, &first.to_uppercase());
    }
    text + stop
}

/// The floor the panda is on after taking the stairs (counted from 1).
pub fn on_floor(language: Language, floor: u32, of: u32) -> String {
    match language {
        Language::English => format!("Floor {floor} of {of}."),
        Language::Chinese => format!("第 {floor} 层，共 {of} 层。"),
    }
}

/// Where a step on a weave maze took the panda: under a bridge, or onto one.
pub fn bridge(language: Language, under: bool) -> &'static str {
    match (language, under) {
        (Language::English, true) => "Under a bridge.",
        (Language::English, false) => "On a bridge.",
        (Language::Chinese, true) => "在桥下。",
        (Language::Chinese, false) => "在桥上。",
    }
}

/// The crossings a step ahead on a weave maze: each way (an eighth of the
/// compass) and whether it goes under the bridge there or over it.
pub fn crossing_ahead(language: Language, ahead: &[(usize, bool)]) -> String {
    let said: Vec<String> = ahead
        .iter()
        .map(|&(way, under)| {
            let way = point(language, way);
            match (language, under) {
                (Language::English, true) => format!("under a bridge to the {way}"),
                (Language::English, false) => format!("over a bridge to the {way}"),
                (Language::Chinese, true) => format!("{way}边从桥下过"),
                (Language::Chinese, false) => format!("{way}边从桥上过"),
            }
        })
        .collect();
    match language {
        Language::English => format!("Crossing ahead: {}.", said.join(", ")),
        Language::Chinese => format!("前方有交叉：{}。", said.join("，")),
    }
}

/// A dead end reached.
pub fn dead_end(language: Language) -> &'static str {
    match language {
        Language::English => "Dead end.",
        Language::Chinese => "死胡同。",
    }
}

/// A key kind's word in Chinese (English uses [`KeyKind::name`]).
pub fn key_word(kind: KeyKind) -> &'static str {
    match kind {
        KeyKind::Sun => "太阳",
        KeyKind::Sky => "天空",
        KeyKind::Leaf => "叶子",
        KeyKind::Plum => "梅花",
    }
}

/// A shoot eaten, with how many are left.
pub fn bamboo(language: Language, left: u32) -> String {
    match language {
        Language::English => format!("Bamboo eaten, {left} left."),
        Language::Chinese => format!("吃掉一根竹笋，还剩 {left} 根。"),
    }
}

/// A key picked up.
pub fn key(language: Language, kind: KeyKind) -> String {
    match language {
        Language::English => format!("Picked up the {} key.", kind.name()),
        Language::Chinese => format!("拿到了{}钥匙。", key_word(kind)),
    }
}

/// Through a door its key opened.
pub fn door(language: Language, kind: KeyKind) -> String {
    match language {
        Language::English => format!("Through the {} door.", kind.name()),
        Language::Chinese => format!("穿过了{}门。", key_word(kind)),
    }
}

/// The exit reached.
pub fn victory(language: Language, moves: usize, optimum: usize) -> String {
    match language {
        Language::English => format!("You found the way out in {moves} moves! The shortest way is {optimum}."),
        Language::Chinese => format!("走出来了！用了 {moves} 步，最短 {optimum} 步。"),
    }
}

/// The word for a board's places, in a distance ("5 tiles", "5 cells").
fn unit(place: PlaceName) -> &'static str {
    match place {
        PlaceName::Tile { .. } => "tiles",
        PlaceName::Cell { .. } => "cells",
    }
}

/// Where the panda is, for "where am I".
pub struct Whereabouts {
    /// The panda's tile or cell.
    pub place: PlaceName,
    /// The way the panda faces.
    pub facing: Dir,
    /// Steps left along the shortest way to the exit, if there is one.
    pub to_exit: Option<usize>,
    /// Where the exit lies from the panda, in steps between neighbouring
    /// centres (east and south positive).
    pub exit_offset: (f64, f64),
    /// Steps walked on this maze so far.
    pub walked: u32,
    /// Keys held.
    pub keys: Vec<KeyKind>,
    /// Shoots still to eat.
    pub bamboo_left: u32,
}

/// The answer to "where am I".
pub fn where_am_i(language: Language, w: &Whereabouts) -> String {
    let facing = compass(language, w.facing);
    let mut out = match (language, w.place) {
        // Counted from 1 for the player.
        (Language::English, PlaceName::Tile { column, row, size: (width, height) }) => {
            format!("Column {} of {width}, row {} of {height}, facing {facing}.", column + 1, row + 1)
        }
        (Language::Chinese, PlaceName::Tile { column, row, size: (width, height) }) => {
            format!("第 {} 列（共 {width} 列），第 {} 行（共 {height} 行），面朝{facing}。", column + 1, row + 1)
        }
        (Language::English, PlaceName::Cell { number, of }) => format!("Cell {} of {of}, facing {facing}.", number + 1),
        (Language::Chinese, PlaceName::Cell { number, of }) => {
            format!("第 {} 格（共 {of} 格），面朝{facing}。", number + 1)
        }
    };
    out.push(' ');
    out.push_str(&match (language, w.to_exit) {
        (Language::English, Some(0)) => "You are on the exit.".to_owned(),
        (Language::English, Some(n)) => format!("{n} steps to the exit."),
        (Language::English, None) => "No way to the exit from here.".to_owned(),
        (Language::Chinese, Some(0)) => "你就在出口。".to_owned(),
        (Language::Chinese, Some(n)) => format!("离出口 {n} 步。"),
        (Language::Chinese, None) => "从这里走不到出口。".to_owned(),
    });
    if w.exit_offset.0.hypot(w.exit_offset.1) >= 0.5 {
        out.push(' ');
        out.push_str(&straight_to_exit(language, w.exit_offset, unit(w.place)));
    }
    out.push(' ');
    out.push_str(&match language {
        Language::English if w.walked == 1 => "1 step walked.".to_owned(),
        Language::English => format!("{} steps walked.", w.walked),
        Language::Chinese => format!("已走 {} 步。", w.walked),
    });
    out.push_str(&holding(language, &w.keys, w.bamboo_left));
    out
}

/// The eight compass points from east anticlockwise, in English and Chinese.
const POINTS: [(&str, &str); 8] = [
    ("east", "东"),
    ("north-east", "东北"),
    ("north", "北"),
    ("north-west", "西北"),
    ("west", "西"),
    ("south-west", "西南"),
    ("south", "南"),
    ("south-east", "东南"),
];

/// The exit in a straight line from the panda, `offset` steps away (east and
/// south positive): how far in `unit`s ("tiles", "cells"), rounded, and which
/// of eight compass points.
pub fn straight_to_exit(language: Language, offset: (f64, f64), unit: &str) -> String {
    let (dx, dy) = offset;
    let steps = (dx.hypot(dy).round() as u64).max(1);
    // North is up the screen: y grows southwards.
    let way = point(language, eighth((-dy).atan2(dx)));
    match language {
        Language::English => format!("In a straight line the exit is {steps} {unit} to the {way}."),
        Language::Chinese => format!("出口直线距离 {steps} 格，在{way}方。"),
    }
}

/// The keys held and the shoots left, each as a sentence after a space; empty when neither.
pub fn holding(language: Language, keys: &[KeyKind], bamboo_left: u32) -> String {
    let mut out = String::new();
    if !keys.is_empty() {
        out.push(' ');
        out.push_str(&match language {
            Language::English => {
                let names: Vec<&str> = keys.iter().map(|k| k.name()).collect();
                format!("Holding the {} key{}.", names.join(" and "), if names.len() > 1 { "s" } else { "" })
            }
            Language::Chinese => {
                let names: Vec<&str> = keys.iter().map(|&k| key_word(k)).collect();
                format!("拿着{}钥匙。", names.join("和"))
            }
        });
    }
    if bamboo_left > 0 {
        out.push(' ');
        out.push_str(&match language {
            Language::English => format!("{bamboo_left} bamboo left to eat."),
            Language::Chinese => format!("还有 {bamboo_left} 根竹笋要吃。"),
        });
    }
    out
}

/// The answer to "what's around": the open ways, and the walls, as eighths of the compass.
pub fn around(language: Language, open: &[usize], walls: &[usize]) -> String {
    match language {
        Language::English => {
            let open = if open.is_empty() { "none".to_owned() } else { points(language, open) };
            let walls = if walls.is_empty() { "none".to_owned() } else { points(language, walls) };
            format!("Open: {open}. Walls: {walls}.")
        }
        Language::Chinese => {
            let open = if open.is_empty() { "无".to_owned() } else { points(language, open) };
            let walls = if walls.is_empty() { "无".to_owned() } else { points(language, walls) };
            format!("能走：{open}。墙：{walls}。")
        }
    }
}

/// The narration setting, said when it changes.
pub fn narration_is(language: Language, narration: Narration) -> &'static str {
    match (language, narration) {
        (Language::English, Narration::Off) => "Narration off.",
        (Language::English, Narration::Brief) => "Narration brief.",
        (Language::English, Narration::Full) => "Narration full.",
        (Language::Chinese, Narration::Off) => "解说：关。",
        (Language::Chinese, Narration::Brief) => "解说：简短。",
        (Language::Chinese, Narration::Full) => "解说：详细。",
    }
}

/// A new maze is on the board.
pub fn new_maze(language: Language, size: MazeSize, to_exit: Option<usize>) -> String {
    let what = match (language, size) {
        (Language::English, MazeSize::Tiles(w, h)) => format!("New maze, {w} by {h} tiles."),
        (Language::Chinese, MazeSize::Tiles(w, h)) => format!("新迷宫，{w} × {h} 格。"),
        (Language::English, MazeSize::Cells { grid, cells, floors: 1 }) => {
            format!("New {} maze of {cells} cells.", grid.name())
        }
        (Language::English, MazeSize::Cells { grid, cells, floors }) => {
            format!("New {} maze of {floors} floors, {cells} cells.", grid.name())
        }
        (Language::Chinese, MazeSize::Cells { grid, cells, floors: 1 }) => {
            format!("新{}迷宫，{cells} 格。", grid_word(grid))
        }
        (Language::Chinese, MazeSize::Cells { grid, cells, floors }) => {
            format!("新{}迷宫，{floors} 层，{cells} 格。", grid_word(grid))
        }
    };
    match (language, to_exit) {
        (Language::English, Some(n)) => format!("{what} The exit is {n} steps away."),
        (Language::Chinese, Some(n)) => format!("{what}出口在 {n} 步外。"),
        (_, None) => what,
    }
}

/// How big a new maze is, as the announcer says it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MazeSize {
    /// A square board of so many tiles across and down (walls included).
    Tiles(usize, usize),
    /// Any other board: its grid, its cells (on every floor) and its floors.
    Cells { grid: GridKind, cells: usize, floors: u32 },
}

/// A grid's name in Chinese, as a maze is called by it.
fn grid_word(grid: GridKind) -> &'static str {
    match grid {
        GridKind::Square => "方形",
        GridKind::Round => "圆形",
        GridKind::Hexagon => "六边形",
        GridKind::Triangle => "三角形",
    }
}

#[cfg(test)]
#[path = "speech_tests.rs"]
mod tests;
