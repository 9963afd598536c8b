//! `panda-maze sheet`: a printable worksheet of mazes, as one PDF or an SVG
//! file a page, with answer pages on request (the layout is [`crate::sheet`]).

use std::path::{Path, PathBuf};

use clap::{Args, ValueEnum};

use super::grid::{GridArgs, SizeArg, parse_size_arg};
use super::output::{self, note};
use super::weave::CodeArg;
use super::{Failure, parse_play_size, parse_seed, whole_number};
use crate::game::Difficulty;
use crate::maze::floors::{FloorSpec, Stairs, is_floors_code};
use crate::maze::generate::{Algorithm, AnySpec, GridSpec, is_grid_code, seed_from_clock};
use crate::maze::solve::grids::GridExits;
use crate::maze::weave::{WeaveGrid, WeaveSpec, is_weave_code};
use crate::maze::{Exits, GenerateError, Mask, MazeSpec, Shape};
use crate::sheet::grids::GridSheetItem;
use crate::sheet::layers::{floors_mazes_like, weave_mazes_like};
use crate::sheet::{self, MAX_PER_PAGE, Paper, SheetMaze, SheetOptions};

/// The most mazes one sheet command makes.
pub const MAX_COUNT: u64 = 500;

/// How `sheet` writes the pages.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum SheetFormat {
    /// One PDF document, ready to print.
    Pdf,
    /// One SVG picture a page: FILE-1.svg, FILE-2.svg, …
    Svg,
}

/// Options of `panda-maze sheet`.
#[derive(Debug, Args)]
pub struct SheetArgs {
    /// How many mazes, 1 to 500.
    #[arg(long, value_name = "N", default_value_t = 12, value_parser = parse_count, allow_negative_numbers = true)]
    pub count: u64,
    /// Mazes on a page, 1 to 12.
    #[arg(long, value_name = "N", default_value_t = 4, value_parser = parse_per_page, allow_negative_numbers = true)]
    pub per_page: u64,
    /// Board size: easy (21×21), medium (49×55) or hard (91×103).
    #[arg(long, value_name = "LEVEL", default_value = "easy")]
    pub difficulty: Difficulty,
    /// A board size in tiles instead, WIDTHxHEIGHT, both odd, at least 5x5, and small enough that
    /// cells print at least 1 mm wide (the command says the largest for the paper and --per-page);
    /// with --grid hex or triangle, COLSxROWS in cells.
    #[arg(long, value_name = "WxH", value_parser = parse_size_arg, allow_hyphen_values = true, conflicts_with = "difficulty")]
    pub size: Option<SizeArg>,
    /// The grid: square, or round (--rings, the classic centre-to-rim maze), hex or triangle.
    #[command(flatten)]
    pub grid: GridArgs,
    /// Generation algorithm (see `panda-maze algorithms`).
    #[arg(long, value_name = "NAME", default_value = "backtracker")]
    pub algorithm: Algorithm,
    /// Cut every maze to a shape: panda, heart, ring or star (a worksheet prints each maze's
    /// code, and codes name only these built-in shapes, not mask files).
    #[arg(long, value_name = "SHAPE", value_parser = parse_shape)]
    pub mask: Option<Shape>,
    /// Where the entrance and exit go: corners, hardest or random [default: corners; hardest with --mask].
    #[arg(long, value_name = "EXITS")]
    pub exits: Option<Exits>,
    /// Weave mazes: passages cross over and under each other (0 to 100, the weave chance in
    /// percent; 0 is the flat maze). Square, round and hex grids; backtracker or kruskal. The answer
    /// key dashes the route where it runs under a bridge.
    #[arg(long, value_name = "PERCENT", value_parser = super::weave::parse_weave, allow_negative_numbers = true)]
    pub weave: Option<u8>,
    /// Mazes of N floors (1 to 16; 1 is the flat maze), printed side by side, lowest first, with
    /// stair marks (^ up, v down). The answer key rings and numbers the stairs the route takes.
    #[arg(long, value_name = "N", value_parser = super::floors::parse_floors, allow_negative_numbers = true)]
    pub floors: Option<u32>,
    /// How floors are joined: tower (a maze a floor, one stair between each two) or stacked
    /// (passages up and down anywhere) [default: tower].
    #[arg(long, value_name = "STAIRS", value_parser = super::floors::parse_stairs)]
    pub stairs: Option<Stairs>,
    /// A maze code as the game shows it (flat, woven or of floors): the first maze (with its items,
    /// if it has any), the others counting its seed up (replaces --difficulty, --size, --algorithm,
    /// --mask, --exits, --weave, --floors, --stairs and --seed).
    #[arg(long, value_name = "CODE", value_parser = parse_code,
          conflicts_with_all = ["difficulty", "size", "algorithm", "mask", "exits", "seed", "grid", "rings", "outline", "weave", "floors", "stairs"])]
    pub code: Option<CodeArg>,
    /// Seed of the first maze; the others count up from it. Without it one is picked and printed.
    #[arg(long, value_name = "N", value_parser = parse_seed, allow_negative_numbers = true)]
    pub seed: Option<u64>,
    /// Paper: a4 or letter.
    #[arg(long, value_name = "PAPER", default_value = "a4", value_parser = parse_paper)]
    pub paper: Paper,
    /// Add answer pages, each maze's route drawn, after the mazes.
    #[arg(long)]
    pub solutions: bool,
    /// Titles in English only (otherwise they are in Chinese too, where the system has a font for it).
    #[arg(long)]
    pub english: bool,
    /// Output format.
    #[arg(long, value_name = "FORMAT", default_value = "pdf")]
    pub format: SheetFormat,
    /// The file to write (`-` is standard output, for a PDF); for SVG, the pages go to FILE-1.svg, FILE-2.svg, …
    #[arg(short = 'o', long = "output", value_name = "FILE")]
    pub output: PathBuf,
}

