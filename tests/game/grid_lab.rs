//! The Lab's maze choices on round, hex and triangle boards, headless: a
//! shape cuts the grid and its maze plays to a win; "a new map like it"
//! keeps the algorithm and options with a fresh seed; new maps keep them on
//! the same grid and take the settings' shape to another grid; a typed code
//! of any grid plays; a grid maze's carving is watched passage by passage
//! while the panda waits, and Space skips it; a big grid maze is made off
//! the frame while the board plays on.

use bevy::prelude::*;
use panda_maze::game::Played;
use panda_maze::game::board::grid::{GridGame, MAX_WATCHED_GRID_CELLS, OFF_FRAME_MIN_GRID_CELLS, PendingGrid};
use panda_maze::game::board::watch::{GenerationReplay, WatchSettings};
use panda_maze::game::settings::GridKind;
use panda_maze::game::ui::code_section::{MAX_PLAYED_GRID_CELLS, code_to_play};
use panda_maze::game::{Difficulty, GameCommand, Screen};
use panda_maze::maze::generate::{Algorithm, GridMazeAny, GridShape, GridSpec};
use panda_maze::maze::grid::{Grid, HexShape, TriangleShape};
use panda_maze::maze::items::ItemSpec;
use panda_maze::maze::{Dir, MazeSpec, Shape};
use panda_maze::on_grid_maze;

use crate::support::*;

fn grid(app: &App) -> GridGame {
    app.world().resource::<Played>().grid().cloned().expect("a grid maze is played")
}

fn cells(game: &GridGame) -> usize {
    on_grid_maze!(&*game.maze, m => m.grid.cell_count())
}

#[test]
fn a_grid_cut_to_a_shape_is_played_to_the_exit() {
    for kind in [GridKind::Round, GridKind::Hexagon, GridKind::Triangle] {
        let spec = kind.spec(Difficulty::Medium, 3).unwrap().with_mask(Shape::Heart);
        let mut app = game(Difficulty::Easy, 5);
        settings(&mut app).reduced_motion = true;
        send(&mut app, GameCommand::LoadGrid(spec));
        app.update();
        let game = grid(&app);
        assert!(matches!(*game.maze, GridMazeAny::Cut(_)), "{kind:?}: the heart cuts the grid");
        assert!(cells(&game) < spec.shape.cell_count() * 3 / 4, "{kind:?}: {} cells kept", cells(&game));
        assert!(game.code().contains(".heart-"), "{}", game.code());
        assert_eq!(game.route.first(), Some(&game.entrance()));
        send(&mut app, GameCommand::WalkTo(game.exit()));
        frames(&mut app, 6);
        assert_eq!(first_cell(&app), game.exit(), "{kind:?}");
        assert_eq!(screen(&app), Screen::Won, "{kind:?}");
    }
}

#[test]
fn a_new_map_like_a_grid_maze_keeps_its_options_with_a_fresh_seed() {
    let spec = GridKind::Hexagon
        .spec(Difficulty::Easy, 3)
        .unwrap()
        .with_algorithm(Algorithm::Kruskal)
        .with_braid(20)
        .with_mask(Shape::Star)
        .with_items(ItemSpec { bamboo: 2, ..ItemSpec::default() });
    let mut app = game(Difficulty::Easy, 5);
    send(&mut app, GameCommand::LoadGrid(spec));
    app.update();
    assert_eq!(grid(&app).spec, spec);
    send(&mut app, GameCommand::NewGridLike(spec));
    app.update();
    let like = grid(&app).spec;
    assert_ne!(like.seed, spec.seed, "a fresh maze");
    assert_eq!(GridSpec { seed: spec.seed, ..like }, spec, "with the same grid, algorithm and options");
    // New map and another difficulty keep the algorithm and options, as on
    // the square board, and drop the items (they come with levels and codes).
    send(&mut app, GameCommand::NewMap);
    app.update();
    let new = grid(&app).spec;
    assert_ne!(new.seed, like.seed);
    assert_eq!(GridSpec { seed: spec.seed, items: spec.items, ..new }, spec);
    assert_eq!(new.items, ItemSpec::default());
    send(&mut app, GameCommand::SetDifficulty(Difficulty::Medium));
    app.update();
    let medium = grid(&app).spec;
    assert_eq!(medium.shape, GridKind::Hexagon.shape(Difficulty::Medium).unwrap());
    assert_eq!((medium.algorithm, medium.braid_percent, medium.mask), (Algorithm::Kruskal, 20, Shape::Star));
}

