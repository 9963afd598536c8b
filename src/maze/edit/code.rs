//! Share codes of drawn shapes and hand-edited mazes (form [`FORM`]).
//!
//! - A **drawn shape** reads `dPACKED.PK`: `PACKED` is the board, the
//!   generator, the braid, the seed and the cells, packed by one arithmetic
//!   coder in base 36 ([`drawn_code`](super::drawn_code)), the form of the
//!   code first. The maze is carved in the shape with its exits at the two
//!   ends of its longest route.
//! - A **hand-edited maze** is the code of the maze it started from (a
//!   generator's code or a drawn shape's) without its check characters,
//!   then a dot, the form's digit `2` and its changes, dash-separated:
//!   `oCk` opens the wall of cell `C` (base 36) towards its neighbour
//!   number `k`, `rCk` raises it (the lower-numbered cell of the two is
//!   named), `sC` moves the entrance and `eC` the exit, and `i` starts the
//!   items laid by hand (`bC` a shoot, `kC` and `dC` the keys and doors in
//!   kind order, `g` the bamboo gate), which replace the generator's.
//!   Changes are written in that order, cells rising: one maze, one code.
//!
//! Both end in a dot and two check characters ([`check`](super::check)),
//! which refuse every typo of one character: changed, inserted, deleted or
//! two neighbours swapped. A code that reads but names no maze to play (a
//! shape cut in two, a wall that is not there, a door that cannot be
//! opened) is refused with the reason. Codes of the first form (made on
//! one day before this form, never kept by the game) are refused as such.

use super::board::EditGrid;
use super::check::{check_chars, checked_body};
use super::drawn_code::{FORM, read_drawn, write_drawn};
use super::edits::{Edit, EditedMaze};
use super::source::{Base, Source};
use crate::maze::generate::{
    Algorithm, AnySpec, check_chars as maze_check_chars, checked_parts, from_base36, to_base36,
};
use crate::maze::grid::{Grid, GridMaze};
use crate::maze::items::{Item, Items, KeyKind};

/// The most changes a code may carry.
pub const MAX_CHANGES: usize = 4096;

/// What a hand-edited maze changed of the maze it started from.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Changes {
    /// Walls opened, as (cell, neighbour) with the lower cell first, rising.
    pub opened: Vec<(u32, u32)>,
    /// Passages walled up, the same way.
    pub raised: Vec<(u32, u32)>,
    /// The entrance, when moved.
    pub entrance: Option<u32>,
    /// The exit, when moved.
    pub exit: Option<u32>,
    /// The items laid by hand, when they are not the generator's.
    pub items: Option<Items<u32>>,
}

impl Changes {
    /// Whether nothing was changed.
    pub fn is_empty(&self) -> bool {
        *self == Changes::default()
    }
}

/// A maze to share: where it started and what was changed by hand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SharedMaze {
    /// The maze it started from.
    pub source: Source,
    /// The hand edits, as their net change.
    pub changes: Changes,
}

impl SharedMaze {
    /// The maze `source` names changed into `maze` with `items`; refused
    /// when `maze` is not on the source's cells, or cannot be played.
    pub fn from_edited(source: Source, maze: &GridMaze<EditGrid>, items: &Items<u32>) -> Result<Self, String> {
        let (base, base_items) = source.build()?;
        if base.grid.cell_count() != maze.grid.cell_count()
            || (0..base.grid.cell_count() as u32).any(|c| base.grid.base_cell(c) != maze.grid.base_cell(c))
        {
            return Err("the maze is not on the cells of the maze it started from".into());
        }
        let pairs = |m: &GridMaze<EditGrid>| -> std::collections::BTreeSet<(u32, u32)> {
            m.passages().map(|(a, b)| (a.min(b), a.max(b))).collect()
        };
        let (was, now) = (pairs(&base), pairs(maze));
        let changes = Changes {
            opened: now.difference(&was).copied().collect(),
            raised: was.difference(&now).copied().collect(),
            entrance: (maze.entrance != base.entrance).then_some(maze.entrance),
            exit: (maze.exit != base.exit).then_some(maze.exit),
            items: (*items != base_items).then(|| items.clone()),
        };
        let shared = Self { source, changes };
        shared.build()?;
        Ok(shared)
    }

