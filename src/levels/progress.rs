//! The player's way through the campaign: each level's best, and what is open.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::{Campaign, LevelId};

/// The best run on one level.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct LevelBest {
    /// Most stars earned (1 to 3; a larger count read from JSON is read as 3,
    /// and the game's progress reader refuses it outright).
    #[serde(deserialize_with = "at_most_three")]
    pub stars: u8,
    /// Fewest moves of a finished run.
    pub moves: u32,
}

/// A star count as a file has it, no more than a level can give.
fn at_most_three<'de, D: serde::Deserializer<'de>>(d: D) -> Result<u8, D::Error> {
    u8::deserialize(d).map(|stars| stars.min(MAX_STARS))
}

/// The most stars one level gives.
pub const MAX_STARS: u8 = 3;

/// Every finished level's best, by [`Campaign::key`]. Levels the file no
/// longer has are kept (and ignored), so an older or newer campaign loses nothing.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct CampaignProgress {
    /// Best runs, by level key (`bamboo-grove/3`).
    pub levels: BTreeMap<String, LevelBest>,
    /// Endless levels cleared (the next one to play is this number).
    #[serde(default)]
    pub endless: u32,
}

impl CampaignProgress {
    /// The best run on `id`, if it was ever finished.
    pub fn best(&self, campaign: &Campaign, id: LevelId) -> Option<LevelBest> {
        self.levels.get(&campaign.key(id)).copied()
    }

    /// Stars earned over the campaign's levels.
    pub fn total_stars(&self, campaign: &Campaign) -> u32 {
        campaign.ids().filter_map(|id| self.best(campaign, id)).map(|b| u32::from(b.stars)).sum()
    }

    /// Stars earned in one world.
    pub fn world_stars(&self, campaign: &Campaign, world: usize) -> u32 {
        campaign
            .ids()
            .filter(|id| id.world == world)
            .filter_map(|id| self.best(campaign, id))
            .map(|b| u32::from(b.stars))
            .sum()
    }

    /// Whether a world is open: enough stars over the campaign.
    pub fn world_open(&self, campaign: &Campaign, world: usize) -> bool {
        campaign.worlds.get(world).is_some_and(|w| self.total_stars(campaign) >= w.stars_to_open)
    }

    /// Whether a level may be played: its world is open, and it is the
    /// world's first or the level before it is finished.
    pub fn level_open(&self, campaign: &Campaign, id: LevelId) -> bool {
        campaign.level(id).is_some()
            && self.world_open(campaign, id.world)
            && (id.level == 0 || self.best(campaign, LevelId { level: id.level - 1, ..id }).is_some())
    }

    /// Keeps a finished run's stars and moves where they beat the best so
    /// far (each on its own); returns whether either did.
    pub fn record(&mut self, campaign: &Campaign, id: LevelId, stars: u8, moves: u32) -> bool {
        let best = self.levels.entry(campaign.key(id)).or_insert(LevelBest { stars: 0, moves: u32::MAX });
        let improved = stars > best.stars || moves < best.moves;
        *best = LevelBest { stars: best.stars.max(stars), moves: best.moves.min(moves) };
        improved
    }

    /// Takes in `other`'s bests where they are better (more stars, fewer
    /// moves): what another game instance may have saved.
    pub fn merge(&mut self, other: &CampaignProgress) {
        self.endless = self.endless.max(other.endless);
        for (key, theirs) in &other.levels {
            let mine = self.levels.entry(key.clone()).or_insert(*theirs);
            *mine = LevelBest { stars: mine.stars.max(theirs.stars), moves: mine.moves.min(theirs.moves) };
        }
    }

    /// Whether endless mode is open: the campaign's last level is finished.
    pub fn endless_open(&self, campaign: &Campaign) -> bool {
        campaign.ids().last().is_some_and(|last| self.best(campaign, last).is_some())
    }

    /// The first open level not yet finished (where "Play" continues), else the last level.
    pub fn resume_at(&self, campaign: &Campaign) -> LevelId {
        let mut last = LevelId::default();
        for id in campaign.ids() {
            if self.level_open(campaign, id) {
                if self.best(campaign, id).is_none() {
                    return id;
                }
                last = id;
            }
        }
        last
    }
}
