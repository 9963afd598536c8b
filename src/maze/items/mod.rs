//! Things on the board beside the grid: bamboo shoots to eat, keys, and the
//! doors they open. The grid stays one byte a tile; an [`Items`] layout lists
//! positions, made from a maze and an [`ItemSpec`] by [`place`], and the
//! [`solve`](mod@solve) module finds the true shortest full clear over them.
//!
//! Rules of a board with items:
//! - Stepping on a bamboo shoot eats it; stepping on a key picks it up (for good).
//! - A door of kind `k` is a wall until the walker holds key `k`; then it is floor.
//! - Reaching the exit ends the walk, unless [`Items::bamboo_gate`] is set and
//!   some bamboo is still uneaten: then the exit is plain floor until the last
//!   shoot is eaten.
//!
//! Limits: at most [`MAX_BAMBOO`] shoots and [`MAX_DOORS`] doors (one per key
//! kind), and items only on boards of at most [`MAX_ITEM_TILES`] tiles (or
//! grid mazes of as many cells), so the solver's state (point, keys held,
//! bamboo eaten) stays small.
//!
//! The same code lays and solves items on the square tile board and on any
//! grid maze, through [`ItemBoard`]: there a spot is a cell, not a tile.

mod board;
mod place;
pub mod solve;

#[cfg(test)]
mod grid_tests;
#[cfg(test)]
mod tests;

use super::grid::Pos;

pub use board::ItemBoard;
pub use place::place;
pub use solve::{Progress, optimum, solve, way_to};

/// The most bamboo shoots a layout may hold (the solver keeps one bit each).
pub const MAX_BAMBOO: u8 = 10;
/// The most doors (and keys) a layout may hold: one of each [`KeyKind`].
pub const MAX_DOORS: u8 = 4;
/// The largest board (in tiles) that may carry items: 201 × 201.
pub const MAX_ITEM_TILES: usize = 201 * 201;

/// The kinds of key and door. Each kind has its own colour and shape in the
/// game (Okabe–Ito colours; the shapes alone tell them apart).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum KeyKind {
    /// Orange, round.
    Sun,
    /// Sky blue, a triangle.
    Sky,
    /// Bluish green, a square.
    Leaf,
    /// Reddish purple, a diamond.
    Plum,
}

impl KeyKind {
    /// Every kind, in the order doors are placed from the entrance.
    pub const ALL: [KeyKind; 4] = [KeyKind::Sun, KeyKind::Sky, KeyKind::Leaf, KeyKind::Plum];

    /// The kind's number: its bit in a [`Progress::keys`] mask.
    pub fn index(self) -> usize {
        self as usize
    }

    /// The kind's colour: Okabe–Ito orange, sky blue, bluish green and
    /// reddish purple, as RGB.
    pub const fn rgb(self) -> [u8; 3] {
        match self {
            KeyKind::Sun => [230, 159, 0],
            KeyKind::Sky => [86, 180, 233],
            KeyKind::Leaf => [0, 158, 115],
            KeyKind::Plum => [204, 121, 167],
        }
    }

    /// Whether the point `(dx, dy)` from a shape's centre (y down) lies in
    /// the kind's shape of "radius" `r`: a circle, a triangle pointing up, a
    /// square, a diamond. Every picture of a key or a door uses these shapes.
    pub fn shape_contains(self, dx: f32, dy: f32, r: f32) -> bool {
        match self {
            KeyKind::Sun => dx * dx + dy * dy <= r * r,
            KeyKind::Sky => dy <= 0.8 * r && dy >= -r && dx.abs() <= (dy + r) * 0.62,
            KeyKind::Leaf => dx.abs() <= r * 0.85 && dy.abs() <= r * 0.85,
            KeyKind::Plum => dx.abs() + dy.abs() <= r * 1.15,
        }
    }

    /// The corners of the kind's shape of "radius" `r` around the origin (y
    /// down), for drawing it as a polygon; the circle as `segments` points.
    pub fn shape_outline(self, r: f32, segments: usize) -> Vec<(f32, f32)> {
        match self {
            KeyKind::Sun => (0..segments)
                .map(|i| {
                    let a = std::f32::consts::TAU * i as f32 / segments as f32;
                    (r * a.cos(), r * a.sin())
                })
                .collect(),
            KeyKind::Sky => vec![(0.0, -r), (1.8 * r * 0.62, 0.8 * r), (-1.8 * r * 0.62, 0.8 * r)],
            KeyKind::Leaf => {
                let h = 0.85 * r;
                vec![(-h, -h), (h, -h), (h, h), (-h, h)]
            }
            KeyKind::Plum => {
                let h = 1.15 * r;
                vec![(0.0, -h), (h, 0.0), (0.0, h), (-h, 0.0)]
            }
        }
    }

    /// The name used in text.
    pub fn name(self) -> &'static str {
        match self {
            KeyKind::Sun => "sun",
            KeyKind::Sky => "sky",
            KeyKind::Leaf => "leaf",
            KeyKind::Plum => "plum",
        }
    }
}

/// How many items a maze carries: the part of a maze code that names them.
/// The default (nothing) leaves codes as they were.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct ItemSpec {
    /// Bamboo shoots asked for (at most [`MAX_BAMBOO`]).
    pub bamboo: u8,
    /// Doors asked for, each with its key (at most [`MAX_DOORS`]). A board
    /// with too few places that every way out must pass gets fewer.
    pub doors: u8,
    /// Whether the exit waits for every shoot to be eaten.
    pub bamboo_gate: bool,
}

