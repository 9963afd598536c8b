//! What the windowed game adds to the logic for eyes and ears: the window,
//! the camera (and a race's split screen), large boards drawn as chunks, sound, and the ring that finds
//! the panda.

pub mod audio;
pub mod board_pointer;
pub mod camera;
pub mod chunk_heat;
pub mod chunks;
pub mod cues;
pub mod finder;
pub mod outline;
#[cfg(unix)]
pub mod screen_reader;
pub mod split;
#[cfg(unix)]
pub mod voice;
pub mod window;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((chunk_heat::plugin, cues::plugin, outline::plugin));
    #[cfg(unix)]
    app.add_plugins((screen_reader::plugin, voice::plugin));
    app.add_plugins((camera::plugin, split::plugin, chunks::plugin, audio::plugin, window::plugin, finder::plugin));
}
