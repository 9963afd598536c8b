//! Every cell's open sides while a generator carves: two bytes a cell, read and written where
//! the walk is, and handed to the [`GridMaze`] in one pass in cell order at the end.

use crate::maze::grid::{Around, Grid, GridMaze};

/// Marks a cell as taken (visited, or in the maze) before any side of it is open.
pub(super) const MARK: u16 = 1 << 15;

/// The open sides of every cell (bit `k` for its `k`-th neighbour) and [`MARK`].
///
/// A maze's own passage bits sit behind the packed offsets of its cells, so
/// opening one passage there reads two offsets and a neighbour list; on a
/// million-cell grid those are cache misses. Here a cell's sides are at its
/// number, and with [`Grid::around`] the far side's place is computed.
pub(super) struct Sides(Vec<u16>);

impl Sides {
    /// The sides open in `maze` now (a fresh maze has none: nothing is read).
    pub(super) fn of<G: Grid>(maze: &GridMaze<G>) -> Self {
        let n = maze.grid.cell_count() as u32;
        if maze.passage_count() == 0 {
            return Self(vec![0; n as usize]);
        }
        Self((0..n).map(|c| maze.side_bits(c) as u16).collect())
    }

    /// Whether `c` is marked or has an open side.
    #[inline]
    pub(super) fn taken(&self, c: u32) -> bool {
        self.0[c as usize] != 0
    }

    /// Marks `c`.
    #[inline]
    pub(super) fn mark(&mut self, c: u32) {
        self.0[c as usize] |= MARK;
    }

    /// Opens side `k` of `c`, whose neighbours are `nb`, and the far side; returns the cell across.
    #[inline]
    pub(super) fn link<G: Grid>(&mut self, grid: &G, c: u32, nb: &Around, k: usize) -> u32 {
        let n = nb[k];
        let back = grid.around(n).iter().position(|&m| m == c).expect("neighbours are symmetric");
        self.0[c as usize] |= 1 << k;
        self.0[n as usize] |= 1 << back;
        n
    }

    /// Opens every side kept here in `maze`.
    pub(super) fn store<G: Grid>(self, maze: &mut GridMaze<G>) {
        for (c, &bits) in self.0.iter().enumerate() {
            let bits = u32::from(bits & !MARK);
            if bits != 0 {
                maze.open_sides(c as u32, bits);
            }
        }
    }
}
