//! The campaign's world of bridges and stairs, headless: every level puts
//! its weave or its floors on the board, named as the level (so the
//! campaign keeps it), at its recorded optimum; the first weave level is won
//! by walking its route under a bridge and over one, the first stairs level
//! by taking the stairs, and each win is kept in the progress with its stars.

use bevy::prelude::*;
use panda_maze::game::Played;
use panda_maze::game::board::grid::GridGame;
use panda_maze::game::board::weave::Level as Place;
use panda_maze::game::campaign::level_board::level_name;
use panda_maze::game::campaign::title::LevelTitle;
use panda_maze::game::campaign::{CampaignCommand, CampaignState};
use panda_maze::game::run::victory::RunStats;
use panda_maze::game::{Difficulty, GameCommand, Screen};
use panda_maze::levels::{Campaign, LevelBest, LevelId};

use crate::campaign::{campaign, state};
use crate::support::*;

/// A game with every world before the bridges world cleared with three
/// stars (so it is open), and the world's number.
fn game_at_the_bridges() -> (App, usize) {
    let mut app = game(Difficulty::Easy, 4);
    settings(&mut app).reduced_motion = true;
    let all: Campaign = state(&app).campaign.clone();
    let world = all.worlds.iter().position(|w| w.id == "bridges-and-stairs").expect("the bridges world");
    let mut progress = state(&app).progress.clone();
    for id in all.ids().filter(|id| id.world < world) {
        progress.record(&all, id, 3, 1);
    }
    assert!(progress.world_open(&all, world), "three stars everywhere before open it");
    app.world_mut().resource_mut::<CampaignState>().progress = progress;
    (app, world)
}

fn grid(app: &App) -> GridGame {
    app.world().resource::<Played>().grid().cloned().expect("a weave or floors level is played on cells")
}

/// Plays `id`, which must be open, and checks the board is its level's.
fn play(app: &mut App, id: LevelId) -> GridGame {
    campaign(app, CampaignCommand::Play(id));
    app.update();
    assert_eq!(state(app).playing, Some(id), "{id:?} is played");
    let level = state(app).campaign.level(id).unwrap().clone();
    let game = grid(app);
    assert_eq!(game.code(), level.code, "the level's maze is on the board");
    assert_eq!(game.name(), level_name(&level), "the board is named as the level");
    assert_eq!(board_view(app).name(), level_name(&level));
    assert_eq!(game.route.len() - 1, level.optimum, "{}: the recorded optimum is the route walked", level.code);
    let title = *app.world().resource::<LevelTitle>();
    assert!(title.level && title.card, "{}: the level's title shows: {title:?}", level.code);
    game
}

#[test]
fn every_level_of_the_bridges_world_plays_its_weave_or_its_floors_at_its_optimum() {
    let (mut app, world) = game_at_the_bridges();
    let all = state(&app).campaign.clone();
    let count = all.worlds[world].levels.len();
    let mut progress = state(&app).progress.clone();
    for level in 0..count {
        progress.record(&all, LevelId { world, level }, 1, 999);
    }
    app.world_mut().resource_mut::<CampaignState>().progress = progress;
    let (mut weaves, mut towers) = (0, 0);
    for level in 0..count {
        let id = LevelId { world, level };
        let game = play(&mut app, id);
        let spec = all.level(id).unwrap();
        if let Some(weave) = spec.weave() {
            weaves += 1;
            assert_eq!(game.weave.as_ref().map(|w| w.spec), Some(*weave), "{}: a weave", spec.code);
            assert!(game.crossing_count() > 0, "{}: it has crossings", spec.code);
            let on_route = game.route.iter().filter(|&&v| game.level(v) == Place::UnderBridge).count();
            assert!(on_route > 0, "{}: the way out goes under a bridge", spec.code);
        } else {
            let floors = spec.floors().expect("a weave or floors level");
            towers += 1;
            assert_eq!(game.floors, Some(*floors), "{}: floors", spec.code);
            assert_eq!(game.floor_count(), floors.floors);
            let climbs = game.route.windows(2).filter(|p| !game.same_floor(p[0], p[1])).count();
            assert!(climbs as u32 >= floors.floors - 1, "{}: the way out climbs every floor", spec.code);
        }
        assert_eq!(screen(&app), Screen::Playing);
    }
    assert!(weaves >= 5 && towers >= 5, "{weaves} weave levels, {towers} floors levels");
    // A new maze on a weave level leaves the campaign, as on every board.
    play(&mut app, LevelId { world, level: 0 });
    send(&mut app, GameCommand::NewMap);
    frames(&mut app, 2);
    assert!(grid(&app).weave.is_some(), "another weave like it");
    assert!(state(&app).level().is_none(), "another map leaves the level");
}

