//! The three forms of the weave carvers: a code without a version mark names the first form's
//! maze (pinned before the second form was written), a code marked `-v2` the second's, and a
//! code marked `-v3` the third backtracker's (Kruskal's third form is its second).

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
    assert!(code.contains(".w40-v3-"), "{code}");
    for bad in [0, 4, 9] {
        let why = spec.with_version(bad).check().unwrap_err();
        assert!(why.contains("version"), "{why}");
    }
    // A mark written for the first form, or a mark past the known ones, is refused, check characters or not.
    let body = code.rsplit_once('.').unwrap().0;
    for mark in ["v1", "v4", "v0", "vv", "v22"] {
        let other = body.replace("-v3-", &format!("-{mark}-"));
        let with_check = format!("{other}.{}", crate::maze::generate::check_chars(&other));
        assert!(WeaveSpec::from_code(&with_check).is_err(), "{with_check}");
    }
    // A floors code takes no version mark.
    let floors = "kruskal-hex8x6.f3t-v2-5";
    let with_check = format!("{floors}.{}", crate::maze::generate::check_chars(floors));
    assert!(crate::maze::floors::FloorSpec::from_code(&with_check).is_err(), "{with_check}");
}

/// The grids the second forms' mazes are pinned on: square, hex of both shapes, round.
fn pinned_grids() -> [WeaveGrid; 4] {
    [
        WeaveGrid::Square { cols: 40, rows: 30 },
        WeaveGrid::Shape(GridShape::Hex(HexShape::Rectangle { cols: 30, rows: 24 })),
        WeaveGrid::Shape(GridShape::Hex(HexShape::Hexagon { radius: 12 })),
        WeaveGrid::Shape(GridShape::Round { rings: 20 }),
    ]
}

#[test]
fn the_second_forms_are_pinned() {
    // Pinned when the second form was written: a faster carver later must make the same mazes.
    let grids = pinned_grids();
    let mut prints = Vec::new();
    for grid in grids {
        for (algorithm, percent, seed) in [(Algorithm::Backtracker, 100, 11), (Algorithm::Kruskal, 60, 13)] {
            let spec = WeaveSpec::new(grid, percent, seed).with_algorithm(algorithm).with_version(2);
            prints.push(crate::on_weave_maze!(&spec.generate().unwrap(), m => fingerprint(m)));
        }
    }
    assert_eq!(prints, PINNED_V2, "{prints:#x?}");
}

/// The second form's fingerprints, grid by grid (backtracker 100 %, Kruskal 60 %).
const PINNED_V2: [u64; 8] = [
    0xe647_a10e_d5b3_0013,
    0xa9fd_7856_8cfa_845d,
    0x2247_5f02_cfa2_c0a2,
    0x8d9b_5a8b_81d6_ba50,
    0xee5c_1251_cf71_d72f,
    0xe9d4_fdb9_c465_7ade,
    0x0999_0008_7ce8_dcf8,
    0x070d_fbdd_a387_05b2,
];

#[test]
fn the_second_and_third_forms_weave_about_as_densely_as_the_first() {
    use crate::maze::grid::{HexGrid, RoundGrid};
    fn counts<G: Grid>(grid: &G, percent: u8) -> [usize; 5] {
        let mut sums = [0; 5];
        for seed in 0..3 {
            let r = || rng_from_seed(seed);
            sums[0] += backtracker(grid, percent, 0, 0, &mut r()).crossings().len();
            sums[1] += backtracker_v2(grid, percent, 0, 0, &mut r()).crossings().len();
            sums[2] += kruskal(grid, percent, 0, &mut r()).crossings().len();
            sums[3] += kruskal_v2(grid, percent, 0, &mut r()).crossings().len();
            sums[4] += backtracker_v3(grid, percent, 0, 0, &mut r()).crossings().len();
        }
        sums
    }
    let square = SquareGrid::new(60, 60).unwrap();
    let hex = HexGrid::new(HexShape::Rectangle { cols: 60, rows: 60 }).unwrap();
    let round = RoundGrid::new(30).unwrap();
    for percent in [20u8, 50, 100] {
        for (what, [b1, b2, k1, k2, b3]) in
            [("square", counts(&square, percent)), ("hex", counts(&hex, percent)), ("round", counts(&round, percent))]
        {
            for (first, later, kind) in [(b1, b2, "backtracker v2"), (k1, k2, "kruskal v2"), (b1, b3, "backtracker v3")]
            {
                assert!(
                    later * 4 >= first * 3 && later * 4 <= first * 5,
                    "{what} {kind} {percent} %: {later} crossings by the later form against {first} by the first"
                );
            }
        }
    }
}

