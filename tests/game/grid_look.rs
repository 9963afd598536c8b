//! One look on every grid: a round, hex or triangle board's floor and walls
//! are laid with the square board's floor tiles and bricks, at a tile's
//! size, tinted in the palette's colours; a big board keeps plain colours.

use bevy::mesh::VertexAttributeValues;
use bevy::prelude::*;
use panda_maze::game::assets::GameArt;
use panda_maze::game::model::TILE_SIZE;
use panda_maze::game::settings::GridKind;
use panda_maze::game::{Difficulty, GameCommand};
use panda_maze::maze::generate::{GridShape, GridSpec};

use crate::support::*;

/// A game whose grid meshes are drawn headless, with the square board's art (blank pictures of its own).
fn drawn_game() -> (App, GameArt) {
    let mut app = game(Difficulty::Easy, 5);
    app.init_resource::<Assets<Mesh>>().init_resource::<Assets<ColorMaterial>>().init_resource::<Assets<Image>>();
    let mut images = app.world_mut().resource_mut::<Assets<Image>>();
    let art = GameArt { wall: images.add(Image::default()), floor: images.add(Image::default()), ..default() };
    app.insert_resource(art.clone());
    (app, art)
}

/// Each drawn part named `name`: its material's texture and whether its texture coordinates are its world positions a tile a repeat.
fn parts(app: &mut App, name: &str) -> Vec<(Option<Handle<Image>>, bool)> {
    let mut query = app.world_mut().query::<(&Name, &Mesh2d, &MeshMaterial2d<ColorMaterial>)>();
    let found: Vec<_> = query
        .iter(app.world())
        .filter(|(n, ..)| n.as_str() == name)
        .map(|(_, mesh, material)| (mesh.0.clone(), material.0.clone()))
        .collect();
    let (meshes, materials) = (app.world().resource::<Assets<Mesh>>(), app.world().resource::<Assets<ColorMaterial>>());
    found
        .into_iter()
        .map(|(mesh, material)| {
            let mesh = meshes.get(&mesh).unwrap();
            let tiled = match (mesh.attribute(Mesh::ATTRIBUTE_POSITION), mesh.attribute(Mesh::ATTRIBUTE_UV_0)) {
                (Some(VertexAttributeValues::Float32x3(at)), Some(VertexAttributeValues::Float32x2(uv))) => {
                    at.len() == uv.len()
                        && at.iter().zip(uv).all(|(p, t)| {
                            (t[0] - p[0] / TILE_SIZE).abs() < 1e-4 && (t[1] + p[1] / TILE_SIZE).abs() < 1e-4
                        })
                }
                _ => false,
            };
            (materials.get(&material).unwrap().texture.clone(), tiled)
        })
        .collect()
}

#[test]
fn every_grids_board_is_laid_with_the_square_boards_floor_tiles_and_bricks_and_a_big_one_in_plain_colours() {
    for (kind, _) in crate::grids::specs() {
        let (mut app, art) = drawn_game();
        send(&mut app, GameCommand::LoadGrid(kind.spec(Difficulty::Medium, 3).unwrap()));
        frames(&mut app, 2);
        let (floors, walls) = (parts(&mut app, "Grid floor"), parts(&mut app, "Grid walls"));
        assert!(!floors.is_empty() && !walls.is_empty(), "{kind:?}: drawn");
        assert!(floors.iter().all(|p| *p == (Some(art.floor.clone()), true)), "{kind:?}: floor tiles, a tile each");
        assert!(walls.iter().all(|p| *p == (Some(art.wall.clone()), true)), "{kind:?}: bricks, a tile each");
    }
    // A big board's cells are a few pixels: no texture would show.
    let (mut app, _) = drawn_game();
    send(&mut app, GameCommand::LoadGrid(GridSpec::new(GridShape::Round { rings: 120 }, 3)));
    for _ in 0..20_000 {
        if !parts(&mut app, "Grid floor").is_empty() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(2));
        app.update();
    }
    let floors = parts(&mut app, "Grid floor");
    assert!(!floors.is_empty() && floors.iter().all(|p| *p == (None, false)), "plain colours on a big board");
    assert!(GridKind::Round.spec(Difficulty::Hard, 1).unwrap().shape.cell_count() < 40_000, "Hard boards are laid");
}
