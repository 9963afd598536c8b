//! `panda-maze generate`: a maze as text, a picture or JSON, written as it is
//! made (the pictures come from [`crate::maze::render`]).

use std::io::Write;
use std::path::PathBuf;

use clap::{Args, ValueEnum};
use serde::{Serialize, Serializer};

use super::grid::{GridArgs, SizeArg, parse_size_arg, square_size};
use super::output::{self, note, png_error};
use super::weave::CodeArg;
use super::{Failure, parse_percent, parse_seed};
use crate::game::CurrentMaze;
use crate::maze::distance::distances;
use crate::maze::generate::{Algorithm, AnySpec, GridSpec, seed_from_clock};
use crate::maze::heat::heat_png_to;
use crate::maze::items::{Items, KeyKind};
use crate::maze::metrics::Metrics;
use crate::maze::metrics::measure_along;
use crate::maze::render::{self, PICTURE_TILE_PX, Palette};
use crate::maze::solve::grids::GridExits;
use crate::maze::text::{self, PlainRows, TextFormat};
use crate::maze::{Exits, Mask, Maze, MazeSpec, Pos, Shape, StartCorner, breadth_first};

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
    /// Board size in tiles, WIDTHxHEIGHT, both odd and at least 3 (cells sit on odd rows and columns)
    /// [default: 21x21]; with --grid hex or triangle, COLSxROWS in cells [default: 16x12, 20x12].
    #[arg(long, value_name = "WxH", value_parser = parse_size_arg, allow_hyphen_values = true)]
    pub size: Option<SizeArg>,
    /// The grid and its outline.
    #[command(flatten)]
    pub grid: GridArgs,
    /// Where the backtracker starts: top-left, top-right, bottom-right, centre or random [default: top-left].
    #[arg(long, value_name = "CORNER")]
    pub corner: Option<StartCorner>,
    /// Share of dead ends to remove, 0-100 (makes loops; with --weave never through a crossing, in a
    /// --stairs tower only on each floor).
    #[arg(long, value_name = "PERCENT", default_value_t = 0, value_parser = parse_percent, allow_negative_numbers = true)]
    pub braid: u8,
    /// Cut the maze to a shape: panda, heart, ring, star, or a mask file (FILE.png: dark or opaque is
    /// inside; FILE.txt: X or # inside, . outside), stretched to the board. A regular file only: a
    /// PNG of at most 64 MiB and 8192 pixels a side, a text of at most 8192 lines of 8192 characters.
    #[arg(long, value_name = "SHAPE|FILE")]
    pub mask: Option<String>,
    /// Where the entrance and exit go: corners, hardest (the ends of the longest path) or random
    /// (border cells far apart) [default: corners; hardest with --mask].
    /// Round, hex and triangle mazes also take centre (from the middle out to the rim: a round maze's default).
    #[arg(long, value_name = "EXITS")]
    pub exits: Option<GridExits>,
    /// Weave: passages cross over and under each other, 0-100 (the chance of a tunnel; 0 is the flat
    /// maze). Square, round and hex grids; backtracker (tunnels) or kruskal (crossings placed first).
    #[arg(long, value_name = "PERCENT", value_parser = super::weave::parse_weave, allow_negative_numbers = true)]
    pub weave: Option<u8>,
    /// Floors, 1-16 (1 is the flat maze), drawn side by side, lowest first; on every grid.
    #[arg(long, value_name = "N", value_parser = super::floors::parse_floors, allow_negative_numbers = true)]
    pub floors: Option<u32>,
    /// How floors are joined: tower (a maze a floor, one stair between each two) or stacked
    /// (passages up and down anywhere) [default: tower].
    #[arg(long, value_name = "STAIRS", value_parser = super::floors::parse_stairs)]
    pub stairs: Option<crate::maze::floors::Stairs>,
}

impl MazeArgs {
    /// The maze these options name with `seed`; refuses options that would
    /// be ignored (a start corner for an algorithm that has none).
    pub fn spec(&self, seed: u64) -> Result<MazeSpec, Failure> {
        if self.grid.grid != super::grid::GridKind::Square {
            return Err(Failure::usage("this command makes square mazes only; drop --grid"));
        }
        self.grid.shape(None)?;
        if self.corner.is_some() && self.algorithm != Algorithm::Backtracker {
            return Err(Failure::usage(format!(
                "--corner only moves the backtracker's start; the {} algorithm has none, so drop --corner",
                self.algorithm.name()
            )));
        }
        if self.mask.is_some() && !self.algorithm.is_maskable() {
            return Err(Failure::usage(
                crate::maze::GenerateError::Unmaskable(self.algorithm).to_string() + "; or drop --mask",
            ));
        }
        let (width, height) = self.tiles()?;
        let exits = match self.exits {
            None => None,
            Some(GridExits::Corners) => Some(Exits::Corners),
            Some(GridExits::Hardest) => Some(Exits::Hardest),
            Some(GridExits::Random) => Some(Exits::Random),
            Some(GridExits::Centre) => {
                return Err(Failure::usage("--exits centre is for --grid round, hex or triangle"));
            }
        };
        let shape = self.mask.as_deref().and_then(|m| m.parse::<Shape>().ok()).unwrap_or_default();
        let spec = MazeSpec::new(width, height, seed)
            .with_algorithm(self.algorithm)
            .with_corner(self.corner.unwrap_or_default())
            .with_braid(self.braid)
            .with_shape(shape);
        let file_exits = if self.mask.is_some() { Exits::Hardest } else { Exits::Corners };
        Ok(spec.with_exits(exits.unwrap_or(if shape == Shape::None { file_exits } else { spec.exits })))
    }