fn parse_code(text: &str) -> Result<CodeArg, String> {
    if is_floors_code(text) || is_weave_code(text) || crate::maze::edit::is_shared_code(text) {
        let code = super::weave::parse_code(text)?;
        let items = match &code {
            CodeArg::Weave(spec) => !spec.items.is_empty(),
            CodeArg::Floors(spec) => !spec.items.is_empty(),
            _ => false,
        };
        if items {
            return Err(format!(
                "maze code '{text}': a worksheet does not print items on a weave maze or a maze of floors yet; drop \
                 the item options (sN, kN, g) from the code, or draw it with `panda-maze generate --code`"
            ));
        }
        Ok(code)
    } else if is_grid_code(text) {
        GridSpec::from_code(text).map(|s| CodeArg::Flat(AnySpec::Grid(s)))
    } else {
        MazeSpec::from_code_to_play(text).map(|s| CodeArg::Flat(AnySpec::Square(s)))
    }
}

fn parse_count(text: &str) -> Result<u64, String> {
    whole_number(text, "a number of mazes", 1, MAX_COUNT)
}

fn parse_per_page(text: &str) -> Result<u64, String> {
    whole_number(text, "a number of mazes a page", 1, MAX_PER_PAGE as u64)
}

fn parse_shape(text: &str) -> Result<Shape, String> {
    match text.parse::<Shape>() {
        Ok(Shape::None) | Err(_) => Err(format!(
            "'{text}' is not a built-in shape (panda, heart, ring or star); a worksheet prints each maze's \
             code, and a code cannot name a mask file"
        )),
        Ok(shape) => Ok(shape),
    }
}

fn parse_paper(text: &str) -> Result<Paper, String> {
    text.parse()
}

/// The bytes of a font that draws Chinese, when the system has one (the
/// places the game's menus look).
pub fn cjk_font() -> Option<Vec<u8>> {
    use crate::game::ui::fonts::{cjk_font_candidates, find_cjk_font};
    find_cjk_font(cjk_font_candidates()).0.map(|(_, bytes)| bytes)
}

