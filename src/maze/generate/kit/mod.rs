//! The machinery the generators share, so that `generate/` keeps one file per
//! algorithm: the cell view of a board and uniform picks ([`cells`]), the
//! visited bits with a border ring and the depth-first walk of the generators
//! that step from cell to cell ([`padded`]), the minimum spanning tree that
//! Kruskal and true Prim both make ([`mst`]), the maze rng's arithmetic
//! ([`pcg`]), its outputs read from a buffer ([`stream`]), and a hint to fetch
//! memory ahead of random reads and writes ([`prefetch`]).

pub(super) mod cells;
pub(super) mod mst;
mod mst_rows;
mod mst_write;
pub(crate) mod padded;
pub(crate) mod pcg;
pub(crate) mod prefetch;
pub(super) mod stream;
