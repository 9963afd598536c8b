//! Playing by ear: the sonar's pings after "what's around" (one per open way,
//! in compass order, a moment apart), and the goal beacon, a note every
//! [`BEACON_SECS`] whose pitch rises as the way to the exit (along the maze,
//! not the straight line) gets shorter. The second footstep for walked tiles
//! is chosen in [`super::audio`].

use std::collections::VecDeque;
use std::sync::Arc;

use bevy::audio::{AudioPlayer, AudioSource, PlaybackSettings, Volume};
use bevy::prelude::*;

use crate::game::board::view::Boards;
use crate::game::frame::{AppSystems, Screen};
use crate::game::run::announce::Scanned;
use crate::game::settings::Settings;
use crate::maze::Dir;
use crate::maze::distance::UNREACHED;
use crate::maze::items::MAX_ITEM_TILES;

/// Seconds between two pings of a scan.
const PING_GAP_SECS: f32 = 0.22;
/// Seconds between two notes of the beacon.
pub const BEACON_SECS: f32 = 1.2;
/// The beacon's playback speed far from the exit and on it (an octave and a half apart).
const BEACON_SPEEDS: (f32, f32) = (0.7, 2.0);

/// The cues' sounds.
#[derive(Resource, Debug, Clone)]
pub struct CueSounds {
    /// A step on a tile already walked.
    pub step_again: Handle<AudioSource>,
    /// The pings, in [`Dir::ALL`] order.
    pub pings: [Handle<AudioSource>; 4],
    /// The beacon's note.
    pub beacon: Handle<AudioSource>,
}

/// Pings waiting to play, and the time until the next.
#[derive(Resource, Debug, Default)]
struct Sonar {
    waiting: VecDeque<Dir>,
    wait_secs: f32,
}

/// Steps from every cell to the exit, for the beacon (boards up to items' size).
#[derive(Resource, Debug, Default)]
struct ExitDistances {
    steps: Vec<u32>,
    from_entrance: u32,
    wait_secs: f32,
}

/// The cues' sounds and systems (the windowed game's; a test adds them to a headless one).
pub fn plugin(app: &mut App) {
    let mut sources = app.world_mut().resource_mut::<Assets<AudioSource>>();
    let mut add = |bytes: Vec<u8>| sources.add(AudioSource { bytes: Arc::from(bytes) });
    let cues = CueSounds {
        step_again: add(crate::sound::step_again()),
        pings: Dir::ALL.map(|d| add(crate::sound::ping(d))),
        beacon: add(crate::sound::beacon()),
    };
    app.insert_resource(cues).init_resource::<Sonar>().init_resource::<ExitDistances>().add_systems(
        Update,
        (play_sonar, (measure_to_exit, play_beacon).chain().run_if(in_state(Screen::Playing)))
            .in_set(AppSystems::Visualize),
    );
}

/// A cue, at the effects' volume (nothing when effects are off).
pub fn cue(commands: &mut Commands, sound: &Handle<AudioSource>, settings: &Settings, speed: f32) {
    if settings.effects && settings.effects_volume > 0.0 {
        commands.spawn((
            Name::new("Cue"),
            AudioPlayer(sound.clone()),
            PlaybackSettings::DESPAWN.with_volume(Volume::Linear(settings.effects_volume)).with_speed(speed),
        ));
    }
}

fn play_sonar(
    mut commands: Commands,
    mut scans: MessageReader<Scanned>,
    mut sonar: ResMut<Sonar>,
    time: Res<Time<Real>>,
    settings: Res<Settings>,
    cues: Res<CueSounds>,
) {
    if let Some(Scanned(ways)) = scans.read().last() {
        sonar.waiting = ways.iter().copied().collect();
        sonar.wait_secs = 0.0;
    }
    sonar.wait_secs -= time.delta_secs();
    if sonar.wait_secs <= 0.0
        && let Some(dir) = sonar.waiting.pop_front()
    {
        let i = Dir::ALL.iter().position(|&d| d == dir).expect("a direction");
        cue(&mut commands, &cues.pings[i], &settings, 1.0);
        sonar.wait_secs = PING_GAP_SECS;
    }
}

/// Measures the steps to the exit again when the maze changes (and the beacon is on).
fn measure_to_exit(boards: Boards, settings: Res<Settings>, mut to_exit: ResMut<ExitDistances>) {
    let stale = boards.maze_changed() || (settings.is_changed() && to_exit.steps.is_empty());
    if !stale {
        return;
    }
    let view = boards.view();
    if !settings.beacon || view.cell_count() > MAX_ITEM_TILES {
        to_exit.steps.clear();
        return;
    }
    to_exit.steps = view.distances(view.exit());
    to_exit.from_entrance = to_exit.steps[view.entrance() as usize].max(1);
}

/// The beacon's note, faster the nearer the exit along the maze.
fn play_beacon(
    mut commands: Commands,
    mut to_exit: ResMut<ExitDistances>,
    time: Res<Time<Real>>,
    settings: Res<Settings>,
    cues: Res<CueSounds>,
    boards: Boards,
) {
    if !settings.beacon || to_exit.steps.is_empty() {
        return;
    }
    to_exit.wait_secs -= time.delta_secs();
    if to_exit.wait_secs > 0.0 {
        return;
    }
    to_exit.wait_secs = BEACON_SECS;
    let steps = to_exit.steps.get(boards.view().panda() as usize).copied().unwrap_or(UNREACHED);
    if steps != UNREACHED {
        cue(&mut commands, &cues.beacon, &settings, beacon_speed(steps, to_exit.from_entrance));
    }
}

/// The beacon's playback speed `steps` from the exit, when the entrance is `from_entrance` away.
pub fn beacon_speed(steps: u32, from_entrance: u32) -> f32 {
    let near = 1.0 - (steps as f32 / from_entrance.max(1) as f32).min(1.0);
    let (far, close) = BEACON_SPEEDS;
    far * (close / far).powf(near)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_beacon_rises_as_the_exit_nears() {
        let speeds: Vec<f32> = (0..=10).rev().map(|s| beacon_speed(s * 10, 100)).collect();
        assert!(speeds.windows(2).all(|w| w[0] < w[1]));
        assert_eq!(beacon_speed(100, 100), BEACON_SPEEDS.0);
        assert!((beacon_speed(0, 100) - BEACON_SPEEDS.1).abs() < 1e-5);
        assert_eq!(beacon_speed(500, 100), BEACON_SPEEDS.0, "farther than the entrance is as far");
    }
}
