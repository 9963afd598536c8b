//! "Print this maze" and "A sheet like this": the maze on the board (or a
//! dozen like it, seeds counting up from it) as a worksheet PDF with its
//! answer key, saved in the player's documents folder (beside the settings
//! file when the system has none), and where it went said in the panel.

use std::fs;
use std::path::{Path, PathBuf};

use bevy_egui::egui;

use super::i18n::{Language, Text};
use crate::game::settings::SettingsFile;
use crate::maze::MazeSpec;
use crate::maze::generate::{AnySpec, GridSpec};
use crate::sheet::grids::{grid_mazes_like, grid_pages, printed_step};
use crate::sheet::{self, MIN_CELL_PT, Paper, SheetMaze, SheetOptions};

/// What to print.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PrintKind {
    /// The maze on the board, a page, then its answer page.
    ThisMaze,
    /// [`SHEET_COUNT`] mazes like it, then their answer pages.
    SheetLikeThis,
}

impl PrintKind {
    /// How many mazes it prints.
    fn count(self) -> usize {
        match self {
            PrintKind::ThisMaze => 1,
            PrintKind::SheetLikeThis => SHEET_COUNT,
        }
    }

    /// The PDF's name for the maze with code `code`.
    fn file_name(self, code: &str) -> String {
        match self {
            PrintKind::ThisMaze => format!("panda-maze-{code}.pdf"),
            PrintKind::SheetLikeThis => format!("panda-maze-sheet-{code}.pdf"),
        }
    }
}

/// Mazes on a sheet like this one.
pub const SHEET_COUNT: usize = 12;
/// The widest or tallest board printed, in tiles: past it a cell is smaller
/// than a pen's line on the page.
pub const MAX_PRINT_SIDE: usize = 201;

/// Where printed mazes go: the documents folder, else the settings file's
/// folder, else nowhere.
pub fn print_folder(documents: Option<PathBuf>, settings_file: Option<&Path>) -> Option<PathBuf> {
    documents.or_else(|| settings_file.and_then(Path::parent).map(Path::to_path_buf))
}

/// [`print_folder`] for this system and player.
pub fn standard_print_folder() -> Option<PathBuf> {
    let documents = directories::UserDirs::new().and_then(|dirs| dirs.document_dir().map(Path::to_path_buf));
    print_folder(documents, SettingsFile::standard().as_ref().map(|f| f.path.as_path()))
}

/// The paper pages are printed on: the print row's and the editor's export
/// (one choice for both), at first [`paper_for_locale`]'s for this system.
#[derive(bevy::prelude::Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct PaperChoice(pub Paper);

impl Default for PaperChoice {
    fn default() -> Self {
        PaperChoice(paper_for_locale(sys_locale::get_locale().as_deref()))
    }
}

/// The choice of paper, A4 or Letter, on a row of its own.
pub fn paper_choice(ui: &mut egui::Ui, lang: Language, paper: &mut Paper) {
    ui.horizontal(|ui| {
        ui.label(lang.t(Text::Paper));
        ui.selectable_value(paper, Paper::A4, "A4");
        ui.selectable_value(paper, Paper::Letter, lang.t(Text::PaperLetter));
    });
}

/// Letter paper where it is the custom (the United States, Canada, Mexico,
/// the Philippines, Chile, Colombia, Venezuela), A4 elsewhere.
pub fn paper_for_locale(locale: Option<&str>) -> Paper {
    // `en-US`, `en_CA.UTF-8`, `zh-Hans-CN`: the region is the two-letter part after the language.
    let region = locale
        .and_then(|l| l.split(['.', '@']).next())
        .and_then(|l| l.split(['-', '_']).skip(1).find(|p| p.len() == 2 && p.chars().all(|c| c.is_ascii_alphabetic())))
        .map(str::to_ascii_uppercase);
    match region.as_deref() {
        Some("US" | "CA" | "MX" | "PH" | "CL" | "CO" | "VE") => Paper::Letter,
        _ => Paper::A4,
    }
}

/// Mazes a page on a sheet of mazes this size: four while their cells stay
/// large enough to draw in with a pencil, else one.
fn per_page(spec: &MazeSpec) -> usize {
    if spec.width.max(spec.height) <= 61 { 4 } else { 1 }
}

