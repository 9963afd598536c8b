//! Mazes of many floors on any grid: [`FloorGrid`], a grid's cells on 2 to 16 floors, each
//! cell joined to the same cell on the floor below and above (stairs).
//!
//! A floors grid is a [`Grid`] like any other, so every generator, solver,
//! distance map and metric runs on it unchanged: a *stacked* maze is carved
//! on it whole (passages go up and down anywhere, Buck's `Grid3D`); a
//! *tower* is a maze of its own on each floor, joined by one stair between
//! each two floors (see [`FloorSpec`]). Cell `c` of floor `f` is cell
//! `f × n + c` (`n` the cells of a floor). Its neighbours are its floor's
//! neighbours in the grid's order, then the cell below and the one above.
//! The floors lie side by side, lowest first, left to right: a picture of
//! the grid draws them so.

mod code;
mod draw;
mod spec;

#[cfg(test)]
mod cut_tests;
#[cfg(test)]
mod tests;

pub use code::is_floors_code;
pub use draw::{
    FloorsInfo, FloorsJson, StairJson, StairsView, floors_drawn, floors_heat_png_to, floors_json, floors_look,
    floors_png_to, floors_svg_to,
};
pub use spec::{FloorSpec, FloorsMazeAny, Stairs};

pub use crate::maze::grid::{FloorGrid, MAX_FLOORS, MIN_FLOORS, stairs};

#[cfg(test)]
use crate::maze::grid::{Grid, GridMaze};