#[test]
fn another_grid_takes_the_settings_shape_and_a_polar_algorithm_keeps_its_rings() {
    let mut app = game(Difficulty::Easy, 5);
    settings(&mut app).shape = Shape::Ring;
    settings(&mut app).grid = GridKind::Triangle;
    send(&mut app, GameCommand::SetDifficulty(Difficulty::Easy));
    app.update();
    let spec = grid(&app).spec;
    assert_eq!((spec.shape, spec.mask), (GridKind::Triangle.shape(Difficulty::Easy).unwrap(), Shape::Ring));
    assert!(cells(&grid(&app)) < spec.shape.cell_count());
    // Sidewinder on a round grid needs its whole rings: a new map leaves the
    // shape out rather than refuse to make one.
    let round = GridKind::Round.spec(Difficulty::Easy, 4).unwrap().with_algorithm(Algorithm::Sidewinder);
    send(&mut app, GameCommand::LoadGrid(round));
    app.update();
    send(&mut app, GameCommand::NewMap);
    app.update();
    let spec = grid(&app).spec;
    assert_eq!((spec.algorithm, spec.mask, spec.shape), (Algorithm::Sidewinder, Shape::None, round.shape));
    assert_ne!(spec.seed, round.seed);
}

#[test]
fn a_typed_code_of_any_grid_plays_when_it_fits_the_game() {
    let hex = GridKind::Hexagon.spec(Difficulty::Medium, 9).unwrap().with_mask(Shape::Panda);
    assert_eq!(code_to_play(&hex.code()), Ok(GameCommand::LoadGrid(hex)));
    assert_eq!(code_to_play(&format!("  {}  ", hex.code().to_uppercase())), Ok(GameCommand::LoadGrid(hex)));
    let square = MazeSpec::new(21, 21, 4);
    assert_eq!(code_to_play(&square.code()), Ok(GameCommand::Load(square)));
    // Each grid's board of a million cells plays; one past the core's bounds is refused, saying them.
    for shape in [
        GridShape::Round { rings: 570 },
        GridShape::Hex(HexShape::Rectangle { cols: 1000, rows: 1000 }),
        GridShape::Triangle(TriangleShape::Rectangle { cols: 1420, rows: 710 }),
    ] {
        let big = GridSpec::new(shape, 1);
        assert!((1_000_000..=MAX_PLAYED_GRID_CELLS).contains(&big.shape.cell_count()), "{shape:?}");
        assert_eq!(code_to_play(&big.code()), Ok(GameCommand::LoadGrid(big)));
    }
    let huge = GridSpec::new(GridShape::Hex(HexShape::Rectangle { cols: 1025, rows: 1024 }), 1);
    assert!(huge.shape.cell_count() > MAX_PLAYED_GRID_CELLS);
    let why = code_to_play(&huge.code()).unwrap_err();
    assert!(why.contains("too many") && why.contains(&MAX_PLAYED_GRID_CELLS.to_string()), "{why}");
    let typo = hex.code().replace(".panda-", ".pnada-");
    assert!(code_to_play(&typo).is_err());
}

fn replay(app: &App) -> &GenerationReplay {
    app.world().resource::<GenerationReplay>()
}

#[test]
fn a_grid_maze_is_watched_being_carved_passage_by_passage_while_the_panda_waits() {
    for kind in [GridKind::Round, GridKind::Hexagon, GridKind::Triangle] {
        let mut app = game(Difficulty::Easy, 5);
        settings(&mut app).reduced_motion = true;
        settings(&mut app).grid = kind;
        send(&mut app, GameCommand::SetDifficulty(Difficulty::Easy));
        app.update();
        *app.world_mut().resource_mut::<WatchSettings>() = WatchSettings { enabled: true, steps_per_sec: 200.0 };
        send(&mut app, GameCommand::NewMap);
        let built = grid(&app);
        let n = cells(&built);
        assert_eq!(replay(&app).progress().1, n - 1, "{kind:?}: a passage a step, every one of the maze's");
        // The panda waits while the maze is being built.
        for key in [KeyCode::ArrowUp, KeyCode::ArrowDown, KeyCode::ArrowLeft, KeyCode::ArrowRight] {
            tap(&mut app, key);
        }
        assert!(!replay(&app).is_done(), "{kind:?}: still building");
        assert_eq!(first_cell(&app), built.entrance(), "{kind:?}: no step before the maze is built");
        let mut shown: Vec<Vec<(u32, u32)>> = Vec::new();
        while let Some(passages) = replay(&app).passages_shown() {
            shown.push(passages.to_vec());
            app.update();
            assert!(shown.len() < 500, "{kind:?}: the build ends");
        }
        assert!(shown.len() > 5, "{kind:?}: built over {} frames", shown.len());
        assert!(shown.windows(2).all(|w| w[1].starts_with(&w[0]) && w[1].len() >= w[0].len()), "{kind:?}");
        let last = shown.last().unwrap();
        assert!(last.iter().all(|&(a, b)| built.neighbours(a).contains(&(b, true))), "{kind:?}: only its passages");
        assert!(replay(&app).is_done());
        send(&mut app, GameCommand::WalkTo(built.exit()));
        frames(&mut app, 6);
        assert_eq!(screen(&app), Screen::Won, "{kind:?}: the panda walks once the maze is built");
        // Space finishes the next one at once.
        send(&mut app, GameCommand::NewMap);
        assert!(replay(&app).passages_shown().is_some());
        tap(&mut app, KeyCode::Space);
        app.update();
        assert!(replay(&app).is_done() && replay(&app).passages_shown().is_none(), "{kind:?}");
    }
}

