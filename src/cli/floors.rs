//! `--floors N` and `--stairs tower|stacked` for `generate`, `solve` and `stats`: mazes of many
//! floors joined by stairs (see [`crate::maze::floors`]).

use super::generate::{GenerateArgs, HeatFrom, MazeArgs, OutputFormat, picture_format};
use super::mean::mean_figures;
use super::output::{self, png_error};
use super::weave::full_clear_name;
use super::{Failure, whole_number};
use crate::maze::floors::{
    FloorGrid, FloorSpec, Stairs, floors_heat_png_to, floors_json, floors_png_to, floors_svg_to, stairs,
};
use crate::maze::grid::{Grid, GridMaze};
use crate::maze::items::{Progress, solve as clear_out};
use crate::maze::render::Palette;
use crate::maze::solve::Solver;
use crate::maze::solve::grids::{measure, solve as solve_on};
use crate::on_floors_maze;

/// Reads `--floors`: a whole number of floors, 1 (the flat maze) to 16.
pub fn parse_floors(text: &str) -> Result<u32, String> {
    whole_number(text, "a number of floors", 1, 16).map(|n| n as u32)
}

/// Reads `--stairs`: tower or stacked.
pub fn parse_stairs(text: &str) -> Result<Stairs, String> {
    text.trim().to_ascii_lowercase().parse()
}

impl MazeArgs {
    /// The maze of floors these options name with `seed`, or `None` without
    /// `--floors` (or with `--floors 1`, the flat maze). Options it does not
    /// take are refused, each said by name.
    pub fn floors_spec(&self, seed: u64) -> Result<Option<FloorSpec>, Failure> {
        let Some(floors) = self.floors.filter(|&f| f > 1) else {
            if self.stairs.is_some() {
                return Err(Failure::usage("--stairs says how floors are joined: give --floors 2 to 16 too"));
            }
            return Ok(None);
        };
        let what = "a maze from the lowest floor's first cell to the top floor's last";
        self.refuse_flat_options("--floors", what, &[(self.weave.is_some_and(|w| w > 0), "--weave")])?;
        let grid = self.base_grid()?;
        let spec = FloorSpec::new(grid, floors, seed)
            .with_algorithm(self.algorithm)
            .with_stairs(self.stairs.unwrap_or_default())
            .with_braid(self.braid)
            .with_mask(self.layered_mask("--floors")?);
        let spec = self.exits.map_or(spec, |e| spec.with_exits(e));
        spec.check().map_err(|e| Failure::usage(format!("--floors {floors}: {e}")))?;
        Ok(Some(spec))
    }
}

/// `generate` for a maze of floors: svg (the default), png or json; the text forms are square only.
pub fn generate(args: &GenerateArgs, spec: &FloorSpec) -> Result<(), Failure> {
    let format = picture_format(
        args,
        "the 0/1, # and ascii forms hold one floor; a maze of floors is written as svg, png or json (--format)",
        "--floors",
    )?;
    let maze = spec.generate().map_err(Failure::usage)?;
    on_floors_maze!(&maze, m => {
        let items = spec.place_items(m);
        output::write_to(args.output.as_deref(), |out| match format {
            OutputFormat::Png => match args.heat {
                Some(from) => {
                    let from = if from == HeatFrom::Exit { m.exit } else { m.entrance };
                    floors_heat_png_to(m, from, &Palette::GAME, out).map_err(png_error)
                }
                None => floors_png_to(m, &items, &Palette::GAME, out).map_err(png_error),
            },
            OutputFormat::Json => {
                // With items the route is the full clear, as `solve` walks it.
                let route = if items.is_empty() {
                    solve_on(m, Solver::BreadthFirst, m.entrance, m.exit)
                } else {
                    clear_out(m, &items, Progress::start(m), true)
                };
                let json = floors_json(m, &items, &spec.code(), spec.stairs.name(), &route.unwrap_or_default());
                serde_json::to_writer_pretty(&mut *out, &json)?;
                out.write_all(b"\n")
            }
            _ => floors_svg_to(m, &items, &Palette::GAME, out),
        })
    })
}

/// A cell as `solve` prints it: `floor:cell` (the cell on its floor's grid).
fn place<G: Grid>(maze: &GridMaze<FloorGrid<G>>, c: u32) -> String {
    format!("{}:{}", maze.grid.floor_of(c), maze.grid.base_cell(c))
}

/// `solve` for a maze of floors: any solver's route as `floor:cell` places and a summary. A maze
/// with items is walked out by the item solver's full clear, said so.
pub fn solve(spec: &FloorSpec, solver: Solver, list: bool) -> Result<(), Failure> {
    let maze = spec.generate().map_err(Failure::usage)?;
    on_floors_maze!(&maze, m => {
        let items = spec.place_items(m);
        let (route, who) = if items.is_empty() {
            let route = solve_on(m, solver, m.entrance, m.exit);
            (route.ok_or_else(|| Failure::other(format!("{solver}: no way out")))?, solver.to_string())
        } else {
            let route = clear_out(m, &items, Progress::start(m), true);
            (route.ok_or_else(|| Failure::other("the items leave no way out"))?, full_clear_name(solver, &items))
        };
        let places: Vec<String> = route.iter().map(|&c| place(m, c)).collect();
        let text = if list {
            places.join("\n") + "\n"
        } else {
            let climbs = route.windows(2).filter(|w| m.grid.floor_of(w[0]) != m.grid.floor_of(w[1])).count();
            format!(
                "{}\n{who}: {} moves on {spec} ({} cells), {climbs} on stairs, from {} to {} (floor:cell)\n",
                places.join(" "),
                route.len() - 1,
                m.grid.cell_count(),
                place(m, m.entrance),
                place(m, m.exit)
            )
        };
        output::print(&text)
    })
}

/// `stats` for mazes of floors: the mean figures of seeds `0..count`.
pub fn stats(first: &FloorSpec, count: u64) -> Result<(), Failure> {
    const ROWS: [(&str, &str); 5] = [
        ("stairs", ""),
        ("dead ends", "% of cells"),
        ("route", "cells"),
        ("stairs on route", ""),
        ("difficulty", "of 10"),
    ];
    let measure_one = |seed| {
        let maze = FloorSpec { seed, ..*first }.generate().map_err(Failure::usage)?;
        Ok(on_floors_maze!(&maze, m => {
            let figures = measure(m);
            let route = solve_on(m, Solver::BreadthFirst, m.entrance, m.exit).unwrap_or_default();
            let climbs = route.windows(2).filter(|w| m.grid.floor_of(w[0]) != m.grid.floor_of(w[1])).count();
            let share = figures.dead_ends as f64 / figures.cells.max(1) as f64 * 100.0;
            [stairs(m).len() as f64, share, figures.route_cells as f64, climbs as f64, figures.difficulty]
        }))
    };
    mean_figures(ROWS, count, measure_one, |done, of| {
        format!("{} on {first}, {done} seeds (0..{done}{of})\n", first.algorithm)
    })
}
