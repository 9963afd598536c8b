//! Codes of weave mazes: `algorithm-GRID.wP-seed.PK`, the weave percentage `P` named as an option,
//! and `algorithm-GRID.wP-bB-seed.PK` for one braided `B` %; a maze of the carvers' second form
//! has `-v2` before its seed (`algorithm-GRID.wP-v2-seed.PK`), one of the third `-v3`, and a code
//! without a mark names the first form's maze, as it always has.
//!
//! `GRID` is a square board in tiles (`21x21`, as a square code) or a grid
//! word (`round10`, `hex12x10`, `hex5`, as a grid code), and `PK` are the
//! same two check characters as every code's (see `generate/code.rs`). No
//! code made before weave has a `wP` option (its options are corners,
//! shapes, exits, braid and items), so every old code still names the same
//! maze, and a weave code never reads as a flat one.

use super::{WeaveGrid, WeaveSpec};
use crate::maze::generate::{Algorithm, check_chars, checked_parts, from_base36, grid_word, read_grid, to_base36};
use crate::maze::items::ItemSpec;
use crate::maze::mask::Shape;
use crate::maze::solve::grids::GridExits;

/// Whether `code` names a weave maze: an option `wP` before its seed.
pub fn is_weave_code(code: &str) -> bool {
    has_option(code, |o| weave_option(o).is_some())
}

/// Whether one of `code`'s options (those between its grid and its seed) is `wanted`.
pub(crate) fn has_option(code: &str, wanted: impl Fn(&str) -> bool) -> bool {
    let code = code.trim().to_ascii_lowercase();
    let mut parts = code.split('.');
    let (Some(_), Some(tail)) = (parts.next(), parts.next()) else { return false };
    let options: Vec<&str> = tail.split('-').collect();
    options.split_last().is_some_and(|(_, options)| options.iter().any(|o| wanted(o)))
}

/// The percentage of an option `wP` (digits only, any value: the spec's check judges it).
fn weave_option(word: &str) -> Option<u8> {
    let digits = word.strip_prefix('w')?;
    (!digits.is_empty() && digits.len() <= 3 && digits.bytes().all(|b| b.is_ascii_digit()))
        .then(|| digits.parse::<u16>().ok())
        .flatten()
        .map(|p| p.min(255) as u8)
}

/// The share of an option `bB`, 1 to 100 (a braid of 0 is written as none).
pub(crate) fn braid_option(word: &str) -> Option<u8> {
    let digits = word.strip_prefix('b')?;
    let ok = !digits.is_empty() && digits.len() <= 3 && digits.bytes().all(|b| b.is_ascii_digit());
    ok.then(|| digits.parse::<u8>().ok()).flatten().filter(|b| (1..=100).contains(b))
}

/// What a weave or floors code names after its option, each left out at its default.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Extras {
    /// The shape the grid is cut to (`-heart`).
    pub mask: Shape,
    /// The exits, when not the maze's usual ones (`-xhardest`).
    pub exits: Option<GridExits>,
    /// The braid share (`-b30`).
    pub braid: u8,
    /// The items (`-s5-k2-g`).
    pub items: ItemSpec,
    /// The carvers' version (`-v2`; 1 is never written).
    pub version: u8,
}

/// A weave or floors code: `algorithm-GRID.OPTION-seed.PK`, with the shape
/// the grid is cut to, `-bB` when braided `B` %, the items, then `-vN` for a
/// version past the first (each only when there is one) before the seed, and its two check characters.
pub(crate) fn write_code(algorithm: Algorithm, grid: WeaveGrid, option: &str, extras: Extras, seed: u64) -> String {
    let mut more = String::new();
    if extras.mask != Shape::None {
        more += &format!("-{}", extras.mask.name());
    }
    if let Some(exits) = extras.exits {
        more += &format!("-x{}", exits.name());
    }
    if extras.braid > 0 {
        more += &format!("-b{}", extras.braid);
    }
    for word in extras.items.code_options().split_terminator('-') {
        more += &format!("-{word}");
    }
    if extras.version > 1 {
        more += &format!("-v{}", extras.version);
    }
    let body = format!("{}-{}.{option}{more}-{}", algorithm.name(), word(grid), to_base36(seed));
    format!("{body}.{}", check_chars(&body))
}

/// The grid word of a weave (or floors) code: a square board in tiles, or a grid's word.
fn word(grid: WeaveGrid) -> String {
    match grid {
        WeaveGrid::Square { cols, rows } => format!("{}x{}", 2 * cols + 1, 2 * rows + 1),
        WeaveGrid::Shape(shape) => grid_word(shape),
    }
}

/// Reads a grid word: a grid's (`hex12x10`), else a square board in odd tiles (`21x21`).
pub(crate) fn read_word(text: &str) -> Option<WeaveGrid> {
    if let Some(shape) = read_grid(text) {
        return Some(WeaveGrid::Shape(shape));
    }
    let (w, h) = text.split_once('x')?;
    let side = |s: &str| s.parse::<u32>().ok().filter(|&n| s.bytes().all(|b| b.is_ascii_digit()) && n % 2 == 1);
    Some(WeaveGrid::Square { cols: side(w)? / 2, rows: side(h)? / 2 })
}