    /// The maze named: the source's maze with the changes made, checked to
    /// be a maze to play (its exit reached, every door opened on the way).
    pub fn build(&self) -> Result<Base, String> {
        let (base, base_items) = self.source.build()?;
        let c = &self.changes;
        let mut edited = EditedMaze::new(base, base_items);
        let walls =
            c.opened.iter().map(|&(a, b)| Edit::Carve(a, b)).chain(c.raised.iter().map(|&(a, b)| Edit::Raise(a, b)));
        // The exit first, then the entrance: each may take the other's old cell.
        let ends = [c.exit.map(Edit::Exit), c.entrance.map(Edit::Entrance)];
        for edit in walls.chain(ends.into_iter().flatten()) {
            edited.apply(edit).map_err(|e| format!("a change cannot be made: {e}"))?;
        }
        let (mut maze, mut items) = edited.into_parts();
        if let Some(hand) = &c.items {
            let mut laid = EditedMaze::new(maze, Items::default());
            let kinds = |list: &[u32], item: fn(KeyKind) -> Item| {
                list.iter().zip(KeyKind::ALL).map(move |(&p, k)| Edit::Place(item(k), p)).collect::<Vec<_>>()
            };
            let all = hand.bamboo.iter().map(|&p| Edit::Place(Item::Bamboo, p));
            for edit in all.chain(kinds(&hand.keys, Item::Key)).chain(kinds(&hand.doors, Item::Door)) {
                laid.apply(edit).map_err(|e| format!("an item cannot be laid: {e}"))?;
            }
            (maze, items) = laid.into_parts();
            items.bamboo_gate = hand.bamboo_gate;
            if hand.keys.len() > KeyKind::ALL.len() || hand.doors.len() > KeyKind::ALL.len() {
                return Err("more keys or doors than there are kinds".into());
            }
        }
        let figures = super::edits::figures(&maze, &items);
        if let Some(why) = figures.troubles().first() {
            return Err(format!("the maze cannot be played: {why}"));
        }
        Ok((maze, items))
    }

    /// The share code.
    pub fn code(&self) -> String {
        let mut body = source_body(&self.source);
        if !self.changes.is_empty() {
            body = format!("{body}.{}", self.changes_text());
        }
        format!("{body}.{}", check_chars(&body))
    }

    fn changes_text(&self) -> String {
        let c = &self.changes;
        let grid = self.source.build().map(|(m, _)| m.grid).ok();
        let slot =
            |a: u32, b: u32| grid.as_ref().and_then(|g| g.neighbours(a).iter().position(|&n| n == b)).unwrap_or(0);
        let mut words: Vec<String> = Vec::new();
        words.extend(c.opened.iter().map(|&(a, b)| format!("o{}{}", to_base36(a.into()), slot(a, b))));
        words.extend(c.raised.iter().map(|&(a, b)| format!("r{}{}", to_base36(a.into()), slot(a, b))));
        words.extend(c.entrance.map(|p| format!("s{}", to_base36(p.into()))));
        words.extend(c.exit.map(|p| format!("e{}", to_base36(p.into()))));
        if let Some(items) = &c.items {
            words.push("i".into());
            for (tag, list) in [('b', &items.bamboo), ('k', &items.keys), ('d', &items.doors)] {
                words.extend(list.iter().map(|&p| format!("{tag}{}", to_base36(p.into()))));
            }
            if items.bamboo_gate {
                words.push("g".into());
            }
        }
        format!("{FORM}{}", words.join("-"))
    }

