//! [`GridSpec`]: everything needed to make one maze on a round, hex or
//! triangle grid again, its limits, and [`GridMazeAny`], the maze it makes.
//!
//! Square mazes keep [`MazeSpec`](super::MazeSpec) and their tile board; a
//! grid spec names only the other grids, so every square code still names the
//! same maze. The codes themselves are in `grid_code.rs`.

use std::fmt;

use super::centre_exit::FromCentre;
use super::grids::{braid_recorded, can_run, carve_recorded};
use super::{Algorithm, StartCorner, rng_from_seed};
use crate::maze::grid::{
    AnyGrid, BaseGrid, FloorGrid, Grid, GridMaze, HexGrid, HexShape, RoundGrid, TriangleGrid, TriangleShape, WovenGrid,
};
use crate::maze::items::{ItemBoard, ItemSpec, Items, place};
use crate::maze::mask::grids::{Masked, mask_size};
use crate::maze::mask::{Mask, Shape};
use crate::maze::recorder::PassageRecorder;
use crate::maze::solve::grids::{GridExits, place_exits};

/// The most cells a grid maze may have (about a million).
pub const MAX_GRID_CELLS: usize = 1 << 20;
/// The most bytes a grid may take when built ([`GridShape::grid_bytes`]):
/// every grid of at most [`MAX_GRID_CELLS`] cells fits (the largest bound,
/// a big triangle of 1024 rows, is 72 MB; the grids measure 28 to 44 bytes
/// a cell, lookup tables included, so at most 44 MB).
pub const MAX_GRID_BYTES: usize = 128 << 20;
/// What [`GridShape::grid_bytes`] counts a cell at most: its coordinates (8
/// bytes), its offset (4) and up to six neighbours (24) in the lists, the
/// step table (2), with room for the vectors' doubling.
pub const GRID_BYTES_A_CELL: usize = 64;
/// The most rings of a round maze: 580 rings are 1,032,667 cells.
pub const MAX_RINGS: u32 = 580;
/// The fewest rings of a round maze that is a game (19 cells).
pub const MIN_RINGS: u32 = 2;
/// The fewest cells a side of a hex or triangle board (2x2), or rings of a
/// big hexagon (1: seven cells), or rows of a big triangle (2: four cells).
pub const MIN_SIDE: u32 = 2;

/// Which grid, and its size and outline.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GridShape {
    /// A round grid of `rings` rings round its centre cell.
    Round {
        /// Rings round the centre cell.
        rings: u32,
    },
    /// A hex grid: a rectangle-like board or a big hexagon.
    Hex(HexShape),
    /// A triangle grid: a rectangle-like board or a big triangle.
    Triangle(TriangleShape),
}

