//! The meshes of a round, hex or triangle board, built from its geometry
//! with no access to the world (so a big board's can be built off the
//! frame): the floor is cell polygons, each fanned from a corner (every cell
//! is convex once its sides between cells are chords), the entrance and exit
//! tinted over it (fanned from their centres, their arcs whole), the walls
//! thick quads (arcs in as few straight pieces as stay within
//! `ARC_TOLERANCE`, with round caps at the joints so corners close, square
//! ends on a big board). The floor and the walls are one colour each, their
//! material's: their meshes hold positions only (and 16-bit indices where
//! they fit), a third of the bytes of coloured vertices, which is what lets
//! a board of a million cells open in a few hundred MB. A board of more
//! than `CELLS_A_CHUNK` cells is cut into chunks, a floor and a wall mesh
//! each, so the renderer leaves out those off the screen.

use bevy::prelude::*;

use super::grid_build::Carved;
use super::grid_game::{GRID_STEP_WORLD, GridGame};
pub use super::mesh_builder::MeshBuilder;
use crate::game::settings::Palette;
use crate::maze::generate::GridSpec;
use crate::maze::grid::{Grid, Side, Wall};
use crate::on_grid_maze;

/// Wall thickness as a share of a step between cell centres: about as
/// heavy as the square board's walls (a tile of a two-tile step).
pub const WALL_SHARE: f32 = 0.3;
/// The walls of a weave's bridge, thinner (a share of a step): a crossing's
/// doorways are half a side wide (the core's inset), and walls as heavy as
/// the others would all but close its under passage.
pub const BRIDGE_WALL_SHARE: f32 = 0.1;
/// The farthest a straight piece of a drawn arc may stray from the true arc,
/// in grid units (a cell is one): a few hundredths of a pixel on a Hard board.
const ARC_TOLERANCE: f64 = 0.005;
/// Boards of more cells than this are big: their wall pieces join with
/// square ends (each piece run on by half its width) instead of round dots
/// (at that size a cell is a few pixels, and a dot's eleven vertices a
/// joint are most of the board's mesh), and the minimap shows a picture of
/// them rather than their meshes.
pub const BIG_GRID_CELLS: usize = 40_000;

/// A board's floor and wall meshes, a chunk each, and the cells tinted over the floor.
pub struct BoardMeshes {
    /// The floor's meshes, every cell, in the palette's floor colour (no colours of their own).
    pub floors: Vec<Mesh>,
    /// The cells drawn over the floor in colours of their own (the
    /// entrance and exit tinted; while the carving is watched, the rock),
    /// vertex coloured.
    pub tints: Mesh,
    /// The walls' meshes, in the palette's wall colour (no colours of their own).
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
        let floors = s.spawn(|| floor_meshes(game, &chunks, &chunk_of));
        let walls = wall_meshes(game, carved, &chunks, &chunk_of);
        (floors.join().expect("the floor meshes are built"), walls)
    });
    BoardMeshes { floors, tints: tint_mesh(game, palette, carved), walls }
}

/// How many straight pieces draw an arc of `radius` sweeping `sweep` radians
/// within `ARC_TOLERANCE`: a chord of length l strays about l²/8r from its
/// arc, so the pieces are no longer than √(8r·tolerance).
fn arc_pieces(radius: f64, sweep: f64) -> usize {
    let longest = (8.0 * radius * ARC_TOLERANCE).sqrt();
    (sweep * radius / longest).ceil().max(1.0) as usize
}

/// Puts the points a wall is drawn through, in world units, into `points`
/// (emptied first: a board's million walls reuse one list).
fn wall_points(game: &GridGame, wall: &Wall, points: &mut Vec<Vec2>) {
    let steps = match *wall {
        Wall::Segment(..) => 1,
        Wall::Arc { radius, from, to, .. } => arc_pieces(radius, (to - from).abs()),
    };
    points.clear();
    points.extend(wall.points(steps).map(|p| game.to_world(p)));
}

