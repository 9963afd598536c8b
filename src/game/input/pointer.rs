//! The mouse: a click on the board walks the panda there (or, while the heat
//! map shows measured from "a clicked tile", measures from there instead);
//! the wheel and the `+`/`-` keys zoom a board too big to fit.

use bevy::input::mouse::{MouseScrollUnit, MouseWheel};
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::{EguiContext, PrimaryEguiContext, egui};

use crate::game::assist::heat::{HeatSource, HeatView};
use crate::game::board::view::Boards;
use crate::game::command::GameCommand;
use crate::game::model::UiWantsKeyboard;
use crate::game::panda::pick::partner_stairs;
use crate::game::ui::nav::MenuPage;
use crate::game::view::board_pointer::BoardPointer;
use crate::game::view::camera::{CameraView, MenuPanelWidth, WHEEL_PIXELS_PER_NOTCH, zoom_by};

/// What a left click on cell `c` asks: the heat map's source when it shows
/// measured from a clicked cell, otherwise a walk there.
pub fn click_command(heat: &HeatView, c: u32) -> GameCommand {
    if heat.shown && heat.source == HeatSource::Clicked { GameCommand::HeatFrom(c) } else { GameCommand::WalkTo(c) }
}

/// Whether the pointer lies on an egui window, popup or tooltip where egui
/// last drew them. egui says it wants the pointer only once it has seen the
/// pointer there, a frame later, so a tap that lands on a window without
/// hovering first (a touch screen, a pointer moved and clicked at once)
/// would otherwise reach the board too.
fn over_egui_area(
    windows: &Query<&Window, With<PrimaryWindow>>,
    egui: &mut Query<&mut EguiContext, With<PrimaryEguiContext>>,
) -> bool {
    let (Ok(window), Ok(mut ctx)) = (windows.single(), egui.single_mut()) else { return false };
    let Some(cursor) = window.cursor_position() else { return false };
    let ctx = ctx.get_mut();
    let at = cursor / ctx.zoom_factor();
    ctx.layer_id_at(egui::pos2(at.x, at.y)).is_some_and(|layer| layer.order != egui::Order::Background)
}

/// A left click on the board walks the panda to that tile the shortest way,
/// or sets the heat map's source ([`click_command`]); clicks on the menu,
/// the minimap or an egui window are theirs.
pub(super) fn click_to_walk(
    buttons: Res<ButtonInput<MouseButton>>,
    pointer: BoardPointer,
    page: Res<MenuPage>,
    (boards, heat): (Boards, Res<HeatView>),
    (windows, mut egui): (Query<&Window, With<PrimaryWindow>>, Query<&mut EguiContext, With<PrimaryEguiContext>>),
    mut commands: MessageWriter<GameCommand>,
) {
    if !buttons.just_pressed(MouseButton::Left) || *page != MenuPage::Closed || over_egui_area(&windows, &mut egui) {
        return;
    }
    let Some(world) = pointer.world() else {
        return;
    };
    if let Some(c) = boards.view().cell_at(world) {
        commands.write(click_command(&heat, c));
    }
}

/// `+`/`=` and `-` (and the number pad's, unless they are player 2's
/// stairs) zoom in and out, as does the wheel over the board (over the menu
/// panel it scrolls the panel).
pub(super) fn read_zoom_input(
    (keys, boards, players): (Res<ButtonInput<KeyCode>>, Boards, Res<crate::game::model::Players>),
    mut wheel: MessageReader<MouseWheel>,
    ui: Res<UiWantsKeyboard>,
    (egui_input, panel): (Option<Res<bevy_egui::input::EguiWantsInput>>, Res<MenuPanelWidth>),
    window: Single<&Window, With<bevy::window::PrimaryWindow>>,
    mut view: ResMut<CameraView>,
) {
    let mut steps = 0.0;
    if !ui.0 {
        let stairs = |k: &KeyCode| players.two() && partner_stairs(&boards.view(), *k).is_some();
        let pressed = |codes: &[KeyCode]| codes.iter().filter(|k| keys.just_pressed(**k) && !stairs(k)).count() as f32;
        steps += pressed(&[KeyCode::Equal, KeyCode::NumpadAdd, KeyCode::NumpadEqual]);
        steps -= pressed(&[KeyCode::Minus, KeyCode::NumpadSubtract]);
    }
    let over_ui = egui_input.is_some_and(|e| e.wants_pointer_input())
        || window.cursor_position().is_some_and(|c| c.x < panel.px());
    for event in wheel.read() {
        if !over_ui {
            steps += match event.unit {
                MouseScrollUnit::Line => event.y,
                MouseScrollUnit::Pixel => event.y / WHEEL_PIXELS_PER_NOTCH,
            };
        }
    }
    if steps != 0.0 && view.follows {
        view.tile_px = zoom_by(view.tile_px, steps);
    }
}
