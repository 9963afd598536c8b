//! The built-in voice: while the voice setting is on, or a screen reader runs
//! (and the player left "speak with a screen reader" on), each new thing the
//! announcer says is spoken through speech-dispatcher (SSIP over its socket
//! in `$XDG_RUNTIME_DIR`), in the menus' language, at the voice volume.
//!
//! It speaks at SSIP's `message` priority, the one Orca uses: the two queue
//! behind each other and neither cuts the other short (Orca 43 reads neither
//! the game's live region nor its labels' changes, so this is how a blind
//! player hears the board). A newer saying of the game cuts the game's own
//! older one short; sayings of the same frame are said together. The music
//! is lowered while the voice speaks. When speech-dispatcher is not there
//! the voice is silently off (logged once).
//!
//! The socket is written from a thread of its own, so a slow or stuck
//! speech server never holds a frame up.

use std::path::{Path, PathBuf};
use std::sync::mpsc::{Receiver, Sender, channel};
use std::time::Duration;

use bevy::audio::{AudioSink, AudioSinkPlayback, Volume};
use bevy::prelude::*;
use ssip_client::{
    ClientName, ClientResult, ClientScope, MessageScope, OK_CANCELED, OK_LANGUAGE_SET, OK_PRIORITY_SET, OK_VOLUME_SET,
    Priority,
};

use super::audio::Music;
use super::screen_reader::{ScreenReader, voice_speaks};
use crate::game::frame::AppSystems;
use crate::game::run::announce::Announcer;
use crate::game::settings::{Language, Settings};

/// How long the music stays low after the voice starts, per character said (a rough speaking rate).
const SECS_PER_CHAR: f64 = 0.065;
/// The music's share of its volume while the voice speaks.
const DUCKED: f32 = 0.3;

/// One line for the voice: the words, their language and the volume (0–1).
#[derive(Debug, Clone, PartialEq)]
pub struct Utterance {
    /// What to say (one line).
    pub text: String,
    /// Its language.
    pub language: Language,
    /// The voice volume, 0–1.
    pub volume: f32,
}

/// The voice's side of the game: a channel to the speaking thread (started
/// the first time something is said) and until when the music stays low.
#[derive(Resource, Default)]
pub struct Voice {
    to_thread: Option<Sender<Utterance>>,
    heard: u64,
    ducked_until: f64,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Voice>()
        .add_systems(Update, (speak_new_words, duck_music).chain().in_set(AppSystems::Visualize));
}

/// Connects to speech-dispatcher at `socket` (its standard place when `None`) and names the game.
pub fn connect(socket: Option<&Path>) -> ClientResult<ssip_client::Client<std::os::unix::net::UnixStream>> {
    let mut builder = ssip_client::fifo::Builder::new();
    if let Some(path) = socket {
        builder.path(path);
    }
    let mut client = builder.timeout(Duration::from_secs(2)).build()?;
    client.set_client_name(ClientName::new("panda-maze", "game"))?.check_client_name_set()?;
    // Orca's own priority: queued with the screen reader's speech, not over it.
    client.set_priority(Priority::Message)?.check_status(OK_PRIORITY_SET)?;
    Ok(client)
}

/// Says `u` on `client`, cutting short what the game itself was saying (a
/// screen reader's speech, another client's, is left alone).
pub fn say(client: &mut ssip_client::Client<std::os::unix::net::UnixStream>, u: &Utterance) -> ClientResult<()> {
    let language = match u.language {
        Language::English => "en",
        Language::Chinese => "zh",
    };
    let volume = (u.volume.clamp(0.0, 1.0) * 200.0 - 100.0).round() as i8;
    client.cancel(MessageScope::Last)?.check_status(OK_CANCELED)?;
    client.set_language(ClientScope::Current, language)?.check_status(OK_LANGUAGE_SET)?;
    client.set_volume(ClientScope::Current, volume)?.check_status(OK_VOLUME_SET)?;
    client.speak()?.check_receiving_data()?;
    client.send_line(&one_line(&u.text))?.receive_message_id()?;
    Ok(())
}

