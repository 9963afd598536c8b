//! `panda-maze generate`: a maze as text, a picture or JSON, written as it is
//! made (the pictures come from [`crate::maze::render`]).

use std::io::Write;
use std::path::PathBuf;

use clap::{Args, ValueEnum};
use serde::{Serialize, Serializer};

use super::output::{self, note, png_error};
use super::{Failure, parse_percent, parse_seed, parse_size};
use crate::game::CurrentMaze;
use crate::maze::generate::{Algorithm, seed_from_clock};
use crate::maze::metrics::Metrics;
use crate::maze::render::{self, PICTURE_TILE_PX, Palette};
use crate::maze::text::{self, PlainRows, TextFormat};
use crate::maze::{MazeSpec, Pos, StartCorner};

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
    /// A pixel picture (needs -o; `-o -` writes it to standard output).
    Png,
    /// The maze, its code and its metrics as JSON.
    Json,
}

/// Which maze: shared by `generate`, `solve` and `stats`.
#[derive(Debug, Args)]
pub struct MazeArgs {
    /// Generation algorithm (see `panda-maze algorithms`); settings after a colon, e.g. binary-tree:70.
    #[arg(long, value_name = "NAME", default_value = "backtracker")]
    pub algorithm: Algorithm,
    /// Board size in tiles, WIDTHxHEIGHT, both odd and at least 3 (cells sit on odd rows and columns).
    #[arg(long, value_name = "WxH", default_value = "21x21", value_parser = parse_size, allow_hyphen_values = true)]
    pub size: (usize, usize),
    /// Where the backtracker starts: top-left, top-right, bottom-right, centre or random [default: top-left].
    #[arg(long, value_name = "CORNER")]
    pub corner: Option<StartCorner>,
    /// Share of dead ends to remove, 0-100 (makes loops).
    #[arg(long, value_name = "PERCENT", default_value_t = 0, value_parser = parse_percent, allow_negative_numbers = true)]
    pub braid: u8,
}

impl MazeArgs {
    /// The maze these options name with `seed`; refuses options that would
    /// be ignored (a start corner for an algorithm that has none).
    pub fn spec(&self, seed: u64) -> Result<MazeSpec, Failure> {
        if self.corner.is_some() && self.algorithm != Algorithm::Backtracker {
            return Err(Failure::usage(format!(
                "--corner only moves the backtracker's start; the {} algorithm has none, so drop --corner",
                self.algorithm.name()
            )));
        }
        let (width, height) = self.size;
        Ok(MazeSpec::new(width, height, seed)
            .with_algorithm(self.algorithm)
            .with_corner(self.corner.unwrap_or_default())
            .with_braid(self.braid))
    }
}

/// Options of `panda-maze generate`.
#[derive(Debug, Args)]
pub struct GenerateArgs {
    /// The maze.
    #[command(flatten)]
    pub maze: MazeArgs,
    /// Seed of the random stream; without it one is picked and printed to standard error.
    #[arg(long, value_name = "N", value_parser = parse_seed, allow_negative_numbers = true)]
    pub seed: Option<u64>,
    /// A maze code as the game shows it (replaces --algorithm, --size, --corner, --braid and --seed).
    #[arg(long, value_name = "CODE", value_parser = MazeSpec::from_code,
          conflicts_with_all = ["algorithm", "size", "corner", "braid", "seed"])]
    pub code: Option<MazeSpec>,
    /// Output format.
    #[arg(long, value_name = "FORMAT", default_value = "zero-one")]
    pub format: OutputFormat,
    /// Write to FILE instead of standard output (`-` is standard output).
    #[arg(short = 'o', long = "output", value_name = "FILE")]
    pub output: Option<PathBuf>,
}

/// The JSON form of a generated maze; its rows and route are written one at
/// a time, so a huge board's JSON never lies in memory whole.
#[derive(Serialize)]
struct MazeJson<'a> {
    code: String,
    algorithm: String,
    seed: u64,
    width: usize,
    height: usize,
    entrance: [usize; 2],
    exit: [usize; 2],
    /// One string a row: `#` wall, `.` floor.
    rows: PlainRows<'a>,
    route: Route<'a>,
    metrics: Metrics,
}

/// A route as `[x, y]` pairs.
struct Route<'a>(&'a [Pos]);

impl Serialize for Route<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.0.iter().map(|p| [p.x, p.y]))
    }
}

/// Writes the maze as JSON with the route and metrics the game shows for it
/// ([`CurrentMaze::generate`]: breadth-first on perfect mazes and huge boards,
/// so the largest board's JSON stays small in memory too).
fn write_json(current: &CurrentMaze, route: &[Pos], out: &mut dyn Write) -> std::io::Result<()> {
    let (spec, maze) = (&current.spec, &current.maze);
    let doc = MazeJson {
        code: spec.code(),
        algorithm: spec.algorithm.name(),
        seed: spec.seed,
        width: maze.width(),
        height: maze.height(),
        entrance: [maze.entrance.x, maze.entrance.y],
        exit: [maze.exit.x, maze.exit.y],
        rows: PlainRows(maze),
        route: Route(route),
        metrics: current.metrics,
    };
    serde_json::to_writer_pretty(&mut *out, &doc)?;
    out.write_all(b"\n")
}

/// Runs `generate`: writes the maze where asked, as it is made. Says the seed
/// on standard error when it was picked here.
pub fn run(args: &GenerateArgs) -> Result<(), Failure> {
    let spec = match args.code {
        Some(spec) => spec,
        None => args.maze.spec(args.seed.unwrap_or_else(|| {
            let seed = seed_from_clock();
            note(&format!("seed {seed}"));
            seed
        }))?,
    };
    if args.format == OutputFormat::Png && args.output.is_none() {
        return Err(Failure::usage(
            "--format png writes a binary picture: give a file with -o FILE (or -o - for standard output)",
        ));
    }
    if args.format == OutputFormat::Json {
        let (current, solution) = CurrentMaze::generate(spec, &mut ()).map_err(Failure::other)?;
        return output::write_to(args.output.as_deref(), |out| write_json(&current, &solution.0, out));
    }
    let maze = spec.generate().expect("size checked when parsed");
    output::write_to(args.output.as_deref(), |out| match args.format {
        OutputFormat::ZeroOne => text::write_to(&maze, TextFormat::ZeroOne, out),
        OutputFormat::Hash => text::write_to(&maze, TextFormat::Hash, out),
        OutputFormat::Ascii => render::ascii_to(&maze, out),
        OutputFormat::Svg => render::svg_to(&maze, PICTURE_TILE_PX, &Palette::GAME, out),
        OutputFormat::Png => render::png_to(&maze, PICTURE_TILE_PX, &Palette::GAME, out).map_err(png_error),
        OutputFormat::Json => unreachable!("written above"),
    })
}
