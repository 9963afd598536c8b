//! The solvers' searches drawn on a square tile board ([`super::search`]):
//! a sprite a marked tile and lane (the whole tile alone, a half each in a
//! race), recoloured as the replay goes, only the tiles the steps shown since
//! the last frame touched; the heads are white dots.

use std::collections::HashMap;

use bevy::prelude::*;

use super::search::{Lane, MarkKind, SearchView, mark_colour, replay_searches, touched_since};
use crate::game::board::view::Boards;
use crate::game::command::MapScoped;
use crate::game::frame::AppSystems;
use crate::game::model::{GridPos, TILE_SIZE, tile_center};
use crate::maze::{Maze, Pos};

/// Depth of search marks: above the floor and footprints, below the route markers and the panda.
const SEARCH_Z: f32 = 2.5;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, draw_tile_searches.after(replay_searches).in_set(AppSystems::Visualize));
}

/// A mark left by a search on a tile.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
#[require(MapScoped)]
pub struct SearchMark {
    /// Which lane.
    pub lane: usize,
    /// What it says.
    pub kind: MarkKind,
}

/// The marks drawn for one search: each lane's tiles' sprites and head, and
/// how far each lane's replay was when last drawn (its trace steps and route
/// cells shown), so an idle frame draws nothing and a busy one only what is new.
#[derive(Default)]
struct TileMarks {
    started: Option<u32>,
    marks: HashMap<(usize, u32), Entity>,
    heads: Vec<Option<Entity>>,
    drawn: Vec<(usize, usize)>,
}

impl TileMarks {
    fn clear(&mut self, commands: &mut Commands) {
        for entity in self.marks.values().chain(self.heads.iter().flatten()) {
            commands.entity(*entity).try_despawn();
        }
        *self = TileMarks::default();
    }
}

/// Where and how big a lane's mark sits on a tile: the whole tile alone, a half each in a race.
fn mark_place(lanes: usize, lane: usize, maze: &Maze, p: Pos) -> (Vec3, Vec2) {
    let centre = tile_center(maze, p);
    if lanes < 2 {
        (centre.extend(SEARCH_Z), Vec2::splat(TILE_SIZE * 0.8))
    } else {
        let dx = if lane == 0 { -0.25 } else { 0.25 } * TILE_SIZE;
        ((centre + Vec2::new(dx, 0.0)).extend(SEARCH_Z), Vec2::new(TILE_SIZE * 0.45, TILE_SIZE * 0.8))
    }
}

/// Draws the lanes' marks and heads while a search shows on the square board.
fn draw_tile_searches(
    mut commands: Commands,
    (boards, view): (Boards, Res<SearchView>),
    mut heads: Query<&mut Transform, With<SearchMark>>,
    mut built: Local<TileMarks>,
) {
    let board = boards.view();
    let Some(maze) = board.tile_maze().filter(|_| !view.lanes.is_empty()) else {
        if built.started.is_some() {
            built.clear(&mut commands);
        }
        return;
    };
    if built.started != Some(view.started) || built.drawn.len() != view.lanes.len() {
        built.clear(&mut commands);
        let lanes = view.lanes.len();
        *built = TileMarks {
            started: Some(view.started),
            heads: vec![None; lanes],
            drawn: vec![(0, 0); lanes],
            ..default()
        };
    }
    let lanes = view.lanes.len();
    for (index, lane) in view.lanes.iter().enumerate() {
        let progress = (lane.shown, lane.route_shown);
        if progress == built.drawn[index] {
            continue;
        }
        for c in touched_since(lane, built.drawn[index]) {
            let Some(&kind) = lane.marks.get(&c) else { continue };
            let p = maze.pos_of(c as usize);
            let (at, size) = mark_place(lanes, index, maze, p);
            let mark = (SearchMark { lane: index, kind }, Sprite::from_color(mark_colour(index, kind), size));
            match built.marks.get(&(index, c)) {
                // Through commands: the mark may have been spawned earlier this same frame.
                Some(&entity) => _ = commands.entity(entity).insert(mark),
                None => {
                    let entity = commands
                        .spawn((Name::new("Search mark"), mark, GridPos(p), Transform::from_translation(at)))
                        .id();
                    built.marks.insert((index, c), entity);
                }
            }
        }
        built.drawn[index] = progress;
        move_head(&mut commands, (lane, index, lanes, maze), &mut built.heads[index], &mut heads);
    }
}

/// Puts `lane`'s white dot on the tile its search is in, hidden once the lane is done.
fn move_head(
    commands: &mut Commands,
    (lane, index, lanes, maze): (&Lane, usize, usize, &Maze),
    head: &mut Option<Entity>,
    heads: &mut Query<&mut Transform, With<SearchMark>>,
) {
    let Some(c) = lane.head else { return };
    let (at, _) = mark_place(lanes, index, maze, maze.pos_of(c as usize));
    let scale = if lane.is_done() { Vec3::ZERO } else { Vec3::ONE };
    let place = Transform::from_translation(at + Vec3::Z * 0.1).with_scale(scale);
    match head.and_then(|e| heads.get_mut(e).ok()) {
        Some(mut transform) => _ = transform.set_if_neq(place),
        None => {
            let dot = Sprite::from_color(mark_colour(index, MarkKind::Head), Vec2::splat(TILE_SIZE * 0.3));
            let mark = SearchMark { lane: index, kind: MarkKind::Head };
            *head = Some(commands.spawn((Name::new("Search head"), mark, dot, place)).id());
        }
    }
}