/// The SVG files of a sheet written to `output`: `stem-1.svg`, `stem-2.svg`, …
pub fn svg_paths(output: &Path, pages: usize) -> Vec<PathBuf> {
    let stem = match output.extension() {
        Some(ext) if ext.eq_ignore_ascii_case("svg") => output.with_extension(""),
        _ => output.to_path_buf(),
    };
    (1..=pages).map(|n| PathBuf::from(format!("{}-{n}.svg", stem.display()))).collect()
}

/// Runs `sheet`.
pub fn run(args: &SheetArgs) -> Result<(), Failure> {
    if args.format == SheetFormat::Svg && output::is_stdout(Some(&args.output)) {
        return Err(Failure::usage("--format svg writes one file a page: give a file name with -o FILE"));
    }
    let count = args.count as usize;
    let code = match &args.code {
        Some(code) => Some(code.clone()),
        None => layered_spec(args)?,
    };
    let first = match code {
        Some(CodeArg::Flat(AnySpec::Square(spec))) => spec,
        Some(CodeArg::Flat(AnySpec::Grid(spec))) => return run_grid_spec(args, &spec),
        Some(CodeArg::Weave(spec)) => {
            let what = format!("woven {} % on a {}", spec.percent, spec.grid);
            return run_grid(args, &weave_mazes_like(&spec, count).map_err(Failure::usage)?, &what);
        }
        Some(CodeArg::Floors(spec)) => {
            let what = format!("of {spec}");
            return run_grid(args, &floors_mazes_like(&spec, count).map_err(Failure::usage)?, &what);
        }
        Some(CodeArg::Shared(shared)) => {
            return match super::share::sheet_mazes(&shared, count)? {
                super::share::SheetMazes::Grid(mazes) => run_grid(args, &mazes, "from a share code"),
                super::share::SheetMazes::Square(mazes) => run_square(args, mazes),
            };
        }
        None => match grid_spec(args)? {
            Some(spec) => return run_grid_spec(args, &spec),
            None => first_spec(args)?,
        },
    };
    // Said before the mazes are made: a sheet of huge boards takes long to make.
    readable(args, count, first.width, first.height)?;
    let mazes = sheet::mazes_like(&first, count).map_err(|e| Failure::usage(e.to_string()))?;
    run_square(args, mazes)
}

/// The sheet's options, when `count` mazes of `width × height` tiles print readably.
fn readable(args: &SheetArgs, count: usize, width: usize, height: usize) -> Result<SheetOptions, Failure> {
    let options =
        SheetOptions { paper: args.paper, per_page: args.per_page as usize, solutions: args.solutions, chinese: false };
    if let Some((w, h)) = sheet::largest_readable(count, width, height, &options) {
        return Err(Failure::usage(format!(
            "{width}x{height} mazes {} a page on {} would have cells under 1 mm, too small to draw a way through; the \
             largest that prints readably is {w}x{h} (or fewer a page with --per-page)",
            options.per_page,
            options.paper.name()
        )));
    }
    Ok(options)
}

/// `sheet` for square mazes, made already.
fn run_square(args: &SheetArgs, mazes: Vec<SheetMaze>) -> Result<(), Failure> {
    let (width, height) = mazes.first().map_or((0, 0), |m| (m.maze.width(), m.maze.height()));
    let options = readable(args, mazes.len(), width, height)?;
    let font = if args.english { None } else { cjk_font() };
    if font.is_none() && !args.english {
        note("no font with Chinese characters found: the titles are in English only");
    }
    let options = SheetOptions { chinese: font.is_some(), ..options };
    // Made and written a page at a time: a long sheet never holds every page's marks.
    let pages = sheet::page_count(mazes.len(), &options);
    let written = write_pages(args, pages, |n| sheet::page(&mazes, &options, n), font.as_deref())?;
    note(&summary(&mazes, &options, pages, &written));
    Ok(())
}

