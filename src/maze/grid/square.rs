//! The tile grid every maze lives on: walls and floors on an odd-sized board.
//!
//! A board of `width × height` tiles (both odd, at least [`MIN_SIDE`]) has its
//! *cells* at odd coordinates and its *walls* between them, so a maze of
//! `c × r` cells is drawn on `(2c+1) × (2r+1)` tiles. The outer ring is always
//! wall. Storage is one byte per tile in a flat row-major `Vec`.

use std::fmt;

/// The smallest odd side a board may have: one cell and its walls. Strips one
/// cell wide and the single cell are mazes too (the game plays from two cells,
/// [`PLAY_MIN_SIDE`]).
pub const MIN_SIDE: usize = 3;

/// The largest side accepted (2001 × 2001 cells, i.e. 4003 tiles).
pub const MAX_SIDE: usize = 4003;

/// The smallest side a board to *play* may have (two cells): on a board one
/// cell wide or tall the entrance may be the exit, which is a maze but not a
/// game. See [`check_play_size`].
pub const PLAY_MIN_SIDE: usize = 5;

/// One square of the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[repr(u8)]
pub enum Tile {
    /// Solid; nobody walks here.
    #[default]
    Wall = 0,
    /// Open floor.
    Floor = 1,
    /// Outside a shaped maze's mask ([`crate::maze::mask`]): never floor, and
    /// drawn as background (nothing) rather than wall.
    Outside = 2,
}

/// A tile coordinate: `x` grows to the right, `y` grows downwards (row 0 is the top).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct Pos {
    /// Column, from the left.
    pub x: usize,
    /// Row, from the top.
    pub y: usize,
}

impl Pos {
    /// The position at column `x`, row `y`.
    pub const fn new(x: usize, y: usize) -> Self {
        Self { x, y }
    }

    /// Steps needed between two positions when walking only along rows and columns.
    pub fn manhattan(self, other: Pos) -> usize {
        self.x.abs_diff(other.x) + self.y.abs_diff(other.y)
    }
}

impl fmt::Display for Pos {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({}, {})", self.x, self.y)
    }
}

/// The four ways to step on the grid.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Dir {
    /// Towards row 0.
    Up,
    /// Towards the last row.
    Down,
    /// Towards column 0.
    Left,
    /// Towards the last column.
    Right,
}

impl Dir {
    /// All four directions, in a fixed order.
    pub const ALL: [Dir; 4] = [Dir::Up, Dir::Down, Dir::Left, Dir::Right];

    /// The column and row change of one step.
    pub const fn delta(self) -> (isize, isize) {
        match self {
            Dir::Up => (0, -1),
            Dir::Down => (0, 1),
            Dir::Left => (-1, 0),
            Dir::Right => (1, 0),
        }
    }

    /// The direction straight back: up for down, left for right.
    ///
    /// In [`Dir::ALL`] order each direction's opposite is its neighbour in its
    /// pair (`Dir::ALL[i ^ 1]`), which the flat-array generators and solvers
    /// use on direction numbers (`d ^ 1`).
    pub const fn opposite(self) -> Dir {
        match self {
            Dir::Up => Dir::Down,
            Dir::Down => Dir::Up,
            Dir::Left => Dir::Right,
            Dir::Right => Dir::Left,
        }
    }

    /// The direction that leads from `from` to the adjacent `to`, if they are adjacent.
    pub fn between(from: Pos, to: Pos) -> Option<Dir> {
        Dir::ALL.into_iter().find(|d| {
            let (dx, dy) = d.delta();
            from.x.checked_add_signed(dx) == Some(to.x) && from.y.checked_add_signed(dy) == Some(to.y)
        })
    }
}

/// Why a board of a given size cannot exist.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SizeError {
    /// A side is even; walls and cells alternate, so sides must be odd.
    Even {
        /// Requested width in tiles.
        width: usize,
        /// Requested height in tiles.
        height: usize,
    },
    /// A side is smaller than [`MIN_SIDE`].
    TooSmall {
        /// Requested width in tiles.
        width: usize,
        /// Requested height in tiles.
        height: usize,
    },
    /// A side is larger than [`MAX_SIDE`].
    TooLarge {
        /// Requested width in tiles.
        width: usize,
        /// Requested height in tiles.
        height: usize,
    },
    /// A maze, but a side is smaller than [`PLAY_MIN_SIDE`] (from [`check_play_size`]).
    TooSmallToPlay {
        /// Requested width in tiles.
        width: usize,
        /// Requested height in tiles.
        height: usize,
    },
}

