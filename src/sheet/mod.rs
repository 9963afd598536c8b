//! Printable worksheets: a number of mazes laid out on pages of A4 or Letter
//! paper, each with its code, a title and a name and date line, the panda at
//! each entrance and a bamboo at each exit, and answer pages with the routes
//! drawn. [`layout`] decides where everything goes, as plain [`marks`];
//! [`svg`] and (feature `pdf`) `pdf` only write those marks down.

pub mod drawing;
pub mod grids;
pub mod layers;
pub mod layout;
pub mod marks;
pub mod svg;

#[cfg(feature = "pdf")]
mod cjk;
#[cfg(feature = "pdf")]
pub mod pdf;

pub use layout::{
    MAX_PER_PAGE, MIN_CELL_PT, Paper, Placed, SheetMaze, SheetOptions, largest_readable, page, page_count, pages,
    place, puzzle_pages,
};

use crate::maze::{GenerateError, MazeSpec};

impl SheetMaze {
    /// The maze `spec` names, with its code, its items and its shortest
    /// route (with items, the shortest full clear).
    pub fn new(spec: &MazeSpec) -> Result<SheetMaze, GenerateError> {
        let maze = spec.generate()?;
        let items = spec.place_items(&maze);
        let route = if items.is_empty() {
            crate::maze::solve::shortest_route(&maze, maze.entrance, maze.exit)
        } else {
            crate::maze::items::solve(&maze, &items, crate::maze::items::Progress::start(&maze), true)
        };
        Ok(SheetMaze { code: spec.code(), maze, route: route.unwrap_or_default(), items })
    }
}

/// `count` mazes like `first`, its seed counting up from `first.seed` (so
/// the sheet is remade from its first seed, and each maze from its code).
pub fn mazes_like(first: &MazeSpec, count: usize) -> Result<Vec<SheetMaze>, GenerateError> {
    (0..count as u64).map(|i| SheetMaze::new(&MazeSpec { seed: first.seed.wrapping_add(i), ..*first })).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mazes_like_count_their_seeds_up() {
        let first = MazeSpec::new(11, 9, u64::MAX);
        let mazes = mazes_like(&first, 3).unwrap();
        let seeds: Vec<u64> = mazes.iter().map(|m| MazeSpec::from_code(&m.code).unwrap().seed).collect();
        assert_eq!(seeds, vec![u64::MAX, 0, 1]);
        for m in &mazes {
            assert_eq!(m.route.first(), Some(&m.maze.entrance));
            assert_eq!(m.route.last(), Some(&m.maze.exit));
            assert!(m.maze.is_walk(&m.route));
        }
    }

    #[test]
    fn a_code_with_items_prints_them_and_its_full_clear() {
        use crate::maze::items::{KeyKind, optimum};
        use marks::{Mark, Rgb};
        let spec = MazeSpec::from_code("growing-tree-mix:50-19x19.s2-k2-1kqee.a").unwrap();
        let with = SheetMaze::new(&spec).unwrap();
        assert_eq!((with.items.bamboo.len(), with.items.doors.len()), (2, 2));
        assert_eq!(with.route.len() - 1, optimum(&with.maze, &with.items).unwrap(), "the answer is the full clear");
        assert!(with.maze.is_walk(&with.route));
        let plain = SheetMaze { items: Default::default(), ..with.clone() };
        let options = SheetOptions { paper: Paper::A4, per_page: 1, solutions: true, chinese: false };
        let sun = KeyKind::Sun.rgb().map(|c| f32::from(c) / 255.0);
        let fills_sun = |mazes: &[SheetMaze]| {
            pages(mazes, &options)
                .iter()
                .flat_map(|p| &p.marks)
                .any(|m| matches!(m, Mark::Fill { colour: Rgb(r, g, b), .. } if [*r, *g, *b] == sun))
        };
        assert!(fills_sun(std::slice::from_ref(&with)), "the sun key and door are drawn");
        assert!(!fills_sun(&[plain]), "nothing of the sun's colour without items");
    }
}
