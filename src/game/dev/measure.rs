//! `panda-maze measure` (hidden from `--help`): the speed goals of the issue,
//! timed on the headless game (`MinimalPlugins` + [`GamePlugin`], manual
//! time, no window or renderer), as medians of several runs.
//!
//! Criterion benchmarks of the Bevy game would need a bench profile, which
//! rebuilds Bevy; this runs in whatever profile the binary was built with and
//! says which. The figures are printed one `name: value` a line, for people;
//! a test checks only their format (speed goals never live in timed tests).

use std::time::{Duration, Instant};

use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;

use crate::game::GamePlugin;
use crate::game::board::{BoardChunk, BoardLimits};
use crate::game::command::{GameCommand, MoveRequest};
use crate::game::model::{Difficulty, GameOptions, Route};
use crate::game::view::chunks::chunk_tile_data;
use crate::maze::metrics::measure_along;
use crate::maze::{Dir, MazeSpec, Pos, breadth_first};

/// Simulated frame length.
const FRAME: Duration = Duration::from_millis(16);

/// The headless game, started on an Easy board.
fn headless_game(seed: u64) -> App {
    let mut app = App::new();
    app.add_plugins(MinimalPlugins).add_plugins(GamePlugin {
        options: GameOptions { difficulty: Difficulty::Easy, seed: Some(seed), ..GameOptions::default() },
    });
    app.insert_resource(TimeUpdateStrategy::ManualDuration(FRAME));
    app.update();
    app
}

fn millis(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

/// Median, smallest and largest of `samples` (milliseconds).
fn spread(mut samples: Vec<f64>) -> (f64, f64, f64) {
    let Some(_) = samples.first() else { return (f64::NAN, f64::NAN, f64::NAN) }; // no samples, no figures
    samples.sort_by(f64::total_cmp);
    let n = samples.len();
    let median = if n % 2 == 1 { samples[n / 2] } else { (samples[n / 2 - 1] + samples[n / 2]) / 2.0 };
    (median, samples[0], samples[n - 1])
}

fn report(name: &str, samples: Vec<f64>) {
    let n = samples.len();
    let (median, min, max) = spread(samples);
    println!("{name}: median {median:.2} ms, min {min:.2}, max {max:.2}, runs {n}");
}

/// The size in the records file of a Hard run's ghost: the route walked at
/// the held key's pace, and tapped at a step every third of a second with a
/// pause of two seconds every 50 steps (the slowest a delta fits one byte is 0.31 s).
fn ghost_size(width: usize, height: usize) {
    use crate::game::settings::ghost::Ghost;
    let spec = MazeSpec::new(width, height, 1);
    let maze = spec.generate().expect("a checked size");
    // In the file: "key": "g1:...", and a comma.
    let around = spec.plain_code().len() + 7;
    let route = breadth_first(&maze).unwrap_or_default();
    let dirs: Vec<Dir> = route.windows(2).filter_map(|w| Dir::between(w[0], w[1])).collect();
    let held = (crate::game::input::MOVE_REPEAT_SECS * 100.0).round() as u32;
    for (name, pace) in [("held", [held; 50]), ("tapped", std::array::from_fn(|i| if i == 49 { 200 } else { 33 }))] {
        let mut cs = 0;
        let ghost = Ghost {
            steps: dirs
                .iter()
                .enumerate()
                .map(|(i, &d)| {
                    (d, {
                        cs += pace[i % 50];
                        cs
                    })
                })
                .collect(),
        };
        let bytes = ghost.encode().len() + around;
        println!("hard_ghost_{name}: {} steps, {bytes} bytes in the file with its key", dirs.len());
    }
}

/// A line of `/proc/self/status` in MiB (Linux; `None` elsewhere).
fn proc_status_mib(key: &str) -> Option<f64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with(key))?;
    let kib: f64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib / 1024.0)
}

fn mib(key: &str) -> String {
    proc_status_mib(key).map_or("unknown".to_owned(), |m| format!("{m:.0} MiB"))
}

/// Times one `update` after `command`: from the command (a key press) until the board is ready to draw.
fn time_command(app: &mut App, command: GameCommand) -> f64 {
    let started = Instant::now();
    app.world_mut().write_message(command);
    app.update();
    millis(started.elapsed())
}

