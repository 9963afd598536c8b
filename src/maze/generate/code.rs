//! Maze codes: a [`MazeSpec`] as a short text to copy and type back in.
//!
//! A code reads `algorithm-WxH.[corner-][shape-][xEXITS-][bP-][items-]seed.PK`, the seed in base 36
//! and `PK` two check characters, e.g. `kruskal-49x55.b30-2kq9x.7j`. The
//! first dot marks a code that carries a check, so a code cut short anywhere
//! after its size is still known to need one: a missing or wrong check
//! character is a *mistyped code*, never another maze.
//!
//! The shape (`panda`, `heart`, `ring`, `star`) and the exits (`xcorners`,
//! `xhardest`, `xrandom`) appear only when they are not the default (no
//! shape; the shape's usual exits), so every code made before shapes still
//! names the same maze. A maze cut to a mask from a file has no code that
//! names its mask: its code names the rectangle it was cut from.
//!
//! Codes made before checks existed read `algorithm-WxH[-corner][-bP]-seed`
//! ([`MazeSpec::plain_code`]) and are still read, naming the same mazes.
//!
//! # The check characters, and which typos they catch
//!
//! A code ends in a dot and two check characters, `P` and `K`
//! (`kruskal-49x55.b30-2kq9x.7j`). Codes made before `K` existed end in one
//! check character `C` instead and still read, naming the same mazes. A
//! code carries only the letters `a`–`z`, the digits and the separators
//! `-`, `.` and `:`; it is read in any case (capitals are the same code, not
//! a typo), and anything else in it is refused.
//!
//! - `C` is ISO 7064 MOD 37,36 over the body (everything before the last
//!   dot), letters and digits as their base-36 value and each separator as
//!   its byte modulo 36, which it shares with one letter or digit (`-` with
//!   `9`, `.` with `a`, `:` with `m`: its *twin*). It catches every
//!   character changed into one of another value and every swap of two
//!   neighbours of different values.
//! - `P` is `C` moved 19 places on in `0`–`9`, `a`–`z` (round to the start):
//!   it catches what `C` catches and is never `C` itself.
//! - `K` says `2 × (S mod 16) + (L mod 2)`, where `L` is the body's length
//!   and `S` the sum, over the separators in it, of `(position mod 15) + 1`;
//!   it is written as the digit of that place among `0`–`9`, `a`–`z` less
//!   `y` and less `C`. It catches every character inserted or deleted (the
//!   length changes by one), every separator changed into its twin or back
//!   (one weight of 1 to 15 comes or goes) and every separator swapped with
//!   its twin (two neighbouring weights differ).
//!
//! So **every single-character typo of a two-check code is refused**: any
//! character changed into any other, inserted anywhere or deleted, and any
//! two neighbours swapped, whether in the body, the dot or the check
//! characters. A typo in the check characters can leave one of them alone,
//! which reads as an old code: `P` alone is never `C`; `K` alone is never
//! `C`; the dot swapped with `P` leaves `K` checking the body with `P` on its
//! end, whose `C` is always `y`, which `K` never is. `code_typo_tests.rs`
//! tries every such typo of codes of every grid.
//!
//! A one-check code keeps the guarantee it was made with: `C` alone catches
//! every letter or digit changed into another and every swap of two
//! neighbours, and misses about one in 36 of the rest (a character inserted
//! or deleted, a separator changed into its twin).

use super::{Algorithm, MazeSpec, StartCorner};
use crate::maze::exits::Exits;
use crate::maze::grid::{check_play_size, check_size};
use crate::maze::mask::Shape;

pub(crate) fn to_base36(mut n: u64) -> String {
    let mut out = Vec::new();
    loop {
        out.push(DIGITS[(n % 36) as usize]);
        n /= 36;
        if n == 0 {
            break;
        }
    }
    out.reverse();
    String::from_utf8(out).expect("ASCII digits")
}

pub(crate) fn from_base36(s: &str) -> Option<u64> {
    if s.is_empty() || s.len() > 13 {
        return None;
    }
    s.chars().try_fold(0u64, |n, c| n.checked_mul(36)?.checked_add(u64::from(c.to_digit(36)?)))
}

