//! The minimap: while the camera follows the panda (a board too big to fit),
//! a corner of the board area shows the whole maze, the panda, the exit and,
//! when shown, the route.
//!
//! It is a second `Camera2d` (order above the main one, a small viewport)
//! that sees only [`MINIMAP_LAYER`]: a downscaled picture of the maze (at most
//! [`MINIMAP_MAX_PX`] a side, each pixel the share of floor in its block of
//! tiles), a transparent picture of the route painted as it is revealed, and
//! two dots. The board itself (chunks, sprites) is never drawn twice, so the
//! minimap costs the same on any board. On a round, hex or triangle board the
//! minimap's camera sees the board's own meshes, with the two dots over it;
//! on a big one ([`minimap_grid`]) a picture of it and of its way in their place.

use bevy::asset::RenderAssetUsages;
use bevy::camera::visibility::RenderLayers;
use bevy::camera::{ScalingMode, Viewport};
use bevy::ecs::system::SystemParam;
use bevy::image::ImageSampler;
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};
use bevy::window::PrimaryWindow;

use super::minimap_grid;
use crate::game::assist::route_view::RouteView;
use crate::game::board::grid::GridBoard;
use crate::game::frame::AppSystems;
use crate::game::model::{CurrentMaze, GridPos, Route};
use crate::game::panda::Player;
use crate::game::settings::Palette;
use crate::game::ui::nav::MenuPage;
use crate::game::view::camera::{CameraView, MainCamera, MenuPanelWidth};
use crate::maze::generate::GridSpec;
use crate::maze::{Maze, Pos, Tile};

/// The render layer only the minimap camera sees.
pub const MINIMAP_LAYER: usize = 1;
/// Largest side of the minimap picture, in pixels.
pub const MINIMAP_MAX_PX: usize = 512;
/// Side of the minimap on screen, as a share of the smaller side of the board area.
const MINIMAP_SHARE: f32 = 0.3;
/// Gap between the minimap and the window's edges, in logical pixels.
const MINIMAP_MARGIN_PX: f32 = 12.0;
/// Diameter of the panda's and the exit's dots, in logical pixels.
const DOT_PX: f32 = 7.0;

/// The minimap's camera.
#[derive(Component, Debug, Clone, Copy)]
pub struct MinimapCamera;

/// What the minimap shows, and of which maze.
#[derive(Resource, Debug, Default)]
pub struct Minimap {
    /// The maze picture.
    pub board: Handle<Image>,
    /// The route picture (transparent where there is no route).
    pub route: Handle<Image>,
    /// Tiles a minimap pixel stands for, each way.
    pub tiles_per_px: usize,
    /// Picture size in pixels.
    pub size: UVec2,
    /// Route tiles painted so far.
    painted: usize,
}

#[derive(Component)]
struct MinimapBoard;
#[derive(Component)]
struct MinimapRoute;
#[derive(Component)]
struct MinimapPanda;
#[derive(Component)]
struct MinimapExit;
/// Behind a grid board on the minimap: the minimap's ground.
#[derive(Component)]
struct MinimapBackdrop;

pub(super) fn plugin(app: &mut App) {
    // Spawned in the first Update, after egui gave the main camera (the first
    // camera) its context: egui must not pick the minimap's camera.
    app.init_resource::<Minimap>().add_systems(
        Update,
        (
            spawn_minimap.run_if(not(any_with_component::<MinimapCamera>)),
            draw_minimap,
            paint_route,
            paint_grid_way,
            place_minimap,
        )
            .chain()
            .in_set(AppSystems::Visualize),
    );
}

/// Tiles each minimap pixel stands for on a `width × height` board, and the picture's size.
pub fn minimap_scale(width: usize, height: usize) -> (usize, UVec2) {
    let k = width.max(height).div_ceil(MINIMAP_MAX_PX).max(1);
    (k, UVec2::new(width.div_ceil(k) as u32, height.div_ceil(k) as u32))
}

/// The minimap picture of `maze`, RGBA: each pixel mixes the wall and floor
/// colours by the share of floor in its block of tiles.
pub fn minimap_pixels(maze: &Maze, palette: &Palette) -> Vec<u8> {
    let (k, size) = minimap_scale(maze.width(), maze.height());
    let (w, h) = (size.x as usize, size.y as usize);
    let mut floor = vec![0u32; w * h];
    let mut count = vec![0u32; w * h];
    for (y, row) in maze.tiles().chunks(maze.width()).enumerate() {
        let out = (y / k) * w;
        for (x, tile) in row.iter().enumerate() {
            floor[out + x / k] += u32::from(*tile == Tile::Floor);
            count[out + x / k] += 1;
        }
    }
    let (wall_c, floor_c) = (palette.wall.to_linear(), palette.floor.to_linear());
    floor
        .iter()
        .zip(&count)
        .flat_map(|(&f, &n)| {
            let share = f as f32 / n.max(1) as f32;
            Color::from(wall_c.mix(&floor_c, share)).to_srgba().to_u8_array()
        })
        .collect()
}

