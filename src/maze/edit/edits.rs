//! Hand edits of a maze on any grid: carve or raise a wall, move the
//! entrance or the exit, place bamboo, keys and doors, each undone and
//! redone through an edit log; and the live figures of the maze as it stands.

use crate::maze::grid::{Grid, GridMaze};
use crate::maze::items::{Item, Items, KeyKind, MAX_BAMBOO, MAX_ITEM_TILES, optimum};
use crate::maze::solve::grids::measure;

/// One edit of a maze.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Edit {
    /// Open the wall between two neighbouring cells.
    Carve(u32, u32),
    /// Close the passage between two neighbouring cells.
    Raise(u32, u32),
    /// Move the entrance to a cell.
    Entrance(u32),
    /// Move the exit to a cell.
    Exit(u32),
    /// Lay an item on a cell: a bamboo shoot is added, a key or a door of a
    /// kind moves there (or is added, the kinds in order: sun, sky, leaf,
    /// plum). What lay on the cell before is taken away.
    Place(Item, u32),
    /// Take away what lies on a cell (a key or a door only when it is the
    /// last kind laid, so the kinds stay in order).
    Clear(u32),
    /// Make the exit wait for every bamboo shoot to be eaten (`true`, the
    /// bamboo gate), or open it whatever is eaten.
    Gate(bool),
}

/// What an edit changed, to undo it.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Before {
    Wall,
    Entrance(u32),
    Exit(u32),
    Items(Items<u32>),
}

/// How a refusal names cell `c` of the grid: "cell 12".
pub type CellName<'a, G> = &'a dyn Fn(&G, u32) -> String;

/// A maze being edited: the maze, its items, and the log of edits done and undone.
#[derive(Clone, Debug)]
pub struct EditedMaze<G: Grid> {
    maze: GridMaze<G>,
    items: Items<u32>,
    done: Vec<(Edit, Before)>,
    undone: Vec<Edit>,
}

impl<G: Grid> EditedMaze<G> {
    /// Starts editing `maze` with `items` on it.
    pub fn new(maze: GridMaze<G>, items: Items<u32>) -> Self {
        Self { maze, items, done: Vec::new(), undone: Vec::new() }
    }

    /// The maze as it stands.
    pub fn maze(&self) -> &GridMaze<G> {
        &self.maze
    }

    /// Its items as they stand.
    pub fn items(&self) -> &Items<u32> {
        &self.items
    }

    /// The maze and items, the log dropped.
    pub fn into_parts(self) -> (GridMaze<G>, Items<u32>) {
        (self.maze, self.items)
    }