    /// The square board's size in tiles (21x21 when not given).
    pub fn tiles(&self) -> Result<(usize, usize), Failure> {
        square_size(self.size.as_ref())
    }

    /// The maze on a round, hex or triangle grid these options name with
    /// `seed`, cut to `--mask` when it names a shape; `None` for the square
    /// board. A mask file is refused: only `generate` cuts a grid to one
    /// ([`MazeArgs::grid_spec_to_cut`]), as no code can name it.
    pub fn grid_spec(&self, seed: u64) -> Result<Option<GridSpec>, Failure> {
        if let Some(file) = self.grid_mask_file() {
            return Err(Failure::usage(format!(
                "--mask {file}: a mask file cuts round, hex and triangle mazes in generate only (no code names it); the shapes panda, heart, ring and star work everywhere"
            )));
        }
        self.grid_spec_to_cut(seed)
    }

    /// `--mask` when it names a file (not a shape) on a round, hex or triangle grid.
    pub fn grid_mask_file(&self) -> Option<&str> {
        let name = self.mask.as_deref()?;
        let on_grid = self.grid.grid != super::grid::GridKind::Square;
        (on_grid && name.parse::<Shape>().is_err()).then_some(name)
    }

    /// [`MazeArgs::grid_spec`], cut to a named shape but leaving a mask file
    /// ([`MazeArgs::grid_mask_file`]) for the caller to cut the grid with.
    pub fn grid_spec_to_cut(&self, seed: u64) -> Result<Option<GridSpec>, Failure> {
        let Some(shape) = self.grid.shape(self.size.as_ref())? else { return Ok(None) };
        let mask = self.mask.as_deref().and_then(|m| m.parse::<Shape>().ok()).unwrap_or_default();
        let mut spec = GridSpec::new(shape, seed)
            .with_algorithm(self.algorithm)
            .with_corner(self.corner.unwrap_or_default())
            .with_braid(self.braid)
            .with_mask(mask);
        if let Some(exits) = self.exits {
            spec = spec.with_exits(exits);
        }
        spec.check().map_err(|e| Failure::usage(format!("--grid {}: {e}", shape.name())))?;
        Ok(Some(spec))
    }

    /// The mask of `--mask FILE` (none for a built-in shape, which the spec
    /// names), read once for every maze of this size. Says on standard error
    /// how many cells were cut away to keep the mask in one piece.
    pub fn file_mask(&self) -> Result<Option<Mask>, Failure> {
        let Some(name) = self.mask.as_deref() else { return Ok(None) };
        let (w, h) = self.tiles()?;
        let (cols, rows) = ((w - 1) / 2, (h - 1) / 2);
        if name.parse::<Shape>().is_ok_and(|s| s != Shape::None) {
            return Ok(None);
        }
        let mask = Mask::named(name, cols, rows).map_err(|e| Failure::usage(format!("--mask {name}: {e}")))?;
        if mask.dropped() > 0 {
            note(&format!(
                "--mask {name}: the inside is in several parts; kept the largest ({} cells), dropped {}",
                mask.count(),
                mask.dropped()
            ));
        }
        Ok(Some(mask))
    }
}

/// The maze `spec` names, cut to `mask` when one was read from a file.
pub fn make(spec: &MazeSpec, mask: Option<&Mask>) -> Result<Maze, Failure> {
    let maze = match mask {
        Some(mask) => spec.generate_in(Some(mask), &mut ()),
        None => spec.generate(),
    };
    maze.map_err(|e| Failure::usage(e.to_string()))
}