/// Writes the `count` pages that `page` makes, one at a time, as asked (one
/// PDF, or an SVG file a page); says where.
fn write_pages<P: std::borrow::Borrow<sheet::marks::Page>>(
    args: &SheetArgs,
    count: usize,
    page: impl Fn(usize) -> P,
    font: Option<&[u8]>,
) -> Result<String, Failure> {
    Ok(match args.format {
        SheetFormat::Pdf => {
            let bytes = sheet::pdf::pdf_of(count, page, "Panda Maze worksheet", font).map_err(Failure::other)?;
            output::write_whole_to(Some(&args.output), |out| out.write_all(&bytes))?;
            args.output.display().to_string()
        }
        SheetFormat::Svg => {
            let paths = svg_paths(&args.output, count);
            for (n, path) in paths.iter().enumerate() {
                output::write_whole_to(Some(path), |out| sheet::svg::write_page(page(n).borrow(), out))?;
            }
            format!("{} … {}", paths[0].display(), paths[paths.len() - 1].display())
        }
    })
}

/// The first maze of a sheet made from its options (no `--code`).
fn first_spec(args: &SheetArgs) -> Result<MazeSpec, Failure> {
    let (width, height) = match &args.size {
        Some(s) => parse_play_size(&s.text).map_err(|e| Failure::usage(format!("--size {}: {e}", s.text)))?,
        None => args.difficulty.size(),
    };
    let seed = first_seed(args);
    let mut first = MazeSpec::new(width, height, seed).with_algorithm(args.algorithm);
    if let Some(shape) = args.mask {
        if !args.algorithm.is_maskable() {
            return Err(Failure::usage(GenerateError::Unmaskable(args.algorithm).to_string() + "; or drop --mask"));
        }
        // A board too small for its shape is said before anything is made.
        Mask::shape(shape, (width - 1) / 2, (height - 1) / 2)
            .map_err(|e| Failure::usage(format!("--mask {shape}: {e}")))?;
        first = first.with_shape(shape);
    }
    if let Some(exits) = args.exits {
        first = first.with_exits(exits);
    }
    Ok(first)
}

/// What was written, for standard error.
fn summary(mazes: &[SheetMaze], options: &SheetOptions, pages: usize, written: &str) -> String {
    let puzzles = sheet::puzzle_pages(mazes.len(), options.per_page);
    let answers = match (options.solutions, puzzles) {
        (false, _) => String::new(),
        (true, 1) => format!(", answers on page {pages}"),
        (true, _) => format!(", answers on pages {}-{pages}", puzzles + 1),
    };
    let plural = |n: usize, one: &str, many: &str| format!("{n} {}", if n == 1 { one } else { many });
    format!(
        "wrote {} ({}, {} a page{answers}) to {written}",
        plural(pages, "page", "pages"),
        plural(mazes.len(), "maze", "mazes"),
        options.per_page
    )
}

/// The first seed: `--seed`, or one picked and said.
fn first_seed(args: &SheetArgs) -> u64 {
    args.seed.unwrap_or_else(|| {
        let seed = seed_from_clock();
        note(&format!("first seed {seed}"));
        seed
    })
}

/// The first maze of a round, hex or triangle sheet; `None` for square.
fn grid_spec(args: &SheetArgs) -> Result<Option<GridSpec>, Failure> {
    let Some(shape) = args.grid.shape(args.size.as_ref())? else { return Ok(None) };
    let mut spec =
        GridSpec::new(shape, first_seed(args)).with_algorithm(args.algorithm).with_mask(args.mask.unwrap_or_default());
    if let Some(exits) = args.exits {
        spec = spec.with_exits(grid_exits(exits));
    }
    spec.check().map_err(|e| Failure::usage(format!("--grid {}: {e}", shape.name())))?;
    Ok(Some(spec))
}

/// Where `--exits` puts a grid maze's entrance and exit.
fn grid_exits(exits: Exits) -> GridExits {
    match exits {
        Exits::Corners => GridExits::Corners,
        Exits::Hardest => GridExits::Hardest,
        Exits::Random => GridExits::Random,
    }
}

