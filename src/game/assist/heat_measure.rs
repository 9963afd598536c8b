//! What the heat map measures ([`HeatMeasure`]): the distance map and,
//! worked out with it (off the frame on huge boards), what the drawers need
//! so that no pass over every tile is left to the frame.

use crate::game::board::CHUNK_SIDE;
use crate::maze::distance::{UNREACHED, distances};
use crate::maze::{Maze, Pos};

/// A distance map and what the drawers need of it, worked out together
/// (off the frame on huge boards, so no pass over every tile is left to the frame).
#[derive(Debug, Default, Clone, PartialEq)]
pub struct HeatMeasure {
    /// Steps from the source to every tile ([`HeatView::dist`](super::heat::HeatView::dist)).
    pub dist: Vec<u32>,
    /// The farthest distance.
    pub max: u32,
    /// Each chunk's nearest and farthest reached distance ([`HeatView::blocks`](super::heat::HeatView::blocks); chunked boards).
    pub blocks: Vec<Option<(u32, u32)>>,
    /// Every reached tile nearest first ([`HeatView::order`](super::heat::HeatView::order); tile boards).
    pub order: Vec<(Pos, u32)>,
}

impl HeatMeasure {
    /// Measures `maze` from `source`, with the chunks' ranges on a chunked
    /// board and the tiles in order on a tile board.
    pub fn of(maze: &Maze, source: Pos, chunked: bool) -> Self {
        let dist = distances(maze, source);
        let max = dist.iter().copied().filter(|&d| d != UNREACHED).max().unwrap_or(0);
        let (mut blocks, mut order) = (Vec::new(), Vec::new());
        if chunked {
            blocks = block_ranges(maze.width(), &dist);
        } else {
            order =
                dist.iter().enumerate().filter(|&(_, &d)| d != UNREACHED).map(|(i, &d)| (maze.pos_of(i), d)).collect();
            order.sort_by_key(|&(_, d)| d);
        }
        Self { dist, max, blocks, order }
    }
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

    #[test]
    fn block_ranges_are_each_chunks_nearest_and_farthest_reached_tile() {
        // Two chunks across and two down, the last ones partial; a shape leaves unreached tiles.
        let maze = MazeSpec::new(101, 71, 5).generate().unwrap();
        let dist = distances(&maze, maze.exit);
        let measured = HeatMeasure::of(&maze, maze.exit, true);
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
        let tiles = HeatMeasure::of(&maze, maze.exit, false);
        assert!(tiles.blocks.is_empty() && tiles.order.first() == Some(&(maze.exit, 0)));
        assert!(tiles.order.windows(2).all(|w| w[0].1 <= w[1].1));
    }
}
