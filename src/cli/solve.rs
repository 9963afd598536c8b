//! `panda-maze solve`: the way out of a maze read from a file or standard
//! input (a line at a time, stopping at the first bad line) or generated.

use std::io::{self, BufReader};
use std::path::{Path, PathBuf};

use clap::{Args, ValueEnum};

use super::generate::{MazeArgs, make};
use super::output;
use super::weave::CodeArg;
use super::{Failure, parse_seed};
use crate::maze::Maze;
use crate::maze::edit::Written;
use crate::maze::generate::AnySpec;
use crate::maze::grid::MAX_SIDE;
use crate::maze::items::{self, Items, Progress};
use crate::maze::render::route_map_to;
use crate::maze::solve::{Solver, Step, solve};
use crate::maze::text::{self, ReadError};
use crate::user_file;

/// The largest maze file read: the largest board in the 0/1 form (a digit
/// and a space a tile, `\r\n` a line), and room for a few comment lines.
pub const MAX_MAZE_TEXT_BYTES: u64 = ((2 * MAX_SIDE + 2) * MAX_SIDE) as u64 + user_file::MIB;

/// How `solve` prints the route.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum RouteFormat {
    /// The maze as # and . text with the route drawn as `*`.
    Map,
    /// One `x y` line per route tile, entrance first (a cell index a line on other grids).
    List,
}

/// Options of `panda-maze solve`.
#[derive(Debug, Args)]
pub struct SolveArgs {
    /// Maze file in the 0/1 or #/. format (`-` reads standard input), a regular file of at most the
    /// largest board (4003x4003 tiles); without it the maze is generated.
    #[arg(value_name = "FILE", conflicts_with_all = ["algorithm", "size", "corner", "braid", "seed", "mask", "exits", "weave", "floors", "stairs"])]
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
    /// A maze code as the game shows it, of any grid, woven or not (replaces the generation options).
    /// Every solver runs on round, hex and triangle mazes; their route is printed as cell indices
    /// (--trace is square only). A weave maze is solved over (cell, over or under), by every solver,
    /// `N under` where the route runs beneath crossing N; a maze of floors as `floor:cell`.
    #[arg(long, value_name = "CODE", value_parser = super::weave::parse_code,
          conflicts_with_all = ["file", "algorithm", "size", "corner", "braid", "seed", "mask", "exits", "grid", "rings", "outline", "weave", "floors", "stairs"])]
    pub code: Option<CodeArg>,
}

/// Reads the maze in `path` (`-`: standard input) a line at a time.
fn read_maze(path: &Path) -> Result<Maze, Failure> {
    let (name, read) = if path.as_os_str() == "-" {
        ("standard input".to_owned(), text::read(io::stdin().lock()))
    } else {
        let name = path.display().to_string();
        let file = user_file::open(path, MAX_MAZE_TEXT_BYTES).map_err(|e| Failure::other(e.to_string()))?;
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
    let floors = match args.code {
        Some(CodeArg::Floors(spec)) => Some(spec),
        None if args.file.is_none() => args.maze.floors_spec(args.seed)?,
        _ => None,
    };
    if let Some(spec) = floors {
        if args.trace {
            return Err(Failure::usage("--trace shows square mazes' searches only"));
        }
        return super::floors::solve(&spec, args.solver, args.format == RouteFormat::List);
    }
    let weave = match args.code {
        Some(CodeArg::Weave(spec)) => Some(spec),
        None if args.file.is_none() => args.maze.weave_spec(args.seed)?,
        _ => None,
    };
    if let Some(spec) = weave {
        if args.trace {
            return Err(Failure::usage("--trace shows square mazes' searches only"));
        }
        return super::weave::solve(&spec, args.solver, args.format == RouteFormat::List);
    }
    let grid = match args.code {
        Some(CodeArg::Flat(AnySpec::Grid(spec))) => Some(spec),
        None if args.file.is_none() => args.maze.grid_spec(args.seed)?,
        _ => None,
    };
    if let Some(spec) = grid {
        if args.trace {
            return Err(Failure::usage("--trace shows square mazes' searches only"));
        }
        return super::grid::solve(&spec, args.solver, args.format == RouteFormat::List);
    }
    let (maze, items) = match (&args.file, &args.code) {
        (Some(path), _) => (read_maze(path)?, Items::default()),
        (None, Some(CodeArg::Flat(AnySpec::Grid(_)) | CodeArg::Weave(_) | CodeArg::Floors(_))) => {
            unreachable!("solved above")
        }
        (None, Some(CodeArg::Shared(shared))) => match super::share::make(shared)? {
            Written::Square(maze, items) => (maze, items),
            Written::Grid(maze, items) => {
                if args.trace {
                    return Err(Failure::usage("--trace shows square mazes' searches only"));
                }
                let list = args.format == RouteFormat::List;
                return super::grid::solve_maze(&maze, &items, "maze from a share code", args.solver, list);
            }
        },
        (None, Some(CodeArg::Flat(AnySpec::Square(spec)))) => {
            let maze = make(spec, None)?;
            let items = spec.place_items(&maze);
            (maze, items)
        }
        (None, None) => (make(&args.maze.spec(args.seed)?, args.maze.file_mask()?.as_ref())?, Items::default()),
    };
    if !items.is_empty() {
        return full_clear(args, &maze, &items);
    }
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
        print_route(
            args,
            &maze,
            &route,
            out,
            &format!("{}: {} moves, {} tiles visited", args.solver, route.len() - 1, search.visited),
        )
    })
}

/// A maze with items is walked out only by eating every shoot and passing
/// each door with its key: the item solver's shortest full clear, said so
/// (the route through shut doors that a plain solver finds is no way out).
fn full_clear(args: &SolveArgs, maze: &Maze, items: &Items) -> Result<(), Failure> {
    if args.trace {
        return Err(Failure::usage(
            "--trace shows one solver's search; this code's maze has items, and its way out is the item \
             solver's full clear, which has no trace",
        ));
    }
    let route = items::solve(maze, items, Progress::start(maze), true)
        .ok_or_else(|| Failure::other("the items leave no way out"))?;
    let (bamboo, doors) = (items.bamboo.len(), items.doors.len());
    let summary = format!(
        "full clear (the item solver, not {}: {bamboo} bamboo eaten, {doors} door(s) opened with their keys): {} moves",
        args.solver,
        route.len() - 1
    );
    output::write_to(None, |out| print_route(args, maze, &route, out, &summary))
}

/// The route as asked (a map with a summary line, or a list of tiles).
fn print_route(
    args: &SolveArgs,
    maze: &Maze,
    route: &[crate::maze::Pos],
    out: &mut dyn io::Write,
    summary: &str,
) -> io::Result<()> {
    match args.format {
        RouteFormat::List => route.iter().try_for_each(|p| writeln!(out, "{} {}", p.x, p.y)),
        RouteFormat::Map => {
            route_map_to(maze, route, out)?;
            writeln!(out, "{summary}")
        }
    }
}
