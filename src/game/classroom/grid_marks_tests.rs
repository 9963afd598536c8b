//! The grid lesson's marks: rock over exactly the cells not carved yet,
//! none once built; a search's memory, its white dot and Trémaux's bars.

use super::*;
use crate::maze::generate::{GridShape, GridSpec};
use crate::maze::grid::HexShape;

fn hex() -> GridGame {
    GridGame::new(GridSpec::new(GridShape::Hex(HexShape::Rectangle { cols: 8, rows: 6 }), 3)).unwrap()
}

/// How many of `mesh`'s vertices have `colour`.
fn coloured(mesh: MeshBuilder, colour: Color) -> usize {
    let want = colour.to_linear().to_f32_array();
    let mesh = mesh.build();
    let Some(bevy::mesh::VertexAttributeValues::Float32x4(colours)) = mesh.attribute(Mesh::ATTRIBUTE_COLOR) else {
        panic!("the marks have vertex colours")
    };
    colours.iter().filter(|&&c| c == want).count()
}

#[test]
fn a_build_lesson_covers_exactly_the_cells_not_carved_yet_with_rock() {
    let (game, palette) = (hex(), Palette::default());
    let lesson = grid_building_lesson(&game).unwrap();
    let fan = |c: u32| cell_outline(&game, c).len() + 1;
    for steps in [0, 5, lesson.events.len() / 2, lesson.events.len()] {
        let state = lesson.state_at(steps);
        let done = steps == lesson.events.len();
        let rock: usize = (0..game.cell_count() as u32).filter(|c| !done && !state.seen.contains(c)).map(fan).sum();
        let mesh = marks_mesh(&game, &lesson, &state, done, &palette);
        assert_eq!(coloured(mesh, palette.wall), rock, "after {steps} steps");
    }
}

#[test]
fn a_search_lesson_marks_its_memory_where_it_stands_and_tremaux_s_bars() {
    let (game, palette) = (hex(), Palette::default());
    let lesson = grid_searching_lesson(&game, Solver::Tremaux).unwrap();
    let state = lesson.state_at(lesson.events.len() / 2);
    let at = state.at.expect("it stands somewhere");
    let marked = |colour: Color| coloured(marks_mesh(&game, &lesson, &state, false, &palette), colour);
    assert_eq!(marked(Color::WHITE), cell_outline(&game, at).len() + 1, "one white dot");
    // A bar is a quad: four vertices; a passage marked twice has two bars.
    let bars: usize = state.marks.values().map(|&n| usize::from(n.clamp(1, 2))).sum();
    assert!(bars > 0);
    let [once, twice] = super::super::marks::MARKS;
    assert_eq!(marked(once) + marked(twice), 4 * bars, "Trémaux's bars");
    let first = state.memory[0];
    let light = memory_colour(0, state.memory.len());
    assert!(marked(light) > cell_outline(&game, first).len(), "the memory's first cell (its fan), light");
}

#[test]
fn a_wall_follower_on_a_grid_shows_its_nose_ahead_and_its_paw_at_its_hand() {
    let (game, palette) = (hex(), Palette::default());
    for (solver, hand_side) in [(Solver::WallFollowerLeft, 1.0), (Solver::WallFollowerRight, -1.0)] {
        let lesson = grid_searching_lesson(&game, solver).unwrap();
        let state = lesson.state_at(lesson.events.len() / 2);
        let (at, from) = (state.at.unwrap(), state.came_from.expect("it has walked a step"));
        assert!(game.neighbours(at).iter().any(|&(n, open)| n == from && open), "it came through a passage");
        let mesh = marks_mesh(&game, &lesson, &state, false, &palette).build();
        let Some(bevy::mesh::VertexAttributeValues::Float32x3(points)) = mesh.attribute(Mesh::ATTRIBUTE_POSITION)
        else {
            panic!("the marks have positions")
        };
        let Some(bevy::mesh::VertexAttributeValues::Float32x4(colours)) = mesh.attribute(Mesh::ATTRIBUTE_COLOR) else {
            panic!("the marks have vertex colours")
        };
        let black = Color::BLACK.to_linear().to_f32_array();
        let paw: Vec<Vec2> =
            points.iter().zip(colours).filter(|(_, c)| **c == black).map(|(p, _)| Vec2::new(p[0], p[1])).collect();
        assert!(!paw.is_empty(), "{solver:?}: a paw is drawn");
        let centre = game.centre(at);
        let facing = (centre - game.centre(from)).normalize();
        let paw_centre = paw.iter().sum::<Vec2>() / paw.len() as f32 - centre;
        // Left of the way it faces for the left hand (a positive cross product, y up), right for the right.
        assert!(facing.perp_dot(paw_centre) * hand_side > 0.0, "{solver:?}: the paw is at its hand");
        assert!(paw_centre.dot(facing).abs() < 1e-3, "{solver:?}: beside it, not ahead or behind");
    }
}
