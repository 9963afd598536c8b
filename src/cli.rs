//! The command line of `panda-maze`: play (the default), print or save a maze,
//! list the algorithms, or measure them.

use std::io::Write as _;
use std::path::{Path, PathBuf};

use clap::{Args, Parser, Subcommand, ValueEnum};
use serde::Serialize;

use crate::game::{Difficulty, GameOptions};
use crate::maze::generate::{Algorithm, seed_from_clock};
use crate::maze::grid::check_size;
use crate::maze::metrics::{Metrics, measure, measure_along};
use crate::maze::text::TextFormat;
use crate::maze::{Maze, MazeSpec, Pos, StartCorner, astar, render, text};

/// Panda Maze (熊猫走迷宫): walk a panda out of a random maze.
///
/// With no command, opens the game window. Keys in the game: arrows or WASD
/// move, N new map, R restart, P show/hide the way out, 1/2/3 difficulty.
#[derive(Debug, Parser)]
#[command(name = "panda-maze", version, args_conflicts_with_subcommands = true)]
pub struct Cli {
    /// What to do instead of playing.
    #[command(subcommand)]
    pub command: Option<Command>,
    /// Seed of the first maze (the same seed gives the same maze).
    #[arg(long, value_name = "N")]
    pub seed: Option<u64>,
    /// Board size: easy (21×21), medium (49×55) or hard (91×103) [default: the last one played]
    #[arg(long, value_name = "LEVEL")]
    pub difficulty: Option<Difficulty>,
    /// Generation algorithm (see `panda-maze algorithms`).
    #[arg(long, value_name = "NAME", default_value = "backtracker")]
    pub algorithm: Algorithm,
    /// Where the backtracker starts: top-left, top-right, bottom-right, centre or random.
    #[arg(long, value_name = "CORNER", default_value = "top-left")]
    pub corner: StartCorner,
    /// Share of dead ends to remove, 0-100 (makes loops).
    #[arg(long, value_name = "PERCENT", default_value_t = 0, value_parser = clap::value_parser!(u8).range(0..=100))]
    pub braid: u8,
    /// A custom board size in tiles, WIDTHxHEIGHT, both odd, from 5 up to 4003 (2001×2001 cells).
    #[arg(long, value_name = "WxH", value_parser = parse_play_size, conflicts_with = "difficulty")]
    pub size: Option<(usize, usize)>,
    /// Play today's daily maze (the same for everyone on a UTC calendar day).
    #[arg(long, conflicts_with_all = ["seed", "difficulty", "size", "algorithm", "corner", "braid"])]
    pub daily: bool,
    /// Scripted screenshot run for the visual test, writing into DIR.
    #[arg(long, value_name = "DIR", hide = true)]
    pub script: Option<PathBuf>,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Print a maze to standard output, or save it with -o.
    Generate(GenerateArgs),
    /// List the generation algorithms, a line each.
    Algorithms,
    /// Measure an algorithm: metrics averaged over many seeds.
    Stats(StatsArgs),
    /// Draw the game's pixel art into PNG files (the generator of assets/art/).
    DrawArt(DrawArtArgs),
    /// Find the way out of a maze read from a file (0/1 or #/. text) or generated.
    Solve(SolveArgs),
    /// List the solvers, a line each.
    Solvers,
    /// Time the headless game: a new Hard map, a huge maze, frames while walking it, peak memory.
    #[command(hide = true)]
    Measure(MeasureArgs),
}

/// Options of the hidden `panda-maze measure`.
#[derive(Debug, Args)]
pub struct MeasureArgs {
    /// A small board and few runs: checks that measuring works, its figures mean little.
    #[arg(long)]
    pub quick: bool,
    /// The large board to measure, in tiles [default: 4003x4003, or 251x251 with --quick].
    #[arg(long, value_name = "WxH", value_parser = parse_size)]
    pub size: Option<(usize, usize)>,
}

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
    #[arg(value_name = "FILE")]
    pub file: Option<PathBuf>,
    /// The solver (see `panda-maze solvers`).
    #[arg(long, value_name = "NAME", default_value = "astar")]
    pub solver: crate::maze::solve::Solver,
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
    #[arg(long, value_name = "N", default_value_t = 1)]
    pub seed: u64,
    /// A maze code as the game shows it (replaces the generation options).
    #[arg(long, value_name = "CODE", value_parser = MazeSpec::from_code, conflicts_with = "file")]
    pub code: Option<MazeSpec>,
}

