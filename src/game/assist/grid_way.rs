//! Help on a round, hex or triangle board: the way out shown as a line
//! through the cells' centres (from the panda's cell when asked), and hints:
//! the next [`HINT_STEPS`] cells towards the exit, as dots (player 2's from
//! the second panda, in its tint).

use bevy::prelude::*;
use bevy::sprite_render::AlphaMode2d;

use super::hint::{HINT_STEPS, hint_asker};
use crate::game::board::grid::{GRID_STEP_WORLD, GridBoard};
use crate::game::board::grid_draw::MeshBuilder;
use crate::game::command::{GameCommand, HintShown, MapReset, Moved, Walker};
use crate::game::frame::AppSystems;
use crate::game::panda::duo::{PartnerWalk, Players};
use crate::game::panda::partner_trail::PARTNER_PRINT_COLOUR;
use crate::game::settings::{Palette, Settings, help_allowed};
use crate::maze::items::Progress;

/// Depth of the way and the hints: above the walls, below the panda.
const WAY_Z: f32 = 3.0;

/// What help shows on a grid board.
#[derive(Resource, Debug, Default, Clone, PartialEq, Eq)]
pub struct GridWay {
    /// Whether the way out is shown.
    pub shown: bool,
    /// The cells the way passes, entrance first (empty when hidden).
    pub cells: Vec<u32>,
    /// The cells a hint shows, nearest first (empty when none).
    pub hint: Vec<u32>,
    /// The cells player 2's hint shows, from the second panda (two players).
    pub partner_hint: Vec<u32>,
}

/// A drawn part of the way or a hint.
#[derive(Component, Debug, Clone, Copy)]
pub struct GridWayPart;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<GridWay>().add_systems(
        Update,
        (
            way_commands.in_set(AppSystems::ApplyCommands),
            (hide_way_on_reset, clear_hint_on_step).in_set(AppSystems::React),
            draw_way.in_set(AppSystems::Visualize),
        ),
    );
}

/// Show the way, hide it, or show a player's hint (each counts against the
/// asker's run; the way, on the board for both, against both in Race). With
/// two players the setting may turn help off.
fn way_commands(
    mut requests: MessageReader<GameCommand>,
    board: Res<GridBoard>,
    mut way: ResMut<GridWay>,
    mut hints: MessageWriter<HintShown>,
    (players, settings, partner): (Res<Players>, Res<Settings>, Res<PartnerWalk>),
) {
    let Some(game) = board.game() else { return };
    let allowed = help_allowed(*players, &settings);
    for &request in requests.read() {
        if let Some(who) = hint_asker(request, *players) {
            let from = if who == 0 { Some(game.panda) } else { partner.cell() };
            let Some(from) = from.filter(|_| allowed) else { continue };
            // Player 2 carries their own keys and shoots in Race, the pair's in Together.
            let paws = if who == 0 || *players == Players::Together { game.paws() } else { partner.cell_now() };
            let ahead = game.way_out_from(Progress { at: from, ..paws });
            let hint = ahead.into_iter().skip(1).take(HINT_STEPS).collect();
            *(if who == 0 { &mut way.hint } else { &mut way.partner_hint }) = hint;
            hints.write(HintShown(who));
            continue;
        }
        let show = match request {
            GameCommand::ShowRoute(show) => show,
            GameCommand::ToggleRoute => !way.shown,
            _ => continue,
        };
        if show && !allowed {
            continue;
        }
        if show && !way.shown {
            hints.write(HintShown(0));
            if *players == Players::Race {
                hints.write(HintShown(1));
            }
        }
        way.shown = show;
        way.cells = if show { game.route.clone() } else { Vec::new() };
    }
}

fn hide_way_on_reset(mut resets: MessageReader<MapReset>, mut way: ResMut<GridWay>) {
    if resets.read().count() > 0 {
        way.set_if_neq(GridWay::default());
    }
}

/// A hint goes once its panda steps.
fn clear_hint_on_step(mut moves: MessageReader<Moved>, mut way: ResMut<GridWay>) {
    for m in moves.read() {
        let hint = if m.walker == Walker::First { &way.hint } else { &way.partner_hint };
        if !hint.is_empty() {
            let hint = if m.walker == Walker::First { &mut way.hint } else { &mut way.partner_hint };
            hint.clear();
        }
    }
}

/// Draws the way (a line with dots at the cells) and the hint (bigger dots), when they change.
fn draw_way(
    mut commands: Commands,
    way: Res<GridWay>,
    board: Res<GridBoard>,
    palette: Res<Palette>,
    drawn: Query<Entity, With<GridWayPart>>,
    assets: Option<(ResMut<Assets<Mesh>>, ResMut<Assets<ColorMaterial>>)>,
) {
    if !(way.is_changed() || board.is_changed() || palette.is_changed()) {
        return;
    }
    let Some((mut meshes, mut materials)) = assets else { return };
    for entity in &drawn {
        commands.entity(entity).despawn();
    }
    let Some(game) = board.game() else { return };
    if way.cells.is_empty() && way.hint.is_empty() && way.partner_hint.is_empty() {
        return;
    }
    let mut mesh = MeshBuilder::default();
    let width = GRID_STEP_WORLD * 0.12;
    let points: Vec<Vec2> = way.cells.iter().map(|&c| game.centre(c)).collect();
    for pair in points.windows(2) {
        mesh.line(pair[0], pair[1], width, palette.route);
    }
    for &p in &points {
        mesh.dot(p, width * 0.9, palette.route);
    }
    for (hint, colour) in [(&way.hint, palette.route), (&way.partner_hint, PARTNER_PRINT_COLOUR)] {
        for (k, &c) in hint.iter().enumerate() {
            let fade = 1.0 - k as f32 / HINT_STEPS as f32 * 0.6;
            mesh.dot(game.centre(c), GRID_STEP_WORLD * 0.14, colour.with_alpha(fade));
        }
    }
    commands.spawn((
        Name::new("Grid way"),
        GridWayPart,
        Mesh2d(meshes.add(mesh.build())),
        MeshMaterial2d(
            materials.add(ColorMaterial { alpha_mode: AlphaMode2d::Blend, ..ColorMaterial::from_color(Color::WHITE) }),
        ),
        Transform::from_xyz(0.0, 0.0, WAY_Z),
    ));
}