    /// The edits done, oldest first (those undone are not in it).
    pub fn log(&self) -> impl Iterator<Item = Edit> + '_ {
        self.done.iter().map(|(e, _)| *e)
    }

    /// Whether there is an edit to undo.
    pub fn can_undo(&self) -> bool {
        !self.done.is_empty()
    }

    /// Whether there is an edit to redo.
    pub fn can_redo(&self) -> bool {
        !self.undone.is_empty()
    }

    /// Does `edit`, or says why it cannot be done (and changes nothing). A
    /// new edit forgets the edits undone before it. A refusal names cells
    /// by their numbers here ("cell 12"); see [`apply_naming`](Self::apply_naming).
    pub fn apply(&mut self, edit: Edit) -> Result<(), String> {
        self.apply_naming(edit, &|_, c| format!("cell {c}"))
    }

    /// As [`apply`](Self::apply), a refusal naming each cell (on the board)
    /// as `name` says: an editor names them as its cursor does, which may
    /// number the cells of the board the maze is cut from, from 1.
    pub fn apply_naming(&mut self, edit: Edit, name: CellName<G>) -> Result<(), String> {
        let before = self.change(edit, name)?;
        self.done.push((edit, before));
        self.undone.clear();
        Ok(())
    }

    /// Undoes the last edit; whether there was one.
    pub fn undo(&mut self) -> bool {
        let Some((edit, before)) = self.done.pop() else { return false };
        match (edit, before) {
            (Edit::Carve(a, b), _) => self.maze.unlink(a, b),
            (Edit::Raise(a, b), _) => self.maze.link(a, b),
            (_, Before::Entrance(c)) => self.maze.entrance = c,
            (_, Before::Exit(c)) => self.maze.exit = c,
            (_, Before::Items(items)) => self.items = items,
            (_, Before::Wall) => unreachable!("only walls are undone without a state"),
        }
        self.undone.push(edit);
        true
    }

    /// Redoes the last edit undone; whether there was one.
    pub fn redo(&mut self) -> bool {
        let Some(edit) = self.undone.pop() else { return false };
        let before = self.change(edit, &|_, c| format!("cell {c}")).expect("an edit undone can be done again");
        self.done.push((edit, before));
        true
    }

    fn cell(&self, c: u32) -> Result<u32, String> {
        let n = self.maze.grid.cell_count();
        if (c as usize) < n { Ok(c) } else { Err(format!("cell {c} is not on this board of {n} cells")) }
    }

    fn neighbours(&self, a: u32, b: u32, name: CellName<G>) -> Result<(), String> {
        self.cell(a)?;
        self.cell(b)?;
        if self.maze.grid.neighbours(a).contains(&b) {
            Ok(())
        } else {
            let (a, b) = (name(&self.maze.grid, a), name(&self.maze.grid, b));
            Err(format!("{a} and {b} are not neighbours: no wall lies between them"))
        }
    }

    fn change(&mut self, edit: Edit, name: CellName<G>) -> Result<Before, String> {
        let named = |maze: &GridMaze<G>, c: u32| name(&maze.grid, c);
        match edit {
            Edit::Carve(a, b) => {
                self.neighbours(a, b, name)?;
                if self.maze.linked(a, b) {
                    let (a, b) = (named(&self.maze, a), named(&self.maze, b));
                    return Err(format!("{a} and {b} are already joined"));
                }
                self.maze.link(a, b);
                Ok(Before::Wall)
            }
            Edit::Raise(a, b) => {
                self.neighbours(a, b, name)?;
                if !self.maze.linked(a, b) {
                    let (a, b) = (named(&self.maze, a), named(&self.maze, b));
                    return Err(format!("a wall already stands between {a} and {b}"));
                }
                self.maze.unlink(a, b);
                Ok(Before::Wall)
            }
            Edit::Entrance(c) | Edit::Exit(c) => {
                self.cell(c)?;
                let entrance = matches!(edit, Edit::Entrance(_));
                let (mine, other) =
                    if entrance { (self.maze.entrance, self.maze.exit) } else { (self.maze.exit, self.maze.entrance) };
                if c == other || c == mine {
                    return Err(format!("{} is already the entrance or the exit", named(&self.maze, c)));
                }
                if self.items.at(c).is_some() {
                    return Err(format!("{} holds an item: clear it first", named(&self.maze, c)));
                }
                if entrance {
                    self.maze.entrance = c;
                    Ok(Before::Entrance(mine))
                } else {
                    self.maze.exit = c;
                    Ok(Before::Exit(mine))
                }
            }
            Edit::Place(item, c) => {
                self.cell(c)?;
                let before = self.items.clone();
                self.place(item, c, &named(&self.maze, c))?;
                Ok(Before::Items(before))
            }
            Edit::Gate(on) => {
                if self.items.bamboo_gate == on {
                    let why = if on { "the exit already waits for every shoot" } else { "the exit waits for no shoot" };
                    return Err(why.into());
                }
                let before = self.items.clone();
                self.items.bamboo_gate = on;
                Ok(Before::Items(before))
            }
            Edit::Clear(c) => {
                self.cell(c)?;
                let before = self.items.clone();
                self.clear(c, &named(&self.maze, c))?;
                Ok(Before::Items(before))
            }
        }
    }

    /// Lays `item` on cell `c`, which a refusal calls `cell`.
    fn place(&mut self, item: Item, c: u32, cell: &str) -> Result<(), String> {
        if self.maze.grid.cell_count() > MAX_ITEM_TILES {
            return Err(format!("items go on mazes of at most {MAX_ITEM_TILES} cells"));
        }
        if c == self.maze.entrance || c == self.maze.exit {
            return Err(format!("{cell} is the entrance or the exit: items go elsewhere"));
        }
        if self.items.at(c) == Some(item) {
            return Err(format!("{cell} already holds that"));
        }
        let mut items = self.items.clone();
        let kind_list = |items: &mut Items<u32>, k: KeyKind, keys: bool| -> Result<(), String> {
            let list = if keys { &mut items.keys } else { &mut items.doors };
            let what = if keys { "key" } else { "door" };
            match k.index().cmp(&list.len()) {
                std::cmp::Ordering::Less => list[k.index()] = c,
                std::cmp::Ordering::Equal => list.push(c),
                std::cmp::Ordering::Greater => {
                    let missing = KeyKind::ALL[list.len()].name();
                    return Err(format!("lay the {missing} {what} first: kinds are laid in order"));
                }
            }
            Ok(())
        };
        remove_at(&mut items, c, true, cell)?;
        match item {
            Item::Bamboo if items.bamboo.len() >= usize::from(MAX_BAMBOO) => {
                return Err(format!("a maze holds at most {MAX_BAMBOO} bamboo shoots"));
            }
            Item::Bamboo => items.bamboo.push(c),
            Item::Key(k) => kind_list(&mut items, k, true)?,
            Item::Door(k) => kind_list(&mut items, k, false)?,
        }
        self.items = items;
        Ok(())
    }

    /// Takes away what lies on cell `c`, which a refusal calls `cell`.
    fn clear(&mut self, c: u32, cell: &str) -> Result<(), String> {
        if self.items.at(c).is_none() {
            return Err(format!("{cell} holds nothing"));
        }
        remove_at(&mut self.items, c, false, cell)
    }

    /// The live figures of the maze as it stands.
    pub fn figures(&self) -> Figures {
        figures(&self.maze, &self.items)
    }
}

