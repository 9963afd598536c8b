//! Recursive division with a draw for each chamber: the splits of
//! [`recursive_division`](super::recursive_division) (the short way across,
//! a coin for a square chamber, one gap), but each chamber's split comes
//! from one 64-bit value worked out from the chamber itself and a key drawn
//! once for the maze, and a chamber one cell thin is never split at all
//! (every wall across it would be its own gap, so it changes nothing). The
//! same look and the same lesson; other mazes from the same seed, which is
//! why it has a name of its own (`division-fast`) and `division` keeps its
//! mazes.
//!
//! Why it is faster: `division` must make `random_range`'s draws in the
//! order its stack of chambers makes them, chambers one cell thin included,
//! to keep its mazes, so each split waits on the one before (the stack's
//! top, the generator's state). Here a chamber's split depends on nothing
//! but the chamber, so the order is free: unwatched, the chambers are split
//! as a queue, oldest first, and the processor works on many at once;
//! watched, they are split from a stack, as `division` splits them and as
//! its lesson reads them, and the maze is the same.

use std::hint::select_unpredictable;

use rand::Rng;

use super::division::{room_tiles, wall_tiles};
use super::division_bits::WallBits;
use crate::maze::grid::{Maze, Tile};
use crate::maze::recorder::Recorder;

/// A chamber as four 16-bit fields of a word, lowest first: its first column,
/// first row, columns and rows, in cells. Every chamber of one maze is a
/// different rectangle, so a different word.
type Chamber = u64;

/// The chamber at column `x`, row `y`, `cw` columns by `ch` rows.
fn chamber(x: u32, y: u32, cw: u32, ch: u32) -> Chamber {
    let field = |n: u32| u64::from(u16::try_from(n).expect("a board's sides fit in 16 bits"));
    field(x) | field(y) << 16 | field(cw) << 32 | field(ch) << 48
}

/// The random value of chamber `c` in the maze keyed `key`: splitmix64's
/// output with the chamber's word as its counter (a bijection of the word,
/// mixed so that each output bit depends on every input bit).
#[inline(always)]
fn draw(key: u64, c: Chamber) -> u64 {
    let mut z = key.wrapping_add(c.wrapping_mul(0x9E37_79B9_7F4A_7C15));
    z = (z ^ z >> 30).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ z >> 27).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ z >> 31
}

/// One chamber's split: its wall and its two parts.
struct Split {
    /// Whether the wall runs across (between two cell rows) rather than down.
    across: bool,
    /// The wall lies after this cell row (across) or column (down).
    line: usize,
    /// Its first cell along it, its length in cells, and its gap's cell
    /// counted from its first.
    start: usize,
    run: usize,
    gap: usize,
    /// The parts, above and below (or left and right) of the wall, and
    /// whether each is split in turn (two cells or more both ways).
    parts: [(Chamber, bool); 2],
}

/// How chamber `c` (two cells or more both ways) is split in the maze keyed
/// `key`. Of its value, the low 32 bits place the wall (below the chamber's
/// size across less one, by a multiply and a shift), bits 32 to 62 its gap,
/// and bit 63 is the coin that turns a square chamber's wall: the multiply
/// and shift leave a bias of under one in a million for boards up to 2,000
/// cells a side (the range over 2³¹), where `random_range` would draw again.
#[inline(always)]
fn split(key: u64, c: Chamber) -> Split {
    let value = draw(key, c);
    let field = |i: u32| (c >> (16 * i)) as u32 & 0xffff;
    let (x, y, cw, ch) = (field(0), field(1), field(2), field(3));
    // Selects, not branches: which way a chamber is cut is a coin toss to
    // the processor.
    let across = (ch > cw) | ((ch == cw) & (value >> 63 == 0));
    let pick = |a: u32, b: u32| select_unpredictable(across, a, b);
    let (along, size_across) = (pick(cw, ch), pick(ch, cw));
    let k = (((value & 0xffff_ffff) * u64::from(size_across - 1)) >> 32) as u32;
    let gap = (((value >> 32 & 0x7fff_ffff) * u64::from(along)) >> 31) as u32;
    // The parts: `k + 1` rows (or columns) first, the rest second, as word
    // arithmetic on the fields cut (the size) and moved (the origin).
    let cut = u64::from(k + 1);
    let (size_at, origin_at) = select_unpredictable(across, (48, 16), (32, 0));
    let first = c & !(0xffff << size_at) | cut << size_at;
    let second = c + (cut << origin_at) - (cut << size_at);
    Split {
        across,
        line: (pick(y, x) + k) as usize,
        start: pick(x, y) as usize,
        run: along as usize,
        gap: gap as usize,
        parts: [(first, cut >= 2), (second, u64::from(size_across) - cut >= 2)],
    }
}

/// Builds a maze by recursive division, with a draw for each chamber made
/// from a key drawn once from `rng` (the only draw this takes from it).
///
/// Unwatched, walls are bits while the maze is built and the tiles are
/// written once at the end; watched, the room is opened and each wall put up
/// tile by tile in the order of a stack of chambers, as `division` does, so
/// that its lesson reads the same.
pub fn division_fast<R: Rng + ?Sized, Rec: Recorder + ?Sized>(maze: &mut Maze, rng: &mut R, rec: &mut Rec) {
    let (w, h, cols, rows) = (maze.width(), maze.height(), maze.cell_columns(), maze.cell_rows());
    let key = rng.next_u64();
    let room = chamber(0, 0, cols as u32, rows as u32);
    let splits = cols.min(rows) >= 2;
    if !rec.keeps_steps() {
        let mut walls = WallBits::new(cols, rows);
        split_queue(key, room, splits, |s| walls.wall(s.across, s.line, s.start, s.run, s.gap));
        walls.write_tiles(maze.tiles_mut(), w);
        return;
    }
    let tiles = maze.tiles_mut();
    let mut set = |tiles: &mut [Tile], i: usize, tile: Tile| {
        if tiles[i] != tile {
            tiles[i] = tile;
            rec.record_index(i, w, tile);
        }
    };
    room_tiles(w, h).for_each(|i| set(tiles, i, Tile::Floor));
    // The chambers waiting, the second part of a split on top.
    let mut stack = if splits { vec![room] } else { Vec::new() };
    while let Some(c) = stack.pop() {
        let s = split(key, c);
        for i in wall_tiles(w, s.across, s.line, s.start, s.run, s.gap) {
            set(tiles, i, Tile::Wall);
        }
        stack.extend(s.parts.iter().filter(|p| p.1).map(|p| p.0));
    }
}

/// Splits `room` (if `splits`) and every part two cells or more both ways,
/// oldest first, calling `wall` with each split. No split waits on the one
/// before, so the processor overlaps many.
#[inline(always)]
fn split_queue(key: u64, room: Chamber, splits: bool, mut wall: impl FnMut(&Split)) {
    // Room for the parts waiting and two more written past them; it grows
    // (a predictable test) when that is short.
    let mut queue = vec![room; 1024];
    let (mut next, mut end) = (0, usize::from(splits));
    while next < end {
        let s = split(key, queue[next]);
        next += 1;
        wall(&s);
        if end + 2 > queue.len() {
            queue.resize(2 * queue.len(), 0);
        }
        for (part, splits) in s.parts {
            queue[end] = part;
            end += usize::from(splits);
        }
    }
}

#[cfg(test)]
#[path = "division_fast_tests.rs"]
mod tests;
