//! [`WeaveSpec`]: everything needed to make one weave maze again (grid, algorithm, weave
//! percentage, seed), its limits, and the maze it makes. Its code is in `code.rs`.

use std::fmt;

use super::{WeaveMaze, backtracker, backtracker_v2, backtracker_v3, kruskal, kruskal_v2, solve};
use crate::maze::generate::{Algorithm, GridMazeAny, GridShape, MAX_GRID_CELLS, rng_from_seed};
use crate::maze::grid::{AnyGrid, BaseGrid, Grid, SquareGrid};
use crate::maze::items::{ItemSpec, Items};
use crate::maze::mask::Shape;
use crate::maze::mask::grids::{Masked, cut_to};
use crate::maze::solve::grids::{GridExits, place_exits};

/// The grid a weave maze is carved on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WeaveGrid {
    /// `cols × rows` square cells (a square code names its board in tiles, `2c+1 × 2r+1`).
    Square {
        /// Cells per row.
        cols: u32,
        /// Rows of cells.
        rows: u32,
    },
    /// A round or hex grid (a triangle grid cannot weave: [`WeaveSpec::check`] says why).
    Shape(GridShape),
}

impl WeaveGrid {
    /// The grid's name, as on the command line.
    pub fn name(self) -> &'static str {
        match self {
            WeaveGrid::Square { .. } => "square",
            WeaveGrid::Shape(shape) => shape.name(),
        }
    }
}

/// Everything needed to make one weave maze again.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WeaveSpec {
    /// The grid, its size and outline.
    pub grid: WeaveGrid,
    /// [`Algorithm::Backtracker`] (with tunnels) or [`Algorithm::Kruskal`] (crossings first).
    pub algorithm: Algorithm,
    /// The weave chance, 1–100: how often the backtracker may tunnel, or how
    /// many cells (in percent of all) Kruskal tries to cross.
    pub percent: u8,
    /// The seed of the random stream.
    pub seed: u64,
    /// Share of dead ends opened into loops after carving, in percent (0 keeps the maze perfect).
    pub braid: u8,
    /// Which form of the carvers: 1 the first ([`backtracker`], [`kruskal`]: every code
    /// without a version mark), 2 the second, faster ones ([`backtracker_v2`](super::backtracker_v2),
    /// [`kruskal_v2`](super::kruskal_v2): codes marked `-v2`), 3 the third
    /// ([`backtracker_v3`](super::backtracker_v3), and the second Kruskal: codes
    /// marked `-v3`). New mazes are of [`WeaveSpec::VERSION`].
    pub version: u8,
    /// The shape the grid is cut to ([`Shape::None`]: the whole grid): the
    /// cells whose centre falls inside it stay ([`Masked`]), so a crossing's
    /// cell and the four its passages join are all inside.
    pub mask: Shape,
    /// The items laid on the maze (none by default): see [`WeaveMaze::place_items`].
    pub items: ItemSpec,
    /// Where the entrance and exit go, always on the ground ([`WeaveSpec::default_exits`] unless asked).
    pub exits: GridExits,
}

/// A weave maze on the grid a [`WeaveSpec`] names.
#[derive(Clone, Debug)]
pub enum WeaveMazeAny {
    /// On square cells.
    Square(WeaveMaze<SquareGrid>),
    /// On a round or hex grid.
    Grid(WeaveMaze<AnyGrid>),
    /// On square cells cut to a shape.
    CutSquare(WeaveMaze<Masked<SquareGrid>>),
    /// On a round or hex grid cut to a shape.
    Cut(WeaveMaze<Masked<AnyGrid>>),
}

/// Runs `$body` with `$maze` bound to the [`WeaveMaze`] inside a [`WeaveMazeAny`].
#[macro_export]
macro_rules! on_weave_maze {
    ($any:expr, $maze:ident => $body:expr) => {
        match $any {
            $crate::maze::weave::WeaveMazeAny::Square($maze) => $body,
            $crate::maze::weave::WeaveMazeAny::Grid($maze) => $body,
            $crate::maze::weave::WeaveMazeAny::CutSquare($maze) => $body,
            $crate::maze::weave::WeaveMazeAny::Cut($maze) => $body,
        }
    };
}

impl WeaveSpec {
    /// The algorithms that weave.
    pub const ALGORITHMS: [Algorithm; 2] = [Algorithm::Backtracker, Algorithm::Kruskal];

    /// The carvers' latest form, the one new mazes are carved by.
    pub const VERSION: u8 = 3;

