//! The solvers' searches drawn on round, hex and triangle boards
//! ([`super::search`]): the marks are an overlay of every cell a lane
//! ([`CellOverlay`], in parts; clear until marked), recoloured as the replay
//! goes, only the cells the steps shown since the last frame touched; the
//! heads are dots. A big board's mesh comes made off the frame with its
//! searches ([`ReadyMarks`]).

use bevy::prelude::*;

use super::search::{
    Lane, MarkKind, Marks, ReadyMarks, SearchView, mark_colour, marks_mesh, replay_searches, touched_since,
};
use crate::game::board::grid_draw::overlay_material;
use crate::game::board::overlay::CellOverlay;
use crate::game::board::view::Boards;
use crate::game::command::MapScoped;
use crate::game::frame::AppSystems;
use crate::game::model::TILE_SIZE;

/// Over the floor, the heat and the walls' feet; under paw prints and the panda.
const GRID_SEARCH_Z: f32 = 1.9;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, draw_grid_searches.after(replay_searches).in_set(AppSystems::Visualize));
}

/// The marks' overlays' parts and the heads' dots.
#[derive(Component, Clone)]
#[require(MapScoped)]
struct GridSearchPart;

/// The marks drawn for one search: each lane's overlay, and how far
/// each lane's replay was when last drawn (its trace steps and route cells
/// shown), so an idle frame draws nothing and a busy one only what is new.
#[derive(Default)]
struct MarksMesh {
    started: Option<u32>,
    lanes: Vec<CellOverlay>,
    drawn: Vec<(usize, usize)>,
    heads: Vec<Entity>,
}

/// Draws the lanes' marks and heads while a search shows on a grid board.
fn draw_grid_searches(
    mut commands: Commands,
    (boards, view, mut ready): (Boards, Res<SearchView>, ResMut<ReadyMarks>),
    drawn: Query<Entity, With<GridSearchPart>>,
    mut heads: Query<&mut Transform, With<GridSearchPart>>,
    assets: Option<(ResMut<Assets<Mesh>>, ResMut<Assets<ColorMaterial>>)>,
    mut built: Local<MarksMesh>,
) {
    let board = boards.view();
    let shown = board.grid_game().filter(|_| !view.lanes.is_empty());
    let (Some(game), Some((mut meshes, mut materials))) = (shown, assets) else {
        for entity in &drawn {
            commands.entity(entity).despawn();
        }
        built.started = None;
        return;
    };
    if built.started != Some(view.started) || drawn.is_empty() {
        for entity in &drawn {
            commands.entity(entity).despawn();
        }
        let made = ready.0.take().filter(|(started, _)| *started == view.started);
        let Marks { lanes } = made.map_or_else(|| marks_mesh(game, view.lanes.len()), |(_, marks)| marks);
        let material = materials.add(overlay_material());
        let part = (Name::new("Grid search marks"), GridSearchPart, Transform::from_xyz(0.0, 0.0, GRID_SEARCH_Z));
        let lanes: Vec<CellOverlay> = lanes
            .into_iter()
            .map(|made| CellOverlay::spawn(made, &mut commands, &mut meshes, &material, part.clone()))
            .collect();
        let heads = (0..lanes.len())
            .map(|lane| {
                let dot = Sprite::from_color(mark_colour(lane, MarkKind::Head), Vec2::splat(TILE_SIZE * 0.3));
                let hidden = Transform::from_xyz(0.0, 0.0, GRID_SEARCH_Z + 0.1).with_scale(Vec3::ZERO);
                commands.spawn((Name::new("Grid search head"), GridSearchPart, dot, hidden)).id()
            })
            .collect();
        *built = MarksMesh { started: Some(view.started), drawn: vec![(0, 0); lanes.len()], lanes, heads };
    }
    let MarksMesh { lanes: overlays, drawn: marked, heads: dots, .. } = &mut *built;
    for (lane, &dot) in view.lanes.iter().zip(dots.iter()) {
        if let (Some(c), Ok(mut transform)) = (lane.head, heads.get_mut(dot)) {
            let at = game.centre(c).extend(GRID_SEARCH_Z + 0.1);
            let shown = if lane.is_done() { Vec3::ZERO } else { Vec3::ONE };
            transform.set_if_neq(Transform::from_translation(at).with_scale(shown));
        }
    }
    let progress = |lane: &Lane| (lane.shown, lane.route_shown);
    let changed = view.lanes.iter().zip(marked.iter()).any(|(lane, drawn)| progress(lane) != *drawn);
    if !changed {
        return;
    }
    for ((index, lane), overlay) in view.lanes.iter().enumerate().zip(overlays.iter()) {
        // Only the cells the steps and route cells shown since the last
        // frame touched can have changed: each takes its mark now.
        let colour = |kind| mark_colour(index, kind).to_linear().to_f32_array();
        let touched = touched_since(lane, marked[index]);
        overlay.paint(&mut meshes, touched.filter_map(|c| Some((c, colour(*lane.marks.get(&c)?)))));
        marked[index] = progress(lane);
    }
}
