//! An overlay of every place of a board, a colour a place (the heat map,
//! the fog, a search's marks), on every grid: a square board's tiles or a
//! round, hex or triangle board's cells ([`Layout`]). It is cut into parts
//! by where the places lie: recolouring a few places changes only the parts
//! they are in, and each part's bounds are worked out once, when it is built.
//!
//! Why parts: Bevy works a changed mesh's bounds out again over all its
//! vertices and sends all of it to the renderer again. With one mesh over
//! a board of a million cells, that was six million vertices (a hundred
//! and sixty MB) at every frame of a recolouring, such as the heat map
//! following the panda, which colours its wave over several frames.
//!
//! A square board held in chunks (more tiles than [`BoardLimits`] lets be
//! entities) has no fog or heat overlay: its chunks' texels are painted instead.

use bevy::camera::primitives::{Aabb, MeshAabb};
use bevy::camera::visibility::NoAutoAabb;
use bevy::mesh::VertexAttributeValues;
use bevy::prelude::*;

use super::BoardLimits;
use super::grid_game::GridGame;
use super::grid_mesh::{Chunks, MeshBuilder, cell_outline, fans_into};
use super::view::{Board, BoardView};
use crate::game::model::{TILE_SIZE, tile_centre_on};
use crate::maze::Pos;

/// Where the places an overlay covers lie, owned (a big board's overlay is
/// built off the frame).
#[derive(Clone)]
pub enum Layout {
    /// A square board's tiles, `(width, height)` of them, numbered row by row.
    Tiles((usize, usize)),
    /// A round, hex or triangle board's cells.
    Cells(Box<GridGame>),
}

impl Layout {
    /// How many places there are.
    pub fn count(&self) -> usize {
        match self {
            Layout::Tiles((w, h)) => w * h,
            Layout::Cells(game) => game.cell_count(),
        }
    }

    /// The world's span of the board, about the world's origin.
    fn world_size(&self) -> Vec2 {
        match self {
            Layout::Tiles((w, h)) => Vec2::new(*w as f32, *h as f32) * TILE_SIZE,
            Layout::Cells(game) => game.world_size(),
        }
    }

    /// Where the centre of place `c` lies in the world.
    fn centre(&self, c: u32) -> Vec2 {
        match self {
            Layout::Tiles(size) => tile_centre_on(*size, Pos::new(c as usize % size.0, c as usize / size.0)),
            Layout::Cells(game) => game.centre(c),
        }
    }
}

/// The corners of a square board's tile centred at `at`, `scale` of its size.
pub fn tile_outline(at: Vec2, scale: f32) -> [Vec2; 4] {
    let h = TILE_SIZE / 2.0 * scale;
    [Vec2::new(-h, -h), Vec2::new(h, -h), Vec2::new(h, h), Vec2::new(-h, h)].map(|d| at + d)
}

impl BoardView<'_> {
    /// The outline round place `c` in the world (a tile's square, a cell's sides).
    pub fn outline(&self, c: u32) -> Vec<Vec2> {
        match self.board {
            Board::Square { .. } => tile_outline(self.world_centre(c), 1.0).to_vec(),
            Board::Grid(game) => cell_outline(game, c),
        }
    }

    /// The places an overlay covers on this board.
    pub fn layout(&self) -> Layout {
        match self.board {
            Board::Square { current, .. } => Layout::Tiles((current.maze.width(), current.maze.height())),
            Board::Grid(game) => Layout::Cells(Box::new(game.clone())),
        }
    }

    /// Whether the board's fog and heat map are overlays (on every board but
    /// a square one held in chunks, whose chunks' texels are painted, see [`BoardLimits`]).
    pub fn overlaid(&self, limits: &BoardLimits) -> bool {
        self.tile_maze().is_none_or(|maze| !limits.chunked(maze))
    }
}

/// About how many cells a part holds (a board of fewer is one part).
const CELLS_A_PART: usize = 16_384;

/// Where a cell's vertices are: its part, its first vertex there, and how many.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct CellAt {
    part: u32,
    first: u32,
    count: u32,
}

/// An overlay's meshes as built (off the frame on a big board), before they are on the board.
pub struct OverlayMeshes {
    /// Each part's mesh and bounds.
    parts: Vec<(Mesh, Aabb)>,
    cells: Vec<CellAt>,
}

