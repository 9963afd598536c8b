//! The meshes of a round, hex or triangle board, built from its geometry
//! with no access to the world (so a big board's can be built off the
//! frame): the floor is cell polygons fanned from each centre (the entrance
//! and exit tinted), the walls thick quads (arcs in as few straight pieces
//! as stay within `ARC_TOLERANCE`, with round caps at the joints so corners
//! close, square ends on a big board), in the palette's colours. A board of
//! more than `CELLS_A_CHUNK` cells is cut into chunks, a floor and a wall
//! mesh each, so the renderer leaves out those off the screen.

use bevy::asset::RenderAssetUsages;
use bevy::mesh::{Indices, PrimitiveTopology};
use bevy::prelude::*;

use super::grid_build::Carved;
use super::grid_game::{GRID_STEP_WORLD, GridGame};
use crate::game::settings::Palette;
use crate::maze::generate::GridSpec;
use crate::maze::grid::{Grid, Side, Wall};
use crate::on_grid_maze;

/// Wall thickness as a share of a step between cell centres.
const WALL_SHARE: f32 = 0.3;
/// The farthest a straight piece of a drawn arc may stray from the true arc,
/// in grid units (a cell is one): a few hundredths of a pixel on a Hard board.
const ARC_TOLERANCE: f64 = 0.005;
/// Boards of more cells than this are big: their wall pieces join with
/// square ends (each piece run on by half its width) instead of round dots
/// (at that size a cell is a few pixels, and a dot's eleven vertices a
/// joint are most of the board's mesh), and the minimap shows a picture of
/// them rather than their meshes.
pub const BIG_GRID_CELLS: usize = 40_000;
/// Points round a dot's edge.
const DOT_POINTS: usize = 10;

/// A board's floor and wall meshes, a chunk each.
pub struct BoardMeshes {
    /// The floor's meshes.
    pub floors: Vec<Mesh>,
    /// The walls' meshes.
    pub walls: Vec<Mesh>,
}

/// The meshes of a grid maze made off the frame, built with it: the maze's
/// spec and the palette they are in. The board takes them when it draws
/// that maze in that palette, instead of building them on the frame.
#[derive(Resource, Default)]
pub struct ReadyMeshes(pub Option<(GridSpec, Palette, BoardMeshes)>);

/// The meshes of `game`'s board in `palette` (while its carving is watched,
/// with only the passages `carved` so far open). The floor and the walls
/// are built side by side (a big board's take a good part of a second each).
pub fn board_meshes(game: &GridGame, palette: &Palette, carved: Option<&Carved>) -> BoardMeshes {
    let chunks = Chunks::of(game);
    let chunk_of: Vec<usize> = (0..game.cell_count() as u32).map(|c| chunks.of_cell(game, c)).collect();
    let (floors, walls) = std::thread::scope(|s| {
        let floors = s.spawn(|| floor_meshes(game, palette, carved, &chunks, &chunk_of));
        let walls = wall_meshes(game, palette, carved, &chunks, &chunk_of);
        (floors.join().expect("the floor meshes are built"), walls)
    });
    BoardMeshes { floors, walls }
}

/// Triangles with a colour a vertex, gathered into one mesh.
#[derive(Default)]
pub struct MeshBuilder {
    positions: Vec<[f32; 3]>,
    colours: Vec<[f32; 4]>,
    indices: Vec<u32>,
    /// The last colour turned linear, and what it became (a board is drawn
    /// in a few colours, and the sRGB curve costs a `powf` a channel).
    linear: Option<(Color, [f32; 4])>,
}

/// The unit circle's points for a dot, worked out once.
static DOT_OUTLINE: std::sync::LazyLock<[Vec2; DOT_POINTS]> = std::sync::LazyLock::new(|| {
    std::array::from_fn(|k| Vec2::from_angle(k as f32 / DOT_POINTS as f32 * std::f32::consts::TAU))
});

impl MeshBuilder {
    /// Room for about `vertices` vertices and `triangles` triangles, so a big board's mesh grows without copies.
    pub fn with_capacity(vertices: usize, triangles: usize) -> Self {
        Self {
            positions: Vec::with_capacity(vertices),
            colours: Vec::with_capacity(vertices),
            indices: Vec::with_capacity(triangles * 3),
            linear: None,
        }
    }

