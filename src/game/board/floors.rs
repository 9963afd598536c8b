//! A maze of floors on the board: it is a grid maze like any other (its
//! floors side by side, a stair a passage between a cell and the same cell
//! of the floor above), so walking, the trail, fog, heat, hints and items
//! need nothing of their own. Here is what only floors have: which floor a
//! cell is on and the stairs from a cell (a maze of floors is put on the
//! board by `own_maze.rs`, as a weave is).

use super::grid::GridGame;
use crate::maze::generate::GridMazeAny;

impl super::view::BoardView<'_> {
    /// The floor the panda is on and how many there are, counted from 1, on
    /// a maze of floors (none on a flat one).
    pub fn floor(&self) -> Option<(u32, u32)> {
        let game = self.grid_game().filter(|g| g.floor_count() > 1)?;
        Some((game.floor_of(self.panda()) + 1, game.floor_count()))
    }

    /// Whether cells `a` and `b` are on one floor (always, on a flat maze).
    pub fn same_floor(&self, a: u32, b: u32) -> bool {
        self.grid_game().is_none_or(|game| game.same_floor(a, b))
    }
}

/// A stair from a cell: the cell it leads to, and whether it goes up.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Stair {
    /// The cell at its other end.
    pub to: u32,
    /// Up (`true`) or down.
    pub up: bool,
}

impl GridGame {
    /// How many floors the maze has (1: a flat maze).
    pub fn floor_count(&self) -> u32 {
        match &*self.maze {
            GridMazeAny::Floors(m) => m.grid.floors(),
            _ => 1,
        }
    }

    /// The floor cell `c` is on, 0 the lowest (0 on a flat maze).
    pub fn floor_of(&self, c: u32) -> u32 {
        match &*self.maze {
            GridMazeAny::Floors(m) => m.grid.floor_of(c),
            _ => 0,
        }
    }

    /// Whether cells `a` and `b` are on one floor (always, on a flat maze).
    pub fn same_floor(&self, a: u32, b: u32) -> bool {
        self.floor_of(a) == self.floor_of(b)
    }

    /// The open stairs from cell `c`, down first.
    pub fn stairs_from(&self, c: u32) -> Vec<Stair> {
        if self.floor_count() < 2 {
            return Vec::new();
        }
        let here = self.floor_of(c);
        let mut stairs: Vec<Stair> = self
            .links(c)
            .into_iter()
            .filter(|&n| self.floor_of(n) != here)
            .map(|to| Stair { to, up: self.floor_of(to) > here })
            .collect();
        stairs.sort_by_key(|s| s.up);
        stairs
    }

    /// The open stair up (`true`) or down from cell `c`, if it has one.
    pub fn stair(&self, c: u32, up: bool) -> Option<u32> {
        self.stairs_from(c).into_iter().find(|s| s.up == up).map(|s| s.to)
    }
}
