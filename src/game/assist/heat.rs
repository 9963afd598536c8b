//! The heat map: every floor tile coloured by its distance from the
//! entrance, the exit or the panda, on the viridis ramp
//! ([`crate::maze::heat`]), spreading out from its source as a wavefront
//! (at once under reduced motion). Tile boards only: on a chunked board (a
//! huge maze) it is not offered.

use bevy::prelude::*;

use crate::game::board::BoardLimits;
use crate::game::command::{GameCommand, MapReset, MapScoped};
use crate::game::frame::AppSystems;
use crate::game::model::{CurrentMaze, GridPos, TILE_SIZE, tile_center};
use crate::game::panda::Player;
use crate::game::settings::Settings;
use crate::maze::Pos;
use crate::maze::distance::{UNREACHED, distances};
use crate::maze::heat::heat_colour;

/// The longest the wavefront takes to reach the farthest tile, in seconds.
pub const HEAT_WAVE_SECS: f32 = 1.5;
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
}

impl HeatSource {
    /// Every source, in menu order.
    pub const ALL: [HeatSource; 3] = [HeatSource::Entrance, HeatSource::Exit, HeatSource::Panda];
}

/// One coloured floor tile of the heat map.
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
    /// The tile measured from, once measured.
    pub from: Option<Pos>,
    /// Every reached floor tile and its distance, nearest first.
    pub order: Vec<(Pos, u32)>,
    /// The farthest distance.
    pub max: u32,
    /// Tiles of `order` coloured so far.
    pub revealed: usize,
    /// Seconds since the wave set out.
    pub secs: f32,
}

impl HeatView {
    /// Whether every reached tile is coloured.
    pub fn complete(&self) -> bool {
        self.shown && self.from.is_some() && self.revealed >= self.order.len()
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<HeatView>().add_systems(
        Update,
        (
            toggle_heat.in_set(AppSystems::ApplyCommands),
            hide_on_reset.in_set(AppSystems::Move),
            spread_heat.in_set(AppSystems::Visualize),
        ),
    );
}

fn toggle_heat(mut requests: MessageReader<GameCommand>, mut view: ResMut<HeatView>) {
    for request in requests.read() {
        if *request == GameCommand::ToggleHeat {
            *view = HeatView { shown: !view.shown, source: view.source, ..default() };
        }
    }
}

/// A new map takes the heat map away (its tiles are [`MapScoped`]).
fn hide_on_reset(mut resets: MessageReader<MapReset>, mut view: ResMut<HeatView>) {
    if resets.read().count() > 0 {
        *view = HeatView { source: view.source, ..default() };
    }
}

/// Measures from the source when it is new or has moved (the panda), and
/// colours the tiles the wavefront has reached.
fn spread_heat(
    mut commands: Commands,
    mut view: ResMut<HeatView>,
    current: Res<CurrentMaze>,
    limits: Res<BoardLimits>,
    (time, settings): (Res<Time>, Res<Settings>),
    player: Query<&GridPos, With<Player>>,
    tiles: Query<Entity, With<HeatTile>>,
) {
    if !view.shown && !tiles.is_empty() {
        for entity in &tiles {
            commands.entity(entity).despawn();
        }
    }
    if !view.shown || limits.chunked(&current.maze) {
        return;
    }
    let maze = &current.maze;
    let source = match view.source {
        HeatSource::Entrance => maze.entrance,
        HeatSource::Exit => maze.exit,
        HeatSource::Panda => player.iter().next().map_or(maze.entrance, |g| g.0),
    };
    if view.from != Some(source) {
        // A new source: measured again; the panda's map follows it at once.
        let follow = view.from.is_some() && view.source == HeatSource::Panda;
        for entity in &tiles {
            commands.entity(entity).despawn();
        }
        let dist = distances(maze, source);
        let mut order: Vec<(Pos, u32)> =
            dist.iter().enumerate().filter(|&(_, &d)| d != UNREACHED).map(|(i, &d)| (maze.pos_of(i), d)).collect();
        order.sort_by_key(|&(_, d)| d);
        let max = order.last().map_or(0, |&(_, d)| d);
        *view = HeatView { shown: true, source: view.source, from: Some(source), order, max, revealed: 0, secs: 0.0 };
        if follow {
            view.secs = HEAT_WAVE_SECS;
        }
    }
    if view.revealed >= view.order.len() {
        return;
    }
    view.secs += time.delta_secs() * settings.animation_speed;
    let reach = if settings.reduced_motion || view.secs >= HEAT_WAVE_SECS {
        u32::MAX
    } else {
        (view.secs / HEAT_WAVE_SECS * view.max as f32) as u32
    };
    let max = view.max;
    let start = view.revealed;
    // At least the source on the first frame, so the wave never stalls.
    let end = start + view.order[start..].iter().take_while(|&&(_, d)| d <= reach).count().max(1);
    for &(p, distance) in &view.order[start..end] {
        let [r, g, b] = heat_colour(distance, max);
        commands.spawn((
            Name::new("Heat"),
            HeatTile { distance },
            GridPos(p),
            Sprite::from_color(Color::srgb_u8(r, g, b), Vec2::splat(TILE_SIZE)),
            Transform::from_translation(tile_center(maze, p).extend(HEAT_Z)),
        ));
    }
    view.revealed = end;
}