/// Adds a fan for every cell of `game`, each `scale` of its cell's size
/// about the centre and coloured by `colour`, into the mesh of `meshes`
/// that `part_of` it names; `put` is told of each cell in turn (its part,
/// first vertex and count), so an overlay (fog, heat, search marks) can
/// recolour a cell in place. On a big board ([`BIG_GRID_CELLS`]) a cell's
/// sides between cells are chords and it is fanned from a corner, as the
/// floor is (a vertex and a triangle fewer a cell, and the arcs of a round
/// board's inner sides, a few pixels there, left out).
pub(super) fn fans_into(
    game: &GridGame,
    (scale, colour): (f32, impl Fn(u32) -> Color),
    part_of: impl Fn(u32) -> usize,
    meshes: &mut [MeshBuilder],
    mut put: impl FnMut(usize, usize, usize),
) {
    let n = game.cell_count();
    let big = n > BIG_GRID_CELLS;
    let (mut sides, mut outline) = (Vec::new(), Vec::new());
    for c in 0..n as u32 {
        let centre = game.centre(c);
        outline_into(game, c, !big, &mut sides, &mut outline);
        outline.iter_mut().for_each(|p| *p = centre + (*p - centre) * scale);
        let part = part_of(c);
        let mesh = &mut meshes[part];
        let first = mesh.vertex_count();
        if big {
            mesh.convex(&outline, colour(c));
        } else {
            mesh.fan(centre, &outline, colour(c));
        }
        put(part, first, mesh.vertex_count() - first);
    }
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
        match s.wall {
            // A side's first point: a straight side's, or an arc's as a chord.
            Wall::Segment(..) => outline.push(game.to_world(s.wall.ends().0)),
            Wall::Arc { .. } if !inner_arcs && s.neighbour.is_some() => outline.push(game.to_world(s.wall.ends().0)),
            Wall::Arc { .. } => {
                let mut points = Vec::new();
                wall_points(game, &s.wall, &mut points);
                outline.extend_from_slice(&points[..points.len() - 1]);
            }
        }
    }
}

/// How a board's cells are shared out among its meshes: by where their
/// centres lie, in a square of chunks over the board, so the renderer can
/// leave out the chunks off the screen when the camera follows the panda.
pub(super) struct Chunks {
    /// Chunks a side.
    pub(super) side: usize,
    /// The board's lower-left corner and a chunk's size, in the world.
    origin: Vec2,
    size: Vec2,
}

/// About how many cells a chunk holds (a small board is one chunk).
const CELLS_A_CHUNK: usize = 4096;
/// Steps between cell centres from a chunk's square within which a cell on
/// the rim keeps it from being one floor square (a cell reaches at most
/// about a step from its centre: this leaves room for the overlap).
const RIM_MARGIN_STEPS: f32 = 4.0;
/// Steps an inner chunk's floor square runs on past its sides: its cells
/// reach past its square by less than a step (a round board's widest, at a
/// ring that splits, about one and a quarter).
const INNER_OVERLAP_STEPS: f32 = 1.5;

impl Chunks {
    fn of(game: &GridGame) -> Self {
        Self::over(game.world_size(), game.cell_count(), CELLS_A_CHUNK)
    }

