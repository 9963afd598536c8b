use super::*;
use crate::maze::generate::grids::trees::ranks;
use crate::maze::generate::rng_from_seed;
use crate::maze::grid::{Grid, HexGrid, HexShape, RoundGrid, SquareGrid, TriangleGrid, TriangleShape, UpsilonGrid};

/// Kruskal written plainly: every wall in rank order, opened when it joins
/// two parts; the tree as pairs of cells, the smaller first, sorted.
fn plain_kruskal(cells: &Cells, rank: &[u32]) -> Vec<(u32, u32)> {
    let mut walls = Vec::new();
    for c in 0..cells.len() as u32 {
        walls.extend(cells.of(c).iter().filter(|&&m| c < m).map(|&m| (c, m)));
    }
    let mut order: Vec<usize> = (0..walls.len()).collect();
    order.sort_by_key(|&w| rank[w]);
    let mut parent: Vec<u32> = (0..cells.len() as u32).collect();
    let mut tree: Vec<(u32, u32)> = Vec::new();
    for w in order {
        let (c, m) = walls[w];
        let (a, b) = (find(&mut parent, c), find(&mut parent, m));
        if a != b {
            parent[a.max(b) as usize] = a.min(b);
            tree.push((c, m));
        }
    }
    tree.sort_unstable();
    tree
}

/// The tree [`fresh_tree`] finds, as sorted pairs, each wall's key checked
/// to hold its rank.
fn fresh<G: Grid>(grid: &G, rank: &[u32]) -> Vec<(u32, u32)> {
    let cells = grid.cells();
    let mut tree = Vec::new();
    fresh_tree(cells, rank.to_vec(), |key| {
        let (c, k) = cell_side(key);
        let m = cells.of(c)[k];
        assert!(c < m, "a wall is keyed from its first cell");
        assert_eq!(key >> 32, u64::from(rank_of(cells, rank, c, m)), "the key holds the wall's rank");
        tree.push((c, m));
    });
    // Two parts of the Borůvka rounds whose lightest wall is the same one
    // both hand it over (the caller sorts them out).
    tree.sort_unstable();
    tree.dedup();
    tree
}

/// The rank of the wall between `c < m`: its place in cell order.
fn rank_of(cells: &Cells, rank: &[u32], c: u32, m: u32) -> u32 {
    let mut wall = 0;
    for x in 0..cells.len() as u32 {
        for &y in cells.of(x) {
            if x < y {
                if (x, y) == (c, m) {
                    return rank[wall];
                }
                wall += 1;
            }
        }
    }
    panic!("{c}-{m} is no wall")
}

/// The tree of the pass on the grid (each cell's lightest wall, then the
/// Borůvka rounds on the walls between the parts) is plain Kruskal's, on
/// every grid kind.
#[test]
fn the_first_pass_finds_plain_kruskal_s_tree_on_every_grid() {
    fn same<G: Grid>(grid: &G, what: &str) {
        let cells = grid.cells();
        for seed in 0..6 {
            let rank = ranks(cells.slot_count() / 2, &mut rng_from_seed(seed));
            let plain = plain_kruskal(cells, &rank);
            assert_eq!(plain.len(), cells.len() - 1, "{what} {seed}: a spanning tree");
            assert_eq!(fresh(grid, &rank), plain, "{what} {seed}");
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