    /// A backtracker weave maze on `grid` with a weave chance of `percent`, by the latest carvers.
    pub fn new(grid: WeaveGrid, percent: u8, seed: u64) -> Self {
        Self {
            grid,
            algorithm: Algorithm::Backtracker,
            percent,
            seed,
            braid: 0,
            version: Self::VERSION,
            mask: Shape::None,
            items: ItemSpec::default(),
            exits: if matches!(grid, WeaveGrid::Shape(GridShape::Round { .. })) {
                GridExits::Centre
            } else {
                GridExits::Corners
            },
        }
    }

    /// The usual exits, which codes leave out: on a grid cut to a shape the
    /// two ends of its longest route on the ground, on a round grid from the
    /// centre out to the rim, else the first and last cells.
    pub fn default_exits(&self) -> GridExits {
        match (self.mask, self.grid) {
            (Shape::None, WeaveGrid::Shape(GridShape::Round { .. })) => GridExits::Centre,
            (Shape::None, _) => GridExits::Corners,
            _ => GridExits::Hardest,
        }
    }

    /// The same spec cut to `mask`, with the usual exits of a shape.
    pub fn with_mask(self, mask: Shape) -> Self {
        let spec = Self { mask, ..self };
        Self { exits: spec.default_exits(), ..spec }
    }

    /// The same spec with its entrance and exit placed as `exits` says.
    pub fn with_exits(self, exits: GridExits) -> Self {
        Self { exits, ..self }
    }

    /// The same spec with `items` laid on its maze.
    pub fn with_items(self, items: ItemSpec) -> Self {
        Self { items, ..self }
    }

    /// This spec's items laid on `maze` (which it generated), by construction
    /// from the spec's seed: the same code, the same items.
    pub fn place_items<G: Grid>(&self, maze: &WeaveMaze<G>) -> Items<u32> {
        maze.place_items(self.items, self.seed)
    }

    /// The same spec carved by the carvers' form `version` (1 to 3).
    pub fn with_version(self, version: u8) -> Self {
        Self { version, ..self }
    }

    /// The same spec with `percent` of its dead ends opened into loops.
    pub fn with_braid(self, percent: u8) -> Self {
        Self { braid: percent, ..self }
    }

    /// The same spec with another algorithm.
    pub fn with_algorithm(self, algorithm: Algorithm) -> Self {
        Self { algorithm, ..self }
    }

    /// Whether the spec names a weave maze: a weave chance of 1–100, an
    /// algorithm that weaves, a playable grid that has crossings. The error says why not.
    pub fn check(&self) -> Result<(), String> {
        if !(1..=100).contains(&self.percent) {
            return Err(format!("a weave of {} % is no weave: give 1 to 100 (0 is the flat maze)", self.percent));
        }
        if self.braid > 100 {
            return Err(format!("a braid of {} % is too much: give 0 to 100", self.braid));
        }
        if !(1..=Self::VERSION).contains(&self.version) {
            return Err(format!(
                "weave carvers of version {} are unknown here: this build knows versions 1 to {}",
                self.version,
                Self::VERSION
            ));
        }
        if !Self::ALGORITHMS.contains(&self.algorithm) {
            return Err(format!(
                "{} cannot weave; these can: backtracker (tunnels under passages), kruskal (crossings placed first)",
                self.algorithm.name()
            ));
        }
        let cells = match self.grid {
            WeaveGrid::Square { cols, rows } => cols as usize * rows as usize,
            WeaveGrid::Shape(shape) => shape.cell_count(),
        };
        self.items.check_cells(cells)?;
        match self.grid {
            WeaveGrid::Square { cols, rows } => {
                if cols.min(rows) < 3 {
                    return Err("a square weave maze is at least 3x3 cells (7x7 tiles): a crossing needs an inner cell".into());
                }
                if cols as usize * rows as usize > MAX_GRID_CELLS {
                    return Err(format!("a weave maze has at most {MAX_GRID_CELLS} cells"));
                }
                Ok(())
            }
            WeaveGrid::Shape(GridShape::Triangle(_)) => Err(
                "a triangle grid cannot weave: a triangle has no side across another, so no passage runs straight over or under one"
                    .into(),
            ),
            WeaveGrid::Shape(shape) => shape.check(),
        }
    }

