//! Reading the campaign file: serde's shape first, then every level checked,
//! each error naming the world and level it is in.

use serde::Deserialize;

use super::{Both, Campaign, Level, LevelMode, LevelSpec, World};

/// The file format this reader knows.
const VERSION: u32 = 1;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct FileCampaign {
    version: u32,
    worlds: Vec<FileWorld>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct FileWorld {
    id: String,
    name: Both,
    brings: Both,
    stars_to_open: u32,
    levels: Vec<FileLevel>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct FileLevel {
    code: String,
    mode: LevelMode,
    optimum: usize,
    stars: [f32; 2],
}

/// The maze a level's code names: a square code big enough to play, or a
/// grid, weave or floors code for a classic level (the game plays fog and
/// the clock on the square board only).
fn level_spec(code: &str, mode: LevelMode) -> Result<LevelSpec, String> {
    let spec = LevelSpec::from_code(code)?;
    if !spec.on_tiles() && mode != LevelMode::Classic {
        return Err("fog and the clock are played on the square board only".into());
    }
    Ok(spec)
}

/// Reads a campaign file's text. The error names the place of the first
/// problem: a line and column for broken JSON, the world and level for a
/// level that cannot be played.
pub fn read_campaign(text: &str) -> Result<Campaign, String> {
    let file: FileCampaign = serde_json::from_str(text).map_err(|e| format!("campaign file: {e}"))?;
    if file.version != VERSION {
        return Err(format!(
            "campaign file: version {} is not known here (this game reads version {VERSION})",
            file.version
        ));
    }
    if file.worlds.is_empty() {
        return Err("campaign file: no worlds".into());
    }
    let mut worlds: Vec<World> = Vec::new();
    for (w, world) in file.worlds.into_iter().enumerate() {
        let place = format!("campaign file, world {} ('{}')", w + 1, world.id);
        if world.id.is_empty() || !world.id.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-') {
            return Err(format!("{place}: an id is lowercase letters, digits and dashes"));
        }
        if worlds.iter().any(|o| o.id == world.id) {
            return Err(format!("{place}: another world has this id"));
        }
        if world.levels.is_empty() {
            return Err(format!("{place}: no levels"));
        }
        if let Some(before) = worlds.last().filter(|before| before.stars_to_open > world.stars_to_open) {
            return Err(format!("{place}: opens with fewer stars than '{}' before it", before.id));
        }
        let mut levels = Vec::new();
        for (l, level) in world.levels.into_iter().enumerate() {
            let place = format!("{place}, level {}", l + 1);
            let spec = level_spec(&level.code, level.mode).map_err(|e| format!("{place}: {e}"))?;
            let [two, three] = level.stars;
            if !(0.0 < two && two <= three && three <= 1.0) {
                return Err(format!("{place}: stars {two} and {three} must be efficiencies with 0 < ★★ ≤ ★★★ ≤ 1"));
            }
            if level.optimum == 0 {
                return Err(format!("{place}: an optimum of 0 steps"));
            }
            if let LevelMode::Clock(0) = level.mode {
                return Err(format!("{place}: a clock of 0 seconds"));
            }
            levels.push(Level {
                code: level.code,
                spec,
                mode: level.mode,
                optimum: level.optimum,
                two_stars: two,
                three_stars: three,
            });
        }
        worlds.push(World {
            id: world.id,
            name: world.name,
            brings: world.brings,
            stars_to_open: world.stars_to_open,
            levels,
        });
    }
    if worlds[0].stars_to_open != 0 {
        return Err(format!(
            "campaign file, world 1 ('{}'): the first world must be open from the start",
            worlds[0].id
        ));
    }
    Ok(Campaign { worlds })
}
