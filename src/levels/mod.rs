//! The campaign as data: worlds of levels read from `assets/campaign.json`,
//! the stars a finished run earns, and the player's progress through them.
//! Free of Bevy; the game's `campaign` folder plays it.
//!
//! ## The file
//!
//! ```json
//! { "version": 1,
//!   "worlds": [ { "id": "bamboo-grove",
//!                 "name": { "en": "Bamboo Grove", "zh": "竹林" },
//!                 "brings": { "en": "…", "zh": "…" },
//!                 "stars_to_open": 0,
//!                 "levels": [ { "code": "backtracker-9x9.1.q", "mode": "classic",
//!                               "optimum": 16, "stars": [0.6, 0.95] } ] } ] }
//! ```
//!
//! - `code` is a maze code ([`MazeSpec::from_code`]): size, algorithm, seed
//!   and the items (`s3` shoots, `k2` keys and doors, `g` the bamboo gate).
//!   The code also names loops (`b25`: a quarter of the dead ends opened),
//!   the far exit (`xhardest`) and a shape (`panda`, `heart`, `star`, `ring`).
//!   A grid code (`backtracker-round6.1f.x`, `prim-hex9x9.2.k`: see
//!   [`GridSpec::from_code`]) makes a round, hex or triangle level; those are
//!   classic levels without items, as the game plays grids.
//! - A weave code (`backtracker-13x11.w30-v3-1f.x`: passages over and under
//!   each other) or a floors code (`backtracker-hex6x5.f2t-3.k`: floors
//!   joined by stairs, `t` a tower, `s` stacked) makes a classic level too.
//! - `mode` is `"classic"`, `"fog"` or `{ "clock": seconds }`.
//! - `optimum` is the steps of the shortest full clear (every shoot eaten),
//!   recorded so a change to the generators that moves a level is caught.
//! - `stars` are the efficiencies (optimum ÷ steps) for ★★ and for ★★★.
//!
//! Unknown fields are refused, so a misspelt one is never silently ignored.

mod endless;
mod progress;
mod read;
mod spec;
#[cfg(test)]
mod tests;

use std::collections::BTreeSet;

use crate::maze::floors::FloorSpec;
use crate::maze::generate::GridSpec;
use crate::maze::solve::grids::GridExits;
use crate::maze::weave::{WeaveGrid, WeaveSpec};
use crate::maze::{Exits, MazeSpec, Shape};

pub use endless::{endless_level, endless_target};
pub use progress::{CampaignProgress, LevelBest, MAX_STARS};
pub use read::read_campaign;
pub use spec::LevelSpec;

/// The campaign file, as the game ships it.
pub const CAMPAIGN_JSON: &str = include_str!("../../assets/campaign.json");

/// A text in both of the game's languages.
#[derive(Clone, Debug, PartialEq, Eq, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Both {
    /// English.
    pub en: String,
    /// Chinese.
    pub zh: String,
}

/// How a level is played beyond walking out.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Deserialize)]
#[serde(rename_all = "lowercase", deny_unknown_fields)]
pub enum LevelMode {
    /// Walk out.
    Classic,
    /// Only what the panda has seen is drawn.
    Fog,
    /// Walk out before the clock, in seconds, runs down.
    Clock(u32),
}

/// One level: a maze with its items, how it is played, and its stars.
#[derive(Clone, Debug, PartialEq)]
pub struct Level {
    /// Its maze code, as written in the file.
    pub code: String,
    /// The maze (and items) the code names: on the square board or another
    /// grid, woven or of floors.
    pub spec: LevelSpec,
    /// How it is played.
    pub mode: LevelMode,
    /// Steps of the shortest full clear.
    pub optimum: usize,
    /// Efficiency for ★★ (0..1).
    pub two_stars: f32,
    /// Efficiency for ★★★ (0..1, at least `two_stars`).
    pub three_stars: f32,
}

/// A world: levels that bring one new thing.
#[derive(Clone, Debug, PartialEq)]
pub struct World {
    /// Its name in files and progress (`bamboo-grove`).
    pub id: String,
    /// Its name on screen.
    pub name: Both,
    /// The new thing it brings, told the first time.
    pub brings: Both,
    /// Stars, over the whole campaign, that open it.
    pub stars_to_open: u32,
    /// Its levels, in order.
    pub levels: Vec<Level>,
}

/// The whole campaign.
#[derive(Clone, Debug, PartialEq)]
pub struct Campaign {
    /// The worlds, in order.
    pub worlds: Vec<World>,
}

/// Where a level sits: world and level numbers, from 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct LevelId {
    /// The world's number.
    pub world: usize,
    /// The level's number in its world.
    pub level: usize,
}

impl Campaign {
    /// The campaign the game ships ([`CAMPAIGN_JSON`]).
    pub fn shipped() -> Self {
        read_campaign(CAMPAIGN_JSON).expect("the shipped campaign reads (tested)")
    }

    /// The level at `id`.
    pub fn level(&self, id: LevelId) -> Option<&Level> {
        self.worlds.get(id.world)?.levels.get(id.level)
    }

    /// The level after `id`: the next in its world, else the first of the next world.
    pub fn next(&self, id: LevelId) -> Option<LevelId> {
        let world = self.worlds.get(id.world)?;
        if id.level + 1 < world.levels.len() {
            Some(LevelId { level: id.level + 1, ..id })
        } else {
            (id.world + 1 < self.worlds.len()).then_some(LevelId { world: id.world + 1, level: 0 })
        }
    }

