//! Fog on round, hex and triangle boards, as on the square board: the panda
//! sees the cells whose centres lie within [`FOG_RADIUS`] tiles (half steps)
//! of its own; cells seen before stay dimmed, the rest is fog. Drawn as one
//! mesh over the board, made again when the panda's sight changes, and
//! hidden while a peek shows the whole maze (the square board's peeks, M).

use bevy::mesh::VertexAttributeValues;
use bevy::prelude::*;

use super::modes::{FOG, FOG_PEEKS, FOG_RADIUS, FogView, REMEMBERED};
use crate::game::board::grid::{GRID_STEP_WORLD, GridBoard, GridGame, on_grid_board};
use crate::game::board::grid_draw::{MeshBuilder, cell_fans, overlay_material};
use crate::game::command::{MapReset, MapScoped, Moved, Undid};
use crate::game::frame::AppSystems;
use crate::game::panda::duo::{PartnerWalk, Players};
use crate::game::settings::{GameMode, Settings};
use crate::maze::generate::GridSpec;

/// Depth of the fog: over the floor, walls and paw prints, under the shown way, the hint and the panda.
const FOG_Z: f32 = 2.6;

/// What the panda has seen of the grid maze on the board, by cell.
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct GridFog {
    /// The maze it is for.
    pub spec: Option<GridSpec>,
    /// Seen cells, by number.
    pub seen: Vec<bool>,
    /// The cells in sight now.
    pub in_sight: Vec<u32>,
    /// Every cell's centre in the world, found once a maze (a round cell's
    /// centre costs a sine and a cosine; a step looks at every cell).
    centres: Vec<Vec2>,
}

impl GridFog {
    /// Whether cell `c` has been seen.
    pub fn has_seen(&self, c: u32) -> bool {
        self.seen.get(c as usize).copied().unwrap_or(false)
    }

    /// Looks round from cell `at`: the cells in sight now, and seen from now on.
    fn look_from(&mut self, game: &GridGame, at: u32) {
        if self.centres.len() != game.cell_count() {
            self.centres = (0..game.cell_count() as u32).map(|c| game.centre(c)).collect();
        }
        self.in_sight = within_sight(&self.centres, at);
        for &c in &self.in_sight {
            self.seen[c as usize] = true;
        }
    }
}

/// The cells whose centres lie within [`FOG_RADIUS`] tiles of `at`'s (a
/// tile is half a step between cell centres, as on the square board).
pub fn cells_in_sight(game: &GridGame, at: u32) -> Vec<u32> {
    within_sight(&(0..game.cell_count() as u32).map(|c| game.centre(c)).collect::<Vec<_>>(), at)
}

/// [`cells_in_sight`] over the cells' centres found before.
fn within_sight(centres: &[Vec2], at: u32) -> Vec<u32> {
    let reach = FOG_RADIUS * GRID_STEP_WORLD / 2.0;
    let from = centres[at as usize];
    (0..centres.len() as u32).filter(|&c| centres[c as usize].distance(from) <= reach).collect()
}

/// The fog's mesh on the board.
#[derive(Component)]
#[require(MapScoped)]
struct GridFogPart;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<GridFog>().add_systems(
        Update,
        (follow_grid_fog.run_if(on_grid_board).in_set(AppSystems::React), draw_grid_fog.in_set(AppSystems::Visualize)),
    );
}

/// Starts the fog afresh on a new maze or a restart (with the maze's peeks
/// back), and clears it round the pandas after each step or undo: with two
/// players what either has seen is seen, and what either sees now is in sight.
fn follow_grid_fog(
    board: Res<GridBoard>,
    mut fog: ResMut<GridFog>,
    mut peeks: ResMut<FogView>,
    mut resets: MessageReader<MapReset>,
    (mut moves, mut undos): (MessageReader<Moved>, MessageReader<Undid>),
    (partner, players): (Res<PartnerWalk>, Res<Players>),
) {
    let Some(game) = board.game() else { return };
    let reset = resets.read().count() > 0;
    let arrived: Vec<u32> = moves.read().map(|m| m.to).chain(undos.read().map(|u| u.to)).collect();
    if reset || fog.spec != Some(game.spec) || fog.seen.len() != game.cell_count() {
        *fog = GridFog { spec: Some(game.spec), seen: vec![false; game.cell_count()], ..default() };
        (peeks.peeks_left, peeks.peeking) = (FOG_PEEKS, None);
        fog.look_from(game, game.panda);
    }
    // Each cell arrived in is looked round from (a walk may take several steps in a frame).
    for &at in &arrived {
        fog.look_from(game, at);
    }
    // The second panda's sight joins the first's.
    let second = partner.cell().filter(|_| players.two() && (!arrived.is_empty() || partner.is_changed()));
    if let Some(second) = second {
        fog.look_from(game, game.panda);
        let mine = std::mem::take(&mut fog.in_sight);
        fog.look_from(game, second);
        fog.in_sight.extend(mine);
        fog.in_sight.sort_unstable();
        fog.in_sight.dedup();
    }
}