/// Runs the measurements and prints them. `quick`: a small board and few runs.
pub fn run(quick: bool, size: Option<(usize, usize)>) {
    let (width, height) = size.unwrap_or(if quick { (251, 251) } else { (4003, 4003) });
    let (hard_runs, huge_runs, walk_frames) = if quick { (3, 2, 20) } else { (21, 3, 240) };
    let profile = if cfg!(debug_assertions) { "dev (opt-level 1)" } else { "release" };
    println!("profile: {profile}");

    // (b) a huge maze, generated and ready (first, so the peak memory is its own).
    let mut app = headless_game(1);
    let spec = MazeSpec::new(width, height, 1);
    let chunked = app.world().resource::<BoardLimits>().chunked(&spec.generate().expect("a checked size"));
    println!(
        "huge_size: {width}x{height} tiles, {} tiles, chunked {}",
        width * height,
        if chunked { "yes" } else { "no" }
    );
    let ready: Vec<f64> = (0..huge_runs).map(|_| time_command(&mut app, GameCommand::NewMapLike(spec))).collect();
    report("huge_ready", ready);
    // Its parts, outside the app.
    let (mut generate, mut route, mut metrics, mut pack) = (vec![], vec![], vec![], vec![]);
    for seed in 0..huge_runs as u64 {
        let t = Instant::now();
        let maze = MazeSpec::new(width, height, seed).generate().expect("a checked size");
        generate.push(millis(t.elapsed()));
        let t = Instant::now();
        let way = breadth_first(&maze).unwrap_or_default();
        route.push(millis(t.elapsed()));
        let t = Instant::now();
        let _ = measure_along(&maze, &way);
        metrics.push(millis(t.elapsed()));
        // What the renderer does over the first frames of a chunked board: pack every chunk's texture.
        let t = Instant::now();
        let side = crate::game::board::CHUNK_SIDE;
        for y in (0..height).step_by(side) {
            for x in (0..width).step_by(side) {
                std::hint::black_box(chunk_tile_data(&maze, BoardChunk { origin: Pos::new(x, y) }));
            }
        }
        pack.push(millis(t.elapsed()));
    }
    report("huge_part_generate", generate);
    report("huge_part_route", route);
    report("huge_part_metrics", metrics);
    report("huge_part_pack_chunks", pack);
    let entities = app.world().entities().count_spawned();
    println!("huge_entities: {entities}");

    // (c) a frame's CPU work while walking it: a step a frame along the route.
    let route = app.world().resource::<Route>().0.clone();
    let mut frames = Vec::new();
    for pair in route.windows(2).take(walk_frames) {
        let dir = Dir::between(pair[0], pair[1]).expect("route steps are adjacent");
        let t = Instant::now();
        app.world_mut().write_message(MoveRequest(dir));
        app.update();
        frames.push(millis(t.elapsed()));
    }
    report("huge_walk_frame", frames);
    // The same with the route being shown (markers spawn over its reveal).
    app.world_mut().write_message(GameCommand::ShowRoute(true));
    let mut frames = Vec::new();
    for _ in 0..walk_frames.min(120) {
        let t = Instant::now();
        app.update();
        frames.push(millis(t.elapsed()));
    }
    report("huge_route_reveal_frame", frames);
    println!("huge_peak_rss: {}", mib("VmHWM"));
    drop(app);

    // (a) a new map at Hard, from the key press until the board is ready to draw.
    let mut app = headless_game(2);
    let _ = time_command(&mut app, GameCommand::SetDifficulty(Difficulty::Hard));
    let hard: Vec<f64> = (0..hard_runs).map(|_| time_command(&mut app, GameCommand::NewMap)).collect();
    report("hard_new_map", hard);
    drop(app);
    let (w, h) = Difficulty::Hard.size();
    let (mut generate, mut astar_ms, mut bfs_ms, mut metrics) = (vec![], vec![], vec![], vec![]);
    for seed in 0..hard_runs as u64 {
        let t = Instant::now();
        let maze = MazeSpec::new(w, h, seed).generate().expect("a checked size");
        generate.push(millis(t.elapsed()));
        let t = Instant::now();
        let way = crate::maze::astar(&maze).unwrap_or_default();
        astar_ms.push(millis(t.elapsed()));
        let t = Instant::now();
        std::hint::black_box(breadth_first(&maze));
        bfs_ms.push(millis(t.elapsed()));
        let t = Instant::now();
        let _ = measure_along(&maze, &way);
        metrics.push(millis(t.elapsed()));
    }
    report("hard_part_generate", generate);
    report("hard_part_astar", astar_ms);
    report("hard_part_breadth_first", bfs_ms);
    report("hard_part_metrics", metrics);
    ghost_size(w, h);

    // What decided the entity limit: the same board as tile entities and as chunks.
    let side = if quick { 101 } else { 501 };
    let spec = MazeSpec::new(side, side, 3);
    for (mode, limit) in [("entities", usize::MAX), ("chunks", 0)] {
        let mut app = headless_game(3);
        app.insert_resource(BoardLimits { max_entity_tiles: limit });
        let before = proc_status_mib("VmRSS");
        let ready = time_command(&mut app, GameCommand::NewMapLike(spec));
        let after = proc_status_mib("VmRSS");
        let tiles = side * side;
        let bytes = before.zip(after).map_or("unknown".to_owned(), |(b, a)| {
            format!("{:.0} bytes a tile", (a - b).max(0.0) * 1024.0 * 1024.0 / tiles as f64)
        });
        let entities = app.world().entities().count_spawned();
        let mut frames = Vec::new();
        for _ in 0..hard_runs {
            let t = Instant::now();
            app.update();
            frames.push(millis(t.elapsed()));
        }
        let (frame, _, _) = spread(frames);
        println!(
            "board_{mode}: {side}x{side} tiles ready in {ready:.1} ms ({:.2} us a tile), {bytes}, {entities} entities, idle frame {frame:.2} ms",
            ready * 1000.0 / tiles as f64
        );
    }
    println!("peak_rss: {}", mib("VmHWM"));
}