/// What a weave or floors code names, once its check characters hold: the
/// algorithm, the grid, the option after the grid's dot (`w40`, `f4t`), what
/// follows it (shape, braid, items, the version mark last) and the seed.
pub(crate) struct CodeParts<'a> {
    pub algorithm: Algorithm,
    pub grid: WeaveGrid,
    pub option: &'a str,
    pub extras: Extras,
    pub seed: u64,
}

/// The version of a mark `vN` (one digit, 2 to 9: the first version has no mark).
fn version_mark(word: &str) -> Option<u8> {
    let digit = word.strip_prefix('v')?;
    (digit.len() == 1).then(|| digit.parse::<u8>().ok()).flatten().filter(|v| (2..=9).contains(v))
}

/// Reads `code` (trimmed, lower case) as `algorithm-grid.OPTION-seed.CK`;
/// `option` names the option for a message (`weave option wP`).
pub(crate) fn read_parts<'a>(code: &'a str, option: &str) -> Result<CodeParts<'a>, String> {
    let bad = |why: String| format!("maze code '{code}': {why}");
    let (head, tail) = checked_parts(code)?;
    let (algorithm, grid) = head.rsplit_once('-').ok_or_else(|| bad("no algorithm before the grid".into()))?;
    let grid =
        read_word(grid).ok_or_else(|| bad(format!("'{grid}' names no grid (like 21x21, round10 or hex12x10)")))?;
    let algorithm: Algorithm = algorithm.parse().map_err(bad)?;
    let (options, seed) = tail.rsplit_once('-').ok_or_else(|| bad(format!("no {option} before the seed")))?;
    let seed = from_base36(seed).ok_or_else(|| bad(format!("'{seed}' is not a seed")))?;
    let (options, version) = match options.rsplit_once('-') {
        Some((rest, mark)) if mark.starts_with('v') => {
            (rest, version_mark(mark).ok_or_else(|| bad(format!("'{mark}' is no version mark (like v2)")))?)
        }
        _ => (options, 1),
    };
    let mut words = options.split('-');
    let option_text = words.next().unwrap_or_default();
    let mut extras = Extras { version, ..Extras::default() };
    for word in words {
        if let Some(mask) = word.parse::<Shape>().ok().filter(|&m| m != Shape::None) {
            extras.mask = mask;
        } else if let Some(exits) = word.strip_prefix('x').and_then(|e| e.parse::<GridExits>().ok()) {
            extras.exits = Some(exits);
        } else if let Some(braid) = braid_option(word) {
            extras.braid = braid;
        } else if !extras.items.read_code_option(word) {
            return Err(bad(format!(
                "'{word}' is neither a shape (panda, heart, ring, star), exits like xhardest, a braid share like \
                 b30 (1 to 100), nor items like s5 (shoots), k2 (keys) or g (gate)"
            )));
        }
    }
    Ok(CodeParts { algorithm, grid, option: option_text, extras, seed })
}

/// Whether `code` is written as `made` (the code the spec read from it makes
/// again) is, check characters aside; else says how such codes are written.
pub(crate) fn written_as(made: &str, code: &str, form: &str) -> Result<(), String> {
    let body = |code: &str| code.rsplit_once('.').map(|(body, _)| body.to_owned());
    if body(made) == body(code) { Ok(()) } else { Err(format!("maze code '{code}': it is not written as {form}")) }
}

impl WeaveSpec {
    /// A short code naming this maze, with its two check characters: e.g.
    /// `kruskal-21x21.w40-v3-1kqee.i3`, `kruskal-21x21.w40-b30-v3-1kqee.xx`
    /// braided, `-v2` for the second carvers' maze and no mark for the first's.
    pub fn code(&self) -> String {
        let exits = (self.exits != self.default_exits()).then_some(self.exits);
        let extras = Extras { mask: self.mask, exits, braid: self.braid, items: self.items, version: self.version };
        write_code(self.algorithm, self.grid, &format!("w{}", self.percent), extras, self.seed)
    }

    /// Reads a code made by [`WeaveSpec::code`], in any case. A wrong or
    /// missing check character is a mistyped code; a code that reads but
    /// names no weave maze (a triangle grid, a weave of 0) says why.
    pub fn from_code(code: &str) -> Result<Self, String> {
        let code = code.trim().to_ascii_lowercase();
        let bad = |why: String| format!("maze code '{code}': {why}");
        let parts = read_parts(&code, "weave option wP")?;
        let percent = weave_option(parts.option).ok_or_else(|| {
            bad(format!("'{}' is not a weave option (like w40); weave codes have no other", parts.option))
        })?;
        let spec = WeaveSpec {
            grid: parts.grid,
            algorithm: parts.algorithm,
            percent,
            seed: parts.seed,
            braid: parts.extras.braid,
            version: parts.extras.version,
            mask: parts.extras.mask,
            items: parts.extras.items,
            exits: GridExits::Corners,
        };
        let spec = WeaveSpec { exits: parts.extras.exits.unwrap_or(spec.default_exits()), ..spec };
        spec.check().map_err(bad)?;
        written_as(
            &spec.code(),
            &code,
            "weave codes are (algorithm-grid.wP-seed; then, each only when there is one, a shape, exits \
             other than the usual, -bB braided, items, -v2 or -v3 for a later form, in that order before the seed)",
        )?;
        Ok(spec)
    }
}
