//! `--weave PERCENT` and weave codes for `generate`, `solve` and `stats`: mazes whose passages
//! cross over and under each other (see [`crate::maze::weave`]).

use super::generate::{GenerateArgs, HeatFrom, MazeArgs, OutputFormat, picture_format};
use super::grid::GridKind;
use super::mean::mean_figures;
use super::output::{self, png_error};
use super::{Failure, whole_number};
use crate::maze::edit::{SharedMaze, is_shared_code};
use crate::maze::floors::{FloorSpec, is_floors_code};
use crate::maze::generate::AnySpec;
use crate::maze::grid::Grid as _;
use crate::maze::items::Items;
use crate::maze::mask::Shape;
use crate::maze::render::Palette;
use crate::maze::solve::Solver;
use crate::maze::weave::{
    Spot, WeaveGrid, WeaveMetrics, WeaveSpec, is_weave_code, route, weave_heat_png_to, weave_json, weave_png_to,
    weave_svg_to,
};
use crate::on_weave_maze;

/// A maze code of any kind: flat (any grid), weave, floors, or the editor's share code.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CodeArg {
    /// A flat maze's code, square or any grid.
    Flat(AnySpec),
    /// A weave maze's code (it has a `wP` option).
    Weave(WeaveSpec),
    /// A code of a maze of floors (it has an `fNt` or `fNs` option).
    Floors(FloorSpec),
    /// The editor's share code: a drawn shape, or a maze edited by hand.
    Shared(Box<SharedMaze>),
}

/// Reads `--code`: a share code, a weave or floors code when it names one, else any flat code.
/// A weave or floors code may name items: `generate` draws and lists them, `solve` walks them out.
pub fn parse_code(text: &str) -> Result<CodeArg, String> {
    if is_shared_code(text) {
        SharedMaze::from_code(text).map(|s| CodeArg::Shared(Box::new(s)))
    } else if is_floors_code(text) {
        FloorSpec::from_code(text).map(CodeArg::Floors)
    } else if is_weave_code(text) {
        WeaveSpec::from_code(text).map(CodeArg::Weave)
    } else {
        AnySpec::from_code(text).map(CodeArg::Flat)
    }
}

/// Reads `--weave`: a whole percentage, 0 to 100.
pub fn parse_weave(text: &str) -> Result<u8, String> {
    whole_number(text, "a weave chance in percent", 0, 100).map(|n| n as u8)
}

impl MazeArgs {
    /// The grid these options name, for a weave maze or a maze of floors.
    pub(super) fn base_grid(&self) -> Result<WeaveGrid, Failure> {
        Ok(match self.grid.grid {
            GridKind::Square => {
                self.grid.shape(None)?;
                let (w, h) = self.tiles()?;
                WeaveGrid::Square { cols: (w / 2) as u32, rows: (h / 2) as u32 }
            }
            _ => WeaveGrid::Shape(self.grid.shape(self.size.as_ref())?.expect("not square")),
        })
    }

    /// Refuses, by name, the option only a flat maze takes (`--corner`) and
    /// any given in `more`: `flag` makes `what` instead.
    pub(super) fn refuse_flat_options(&self, flag: &str, what: &str, more: &[(bool, &str)]) -> Result<(), Failure> {
        let flat = [(self.corner.is_some(), "--corner")];
        match more.iter().chain(&flat).find(|(given, _)| *given) {
            Some((_, name)) => {
                Err(Failure::usage(format!("{flag} makes {what}; it takes no {name}: drop {name} or {flag}")))
            }
            None => Ok(()),
        }
    }

    /// The shape `--mask` names for a weave maze or a maze of floors (made by
    /// `flag`): one of the built-in shapes, as codes name only those; a mask file is refused.
    pub(super) fn layered_mask(&self, flag: &str) -> Result<Shape, Failure> {
        let Some(text) = self.mask.as_deref() else { return Ok(Shape::None) };
        text.parse::<Shape>().ok().filter(|&s| s != Shape::None).ok_or_else(|| {
            Failure::usage(format!(
                "--mask {text}: {flag} takes a built-in shape (panda, heart, ring, star), not a mask file: \
                 its code names the shape"
            ))
        })
    }

    /// The weave maze these options name with `seed`, or `None` without
    /// `--weave` (or with `--weave 0`, the flat maze). Options a weave maze
    /// does not take are refused, each said by name.
    pub fn weave_spec(&self, seed: u64) -> Result<Option<WeaveSpec>, Failure> {
        let Some(percent) = self.weave.filter(|&p| p > 0) else { return Ok(None) };
        self.refuse_flat_options("--weave", "a maze with passages over and under", &[])?;
        let grid = self.base_grid()?;
        let spec = WeaveSpec::new(grid, percent, seed)
            .with_algorithm(self.algorithm)
            .with_braid(self.braid)
            .with_mask(self.layered_mask("--weave")?);
        let spec = self.exits.map_or(spec, |e| spec.with_exits(e));
        spec.check().map_err(|e| Failure::usage(format!("--weave {percent}: {e}")))?;
        Ok(Some(spec))
    }
}

