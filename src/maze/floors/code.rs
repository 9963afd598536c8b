//! Codes of mazes of many floors: `algorithm-GRID.fNt-seed.PK` (a tower of `N` floors) or
//! `fNs` (stacked), `fNt-bB-seed` when braided `B` %, with the check characters every code has.
//!
//! `GRID` is a square board in tiles (`21x21`) or a grid word (`round10`,
//! `hex12x10`, `triangle8`). No code made before floors has an `f` option,
//! so every old code names the same maze, and a floors code never reads as a flat one.

use super::{FloorSpec, Stairs};
use crate::maze::solve::grids::GridExits;
use crate::maze::weave::{Extras, has_option, read_parts, write_code, written_as};

/// Whether `code` names a maze of floors: an option `fNt` or `fNs` before its seed.
pub fn is_floors_code(code: &str) -> bool {
    has_option(code, |o| floors_option(o).is_some())
}

/// The floors and stairs of an option `fNt` or `fNs` (any count: the spec's check judges it).
fn floors_option(word: &str) -> Option<(u32, Stairs)> {
    let rest = word.strip_prefix('f')?;
    let (digits, stairs) = match rest.as_bytes().last()? {
        b't' => (&rest[..rest.len() - 1], Stairs::Tower),
        b's' => (&rest[..rest.len() - 1], Stairs::Stacked),
        _ => return None,
    };
    let ok = !digits.is_empty() && digits.len() <= 3 && digits.bytes().all(|b| b.is_ascii_digit());
    ok.then(|| (digits.parse().expect("digits"), stairs))
}

impl FloorSpec {
    /// A short code naming this maze, with its two check characters: e.g. `wilson-hex8x6.f3t-5.xy`.
    pub fn code(&self) -> String {
        let stairs = if self.stairs == Stairs::Tower { 't' } else { 's' };
        let exits = (self.exits != GridExits::Corners).then_some(self.exits);
        let extras = Extras { mask: self.mask, exits, braid: self.braid, items: self.items, version: 1 };
        write_code(self.algorithm, self.grid, &format!("f{}{stairs}", self.floors), extras, self.seed)
    }

    /// Reads a code made by [`FloorSpec::code`], in any case; a mistyped code
    /// or one that names no maze (17 floors, a grid too big) says why.
    pub fn from_code(code: &str) -> Result<Self, String> {
        let code = code.trim().to_ascii_lowercase();
        let bad = |why: String| format!("maze code '{code}': {why}");
        let parts = read_parts(&code, "floors option fNt")?;
        let (floors, stairs) = floors_option(parts.option).ok_or_else(|| {
            bad(format!(
                "'{}' is not a floors option (like f4t, a tower, or f4s, stacked); floors codes have no other",
                parts.option
            ))
        })?;
        let spec = FloorSpec {
            grid: parts.grid,
            floors,
            stairs,
            algorithm: parts.algorithm,
            seed: parts.seed,
            braid: parts.extras.braid,
            mask: parts.extras.mask,
            items: parts.extras.items,
            exits: parts.extras.exits.unwrap_or(GridExits::Corners),
        };
        if parts.extras.version != 1 {
            return Err(bad("floors codes have no version mark".into()));
        }
        spec.check().map_err(bad)?;
        written_as(
            &spec.code(),
            &code,
            "floors codes are (algorithm-grid.fNt-seed; then, each only when there is one, a shape, exits \
             other than corners, -bB braided and items, in that order before the seed)",
        )?;
        Ok(spec)
    }
}
