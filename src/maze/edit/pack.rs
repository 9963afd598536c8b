//! Packing a drawn shape into few characters: each cell's flag is coded by
//! an adaptive binary arithmetic coder ([`coder`](super::coder)) that
//! predicts it from up to four nearby cells coded before it (the nearest,
//! by centre, among its neighbours and theirs), so a smooth outline costs
//! little more than its edge. A shape alike on both sides of the grid's
//! upright middle line is read in mirror mode instead: a cell whose mirror
//! image was coded before it is coded as whether it differs from it, which
//! for a symmetric shape costs almost nothing, so such a shape takes little
//! more than its half. The writer takes whichever mode is shorter. It works
//! on any grid: the grid alone says which cells are near and which mirror
//! each other.

use super::coder::{Reader, Writer};
use crate::maze::grid::{Grid, Point};

/// The most base-36 characters a packed shape may take (a shape past it
/// is too intricate to share by code; a save file keeps it).
pub const MAX_PACKED_CHARS: usize = 4000;

/// How many earlier cells predict a cell.
const CONTEXT_CELLS: usize = 4;

/// For each cell, the earlier cells that predict it, nearest first.
fn contexts<G: Grid>(grid: &G) -> Vec<Vec<u32>> {
    (0..grid.cell_count() as u32)
        .map(|c| {
            let here = grid.centre(c);
            let mut near: Vec<u32> = Vec::new();
            for &m in grid.neighbours(c) {
                for &k in std::iter::once(&m).chain(grid.neighbours(m)) {
                    if k < c && !near.contains(&k) {
                        near.push(k);
                    }
                }
            }
            near.sort_by(|&a, &b| {
                grid.centre(a).distance(here).total_cmp(&grid.centre(b).distance(here)).then(a.cmp(&b))
            });
            near.truncate(CONTEXT_CELLS);
            near
        })
        .collect()
}

/// The adaptive model: counts of outs and ins seen in each context.
struct Model {
    counts: Vec<[u32; 2]>,
}

impl Model {
    fn new() -> Self {
        Self { counts: vec![[0, 0]; MIRROR_CONTEXT + 1] }
    }

    /// The context of a cell from the cells near it, and whether to flip:
    /// a context whose nearest cell is in is read as its mirror (every cell
    /// flipped, the cell too), so an edge teaches both sides of it.
    fn context(near: &[u32], cells: &[bool]) -> (usize, bool) {
        let flip = near.first().is_some_and(|&k| cells[k as usize]);
        let bits = near.iter().enumerate().fold(0, |acc, (i, &k)| acc | (usize::from(cells[k as usize] ^ flip) << i));
        ((near.len() << CONTEXT_CELLS) | bits, flip)
    }

    /// The odds of "out" in `ctx` as `(n0, total)`: an estimate over the
    /// cells seen with a quarter of a cell of each kind added, starting from
    /// the context's own cells as if seen (a mirrored cell from one cell like
    /// its image); the counts are halved now and then so they keep adapting.
    fn odds(&mut self, ctx: usize) -> (u64, u64) {
        let c = &mut self.counts[ctx];
        if *c == [0, 0] {
            let (len, bits) = (ctx >> CONTEXT_CELLS, ctx & ((1 << CONTEXT_CELLS) - 1));
            let ins = bits.count_ones();
            *c = if ctx == MIRROR_CONTEXT { [1, 0] } else { [len as u32 - ins, ins] };
        }
        let [a, b] = *c;
        (u64::from(4 * a + 1), u64::from(4 * (a + b) + 2))
    }

    fn learn(&mut self, ctx: usize, bit: bool) {
        let c = &mut self.counts[ctx];
        c[usize::from(bit)] += 1;
        if c[0] + c[1] > 250 {
            *c = [c[0].div_ceil(2), c[1].div_ceil(2)];
        }
    }
}

/// For each cell, its mirror image across the grid's upright middle line,
/// when that is a cell coded before it (`None` otherwise).
fn mirrors<G: Grid>(grid: &G) -> Vec<Option<u32>> {
    let (lo, hi) = grid.bounds();
    let close = grid.max_step() * 1e-3;
    (0..grid.cell_count() as u32)
        .map(|c| {
            let p = grid.centre(c);
            let image = Point::new(lo.x + hi.x - p.x, p.y);
            grid.locate(image).filter(|&m| m < c && grid.centre(m).distance(image) < close)
        })
        .collect()
}

/// The one adaptive context of a mirrored cell: whether it differs from its image.
const MIRROR_CONTEXT: usize = (CONTEXT_CELLS + 1) << CONTEXT_CELLS;

/// Codes the flags `cells` of `grid`'s cells (one a cell) into `w`: one
/// choice between reading the shape as is and reading each cell with a
/// mirror image as whether it differs from it (the shorter is taken), then
/// each cell.
pub fn write_shape<G: Grid>(w: &mut Writer, grid: &G, cells: &[bool]) {
    assert_eq!(cells.len(), grid.cell_count(), "one flag a cell");
    let mirrors = mirrors(grid);
    let mut plain = Writer::default();
    code_cells(&mut plain, grid, cells, None);
    let mut mirrored = Writer::default();
    code_cells(&mut mirrored, grid, cells, Some(&mirrors));
    let use_mirror = mirrored.bits_so_far() < plain.bits_so_far();
    w.uniform(u64::from(use_mirror), 2);
    code_cells(w, grid, cells, use_mirror.then_some(&mirrors));
}