/// Takes away what lies at `c` (a refusal calls it `cell`). A key or a door
/// that is not the last of its list is refused unless `moving` (it is then
/// moved, by the caller, onto the same list place: only the replaced item is
/// dropped).
fn remove_at(items: &mut Items<u32>, c: u32, moving: bool, cell: &str) -> Result<(), String> {
    if let Some(b) = items.bamboo_at(c) {
        items.bamboo.remove(b);
    }
    for (list, what) in [(&mut items.keys, "key"), (&mut items.doors, "door")] {
        if let Some(k) = list.iter().position(|&p| p == c) {
            if k + 1 != list.len() {
                let kind = KeyKind::ALL[k].name();
                let why = if moving { "move it elsewhere first" } else { "take away the later kinds first" };
                return Err(format!("{cell} holds the {kind} {what}, not the last kind laid: {why}"));
            }
            list.pop();
        }
    }
    Ok(())
}

/// What is wrong with a door.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DoorTrouble {
    /// No way from the entrance comes to the door, keys or not.
    Unreachable,
    /// The way comes to the door, but its key cannot be had before it (it
    /// lies behind the door, or there is no key of its kind).
    KeyBehind,
}

/// The live figures of an edited maze.
#[derive(Clone, Debug, PartialEq)]
pub struct Figures {
    /// Whether the exit can be reached (with the items: by a full clear, every shoot eaten).
    pub solvable: bool,
    /// Whether every cell is joined to every other by exactly one way.
    pub perfect: bool,
    /// Passages more than a tree needs: the number of independent loops.
    pub loops: usize,
    /// Cells that no way from the entrance reaches.
    pub unreached: usize,
    /// Steps of the shortest way out (with items: the shortest full clear), if any.
    pub route_steps: Option<usize>,
    /// The difficulty score from 1 to 10 (the grids' metrics).
    pub difficulty: f64,
    /// Doors that cannot be opened, and why, in kind order.
    pub doors: Vec<(KeyKind, DoorTrouble)>,
    /// Bamboo shoots out of reach.
    pub bamboo_out_of_reach: usize,
}

