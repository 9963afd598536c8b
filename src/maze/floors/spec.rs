//! [`FloorSpec`]: everything needed to make one maze of many floors again (grid, floors, how
//! the stairs go, algorithm, seed), its limits, and the maze it makes. Its code is in `code.rs`.

use std::fmt;

use rand::RngExt;

use super::{FloorGrid, MAX_FLOORS, MIN_FLOORS};
use crate::maze::generate::grids::{braid_where, can_run, carve};
use crate::maze::generate::{Algorithm, GridMazeAny, MAX_GRID_CELLS, StartCorner, rng_from_seed};
use crate::maze::grid::{AnyGrid, BaseGrid, Grid, GridMaze, SquareGrid};
use crate::maze::items::{ItemSpec, Items, place};
use crate::maze::mask::Shape;
use crate::maze::mask::grids::{Masked, cut_to};
use crate::maze::solve::grids::{GridExits, place_exits};
use crate::maze::weave::WeaveGrid;

/// How the floors are joined.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Stairs {
    /// Each floor a maze of its own, one stair between each two floors (TMaze's tower).
    #[default]
    Tower,
    /// One maze through every floor at once: passages go up and down anywhere (Buck's `Grid3D`).
    Stacked,
}

impl Stairs {
    /// The name on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Stairs::Tower => "tower",
            Stairs::Stacked => "stacked",
        }
    }
}

impl std::str::FromStr for Stairs {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match s {
            "tower" => Ok(Stairs::Tower),
            "stacked" => Ok(Stairs::Stacked),
            _ => Err(format!("'{s}' is no way of stairs: tower (a maze a floor, one stair between) or stacked")),
        }
    }
}

/// Everything needed to make one maze of many floors again.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FloorSpec {
    /// The grid of each floor (the grids a weave maze takes, and the triangle grid).
    pub grid: WeaveGrid,
    /// How many floors, [`MIN_FLOORS`] to [`MAX_FLOORS`].
    pub floors: u32,
    /// How the floors are joined.
    pub stairs: Stairs,
    /// Which generator carves the maze (any that runs on a cell grid without rings).
    pub algorithm: Algorithm,
    /// The seed of the random stream.
    pub seed: u64,
    /// Share of dead ends opened into loops after carving, in percent (0
    /// keeps the maze perfect); a tower's loops stay on their floors.
    pub braid: u8,
    /// The shape every floor is cut to ([`Shape::None`]: the whole grid), so
    /// a stair's two cells lie inside on both floors.
    pub mask: Shape,
    /// The items laid on the maze (none by default), over every floor.
    pub items: ItemSpec,
    /// Where the entrance and exit go: [`GridExits::Corners`] (the usual) is
    /// the lowest floor's first cell and the top floor's last.
    pub exits: GridExits,
}

/// A maze of many floors on the grid a [`FloorSpec`] names.
#[derive(Clone, Debug)]
pub enum FloorsMazeAny {
    /// Floors of square cells.
    Square(GridMaze<FloorGrid<SquareGrid>>),
    /// Floors of a round, hex or triangle grid.
    Grid(GridMaze<FloorGrid<AnyGrid>>),
    /// Floors of square cells cut to a shape.
    CutSquare(GridMaze<FloorGrid<Masked<SquareGrid>>>),
    /// Floors of a round, hex or triangle grid cut to a shape.
    Cut(GridMaze<FloorGrid<Masked<AnyGrid>>>),
}

/// Runs `$body` with `$maze` bound to the [`GridMaze`] inside a [`FloorsMazeAny`].
#[macro_export]
macro_rules! on_floors_maze {
    ($any:expr, $maze:ident => $body:expr) => {
        match $any {
            $crate::maze::floors::FloorsMazeAny::Square($maze) => $body,
            $crate::maze::floors::FloorsMazeAny::Grid($maze) => $body,
            $crate::maze::floors::FloorsMazeAny::CutSquare($maze) => $body,
            $crate::maze::floors::FloorsMazeAny::Cut($maze) => $body,
        }
    };
}

