//! Every single-character typo of a code, tried: changed into any character
//! (of a code, a capital, or none a code has), inserted anywhere, deleted,
//! two neighbours swapped. A two-check code refuses each but the ones that
//! are not typos (a capital, a space round the code), which read as the same
//! maze; a one-check code keeps the guarantee it was made with.

use super::code::{check_char, check_value};
use super::{Algorithm, AnySpec, GridShape, GridSpec, MazeSpec, StartCorner};
use crate::maze::Exits;
use crate::maze::grid::{HexShape, TriangleShape};
use crate::maze::items::ItemSpec;
use crate::maze::mask::Shape;
use crate::maze::solve::grids::GridExits;

/// Specs of every grid, outline and option a code can carry.
fn specs() -> Vec<AnySpec> {
    let items = ItemSpec { bamboo: 3, doors: 2, bamboo_gate: true };
    let mut squares = super::code::tests::coded_specs();
    squares.extend([
        MazeSpec::new(21, 25, 9).with_exits(Exits::Hardest).with_algorithm(Algorithm::BinaryTree { north_percent: 50 }),
        MazeSpec::new(19, 19, 99).with_items(items),
    ]);
    let mut specs = squares.into_iter().map(AnySpec::Square).collect::<Vec<_>>();
    let shapes = [
        GridShape::Round { rings: 5 },
        GridShape::Round { rings: 12 },
        GridShape::Hex(HexShape::Rectangle { cols: 12, rows: 10 }),
        GridShape::Hex(HexShape::Hexagon { radius: 9 }),
        GridShape::Triangle(TriangleShape::Rectangle { cols: 20, rows: 9 }),
        GridShape::Triangle(TriangleShape::Triangle { side: 8 }),
    ];
    for (i, shape) in shapes.into_iter().enumerate() {
        let seed = [0, 1, 35, 36, 4_778_325, u64::MAX][i];
        specs.push(AnySpec::Grid(GridSpec::new(shape, seed)));
        specs.push(AnySpec::Grid(GridSpec::new(shape, seed ^ 77).with_corner(StartCorner::TopRight).with_braid(20)));
        specs.push(AnySpec::Grid(
            GridSpec::new(shape, 5).with_algorithm(Algorithm::Wilson).with_exits(GridExits::Random).with_items(items),
        ));
        specs.push(AnySpec::Grid(GridSpec::new(shape, 6).with_mask(Shape::Heart).with_algorithm(Algorithm::Kruskal)));
    }
    specs.push(AnySpec::Grid(
        GridSpec::new(GridShape::Round { rings: 5 }, 1_005_897)
            .with_algorithm(Algorithm::BinaryTree { north_percent: 50 }),
    ));
    specs
}

/// The characters a typo may bring: every one a code has, the capitals, and some it never has.
fn keys() -> Vec<char> {
    let mut keys: Vec<char> = ('a'..='z').chain('0'..='9').chain(['-', '.', ':']).collect();
    keys.extend('A'..='Z');
    keys.extend([' ', '_', '/', ',', ';', '=', '\t', 'é', '×']);
    keys
}

/// Every one-character typo of `code`, with what kind of typo it is.
fn typos(code: &str) -> Vec<(String, &'static str)> {
    let chars: Vec<char> = code.chars().collect();
    let mut out = Vec::new();
    let text = |c: &[char]| c.iter().collect::<String>();
    for i in 0..=chars.len() {
        for &k in &keys() {
            let mut t = chars.clone();
            t.insert(i, k);
            out.push((text(&t), "inserted"));
            if i < chars.len() && chars[i] != k {
                let mut t = chars.clone();
                t[i] = k;
                out.push((text(&t), "changed"));
            }
        }
        if i < chars.len() {
            let mut t = chars.clone();
            t.remove(i);
            out.push((text(&t), "deleted"));
        }
        if i + 1 < chars.len() && chars[i] != chars[i + 1] {
            let mut t = chars.clone();
            t.swap(i, i + 1);
            out.push((text(&t), "swapped"));
        }
    }
    out
}

