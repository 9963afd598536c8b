//! The grid board's meshes: arcs within their tolerance, big boards in
//! chunks that hold their own cells, and big boards' walls without dots;
//! the floor and walls positions only, the tinted cells over them.

use bevy::asset::RenderAssetUsages;
use bevy::mesh::Indices;

use super::*;
use crate::maze::generate::{GridShape, GridSpec};

fn round(rings: u32) -> GridGame {
    GridGame::new(GridSpec::new(GridShape::Round { rings }, 3)).unwrap()
}

fn triangles(mesh: &Mesh) -> usize {
    mesh.indices().map_or(0, |i| i.len() / 3)
}

#[test]
fn arcs_are_drawn_in_as_few_pieces_as_keep_within_the_tolerance() {
    for radius in [0.5, 1.0, 2.5, 13.0, 300.0] {
        for sweep in [0.05, 0.4, 1.0, std::f64::consts::TAU / 3.0] {
            let pieces = arc_pieces(radius, sweep);
            let stray = |n: usize| radius * (1.0 - (sweep / n as f64 / 2.0).cos());
            assert!(stray(pieces) <= ARC_TOLERANCE * 1.01, "r {radius}, sweep {sweep}: {pieces} pieces");
            assert!(pieces == 1 || stray(pieces - 1) > ARC_TOLERANCE * 0.99, "r {radius}, sweep {sweep}: no fewer");
        }
    }
}

#[test]
fn a_big_board_is_drawn_in_chunks_each_holding_the_cells_centred_in_it() {
    let game = round(120);
    let cells = game.cell_count();
    assert!(cells > BIG_GRID_CELLS, "{cells} cells");
    let chunks = Chunks::of(&game);
    assert!(chunks.side > 1, "a big board is chunked");
    let chunk_of: Vec<usize> = (0..cells as u32).map(|c| chunks.of_cell(&game, c)).collect();
    assert_eq!(chunks.cells(&chunk_of).iter().sum::<usize>(), cells);
    for (c, &k) in chunk_of.iter().enumerate() {
        let corner = chunks.origin + chunks.size * Vec2::new((k % chunks.side) as f32, (k / chunks.side) as f32);
        let at = game.centre(c as u32) - corner;
        let inside = at.cmpge(Vec2::splat(-1e-3)).all() && at.cmple(chunks.size + 1e-3).all();
        assert!(inside, "cell {c} lies in its chunk {k}");
    }
    // A chunk inside the board is one floor square (the middle ones of a
    // round board); in the others every cell is fanned from a corner: two
    // triangles fewer than the sides of its outline, a vertex a corner.
    let floors = floor_meshes(&game, &chunks, &chunk_of);
    let counts = chunks.cells(&chunk_of);
    let nonempty = counts.iter().filter(|&&n| n > 0).count();
    assert_eq!(floors.len(), nonempty, "a floor mesh a chunk with cells");
    let inner = chunks.inner(&game, &counts);
    let squares = inner.iter().filter(|&&i| i).count();
    assert!(squares > 0 && squares < nonempty, "{squares} of {nonempty} chunks inside");
    let (mut sides, mut outline) = (Vec::new(), Vec::new());
    let corners: Vec<usize> = (0..cells as u32)
        .filter(|&c| !inner[chunk_of[c as usize]])
        .map(|c| {
            outline_into(&game, c, false, &mut sides, &mut outline);
            outline.len()
        })
        .collect();
    let fans: usize = corners.iter().map(|n| n - 2).sum();
    assert_eq!(floors.iter().map(triangles).sum::<usize>(), fans + 2 * squares);
    assert_eq!(floors.iter().map(Mesh::count_vertices).sum::<usize>(), corners.iter().sum::<usize>() + 4 * squares);
    // Every point of the board is floor: each cell's corners lie in its
    // chunk's mesh, or in the square of the inner chunk its centre is in.
    for c in 0..cells as u32 {
        let k = chunk_of[c as usize];
        if inner[k] {
            let (lo, hi) = chunks.square(k);
            let overlap = Vec2::splat(GRID_STEP_WORLD * INNER_OVERLAP_STEPS);
            for p in cell_outline(&game, c) {
                assert!(p.cmpge(lo - overlap).all() && p.cmple(hi + overlap).all(), "cell {c} within its square");
            }
        }
    }
    // Its walls are quads, square-ended (no dots).
    let walls = wall_meshes(&game, None, &chunks, &chunk_of);
    for mesh in &walls {
        assert_eq!(triangles(mesh) * 2, mesh.count_vertices(), "quads only");
    }
    // Floor and walls are their material's colour: positions only, and
    // 16-bit indices (a chunk has fewer than 65,536 vertices).
    for mesh in floors.iter().chain(&walls) {
        assert!(mesh.attribute(Mesh::ATTRIBUTE_COLOR).is_none());
        assert!(matches!(mesh.indices(), Some(Indices::U16(_))));
        assert_eq!(mesh.asset_usage, RenderAssetUsages::RENDER_WORLD, "no copy kept in the game's memory");
    }
}

