//! What a screen reader needs from the menus. The game moves its own
//! highlight through the rows ([`super::nav`]); egui's keyboard focus follows
//! it ([`follow_highlight`]), so Orca reads the row the player is on, with the
//! row's value. The game's menu keys stay the game's: while a page is open,
//! egui does not also see Enter, Space, the arrows or Tab (it would click the
//! focused button a second time, or move its focus away from the highlight);
//! nor while a row of another screen (the level select) has the focus.
//! The caption line is a live region, read as it changes ([`live_region`]).

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::nav::MenuPage;
use crate::game::model::UiWantsKeyboard;

/// Gives `response` the keyboard focus when its row is lit, and names it for
/// a screen reader as `name` (a row's label and its value: "Music: on").
pub fn follow_highlight(response: &egui::Response, lit: bool, name: impl Fn() -> String) {
    response.widget_info(|| egui::WidgetInfo::labeled(egui::WidgetType::Button, true, name()));
    if lit && !response.has_focus() {
        response.request_focus();
        // In a list that scrolls (a page at a large text size), the lit row comes into view.
        response.scroll_to_me(None);
    }
}

/// Keeps the menu keys from egui while a page is open or a row has the focus
/// (the level select's), and no text field has the keyboard: the game's own
/// menu models act on them.
pub(super) fn keep_menu_keys(mut contexts: EguiContexts, page: Res<MenuPage>) -> Result {
    let ctx = contexts.ctx_mut()?;
    let row_focused = ctx.memory(|m| m.focused().is_some());
    if (*page == MenuPage::Closed && !row_focused) || ctx.text_edit_focused() {
        return Ok(());
    }
    ctx.input_mut(|input| {
        input.events.retain(|event| {
            !matches!(
                event,
                egui::Event::Key {
                    key: egui::Key::Enter
                        | egui::Key::Space
                        | egui::Key::ArrowUp
                        | egui::Key::ArrowDown
                        | egui::Key::ArrowLeft
                        | egui::Key::ArrowRight
                        | egui::Key::Tab,
                    ..
                }
            )
        });
    });
    Ok(())
}

/// Whether a text field has the keyboard, for the game's keys (a focused
/// menu row does not keep keys from the game; a text field does).
pub(super) fn share_text_focus(mut contexts: EguiContexts, mut ui: ResMut<UiWantsKeyboard>) -> Result {
    let typing = contexts.ctx_mut()?.text_edit_focused();
    ui.set_if_neq(UiWantsKeyboard(typing));
    Ok(())
}

/// Marks the widget `id` as a polite live region: a screen reader reads it
/// whenever its text changes, without moving the focus.
pub fn live_region(ctx: &egui::Context, id: egui::Id) {
    ctx.accesskit_node_builder(id, |node| node.set_live(egui::accesskit::Live::Polite));
}
