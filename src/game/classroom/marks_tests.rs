//! A lesson's marks, drawn once for every grid: rock over exactly the
//! places not carved yet, none once built; a search's memory, its white dot
//! and Trémaux's bars; a wall follower's nose and paw at its hand; A*'s
//! next place framed — on a hex board's cells and a square board's tiles.

use super::*;
use crate::game::board::grid::GridGame;
use crate::game::classroom::lessons::{grid_building_lesson, grid_searching_lesson, searching_lesson};
use crate::game::classroom::places::{Cells, Tiles};
use crate::game::model::{CurrentMaze, TILE_SIZE};
use crate::maze::MazeSpec;
use crate::maze::generate::{GridShape, GridSpec};
use crate::maze::grid::HexShape;

fn hex() -> GridGame {
    GridGame::new(GridSpec::new(GridShape::Hex(HexShape::Rectangle { cols: 8, rows: 6 }), 3)).unwrap()
}

fn square() -> CurrentMaze {
    CurrentMaze::generate(MazeSpec::new(21, 21, 3), &mut ()).unwrap().0
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

/// The points of `mesh` in `colour`.
fn points_in(mesh: MeshBuilder, colour: Color) -> Vec<Vec2> {
    let mesh = mesh.build();
    let want = colour.to_linear().to_f32_array();
    let (
        Some(bevy::mesh::VertexAttributeValues::Float32x3(points)),
        Some(bevy::mesh::VertexAttributeValues::Float32x4(colours)),
    ) = (mesh.attribute(Mesh::ATTRIBUTE_POSITION), mesh.attribute(Mesh::ATTRIBUTE_COLOR))
    else {
        panic!("the marks have positions and colours")
    };
    points.iter().zip(colours).filter(|(_, c)| **c == want).map(|(p, _)| Vec2::new(p[0], p[1])).collect()
}

#[test]
fn a_build_lesson_covers_exactly_the_cells_not_carved_yet_with_rock() {
    let (game, palette) = (hex(), Palette::default());
    let cells = Cells(&game);
    let lesson = grid_building_lesson(&game).unwrap();
    let fan = |c: u32| cells.outline(c).len() + 1;
    for steps in [0, 5, lesson.events.len() / 2, lesson.events.len()] {
        let state = lesson.state_at(steps);
        let done = steps == lesson.events.len();
        let rock: usize = (0..game.cell_count() as u32).filter(|c| !done && !state.seen.contains(c)).map(fan).sum();
        let mesh = marks_mesh(&cells, &lesson, &state, done, &palette);
        assert_eq!(coloured(mesh, palette.wall), rock, "after {steps} steps");
    }
}

#[test]
fn a_search_lesson_marks_its_memory_where_it_stands_and_tremaux_s_bars() {
    let (game, palette) = (hex(), Palette::default());
    let cells = Cells(&game);
    let lesson = grid_searching_lesson(&game, Solver::Tremaux).unwrap();
    let state = lesson.state_at(lesson.events.len() / 2);
    let at = state.at.expect("it stands somewhere");
    let marked = |colour: Color| coloured(marks_mesh(&cells, &lesson, &state, false, &palette), colour);
    assert_eq!(marked(Color::WHITE), cells.outline(at).len() + 1, "one white dot");
    // A bar is a quad: four vertices; a passage marked twice has two bars.
    let bars: usize = state.marks.values().map(|&n| usize::from(n.clamp(1, 2))).sum();
    assert!(bars > 0);
    let [once, twice] = MARKS;
    assert_eq!(marked(once) + marked(twice), 4 * bars, "Trémaux's bars");
    let first = state.memory[0];
    let light = memory_colour(0, state.memory.len());
    assert!(marked(light) > cells.outline(first).len(), "the memory's first cell (its fan), light");
}

#[test]
fn a_wall_follower_shows_its_nose_ahead_and_its_paw_at_its_hand_on_cells_and_on_tiles() {
    let (game, current, palette) = (hex(), square(), Palette::default());
    for (solver, hand_side) in [(Solver::WallFollowerLeft, 1.0), (Solver::WallFollowerRight, -1.0)] {
        // On the hex board it faces away from the cell it came from.
        let cells = Cells(&game);
        let lesson = grid_searching_lesson(&game, solver).unwrap();
        let state = lesson.state_at(lesson.events.len() / 2);
        let (at, from) = (state.at.unwrap(), state.came_from.expect("it has walked a step"));
        assert!(game.neighbours(at).iter().any(|&(n, open)| n == from && open), "it came through a passage");
        let facing = (game.centre(at) - game.centre(from)).normalize();
        let mesh = || marks_mesh(&cells, &lesson, &state, false, &palette);
        let paw = points_in(mesh(), Color::BLACK);
        assert!(!paw.is_empty(), "{solver:?}: a paw is drawn");
        let paw = paw.iter().sum::<Vec2>() / paw.len() as f32 - game.centre(at);
        // Left of the way it faces for the left hand (a positive cross product, y up), right for the right.
        assert!(facing.perp_dot(paw) * hand_side > 0.0, "{solver:?}: the paw is at its hand");
        assert!(paw.dot(facing).abs() < 1e-3, "{solver:?}: beside it, not ahead or behind");
        // On the square board it faces the way its lesson says.
        let tiles = Tiles(&current.maze);
        let lesson = searching_lesson(&current, solver).unwrap();
        let state = lesson.state_at(lesson.events.len() / 2);
        let (at, dir) = (state.at.unwrap(), state.facing.expect("a wall follower faces a way"));
        let facing = Vec2::new(dir.delta().0 as f32, -dir.delta().1 as f32);
        let mesh = || marks_mesh(&tiles, &lesson, &state, false, &palette);
        let centre = tiles.centre(at);
        let mean = |points: Vec<Vec2>| points.iter().sum::<Vec2>() / points.len() as f32 - centre;
        let (nose, paw) = (mean(points_in(mesh(), Color::WHITE)), mean(points_in(mesh(), Color::BLACK)));
        assert!(facing.perp_dot(paw) * hand_side > 0.0, "{solver:?} on tiles: the paw is at its hand");
        // The white of the nose and the dot where it stands: their mean lies ahead of the tile's centre.
        assert!(nose.dot(facing) > 0.0, "{solver:?} on tiles: the nose is ahead");
        assert!(paw.length() < TILE_SIZE / 2.0, "{solver:?} on tiles: the paw is inside its tile");
    }
}

#[test]
fn a_stars_next_place_is_framed_on_tiles_and_on_cells() {
    let (game, current, palette) = (hex(), square(), Palette::default());
    let framed = |vertices: usize| vertices > 0;
    let cells = Cells(&game);
    let lesson = grid_searching_lesson(&game, Solver::AStar).unwrap();
    let state = (1..lesson.events.len()).map(|n| lesson.state_at(n)).find(|s| next_for_astar(s).is_some());
    let state = state.expect("A* keeps an open set on a hex board");
    let next = next_for_astar(&state).unwrap();
    let gold = coloured(marks_mesh(&cells, &lesson, &state, false, &palette), NEXT);
    assert!(framed(gold), "the next cell is framed");
    assert_eq!(gold, cells.outline(next).len() + 1, "one cell's fan");
    let tiles = Tiles(&current.maze);
    let lesson = searching_lesson(&current, Solver::AStar).unwrap();
    let state = (1..lesson.events.len()).map(|n| lesson.state_at(n)).find(|s| next_for_astar(s).is_some()).unwrap();
    assert_eq!(coloured(marks_mesh(&tiles, &lesson, &state, false, &palette), NEXT), 5, "one tile's fan");
}
