//! A weave maze as a maze over its places: [`WeaveGraph`], a [`Grid`] whose cells are the
//! nodes (every cell on the ground, and the place under every crossing), so every grid solver,
//! the distance map and the metrics run over (cell, over or under) unchanged.

use super::{Spot, WeaveMaze};
use crate::maze::grid::{Cells, Grid, GridMaze, Point, RoundGrid, Side, WovenGrid};
use crate::maze::solve::Solver;
use crate::maze::solve::grids::{GridMetrics, distance_map, measure, solve};

/// The places of a weave maze as a grid: node `v` is a cell for `v` below the
/// cell count, else the place under crossing `v − cell count` (see
/// [`WeaveMaze::node`]). A cell lists its neighbours in the grid's cyclic
/// order, with a tunnel side leading to the place under the crossing there
/// instead of the crossing cell; a crossing cell lists no neighbour on its
/// under sides; the place under a crossing lists the under passage's two
/// ends. So the wall followers turn through a crossing as the cells lie.
#[derive(Clone, Debug)]
pub struct WeaveGraph<'a, G: Grid> {
    maze: &'a WeaveMaze<G>,
    cells: Cells,
}

impl<'a, G: Grid> WeaveGraph<'a, G> {
    /// The places of `maze`.
    pub fn new(maze: &'a WeaveMaze<G>) -> Self {
        Self { maze, cells: place_lists(maze) }
    }

    /// The weave maze.
    pub fn maze(&self) -> &'a WeaveMaze<G> {
        self.maze
    }
}

/// The neighbour lists of `maze`'s places (see [`WeaveGraph`]): every cell's
/// in the grid's cyclic order, a tunnel side leading to the place under the
/// crossing there, a crossing's under sides left out; then each place under
/// a crossing, with its under passage's two ends.
fn place_lists<G: Grid>(maze: &WeaveMaze<G>) -> Cells {
    let g = &maze.flat.grid;
    let n = g.cell_count() as u32;
    let mut cells = Cells::with_capacity(maze.node_count(), g.cells().slot_count() / g.cell_count().max(1) + 1);
    let mut list = Vec::new();
    for c in 0..n {
        list.clear();
        let nb = g.neighbours(c);
        let (tunnels, under) = (maze.tunnel_bits(c), maze.crossing_at(c).map(|x| x.under));
        for (k, &m) in nb.iter().enumerate() {
            if under.is_some_and(|u| u.contains(&(k as u8))) {
                continue;
            }
            list.push(if tunnels & (1 << k) != 0 {
                maze.node(Spot { cell: m, under: true }).expect("a crossing")
            } else {
                m
            });
        }
        cells.push_list(&list);
    }
    for x in maze.crossings() {
        let nb = g.neighbours(x.cell);
        cells.push_list(&[nb[x.under[0] as usize], nb[x.under[1] as usize]]);
    }
    cells
}

impl<G: Grid> Grid for WeaveGraph<'_, G> {
    #[inline]
    fn cells(&self) -> &Cells {
        &self.cells
    }
    /// A place under a crossing lies at the crossing's centre.
    fn centre(&self, v: u32) -> Point {
        self.maze.flat.grid.centre(self.maze.spot(v).cell)
    }
    /// The cell's own sides (a place under a crossing, the crossing's).
    fn sides(&self, v: u32, out: &mut Vec<Side>) {
        self.maze.flat.grid.sides(self.maze.spot(v).cell, out)
    }
    /// The cell on the ground there.
    fn locate(&self, p: Point) -> Option<u32> {
        self.maze.flat.grid.locate(p)
    }
    fn max_step(&self) -> f64 {
        self.maze.flat.grid.max_step()
    }
    fn bounds(&self) -> (Point, Point) {
        self.maze.flat.grid.bounds()
    }
    fn name(&self) -> &'static str {
        self.maze.flat.grid.name()
    }
    fn rings(&self) -> Option<&RoundGrid> {
        self.maze.flat.grid.rings()
    }
    fn on_rim(&self, v: u32) -> bool {
        self.maze.flat.grid.on_rim(self.maze.spot(v).cell)
    }
}

impl<G: Grid> WeaveMaze<G> {
    /// This maze over its places: its ground passages, and each under passage
    /// as two passages, from each end to the place under the crossing.
    pub fn graph(&self) -> GridMaze<WeaveGraph<'_, G>> {
        let mut out = GridMaze::walled(WeaveGraph::new(self));
        for (a, b) in self.flat.passages() {
            out.link(a, b);
        }
        let n = self.flat.grid.cell_count() as u32;
        for (i, x) in self.crossings().iter().enumerate() {
            let nb = self.flat.grid.neighbours(x.cell);
            for s in x.under {
                out.link(nb[s as usize], n + i as u32);
            }
        }
        (out.entrance, out.exit) = (self.flat.entrance, self.flat.exit);
        out
    }

    /// This maze over its places on a grid that owns them ([`WovenGrid`]),
    /// as the game plays it: the same places, passages, entrance and exit as [`WeaveMaze::graph`].
    pub fn places(&self) -> GridMaze<WovenGrid<G>>
    where
        G: Clone,
    {
        let under = self.crossings().iter().map(|x| x.cell).collect();
        let mut out = GridMaze::walled(WovenGrid::new(self.flat.grid.clone(), place_lists(self), under));
        for (a, b) in self.graph().passages() {
            out.link(a, b);
        }
        (out.entrance, out.exit) = (self.flat.entrance, self.flat.exit);
        out
    }

    /// Whether a picture shows the side between neighbouring cells `a` and
    /// `b` open: a passage on the ground joins them, or an under passage
    /// runs from one beneath the other (see [`WeaveMaze::projected`]).
    pub fn drawn_open(&self, a: u32, b: u32) -> bool {
        let under = |x: u32, end: u32| {
            self.crossing_at(x).is_some_and(|k| {
                let nb = self.flat.grid.neighbours(x);
                k.under.iter().any(|&s| nb[s as usize] == end)
            })
        };
        self.flat.linked(a, b) || under(a, b) || under(b, a)
    }

    /// The route `solver` finds from the entrance to the exit over (cell,
    /// over or under), as places; `None` when it finds none.
    pub fn solve(&self, solver: Solver) -> Option<Vec<Spot>> {
        let graph = self.graph();
        let route = solve(&graph, solver, self.flat.entrance, self.flat.exit)?;
        Some(route.into_iter().map(|v| self.spot(v)).collect())
    }

    /// The grid metrics (dead ends, junctions, route, longest path, turns,
    /// difficulty) measured over the places.
    pub fn measure(&self) -> GridMetrics {
        measure(&self.graph())
    }

    /// Steps from node `from` to every node, over the places (as [`super::distance_map`]).
    pub fn distances(&self, from: u32) -> Vec<u32> {
        distance_map(&self.graph(), from)
    }
}
