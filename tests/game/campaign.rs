//! The campaign, headless: stars for the way a level is walked, the next
//! level opened, the level select's keys, and progress that survives a
//! restart of the game and a corrupt file.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};

use bevy::prelude::*;
use panda_maze::game::Played;
use panda_maze::game::board::view::Boards;
use panda_maze::game::campaign::store::PROGRESS_FILE;
use panda_maze::game::campaign::title::LevelTitle;
use panda_maze::game::campaign::{CampaignCommand, CampaignState, use_progress_file};
use panda_maze::game::command::AimRequest;
use panda_maze::game::settings::{GameMode, Notices};
use panda_maze::game::ui::i18n::Language;
use panda_maze::game::ui::level_records::{LevelRecords, best_words};
use panda_maze::game::{Difficulty, GameCommand, Screen};
use panda_maze::levels::{LevelId, LevelSpec};
use panda_maze::maze::generate::AnySpec;

use crate::support::*;

const FIRST: LevelId = LevelId { world: 0, level: 0 };
const SECOND: LevelId = LevelId { world: 0, level: 1 };

/// A fresh, empty directory of this test run's own.
fn scratch(name: &str) -> PathBuf {
    static NEXT: AtomicUsize = AtomicUsize::new(0);
    let n = NEXT.fetch_add(1, Ordering::Relaxed);
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("campaign-{name}-{}-{n}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

/// A game keeping its progress in `dir` (like a launch of the real one).
fn game_in(dir: Option<&Path>) -> App {
    let mut app = game(Difficulty::Easy, 4);
    use_progress_file(&mut app, dir.map(|d| d.join(PROGRESS_FILE)));
    app
}

pub(crate) fn campaign(app: &mut App, command: CampaignCommand) {
    app.world_mut().write_message(command);
    app.update();
    app.update();
    send(app, GameCommand::SkipGeneration);
}

/// The maze on the board, on whichever grid.
fn on_board(app: &mut App) -> AnySpec {
    use bevy::ecs::system::RunSystemOnce;
    app.world_mut().run_system_once(|boards: Boards| boards.view().spec()).unwrap()
}

pub(crate) fn state(app: &App) -> &CampaignState {
    app.world().resource::<CampaignState>()
}

/// Plays `id` along its optimal route (with a hint first if `hint`) and returns the stars.
fn play(app: &mut App, id: LevelId, hint: bool) -> u8 {
    campaign(app, CampaignCommand::Play(id));
    let spec = state(app).campaign.level(id).unwrap().spec;
    assert_eq!(Some(on_board(app)), spec.flat(), "the level's maze is on the board");
    if hint {
        send(app, GameCommand::Hint);
    }
    win_by_route(app);
    app.update();
    let result = state(app).result.expect("a won level has a result");
    assert_eq!(result.id, id);
    result.stars
}

#[test]
fn the_optimal_walk_earns_three_stars_and_opens_the_next_level() {
    let mut app = game_in(None);
    assert!(!state(&app).progress.level_open(&state(&app).campaign, SECOND));
    assert_eq!(play(&mut app, FIRST, false), 3);
    let s = state(&app);
    assert!(s.progress.level_open(&s.campaign, SECOND) && s.result.unwrap().next_open);
    // "Next level" (Enter on the victory screen) plays the second level.
    tap(&mut app, KeyCode::Enter);
    frames(&mut app, 2);
    send(&mut app, GameCommand::SkipGeneration);
    assert_eq!(state(&app).playing, Some(SECOND));
    assert_eq!(Some(on_board(&mut app)), state(&app).campaign.level(SECOND).unwrap().spec.flat());
    assert_eq!(screen(&app), Screen::Playing);
}

#[test]
fn the_records_page_lists_each_open_levels_best_and_its_three_star_moves() {
    let mut app = game_in(None);
    let records = |app: &App| app.world().resource::<LevelRecords>().clone();
    assert!(!records(&app).any_won(), "nothing won yet");
    assert_eq!(records(&app).0.len(), 1, "only the first world is open");
    assert_eq!(play(&mut app, FIRST, true), 2);
    app.update();
    let first = state(&app).campaign.level(FIRST).unwrap().clone();
    let world = &records(&app).0[0];
    assert_eq!(world.name.en, "Bamboo Grove");
    assert_eq!(world.levels.len(), state(&app).campaign.worlds[0].levels.len());
    let (best, three) = world.levels[0];
    let best = best.expect("the won level has its best");
    assert_eq!((best.stars, best.moves as usize), (2, first.optimum), "two stars after a hint, at the optimum");
    assert_eq!(three, first.three_star_moves());
    assert_eq!(world.levels[1].0, None, "the second level is not won yet");
    assert_eq!(best_words(Language::English, Some(best)), format!("★★☆ {} moves", first.optimum));
}

#[test]
fn a_hint_costs_the_third_star() {
    let mut app = game_in(None);
    assert_eq!(play(&mut app, FIRST, true), 2, "at most two stars after a hint");
    // Played again cleanly, the best is three.
    assert_eq!(play(&mut app, FIRST, false), 3);
    assert_eq!(state(&app).progress.best(&state(&app).campaign, FIRST).unwrap().stars, 3);
}

#[test]
fn levels_set_their_mode_and_give_the_players_back_on_leaving() {
    let mut app = game_in(None);
    let fog = open_every_level(&mut app);
    settings(&mut app).mode = GameMode::Classic;
    campaign_play(&mut app, LevelId { world: fog, level: 0 });
    assert_eq!(settings(&mut app).mode, GameMode::Fog);
    // A new maze of the player's own leaves the campaign.
    send(&mut app, GameCommand::NewMap);
    app.update();
    assert_eq!(state(&app).playing, None);
    assert_eq!(settings(&mut app).mode, GameMode::Classic);
}

#[test]
fn quitting_in_the_middle_of_a_fog_level_keeps_the_players_own_mode_in_the_file() {
    use panda_maze::game::settings::{Settings, SettingsFile};
    let dir = scratch("kept-mode");
    let file = SettingsFile::in_dir(&dir);
    let mut app = crate::faces::game_saving_to(file.clone(), Settings::default());
    let fog = open_every_level(&mut app);
    campaign_play(&mut app, LevelId { world: fog, level: 0 });
    assert_eq!(settings(&mut app).mode, GameMode::Fog, "the level plays in fog");
    // Another setting changes mid-level, so the file is written while fog is in play.
    settings(&mut app).music = false;
    frames(&mut app, 40);
    let saved = file.load().settings;
    assert!(!saved.music, "the change was saved");
    assert_eq!(saved.mode, GameMode::Classic, "the file keeps the player's own mode");
    // Leaving the campaign: the mode in play is the player's again, and saved as it is.
    send(&mut app, GameCommand::NewMap);
    settings(&mut app).mode = GameMode::TimeAttack;
    frames(&mut app, 40);
    assert_eq!(file.load().settings.mode, GameMode::TimeAttack);
}

/// Opens every level by stars, as for a player who has played them all, and
/// gives the fog world's number.
pub(crate) fn open_every_level(app: &mut App) -> usize {
    let campaign = state(app).campaign.clone();
    let mut progress = state(app).progress.clone();
    for id in campaign.ids() {
        progress.record(&campaign, id, 3, 1);
    }
    app.world_mut().resource_mut::<CampaignState>().progress = progress;
    campaign.worlds.iter().position(|w| w.id == "misty-peaks").unwrap()
}

fn campaign_play(app: &mut App, id: LevelId) {
    campaign(app, CampaignCommand::Play(id));
    assert_eq!(state(app).playing, Some(id));
}

#[test]
fn the_level_select_opens_with_j_moves_with_arrows_and_plays_only_open_levels() {
    let mut app = game_in(None);
    tap(&mut app, KeyCode::KeyJ);
    app.update();
    assert_eq!(screen(&app), Screen::LevelSelect);
    assert_eq!(state(&app).cursor, FIRST);
    tap(&mut app, KeyCode::ArrowRight);
    assert_eq!(state(&app).cursor, SECOND);
    tap(&mut app, KeyCode::Enter);
    frames(&mut app, 2);
    assert_eq!(state(&app).playing, None, "the second level is locked");
    tap(&mut app, KeyCode::ArrowLeft);
    tap(&mut app, KeyCode::Enter);
    frames(&mut app, 2);
    assert_eq!(state(&app).playing, Some(FIRST));
    assert_eq!(screen(&app), Screen::Playing);
    tap(&mut app, KeyCode::KeyJ);
    app.update();
    assert_eq!(screen(&app), Screen::LevelSelect);
    tap(&mut app, KeyCode::Escape);
    app.update();
    assert_eq!(screen(&app), Screen::Playing);
}

#[test]
fn the_play_bars_levels_button_opens_the_level_select() {
    let mut app = game_in(None);
    send(&mut app, GameCommand::OpenLevels);
    app.update();
    assert_eq!(screen(&app), Screen::LevelSelect);
    assert_eq!(state(&app).cursor, FIRST);
}

#[test]
fn progress_survives_a_restart_and_a_corrupt_file_is_kept_aside() {
    let dir = scratch("restart");
    let file = dir.join(PROGRESS_FILE);
    {
        let mut app = game_in(Some(&dir));
        assert_eq!(play(&mut app, FIRST, false), 3);
    }
    assert!(file.exists(), "the progress is written when a level is won");
    let mut app = game_in(Some(&dir));
    let s = state(&app);
    assert_eq!(s.progress.best(&s.campaign, FIRST).map(|b| b.stars), Some(3), "kept across a restart");
    assert!(s.progress.level_open(&s.campaign, SECOND));
    assert_eq!(play(&mut app, SECOND, true), 2);
    drop(app);

    // A corrupt file: kept aside untouched, the player told, a fresh start saved beside it.
    std::fs::write(&file, "{ \"levels\": { \"bamboo-grove/1\": 7 ").unwrap();
    let mut app = game_in(Some(&dir));
    let aside = dir.join(format!("{PROGRESS_FILE}.bad"));
    assert_eq!(std::fs::read_to_string(&aside).unwrap(), "{ \"levels\": { \"bamboo-grove/1\": 7 ");
    let notices = app.world().resource::<Notices>().0.clone();
    assert!(notices.iter().any(|n| n.contains("could not be read") && n.contains(".bad")), "{notices:?}");
    assert!(state(&app).progress.levels.is_empty());
    assert_eq!(play(&mut app, FIRST, false), 3);
    let saved: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
    assert_eq!(saved["levels"]["bamboo-grove/1"]["stars"], 3);
    assert_eq!(std::fs::read_to_string(&aside).unwrap(), "{ \"levels\": { \"bamboo-grove/1\": 7 ", "never overwritten");
}

#[test]
fn endless_mode_opens_after_the_campaign_and_goes_on_from_the_levels_cleared() {
    let mut app = game_in(None);
    campaign(&mut app, CampaignCommand::Endless);
    assert!(state(&app).level().is_none(), "endless mode waits for the campaign's end");
    let all = state(&app).campaign.clone();
    let mut progress = state(&app).progress.clone();
    for id in all.ids() {
        progress.record(&all, id, 2, 1);
    }
    app.world_mut().resource_mut::<CampaignState>().progress = progress;
    campaign(&mut app, CampaignCommand::Endless);
    let first = panda_maze::levels::endless_level(0);
    assert_eq!(Some(on_board(&mut app)), first.spec.flat());
    win_by_route(&mut app);
    app.update();
    assert_eq!(state(&app).result.and_then(|r| r.endless), Some(0));
    assert_eq!(state(&app).progress.endless, 1, "one endless level cleared");
    tap(&mut app, KeyCode::Enter);
    frames(&mut app, 2);
    send(&mut app, GameCommand::SkipGeneration);
    assert_eq!(Some(on_board(&mut app)), panda_maze::levels::endless_level(1).spec.flat());
    // Leaving and coming back goes on from the levels cleared.
    campaign(&mut app, CampaignCommand::Leave);
    campaign(&mut app, CampaignCommand::Endless);
    assert_eq!(state(&app).endless.as_ref().map(|(n, _)| *n), Some(1));
}

/// A progress file at the endless count's end (issue 31): playing on,
/// winning and going on saturate instead of overflowing.
#[test]
fn endless_mode_at_the_counts_end_goes_on_without_overflow() {
    let mut app = game_in(None);
    let all = state(&app).campaign.clone();
    let mut progress = state(&app).progress.clone();
    for id in all.ids() {
        progress.record(&all, id, 3, 1);
    }
    progress.endless = u32::MAX;
    app.world_mut().resource_mut::<CampaignState>().progress = progress;
    campaign(&mut app, CampaignCommand::Endless);
    assert_eq!(state(&app).endless.as_ref().map(|(n, _)| *n), Some(u32::MAX));
    win_by_route(&mut app);
    app.update();
    assert_eq!(state(&app).progress.endless, u32::MAX);
    tap(&mut app, KeyCode::Enter);
    frames(&mut app, 2);
    assert_eq!(state(&app).endless.as_ref().map(|(n, _)| *n), Some(u32::MAX), "the last level goes on being played");
}

#[test]
fn a_round_level_plays_on_its_grid_with_its_how_to_earns_three_stars_and_leads_on_to_a_hex_level() {
    let mut app = game_in(None);
    let all = state(&app).campaign.clone();
    let pavilion = all.worlds.iter().position(|w| w.id == "round-pavilion").expect("the Round Pavilion");
    let mut progress = state(&app).progress.clone();
    for id in all.ids().filter(|id| id.world < pavilion) {
        progress.record(&all, id, 3, 1);
    }
    app.world_mut().resource_mut::<CampaignState>().progress = progress;
    let id = LevelId { world: pavilion, level: 0 };
    campaign(&mut app, CampaignCommand::Play(id));
    let level = all.level(id).unwrap();
    let LevelSpec::Grid(spec) = level.spec else { panic!("{} is a grid level", level.code) };
    assert_eq!(on_board(&mut app), AnySpec::Grid(spec), "the round maze is on the board");
    let title = *app.world().resource::<LevelTitle>();
    assert!(title.level && title.card && title.how_to, "the title card tells the grid's how-to: {title:?}");
    let game = app.world().resource::<Played>().grid().unwrap().clone();
    assert_eq!(game.route.len() - 1, level.optimum, "{}: the recorded optimum is the route", level.code);
    assert_eq!(game.spec, spec);
    // A click next to the exit walks the route there (a click on the exit
    // itself is walking out, assisted), then a step aimed at the exit.
    let n = game.route.len();
    send(&mut app, GameCommand::WalkTo(game.route[n - 2]));
    for _ in 0..(n * 12) {
        app.update();
    }
    assert_eq!(first_cell(&app), game.route[n - 2]);
    let to_exit = game.centre(game.route[n - 1]) - game.centre(game.route[n - 2]);
    let degrees = to_exit.y.atan2(to_exit.x).to_degrees().round() as i16;
    app.world_mut().write_message(AimRequest(degrees));
    for _ in 0..(game.route.len() * 12) {
        if screen(&app) == Screen::Won {
            break;
        }
        app.update();
    }
    assert_eq!(screen(&app), Screen::Won, "walking out of the round maze wins");
    app.update();
    let result = state(&app).result.expect("a won grid level has a result");
    assert_eq!((result.id, result.stars), (id, 3));
    assert!(result.next_open);
    tap(&mut app, KeyCode::Enter);
    frames(&mut app, 2);
    let next = LevelId { level: 1, ..id };
    assert_eq!(state(&app).playing, Some(next));
    let next_spec = all.level(next).unwrap().spec;
    assert!(matches!(next_spec, LevelSpec::Grid(g) if g.shape.name() == "hex"), "the second level is on hexagons");
    assert_eq!(Some(on_board(&mut app)), next_spec.flat());
    // A new maze leaves the campaign, as on the square board.
    send(&mut app, GameCommand::NewMap);
    frames(&mut app, 2);
    assert!(state(&app).level().is_none(), "another map leaves the level");
}

#[test]
fn the_round_pavilion_ends_with_items_and_three_stars_ask_for_every_shoot() {
    let mut app = game_in(None);
    settings(&mut app).reduced_motion = true;
    let all = state(&app).campaign.clone();
    let pavilion = all.worlds.iter().position(|w| w.id == "round-pavilion").expect("the Round Pavilion");
    let mut progress = state(&app).progress.clone();
    for id in all.ids().filter(|id| id.world <= pavilion) {
        progress.record(&all, id, 3, 1);
    }
    app.world_mut().resource_mut::<CampaignState>().progress = progress;
    let count = all.worlds[pavilion].levels.len();
    // The hex level with shoots and a key: out by the key, past a shoot, earns two stars at most.
    let hex = LevelId { world: pavilion, level: count - 2 };
    campaign(&mut app, CampaignCommand::Play(hex));
    let game = app.world().resource::<Played>().grid().expect("a grid level").clone();
    assert!(game.items.bamboo.len() == 3 && game.items.keys.len() == 1 && !game.items.bamboo_gate);
    send(&mut app, GameCommand::WalkTo(game.items.keys[0]));
    frames(&mut app, game.cell_count());
    // Up to the exit's doorstep by a click, then a step in (a click on the exit is walking out).
    let holding = first_paws(&app);
    let way = panda_maze::on_grid_maze!(&*game.maze, m => panda_maze::maze::items::way_to(m, &game.items, holding, game.exit()))
        .expect("a way to the exit's doorstep");
    send(&mut app, GameCommand::WalkTo(way[way.len() - 2]));
    frames(&mut app, game.cell_count());
    step_into(&mut app, game.exit());
    assert_eq!(screen(&app), Screen::Won, "out through the door");
    assert!(!app.world().resource::<panda_maze::game::run::victory::VictoryReport>().assisted);
    let eaten = first_paws(&app).eaten;
    assert_ne!(eaten, game.items.all_bamboo(), "the short way passes a shoot by");
    let stars = state(&app).result.expect("a result").stars;
    assert!(stars < 3, "a shoot left: {stars} stars");
    // The round level with a bamboo gate: the full clear at the optimum earns three.
    let round = LevelId { world: pavilion, level: count - 1 };
    campaign(&mut app, CampaignCommand::Play(round));
    let game = app.world().resource::<Played>().grid().expect("a grid level").clone();
    assert_eq!(game.kind().name(), "round");
    assert!(game.items.bamboo.len() == 4 && game.items.doors.len() == 2 && game.items.bamboo_gate);
    assert_eq!(game.route.len() - 1, all.level(round).unwrap().optimum, "the optimum is the full clear");
    let n = game.route.len();
    for &cell in &game.route[1..n - 1] {
        send(&mut app, GameCommand::WalkTo(cell));
        app.update();
    }
    step_into(&mut app, game.exit());
    assert_eq!(screen(&app), Screen::Won, "the full clear wins");
    let result = state(&app).result.expect("a result");
    assert_eq!((result.id, result.stars), (round, 3), "every shoot eaten at the optimum: three stars");
}

/// Steps the grid panda into the neighbouring cell `to` by the stick's angle.
fn step_into(app: &mut App, to: u32) {
    let game = app.world().resource::<Played>().grid().unwrap().clone();
    let way = game.centre(to) - game.centre(first_cell(app));
    app.world_mut().write_message(AimRequest(way.y.atan2(way.x).to_degrees().round() as i16));
    frames(app, 2);
}
