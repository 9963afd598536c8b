use rand::Rng;

use super::{chamber, division_fast, split};
use crate::maze::generate::{Algorithm, MazeSpec, rng_from_seed};
use crate::maze::grid::Maze;
use crate::maze::metrics::{Metrics, measure};

#[test]
fn it_takes_one_draw_from_the_rng_whatever_the_board() {
    for (w, h) in [(3, 3), (3, 41), (41, 3), (5, 5), (31, 21), (201, 157)] {
        let mut maze = Maze::walled(w, h).unwrap();
        let mut rng = rng_from_seed(4);
        let mut after_one = rng.clone();
        after_one.next_u64();
        division_fast(&mut maze, &mut rng, &mut ());
        assert_eq!(rng.state(), after_one.state(), "{w}x{h}");
    }
}

#[test]
fn walls_gaps_and_coins_come_up_evenly() {
    // A chamber 5 cells wide and 7 tall is cut across, after one of its
    // first six rows, with a gap at one of its five columns; a square one
    // either way. Over 60,000 keys each comes up within 5% of its share
    // (about five standard deviations).
    let (tall, square) = (chamber(3, 4, 5, 7), chamber(0, 0, 4, 4));
    let mut rng = rng_from_seed(3);
    let (mut rows, mut gaps, mut across) = ([0u32; 6], [0u32; 5], 0u32);
    const KEYS: u32 = 60_000;
    for _ in 0..KEYS {
        let key = rng.next_u64();
        let s = split(key, tall);
        assert!(s.across && s.start == 3 && s.run == 5, "a tall chamber is cut across, all its width");
        rows[s.line - 4] += 1;
        gaps[s.gap] += 1;
        across += u32::from(split(key, square).across);
    }
    let even = |counts: &[u32]| {
        let share = KEYS / counts.len() as u32;
        counts.iter().all(|&n| n.abs_diff(share) < share / 20)
    };
    assert!(even(&rows), "rows {rows:?}");
    assert!(even(&gaps), "gaps {gaps:?}");
    assert!(even(&[across, KEYS - across]), "{across} of {KEYS} square chambers cut across");
}

#[test]
fn parts_fill_the_chamber_on_each_side_of_its_wall() {
    let mut rng = rng_from_seed(8);
    for (cw, ch) in [(2, 2), (2, 9), (9, 2), (6, 6), (40, 3), (3, 70)] {
        for _ in 0..200 {
            let s = split(rng.next_u64(), chamber(10, 20, cw, ch));
            let [(a, a_splits), (b, b_splits)] = s.parts;
            let field = |c: u64, i: u32| (c >> (16 * i)) as u32 & 0xffff;
            let (across, k) = if s.across { (1, s.line as u32 - 20) } else { (0, s.line as u32 - 10) };
            let (along_size, across_size) = if s.across { (cw, ch) } else { (ch, cw) };
            assert_eq!(s.run as u32, along_size);
            assert!(s.gap < s.run && k + 1 < across_size, "the wall and its gap lie inside");
            // The first part ends at the wall and the second starts after it.
            assert_eq!(field(a, across), [10, 20][across as usize]);
            assert_eq!(field(a, 2 + across), k + 1);
            assert_eq!(field(b, across), field(a, across) + k + 1);
            assert_eq!(field(a, 2 + across) + field(b, 2 + across), across_size);
            assert_eq!((field(a, 1 - across), field(a, 3 - across)), (field(b, 1 - across), field(b, 3 - across)));
            assert_eq!((a_splits, b_splits), (k >= 1 && along_size >= 2, across_size - k > 2));
        }
    }
}

#[test]
fn its_mazes_look_like_division_mazes() {
    // The same splits with other draws: over 200 mazes the two divisions
    // make as many dead ends, corridors as long, and routes as long.
    let mean = |algorithm: Algorithm, of: fn(&Metrics) -> f64| {
        (0..200u64)
            .map(|seed| of(&measure(&MazeSpec::new(61, 61, seed).with_algorithm(algorithm).generate().unwrap())))
            .sum::<f64>()
            / 200.0
    };
    let measures: [(&str, fn(&Metrics) -> f64); 3] =
        [("dead ends", |m| m.dead_end_share), ("corridor", |m| m.mean_corridor), ("route", |m| m.route_share)];
    for (what, of) in measures {
        let (slow, fast) = (mean(Algorithm::RecursiveDivision, of), mean(Algorithm::DivisionFast, of));
        assert!((fast / slow - 1.0).abs() < 0.03, "{what}: division {slow:.4}, division-fast {fast:.4}");
    }
}
