//! The heat map on round, hex and triangle boards: every cell coloured by
//! its distance from the entrance, the exit, the panda or a clicked cell, on
//! the viridis ramp, spreading out from its source as on the square board
//! (at once under reduced motion).
//!
//! The square board's [`HeatView`] says whether the map shows and from
//! where; the grid's distances are kept in [`GridHeat`] and drawn as one
//! mesh of cells under the walls, built once a measurement and recoloured
//! as the wave reaches further.

use bevy::mesh::VertexAttributeValues;
use bevy::prelude::*;

use super::heat::{HEAT_WAVE_SECS, HeatSource, HeatView, spread_wave};
use crate::game::board::grid::{GridBoard, on_grid_board};
use crate::game::board::grid_draw::{MeshBuilder, cell_fans, overlay_material};
use crate::game::command::{GameCommand, MapScoped};
use crate::game::frame::AppSystems;
use crate::game::settings::Settings;
use crate::maze::generate::GridSpec;
use crate::maze::heat::heat_colour;
use crate::maze::solve::grids::{UNREACHED, distance_map};
use crate::on_grid_maze;

/// Over the floor, under the walls (which lie on the cells' edges) and all that walks.
const GRID_HEAT_Z: f32 = 0.15;

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

/// The heat map's mesh on a grid board.
#[derive(Component)]
#[require(MapScoped)]
struct GridHeatPart;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<GridHeat>().add_systems(
        Update,
        (
            read_grid_heat_commands.in_set(AppSystems::ApplyCommands),
            (measure_grid_heat.run_if(on_grid_board), draw_grid_heat).chain().in_set(AppSystems::Visualize),
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

/// Measures from the source when it is new or has moved (the panda), and
/// moves the wave on.
fn measure_grid_heat(
    board: Res<GridBoard>,
    view: Res<HeatView>,
    mut heat: ResMut<GridHeat>,
    (time, settings): (Res<Time>, Res<Settings>),
) {
    let Some(game) = board.game() else { return };
    if heat.spec != Some(game.spec) {
        *heat = GridHeat { spec: Some(game.spec), measured: heat.measured, ..default() };
    }
    if !view.shown {
        if heat.from.is_some() {
            heat.from = None;
        }
        return;
    }
    let source = match view.source {
        HeatSource::Entrance => game.entrance(),
        HeatSource::Exit => game.exit(),
        HeatSource::Panda => game.panda,
        HeatSource::Clicked => heat.clicked.unwrap_or(game.entrance()),
    };
    if heat.from != Some(source) {
        // The panda's map follows it at once, with no new wave.
        let follow = heat.from.is_some() && view.source == HeatSource::Panda;
        let dist = on_grid_maze!(&game.maze, m => distance_map(m, source));
        let max = dist.iter().copied().filter(|&d| d != UNREACHED).max().unwrap_or(0);
        *heat = GridHeat {
            spec: heat.spec,
            clicked: heat.clicked,
            from: Some(source),
            measured: heat.measured.wrapping_add(1),
            dist,
            max,
            reach: 0,
            secs: if follow { HEAT_WAVE_SECS } else { 0.0 },
        };
    }
    let heat = &mut *heat;
    spread_wave((&mut heat.secs, &mut heat.reach), heat.max, time.delta_secs(), &settings);
}

/// The heat mesh of one maze: each cell's first vertex and count; and for
/// the measurement drawn, the cells nearest first and how many are coloured.
#[derive(Default)]
struct HeatMesh {
    /// The maze it was built for.
    spec: Option<GridSpec>,
    /// The measurement it shows.
    measured: Option<u32>,
    mesh: Handle<Mesh>,
    cells: Vec<(usize, usize)>,
    order: Vec<u32>,
    coloured: usize,
}

/// Draws the heat map over a grid board while it shows (nothing otherwise):
/// a mesh of every cell, built once a maze and cleared for each measurement
/// (the panda's steps, a new source), each cell coloured once the wave reaches it.
fn draw_grid_heat(
    mut commands: Commands,
    (board, heat, view): (Res<GridBoard>, Res<GridHeat>, Res<HeatView>),
    drawn: Query<Entity, With<GridHeatPart>>,
    assets: Option<(ResMut<Assets<Mesh>>, ResMut<Assets<ColorMaterial>>)>,
    mut built: Local<HeatMesh>,
) {
    let ready = board.game().filter(|g| view.shown && heat.from.is_some() && heat.spec == Some(g.spec));
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
        let cells = cell_fans(game, 1.0, |_| Color::NONE, &mut mesh);
        let handle = meshes.add(mesh.build());
        commands.spawn((
            Name::new("Grid heat"),
            GridHeatPart,
            Mesh2d(handle.clone()),
            MeshMaterial2d(materials.add(overlay_material())),
            Transform::from_xyz(0.0, 0.0, GRID_HEAT_Z),
        ));
        *built = HeatMesh { spec: Some(game.spec), mesh: handle, cells, ..default() };
    }
    let HeatMesh { mesh, cells, order, coloured, measured, .. } = &mut *built;
    let fresh = *measured != Some(heat.measured);
    if fresh {
        *order = (0..game.cell_count() as u32).filter(|&c| heat.dist[c as usize] != UNREACHED).collect();
        order.sort_by_key(|&c| heat.dist[c as usize]);
        (*measured, *coloured) = (Some(heat.measured), 0);
    }
    let reached = *coloured + order[*coloured..].iter().take_while(|&&c| heat.dist[c as usize] <= heat.reach).count();
    if reached == *coloured && !fresh {
        return;
    }
    let Some(mut mesh) = meshes.get_mut(&*mesh) else { return };
    let Some(VertexAttributeValues::Float32x4(colours)) = mesh.attribute_mut(Mesh::ATTRIBUTE_COLOR) else {
        return;
    };
    if fresh {
        colours.fill(Color::NONE.to_linear().to_f32_array());
    }
    for &c in &order[*coloured..reached] {
        let [r, g, b] = heat_colour(heat.dist[c as usize], heat.max);
        let (first, count) = cells[c as usize];
        colours[first..first + count].fill(Color::srgb_u8(r, g, b).to_linear().to_f32_array());
    }
    *coloured = reached;
}
