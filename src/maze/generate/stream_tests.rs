//! The streamed forms of the one-pass generators against their generic
//! forms: the same mazes and the rng left in the same state, on many sizes
//! and seeds, strips, and rngs built to hit the rare second draw of a range.

use rand::Rng;

use super::kit::stream::{Stream, WINDOW};
use super::*;
use crate::maze::grid::Maze;

/// The rng's multiplier (`rand_pcg`'s, for `Pcg64Mcg`) and its inverse.
const M: u128 = 0x2360_ED05_1FC6_5DA4_4385_DF64_9FCC_F645;

fn inverse(m: u128) -> u128 {
    // Newton's iteration doubles the correct low bits each step.
    let mut x = m;
    for _ in 0..7 {
        x = x.wrapping_mul(2u128.wrapping_sub(m.wrapping_mul(x)));
    }
    assert_eq!(x.wrapping_mul(m), 1);
    x
}

fn output(state: u128) -> u64 {
    (((state >> 64) as u64) ^ (state as u64)).rotate_right((state >> 122) as u32)
}

#[test]
fn the_stream_reads_the_rngs_outputs_and_leaves_it_where_they_end() {
    for seed in 0..20 {
        let mut rng = rng_from_seed(seed);
        let mut check = rng.clone();
        {
            let mut stream = Stream::new(&mut rng);
            // Reads of varied lengths, across several refills.
            for round in 0..400usize {
                let want = 1 + round * 7 % WINDOW;
                for &o in &stream.window()[..want] {
                    assert_eq!(o, check.next_u64(), "seed {seed} round {round}");
                }
                stream.skip(want);
            }
        }
        assert_eq!(rng.next_u64(), check.next_u64(), "seed {seed}: the rng moved on by the outputs read");
    }
}

/// The two sidewinder forms from the same rng: the same tiles and the same
/// next output.
fn assert_sidewinders_agree(cells_across: usize, cells_down: usize, rng: &MazeRng, what: &str) {
    let (w, h) = (2 * cells_across + 1, 2 * cells_down + 1);
    let (mut generic, mut streamed) = (Maze::walled(w, h).unwrap(), Maze::walled(w, h).unwrap());
    let (mut a, mut b) = (rng.clone(), rng.clone());
    sidewinder::carve_rows(&mut generic, &mut a);
    Algorithm::Sidewinder.carve_with_maze_rng(&mut streamed, StartCorner::default(), &mut b, &mut ());
    assert!(generic.tiles() == streamed.tiles(), "{what}: the streamed sidewinder made another maze");
    assert_eq!(a.next_u64(), b.next_u64(), "{what}: the rng was left elsewhere");
}

#[test]
fn the_streamed_sidewinder_makes_the_same_mazes() {
    let sizes = [(1, 1), (1, 5), (5, 1), (2, 2), (3, 2), (2, 3), (7, 9), (64, 3), (65, 4), (130, 5), (200, 40)];
    for (across, down) in sizes {
        for seed in 0..30 {
            let what = format!("{across}x{down} cells seed {seed}");
            assert_sidewinders_agree(across, down, &rng_from_seed(seed), &what);
        }
    }
    assert_sidewinders_agree(1000, 30, &rng_from_seed(7), "1000x30 cells");
}

/// An rng whose outputs from the next on begin with coins whose top bits are
/// `tops` (true: set) and then the output `x`, found by picking the state of
/// `x` (its low half from its high half) and stepping back.
fn rng_before(tops: &[bool], x: u64) -> MazeRng {
    let back = inverse(M);
    for high in 1u64.. {
        let rot = (high >> 58) as u32;
        let low = x.rotate_left(rot) ^ high;
        if low & 1 == 0 {
            continue;
        }
        let mut state = u128::from(high) << 64 | u128::from(low);
        assert_eq!(output(state), x);
        for _ in 0..=tops.len() {
            state = state.wrapping_mul(back);
        }
        let start = state;
        let fits = tops.iter().all(|&top| {
            state = state.wrapping_mul(M);
            (output(state) >> 63 == 1) == top
        });
        if fits {
            return rand_pcg::Pcg64Mcg::new(start);
        }
    }
    unreachable!()
}

#[test]
fn the_streamed_sidewinder_takes_a_ranges_rare_second_draw_alike() {
    // 3 × 3 == -1 (mod 2³²): an opening of a run of 3 cells drawn from x
    // whose low half times 3 leaves 2³² - 1, above 2³² - 3, so rand draws
    // again. Row 1 of a board 3 cells wide: two coins that keep the run
    // open, then the run's opening. Of one 4 cells wide: two coins that keep
    // it open, one that closes it, its opening, then the last cell's.
    let x: u64 = 0xabcd << 40 | 0x5555_5555;
    assert_eq!((x as u32).wrapping_mul(3), u32::MAX);
    for tweak in 0..40u64 {
        let x = x ^ tweak << 32;
        for (across, tops) in [(3, &[true, true][..]), (4, &[true, true, false][..])] {
            let rng = rng_before(tops, x);
            assert_sidewinders_agree(across, 2, &rng, &format!("{across} cells across, tweak {tweak}"));
            // The second draw was taken: the rng moved on one more.
            let mut after = rng.clone();
            sidewinder::carve_rows(&mut Maze::walled(2 * across + 1, 5).unwrap(), &mut after);
            let mut expected = rng.clone();
            expected.advance(tops.len() as u128 + 2 + u128::from(across == 4));
            assert_eq!(after.next_u64(), expected.next_u64(), "{across} across: the second draw");
        }
    }
}

#[test]
fn the_streamed_sidewinder_takes_a_second_draw_mid_row_after_closed_runs() {
    // Row 1 of a board 100 cells wide: cell 0 closes its run (its opening
    // any output: here one with its top bit set), cells 1 and 2 keep the
    // next run open and cell 3 closes it: its opening, over 3 cells, is `x`
    // and takes a second output, so every later coin of the row, read from
    // the same 64 outputs, moves on by one.
    // A second opening whose low half is above 2³² - 100 but not above
    // 2³² - 3 draws once, though the pass cannot tell from its largest low
    // half alone and takes the careful path.
    let near: u32 = (u32::MAX - 49).wrapping_mul(0xaaaa_aaab);
    assert_eq!(near.wrapping_mul(3), u32::MAX - 49);
    let tops = [false, true, true, true, false];
    for low in [0x5555_5555, near] {
        for tweak in 0..20u64 {
            let rng = rng_before(&tops, (0x1234 << 40 | u64::from(low)) ^ tweak << 32);
            for down in [2, 3] {
                assert_sidewinders_agree(100, down, &rng, &format!("100x{down} cells, low {low:#x}, tweak {tweak}"));
            }
        }
    }
}
