//! The campaign in play: levels from [`crate::levels`] started as maps (their
//! mode and clock set for the level, the player's own mode given back
//! after), stars earned at the exit and kept in the progress file
//! ([`store`]), the level select (keys, gamepad through the same keys,
//! mouse: [`select`]) and "next level" after a win; after the campaign,
//! endless mode ([`crate::levels::endless_level`]).
//!
//! Keys: L opens and closes the level select; in it the arrows move between
//! levels (up and down between worlds), Enter plays, Esc closes. After a
//! level is won, Enter plays the next.

pub mod card;
mod card_view;
pub mod level_board;
mod race_card;
pub mod select;
pub mod store;
pub mod title;
mod title_view;

use std::path::PathBuf;
use std::time::Duration;

use bevy::prelude::*;

use crate::game::board::view::Boards;
use crate::game::command::{GameCommand, MapReset};
use crate::game::frame::{AppSystems, Screen};
use crate::game::model::UiWantsKeyboard;
use crate::game::run::modes::LevelClock;
use crate::game::run::victory::VictoryReport;
use crate::game::settings::{GameMode, Notices, Settings, SettingsStore};
use crate::game::ui::level_records::{LevelRecords, WorldRecords};
use crate::game::ui::nav::MenuPage;
use crate::levels::{Campaign, CampaignProgress, Level, LevelId, LevelMode, RunOutcome};
use level_board::level_name;
use store::{ProgressStore, load_progress, save_progress};

/// The campaign, the player's progress through it, and the level on the board.
#[derive(Resource, Debug, Clone)]
pub struct CampaignState {
    /// The worlds and levels (the shipped file).
    pub campaign: Campaign,
    /// Stars and best moves per level.
    pub progress: CampaignProgress,
    /// The level being played, if the map on the board is one.
    pub playing: Option<LevelId>,
    /// The level marked in the level select.
    pub cursor: LevelId,
    /// How the last level won went.
    pub result: Option<LevelResult>,
    /// The endless level being played (its number and the level), after the campaign.
    pub endless: Option<(u32, Level)>,
    /// The player's own mode, given back when the campaign is left.
    player_mode: Option<GameMode>,
}

impl Default for CampaignState {
    fn default() -> Self {
        Self {
            campaign: Campaign::shipped(),
            progress: CampaignProgress::default(),
            playing: None,
            cursor: LevelId::default(),
            result: None,
            endless: None,
            player_mode: None,
        }
    }
}

impl CampaignState {
    /// The level being played: a campaign level or an endless one.
    pub fn level(&self) -> Option<&Level> {
        match (self.playing, &self.endless) {
            (Some(id), _) => self.campaign.level(id),
            (None, Some((_, level))) => Some(level),
            (None, None) => None,
        }
    }

    /// The level select's cursor is on the endless row (below the worlds).
    pub fn cursor_on_endless(&self) -> bool {
        self.cursor.world == self.campaign.worlds.len()
    }
}

/// A level won: its stars this time, whether the best improved, and whether
/// the win opened the level after it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LevelResult {
    /// The level.
    pub id: LevelId,
    /// Stars of this run.
    pub stars: u8,
    /// The level's best stars or moves improved.
    pub improved: bool,
    /// The next level is open now.
    pub next_open: bool,
    /// The endless level's number, when it was one (then `id` means nothing).
    pub endless: Option<u32>,
}

/// What the campaign is asked to do (by its keys and buttons, or a test).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub enum CampaignCommand {
    /// Show the level select.
    OpenSelect,
    /// Hide it, back to the board.
    CloseSelect,
    /// Play this level (if it is open).
    Play(LevelId),
    /// Play the level after the one just played (else show the level select).
    Next,
    /// Play endless mode from the first level not yet cleared (once the campaign is done).
    Endless,
    /// Stop playing levels: the player's own mode again.
    Leave,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<CampaignState>()
        .init_resource::<ProgressStore>()
        .add_message::<CampaignCommand>()
        .add_plugins((card::plugin, title::plugin))
        .add_systems(
            Update,
            (read_campaign_keys, card::read_card_keys, card::press_card, apply_campaign_commands)
                .chain()
                .in_set(AppSystems::ApplyCommands),
        )
        .add_systems(Update, (leave_when_another_map, fill_level_records).in_set(AppSystems::React))
        .add_systems(OnEnter(Screen::Won), finish_level);
}

/// The egui screens of the campaign, for the windowed game.
pub fn windowed_plugin(app: &mut App) {
    select::windowed_plugin(app);
    card_view::windowed_plugin(app);
    title_view::windowed_plugin(app);
}

/// Keeps the progress in `path` (`None`: in memory only): reads it now, and
/// tells the player if the file was bad.
pub fn use_progress_file(app: &mut App, path: Option<PathBuf>) {
    let loaded = path.as_deref().map(load_progress);
    let writable = loaded.as_ref().is_some_and(|l| l.writable);
    if let Some(loaded) = loaded {
        app.world_mut().resource_mut::<CampaignState>().progress = loaded.progress;
        if let Some(notice) = loaded.notice {
            eprintln!("panda-maze: {notice}");
            app.world_mut().get_resource_or_insert_with(Notices::default).0.push(notice);
        }
    }
    app.insert_resource(ProgressStore { path: path.filter(|_| writable), failed: false });
}