impl FloorSpec {
    /// A backtracker tower of `floors` floors on `grid`.
    pub fn new(grid: WeaveGrid, floors: u32, seed: u64) -> Self {
        Self {
            grid,
            floors,
            stairs: Stairs::Tower,
            algorithm: Algorithm::Backtracker,
            seed,
            braid: 0,
            mask: Shape::None,
            items: ItemSpec::default(),
            exits: GridExits::Corners,
        }
    }

    /// The same spec with its entrance and exit placed as `exits` says (over every floor).
    pub fn with_exits(self, exits: GridExits) -> Self {
        Self { exits, ..self }
    }

    /// The same spec with every floor cut to `mask`.
    pub fn with_mask(self, mask: Shape) -> Self {
        Self { mask, ..self }
    }

    /// The same spec with `items` laid on its maze.
    pub fn with_items(self, items: ItemSpec) -> Self {
        Self { items, ..self }
    }

    /// This spec's items laid on `maze` (which it generated), by construction
    /// from the spec's seed over every floor: a key may lie floors away from its door.
    pub fn place_items<G: Grid>(&self, maze: &GridMaze<FloorGrid<G>>) -> Items<u32> {
        place(maze, self.items, self.seed)
    }

    /// The same spec with `percent` of its dead ends opened into loops.
    pub fn with_braid(self, percent: u8) -> Self {
        Self { braid: percent, ..self }
    }

    /// The same spec with another algorithm.
    pub fn with_algorithm(self, algorithm: Algorithm) -> Self {
        Self { algorithm, ..self }
    }

    /// The same spec with its floors joined as `stairs` says.
    pub fn with_stairs(self, stairs: Stairs) -> Self {
        Self { stairs, ..self }
    }

    /// The cells of one floor.
    fn floor_cells(&self) -> usize {
        match self.grid {
            WeaveGrid::Square { cols, rows } => cols as usize * rows as usize,
            WeaveGrid::Shape(shape) => shape.cell_count(),
        }
    }

    /// Whether the spec names a maze: 2 to 16 floors, an algorithm that runs
    /// on the grid, a playable floor, at most [`MAX_GRID_CELLS`] cells in all.
    pub fn check(&self) -> Result<(), String> {
        if !(MIN_FLOORS..=MAX_FLOORS).contains(&self.floors) {
            return Err(format!(
                "{} floors: a maze of floors has {MIN_FLOORS} to {MAX_FLOORS} (1 is the flat maze)",
                self.floors
            ));
        }
        if self.braid > 100 {
            return Err(format!("a braid of {} % is too much: give 0 to 100", self.braid));
        }
        if !can_run(self.algorithm, false) {
            return Err(format!("{} cannot run on floors; it needs a flat grid of its own", self.algorithm.name()));
        }
        match self.grid {
            WeaveGrid::Square { cols, rows } if cols.min(rows) < 2 => {
                return Err("a square floor is at least 2x2 cells (5x5 tiles)".into());
            }
            WeaveGrid::Square { .. } => {}
            WeaveGrid::Shape(shape) => shape.check()?,
        }
        let all = self.floor_cells().saturating_mul(self.floors as usize);
        if all > MAX_GRID_CELLS {
            return Err(format!("{all} cells on {} floors is too many: at most {MAX_GRID_CELLS} in all", self.floors));
        }
        self.items.check_cells(all)
    }

    /// Builds the maze this spec names, from one stream seeded by [`FloorSpec::seed`]:
    /// the entrance the first cell of the lowest floor, the exit the last cell of the top one.
    pub fn generate(&self) -> Result<FloorsMazeAny, String> {
        self.check()?;
        let none = || format!("the {} grid cannot be built at this size", self.grid.name());
        let cut = self.mask;
        Ok(match self.grid {
            WeaveGrid::Square { cols, rows } => {
                let grid = SquareGrid::new(cols, rows).ok_or_else(none)?;
                if cut == Shape::None {
                    FloorsMazeAny::Square(self.carve(grid)?)
                } else {
                    FloorsMazeAny::CutSquare(self.carve(cut_to(grid, cut)?)?)
                }
            }
            WeaveGrid::Shape(shape) => {
                let grid = shape.grid().ok_or_else(none)?;
                if cut == Shape::None {
                    FloorsMazeAny::Grid(self.carve(grid)?)
                } else {
                    FloorsMazeAny::Cut(self.carve(cut_to(grid, cut)?)?)
                }
            }
        })
    }