/// Where a heat map measures from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum HeatFrom {
    /// Distances from the entrance.
    Entrance,
    /// Distances from the exit.
    Exit,
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
    /// A maze code as the game shows it, of any grid, woven, of floors or flat (replaces --grid,
    /// --rings, --outline, --algorithm, --size, --corner, --braid, --mask, --exits, --weave, --floors,
    /// --stairs and --seed).
    #[arg(long, value_name = "CODE", value_parser = super::weave::parse_code,
          conflicts_with_all = ["algorithm", "size", "corner", "braid", "seed", "mask", "exits", "grid", "rings", "outline", "weave", "floors", "stairs"])]
    pub code: Option<CodeArg>,
    /// With --format png: colour every floor tile by its distance from the entrance or the exit
    /// (the viridis ramp: dark purple near, yellow far).
    #[arg(long, value_name = "FROM")]
    pub heat: Option<HeatFrom>,
    /// Output format [default: zero-one; svg on a round, hex or triangle grid].
    #[arg(long, value_name = "FORMAT")]
    pub format: Option<OutputFormat>,
    /// Write to FILE instead of standard output (`-` is standard output).
    #[arg(short = 'o', long = "output", value_name = "FILE")]
    pub output: Option<PathBuf>,
}

/// The JSON form of a generated maze; its rows and route are written one at
/// a time, so a huge board's JSON never lies in memory whole.
#[derive(Serialize)]
struct MazeJson<'a> {
    /// `null` for a maze cut to a mask file, which no code names.
    code: Option<String>,
    algorithm: String,
    seed: u64,
    width: usize,
    height: usize,
    entrance: [usize; 2],
    exit: [usize; 2],
    /// One string a row: `#` wall, `.` floor.
    rows: PlainRows<'a>,
    /// Bamboo, keys and doors, each with its tile; empty lists for none.
    items: ItemsJson,
    route: Route<'a>,
    metrics: Metrics,
}

/// A maze's items in its JSON: `keys[k]` opens `doors[k]`, both of `kind`.
#[derive(Serialize)]
struct ItemsJson {
    bamboo: Vec<[usize; 2]>,
    keys: Vec<KindAt>,
    doors: Vec<KindAt>,
    /// Whether the exit waits for every shoot to be eaten.
    bamboo_gate: bool,
}

/// One key or door: its kind's name and its tile.
#[derive(Serialize)]
struct KindAt {
    kind: &'static str,
    at: [usize; 2],
}