/// Runs `solve`: the route (and the trace) as text, or why there is none.
pub fn solve(args: &SolveArgs) -> Result<String, Failure> {
    use crate::maze::solve::{Step, solve};
    let fail = |message: String| Failure { message, status: 1 };
    let maze = match &args.file {
        Some(path) => {
            let text = if path.as_os_str() == "-" {
                std::io::read_to_string(std::io::stdin())
                    .map_err(|e| fail(format!("cannot read standard input: {e}")))?
            } else {
                std::fs::read_to_string(path).map_err(|e| fail(format!("cannot read {}: {e}", path.display())))?
            };
            text::parse(&text).map_err(|e| fail(format!("{}: {e}", path.display())))?
        }
        None => args.code.unwrap_or_else(|| args.maze.spec(args.seed)).generate().expect("size checked when parsed"),
    };
    let search = solve(&maze, args.solver, maze.entrance, maze.exit, args.trace);
    let mut out = String::new();
    for step in &search.trace {
        let (what, p) = match *step {
            Step::Visit(p) => ("visit", p),
            Step::Frontier(p) => ("frontier", p),
            Step::DeadEnd(p) => ("dead-end", p),
        };
        out.push_str(&format!("{what} {} {}\n", p.x, p.y));
    }
    let route = search.route.map_err(|e| fail(format!("{}: {e}", args.solver)))?;
    match args.format {
        RouteFormat::List => route.iter().for_each(|p| out.push_str(&format!("{} {}\n", p.x, p.y))),
        RouteFormat::Map => {
            let mut rows: Vec<Vec<char>> =
                text::write(&maze, TextFormat::Hash).lines().map(|l| l.chars().collect()).collect();
            for p in &route[1..route.len().saturating_sub(1)] {
                rows[p.y][p.x] = '*';
            }
            for row in rows {
                out.extend(row);
                out.push('\n');
            }
            out.push_str(&format!("{}: {} moves, {} tiles visited\n", args.solver, route.len() - 1, search.visited));
        }
    }
    Ok(out)
}

/// Runs `solvers`: one line per solver.
pub fn solvers() -> String {
    use crate::maze::solve::Solver;
    let width = Solver::ALL.iter().map(|s| s.name().len()).max().unwrap_or(0);
    Solver::ALL.iter().map(|s| format!("{:width$}  {}\n", s.name(), s.description())).collect()
}

/// Options of `panda-maze draw-art`.
#[derive(Debug, Args)]
pub struct DrawArtArgs {
    /// Folder to write into (created if missing).
    #[arg(long, short, value_name = "DIR", default_value = "assets/art")]
    pub out: PathBuf,
}

/// Draws every picture of [`crate::art::catalogue`] into `args.out`; returns the files written.
pub fn draw_art(args: &DrawArtArgs) -> Result<String, Failure> {
    let written = crate::art::write_all(&args.out).map_err(|e| Failure {
        message: format!("cannot write the art into {}: {e}", args.out.display()),
        status: 1,
    })?;
    Ok(written.iter().map(|p| format!("{}\n", p.display())).collect())
}

/// How `generate` writes the maze.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum OutputFormat {
    /// 0 wall, 1 floor, digits separated by spaces (the course program's form).
    ZeroOne,
    /// # wall, . floor, S entrance, E exit.
    Hash,
    /// +---+ box drawing for a terminal.
    Ascii,
    /// A vector picture.
    Svg,
    /// A pixel picture (needs -o).
    Png,
    /// The maze, its code and its metrics as JSON.
    Json,
}

/// Which maze: shared by `generate` and `stats`.
#[derive(Debug, Args)]
pub struct MazeArgs {
    /// Generation algorithm (see `panda-maze algorithms`); settings after a colon, e.g. binary-tree:70.
    #[arg(long, value_name = "NAME", default_value = "backtracker")]
    pub algorithm: Algorithm,
    /// Board size in tiles, WIDTHxHEIGHT, both odd and at least 3 (cells sit on odd rows and columns).
    #[arg(long, value_name = "WxH", default_value = "21x21", value_parser = parse_size)]
    pub size: (usize, usize),
    /// Where the backtracker starts: top-left, top-right, bottom-right, centre or random.
    #[arg(long, value_name = "CORNER", default_value = "top-left")]
    pub corner: StartCorner,
    /// Share of dead ends to remove, 0-100 (makes loops).
    #[arg(long, value_name = "PERCENT", default_value_t = 0, value_parser = clap::value_parser!(u8).range(0..=100))]
    pub braid: u8,
}