/// The Play bar's Levels button, J (the journey), and in the level select the arrows, Enter and Esc.
fn read_campaign_keys(
    keys: Res<ButtonInput<KeyCode>>,
    ui: Res<UiWantsKeyboard>,
    page: Res<MenuPage>,
    screen: Res<State<Screen>>,
    mut state: ResMut<CampaignState>,
    mut asked: MessageReader<GameCommand>,
    mut out: MessageWriter<CampaignCommand>,
) {
    let selecting = *screen.get() == Screen::LevelSelect;
    if asked.read().any(|c| *c == GameCommand::OpenLevels) && !selecting {
        out.write(CampaignCommand::OpenSelect);
    }
    if ui.0 || (*page != MenuPage::Closed && !selecting) {
        return;
    }
    let pressed = |k: &[KeyCode]| keys.any_just_pressed(k.iter().copied());
    if pressed(&[KeyCode::KeyJ]) {
        out.write(if selecting { CampaignCommand::CloseSelect } else { CampaignCommand::OpenSelect });
        return;
    }
    if !selecting {
        return;
    }
    if pressed(&[KeyCode::Escape]) {
        out.write(CampaignCommand::CloseSelect);
    }
    // The worlds, and the endless row below them once it is open.
    let worlds = state.campaign.worlds.len() + usize::from(state.progress.endless_open(&state.campaign));
    let cursor = &mut state.cursor;
    if pressed(&[KeyCode::ArrowUp, KeyCode::KeyW]) {
        cursor.world = (cursor.world + worlds - 1) % worlds;
    }
    if pressed(&[KeyCode::ArrowDown, KeyCode::KeyS]) {
        cursor.world = (cursor.world + 1) % worlds;
    }
    let levels = state.campaign.worlds.get(state.cursor.world).map_or(1, |w| w.levels.len());
    let cursor = &mut state.cursor;
    cursor.level = cursor.level.min(levels - 1);
    if pressed(&[KeyCode::ArrowLeft, KeyCode::KeyA]) {
        cursor.level = (cursor.level + levels - 1) % levels;
    }
    if pressed(&[KeyCode::ArrowRight, KeyCode::KeyD]) {
        cursor.level = (cursor.level + 1) % levels;
    }
    if pressed(&[KeyCode::Enter, KeyCode::NumpadEnter, KeyCode::Space]) {
        out.write(if state.cursor_on_endless() {
            CampaignCommand::Endless
        } else {
            CampaignCommand::Play(state.cursor)
        });
    }
}

/// How the board and the run are set for a level.
#[derive(bevy::ecs::system::SystemParam)]
struct Table<'w> {
    settings: ResMut<'w, Settings>,
    store: ResMut<'w, SettingsStore>,
    clock: ResMut<'w, LevelClock>,
    screen: Res<'w, State<Screen>>,
    next_screen: ResMut<'w, NextState<Screen>>,
    page: ResMut<'w, MenuPage>,
}

impl Table<'_> {
    /// The player's own mode again, and no level clock.
    fn leave(&mut self, state: &mut CampaignState) {
        state.playing = None;
        state.endless = None;
        if let Some(mode) = state.player_mode.take() {
            self.settings.mode = mode;
        }
        self.store.keep_mode(None);
        self.clock.0 = None;
    }
}

/// Starts level `id` if it is open.
fn play(state: &mut CampaignState, table: &mut Table, game: &mut MessageWriter<GameCommand>, id: LevelId) {
    let Some(level) = state.campaign.level(id).filter(|_| state.progress.level_open(&state.campaign, id)) else {
        info!("level {id:?} is not open yet");
        return;
    };
    let level = level.clone();
    start(state, table, game, &level);
    state.playing = Some(id);
    state.cursor = id;
}

/// Starts endless level `n` (endless mode must be open).
fn play_endless(state: &mut CampaignState, table: &mut Table, game: &mut MessageWriter<GameCommand>, n: u32) {
    if !state.progress.endless_open(&state.campaign) {
        info!("endless mode opens after the campaign's last level");
        return;
    }
    let level = crate::levels::endless_level(n);
    start(state, table, game, &level);
    state.playing = None;
    state.endless = Some((n, level));
}

/// A level's mode and clock, then its map.
fn start(state: &mut CampaignState, table: &mut Table, game: &mut MessageWriter<GameCommand>, level: &Level) {
    let mode = level.mode;
    if state.level().is_none() {
        state.player_mode = Some(table.settings.mode);
    }
    table.store.keep_mode(state.player_mode);
    let wanted = match mode {
        LevelMode::Classic => GameMode::Classic,
        LevelMode::Fog => GameMode::Fog,
        LevelMode::Clock(_) => GameMode::TimeAttack,
    };
    if table.settings.mode != wanted {
        table.settings.mode = wanted;
    }
    table.clock.0 = match mode {
        LevelMode::Clock(secs) => Some(Duration::from_secs(u64::from(secs))),
        _ => None,
    };
    state.endless = None;
    state.result = None;
    game.write(GameCommand::load(level.spec));
}

