//! The heat map's painter on every grid: an overlay of every place of the
//! board under the walls ([`CellOverlay`], in parts), coloured from the
//! [`HeatView`], built once a maze (off the frame on a big board: the map
//! shows once it is in) and hidden, not dropped, while the map is off;
//! cleared for each measurement, each place coloured once the wave reaches
//! it. (A square board held in chunks colours its chunks' texels instead,
//! in `view::chunk_heat`.)

use bevy::prelude::*;

use super::heat::{HeatView, measure_heat};
use crate::game::board::BoardLimits;
use crate::game::board::grid_draw::overlay_material;
use crate::game::board::overlay::{CellOverlay, Layout, OverlayMeshes};
use crate::game::board::view::Boards;
use crate::game::command::MapScoped;
use crate::game::frame::AppSystems;
use crate::game::model::{BoardName, OffFrame};
use crate::maze::heat::heat_colour;
use crate::maze::solve::grids::UNREACHED;

/// Over the floor (and a square board's entrance and exit), under the walls
/// (which lie on a grid's cells' edges) and all that walks.
const HEAT_Z: f32 = 0.15;
/// The most places coloured in one frame: the panda's map on a board of a
/// million cells comes in whole, and colouring every cell at once held the
/// frame for a tenth of a second or more; it is coloured nearest first
/// over a few frames instead, the last map's colours staying meanwhile.
const CELLS_COLOURED_A_FRAME: usize = 40_000;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, draw_heat.after(measure_heat).in_set(AppSystems::Visualize));
}

/// A part of the heat map's overlay on the board.
#[derive(Component, Clone)]
#[require(MapScoped)]
pub struct HeatPart;

/// The heat overlay of one maze, how many places of the measurement drawn
/// are coloured; a big board's overlay while it is built off the frame.
#[derive(Default)]
struct HeatMesh {
    /// The maze it was built for, and its number of places.
    board: Option<(BoardName, usize)>,
    /// The measurement it shows.
    measured: Option<u32>,
    overlay: CellOverlay,
    coloured: usize,
    /// The colour of each distance of the measurement shown, up to the farthest coloured yet.
    ramp: Vec<[f32; 4]>,
    building: OffFrame<BoardName, OverlayMeshes>,
}

/// Every place of the board, clear.
fn clear_cells(layout: &Layout) -> OverlayMeshes {
    OverlayMeshes::of(layout, 1.0, |_| Color::NONE)
}

/// Each sRGB channel value's linear value, as `Color::srgb_u8(..).to_linear()`
/// gives it, looked up: a step of the panda followed by the map on a big
/// board colours every cell at once, and the conversion is three powers a
/// cell.
fn linear_channels() -> &'static [f32; 256] {
    static LINEAR: std::sync::LazyLock<[f32; 256]> =
        std::sync::LazyLock::new(|| std::array::from_fn(|v| Color::srgb_u8(v as u8, 0, 0).to_linear().red));
    &LINEAR
}

/// Draws the heat map over the board while it shows (nothing otherwise):
/// an overlay of every place, built once a maze and cleared for each
/// measurement (the panda's steps, a new source), each place coloured once the wave reaches it.
fn draw_heat(
    mut commands: Commands,
    (boards, limits, heat): (Boards, Res<BoardLimits>, Res<HeatView>),
    mut drawn: Query<(Entity, &mut Visibility), With<HeatPart>>,
    assets: Option<(ResMut<Assets<Mesh>>, ResMut<Assets<ColorMaterial>>)>,
    mut built: Local<HeatMesh>,
) {
    let view = boards.view();
    let board = (view.name(), view.cell_count());
    let measured_here = heat.shown && heat.from.is_some() && heat.dist.len() == board.1 && view.overlaid(&limits);
    let (true, Some((mut meshes, mut materials))) = (measured_here, assets) else {
        if built.board == Some(board) {
            // The same maze: its overlay is kept for when the map shows again.
            drawn.iter_mut().for_each(|(_, mut visibility)| _ = visibility.set_if_neq(Visibility::Hidden));
        } else {
            drawn.iter().for_each(|(entity, _)| commands.entity(entity).despawn());
            built.board = None;
        }
        built.building.cancel();
        return;
    };
    drawn.iter_mut().for_each(|(_, mut visibility)| _ = visibility.set_if_neq(Visibility::Inherited));
    if built.board != Some(board) || drawn.is_empty() {
        drawn.iter().for_each(|(entity, _)| commands.entity(entity).despawn());
        let made = if !view.off_frame() {
            clear_cells(&view.layout())
        } else {
            match built.building.poll() {
                Some((name, made)) if name == board.0 => made,
                _ => {
                    if built.building.spec() != Some(board.0) {
                        let layout = view.layout();
                        built.building.start(board.0, move || clear_cells(&layout));
                    }
                    return;
                }
            }
        };
        let material = materials.add(overlay_material());
        let part = (Name::new("Heat map"), HeatPart, Transform::from_xyz(0.0, 0.0, HEAT_Z), Visibility::Inherited);
        let overlay = CellOverlay::spawn(made, &mut commands, &mut meshes, &material, part);
        *built = HeatMesh { board: Some(board), overlay, ..default() };
    }
    let HeatMesh { overlay, coloured, measured, ramp, .. } = &mut *built;
    let fresh = *measured != Some(heat.measured);
    if fresh {
        (*measured, *coloured) = (Some(heat.measured), 0);
        ramp.clear();
    }
    let (order, reached) = (&heat.order, heat.revealed.min(*coloured + CELLS_COLOURED_A_FRAME));
    if reached == *coloured && !fresh {
        return;
    }
    let clear = Color::NONE.to_linear().to_f32_array();
    if fresh && heat.revealed == order.len() {
        // Every cell reached is coloured over the next frames (the panda's
        // map following it, or reduced motion), over the last map's
        // colours: only the others need clearing (none where every cell is reached).
        if order.len() < heat.dist.len() {
            let unreached = heat.dist.iter().enumerate().filter(|&(_, &d)| d == UNREACHED);
            overlay.paint(&mut meshes, unreached.map(|(c, _)| (c as u32, clear)));
        }
    } else if fresh {
        overlay.fill(&mut meshes, clear);
    }
    let dist = &heat.dist;
    // The colours of the distances this frame's cells are at, worked out as
    // the wave comes to them (the cells go nearest first): a map of a
    // million cells reaches nearly two hundred thousand steps, and all its
    // colours at once held the frame its map came in for ten milliseconds.
    if let Some(&last) = order[*coloured..reached].last() {
        let linear = linear_channels();
        let colour = |d| {
            let [r, g, b] = heat_colour(d, heat.max);
            [linear[r as usize], linear[g as usize], linear[b as usize], 1.0]
        };
        let upto = dist[last as usize];
        let from = ramp.len() as u32;
        ramp.extend((from..=upto).map(colour));
    }
    overlay.paint(&mut meshes, order[*coloured..reached].iter().map(|&c| (c, ramp[dist[c as usize] as usize])));
    *coloured = reached;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_channel_table_gives_the_colours_linear_values() {
        let linear = linear_channels();
        for (r, g, b) in [(0, 0, 0), (255, 255, 255), (68, 1, 84), (253, 231, 37), (33, 145, 140), (1, 2, 254)] {
            let want = Color::srgb_u8(r, g, b).to_linear().to_f32_array();
            assert_eq!([linear[r as usize], linear[g as usize], linear[b as usize], 1.0], want);
        }
    }
}