impl Figures {
    /// What keeps the maze from being played, as sentences (empty when it can be).
    pub fn troubles(&self) -> Vec<String> {
        let mut out: Vec<String> = self
            .doors
            .iter()
            .map(|(k, t)| match t {
                DoorTrouble::Unreachable => format!("the {} door cannot be reached", k.name()),
                DoorTrouble::KeyBehind => format!("the {} key cannot be had before its door", k.name()),
            })
            .collect();
        if self.bamboo_out_of_reach > 0 {
            out.push(format!("{} bamboo shoot(s) cannot be reached", self.bamboo_out_of_reach));
        }
        if !self.solvable && out.is_empty() {
            out.push("no way leads from the entrance to the exit".into());
        }
        out
    }
}

/// The live figures of `maze` with `items`: one pass to count parts, the
/// grids' metrics, and for items the key closure and the full clear.
pub fn figures<G: Grid>(maze: &GridMaze<G>, items: &Items<u32>) -> Figures {
    let n = maze.grid.cell_count();
    let mut part = vec![u32::MAX; n];
    let mut parts = 0;
    for start in 0..n as u32 {
        if part[start as usize] == u32::MAX {
            let reached = flood(maze, start, |_| true);
            reached.iter().enumerate().filter(|(_, r)| **r).for_each(|(c, _)| part[c] = parts);
            parts += 1;
        }
    }
    let passages = maze.passage_count();
    let loops = (passages + parts as usize).saturating_sub(n);
    let from_entrance = part.iter().filter(|&&p| p == part[maze.entrance as usize]).count();
    let metrics = measure(maze);
    let (doors, bamboo_out_of_reach) = item_reach(maze, items);
    let route_steps = if items.is_empty() {
        metrics.route_cells.checked_sub(1)
    } else if doors.is_empty() && bamboo_out_of_reach == 0 {
        optimum(maze, items)
    } else {
        None
    };
    Figures {
        solvable: route_steps.is_some(),
        perfect: parts == 1 && loops == 0,
        loops,
        unreached: n - from_entrance,
        route_steps,
        difficulty: metrics.difficulty,
        doors,
        bamboo_out_of_reach,
    }
}

/// The cells reached from `from` through passages, stepping only onto cells `open` lets in.
fn flood<G: Grid>(maze: &GridMaze<G>, from: u32, open: impl Fn(u32) -> bool) -> Vec<bool> {
    let mut seen = vec![false; maze.grid.cell_count()];
    seen[from as usize] = true;
    let mut todo = vec![from];
    while let Some(c) = todo.pop() {
        for m in maze.links(c) {
            if !seen[m as usize] && open(m) {
                seen[m as usize] = true;
                todo.push(m);
            }
        }
    }
    seen
}

/// Which doors cannot be opened, and how many shoots cannot be reached: keys
/// are gathered from the entrance (each opening its door) until no more can be had.
fn item_reach<G: Grid>(maze: &GridMaze<G>, items: &Items<u32>) -> (Vec<(KeyKind, DoorTrouble)>, usize) {
    if items.is_empty() {
        return (Vec::new(), 0);
    }
    let mut held = 0u8;
    let reached = loop {
        let shut = |c: u32| items.door_at(c).is_some_and(|k| held & (1 << k.index()) == 0);
        let reached = flood(maze, maze.entrance, |c| !shut(c));
        let more =
            items.keys.iter().enumerate().fold(held, |h, (k, &p)| if reached[p as usize] { h | 1 << k } else { h });
        if more == held {
            break reached;
        }
        held = more;
    };
    let doors = items
        .doors
        .iter()
        .enumerate()
        .filter_map(|(k, &d)| {
            let near = reached[d as usize] || maze.links(d).any(|m| reached[m as usize]);
            let trouble = if !near {
                DoorTrouble::Unreachable
            } else if held & (1 << k) == 0 {
                DoorTrouble::KeyBehind
            } else {
                return None;
            };
            Some((KeyKind::ALL[k], trouble))
        })
        .collect();
    (doors, items.bamboo.iter().filter(|&&b| !reached[b as usize]).count())
}

#[cfg(test)]
#[path = "edits_tests.rs"]
mod tests;
