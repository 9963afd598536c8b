//! Where a lesson's places lie on the board being played, for its marks to
//! be drawn once for every grid: a square board's tiles (`Pos`) or another
//! grid's cells (`u32`), each with its centre and outline in the world.

use bevy::prelude::*;

use super::build_marks::unbuilt;
use super::{MAX_GRID_LESSON_CELLS, MAX_MARKED_TILES};
use crate::game::board::grid::GridGame;
use crate::game::board::grid_draw::cell_outline;
use crate::game::board::overlay::tile_outline;
use crate::game::board::view::BoardView;
use crate::game::model::{tile_at, tile_center};
use crate::lesson::pointer::ways_of_tile;
use crate::lesson::{Cell, Lesson, LessonState};
use crate::maze::{Maze, Pos};

/// The places a lesson speaks of, on the board they lie on.
pub trait Places<P: Cell> {
    /// Where the centre of place `p` lies in the world.
    fn centre(&self, p: P) -> Vec2;
    /// The outline round place `p`, in the world.
    fn outline(&self, p: P) -> Vec<Vec2>;
    /// The places a build covers with rock until it has carved them.
    fn floors(&self) -> Vec<P>;
    /// Walls a generator that adds walls has not put up yet at `state`
    /// (floor is drawn over them; none once `done`).
    fn unbuilt(&self, lesson: &Lesson<P>, state: &LessonState<P>, done: bool) -> Vec<P>;
    /// How many places the board has (a bigger board is redrawn less often while a lesson plays).
    fn count(&self) -> usize;
    /// Whether the board is small enough for its places to be marked.
    fn marked(&self) -> bool;
    /// The place under world point `w`, if any.
    fn at(&self, w: Vec2) -> Option<P>;
    /// The places next to `p`, each with the way there named in English
    /// and Chinese (as Trémaux's marks on each passage are read out).
    fn ways(&self, p: P) -> Vec<(P, String, String)>;
}

/// A kind of place a lesson speaks of, and where it finds them on the board played.
pub trait Marked: Cell {
    /// The board's places, when the board played is of this kind.
    fn places<'a>(board: BoardView<'a>) -> Option<Box<dyn Places<Self> + 'a>>;
    /// Of the tile and the cell a pointer may be over, the place of this kind.
    fn pointed(tile: Option<Pos>, cell: Option<u32>) -> Option<Self>;
}

impl Marked for Pos {
    fn places<'a>(board: BoardView<'a>) -> Option<Box<dyn Places<Pos> + 'a>> {
        board.tile_maze().map(|maze| Box::new(Tiles(maze)) as Box<dyn Places<Pos>>)
    }

    fn pointed(tile: Option<Pos>, _: Option<u32>) -> Option<Pos> {
        tile
    }
}

impl Marked for u32 {
    fn places<'a>(board: BoardView<'a>) -> Option<Box<dyn Places<u32> + 'a>> {
        board.grid_game().map(|game| Box::new(Cells(game)) as Box<dyn Places<u32>>)
    }

    fn pointed(_: Option<Pos>, cell: Option<u32>) -> Option<u32> {
        cell
    }
}

/// A square board's tiles.
pub struct Tiles<'a>(pub &'a Maze);

impl Places<Pos> for Tiles<'_> {
    fn centre(&self, p: Pos) -> Vec2 {
        tile_center(self.0, p)
    }

    fn outline(&self, p: Pos) -> Vec<Vec2> {
        tile_outline(self.centre(p), 1.0).to_vec()
    }

    fn floors(&self) -> Vec<Pos> {
        let maze = self.0;
        (0..maze.tiles().len()).map(|i| maze.pos_of(i)).filter(|&p| maze.is_floor(p)).collect()
    }

    fn unbuilt(&self, lesson: &Lesson<Pos>, state: &LessonState<Pos>, done: bool) -> Vec<Pos> {
        unbuilt(lesson, state, self.0, done)
    }

    fn count(&self) -> usize {
        self.0.tiles().len()
    }

    fn marked(&self) -> bool {
        self.count() <= MAX_MARKED_TILES
    }

    fn at(&self, w: Vec2) -> Option<Pos> {
        tile_at(self.0, w)
    }

    fn ways(&self, p: Pos) -> Vec<(Pos, String, String)> {
        ways_of_tile(p)
    }
}

/// A round, hex or triangle board's cells.
pub struct Cells<'a>(pub &'a GridGame);

impl Places<u32> for Cells<'_> {
    fn centre(&self, c: u32) -> Vec2 {
        self.0.centre(c)
    }

    fn outline(&self, c: u32) -> Vec<Vec2> {
        cell_outline(self.0, c)
    }

    fn floors(&self) -> Vec<u32> {
        (0..self.0.cell_count() as u32).collect()
    }

    fn unbuilt(&self, _: &Lesson<u32>, _: &LessonState<u32>, _: bool) -> Vec<u32> {
        // No generator on these grids puts walls up: they all carve.
        Vec::new()
    }

    fn count(&self) -> usize {
        self.0.cell_count()
    }

    fn marked(&self) -> bool {
        self.count() <= MAX_GRID_LESSON_CELLS
    }

    fn at(&self, w: Vec2) -> Option<u32> {
        self.0.cell_at(w)
    }

    fn ways(&self, c: u32) -> Vec<(u32, String, String)> {
        self.0.neighbours(c).into_iter().map(|(n, _)| (n, n.words(), n.words())).collect()
    }
}