#[test]
fn a_small_board_is_one_chunk_whose_walls_join_with_round_dots() {
    let game = round(14);
    let chunks = Chunks::of(&game);
    assert_eq!(chunks.side, 1);
    let chunk_of = vec![0; game.cell_count()];
    let walls = wall_meshes(&game, None, &chunks, &chunk_of);
    assert_eq!(walls.len(), 1);
    assert!(triangles(&walls[0]) * 2 > walls[0].count_vertices(), "dots' fans beside the quads");
}

/// How many of `mesh`'s vertices have `colour`.
fn coloured(mesh: &Mesh, colour: Color) -> usize {
    let want = colour.to_linear().to_f32_array();
    let Some(bevy::mesh::VertexAttributeValues::Float32x4(colours)) = mesh.attribute(Mesh::ATTRIBUTE_COLOR) else {
        panic!("a grid mesh has vertex colours")
    };
    colours.iter().filter(|&&c| c == want).count()
}

#[test]
fn while_the_carving_is_watched_only_the_passages_carved_are_open_and_the_rest_is_rock() {
    let game = round(9);
    let n = game.cell_count();
    let (chunks, chunk_of) = (Chunks::of(&game), vec![0; n]);
    let passages: Vec<(u32, u32)> = (0..n as u32)
        .flat_map(|c| game.neighbours(c).into_iter().filter(move |&(m, open)| open && c < m).map(move |(m, _)| (c, m)))
        .collect();
    assert_eq!(passages.len(), n - 1, "a perfect maze");
    let palette = Palette::default();
    let walls = |carved: Option<&Carved>| triangles(&wall_meshes(&game, carved, &chunks, &chunk_of)[0]);
    let (none, half, all) = (Carved::after(n, &[]), Carved::after(n, &passages[..n / 2]), Carved::after(n, &passages));
    assert!(walls(Some(&none)) > walls(Some(&half)), "carving takes walls away");
    assert!(walls(Some(&half)) > walls(Some(&all)));
    assert_eq!(walls(Some(&all)), walls(None), "every passage carved: the finished maze");
    // The rock is drawn over the floor, with the entrance and exit once reached.
    let floor = |carved: Option<&Carved>| tint_mesh(&game, &palette, carved);
    let rock = floor(Some(&none));
    assert_eq!(coloured(&rock, palette.wall), rock.count_vertices(), "nothing carved: all rock");
    let (mut sides, mut outline) = (Vec::new(), Vec::new());
    let mut fan_vertices = |c: u32| {
        outline_into(&game, c, true, &mut sides, &mut outline);
        outline.len() + 1
    };
    let finished = floor(None);
    assert_eq!(coloured(&finished, palette.wall), 0);
    let ends = fan_vertices(game.entrance()) + fan_vertices(game.exit());
    assert_eq!(finished.count_vertices(), ends, "the entrance and exit only");
    let halfway = floor(Some(&half));
    let reached = (0..n as u32).filter(|&c| half.reached(c)).count();
    assert!(reached > n / 2 && reached < n, "{reached} of {n} cells reached");
    // Each cell not reached is a rock fan: its centre and its outline.
    let rock: usize = (0..n as u32).filter(|&c| !half.reached(c)).map(fan_vertices).sum();
    assert_eq!(coloured(&halfway, palette.wall), rock, "the cells not reached are rock, and only they");
}
