//! The heat map: every floor tile coloured by its distance from the
//! entrance, the exit, the panda or a clicked tile, on the viridis ramp
//! ([`crate::maze::heat`]), spreading out from its source as a wavefront
//! (at once under reduced motion).
//!
//! Here the distances are measured and the wave's reach kept
//! ([`HeatView::reach`]); tile boards get one sprite a reached tile
//! ([`HeatTile`]). Chunked boards colour their chunk texels and the minimap
//! its picture from the same [`HeatView`] (in `view::chunks` and
//! `ui::minimap`), so all three spread together.
//!
//! On boards of [`OFF_FRAME_MIN_TILES`](crate::game::model::OFF_FRAME_MIN_TILES) or more, a distance map takes a good
//! part of a frame or several, so it is measured on Bevy's async compute
//! pool ([`HeatTask`]) while the frame goes on drawing the last result; a
//! result measured for another map, another source or another clicked tile
//! is dropped (the panda's own map keeps a result from where it stood when
//! asked, at most [`PANDA_REMEASURE_SECS`] old).

use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, block_on, poll_once};

use super::heat_measure::HeatMeasure;
use crate::game::board::BoardLimits;
use crate::game::board::grid::on_square_board;
use crate::game::command::{GameCommand, MapReset, MapScoped};
use crate::game::frame::AppSystems;
use crate::game::model::{CurrentMaze, GridPos, SharedMaze, TILE_SIZE, tile_center};
use crate::game::panda::Player;
use crate::game::settings::Settings;
use crate::maze::Pos;
use crate::maze::heat::heat_colour;

/// The longest the wavefront takes to reach the farthest tile, in seconds.
pub const HEAT_WAVE_SECS: f32 = 1.5;
/// On a chunked board, the panda's heat map is measured again at most this
/// often (a distance map of a huge board takes a good part of a frame).
pub const PANDA_REMEASURE_SECS: f32 = 0.4;
/// Above the floor and the entrance and exit markers, below footprints.
const HEAT_Z: f32 = 1.5;

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
    /// The floor tile last clicked (the entrance until one is): while this
    /// source is chosen and the heat map shows, a click on the board sets it
    /// instead of walking the panda there.
    Clicked,
}

impl HeatSource {
    /// Every source, in menu order.
    pub const ALL: [HeatSource; 4] = [HeatSource::Entrance, HeatSource::Exit, HeatSource::Panda, HeatSource::Clicked];
}

/// One coloured floor tile of the heat map (tile boards).
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
#[require(MapScoped)]
pub struct HeatTile {
    /// Steps from the source.
    pub distance: u32,
}

/// Whether the heat map shows, from where, and how far the wave has got.
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct HeatView {
    /// The player asked for it.
    pub shown: bool,
    /// Where distances are measured from.
    pub source: HeatSource,
    /// The tile last clicked for [`HeatSource::Clicked`].
    pub clicked: Option<Pos>,
    /// The tile measured from, once measured.
    pub from: Option<Pos>,
    /// Counts the measurements, so drawers know a new one from an old.
    pub measured: u32,
    /// Steps from `from` to every tile, flat as the maze's tiles
    /// ([`UNREACHED`](crate::maze::distance::UNREACHED) for walls, the outside and unreached floor).
    pub dist: Vec<u32>,
    /// Every reached floor tile and its distance, nearest first (tile boards only).
    pub order: Vec<(Pos, u32)>,
    /// The nearest and farthest reached distance in each block of
    /// [`CHUNK_SIDE`](crate::game::board::CHUNK_SIDE)² tiles, row by row (chunked boards only): what the
    /// chunks need to know whether the wave has reached them.
    pub blocks: Vec<Option<(u32, u32)>>,
    /// The farthest distance.
    pub max: u32,
    /// Tiles up to this many steps from the source are coloured (once measured).
    pub reach: u32,
    /// Tiles of `order` coloured so far.
    pub revealed: usize,
    /// Seconds since the wave set out.
    pub secs: f32,
}

impl HeatView {
    /// Whether every reached tile is coloured.
    pub fn complete(&self) -> bool {
        self.shown && self.from.is_some() && self.reach >= self.max && self.revealed >= self.order.len()
    }

    /// How far the wave has got, when there is a wave to draw: `None` while
    /// hidden or not yet measured.
    pub fn wave(&self) -> Option<u32> {
        (self.shown && self.from.is_some()).then_some(self.reach)
    }

    /// Hidden, measured from nothing, the source and the clicked tile kept.
    fn cleared(&self, shown: bool) -> HeatView {
        HeatView { shown, source: self.source, clicked: self.clicked, measured: self.measured, ..default() }
    }
}

/// A distance map being measured off the frame, and what it was asked for.
pub struct PendingHeat {
    task: Task<HeatMeasure>,
    /// The tile measured from.
    pub from: Pos,
    /// The source and clicked tile it was asked for.
    pub source: HeatSource,
    /// The clicked tile when it was asked for.
    pub clicked: Option<Pos>,
    /// The map it was asked for ([`HeatTask::map`] then).
    pub map: u32,
}

/// The heat map's off-frame measurement, if one is under way.
#[derive(Resource, Default)]
pub struct HeatTask {
    /// The measurement under way.
    pub pending: Option<PendingHeat>,
    /// Counts the maps (a new one on each reset), so a result for an old map is known.
    pub map: u32,
}