fn code_cells<G: Grid>(w: &mut Writer, grid: &G, cells: &[bool], mirrors: Option<&Vec<Option<u32>>>) {
    let mut model = Model::new();
    for (c, near) in contexts(grid).iter().enumerate() {
        let (ctx, flip) = match mirrors.and_then(|m| m[c]) {
            Some(m) => (MIRROR_CONTEXT, cells[m as usize]),
            None => Model::context(near, cells),
        };
        let (n0, total) = model.odds(ctx);
        let bit = cells[c] ^ flip;
        if bit {
            w.code(n0, total, total);
        } else {
            w.code(0, n0, total);
        }
        model.learn(ctx, bit);
    }
}

/// Reads [`write_shape`]'s flags back, one a cell of `grid`.
pub fn read_shape<G: Grid>(r: &mut Reader, grid: &G) -> Vec<bool> {
    let mirrored = r.uniform(2) == 1;
    let mirrors = mirrored.then(|| mirrors(grid));
    let mut model = Model::new();
    let mut cells = vec![false; grid.cell_count()];
    for (c, near) in contexts(grid).iter().enumerate() {
        let (ctx, flip) = match mirrors.as_ref().and_then(|m| m[c]) {
            Some(m) => (MIRROR_CONTEXT, cells[m as usize]),
            None => Model::context(near, &cells),
        };
        let (n0, total) = model.odds(ctx);
        let bit = r.peek(total) >= n0;
        if bit {
            r.take(n0, total, total);
        } else {
            r.take(0, n0, total);
        }
        cells[c] = bit ^ flip;
        model.learn(ctx, bit);
    }
    cells
}

/// Packs the flags `cells` of `grid`'s cells alone as base-36 text.
pub fn pack<G: Grid>(grid: &G, cells: &[bool]) -> String {
    let mut w = Writer::default();
    write_shape(&mut w, grid, cells);
    w.finish()
}

/// Reads [`pack`]'s text back into one flag a cell of `grid`; `None` when
/// the text is not what `pack` writes for any shape of this grid.
pub fn unpack<G: Grid>(grid: &G, text: &str) -> Option<Vec<bool>> {
    if text.len() > MAX_PACKED_CHARS {
        return None;
    }
    let cells = read_shape(&mut Reader::new(text)?, grid);
    // One text a shape: what packs back differently was never written.
    (pack(grid, &cells) == text).then_some(cells)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::maze::grid::{HexGrid, HexShape, RoundGrid, SquareGrid};

    fn round_trip<G: Grid>(grid: G, inside: impl Fn(u32) -> bool) -> String {
        let cells: Vec<bool> = (0..grid.cell_count() as u32).map(inside).collect();
        let text = pack(&grid, &cells);
        assert_eq!(unpack(&grid, &text), Some(cells), "{}: {text}", grid.name());
        text
    }

    #[test]
    fn shapes_pack_and_unpack_on_every_grid() {
        round_trip(SquareGrid::new(45, 51).unwrap(), |c| c % 3 == 0);
        round_trip(SquareGrid::new(45, 51).unwrap(), |_| true);
        round_trip(SquareGrid::new(4, 4).unwrap(), |_| false);
        round_trip(RoundGrid::new(12).unwrap(), |c| c < 200);
        let hex = HexGrid::new(HexShape::Hexagon { radius: 9 }).unwrap();
        let mid = hex.centre(0);
        round_trip(hex.clone(), |c| hex.centre(c).distance(mid) < 6.0);
        // A disc on a Hard board packs into a few characters.
        let square = SquareGrid::new(45, 51).unwrap();
        let disc = round_trip(square.clone(), |c| square.centre(c).distance(Point::new(22.5, 25.5)) < 18.0);
        // 2295 cells, 444 characters of raw bits: the disc takes 44.
        assert!(disc.len() < 50, "{disc}");
    }

    #[test]
    fn a_symmetric_shape_packs_in_mirror_mode_into_little_more_than_its_half() {
        let square = SquareGrid::new(45, 51).unwrap();
        let star = crate::maze::mask::Mask::shape(crate::maze::mask::Shape::Star, 45, 51).unwrap();
        let mirrored = round_trip(square.clone(), |c| star.inside_cell(c as usize));
        // The same star one column to the right: no longer symmetric about the board's middle.
        let moved = round_trip(square.clone(), |c| c % 45 > 0 && star.inside_cell(c as usize - 1));
        // Measured: 39 and 64 characters.
        assert!(mirrored.len() * 10 < moved.len() * 7, "{mirrored} / {moved}");
        let round = RoundGrid::new(10).unwrap();
        let (lo, hi) = round.bounds();
        let mid = Point::new((lo.x + hi.x) / 2.0, (lo.y + hi.y) / 2.0);
        // A keyhole: a disc and a slot below it, symmetric on a round grid too.
        round_trip(round.clone(), |c| {
            let p = round.centre(c);
            p.distance(mid) < 5.0 || ((p.x - mid.x).abs() < 1.5 && p.y > mid.y)
        });
    }

    #[test]
    fn text_that_was_never_written_is_refused() {
        let grid = SquareGrid::new(10, 10).unwrap();
        let cells: Vec<bool> = (0..100).map(|c| c % 7 < 3).collect();
        let text = pack(&grid, &cells);
        assert_eq!(unpack(&grid, &format!("{text}0")), None, "a digit more");
        assert_eq!(unpack(&grid, "0"), None);
        assert_eq!(unpack(&grid, &"z".repeat(MAX_PACKED_CHARS + 1)), None);
    }
}