impl fmt::Display for SizeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            SizeError::Even { width, height } => write!(
                f,
                "size {width}x{height} has an even side; a maze board needs odd sides (cells sit on odd rows and columns), e.g. {}x{}",
                width | 1,
                height | 1
            ),
            SizeError::TooSmall { width, height } => {
                write!(f, "size {width}x{height} is too small; each side must be at least {MIN_SIDE} tiles")
            }
            SizeError::TooLarge { width, height } => {
                write!(f, "size {width}x{height} is too large; each side may be at most {MAX_SIDE} tiles")
            }
            SizeError::TooSmallToPlay { width, height } => write!(
                f,
                "size {width}x{height} is too small to play; each side must be at least {PLAY_MIN_SIDE} tiles"
            ),
        }
    }
}

impl std::error::Error for SizeError {}

/// Checks that `width × height` tiles is a valid board size.
pub fn check_size(width: usize, height: usize) -> Result<(), SizeError> {
    if width < MIN_SIDE || height < MIN_SIDE {
        Err(SizeError::TooSmall { width, height })
    } else if width > MAX_SIDE || height > MAX_SIDE {
        Err(SizeError::TooLarge { width, height })
    } else if width.is_multiple_of(2) || height.is_multiple_of(2) {
        Err(SizeError::Even { width, height })
    } else {
        Ok(())
    }
}

/// Checks that `width × height` tiles is a board to play: a valid size
/// ([`check_size`]) with each side at least [`PLAY_MIN_SIDE`].
pub fn check_play_size(width: usize, height: usize) -> Result<(), SizeError> {
    check_size(width, height)?;
    if width < PLAY_MIN_SIDE || height < PLAY_MIN_SIDE {
        return Err(SizeError::TooSmallToPlay { width, height });
    }
    Ok(())
}

/// A maze: the tile grid plus where the way in and the way out are.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Maze {
    width: usize,
    height: usize,
    tiles: Vec<Tile>,
    /// Where the walker starts. Always a floor tile in a valid maze.
    pub entrance: Pos,
    /// Where the walker wants to be. Always a floor tile in a valid maze.
    pub exit: Pos,
}

impl Maze {
    /// A board of solid wall, with the entrance at the top-left cell and the exit
    /// at the bottom-right cell (not yet carved).
    pub fn walled(width: usize, height: usize) -> Result<Self, SizeError> {
        check_size(width, height)?;
        Ok(Self { tiles: vec![Tile::Wall; width * height], ..Self::walled_shape(width, height) })
    }

    /// A board of `tiles`, row by row, with the entrance and exit where
    /// [`Maze::walled`] puts them. `tiles` must hold `width × height` tiles.
    pub(crate) fn from_tiles(width: usize, height: usize, tiles: Vec<Tile>) -> Result<Self, SizeError> {
        check_size(width, height)?;
        assert_eq!(tiles.len(), width * height, "a board of {width}x{height} tiles");
        Ok(Self { tiles, ..Self::walled_shape(width, height) })
    }

    fn walled_shape(width: usize, height: usize) -> Self {
        Self { width, height, tiles: Vec::new(), entrance: Pos::new(1, 1), exit: Pos::new(width - 2, height - 2) }
    }

    /// Width in tiles.
    pub fn width(&self) -> usize {
        self.width
    }

    /// Height in tiles.
    pub fn height(&self) -> usize {
        self.height
    }

    /// Number of cells across (`(width - 1) / 2`).
    pub fn cell_columns(&self) -> usize {
        (self.width - 1) / 2
    }

    /// Number of cells down (`(height - 1) / 2`).
    pub fn cell_rows(&self) -> usize {
        (self.height - 1) / 2
    }

    /// All tiles, row by row from the top.
    pub fn tiles(&self) -> &[Tile] {
        &self.tiles
    }

    /// All tiles, mutable, for generators that work on flat indices.
    pub fn tiles_mut(&mut self) -> &mut [Tile] {
        &mut self.tiles
    }

    /// Whether `p` lies on the board.
    pub fn contains(&self, p: Pos) -> bool {
        p.x < self.width && p.y < self.height
    }

    /// Flat index of `p`. Panics if `p` is off the board.
    pub fn index(&self, p: Pos) -> usize {
        assert!(self.contains(p), "{p} is off the {}x{} board", self.width, self.height);
        p.y * self.width + p.x
    }

    /// The position of flat index `i`.
    pub fn pos_of(&self, i: usize) -> Pos {
        Pos::new(i % self.width, i / self.width)
    }

    /// The tile at `p`; anything off the board counts as wall.
    pub fn tile(&self, p: Pos) -> Tile {
        if self.contains(p) { self.tiles[p.y * self.width + p.x] } else { Tile::Wall }
    }

    /// Whether `p` is walkable floor on the board.
    pub fn is_floor(&self, p: Pos) -> bool {
        self.tile(p) == Tile::Floor
    }

    /// Sets the tile at `p`. Panics if `p` is off the board.
    pub fn set(&mut self, p: Pos, tile: Tile) {
        let i = self.index(p);
        self.tiles[i] = tile;
    }

