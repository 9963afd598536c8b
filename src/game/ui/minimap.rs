//! The minimap: while the camera follows the panda (a board too big to fit),
//! a corner of the board area shows the whole maze, the panda, the exit and,
//! when shown, the route.
//!
//! It is a second `Camera2d` (order above the main one, a small viewport)
//! that sees only [`MINIMAP_LAYER`]: a downscaled picture of the board laid
//! over it in the world (at most [`MINIMAP_MAX_PX`] a side,
//! [`minimap_picture`]), a see-through picture of the route painted as it
//! is revealed, and two dots, the same on every grid. The board itself
//! (chunks, sprites) is never drawn twice, so the minimap costs the same on
//! any board; a round, hex or triangle board small enough is shown by its
//! own meshes instead, with the dots over them.

use bevy::asset::RenderAssetUsages;
use bevy::camera::visibility::RenderLayers;
use bevy::camera::{ScalingMode, Viewport};
use bevy::ecs::system::SystemParam;
use bevy::image::ImageSampler;
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};
use bevy::window::PrimaryWindow;

use super::minimap_picture::{PictureFrame, board_pixels, paint_cells, pictured};
use crate::game::assist::route_view::RouteView;
use crate::game::board::view::Boards;
use crate::game::frame::{AppSystems, Screen};
use crate::game::model::BoardName;
use crate::game::panda::Player;
use crate::game::settings::Palette;
use crate::game::ui::nav::MenuPage;
use crate::game::view::camera::{CameraView, MainCamera, MenuPanelWidth};

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
/// The margin round the board on the minimap, as a share of its size.
const MARGIN_SHARE: f32 = 1.04;

/// The minimap's camera.
#[derive(Component, Debug, Clone, Copy)]
pub struct MinimapCamera;