#[test]
fn a_grid_maze_too_big_to_draw_at_each_step_comes_whole() {
    let mut app = game(Difficulty::Easy, 5);
    app.world_mut().resource_mut::<WatchSettings>().enabled = true;
    let big = GridSpec::new(GridShape::Round { rings: 70 }, 2);
    assert!(big.shape.cell_count() > MAX_WATCHED_GRID_CELLS);
    send(&mut app, GameCommand::LoadGrid(big));
    assert!(replay(&app).is_done(), "no replay for {} cells", big.shape.cell_count());
    let hard = GridKind::Round.spec(Difficulty::Hard, 2).unwrap();
    assert!(hard.shape.cell_count() <= MAX_WATCHED_GRID_CELLS, "every difficulty's board can be watched");
    send(&mut app, GameCommand::LoadGrid(hard));
    assert!(!replay(&app).is_done());
}

#[test]
fn the_algorithm_view_plays_a_grid_maze_s_build_and_search_and_a_new_map_ends_it() {
    use panda_maze::game::classroom::{LessonView, grid_building_lesson, grid_searching_lesson};
    use panda_maze::maze::solve::Solver;
    for kind in [GridKind::Round, GridKind::Hexagon, GridKind::Triangle] {
        let mut app = game(Difficulty::Easy, 5);
        send(&mut app, GameCommand::LoadGrid(kind.spec(Difficulty::Medium, 4).unwrap()));
        app.update();
        let game = grid(&app);
        let built = grid_building_lesson(&game).expect("a Medium board has its lesson");
        assert!(built.is_full(), "{kind:?}: the backtracker's full view");
        let mut view = app.world_mut().resource_mut::<LessonView<u32>>();
        view.open(built);
        view.steps_per_sec = 120.0;
        view.playing = true;
        frames(&mut app, 10);
        let view = app.world().resource::<LessonView<u32>>();
        let (steps, carved) = (view.state.steps, view.state.seen.len());
        assert!(steps > 5 && !view.is_done(), "{kind:?}: it plays on by itself ({steps} steps)");
        assert!(carved > 1 && carved < cells(&game), "{kind:?}: {carved} cells carved so far");
        assert!(!view.state.memory.is_empty() && view.state.line.is_some(), "{kind:?}: a stack and a lit line");
        // The solvers' searches: finished, each stands on the exit.
        for solver in [Solver::BreadthFirst, Solver::AStar, Solver::Tremaux] {
            let mut view = app.world_mut().resource_mut::<LessonView<u32>>();
            view.open(grid_searching_lesson(&game, solver).unwrap());
            view.finish();
            assert_eq!(view.state.at, Some(game.exit()), "{kind:?} {solver}");
            view.step_back();
            assert_ne!(view.state.steps, view.steps_in_all(), "{kind:?} {solver}: a step back");
        }
        send(&mut app, GameCommand::NewMap);
        app.update();
        assert!(app.world().resource::<LessonView<u32>>().lesson.is_none(), "{kind:?}: a new map ends the lesson");
    }
}