#[test]
fn the_first_weave_level_is_won_under_a_bridge_and_over_one_and_its_stars_are_kept() {
    let (mut app, world) = game_at_the_bridges();
    let id = LevelId { world, level: 0 };
    let game = play(&mut app, id);
    assert!(app.world().resource::<LevelTitle>().how_to, "the first level tells the world's how-to");
    let (clicks, places) = crate::weave::walk_route(&mut app, game.kind());
    app.update();
    assert_eq!(clicks, 0, "every step of a square weave has a key");
    assert!(places.contains(&Place::UnderBridge) && places.contains(&Place::OnBridge), "{places:?}");
    assert_eq!(screen(&app), Screen::Won, "walking out wins");
    let moves = app.world().resource::<RunStats>().moves;
    assert_eq!(moves as usize, game.route.len() - 1);
    let result = state(&app).result.expect("a won level has a result");
    assert_eq!((result.id, result.stars), (id, 3), "the shortest way, under and over, earns three stars");
    assert!(result.improved && result.next_open);
    let (all, progress) = (&state(&app).campaign, &state(&app).progress);
    assert_eq!(progress.best(all, id), Some(LevelBest { stars: 3, moves }));
    assert_eq!(all.key(id), "bridges-and-stairs/1");
    // Enter plays the next weave level.
    tap(&mut app, KeyCode::Enter);
    frames(&mut app, 2);
    assert_eq!(state(&app).playing, Some(LevelId { level: 1, ..id }));
    assert!(grid(&app).weave.is_some());
}

#[test]
fn the_first_stairs_level_is_won_by_taking_the_stairs_and_its_stars_are_kept() {
    let (mut app, world) = game_at_the_bridges();
    let all = state(&app).campaign.clone();
    let level = all.worlds[world].levels.iter().position(|l| l.floors().is_some()).expect("a stairs level");
    // The levels before it cleared, so it is open.
    let mut progress = state(&app).progress.clone();
    for before in 0..level {
        progress.record(&all, LevelId { world, level: before }, 2, 999);
    }
    app.world_mut().resource_mut::<CampaignState>().progress = progress;
    let id = LevelId { world, level };
    let game = play(&mut app, id);
    assert_eq!(game.floor_count(), 2, "the first stairs level has two floors");
    let (clicks, stairs) = crate::floors::walk_route(&mut app, game.kind());
    app.update();
    assert_eq!(clicks, 0, "every step on square floors has a key");
    assert!(stairs >= 1, "the way out takes the stairs");
    assert_eq!(game.floor_of(first_cell(&app)), 1, "out on the top floor");
    assert_eq!(screen(&app), Screen::Won, "walking out wins");
    let moves = app.world().resource::<RunStats>().moves;
    let result = state(&app).result.expect("a won level has a result");
    assert_eq!((result.id, result.stars), (id, 3), "the shortest climb earns three stars");
    assert_eq!(state(&app).progress.best(&all, id), Some(LevelBest { stars: 3, moves }));
    assert_eq!(moves as usize, all.level(id).unwrap().optimum);
}