impl ItemSpec {
    /// Whether the spec asks for no items at all.
    pub fn is_empty(&self) -> bool {
        self.bamboo == 0 && self.doors == 0 && !self.bamboo_gate
    }

    /// Checks the counts against the limits and a grid maze's size: items
    /// lie on grids of at most [`MAX_ITEM_TILES`] cells.
    pub fn check_cells(&self, cells: usize) -> Result<(), String> {
        self.check(1, 1)?;
        if !self.is_empty() && cells > MAX_ITEM_TILES {
            return Err(format!("items need a maze of at most {MAX_ITEM_TILES} cells; this one has {cells}"));
        }
        Ok(())
    }

    /// Checks the counts against the limits and the board's size.
    pub fn check(&self, width: usize, height: usize) -> Result<(), String> {
        if self.bamboo > MAX_BAMBOO {
            return Err(format!("{} bamboo shoots is too many; at most {MAX_BAMBOO}", self.bamboo));
        }
        if self.doors > MAX_DOORS {
            return Err(format!("{} doors is too many; at most {MAX_DOORS}", self.doors));
        }
        if !self.is_empty() && width * height > MAX_ITEM_TILES {
            return Err(format!(
                "items need a board of at most {MAX_ITEM_TILES} tiles (201x201); {width}x{height} is larger"
            ));
        }
        Ok(())
    }
}

impl ItemSpec {
    /// The spec's part of a maze code: e.g. `s5-k2-g-`, empty for no items.
    pub(crate) fn code_options(&self) -> String {
        let mut options = String::new();
        if self.bamboo > 0 {
            options += &format!("s{}-", self.bamboo);
        }
        if self.doors > 0 {
            options += &format!("k{}-", self.doors);
        }
        if self.bamboo_gate {
            options += "g-";
        }
        options
    }

    /// Reads one option of a maze code into the spec; `false` if it names no items.
    pub(crate) fn read_code_option(&mut self, option: &str) -> bool {
        let count =
            |prefix: char| option.strip_prefix(prefix).filter(|n| n.len() <= 2).and_then(|n| n.parse::<u8>().ok());
        if let Some(n) = count('s') {
            self.bamboo = n;
        } else if let Some(n) = count('k') {
            self.doors = n;
        } else if option == "g" {
            self.bamboo_gate = true;
        } else {
            return false;
        }
        true
    }
}

/// One thing on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Item {
    /// A bamboo shoot.
    Bamboo,
    /// A key of a kind.
    Key(KeyKind),
    /// A shut door of a kind.
    Door(KeyKind),
}

/// Where a maze's items lie: on tiles ([`Pos`]) of the square board, or on
/// cells (`u32`) of a grid maze.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Items<P = Pos> {
    /// The bamboo shoots, in placing order; shoot `i` is bit `i` of [`Progress::eaten`].
    pub bamboo: Vec<P>,
    /// The keys: `keys[k]` opens `doors[k]`, both of kind `KeyKind::ALL[k]`.
    pub keys: Vec<P>,
    /// The doors, ordered from the entrance along the way out.
    pub doors: Vec<P>,
    /// Whether the exit waits for every shoot (see the [module](self)).
    pub bamboo_gate: bool,
}

impl<P: Copy + PartialEq> Items<P> {
    /// Whether there is nothing on the board.
    pub fn is_empty(&self) -> bool {
        self.bamboo.is_empty() && self.keys.is_empty() && self.doors.is_empty()
    }

    /// The mask of every shoot eaten.
    pub fn all_bamboo(&self) -> u16 {
        ((1u32 << self.bamboo.len()) - 1) as u16
    }

    /// The kind of the door at `p`, if there is one.
    pub fn door_at(&self, p: P) -> Option<KeyKind> {
        self.doors.iter().position(|&d| d == p).map(|k| KeyKind::ALL[k])
    }

    /// The kind of the key at `p`, if there is one.
    pub fn key_at(&self, p: P) -> Option<KeyKind> {
        self.keys.iter().position(|&d| d == p).map(|k| KeyKind::ALL[k])
    }

    /// What lies at `p`, if anything.
    pub fn at(&self, p: P) -> Option<Item> {
        if let Some(k) = self.door_at(p) {
            return Some(Item::Door(k));
        }
        if let Some(k) = self.key_at(p) {
            return Some(Item::Key(k));
        }
        self.bamboo_at(p).map(|_| Item::Bamboo)
    }

    /// The number of the shoot at `p`, if there is one.
    pub fn bamboo_at(&self, p: P) -> Option<usize> {
        self.bamboo.iter().position(|&b| b == p)
    }

    /// Whether a walker holding `keys` (a mask of kind bits) may stand on `p`:
    /// floor, and not a door whose key is missing.
    pub fn passable<B: ItemBoard<At = P>>(&self, maze: &B, p: P, keys: u8) -> bool {
        maze.walkable(p) && self.door_at(p).is_none_or(|k| keys & (1 << k.index()) != 0)
    }

    /// Whether arriving at the exit with `eaten` ends the walk.
    pub fn exit_open(&self, eaten: u16) -> bool {
        !self.bamboo_gate || eaten == self.all_bamboo()
    }

    /// The walker's progress after stepping onto `p` with `before`: keys
    /// picked up and bamboo eaten there.
    pub fn arrive(&self, before: Progress<P>, p: P) -> Progress<P> {
        let mut after = Progress { at: p, ..before };
        if let Some(k) = self.key_at(p) {
            after.keys |= 1 << k.index();
        }
        if let Some(b) = self.bamboo_at(p) {
            after.eaten |= 1 << b;
        }
        after
    }
}
