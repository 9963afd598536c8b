//! Endless mode, after the campaign: generated levels that carry on rising
//! from where the campaign's last world ends (Hard-sized boards, scores near
//! 8). Level `n` (from 0) is a board at least as large, with at least as many
//! shoots and doors, as level `n - 1`, and its maze is the first of a fixed
//! list of seeds whose score reaches [`endless_target`] (a floor rising with
//! `n`), so the same `n` is the same level for every player.

use super::{Level, LevelMode};
use crate::maze::MazeSpec;
use crate::maze::generate::Algorithm;
use crate::maze::items::{ItemSpec, optimum};
use crate::maze::metrics::measure;

/// Seeds tried per level for one that reaches the target score.
const TRIES: u64 = 64;

/// The lowest difficulty score endless level `n` may have: rising by 0.05 a
/// level from 7.2 (the campaign's last world scores 5.9 to 8), up to 7.8.
pub fn endless_target(n: u32) -> f64 {
    (7.2 + 0.05 * f64::from(n)).min(7.8)
}

/// Endless level `n` (from 0).
pub fn endless_level(n: u32) -> Level {
    // From the Hard board's width up by 4 a level, to the largest items fit on.
    let side = (91 + 4 * n as usize).min(201);
    let algorithm = [Algorithm::Kruskal, Algorithm::Wilson, Algorithm::PrimTrue][n as usize % 3];
    let items =
        ItemSpec { bamboo: (4 + n / 2).min(10) as u8, doors: (2 + n / 3).min(4) as u8, bamboo_gate: n % 3 == 2 };
    let spec_of = |t: u64| {
        // Spread (level, try) over the seeds: a fixed mix, the same on every machine.
        let seed = (u64::from(n) << 32 | t).wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ 0x0E4D_1E55;
        MazeSpec::new(side, side, seed).with_algorithm(algorithm).with_items(items)
    };
    let mut best: Option<(f64, MazeSpec)> = None;
    for t in 0..TRIES {
        let spec = spec_of(t);
        let maze = spec.generate().expect("endless sizes are valid");
        if spec.place_items(&maze).doors.len() != usize::from(items.doors) {
            continue;
        }
        let score = measure(&maze).difficulty;
        if best.is_none_or(|(b, _)| score > b) {
            best = Some((score, spec));
        }
        if score >= endless_target(n) {
            break;
        }
    }
    let (_, spec) = best.expect("a perfect maze of this size has room for every door");
    let maze = spec.generate().expect("valid");
    let optimum = optimum(&maze, &spec.place_items(&maze)).expect("placed items always leave a full clear");
    Level {
        code: spec.code(),
        spec: super::LevelSpec::Square(spec),
        mode: LevelMode::Classic,
        optimum,
        two_stars: 0.6,
        three_stars: 0.95,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn endless_levels_keep_raising_the_score_and_are_the_same_for_everyone() {
        let mut before = 0.0;
        for n in 0..24 {
            let level = endless_level(n);
            let spec = level.square().unwrap();
            let maze = spec.generate().unwrap();
            let items = spec.place_items(&maze);
            let score = measure(&maze).difficulty;
            assert!(score >= endless_target(n), "level {n}: score {score} below {}", endless_target(n));
            assert!(endless_target(n) >= before, "the floor never falls");
            before = endless_target(n);
            assert_eq!(items.doors.len(), usize::from(spec.items.doors));
            assert_eq!(optimum(&maze, &items), Some(level.optimum), "level {n}");
            assert_eq!(MazeSpec::from_code(&level.code), Ok(*spec));
        }
        assert_eq!(endless_level(7), endless_level(7));
        let side = |n| endless_level(n).square().unwrap().width;
        assert!(side(23) > side(3));
    }
}