    /// The position one step from `p` in `dir`, if that is still on the board.
    pub fn step(&self, p: Pos, dir: Dir) -> Option<Pos> {
        let (dx, dy) = dir.delta();
        let q = Pos::new(p.x.checked_add_signed(dx)?, p.y.checked_add_signed(dy)?);
        self.contains(q).then_some(q)
    }

    /// Where a walker at `p` ends up after trying to step in `dir`: the next tile
    /// if it is floor, otherwise `None` (a wall or the edge of the board).
    pub fn walk(&self, p: Pos, dir: Dir) -> Option<Pos> {
        self.step(p, dir).filter(|&q| self.is_floor(q))
    }

    /// The floor tiles next to `p`, in [`Dir::ALL`] order.
    pub fn floor_neighbours(&self, p: Pos) -> impl Iterator<Item = Pos> + '_ {
        Dir::ALL.into_iter().filter_map(move |d| self.walk(p, d))
    }

    /// Number of floor tiles.
    pub fn floor_count(&self) -> usize {
        self.tiles.iter().filter(|&&t| t == Tile::Floor).count()
    }

    /// Whether `path` is a walk through floor tiles, each next to the one before.
    pub fn is_walk(&self, path: &[Pos]) -> bool {
        path.iter().all(|&p| self.is_floor(p)) && path.windows(2).all(|w| w[0].manhattan(w[1]) == 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_are_checked() {
        assert!(matches!(check_size(1, 5), Err(SizeError::TooSmall { .. })));
        assert!(matches!(check_size(5, 1), Err(SizeError::TooSmall { .. })));
        assert!(matches!(check_size(2, 5), Err(SizeError::TooSmall { .. })));
        // One cell, and strips one cell wide.
        assert_eq!(check_size(3, 3), Ok(()));
        assert_eq!(check_size(3, 41), Ok(()));
        assert!(matches!(check_size(6, 7), Err(SizeError::Even { width: 6, height: 7 })));
        assert!(matches!(check_size(4005, 7), Err(SizeError::TooLarge { .. })));
        assert_eq!(check_size(5, 5), Ok(()));
        let msg = check_size(20, 21).unwrap_err().to_string();
        assert!(msg.contains("21x21"), "{msg}");
    }

    #[test]
    fn walled_board_has_corner_entrance_and_exit() {
        let m = Maze::walled(7, 9).unwrap();
        assert_eq!((m.cell_columns(), m.cell_rows()), (3, 4));
        assert_eq!(m.entrance, Pos::new(1, 1));
        assert_eq!(m.exit, Pos::new(5, 7));
        assert_eq!(m.floor_count(), 0);
        assert_eq!(m.tile(Pos::new(100, 0)), Tile::Wall);
    }

    #[test]
    fn walking_respects_walls_and_edges() {
        let mut m = Maze::walled(5, 5).unwrap();
        m.set(Pos::new(1, 1), Tile::Floor);
        m.set(Pos::new(2, 1), Tile::Floor);
        assert_eq!(m.walk(Pos::new(1, 1), Dir::Right), Some(Pos::new(2, 1)));
        assert_eq!(m.walk(Pos::new(1, 1), Dir::Down), None);
        assert_eq!(m.step(Pos::new(0, 0), Dir::Up), None);
        assert_eq!(Dir::between(Pos::new(1, 1), Pos::new(1, 0)), Some(Dir::Up));
        assert_eq!(Dir::between(Pos::new(1, 1), Pos::new(3, 1)), None);
        assert!(m.is_walk(&[Pos::new(1, 1), Pos::new(2, 1)]));
        assert!(!m.is_walk(&[Pos::new(1, 1), Pos::new(1, 2)]));
    }

    #[test]
    fn opposite_directions_undo_each_other() {
        assert_eq!(Dir::Up.opposite(), Dir::Down);
        assert_eq!(Dir::Down.opposite(), Dir::Up);
        assert_eq!(Dir::Left.opposite(), Dir::Right);
        assert_eq!(Dir::Right.opposite(), Dir::Left);
        let centre = Pos::new(2, 2);
        for (i, d) in Dir::ALL.into_iter().enumerate() {
            assert_eq!(d.opposite().opposite(), d);
            let (dx, dy) = d.delta();
            assert_eq!(d.opposite().delta(), (-dx, -dy), "{d:?}");
            // The direction numbers' `d ^ 1` that the flat-array code uses.
            assert_eq!(Dir::ALL[i ^ 1], d.opposite(), "{d:?}");
            let there = Pos::new(centre.x.wrapping_add_signed(dx), centre.y.wrapping_add_signed(dy));
            assert_eq!(Dir::between(there, centre), Some(d.opposite()));
        }
    }
}
