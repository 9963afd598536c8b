use rand::{Rng, RngExt};

use super::Rows;
use crate::maze::generate::eller_levels::fill;
use crate::maze::generate::{Algorithm, MazeSpec, rng_from_seed};
use crate::maze::grid::Tile;
use crate::maze::{Maze, Pos};

#[test]
fn fill_keeps_the_state_of_the_last_cell_that_set_or_cleared_it() {
    let mut rng = rng_from_seed(3);
    for _ in 0..2000 {
        let (a, b) = (rng.next_u64(), rng.next_u64());
        // Sparse and dense events, never both on one cell.
        let (set, clear) = if rng.random_bool(0.5) { (a & b & rng.next_u64(), !a & b) } else { (a & !b, b & !a) };
        let carry_in = rng.random_bool(0.5);
        let mut carry = carry_in;
        let got = fill(set, clear, &mut carry);
        let mut state = carry_in;
        for i in 0..64 {
            state = (state || set >> i & 1 == 1) && clear >> i & 1 == 0;
            assert_eq!(got >> i & 1 == 1, state, "bit {i} of set {set:x} clear {clear:x} carry {carry_in}");
        }
        assert_eq!(carry, state, "carry out of set {set:x} clear {clear:x}");
    }
}

/// A row of sets nested up to `deepest`, as each cell's set.
fn nested_row(rng: &mut impl Rng, cols: usize, deepest: usize) -> Vec<usize> {
    let (mut open, mut sets, mut row) = (Vec::new(), 0, Vec::new());
    for c in 0..cols {
        // Mostly opening sets in the row's first half and going back to
        // the ones around them in the second, so that sets hold others.
        let (opening, closing) = if 2 * c < cols { (0.7, 0.9) } else { (0.1, 0.4) };
        let r: f64 = rng.random();
        if open.is_empty() || (open.len() < deepest && r < opening) {
            open.push(sets);
            sets += 1;
        } else if open.len() > 1 && r > closing {
            open.pop();
        }
        row.push(*open.last().unwrap());
    }
    row
}

/// Each cell the first and the last of its set, as bits.
fn ends(row: &[usize]) -> (Vec<bool>, Vec<bool>) {
    let first = (0..row.len()).map(|c| !row[..c].contains(&row[c])).collect();
    let last = (0..row.len()).map(|c| !row[c + 1..].contains(&row[c])).collect();
    (first, last)
}

fn to_bits(flags: &[bool], words: usize) -> Vec<u64> {
    let mut bits = vec![0; words];
    for (c, _) in flags.iter().enumerate().filter(|(_, on)| **on) {
        bits[c / 64] |= 1 << (c % 64);
    }
    bits
}

/// Eller's row as its definition reads: joins left to right where the sets
/// differ, then each cell stays on its coin only while its set keeps
/// another cell to the right or one gone down to the left. Returns the
/// joins, the downs and the next row's sets.
fn plain_row(
    row: &[usize],
    join_coin: &[bool],
    stay_coin: &[bool],
    last_row: bool,
) -> (Vec<bool>, Vec<bool>, Vec<usize>) {
    let cols = row.len();
    let mut sets = row.to_vec();
    let (mut join, mut down) = (vec![false; cols], vec![false; cols]);
    for c in 0..cols {
        if c + 1 < cols && sets[c] != sets[c + 1] && (join_coin[c] || last_row) {
            join[c] = true;
            let (from, to) = (sets[c + 1], sets[c]);
            sets.iter_mut().filter(|s| **s == from).for_each(|s| *s = to);
        }
        if !last_row {
            let more_right = sets[c + 1..].contains(&sets[c]);
            let down_left = (0..c).any(|k| sets[k] == sets[c] && down[k]);
            down[c] = !(stay_coin[c] && (more_right || down_left));
        }
    }
    let fresh = sets.iter().max().map_or(0, |m| m + 1);
    let next = (0..cols).map(|c| if down[c] { sets[c] } else { fresh + c }).collect();
    (join, down, next)
}

/// Decides one random row of `cols` cells nested up to `deepest` by bits
/// and by [`plain_row`], which must agree; returns how deep it nested.
fn check_row(rng: &mut impl Rng, cols: usize, deepest: usize, last_row: bool) -> usize {
    let row = nested_row(rng, cols, deepest);
    let mut join_coin: Vec<bool> = (0..cols).map(|_| rng.random_bool(0.5)).collect();
    join_coin[cols - 1] = false;
    let stay_coin: Vec<bool> = (0..cols).map(|_| rng.random_bool(0.5)).collect();
    let mut bits = Rows::new(cols);
    let (first, last) = ends(&row);
    bits.first = to_bits(&first, bits.words);
    bits.last = to_bits(&last, bits.words);
    let in_row: Vec<bool> = (0..cols).map(|c| c + 1 < cols && (join_coin[c] || last_row)).collect();
    bits.join_coin = to_bits(&in_row, bits.words);
    bits.stay_coin = to_bits(&stay_coin, bits.words);
    bits.decide(last_row);
    let (join, down, next) = plain_row(&row, &join_coin, &stay_coin, last_row);
    let what = format!("{cols} cells, last row {last_row}, sets {row:?}");
    assert_eq!(bits.join, to_bits(&join, bits.words), "joins, {what}");
    if !last_row {
        assert_eq!(bits.down, to_bits(&down, bits.words), "downs, {what}");
        let (first, last) = ends(&next);
        assert_eq!(bits.first, to_bits(&first, bits.words), "next row's firsts, {what}");
        assert_eq!(bits.last, to_bits(&last, bits.words), "next row's lasts, {what}");
    }
    let (mut depth, mut nested) = (0, 0);
    for c in 0..cols {
        depth += usize::from(first[c]);
        nested = nested.max(depth);
        depth -= usize::from(last[c]);
    }
    nested
}

#[test]
fn a_row_decides_as_eller_reads_even_where_sets_nest_deeply() {
    // Random boards nest five sets deep at most; these rows nest up to 90,
    // across word ends, and a few more than a byte counts.
    let mut rng = rng_from_seed(11);
    let mut nested = 0;
    for round in 0..600 {
        let cols = [1, 2, 7, 63, 64, 65, 130, 200, 257][round % 9];
        let deepest = [1, 3, 8, 40, 90][round % 5];
        nested = nested.max(check_row(&mut rng, cols, deepest, round % 7 == 0));
    }
    assert!(nested >= 70, "the rows should nest deeply; deepest {nested}");
    let deepest = (0..4).map(|round| check_row(&mut rng, 1300, 400, round == 3)).min();
    assert!(deepest > Some(300), "rows nested beyond a byte's count: {deepest:?}");
    // Right at the edge of the byte's count.
    for deepest in [246, 247, 248, 254, 255] {
        assert_eq!(check_row(&mut rng, 1300, deepest, false), deepest);
    }
}

#[test]
fn it_makes_the_watched_forms_mazes_across_word_ends() {
    for (cols, rows) in
        [(1, 1), (1, 6), (6, 1), (2, 2), (12, 12), (63, 9), (64, 9), (65, 9), (127, 6), (128, 5), (129, 7)]
    {
        for seed in 0..12 {
            let spec = MazeSpec::new(2 * cols + 1, 2 * rows + 1, seed).with_algorithm(Algorithm::Eller);
            let mut steps: Vec<(Pos, Tile)> = Vec::new();
            let watched: Maze = spec.generate_recorded(&mut steps).unwrap();
            assert_eq!(watched, spec.generate().unwrap(), "{cols}x{rows} cells, seed {seed}");
        }
    }
}
