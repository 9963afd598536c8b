use rand::Rng;
use rand_pcg::Pcg64Mcg;

use super::{MULTIPLIER, jump, output, recursive_division_pcg};
use crate::maze::generate::{recursive_division, rng_from_seed};
use crate::maze::grid::Maze;

/// The maze and the generator's state after `recursive_division` and after
/// the fast form, from the same generator.
fn both(cols: usize, rows: usize, rng: &Pcg64Mcg) -> ((Maze, u128), (Maze, u128)) {
    let mut slow = Maze::walled(2 * cols + 1, 2 * rows + 1).unwrap();
    let mut fast = slow.clone();
    let (mut a, mut b) = (rng.clone(), rng.clone());
    recursive_division(&mut slow, &mut a, &mut ());
    recursive_division_pcg(&mut fast, &mut b);
    ((slow, a.state()), (fast, b.state()))
}

fn assert_same(cols: usize, rows: usize, rng: &Pcg64Mcg) {
    let ((slow, a), (fast, b)) = both(cols, rows, rng);
    assert!(slow.tiles() == fast.tiles(), "{cols}x{rows} cells: the mazes differ");
    assert_eq!(a, b, "{cols}x{rows} cells: the generator ends elsewhere");
}

#[test]
fn stepping_with_the_multiplier_gives_the_generators_draws() {
    let mut rng = rng_from_seed(3);
    let mut state = rng.state();
    for e in 0..200 {
        state = state.wrapping_mul(MULTIPLIER);
        assert_eq!(output(state), rng.next_u64());
        assert_eq!(jump(rng_from_seed(3).state(), e + 1), state);
    }
}

#[test]
fn the_fast_form_makes_the_same_mazes_and_draws_on_every_small_board() {
    for cols in 1..=12 {
        for rows in 1..=12 {
            for seed in 0..6 {
                assert_same(cols, rows, &rng_from_seed(seed * 1000 + (cols * 13 + rows) as u64));
            }
        }
    }
}

#[test]
fn the_fast_form_makes_the_same_mazes_and_draws_on_big_boards_and_strips() {
    for (cols, rows) in [(1, 200), (200, 1), (2, 150), (150, 2), (3, 97), (64, 64), (101, 37), (37, 101), (300, 300)] {
        for seed in 0..3 {
            assert_same(cols, rows, &rng_from_seed(seed));
        }
    }
}

/// The walls are kept as bits in 64-bit words and written to the tiles
/// eight cells at a time: boards either side of those sizes, walls that
/// cross a word or run past 64 cells, and a board whose edge ends a group.
#[test]
fn the_fast_form_makes_the_same_mazes_where_the_walls_cross_words_and_groups() {
    for (cols, rows) in [(63, 5), (64, 6), (65, 7), (5, 63), (6, 64), (7, 65), (129, 66), (66, 129), (136, 8), (8, 136)]
    {
        for seed in 0..2 {
            assert_same(cols, rows, &rng_from_seed(seed + 40));
        }
    }
}

#[test]
fn the_fast_form_leaves_the_generator_where_the_other_does_mid_stream() {
    let mut rng = rng_from_seed(11);
    for _ in 0..7 {
        rng.next_u64();
    }
    assert_same(40, 25, &rng);
}

/// A generator whose draw after `draws` more is `value` in its low 32 bits.
fn drawing_next(value: u32, draws: usize) -> Pcg64Mcg {
    // A state whose output has no rotation and `value` low: the top six
    // bits clear, the low word the high word xor `value`, odd.
    let high = 0x0123_4567_89ab_cdef_u64 & !(0x3f << 58) & !1 | u64::from(value & 1 ^ 1);
    let state = (u128::from(high) << 64) | u128::from(high ^ u64::from(value));
    assert_eq!(output(state) as u32, value);
    // Back `draws + 1` steps: times the multiplier's inverse (Newton's).
    let mut inverse = MULTIPLIER;
    for _ in 0..7 {
        inverse = inverse.wrapping_mul(2u128.wrapping_sub(MULTIPLIER.wrapping_mul(inverse)));
    }
    assert_eq!(inverse.wrapping_mul(MULTIPLIER), 1);
    let mut back = state;
    for _ in 0..=draws {
        back = back.wrapping_mul(inverse);
    }
    Pcg64Mcg::new(back)
}

#[test]
fn a_draw_that_random_range_repeats_is_repeated() {
    // floor(2³² / n) makes `random_range(0..n)` draw again for every n
    // that is not a power of two.
    let rejected = |n: u32| (1u64 << 32).div_euclid(u64::from(n)) as u32;
    // 5 × 7 cells: cut across the 7 rows (k below 6), gap below 5.
    assert_same(5, 7, &drawing_next(rejected(6), 0));
    assert_same(5, 7, &drawing_next(rejected(5), 1));
    // Square: a coin first, then k below 8, then the gap below 9.
    assert_same(9, 9, &drawing_next(rejected(8), 1));
    assert_same(9, 9, &drawing_next(rejected(9), 2));
    // Three by three: its gap below 3 (the one range of a small chamber
    // that can draw again).
    assert_same(3, 3, &drawing_next(rejected(3), 2));
    // A strip: k below 6 on a 1 × 7 strip; later in the stream too.
    assert_same(1, 7, &drawing_next(rejected(6), 0));
    for draws in 0..40 {
        for n in [3, 5, 6, 7] {
            assert_same(7, 6, &drawing_next(rejected(n), draws));
        }
    }
}