fn picture(size: UVec2, data: Vec<u8>) -> Image {
    let mut image = Image::new(
        Extent3d { width: size.x, height: size.y, depth_or_array_layers: 1 },
        TextureDimension::D2,
        data,
        TextureFormat::Rgba8UnormSrgb,
        RenderAssetUsages::default(),
    );
    image.sampler = ImageSampler::linear();
    image
}

fn spawn_minimap(mut commands: Commands) {
    let layer = RenderLayers::layer(MINIMAP_LAYER);
    commands.spawn((
        Name::new("Minimap camera"),
        MinimapCamera,
        Camera2d,
        Camera {
            order: 1,
            is_active: false,
            clear_color: ClearColorConfig::Custom(Color::srgb(0.08, 0.08, 0.08)),
            viewport: Some(Viewport { physical_size: UVec2::ONE, ..default() }),
            ..default()
        },
        layer.clone(),
    ));
    commands.spawn((Name::new("Minimap board"), MinimapBoard, Sprite::default(), layer.clone()));
    commands.spawn((
        Name::new("Minimap ground"),
        MinimapBackdrop,
        Sprite::from_color(Color::srgb(0.08, 0.08, 0.08), Vec2::ONE),
        Transform::from_xyz(0.0, 0.0, -50.0),
        Visibility::Hidden,
        layer.clone(),
    ));
    commands.spawn((
        Name::new("Minimap route"),
        MinimapRoute,
        Sprite::default(),
        Transform::from_xyz(0.0, 0.0, 1.0),
        layer.clone(),
    ));
    commands.spawn((
        Name::new("Minimap exit"),
        MinimapExit,
        Sprite::from_color(Color::srgb(0.95, 0.3, 0.25), Vec2::ONE),
        // Over everything of a grid board, which the minimap then shows itself.
        Transform::from_xyz(0.0, 0.0, 50.0),
        layer.clone(),
    ));
    commands.spawn((
        Name::new("Minimap panda"),
        MinimapPanda,
        Sprite::from_color(Color::WHITE, Vec2::ONE),
        Transform::from_xyz(0.0, 0.0, 51.0),
        layer,
    ));
}

/// Where tile `p` lies on the minimap, in its world units (one a picture pixel, centred on the origin).
fn on_minimap(minimap: &Minimap, p: Vec2) -> Vec2 {
    let k = minimap.tiles_per_px as f32;
    let size = minimap.size.as_vec2();
    Vec2::new((p.x + 0.5) / k - size.x / 2.0, size.y / 2.0 - (p.y + 0.5) / k)
}

/// Draws the maze picture again for a new map or palette (only while the minimap is in use).
fn draw_minimap(
    (current, grid): (Res<CurrentMaze>, Res<GridBoard>),
    palette: Res<Palette>,
    view: Res<CameraView>,
    mut minimap: ResMut<Minimap>,
    mut images: ResMut<Assets<Image>>,
    mut drawn_for: Local<Option<(crate::maze::MazeSpec, Option<GridSpec>, Palette)>>,
    mut board: Query<&mut Sprite, (With<MinimapBoard>, Without<MinimapRoute>)>,
    mut route: Query<&mut Sprite, With<MinimapRoute>>,
) {
    let big_grid = grid.game().filter(|g| minimap_grid::pictured(g));
    let key = (current.spec, big_grid.map(|g| g.spec), *palette);
    if !view.follows || *drawn_for == Some(key) {
        return;
    }
    *drawn_for = Some(key);
    if let Some(game) = big_grid {
        // The picture of a big grid board lies over it in the world, as the
        // board's meshes would, its way on a picture of the same size over it.
        let (size, pixels) = minimap_grid::grid_minimap_pixels(game, &palette, MINIMAP_MAX_PX);
        minimap.board = images.add(picture(size, pixels));
        minimap.route = images.add(picture(size, vec![0; (size.x * size.y * 4) as usize]));
        (minimap.tiles_per_px, minimap.size, minimap.painted) = (0, size, 0);
        let world = Some(game.world_size());
        for mut sprite in &mut board {
            *sprite = Sprite { image: minimap.board.clone(), custom_size: world, ..default() };
        }
        for mut sprite in &mut route {
            *sprite = Sprite { image: minimap.route.clone(), custom_size: world, ..default() };
        }
        return;
    }
    let (k, size) = minimap_scale(current.maze.width(), current.maze.height());
    minimap.tiles_per_px = k;
    minimap.size = size;
    minimap.painted = 0;
    minimap.board = images.add(picture(size, minimap_pixels(&current.maze, &palette)));
    minimap.route = images.add(picture(size, vec![0; (size.x * size.y * 4) as usize]));
    for mut sprite in &mut board {
        *sprite = Sprite { image: minimap.board.clone(), custom_size: Some(size.as_vec2()), ..default() };
    }
    for mut sprite in &mut route {
        *sprite = Sprite { image: minimap.route.clone(), custom_size: Some(size.as_vec2()), ..default() };
    }
}

