//! `panda-maze solve`: the way out of a maze read from a file or standard
//! input (a line at a time, stopping at the first bad line) or generated.

use std::fs::File;
use std::io::{self, BufReader};
use std::path::{Path, PathBuf};

use clap::{Args, ValueEnum};

use super::generate::{MazeArgs, make};
use super::output;
use super::{Failure, parse_seed};
use crate::maze::render::route_map_to;
use crate::maze::solve::{Solver, Step, solve};
use crate::maze::text::{self, ReadError};
use crate::maze::{Maze, MazeSpec};

/// How `solve` prints the route.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum RouteFormat {
    /// The maze as # and . text with the route drawn as `*`.
    Map,
    /// One `x y` line per route tile, entrance first.
    List,
}

/// Options of `panda-maze solve`.
#[derive(Debug, Args)]
pub struct SolveArgs {
    /// Maze file in the 0/1 or #/. format (`-` reads standard input); without it the maze is generated.
    #[arg(value_name = "FILE", conflicts_with_all = ["algorithm", "size", "corner", "braid", "seed", "mask", "exits"])]
    pub file: Option<PathBuf>,
    /// The solver (see `panda-maze solvers`).
    #[arg(long, value_name = "NAME", default_value = "astar")]
    pub solver: Solver,
    /// Print every step of the search (visit, frontier, dead-end) before the route.
    #[arg(long)]
    pub trace: bool,
    /// How to print the route.
    #[arg(long, value_name = "FORMAT", default_value = "map")]
    pub format: RouteFormat,
    /// The maze to generate when no FILE is given.
    #[command(flatten)]
    pub maze: MazeArgs,
    /// Seed of the generated maze.
    #[arg(long, value_name = "N", default_value_t = 1, value_parser = parse_seed, allow_negative_numbers = true)]
    pub seed: u64,
    /// A maze code as the game shows it (replaces the generation options).
    #[arg(long, value_name = "CODE", value_parser = MazeSpec::from_code,
          conflicts_with_all = ["file", "algorithm", "size", "corner", "braid", "seed", "mask", "exits"])]
    pub code: Option<MazeSpec>,
}

/// Reads the maze in `path` (`-`: standard input) a line at a time.
fn read_maze(path: &Path) -> Result<Maze, Failure> {
    let (name, read) = if path.as_os_str() == "-" {
        ("standard input".to_owned(), text::read(io::stdin().lock()))
    } else {
        let name = path.display().to_string();
        let file = File::open(path).map_err(|e| Failure::other(format!("cannot read {name}: {e}")))?;
        (name, text::read(BufReader::new(file)))
    };
    read.map_err(|e| match e {
        ReadError::Io(e) => Failure::other(format!("cannot read {name}: {e}")),
        ReadError::Parse(e) => Failure::other(format!("{}: {e}", path.display())),
    })
}

/// Runs `solve`: prints the trace (when asked) and the route, or says why
/// there is none. A one-tile route (the entrance is the exit) is a route.
pub fn run(args: &SolveArgs) -> Result<(), Failure> {
    let maze = match (&args.file, args.code) {
        (Some(path), _) => read_maze(path)?,
        (None, Some(spec)) => make(&spec, None)?,
        (None, None) => make(&args.maze.spec(args.seed)?, args.maze.file_mask()?.as_ref())?,
    };
    let search = solve(&maze, args.solver, maze.entrance, maze.exit, args.trace);
    let route = search.route.map_err(|e| Failure::other(format!("{}: {e}", args.solver)))?;
    output::write_to(None, |out| {
        for step in &search.trace {
            let (what, p) = match *step {
                Step::Visit(p) => ("visit", p),
                Step::Frontier(p) => ("frontier", p),
                Step::DeadEnd(p) => ("dead-end", p),
            };
            writeln!(out, "{what} {} {}", p.x, p.y)?;
        }
        match args.format {
            RouteFormat::List => route.iter().try_for_each(|p| writeln!(out, "{} {}", p.x, p.y)),
            RouteFormat::Map => {
                route_map_to(&maze, &route, out)?;
                let moves = route.len() - 1;
                writeln!(out, "{}: {moves} moves, {} tiles visited", args.solver, search.visited)
            }
        }
    })
}
