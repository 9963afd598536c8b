//! Weave mazes: passages that cross over and under each other, on any grid whose cells have
//! a neighbour straight across (square, hex, upsilon, round; never the triangle grid).
//!
//! A weave maze is a [`GridMaze`] of the passages on the ground (the *over*
//! level) plus a list of [`Crossing`]s. At a crossing cell one passage runs
//! over, straight through the cell, and another runs under it, straight from
//! the neighbour on one side to the neighbour across. Buck's rule (*Mazes for
//! Programmers*, ch. 10) holds at every crossing: a passage never turns or
//! ends while it is over or under another, so the crossing cell is joined on
//! the ground to its two over neighbours and nothing else, and the under
//! passage has exactly its two ends.
//!
//! The maze's state is over *places* ([`Spot`]): every cell on the ground, and
//! the under passage of every crossing. The places are numbered as *nodes*:
//! cell `c` is node `c`, the under passage of crossing `i` is node
//! `cell_count + i`. A perfect weave maze is a spanning tree over the nodes.

mod backtrack;
mod backtrack2;
mod backtrack3;
mod board3;
mod braid;
mod code;
mod draw;
mod graph;
mod items;
mod kruskal;
mod kruskal2;
mod solve;
mod spec;

#[cfg(test)]
pub(crate) mod cut_tests;
#[cfg(test)]
mod draw_tests;
#[cfg(test)]
mod graph_tests;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod version_tests;

pub use backtrack::backtracker;
pub use backtrack2::backtracker_v2;
pub use backtrack3::backtracker_v3;
pub use braid::braid;
pub use code::is_weave_code;
pub(crate) use code::{Extras, has_option, read_parts, write_code, written_as};
pub use draw::{
    CrossingJson, WeaveJson, WeaveView, weave_drawn, weave_heat_colours, weave_heat_png_to, weave_json, weave_look,
    weave_png_to, weave_svg_to,
};
pub use graph::WeaveGraph;
pub use items::WeaveBoard;
pub use kruskal::kruskal;
pub use kruskal2::kruskal_v2;
pub use solve::{WeaveMetrics, distance_map, route, route_nodes};
pub use spec::{WeaveGrid, WeaveMazeAny, WeaveSpec};

use crate::maze::grid::{Cells, Grid, GridMaze, IRREGULAR, NO_CELL, StepTable};

/// How straight two sides must be to count as across each other: the cosine
/// of the angle between the ways to the two neighbours, at most this
/// (about 148°, so a round grid's ring of 12 cells still weaves).
pub const ACROSS_COS: f64 = -0.85;

/// One crossing: the cell, the two sides its over passage leaves by and the
/// two sides its under passage runs beneath it by (each pair across each other).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Crossing {
    /// The cell crossed.
    pub cell: u32,
    /// The sides (places in the cell's neighbour list) of the passage over.
    pub over: [u8; 2],
    /// The sides of the passage under.
    pub under: [u8; 2],
}

/// A place a walker can be: a cell on the ground (or on a bridge), or under a crossing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
pub struct Spot {
    /// The cell.
    pub cell: u32,
    /// Under the crossing at `cell` (else on the ground or over it).
    pub under: bool,
}

/// A maze whose passages may cross: the ground passages and the crossings.
#[derive(Clone, Debug)]
pub struct WeaveMaze<G: Grid> {
    /// The passages on the ground, with the entrance and the exit.
    pub flat: GridMaze<G>,
    crossings: Vec<Crossing>,
    /// For each cell, its crossing's place in `crossings` or [`NO_CELL`].
    crossing_at: Vec<u32>,
    /// For each cell, bit `k`: an under passage leaves it through side `k`
    /// (beneath its `k`-th neighbour, a crossing).
    tunnels: Vec<u16>,
}

/// The side of `c` across side `s` (towards the neighbour straight beyond the
/// cell), from the grid's geometry: the side whose neighbour lies at the
/// widest angle from `s`'s, when that angle is at least [`ACROSS_COS`] wide
/// and clearly wider than any other (a round cell whose ring splits outwards
/// has two neighbours equally far round: neither is across).
pub fn across<G: Grid>(g: &G, c: u32, s: usize) -> Option<usize> {
    widest(&ways(g, c), s)
}