/// Paints the revealed part of the route onto the route picture (and clears it when hidden).
fn paint_route(
    path: Res<RouteView>,
    (solution, grid): (Res<Route>, Res<GridBoard>),
    palette: Res<Palette>,
    mut minimap: ResMut<Minimap>,
    mut images: ResMut<Assets<Image>>,
) {
    let upto = if path.shown { path.revealed.min(solution.0.len()) } else { 0 };
    if upto == minimap.painted || minimap.tiles_per_px == 0 || grid.game().is_some() {
        return;
    }
    let (k, w) = (minimap.tiles_per_px, minimap.size.x as usize);
    let from = minimap.painted;
    minimap.painted = upto;
    let Some(mut image) = images.get_mut(&minimap.route) else { return };
    let Some(data) = image.data.as_mut() else { return };
    if upto < from {
        data.fill(0);
        return;
    }
    let colour = palette.route.to_srgba().with_alpha(1.0).to_u8_array();
    for p in &solution.0[from..upto] {
        let at = ((p.y / k) * w + p.x / k) * 4;
        data[at..at + 4].copy_from_slice(&colour);
    }
}

/// Paints the way shown on a big grid board's picture (and clears it when hidden).
fn paint_grid_way(
    grid: Res<GridBoard>,
    way: Res<RouteView>,
    palette: Res<Palette>,
    minimap: Res<Minimap>,
    mut images: ResMut<Assets<Image>>,
    mut painted: Local<Option<(AssetId<Image>, usize)>>,
) {
    let Some(game) = grid.game().filter(|g| minimap_grid::pictured(g)) else { return };
    let cells = if way.shown { &game.route[..way.revealed.min(game.route.len())] } else { &[] };
    let now = (minimap.route.id(), cells.len());
    if *painted == Some(now) {
        return;
    }
    let Some(mut image) = images.get_mut(&minimap.route) else { return };
    *painted = Some(now);
    image.data = Some(minimap_grid::grid_way_pixels(game, cells, palette.route, minimap.size));
}

/// Shows the minimap in the bottom-right corner while the camera follows, and moves its dots.
/// Where the minimap may go: the window, the panel beside the board, how the
/// camera shows the board, and whether a menu page covers it.
#[derive(SystemParam)]
struct MinimapRoom<'w, 's> {
    window: Single<'w, 's, &'static Window, With<PrimaryWindow>>,
    panel: Res<'w, MenuPanelWidth>,
    view: Res<'w, CameraView>,
    page: Option<Res<'w, MenuPage>>,
    /// On a round, hex or triangle board the minimap's camera sees the board itself.
    grid: Res<'w, crate::game::board::grid::GridBoard>,
    /// A race on a split screen has no minimap (it would cover player 2's half and show one panda).
    split: Res<'w, crate::game::view::split::SplitScreen>,
}

