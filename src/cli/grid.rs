//! The grid options every maze command shares (`--grid`, `--rings`,
//! `--outline`, and `--size` read for any grid), and `generate`, `solve` and
//! `stats` for mazes on round, hex and triangle grids.

use clap::{Args, ValueEnum};

use super::mean::mean_figures;
use super::output::{self, note, png_error};
use super::{Failure, parse_size};
use crate::maze::Mask;
use crate::maze::draw::{self, Look};
use crate::maze::generate::{GridShape, GridSpec};
use crate::maze::grid::{Grid, GridMaze, HexGrid, HexShape, RoundGrid, TriangleGrid, TriangleShape};
use crate::maze::items::{Items, Progress};
use crate::maze::mask::Shape;
use crate::maze::mask::grids::{Masked, mask_size};
use crate::maze::render::Palette;
use crate::maze::solve::Solver;
use crate::maze::solve::grids::{self as solve_grids, GridExits, measure};
use crate::on_grid_maze;

/// Which grid a maze lies on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, ValueEnum)]
pub enum GridKind {
    /// Square cells on the tile board (every maze before grids).
    #[default]
    Square,
    /// Rings round a centre cell (`--rings N`).
    Round,
    /// Hexagons (`--size COLSxROWS` in cells, or `--outline big`).
    Hex,
    /// Up and down triangles (`--size COLSxROWS` in cells, or `--outline big`).
    Triangle,
}

/// The outline of a hex or triangle maze.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, ValueEnum)]
pub enum Outline {
    /// A rectangle-like board of COLSxROWS cells.
    #[default]
    Board,
    /// A big hexagon (hex: `--rings N` round its middle) or a big triangle (triangle: `--size N` rows).
    Big,
}

/// A `--size` as typed: `WxH`, or one number `N` (a big triangle's rows).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SizeArg {
    /// The text typed.
    pub text: String,
    /// The first number.
    pub a: u32,
    /// The second number, if there was one.
    pub b: Option<u32>,
}

/// Reads a `--size` for any grid; the square board checks it as tiles later.
pub fn parse_size_arg(text: &str) -> Result<SizeArg, String> {
    let number = |s: &str| {
        s.trim().parse::<u32>().map_err(|_| format!("'{s}' in '{text}' is not a whole number; write e.g. 21x21"))
    };
    let (a, b) = match text.split_once(['x', 'X', '×']) {
        Some((a, b)) => (number(a)?, Some(number(b)?)),
        None if text.trim().bytes().all(|c| c.is_ascii_digit()) && !text.trim().is_empty() => (number(text)?, None),
        None => return Err(format!("'{text}' is not a size; write it as WIDTHxHEIGHT, e.g. 21x21")),
    };
    Ok(SizeArg { text: text.to_owned(), a, b })
}

/// The grid options.
#[derive(Debug, Args, Default)]
pub struct GridArgs {
    /// The grid: square (the tile board; --size in tiles), round (--rings), hex or triangle (--size
    /// COLSxROWS in cells). Round, hex and triangle mazes are written as svg, png or json.
    #[arg(long, value_name = "GRID", default_value = "square")]
    pub grid: GridKind,
    /// Rings round the centre of a round maze, 2 to 580 [default: 10]; with --grid hex --outline big,
    /// the rings round the big hexagon's middle [default: 6].
    #[arg(long, value_name = "N")]
    pub rings: Option<u32>,
    /// Hex and triangle: a rectangle-like board, or a big hexagon / big triangle.
    #[arg(long, value_name = "OUTLINE", default_value = "board")]
    pub outline: Outline,
}

