//! The window: it opens no larger than the screen it is on (a 1280 × 860
//! window is cut off on a 1280 × 800 display), where and as large as the
//! player left it last time when that still fits, and the game remembers its
//! size and position when the player moves or resizes it. A window destroyed
//! from outside (a crashed window manager, `xdotool windowclose`) ends the
//! game as closing it does: settings saved, exit status 0, no renderer errors.

use bevy::prelude::*;
use bevy::render::error_handler::{ErrorType, RenderError, RenderErrorHandler, RenderErrorPolicy};
use bevy::window::{Monitor, OnMonitor, PrimaryMonitor, PrimaryWindow, WindowDestroyed, WindowMoved, WindowResized};

use crate::game::settings::{Settings, WindowPlacement};

/// Share of the screen the window may take at most, leaving room for the
/// desktop's panels and the window's title bar.
const MAX_SCREEN_SHARE: f32 = 0.92;
/// The smallest window the game asks for, in logical pixels (less only on a smaller screen).
const MIN_WINDOW: Vec2 = Vec2::new(800.0, 600.0);

/// Whether the window has been fitted to its screen yet (once, at launch).
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct WindowFitted(pub bool);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<WindowFitted>()
        .insert_resource(RenderErrorHandler(on_render_error))
        .add_systems(PreUpdate, forget_destroyed_window)
        .add_systems(Update, (fit_window_to_screen, remember_placement).chain());
}

/// A window destroyed from outside is gone: its entity goes too, before
/// anything renders to it, and with the primary window gone the game ends
/// as when the player closes it (the settings are saved on the way out).
fn forget_destroyed_window(
    mut commands: Commands,
    mut destroyed: MessageReader<WindowDestroyed>,
    windows: Query<(), With<Window>>,
) {
    for gone in destroyed.read() {
        if windows.contains(gone.window) {
            info!("the window was destroyed from outside; the game ends");
            commands.entity(gone.window).despawn();
        }
    }
}

/// Bevy quits with an error on any renderer error. A window surface that
/// cannot be configured means the window is gone (destroyed before the game
/// heard of it): end as a closed window does. Anything else ends as before.
fn on_render_error(error: &RenderError, main_world: &mut World, _render_world: &mut World) -> RenderErrorPolicy {
    if error.ty == ErrorType::Validation && error.description.contains("Surface") {
        info!("the window's surface is gone; the game ends");
        main_world.write_message(AppExit::Success);
    } else {
        error!("quitting after a {:?} renderer error", error.ty);
        main_world.write_message(AppExit::error());
    }
    RenderErrorPolicy::StopRendering
}

/// The size a window of `wanted` logical pixels gets on a screen of `screen`
/// logical pixels: no larger than `MAX_SCREEN_SHARE` of it, and no smaller
/// than `MIN_WINDOW` unless the screen is.
pub fn fitted_size(wanted: Vec2, screen: Vec2) -> Vec2 {
    let most = screen * MAX_SCREEN_SHARE;
    wanted.max(MIN_WINDOW.min(most)).min(most)
}

/// Once the window knows its screen: fits it (at the saved size if there is
/// one), and puts it back where it was when that place is on this screen.
fn fit_window_to_screen(
    mut fitted: ResMut<WindowFitted>,
    settings: Res<Settings>,
    mut window: Single<(&mut Window, Option<&OnMonitor>), With<PrimaryWindow>>,
    monitors: Query<(Entity, &Monitor, Has<PrimaryMonitor>)>,
) {
    if fitted.0 {
        return;
    }
    let (window, on) = &mut *window;
    let on = on.map(|m| m.0);
    let Some((_, monitor, _)) =
        monitors.iter().find(|(e, _, _)| Some(*e) == on).or_else(|| monitors.iter().find(|(_, _, primary)| *primary))
    else {
        return;
    };
    fitted.0 = true;
    let scale = monitor.scale_factor as f32;
    let screen = Vec2::new(monitor.physical_width as f32, monitor.physical_height as f32) / scale;
    let saved = settings.window;
    let wanted = saved.map_or(Vec2::new(window.width(), window.height()), |s| Vec2::new(s.width, s.height));
    let size = fitted_size(wanted, screen);
    if size != Vec2::new(window.width(), window.height()) {
        window.resolution.set(size.x, size.y);
    }
    if let Some(s) = saved {
        let origin = monitor.physical_position;
        let far = origin + IVec2::new(monitor.physical_width as i32, monitor.physical_height as i32);
        let corner = IVec2::new(s.x, s.y);
        let end = corner + (size * scale).as_ivec2();
        if corner.cmpge(origin).all() && end.cmple(far).all() {
            window.position = WindowPosition::At(corner);
        }
    }
}

/// Keeps the window's size and position in the settings as the player changes them.
fn remember_placement(
    fitted: Res<WindowFitted>,
    mut resized: MessageReader<WindowResized>,
    mut moved: MessageReader<WindowMoved>,
    window: Single<&Window, With<PrimaryWindow>>,
    mut settings: ResMut<Settings>,
) {
    let changed = resized.read().count() + moved.read().count() > 0;
    if !fitted.0 || !changed {
        return;
    }
    let (x, y) = match window.position {
        WindowPosition::At(p) => (p.x, p.y),
        _ => settings.window.map_or((0, 0), |s| (s.x, s.y)),
    };
    let now = WindowPlacement { width: window.width(), height: window.height(), x, y };
    if settings.window != Some(now) {
        settings.window = Some(now);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_window_is_fitted_to_its_screen() {
        let wanted = Vec2::new(1280.0, 860.0);
        assert_eq!(fitted_size(wanted, Vec2::new(1920.0, 1080.0)), wanted, "fits as it is");
        let on_small = fitted_size(wanted, Vec2::new(1280.0, 800.0));
        assert!(on_small.x <= 1280.0 * MAX_SCREEN_SHARE && on_small.y <= 800.0 * MAX_SCREEN_SHARE, "{on_small}");
        assert_eq!(fitted_size(Vec2::new(300.0, 200.0), Vec2::new(1920.0, 1080.0)), MIN_WINDOW, "not too small");
        let tiny = Vec2::new(640.0, 480.0);
        assert_eq!(fitted_size(wanted, tiny), tiny * MAX_SCREEN_SHARE, "a tiny screen gets what it has");
    }
}