fn place_minimap(
    room: MinimapRoom,
    minimap: Res<Minimap>,
    current: Res<CurrentMaze>,
    camera: Single<(&mut Camera, &mut Projection, &mut RenderLayers), (With<MinimapCamera>, Without<MainCamera>)>,
    panda: Query<(&GridPos, &Transform), (With<Player>, Without<MinimapPanda>)>,
    mut dots: Query<
        (&mut Transform, Has<MinimapPanda>),
        (Or<(With<MinimapPanda>, With<MinimapExit>)>, Without<Player>),
    >,
    mut pictures: Query<&mut Visibility, Or<(With<MinimapBoard>, With<MinimapRoute>)>>,
    mut ground: Query<
        (&mut Visibility, &mut Transform),
        (
            With<MinimapBackdrop>,
            Without<MinimapBoard>,
            Without<MinimapRoute>,
            Without<MinimapPanda>,
            Without<MinimapExit>,
            Without<Player>,
        ),
    >,
) {
    let MinimapRoom { window, panel, view, page, grid, split } = room;
    let (mut camera, mut projection, mut layers) = camera.into_inner();
    let game = grid.game();
    let shown = view.follows
        && (minimap.tiles_per_px > 0 || game.is_some())
        && page.is_none_or(|p| *p == MenuPage::Closed)
        && !split.0;
    if camera.is_active != shown {
        camera.is_active = shown;
    }
    if !shown {
        return;
    }
    // A grid board is drawn round the world's origin: the minimap's camera
    // sees it there, with the dots over it, instead of the square board's
    // picture; a big one as a picture of its own in the same place.
    let pictured = game.is_some_and(minimap_grid::pictured);
    let want = if game.is_some() && !pictured {
        RenderLayers::from_layers(&[0, MINIMAP_LAYER])
    } else {
        RenderLayers::layer(MINIMAP_LAYER)
    };
    if *layers != want {
        *layers = want;
    }
    for mut visibility in &mut pictures {
        let shown = game.is_none() || pictured;
        visibility.set_if_neq(if shown { Visibility::Inherited } else { Visibility::Hidden });
    }
    let size = game.map_or(minimap.size.as_vec2(), |g| g.world_size() * 1.04);
    for (mut visibility, mut transform) in &mut ground {
        visibility.set_if_neq(if game.is_some() { Visibility::Inherited } else { Visibility::Hidden });
        let scale = size.extend(1.0);
        if transform.scale != scale {
            transform.scale = scale;
        }
    }
    let free = Vec2::new((window.width() - panel.px()).max(1.0), window.height());
    let side = free.min_element() * MINIMAP_SHARE;
    let on_screen = size * (side / size.max_element());
    let scale = window.scale_factor();
    let physical_size = (on_screen * scale).as_uvec2().max(UVec2::ONE);
    let corner = Vec2::new(window.width(), window.height()) - on_screen - MINIMAP_MARGIN_PX;
    let viewport =
        Viewport { physical_position: (corner * scale).max(Vec2::ZERO).as_uvec2(), physical_size, ..default() };
    let same = camera.viewport.as_ref().is_some_and(|v| {
        (v.physical_position, v.physical_size) == (viewport.physical_position, viewport.physical_size)
    });
    if !same {
        camera.viewport = Some(viewport);
    }
    if let Projection::Orthographic(ortho) = &mut *projection {
        let fixed =
            matches!(ortho.scaling_mode, ScalingMode::Fixed { width, height } if Vec2::new(width, height) == size);
        if !fixed {
            ortho.scaling_mode = ScalingMode::Fixed { width: size.x, height: size.y };
        }
    }
    // Dots keep their size on screen whatever the board's size.
    let dot = DOT_PX * size.max_element() / side;
    let panda_at = panda.iter().next().map_or(current.maze.entrance, |(g, _)| g.0);
    let exit = current.maze.exit;
    for (mut transform, is_panda) in &mut dots {
        let at = match game {
            Some(g) => g.centre(if is_panda { g.panda } else { g.exit() }),
            None => {
                let p: Pos = if is_panda { panda_at } else { exit };
                on_minimap(&minimap, Vec2::new(p.x as f32, p.y as f32))
            }
        };
        let next = Transform::from_translation(at.extend(transform.translation.z)).with_scale(Vec3::splat(dot));
        if *transform != next {
            *transform = next;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::maze::MazeSpec;

    #[test]
    fn the_minimap_picture_is_small_and_mixes_wall_and_floor() {
        assert_eq!(minimap_scale(21, 21), (1, UVec2::new(21, 21)));
        assert_eq!(minimap_scale(4003, 4003), (8, UVec2::new(501, 501)));
        assert_eq!(minimap_scale(4003, 201), (8, UVec2::new(501, 26)));
        let maze = MazeSpec::new(21, 21, 1).generate().unwrap();
        let palette = Palette::default();
        let pixels = minimap_pixels(&maze, &palette);
        assert_eq!(pixels.len(), 21 * 21 * 4);
        assert_eq!(&pixels[..4], &palette.wall.to_srgba().to_u8_array(), "the corner is wall");
        let at = (maze.entrance.y * 21 + maze.entrance.x) * 4;
        assert_eq!(&pixels[at..at + 4], &palette.floor.to_srgba().to_u8_array());
    }
}
