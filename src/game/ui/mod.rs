//! The menus (egui) and what they show, drawn each frame in this order: the
//! panel on the left ([`panel`]), the page open over the board ([`pages`],
//! whose model and rows are [`nav`]), and the windows over it ([`dialogs`]).
//! Every word comes from [`i18n`], in the fonts of [`fonts`]; sizes and
//! shared widgets are in [`look`]. Widgets only write commands or settings;
//! the logic lives elsewhere. Also the minimap.

pub mod a11y;
pub mod caption;
pub mod card;
pub mod code_section;
pub mod colour_names;
pub mod controls;
pub mod custom_size;
pub mod dialogs;
pub mod face;
pub mod floors_choice;
pub mod fonts;
pub mod grid_choice;
pub mod grid_maze_section;
pub mod heat_legend;
pub mod how_to;
pub mod i18n;
mod i18n_macro;
pub mod i18n_names;
pub mod icons;
pub mod keyed;
pub mod lesson_traits;
pub mod lesson_window;
pub mod level_records;
pub mod look;
pub mod minimap;
pub mod minimap_heat;
pub mod minimap_picture;
pub mod nav;
pub mod pages;
pub mod panel;
pub mod pause_screen;
pub mod print;
pub mod print_shared;
pub mod race_lesson;
pub mod shape_section;
pub mod solve_section;
pub mod split_labels;
pub mod spoken;
pub mod style;
pub mod wander_note;
mod watch_rows;
pub mod weave_choice;

use bevy::prelude::*;
use bevy_egui::{EguiPlugin, EguiPreUpdateSet, EguiPrimaryContextPass};

/// The menu's model (runs headless; the keyboard drives it).
pub(super) fn plugin(app: &mut App) {
    app.add_plugins((nav::plugin, face::plugin, how_to::plugin, spoken::plugin))
        .init_resource::<level_records::LevelRecords>()
        .init_resource::<a11y::EscLeavesPanel>()
        .init_resource::<print::PaperChoice>()
        .add_systems(Update, caption::say_notices);
}

/// Whether the board is on the screen: the editor covers it, and what is
/// drawn over the board (the panel, the heat legend, a lesson) waits.
fn on_the_board(screen: Option<Res<State<crate::game::frame::Screen>>>) -> bool {
    screen.is_none_or(|s| *s.get() != crate::game::frame::Screen::Editor)
}

/// The egui menus and the minimap, for the windowed game.
pub(super) fn windowed_plugin(app: &mut App) {
    app.add_plugins(minimap_heat::plugin);
    app.add_systems(
        PreUpdate,
        a11y::keep_menu_keys.after(EguiPreUpdateSet::ProcessInput).before(EguiPreUpdateSet::BeginPass),
    );
    app.add_plugins((EguiPlugin::default(), minimap::plugin)).init_resource::<fonts::CjkFont>().add_systems(
        EguiPrimaryContextPass,
        (
            fonts::load_cjk_font,
            look::apply_look,
            panel::menu_panel.run_if(on_the_board),
            pages::page_overlay,
            dialogs::notice_window,
            lesson_window::lesson_window.run_if(on_the_board),
            dialogs::time_up_overlay.run_if(on_the_board),
            how_to::how_to_card.run_if(on_the_board),
            pause_screen::pause_screen,
            heat_legend::heat_legend.run_if(on_the_board),
            split_labels::split_labels.run_if(on_the_board),
            caption::caption,
            a11y::share_text_focus,
            a11y::name_window_and_refocus,
            grid_choice::grid_notice_window.run_if(on_the_board),
        )
            .chain(),
    );
}
