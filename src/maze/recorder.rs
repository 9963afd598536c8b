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