#[test]
fn the_second_backtracker_is_pinned_at_every_weave_chance_on_every_grid_and_shape() {
    // Pinned before the second backtracker's tunnel checks were made faster (6 December): its
    // weave roll and its checks on cells of no class must make the same mazes as on the classes.
    use crate::maze::grid::UpsilonGrid;
    use crate::maze::mask::Shape;
    let grids = pinned_grids();
    let mut prints = Vec::new();
    for grid in grids {
        for shape in [Shape::None, Shape::Heart] {
            for (percent, seed) in [(1, 3), (30, 4), (50, 5), (99, 6)] {
                let spec = WeaveSpec::new(grid, percent, seed).with_mask(shape).with_version(2);
                prints.push(crate::on_weave_maze!(&spec.generate().unwrap(), m => fingerprint(m)));
            }
        }
    }
    for percent in [40, 100] {
        let maze = backtracker_v2(UpsilonGrid::new(20, 15).unwrap(), percent, 0, 0, &mut rng_from_seed(9));
        prints.push(fingerprint(&maze));
    }
    assert_eq!(prints, PINNED_BACKTRACKER_V2, "{prints:#x?}");
}

/// The second backtracker's fingerprints: each grid whole then cut to a heart, at 1, 30, 50
/// and 99 %; then the upsilon grid at 40 and 100 %.
const PINNED_BACKTRACKER_V2: [u64; 34] = [
    0x9a55_8379_cf3d_276e,
    0xc773_bbdf_ada9_c574,
    0xa9b3_d11e_c0bc_f226,
    0x9bf7_4211_ffab_629c,
    0x7341_c1e9_92ce_8a90,
    0x75f4_38ce_543c_24f4,
    0x5bac_7eeb_1bc2_7554,
    0x122e_7169_9631_6d98,
    0xcaa8_21c4_a573_e30c,
    0x6cf3_32de_06d1_4ab3,
    0x48dd_fbe8_2330_fbc9,
    0x0238_c745_d16f_f194,
    0xa052_2018_826b_ffe7,
    0xc942_fafc_9bed_368d,
    0x0ba8_34b6_758f_e89f,
    0x5ef3_1011_f269_57a2,
    0xd55e_b7c2_de2e_d606,
    0x14d1_0ff9_8fc7_5c29,
    0x3fd0_d671_d906_c98c,
    0xbb41_87df_ab83_495f,
    0x9243_92af_55be_104c,
    0x71be_58d4_3543_70b4,
    0xa5d9_f32c_b79f_0375,
    0x237f_cb6f_e7af_d13e,
    0xb6ac_d844_b558_36ed,
    0x248d_bca0_087d_f22a,
    0x9c51_a767_c2b9_86a8,
    0x782b_3a21_3479_4a43,
    0x0fc6_85ee_3cf1_1383,
    0x24bd_d6c7_3bcd_b27a,
    0xf62f_0d9e_0085_a51a,
    0xd278_e568_de9a_d300,
    0xee39_b566_efcb_fa03,
    0xed89_6b3c_5fbc_520c,
];

