//! What the heat map measures ([`HeatMeasure`]) on any grid: the distance
//! map and, worked out with it (off the frame on big boards), what the
//! drawers need so that no pass over every cell is left to the frame.

use crate::game::board::CHUNK_SIDE;
use crate::maze::distance::UNREACHED;

/// A distance map and what the drawers need of it, worked out together
/// (off the frame on big boards, so no pass over every cell is left to the frame).
#[derive(Debug, Default, Clone, PartialEq)]
pub struct HeatMeasure {
    /// Steps from the source to every cell ([`HeatView::dist`](super::heat::HeatView::dist)).
    pub dist: Vec<u32>,
    /// The farthest distance.
    pub max: u32,
    /// Each chunk's nearest and farthest reached distance ([`HeatView::blocks`](super::heat::HeatView::blocks); chunked square boards).
    pub blocks: Vec<Option<(u32, u32)>>,
    /// Every reached cell nearest first ([`HeatView::order`](super::heat::HeatView::order); every other board).
    pub order: Vec<u32>,
}

impl HeatMeasure {
    /// What the drawers need of the distances `dist`: with `chunks`, a
    /// chunked square board's width in tiles, the chunks' ranges; else the
    /// cells reached in order.
    pub fn of(dist: Vec<u32>, chunks: Option<usize>) -> Self {
        let max = dist.iter().copied().filter(|&d| d != UNREACHED).max().unwrap_or(0);
        let (blocks, order) = match chunks {
            Some(width) => (block_ranges(width, &dist), Vec::new()),
            None => (Vec::new(), nearest_first(&dist, max)),
        };
        Self { dist, max, blocks, order }
    }
}

/// The cells reached in `dist` (at most `max` steps away), nearest first
/// and in cell order within a distance (a counting sort).
fn nearest_first(dist: &[u32], max: u32) -> Vec<u32> {
    let mut starts = vec![0usize; max as usize + 2];
    for &d in dist.iter().filter(|&&d| d != UNREACHED) {
        starts[d as usize + 1] += 1;
    }
    for d in 1..starts.len() {
        starts[d] += starts[d - 1];
    }
    let mut order = vec![0; starts[max as usize + 1]];
    for (c, &d) in dist.iter().enumerate().filter(|&(_, &d)| d != UNREACHED) {
        order[starts[d as usize]] = c as u32;
        starts[d as usize] += 1;
    }
    order
}

/// The nearest and farthest reached distance in each block of
/// [`CHUNK_SIDE`]² tiles of `dist` (rows of `width` tiles), row by row.
pub fn block_ranges(width: usize, dist: &[u32]) -> Vec<Option<(u32, u32)>> {
    let per_row = width.div_ceil(CHUNK_SIDE);
    let rows = dist.len().checked_div(width).unwrap_or(0);
    let mut ranges: Vec<Option<(u32, u32)>> = vec![None; per_row * rows.div_ceil(CHUNK_SIDE)];
    for (y, row) in dist.chunks_exact(width.max(1)).enumerate() {
        let base = (y / CHUNK_SIDE) * per_row;
        for (range, part) in ranges[base..base + per_row].iter_mut().zip(row.chunks(CHUNK_SIDE)) {
            // UNREACHED is u32::MAX: the nearest needs no test, the farthest skips it.
            let lo = part.iter().copied().min().unwrap_or(UNREACHED);
            if lo == UNREACHED {
                continue;
            }
            let hi = part.iter().copied().filter(|&d| d != UNREACHED).max().unwrap_or(lo);
            *range = Some(range.map_or((lo, hi), |(a, b)| (a.min(lo), b.max(hi))));
        }
    }
    ranges
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::maze::MazeSpec;
    use crate::maze::distance::distances;

    #[test]
    fn block_ranges_are_each_chunks_nearest_and_farthest_reached_tile() {
        // Two chunks across and two down, the last ones partial; a shape leaves unreached tiles.
        let maze = MazeSpec::new(101, 71, 5).generate().unwrap();
        let dist = distances(&maze, maze.exit);
        let measured = HeatMeasure::of(dist.clone(), Some(maze.width()));
        assert_eq!((measured.dist.as_slice(), measured.max), (dist.as_slice(), crate::maze::heat::reach(&dist)));
        assert!(measured.order.is_empty(), "chunked boards need no order");
        let mut want = vec![None; 4];
        for (i, &d) in dist.iter().enumerate().filter(|&(_, &d)| d != UNREACHED) {
            let p = maze.pos_of(i);
            let at = (p.y / CHUNK_SIDE) * 2 + p.x / CHUNK_SIDE;
            want[at] = Some(want[at].map_or((d, d), |(lo, hi): (u32, u32)| (lo.min(d), hi.max(d))));
        }
        assert_eq!(measured.blocks, want);
        assert_eq!(block_ranges(3, &[UNREACHED; 6]), vec![None]);
        // Tile boards get the reached tiles nearest first, no blocks.
        let tiles = HeatMeasure::of(dist.clone(), None);
        assert!(tiles.blocks.is_empty() && tiles.order.first() == Some(&(maze.index(maze.exit) as u32)));
        let reached: Vec<u32> = (0..dist.len() as u32).filter(|&c| dist[c as usize] != UNREACHED).collect();
        assert_eq!(tiles.order.len(), reached.len(), "every reached tile, once");
        // Nearest first, and in cell order within a distance.
        assert!(tiles.order.windows(2).all(|w| (dist[w[0] as usize], w[0]) < (dist[w[1] as usize], w[1])));
    }
}
