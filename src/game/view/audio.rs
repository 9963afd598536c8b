//! Music and sound effects, synthesized by [`crate::sound`] at start-up: the
//! looping tune, a soft step per move, a bump into a wall, the victory
//! jingle. Volumes and on/off follow the settings live. Without an audio
//! device Bevy logs one warning and the game stays silent; the effects'
//! entities are cleaned up all the same.

use std::sync::Arc;
use std::time::Duration;

use bevy::audio::{AudioPlayer, AudioSink, AudioSinkPlayback, AudioSource, PlaybackSettings, Volume};
use bevy::prelude::*;

use crate::game::board::items::ItemTaken;
use crate::game::command::{Bumped, Moved, Walker};
use crate::game::frame::{AppSystems, Screen};
use crate::game::panda::trail::Trail;
use crate::game::settings::Settings;
use crate::game::view::cues::CueSounds;

/// Bumps closer together than this make one sound (a key held against a wall).
const BUMP_GAP: Duration = Duration::from_millis(250);
/// An effect's entity is removed this long after it started, played or not.
const EFFECT_LIFETIME: Duration = Duration::from_secs(3);

/// The game's sounds.
#[derive(Resource, Debug, Clone)]
pub struct Sounds {
    /// The looping tune.
    pub music: Handle<AudioSource>,
    /// One step.
    pub step: Handle<AudioSource>,
    /// Walking into a wall.
    pub bump: Handle<AudioSource>,
    /// Reaching the exit.
    pub victory: Handle<AudioSource>,
    /// Eating a bamboo shoot.
    pub crunch: Handle<AudioSource>,
    /// Picking up a key.
    pub chime: Handle<AudioSource>,
    /// Walking through an open door.
    pub creak: Handle<AudioSource>,
}

/// The music's entity.
#[derive(Component, Debug)]
pub(super) struct Music;

/// A sound effect's entity, with when it started.
#[derive(Component, Debug)]
struct Effect {
    started: Duration,
}

pub(super) fn plugin(app: &mut App) {
    let mut sources = app.world_mut().resource_mut::<Assets<AudioSource>>();
    let mut add = |bytes: Vec<u8>| sources.add(AudioSource { bytes: Arc::from(bytes) });
    let sounds = Sounds {
        music: add(crate::sound::music()),
        step: add(crate::sound::step()),
        bump: add(crate::sound::bump()),
        victory: add(crate::sound::victory()),
        crunch: add(crate::sound::crunch()),
        chime: add(crate::sound::chime()),
        creak: add(crate::sound::creak()),
    };
    app.insert_resource(sounds)
        .add_systems(
            Update,
            (follow_music_settings, play_effects, play_item_effects, clean_up_effects).in_set(AppSystems::Visualize),
        )
        .add_systems(OnEnter(Screen::Won), play_victory);
}

fn linear(volume: f32) -> Volume {
    Volume::Linear(volume.clamp(0.0, 1.0))
}

/// Starts, stops and turns the music up or down as the settings say.
fn follow_music_settings(
    mut commands: Commands,
    settings: Res<Settings>,
    sounds: Res<Sounds>,
    mut music: Query<(Entity, Option<&mut AudioSink>), With<Music>>,
) {
    if !settings.is_changed() {
        return;
    }
    let playing = music.iter().next().is_some();
    if settings.music && settings.music_volume > 0.0 && !playing {
        commands.spawn((
            Name::new("Music"),
            Music,
            AudioPlayer(sounds.music.clone()),
            PlaybackSettings::LOOP.with_volume(linear(settings.music_volume)),
        ));
    } else if !settings.music || settings.music_volume <= 0.0 {
        for (entity, _) in &music {
            commands.entity(entity).despawn();
        }
    } else {
        for (_, sink) in &mut music {
            if let Some(mut sink) = sink {
                sink.set_volume(linear(settings.music_volume));
            }
        }
    }
}

fn effect(commands: &mut Commands, sound: &Handle<AudioSource>, settings: &Settings, now: Duration) {
    if settings.effects && settings.effects_volume > 0.0 {
        commands.spawn((
            Name::new("Sound effect"),
            Effect { started: now },
            AudioPlayer(sound.clone()),
            PlaybackSettings::DESPAWN.with_volume(linear(settings.effects_volume)),
        ));
    }
}

/// A step for each move on any grid (one per frame at most; lighter onto a
/// cell walked off before, which has a footprint), a bump for walking into a wall.
fn play_effects(
    mut commands: Commands,
    mut moves: MessageReader<Moved>,
    (trail, cues): (Res<Trail>, Res<CueSounds>),
    mut bumps: MessageReader<Bumped>,
    settings: Res<Settings>,
    sounds: Res<Sounds>,
    time: Res<Time<Real>>,
    mut last_bump: Local<Option<Duration>>,
) {
    let now = time.elapsed();
    if let Some(to) = moves.read().filter(|m| m.walker == Walker::First).last().map(|m| m.to) {
        let again = trail.contains(to);
        effect(&mut commands, if again { &cues.step_again } else { &sounds.step }, &settings, now);
    }
    if bumps.read().count() > 0 && last_bump.is_none_or(|at| now.saturating_sub(at) >= BUMP_GAP) {
        *last_bump = Some(now);
        effect(&mut commands, &sounds.bump, &settings, now);
    }
}

/// A crunch for a shoot eaten, a chime for a key, a creak for a door (one a frame).
fn play_item_effects(
    mut commands: Commands,
    mut taken: MessageReader<ItemTaken>,
    settings: Res<Settings>,
    sounds: Res<Sounds>,
    time: Res<Time<Real>>,
) {
    let sound = match taken.read().last() {
        Some(ItemTaken::Bamboo { .. }) => &sounds.crunch,
        Some(ItemTaken::Key(_)) => &sounds.chime,
        Some(ItemTaken::Door(_)) => &sounds.creak,
        None => return,
    };
    effect(&mut commands, sound, &settings, time.elapsed());
}

fn play_victory(mut commands: Commands, settings: Res<Settings>, sounds: Res<Sounds>, time: Res<Time<Real>>) {
    effect(&mut commands, &sounds.victory, &settings, time.elapsed());
}

/// Removes effects that never got a device to play on (Bevy despawns the ones that played).
fn clean_up_effects(mut commands: Commands, effects: Query<(Entity, &Effect)>, time: Res<Time<Real>>) {
    let now = time.elapsed();
    for (entity, effect) in &effects {
        if now.saturating_sub(effect.started) > EFFECT_LIFETIME {
            commands.entity(entity).despawn();
        }
    }
}