impl GridShape {
    /// The grid's name (`round`, `hex`, `triangle`), as on the command line.
    pub fn name(self) -> &'static str {
        match self {
            GridShape::Round { .. } => "round",
            GridShape::Hex(_) => "hex",
            GridShape::Triangle(_) => "triangle",
        }
    }

    /// Whether the grid has rings (the polar binary tree and sidewinder run on it).
    pub fn has_rings(self) -> bool {
        matches!(self, GridShape::Round { .. })
    }

    /// The grid itself; `None` where it cannot be built (a size
    /// [`GridShape::check`] refuses).
    pub fn grid(self) -> Option<AnyGrid> {
        Some(match self {
            GridShape::Round { rings } => AnyGrid::Round(RoundGrid::new(rings)?),
            GridShape::Hex(shape) => AnyGrid::Hex(HexGrid::new(shape)?),
            GridShape::Triangle(shape) => AnyGrid::Triangle(TriangleGrid::new(shape)?),
        })
    }

    /// The number of cells the grid has (counted without building it; a
    /// round grid's rings are counted by the splitting rule). Counted in wide
    /// arithmetic for any size: past `u32::MAX` cells (more than any grid can
    /// number) it says `usize::MAX`.
    pub fn cell_count(self) -> usize {
        const MORE: u128 = u32::MAX as u128;
        let n: u128 = match self {
            GridShape::Round { rings } => {
                let (mut total, mut prev) = (1u128, 1u128);
                for r in 1..=u128::from(rings) {
                    prev *= ((std::f64::consts::TAU * r as f64 / prev as f64).round() as u128).max(1);
                    total += prev;
                    if total > MORE {
                        break;
                    }
                }
                total
            }
            GridShape::Hex(HexShape::Rectangle { cols, rows })
            | GridShape::Triangle(TriangleShape::Rectangle { cols, rows }) => u128::from(cols) * u128::from(rows),
            GridShape::Hex(HexShape::Hexagon { radius }) => 3 * u128::from(radius) * (u128::from(radius) + 1) + 1,
            GridShape::Triangle(TriangleShape::Triangle { side }) => u128::from(side) * u128::from(side),
        };
        if n > MORE { usize::MAX } else { n as usize }
    }

    /// An upper bound of the bytes the grid takes when built (its cells'
    /// coordinates, neighbour lists and lookup tables, allowing for the
    /// vectors' doubling), counted in wide arithmetic without building it.
    /// [`GridShape::check`] refuses a grid whose bound passes
    /// [`MAX_GRID_BYTES`], so the limit is on what is allocated, not only on
    /// the cells; every grid's bound is linear in its cells.
    pub fn grid_bytes(self) -> usize {
        let cells = self.cell_count() as u128;
        // The round grid's per-ring tables and the big outlines' lookup tables
        // (a big hexagon's axial box, a big triangle's 2n x n box).
        let tables: u128 = match self {
            GridShape::Round { rings } => 16 * (u128::from(rings) + 2),
            GridShape::Hex(HexShape::Rectangle { .. }) => 0,
            GridShape::Hex(HexShape::Hexagon { radius }) => 4 * (2 * u128::from(radius) + 3).pow(2),
            GridShape::Triangle(TriangleShape::Rectangle { cols, rows }) => 4 * u128::from(cols) * u128::from(rows),
            GridShape::Triangle(TriangleShape::Triangle { side }) => 8 * u128::from(side) * u128::from(side),
        };
        let bytes = cells * GRID_BYTES_A_CELL as u128 + tables + 4096;
        usize::try_from(bytes).unwrap_or(usize::MAX)
    }

    /// Whether the grid is a playable size: from the smallest that is a game
    /// up to [`MAX_GRID_CELLS`]. The error says the bounds.
    pub fn check(self) -> Result<(), String> {
        let small = match self {
            GridShape::Round { rings } if rings > MAX_RINGS => {
                return Err(format!("{rings} rings is too many: a round maze has at most {MAX_RINGS} rings"));
            }
            GridShape::Round { rings } => {
                (rings < MIN_RINGS).then(|| format!("a round maze has at least {MIN_RINGS} rings"))
            }
            GridShape::Hex(HexShape::Rectangle { cols, rows })
            | GridShape::Triangle(TriangleShape::Rectangle { cols, rows }) => {
                (cols.min(rows) < MIN_SIDE).then(|| format!("a board is at least {MIN_SIDE}x{MIN_SIDE} cells"))
            }
            GridShape::Hex(HexShape::Hexagon { radius }) => {
                (radius < 1).then(|| "a big hexagon has at least 1 ring round its middle".to_string())
            }
            GridShape::Triangle(TriangleShape::Triangle { side }) => {
                (side < MIN_SIDE).then(|| format!("a big triangle has at least {MIN_SIDE} rows"))
            }
        };
        if let Some(why) = small {
            return Err(format!("too small to play: {why}"));
        }
        let n = self.cell_count();
        if n > MAX_GRID_CELLS {
            let n = if n == usize::MAX { format!("more than {}", u32::MAX) } else { n.to_string() };
            return Err(format!("{n} cells is too many: a {} maze has at most {MAX_GRID_CELLS} cells", self.name()));
        }
        let bytes = self.grid_bytes();
        if bytes > MAX_GRID_BYTES {
            return Err(format!(
                "this {} grid would take {} MB: a grid may take at most {} MB",
                self.name(),
                bytes >> 20,
                MAX_GRID_BYTES >> 20
            ));
        }
        Ok(())
    }
}

/// Everything needed to make one maze on a round, hex or triangle grid again.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GridSpec {
    /// The grid, its size and outline.
    pub shape: GridShape,
    /// Which generator carves the maze.
    pub algorithm: Algorithm,
    /// Where the backtracker starts.
    pub corner: StartCorner,
    /// Share of dead ends removed after carving, in percent (0 keeps the maze perfect).
    pub braid_percent: u8,
    /// Where the entrance and exit go.
    pub exits: GridExits,
    /// The seed of the random stream.
    pub seed: u64,
    /// The shape the grid is cut to ([`Shape::None`]: the whole grid). A cut
    /// grid keeps the cells whose centre falls inside the shape stretched over
    /// the grid's box ([`Masked`]), numbered again.
    pub mask: Shape,
    /// The items laid on the maze (none by default); see [`crate::maze::items`].
    pub items: ItemSpec,
}

/// A maze on one of the grids a [`GridSpec`] names.
#[derive(Clone, Debug)]
pub enum GridMazeAny {
    /// On a round grid.
    Round(GridMaze<RoundGrid>),
    /// On a hex grid.
    Hex(GridMaze<HexGrid>),
    /// On a triangle grid.
    Triangle(GridMaze<TriangleGrid>),
    /// On any of them cut to a shape.
    Cut(GridMaze<Masked<AnyGrid>>),
    /// On floors of any grid, the square one included (a maze of floors played in the game).
    Floors(GridMaze<FloorGrid<BaseGrid>>),
    /// A weave maze over its places (every cell, and the place under every
    /// crossing) on any uncut grid but the triangle one, the square one included.
    Weave(GridMaze<WovenGrid<BaseGrid>>),
}