/// The unit ways from cell `c`'s centre to its neighbours' (its first 15).
fn ways<G: Grid>(g: &G, c: u32) -> Vec<(f64, f64)> {
    let o = g.centre(c);
    g.neighbours(c)
        .iter()
        .take(15)
        .map(|&m| {
            let p = g.centre(m);
            let (dx, dy) = (p.x - o.x, p.y - o.y);
            let len = dx.hypot(dy);
            (dx / len, dy / len)
        })
        .collect()
}

/// The place among `ways` across `ways[s]` (see [`across`]).
fn widest(ways: &[(f64, f64)], s: usize) -> Option<usize> {
    let d = *ways.get(s)?;
    let (mut best, mut at, mut second) = (f64::INFINITY, 0, f64::INFINITY);
    for (k, e) in ways.iter().enumerate().filter(|&(k, _)| k != s) {
        let cos = d.0 * e.0 + d.1 * e.1;
        if cos < best {
            (second, best, at) = (best, cos, k);
        } else if cos < second {
            second = cos;
        }
    }
    (best <= ACROSS_COS && second - best >= 0.1).then_some(at)
}

/// The straight lines through cell `c`: each pair of sides across each
/// other, once (smaller side first).
pub fn axes<G: Grid>(g: &G, c: u32) -> Vec<[u8; 2]> {
    (0..g.neighbours(c).len())
        .filter_map(|s| {
            let t = across(g, c, s)?;
            (s < t && across(g, c, t) == Some(s)).then_some([s as u8, t as u8])
        })
        .collect()
}

/// The straight ways through cells, worked out from the geometry the first
/// time a cell is asked about and kept: a generator asks of the same cells
/// again and again. A cell's answer is a word of 4-bit places, place `k`
/// the side across side `k` (both ways: each is the other's [`across`]) or
/// 15 for none, and the top place 1 once worked out (so sides 0 to 14).
///
/// Cells of one class of the grid's [`StepTable`](crate::maze::grid::StepTable)
/// (the same steps to the same neighbours: a square or hex board's inner
/// cells, a round ring's cells) lie alike, so a class is worked out once;
/// a cell of no class, on its own.
pub(crate) struct Straight {
    by_class: Vec<u64>,
    by_cell: Vec<u64>,
}

impl Straight {
    const DONE: u64 = 1 << 60;

    /// Nothing worked out yet, for `grid`'s cells.
    pub(crate) fn new<G: Grid>(grid: &G) -> Self {
        let classes = grid.cells().step_table().class_count();
        Self { by_class: vec![0; classes], by_cell: vec![0; grid.cell_count()] }
    }

    /// The side of `c` across side `s`, both ways, if any.
    #[inline]
    pub(crate) fn across<G: Grid>(&mut self, g: &G, c: u32, s: usize) -> Option<usize> {
        let class = g.cells().step_table().class(c);
        let slot = if class == IRREGULAR { &mut self.by_cell[c as usize] } else { &mut self.by_class[class as usize] };
        if *slot == 0 {
            *slot = Self::work_out(g, c);
        }
        let t = (*slot >> (4 * s.min(15)) & 15) as usize;
        (s < 15 && t < 15).then_some(t)
    }

    /// Cell `c`'s word (see the type), `class` its class in the step table:
    /// nibble `k` the side across side `k`, 15 for none. The caller who has
    /// the class already saves [`Straight::across`]'s look-up of the table.
    #[inline(always)]
    pub(crate) fn word<G: Grid>(&mut self, g: &G, class: u16, c: u32) -> u64 {
        let slot = if class == IRREGULAR { &mut self.by_cell[c as usize] } else { &mut self.by_class[class as usize] };
        if *slot == 0 {
            *slot = Self::work_out(g, c);
        }
        *slot
    }

    /// Cell `c`'s word: the ways to its neighbours once, then each pair's angle.
    fn work_out<G: Grid>(g: &G, c: u32) -> u64 {
        let ways = ways(g, c);
        let one: Vec<Option<usize>> = (0..ways.len()).map(|s| widest(&ways, s)).collect();
        let mut word = Self::DONE | ((1u64 << 60) - 1);
        for (s, t) in one.iter().enumerate() {
            if let Some(t) = *t
                && one.get(t) == Some(&Some(s))
            {
                word &= !(15 << (4 * s));
                word |= (t as u64) << (4 * s);
            }
        }
        word
    }
}