impl MazeArgs {
    fn spec(&self, seed: u64) -> MazeSpec {
        let (width, height) = self.size;
        MazeSpec::new(width, height, seed)
            .with_algorithm(self.algorithm)
            .with_corner(self.corner)
            .with_braid(self.braid)
    }
}

/// Options of `panda-maze generate`.
#[derive(Debug, Args)]
pub struct GenerateArgs {
    /// The maze.
    #[command(flatten)]
    pub maze: MazeArgs,
    /// Seed of the random stream; without it one is picked and printed to standard error.
    #[arg(long, value_name = "N")]
    pub seed: Option<u64>,
    /// A maze code as the game shows it (replaces --algorithm, --size, --corner, --braid and --seed).
    #[arg(long, value_name = "CODE", value_parser = MazeSpec::from_code)]
    pub code: Option<MazeSpec>,
    /// Output format.
    #[arg(long, value_name = "FORMAT", default_value = "zero-one")]
    pub format: OutputFormat,
    /// Write to FILE instead of standard output.
    #[arg(short = 'o', long = "output", value_name = "FILE")]
    pub output: Option<PathBuf>,
}

/// Options of `panda-maze stats`.
#[derive(Debug, Args)]
pub struct StatsArgs {
    /// The mazes.
    #[command(flatten)]
    pub maze: MazeArgs,
    /// How many seeds (0, 1, 2, …) to average over.
    #[arg(long, value_name = "N", default_value_t = 100, value_parser = clap::value_parser!(u64).range(1..))]
    pub count: u64,
}

/// Reads `WxH` (or `W×H`) and checks that it is a valid board size.
pub fn parse_size(text: &str) -> Result<(usize, usize), String> {
    let (w, h) = text
        .split_once(['x', 'X', '×'])
        .ok_or_else(|| format!("'{text}' is not a size; write it as WIDTHxHEIGHT, e.g. 21x21"))?;
    let number = |s: &str| {
        s.trim().parse::<usize>().map_err(|_| format!("'{s}' in '{text}' is not a whole number; write e.g. 21x21"))
    };
    let (w, h) = (number(w)?, number(h)?);
    check_size(w, h).map_err(|e| e.to_string())?;
    Ok((w, h))
}

/// A board size to play: as [`parse_size`], and at least
/// [`crate::game::PLAY_MIN_SIDE`] tiles a side (a one-cell-wide board is a
/// maze, but not a game: its entrance may be its exit).
pub fn parse_play_size(text: &str) -> Result<(usize, usize), String> {
    let (w, h) = parse_size(text)?;
    let min = crate::game::PLAY_MIN_SIDE;
    if w < min || h < min {
        return Err(format!("size {w}x{h} is too small to play; each side must be at least {min} tiles"));
    }
    Ok((w, h))
}

impl Cli {
    /// The game's start options from the flags.
    pub fn game_options(&self) -> GameOptions {
        GameOptions {
            difficulty: self.difficulty.unwrap_or_default(),
            seed: self.seed,
            corner: self.corner,
            algorithm: self.algorithm,
            braid_percent: self.braid,
            size: self.size,
            daily: self.daily,
        }
    }
}

/// What went wrong running a subcommand, and the exit status it calls for.
#[derive(Debug)]
pub struct Failure {
    /// The message for standard error.
    pub message: String,
    /// 2 for a usage mistake, 1 for anything else.
    pub status: u8,
}

/// The JSON form of a generated maze.
#[derive(Serialize)]
struct MazeJson {
    code: String,
    algorithm: String,
    seed: u64,
    width: usize,
    height: usize,
    entrance: [usize; 2],
    exit: [usize; 2],
    /// One string a row: `#` wall, `.` floor.
    rows: Vec<String>,
    route: Vec<[usize; 2]>,
    metrics: Metrics,
}

/// Colours of exported pictures (the game's default palette).
const WALL_RGB: [u8; 3] = crate::art::colours::BAMBOO_WALL;
const FLOOR_RGB: [u8; 3] = crate::art::colours::BAMBOO_FLOOR;
const ENTRANCE_RGB: [u8; 3] = crate::art::colours::BAMBOO_ENTRANCE;
const EXIT_RGB: [u8; 3] = crate::art::colours::BAMBOO_EXIT;
/// Pixels a tile in exported pictures.
const PICTURE_TILE_PX: usize = 8;

