//! The square board seen as a cell grid, so generic algorithms and tests run on it too; and the
//! bridge to and from the tile [`Maze`] that stays the square mazes' storage.

use super::{Board, Cells, Grid, GridMaze, Maze, Point, Pos, Side, Tile, Wall};

/// `cols × rows` unit squares, numbered row by row from the top-left. Neighbours
/// run counter-clockwise on screen: right, up, left, down.
#[derive(Clone, Debug)]
pub struct SquareGrid {
    cols: u32,
    rows: u32,
    cells: Cells,
}

impl SquareGrid {
    /// The grid of `cols × rows` cells; `None` if either is 0 or the board
    /// would pass the tile board's largest side.
    pub fn new(cols: u32, rows: u32) -> Option<Self> {
        let side = (super::MAX_SIDE as u32 - 1) / 2;
        if cols == 0 || rows == 0 || cols > side || rows > side {
            return None;
        }
        let mut cells = Cells::with_capacity((cols * rows) as usize, 4);
        for y in 0..rows {
            for x in 0..cols {
                let c = y * cols + x;
                let right = (x + 1 < cols).then_some(c + 1);
                let up = (y > 0).then(|| c - cols);
                let left = (x > 0).then(|| c - 1);
                let down = (y + 1 < rows).then_some(c + cols);
                cells.push([right, up, left, down].into_iter().flatten());
            }
        }
        Some(Self { cols, rows, cells })
    }

    /// Cells per row.
    pub fn cols(&self) -> u32 {
        self.cols
    }

    /// Rows of cells.
    pub fn rows(&self) -> u32 {
        self.rows
    }

    /// The tile under cell `c` on the tile board.
    pub fn tile_of(&self, c: u32) -> Pos {
        Pos::new(2 * (c % self.cols) as usize + 1, 2 * (c / self.cols) as usize + 1)
    }

    /// The cell whose tile is `p`, if `p` is a cell tile.
    pub fn cell_of(&self, p: Pos) -> Option<u32> {
        let (x, y) = (p.x.checked_sub(1)?, p.y.checked_sub(1)?);
        let ok = x % 2 == 0 && y % 2 == 0 && x / 2 < self.cols as usize && y / 2 < self.rows as usize;
        ok.then(|| (y / 2) as u32 * self.cols + (x / 2) as u32)
    }

    /// The tile maze with the same passages, entrance and exit.
    pub fn to_tiles(maze: &GridMaze<SquareGrid>) -> Maze {
        let g = &maze.grid;
        let mut tiles = Maze::walled(2 * g.cols as usize + 1, 2 * g.rows as usize + 1).expect("checked in new");
        for c in 0..g.cell_count() as u32 {
            let p = g.tile_of(c);
            tiles.set(p, Tile::Floor);
            for n in maze.links(c).filter(|&n| n > c) {
                let q = g.tile_of(n);
                tiles.set(Pos::new((p.x + q.x) / 2, (p.y + q.y) / 2), Tile::Floor);
            }
        }
        tiles.entrance = g.tile_of(maze.entrance);
        tiles.exit = g.tile_of(maze.exit);
        tiles
    }

    /// The cell maze of a tile maze: cells joined where the tile between is
    /// floor. The entrance and exit go to their cells when they are on one.
    pub fn from_tiles(tiles: &Maze) -> GridMaze<SquareGrid> {
        let g = SquareGrid::new(tiles.cell_columns() as u32, tiles.cell_rows() as u32).expect("a valid board");
        let mut maze = GridMaze::walled(g);
        for c in 0..maze.grid.cell_count() as u32 {
            let p = maze.grid.tile_of(c);
            let open: Vec<u32> = maze.grid.neighbours(c).iter().copied().filter(|&n| n > c).collect();
            for n in open {
                let q = maze.grid.tile_of(n);
                if tiles.is_floor(p) && tiles.is_floor(Pos::new((p.x + q.x) / 2, (p.y + q.y) / 2)) {
                    maze.link(c, n);
                }
            }
        }
        maze.entrance = maze.grid.cell_of(tiles.entrance).unwrap_or(0);
        maze.exit = maze.grid.cell_of(tiles.exit).unwrap_or(maze.exit);
        maze
    }
}

impl Grid for SquareGrid {
    #[inline]
    fn cells(&self) -> &Cells {
        &self.cells
    }

    fn centre(&self, c: u32) -> Point {
        Point::new((c % self.cols) as f64 + 0.5, (c / self.cols) as f64 + 0.5)
    }

    fn sides(&self, c: u32, out: &mut Vec<Side>) {
        let (x, y) = ((c % self.cols) as f64, (c / self.cols) as f64);
        let p = |dx: f64, dy: f64| Point::new(x + dx, y + dy);
        let (cx, cy) = (c % self.cols, c / self.cols);
        let right = (cx + 1 < self.cols).then_some(c + 1);
        let up = (cy > 0).then(|| c - self.cols);
        let left = (cx > 0).then(|| c - 1);
        let down = (cy + 1 < self.rows).then_some(c + self.cols);
        out.push(Side { wall: Wall::Segment(p(1.0, 1.0), p(1.0, 0.0)), neighbour: right });
        out.push(Side { wall: Wall::Segment(p(1.0, 0.0), p(0.0, 0.0)), neighbour: up });
        out.push(Side { wall: Wall::Segment(p(0.0, 0.0), p(0.0, 1.0)), neighbour: left });
        out.push(Side { wall: Wall::Segment(p(0.0, 1.0), p(1.0, 1.0)), neighbour: down });
    }

    fn locate(&self, p: Point) -> Option<u32> {
        let inside = p.x >= 0.0 && p.y >= 0.0 && p.x < self.cols as f64 && p.y < self.rows as f64;
        inside.then(|| p.y as u32 * self.cols + p.x as u32)
    }

    fn max_step(&self) -> f64 {
        1.0
    }

    fn bounds(&self) -> (Point, Point) {
        (Point::new(0.0, 0.0), Point::new(self.cols as f64, self.rows as f64))
    }

    fn name(&self) -> &'static str {
        "square"
    }

    fn board(&self) -> Option<Board> {
        Some(Board::Square { cols: self.cols, rows: self.rows })
    }

    /// A square with fewer than four neighbours has a side on the rim.
    #[inline]
    fn on_rim(&self, c: u32) -> bool {
        self.neighbours(c).len() < 4
    }
}
