//! The pickers of the walks: the same choices and draws as the plain ones, and even.

use std::convert::Infallible;

use rand::{Rng, RngExt, SeedableRng, TryRng};
use rand_pcg::Pcg64Mcg;

use super::{Draw, PICK, below, pick_dir};

/// The plain pick: `k` drawn from `0..count`, the `k`-th set direction.
fn plain_pick<R: Rng + ?Sized>(rng: &mut R, mask: usize) -> usize {
    let entry = PICK[mask];
    let n = usize::from(entry & 7);
    let k = if n > 1 { below(rng, n) } else { 0 };
    usize::from(entry >> (4 + 2 * k)) & 3
}

/// Hands out the given draws in turn, then zeros.
struct Script(Vec<u32>);

impl TryRng for Script {
    type Error = Infallible;
    fn try_next_u32(&mut self) -> Result<u32, Infallible> {
        Ok(if self.0.is_empty() { 0 } else { self.0.remove(0) })
    }
    fn try_next_u64(&mut self) -> Result<u64, Infallible> {
        Ok(u64::from(self.try_next_u32()?) | u64::from(self.try_next_u32()?) << 32)
    }
    fn try_fill_bytes(&mut self, _: &mut [u8]) -> Result<(), Infallible> {
        unimplemented!("the pickers draw words")
    }
}

#[test]
fn table_pick_chooses_and_draws_as_the_plain_pick() {
    // Draws at the edges of each choice, and the only two first draws
    // after which a choice of three needs a second draw (the low half of
    // 3r is 2^32 - 1 or 2^32 - 2), each with a second draw that carries
    // the choice up and one that does not.
    let edges = [0, 1, 1 << 30, (1 << 31) - 1, 1 << 31, 3 << 30, u32::MAX - 1, u32::MAX];
    let rare = [0x5555_5555, 0xaaaa_aaaa];
    let mut scripts: Vec<Vec<u32>> = edges.iter().map(|&r| vec![r, 7]).collect();
    for r in rare {
        for second in [0, u32::MAX] {
            scripts.push(vec![r, second, 7]);
        }
    }
    let mut rng = Pcg64Mcg::seed_from_u64(3);
    scripts.extend((0..2000).map(|_| vec![rng.next_u32(), rng.next_u32(), 7]));
    let mut second_draws = 0;
    for mask in 1..16 {
        for script in &scripts {
            let (mut ours, mut theirs) = (Script(script.clone()), Script(script.clone()));
            let d = pick_dir(&mut ours, mask as u32);
            assert_eq!(d, plain_pick(&mut theirs, mask), "mask {mask:04b}, draws {script:x?}");
            assert_eq!(ours.0, theirs.0, "mask {mask:04b}, draws {script:x?}: the same draws used");
            second_draws += usize::from(ours.0.len() + 2 == script.len());
        }
    }
    // Four masks have three directions.
    assert_eq!(second_draws, 4 * rare.len() * 2, "the rare second draw was exercised");
}

/// Bits spread evenly over all 64-bit values: `n` of them, the `i`-th
/// at `i / n` of the way (rounded up).
fn spread(n: u64) -> impl Iterator<Item = Draw> {
    (0..n).map(move |i| Draw((u128::from(i) << 64).div_ceil(u128::from(n)) as u64))
}

#[test]
fn a_draw_chooses_evenly_and_leaves_even_bits() {
    // Over evenly spread bits, a choice of `n` takes each value equally
    // often, and the bits it leaves choose a direction evenly whatever the
    // value was: the choices of a step do not lean on each other.
    for n in [1, 2, 3, 5, 7, 100, 1000] {
        let per_value = 192;
        let mut count = vec![0; n];
        let mut ways = vec![[0; 4]; n];
        for draw in spread(per_value * n as u64) {
            let (v, rest) = draw.below(n);
            count[v] += 1;
            ways[v][rest.dir(0b1011)] += 1;
        }
        for v in 0..n {
            assert_eq!(count[v], per_value, "below({n}) gave {v} {} times", count[v]);
            assert_eq!(ways[v], [64, 64, 0, 64], "below({n}) = {v}: directions of the bits left");
        }
    }
}

#[test]
fn a_draw_picks_each_open_direction_evenly() {
    // 192 evenly spread draws split evenly in two, three and four.
    for mask in 1..16u32 {
        let open = mask.count_ones();
        let mut count = [0; 4];
        for draw in spread(192) {
            count[draw.dir(mask)] += 1;
        }
        for (d, &c) in count.iter().enumerate() {
            let expected = if mask >> d & 1 == 1 { 192 / open } else { 0 };
            assert_eq!(c, expected, "mask {mask:04b}: direction {d} taken {c} times");
        }
    }
}

#[test]
fn below_draws_exactly_as_random_range() {
    let sizes = (1..=1100).chain([3 << 20, (1 << 31) - 1, 1 << 31, (1 << 31) + 12345, u32::MAX as usize]);
    for n in sizes {
        for seed in 0..8 {
            let (mut ours, mut theirs) = (Pcg64Mcg::seed_from_u64(seed), Pcg64Mcg::seed_from_u64(seed));
            for _ in 0..40 {
                assert_eq!(below(&mut ours, n), theirs.random_range(0..n), "0..{n}, seed {seed}");
            }
            assert_eq!(ours.next_u64(), theirs.next_u64(), "0..{n}, seed {seed}: same draws used");
        }
    }
    // The growing tree's mix draws its percentage from a `u8` range.
    let (mut ours, mut theirs) = (Pcg64Mcg::seed_from_u64(9), Pcg64Mcg::seed_from_u64(9));
    for _ in 0..10_000 {
        assert_eq!(below(&mut ours, 100), usize::from(theirs.random_range(0..100u8)));
    }
    assert_eq!(ours.next_u64(), theirs.next_u64());
}
