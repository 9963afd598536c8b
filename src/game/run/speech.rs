//! What the announcer says, in English and 简体中文: plain functions from what
//! happened to a sentence, so the words are tested without a game running.
//!
//! Directions are compass words (north is up the screen) and are always
//! listed in the same order, north, east, south, west, so a player hears the
//! same order at every junction.

use crate::game::settings::{Language, Narration};
use crate::maze::Dir;
use crate::maze::items::KeyKind;

/// The order open ways are listed in.
pub const COMPASS: [Dir; 4] = [Dir::Up, Dir::Right, Dir::Down, Dir::Left];

/// A direction's compass word.
pub fn compass(language: Language, dir: Dir) -> &'static str {
    match (language, dir) {
        (Language::English, Dir::Up) => "north",
        (Language::English, Dir::Right) => "east",
        (Language::English, Dir::Down) => "south",
        (Language::English, Dir::Left) => "west",
        (Language::Chinese, Dir::Up) => "北",
        (Language::Chinese, Dir::Right) => "东",
        (Language::Chinese, Dir::Down) => "南",
        (Language::Chinese, Dir::Left) => "西",
    }
}

/// `dirs` in compass order, as words joined for `language`.
pub fn ways(language: Language, dirs: &[Dir]) -> String {
    let words: Vec<&str> = COMPASS.iter().filter(|d| dirs.contains(d)).map(|&d| compass(language, d)).collect();
    match language {
        Language::English => words.join(", "),
        Language::Chinese => words.join("、"),
    }
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

/// A junction reached: the ways out of it.
pub fn junction(language: Language, narration: Narration, open: &[Dir]) -> String {
    junction_of(language, narration, open.len(), &ways(language, open))
}

/// A junction of `n` ways, named by `ways` (said in full narration only).
pub fn junction_of(language: Language, narration: Narration, n: usize, ways: &str) -> String {
    match (language, narration) {
        (Language::English, Narration::Full) => format!("Junction: {n} ways — {ways}."),
        (Language::English, _) => format!("Junction, {n} ways."),
        (Language::Chinese, Narration::Full) => format!("岔路口：{n} 条路——{ways}。"),
        (Language::Chinese, _) => format!("岔路口，{n} 条路。"),
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
fn key_word(kind: KeyKind) -> &'static str {
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

/// Where the panda is, for "where am I".
pub struct Whereabouts {
    /// Column and row of the panda's tile, from 1 at the top left.
    pub column: usize,
    /// Row, from 1 at the top.
    pub row: usize,
    /// The board's width and height in tiles.
    pub size: (usize, usize),
    /// The way the panda faces.
    pub facing: Dir,
    /// Steps left along the shortest way to the exit, if there is one.
    pub to_exit: Option<usize>,
    /// Where the exit lies from the panda, in tiles (east and south positive).
    pub exit_offset: (i64, i64),
    /// Steps walked on this maze so far.
    pub walked: u32,
    /// Keys held.
    pub keys: Vec<KeyKind>,
    /// Shoots still to eat.
    pub bamboo_left: u32,
}

/// The answer to "where am I".
pub fn where_am_i(language: Language, w: &Whereabouts) -> String {
    let (width, height) = w.size;
    let facing = compass(language, w.facing);
    let mut out = match language {
        Language::English => {
            format!("Column {} of {width}, row {} of {height}, facing {facing}.", w.column, w.row)
        }
        Language::Chinese => {
            format!("第 {} 列（共 {width} 列），第 {} 行（共 {height} 行），面朝{facing}。", w.column, w.row)
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
    if w.exit_offset != (0, 0) {
        out.push(' ');
        out.push_str(&straight_to_exit(language, w.exit_offset));
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

/// The exit in a straight line from the panda, `offset` tiles away (east and
/// south positive): how far, rounded, and which of eight compass points.
pub fn straight_to_exit(language: Language, offset: (i64, i64)) -> String {
    let (dx, dy) = (offset.0 as f64, offset.1 as f64);
    let tiles = (dx.hypot(dy).round() as u64).max(1);
    // North is up the screen: y grows southwards.
    let turns = (-dy).atan2(dx) / std::f64::consts::TAU;
    let point = POINTS[((turns * 8.0).round() as i64).rem_euclid(8) as usize];
    match language {
        Language::English => format!("In a straight line the exit is {tiles} tiles to the {}.", point.0),
        Language::Chinese => format!("出口直线距离 {tiles} 格，在{}方。", point.1),
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

/// The answer to "what's around": the open ways, and the walls.
pub fn around(language: Language, open: &[Dir]) -> String {
    let walls: Vec<Dir> = COMPASS.into_iter().filter(|d| !open.contains(d)).collect();
    match language {
        Language::English => {
            let open = if open.is_empty() { "none".to_owned() } else { ways(language, open) };
            let walls = if walls.is_empty() { "none".to_owned() } else { ways(language, &walls) };
            format!("Open: {open}. Walls: {walls}.")
        }
        Language::Chinese => {
            let open = if open.is_empty() { "无".to_owned() } else { ways(language, open) };
            let walls = if walls.is_empty() { "无".to_owned() } else { ways(language, &walls) };
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
    fn ways_are_listed_in_compass_order_whatever_order_they_come_in() {
        let dirs = [Dir::Left, Dir::Down, Dir::Up];
        assert_eq!(ways(Language::English, &dirs), "north, south, west");
        assert_eq!(ways(Language::Chinese, &dirs), "北、南、西");
        assert_eq!(junction(Language::English, Narration::Full, &dirs), "Junction: 3 ways — north, south, west.");
        assert_eq!(junction(Language::English, Narration::Brief, &dirs), "Junction, 3 ways.");
    }

    #[test]
    fn around_names_every_side_once() {
        assert_eq!(around(Language::English, &[Dir::Right]), "Open: east. Walls: north, south, west.");
        assert_eq!(around(Language::English, &[]), "Open: none. Walls: north, east, south, west.");
        assert_eq!(around(Language::Chinese, &COMPASS), "能走：北、东、南、西。墙：无。");
    }

    #[test]
    fn where_am_i_says_position_facing_distance_and_what_is_held() {
        let w = Whereabouts {
            column: 3,
            row: 5,
            size: (21, 21),
            facing: Dir::Right,
            to_exit: Some(14),
            exit_offset: (3, 4),
            walked: 9,
            keys: vec![KeyKind::Sun, KeyKind::Sky],
            bamboo_left: 2,
        };
        assert_eq!(
            where_am_i(Language::English, &w),
            "Column 3 of 21, row 5 of 21, facing east. 14 steps to the exit. In a straight line the exit is 5 \
             tiles to the south-east. 9 steps walked. Holding the sun and sky keys. 2 bamboo left to eat."
        );
        let on_exit = Whereabouts { to_exit: Some(0), exit_offset: (0, 0), keys: vec![], bamboo_left: 0, ..w };
        assert!(where_am_i(Language::Chinese, &on_exit).ends_with("你就在出口。 已走 9 步。"));
    }

    #[test]
    fn the_straight_line_names_the_nearest_of_eight_points() {
        let to = |offset| straight_to_exit(Language::English, offset);
        assert_eq!(to((0, -7)), "In a straight line the exit is 7 tiles to the north.");
        assert_eq!(to((10, 1)), "In a straight line the exit is 10 tiles to the east.");
        assert_eq!(to((-6, 6)), "In a straight line the exit is 8 tiles to the south-west.");
        assert_eq!(to((5, -4)), "In a straight line the exit is 6 tiles to the north-east.");
        assert_eq!(straight_to_exit(Language::Chinese, (1, 0)), "出口直线距离 1 格，在东方。");
    }
}
