//! `panda-maze stats`: metrics averaged over seeds 0, 1, 2, …, as running
//! sums, so any count runs in the memory of one maze (with a progress line
//! on a terminal).

use std::io::{IsTerminal as _, Write as _};
use std::time::{Duration, Instant};

use clap::Args;

use super::generate::{MazeArgs, make};
use super::mean::stopped_by_user;
use super::{Failure, interrupt, output, whole_number};
use crate::maze::Maze;
use crate::maze::distance::longest_path;
use crate::maze::metrics::{Metrics, measure};
use crate::maze::solve::shortest_route;

/// Options of `panda-maze stats`.
#[derive(Debug, Args)]
pub struct StatsArgs {
    /// The mazes.
    #[command(flatten)]
    pub maze: MazeArgs,
    /// How many seeds (0, 1, 2, …) to average over, up to 18446744073709551615. A terminal shows how
    /// far it is; Ctrl+C stops it and prints the figures of the seeds done so far (status 130).
    #[arg(long, value_name = "N", default_value_t = 100, value_parser = parse_count, allow_negative_numbers = true)]
    pub count: u64,
}

fn parse_count(text: &str) -> Result<u64, String> {
    whole_number(text, "a count of seeds", 1, u64::MAX)
}

/// The rows of the table: name, the figure of one maze, the factor for the mean, unit.
const ROWS: [(&str, fn(&Metrics) -> f64, f64, &str); 7] = [
    ("dead ends", |m| m.dead_end_share, 100.0, "% of cells"),
    ("junctions", |m| m.junctions as f64, 1.0, ""),
    ("route", |m| m.route_tiles as f64, 1.0, "tiles"),
    ("route share", |m| m.route_share, 100.0, "% of floor"),
    ("turns on route", |m| m.turns as f64, 1.0, ""),
    ("mean corridor", |m| m.mean_corridor, 1.0, "tiles"),
    ("difficulty", |m| m.difficulty, 1.0, "of 10"),
];

/// The longest path of `maze` in steps, and the share of its floor cells
/// (odd column and row) that path runs through (0..1).
fn longest(maze: &Maze) -> (f64, f64) {
    let Some(path) = longest_path(maze) else { return (0.0, 0.0) };
    let is_cell = |p: &crate::maze::Pos| p.x % 2 == 1 && p.y % 2 == 1;
    let on_path = shortest_route(maze, path.from, path.to).map_or(0, |r| r.iter().filter(|p| is_cell(p)).count());
    let cells = (0..maze.tiles().len()).map(|i| maze.pos_of(i)).filter(|p| is_cell(p) && maze.is_floor(*p)).count();
    (f64::from(path.steps), on_path as f64 / cells.max(1) as f64)
}

/// Seeds done out of all, on standard error, at most every `EVERY`.
struct Progress {
    shown: bool,
    last: Instant,
}

impl Progress {
    const EVERY: Duration = Duration::from_millis(200);

    fn tick(&mut self, done: u64, all: u64) {
        if self.last.elapsed() >= Self::EVERY && std::io::stderr().is_terminal() {
            let share = done as f64 / all as f64 * 100.0;
            let _ = write!(std::io::stderr(), "\r{done} of {all} seeds ({share:.1}%)");
            (self.shown, self.last) = (true, Instant::now());
        }
    }

    fn clear(&self) {
        if self.shown {
            let _ = write!(std::io::stderr(), "\r\x1b[2K");
        }
    }
}

/// Runs `stats`: metrics averaged over seeds 0..count, as a small table.
pub fn run(args: &StatsArgs) -> Result<(), Failure> {
    if let Some(first) = args.maze.floors_spec(0)? {
        return super::floors::stats(&first, args.count);
    }
    if let Some(first) = args.maze.weave_spec(0)? {
        return super::weave::stats(&first, args.count);
    }
    if let Some(first) = args.maze.grid_spec(0)? {
        return super::grid::stats(&first, args.count);
    }
    args.maze.spec(0)?;
    let mask = args.maze.file_mask()?;
    let mut sums = [0.0; ROWS.len()];
    let (mut longest_sum, mut share_sum) = (0.0, 0.0);
    let mut progress = Progress { shown: false, last: Instant::now() };
    interrupt::catch();
    let mut done = 0;
    for seed in 0..args.count {
        if interrupt::asked() {
            break;
        }
        let maze = make(&args.maze.spec(seed)?, mask.as_ref())?;
        let metrics = measure(&maze);
        let (steps, share) = longest(&maze);
        (longest_sum, share_sum) = (longest_sum + steps, share_sum + share);
        for (sum, (_, figure, _, _)) in sums.iter_mut().zip(ROWS) {
            *sum += figure(&metrics);
        }
        done = seed + 1;
        progress.tick(done, args.count);
    }
    progress.clear();
    let stopped = done < args.count;
    if stopped && done == 0 {
        return Err(stopped_by_user(done, args.count));
    }
    let (w, h) = args.maze.tiles()?;
    let (count, n) = (done, done as f64);
    let shape = args.maze.mask.as_deref().map_or(String::new(), |m| format!(", cut to {m}"));
    let of = if stopped { format!(" of {}, stopped by Ctrl+C", args.count) } else { String::new() };
    let mut out = format!("{} on {w}x{h} tiles{shape}, {count} seeds (0..{count}{of})\n", args.maze.algorithm);
    for ((name, _, factor, unit), sum) in ROWS.into_iter().zip(sums) {
        let value = sum / n * factor;
        out += &format!("  {name:<15} {value:>9.2} {unit}\n");
    }
    out += &format!("  {:<15} {:>9.2} steps\n", "longest path", longest_sum / n);
    out += &format!("  {:<15} {:>9.2} % of cells\n", "longest share", share_sum / n * 100.0);
    output::print(&out)?;
    if stopped { Err(stopped_by_user(done, args.count)) } else { Ok(()) }
}
