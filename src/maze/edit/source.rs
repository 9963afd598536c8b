//! Where an edited maze starts, and the maze as the rest of the core knows
//! it: a generator's code, or a shape drawn on a grid and carved by a
//! generator; and the tile or grid maze an edited maze is written out as.

use crate::maze::generate::grids::can_run;
use crate::maze::generate::{Algorithm, AnySpec, GridMazeAny, GridSpec, MazeSpec};
use crate::maze::grid::{AnyGrid, Grid, GridMaze, Maze, Pos, SquareGrid, Tile};
use crate::maze::items::Items;
use crate::maze::mask::Mask;
use crate::maze::mask::grids::Masked;
use crate::maze::solve::grids::GridExits;
use crate::on_grid_maze;

use super::board::{BoardShape, EditBase, EditGrid};
use super::draw::check_cells;

/// A shape drawn on a grid, and the generator that carves a maze in it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DrawnSpec {
    /// The grid drawn on.
    pub board: BoardShape,
    /// Whether each of its cells is in the shape.
    pub cells: Vec<bool>,
    /// The generator (one that runs on a cut grid).
    pub algorithm: Algorithm,
    /// Share of dead ends braided away, in percent.
    pub braid_percent: u8,
    /// The seed of the generator's random stream.
    pub seed: u64,
}

/// Where an edited maze starts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Source {
    /// A maze a generator's code names (square or any grid).
    Spec(AnySpec),
    /// A drawn shape carved by a generator.
    Drawn(DrawnSpec),
}

/// A maze to edit: on its board cut to its cells, with its items.
pub type Base = (GridMaze<EditGrid>, Items<u32>);

impl DrawnSpec {
    /// The maze: the shape checked, the grid cut to it, carved, braided and
    /// its exits placed at the two ends of its longest route, from the seed.
    pub fn build(&self) -> Result<Base, String> {
        let base = self.board.build()?;
        if self.cells.len() != base.cell_count() {
            return Err(format!("the shape has {} cells; the board has {}", self.cells.len(), base.cell_count()));
        }
        if let Some(why) = check_cells(&base, &self.cells).why_not() {
            return Err(why);
        }
        if !can_run(self.algorithm, false) {
            return Err(format!("{} cannot carve a drawn shape", self.algorithm));
        }
        let grid = Masked::from_cells(base, &self.cells).ok_or("the shape leaves fewer than two cells")?;
        // carve_on reads only the algorithm, braid, exits and seed: the grid
        // shape named here is never built (the drawn grid is carved instead).
        let spec = GridSpec::new(crate::maze::generate::GridShape::Round { rings: 2 }, self.seed)
            .with_algorithm(self.algorithm)
            .with_braid(self.braid_percent)
            .with_exits(GridExits::Hardest);
        Ok((spec.carve_on(grid)?, Items::default()))
    }
}

impl Source {
    /// The board the maze lies on.
    pub fn board(&self) -> BoardShape {
        match self {
            Source::Spec(AnySpec::Square(spec)) => BoardShape::square_tiles(spec.width, spec.height),
            Source::Spec(AnySpec::Grid(spec)) => BoardShape::Grid(spec.shape),
            Source::Drawn(drawn) => drawn.board,
        }
    }

    /// The spec of the maze it is like: its own spec, or for a drawn shape
    /// the whole board's with the shape's generator, braid and seed (a new
    /// maze "like it" is made from this, and the game's Lab shows it).
    pub fn like(&self) -> AnySpec {
        match self {
            Source::Spec(spec) => *spec,
            Source::Drawn(d) => match d.board {
                BoardShape::Square { cols, rows } => AnySpec::Square(
                    MazeSpec::new(2 * cols as usize + 1, 2 * rows as usize + 1, d.seed)
                        .with_algorithm(d.algorithm)
                        .with_braid(d.braid_percent),
                ),
                BoardShape::Grid(shape) => {
                    AnySpec::Grid(GridSpec::new(shape, d.seed).with_algorithm(d.algorithm).with_braid(d.braid_percent))
                }
            },
        }
    }

    /// The maze this source names, on its board cut to the cells it uses.
    pub fn build(&self) -> Result<Base, String> {
        match self {
            Source::Drawn(drawn) => drawn.build(),
            Source::Spec(AnySpec::Square(spec)) => square_base(spec),
            Source::Spec(AnySpec::Grid(spec)) => {
                let base = self.board().build()?;
                let maze = spec.generate()?;
                on_grid_maze!(&maze, m => {
                    let items = spec.place_items(m);
                    let mut inside = vec![false; base.cell_count()];
                    (0..m.grid.cell_count() as u32).for_each(|c| inside[base_cell(&maze, c) as usize] = true);
                    Ok((copy(m, base, &inside, |c| base_cell(&maze, c))?, items))
                })
            }
        }
    }
}