/// Runs `$body` with `$maze` bound to the [`GridMaze`] inside a
/// [`GridMazeAny`] (each arm monomorphised): `on_grid_maze!(any, m => m.passage_count())`.
#[macro_export]
macro_rules! on_grid_maze {
    ($any:expr, $maze:ident => $body:expr) => {
        match $any {
            $crate::maze::generate::GridMazeAny::Round($maze) => $body,
            $crate::maze::generate::GridMazeAny::Hex($maze) => $body,
            $crate::maze::generate::GridMazeAny::Triangle($maze) => $body,
            $crate::maze::generate::GridMazeAny::Cut($maze) => $body,
            $crate::maze::generate::GridMazeAny::Floors($maze) => $body,
            $crate::maze::generate::GridMazeAny::Weave($maze) => $body,
        }
    };
}

impl GridSpec {
    /// A backtracker maze on `shape` from its first cell, with the grid's usual
    /// exits (centre to rim on a round grid, else the corners).
    pub fn new(shape: GridShape, seed: u64) -> Self {
        let exits = if shape.has_rings() { GridExits::Centre } else { GridExits::Corners };
        Self {
            shape,
            algorithm: Algorithm::Backtracker,
            corner: StartCorner::TopLeft,
            braid_percent: 0,
            exits,
            seed,
            mask: Shape::None,
            items: ItemSpec::default(),
        }
    }

    /// The usual exits of this spec's grid, which codes leave out: on a grid
    /// cut to a shape the two ends of its longest route (as on a square
    /// shape), else the grid's own ([`GridSpec::new`]).
    pub fn default_exits(&self) -> GridExits {
        if self.mask != Shape::None { GridExits::Hardest } else { GridSpec::new(self.shape, 0).exits }
    }

    /// The same spec cut to `mask`, with that shape's usual exits.
    pub fn with_mask(self, mask: Shape) -> Self {
        let spec = Self { mask, ..self };
        Self { exits: spec.default_exits(), ..spec }
    }

    /// Whether the maze keeps the grid's rings (a round grid not cut to a
    /// shape): the polar binary tree and sidewinder need them.
    pub fn has_rings(&self) -> bool {
        self.shape.has_rings() && self.mask == Shape::None
    }

    /// The same spec with another algorithm.
    pub fn with_algorithm(self, algorithm: Algorithm) -> Self {
        Self { algorithm, ..self }
    }

    /// The same spec starting the backtracker from `corner`.
    pub fn with_corner(self, corner: StartCorner) -> Self {
        Self { corner, ..self }
    }

    /// The same spec with `percent` of its dead ends braided away.
    pub fn with_braid(self, percent: u8) -> Self {
        Self { braid_percent: percent.min(100), ..self }
    }

    /// The same spec with its entrance and exit placed as `exits` says.
    pub fn with_exits(self, exits: GridExits) -> Self {
        Self { exits, ..self }
    }

    /// The same spec with `items` laid on its maze.
    pub fn with_items(self, items: ItemSpec) -> Self {
        Self { items, ..self }
    }

    /// The items of this spec laid on `maze` (which it generated), by
    /// construction from the spec's seed: the same code, the same items.
    pub fn place_items<B: ItemBoard<At = u32>>(&self, maze: &B) -> Items<u32> {
        place(maze, self.items, self.seed)
    }

    /// Whether the spec names a maze: a playable size, an algorithm that runs
    /// on the grid, a start corner only for the backtracker.
    pub fn check(&self) -> Result<(), String> {
        self.shape.check()?;
        self.items.check_cells(self.shape.cell_count())?;
        if !can_run(self.algorithm, self.has_rings()) {
            let can: Vec<String> = super::grids::runs_on(self.has_rings()).map(|a| a.name()).collect();
            let cut = if self.mask == Shape::None { String::new() } else { format!(" cut to a {}", self.mask) };
            return Err(format!(
                "{} cannot run on a {} grid{cut}; these can: {}",
                self.algorithm,
                self.shape.name(),
                can.join(", ")
            ));
        }
        if self.corner != StartCorner::TopLeft && self.algorithm != Algorithm::Backtracker {
            return Err(format!("a start corner means nothing to the {} algorithm", self.algorithm.base_name()));
        }
        Ok(())
    }

