//! What the editor says, in English and 简体中文: the cell under the
//! keyboard cursor ("Cell 12, in; 3 cells cut off"), the live check and
//! the live figures, so the editor can be used without sight.

use super::editor::{EditMode, Editor, capital};
use crate::game::run::speech::{eighth, key_word, points};
use crate::game::settings::Language;
use crate::maze::grid::Grid;
use crate::maze::items::Item;

/// The live check in a few words: cells in, and whether every one is reachable.
pub fn check_words(editor: &Editor, lang: Language) -> String {
    let check = editor.check();
    let cut: usize = check.cut_off().iter().map(Vec::len).sum();
    match (lang, cut) {
        (Language::English, 0) => format!("{} cells in, every one reachable", check.cells),
        (Language::English, _) => format!("{} cells in; {cut} cut off", check.cells),
        (Language::Chinese, 0) => format!("形状内 {} 格，每格都能走到", check.cells),
        (Language::Chinese, _) => format!("形状内 {} 格；{cut} 格被隔开", check.cells),
    }
}

/// The live figures in a few words (none before a maze is carved).
pub fn figure_words(editor: &Editor, lang: Language) -> Option<String> {
    let (_, f) = editor.maze()?;
    let english = lang == Language::English;
    let route = match (f.route_steps, english) {
        (Some(n), true) => format!("solvable in {n} steps"),
        (Some(n), false) => format!("可以走通，最短 {n} 步"),
        (None, true) => "not solvable".to_owned(),
        (None, false) => "走不通".to_owned(),
    };
    let kind = match (f.perfect, english) {
        (true, true) => "perfect".to_owned(),
        (true, false) => "完美迷宫".to_owned(),
        (false, true) => format!("{} loop(s)", f.loops),
        (false, false) => format!("{} 个环路", f.loops),
    };
    let score = if english { format!("difficulty {:.1}", f.difficulty) } else { format!("难度 {:.1}", f.difficulty) };
    let sep = if english { "; " } else { "；" };
    Some([route, kind, score].join(sep))
}

/// The cell under the cursor: its number, whether it is in the shape (or
/// which ways are open, in Maze mode), the entrance or the exit, and the
/// live check or figures.
pub fn cursor_words(editor: &Editor, lang: Language) -> String {
    let c = editor.cursor;
    let english = lang == Language::English;
    let check = editor.check();
    let cut_off = check.cut_off().iter().any(|part| part.binary_search(&c).is_ok());
    let is_in = editor.cells().get(c as usize).copied().unwrap_or(false);
    let state = match (is_in, cut_off, english) {
        (true, true, true) => "in, cut off",
        (true, true, false) => "在内，被隔开",
        (true, false, true) => "in",
        (true, false, false) => "在内",
        (false, _, true) => "out",
        (false, _, false) => "在外",
    };
    let mut words = if english { format!("Cell {}, {state}", c + 1) } else { format!("第 {} 格，{state}", c + 1) };
    if let (EditMode::Maze, Some((maze, _))) = (editor.mode, editor.maze()) {
        let m = maze.maze();
        if let Some(at) = m.grid.cut_cell(c) {
            let here = m.grid.centre(at);
            let ways: Vec<usize> = m.links(at).map(|n| eighth(here.angle_to(m.grid.centre(n)))).collect();
            let open = match (ways.is_empty(), english) {
                (true, true) => "walled in".to_owned(),
                (true, false) => "四面是墙".to_owned(),
                (false, true) => format!("open to the {}", points(lang, &ways)),
                (false, false) => format!("通向{}", points(lang, &ways)),
            };
            words = format!("{words}; {open}");
            let end = match (at == m.entrance, at == m.exit, english) {
                (true, _, true) => Some("the entrance"),
                (true, _, false) => Some("入口"),
                (_, true, true) => Some("the exit"),
                (_, true, false) => Some("出口"),
                _ => None,
            };
            if let Some(end) = end {
                words = format!("{words}; {end}");
            }
            if let Some(item) = maze.items().at(at) {
                words = format!("{words}; {}", item_words(item, lang));
            }
        }
        return format!("{words}. {}.", capital(&figure_words(editor, lang).unwrap_or_default()));
    }
    format!("{words}; {}.", check_words(editor, lang))
}

/// Why the shape cannot be a maze, or that it can.
pub fn verdict_words(editor: &Editor, lang: Language) -> String {
    match (editor.check().why_not(), lang) {
        (Some(why), Language::English) => format!("Cannot be a maze yet: {why}."),
        (Some(why), Language::Chinese) => format!("还不能生成迷宫：{why}。"),
        (None, Language::English) => "Ready to generate (G).".to_owned(),
        (None, Language::Chinese) => "可以生成迷宫了（G）。".to_owned(),
    }
}

/// What the editor says as it opens.
pub fn opening_words(lang: Language) -> &'static str {
    match lang {
        Language::English => {
            "Maze editor. Arrows move the cursor, Space paints a cell in or out, G generates, Tab switches between shape and maze, Shift+arrow opens or closes a wall, E and X place the entrance and exit, B lays bamboo, K the next key, D the next door, W makes the exit wait for every bamboo shoot, Delete takes an item away, Ctrl+Z undoes, Ctrl+Y redoes, I says where you are, Escape goes back."
        }
        Language::Chinese => {
            "迷宫编辑器。方向键移动光标，空格把一格涂进或涂出，G 生成迷宫，Tab 切换形状与迷宫，Shift+方向键开关一面墙，E 和 X 放置入口和出口，B 放竹笋，K 放下一把钥匙，D 放下一扇门，W 让出口等到每根竹笋都被吃掉，Delete 拿走物品，Ctrl+Z 撤销，Ctrl+Y 重做，I 说出位置，Esc 返回。"
        }
    }
}

/// An item's name: "the sun key", "a bamboo shoot".
pub fn item_words(item: Item, lang: Language) -> String {
    match (item, lang) {
        (Item::Bamboo, Language::English) => "a bamboo shoot".into(),
        (Item::Bamboo, Language::Chinese) => "竹笋".into(),
        (Item::Key(k), Language::English) => format!("the {} key", k.name()),
        (Item::Key(k), Language::Chinese) => format!("{}钥匙", key_word(k)),
        (Item::Door(k), Language::English) => format!("the {} door", k.name()),
        (Item::Door(k), Language::Chinese) => format!("{}门", key_word(k)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_opening_words_name_every_letter_key_of_the_editor_in_both_languages() {
        for lang in [Language::English, Language::Chinese] {
            let words = opening_words(lang);
            for key in ["G", "E", "X", "B", "K", "D", "W", "I"] {
                assert!(words.contains(&format!("{key} ")), "{lang:?} names {key}: {words}");
            }
        }
    }
}