#[test]
fn a_wall_follower_on_every_grid_shows_its_nose_and_the_paw_at_its_hand() {
    use bevy::mesh::VertexAttributeValues;
    use panda_maze::game::classroom::{LessonView, grid_searching_lesson};
    use panda_maze::maze::solve::Solver;
    for kind in [GridKind::Round, GridKind::Hexagon, GridKind::Triangle] {
        let mut app = game(Difficulty::Easy, 5);
        app.init_resource::<Assets<Mesh>>().init_resource::<Assets<ColorMaterial>>();
        send(&mut app, GameCommand::LoadGrid(kind.spec(Difficulty::Easy, 4).unwrap()));
        app.update();
        let game = grid(&app);
        let mut view = app.world_mut().resource_mut::<LessonView<u32>>();
        view.open(grid_searching_lesson(&game, Solver::WallFollowerRight).unwrap());
        for _ in 0..12 {
            view.step_forward();
        }
        let (at, from) = (view.state.at.unwrap(), view.state.came_from.expect("a step walked"));
        frames(&mut app, 2);
        let mut marks = app.world_mut().query::<(&Name, &Mesh2d)>();
        let handle = marks.iter(app.world()).find(|(n, _)| n.as_str() == "Lesson marks").unwrap().1.0.clone();
        let mesh = app.world().resource::<Assets<Mesh>>().get(&handle).unwrap();
        let (Some(VertexAttributeValues::Float32x3(points)), Some(VertexAttributeValues::Float32x4(colours))) =
            (mesh.attribute(Mesh::ATTRIBUTE_POSITION), mesh.attribute(Mesh::ATTRIBUTE_COLOR))
        else {
            panic!("{kind:?}: positions and colours")
        };
        let black = Color::BLACK.to_linear().to_f32_array();
        let paw: Vec<Vec2> =
            points.iter().zip(colours).filter(|(_, c)| **c == black).map(|(p, _)| Vec2::new(p[0], p[1])).collect();
        assert!(!paw.is_empty(), "{kind:?}: the paw is drawn");
        let facing = game.centre(at) - game.centre(from);
        let paw_at = paw.iter().sum::<Vec2>() / paw.len() as f32 - game.centre(at);
        assert!(facing.perp_dot(paw_at) < 0.0, "{kind:?}: the right hand's paw is on its right");
    }
}

#[test]
fn a_race_on_a_grid_shows_each_racer_s_lesson_step_for_step() {
    use panda_maze::game::classroom::RaceLessons;
    use panda_maze::maze::solve::Solver;
    let mut app = game(Difficulty::Easy, 5);
    send(&mut app, GameCommand::LoadGrid(GridKind::Hexagon.spec(Difficulty::Medium, 4).unwrap()));
    app.update();
    send(&mut app, GameCommand::Race(Solver::BreadthFirst, Solver::Backtracking));
    frames(&mut app, 5);
    let race = app.world().resource::<RaceLessons<u32>>();
    assert_eq!(race.lanes.len(), 2, "a lesson a racer");
    assert_eq!((race.lanes[0].solver, race.lanes[1].solver), (Solver::BreadthFirst, Solver::Backtracking));
    let early: Vec<usize> = race.lanes.iter().map(|r| r.state.seen.len()).collect();
    assert!(early.iter().all(|&n| n > 0), "both have started: {early:?}");
    frames(&mut app, 30);
    let race = app.world().resource::<RaceLessons<u32>>();
    for (racer, before) in race.lanes.iter().zip(&early) {
        assert!(racer.state.seen.len() >= *before, "{}: the lesson follows the replay on", racer.solver);
        assert!(racer.state.line.is_some(), "{}: a line lit", racer.solver);
    }
    assert!(race.lanes.iter().any(|r| r.state.seen.len() > early[0].max(early[1])), "the race went on");
    // Under the pointer, each racer that reached the cell says what it knows of it, as on the square board.
    use panda_maze::game::classroom::LessonPointer;
    let both = race.lanes[0].state.seen.intersection(&race.lanes[1].state.seen).copied().max();
    let cell = both.expect("a cell both racers visited");
    send(&mut app, GameCommand::PauseSearch);
    app.world_mut().resource_mut::<LessonPointer>().cell = Some(cell);
    app.update();
    let readout = app.world().resource::<LessonPointer>().readout.clone().expect("a readout under the pointer");
    assert!(readout.en.contains("bfs: ") && readout.en.contains("backtracking: "), "{readout:?}");
}

