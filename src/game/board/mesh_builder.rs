//! Triangles gathered into a Bevy mesh, a colour a vertex or none (the
//! material's): the grid board, its overlays (fog, heat, search marks, the
//! way) and the lesson marks are built with it, off the frame where big.

use bevy::asset::RenderAssetUsages;
use bevy::mesh::{Indices, PrimitiveTopology};
use bevy::prelude::*;

/// Points round a dot's edge.
const DOT_POINTS: usize = 10;

/// Triangles with a colour a vertex (or, [`MeshBuilder::plain`], in their
/// material's colour), gathered into one mesh.
#[derive(Default)]
pub struct MeshBuilder {
    positions: Vec<[f32; 3]>,
    colours: Vec<[f32; 4]>,
    indices: Vec<u32>,
    /// The last colour turned linear, and what it became (a board is drawn
    /// in a few colours, and the sRGB curve costs a `powf` a channel).
    linear: Option<(Color, [f32; 4])>,
    /// No colours kept: the mesh is drawn in its material's.
    plain: bool,
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
            plain: false,
        }
    }

    /// As [`MeshBuilder::with_capacity`], for a mesh of one colour, its
    /// material's: the colours given are left out (a board's floor and walls).
    pub fn plain(vertices: usize, triangles: usize) -> Self {
        Self {
            positions: Vec::with_capacity(vertices),
            indices: Vec::with_capacity(triangles * 3),
            plain: true,
            ..Self::default()
        }
    }

    fn linear(&mut self, colour: Color) -> [f32; 4] {
        if self.plain {
            return [0.0; 4];
        }
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
        if !self.plain {
            self.colours.push(colour);
        }
        (self.positions.len() - 1) as u32
    }

    /// A filled convex polygon, fanned from its first corner (a triangle
    /// fewer and a vertex fewer than [`MeshBuilder::fan`]).
    pub fn convex(&mut self, outline: &[Vec2], colour: Color) {
        let c = self.linear(colour);
        let first = self.positions.len() as u32;
        for &p in outline {
            self.vertex(p, c);
        }
        for k in 1..outline.len().saturating_sub(1) as u32 {
            self.indices.extend([first, first + k, first + k + 1]);
        }
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

    /// The mesh, for a `ColorMaterial` of white (the colours are the
    /// vertices'; a plain mesh's material gives its one colour).
    pub fn build(self) -> Mesh {
        self.build_for(RenderAssetUsages::default())
    }

    /// The mesh, kept by the renderer only once it has it (a board's meshes
    /// are never changed, only drawn anew: no copy stays in the game's memory).
    pub fn build_for_render(self) -> Mesh {
        self.build_for(RenderAssetUsages::RENDER_WORLD)
    }

    /// The mesh with `usage`; 16-bit indices where they fit (half the bytes).
    fn build_for(self, usage: RenderAssetUsages) -> Mesh {
        let indices = if self.positions.len() <= usize::from(u16::MAX) + 1 {
            Indices::U16(self.indices.iter().map(|&i| i as u16).collect())
        } else {
            Indices::U32(self.indices)
        };
        let mesh = Mesh::new(PrimitiveTopology::TriangleList, usage)
            .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, self.positions);
        let mesh = if self.plain { mesh } else { mesh.with_inserted_attribute(Mesh::ATTRIBUTE_COLOR, self.colours) };
        mesh.with_inserted_indices(indices)
    }
}
