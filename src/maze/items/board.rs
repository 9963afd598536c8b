//! [`ItemBoard`]: what placing and solving items ask of a board, so the same
//! code lays items on the square tile board (spots are tiles) and on any
//! [`Grid`] maze (spots are cells).

use std::fmt::Debug;
use std::hash::Hash;

use crate::maze::grid::{Grid, GridMaze, Maze, Pos};

/// A board items can lie on: spots numbered `0..spot_count()`, some of them
/// walkable, joined where a walker may step, with an entrance and an exit.
///
/// Every walk of the item code goes through [`ItemBoard::next_spots`] in the
/// order it gives, so a square maze's items are laid exactly as before.
pub trait ItemBoard {
    /// How a spot is named: a [`Pos`] on the tile board, a cell number on a grid.
    type At: Copy + Eq + Ord + Hash + Debug + Default;

    /// The number of spots (walkable or not).
    fn spot_count(&self) -> usize;

    /// The spot numbered `i`.
    fn spot_at(&self, i: usize) -> Self::At;

    /// The number of spot `p`.
    fn spot_index(&self, p: Self::At) -> usize;

    /// Whether `p` is on the board.
    fn holds(&self, p: Self::At) -> bool;

    /// Whether a walker may stand on `p` (floor; every cell of a grid).
    fn walkable(&self, p: Self::At) -> bool;

    /// The walkable spots one step from `p`.
    fn next_spots(&self, p: Self::At) -> impl Iterator<Item = Self::At> + '_;

    /// Where the walker starts.
    fn start_spot(&self) -> Self::At;

    /// Where the walker wants to go.
    fn goal_spot(&self) -> Self::At;

    /// Whether a door at `p` looks like one: a gap between two cells of the
    /// tile board. Grid cells are all rooms, so no spot is preferred there.
    fn door_like(&self, p: Self::At) -> bool;

    /// Whether an item may lie on `p` (every walkable spot unless a board
    /// says otherwise: a weave maze keeps its crossings and the places
    /// under them clear, where an item could not be seen).
    fn can_hold(&self, p: Self::At) -> bool {
        self.walkable(p)
    }
}

impl ItemBoard for Maze {
    type At = Pos;

    fn spot_count(&self) -> usize {
        self.tiles().len()
    }
    fn spot_at(&self, i: usize) -> Pos {
        self.pos_of(i)
    }
    fn spot_index(&self, p: Pos) -> usize {
        self.index(p)
    }
    fn holds(&self, p: Pos) -> bool {
        self.contains(p)
    }
    fn walkable(&self, p: Pos) -> bool {
        self.is_floor(p)
    }
    fn next_spots(&self, p: Pos) -> impl Iterator<Item = Pos> + '_ {
        self.floor_neighbours(p)
    }
    fn start_spot(&self) -> Pos {
        self.entrance
    }
    fn goal_spot(&self) -> Pos {
        self.exit
    }
    fn door_like(&self, p: Pos) -> bool {
        p.x.is_multiple_of(2) || p.y.is_multiple_of(2)
    }
}

impl<G: Grid> ItemBoard for GridMaze<G> {
    type At = u32;

    fn spot_count(&self) -> usize {
        self.grid.cell_count()
    }
    fn spot_at(&self, i: usize) -> u32 {
        i as u32
    }
    fn spot_index(&self, c: u32) -> usize {
        c as usize
    }
    fn holds(&self, c: u32) -> bool {
        (c as usize) < self.grid.cell_count()
    }
    fn walkable(&self, c: u32) -> bool {
        self.holds(c)
    }
    fn next_spots(&self, c: u32) -> impl Iterator<Item = u32> + '_ {
        self.links(c)
    }
    fn start_spot(&self) -> u32 {
        self.entrance
    }
    fn goal_spot(&self) -> u32 {
        self.exit
    }
    fn door_like(&self, _: u32) -> bool {
        false
    }
}
