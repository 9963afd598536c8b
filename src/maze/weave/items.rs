//! Items on a weave maze: keys, doors and bamboo laid and solved over its places (cell, over
//! or under), through [`WeaveBoard`], an [`ItemBoard`] whose spots are the maze's nodes.
//!
//! An item lies only on a plain ground cell: never on a crossing (a door there would shut the
//! bridge and not the passage beneath, and a key on a bridge could not be told from one under
//! it) and never in the place under one (where it could not be seen). The walk goes over and
//! under crossings as any route does, so a door shuts the one passage it stands in.

use super::{Spot, WeaveGraph, WeaveMaze};
use crate::maze::grid::{Grid, GridMaze};
use crate::maze::items::{ItemBoard, ItemSpec, Items, Progress, place, solve};

/// A weave maze seen by the item code: spots are its nodes (cell `c` is node
/// `c`; the place under crossing `i` is node `cell count + i`), joined as its
/// passages join them, over and under.
#[derive(Clone, Debug)]
pub struct WeaveBoard<'a, G: Grid> {
    maze: &'a WeaveMaze<G>,
    graph: GridMaze<WeaveGraph<'a, G>>,
}

impl<'a, G: Grid> WeaveBoard<'a, G> {
    /// The places of `maze`, for laying and solving items.
    pub fn new(maze: &'a WeaveMaze<G>) -> Self {
        Self { maze, graph: maze.graph() }
    }

    /// The maze over its places (the graph every solver walks).
    pub fn graph(&self) -> &GridMaze<WeaveGraph<'a, G>> {
        &self.graph
    }
}

impl<G: Grid> ItemBoard for WeaveBoard<'_, G> {
    type At = u32;

    fn spot_count(&self) -> usize {
        self.graph.spot_count()
    }
    fn spot_at(&self, i: usize) -> u32 {
        i as u32
    }
    fn spot_index(&self, v: u32) -> usize {
        v as usize
    }
    fn holds(&self, v: u32) -> bool {
        self.graph.holds(v)
    }
    fn walkable(&self, v: u32) -> bool {
        self.graph.holds(v)
    }
    fn next_spots(&self, v: u32) -> impl Iterator<Item = u32> + '_ {
        self.graph.links(v)
    }
    fn start_spot(&self) -> u32 {
        self.graph.entrance
    }
    fn goal_spot(&self) -> u32 {
        self.graph.exit
    }
    fn door_like(&self, _: u32) -> bool {
        false
    }
    /// A ground cell that is no crossing.
    fn can_hold(&self, v: u32) -> bool {
        (v as usize) < self.maze.flat.grid.cell_count() && self.maze.crossing_at(v).is_none()
    }
}

impl<G: Grid> WeaveMaze<G> {
    /// `spec`'s items laid on this maze by construction from `seed` (the
    /// maze's own; the items draw from a stream of their own): every spot a
    /// ground cell, no crossing.
    pub fn place_items(&self, spec: ItemSpec, seed: u64) -> Items<u32> {
        place(&WeaveBoard::new(self), spec, seed)
    }

    /// The walk out with `items` (laid by [`WeaveMaze::place_items`]): the item
    /// solver's shortest full clear over the places, from the entrance, every
    /// key before its door and every shoot eaten, as places in order; `None`
    /// when the items leave no way out.
    pub fn full_clear(&self, items: &Items<u32>) -> Option<Vec<Spot>> {
        let board = WeaveBoard::new(self);
        let walk = solve(&board, items, Progress::start(&board), true)?;
        Some(walk.into_iter().map(|v| self.spot(v)).collect())
    }
}
