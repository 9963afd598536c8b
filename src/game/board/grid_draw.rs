//! Drawing a round, hex or triangle board from its geometry: the floor is
//! one mesh of cell polygons (fanned from each centre, the entrance and exit
//! tinted), the walls one mesh of thick quads (arcs sampled in short pieces,
//! with round caps at the joints so corners close), in the palette's colours.
//! Only where a renderer runs (the headless game has no mesh assets).

use bevy::asset::RenderAssetUsages;
use bevy::mesh::{Indices, PrimitiveTopology};
use bevy::prelude::*;

use super::grid::{GridBoard, GridGame};
use crate::game::command::MapReset;
use crate::game::frame::AppSystems;
use crate::game::settings::Palette;
use crate::maze::generate::GridSpec;
use crate::maze::grid::{Grid, Side, Wall};
use crate::on_grid_maze;

/// Depth of the grid floor (the square board's tiles sit at 0 and are hidden).
const FLOOR_Z: f32 = 0.1;
/// Depth of the grid walls.
const WALL_Z: f32 = 0.2;
/// Wall thickness as a share of a step between cell centres.
const WALL_SHARE: f32 = 0.16;
/// Arc pieces per radian of a round wall, at least one a wall.
const ARC_PIECES_PER_UNIT: f64 = 6.0;

/// A part of the drawn grid board (floor or walls): despawned when the board changes.
#[derive(Component, Debug, Clone, Copy)]
pub struct GridBoardPart;

/// Triangles with a colour a vertex, gathered into one mesh.
#[derive(Default)]
pub struct MeshBuilder {
    positions: Vec<[f32; 3]>,
    colours: Vec<[f32; 4]>,
    indices: Vec<u32>,
}

impl MeshBuilder {
    /// Vertices so far (the next shape's first vertex).
    pub fn vertex_count(&self) -> usize {
        self.positions.len()
    }

    fn vertex(&mut self, p: Vec2, colour: [f32; 4]) -> u32 {
        self.positions.push([p.x, p.y, 0.0]);
        self.colours.push(colour);
        (self.positions.len() - 1) as u32
    }

    /// A filled convex-from-its-centre polygon: a fan round `centre`.
    pub fn fan(&mut self, centre: Vec2, outline: &[Vec2], colour: Color) {
        let c = colour.to_linear().to_f32_array();
        let mid = self.vertex(centre, c);
        let first = self.positions.len() as u32;
        for &p in outline {
            self.vertex(p, c);
        }
        let n = outline.len() as u32;
        for k in 0..n {
            self.indices.extend([mid, first + k, first + (k + 1) % n]);
        }
    }

    /// A thick straight line from `a` to `b`, `width` wide.
    pub fn line(&mut self, a: Vec2, b: Vec2, width: f32, colour: Color) {
        let along = (b - a).normalize_or_zero();
        let side = along.perp() * width / 2.0;
        let c = colour.to_linear().to_f32_array();
        let i = [a + side, b + side, b - side, a - side].map(|p| self.vertex(p, c));
        self.indices.extend([i[0], i[1], i[2], i[0], i[2], i[3]]);
    }

    /// A round dot of radius `r` (a joint between wall pieces, a route's bend).
    pub fn dot(&mut self, at: Vec2, r: f32, colour: Color) {
        let outline: Vec<Vec2> =
            (0..10).map(|k| at + Vec2::from_angle(k as f32 / 10.0 * std::f32::consts::TAU) * r).collect();
        self.fan(at, &outline, colour);
    }

    /// The mesh, for a `ColorMaterial` of white (the colours are the vertices').
    pub fn build(self) -> Mesh {
        Mesh::new(PrimitiveTopology::TriangleList, RenderAssetUsages::default())
            .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, self.positions)
            .with_inserted_attribute(Mesh::ATTRIBUTE_COLOR, self.colours)
            .with_inserted_indices(Indices::U32(self.indices))
    }
}

/// The pieces a wall is drawn in, in world units.
fn wall_points(game: &GridGame, wall: &Wall) -> Vec<Vec2> {
    let steps = match *wall {
        Wall::Segment(..) => 1,
        Wall::Arc { radius, from, to, .. } => {
            ((to - from).abs() * radius * ARC_PIECES_PER_UNIT).ceil().max(1.0) as usize
        }
    };
    wall.points(steps).map(|p| game.to_world(p)).collect()
}

/// Adds a fan for every cell of `game` to `mesh`, each `scale` of its
/// cell's size about the centre and coloured by `colour`; returns each
/// cell's first vertex and count, so an overlay (fog, heat, search marks)
/// can recolour a cell in place.
pub fn cell_fans(
    game: &GridGame,
    scale: f32,
    colour: impl Fn(u32) -> Color,
    mesh: &mut MeshBuilder,
) -> Vec<(usize, usize)> {
    let mut cells = Vec::with_capacity(game.cell_count());
    for c in 0..game.cell_count() as u32 {
        let centre = game.centre(c);
        let outline: Vec<Vec2> = cell_outline(game, c).into_iter().map(|p| centre + (p - centre) * scale).collect();
        let first = mesh.vertex_count();
        mesh.fan(centre, &outline, colour(c));
        cells.push((first, mesh.vertex_count() - first));
    }
    cells
}