/// A big grid maze (issue 27: 0.2 s or more on the frame at 300 rings) is
/// made off the frame: the board plays on until it is in, the newest asked
/// for wins, and a small grid maze or a square map asked for meanwhile
/// drops it.
#[test]
fn a_big_grid_maze_is_made_off_the_frame_and_the_newest_wins() {
    let pending = |app: &App| app.world().resource::<PendingGrid>().spec();
    let played = |app: &App| app.world().resource::<Played>().grid().map(|g| g.spec);
    let big = |seed| GridSpec::new(GridShape::Round { rings: 100 }, seed);
    assert!(big(1).shape.cell_count() >= OFF_FRAME_MIN_GRID_CELLS);
    let mut app = game(Difficulty::Easy, 5);
    let square = maze(&app);
    send(&mut app, GameCommand::LoadGrid(big(1)));
    assert_eq!((pending(&app), played(&app)), (Some(big(1)), None), "the square board plays on meanwhile");
    assert_eq!(settings(&mut app).grid, GridKind::Square, "and the panel's choices are still its");
    let open = Dir::ALL.into_iter().find(|&d| square.walk(square.entrance, d).is_some()).unwrap();
    tap(&mut app, key_for(open));
    assert_eq!(Some(panda(&mut app)), square.walk(square.entrance, open), "and the panda walks it");
    send(&mut app, GameCommand::LoadGrid(big(2)));
    assert_eq!(pending(&app), Some(big(2)), "the newest asked for is made");
    let started = std::time::Instant::now();
    while pending(&app).is_some() {
        assert!(started.elapsed().as_secs() < 120, "the maze is not made after two minutes");
        std::thread::sleep(std::time::Duration::from_millis(1));
        app.update();
    }
    let made = grid(&app);
    let fresh = GridGame::new(big(2)).unwrap();
    assert_eq!((made.spec, &made.route, first_cell(&app)), (big(2), &fresh.route, fresh.entrance()));
    assert_eq!(settings(&mut app).grid, GridKind::Round, "the round grid's, once it is in");
    frames(&mut app, 3);
    assert_eq!(played(&app), Some(big(2)), "the first big one never comes");
    // A small grid maze asked for meanwhile is played at once, and the big one never comes.
    let small = GridKind::Hexagon.spec(Difficulty::Easy, 3).unwrap();
    send(&mut app, GameCommand::LoadGrid(big(3)));
    send(&mut app, GameCommand::LoadGrid(small));
    assert_eq!((pending(&app), played(&app)), (None, Some(small)));
    // So does a square map.
    send(&mut app, GameCommand::LoadGrid(big(4)));
    send(&mut app, GameCommand::Load(MazeSpec::new(21, 21, 4)));
    frames(&mut app, 3);
    assert_eq!((pending(&app), played(&app)), (None, None));
    assert_eq!(app.world().resource::<panda_maze::game::Played>().square().unwrap().spec, MazeSpec::new(21, 21, 4));
}

#[test]
fn the_algorithm_view_searches_a_maze_of_floors_and_a_weave_over_their_stairs_and_bridges() {
    use panda_maze::game::classroom::{LessonMark, LessonView, NoLesson, grid_building_lesson, grid_searching_lesson};
    use panda_maze::maze::floors::{FloorSpec, Stairs};
    use panda_maze::maze::solve::Solver;
    use panda_maze::maze::weave::{WeaveGrid, WeaveSpec};
    let square = WeaveGrid::Square { cols: 6, rows: 5 };
    let boards = [
        ("floors", GameCommand::LoadFloors(FloorSpec::new(square, 3, 4).with_stairs(Stairs::Tower))),
        ("weave", GameCommand::LoadWeave(WeaveSpec::new(square, 100, 6))),
    ];
    for (name, load) in boards {
        let mut app = game(Difficulty::Easy, 5);
        app.init_resource::<Assets<Mesh>>().init_resource::<Assets<ColorMaterial>>();
        send(&mut app, load);
        app.update();
        let game = grid(&app);
        assert!(game.floors.is_some() || game.weave.is_some(), "{name}: {}", game.code());
        // Its build is not its generator's alone (stairs joined, tunnels dug): no build lesson, said so.
        assert_eq!(grid_building_lesson(&game).err(), Some(NoLesson::NotBuiltAlone), "{name}");
        for solver in Solver::ALL {
            let lesson = grid_searching_lesson(&game, solver).expect("a small board has its lesson");
            let mut view = app.world_mut().resource_mut::<LessonView<u32>>();
            view.open(lesson);
            view.finish();
            assert_eq!(view.state.at, Some(game.exit()), "{name} {solver}: the search ends on the exit");
            let seen = view.state.seen.clone();
            // The way out's every place was visited: the stairs' far cells, the places under the bridges.
            for &c in &game.route {
                assert!(seen.contains(&c), "{name} {solver}: the route's {c} was never visited");
            }
            frames(&mut app, 2);
            let marks = app.world_mut().query_filtered::<(), With<LessonMark<u32>>>().iter(app.world()).count();
            assert_eq!(marks, 1, "{name} {solver}: the search's marks are drawn over the board");
        }
    }
}
