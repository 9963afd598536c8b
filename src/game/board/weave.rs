//! A weave maze on the board: it is a grid maze like any other, over its
//! places (every cell on the ground, and the place under every crossing,
//! which lies at the crossing's centre), so walking, the trail, fog, heat,
//! hints, the way and items need nothing of their own: a step under a bridge
//! is a step to the place under it. Here is what only a weave has: whether
//! a place is under a bridge or on one, the crossings near a cell, the walls
//! as a picture shows them (the bridges over their under passages), and
//! [`GameCommand::LoadWeave`] and [`GameCommand::NewWeave`].

use super::grid::GridGame;
pub use super::grid_game::Woven;
use crate::maze::generate::GridMazeAny;
use crate::maze::grid::{Grid, Side};
use crate::maze::weave::{WeaveSpec, WeaveView};

/// Where a place of a weave maze is, for the panda and the announcer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Level {
    /// On the ground, no crossing here.
    Ground,
    /// On a bridge: a crossing's cell, with its under passage beneath.
    OnBridge,
    /// Under a bridge: the place under a crossing.
    UnderBridge,
}

impl GridGame {
    /// The weave maze `spec` names, played over its places
    /// ([`WeaveSpec::generate_to_play`]). Its `spec` is the flat maze it is
    /// like: the same grid, generator and seed (a weave of square cells,
    /// which no grid spec names, is like the hex board of as many columns
    /// and rows, as floors of square cells are; nothing makes that maze, as
    /// the board's kind, code and name are the weave's).
    pub fn of_weave(spec: WeaveSpec) -> Result<Self, String> {
        let (maze, woven) = spec.generate_to_play()?;
        let items = spec.place_items(&woven);
        let like = Self::like(spec.grid, spec.seed, spec.algorithm);
        let mut game = Self::of_maze(like, maze, items)?;
        game.weave = Some(Woven { spec, maze: std::sync::Arc::new(woven) });
        Ok(game)
    }

    /// Where place `v` is: on the ground, on a bridge or under one (always
    /// on the ground on a maze that does not weave).
    pub fn level(&self, v: u32) -> Level {
        match &*self.maze {
            GridMazeAny::Weave(m) if m.grid.is_under(v) => Level::UnderBridge,
            GridMazeAny::Weave(m) if m.grid.under_at(v).is_some() => Level::OnBridge,
            _ => Level::Ground,
        }
    }

    /// Whether cell `c` is a bridge: a crossing's cell, its under passage beneath it.
    pub fn is_bridge(&self, c: u32) -> bool {
        self.level(c) == Level::OnBridge
    }

    /// The cell of the crossing over place `v`, when `v` is under one.
    pub fn under_cell(&self, v: u32) -> Option<u32> {
        match &*self.maze {
            GridMazeAny::Weave(m) if m.grid.is_under(v) => Some(m.grid.cell_of(v)),
            _ => None,
        }
    }

    /// The cell on the ground place `v` lies in (its own, or the crossing's over it).
    pub fn ground_cell(&self, v: u32) -> u32 {
        self.under_cell(v).unwrap_or(v)
    }

    /// How many cells the ground has (all the places but those under crossings).
    pub fn ground_count(&self) -> usize {
        match &*self.maze {
            GridMazeAny::Weave(m) => m.grid.ground() as usize,
            _ => self.cell_count(),
        }
    }

    /// The places next to `v` by an open passage that are on a bridge or
    /// under one: the crossings a step from `v` reaches.
    pub fn crossings_ahead(&self, v: u32) -> Vec<(u32, Level)> {
        if self.weave.is_none() {
            return Vec::new();
        }
        let ahead = self.links(v).into_iter().map(|n| (n, self.level(n)));
        ahead.filter(|&(_, level)| level != Level::Ground).collect()
    }

    /// How many crossings the maze has (none on a maze that does not weave).
    pub fn crossing_count(&self) -> usize {
        self.weave.as_ref().map_or(0, |w| w.maze.crossings().len())
    }

    /// Puts cell `c`'s sides as the board draws its walls into `out`: on a
    /// weave, a crossing's sides cut into doorways and short walls, with
    /// its bridge's walls and the under passage's stubs (the core's
    /// [`WeaveView`], which its pictures draw); a place under a crossing has none.
    pub fn drawn_sides(&self, c: u32, out: &mut Vec<Side>) {
        match &self.weave {
            Some(w) if (c as usize) < w.maze.flat.grid.cell_count() => WeaveView::new(&*w.maze).sides(c, out),
            Some(_) => {}
            None => crate::on_grid_maze!(&*self.maze, m => m.grid.sides(c, out)),
        }
    }

    /// Whether the side between neighbouring cells `a` and `b` is drawn
    /// open: a passage joins them, or on a weave an under passage runs from
    /// one beneath the other.
    pub fn drawn_open(&self, a: u32, b: u32) -> bool {
        self.weave.as_ref().map_or_else(|| self.linked(a, b), |w| w.maze.drawn_open(a, b))
    }
}

impl super::view::BoardView<'_> {
    /// Where the panda is on a weave maze: on the ground, on a bridge or under one.
    pub fn level(&self) -> Level {
        self.grid_game().map_or(Level::Ground, |g| g.level(self.panda()))
    }
}
