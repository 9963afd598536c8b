//! The heat map, on every grid: every cell coloured by its distance from
//! the entrance, the exit, the panda or a clicked cell, on the viridis ramp
//! ([`crate::maze::heat`]), spreading out from its source as a wavefront
//! (at once under reduced motion).
//!
//! Here the distances are measured over the [`BoardView`] and the wave's
//! reach kept ([`HeatView::reach`], [`HeatView::revealed`]). Painters draw
//! the same [`HeatView`]: an overlay of the board's places on every grid
//! ([`super::heat_mesh`]), and a square board held in chunks' texels and the
//! minimap's picture (in `view::chunk_heat` and `ui::minimap_heat`).
//!
//! On a big board ([`BoardView::off_frame`]) a distance map takes a good
//! part of a frame or several, so it is measured on Bevy's async compute
//! pool ([`HeatTask`]) while the frame goes on drawing the last result; a
//! result measured for another map, another source or another clicked cell
//! is dropped, and so is the panda's map from a cell it has left. While the
//! panda walks on a chunked square board its map is measured again at most
//! every [`PANDA_REMEASURE_SECS`].

use bevy::prelude::*;

use super::heat_measure::HeatMeasure;
use crate::game::board::BoardLimits;
use crate::game::board::view::Boards;
use crate::game::command::{GameCommand, MapReset};
use crate::game::frame::AppSystems;
use crate::game::model::{OffFrame, SharedMaze, drop_off_frame};
use crate::game::settings::Settings;
use crate::maze::Maze;

/// The longest the wavefront takes to reach the farthest cell, in seconds.
pub const HEAT_WAVE_SECS: f32 = 1.5;
/// On a chunked square board, the panda's heat map is measured again at
/// most this often (a distance map of a huge board takes a good part of a
/// frame; on other grids a walk waits only for the map under way).
pub const PANDA_REMEASURE_SECS: f32 = 0.4;

/// What the heat map measures from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum HeatSource {
    /// The entrance.
    #[default]
    Entrance,
    /// The exit.
    Exit,
    /// Where the panda stands (follows it).
    Panda,
    /// The cell last clicked (the entrance until one is): while this
    /// source is chosen and the heat map shows, a click on the board sets it
    /// instead of walking the panda there.
    Clicked,
}

impl HeatSource {
    /// Every source, in menu order.
    pub const ALL: [HeatSource; 4] = [HeatSource::Entrance, HeatSource::Exit, HeatSource::Panda, HeatSource::Clicked];
}

/// Whether the heat map shows, from where, and how far the wave has got.
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct HeatView {
    /// The player asked for it.
    pub shown: bool,
    /// Where distances are measured from.
    pub source: HeatSource,
    /// The cell last clicked for [`HeatSource::Clicked`] (a square board's
    /// cells are its tiles by flat index).
    pub clicked: Option<u32>,
    /// The cell measured from, once measured.
    pub from: Option<u32>,
    /// Counts the measurements, so drawers know a new one from an old.
    pub measured: u32,
    /// Steps from `from` to every cell
    /// ([`UNREACHED`](crate::maze::distance::UNREACHED) for walls, the outside and unreached cells).
    pub dist: Vec<u32>,
    /// Every reached cell, nearest first and in cell order within a
    /// distance (every board but a chunked square one).
    pub order: Vec<u32>,
    /// The nearest and farthest reached distance in each block of
    /// [`CHUNK_SIDE`](crate::game::board::CHUNK_SIDE)² tiles, row by row (chunked boards only): what the
    /// chunks need to know whether the wave has reached them.
    pub blocks: Vec<Option<(u32, u32)>>,
    /// The farthest distance.
    pub max: u32,
    /// Cells up to this many steps from the source are coloured (once measured).
    pub reach: u32,
    /// The cells of `order` the wave has reached: the first this many.
    pub revealed: usize,
    /// Seconds since the wave set out.
    pub secs: f32,
}

impl HeatView {
    /// Whether every reached cell is coloured.
    pub fn complete(&self) -> bool {
        self.shown && self.from.is_some() && self.reach >= self.max && self.revealed >= self.order.len()
    }

    /// How far the wave has got, when there is a wave to draw: `None` while
    /// hidden or not yet measured.
    pub fn wave(&self) -> Option<u32> {
        (self.shown && self.from.is_some()).then_some(self.reach)
    }

    /// Hidden, measured from nothing, the source and the clicked cell kept.
    fn cleared(&self, shown: bool) -> HeatView {
        HeatView { shown, source: self.source, clicked: self.clicked, measured: self.measured, ..default() }
    }
}

/// What a distance map was asked for: the map (counted on each reset), the
/// source chosen, the clicked cell then, and the cell measured from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct HeatAsk {
    map: u32,
    source: HeatSource,
    clicked: Option<u32>,
    from: u32,
}

impl HeatAsk {
    /// Whether work asked as `self` is still worth finishing when `now` is
    /// wanted: the same map, source and clicked cell; the panda's map from a
    /// cell it has left is let finish (then dropped), so a walk on a big
    /// board is not a string of measurements started and dropped.
    fn worth_finishing(self, now: HeatAsk) -> bool {
        let same = self.map == now.map && self.source == now.source && self.clicked == now.clicked;
        same && (self.from == now.from || now.source == HeatSource::Panda)
    }
}