/// The side of `from` towards its neighbour `to`: from the step table when
/// `from` steps as its class does (no read of its list, far off in memory
/// on a large grid), else from its list.
#[inline(always)]
pub(crate) fn side_to(cells: &Cells, table: &StepTable, from: u32, to: u32) -> Option<usize> {
    let class = table.class(from);
    if class == IRREGULAR { cells.side(from, to) } else { table.steps(class).place(to.wrapping_sub(from)) }
}

/// Why no passage can cross on `g`, or `None` when some can: a crossing
/// needs an inner cell with two straight lines through it.
pub fn why_no_weave<G: Grid>(g: &G) -> Option<String> {
    let can = (0..g.cell_count() as u32).any(|c| !g.on_rim(c) && axes(g, c).len() >= 2);
    (!can).then(|| {
        if g.name() == "triangle" {
            "a triangle has no side across another, so no passage can run straight over or under a triangle cell"
                .to_string()
        } else {
            format!("this {} grid has no inner cell with two straight ways through it to cross", g.name())
        }
    })
}

impl<G: Grid> WeaveMaze<G> {
    /// A weave maze of the ground passages `flat` and no crossing yet.
    pub fn new(flat: GridMaze<G>) -> Self {
        let n = flat.grid.cell_count();
        Self { flat, crossings: Vec::new(), crossing_at: vec![NO_CELL; n], tunnels: vec![0; n] }
    }

    /// Adds a crossing (the generators' part: they keep Buck's rule). The
    /// under passage's two ends get their tunnel sides.
    pub(crate) fn add_crossing(&mut self, x: Crossing) {
        let c = x.cell;
        self.crossing_at[c as usize] = self.crossings.len() as u32;
        self.crossings.push(x);
        let cells = self.flat.grid.cells();
        let table = cells.step_table();
        for s in x.under {
            let end = cells.of(c)[s as usize];
            let k = side_to(cells, table, end, c).expect("neighbours are symmetric");
            self.tunnels[end as usize] |= 1 << k;
        }
    }

    /// Every crossing, in the order made.
    pub fn crossings(&self) -> &[Crossing] {
        &self.crossings
    }

    /// The crossing at cell `c`, if any.
    pub fn crossing_at(&self, c: u32) -> Option<&Crossing> {
        self.crossings.get(self.crossing_at[c as usize] as usize)
    }

    /// The sides of `c` through which an under passage leaves it, as bits.
    pub fn tunnel_bits(&self, c: u32) -> u32 {
        u32::from(self.tunnels[c as usize])
    }

    /// Every side of `c` a passage leaves by, on the ground or under a neighbour, as bits.
    pub fn ways_out(&self, c: u32) -> u32 {
        self.flat.side_bits(c) | self.tunnel_bits(c)
    }

    /// The number of places: every cell, and every crossing's under passage.
    pub fn node_count(&self) -> usize {
        self.flat.grid.cell_count() + self.crossings.len()
    }

    /// The node of `spot`; `None` for under a cell that is no crossing.
    pub fn node(&self, spot: Spot) -> Option<u32> {
        if !spot.under {
            return Some(spot.cell);
        }
        let i = self.crossing_at[spot.cell as usize];
        (i != NO_CELL).then(|| self.flat.grid.cell_count() as u32 + i)
    }

    /// The place node `v` stands for.
    pub fn spot(&self, v: u32) -> Spot {
        let n = self.flat.grid.cell_count() as u32;
        if v < n {
            Spot { cell: v, under: false }
        } else {
            Spot { cell: self.crossings[(v - n) as usize].cell, under: true }
        }
    }

    /// Calls `each` with every node joined to node `v` by a passage.
    #[inline]
    pub fn for_each_next(&self, v: u32, mut each: impl FnMut(u32)) {
        let n = self.flat.grid.cell_count() as u32;
        let cells = self.flat.grid.cells();
        if v >= n {
            let x = &self.crossings[(v - n) as usize];
            let nb = cells.of(x.cell);
            each(nb[x.under[0] as usize]);
            each(nb[x.under[1] as usize]);
            return;
        }
        for m in self.flat.links(v) {
            each(m);
        }
        let mut bits = self.tunnels[v as usize];
        while bits != 0 {
            let m = cells.of(v)[bits.trailing_zeros() as usize];
            bits &= bits - 1;
            each(n + self.crossing_at[m as usize]);
        }
    }