impl GridArgs {
    /// The grid these options name with `size`, or `None` for the square board.
    /// Sizes are checked: from the smallest playable to about a million cells.
    pub fn shape(&self, size: Option<&SizeArg>) -> Result<Option<GridShape>, Failure> {
        let dims = |default: (u32, u32)| match size {
            None => Ok(default),
            Some(SizeArg { b: Some(b), a, .. }) => Ok((*a, *b)),
            Some(s) => Err(Failure::usage(format!("--size {}: give COLSxROWS in cells, e.g. 16x12", s.text))),
        };
        let shape = match (self.grid, self.outline) {
            (GridKind::Square, _) => {
                if self.rings.is_some() || self.outline != Outline::Board {
                    return Err(Failure::usage("--rings and --outline are for --grid round, hex or triangle"));
                }
                return Ok(None);
            }
            (GridKind::Round, outline) => {
                if size.is_some() || outline != Outline::Board {
                    return Err(Failure::usage("a round maze's size is its --rings N; drop --size and --outline"));
                }
                GridShape::Round { rings: self.rings.unwrap_or(10) }
            }
            (GridKind::Hex, Outline::Board) => {
                let (cols, rows) = dims((16, 12))?;
                GridShape::Hex(HexShape::Rectangle { cols, rows })
            }
            (GridKind::Hex, Outline::Big) => {
                if size.is_some() {
                    return Err(Failure::usage("a big hexagon's size is its --rings N; drop --size"));
                }
                GridShape::Hex(HexShape::Hexagon { radius: self.rings.unwrap_or(6) })
            }
            (GridKind::Triangle, Outline::Board) => {
                let (cols, rows) = dims((20, 12))?;
                GridShape::Triangle(TriangleShape::Rectangle { cols, rows })
            }
            (GridKind::Triangle, Outline::Big) => match size {
                None => GridShape::Triangle(TriangleShape::Triangle { side: 12 }),
                Some(SizeArg { a, b: None, .. }) => GridShape::Triangle(TriangleShape::Triangle { side: *a }),
                Some(s) => {
                    return Err(Failure::usage(format!(
                        "--size {}: a big triangle takes its rows, e.g. --size 12",
                        s.text
                    )));
                }
            },
        };
        if self.rings.is_some() && !matches!(shape, GridShape::Round { .. } | GridShape::Hex(HexShape::Hexagon { .. }))
        {
            return Err(Failure::usage("--rings is for --grid round and --grid hex --outline big"));
        }
        shape.check().map_err(|e| Failure::usage(format!("--grid {}: {e}", shape.name())))?;
        Ok(Some(shape))
    }
}

/// The square board's size in tiles from `--size` (21x21 when not given).
pub fn square_size(size: Option<&SizeArg>) -> Result<(usize, usize), Failure> {
    size.map_or(Ok((21, 21)), |s| parse_size(&s.text).map_err(|e| Failure::usage(format!("--size {}: {e}", s.text))))
}

/// The maze a grid spec names, or why none.
pub fn make(spec: &GridSpec) -> Result<crate::maze::generate::GridMazeAny, Failure> {
    spec.generate().map_err(Failure::usage)
}

/// How `generate` writes a grid maze: svg, png or json (the text forms are
/// square only), cut to the mask file `mask` if given (a shape is the spec's),
/// as a heat picture from the exit (`Some(true)`) or the entrance if `heat`.
pub fn write_maze(
    spec: &GridSpec,
    format: super::OutputFormat,
    output: Option<&std::path::Path>,
    mask: Option<&str>,
    heat: Option<bool>,
) -> Result<(), Failure> {
    use super::OutputFormat as F;
    if matches!(format, F::ZeroOne | F::Hash | F::Ascii) {
        return Err(Failure::usage(format!(
            "the 0/1, # and ascii forms are for square mazes only; a {} maze is written as svg, png or json (--format)",
            spec.shape.name()
        )));
    }
    let Some(name) = mask else {
        let maze = make(spec)?;
        let code = spec.code();
        return on_grid_maze!(&maze, m => write_one(m, &spec.place_items(m), &code, format, output, heat));
    };
    let none = || Failure::usage(format!("the {} grid cannot be built at this size", spec.shape.name()));
    let cut = Cut { spec, name, format, output, heat };
    match spec.shape {
        GridShape::Round { rings } => cut.write(RoundGrid::new(rings).ok_or_else(none)?),
        GridShape::Hex(shape) => cut.write(HexGrid::new(shape).ok_or_else(none)?),
        GridShape::Triangle(shape) => cut.write(TriangleGrid::new(shape).ok_or_else(none)?),
    }
}

/// A grid maze to cut to a mask and write.
struct Cut<'a> {
    spec: &'a GridSpec,
    name: &'a str,
    format: super::OutputFormat,
    output: Option<&'a std::path::Path>,
    heat: Option<bool>,
}

impl Cut<'_> {
    /// Cuts `grid` to the mask file (stretched over the grid's box as a
    /// shape is), carves the spec's maze on what is left and writes it.
    fn write<G: Grid>(&self, grid: G) -> Result<(), Failure> {
        let (cols, rows) = mask_size(&grid);
        let mask =
            Mask::named(self.name, cols, rows).map_err(|e| Failure::usage(format!("--mask {}: {e}", self.name)))?;
        let what = self.spec.shape.name();
        let cut = Masked::new(grid, &mask).ok_or_else(|| {
            Failure::usage(format!("--mask {}: it leaves fewer than two cells of this {what} grid", self.name))
        })?;
        let maze = self.spec.carve_on(cut).map_err(|e| Failure::usage(format!("--mask {}: {e}", self.name)))?;
        note(&format!(
            "--mask {}: kept {} of the {what} grid's cells; no code names a mask file",
            self.name,
            maze.grid.cell_count()
        ));
        write_one(&maze, &Items::default(), "", self.format, self.output, self.heat)
    }
}