/// The material of an overlay over a grid board: the mesh's own colours, see-through where they are.
pub fn overlay_material() -> ColorMaterial {
    ColorMaterial { alpha_mode: bevy::sprite_render::AlphaMode2d::Blend, ..ColorMaterial::from_color(Color::WHITE) }
}

/// The outline of cell `c` in world units, its arcs in short pieces.
pub fn cell_outline(game: &GridGame, c: u32) -> Vec<Vec2> {
    let mut sides: Vec<Side> = Vec::new();
    on_grid_maze!(&game.maze, m => m.grid.sides(c, &mut sides));
    let mut outline = Vec::new();
    for s in &sides {
        let points = wall_points(game, &s.wall);
        outline.extend_from_slice(&points[..points.len() - 1]);
    }
    outline
}

/// The floor: every cell's outline filled, the entrance and exit in their colours.
pub fn floor_mesh(game: &GridGame, palette: &Palette) -> Mesh {
    let mut mesh = MeshBuilder::default();
    let (entrance, exit) = (game.entrance(), game.exit());
    for c in 0..game.cell_count() as u32 {
        let outline = cell_outline(game, c);
        let colour = match c {
            _ if c == entrance => palette.entrance.mix(&palette.floor, 0.35),
            _ if c == exit => palette.exit.mix(&palette.floor, 0.35),
            _ => palette.floor,
        };
        mesh.fan(game.centre(c), &outline, colour);
    }
    mesh.build()
}

/// The walls: every side without an open passage, each drawn once, `WALL_SHARE` of a step thick.
pub fn wall_mesh(game: &GridGame, palette: &Palette) -> Mesh {
    let mut mesh = MeshBuilder::default();
    let width = super::grid::GRID_STEP_WORLD * WALL_SHARE;
    let mut sides: Vec<Side> = Vec::new();
    for c in 0..game.cell_count() as u32 {
        sides.clear();
        on_grid_maze!(&game.maze, m => m.grid.sides(c, &mut sides));
        for s in &sides {
            let closed = match s.neighbour {
                None => true,
                // Shared walls are drawn from their lower-numbered cell only.
                Some(n) => n > c && !game.linked(c, n),
            };
            if !closed {
                continue;
            }
            let points = wall_points(game, &s.wall);
            for pair in points.windows(2) {
                mesh.line(pair[0], pair[1], width, palette.wall);
            }
            for &p in &points {
                mesh.dot(p, width / 2.0, palette.wall);
            }
        }
    }
    mesh.build()
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, draw_grid_board.in_set(AppSystems::Visualize));
}

/// Draws the grid board anew when its maze changes (or a reset, or the
/// palette), and hides the square board while a grid is played. A step of
/// the panda changes the board resource but not its maze: nothing is redrawn.
fn draw_grid_board(
    mut commands: Commands,
    board: Res<GridBoard>,
    palette: Res<Palette>,
    mut resets: MessageReader<MapReset>,
    drawn: Query<Entity, With<GridBoardPart>>,
    assets: Option<(ResMut<Assets<Mesh>>, ResMut<Assets<ColorMaterial>>)>,
    mut square: Query<&mut Visibility, Or<(With<super::BoardTile>, With<super::BoardMarker>, With<super::BoardChunk>)>>,
    mut drawn_for: Local<Option<(Option<GridSpec>, bool)>>,
) {
    let reset = resets.read().count() > 0;
    // What is drawn: the maze, and whether meshes could be made (a renderer runs).
    let now = (board.game().map(|g| g.spec), assets.is_some());
    if !(reset || *drawn_for != Some(now) || palette.is_changed()) {
        return;
    }
    *drawn_for = Some(now);
    let shown = if board.0.is_some() { Visibility::Hidden } else { Visibility::Inherited };
    for mut v in &mut square {
        v.set_if_neq(shown);
    }
    let Some((mut meshes, mut materials)) = assets else { return };
    for entity in &drawn {
        commands.entity(entity).despawn();
    }
    let Some(game) = board.game() else { return };
    let material = materials.add(ColorMaterial::from_color(Color::WHITE));
    for (name, mesh, z) in
        [("Grid floor", floor_mesh(game, &palette), FLOOR_Z), ("Grid walls", wall_mesh(game, &palette), WALL_Z)]
    {
        commands.spawn((
            Name::new(name),
            GridBoardPart,
            Mesh2d(meshes.add(mesh)),
            MeshMaterial2d(material.clone()),
            Transform::from_xyz(0.0, 0.0, z),
        ));
    }
}
