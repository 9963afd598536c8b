//! Racing your best run: each won run's steps are kept with their times
//! ([`RunSteps`]); the fastest run on a maze is stored with the records as a
//! compact [`Ghost`]; with "Race your best" on ([`GhostRace`]) a faint ghost
//! panda walks it at its real pace from the moment the clock starts, and the
//! card says how far ahead or behind the player finished ([`GhostResult`]).
//! One player, on any grid: a step is kept as the side of its cell it left by.

use bevy::prelude::*;

use super::records::{board_record_key, keep_records};
use super::victory::{RunStats, VictoryReport, count_and_detect_victory};
use crate::art::panda_frame_index;
use crate::game::assets::GameArt;
use crate::game::board::mask_file::MaskFile;
use crate::game::board::view::Boards;
use crate::game::command::{GameCommand, MapReset, Moved, Undid, Walker};
use crate::game::frame::{AppSystems, Screen};
use crate::game::model::Players;
use crate::game::panda::panda_sprite;
use crate::game::settings::ghost::{Ghost, MAX_GHOST_STEPS};
use crate::game::settings::{Records, Settings};
use crate::maze::Dir;

/// How faint the ghost panda is: its sprite's alpha.
const GHOST_ALPHA: f32 = 0.35;
/// Depth of the ghost panda: under the player's.
const GHOST_Z: f32 = 4.5;

/// Whether a ghost of the best run walks beside the player ("Race your best").
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct GhostRace(pub bool);

/// This run's steps so far: the side of its cell each left by and its time on the clock, in centiseconds.
#[derive(Resource, Debug, Default, Clone, PartialEq, Eq)]
pub struct RunSteps(pub Vec<(u8, u32)>);

/// The ghost on the board: the stored best run of this maze, and how far it has walked.
#[derive(Resource, Debug, Default, Clone, PartialEq, Eq)]
pub struct GhostWalk {
    /// The best run stored for this maze, if any.
    pub ghost: Option<Ghost>,
    /// Steps of it walked.
    pub next: usize,
    /// The cell the ghost stands in.
    pub at: Option<u32>,
}

/// How the run just won compares with the best before it, when there was one.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
pub struct GhostResult {
    /// The old best's time minus this run's, in centiseconds: positive when ahead.
    pub ahead_cs: i64,
    /// Whether this run is the new best (its ghost replaced the old).
    pub replaced: bool,
}

/// The faint panda that walks the best run (it outlives a map: `show_ghost` takes it off when there is no ghost).
#[derive(Component, Debug, Clone, Copy)]
pub struct BestGhost;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<GhostRace>().init_resource::<RunSteps>().init_resource::<GhostWalk>().add_systems(
        Update,
        (
            toggle_ghost_race.in_set(AppSystems::ApplyCommands),
            (keep_steps, walk_ghost).chain().after(count_and_detect_victory).in_set(AppSystems::React),
            show_ghost.in_set(AppSystems::Visualize),
        ),
    );
    app.add_systems(OnEnter(Screen::Won), keep_ghost.after(keep_records));
}

/// Time on the clock in centiseconds.
fn centis(secs: f32) -> u32 {
    (secs * 100.0).round() as u32
}

/// "Race your best" on or off.
fn toggle_ghost_race(mut requests: MessageReader<GameCommand>, mut race: ResMut<GhostRace>) {
    for request in requests.read() {
        if let GameCommand::SetGhostRace(on) = *request {
            race.set_if_neq(GhostRace(on));
        }
    }
}

/// Keeps the steps of a one-player run with their times; an undone step is taken back; a new map forgets them.
fn keep_steps(
    (mut moves, mut undid): (MessageReader<Moved>, MessageReader<Undid>),
    mut resets: MessageReader<MapReset>,
    (stats, time): (Res<RunStats>, Res<Time>),
    boards: Boards,
    mut steps: ResMut<RunSteps>,
) {
    if resets.read().count() > 0 {
        steps.0.clear();
    }
    let cs = centis(stats.elapsed(time.elapsed()).as_secs_f32());
    let view = boards.view();
    for moved in moves.read().filter(|m| m.walker == Walker::First) {
        if let Some(side) = view.side_towards(moved.from, moved.to) {
            steps.0.push((side, cs));
        }
    }
    for _ in undid.read().filter(|u| u.walker == Walker::First) {
        steps.0.pop();
    }
}