    /// The number of passages between places: the ground's, and two for each
    /// under passage (from each end to the place under the crossing).
    pub fn edge_count(&self) -> usize {
        self.flat.passage_count() + 2 * self.crossings.len()
    }

    /// Whether every place is reached from the entrance and there are no
    /// loops (a spanning tree: edges = nodes − 1).
    pub fn is_perfect(&self) -> bool {
        self.edge_count() + 1 == self.node_count()
            && solve::distance_map(self, self.flat.entrance).iter().all(|&d| d != u32::MAX)
    }

    /// Where a crossing breaks Buck's rule, said in words; `None` when none does.
    /// Checked: the over and under sides are two different straight lines of
    /// the cell, the cell (never on the rim) is left on the ground by its over
    /// sides only, and the ends of every under passage, and no other cell,
    /// have their tunnel sides.
    pub fn rule_broken(&self) -> Option<String> {
        let g = &self.flat.grid;
        let mut tunnels = vec![0u16; g.cell_count()];
        for x in &self.crossings {
            let c = x.cell;
            let [a, a2] = x.over.map(usize::from);
            let [b, b2] = x.under.map(usize::from);
            if g.on_rim(c) {
                return Some(format!("crossing at cell {c} on the rim"));
            }
            let straight = |s, t| across(g, c, s) == Some(t) && across(g, c, t) == Some(s);
            if !straight(a, a2) || !straight(b, b2) || [a, a2].contains(&b) || [a, a2].contains(&b2) {
                return Some(format!(
                    "crossing at cell {c}: sides {a},{a2} over and {b},{b2} under are not two straight ways"
                ));
            }
            if self.ways_out(c) != (1 << a | 1 << a2) {
                return Some(format!("crossing at cell {c}: its over passage turns or ends ({:b})", self.ways_out(c)));
            }
            if self.crossing_at(c) != Some(x) {
                return Some(format!("cell {c} is crossed twice"));
            }
            for s in x.under {
                let end = g.neighbours(c)[s as usize];
                tunnels[end as usize] |= 1 << g.cells().side(end, c).expect("neighbours");
            }
        }
        (0..g.cell_count())
            .find(|&c| tunnels[c] != self.tunnels[c])
            .map(|c| format!("cell {c}'s tunnel sides are wrong"))
    }

    /// The ground passages with every under passage drawn as two open sides
    /// (from each end into the crossing): what a picture shows as open.
    pub fn projected(&self) -> GridMaze<&G> {
        let mut out = GridMaze::walled(&self.flat.grid);
        for (a, b) in self.flat.passages() {
            out.link(a, b);
        }
        for x in &self.crossings {
            for s in x.under {
                out.link(x.cell, self.flat.grid.neighbours(x.cell)[s as usize]);
            }
        }
        (out.entrance, out.exit) = (self.flat.entrance, self.flat.exit);
        out
    }
}

/// A bit a cell.
pub(crate) struct Bits(pub(crate) Vec<u64>);

impl Bits {
    /// The cells of `grid` on its rim (worked out once, in cell order: a
    /// carver asks of cells at random).
    pub(crate) fn rim<G: Grid>(grid: &G) -> Self {
        let mut rim = Self::new(grid.cell_count());
        for c in (0..grid.cell_count() as u32).filter(|&c| grid.on_rim(c)) {
            rim.set(c);
        }
        rim
    }

    /// None set, for `n` cells.
    pub(crate) fn new(n: usize) -> Self {
        Self(vec![0; n.div_ceil(64)])
    }

    #[inline(always)]
    /// Whether `c`'s is set.
    pub(crate) fn get(&self, c: u32) -> bool {
        self.0[c as usize / 64] >> (c % 64) & 1 != 0
    }

    #[inline(always)]
    /// Sets `c`'s.
    pub(crate) fn set(&mut self, c: u32) {
        self.0[c as usize / 64] |= 1 << (c % 64);
    }
}