fn apply_campaign_commands(
    mut requests: MessageReader<CampaignCommand>,
    mut state: ResMut<CampaignState>,
    mut table: Table,
    mut game: MessageWriter<GameCommand>,
) {
    for &request in requests.read() {
        match request {
            CampaignCommand::OpenSelect => {
                state.cursor = state.playing.unwrap_or_else(|| state.progress.resume_at(&state.campaign));
                table.next_screen.set(Screen::LevelSelect);
            }
            CampaignCommand::CloseSelect => {
                if *table.screen.get() == Screen::LevelSelect {
                    table.next_screen.set(Screen::Playing);
                }
                // Esc also asks the menu to open; closing the select is what it meant.
                *table.page = MenuPage::Closed;
            }
            CampaignCommand::Play(id) => play(&mut state, &mut table, &mut game, id),
            CampaignCommand::Endless => {
                let n = state.progress.endless;
                play_endless(&mut state, &mut table, &mut game, n);
            }
            CampaignCommand::Next if state.endless.is_some() => {
                let n = state.endless.as_ref().map_or(0, |(n, _)| n.saturating_add(1));
                play_endless(&mut state, &mut table, &mut game, n);
            }
            CampaignCommand::Next => {
                let next = state.playing.and_then(|id| state.campaign.next(id));
                match next.filter(|&n| state.progress.level_open(&state.campaign, n)) {
                    Some(next) => play(&mut state, &mut table, &mut game, next),
                    None => {
                        state.cursor = state.progress.resume_at(&state.campaign);
                        table.next_screen.set(Screen::LevelSelect);
                    }
                }
            }
            CampaignCommand::Leave => table.leave(&mut state),
        }
    }
}

/// Another map on the board (a new maze, a code loaded): the campaign is left.
fn leave_when_another_map(
    mut resets: MessageReader<MapReset>,
    mut state: ResMut<CampaignState>,
    boards: Boards,
    mut table: Table,
) {
    if resets.read().count() == 0 {
        return;
    }
    if state.level().is_some_and(|level| level_name(level) != boards.view().name()) {
        table.leave(&mut state);
    }
}

/// A level won: its stars, kept in the progress (and the file).
fn finish_level(
    mut state: ResMut<CampaignState>,
    report: Option<Res<VictoryReport>>,
    boards: Boards,
    mut store: ResMut<ProgressStore>,
    mut notices: Option<ResMut<Notices>>,
) {
    let Some(report) = report else { return };
    let board = boards.view();
    let Some(level) = state.level().filter(|level| level_name(level) == board.name()) else { return };
    let (shoots, eaten) = board.holdings().bamboo;
    let run = RunOutcome {
        moves: report.moves,
        hints: report.hints,
        assisted: report.assisted,
        all_bamboo: eaten as usize == shoots,
    };
    let stars = level.stars(run);
    if let Some(n) = state.endless.as_ref().map(|(n, _)| *n) {
        let improved = n.saturating_add(1) > state.progress.endless;
        state.progress.endless = state.progress.endless.max(n.saturating_add(1));
        state.result = Some(LevelResult { id: LevelId::default(), stars, improved, next_open: true, endless: Some(n) });
    } else if let Some(id) = state.playing {
        let next = state.campaign.next(id);
        let campaign = state.campaign.clone();
        let improved = state.progress.record(&campaign, id, stars, report.moves);
        let next_open = next.is_some_and(|n| state.progress.level_open(&campaign, n));
        state.result = Some(LevelResult { id, stars, improved, next_open, endless: None });
    }
    if let Some(path) = store.path.clone() {
        match save_progress(&path, &state.progress) {
            Ok(merged) => {
                state.progress = merged;
                store.failed = false;
            }
            Err(e) if !store.failed => {
                store.failed = true;
                let notice = format!("The campaign progress could not be saved to {}: {e}", path.display());
                warn!("{notice}");
                if let Some(notices) = notices.as_mut() {
                    notices.0.push(notice);
                }
            }
            Err(_) => {}
        }
    }
}

/// The Records page's campaign section, whenever the progress changes: each
/// open world's levels, the best run on each and the moves for ★★★.
fn fill_level_records(state: Res<CampaignState>, mut records: ResMut<LevelRecords>) {
    if !state.is_changed() && !records.0.is_empty() {
        return;
    }
    let (campaign, progress) = (&state.campaign, &state.progress);
    let worlds = (0..campaign.worlds.len())
        .filter(|&w| progress.world_open(campaign, w))
        .map(|w| WorldRecords {
            name: campaign.worlds[w].name.clone(),
            levels: (0..campaign.worlds[w].levels.len())
                .map(|level| {
                    let id = LevelId { world: w, level };
                    (progress.best(campaign, id), campaign.worlds[w].levels[level].three_star_moves())
                })
                .collect(),
        })
        .collect();
    records.set_if_neq(LevelRecords(worlds));
}
