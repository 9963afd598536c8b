//! Round, hexagonal and triangular boards, headless: the route walked by
//! key presses wins, keys with no open passage, ties and bumps leave the
//! panda where it is, undo walks back, hint and the way out follow the grid
//! route, walking out wins (assisted), records are keyed by the grid's code,
//! and the settings' grid makes new maps (old settings files still load).

use bevy::prelude::*;
use panda_maze::game::Played;
use panda_maze::game::assist::hint::Hints;
use panda_maze::game::assist::route_view::RouteView;
use panda_maze::game::board::first_walk::FirstWalk;
use panda_maze::game::board::grid::{GRID_STEP_WORLD, GridGame, GridNotice};
use panda_maze::game::campaign::CampaignCommand;
use panda_maze::game::campaign::title::LevelTitle;
use panda_maze::game::model::SquareLab;
use panda_maze::game::panda::pick::{Pick, key_degrees, pick};
use panda_maze::game::panda::trail::{Footprint, Trail};
use panda_maze::game::run::records::grid_record_key;
use panda_maze::game::run::victory::RunStats;
use panda_maze::game::settings::{GridKind, Records, Settings};
use panda_maze::game::{Difficulty, GameCommand, Screen};
use panda_maze::levels::LevelId;
use panda_maze::maze::Dir;
use panda_maze::maze::generate::GridSpec;
use panda_maze::maze::{Algorithm, MazeSpec};

use crate::support::*;

/// The keys a player has on `kind`, with the arrow (or hexagon diagonal angle) each stands for.
pub(crate) fn keys(kind: GridKind) -> Vec<(KeyCode, Option<Dir>, f64)> {
    let mut keys = vec![
        (KeyCode::ArrowUp, Some(Dir::Up), 0.0),
        (KeyCode::ArrowDown, Some(Dir::Down), 0.0),
        (KeyCode::ArrowLeft, Some(Dir::Left), 0.0),
        (KeyCode::ArrowRight, Some(Dir::Right), 0.0),
    ];
    if kind == GridKind::Hexagon {
        keys.extend([
            (KeyCode::KeyQ, None, 120.0),
            (KeyCode::KeyE, None, 60.0),
            (KeyCode::KeyZ, None, 240.0),
            (KeyCode::KeyC, None, 300.0),
        ]);
    }
    keys
}

/// What `key` picks from the panda's cell.
pub(crate) fn picks(game: &GridGame, at: u32, key: (KeyCode, Option<Dir>, f64), ring_keys: bool) -> Pick {
    let degrees = key.1.map_or(key.2, |d| key_degrees(game, at, d, ring_keys));
    pick(game, at, degrees)
}

fn grid(app: &App) -> GridGame {
    app.world().resource::<Played>().grid().cloned().expect("a grid maze is played")
}

pub(crate) fn specs() -> [(GridKind, GridSpec); 3] {
    [GridKind::Round, GridKind::Hexagon, GridKind::Triangle].map(|k| (k, k.spec(Difficulty::Easy, 11).unwrap()))
}

pub(crate) fn grid_game(spec: GridSpec) -> App {
    let mut app = game(Difficulty::Easy, 5);
    send(&mut app, GameCommand::LoadGrid(spec));
    app.update();
    app
}

/// Walks the route by keys (a click where no key reaches the next cell);
/// returns how many steps needed the click.
pub(crate) fn walk_route_by_keys(app: &mut App, kind: GridKind, ring_keys: bool) -> usize {
    let route = grid(app).route.clone();
    let mut clicks = 0;
    for pair in route.windows(2) {
        let game = grid(app);
        assert_eq!(first_cell(app), pair[0]);
        match keys(kind).into_iter().find(|&k| picks(&game, pair[0], k, ring_keys) == Pick::Go(pair[1])) {
            Some((key, ..)) => tap(app, key),
            None => {
                clicks += 1;
                send(app, GameCommand::WalkTo(pair[1]));
                frames(app, 6);
            }
        }
    }
    clicks
}

