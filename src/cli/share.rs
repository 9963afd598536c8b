//! Share codes of the maze editor (drawn shapes and hand-edited mazes) for
//! `generate --code`, `solve --code` and `sheet --code`: the maze is made by
//! the core's editor ([`crate::maze::edit`]) and written as any square or
//! grid maze is.

use super::Failure;
use super::generate::{GenerateArgs, HeatFrom, OutputFormat};
use super::output::{self, note, png_error};
use crate::maze::distance::distances;
use crate::maze::edit::{SharedMaze, Source, Written, write_out};
use crate::maze::heat::heat_png_to;
use crate::maze::render::{self, PICTURE_TILE_PX, Palette};
use crate::maze::text::{self, TextFormat};
use crate::on_grid_maze;
use crate::sheet::SheetMaze;
use crate::sheet::grids::GridSheetMaze;

/// The maze a share code names, as a square or grid maze.
pub fn make(shared: &SharedMaze) -> Result<Written, Failure> {
    let (maze, items) = shared.build().map_err(Failure::usage)?;
    Ok(write_out(&maze, &items))
}

/// `generate --code` with a share code: a square maze in any form but json,
/// a grid maze as svg (the default), png or json.
pub fn generate(args: &GenerateArgs, shared: &SharedMaze) -> Result<(), Failure> {
    let code = shared.code();
    let written = make(shared)?;
    let format = args.format.unwrap_or(match written {
        Written::Square(..) => OutputFormat::ZeroOne,
        Written::Grid(..) => OutputFormat::Svg,
    });
    if format == OutputFormat::Png && args.output.is_none() {
        return Err(Failure::usage(
            "--format png writes a binary picture: give a file with -o FILE (or -o - for standard output)",
        ));
    }
    if args.heat.is_some() && format != OutputFormat::Png {
        return Err(Failure::usage("--heat draws a picture: use it with --format png"));
    }
    match written {
        Written::Grid(maze, items) => {
            let heat = args.heat.map(|from| from == HeatFrom::Exit);
            if matches!(format, OutputFormat::ZeroOne | OutputFormat::Hash | OutputFormat::Ascii) {
                return Err(Failure::usage(
                    "the 0/1, # and ascii forms are for square mazes only; this maze is written as svg, png or json (--format)",
                ));
            }
            on_grid_maze!(&*maze, m => super::grid::write_one(m, &items, &code, format, args.output.as_deref(), heat))
        }
        Written::Square(maze, items) => {
            if format == OutputFormat::Json {
                return Err(Failure::usage(
                    "a square maze from a share code is written as text, svg or png; json is for generator codes",
                ));
            }
            if !items.is_empty() && matches!(format, OutputFormat::ZeroOne | OutputFormat::Hash) {
                note(
                    "the 0/1 and # text forms hold walls and floor only: the items are not written (ascii, svg and png show them)",
                );
            }
            if let Some(from) = args.heat {
                let dist = distances(&maze, if from == HeatFrom::Entrance { maze.entrance } else { maze.exit });
                return output::write_to(args.output.as_deref(), |out| {
                    heat_png_to(&maze, &dist, PICTURE_TILE_PX, &Palette::GAME, out).map_err(png_error)
                });
            }
            output::write_to(args.output.as_deref(), |out| match format {
                OutputFormat::Hash => text::write_to(&maze, TextFormat::Hash, out),
                OutputFormat::Ascii => render::ascii_to(&maze, &items, out),
                OutputFormat::Svg => render::svg_to(&maze, &items, PICTURE_TILE_PX, &Palette::GAME, out),
                OutputFormat::Png => {
                    render::png_to(&maze, &items, PICTURE_TILE_PX, &Palette::GAME, out).map_err(png_error)
                }
                _ => text::write_to(&maze, TextFormat::ZeroOne, out),
            })
        }
    }
}

/// The mazes `sheet --code` prints for a share code: a drawn shape's,
/// `count` of them with the seed counting up; a hand-edited maze once.
pub enum SheetMazes {
    /// Square mazes.
    Square(Vec<SheetMaze>),
    /// Mazes drawn from their grid's geometry.
    Grid(Vec<GridSheetMaze>),
}

/// [`SheetMazes`] for `shared`.
pub fn sheet_mazes(shared: &SharedMaze, count: usize) -> Result<SheetMazes, Failure> {
    let codes: Vec<SharedMaze> = match &shared.source {
        Source::Drawn(d) if shared.changes.is_empty() => (0..count as u64)
            .map(|i| {
                let d = crate::maze::edit::DrawnSpec { seed: d.seed.wrapping_add(i), ..d.clone() };
                SharedMaze { source: Source::Drawn(d), changes: shared.changes.clone() }
            })
            .collect(),
        _ => {
            if count > 1 {
                note("a hand-edited maze is one maze: it is printed once");
            }
            vec![shared.clone()]
        }
    };
    let (mut squares, mut grids) = (Vec::new(), Vec::new());
    for shared in codes {
        let code = shared.code();
        match make(&shared)? {
            Written::Square(maze, items) => {
                let route = if items.is_empty() {
                    crate::maze::breadth_first(&maze)
                } else {
                    crate::maze::items::solve(&maze, &items, crate::maze::items::Progress::start(&maze), true)
                };
                squares.push(SheetMaze { code, route: route.unwrap_or_default(), maze, items });
            }
            Written::Grid(maze, items) => grids.push(GridSheetMaze::new(code, *maze, items)),
        }
    }
    Ok(if grids.is_empty() { SheetMazes::Square(squares) } else { SheetMazes::Grid(grids) })
}