    /// The maze this spec names as one grid maze over the uncut grid of any
    /// kind ([`GridMazeAny::Floors`]), as the game plays it: the same passages,
    /// entrance and exit as [`FloorSpec::generate`]'s (one stream, one
    /// carving). Floors cut to a shape are not played so: why not.
    pub fn generate_to_play(&self) -> Result<GridMazeAny, String> {
        self.check()?;
        if self.mask != Shape::None {
            return Err(format!("floors cut to a shape ({}) are not played in the game yet", self.mask.name()));
        }
        let none = || format!("the {} grid cannot be built at this size", self.grid.name());
        let base = match self.grid {
            WeaveGrid::Square { cols, rows } => BaseGrid::Square(SquareGrid::new(cols, rows).ok_or_else(none)?),
            WeaveGrid::Shape(shape) => BaseGrid::Any(shape.grid().ok_or_else(none)?),
        };
        Ok(GridMazeAny::Floors(self.carve(base)?))
    }

    /// Carves this spec's maze with `base` on every floor.
    pub fn carve<G: Grid>(&self, base: G) -> Result<GridMaze<FloorGrid<G>>, String> {
        let grid =
            FloorGrid::new(base, self.floors).ok_or_else(|| format!("{} floors cannot be built", self.floors))?;
        let mut rng = rng_from_seed(self.seed);
        let mut maze = match self.stairs {
            Stairs::Stacked => {
                carve(grid, self.algorithm, StartCorner::TopLeft, &mut rng).map_err(|e| e.to_string())?
            }
            Stairs::Tower => {
                // A floor's cell lists its floor's neighbours first, in the grid's order, so
                // each floor maze's open sides are the cell's own low sides: written at once.
                let n = grid.per_floor() as usize;
                let mut sides = vec![0u16; n * self.floors as usize];
                for floor in sides.chunks_mut(n) {
                    let made = carve(grid.base(), self.algorithm, StartCorner::TopLeft, &mut rng)
                        .map_err(|e| e.to_string())?;
                    for (c, bits) in floor.iter_mut().enumerate() {
                        *bits = made.side_bits(c as u32) as u16;
                    }
                }
                let mut maze = GridMaze::walled(grid);
                let (cells, mut open) = maze.carving();
                open.open_marked(cells, &sides);
                // Each stair by its two slots (the lists are made only when read): the
                // cell's side up follows its floor's sides and the one down.
                for f in 0..self.floors - 1 {
                    let c = rng.random_range(0..n as u32);
                    let (low, high) = (f * n as u32 + c, (f + 1) * n as u32 + c);
                    // (`low` has a floor above, and one below but on the lowest floor.)
                    let below = usize::from(f > 0);
                    let own = cells.degree(low) - below - 1;
                    open.open(cells.first_slot(low) + own + below);
                    open.open(cells.first_slot(high) + own);
                }
                maze
            }
        };
        if self.braid > 0 {
            // A tower keeps its one stair between each two floors: its loops stay on a floor.
            let tower = self.stairs == Stairs::Tower;
            let per = maze.grid.per_floor();
            braid_where(&mut maze, self.braid, &mut rng, &mut (), |a, b| !tower || a / per == b / per);
        }
        if self.exits == GridExits::Corners {
            maze.entrance = 0;
            maze.exit = maze.grid.cell_count() as u32 - 1;
        } else {
            place_exits(&mut maze, self.exits, &mut rng);
        }
        Ok(maze)
    }
}

impl fmt::Display for FloorSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} floors ({}) of {}", self.floors, self.stairs.name(), self.grid)
    }
}
