//! The heat map on round, hex and triangle boards: every cell coloured by
//! its distance from the entrance, the exit, the panda or a clicked cell, on
//! the viridis ramp, spreading out from its source as on the square board
//! (at once under reduced motion).
//!
//! The square board's [`HeatView`] says whether the map shows and from
//! where; the grid's distances are kept in [`GridHeat`] and drawn as one
//! mesh of cells under the walls ([`super::grid_heat_draw`]), recoloured as
//! the wave reaches further.
//!
//! On a big board ([`GridGame::off_frame`](crate::game::board::grid::GridGame::off_frame))
//! each distance map is measured off the frame ([`PendingGridHeat`]): the
//! board keeps the last map until the new one is in, and one measured for
//! another maze or from a cell the source has left is dropped.

use bevy::prelude::*;

use super::heat::{HEAT_WAVE_SECS, HeatSource, HeatView, spread_wave};
use crate::game::board::grid::{GridBoard, on_grid_board};
use crate::game::command::GameCommand;
use crate::game::frame::AppSystems;
use crate::game::model::OffFrame;
use crate::game::settings::Settings;
use crate::maze::generate::{GridMazeAny, GridSpec};
use crate::maze::solve::grids::{UNREACHED, distance_map};
use crate::on_grid_maze;

/// The grid maze's heat map: what it was measured from and how far the wave has got.
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct GridHeat {
    /// The maze it is for.
    pub spec: Option<GridSpec>,
    /// The cell last clicked for [`HeatSource::Clicked`].
    pub clicked: Option<u32>,
    /// The cell measured from, once measured.
    pub from: Option<u32>,
    /// Counts the measurements, so the drawing knows a new one from an old.
    pub measured: u32,
    /// Steps from `from` to every cell ([`UNREACHED`] where none leads).
    pub dist: Vec<u32>,
    /// The farthest distance.
    pub max: u32,
    /// The cells reached, nearest first (in cell order within a distance).
    pub order: Vec<u32>,
    /// Cells up to this many steps from the source are coloured.
    pub reach: u32,
    /// Seconds since the wave set out.
    pub secs: f32,
}

impl GridHeat {
    /// Whether every reachable cell is coloured.
    pub fn complete(&self) -> bool {
        self.from.is_some() && self.reach >= self.max
    }
}

/// A big board's distance map being measured off the frame: for the maze
/// and the cell it is measured from.
pub type PendingGridHeat = OffFrame<(GridSpec, u32), Measured>;

/// One distance map with what the drawing needs of it.
pub struct Measured {
    dist: Vec<u32>,
    max: u32,
    order: Vec<u32>,
}

/// The distances from `source` on `maze`, the farthest, and the cells
/// reached nearest first (a counting sort by distance, so cells at one
/// distance stay in cell order).
fn measure(maze: &GridMazeAny, source: u32) -> Measured {
    let dist = on_grid_maze!(maze, m => distance_map(m, source));
    let max = dist.iter().copied().filter(|&d| d != UNREACHED).max().unwrap_or(0);
    let mut starts = vec![0usize; max as usize + 2];
    for &d in dist.iter().filter(|&&d| d != UNREACHED) {
        starts[d as usize + 1] += 1;
    }
    for d in 1..starts.len() {
        starts[d] += starts[d - 1];
    }
    let mut order = vec![0; starts[max as usize + 1]];
    for (c, &d) in dist.iter().enumerate().filter(|&(_, &d)| d != UNREACHED) {
        order[starts[d as usize]] = c as u32;
        starts[d as usize] += 1;
    }
    Measured { dist, max, order }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<GridHeat>().init_resource::<PendingGridHeat>().add_systems(
        Update,
        (
            read_grid_heat_commands.in_set(AppSystems::ApplyCommands),
            measure_grid_heat.run_if(on_grid_board).in_set(AppSystems::Visualize),
        ),
    );
}

/// A click on a cell while the heat map measures from a clicked cell sets it.
fn read_grid_heat_commands(
    mut requests: MessageReader<GameCommand>,
    mut view: ResMut<HeatView>,
    mut heat: ResMut<GridHeat>,
) {
    for request in requests.read() {
        if let GameCommand::GridHeatFrom(c) = *request {
            // The wave sets out again from the clicked cell (even the same one).
            heat.clicked = Some(c);
            heat.from = None;
            view.source = HeatSource::Clicked;
        }
    }
}

/// Measures from the source when it is new or has moved (the panda), off
/// the frame on a big board, and moves the wave on.
pub(super) fn measure_grid_heat(
    board: Res<GridBoard>,
    view: Res<HeatView>,
    (mut heat, mut pending): (ResMut<GridHeat>, ResMut<PendingGridHeat>),
    (time, settings): (Res<Time>, Res<Settings>),
) {
    let Some(game) = board.game() else { return };
    if heat.spec != Some(game.spec) {
        *heat = GridHeat { spec: Some(game.spec), measured: heat.measured, ..default() };
        pending.cancel();
    }
    if !view.shown {
        if heat.from.is_some() {
            heat.from = None;
        }
        pending.cancel();
        return;
    }
    let source = match view.source {
        HeatSource::Entrance => game.entrance(),
        HeatSource::Exit => game.exit(),
        HeatSource::Panda => game.panda,
        HeatSource::Clicked => heat.clicked.unwrap_or(game.entrance()),
    };
    let follow = view.source == HeatSource::Panda;
    if let Some((wanted, measured)) = pending.poll()
        && wanted == (game.spec, source)
    {
        take(&mut heat, source, follow, measured);
    }
    if heat.from != Some(source) && pending.spec() != Some((game.spec, source)) {
        if !game.off_frame() {
            take(&mut heat, source, follow, measure(&game.maze, source));
        } else {
            let maze = game.maze.clone();
            pending.start((game.spec, source), move || measure(&maze, source));
        }
    }
    let heat = &mut *heat;
    spread_wave((&mut heat.secs, &mut heat.reach), heat.max, time.delta_secs(), &settings);
}

/// Shows the map `measured` from `source`: the wave sets out, except when
/// the map follows the panda from a cell it has left (then it is all there at once).
fn take(heat: &mut GridHeat, source: u32, follow: bool, measured: Measured) {
    let follow = follow && heat.from.is_some();
    let Measured { dist, max, order } = measured;
    *heat = GridHeat {
        spec: heat.spec,
        clicked: heat.clicked,
        from: Some(source),
        measured: heat.measured.wrapping_add(1),
        dist,
        max,
        order,
        reach: 0,
        secs: if follow { HEAT_WAVE_SECS } else { 0.0 },
    };
}