#[test]
fn a_code_marked_v3_names_the_third_backtrackers_maze_and_the_second_kruskals() {
    let spec = WeaveSpec::from_code("backtracker-21x21.w60-4.pe").unwrap().with_version(3);
    let code = spec.code();
    assert!(code.starts_with("backtracker-21x21.w60-v3-4."), "{code}");
    assert_eq!(WeaveSpec::from_code(&code), Ok(spec));
    let WeaveMazeAny::Square(made) = spec.generate().unwrap() else { panic!("a square code makes a square maze") };
    let direct = backtracker_v3(SquareGrid::new(10, 10).unwrap(), 60, 0, 0, &mut rng_from_seed(4));
    assert_eq!(made.flat.passages().collect::<Vec<_>>(), direct.flat.passages().collect::<Vec<_>>());
    assert_eq!(made.crossings(), direct.crossings());
    let second = crate::on_weave_maze!(&spec.with_version(2).generate().unwrap(), m => fingerprint(m));
    assert_ne!(fingerprint(&made), second, "the third form draws another maze");
    // Kruskal's third form is its second: the same maze for the same seed.
    for grid in pinned_grids() {
        let kruskal = WeaveSpec::new(grid, 60, 13).with_algorithm(Algorithm::Kruskal);
        let [v2, v3] =
            [2, 3].map(|v| crate::on_weave_maze!(&kruskal.with_version(v).generate().unwrap(), m => fingerprint(m)));
        assert_eq!(v2, v3, "{grid}");
    }
}

#[test]
fn the_third_forms_are_pinned() {
    // Pinned when the third backtracker was written (6 December): a faster carver later must make
    // the same mazes. Each grid whole then cut to a heart, at 1, 30 and 100 %; then upsilon.
    use crate::maze::grid::UpsilonGrid;
    use crate::maze::mask::Shape;
    let mut prints = Vec::new();
    for grid in pinned_grids() {
        for shape in [Shape::None, Shape::Heart] {
            for (percent, seed) in [(1, 3), (30, 4), (100, 11)] {
                let spec = WeaveSpec::new(grid, percent, seed).with_mask(shape).with_version(3);
                prints.push(crate::on_weave_maze!(&spec.generate().unwrap(), m => fingerprint(m)));
            }
        }
    }
    for percent in [40, 100] {
        let maze = backtracker_v3(UpsilonGrid::new(20, 15).unwrap(), percent, 0, 0, &mut rng_from_seed(9));
        prints.push(fingerprint(&maze));
    }
    assert_eq!(prints, PINNED_V3, "{prints:#x?}");
}

/// The third backtracker's fingerprints (see `the_third_forms_are_pinned`).
const PINNED_V3: [u64; 26] = [
    0x8c63_5e46_03f2_7c06,
    0x9fce_367f_1e5c_11e6,
    0xf465_f832_085c_c6d4,
    0xc4e7_8e60_dd66_be1d,
    0xdfa3_f953_749c_d657,
    0x4d27_3c49_8b9e_dcd1,
    0xb18b_5269_d3d8_9990,
    0x6e66_3787_c8f5_d2f2,
    0x2f88_808f_2211_16d8,
    0x7cd4_c215_f0fe_9186,
    0x7b5b_37fe_d3de_3875,
    0xcf07_4eb5_69bd_947f,
    0xd9a7_30a8_8a4c_7f22,
    0xcf70_e2a0_c612_0b52,
    0x3ba9_3b97_992a_c2c1,
    0x6900_52c1_d9e1_27e7,
    0x0c62_9292_06ce_c3fc,
    0xb165_3c37_8628_3c8e,
    0xcac9_650a_421a_0554,
    0x884a_ddbf_49d3_df4a,
    0x6164_53f1_acec_34c1,
    0xe00f_a0a1_c640_262a,
    0x290f_72ee_313c_056a,
    0x8267_496d_74b5_99b5,
    0x6af5_18cd_7eb6_e810,
    0xbdff_73bb_c4d5_7c36,
];