#[test]
fn the_route_walked_by_keys_reaches_the_exit_and_wins_on_every_grid() {
    for (kind, spec) in specs() {
        for ring_keys in [false, true] {
            let mut app = grid_game(spec);
            settings(&mut app).ring_keys = ring_keys;
            let clicks = walk_route_by_keys(&mut app, kind, ring_keys);
            app.update();
            let game = grid(&app);
            assert_eq!(first_cell(&app), game.exit(), "{kind:?}");
            assert_eq!(screen(&app), Screen::Won, "{kind:?}");
            let stats = *app.world().resource::<RunStats>();
            assert_eq!(stats.moves as usize, game.route.len() - 1);
            if kind != GridKind::Round {
                assert_eq!(clicks, 0, "every step on a {kind:?} board has a key");
            } else {
                assert!(clicks * 5 <= game.route.len(), "{clicks} of {} round steps needed a click", game.route.len());
            }
        }
    }
}

#[test]
fn keys_without_an_open_passage_or_into_a_wall_do_not_move_the_panda() {
    for (kind, spec) in specs() {
        let mut app = grid_game(spec);
        let route = grid(&app).route.clone();
        let (mut nothing, mut walls) = (0, 0);
        for &cell in &route[..route.len() - 1] {
            app.world_mut().resource_mut::<FirstWalk>().restart(cell);
            for key in keys(kind) {
                let game = grid(&app);
                match picks(&game, cell, key, false) {
                    Pick::Nothing => nothing += 1,
                    Pick::Wall => walls += 1,
                    _ => continue,
                }
                tap(&mut app, key.0);
                assert_eq!(first_cell(&app), cell, "{kind:?}: {:?} moved the panda", key.0);
            }
        }
        assert!(walls > 0, "{kind:?}: some key bumped into a wall");
        assert!(nothing + walls > 0);
        assert_eq!(app.world().resource::<RunStats>().moves, 0);
    }
}

#[test]
fn a_key_that_matches_two_ways_about_equally_stays_and_names_the_keys() {
    for (kind, spec) in specs() {
        let mut app = grid_game(spec);
        let game = grid(&app);
        let found = (0..game.cell_count() as u32).find_map(|c| {
            keys(kind).into_iter().find(|&k| matches!(picks(&game, c, k, false), Pick::Tie(..))).map(|k| (c, k))
        });
        let Some((cell, key)) = found else {
            assert_eq!(kind, GridKind::Triangle, "only a triangle's keys never tie");
            continue;
        };
        app.world_mut().resource_mut::<FirstWalk>().restart(cell);
        tap(&mut app, key.0);
        assert_eq!(first_cell(&app), cell);
        let notice = app.world().resource::<GridNotice>().text.clone().expect("a notice");
        assert!(notice.contains("Two ways"), "{notice}");
        if kind == GridKind::Hexagon {
            assert!(["Q", "E", "Z", "C"].iter().any(|k| notice.contains(k)), "{notice}");
        }
    }
}

#[test]
fn undo_walks_back_along_the_trail() {
    for (kind, spec) in specs() {
        let mut app = grid_game(spec);
        let route = grid(&app).route.clone();
        send(&mut app, GameCommand::WalkTo(route[3]));
        frames(&mut app, 10);
        assert_eq!(first_cell(&app), route[3], "{kind:?}");
        tap(&mut app, KeyCode::Backspace);
        assert_eq!(first_cell(&app), route[2]);
        tap(&mut app, KeyCode::Backspace);
        tap(&mut app, KeyCode::Backspace);
        tap(&mut app, KeyCode::Backspace);
        assert_eq!(first_cell(&app), route[0]);
        assert_eq!(first_trail(&app), vec![route[0]]);
        assert_eq!(app.world().resource::<RunStats>().undos, 3);
    }
}

/// The prints on the board: the cell each lies on and the cell it points at.
fn prints(app: &mut App) -> Vec<(u32, u32)> {
    let mut all: Vec<(u32, u32)> =
        app.world_mut().query::<&Footprint>().iter(app.world()).map(|f| (f.cell, f.toward)).collect();
    all.sort_unstable();
    all
}