/// The fog's mesh of the maze on the board: built once a maze, its cells'
/// colours changed where the sight moved.
#[derive(Default)]
struct FogMesh {
    /// The maze it was built for.
    spec: Option<GridSpec>,
    mesh: Handle<Mesh>,
    /// Each cell's first vertex and its count of vertices.
    cells: Vec<(usize, usize)>,
    /// The cells drawn clear (in sight).
    clear: Vec<u32>,
}

/// A cell's fog: clear in sight, dimmed when seen before, else the fog's colour.
fn fog_colour(fog: &GridFog, c: u32) -> Color {
    if fog.in_sight.contains(&c) {
        Color::NONE
    } else if fog.has_seen(c) {
        Color::BLACK.with_alpha(1.0 - REMEMBERED)
    } else {
        FOG
    }
}

/// Draws the fog over a grid board in fog mode (none otherwise): unseen
/// cells in the fog's colour, cells seen before dimmed, those in sight
/// clear. The mesh is built once a maze (and after a restart); a step only
/// recolours the cells that left or came into sight.
fn draw_grid_fog(
    mut commands: Commands,
    (board, fog, settings): (Res<GridBoard>, Res<GridFog>, Res<Settings>),
    peek: Res<FogView>,
    drawn: Query<Entity, With<GridFogPart>>,
    mut shown: Query<&mut Visibility, With<GridFogPart>>,
    assets: Option<(ResMut<Assets<Mesh>>, ResMut<Assets<ColorMaterial>>)>,
    mut built: Local<FogMesh>,
) {
    let on = settings.mode == GameMode::Fog;
    let ready = board.game().filter(|g| on && fog.spec == Some(g.spec) && fog.seen.len() == g.cell_count());
    let (Some(game), Some((mut meshes, mut materials))) = (ready, assets) else {
        for entity in &drawn {
            commands.entity(entity).despawn();
        }
        built.spec = None;
        return;
    };
    if built.spec != Some(game.spec) || drawn.is_empty() {
        for entity in &drawn {
            commands.entity(entity).despawn();
        }
        let mut mesh = MeshBuilder::default();
        let cells = cell_fans(game, 1.0, |c| fog_colour(&fog, c), &mut mesh);
        let handle = meshes.add(mesh.build());
        commands.spawn((
            Name::new("Grid fog"),
            GridFogPart,
            Mesh2d(handle.clone()),
            MeshMaterial2d(materials.add(overlay_material())),
            Visibility::default(),
            Transform::from_xyz(0.0, 0.0, FOG_Z),
        ));
        *built = FogMesh { spec: Some(game.spec), mesh: handle, cells, clear: fog.in_sight.clone() };
        return;
    }
    let seen = if peek.peeking.is_some() { Visibility::Hidden } else { Visibility::Inherited };
    for mut visibility in &mut shown {
        visibility.set_if_neq(seen);
    }
    if !fog.is_changed() {
        return;
    }
    let FogMesh { mesh, cells, clear, .. } = &mut *built;
    let Some(mut mesh) = meshes.get_mut(&*mesh) else { return };
    let Some(VertexAttributeValues::Float32x4(colours)) = mesh.attribute_mut(Mesh::ATTRIBUTE_COLOR) else {
        return;
    };
    // Only the cells that were clear or are clear now change.
    for &c in clear.iter().chain(&fog.in_sight) {
        let (first, count) = cells[c as usize];
        colours[first..first + count].fill(fog_colour(&fog, c).to_linear().to_f32_array());
    }
    *clear = fog.in_sight.clone();
}
