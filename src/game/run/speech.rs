//! What the announcer says, in English and 简体中文: plain functions from what
//! happened to a sentence, so the words are tested without a game running.
//!
//! Directions are compass words (north is up the screen): a way on any grid
//! is named by the nearest of eight points ([`eighth`]; a hexagon's side is
//! north-east, not "up-right"; the square's four ways are exact matches), and
//! ways are always listed from north clockwise, so a player hears the same
//! order at every junction.

use crate::game::board::view::PlaceName;
use crate::game::settings::{Language, Narration};
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
pub fn new_maze(language: Language, size: (usize, usize), to_exit: Option<usize>) -> String {
    let (w, h) = size;
    match (language, to_exit) {
        (Language::English, Some(n)) => format!("New maze, {w} by {h} tiles. The exit is {n} steps away."),
        (Language::English, None) => format!("New maze, {w} by {h} tiles."),
        (Language::Chinese, Some(n)) => format!("新迷宫，{w} × {h} 格。出口在 {n} 步外。"),
        (Language::Chinese, None) => format!("新迷宫，{w} × {h} 格。"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ways_are_listed_from_north_clockwise_whatever_order_they_come_in() {
        let dirs: Vec<usize> = [Dir::Left, Dir::Down, Dir::Up].into_iter().map(eighth_of).collect();
        assert_eq!(points(Language::English, &dirs), "north, south, west");
        assert_eq!(points(Language::Chinese, &dirs), "北、南、西");
        assert_eq!(junction(Language::English, Narration::Full, &dirs), "Junction: 3 ways — north, south, west.");
        assert_eq!(junction(Language::English, Narration::Brief, &dirs), "Junction, 3 ways.");
        assert_eq!(points(Language::English, &[0, 7, 1, 3]), "north-east, east, south-east, north-west");
    }

    #[test]
    fn angles_fall_in_the_nearest_eighth_and_a_square_way_is_an_exact_one() {
        use std::f64::consts::PI;
        assert_eq!(eighth(0.0), 0);
        assert_eq!(eighth(PI / 2.0), 2, "straight up the screen is north");
        assert_eq!(eighth(PI / 3.0), 1, "a hexagon's upper-right side is north-east");
        assert_eq!(eighth(-PI / 2.0), 6);
        assert_eq!((eighth(PI), eighth(-PI)), (4, 4));
        assert_eq!(point(Language::English, eighth(-PI / 4.0)), "south-east");
        for dir in COMPASS {
            assert_eq!(nearest_dir(eighth_of(dir)), dir);
        }
        assert_eq!([1, 3, 5, 7].map(nearest_dir), [Dir::Up, Dir::Up, Dir::Down, Dir::Down]);
    }

    #[test]
    fn around_names_every_side_once() {
        let [n, e, s, w] = COMPASS.map(eighth_of);
        assert_eq!(around(Language::English, &[e], &[n, s, w]), "Open: east. Walls: north, south, west.");
        assert_eq!(around(Language::English, &[], &[w, s, e, n]), "Open: none. Walls: north, east, south, west.");
        assert_eq!(around(Language::Chinese, &[n, e, s, w], &[]), "能走：北、东、南、西。墙：无。");
    }

    #[test]
    fn where_am_i_says_position_facing_distance_and_what_is_held() {
        let w = Whereabouts {
            place: PlaceName::Tile { column: 2, row: 4, size: (21, 21) },
            facing: Dir::Right,
            to_exit: Some(14),
            exit_offset: (3.0, 4.0),
            walked: 9,
            keys: vec![KeyKind::Sun, KeyKind::Sky],
            bamboo_left: 2,
        };
        assert_eq!(
            where_am_i(Language::English, &w),
            "Column 3 of 21, row 5 of 21, facing east. 14 steps to the exit. In a straight line the exit is 5 \
             tiles to the south-east. 9 steps walked. Holding the sun and sky keys. 2 bamboo left to eat."
        );
        let on_exit = Whereabouts { to_exit: Some(0), exit_offset: (0.0, 0.0), keys: vec![], bamboo_left: 0, ..w };
        assert!(where_am_i(Language::Chinese, &on_exit).ends_with("你就在出口。 已走 9 步。"));
        let cell = Whereabouts {
            place: PlaceName::Cell { number: 39, of: 300 },
            to_exit: Some(9),
            exit_offset: (-2.1, -6.8),
            walked: 1,
            ..on_exit
        };
        assert_eq!(
            where_am_i(Language::English, &cell),
            "Cell 40 of 300, facing east. 9 steps to the exit. In a straight line the exit is 7 cells to the north. \
             1 step walked."
        );
        assert!(where_am_i(Language::Chinese, &cell).starts_with("第 40 格（共 300 格），面朝东。 离出口 9 步。"));
    }

    #[test]
    fn the_straight_line_names_the_nearest_of_eight_points() {
        let to = |offset| straight_to_exit(Language::English, offset, "tiles");
        assert_eq!(to((0.0, -7.0)), "In a straight line the exit is 7 tiles to the north.");
        assert_eq!(to((10.0, 1.0)), "In a straight line the exit is 10 tiles to the east.");
        assert_eq!(to((-6.0, 6.0)), "In a straight line the exit is 8 tiles to the south-west.");
        assert_eq!(to((5.0, -4.0)), "In a straight line the exit is 6 tiles to the north-east.");
        assert_eq!(straight_to_exit(Language::Chinese, (1.0, 0.0), "tiles"), "出口直线距离 1 格，在东方。");
    }
}