fn png_bytes(maze: &Maze) -> Result<Vec<u8>, png::EncodingError> {
    let (w, h) = (maze.width() * PICTURE_TILE_PX, maze.height() * PICTURE_TILE_PX);
    let mut rgb = Vec::with_capacity(w * h * 3);
    for y in 0..h {
        for x in 0..w {
            let p = Pos::new(x / PICTURE_TILE_PX, y / PICTURE_TILE_PX);
            let colour = match () {
                _ if p == maze.entrance => ENTRANCE_RGB,
                _ if p == maze.exit => EXIT_RGB,
                _ if maze.is_floor(p) => FLOOR_RGB,
                _ => WALL_RGB,
            };
            rgb.extend_from_slice(&colour);
        }
    }
    let mut out = Vec::new();
    let mut encoder = png::Encoder::new(&mut out, w as u32, h as u32);
    encoder.set_color(png::ColorType::Rgb);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.write_header()?.write_image_data(&rgb)?;
    Ok(out)
}

fn hex([r, g, b]: [u8; 3]) -> String {
    format!("#{r:02x}{g:02x}{b:02x}")
}

/// Runs `generate`: writes the maze where asked. Says the seed on standard
/// error when it was picked here.
pub fn generate(args: &GenerateArgs) -> Result<(), Failure> {
    let spec = match args.code {
        Some(spec) => spec,
        None => args.maze.spec(args.seed.unwrap_or_else(|| {
            let seed = seed_from_clock();
            eprintln!("seed {seed}");
            seed
        })),
    };
    if args.format == OutputFormat::Png && args.output.is_none() {
        return Err(Failure {
            message: "--format png writes a binary picture: give a file with -o FILE".into(),
            status: 2,
        });
    }
    let maze = spec.generate().expect("size checked when parsed");
    let bytes = match args.format {
        OutputFormat::ZeroOne => text::write(&maze, TextFormat::ZeroOne).into_bytes(),
        OutputFormat::Hash => text::write(&maze, TextFormat::Hash).into_bytes(),
        OutputFormat::Ascii => render::ascii(&maze).into_bytes(),
        OutputFormat::Svg => render::svg(&maze, PICTURE_TILE_PX, &hex(WALL_RGB), &hex(FLOOR_RGB)).into_bytes(),
        OutputFormat::Png => {
            png_bytes(&maze).map_err(|e| Failure { message: format!("cannot encode PNG: {e}"), status: 1 })?
        }
        OutputFormat::Json => {
            let hash = text::write(&maze, TextFormat::Hash).replace(['S', 'E'], ".");
            let route = astar(&maze).unwrap_or_default();
            let doc = MazeJson {
                code: spec.code(),
                algorithm: spec.algorithm.name(),
                seed: spec.seed,
                width: maze.width(),
                height: maze.height(),
                entrance: [maze.entrance.x, maze.entrance.y],
                exit: [maze.exit.x, maze.exit.y],
                rows: hash.lines().map(str::to_owned).collect(),
                route: route.iter().map(|p| [p.x, p.y]).collect(),
                metrics: measure_along(&maze, &route),
            };
            let mut json = serde_json::to_string_pretty(&doc).expect("plain data serializes");
            json.push('\n');
            json.into_bytes()
        }
    };
    match &args.output {
        Some(path) => std::fs::write(path, bytes)
            .map_err(|e| Failure { message: format!("cannot write {}: {e}", path.display()), status: 1 }),
        None => {
            let mut out = std::io::stdout().lock();
            // A closed pipe (e.g. `| head`) is not an error worth a message.
            let _ = out.write_all(&bytes).and_then(|()| out.flush());
            Ok(())
        }
    }
}

/// Runs `algorithms`: one line per algorithm.
pub fn algorithms() -> String {
    let width = Algorithm::ALL.iter().map(|a| a.name().len()).max().unwrap_or(0);
    Algorithm::ALL.iter().map(|a| format!("{:width$}  {}\n", a.name(), a.description())).collect()
}