pub(super) fn write_one<G: Grid>(
    maze: &GridMaze<G>,
    items: &Items<u32>,
    code: &str,
    format: super::OutputFormat,
    output: Option<&std::path::Path>,
    heat: Option<bool>,
) -> Result<(), Failure> {
    let look = Look::for_grid(&maze.grid);
    if let Some(from_exit) = heat {
        let from = if from_exit { maze.exit } else { maze.entrance };
        return output::write_to(output, |out| {
            draw::heat_png_to(maze, from, &look, &Palette::GAME, &mut *out).map_err(png_error)
        });
    }
    output::write_to(output, |out| match format {
        super::OutputFormat::Svg => draw::svg_to(maze, items, &look, &Palette::GAME, None, out),
        super::OutputFormat::Png => draw::png_to(maze, items, &look, &Palette::GAME, None, out).map_err(png_error),
        _ => {
            draw::json_to(maze, items, code, &mut *out)?;
            out.write_all(b"\n")
        }
    })
}

/// `solve` on a grid maze: the route as cell indices (one line, or a line
/// each with `list`) and a summary line. Every solver runs on every grid; a
/// maze with items is walked out by the item solver's full clear, said so.
pub fn solve(spec: &GridSpec, solver: Solver, list: bool) -> Result<(), Failure> {
    let maze = make(spec)?;
    let items = on_grid_maze!(&maze, m => spec.place_items(m));
    solve_maze(&maze, &items, &spec.shape.to_string(), solver, list)
}

/// [`solve`] on a maze made already, with its `items`, told as on `what` in the summary.
pub fn solve_maze(
    maze: &crate::maze::generate::GridMazeAny,
    items: &Items<u32>,
    what: &str,
    solver: Solver,
    list: bool,
) -> Result<(), Failure> {
    on_grid_maze!(maze, m => {
        let (route, who) = if items.is_empty() {
            let route = solve_grids::solve(m, solver, m.entrance, m.exit)
                .ok_or_else(|| Failure::other(format!("{solver}: no way out")))?;
            (route, solver.to_string())
        } else {
            let route = crate::maze::items::solve(m, items, Progress::start(m), true)
                .ok_or_else(|| Failure::other("the items leave no way out"))?;
            let (bamboo, doors) = (items.bamboo.len(), items.doors.len());
            (route, format!(
                "full clear (the item solver, not {solver}: {bamboo} bamboo eaten, {doors} door(s) opened with their keys)"
            ))
        };
        let cells: Vec<String> = route.iter().map(u32::to_string).collect();
        let text = if list {
            cells.join("\n") + "\n"
        } else {
            format!(
                "{}\n{who}: {} moves on a {what} ({} cells), from cell {} to cell {}\n",
                cells.join(" "),
                route.len() - 1,
                m.grid.cell_count(),
                m.entrance,
                m.exit
            )
        };
        output::print(&text)
    })
}

/// `stats` on a grid: the mean figures of seeds `0..count`; Ctrl+C stops
/// it with the figures of the seeds done (status 130).
pub fn stats(first: &GridSpec, count: u64) -> Result<(), Failure> {
    const ROWS: [(&str, &str); 6] = [
        ("dead ends", "% of cells"),
        ("junctions", ""),
        ("route", "cells"),
        ("route share", "% of cells"),
        ("longest path", "cells"),
        ("difficulty", "of 10"),
    ];
    let cells = std::cell::Cell::new(0);
    let measure_one = |seed| {
        let maze = make(&GridSpec { seed, ..*first })?;
        let m = on_grid_maze!(&maze, m => measure(m));
        cells.set(m.cells);
        let share = |n: usize| n as f64 / m.cells.max(1) as f64 * 100.0;
        Ok([
            share(m.dead_ends),
            m.junctions as f64,
            m.route_cells as f64,
            share(m.route_cells),
            m.longest_cells as f64,
            m.difficulty,
        ])
    };
    mean_figures(ROWS, count, measure_one, |done, of| {
        let exits = if first.exits == GridExits::Centre { ", centre to rim" } else { "" };
        let cut = if first.mask == Shape::None {
            String::new()
        } else {
            format!(", cut to a {} ({} cells)", first.mask, cells.get())
        };
        format!("{} on a {}{cut}{exits}, {done} seeds (0..{done}{of})\n", first.algorithm, first.shape)
    })
}