impl PendingHeat {
    /// Whether its result still fits `view` on map `map`: the same map, the
    /// same source and clicked tile, and the same tile to measure from unless
    /// the source is the panda (who may have walked on since).
    pub fn fits(&self, view: &HeatView, map: u32, source_tile: Pos) -> bool {
        let same_from = self.from == source_tile || self.source == HeatSource::Panda;
        self.map == map && view.shown && self.source == view.source && self.clicked == view.clicked && same_from
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<HeatView>().init_resource::<HeatTask>().add_systems(
        Update,
        (
            read_heat_commands.in_set(AppSystems::ApplyCommands),
            hide_on_reset.in_set(AppSystems::Move),
            (measure_heat, spread_heat).chain().run_if(on_square_board).in_set(AppSystems::Visualize),
        ),
    );
}

fn read_heat_commands(mut requests: MessageReader<GameCommand>, mut view: ResMut<HeatView>) {
    for request in requests.read() {
        match *request {
            GameCommand::ToggleHeat => *view = view.cleared(!view.shown),
            GameCommand::HeatFrom(p) => {
                // The wave sets out again from the clicked tile (even the same one).
                view.clicked = Some(p);
                view.source = HeatSource::Clicked;
                view.from = None;
            }
            _ => {}
        }
    }
}

/// A new map takes the heat map away (its tiles are [`MapScoped`]) and
/// drops a measurement under way.
fn hide_on_reset(mut resets: MessageReader<MapReset>, mut view: ResMut<HeatView>, mut task: ResMut<HeatTask>) {
    if resets.read().count() > 0 {
        *view = HeatView { clicked: None, ..view.cleared(false) };
        task.pending = None;
        task.map = task.map.wrapping_add(1);
    }
}

/// Measures from the source when it is new or has moved (the panda), and
/// moves the wave on.
fn measure_heat(
    mut view: ResMut<HeatView>,
    current: Res<CurrentMaze>,
    limits: Res<BoardLimits>,
    (time, settings): (Res<Time>, Res<Settings>),
    player: Query<&GridPos, With<Player>>,
    (mut task, mut shared): (ResMut<HeatTask>, ResMut<SharedMaze>),
    mut since: Local<f32>,
) {
    *since += time.delta_secs();
    if !view.shown {
        task.pending = None;
        return;
    }
    let maze = &current.maze;
    let source = match view.source {
        HeatSource::Entrance => maze.entrance,
        HeatSource::Exit => maze.exit,
        HeatSource::Panda => player.iter().next().map_or(maze.entrance, |g| g.0),
        HeatSource::Clicked => view.clicked.filter(|&p| maze.is_floor(p)).unwrap_or(maze.entrance),
    };
    // A new source: measured again; the panda's map follows it at once (on
    // a chunked board, at most every PANDA_REMEASURE_SECS).
    let follow = view.from.is_some() && view.source == HeatSource::Panda;
    let wait = follow && limits.chunked(maze) && *since < PANDA_REMEASURE_SECS;
    let off_frame = crate::game::model::off_frame(maze);
    let chunked = limits.chunked(maze);
    let mut measured = None;
    if let Some(pending) = task.pending.as_mut()
        && let Some(result) = block_on(poll_once(&mut pending.task))
    {
        let pending = task.pending.take().expect("polled just now");
        if pending.fits(&view, task.map, source) {
            measured = Some((pending.from, result));
        }
    }
    if measured.is_none() && view.from != Some(source) && !wait && task.pending.is_none() {
        *since = 0.0;
        if off_frame {
            let copy = shared.of(maze);
            task.pending = Some(PendingHeat {
                task: AsyncComputeTaskPool::get().spawn(async move { HeatMeasure::of(&copy, source, chunked) }),
                from: source,
                source: view.source,
                clicked: view.clicked,
                map: task.map,
            });
        } else {
            measured = Some((source, HeatMeasure::of(maze, source, chunked)));
        }
    }
    if let Some((source, HeatMeasure { dist, max, blocks, order })) = measured {
        if off_frame {
            crate::game::model::drop_off_frame(std::mem::take(&mut view.dist));
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
}

/// Moves a heat wave on by `delta` seconds: how long it has spread
/// (`secs`) and how far it reaches (`reach`, up to `max`); all at once
/// under reduced motion. Nothing moves once it has reached `max`.
pub fn spread_wave((secs, reach): (&mut f32, &mut u32), max: u32, delta: f32, settings: &Settings) {
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

/// Colours the tiles of a tile board the wavefront has reached, and takes
/// them away when the map is hidden or measured anew.
fn spread_heat(
    mut commands: Commands,
    mut view: ResMut<HeatView>,
    current: Res<CurrentMaze>,
    tiles: Query<(Entity, &HeatTile)>,
    mut drawn_for: Local<u32>,
) {
    if !tiles.is_empty() && (!view.shown || *drawn_for != view.measured) {
        for (entity, _) in &tiles {
            commands.entity(entity).despawn();
        }
    }
    *drawn_for = view.measured;
    let Some(reach) = view.wave() else { return };
    let (start, max) = (view.revealed, view.max);
    if start >= view.order.len() {
        return;
    }
    let end = start + view.order[start..].iter().take_while(|&&(_, d)| d <= reach).count();
    for &(p, distance) in &view.order[start..end] {
        let [r, g, b] = heat_colour(distance, max);
        commands.spawn((
            Name::new("Heat"),
            HeatTile { distance },
            GridPos(p),
            Sprite::from_color(Color::srgb_u8(r, g, b), Vec2::splat(TILE_SIZE)),
            Transform::from_translation(tile_center(&current.maze, p).extend(HEAT_Z)),
        ));
    }
    view.revealed = end;
}