    /// Chunks of about `cells` places each over a board of `count` places
    /// that spans `world` about the world's origin.
    pub(super) fn over(world: Vec2, count: usize, cells: usize) -> Self {
        let side = (count as f64 / cells as f64).sqrt().ceil().max(1.0) as usize;
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

    /// The lower-left and upper-right corners of chunk `k`'s square, in the world.
    fn square(&self, k: usize) -> (Vec2, Vec2) {
        let lo = self.origin + self.size * Vec2::new((k % self.side) as f32, (k / self.side) as f32);
        (lo, lo + self.size)
    }

    /// Whether each chunk is inside the board: it holds cells, and no cell
    /// on the rim (the board's edge or a hole's) lies within
    /// [`RIM_MARGIN_STEPS`] of its square. Its square, run on by
    /// [`INNER_OVERLAP_STEPS`], is then all floor.
    fn inner(&self, game: &GridGame, counts: &[usize]) -> Vec<bool> {
        let mut inner: Vec<bool> = counts.iter().map(|&n| n > 0).collect();
        let margin = Vec2::splat(GRID_STEP_WORLD * RIM_MARGIN_STEPS);
        let chunk = |p: Vec2| ((p - self.origin) / self.size).floor().max(Vec2::ZERO).as_uvec2();
        for c in (0..game.cell_count() as u32).filter(|&c| on_grid_maze!(&*game.maze, m => m.grid.on_rim(c))) {
            let centre = game.centre(c);
            let (lo, hi) = (chunk(centre - margin), chunk(centre + margin).min(UVec2::splat(self.side as u32 - 1)));
            for y in lo.y..=hi.y {
                for x in lo.x..=hi.x {
                    inner[y as usize * self.side + x as usize] = false;
                }
            }
        }
        inner
    }

    /// The chunk cell `c` is drawn in.
    pub(super) fn of_cell(&self, game: &GridGame, c: u32) -> usize {
        self.of_point(game.centre(c))
    }

    /// The chunk a place centred at `centre` is drawn in.
    pub(super) fn of_point(&self, centre: Vec2) -> usize {
        let at = ((centre - self.origin) / self.size).floor();
        let clamp = |v: f32| (v.max(0.0) as usize).min(self.side - 1);
        clamp(at.y) * self.side + clamp(at.x)
    }
}

/// The floor, a mesh a chunk, in the floor's colour: a chunk far from the
/// board's rim (and from any hole its shape cuts) is one square, run on
/// past its sides by [`INNER_OVERLAP_STEPS`] so that it also covers its
/// cells' corners that reach into the chunks beside it; in the others every
/// cell's outline is filled (its sides between cells as chords).
fn floor_meshes(game: &GridGame, chunks: &Chunks, chunk_of: &[usize]) -> Vec<Mesh> {
    let counts = chunks.cells(chunk_of);
    let inner = chunks.inner(game, &counts);
    let mut meshes: Vec<MeshBuilder> = counts
        .iter()
        .zip(&inner)
        .map(|(&n, &inner)| if inner { MeshBuilder::plain(4, 2) } else { MeshBuilder::plain(n * 6, n * 4) })
        .collect();
    let overlap = Vec2::splat(GRID_STEP_WORLD * INNER_OVERLAP_STEPS);
    for (k, mesh) in meshes.iter_mut().enumerate().filter(|&(k, _)| inner[k]) {
        let (lo, hi) = chunks.square(k);
        let (lo, hi) = (lo - overlap, hi + overlap);
        mesh.convex(&[lo, Vec2::new(hi.x, lo.y), hi, Vec2::new(lo.x, hi.y)], Color::NONE);
    }
    let (mut sides, mut outline) = (Vec::new(), Vec::new());
    for c in (0..game.cell_count() as u32).filter(|&c| !inner[chunk_of[c as usize]]) {
        outline_into(game, c, false, &mut sides, &mut outline);
        meshes[chunk_of[c as usize]].convex(&outline, Color::NONE);
    }
    // A chunk off the board's shape (a round board's corners) has nothing to draw.
    meshes.into_iter().filter(|m| m.vertex_count() > 0).map(MeshBuilder::build_for_render).collect()
}

/// The cells over the floor in colours of their own, their arcs whole: the
/// entrance and exit tinted and, while the carving is watched (`carved`),
/// the cells not reached yet as rock.
fn tint_mesh(game: &GridGame, palette: &Palette, carved: Option<&Carved>) -> Mesh {
    let mut mesh = MeshBuilder::default();
    let (entrance, exit) = (game.entrance(), game.exit());
    let rock = (0..game.cell_count() as u32).filter(|&c| carved.is_some_and(|k| !k.reached(c)));
    let tinted = [(entrance, palette.entrance), (exit, palette.exit)]
        .into_iter()
        .filter(|&(c, _)| carved.is_none_or(|k| k.reached(c)))
        .map(|(c, tint)| (c, tint.mix(&palette.floor, 0.35)));
    let (mut sides, mut outline) = (Vec::new(), Vec::new());
    for (c, colour) in rock.map(|c| (c, palette.wall)).chain(tinted) {
        outline_into(game, c, true, &mut sides, &mut outline);
        mesh.fan(game.centre(c), &outline, colour);
    }
    mesh.build_for_render()
}

/// The walls: every side without an open passage (while the carving is
/// watched, one not carved yet), each drawn once (in the chunk of its
/// lower-numbered cell), `WALL_SHARE` of a step thick.
fn wall_meshes(game: &GridGame, carved: Option<&Carved>, chunks: &Chunks, chunk_of: &[usize]) -> Vec<Mesh> {
    let round_joints = game.cell_count() <= BIG_GRID_CELLS;
    // About two walls a cell, each a piece or a few.
    let (vertices, triangles) = if round_joints { (40, 32) } else { (12, 6) };
    let mut meshes: Vec<MeshBuilder> =
        chunks.cells(chunk_of).into_iter().map(|n| MeshBuilder::plain(n * vertices, n * triangles)).collect();
    let width = GRID_STEP_WORLD * WALL_SHARE;
    let (mut sides, mut points): (Vec<Side>, Vec<Vec2>) = (Vec::new(), Vec::new());
    for c in 0..game.cell_count() as u32 {
        let mesh = &mut meshes[chunk_of[c as usize]];
        let width = if game.is_bridge(c) { GRID_STEP_WORLD * BRIDGE_WALL_SHARE } else { width };
        sides.clear();
        // A weave's crossings are drawn as bridges over their under passages.
        game.drawn_sides(c, &mut sides);
        for s in &sides {
            let closed = match s.neighbour {
                None => true,
                // Shared walls are drawn from their lower-numbered cell only.
                Some(n) => n > c && !carved.map_or_else(|| game.drawn_open(c, n), |k| k.linked(c, n)),
            };
            if !closed {
                continue;
            }
            wall_points(game, &s.wall, &mut points);
            if round_joints {
                for pair in points.windows(2) {
                    mesh.line(pair[0], pair[1], width, Color::NONE);
                }
                for &p in &points {
                    mesh.dot(p, width / 2.0, Color::NONE);
                }
            } else {
                // Square ends half the width long cover the joint as a dot would.
                for pair in points.windows(2) {
                    mesh.line_run_on(pair[0], pair[1], width, width / 2.0, Color::NONE);
                }
            }
        }
    }
    // A chunk off the board's shape (a round board's corners) has nothing to draw.
    meshes.into_iter().filter(|m| m.vertex_count() > 0).map(MeshBuilder::build_for_render).collect()
}

#[cfg(test)]
#[path = "grid_mesh_tests.rs"]
mod tests;