/// Writes `kind` of `spec` as a PDF into `folder` (made if missing) and
/// returns the file; the Chinese titles are drawn when `cjk_font` is given.
/// The file is written whole or not at all.
pub fn print_maze(
    spec: &MazeSpec,
    kind: PrintKind,
    folder: &Path,
    paper: Paper,
    cjk_font: Option<&[u8]>,
) -> Result<PathBuf, String> {
    if spec.width.max(spec.height) > MAX_PRINT_SIDE {
        return Err(format!(
            "a {}×{} board is too large to print: at most {MAX_PRINT_SIDE} tiles a side",
            spec.width, spec.height
        ));
    }
    let (mazes, per_page) = match kind {
        PrintKind::ThisMaze => (SheetMaze::new(spec).map(|m| vec![m]), 1),
        PrintKind::SheetLikeThis => (sheet::mazes_like(spec, SHEET_COUNT), per_page(spec)),
    };
    let name = kind.file_name(&spec.code());
    let mazes = mazes.map_err(|e| e.to_string())?;
    let options = SheetOptions { paper, per_page, solutions: true, chinese: cjk_font.is_some() };
    let bytes = sheet::pdf::pdf(&sheet::pages(&mazes, &options), "Panda Maze worksheet", cjk_font)?;
    save(folder, &name, &bytes)
}

/// [`print_maze`] for a round, hexagonal or triangular maze: four a page on
/// a sheet while their cells stay a pencil's width, else one.
pub fn print_grid_maze(
    spec: &GridSpec,
    kind: PrintKind,
    folder: &Path,
    paper: Paper,
    cjk_font: Option<&[u8]>,
) -> Result<PathBuf, String> {
    let what = spec.shape.to_string();
    print_drawn_from_grid((&spec.code(), &what), |n| grid_mazes_like(spec, n), kind, (folder, paper), cjk_font)
}

/// [`print_maze`] for a weave maze (its bridges inset, the answer's route
/// dashed under them) or a maze of floors (side by side, with the stairs).
pub fn print_layered(
    spec: &Layered,
    kind: PrintKind,
    folder: &Path,
    paper: Paper,
    cjk_font: Option<&[u8]>,
) -> Result<PathBuf, String> {
    use crate::sheet::layers::{floors_mazes_like, weave_mazes_like};
    match spec {
        Layered::Weave(spec) => {
            let what = format!("woven {} % on a {}", spec.percent, spec.grid);
            print_drawn_from_grid((&spec.code(), &what), |n| weave_mazes_like(spec, n), kind, (folder, paper), cjk_font)
        }
        Layered::Floors(spec) => {
            let what = format!("of {spec}");
            print_drawn_from_grid(
                (&spec.code(), &what),
                |n| floors_mazes_like(spec, n),
                kind,
                (folder, paper),
                cjk_font,
            )
        }
    }
}

/// A weave maze's or a maze of floors' spec, which names it.
#[derive(Clone, Copy, Debug)]
pub enum Layered {
    /// A weave maze.
    Weave(crate::maze::weave::WeaveSpec),
    /// A maze of floors.
    Floors(crate::maze::floors::FloorSpec),
}

impl Layered {
    /// The weave or the floors `game` plays, if it is one.
    pub fn of(game: &crate::game::board::grid::GridGame) -> Option<Self> {
        game.weave.as_ref().map(|w| Layered::Weave(w.spec)).or(game.floors.map(Layered::Floors))
    }
}

/// Prints `kind` of the mazes `like` makes (`like(n)`: the first `n` of
/// them, the maze named by `code` first), drawn from their grid's geometry;
/// `what` they are is said when they are too large to print.
fn print_drawn_from_grid<M: crate::sheet::grids::GridSheetItem + Clone>(
    (code, what): (&str, &str),
    like: impl Fn(usize) -> Result<Vec<M>, String>,
    kind: PrintKind,
    (folder, paper): (&Path, Paper),
    cjk_font: Option<&[u8]>,
) -> Result<PathBuf, String> {
    let (count, name) = (kind.count(), kind.file_name(code));
    // The size is checked on the first maze alone, before the others are made.
    let first = like(1)?;
    let options = SheetOptions { paper, per_page: 1, solutions: true, chinese: cjk_font.is_some() };
    let fits = |per_page: usize| {
        let options = SheetOptions { per_page, ..options };
        printed_step(&vec![first[0].clone(); per_page.min(count)], &options) >= MIN_CELL_PT
    };
    let per_page = match kind {
        PrintKind::SheetLikeThis if fits(4) => 4,
        _ if fits(1) => 1,
        _ => {
            return Err(format!("this maze ({what}) is too large to print: its cells would be under 1 mm on the page"));
        }
    };
    let mazes = if count == 1 { first } else { like(count)? };
    let pages = grid_pages(&mazes, &SheetOptions { per_page, ..options });
    let bytes = sheet::pdf::pdf(&pages, "Panda Maze worksheet", cjk_font)?;
    save(folder, &name, &bytes)
}

