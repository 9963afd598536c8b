//! The [`Recorder`] that watches a maze being made: told of every tile a
//! generator (or braiding) changes, in order. It lives on its own so that the
//! generators and braiding can both use it without importing each other.

use super::grid::{Pos, Tile};

/// Watches a generator work: told of every tile it changes, in order.
///
/// `()` records nothing and costs nothing (the calls compile away);
/// `Vec<(Pos, Tile)>` keeps every step, e.g. to animate the generation.
pub trait Recorder {
    /// Tile `at` has just become `now`.
    fn record(&mut self, at: Pos, now: Tile);

    /// Tile number `index` of a board `width` tiles wide (row by row from the
    /// top) has just become `now`. Generators that work on flat indices call
    /// this, so that a recorder that keeps nothing costs them no division.
    #[inline]
    fn record_index(&mut self, index: usize, width: usize, now: Tile) {
        self.record(Pos::new(index % width, index / width), now);
    }

    /// Whether this recorder keeps the steps at all. When it does not, a
    /// generator may carve in its own order (e.g. write the board in one
    /// pass at the end), since nobody watches the order.
    #[inline]
    fn keeps_steps(&self) -> bool {
        true
    }

    /// The generator looked at tile `at` and left it as it was: a wall
    /// Kruskal leaves standing (its two sides are already joined), a cell a
    /// random walk steps onto. Only the classroom's lesson listens; by
    /// default (and for `()` and a plain list of steps) nothing happens, and
    /// no generator draws a random number differently for it.
    #[inline(always)]
    fn look(&mut self, _at: Pos) {}
}

impl Recorder for () {
    #[inline(always)]
    fn record(&mut self, _at: Pos, _now: Tile) {}

    #[inline(always)]
    fn record_index(&mut self, _index: usize, _width: usize, _now: Tile) {}

    #[inline(always)]
    fn keeps_steps(&self) -> bool {
        false
    }
}

impl Recorder for Vec<(Pos, Tile)> {
    fn record(&mut self, at: Pos, now: Tile) {
        self.push((at, now));
    }
}

/// Watches a generator carve on a cell grid (round, hex, triangle): told of
/// every passage it opens, in the order it opens them, as the pair of cells.
///
/// `()` records nothing and costs nothing; `Vec<(u32, u32)>` keeps every
/// passage, e.g. to replay the carving on the board.
pub trait PassageRecorder {
    /// The passage between cells `a` and `b` has just been opened.
    fn opened(&mut self, a: u32, b: u32);

    /// As [`PassageRecorder::opened`], from a walk that opens each passage
    /// from a cell it has reached to a new one (the backtracker): `b` is
    /// `depth` passages from the walk's first cell along the passages opened.
    /// By default the same as `opened`.
    #[inline(always)]
    fn opened_at_depth(&mut self, a: u32, b: u32, _depth: u32) {
        self.opened(a, b);
    }

    /// As [`PassageRecorder::opened`] for each passage along `path` in
    /// turn (`path[0]` to `path[1]`, then `path[1]` to `path[2]`, …), from a
    /// walk that joins the passages opened before only at its last cell
    /// (Wilson's): no passage had reached any of its other cells, unless it
    /// starts at a cell already reached (and then none had reached the rest).
    /// By default `opened` for each.
    #[inline(always)]
    fn opened_path(&mut self, path: &[u32]) {
        for pair in path.windows(2) {
            self.opened(pair[0], pair[1]);
        }
    }

    /// Whether this recorder is told anything at all: a generator may then
    /// skip gathering a path it would only tell it of
    /// ([`PassageRecorder::opened_path`]).
    #[inline(always)]
    fn listens(&self) -> bool {
        true
    }

    /// Whether this recorder keeps the passages at all: a generator that
    /// opens passages out of order for speed (Kruskal) sorts them into its
    /// own order only for one that does.
    #[inline]
    fn keeps_steps(&self) -> bool {
        true
    }
}

impl PassageRecorder for () {
    #[inline(always)]
    fn opened(&mut self, _a: u32, _b: u32) {}

    #[inline(always)]
    fn listens(&self) -> bool {
        false
    }

    #[inline(always)]
    fn keeps_steps(&self) -> bool {
        false
    }
}

impl PassageRecorder for Vec<(u32, u32)> {
    fn opened(&mut self, a: u32, b: u32) {
        self.push((a, b));
    }
}
