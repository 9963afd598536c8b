//! Playing (no command): the game window, or one line saying why there can
//! be none here.

use std::path::{Path, PathBuf};

use super::{Cli, Failure};
use crate::game::settings::quit::TERMINATED_EXIT_CODE;
use crate::game::settings::store::{Saved, settings_saved};

/// Opens the game with the flags' options.
pub fn play(cli: &Cli) -> Result<(), Failure> {
    // Flags that cannot go together are said before any window is looked for.
    cli.check_play_flags()?;
    if let Some(why) = missing_display() {
        return Err(Failure::other(format!(
            "{why}; the game needs a graphical session. `panda-maze generate` prints a maze as text."
        )));
    }
    explain_known_startup_failures();
    let from_settings = cli.difficulty.is_none() && cli.size.is_none();
    match crate::game::run(cli.game_options(), cli.grid_choice(), from_settings, cli.script.clone()) {
        bevy::app::AppExit::Success => Ok(()),
        // Asked to terminate (SIGTERM, SIGHUP): saved and quit, with the status a shell gives that signal.
        bevy::app::AppExit::Error(code) if code.get() == TERMINATED_EXIT_CODE => {
            let what = match settings_saved() {
                Saved::Yes => "the settings were saved",
                Saved::Failed => "the settings could not be saved (said above why)",
                Saved::NotKept => "the settings are not kept this run (said at launch why)",
            };
            Err(Failure { message: format!("asked to terminate; {what}"), status: code.get() })
        }
        bevy::app::AppExit::Error(_) => Err(Failure::other("the game stopped with an error")),
    }
}

/// Turns the panics Bevy raises when it cannot open a window or find a graphics
/// adapter into one line and a failure status; other panics report as usual.
fn explain_known_startup_failures() {
    let default_hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let message = info
            .payload()
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| info.payload().downcast_ref::<String>().cloned())
            .unwrap_or_default();
        let known = [
            ("Failed to build event loop", "cannot open a window (no usable display)"),
            ("Unable to find a GPU", "no graphics adapter found (install Vulkan drivers, e.g. mesa-vulkan-drivers)"),
        ];
        if let Some((_, why)) = known.iter().find(|(needle, _)| message.contains(needle)) {
            super::output::note(&format!("panda-maze: {why}: {message}"));
            std::process::exit(1);
        }
        default_hook(info);
    }));
}

/// Why no window can be opened here, if that can be told without trying.
///
/// On Linux a window needs a Wayland socket or an X server; an unset
/// `DISPLAY`/`WAYLAND_DISPLAY`, or a local X display whose socket is missing,
/// means there is none.
pub fn missing_display() -> Option<String> {
    if !cfg!(target_os = "linux") {
        return None;
    }
    let var = |name: &str| std::env::var_os(name).filter(|v| !v.is_empty());
    if let Some(wayland) = var("WAYLAND_DISPLAY") {
        let socket = match var("XDG_RUNTIME_DIR") {
            Some(dir) => Path::new(&dir).join(&wayland),
            None => PathBuf::from(&wayland),
        };
        if socket.exists() {
            return None;
        }
    }
    match var("DISPLAY") {
        None => Some("no display found (neither DISPLAY nor WAYLAND_DISPLAY is set)".to_string()),
        Some(display) => {
            let display = display.to_string_lossy().into_owned();
            // ":0" or ":0.0" is a local server with a socket in /tmp/.X11-unix; "host:0" is remote.
            let local = display.strip_prefix(':').and_then(|rest| rest.split('.').next()).map(str::to_owned);
            match local {
                Some(n) if !Path::new(&format!("/tmp/.X11-unix/X{n}")).exists() => {
                    Some(format!("no display found (no X server is listening on DISPLAY={display})"))
                }
                _ => None,
            }
        }
    }
}