/// The ghost walks the stored run: every step whose time the clock has
/// passed, from the entrance. A new map, a restart or the toggle starts it over.
fn walk_ghost(
    mut resets: MessageReader<MapReset>,
    race: Res<GhostRace>,
    (stats, time, players): (Res<RunStats>, Res<Time>, Res<Players>),
    boards: Boards,
    (records, file): (Res<Records>, Res<MaskFile>),
    mut walk: ResMut<GhostWalk>,
) {
    let reset = resets.read().count() > 0;
    let view = boards.view();
    if reset || race.is_changed() || records.is_changed() || walk.at.is_none() {
        let raced = race.0 && !players.two();
        let key = raced.then(|| board_record_key(&view, &file));
        let ghost = key.and_then(|k| Ghost::decode(records.ghosts.get(&k)?));
        // A records change mid-run (another instance saved) keeps the ghost where it is.
        let restart = reset || race.is_changed() || walk.at.is_none() || ghost != walk.ghost;
        if restart {
            *walk = GhostWalk { at: ghost.as_ref().map(|_| view.entrance()), ghost, next: 0 };
        }
    }
    let Some(ghost) = walk.ghost.clone() else { return };
    if stats.started.is_none() {
        return;
    }
    let now = time.elapsed().saturating_sub(stats.started.unwrap_or_default());
    let cs = centis(now.as_secs_f32());
    while let Some(&(side, at_cs)) = ghost.steps.get(walk.next)
        && at_cs <= cs
    {
        let from = walk.at.filter(|&c| (c as usize) < view.cell_count()).unwrap_or(view.entrance());
        walk.at = Some(view.through(from, side).unwrap_or(from));
        walk.next += 1;
    }
}

/// The ghost panda follows its walk on any grid, turned the way it stepped:
/// spawned when there is a ghost, gone when not.
fn show_ghost(
    mut commands: Commands,
    walk: Res<GhostWalk>,
    boards: Boards,
    art: Res<GameArt>,
    mut ghosts: Query<(Entity, &mut Transform, &mut Sprite), With<BestGhost>>,
    mut drawn_at: Local<Option<u32>>,
) {
    let view = boards.view();
    let at = walk.ghost.as_ref().and(walk.at).filter(|&c| (c as usize) < view.cell_count());
    let existing = ghosts.iter_mut().next();
    match (at, existing) {
        (Some(at), None) => {
            let mut sprite = panda_sprite(&art, Color::srgba(0.75, 0.85, 1.0, GHOST_ALPHA));
            sprite.custom_size = Some(Vec2::splat(view.panda_size()));
            commands.spawn((
                Name::new("Best run's ghost"),
                BestGhost,
                sprite,
                Transform::from_translation(view.world_centre(at).extend(GHOST_Z)),
            ));
            *drawn_at = Some(at);
        }
        (Some(at), Some((_, mut transform, mut sprite))) if *drawn_at != Some(at) => {
            let dir = drawn_at.map_or(Dir::Down, |from| view.heading(from, at));
            *drawn_at = Some(at);
            transform.translation = view.world_centre(at).extend(GHOST_Z);
            sprite.custom_size = Some(Vec2::splat(view.panda_size()));
            if let Some(atlas) = &mut sprite.texture_atlas {
                atlas.index = panda_frame_index(dir, walk.next % 2 + 1);
            }
        }
        (None, Some((entity, ..))) => {
            commands.entity(entity).despawn();
            *drawn_at = None;
        }
        _ => {}
    }
}

/// At a one-player victory on any grid: compares the run with the
/// stored best, and stores it as the new ghost when it is faster (or the first).
fn keep_ghost(
    mut commands: Commands,
    report: Option<Res<VictoryReport>>,
    (boards, file): (Boards, Res<MaskFile>),
    (players, settings): (Res<Players>, Res<Settings>),
    steps: Res<RunSteps>,
    mut records: ResMut<Records>,
) {
    commands.remove_resource::<GhostResult>();
    let Some(report) = report.filter(|_| !players.two()) else { return };
    let key = board_record_key(&boards.view(), &file);
    let untimed = settings.untimed && settings.mode == crate::game::settings::GameMode::TimeAttack;
    if report.assisted || untimed || steps.0.is_empty() {
        return;
    }
    let run = Ghost { steps: steps.0.clone() };
    let old = records.ghosts.get(&key).and_then(|t| Ghost::decode(t));
    let replaced = old.as_ref().is_none_or(|old| run.total_cs() < old.total_cs()) && run.steps.len() <= MAX_GHOST_STEPS;
    if let Some(old) = &old {
        let ahead_cs = i64::from(old.total_cs()) - i64::from(run.total_cs());
        commands.insert_resource(GhostResult { ahead_cs, replaced });
    }
    if replaced {
        records.ghosts.insert(key, run.encode());
    }
}