impl OverlayMeshes {
    /// Every place of `layout` at `scale` of its size about its centre, coloured `colour`.
    pub fn of(layout: &Layout, scale: f32, colour: impl Fn(u32) -> Color) -> Self {
        let n = layout.count();
        let chunks = Chunks::over(layout.world_size(), n, CELLS_A_PART);
        let chunk_of: Vec<usize> = (0..n as u32).map(|c| chunks.of_point(layout.centre(c))).collect();
        // Chunks holding no cell (a round board's corners) make no part.
        let mut part_of_chunk = vec![usize::MAX; chunks.side * chunks.side];
        let mut parts = 0;
        for &k in &chunk_of {
            if part_of_chunk[k] == usize::MAX {
                part_of_chunk[k] = parts;
                parts += 1;
            }
        }
        let mut builders: Vec<MeshBuilder> = (0..parts).map(|_| MeshBuilder::default()).collect();
        let mut cells = Vec::with_capacity(n);
        let part_of = |c: u32| part_of_chunk[chunk_of[c as usize]];
        let mut put = |part: usize, first: usize, count: usize| {
            cells.push(CellAt { part: part as u32, first: first as u32, count: count as u32 });
        };
        match layout {
            Layout::Cells(game) => fans_into(game, (scale, colour), part_of, &mut builders, put),
            Layout::Tiles(_) => {
                for c in 0..n as u32 {
                    let mesh = &mut builders[part_of(c)];
                    let first = mesh.vertex_count();
                    mesh.convex(&tile_outline(layout.centre(c), scale), colour(c));
                    put(part_of(c), first, 4);
                }
            }
        }
        let parts = builders
            .into_iter()
            .map(|b| {
                let mesh = b.build();
                let bounds = mesh.compute_aabb().unwrap_or_default();
                (mesh, bounds)
            })
            .collect();
        Self { parts, cells }
    }

    /// How many vertices its parts have.
    pub fn vertex_count(&self) -> usize {
        self.parts.iter().map(|(mesh, _)| mesh.count_vertices()).sum()
    }
}

/// An overlay on the board: its parts' meshes, and where each cell lies in them.
#[derive(Default)]
pub struct CellOverlay {
    parts: Vec<Handle<Mesh>>,
    cells: Vec<CellAt>,
}

impl CellOverlay {
    /// Puts `made` on the board: each part an entity with `part` (its name,
    /// marker and depth), drawn in `material`, its bounds fixed.
    pub fn spawn(
        made: OverlayMeshes,
        commands: &mut Commands,
        meshes: &mut Assets<Mesh>,
        material: &Handle<ColorMaterial>,
        part: impl Bundle + Clone,
    ) -> Self {
        let parts = made
            .parts
            .into_iter()
            .map(|(mesh, bounds)| {
                let handle = meshes.add(mesh);
                let drawn = (Mesh2d(handle.clone()), MeshMaterial2d(material.clone()), bounds, NoAutoAabb);
                commands.spawn((part.clone(), drawn));
                handle
            })
            .collect();
        Self { parts, cells: made.cells }
    }

    /// Colours each `(cell, colour)` given (linear RGBA): only the parts
    /// holding them change. A cell past the overlay's is left out.
    pub fn paint(&self, meshes: &mut Assets<Mesh>, cells: impl IntoIterator<Item = (u32, [f32; 4])>) {
        let mut todo: Vec<(CellAt, [f32; 4])> =
            cells.into_iter().filter_map(|(c, colour)| Some((*self.cells.get(c as usize)?, colour))).collect();
        todo.sort_unstable_by_key(|(at, _)| at.part);
        for run in todo.chunk_by(|a, b| a.0.part == b.0.part) {
            with_colours(meshes, &self.parts[run[0].0.part as usize], |colours| {
                for (at, colour) in run {
                    colours[at.first as usize..][..at.count as usize].fill(*colour);
                }
            });
        }
    }

    /// Colours every cell `colour` (linear RGBA).
    pub fn fill(&self, meshes: &mut Assets<Mesh>, colour: [f32; 4]) {
        for part in &self.parts {
            with_colours(meshes, part, |colours| colours.fill(colour));
        }
    }
}

/// Runs `paint` on the vertex colours of the mesh `part` (nothing if it is gone).
fn with_colours(meshes: &mut Assets<Mesh>, part: &Handle<Mesh>, paint: impl FnOnce(&mut [[f32; 4]])) {
    let Some(mut mesh) = meshes.get_mut(part) else { return };
    if let Some(VertexAttributeValues::Float32x4(colours)) = mesh.attribute_mut(Mesh::ATTRIBUTE_COLOR) {
        paint(colours);
    }
}