impl ItemsJson {
    fn of(items: &Items) -> Self {
        let kinds = |tiles: &[Pos]| {
            tiles.iter().zip(KeyKind::ALL).map(|(p, k)| KindAt { kind: k.name(), at: [p.x, p.y] }).collect()
        };
        ItemsJson {
            bamboo: items.bamboo.iter().map(|p| [p.x, p.y]).collect(),
            keys: kinds(&items.keys),
            doors: kinds(&items.doors),
            bamboo_gate: items.bamboo_gate,
        }
    }
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
/// so the largest board's JSON stays small in memory too). `code`: `None`
/// for a maze cut to a mask file.
fn write_json(current: &CurrentMaze, code: Option<String>, route: &[Pos], out: &mut dyn Write) -> std::io::Result<()> {
    let (spec, maze) = (&current.spec, &current.maze);
    let doc = MazeJson {
        code,
        algorithm: spec.algorithm.name(),
        seed: spec.seed,
        width: maze.width(),
        height: maze.height(),
        entrance: [maze.entrance.x, maze.entrance.y],
        exit: [maze.exit.x, maze.exit.y],
        rows: PlainRows(maze),
        items: ItemsJson::of(&current.items),
        route: Route(route),
        metrics: current.metrics,
    };
    serde_json::to_writer_pretty(&mut *out, &doc)?;
    out.write_all(b"\n")
}

/// Runs `generate`: writes the maze where asked, as it is made. Says the seed
/// on standard error when it was picked here.
pub fn run(args: &GenerateArgs) -> Result<(), Failure> {
    let seed = || {
        args.seed.unwrap_or_else(|| {
            let seed = seed_from_clock();
            note(&format!("seed {seed}"));
            seed
        })
    };
    if args.maze.floors_spec(0)?.is_some() {
        let spec = args.maze.floors_spec(seed())?.expect("floors asked for");
        return super::floors::generate(args, &spec);
    }
    if args.maze.weave_spec(0)?.is_some() {
        let spec = args.maze.weave_spec(seed())?.expect("a weave asked for");
        return super::weave::generate(args, &spec);
    }
    let spec = match &args.code {
        Some(CodeArg::Shared(shared)) => return super::share::generate(args, shared),
        Some(CodeArg::Weave(spec)) => return super::weave::generate(args, spec),
        Some(CodeArg::Floors(spec)) => return super::floors::generate(args, spec),
        Some(CodeArg::Flat(AnySpec::Square(spec))) => *spec,
        Some(CodeArg::Flat(AnySpec::Grid(spec))) => return run_grid(args, spec),
        None if args.maze.grid.grid != super::grid::GridKind::Square => {
            let spec = args.maze.grid_spec_to_cut(seed())?.expect("not square");
            return run_grid(args, &spec);
        }
        None => args.maze.spec(seed())?,
    };
    let format = args.format.unwrap_or(OutputFormat::ZeroOne);
    if format == OutputFormat::Png && args.output.is_none() {
        return Err(Failure::usage(
            "--format png writes a binary picture: give a file with -o FILE (or -o - for standard output)",
        ));
    }
    if args.heat.is_some() && format != OutputFormat::Png {
        return Err(Failure::usage("--heat draws a picture: use it with --format png"));
    }
    let mask = if args.code.is_some() { None } else { args.maze.file_mask()? };
    if spec.shape != Shape::None {
        // A board too small for its shape is the caller's mistake, said before any output.
        Mask::shape(spec.shape, (spec.width - 1) / 2, (spec.height - 1) / 2)
            .map_err(|e| Failure::usage(format!("--mask {}: {e}", spec.shape)))?;
    }
    if format == OutputFormat::Json {
        if mask.is_none() {
            let (current, solution) = CurrentMaze::generate(spec, &mut ()).map_err(Failure::other)?;
            let code = Some(spec.code());
            return output::write_to(args.output.as_deref(), |out| write_json(&current, code, &solution.0, out));
        }
        let maze = make(&spec, mask.as_ref())?;
        let route = breadth_first(&maze).ok_or_else(|| Failure::other("the maze has no way out"))?;
        let items = spec.place_items(&maze);
        let current = CurrentMaze { metrics: measure_along(&maze, &route), maze, spec, items, share_code: None };
        return output::write_to(args.output.as_deref(), |out| write_json(&current, None, &route, out));
    }
    let maze = make(&spec, mask.as_ref())?;
    let items = spec.place_items(&maze);
    if !items.is_empty() && matches!(format, OutputFormat::ZeroOne | OutputFormat::Hash) {
        note(
            "the 0/1 and # text forms hold walls and floor only: the items are not written (ascii, svg, png and json show them)",
        );
    }
    if let Some(from) = args.heat {
        let source = if from == HeatFrom::Entrance { maze.entrance } else { maze.exit };
        let dist = distances(&maze, source);
        return output::write_to(args.output.as_deref(), |out| {
            heat_png_to(&maze, &dist, PICTURE_TILE_PX, &Palette::GAME, out).map_err(png_error)
        });
    }
    output::write_to(args.output.as_deref(), |out| match format {
        OutputFormat::ZeroOne => text::write_to(&maze, TextFormat::ZeroOne, out),
        OutputFormat::Hash => text::write_to(&maze, TextFormat::Hash, out),
        OutputFormat::Ascii => render::ascii_to(&maze, &items, out),
        OutputFormat::Svg => render::svg_to(&maze, &items, PICTURE_TILE_PX, &Palette::GAME, out),
        OutputFormat::Png => render::png_to(&maze, &items, PICTURE_TILE_PX, &Palette::GAME, out).map_err(png_error),
        OutputFormat::Json => unreachable!("written above"),
    })
}

/// `generate` for a round, hex or triangle maze: svg (the default), png or json.
fn run_grid(args: &GenerateArgs, spec: &GridSpec) -> Result<(), Failure> {
    let format = args.format.unwrap_or(OutputFormat::Svg);
    if format == OutputFormat::Png && args.output.is_none() {
        return Err(Failure::usage(
            "--format png writes a binary picture: give a file with -o FILE (or -o - for standard output)",
        ));
    }
    if args.heat.is_some() && format != OutputFormat::Png {
        return Err(Failure::usage("--heat draws a picture: use it with --format png"));
    }
    let heat = args.heat.map(|from| from == HeatFrom::Exit);
    super::grid::write_maze(spec, format, args.output.as_deref(), args.maze.grid_mask_file(), heat)
}

/// The format of a maze only pictures and JSON can show (weave, floors):
/// svg unless another is asked for; the text forms are refused with `why`,
/// a PNG needs a file, and `--heat` is refused but with a PNG, naming `flag`.
pub(crate) fn picture_format(args: &GenerateArgs, why: &str, flag: &str) -> Result<OutputFormat, Failure> {
    let format = args.format.unwrap_or(OutputFormat::Svg);
    if matches!(format, OutputFormat::ZeroOne | OutputFormat::Hash | OutputFormat::Ascii) {
        return Err(Failure::usage(why));
    }
    if format == OutputFormat::Png && args.output.is_none() {
        return Err(Failure::usage(
            "--format png writes a binary picture: give a file with -o FILE (or -o - for standard output)",
        ));
    }
    if args.heat.is_some() && format != OutputFormat::Png {
        return Err(Failure::usage(format!("--heat draws a picture: use it with --format png (and {flag})")));
    }
    Ok(format)
}