    /// Reads a share code, in any case. A wrong or missing check character
    /// is a mistyped code; a code that names no maze to play says why.
    pub fn from_code(code: &str) -> Result<Self, String> {
        let code = code.trim().to_ascii_lowercase();
        let bad = |why: String| format!("share code '{code}': {why}");
        let body = checked_body(&code).map_err(|e| match checked_parts(&code) {
            Ok(_) => {
                bad("it is of the first form of share codes, which is no longer read: draw or edit it again".into())
            }
            Err(_) => e,
        })?;
        let (source_text, changes) = match body.rsplit_once('.') {
            None => (body, None),
            Some((source, changes)) => {
                let text = changes.strip_prefix(&FORM.to_string()).filter(|c| !c.is_empty());
                let why = || bad(format!("its changes '{changes}' do not start with the form's digit {FORM}"));
                (source, Some(text.ok_or_else(why)?))
            }
        };
        let source = if is_drawn_head(source_text) {
            let packed = &source_text[1..];
            Source::Drawn(read_drawn(packed).map_err(|e| bad(format!("its drawn shape: {e}")))?)
        } else if changes.is_none() {
            return Err(bad("it names no drawn shape and no change".into()));
        } else {
            let base = format!("{source_text}.{}", maze_check_chars(source_text));
            Source::Spec(AnySpec::from_code(&base).map_err(|e| bad(format!("its maze: {e}")))?)
        };
        let mut shared = SharedMaze { source, changes: Changes::default() };
        if let Some(text) = changes {
            shared.changes = read_changes(&shared.source, text).map_err(bad)?;
        }
        shared.build().map_err(bad)?;
        if shared.code() != code {
            return Err(bad("it is not written as share codes are (changes in order, each once)".into()));
        }
        Ok(shared)
    }
}

/// Whether `code` is a share code (a drawn shape's, or a maze's with changes) rather than another maze code.
pub fn is_shared_code(code: &str) -> bool {
    let code = code.trim().to_ascii_lowercase();
    let body = code.rsplit_once('.').map_or(code.as_str(), |(b, _)| b);
    // A maze code's first word is its algorithm (`division-…` starts with `d` too).
    let first = code.split(['.', '-', ':']).next().unwrap_or_default();
    body.matches('.').count() >= 2 || (is_drawn_head(first) && first.parse::<Algorithm>().is_err())
}

/// Whether `text` is `d` and a drawn shape's packed part (letters and
/// digits only: every maze code has a dash before its first dot).
fn is_drawn_head(text: &str) -> bool {
    text.len() > 1 && text.starts_with('d') && text.bytes().all(|b| b.is_ascii_alphanumeric())
}

/// The code of `source` without its check characters.
fn source_body(source: &Source) -> String {
    match source {
        Source::Spec(spec) => {
            let code = spec.code();
            code.rsplit_once('.').map(|(b, _)| b.to_owned()).unwrap_or(code)
        }
        Source::Drawn(d) => format!("d{}", write_drawn(d)),
    }
}

/// Reads the changes `text` of a maze from `source`.
fn read_changes(source: &Source, text: &str) -> Result<Changes, String> {
    let (maze, _) = source.build()?;
    let n = maze.grid.cell_count() as u32;
    let cell = |s: &str| from_base36(s).filter(|&c| c < u64::from(n)).map(|c| c as u32);
    let mut changes = Changes::default();
    let mut items: Option<Items<u32>> = None;
    let words: Vec<&str> = text.split('-').collect();
    if words.len() > MAX_CHANGES {
        return Err(format!("more than {MAX_CHANGES} changes"));
    }
    for word in words {
        let unknown = || format!("'{word}' is no change (oCk, rCk, sC, eC, i, then bC, kC, dC, g)");
        let (tag, rest) = word.split_at_checked(1).ok_or_else(unknown)?;
        match (tag, &mut items) {
            ("o" | "r", None) if rest.len() >= 2 => {
                let (c, k) = rest.split_at(rest.len() - 1);
                let a = cell(c).ok_or_else(unknown)?;
                let k = k.parse::<usize>().map_err(|_| unknown())?;
                let b = *maze.grid.neighbours(a).get(k).ok_or_else(|| format!("cell {a} has no neighbour {k}"))?;
                if tag == "o" { &mut changes.opened } else { &mut changes.raised }.push((a, b));
            }
            ("s", None) => changes.entrance = Some(cell(rest).ok_or_else(unknown)?),
            ("e", None) => changes.exit = Some(cell(rest).ok_or_else(unknown)?),
            ("i", None) if rest.is_empty() => items = Some(Items::default()),
            ("b", Some(items)) => items.bamboo.push(cell(rest).ok_or_else(unknown)?),
            ("k", Some(items)) => items.keys.push(cell(rest).ok_or_else(unknown)?),
            ("d", Some(items)) => items.doors.push(cell(rest).ok_or_else(unknown)?),
            ("g", Some(items)) if rest.is_empty() => items.bamboo_gate = true,
            _ => return Err(unknown()),
        }
    }
    changes.items = items;
    Ok(changes)
}

#[cfg(test)]
#[path = "code_tests.rs"]
mod tests;
