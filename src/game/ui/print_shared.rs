//! A maze named by a share code (drawn or edited in the maze editor, or
//! played from its code) written to a file: an SVG or PNG picture, a PDF
//! page, or a worksheet (the page and its answer key). The editor's Export
//! uses it; the side panel's print row can too, for a drawn board. The file
//! is written whole or not at all: a file already at the path stays as it
//! was when writing fails.

use std::path::{Path, PathBuf};

use super::print::PrintKind;
use crate::maze::draw::{self, Look};
use crate::maze::edit::{SharedMaze, Written, write_out};
use crate::maze::render::{self, PICTURE_TILE_PX, Palette};
use crate::on_grid_maze;
use crate::sheet::grids::{GridSheetMaze, grid_pages, printed_step};
use crate::sheet::{self, MIN_CELL_PT, Paper, SheetMaze, SheetOptions};

/// What a maze is exported as.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExportKind {
    /// An SVG picture.
    Svg,
    /// A PNG picture.
    Png,
    /// A PDF page with the maze to solve.
    Pdf,
    /// A PDF worksheet: the maze's page, then its answer key.
    Worksheet,
}

impl ExportKind {
    /// Every kind, in the order the editor offers them.
    pub const ALL: [ExportKind; 4] = [ExportKind::Svg, ExportKind::Png, ExportKind::Pdf, ExportKind::Worksheet];

    /// The ending of its file's name.
    pub fn extension(self) -> &'static str {
        match self {
            ExportKind::Svg => "svg",
            ExportKind::Png => "png",
            ExportKind::Pdf | ExportKind::Worksheet => "pdf",
        }
    }

    /// Its name in a sentence.
    pub fn name(self) -> &'static str {
        match self {
            ExportKind::Svg => "SVG",
            ExportKind::Png => "PNG",
            ExportKind::Pdf => "PDF",
            ExportKind::Worksheet => "worksheet",
        }
    }
}

/// Prints the maze a share code names into `folder` from the side panel's
/// Print row: its worksheet, the maze's page and its answer key, as
/// `panda-maze-CODE.pdf` (a maze drawn by hand has no others like it, so
/// both buttons print this one).
pub fn print_drawn(
    code: &str,
    _: PrintKind,
    folder: &Path,
    paper: Paper,
    cjk_font: Option<&[u8]>,
) -> Result<PathBuf, String> {
    let shared = SharedMaze::from_code(code)?;
    let body = code.rsplit_once('.').map_or(code, |(body, _)| body);
    std::fs::create_dir_all(folder).map_err(|e| format!("cannot make {}: {e}", folder.display()))?;
    export_shared(&shared, ExportKind::Worksheet, &folder.join(format!("panda-maze-{body}.pdf")), paper, cjk_font)
}

/// Writes `shared`'s maze as `kind` to `path`, whole or not at all; the
/// Chinese titles of a page are drawn when `cjk_font` is given. The path
/// written, or why not (a maze that cannot be played, one too large to
/// print, a folder that is not there, a full disk).
pub fn export_shared(
    shared: &SharedMaze,
    kind: ExportKind,
    path: &Path,
    paper: Paper,
    cjk_font: Option<&[u8]>,
) -> Result<PathBuf, String> {
    let (maze, items) = shared.build().map_err(|why| format!("this maze cannot be exported: {why}"))?;
    let written = write_out(&maze, &items);
    let bytes = match kind {
        ExportKind::Svg | ExportKind::Png => picture(&written, kind == ExportKind::Png)?,
        ExportKind::Pdf | ExportKind::Worksheet => {
            let answers = kind == ExportKind::Worksheet;
            page(written, shared.code(), answers, paper, cjk_font)?
        }
    };
    super::print::write_whole(path, &bytes).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    Ok(path.to_path_buf())
}

/// The maze as an SVG or (`png`) a PNG picture, in the game's colours, its items drawn.
fn picture(written: &Written, png: bool) -> Result<Vec<u8>, String> {
    let mut out = Vec::new();
    let failed = |e: ::png::EncodingError| format!("the picture cannot be made: {e}");
    let svg_failed = |e: std::io::Error| format!("the picture cannot be made: {e}");
    match written {
        Written::Square(maze, items) if png => {
            render::png_to(maze, items, PICTURE_TILE_PX, &Palette::GAME, &mut out).map_err(failed)?;
        }
        Written::Square(maze, items) => {
            render::svg_to(maze, items, PICTURE_TILE_PX, &Palette::GAME, &mut out).map_err(svg_failed)?;
        }
        Written::Grid(maze, items) => on_grid_maze!(&**maze, m => {
            let look = Look::for_grid(&m.grid);
            if png {
                draw::png_to(m, items, &look, &Palette::GAME, None, &mut out).map_err(failed)?;
            } else {
                draw::svg_to(m, items, &look, &Palette::GAME, None, &mut out).map_err(svg_failed)?;
            }
        }),
    }
    Ok(out)
}

/// The maze on a page of `paper`, its code under it, and with `answers`
/// its answer page after it, as a PDF.
fn page(
    written: Written,
    code: String,
    answers: bool,
    paper: Paper,
    cjk_font: Option<&[u8]>,
) -> Result<Vec<u8>, String> {
    let options = SheetOptions { paper, per_page: 1, solutions: answers, chinese: cjk_font.is_some() };
    let too_large = || "this maze is too large to print: its cells would be under 1 mm on the page".to_owned();
    let pages = match written {
        Written::Square(maze, items) => {
            if sheet::largest_readable(1, maze.width(), maze.height(), &options).is_some() {
                return Err(too_large());
            }
            let route = if items.is_empty() {
                crate::maze::breadth_first(&maze)
            } else {
                crate::maze::items::solve(&maze, &items, crate::maze::items::Progress::start(&maze), true)
            };
            sheet::pages(&[SheetMaze { code, route: route.unwrap_or_default(), maze, items }], &options)
        }
        Written::Grid(maze, items) => {
            let mazes = [GridSheetMaze::new(code, *maze, items)];
            if printed_step(&mazes, &options) < MIN_CELL_PT {
                return Err(too_large());
            }
            grid_pages(&mazes, &options)
        }
    };
    sheet::pdf::pdf(&pages, "Panda Maze worksheet", cjk_font)
}
