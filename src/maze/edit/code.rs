//! Share codes of drawn shapes and hand-edited mazes.
//!
//! - A **drawn shape** reads `dBOARD[-algorithm].[bP-]SHAPE-seed.PK`:
//!   `BOARD` as in maze codes (`91x103` tiles, `round10`, `hex16x12`,
//!   `triangle8`), the algorithm left out when it is the backtracker, `SHAPE`
//!   the cells packed by [`pack`](super::pack) (an arithmetic coder that
//!   predicts each cell from its neighbours, in base 36), then the seed in
//!   base 36. The maze is carved in the shape with its exits at the two ends
//!   of its longest route.
//! - A **hand-edited maze** is the code of the maze it started from (a
//!   generator's code or a drawn shape's) without its check characters,
//!   then a dot and its changes, dash-separated: `oCk` opens the wall of
//!   cell `C` (base 36) towards its neighbour number `k`, `rCk` raises it
//!   (the lower-numbered cell of the two is named), `sC` moves the entrance
//!   and `eC` the exit, and `i` starts the items laid by hand (`bC` a shoot,
//!   `kC` and `dC` the keys and doors in kind order, `g` the bamboo gate),
//!   which replace the generator's. Changes are written in that order, cells
//!   rising: one maze, one code.
//!
//! Both end in the two check characters of every maze code (see the maze
//! codes' module): every single-character typo is refused. A code that
//! reads but names no maze to play (a shape cut in two, a wall that is not
//! there, a door that cannot be opened) is refused with the reason.

use super::board::{BoardShape, EditGrid};
use super::edits::{Edit, EditedMaze};
use super::pack::{pack, unpack};
use super::source::{Base, DrawnSpec, Source};
use crate::maze::generate::{Algorithm, AnySpec, check_chars, checked_parts, from_base36, to_base36};
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
        words.join("-")
    }

    /// Reads a share code, in any case. A wrong or missing check character
    /// is a mistyped code; a code that names no maze to play says why.
    pub fn from_code(code: &str) -> Result<Self, String> {
        let code = code.trim().to_ascii_lowercase();
        let bad = |why: String| format!("share code '{code}': {why}");
        checked_parts(&code)?;
        let (body, check) = code.rsplit_once('.').expect("checked above");
        if check.len() != 2 {
            return Err(bad("it ends in two check characters".into()));
        }
        let (source_text, changes) = match body.matches('.').count() {
            1 => (body, None),
            2 => body.rsplit_once('.').map(|(s, c)| (s, Some(c))).expect("two dots"),
            _ => return Err(bad("it has too many dots".into())),
        };
        let source = match read_drawn(source_text).map_err(bad)? {
            Some(drawn) => Source::Drawn(drawn),
            None if changes.is_none() => return Err(bad("it names no drawn shape and no change".into())),
            None => {
                let base = format!("{source_text}.{}", check_chars(source_text));
                Source::Spec(AnySpec::from_code(&base).map_err(|e| bad(format!("its maze: {e}")))?)
            }
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
    body.matches('.').count() >= 2 || drawn_head(code.split('.').next().unwrap_or_default()).is_some()
}

/// The code of `source` without its check characters.
fn source_body(source: &Source) -> String {
    match source {
        Source::Spec(spec) => {
            let code = spec.code();
            code.rsplit_once('.').map(|(b, _)| b.to_owned()).unwrap_or(code)
        }
        Source::Drawn(d) => {
            let grid = d.board.build().expect("a drawn spec's board builds");
            let alg =
                if d.algorithm == Algorithm::Backtracker { String::new() } else { format!("-{}", d.algorithm.name()) };
            let braid = if d.braid_percent > 0 { format!("b{}-", d.braid_percent) } else { String::new() };
            format!("d{}{alg}.{braid}{}-{}", d.board.word(), pack(&grid, &d.cells), to_base36(d.seed))
        }
    }
}

/// The board and algorithm of a drawn shape's head `dBOARD[-algorithm]`, if it is one.
fn drawn_head(head: &str) -> Option<(BoardShape, Result<Algorithm, String>)> {
    let rest = head.strip_prefix('d')?;
    let (word, algorithm) = rest.split_once('-').map_or((rest, None), |(w, a)| (w, Some(a)));
    let board = BoardShape::read_word(word).ok()?;
    Some((board, algorithm.map_or(Ok(Algorithm::Backtracker), str::parse)))
}

/// A drawn shape's body (no check characters), or `None` when `body` is another maze's.
fn read_drawn(body: &str) -> Result<Option<DrawnSpec>, String> {
    let (head, tail) = body.split_once('.').ok_or("no dot after the board")?;
    let Some((board, algorithm)) = drawn_head(head) else { return Ok(None) };
    let algorithm = algorithm?;
    let words: Vec<&str> = tail.split('-').collect();
    let (braid, shape, seed) = match words[..] {
        [shape, seed] => (0, shape, seed),
        [braid, shape, seed] => {
            let p = braid.strip_prefix('b').and_then(|p| p.parse::<u8>().ok()).filter(|p| (1..=100).contains(p));
            (p.ok_or_else(|| format!("'{braid}' is not a braid share like b30"))?, shape, seed)
        }
        _ => return Err("a drawn shape reads dBOARD.[bP-]SHAPE-seed".into()),
    };
    let seed = from_base36(seed).ok_or_else(|| format!("'{seed}' is not a seed"))?;
    let grid = board.build()?;
    let cells = unpack(&grid, shape).ok_or("its shape is not one a code writes")?;
    Ok(Some(DrawnSpec { board, cells, algorithm, braid_percent: braid, seed }))
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
