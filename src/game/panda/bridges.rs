//! On a weave maze, the bridge over each panda under one: drawn again over
//! it, its deck see-through (the panda shows beneath it, dimmed by
//! [`super::glide`]) and its walls whole. With two players, each panda
//! under a bridge has its own. Only where a renderer runs.

use bevy::prelude::*;

use super::duo::{PartnerWalk, Players};
use crate::game::board::grid_mesh::overlay_material;
use crate::game::board::view::Boards;
use crate::game::board::weave_draw::{BridgeOver, DECK_ALPHA, DECK_Z, bridge_mesh};
use crate::game::settings::Palette;

/// Draws the bridge over each panda while it is under one (and takes it
/// away when the panda comes out, or the board or the palette changes).
pub(super) fn bridges_over_pandas(
    mut commands: Commands,
    (boards, palette): (Boards, Res<Palette>),
    (players, partner): (Res<Players>, Res<PartnerWalk>),
    drawn: Query<(Entity, &BridgeOver)>,
    assets: Option<(ResMut<Assets<Mesh>>, ResMut<Assets<ColorMaterial>>)>,
) {
    let view = boards.view();
    let Some(game) = view.grid_game().filter(|g| g.weave.is_some()) else {
        for (entity, _) in &drawn {
            commands.entity(entity).despawn();
        }
        return;
    };
    let second = partner.cell().filter(|_| players.two());
    // The crossings over the pandas, each once.
    let mut under = [Some(view.panda()), second].map(|c| c.and_then(|c| game.under_cell(c)));
    if under[0] == under[1] {
        under[1] = None;
    }
    let same =
        drawn.iter().count() == under.iter().flatten().count() && drawn.iter().all(|(_, b)| under.contains(&Some(b.0)));
    if same && !boards.maze_changed() && !palette.is_changed() {
        return;
    }
    for (entity, _) in &drawn {
        commands.entity(entity).despawn();
    }
    let Some((mut meshes, mut materials)) = assets else { return };
    let material = materials.add(overlay_material());
    for c in under.into_iter().flatten() {
        let Some(mesh) = bridge_mesh(game, c, (palette.floor.with_alpha(DECK_ALPHA), palette.wall)) else { continue };
        commands.spawn((
            Name::new("Bridge over a panda"),
            BridgeOver(c),
            Mesh2d(meshes.add(mesh)),
            MeshMaterial2d(material.clone()),
            Transform::from_xyz(0.0, 0.0, DECK_Z),
        ));
    }
}