/// A character's value in the check: letters and digits their base-36
/// value, anything else (the separators) its byte modulo 36.
pub(crate) fn check_value(b: u8) -> u32 {
    char::from(b).to_digit(36).unwrap_or(u32::from(b) % 36)
}

/// Whether `b` may appear in a (lowercased) code: a letter, a digit, `-`, `.` or `:`.
fn in_code(b: u8) -> bool {
    b.is_ascii_lowercase() || b.is_ascii_digit() || matches!(b, b'-' | b'.' | b':')
}

/// The base-36 digits, the alphabet of the check characters.
const DIGITS: &[u8; 36] = b"0123456789abcdefghijklmnopqrstuvwxyz";

/// The check characters `PK` a new code of `body` ends in, after its last
/// dot (see the module's doc).
pub(crate) fn check_chars(body: &str) -> String {
    let c = check_value(check_char(body) as u8) as usize;
    let p = DIGITS[(c + 19) % 36];
    let at = body.bytes().enumerate().filter(|(_, b)| !b.is_ascii_alphanumeric()).map(|(i, _)| i % 15 + 1);
    let k = 2 * (at.sum::<usize>() % 16) + body.len() % 2;
    let mut ks = DIGITS.iter().filter(|&&d| d != b'y' && d != DIGITS[c]);
    let k = *ks.nth(k).expect("32 values of 34 places");
    String::from_utf8(vec![p, k]).expect("ASCII digits")
}

/// The (first) check character of a code's `body` (everything before its last dot).
pub(crate) fn check_char(body: &str) -> char {
    const M: u32 = 36;
    let mut p = M;
    for b in body.bytes() {
        let v = check_value(b);
        let s = match (p + v) % M {
            0 => M,
            s => s,
        };
        p = (2 * s) % (M + 1);
    }
    char::from_digit((M + 1 - p) % M, 36).expect("below 36")
}

/// Splits a (lowercased) code with a dot into the part before its first dot
/// and the part between that and its check characters, which must match:
/// two (a new code) or one (a code made before the second), and a wrong or
/// missing one is a mistyped code. A character that no code has is refused.
pub(crate) fn checked_parts(code: &str) -> Result<(&str, &str), String> {
    let mistyped = |why: &str| {
        format!("maze code '{code}' is mistyped: {why}; copy the whole code again, up to its last character")
    };
    if let Some(c) = code.chars().find(|&c| !u8::try_from(c).is_ok_and(in_code)) {
        return Err(mistyped(&format!("{c:?} is in no maze code (letters, digits, '-', '.' and ':')")));
    }
    let (head, tail) = code.split_once('.').ok_or_else(|| mistyped("the check character is missing"))?;
    let (tail, check) = tail.rsplit_once('.').ok_or_else(|| mistyped("the check character is missing"))?;
    let body = &code[..code.len() - check.len() - 1];
    match check.as_bytes() {
        [] => Err(mistyped("the check character is missing")),
        [c] if char::from(*c) == check_char(body) => Ok((head, tail)),
        [_, _] if check == check_chars(body) => Ok((head, tail)),
        _ => Err(mistyped("its check characters do not match the rest")),
    }
}

/// The start corner named at `options[i]` (one word or two, as
/// `bottom-right`), and how many words it took.
pub(crate) fn corner_at(options: &[&str], i: usize) -> Option<(StartCorner, usize)> {
    let two = options.get(i + 1).map(|next| format!("{}-{next}", options[i]));
    if let Some(corner) = two.as_deref().and_then(|t| t.parse::<StartCorner>().ok()) {
        return Some((corner, 2));
    }
    options[i].parse::<StartCorner>().ok().map(|c| (c, 1))
}

impl MazeSpec {
    /// The options and seed part of a code, e.g. `bottom-right-b30-2kq9x`.
    fn code_tail(&self) -> String {
        let mut tail = String::new();
        if self.algorithm == Algorithm::Backtracker && self.corner != StartCorner::TopLeft {
            tail += &format!("{}-", self.corner.name());
        }
        if self.shape != Shape::None {
            tail += &format!("{}-", self.shape.name());
        }
        if self.exits != self.shape.default_exits() {
            tail += &format!("x{}-", self.exits.name());
        }
        if self.braid_percent > 0 {
            tail += &format!("b{}-", self.braid_percent);
        }
        tail += &self.items.code_options();
        tail + &to_base36(self.seed)
    }