/// `generate` for a weave maze: svg (the default), png or json; the text forms cannot show a crossing.
pub fn generate(args: &GenerateArgs, spec: &WeaveSpec) -> Result<(), Failure> {
    let format = picture_format(
        args,
        "the 0/1, # and ascii forms cannot show a passage running under another; a weave maze is written as svg, png or json (--format)",
        "--weave",
    )?;
    let maze = spec.generate().map_err(Failure::usage)?;
    on_weave_maze!(&maze, m => {
        let items = spec.place_items(m);
        // With items the JSON's route is the full clear, as `solve` walks it.
        let r = if items.is_empty() { route(m) } else { m.full_clear(&items) };
        let r = r.ok_or_else(|| Failure::other("the maze has no way out"))?;
        output::write_to(args.output.as_deref(), |out| match format {
            OutputFormat::Png => match args.heat {
                Some(from) => {
                    let from = if from == HeatFrom::Exit { m.flat.exit } else { m.flat.entrance };
                    weave_heat_png_to(m, from, &Palette::GAME, out).map_err(png_error)
                }
                None => weave_png_to(m, &items, &Palette::GAME, None, out).map_err(png_error),
            },
            OutputFormat::Json => {
                serde_json::to_writer_pretty(&mut *out, &weave_json(m, &items, &spec.code(), spec.percent, &r))?;
                out.write_all(b"\n")
            }
            _ => weave_svg_to(m, &items, &Palette::GAME, None, out),
        })
    })
}

/// One place of a route as `solve` prints it: the cell, and `under` beneath a crossing.
fn place(s: &Spot) -> String {
    if s.under { format!("{} under", s.cell) } else { s.cell.to_string() }
}

/// `solve` for a weave maze: `solver`'s route over (cell, over or under)
/// (every solver walks the places: see [`crate::maze::weave::WeaveGraph`]),
/// printed as cells (`N under` where it runs beneath a crossing). A maze with
/// items is walked out by the item solver's full clear, said so.
pub fn solve(spec: &WeaveSpec, solver: Solver, list: bool) -> Result<(), Failure> {
    let maze = spec.generate().map_err(Failure::usage)?;
    on_weave_maze!(&maze, m => {
        let items = spec.place_items(m);
        let (r, who) = if items.is_empty() {
            let r = m.solve(solver).ok_or_else(|| match solver {
                Solver::WallFollowerLeft | Solver::WallFollowerRight => Failure::other(format!(
                    "{solver} is lost: with loops (--braid) the hand on the wall can circle an island and never reach the exit; try tremaux or astar"
                )),
                _ => Failure::other(format!("{solver}: no way out")),
            })?;
            (r, solver.to_string())
        } else {
            let r = m.full_clear(&items).ok_or_else(|| Failure::other("the items leave no way out"))?;
            (r, full_clear_name(solver, &items))
        };
        let places: Vec<String> = r.iter().map(place).collect();
        let text = if list {
            places.join("\n") + "\n"
        } else {
            let under = r.iter().filter(|s| s.under).count();
            format!(
                "{}\n{who} over (cell, over or under): {} moves on a weave {} ({} cells, {} crossings), {under} under a crossing, from cell {} to cell {}\n",
                places.join(", "),
                r.len() - 1,
                spec.grid,
                m.flat.grid.cell_count(),
                m.crossings().len(),
                m.flat.entrance,
                m.flat.exit
            )
        };
        output::print(&text)
    })
}

/// How `solve` names the item solver's full clear, which it takes instead of `solver` on a maze with `items`.
pub(super) fn full_clear_name(solver: Solver, items: &Items<u32>) -> String {
    let (bamboo, doors) = (items.bamboo.len(), items.doors.len());
    format!("full clear (the item solver, not {solver}: {bamboo} bamboo eaten, {doors} door(s) opened with their keys)")
}

/// `stats` for weave mazes: the mean figures of seeds `0..count`.
pub fn stats(first: &WeaveSpec, count: u64) -> Result<(), Failure> {
    const ROWS: [(&str, &str); 7] = [
        ("crossings", "% of cells"),
        ("dead ends", "% of cells"),
        ("route", "steps"),
        ("under on route", "times"),
        ("over on route", "times"),
        ("longest path", "places"),
        ("difficulty", "of 10"),
    ];
    let measure_one = |seed| {
        let maze = WeaveSpec { seed, ..*first }.generate().map_err(Failure::usage)?;
        let (m, grid) = on_weave_maze!(&maze, m => (WeaveMetrics::of(m), m.measure()));
        let m = m.ok_or_else(|| Failure::other("no way out"))?;
        let share = |n: usize| n as f64 / m.cells.max(1) as f64 * 100.0;
        Ok([
            share(m.crossings),
            share(m.dead_ends),
            m.route_steps as f64,
            m.under_on_route as f64,
            m.over_on_route as f64,
            grid.longest_cells as f64,
            grid.difficulty,
        ])
    };
    mean_figures(ROWS, count, measure_one, |done, of| {
        let braid = if first.braid > 0 { format!(", braided {} %", first.braid) } else { String::new() };
        format!(
            "{} weave {} % on a {}{braid}, {done} seeds (0..{done}{of})\n",
            first.algorithm, first.percent, first.grid
        )
    })
}