    fn linear(&mut self, colour: Color) -> [f32; 4] {
        match self.linear {
            Some((c, l)) if c == colour => l,
            _ => {
                let l = colour.to_linear().to_f32_array();
                self.linear = Some((colour, l));
                l
            }
        }
    }

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
        let c = self.linear(colour);
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
        self.line_run_on(a, b, width, 0.0, colour);
    }

    /// The same line run on by `ends` past both of its ends.
    pub fn line_run_on(&mut self, a: Vec2, b: Vec2, width: f32, ends: f32, colour: Color) {
        let along = (b - a).normalize_or_zero();
        let side = along.perp() * width / 2.0;
        let (a, b) = (a - along * ends, b + along * ends);
        let c = self.linear(colour);
        let i = [a + side, b + side, b - side, a - side].map(|p| self.vertex(p, c));
        self.indices.extend([i[0], i[1], i[2], i[0], i[2], i[3]]);
    }

    /// A round dot of radius `r` (a joint between wall pieces, a route's bend).
    pub fn dot(&mut self, at: Vec2, r: f32, colour: Color) {
        let outline: [Vec2; DOT_POINTS] = DOT_OUTLINE.map(|u| at + u * r);
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

/// How many straight pieces draw an arc of `radius` sweeping `sweep` radians
/// within `ARC_TOLERANCE`: a chord of length l strays about l²/8r from its
/// arc, so the pieces are no longer than √(8r·tolerance).
fn arc_pieces(radius: f64, sweep: f64) -> usize {
    let longest = (8.0 * radius * ARC_TOLERANCE).sqrt();
    (sweep * radius / longest).ceil().max(1.0) as usize
}

/// The points a wall is drawn through, in world units.
fn wall_points(game: &GridGame, wall: &Wall) -> Vec<Vec2> {
    let steps = match *wall {
        Wall::Segment(..) => 1,
        Wall::Arc { radius, from, to, .. } => arc_pieces(radius, (to - from).abs()),
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
    let mut outline = Vec::new();
    outline_into(game, c, true, &mut Vec::new(), &mut outline);
    outline
}

/// Puts the outline of cell `c` into `outline` (emptied first), its arcs in
/// short pieces; with `inner_arcs` off, only those on the grid's edge: a side
/// between two cells is then a straight chord, the same from both, so the
/// floor has no gap and the wall drawn over it hides the difference.
fn outline_into(game: &GridGame, c: u32, inner_arcs: bool, sides: &mut Vec<Side>, outline: &mut Vec<Vec2>) {
    sides.clear();
    outline.clear();
    on_grid_maze!(&*game.maze, m => m.grid.sides(c, sides));
    for s in sides.iter() {
        if inner_arcs || s.neighbour.is_none() || matches!(s.wall, Wall::Segment(..)) {
            let points = wall_points(game, &s.wall);
            outline.extend_from_slice(&points[..points.len() - 1]);
        } else {
            outline.push(game.to_world(s.wall.ends().0));
        }
    }
}

/// How a board's cells are shared out among its meshes: by where their
/// centres lie, in a square of chunks over the board, so the renderer can
/// leave out the chunks off the screen when the camera follows the panda.
struct Chunks {
    /// Chunks a side.
    side: usize,
    /// The board's lower-left corner and a chunk's size, in the world.
    origin: Vec2,
    size: Vec2,
}

/// About how many cells a chunk holds (a small board is one chunk).
const CELLS_A_CHUNK: usize = 4096;

impl Chunks {
    fn of(game: &GridGame) -> Self {
        let side = (game.cell_count() as f64 / CELLS_A_CHUNK as f64).sqrt().ceil().max(1.0) as usize;
        let world = game.world_size();
        Self { side, origin: -world / 2.0, size: (world / side as f32).max(Vec2::splat(1e-3)) }
    }

    /// How many cells each chunk holds, by the chunk of every cell.
    fn cells(&self, chunk_of: &[usize]) -> Vec<usize> {
        let mut counts = vec![0; self.side * self.side];
        for &k in chunk_of {
            counts[k] += 1;
        }
        counts
    }

    /// The chunk cell `c` is drawn in.
    fn of_cell(&self, game: &GridGame, c: u32) -> usize {
        let at = ((game.centre(c) - self.origin) / self.size).floor();
        let clamp = |v: f32| (v.max(0.0) as usize).min(self.side - 1);
        clamp(at.y) * self.side + clamp(at.x)
    }
}

/// The floor: every cell's outline filled, the entrance and exit in their colours, a mesh a chunk.
/// While the carving is watched (`carved`), the cells not reached yet are rock.
fn floor_meshes(
    game: &GridGame,
    palette: &Palette,
    carved: Option<&Carved>,
    chunks: &Chunks,
    chunk_of: &[usize],
) -> Vec<Mesh> {
    let mut meshes: Vec<MeshBuilder> =
        chunks.cells(chunk_of).into_iter().map(|n| MeshBuilder::with_capacity(n * 8, n * 7)).collect();
    let (entrance, exit) = (game.entrance(), game.exit());
    let (mut sides, mut outline) = (Vec::new(), Vec::new());
    // Plain cells first, between them a chord is as good as an arc; the tinted
    // cells last, with their arcs, over their neighbours' chords.
    let plain = (0..game.cell_count() as u32).filter(|&c| c != entrance && c != exit);
    let tinted =
        [(entrance, palette.entrance.mix(&palette.floor, 0.35)), (exit, palette.exit.mix(&palette.floor, 0.35))];
    for (c, colour) in plain.map(|c| (c, palette.floor)).chain(tinted) {
        let colour = if carved.is_some_and(|k| !k.reached(c)) { palette.wall } else { colour };
        outline_into(game, c, colour != palette.floor, &mut sides, &mut outline);
        meshes[chunk_of[c as usize]].fan(game.centre(c), &outline, colour);
    }
    // A chunk off the board's shape (a round board's corners) has nothing to draw.
    meshes.into_iter().filter(|m| m.vertex_count() > 0).map(MeshBuilder::build).collect()
}

/// The walls: every side without an open passage (while the carving is
/// watched, one not carved yet), each drawn once (in the chunk of its
/// lower-numbered cell), `WALL_SHARE` of a step thick.
fn wall_meshes(
    game: &GridGame,
    palette: &Palette,
    carved: Option<&Carved>,
    chunks: &Chunks,
    chunk_of: &[usize],
) -> Vec<Mesh> {
    let round_joints = game.cell_count() <= BIG_GRID_CELLS;
    // About two walls a cell, each a piece or a few.
    let (vertices, triangles) = if round_joints { (40, 32) } else { (12, 6) };
    let mut meshes: Vec<MeshBuilder> =
        chunks.cells(chunk_of).into_iter().map(|n| MeshBuilder::with_capacity(n * vertices, n * triangles)).collect();
    let width = GRID_STEP_WORLD * WALL_SHARE;
    let mut sides: Vec<Side> = Vec::new();
    for c in 0..game.cell_count() as u32 {
        let mesh = &mut meshes[chunk_of[c as usize]];
        sides.clear();
        on_grid_maze!(&*game.maze, m => m.grid.sides(c, &mut sides));
        for s in &sides {
            let closed = match s.neighbour {
                None => true,
                // Shared walls are drawn from their lower-numbered cell only.
                Some(n) => n > c && !carved.map_or_else(|| game.linked(c, n), |k| k.linked(c, n)),
            };
            if !closed {
                continue;
            }
            let points = wall_points(game, &s.wall);
            if round_joints {
                for pair in points.windows(2) {
                    mesh.line(pair[0], pair[1], width, palette.wall);
                }
                for &p in &points {
                    mesh.dot(p, width / 2.0, palette.wall);
                }
            } else {
                // Square ends half the width long cover the joint as a dot would.
                for pair in points.windows(2) {
                    mesh.line_run_on(pair[0], pair[1], width, width / 2.0, palette.wall);
                }
            }
        }
    }
    // A chunk off the board's shape (a round board's corners) has nothing to draw.
    meshes.into_iter().filter(|m| m.vertex_count() > 0).map(MeshBuilder::build).collect()
}

#[cfg(test)]
#[path = "grid_mesh_tests.rs"]
mod tests;