/// The heat map's measurement off the frame, if one is under way, and the
/// map it is for.
#[derive(Resource, Default)]
pub struct HeatTask {
    work: OffFrame<HeatAsk, HeatMeasure>,
    /// Counts the maps (a new one on each reset), so a result for an old map is known.
    map: u32,
}

impl HeatTask {
    /// Whether a distance map is being measured off the frame.
    pub fn is_running(&self) -> bool {
        self.work.is_running()
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<HeatView>().init_resource::<HeatTask>().add_systems(
        Update,
        (
            read_heat_commands.in_set(AppSystems::ApplyCommands),
            hide_on_reset.in_set(AppSystems::Move),
            measure_heat.in_set(AppSystems::Visualize),
        ),
    );
}

fn read_heat_commands(mut requests: MessageReader<GameCommand>, mut view: ResMut<HeatView>) {
    for request in requests.read() {
        match *request {
            GameCommand::ToggleHeat => *view = view.cleared(!view.shown),
            GameCommand::HeatFrom(c) => {
                // The wave sets out again from the clicked cell (even the same one).
                view.clicked = Some(c);
                view.source = HeatSource::Clicked;
                view.from = None;
            }
            _ => {}
        }
    }
}

/// A new map takes the heat map away and drops a measurement under way.
fn hide_on_reset(mut resets: MessageReader<MapReset>, mut view: ResMut<HeatView>, mut task: ResMut<HeatTask>) {
    if resets.read().count() > 0 {
        *view = HeatView { clicked: None, ..view.cleared(false) };
        task.work.cancel();
        task.map = task.map.wrapping_add(1);
    }
}

/// Measures from the source when it is new or has moved (the panda), off
/// the frame on a big board, and moves the wave on.
pub(super) fn measure_heat(
    mut view: ResMut<HeatView>,
    (boards, limits): (Boards, Res<BoardLimits>),
    (time, settings): (Res<Time>, Res<Settings>),
    (mut task, mut shared): (ResMut<HeatTask>, ResMut<SharedMaze>),
    mut since: Local<f32>,
) {
    *since += time.delta_secs();
    if !view.shown {
        task.work.cancel();
        return;
    }
    let board = boards.view();
    let source = match view.source {
        HeatSource::Entrance => board.entrance(),
        HeatSource::Exit => board.exit(),
        HeatSource::Panda => board.panda(),
        HeatSource::Clicked => view.clicked.filter(|&c| board.is_open(c)).unwrap_or(board.entrance()),
    };
    // A new source: measured again; the panda's map follows it at once (on
    // a chunked board, at most every PANDA_REMEASURE_SECS).
    let follow = view.from.is_some() && view.source == HeatSource::Panda;
    let chunks = board.tile_maze().filter(|m| limits.chunked(m)).map(Maze::width);
    let off_frame = board.off_frame();
    let wait = follow && chunks.is_some() && *since < PANDA_REMEASURE_SECS;
    let ask = HeatAsk { map: task.map, source: view.source, clicked: view.clicked, from: source };
    let mut measured = task.work.poll().and_then(|(asked, result)| (asked == ask).then_some(result));
    if task.work.spec().is_some_and(|asked| !asked.worth_finishing(ask)) {
        task.work.cancel();
    }
    if measured.is_none() && view.from != Some(source) && !wait && !task.work.is_running() {
        *since = 0.0;
        if off_frame {
            let copy = board.shared(&mut shared);
            task.work.start(ask, move || HeatMeasure::of(copy.distances(source), chunks));
        } else {
            measured = Some(HeatMeasure::of(board.distances(source), chunks));
        }
    }
    if let Some(HeatMeasure { dist, max, blocks, order }) = measured {
        if off_frame {
            drop_off_frame((std::mem::take(&mut view.dist), std::mem::take(&mut view.order)));
        }
        *view = HeatView {
            from: Some(source),
            measured: view.measured.wrapping_add(1),
            dist,
            blocks,
            order,
            max,
            secs: if follow { HEAT_WAVE_SECS } else { 0.0 },
            ..view.cleared(true)
        };
    }
    let view = &mut *view;
    spread_wave((&mut view.secs, &mut view.reach), view.max, time.delta_secs(), &settings);
    // The cells nearest first: those the wave reaches are a run from the
    // start, found by halving (a map of a million cells comes in whole when
    // it follows the panda, and counting them one by one held the frame).
    let (order, dist, reach) = (&view.order, &view.dist, view.reach);
    view.revealed += order[view.revealed..].partition_point(|&c| dist[c as usize] <= reach);
}

/// Moves a heat wave on by `delta` seconds: how long it has spread
/// (`secs`) and how far it reaches (`reach`, up to `max`); all at once
/// under reduced motion. Nothing moves once it has reached `max`.
fn spread_wave((secs, reach): (&mut f32, &mut u32), max: u32, delta: f32, settings: &Settings) {
    if *reach >= max && *secs > 0.0 {
        return;
    }
    *secs += delta * settings.animation_speed;
    let now = if settings.reduced_motion || *secs >= HEAT_WAVE_SECS {
        max
    } else {
        (*secs / HEAT_WAVE_SECS * max as f32) as u32
    };
    *reach = now.min(max);
}
