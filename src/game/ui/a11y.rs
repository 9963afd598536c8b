//! What a screen reader needs from the menus. The game moves its own
//! highlight through the rows ([`super::nav`]); egui's keyboard focus follows
//! it ([`follow_highlight`]), so Orca reads the row the player is on, with the
//! row's value. The game's menu keys stay the game's: while a page is open,
//! egui does not also see Enter, Space, the arrows or Tab (it would click the
//! focused button a second time, or move its focus away from the highlight);
//! nor while a row of another screen (the level select, the end card) has the
//! focus. On the board, Tab walks the panel's buttons through egui.
//! The caption line is a live region, read as it changes ([`live_region`]).

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::nav::MenuPage;
use crate::game::frame::Screen;
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

/// Keeps the menu keys from egui while a page is open or a row of the level
/// select or the end card has the focus, and no text field has the keyboard:
/// the game's own menu models act on them. On the board, Tab and Shift+Tab
/// reach the panel's buttons through egui, and Enter or Space presses the one
/// focused; the arrows stay the panda's even then (egui would move its focus
/// with them).
pub(super) fn keep_menu_keys(mut contexts: EguiContexts, page: Res<MenuPage>, screen: Res<State<Screen>>) -> Result {
    let ctx = contexts.ctx_mut()?;
    let focused = ctx.memory(|m| m.focused().is_some());
    if !focused && *page == MenuPage::Closed || ctx.text_edit_focused() {
        return Ok(());
    }
    let rows = *page != MenuPage::Closed || matches!(screen.get(), Screen::LevelSelect | Screen::Won);
    ctx.input_mut(|input| {
        input.events.retain(|event| {
            let egui::Event::Key { key, .. } = event else { return true };
            let arrow =
                matches!(key, egui::Key::ArrowUp | egui::Key::ArrowDown | egui::Key::ArrowLeft | egui::Key::ArrowRight);
            let menu = matches!(key, egui::Key::Enter | egui::Key::Space | egui::Key::Tab);
            !(arrow || rows && menu)
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
