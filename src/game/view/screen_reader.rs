//! Whether a screen reader is running: the accessibility bus's
//! `org.a11y.Status.ScreenReaderEnabled`, which Orca (or the desktop's
//! screen-reader switch) sets, read over the session D-Bus every
//! [`POLL_SECS`] from a thread of its own. The built-in voice speaks with a
//! screen reader ([`super::voice`]), and the first time one is seen the game
//! turns full narration on (once: the player's own choice stands after).

use std::sync::Arc;
use std::sync::atomic::{AtomicU8, Ordering};
use std::time::Duration;

use bevy::prelude::*;

use crate::game::frame::AppSystems;
use crate::game::settings::{Narration, Settings};

/// Seconds between two readings of the flag.
pub const POLL_SECS: u64 = 2;

/// What the bus said last: unknown (no bus, or not asked yet), on or off.
const UNKNOWN: u8 = 0;
const ON: u8 = 1;
const OFF: u8 = 2;

/// Whether a screen reader is running, as the accessibility bus says.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct ScreenReader {
    /// The flag is set.
    pub running: bool,
}

/// The watching thread's last reading.
#[derive(Resource, Default)]
struct Reading(Arc<AtomicU8>);

pub(super) fn plugin(app: &mut App) {
    let reading = Reading::default();
    let shared = reading.0.clone();
    // No thread when the game runs without a session bus (tests, a bare console).
    if std::env::var_os("DBUS_SESSION_BUS_ADDRESS").is_some() {
        let spawned = std::thread::Builder::new().name("screen-reader".into()).spawn(move || watch(&shared));
        if let Err(why) = spawned {
            info!("not watching for a screen reader: {why}");
        }
    }
    app.insert_resource(reading)
        .init_resource::<ScreenReader>()
        .add_systems(Update, (take_reading, first_seen).chain().in_set(AppSystems::RecordInput));
}

/// Reads the flag now and then; ends when the session bus cannot be reached.
fn watch(reading: &AtomicU8) {
    let connection = match zbus::block_on(zbus::Connection::session()) {
        Ok(c) => c,
        Err(why) => {
            info!("not watching for a screen reader: no session bus ({why})");
            return;
        }
    };
    loop {
        let now = match zbus::block_on(screen_reader_enabled(&connection)) {
            Ok(true) => ON,
            Ok(false) => OFF,
            // No accessibility bus (yet): as if off, and asked again.
            Err(_) => UNKNOWN,
        };
        reading.store(now, Ordering::Relaxed);
        std::thread::sleep(Duration::from_secs(POLL_SECS));
    }
}

/// `org.a11y.Status.ScreenReaderEnabled` on the session bus's `org.a11y.Bus`.
async fn screen_reader_enabled(connection: &zbus::Connection) -> zbus::Result<bool> {
    let reply = connection
        .call_method(
            Some("org.a11y.Bus"),
            "/org/a11y/bus",
            Some("org.freedesktop.DBus.Properties"),
            "Get",
            &("org.a11y.Status", "ScreenReaderEnabled"),
        )
        .await?;
    let value: zbus::zvariant::OwnedValue = reply.body().deserialize()?;
    Ok(bool::try_from(value)?)
}

fn take_reading(reading: Res<Reading>, mut reader: ResMut<ScreenReader>) {
    let running = reading.0.load(Ordering::Relaxed) == ON;
    reader.set_if_neq(ScreenReader { running });
}

/// The first time a screen reader is seen, full narration comes on (so a
/// blind player hears walls, junctions and the win without finding the
/// setting first); the settings remember that it was seen.
fn first_seen(reader: Res<ScreenReader>, mut settings: ResMut<Settings>) {
    if reader.running && !settings.screen_reader_seen {
        settings.screen_reader_seen = true;
        if settings.narration == Narration::Off {
            settings.narration = Narration::Full;
        }
    }
}

/// Whether the built-in voice says the announcer's words: always when the
/// player turned it on, and while a screen reader runs unless the player
/// turned that off.
pub fn voice_speaks(settings: &Settings, reader: ScreenReader) -> bool {
    settings.voice || settings.reader_voice && reader.running
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_voice_speaks_with_a_screen_reader_unless_turned_off() {
        let running = ScreenReader { running: true };
        let idle = ScreenReader { running: false };
        let fresh = Settings::default();
        assert!(voice_speaks(&fresh, running), "on by default with a screen reader");
        assert!(!voice_speaks(&fresh, idle), "off by default without one");
        let off = Settings { reader_voice: false, ..Settings::default() };
        assert!(!voice_speaks(&off, running));
        let always = Settings { voice: true, reader_voice: false, ..Settings::default() };
        assert!(voice_speaks(&always, idle) && voice_speaks(&always, running));
    }

    #[test]
    fn the_first_screen_reader_turns_full_narration_on_once() {
        let mut app = App::new();
        app.insert_resource(Settings::default()).insert_resource(ScreenReader { running: true });
        app.add_systems(Update, first_seen);
        app.update();
        let s = app.world().resource::<Settings>().clone();
        assert_eq!((s.narration, s.screen_reader_seen), (Narration::Full, true));
        // The player turns it off; it stays off while the reader runs on, and after a restart.
        app.world_mut().resource_mut::<Settings>().narration = Narration::Off;
        app.update();
        assert_eq!(app.world().resource::<Settings>().narration, Narration::Off);
        let mut seen = App::new();
        seen.insert_resource(s.clone()).insert_resource(ScreenReader { running: true });
        seen.world_mut().resource_mut::<Settings>().narration = Narration::Brief;
        seen.add_systems(Update, first_seen);
        seen.update();
        assert_eq!(seen.world().resource::<Settings>().narration, Narration::Brief, "a choice made stands");
    }
}
