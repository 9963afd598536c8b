//! The level's title: a card with the world, the level and what it asks
//! until the player moves, then a small label in the corner. On the level
//! that first brings a world's new thing (bamboo, fog, keys, the clock, the
//! gate: [`crate::levels::Campaign::how_to_level`]) the card tells its how-to.
//! This is the model (headless); `select.rs` draws it.

use bevy::prelude::*;

use super::CampaignState;
use crate::game::board::view::Boards;
use crate::game::frame::{AppSystems, Screen};
use crate::game::run::victory::RunStats;

/// How the level's title shows now.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct LevelTitle {
    /// A level is being played on the board: its title shows (as a card or a label).
    pub level: bool,
    /// The whole card shows (the player has not moved yet); else the corner label.
    pub card: bool,
    /// The card tells the world's how-to (this level brings the world's new thing).
    pub how_to: bool,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<LevelTitle>().add_systems(Update, follow_the_run.after(AppSystems::React));
}

/// The card until the clock starts (the first move, or Start), the label after.
fn follow_the_run(
    state: Res<CampaignState>,
    stats: Res<RunStats>,
    boards: Boards,
    screen: Res<State<Screen>>,
    mut title: ResMut<LevelTitle>,
) {
    let level =
        state.level().is_some_and(|l| super::level_name(l) == boards.view().name()) && *screen.get() == Screen::Playing;
    let how_to = state.playing.is_some_and(|id| id.level == state.campaign.how_to_level(id.world));
    title.set_if_neq(LevelTitle { level, card: level && stats.started.is_none(), how_to: level && how_to });
}