    /// A short code naming this maze, to copy and type back in
    /// ([`MazeSpec::from_code`]), with two check characters at the end: e.g.
    /// `backtracker-49x55.k3f9q2.eu`. See the module's doc (in the source) for the form.
    pub fn code(&self) -> String {
        let body = format!("{}-{}x{}.{}", self.algorithm.name(), self.width, self.height, self.code_tail());
        format!("{body}.{}", check_chars(&body))
    }

    /// The code in the form made before codes carried a check character,
    /// `algorithm-WxH[-corner][-bP]-seed` (e.g. `backtracker-49x55-k3f9q2`).
    /// [`MazeSpec::from_code`] still reads it; it stays the same for a maze
    /// whatever becomes of [`MazeSpec::code`], so it suits keys kept in files.
    pub fn plain_code(&self) -> String {
        format!("{}-{}x{}-{}", self.algorithm.name(), self.width, self.height, self.code_tail())
    }

    /// Reads a code made by [`MazeSpec::code`] or [`MazeSpec::plain_code`],
    /// in any case. A code with a dot must carry its check character: a wrong
    /// or missing one is reported as a mistyped code.
    pub fn from_code(code: &str) -> Result<Self, String> {
        let code = code.trim().to_ascii_lowercase();
        let bad = |why: String| format!("maze code '{code}': {why}");
        let (parts, rest): (Vec<&str>, Vec<&str>) = match code.split_once('.') {
            Some(_) => {
                let (head, tail) = checked_parts(&code)?;
                (head.split('-').collect(), tail.split('-').collect())
            }
            None => (code.split('-').collect(), Vec::new()),
        };
        // The algorithm name may itself contain dashes: find the size part.
        let is_size =
            |p: &&str| p.split_once('x').is_some_and(|(w, h)| w.parse::<usize>().is_ok() && h.parse::<usize>().is_ok());
        let size_at = parts.iter().position(is_size).ok_or_else(|| bad("no size (like 49x55) found".into()))?;
        let algorithm: Algorithm = parts[..size_at].join("-").parse().map_err(bad)?;
        let (w, h) = parts[size_at].split_once('x').expect("checked above");
        let (width, height) = (w.parse().expect("checked"), h.parse().expect("checked"));
        check_size(width, height).map_err(|e| bad(e.to_string()))?;
        let rest = match (&rest[..], &parts[size_at + 1..]) {
            ([], plain_rest) => plain_rest,
            (rest, []) => rest,
            (_, [after, ..]) => return Err(bad(format!("'{after}' between the size and the dot"))),
        };
        let (seed, options) = rest.split_last().ok_or_else(|| bad("no seed at the end".into()))?;
        let seed = from_base36(seed).ok_or_else(|| bad(format!("'{seed}' is not a seed")))?;
        let mut spec = MazeSpec::new(width, height, seed).with_algorithm(algorithm);
        let mut exits = None;
        let mut i = 0;
        while i < options.len() {
            // Corners are one or two dash-separated words.
            if let Some((corner, words)) = corner_at(options, i) {
                spec.corner = corner;
                i += words;
            } else if let Some(shape) = Shape::ALL.into_iter().find(|s| *s != Shape::None && s.name() == options[i]) {
                spec.shape = shape;
                i += 1;
            } else if let Some(e) = options[i].strip_prefix('x').and_then(|e| e.parse::<Exits>().ok()) {
                exits = Some(e);
                i += 1;
            } else if let Some(p) =
                options[i].strip_prefix('b').and_then(|p| p.parse::<u8>().ok()).filter(|p| *p <= 100)
            {
                spec.braid_percent = p;
                i += 1;
            } else if spec.items.read_code_option(options[i]) {
                i += 1;
            } else {
                return Err(bad(format!(
                    "'{}' is neither a start corner, a shape, exits like xhardest, a braid share like b30, nor items like s5 (shoots), k2 (keys) or g (gate)",
                    options[i]
                )));
            }
        }
        spec.exits = exits.unwrap_or(spec.shape.default_exits());
        if exits == Some(spec.shape.default_exits()) {
            return Err(bad(format!("'x{}' is the usual exits here, which codes leave out", spec.exits.name())));
        }
        if spec.shape != Shape::None && !algorithm.is_maskable() {
            return Err(bad(format!("the {} algorithm cannot make a shaped maze", algorithm.base_name())));
        }
        if spec.shape != Shape::None {
            // Every code read names a maze: the shape must fit the board.
            crate::maze::mask::Mask::shape(spec.shape, (width - 1) / 2, (height - 1) / 2)
                .map_err(|e| bad(format!("{}: {e}", spec.shape)))?;
        }
        spec.items.check(width, height).map_err(bad)?;
        if spec.corner != StartCorner::TopLeft && algorithm != Algorithm::Backtracker {
            return Err(bad(format!("a start corner means nothing to the {} algorithm", algorithm.base_name())));
        }
        Ok(spec)
    }