/// The uncut grid's number of cell `c` of a generated grid maze.
fn base_cell(maze: &GridMazeAny, c: u32) -> u32 {
    match maze {
        GridMazeAny::Cut(m) => m.grid.base_cell(c),
        _ => c,
    }
}

/// `maze` again on `base` cut to the cells `inside` says (its cell `c` is base cell `to_base(c)`).
fn copy<G: Grid>(
    maze: &GridMaze<G>,
    base: EditBase,
    inside: &[bool],
    to_base: impl Fn(u32) -> u32,
) -> Result<GridMaze<EditGrid>, String> {
    let grid = Masked::from_cells(base, inside).ok_or("fewer than two cells")?;
    let cut = |c: u32| grid.cut_cell(to_base(c)).ok_or("the maze is in several parts");
    let mut out = GridMaze::walled(grid.clone());
    for (a, b) in maze.passages() {
        out.link(cut(a)?, cut(b)?);
    }
    out.entrance = cut(maze.entrance)?;
    out.exit = cut(maze.exit)?;
    Ok(out)
}

/// A square spec's maze as cells: every cell tile inside its shape is a cell.
fn square_base(spec: &MazeSpec) -> Result<Base, String> {
    if matches!(spec.algorithm, Algorithm::Irregular { .. }) {
        return Err("an irregular maze opens tiles between cells: it cannot be edited by cells".into());
    }
    if !spec.items.is_empty() {
        return Err("a square maze's doors stand between cells: edit it without items, then lay them by hand".into());
    }
    let tiles = spec.generate().map_err(|e| e.to_string())?;
    let cells = SquareGrid::from_tiles(&tiles);
    let inside: Vec<bool> =
        (0..cells.grid.cell_count() as u32).map(|c| tiles.tile(cells.grid.tile_of(c)) != Tile::Outside).collect();
    let base = EditBase::Square(cells.grid.clone());
    Ok((copy(&cells, base, &inside, |c| c)?, Items::default()))
}

/// An edited maze as the rest of the core knows it: a tile maze with its
/// items on tiles, or a grid maze cut to its cells.
#[derive(Clone, Debug)]
pub enum Written {
    /// A square maze (cells outside the shape are [`Tile::Outside`]).
    Square(Maze, Items<Pos>),
    /// A round, hex or triangle maze.
    Grid(Box<GridMazeAny>, Items<u32>),
}

/// `maze` with `items` written out as a tile maze or a grid maze.
pub fn write_out(maze: &GridMaze<EditGrid>, items: &Items<u32>) -> Written {
    let base_of = |c: u32| maze.grid.base_cell(c);
    let mut inside = vec![false; maze.grid.base().cell_count()];
    (0..maze.grid.cell_count() as u32).for_each(|c| inside[base_of(c) as usize] = true);
    match maze.grid.base() {
        EditBase::Square(g) => {
            let (w, h) = (2 * g.cols() as usize + 1, 2 * g.rows() as usize + 1);
            let mut tiles = Maze::walled(w, h).expect("a board the grid was built for");
            let tile = |c: u32| g.tile_of(base_of(c));
            for c in 0..maze.grid.cell_count() as u32 {
                tiles.set(tile(c), Tile::Floor);
                for n in maze.links(c).filter(|&n| n > c) {
                    let (p, q) = (tile(c), tile(n));
                    tiles.set(Pos::new((p.x + q.x) / 2, (p.y + q.y) / 2), Tile::Floor);
                }
            }
            let mask = Mask::from_fn(g.cols() as usize, g.rows() as usize, |x, y| inside[y * g.cols() as usize + x])
                .expect("a maze has two cells at least");
            mask.cut(&mut tiles);
            tiles.entrance = tile(maze.entrance);
            tiles.exit = tile(maze.exit);
            let on = |list: &[u32]| list.iter().map(|&c| tile(c)).collect();
            let items = Items {
                bamboo: on(&items.bamboo),
                keys: on(&items.keys),
                doors: on(&items.doors),
                bamboo_gate: items.bamboo_gate,
            };
            Written::Square(tiles, items)
        }
        EditBase::Any(g) => {
            let grid = Masked::from_cells(g.clone(), &inside).expect("the same cells");
            let mut out: GridMaze<Masked<AnyGrid>> = GridMaze::walled(grid);
            for (a, b) in maze.passages() {
                out.link(a, b);
            }
            (out.entrance, out.exit) = (maze.entrance, maze.exit);
            Written::Grid(Box::new(GridMazeAny::Cut(out)), items.clone())
        }
    }
}
