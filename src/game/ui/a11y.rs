//! What a screen reader needs from the menus. The game moves its own
//! highlight through the rows ([`super::nav`]); egui's keyboard focus follows
//! it ([`follow_highlight`]), so Orca reads the row the player is on, with the
//! row's value, once. The game's menu keys stay the game's: while a page is
//! open, egui does not see Enter, Space, the arrows or Tab at all (it would
//! click the focused button a second time, or move its focus on to the row
//! after the highlight, which Orca then reads first); nor while a row of
//! another screen (the level select, the end card) has the focus. They are
//! taken out of egui's input before its pass begins, as egui moves its focus
//! by the arrows then. On the board, Tab walks the panel's buttons through egui.
//! The caption line is a live region, read as it changes ([`live_region`]).

use bevy::prelude::*;
use bevy_egui::{EguiContext, EguiContexts, EguiInput, PrimaryEguiContext, egui};

use super::nav::MenuPage;
use crate::game::frame::Screen;
use crate::game::model::UiWantsKeyboard;

/// Gives `response` the keyboard focus when its row is lit, and names it for
/// a screen reader as `name`: a button (a lit row is not a pressed toggle).
pub fn follow_highlight(response: &egui::Response, lit: bool, name: impl Fn() -> String) {
    follow_highlight_as(response, lit, RowRole::Button, name);
}

/// This frame's Esc lets go of a panel button (reached by Tab on the board):
/// it leaves the panel and does not open the menu.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct EscLeavesPanel(pub bool);

/// What a row is to a screen reader.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RowRole {
    /// Does something when chosen (a menu item, Back).
    Button,
    /// An on/off setting, checked or not.
    Switch(bool),
    /// A setting Left/Right steps through (its value is in its name).
    Choice,
}

/// [`follow_highlight`] for a row of `role`.
pub fn follow_highlight_as(response: &egui::Response, lit: bool, role: RowRole, name: impl Fn() -> String) {
    let (typ, checked) = match role {
        RowRole::Button => (egui::WidgetType::Button, None),
        RowRole::Switch(on) => (egui::WidgetType::Checkbox, Some(on)),
        RowRole::Choice => (egui::WidgetType::ComboBox, None),
    };
    response.widget_info(|| {
        let mut info = egui::WidgetInfo::labeled(typ, true, name());
        info.selected = checked;
        info
    });
    // egui marks a selected button as a pressed toggle ("toggle button pressed").
    if checked.is_none() {
        response.ctx.accesskit_node_builder(response.id, |node| node.clear_toggled());
    }
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
/// with them). Runs between bevy_egui's reading of the input and the start of
/// egui's pass, which moves the focus by the arrows and Tab.
pub(super) fn keep_menu_keys(
    mut contexts: Query<(&mut EguiInput, &mut EguiContext), With<PrimaryEguiContext>>,
    page: Res<MenuPage>,
    screen: Res<State<Screen>>,
    mut leaves: ResMut<EscLeavesPanel>,
) {
    for (mut input, mut context) in &mut contexts {
        let ctx = context.get_mut();
        let focused = ctx.memory(|m| m.focused().is_some());
        // Esc on a panel button (reached by Tab on the board) lets it go, as
        // egui does with it; the menu does not open too.
        let on_panel = focused && *page == MenuPage::Closed && *screen.get() == Screen::Playing;
        let esc =
            input.0.events.iter().any(|e| matches!(e, egui::Event::Key { key: egui::Key::Escape, pressed: true, .. }));
        leaves.set_if_neq(EscLeavesPanel(on_panel && esc));
        if !focused && *page == MenuPage::Closed || ctx.text_edit_focused() {
            continue;
        }
        let rows = *page != MenuPage::Closed || matches!(screen.get(), Screen::LevelSelect | Screen::Won);
        input.0.events.retain(|event| {
            let egui::Event::Key { key, .. } = event else { return true };
            let arrow =
                matches!(key, egui::Key::ArrowUp | egui::Key::ArrowDown | egui::Key::ArrowLeft | egui::Key::ArrowRight);
            let menu = matches!(key, egui::Key::Enter | egui::Key::Space | egui::Key::Tab);
            !(arrow || rows && menu)
        });
    }
}

/// Whether a text field has the keyboard, for the game's keys (a focused
/// menu row does not keep keys from the game; a text field does).
pub(super) fn share_text_focus(mut contexts: EguiContexts, mut ui: ResMut<UiWantsKeyboard>) -> Result {
    let typing = contexts.ctx_mut()?.text_edit_focused();
    ui.set_if_neq(UiWantsKeyboard(typing));
    Ok(())
}

/// Names the window for a screen reader ("Panda Maze", not a bare "frame"),
/// and when the window gets the keyboard, lets go of egui's focus for one
/// frame: the lit row takes it again on the next, and that focus event comes
/// after the window's activation, which a screen reader listens to (Orca
/// ignores the focus given while the window was not yet active, as at launch).
pub(super) fn name_window_and_refocus(
    mut contexts: EguiContexts,
    mut focus: MessageReader<bevy::window::WindowFocused>,
    settings: Res<crate::game::settings::Settings>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let title = settings.language.t(super::i18n::Text::GameTitle);
    ctx.accesskit_node_builder(egui::accesskit_root_id(), |node| node.set_label(title));
    if focus.read().any(|f| f.focused) {
        ctx.memory_mut(|m| {
            if let Some(id) = m.focused() {
                m.surrender_focus(id);
            }
        });
    }
    Ok(())
}

/// Marks the widget `id` as a polite live region: a screen reader reads it
/// whenever its text changes, without moving the focus.
pub fn live_region(ctx: &egui::Context, id: egui::Id) {
    ctx.accesskit_node_builder(id, |node| node.set_live(egui::accesskit::Live::Polite));
}
