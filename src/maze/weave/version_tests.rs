//! The two forms of the weave carvers: a code without a version mark names the first form's
//! maze (pinned before the second form was written), a code marked `-v2` the second's.

use super::graph_tests::fingerprint;
use super::*;
use crate::maze::generate::{Algorithm, GridShape, rng_from_seed};
use crate::maze::grid::{HexShape, SquareGrid};

#[test]
fn a_code_without_a_version_mark_names_the_first_carvers_maze_and_v2_the_second() {
    // The first code is pinned from before the second form was written.
    let old = WeaveSpec::from_code("backtracker-21x21.w60-4.pe").unwrap();
    assert_eq!(old.version, 1);
    let first = crate::on_weave_maze!(&old.generate().unwrap(), m => fingerprint(m));
    assert_eq!(first, 0xe6e2_845a_c3a7_5f49);
    let new = old.with_version(2);
    let code = new.code();
    assert!(code.starts_with("backtracker-21x21.w60-v2-4."), "{code}");
    assert_eq!(WeaveSpec::from_code(&code), Ok(new));
    let second = crate::on_weave_maze!(&new.generate().unwrap(), m => fingerprint(m));
    assert_ne!(first, second, "the second form draws another maze");
    // The second form's maze is backtracker_v2's from the seed's stream (then its exits placed).
    let direct = backtracker_v2(SquareGrid::new(10, 10).unwrap(), 60, 0, 0, &mut rng_from_seed(4));
    let made = new.generate().unwrap();
    let WeaveMazeAny::Square(made) = made else { panic!("a square code makes a square maze") };
    assert_eq!(made.flat.passages().collect::<Vec<_>>(), direct.flat.passages().collect::<Vec<_>>());
    assert_eq!(made.crossings(), direct.crossings());
}

#[test]
fn new_weave_specs_are_of_the_latest_form_and_an_unknown_form_is_refused() {
    let grid = WeaveGrid::Shape(GridShape::Hex(HexShape::Rectangle { cols: 12, rows: 10 }));
    let spec = WeaveSpec::new(grid, 40, 9).with_algorithm(Algorithm::Kruskal);
    assert_eq!(spec.version, WeaveSpec::VERSION);
    let code = spec.code();
    assert!(code.contains(".w40-v2-"), "{code}");
    for bad in [0, 3, 9] {
        let why = spec.with_version(bad).check().unwrap_err();
        assert!(why.contains("version"), "{why}");
    }
    // A mark written for the first form, or a mark past the known ones, is refused, check characters or not.
    let body = code.rsplit_once('.').unwrap().0;
    for mark in ["v1", "v3", "v0", "vv", "v22"] {
        let other = body.replace("-v2-", &format!("-{mark}-"));
        let with_check = format!("{other}.{}", crate::maze::generate::check_chars(&other));
        assert!(WeaveSpec::from_code(&with_check).is_err(), "{with_check}");
    }
    // A floors code takes no version mark.
    let floors = "kruskal-hex8x6.f3t-v2-5";
    let with_check = format!("{floors}.{}", crate::maze::generate::check_chars(floors));
    assert!(crate::maze::floors::FloorSpec::from_code(&with_check).is_err(), "{with_check}");
}

#[test]
fn the_second_forms_are_pinned() {
    // Pinned when the second form was written: a faster carver later must make the same mazes.
    let grids = [
        WeaveGrid::Square { cols: 40, rows: 30 },
        WeaveGrid::Shape(GridShape::Hex(HexShape::Rectangle { cols: 30, rows: 24 })),
        WeaveGrid::Shape(GridShape::Hex(HexShape::Hexagon { radius: 12 })),
        WeaveGrid::Shape(GridShape::Round { rings: 20 }),
    ];
    let mut prints = Vec::new();
    for grid in grids {
        for (algorithm, percent, seed) in [(Algorithm::Backtracker, 100, 11), (Algorithm::Kruskal, 60, 13)] {
            let spec = WeaveSpec::new(grid, percent, seed).with_algorithm(algorithm);
            prints.push(crate::on_weave_maze!(&spec.generate().unwrap(), m => fingerprint(m)));
        }
    }
    assert_eq!(prints, PINNED_V2, "{prints:#x?}");
}

/// The second form's fingerprints, grid by grid (backtracker 100 %, Kruskal 60 %).
const PINNED_V2: [u64; 8] = [
    0xcc04_a93d_749b_7281,
    0x18df_ff67_cc42_0b2a,
    0x053e_449f_18ec_abe5,
    0xf446_f5d1_b5f7_ad2b,
    0x8002_a672_8565_749f,
    0x1c8b_ea16_5dd3_3452,
    0xe24e_eb5a_0293_4a27,
    0x65df_0e5e_a7b0_f23e,
];