    /// Builds the maze this spec names: carved, braided, its exits placed,
    /// all drawn from one stream seeded by [`GridSpec::seed`].
    pub fn generate(&self) -> Result<GridMazeAny, String> {
        self.generate_recorded(&mut ())
    }

    /// As [`GridSpec::generate`], telling `rec` of every passage carved and
    /// braided, in order (cells numbered as in the maze made, cut or not).
    pub fn generate_recorded(&self, rec: &mut impl PassageRecorder) -> Result<GridMazeAny, String> {
        self.check()?;
        let none = || format!("the {} grid cannot be built at this size", self.shape.name());
        if self.mask != Shape::None {
            return Ok(GridMazeAny::Cut(self.carve_recorded(self.cut_grid()?, rec)?));
        }
        Ok(match self.shape {
            GridShape::Round { rings } => {
                GridMazeAny::Round(self.carve_recorded(RoundGrid::new(rings).ok_or_else(none)?, rec)?)
            }
            GridShape::Hex(shape) => GridMazeAny::Hex(self.carve_recorded(HexGrid::new(shape).ok_or_else(none)?, rec)?),
            GridShape::Triangle(shape) => {
                GridMazeAny::Triangle(self.carve_recorded(TriangleGrid::new(shape).ok_or_else(none)?, rec)?)
            }
        })
    }

    /// The spec's grid cut to its shape.
    fn cut_grid(&self) -> Result<Masked<AnyGrid>, String> {
        let grid =
            self.shape.grid().ok_or_else(|| format!("the {} grid cannot be built at this size", self.shape.name()))?;
        let (cols, rows) = mask_size(&grid);
        let mask = Mask::shape(self.mask, cols, rows).map_err(|e| format!("{}: {e}", self.mask))?;
        let what = self.shape.name();
        let cut = Masked::new(grid, &mask)
            .ok_or_else(|| format!("a {} leaves fewer than two cells of this {what} grid", self.mask))?;
        self.items.check_cells(cut.cell_count())?;
        Ok(cut)
    }

    /// Carves this spec's maze on `grid` (e.g. the spec's grid cut to a
    /// mask): carved, braided, its exits placed, from the spec's seed.
    pub fn carve_on<G: Grid>(&self, grid: G) -> Result<GridMaze<G>, String> {
        self.carve_recorded(grid, &mut ())
    }

    fn carve_recorded<G: Grid>(&self, grid: G, rec: &mut impl PassageRecorder) -> Result<GridMaze<G>, String> {
        let mut rng = rng_from_seed(self.seed);
        // The backtracker from a round grid's centre grows its tree from the
        // centre exit's cell, and Wilson's first walk starts there: each
        // cell's distance from it is known as the passages are opened, and
        // the far exit is the farthest rim cell, found without walking the
        // maze again.
        let from_centre = match self.algorithm {
            Algorithm::Backtracker => self.corner == StartCorner::TopLeft,
            Algorithm::Wilson => true,
            _ => false,
        } && self.braid_percent == 0
            && self.exits == GridExits::Centre;
        // (The round grid itself: a grid over it, numbered its own way, says
        // it has rings too.)
        let rim = grid.rings().filter(|r| std::ptr::eq(r.cells(), grid.cells())).map(|r| r.ring_start(r.ring_count()));
        if from_centre && let Some(rim) = rim {
            let mut kept = FromCentre::new(rec, grid.cell_count(), rim);
            let mut maze =
                carve_recorded(grid, self.algorithm, self.corner, &mut rng, &mut kept).map_err(|e| e.to_string())?;
            match kept.farthest() {
                Some(exit) => (maze.entrance, maze.exit) = (0, exit),
                None => place_exits(&mut maze, self.exits, &mut rng),
            }
            return Ok(maze);
        }
        let mut maze = carve_recorded(grid, self.algorithm, self.corner, &mut rng, rec).map_err(|e| e.to_string())?;
        if self.braid_percent > 0 {
            braid_recorded(&mut maze, self.braid_percent, &mut rng, rec);
        }
        place_exits(&mut maze, self.exits, &mut rng);
        Ok(maze)
    }
}

impl fmt::Display for GridShape {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            GridShape::Round { rings } => write!(f, "round, {rings} rings"),
            GridShape::Hex(HexShape::Rectangle { cols, rows }) => write!(f, "hex board, {cols}x{rows} cells"),
            GridShape::Hex(HexShape::Hexagon { radius }) => write!(f, "big hexagon, {radius} rings"),
            GridShape::Triangle(TriangleShape::Rectangle { cols, rows }) => {
                write!(f, "triangle board, {cols}x{rows} cells")
            }
            GridShape::Triangle(TriangleShape::Triangle { side }) => write!(f, "big triangle, {side} rows"),
        }
    }
}

#[cfg(test)]
#[path = "grid_limits_tests.rs"]
mod limits_tests;