    /// Every level, in order.
    pub fn ids(&self) -> impl Iterator<Item = LevelId> + '_ {
        self.worlds
            .iter()
            .enumerate()
            .flat_map(|(world, w)| (0..w.levels.len()).map(move |level| LevelId { world, level }))
    }

    /// The level of world `world` whose how-to is told: the first that asks
    /// something no earlier world asked (its first level if none does).
    pub fn how_to_level(&self, world: usize) -> usize {
        let met: BTreeSet<&str> =
            self.worlds.iter().take(world).flat_map(|w| &w.levels).flat_map(Level::features).collect();
        self.worlds
            .get(world)
            .and_then(|w| w.levels.iter().position(|l| l.features().difference(&met).next().is_some()))
            .unwrap_or(0)
    }

    /// The key a level's progress is kept under: `bamboo-grove/3` (from 1).
    pub fn key(&self, id: LevelId) -> String {
        format!("{}/{}", self.worlds[id.world].id, id.level + 1)
    }
}

/// How a run through a level went, for its stars.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct RunOutcome {
    /// Steps taken (undone steps taken back).
    pub moves: u32,
    /// Hints asked for.
    pub hints: u32,
    /// The game walked the panda out.
    pub assisted: bool,
    /// Every shoot was eaten.
    pub all_bamboo: bool,
}

impl Level {
    /// Its maze on the square board, if it is played there.
    pub fn square(&self) -> Option<&MazeSpec> {
        match &self.spec {
            LevelSpec::Square(spec) => Some(spec),
            _ => None,
        }
    }

    /// Its maze on a round, hex or triangle grid, if it is played on one.
    pub fn grid(&self) -> Option<&GridSpec> {
        match &self.spec {
            LevelSpec::Grid(spec) => Some(spec),
            _ => None,
        }
    }

    /// Its weave maze, if its passages cross.
    pub fn weave(&self) -> Option<&WeaveSpec> {
        match &self.spec {
            LevelSpec::Weave(spec) => Some(spec),
            _ => None,
        }
    }

    /// Its maze of floors, if it has stairs.
    pub fn floors(&self) -> Option<&FloorSpec> {
        match &self.spec {
            LevelSpec::Floors(spec) => Some(spec),
            _ => None,
        }
    }

    /// What it asks of the player beyond walking out: "bamboo", "keys and
    /// doors", "bamboo gate", "fog", "clock", "loops" (a braided maze, where
    /// more than one way leads out), "far exit" (the ends of the longest
    /// path), "shape", "grid" (a round, hex or triangle board), "bridges and
    /// stairs" (a maze of more than one level: passages that cross over and
    /// under each other, or floors joined by stairs; one new thing, the
    /// third dimension, taught in one world: crossings first, then stairs).
    pub fn features(&self) -> BTreeSet<&'static str> {
        let shaped = |grid: WeaveGrid| matches!(grid, WeaveGrid::Shape(_));
        let (items, board) = match &self.spec {
            LevelSpec::Square(spec) => (
                spec.items,
                [false, spec.braid_percent > 0, spec.exits == Exits::Hardest, spec.shape != Shape::None, false],
            ),
            LevelSpec::Grid(grid) => (
                grid.items,
                [true, grid.braid_percent > 0, grid.exits == GridExits::Hardest, grid.mask != Shape::None, false],
            ),
            LevelSpec::Weave(w) => {
                (w.items, [shaped(w.grid), w.braid > 0, w.exits == GridExits::Hardest, w.mask != Shape::None, true])
            }
            LevelSpec::Floors(f) => {
                (f.items, [shaped(f.grid), f.braid > 0, f.exits == GridExits::Hardest, f.mask != Shape::None, true])
            }
        };
        let flags = [
            (items.bamboo > 0, "bamboo"),
            (items.doors > 0, "keys and doors"),
            (items.bamboo_gate, "bamboo gate"),
            (self.mode == LevelMode::Fog, "fog"),
            (matches!(self.mode, LevelMode::Clock(_)), "clock"),
            (board[0], "grid"),
            (board[1], "loops"),
            (board[2], "far exit"),
            (board[3], "shape"),
            (board[4], "bridges and stairs"),
        ];
        flags.into_iter().filter(|(on, _)| *on).map(|(_, name)| name).collect()
    }

    /// Makes its maze afresh and measures it: the difficulty score (1 to 10,
    /// the same scale on every grid) and the steps of the shortest full clear
    /// (every shoot eaten, every door opened), which the file records as
    /// `optimum`: on a weave a place under a crossing is a step, on floors a
    /// stair is, as the game counts moves. An error when the maze cannot be
    /// made or has no way out.
    pub fn measure(&self) -> Result<(f64, usize), String> {
        let (difficulty, steps) = self.spec.measure()?;
        Ok((difficulty, steps.ok_or_else(|| format!("{}: no way out", self.code))?))
    }

    /// The most moves that still earn ★★★ (with no hint, no walking out and
    /// every shoot eaten): `optimum ÷ three_stars`, rounded down.
    pub fn three_star_moves(&self) -> u32 {
        // A hair over the quotient, so 100 ÷ 0.5 is 200 and not 199.99….
        (self.optimum as f64 / f64::from(self.three_stars) + 1e-6).floor() as u32
    }

    /// The stars a finished run earns: ★ for finishing, ★★ for efficiency
    /// (optimum ÷ moves) at least `two_stars`, ★★★ for at least
    /// `three_stars` with no hint, no walking out and every shoot eaten.
    pub fn stars(&self, run: RunOutcome) -> u8 {
        let efficiency = if run.moves == 0 { 1.0 } else { self.optimum as f32 / run.moves as f32 };
        if efficiency >= self.three_stars && run.hints == 0 && !run.assisted && run.all_bamboo {
            3
        } else if efficiency >= self.two_stars {
            2
        } else {
            1
        }
    }
}
