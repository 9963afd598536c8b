//! "Where you wandered": after a win, the walk held against the shortest
//! route ([`crate::maze::detour`]), for the victory screen to name the
//! detours and the moves they cost.

use bevy::prelude::*;

use crate::game::frame::Screen;
use crate::game::model::{CurrentMaze, Route};
use crate::game::panda::walk::WalkHistory;
use crate::maze::detour::{Wander, wander};

/// The last won run's detours (the walk as it stands: undone steps are not in it).
#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct WanderReport(pub Option<Wander>);

/// The same for a run on a round, hex or triangle board, its spots the grid's cells.
#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct GridWanderReport(pub Option<Wander<u32>>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<WanderReport>()
        .init_resource::<GridWanderReport>()
        .add_systems(OnEnter(Screen::Won), measure_wandering.run_if(crate::game::board::grid::on_square_board));
}

pub(super) fn measure_wandering(
    history: Res<WalkHistory>,
    route: Res<Route>,
    current: Res<CurrentMaze>,
    (mut report, mut grid_report): (ResMut<WanderReport>, ResMut<GridWanderReport>),
) {
    grid_report.0 = None;
    let walked = &history.0;
    let fits = walked.first() == route.0.first() && current.maze.is_walk(walked);
    report.0 = fits.then(|| wander(&current.maze, &route.0, walked));
}
