//! Records, ghosts and settings reach the file within a second of the change
//! that makes them, as campaign progress does, so a kill loses nothing won:
//! also when the window has lost focus (which stops the game's clock, and
//! with it, before, every save until the game quit).

use bevy::prelude::*;
use bevy::window::WindowFocused;
use panda_maze::game::settings::{GridKind, Settings, SettingsFile};

use super::scratch;
use crate::support::{frames, settings, win_by_route};

/// Frames of a second at the headless game's 16 ms.
const A_SECOND: usize = 63;

fn lose_focus(app: &mut App) {
    app.world_mut().write_message(WindowFocused { window: Entity::PLACEHOLDER, focused: false });
    app.update();
}

#[test]
fn a_record_and_its_ghost_are_on_disk_within_a_second_of_the_win_focus_or_not() {
    for focused in [true, false] {
        let dir = scratch("soon-win");
        let file = SettingsFile::in_dir(&dir);
        let mut app = crate::faces::game_saving_to(file.clone(), Settings::default());
        win_by_route(&mut app);
        if !focused {
            // The player looks away as the card comes up.
            lose_focus(&mut app);
        }
        frames(&mut app, A_SECOND);
        let saved = file.load();
        assert_eq!(saved.records.maze.len(), 1, "focused {focused}: the record is on disk: {:?}", saved.records);
        assert_eq!(saved.records.ghosts.len(), 1, "focused {focused}: and its ghost");
        assert!(saved.records.maze.values().all(|r| r.best_time_secs.is_some_and(|t| t > 0.0)));
    }
}

#[test]
fn a_setting_changed_on_a_fresh_config_is_on_disk_within_a_second_focus_or_not() {
    for focused in [true, false] {
        let dir = scratch("soon-grid");
        let file = SettingsFile::in_dir(&dir);
        let mut app = crate::faces::game_saving_to(file.clone(), Settings::default());
        if !focused {
            lose_focus(&mut app);
        }
        settings(&mut app).grid = GridKind::Round;
        frames(&mut app, A_SECOND);
        assert!(dir.join(panda_maze::game::settings::SETTINGS_FILE).is_file(), "focused {focused}: written");
        assert_eq!(file.load().settings.grid, GridKind::Round, "focused {focused}");
    }
}
