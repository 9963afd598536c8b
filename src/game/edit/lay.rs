//! Bamboo, keys and doors laid in the editor's maze by hand: a shoot, or
//! the key or the door of the next kind in order ([`KeyKind::ALL`]: sun,
//! sky, leaf, plum), and taken away again. Each is an edit of the maze's
//! log, undone and redone with the walls; the live figures say which door
//! cannot be reached or opened, and the words here say it aloud.

use super::editor::{EditMode, Editor, Lay};
use super::words::item_words;
use crate::game::run::speech::key_word;
use crate::game::settings::Language;
use crate::maze::edit::{DoorTrouble, Edit};
use crate::maze::items::{Item, KeyKind};

impl Editor {
    /// The item `lay` puts down next: a shoot, or the key or door of the first kind not laid yet.
    pub fn next_item(&self, lay: Lay) -> Result<Item, String> {
        let (m, _) = self.maze().ok_or("Generate a maze first (G): items go in a carved maze.")?;
        let items = m.items();
        let kind = |laid: usize, what: &str| {
            KeyKind::ALL.get(laid).copied().ok_or_else(|| {
                format!("All four {what}s are laid (sun, sky, leaf, plum): take the last one away first.")
            })
        };
        Ok(match lay {
            Lay::Bamboo => Item::Bamboo,
            Lay::Key => Item::Key(kind(items.keys.len(), "key")?),
            Lay::Door => Item::Door(kind(items.doors.len(), "door")?),
        })
    }

    /// Lays `lay`'s next item on board cell `c` (in Maze mode from then
    /// on, so undo takes it away); the item laid.
    pub fn lay(&mut self, c: u32, lay: Lay) -> Result<Item, String> {
        let item = self.next_item(lay)?;
        let at = self.maze_cell(c)?;
        self.edit(Edit::Place(item, at))?;
        self.mode = EditMode::Maze;
        Ok(item)
    }

    /// Takes away what lies on board cell `c`; what it was.
    pub fn clear_item(&mut self, c: u32) -> Result<Item, String> {
        let at = self.maze_cell(c)?;
        let item = self.item_at(c).ok_or_else(|| format!("Cell {} holds nothing to take away.", c + 1))?;
        self.edit(Edit::Clear(at))?;
        self.mode = EditMode::Maze;
        Ok(item)
    }

    /// Makes the exit wait for every shoot (`on`: the bamboo gate), or not.
    pub fn set_gate(&mut self, on: bool) -> Result<(), String> {
        self.edit(Edit::Gate(on))?;
        self.mode = EditMode::Maze;
        Ok(())
    }

    /// Whether the exit waits for every shoot (false before a maze is carved).
    pub fn gate(&self) -> bool {
        self.maze().is_some_and(|(m, _)| m.items().bamboo_gate)
    }

    /// What lies on board cell `c`, if anything.
    pub fn item_at(&self, c: u32) -> Option<Item> {
        let (m, _) = self.maze()?;
        m.items().at(m.maze().grid.cut_cell(c)?)
    }
}

/// What keeps the maze's items from being played: each door that cannot be
/// reached or opened before its key, and shoots out of reach.
pub fn trouble_words(editor: &Editor, lang: Language) -> Vec<String> {
    let Some((_, f)) = editor.maze() else { return Vec::new() };
    let english = lang == Language::English;
    let mut out: Vec<String> = f
        .doors
        .iter()
        .map(|&(k, t)| match (t, english) {
            (DoorTrouble::Unreachable, true) => format!("the {} door cannot be reached", k.name()),
            (DoorTrouble::Unreachable, false) => format!("{}门走不到", key_word(k)),
            (DoorTrouble::KeyBehind, true) => format!("the {} door comes before its key", k.name()),
            (DoorTrouble::KeyBehind, false) => format!("{}门在它的钥匙之前", key_word(k)),
        })
        .collect();
    if f.bamboo_out_of_reach > 0 {
        out.push(if english {
            format!("{} bamboo shoot(s) cannot be reached", f.bamboo_out_of_reach)
        } else {
            format!("{} 根竹笋走不到", f.bamboo_out_of_reach)
        });
    }
    out
}

/// What is said when `item` is laid on (`laid`) or taken from board cell
/// `c`: the item, the cell, the live figures and any trouble.
pub fn laid_words(editor: &Editor, item: Item, c: u32, laid: bool, lang: Language) -> String {
    let english = lang == Language::English;
    let what = item_words(item, lang);
    let mut words = match (laid, english) {
        (true, true) => format!("{} laid on cell {}", super::editor::capital(&what), c + 1),
        (true, false) => format!("在第 {} 格放了{what}", c + 1),
        (false, true) => format!("{} taken from cell {}", super::editor::capital(&what), c + 1),
        (false, false) => format!("拿走了第 {} 格的{what}", c + 1),
    };
    if let Some(figures) = super::words::figure_words(editor, lang) {
        words = format!("{words}{}{figures}", if english { ". " } else { "。" });
    }
    let troubles = trouble_words(editor, lang);
    if !troubles.is_empty() {
        words =
            format!("{words}{}{}", if english { ". " } else { "。" }, troubles.join(if english { "; " } else { "；" }));
    }
    format!("{words}{}", if english { "." } else { "。" })
}