/// Runs `stats`: metrics averaged over seeds 0..count, as a small table.
pub fn stats(args: &StatsArgs) -> String {
    let n = args.count as f64;
    let all: Vec<Metrics> = (0..args.count)
        .map(|seed| measure(&args.maze.spec(seed).generate().expect("size checked when parsed")))
        .collect();
    let mean = |f: fn(&Metrics) -> f64| all.iter().map(f).sum::<f64>() / n;
    let (w, h) = args.maze.size;
    let mut out =
        format!("{} on {w}x{h} tiles, {} seeds (0..{})\n", args.maze.spec(0).algorithm, args.count, args.count);
    let rows: [(&str, f64, &str); 7] = [
        ("dead ends", mean(|m| m.dead_end_share) * 100.0, "% of cells"),
        ("junctions", mean(|m| m.junctions as f64), ""),
        ("route", mean(|m| m.route_tiles as f64), "tiles"),
        ("route share", mean(|m| m.route_share) * 100.0, "% of floor"),
        ("turns on route", mean(|m| m.turns as f64), ""),
        ("mean corridor", mean(|m| m.mean_corridor), "tiles"),
        ("difficulty", mean(|m| m.difficulty), "of 10"),
    ];
    for (name, value, unit) in rows {
        out += &format!("  {name:<15} {value:>9.2} {unit}\n");
    }
    out
}

/// Why no window can be opened here, if that can be told without trying.
///
/// On Linux a window needs a Wayland socket or an X server; an unset
/// `DISPLAY`/`WAYLAND_DISPLAY`, or a local X display whose socket is missing,
/// means there is none.
pub fn missing_display() -> Option<String> {
    if !cfg!(target_os = "linux") {
        return None;
    }
    let var = |name: &str| std::env::var_os(name).filter(|v| !v.is_empty());
    if let Some(wayland) = var("WAYLAND_DISPLAY") {
        let socket = match var("XDG_RUNTIME_DIR") {
            Some(dir) => Path::new(&dir).join(&wayland),
            None => PathBuf::from(&wayland),
        };
        if socket.exists() {
            return None;
        }
    }
    match var("DISPLAY") {
        None => Some("no display found (neither DISPLAY nor WAYLAND_DISPLAY is set)".to_string()),
        Some(display) => {
            let display = display.to_string_lossy().into_owned();
            // ":0" or ":0.0" is a local server with a socket in /tmp/.X11-unix; "host:0" is remote.
            let local = display.strip_prefix(':').and_then(|rest| rest.split('.').next()).map(str::to_owned);
            match local {
                Some(n) if !Path::new(&format!("/tmp/.X11-unix/X{n}")).exists() => {
                    Some(format!("no display found (no X server is listening on DISPLAY={display})"))
                }
                _ => None,
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_parse_or_say_why_not() {
        assert_eq!(parse_size("21x21"), Ok((21, 21)));
        assert_eq!(parse_size("49×55"), Ok((49, 55)));
        assert!(parse_size("21").unwrap_err().contains("WIDTHxHEIGHT"));
        assert!(parse_size("ax21").unwrap_err().contains("not a whole number"));
        assert!(parse_size("20x21").unwrap_err().contains("odd"));
        assert!(parse_size("1x3").unwrap_err().contains("too small"));
        assert_eq!(parse_size("3x3"), Ok((3, 3)), "one cell is a maze");
        assert!(parse_play_size("3x21").unwrap_err().contains("too small to play"));
        assert_eq!(parse_play_size("5x5"), Ok((5, 5)));
    }

    #[test]
    fn flags_become_options() {
        let cli = Cli::try_parse_from(["panda-maze", "--seed", "9", "--difficulty", "hard", "--algorithm", "wilson"])
            .unwrap();
        let options = cli.game_options();
        assert_eq!(
            (options.seed, options.difficulty, options.algorithm),
            (Some(9), Difficulty::Hard, Algorithm::Wilson)
        );
        assert!(Cli::try_parse_from(["panda-maze", "--difficulty", "extreme"]).is_err());
        assert!(Cli::try_parse_from(["panda-maze", "--braid", "101"]).is_err());
    }

    #[test]
    fn pictures_have_the_maze_colours() {
        let maze = MazeSpec::new(7, 5, 1).generate().unwrap();
        let bytes = png_bytes(&maze).unwrap();
        let mut reader = png::Decoder::new(std::io::Cursor::new(bytes)).read_info().unwrap();
        let mut buf = vec![0; reader.output_buffer_size().unwrap()];
        let info = reader.next_frame(&mut buf).unwrap();
        assert_eq!((info.width, info.height), (7 * 8, 5 * 8));
        assert_eq!(&buf[..3], &WALL_RGB);
        let at = |x: usize, y: usize| &buf[(y * 56 + x) * 3..][..3];
        assert_eq!(at(12, 12), &ENTRANCE_RGB);
    }
}