#[test]
fn footprints_on_grids_follow_the_walk_undo_and_a_new_map() {
    for (kind, spec) in specs() {
        let mut app = grid_game(spec);
        let route = grid(&app).route.clone();
        send(&mut app, GameCommand::WalkTo(route[2]));
        frames(&mut app, 10);
        let mut walked = vec![(route[0], route[1]), (route[1], route[2])];
        walked.sort_unstable();
        assert_eq!(prints(&mut app), walked, "{kind:?}: one print on each cell walked off, toward the next");
        assert_eq!(app.world().resource::<Trail>().len(), 2);
        tap(&mut app, KeyCode::Backspace);
        assert_eq!(prints(&mut app), vec![(route[0], route[1])], "{kind:?}: undo takes back the last print");
        assert!(!app.world().resource::<Trail>().contains(route[1]));
        send(&mut app, GameCommand::NewMap);
        frames(&mut app, 3);
        assert!(prints(&mut app).is_empty(), "{kind:?}: a new map has no prints");
        assert!(app.world().resource::<Trail>().is_empty());
    }
}

#[test]
fn hint_and_the_way_out_follow_the_grid_route_and_walking_out_wins_assisted() {
    for (kind, spec) in specs() {
        let mut app = grid_game(spec);
        let route = grid(&app).route.clone();
        send(&mut app, GameCommand::ShowRoute(true));
        let way = *app.world().resource::<RouteView>();
        assert!(way.shown && way.revealed > 0 && way.revealed < route.len(), "{kind:?}: revealed from the entrance");
        frames(&mut app, 100);
        assert!(app.world().resource::<RouteView>().fully_revealed(route.len()), "{kind:?}: the whole route");
        assert_eq!(app.world().resource::<RunStats>().hints, 1, "showing the way counts as a hint");
        send(&mut app, GameCommand::ShowRoute(true));
        assert_eq!(app.world().resource::<RunStats>().hints, 1, "once, while it stays shown");
        send(&mut app, GameCommand::WalkTo(route[2]));
        frames(&mut app, 8);
        send(&mut app, GameCommand::Hint);
        let hint = app.world().resource::<Hints>().0[0].clone();
        assert_eq!(hint, route[3..route.len().min(9)].to_vec());
        assert_eq!(app.world().resource::<RunStats>().hints, 2);
        send(&mut app, GameCommand::ToggleRoute);
        assert!(!app.world().resource::<RouteView>().shown);
        send(&mut app, GameCommand::WalkOut);
        frames(&mut app, route.len() * 4 + 10);
        assert_eq!(first_cell(&app), grid(&app).exit());
        assert_eq!(screen(&app), Screen::Won);
        assert!(app.world().resource::<RunStats>().assisted);
    }
}

#[test]
fn records_are_keyed_by_the_grid_code() {
    for ((kind, spec), name) in specs().into_iter().zip(["round5", "hex10x10", "triangle14x7"]) {
        let mut app = grid_game(spec);
        walk_route_by_keys(&mut app, kind, false);
        frames(&mut app, 3);
        let key = grid_record_key(&spec.code());
        assert!(key.contains(name) && !spec.code().ends_with(&key), "{kind:?}: {key}");
        let records = app.world().resource::<Records>();
        assert!(records.maze.contains_key(&key), "{kind:?}: {:?}", records.maze.keys().collect::<Vec<_>>());
        assert!(records.difficulty.is_empty(), "{kind:?}: a grid run is no square difficulty record");
    }
}

#[test]
fn the_settings_grid_makes_new_maps_and_square_stays_square() {
    let mut app = game(Difficulty::Easy, 8);
    send(&mut app, GameCommand::NewMap);
    assert!(app.world().resource::<Played>().grid().is_none());
    for kind in [GridKind::Round, GridKind::Hexagon, GridKind::Triangle] {
        settings(&mut app).grid = kind;
        send(&mut app, GameCommand::SetDifficulty(Difficulty::Medium));
        let game = grid(&app);
        assert_eq!(game.kind(), kind);
        assert_eq!(Some(game.spec.shape), kind.shape(Difficulty::Medium));
        assert_eq!(first_cell(&app), game.entrance());
    }
    settings(&mut app).grid = GridKind::Square;
    send(&mut app, GameCommand::NewMap);
    assert!(app.world().resource::<Played>().grid().is_none());
    // The square board plays as before.
    win_by_route(&mut app);
}