/// What the minimap shows, and of which board.
#[derive(Resource, Debug, Default)]
pub struct Minimap {
    /// The board's picture.
    pub board: Handle<Image>,
    /// The route's picture (see-through where there is no route).
    pub route: Handle<Image>,
    /// How the board's cells fall on the pictures' pixels, once drawn; none
    /// while the board is shown by its own meshes.
    pub frame: Option<PictureFrame>,
    /// Route cells painted so far.
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
/// The ground under the board, so the minimap reads as a board on a ground.
#[derive(Component)]
struct MinimapBackdrop;

pub(super) fn plugin(app: &mut App) {
    // Spawned in the first Update, after egui gave the main camera (the first
    // camera) its context: egui must not pick the minimap's camera.
    app.init_resource::<Minimap>().add_systems(
        Update,
        (spawn_minimap.run_if(not(any_with_component::<MinimapCamera>)), draw_minimap, paint_route, place_minimap)
            .chain()
            .in_set(AppSystems::Visualize),
    );
}

/// A picture for the minimap, `size` pixels of RGBA `data`.
pub fn picture(size: UVec2, data: Vec<u8>) -> Image {
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

/// Draws the board's picture again for a new map or palette (only while the
/// minimap is in use): over the board's place in the world, as the board
/// would lie, with a see-through picture of the same size for the route.
fn draw_minimap(
    boards: Boards,
    palette: Res<Palette>,
    view: Res<CameraView>,
    mut minimap: ResMut<Minimap>,
    mut images: ResMut<Assets<Image>>,
    mut drawn_for: Local<Option<(BoardName, Palette)>>,
    mut pictures: Query<(&mut Sprite, Has<MinimapBoard>), Or<(With<MinimapBoard>, With<MinimapRoute>)>>,
) {
    let board = boards.view();
    let key = (board.name(), *palette);
    if !view.follows || *drawn_for == Some(key) {
        return;
    }
    *drawn_for = Some(key);
    minimap.painted = 0;
    if !pictured(&board) {
        minimap.frame = None;
        return;
    }
    let frame = PictureFrame::of(&board, MINIMAP_MAX_PX);
    minimap.board = images.add(picture(frame.size, board_pixels(&board, &frame, &palette)));
    minimap.route = images.add(picture(frame.size, vec![0; frame.pixels() * 4]));
    minimap.frame = Some(frame);
    for (mut sprite, is_board) in &mut pictures {
        let image = if is_board { minimap.board.clone() } else { minimap.route.clone() };
        *sprite = Sprite { image, custom_size: Some(frame.world), ..default() };
    }
}

/// Paints the revealed part of the route onto the route's picture (and clears it when hidden).
fn paint_route(
    boards: Boards,
    path: Res<RouteView>,
    palette: Res<Palette>,
    mut minimap: ResMut<Minimap>,
    mut images: ResMut<Assets<Image>>,
) {
    let Some(frame) = minimap.frame else { return };
    let board = boards.view();
    let upto = if path.shown { path.revealed.min(board.route_len()) } else { 0 };
    if upto == minimap.painted {
        return;
    }
    let Some(mut image) = images.get_mut(&minimap.route) else { return };
    let Some(data) = image.data.as_mut() else { return };
    let from = if upto < minimap.painted {
        data.fill(0);
        0
    } else {
        minimap.painted
    };
    paint_cells(&board, &frame, &board.route_part(from, upto), palette.route, data);
    minimap.painted = upto;
}

/// Where the minimap may go: the window, the panel beside the board, how the
/// camera shows the board, and whether a menu page covers it.
#[derive(SystemParam)]
struct MinimapRoom<'w, 's> {
    window: Single<'w, 's, &'static Window, With<PrimaryWindow>>,
    panel: Res<'w, MenuPanelWidth>,
    view: Res<'w, CameraView>,
    page: Option<Res<'w, MenuPage>>,
    /// A race on a split screen has no minimap (it would cover player 2's half and show one panda).
    split: Res<'w, crate::game::view::split::SplitScreen>,
    /// The editor's screen has no minimap of the board it covers.
    screen: Option<Res<'w, State<Screen>>>,
}

/// Shows the minimap in the bottom-right corner while the camera follows, and moves its dots.
fn place_minimap(
    room: MinimapRoom,
    boards: Boards,
    minimap: Res<Minimap>,
    camera: Single<(&mut Camera, &mut Projection, &mut RenderLayers), (With<MinimapCamera>, Without<MainCamera>)>,
    mut dots: Query<
        (&mut Transform, Has<MinimapPanda>),
        (Or<(With<MinimapPanda>, With<MinimapExit>)>, Without<Player>),
    >,
    mut pictures: Query<&mut Visibility, Or<(With<MinimapBoard>, With<MinimapRoute>)>>,
    mut ground: Query<
        &mut Transform,
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
    let MinimapRoom { window, panel, view, page, split, screen } = room;
    let (mut camera, mut projection, mut layers) = camera.into_inner();
    let editing = screen.is_some_and(|s| *s.get() == Screen::Editor);
    let shown = view.follows && page.is_none_or(|p| *p == MenuPage::Closed) && !split.0 && !editing;
    if camera.is_active != shown {
        camera.is_active = shown;
    }
    if !shown {
        return;
    }
    let board = boards.view();
    // The minimap's camera sees the board's picture, or the board's own
    // meshes where the board is shown by them, with the dots over either.
    let pictured = minimap.frame.is_some();
    let want =
        if pictured { RenderLayers::layer(MINIMAP_LAYER) } else { RenderLayers::from_layers(&[0, MINIMAP_LAYER]) };
    if *layers != want {
        *layers = want;
    }
    for mut visibility in &mut pictures {
        visibility.set_if_neq(if pictured { Visibility::Inherited } else { Visibility::Hidden });
    }
    let size = board.world_size() * MARGIN_SHARE;
    for mut transform in &mut ground {
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
    for (mut transform, is_panda) in &mut dots {
        let at = board.world_centre(if is_panda { board.panda() } else { board.exit() });
        let next = Transform::from_translation(at.extend(transform.translation.z)).with_scale(Vec3::splat(dot));
        if *transform != next {
            *transform = next;
        }
    }
}
