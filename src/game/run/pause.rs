//! Pausing when the window loses focus: the game's clock (Bevy's virtual
//! time) stops, so the run's time, the panda's glide, the searches and the
//! replays all wait; focus coming back resumes them. The pause screen is
//! drawn by the menus (`ui/pause_screen.rs`).

use bevy::prelude::*;
use bevy::window::WindowFocused;

use crate::game::frame::AppSystems;

/// Whether the game pauses without focus, and whether it is paused now.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
pub struct FocusPause {
    /// Pause when the window loses focus (the screenshot script turns it off).
    pub enabled: bool,
    /// Paused now: the window is in the background.
    pub paused: bool,
}

impl Default for FocusPause {
    fn default() -> Self {
        Self { enabled: true, paused: false }
    }
}

pub(super) fn plugin(app: &mut App) {
    // The message exists without Bevy's window plugin too (headless tests write it).
    app.add_message::<WindowFocused>()
        .init_resource::<FocusPause>()
        .add_systems(Update, follow_focus.in_set(AppSystems::RecordInput));
}

/// Stops the clock when the window loses focus and starts it again when focus comes back.
fn follow_focus(
    mut focus: MessageReader<WindowFocused>,
    mut pause: ResMut<FocusPause>,
    mut time: ResMut<Time<Virtual>>,
) {
    let Some(last) = focus.read().last() else { return };
    let paused = pause.enabled && !last.focused;
    if paused == pause.paused {
        return;
    }
    pause.paused = paused;
    if paused {
        time.pause();
    } else {
        time.unpause();
    }
}
