//! [`AnyGrid`]: one of the round, hex and triangle grids, chosen at run time.
//!
//! The generators and solvers stay generic over [`Grid`]; this enum lets one
//! type stand for the three grids where the choice is data, as under a
//! [`Masked`](crate::maze::mask::grids::Masked) grid that a maze code names.
//! Its calls are a `match`, never a virtual call, and the hot paths read the
//! neighbour table through [`Grid::cells`], which is one branch.

use super::{HexGrid, RoundGrid, TriangleGrid};

/// A round, hex or triangle grid.
#[derive(Clone, Debug)]
pub enum AnyGrid {
    /// A round grid.
    Round(RoundGrid),
    /// A hex grid.
    Hex(HexGrid),
    /// A triangle grid.
    Triangle(TriangleGrid),
}

/// Implements [`Grid`] for an enum whose every variant holds a grid, each
/// call a `match` handing it to the variant's grid (`AnyGrid` here, the
/// editor's `EditBase`).
macro_rules! grid_by_variant {
    ($ty:ty: $($variant:path),+) => {
        impl $crate::maze::grid::Grid for $ty {
            #[inline]
            fn cells(&self) -> &$crate::maze::grid::Cells {
                match self { $($variant(g) => g.cells(),)+ }
            }
            fn centre(&self, c: u32) -> $crate::maze::grid::Point {
                match self { $($variant(g) => g.centre(c),)+ }
            }
            fn sides(&self, c: u32, out: &mut Vec<$crate::maze::grid::Side>) {
                match self { $($variant(g) => g.sides(c, out),)+ }
            }
            fn locate(&self, p: $crate::maze::grid::Point) -> Option<u32> {
                match self { $($variant(g) => g.locate(p),)+ }
            }
            fn max_step(&self) -> f64 {
                match self { $($variant(g) => g.max_step(),)+ }
            }
            fn bounds(&self) -> ($crate::maze::grid::Point, $crate::maze::grid::Point) {
                match self { $($variant(g) => g.bounds(),)+ }
            }
            fn wall_ends(&self, wall: &$crate::maze::grid::Wall) -> ($crate::maze::grid::Point, $crate::maze::grid::Point) {
                match self { $($variant(g) => g.wall_ends(wall),)+ }
            }
            fn wall_points(&self, wall: &$crate::maze::grid::Wall, steps: usize, out: &mut Vec<$crate::maze::grid::Point>) {
                match self { $($variant(g) => g.wall_points(wall, steps, out),)+ }
            }
            fn name(&self) -> &'static str {
                match self { $($variant(g) => g.name(),)+ }
            }
            fn rings(&self) -> Option<&$crate::maze::grid::RoundGrid> {
                match self { $($variant(g) => g.rings(),)+ }
            }
            fn board(&self) -> Option<$crate::maze::grid::Board> {
                match self { $($variant(g) => g.board(),)+ }
            }
            fn on_rim(&self, c: u32) -> bool {
                match self { $($variant(g) => g.on_rim(c),)+ }
            }
        }
    };
}

grid_by_variant!(AnyGrid: AnyGrid::Round, AnyGrid::Hex, AnyGrid::Triangle);

/// The uncut grid of any kind: the square grid as cells, or a round, hex or
/// triangle one (the editor's board, a floor of a maze of floors in the game).
#[derive(Clone, Debug)]
pub enum BaseGrid {
    /// The square board as cells.
    Square(super::SquareGrid),
    /// A round, hex or triangle grid.
    Any(AnyGrid),
}

grid_by_variant!(BaseGrid: BaseGrid::Square, BaseGrid::Any);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::maze::grid::{Grid, HexShape, Point, TriangleShape};

    #[test]
    fn any_grid_answers_as_the_grid_inside() {
        let round = RoundGrid::new(6).unwrap();
        let hex = HexGrid::new(HexShape::Hexagon { radius: 4 }).unwrap();
        let triangle = TriangleGrid::new(TriangleShape::Triangle { side: 6 }).unwrap();
        let grids: [(&dyn Fn(u32) -> (Point, Vec<u32>), AnyGrid); 3] = [
            (&|c| (round.centre(c), round.neighbours(c).to_vec()), AnyGrid::Round(round.clone())),
            (&|c| (hex.centre(c), hex.neighbours(c).to_vec()), AnyGrid::Hex(hex.clone())),
            (&|c| (triangle.centre(c), triangle.neighbours(c).to_vec()), AnyGrid::Triangle(triangle.clone())),
        ];
        for (inner, any) in &grids {
            for c in 0..any.cell_count() as u32 {
                assert_eq!((any.centre(c), any.neighbours(c).to_vec()), inner(c), "{} cell {c}", any.name());
                assert_eq!(any.locate(any.centre(c)), Some(c));
            }
        }
        assert!(grids[0].1.rings().is_some() && grids[1].1.rings().is_none());
        assert_eq!(grids.map(|(_, g)| g.name()), ["round", "hex", "triangle"]);
    }
}