    /// [`MazeSpec::from_code`] for a board to play: also refuses boards below
    /// [`PLAY_MIN_SIDE`](crate::maze::grid::PLAY_MIN_SIDE) (the game's Load box).
    pub fn from_code_to_play(code: &str) -> Result<Self, String> {
        let spec = Self::from_code(code)?;
        check_play_size(spec.width, spec.height)
            .map_err(|e| format!("maze code '{}': {e}", code.trim().to_ascii_lowercase()))?;
        Ok(spec)
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::maze::generate::GrowingTreePick;

    /// Square specs with the options a code carries: seeds at both ends,
    /// corners, braids, algorithm settings, shapes and exits.
    pub(crate) fn coded_specs() -> Vec<MazeSpec> {
        vec![
            MazeSpec::new(49, 55, 0),
            MazeSpec::new(91, 103, u64::MAX).with_corner(StartCorner::BottomRight),
            MazeSpec::new(21, 21, 12345).with_corner(StartCorner::Centre).with_braid(30),
            MazeSpec::new(31, 9, 7).with_algorithm(Algorithm::Irregular { density_percent: 90 }).with_braid(100),
            MazeSpec::new(5, 5, 1).with_algorithm(Algorithm::GrowingTree(GrowingTreePick::Mix(25))),
            MazeSpec::new(41, 41, 77).with_shape(Shape::Panda),
            MazeSpec::new(41, 33, 5)
                .with_algorithm(Algorithm::Kruskal)
                .with_shape(Shape::Ring)
                .with_exits(Exits::Random),
        ]
    }

    fn specs() -> Vec<MazeSpec> {
        let mut specs = coded_specs();
        specs.extend([
            MazeSpec::new(3, 3, 1),
            MazeSpec::new(21, 21, 5).with_corner(StartCorner::Centre).with_shape(Shape::Star).with_braid(20),
            MazeSpec::new(21, 25, 9).with_exits(Exits::Hardest),
        ]);
        specs
            .extend(Algorithm::ALL.map(|a| MazeSpec::new(4003, 4001, from_base36("2kq9x").unwrap()).with_algorithm(a)));
        specs
    }

    #[test]
    fn new_and_plain_codes_name_the_same_maze() {
        for spec in specs() {
            for code in [spec.code(), spec.plain_code()] {
                assert_eq!(MazeSpec::from_code(&code), Ok(spec), "{code}");
                assert_eq!(MazeSpec::from_code(&code.to_uppercase()), Ok(spec), "{code}: codes ignore case");
            }
        }
        let spec = MazeSpec::new(49, 55, 35);
        assert_eq!(spec.plain_code(), "backtracker-49x55-z");
        assert_eq!(spec.code(), format!("backtracker-49x55.z.{}", check_chars("backtracker-49x55.z")));
        assert_eq!(spec.code(), "backtracker-49x55.z.vw");
        let kruskal = MazeSpec::new(49, 55, from_base36("2kq9x").unwrap()).with_algorithm(Algorithm::Kruskal);
        assert_eq!(MazeSpec::from_code("kruskal-49x55-b30-2kq9x"), Ok(kruskal.with_braid(30)));
        assert_eq!(kruskal.with_braid(30).code(), "kruskal-49x55.b30-2kq9x.7j", "codes are pinned like mazes");
        // Codes made with one check character name the same mazes.
        assert_eq!(MazeSpec::from_code("kruskal-49x55.b30-2kq9x.o"), Ok(kruskal.with_braid(30)));
        assert_eq!(MazeSpec::from_code("backtracker-49x55.z.c"), Ok(spec));
    }

    /// Asserts that `read` refuses `code` with any one character changed (but
    /// a separator into its twin) and with any two neighbours swapped.
    pub(crate) fn typos_are_refused(code: &str, read: impl Fn(&str) -> bool) {
        let bytes = code.as_bytes();
        for i in 0..bytes.len() {
            for c in b"0123456789abcdefghijklmnopqrstuvwxyz-.:_=,/;" {
                let mut typo = bytes.to_vec();
                typo[i] = *c;
                let twins = !bytes[i].is_ascii_alphanumeric() && check_value(bytes[i]) == check_value(*c);
                if typo != bytes && !twins {
                    let typo = String::from_utf8(typo).unwrap();
                    assert!(!read(&typo), "{typo:?} (from {code}) was read");
                }
            }
            if i + 1 < bytes.len() && bytes[i] != bytes[i + 1] {
                let mut swap = bytes.to_vec();
                swap.swap(i, i + 1);
                let swap = String::from_utf8(swap).unwrap();
                assert!(!read(&swap), "{swap:?} (from {code}) was read");
            }
        }
    }

    #[test]
    fn a_code_cut_short_or_mistyped_is_refused_not_read_as_another_maze() {
        for spec in specs() {
            let code = spec.code();
            let size_end = code.find('.').unwrap();
            // Cut anywhere after the size: never another maze.
            for len in size_end..code.len() {
                let cut = &code[..len];
                assert!(MazeSpec::from_code(cut).is_err(), "{cut:?} (from {code}) was read");
            }
            typos_are_refused(&code, |typo| MazeSpec::from_code(typo).is_ok());
        }
        let wrong = MazeSpec::from_code("kruskal-49x55.b30-2kq9.x").unwrap_err();
        assert!(wrong.contains("mistyped"), "{wrong}");
        // Found by the fuzzer: a corner read for an algorithm without one named a spec no code names.
        let corner = MazeSpec::from_code("binary-tree-21x21-centre-b50-zz").unwrap_err();
        assert!(corner.contains("start corner"), "{corner}");
        let missing = MazeSpec::from_code("kruskal-49x55.b30-2kq9x").unwrap_err();
        assert!(missing.contains("mistyped") && missing.contains("missing"), "{missing}");
    }

    #[test]
    fn a_shaped_code_names_a_maze_or_is_refused() {
        let tiny = MazeSpec::from_code("backtracker-3x3-star-1").unwrap_err();
        assert!(tiny.contains("star") && tiny.contains("at least 2"), "{tiny}");
        for shape in [Shape::Panda, Shape::Heart, Shape::Ring, Shape::Star] {
            for (w, h) in [(5, 5), (5, 41), (41, 5), (7, 9)] {
                let spec = MazeSpec::new(w, h, 3).with_shape(shape);
                match MazeSpec::from_code(&spec.code()) {
                    Ok(read) => assert!(read.generate().is_ok(), "{}", spec.code()),
                    Err(why) => assert!(spec.generate().is_err(), "{why}"),
                }
            }
        }
    }

    #[test]
    fn codes_to_play_refuse_boards_below_the_playable_minimum() {
        let err = MazeSpec::from_code_to_play("backtracker-3x3-1").unwrap_err();
        assert!(err.contains("too small to play"), "{err}");
        assert!(MazeSpec::from_code_to_play(&MazeSpec::new(5, 21, 1).code()).is_ok());
        assert!(MazeSpec::from_code_to_play(&MazeSpec::new(21, 3, 1).code()).is_err());
        assert!(MazeSpec::from_code_to_play("kruskal-49x55.b30-2kq9.x").unwrap_err().contains("mistyped"));
    }
}