/// [`print_maze`] or [`print_grid_maze`], by the maze's grid.
pub fn print_any(
    spec: &AnySpec,
    kind: PrintKind,
    folder: &Path,
    paper: Paper,
    cjk_font: Option<&[u8]>,
) -> Result<PathBuf, String> {
    match spec {
        AnySpec::Square(spec) => print_maze(spec, kind, folder, paper, cjk_font),
        AnySpec::Grid(spec) => print_grid_maze(spec, kind, folder, paper, cjk_font),
    }
}

/// Writes `bytes` as `name` in `folder`, made if missing, whole or not at all.
fn save(folder: &Path, name: &str, bytes: &[u8]) -> Result<PathBuf, String> {
    let path = folder.join(name);
    fs::create_dir_all(folder).map_err(|e| format!("cannot make {}: {e}", folder.display()))?;
    write_whole(&path, bytes).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    Ok(path)
}

/// Writes `bytes` to a temporary file beside `path`, then renames it over `path`.
pub(super) fn write_whole(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let mut name = path.file_name().unwrap_or_default().to_owned();
    name.push(format!(".{}.tmp", std::process::id()));
    let temp = path.with_file_name(name);
    // A temporary file left by a crashed run of the same process id is ours to replace.
    let _ = fs::remove_file(&temp);
    let written = crate::user_file::create_new(&temp)
        .and_then(|mut file| std::io::Write::write_all(&mut file, bytes))
        .and_then(|()| fs::rename(&temp, path));
    if written.is_err() {
        let _ = fs::remove_file(&temp);
    }
    written
}

/// What the last print said, kept in egui's memory with the code it was for.
#[derive(Clone, Debug, PartialEq)]
struct Printed {
    code: String,
    result: Result<PathBuf, String>,
}

/// The two print buttons and, under them, where the last PDF went (or why not).
pub fn print_row(ui: &mut egui::Ui, lang: Language, paper: &mut Paper, spec: &AnySpec) {
    print_row_with(ui, (lang, paper), spec.code(), |kind, folder, paper, font| {
        print_any(spec, kind, folder, paper, font)
    });
}

/// The row of print buttons for the maze named `code`, printed by `print`
/// (what to print, the folder, the paper, the Chinese font if any), on the
/// `paper` chosen under them.
pub fn print_row_with(
    ui: &mut egui::Ui,
    (lang, paper): (Language, &mut Paper),
    code: String,
    print: impl FnOnce(PrintKind, &Path, Paper, Option<&[u8]>) -> Result<PathBuf, String>,
) {
    let t = |text: Text| lang.t(text);
    let id = egui::Id::new("print-result");
    let mut clicked = None;
    ui.horizontal_wrapped(|ui| {
        for (text, kind) in [(Text::PrintThisMaze, PrintKind::ThisMaze), (Text::PrintSheet, PrintKind::SheetLikeThis)] {
            if ui.button(t(text)).on_hover_text(t(Text::PrintHint)).clicked() {
                clicked = Some(kind);
            }
        }
    });
    paper_choice(ui, lang, paper);
    if let Some(kind) = clicked {
        let result = match standard_print_folder() {
            Some(folder) => {
                let font = super::fonts::find_cjk_font(super::fonts::cjk_font_candidates()).0;
                print(kind, &folder, *paper, font.as_ref().map(|(_, bytes)| bytes.as_slice()))
            }
            None => Err("this system has no documents or settings folder".to_owned()),
        };
        ui.data_mut(|d| d.insert_temp(id, Printed { code: code.clone(), result }));
    }
    let printed: Option<Printed> = ui.data(|d| d.get_temp(id));
    match printed.filter(|p| p.code == code).map(|p| p.result) {
        Some(Ok(path)) => _ = ui.small(format!("{} {}", t(Text::PrintedTo), path.display())),
        Some(Err(why)) => {
            _ = ui.colored_label(egui::Color32::from_rgb(255, 120, 100), format!("{} {why}", t(Text::PrintFailed)))
        }
        None => {}
    }
}