#[test]
fn no_square_map_is_made_beneath_a_grid_and_back_on_the_square_a_new_map_is_like_the_last_one() {
    let mut app = game(Difficulty::Easy, 8);
    // A square map of the player's own: Kruskal, 31 × 25 tiles.
    let own = app.world().resource::<Played>().square().unwrap().spec.with_algorithm(Algorithm::Kruskal);
    send(&mut app, GameCommand::NewMapLike(MazeSpec { width: 31, height: 25, ..own }));
    let square = app.world().resource::<Played>().square().unwrap().spec;
    assert_eq!(app.world().resource::<SquareLab>().0, square);
    // Round, hex and triangle mazes of Medium size come and go: no square
    // map is made for them (the grid's is the one maze played), and the Lab keeps the square one's algorithm at
    // the size asked for.
    let medium = Difficulty::Medium.size();
    for kind in [GridKind::Round, GridKind::Hexagon, GridKind::Triangle] {
        settings(&mut app).grid = kind;
        send(&mut app, GameCommand::SetDifficulty(Difficulty::Medium));
        assert_eq!(grid(&app).kind(), kind);
        // A square map made would be the one played (there is one board).
        assert!(app.world().resource::<Played>().square().is_none(), "{kind:?}: a square map was made beneath");
        let lab = app.world().resource::<SquareLab>().0;
        assert_eq!(((lab.width, lab.height), lab.algorithm), (medium, Algorithm::Kruskal), "{kind:?}");
    }
    settings(&mut app).grid = GridKind::Square;
    send(&mut app, GameCommand::NewMap);
    assert!(app.world().resource::<Played>().grid().is_none());
    let back = app.world().resource::<Played>().square().unwrap().spec;
    assert_eq!(((back.width, back.height), back.algorithm), (medium, Algorithm::Kruskal));
    assert_ne!(back.seed, square.seed, "a new map, not the old one");
    assert_eq!(app.world().resource::<SquareLab>().0, back);
    win_by_route(&mut app);
}

