//! The solvers' searches drawn on every grid ([`super::search`]): the marks
//! are an overlay of every place of the board a lane ([`CellOverlay`], in
//! parts; clear until marked, the rival's inside in a race), recoloured as
//! the replay goes, only the places the steps shown since the last frame
//! touched; the heads are dots. A big board's mesh comes made off the frame
//! with its searches ([`ReadyMarks`]); a board of more than
//! [`MAX_MARKED_PLACES`] has none.

use bevy::prelude::*;

use super::search::{
    Lane, MAX_MARKED_PLACES, MarkKind, Marks, ReadyMarks, SearchView, mark_colour, marks_mesh, replay_searches,
    touched_since,
};
use crate::game::board::grid_draw::overlay_material;
use crate::game::board::overlay::CellOverlay;
use crate::game::board::view::Boards;
use crate::game::command::MapScoped;
use crate::game::frame::AppSystems;
use crate::game::model::TILE_SIZE;

/// Over the floor, the heat and the walls' feet; under paw prints and the panda.
const SEARCH_Z: f32 = 1.9;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, draw_searches.after(replay_searches).in_set(AppSystems::Visualize));
}

/// A part of a lane's marks (its overlay's parts and its head's dot).
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
#[require(MapScoped)]
pub struct SearchPart {
    /// Which lane: 0, or 1 in a race.
    pub lane: usize,
}

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

/// Draws the lanes' marks and heads while a search shows.
fn draw_searches(
    mut commands: Commands,
    (boards, view, mut ready): (Boards, Res<SearchView>, ResMut<ReadyMarks>),
    drawn: Query<Entity, With<SearchPart>>,
    mut heads: Query<&mut Transform, With<SearchPart>>,
    assets: Option<(ResMut<Assets<Mesh>>, ResMut<Assets<ColorMaterial>>)>,
    mut built: Local<MarksMesh>,
) {
    let board = boards.view();
    let shown = !view.lanes.is_empty() && board.cell_count() <= MAX_MARKED_PLACES;
    let (true, Some((mut meshes, mut materials))) = (shown, assets) else {
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
        let Marks { lanes } = made.map_or_else(|| marks_mesh(&board.layout(), view.lanes.len()), |(_, marks)| marks);
        let material = materials.add(overlay_material());
        let lanes: Vec<CellOverlay> = lanes
            .into_iter()
            .enumerate()
            .map(|(lane, made)| {
                // The rival's marks, inside, over the first lane's.
                let z = SEARCH_Z + 0.01 * lane as f32;
                let part = (Name::new("Search marks"), SearchPart { lane }, Transform::from_xyz(0.0, 0.0, z));
                CellOverlay::spawn(made, &mut commands, &mut meshes, &material, part)
            })
            .collect();
        let heads = (0..lanes.len())
            .map(|lane| {
                let dot = Sprite::from_color(mark_colour(lane, MarkKind::Head), Vec2::splat(TILE_SIZE * 0.3));
                let hidden = Transform::from_xyz(0.0, 0.0, SEARCH_Z + 0.1).with_scale(Vec3::ZERO);
                commands.spawn((Name::new("Search head"), SearchPart { lane }, dot, hidden)).id()
            })
            .collect();
        *built = MarksMesh { started: Some(view.started), drawn: vec![(0, 0); lanes.len()], lanes, heads };
    }
    let MarksMesh { lanes: overlays, drawn: marked, heads: dots, .. } = &mut *built;
    for (lane, &dot) in view.lanes.iter().zip(dots.iter()) {
        if let (Some(c), Ok(mut transform)) = (lane.head, heads.get_mut(dot)) {
            let at = board.world_centre(c).extend(SEARCH_Z + 0.1);
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
        // Only the places the steps and route cells shown since the last
        // frame touched can have changed: each takes its mark now.
        let colour = |kind| mark_colour(index, kind).to_linear().to_f32_array();
        let touched = touched_since(lane, marked[index]);
        overlay.paint(&mut meshes, touched.filter_map(|c| Some((c, colour(*lane.marks.get(&c)?)))));
        marked[index] = progress(lane);
    }
}
