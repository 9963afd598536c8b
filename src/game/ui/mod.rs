//! The menus (egui) and what they show: the menu's model and its pages
//! ([`nav`]), the side panel and the dialogs ([`menu`]), the words in both
//! languages ([`i18n`]) and the fonts for them ([`fonts`]), and the minimap.

pub mod custom_size;
pub mod dialogs;
pub mod fonts;
pub mod i18n;
pub mod menu;
pub mod minimap;
pub mod nav;
pub mod pages;
pub mod panel;

use bevy::prelude::*;

/// The menu's model (runs headless; the keyboard drives it).
pub(super) fn plugin(app: &mut App) {
    app.add_plugins(nav::plugin);
}

/// The egui menus and the minimap, for the windowed game.
pub(super) fn windowed_plugin(app: &mut App) {
    app.add_plugins((menu::plugin, minimap::plugin));
}