#[test]
fn a_settings_file_from_before_grids_reads_as_square() {
    let old: Settings = serde_json::from_str(r#"{"version": 1, "music": false}"#).unwrap();
    assert_eq!(old.grid, GridKind::Square);
    assert!(!old.ring_keys);
    let round: Settings = serde_json::from_str(r#"{"grid": "round", "ring_keys": true}"#).unwrap();
    assert_eq!((round.grid, round.ring_keys), (GridKind::Round, true));
}

/// How a grid plays by keys, over many mazes: on the route, how often some
/// key takes the next step, how often the plain arrows alone do, and how
/// often a cell of the route has a tie under some key. Printed with
/// `--nocapture`; the asserts keep hex and triangle fully playable by keys.
#[test]
fn how_each_grid_plays_by_keys() {
    for kind in [GridKind::Round, GridKind::Hexagon, GridKind::Triangle] {
        for ring_keys in [false, true] {
            if ring_keys && kind != GridKind::Round {
                continue;
            }
            let (mut steps, mut by_key, mut by_arrow, mut tie_cells) = (0, 0, 0, 0);
            for seed in 0..20 {
                let game = GridGame::new(kind.spec(Difficulty::Medium, seed).unwrap()).unwrap();
                for pair in game.route.windows(2) {
                    steps += 1;
                    let picked: Vec<Pick> =
                        keys(kind).into_iter().map(|k| picks(&game, pair[0], k, ring_keys)).collect();
                    by_key += usize::from(picked.contains(&Pick::Go(pair[1])));
                    by_arrow += usize::from(picked[..4].contains(&Pick::Go(pair[1])));
                    tie_cells += usize::from(picked.iter().any(|p| matches!(p, Pick::Tie(..))));
                }
            }
            let share = |n: usize| 100.0 * n as f64 / steps as f64;
            println!(
                "{kind:?} ring_keys={ring_keys}: {steps} route steps, {:.1}% by some key, {:.1}% by an arrow, {:.1}% at cells with a tie",
                share(by_key),
                share(by_arrow),
                share(tie_cells)
            );
            if kind != GridKind::Round {
                assert_eq!(by_key, steps, "{kind:?}: every route step has a key");
            }
        }
    }
}

#[test]
fn the_announcer_answers_in_cells_and_compass_points_on_every_grid() {
    use panda_maze::game::run::announce::{Announcer, Heard};
    for (kind, spec) in specs() {
        let mut app = grid_game(spec);
        let game = grid(&app);
        tap(&mut app, KeyCode::KeyI);
        tap(&mut app, KeyCode::KeyO);
        // The how-to card's words (a screen's, read when it shows) come first
        // on a fresh board; I and O answer after them.
        let said: Vec<(Heard, String)> = app
            .world()
            .resource::<Announcer>()
            .log()
            .filter(|s| s.kind != Heard::Screen)
            .map(|s| (s.kind, s.text.clone()))
            .collect();
        let steps = game.route.len() - 1;
        let cells = game.cell_count();
        // As on the square board: the place, the facing, the steps left, the
        // exit in a straight line (in steps between neighbouring centres), the steps walked.
        let (kind_heard, place) = said.first().unwrap();
        assert_eq!(*kind_heard, Heard::Position, "{kind:?}: {said:?}");
        assert!(place.starts_with(&format!("Cell {} of {cells}, facing ", game.entrance() + 1)), "{kind:?}: {place}");
        let tail = format!(". {steps} steps to the exit. In a straight line the exit is ");
        let (_, line) = place.split_once(&tail).unwrap_or_else(|| panic!("{kind:?}: {place} (wanted {tail})"));
        let said_cells: f32 = line.split_once(" cells to the ").expect("a distance in cells").0.parse().unwrap();
        let straight = (game.centre(game.exit()) - game.centre(game.entrance())).length() / GRID_STEP_WORLD;
        // Rounded (a distance of a whole and a half may fall either way in floating point).
        assert!((said_cells - straight).abs() <= 0.51, "{kind:?}: {place} ({straight} cells)");
        assert!(place.ends_with(". 0 steps walked."), "{kind:?}: {place}");
        let (kind_heard, around) = said.last().unwrap();
        assert_eq!(*kind_heard, Heard::Around);
        let (open, walls) = around.strip_prefix("Open: ").unwrap().split_once(". Walls: ").unwrap();
        let count = |words: &str| if words == "none" { 0 } else { words.trim_end_matches('.').split(", ").count() };
        assert_eq!(count(open), game.links(game.entrance()).len(), "{kind:?}: every open way is named once: {around}");
        let sides = game.neighbours(game.entrance()).len();
        assert_eq!(count(open) + count(walls), sides, "{kind:?}: and every other side as a wall: {around}");
    }
}

#[test]
fn a_launch_with_a_grid_chosen_opens_on_it_at_the_launch_size_and_new_maps_keep_the_size() {
    use bevy::time::TimeUpdateStrategy;
    use panda_maze::game::{GameOptions, GamePlugin};
    let mut app = App::new();
    app.add_plugins(MinimalPlugins).add_plugins(GamePlugin {
        options: GameOptions { difficulty: Difficulty::Easy, seed: Some(3), ..GameOptions::default() },
    });
    app.insert_resource(Settings { grid: GridKind::Hexagon, ..Settings::default() });
    app.insert_resource(TimeUpdateStrategy::ManualDuration(crate::support::FRAME));
    app.update();
    app.update();
    let first = grid(&app);
    assert_eq!(first.kind(), GridKind::Hexagon);
    assert_eq!(
        GridKind::difficulty_of(first.spec.shape),
        Some(Difficulty::Easy),
        "the launch's size, not the settings'"
    );
    tap(&mut app, KeyCode::KeyN);
    let next = grid(&app);
    assert_ne!(next.code(), first.code(), "a new maze");
    assert_eq!(GridKind::difficulty_of(next.spec.shape), Some(Difficulty::Easy), "N keeps the size being played");
}

#[test]
fn a_campaign_level_played_after_a_grid_board_shows_its_title_card() {
    let (_, spec) = specs()[0];
    let mut app = grid_game(spec);
    send(&mut app, GameCommand::ShowRoute(true));
    app.update();
    crate::campaign::campaign(&mut app, CampaignCommand::Play(LevelId { world: 0, level: 0 }));
    frames(&mut app, 3);
    assert!(app.world().resource::<Played>().grid().is_none(), "the level is on the square board");
    let stats = app.world().resource::<RunStats>();
    assert!(stats.started.is_none() && stats.moves == 0, "nothing walked yet: {stats:?}");
    let title = app.world().resource::<LevelTitle>();
    assert!(title.level && title.card, "the level's card is up: {title:?}");
}

#[test]
fn time_attack_runs_out_on_every_grid_at_the_grids_own_limit_and_a_restart_plays_again() {
    use panda_maze::game::run::modes::time_limit;
    use panda_maze::game::settings::GameMode;
    for (kind, spec) in specs() {
        let mut app = grid_game(spec);
        app.world_mut().resource_mut::<Settings>().mode = GameMode::TimeAttack;
        let game = grid(&app);
        let limit = time_limit(GridKind::difficulty_of(spec.shape), game.route.len() - 1);
        send(&mut app, GameCommand::WalkTo(game.route[1]));
        let frames_needed = (limit.as_secs_f32() / crate::support::FRAME.as_secs_f32()) as usize;
        frames(&mut app, frames_needed - 20);
        assert_eq!(screen(&app), Screen::Playing, "{kind:?}: not yet at {limit:?}");
        frames(&mut app, 30);
        assert_eq!(screen(&app), Screen::TimeUp, "{kind:?}: the clock ran out");
        // The panda cannot move any more; a restart plays again from the entrance.
        let at = first_cell(&app);
        send(&mut app, GameCommand::WalkTo(game.route[2]));
        frames(&mut app, 10);
        assert_eq!(first_cell(&app), at, "{kind:?}: no walking after the time is up");
        send(&mut app, GameCommand::Restart);
        app.update();
        assert_eq!(screen(&app), Screen::Playing);
        assert_eq!(first_cell(&app), game.route[0]);
    }
}

/// Leans gamepad `pad`'s left stick to `stick` (zero: at rest) for a frame.
fn lean_stick(app: &mut App, pad: Entity, stick: Vec2) {
    use bevy::input::gamepad::{Gamepad, GamepadAxis};
    let mut gamepad = app.world_mut().get_mut::<Gamepad>(pad).unwrap();
    gamepad.analog_mut().set(GamepadAxis::LeftStickX, stick.x);
    gamepad.analog_mut().set(GamepadAxis::LeftStickY, stick.y);
    app.update();
}

#[test]
fn the_gamepad_stick_walks_a_grid_by_its_angle_a_step_a_push() {
    use bevy::input::gamepad::Gamepad;
    for (kind, spec) in specs() {
        let mut app = grid_game(spec);
        let pad = app.world_mut().spawn(Gamepad::default()).id();
        let lean = |app: &mut App, stick: Vec2| lean_stick(app, pad, stick);
        let route = grid(&app).route.clone();
        let mut by_stick = 0;
        for pair in route.windows(2) {
            let game = grid(&app);
            let towards = game.centre(pair[1]) - game.centre(pair[0]);
            let degrees = f64::from(towards.y.atan2(towards.x).to_degrees());
            if pick(&game, pair[0], degrees) == Pick::Go(pair[1]) {
                by_stick += 1;
                lean(&mut app, towards.normalize());
                assert_eq!(first_cell(&app), pair[1], "{kind:?}: one step the way the stick leans");
                lean(&mut app, Vec2::ZERO);
                assert_eq!(first_cell(&app), pair[1], "{kind:?}: and no second one (no arrow key as well)");
            } else {
                send(&mut app, GameCommand::WalkTo(pair[1]));
                frames(&mut app, 6);
            }
        }
        assert!(
            by_stick * 10 >= (route.len() - 1) * 9,
            "{kind:?}: {by_stick} of {} steps by the stick",
            route.len() - 1
        );
        app.update();
        assert_eq!(screen(&app), Screen::Won, "{kind:?}");
    }
}

#[test]
fn on_the_square_board_the_stick_aims_too_by_the_nearest_arrow_a_step_a_push() {
    let mut app = game(Difficulty::Easy, 12);
    let pad = app.world_mut().spawn(bevy::input::gamepad::Gamepad::default()).id();
    let lean = |app: &mut App, stick: Vec2| lean_stick(app, pad, stick);
    let route = app.world().resource::<Played>().square_route().unwrap().0.clone();
    for (k, pair) in route.windows(2).enumerate() {
        let (dx, dy) = (pair[1].x as f32 - pair[0].x as f32, pair[1].y as f32 - pair[0].y as f32);
        // Rows grow downwards; the stick leans up for up. Off the arrow by 25°, either side.
        let off = if k % 2 == 0 { 25f32 } else { -25f32 }.to_radians();
        let towards = Vec2::from_angle(off).rotate(Vec2::new(dx, -dy));
        lean(&mut app, towards);
        assert_eq!(panda(&mut app), pair[1], "step {k}: one tile the nearest arrow's way");
        lean(&mut app, Vec2::ZERO);
        assert_eq!(panda(&mut app), pair[1], "step {k}: and no second one");
    }
    app.update();
    assert_eq!(screen(&app), Screen::Won);
}

#[test]
fn a_detour_on_a_grid_is_measured_at_the_win_for_the_end_card_which_offers_only_what_grids_do() {
    use panda_maze::game::campaign::card::CardButton;
    use panda_maze::game::run::wander::WanderReport;
    use panda_maze::game::ui::i18n::Language;
    use panda_maze::game::ui::wander_note::wander_line;
    for (kind, spec) in specs() {
        let mut app = grid_game(spec);
        settings(&mut app).reduced_motion = true; // a click's walk in one frame
        let game = grid(&app);
        let route = game.route.clone();
        // A route cell with an open side that leaves the route, and that side's cell.
        let (at, off) = route[1..route.len() - 1]
            .iter()
            .find_map(|&c| game.links(c).into_iter().find(|n| !route.contains(n)).map(|n| (c, n)))
            .expect("a side branch off the route");
        for to in [at, off, at] {
            send(&mut app, GameCommand::WalkTo(to));
            frames(&mut app, 3);
            assert_eq!(first_cell(&app), to, "{kind:?}");
        }
        let exit = game.exit();
        let before_exit = route[route.len() - 2];
        send(&mut app, GameCommand::WalkTo(before_exit));
        frames(&mut app, 3);
        assert_eq!(first_cell(&app), before_exit, "{kind:?}");
        let last = keys(kind).into_iter().find(|&k| picks(&grid(&app), before_exit, k, false) == Pick::Go(exit));
        match last {
            Some((key, ..)) => tap(&mut app, key),
            None => {
                send(&mut app, GameCommand::WalkTo(exit));
                frames(&mut app, 6);
            }
        }
        app.update();
        assert_eq!(screen(&app), Screen::Won, "{kind:?}");
        let wander = app.world().resource::<WanderReport>().0.clone().expect("the walk is measured");
        assert_eq!((wander.lost, wander.detours.len()), (2, 1), "{kind:?}: one step off and back");
        assert_eq!(wander.detours[0].left_at, at);
        assert_eq!(wander.detours[0].farthest, off);
        assert!(wander_line(Language::English, &wander).starts_with("2 moves lost in 1 detour"), "{kind:?}");
        // The card offers no replay or race of the best run, which walk the square board.
        let buttons = app.world().resource::<panda_maze::game::campaign::card::EndCard>().buttons.clone();
        assert_eq!(
            buttons,
            [CardButton::NewMap, CardButton::PlayAgain, CardButton::Replay, CardButton::RaceBest],
            "{kind:?}"
        );
    }
}

/// A click on a cell walks there as the player's own run; a click on the exit
/// lets the game find the way, and the run is assisted (as on the square board).
#[test]
fn a_click_on_the_exit_makes_the_run_assisted_and_a_click_elsewhere_does_not() {
    for (kind, spec) in specs() {
        let mut app = grid_game(spec);
        let game = grid(&app);
        send(&mut app, GameCommand::WalkTo(game.route[3]));
        frames(&mut app, 12);
        assert_eq!(first_cell(&app), game.route[3], "{kind:?}");
        assert!(!app.world().resource::<RunStats>().assisted, "{kind:?}: a click on a cell of the way");
        send(&mut app, GameCommand::WalkTo(game.exit()));
        // A walk takes a step at a time, several frames each.
        frames(&mut app, 10 * game.route.len());
        assert!(app.world().resource::<RunStats>().assisted, "{kind:?}: a click on the exit");
        assert_eq!(screen(&app), Screen::Won, "{kind:?}");
    }
}
