use rand::seq::SliceRandom;
use rand::{Rng, RngExt};

use super::*;
use crate::maze::generate::grids::carve;
use crate::maze::generate::{Algorithm, StartCorner, rng_from_seed};
use crate::maze::grid::{Cells, HexGrid, HexShape, RoundGrid, SquareGrid, TriangleGrid, TriangleShape, UpsilonGrid};

/// Kruskal written plainly, from the same seed: the walls as pairs of cells
/// in cell order, shuffled by rand's own shuffle, each opened when it joins
/// two parts; the tree as pairs of cells, the smaller first, in the order
/// they were opened.
fn plain_kruskal(cells: &Cells, rng: &mut impl Rng) -> Vec<(u32, u32)> {
    let mut walls = Vec::new();
    for c in 0..cells.len() as u32 {
        walls.extend(cells.of(c).iter().filter(|&&m| c < m).map(|&m| (c, m)));
    }
    walls.shuffle(rng);
    let mut parent: Vec<u32> = (0..cells.len() as u32).collect();
    let mut tree: Vec<(u32, u32)> = Vec::new();
    for (c, m) in walls {
        let (a, b) = (find(&mut parent, c), find(&mut parent, m));
        if a != b {
            parent[a.max(b) as usize] = a.min(b);
            tree.push((c, m));
        }
    }
    tree
}

fn sorted(passages: impl Iterator<Item = (u32, u32)>) -> Vec<(u32, u32)> {
    let mut all: Vec<(u32, u32)> = passages.collect();
    all.sort_unstable();
    all
}

/// Grid Kruskal's maze is plain Kruskal's tree, on every grid kind, both
/// as it opens the tree in cell order and as it tells a recorder (in the
/// order plain Kruskal opens the walls).
#[test]
fn kruskal_s_maze_is_plain_kruskal_s_tree_on_every_grid() {
    fn same<G: Grid + Clone>(grid: &G, what: &str) {
        for seed in 0..6 {
            let opened = plain_kruskal(grid.cells(), &mut rng_from_seed(seed));
            assert_eq!(opened.len(), grid.cell_count() - 1, "{what} {seed}: a spanning tree");
            let mut tree = opened.clone();
            tree.sort_unstable();
            let maze = carve(grid.clone(), Algorithm::Kruskal, StartCorner::TopLeft, &mut rng_from_seed(seed)).unwrap();
            assert_eq!(sorted(maze.passages()), tree, "{what} {seed}");
            let mut recorded = GridMaze::walled(grid.clone());
            let mut steps: Vec<(u32, u32)> = Vec::new();
            kruskal(&mut recorded, &mut rng_from_seed(seed), &mut steps);
            assert_eq!(steps, opened, "{what} {seed}: told in Kruskal's order");
            assert_eq!(sorted(recorded.passages()), tree, "{what} {seed}: recorded");
        }
    }
    same(&RoundGrid::new(9).unwrap(), "round 9");
    same(&RoundGrid::new(1).unwrap(), "round 1");
    same(&HexGrid::new(HexShape::Rectangle { cols: 23, rows: 17 }).unwrap(), "hex 23x17");
    same(&HexGrid::new(HexShape::Rectangle { cols: 1, rows: 2 }).unwrap(), "hex 1x2");
    same(&HexGrid::new(HexShape::Hexagon { radius: 7 }).unwrap(), "hexagon 7");
    same(&TriangleGrid::new(TriangleShape::Rectangle { cols: 25, rows: 12 }).unwrap(), "triangle 25x12");
    same(&TriangleGrid::new(TriangleShape::Triangle { side: 11 }).unwrap(), "triangle 11");
    same(&UpsilonGrid::new(9, 7).unwrap(), "upsilon 9x7");
    same(&SquareGrid::new(13, 8).unwrap(), "square 13x8");
}

/// The walls' order is what `shuffle` makes of the same list, drawn alike,
/// past the place where the shuffle starts to draw once a place, and on
/// either side of the places it draws ahead.
#[test]
fn the_walls_are_shuffled_as_rand_shuffles() {
    for walls in [0, 1, 2, 7, 1000, 131_072, 131_073, 131_136, 131_137, 300_001] {
        let list: Vec<u32> = (0..walls as u32).map(|w| w.wrapping_mul(2_654_435_761)).collect();
        let (mut theirs, mut mine) = (list.clone(), list);
        let (mut rng, mut my_rng) = (rng_from_seed(walls as u64), rng_from_seed(walls as u64));
        theirs.shuffle(&mut rng);
        shuffle(&mut mine, &mut my_rng);
        assert_eq!(mine, theirs, "{walls} walls");
        assert_eq!(my_rng.random::<u64>(), rng.random::<u64>(), "{walls} walls: the draws after");
    }
}

/// The union with both finds' first steps side by side answers as a plain
/// labelling of the parts does, for joins at random over few and many
/// cells (paths long and short, cells joined to themselves and to their
/// own parents), and keeps each part's smallest cell its root.
#[test]
fn union_answers_as_a_plain_labelling_of_the_parts() {
    for (cells, joins, seed) in [(1u32, 4, 1), (2, 10, 2), (9, 40, 3), (100, 400, 4), (5000, 20_000, 5)] {
        let mut rng = rng_from_seed(seed);
        let mut parent: Vec<u32> = (0..cells).collect();
        let mut label: Vec<u32> = (0..cells).collect();
        for j in 0..joins {
            let a = rng.random_range(..cells);
            // Now and then a cell and its own parent, or itself.
            let b = match j % 5 {
                0 => parent[a as usize],
                1 => a,
                _ => rng.random_range(..cells),
            };
            let (la, lb) = (label[a as usize], label[b as usize]);
            assert_eq!(union(&mut parent, a, b), la != lb, "{cells} cells, join {j}: {a} and {b}");
            if la != lb {
                let (keep, gone) = (la.min(lb), la.max(lb));
                label.iter_mut().filter(|l| **l == gone).for_each(|l| *l = keep);
            }
        }
        for c in 0..cells {
            assert_eq!(
                find(&mut parent, c),
                label[c as usize],
                "{cells} cells: {c}'s root is its part's smallest cell"
            );
        }
    }
}
