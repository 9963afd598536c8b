//! The grid board's meshes: arcs within their tolerance, big boards in
//! chunks that hold their own cells, and big boards' walls without dots.

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
    // Every cell's floor is in one mesh: a triangle a side of its outline.
    let floors = floor_meshes(&game, &Palette::default(), &chunks, &chunk_of);
    let nonempty = chunks.cells(&chunk_of).iter().filter(|&&n| n > 0).count();
    assert_eq!(floors.len(), nonempty, "a floor mesh a chunk with cells");
    let (mut sides, mut outline) = (Vec::new(), Vec::new());
    let (entrance, exit) = (game.entrance(), game.exit());
    let expected: usize = (0..cells as u32)
        .map(|c| {
            outline_into(&game, c, c == entrance || c == exit, &mut sides, &mut outline);
            outline.len()
        })
        .sum();
    assert_eq!(floors.iter().map(triangles).sum::<usize>(), expected);
    // Its walls are quads, square-ended (no dots).
    let walls = wall_meshes(&game, &Palette::default(), &chunks, &chunk_of);
    for mesh in &walls {
        assert_eq!(triangles(mesh) * 2, mesh.count_vertices(), "quads only");
    }
}

#[test]
fn a_small_board_is_one_chunk_whose_walls_join_with_round_dots() {
    let game = round(14);
    let chunks = Chunks::of(&game);
    assert_eq!(chunks.side, 1);
    let chunk_of = vec![0; game.cell_count()];
    let walls = wall_meshes(&game, &Palette::default(), &chunks, &chunk_of);
    assert_eq!(walls.len(), 1);
    assert!(triangles(&walls[0]) * 2 > walls[0].count_vertices(), "dots' fans beside the quads");
}