#[test]
fn every_one_character_typo_of_a_two_check_code_is_refused() {
    let (mut tried, mut same, mut not_typos) = (0, 0, 0);
    let mut read = Vec::new();
    for spec in specs() {
        let code = spec.code();
        // Each letter as a capital, and a space or a tab before or after the code.
        not_typos += code.bytes().filter(u8::is_ascii_lowercase).count() + 4;
        assert_eq!(AnySpec::from_code(&code), Ok(spec), "{code}");
        for (typo, kind) in typos(&code) {
            tried += 1;
            match AnySpec::from_code(&typo) {
                Err(_) => {}
                // Not typos: a capital is the same code, a space round it is trimmed.
                Ok(s) if s == spec && typo.trim().to_ascii_lowercase() == code => same += 1,
                Ok(s) => read.push(format!("{typo:?} ({kind} from {code}) read as {}", s.code())),
            }
        }
    }
    assert!(read.is_empty(), "{} of {tried} typos were read: {:#?}", read.len(), &read[..read.len().min(10)]);
    assert_eq!(same, not_typos, "only capitals and spaces round a code read as the same maze");
    assert!(tried > 100_000, "{tried} typos tried");
}

#[test]
fn a_one_check_code_keeps_its_guarantee_and_names_the_same_maze() {
    let (mut tried, mut other) = (0, 0);
    for spec in specs() {
        let code = spec.code();
        let body = code.rsplit_once('.').unwrap().0;
        let old = format!("{body}.{}", check_char(body));
        assert_eq!(AnySpec::from_code(&old), Ok(spec), "{old}: the code made before two checks");
        let value = |c: char| check_value(c.to_ascii_lowercase() as u8);
        for (typo, kind) in typos(&old) {
            let Ok(s) = AnySpec::from_code(&typo) else { continue };
            if s == spec {
                continue;
            }
            tried += 1;
            // What one check character promises: letters and digits changed, neighbours of
            // different values swapped.
            let (a, b): (Vec<char>, Vec<char>) = (old.chars().collect(), typo.chars().collect());
            let at = (0..a.len()).find(|&i| a[i] != b[i]).unwrap_or(a.len());
            let promised = match kind {
                "changed" => a[at].is_ascii_alphanumeric() && b[at].is_ascii_alphanumeric(),
                "swapped" => value(a[at]) != value(a[at + 1]),
                _ => false,
            };
            assert!(!promised, "{typo:?} ({kind} from {old}) was read as {}", s.code());
            other += 1;
        }
    }
    // Inserted and deleted characters and twins of separators, about one in 36 of those.
    eprintln!("one-check codes: {other} typos read as another maze ({tried} read at all)");
}

#[test]
fn the_second_check_is_never_the_first_nor_y() {
    for spec in specs() {
        let code = spec.code();
        let (body, check) = code.rsplit_once('.').unwrap();
        let c = check_char(body);
        let [p, k]: [char; 2] = check.chars().collect::<Vec<_>>().try_into().unwrap();
        assert!(p != c && k != c && k != 'y', "{code}: C is {c}");
        assert_eq!(check_char(&format!("{body}{p}")), 'y', "{code}: the dot swapped with P leaves a check of y");
    }
}

#[test]
fn the_codes_in_the_docs_are_codes_as_written() {
    for code in [
        "kruskal-49x55.b30-2kq9x.7j",
        "backtracker-49x55.k3f9q2.eu",
        "backtracker-round10.1kqee.i3",
        "kruskal-hex12x10.xhardest-b20-5.79",
    ] {
        assert_eq!(AnySpec::from_code(code).map(|s| s.code()), Ok(code.to_owned()), "{code}");
        let (body, _) = code.rsplit_once('.').unwrap();
        let old = format!("{body}.{}", check_char(body));
        assert_eq!(AnySpec::from_code(&old), AnySpec::from_code(code), "{old}: the one-check code names it too");
    }
}