/// Two utterances waiting together as one: the words one after the other, in the later one's language and volume.
pub fn joined(first: Utterance, then: Utterance) -> Utterance {
    Utterance { text: format!("{} {}", first.text, then.text), ..then }
}

/// `text` as one line of SSIP data: line breaks become spaces, and a leading
/// dot is doubled (a line of one dot ends the data).
pub fn one_line(text: &str) -> String {
    let flat = text.replace(['\r', '\n'], " ");
    if flat.starts_with('.') { format!(".{flat}") } else { flat }
}

/// The speaking thread: connects, then says each utterance (those waiting
/// together, as one). Ends, silently, when speech-dispatcher cannot be reached.
fn speak_from(socket: Option<PathBuf>, words: Receiver<Utterance>) {
    let mut client = match connect(socket.as_deref()) {
        Ok(client) => client,
        Err(why) => {
            info!("no built-in voice: speech-dispatcher did not answer ({why})");
            return;
        }
    };
    while let Ok(mut next) = words.recv() {
        while let Ok(more) = words.try_recv() {
            next = joined(next, more);
        }
        if let Err(why) = say(&mut client, &next) {
            info!("the built-in voice stopped: {why}");
            return;
        }
    }
}

/// Sends each new saying of the announcer to the voice, while the voice is on.
fn speak_new_words(
    announcer: Res<Announcer>,
    settings: Res<Settings>,
    reader: Res<ScreenReader>,
    time: Res<Time<Real>>,
    mut voice: ResMut<Voice>,
) {
    let Some(last) = announcer.last() else { return };
    if last.serial == voice.heard {
        return;
    }
    // Everything said since the last frame, in order (several can come in one frame).
    let text =
        announcer.log().filter(|s| s.serial > voice.heard).map(|s| s.text.as_str()).collect::<Vec<_>>().join(" ");
    voice.heard = last.serial;
    if !voice_speaks(&settings, *reader) || settings.voice_volume <= 0.0 {
        return;
    }
    let utterance = Utterance { text, language: settings.language, volume: settings.voice_volume };
    let sender = voice.to_thread.get_or_insert_with(|| {
        let (tx, rx) = channel();
        std::thread::Builder::new()
            .name("voice".into())
            .spawn(move || speak_from(None, rx))
            .expect("a thread for the voice");
        tx
    });
    let chars = utterance.text.chars().count();
    // A thread that ended (no speech-dispatcher) drops its end: the voice is off.
    if sender.send(utterance).is_ok() {
        voice.ducked_until = time.elapsed_secs_f64() + chars as f64 * SECS_PER_CHAR;
    }
}

/// The music is lowered while the voice speaks, and comes back after.
fn duck_music(
    voice: Res<Voice>,
    settings: Res<Settings>,
    time: Res<Time<Real>>,
    mut music: Query<&mut AudioSink, With<Music>>,
    mut was_ducked: Local<bool>,
) {
    let ducked = time.elapsed_secs_f64() < voice.ducked_until;
    if ducked == *was_ducked {
        return;
    }
    *was_ducked = ducked;
    let volume = settings.music_volume * if ducked { DUCKED } else { 1.0 };
    for mut sink in &mut music {
        sink.set_volume(Volume::Linear(volume.clamp(0.0, 1.0)));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_line_flattens_breaks_and_escapes_a_leading_dot() {
        assert_eq!(one_line("a\nb\r\nc"), "a b  c");
        assert_eq!(one_line(".hidden"), "..hidden");
        assert_eq!(one_line("Wall."), "Wall.");
    }

    #[test]
    fn utterances_waiting_together_are_said_as_one() {
        let u = |text: &str, volume| Utterance { text: text.into(), language: Language::English, volume };
        assert_eq!(joined(u("Level 1.", 0.5), u("New maze.", 0.8)), u("Level 1. New maze.", 0.8));
    }
}