    /// Builds the maze this spec names (entrance and exit placed), from one
    /// stream seeded by [`WeaveSpec::seed`]: carved, then braided when asked.
    pub fn generate(&self) -> Result<WeaveMazeAny, String> {
        self.check()?;
        let none = || format!("the {} grid cannot be built at this size", self.grid.name());
        let cut = self.mask;
        Ok(match self.grid {
            WeaveGrid::Square { cols, rows } => {
                let grid = SquareGrid::new(cols, rows).ok_or_else(none)?;
                if cut == Shape::None {
                    WeaveMazeAny::Square(self.carve(grid)?)
                } else {
                    WeaveMazeAny::CutSquare(self.carve(cut_to(grid, cut)?)?)
                }
            }
            WeaveGrid::Shape(shape) => {
                let grid = shape.grid().ok_or_else(none)?;
                if cut == Shape::None {
                    WeaveMazeAny::Grid(self.carve(grid)?)
                } else {
                    WeaveMazeAny::Cut(self.carve(cut_to(grid, cut)?)?)
                }
            }
        })
    }

    /// The maze this spec names over its places on the uncut grid of any kind
    /// ([`GridMazeAny::Weave`]), as the game plays it: the same passages,
    /// crossings, entrance and exit as [`WeaveSpec::generate`]'s (one stream,
    /// one carving), with the weave maze itself beside it (which the game
    /// draws). A weave cut to a shape is not played so: why not.
    pub fn generate_to_play(&self) -> Result<(GridMazeAny, WeaveMaze<BaseGrid>), String> {
        self.check()?;
        if self.mask != Shape::None {
            return Err(format!("a weave cut to a shape ({}) is not played in the game yet", self.mask.name()));
        }
        let none = || format!("the {} grid cannot be built at this size", self.grid.name());
        let base = match self.grid {
            WeaveGrid::Square { cols, rows } => BaseGrid::Square(SquareGrid::new(cols, rows).ok_or_else(none)?),
            WeaveGrid::Shape(shape) => BaseGrid::Any(shape.grid().ok_or_else(none)?),
        };
        let maze = self.carve(base)?;
        Ok((GridMazeAny::Weave(maze.places()), maze))
    }

    /// Carves this spec's maze on `grid` and places its exits: the first and
    /// last cells, or on a round grid from the centre out to the rim cell
    /// farthest from it by route; on a grid cut to a shape, the two ends of
    /// its longest route on the ground (as a flat shape's).
    pub fn carve<G: Grid>(&self, grid: G) -> Result<WeaveMaze<G>, String> {
        if let Some(why) = super::why_no_weave(&grid) {
            let cut = if self.mask == Shape::None { String::new() } else { format!(" (cut to a {})", self.mask) };
            return Err(format!("{why}{cut}"));
        }
        let mut rng = rng_from_seed(self.seed);
        let mut maze = match (self.algorithm, self.version) {
            (Algorithm::Kruskal, 1) => kruskal(grid, self.percent, 0, &mut rng),
            (Algorithm::Kruskal, _) => kruskal_v2(grid, self.percent, 0, &mut rng),
            (_, 1) => backtracker(grid, self.percent, 0, 0, &mut rng),
            (_, 2) => backtracker_v2(grid, self.percent, 0, 0, &mut rng),
            _ => backtracker_v3(grid, self.percent, 0, 0, &mut rng),
        };
        if self.braid > 0 {
            super::braid(&mut maze, self.braid, &mut rng);
        }
        let n = maze.flat.grid.cell_count() as u32;
        let (entrance, exit) = match self.exits {
            GridExits::Hardest => super::solve::hardest_ground(&maze),
            // The usual exits of a whole grid, as every code has named them.
            GridExits::Centre if maze.flat.grid.rings().is_some() => {
                let (g, dist) = (&maze.flat.grid, solve::distance_map(&maze, 0));
                let rim = (0..n).filter(|&c| g.on_rim(c));
                (0, rim.max_by_key(|&c| (dist[c as usize], std::cmp::Reverse(c))).unwrap_or(0))
            }
            GridExits::Corners if maze.flat.grid.rings().is_none() => (0, n - 1),
            // Over the places; a place under a crossing is never on the rim nor
            // nearest a point (its crossing's cell comes first), so both ends lie on the ground.
            exits => {
                let mut graph = maze.graph();
                place_exits(&mut graph, exits, &mut rng);
                match (graph.entrance, graph.exit) {
                    (a, b) if a < n && b < n => (a, b),
                    _ => super::solve::hardest_ground(&maze),
                }
            }
        };
        (maze.flat.entrance, maze.flat.exit) = (entrance, exit);
        Ok(maze)
    }
}

impl fmt::Display for WeaveGrid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WeaveGrid::Square { cols, rows } => write!(f, "square, {cols}x{rows} cells"),
            WeaveGrid::Shape(shape) => shape.fmt(f),
        }
    }
}