/// The first weave maze or maze of floors of a sheet made from its options,
/// or `None` without `--weave` and `--floors` (or with 0 and 1, the flat maze).
/// The options such a maze does not take are refused, each by name.
fn layered_spec(args: &SheetArgs) -> Result<Option<CodeArg>, Failure> {
    let weave = args.weave.filter(|&w| w > 0);
    let floors = args.floors.filter(|&f| f > 1);
    if floors.is_none() && args.stairs.is_some() {
        return Err(Failure::usage("--stairs says how floors are joined: give --floors 2 to 16 too"));
    }
    match (weave, floors) {
        (None, None) => return Ok(None),
        (Some(_), Some(_)) => {
            return Err(Failure::usage(
                "--floors makes a maze of floors; it takes no --weave: drop --weave or --floors",
            ));
        }
        _ => {}
    }
    let mask = args.mask.unwrap_or_default();
    let grid = match args.grid.shape(args.size.as_ref())? {
        Some(shape) => WeaveGrid::Shape(shape),
        None => {
            let (w, h) = match &args.size {
                Some(s) => parse_play_size(&s.text).map_err(|e| Failure::usage(format!("--size {}: {e}", s.text)))?,
                None => args.difficulty.size(),
            };
            WeaveGrid::Square { cols: (w / 2) as u32, rows: (h / 2) as u32 }
        }
    };
    let seed = first_seed(args);
    let spec = match (weave, floors) {
        (Some(percent), _) => {
            let spec = WeaveSpec::new(grid, percent, seed).with_algorithm(args.algorithm).with_mask(mask);
            let spec = args.exits.map_or(spec, |e| spec.with_exits(grid_exits(e)));
            spec.check().map_err(|e| Failure::usage(format!("--weave {percent}: {e}")))?;
            CodeArg::Weave(spec)
        }
        (None, Some(n)) => {
            let spec = FloorSpec::new(grid, n, seed)
                .with_algorithm(args.algorithm)
                .with_stairs(args.stairs.unwrap_or_default())
                .with_mask(mask);
            let spec = args.exits.map_or(spec, |e| spec.with_exits(grid_exits(e)));
            spec.check().map_err(|e| Failure::usage(format!("--floors {n}: {e}")))?;
            CodeArg::Floors(spec)
        }
        (None, None) => unreachable!("returned above"),
    };
    Ok(Some(spec))
}

/// `sheet` for round, hex and triangle mazes.
fn run_grid_spec(args: &SheetArgs, first: &GridSpec) -> Result<(), Failure> {
    let mazes = crate::sheet::grids::grid_mazes_like(first, args.count as usize).map_err(Failure::usage)?;
    run_grid(args, &mazes, &format!("on a {}", first.shape))
}

/// `sheet` for mazes drawn from their grid's geometry (round, hex and
/// triangle mazes, weave mazes, mazes of floors), told as `what` in the summary.
fn run_grid<M: GridSheetItem>(args: &SheetArgs, mazes: &[M], what: &str) -> Result<(), Failure> {
    use crate::sheet::grids::{grid_pages, printed_step};
    let options =
        SheetOptions { paper: args.paper, per_page: args.per_page as usize, solutions: args.solutions, chinese: false };
    if printed_step(&mazes[..mazes.len().min(options.per_page)], &options) < crate::sheet::MIN_CELL_PT {
        return Err(Failure::usage(format!(
            "mazes {what}, {} a page, would have cells under 1 mm, too small to draw a way through: make them smaller \
             (fewer --rings, --floors or a smaller --size) or put fewer on a page with --per-page",
            options.per_page
        )));
    }
    let font = if args.english { None } else { cjk_font() };
    let options = SheetOptions { chinese: font.is_some(), ..options };
    let pages = grid_pages(mazes, &options);
    let written = write_pages(args, pages.len(), |n| &pages[n], font.as_deref())?;
    let puzzles = crate::sheet::puzzle_pages(mazes.len(), options.per_page);
    let answers = if options.solutions { format!(", answers from page {}", puzzles + 1) } else { String::new() };
    let mazes = if mazes.len() == 1 { "1 maze".to_string() } else { format!("{} mazes", mazes.len()) };
    let pages = if pages.len() == 1 { "1 page".to_string() } else { format!("{} pages", pages.len()) };
    note(&format!("wrote {pages} ({mazes} {what}{answers}) to {written}"));
    Ok(())
}
