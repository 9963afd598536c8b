//! Where everything goes on a worksheet's pages: the title, the name and date
//! line, a grid of mazes each with its number and code, the footer; then, with
//! answers, the same pages again with each route drawn. Pure arithmetic on
//! points; the PDF and SVG writers draw what this decides.

use super::drawing::{MazeBox, item_marks, maze_marks};
use super::marks::{Anchor, Face, Mark, Page, Point, Rgb, polyline, pt};
use crate::maze::{Maze, Pos};

/// A sheet of paper.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Paper {
    /// ISO A4, 210 × 297 mm.
    #[default]
    A4,
    /// US Letter, 8.5 × 11 in.
    Letter,
}

impl Paper {
    /// Both papers.
    pub const ALL: [Paper; 2] = [Paper::A4, Paper::Letter];

    /// Width and height in points, portrait.
    pub fn size(self) -> (f32, f32) {
        match self {
            Paper::A4 => (595.28, 841.89),
            Paper::Letter => (612.0, 792.0),
        }
    }

    /// Its name on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Paper::A4 => "a4",
            Paper::Letter => "letter",
        }
    }
}

impl std::str::FromStr for Paper {
    type Err = String;

    fn from_str(text: &str) -> Result<Self, String> {
        let wanted = text.trim().to_ascii_lowercase();
        Paper::ALL
            .into_iter()
            .find(|p| p.name() == wanted)
            .ok_or_else(|| format!("unknown paper '{text}': give a4 or letter"))
    }
}

/// The most mazes one page holds.
pub const MAX_PER_PAGE: usize = 12;
/// The page margin on every side, in points (a little over 14 mm: inside what printers can reach).
pub const MARGIN_PT: f32 = 40.0;
/// The header's height below the top margin, in points.
const HEADER_PT: f32 = 62.0;
/// Space between two mazes' slots, in points.
const GAP_PT: f32 = 14.0;
/// Room above a maze for its number, in points.
const LABEL_PT: f32 = 15.0;
/// Room below a maze for its code, in points.
const CODE_PT: f32 = 15.0;

/// How a worksheet is laid out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SheetOptions {
    /// The paper.
    pub paper: Paper,
    /// Mazes on each page, 1 to [`MAX_PER_PAGE`].
    pub per_page: usize,
    /// Whether answer pages (each route drawn) follow the mazes.
    pub solutions: bool,
    /// Whether the titles also say it in Chinese (when a CJK font can draw it).
    pub chinese: bool,
}

/// One maze of a worksheet: the code that remakes it, the maze, its route.
#[derive(Clone, Debug, PartialEq)]
pub struct SheetMaze {
    /// Its maze code (`panda-maze generate --code CODE` makes it again).
    pub code: String,
    /// The maze.
    pub maze: Maze,
    /// The route from its entrance to its exit, both included: with items,
    /// the shortest full clear (every shoot eaten, doors opened with keys).
    pub route: Vec<Pos>,
    /// Its bamboo, keys and doors, drawn on the page.
    pub items: crate::maze::items::Items,
}

/// Where one maze lies: on which page (from 0) and in which box.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Placed {
    /// The page, from 0 (the puzzle pages; answer pages follow in the same order).
    pub page: usize,
    /// Its box on that page.
    pub maze_box: MazeBox,
}

/// How many pages of mazes `count` mazes take, `per_page` to a page.
pub fn puzzle_pages(count: usize, per_page: usize) -> usize {
    count.div_ceil(per_page.max(1))
}

/// The columns and rows of a page's grid of `per_page` mazes of `cells`
/// (columns, rows) each that give the largest cells in an area `w` × `h`,
/// and that cell size.
fn grid(per_page: usize, cells: (usize, usize), w: f32, h: f32) -> (usize, usize, f32) {
    (1..=per_page)
        .map(|cols| {
            let rows = per_page.div_ceil(cols);
            let slot_w = (w - GAP_PT * (cols - 1) as f32) / cols as f32;
            let slot_h = (h - GAP_PT * (rows - 1) as f32) / rows as f32 - LABEL_PT - CODE_PT;
            (cols, rows, (slot_w / cells.0 as f32).min(slot_h / cells.1 as f32))
        })
        .fold((1, per_page, 0.0), |best, next| if next.2 > best.2 { next } else { best })
}

/// The narrowest cell a printed maze may have, in points (1 mm): a pencil
/// line still fits between its walls.
pub const MIN_CELL_PT: f32 = 2.835;

/// The cell size `count` mazes of `width` × `height` tiles get on a page.
pub fn cell_size(count: usize, width: usize, height: usize, options: &SheetOptions) -> f32 {
    place(count.min(options.per_page.max(1)), width, height, options).first().map_or(0.0, |p| p.maze_box.cell)
}

/// The largest board (in tiles, odd sides, the same shape as `width` ×
/// `height`) whose `count` mazes still print with cells of at least
/// [`MIN_CELL_PT`]; `None` when `width` × `height` already does.
pub fn largest_readable(count: usize, width: usize, height: usize, options: &SheetOptions) -> Option<(usize, usize)> {
    let cell = cell_size(count, width, height, options);
    if cell >= MIN_CELL_PT {
        return None;
    }
    let scale = cell / MIN_CELL_PT;
    let shrink = |tiles: usize| (((tiles / 2) as f32 * scale) as usize).max(2);
    let (mut cols, mut rows) = (shrink(width), shrink(height));
    while cell_size(count, 2 * cols + 1, 2 * rows + 1, options) < MIN_CELL_PT && cols.max(rows) > 2 {
        (cols, rows) = ((cols - 1).max(2), (rows - 1).max(2));
    }
    Some((2 * cols + 1, 2 * rows + 1))
}

/// Where each of `count` mazes of `width` × `height` tiles lies on the
/// puzzle pages (the answer pages put them in the same places).
pub fn place(count: usize, width: usize, height: usize, options: &SheetOptions) -> Vec<Placed> {
    let per_page = options.per_page.clamp(1, MAX_PER_PAGE);
    let (page_w, page_h) = options.paper.size();
    let cells = (width / 2, height / 2);
    let (area_x, area_y) = (MARGIN_PT, MARGIN_PT + HEADER_PT);
    let (area_w, area_h) = (page_w - 2.0 * MARGIN_PT, page_h - 2.0 * MARGIN_PT - HEADER_PT);
    let (cols, rows, cell) = grid(per_page.min(count.max(1)), cells, area_w, area_h);
    let slot_w = (area_w - GAP_PT * (cols - 1) as f32) / cols as f32;
    let slot_h = (area_h - GAP_PT * (rows - 1) as f32) / rows as f32;
    let (maze_w, maze_h) = (cells.0 as f32 * cell, cells.1 as f32 * cell);
    (0..count)
        .map(|i| {
            let (col, row) = ((i % per_page) % cols, (i % per_page) / cols);
            let slot_x = area_x + col as f32 * (slot_w + GAP_PT);
            let slot_y = area_y + row as f32 * (slot_h + GAP_PT);
            let origin =
                pt(slot_x + (slot_w - maze_w) / 2.0, slot_y + LABEL_PT + (slot_h - LABEL_PT - CODE_PT - maze_h) / 2.0);
            Placed { page: i / per_page, maze_box: MazeBox { origin, cell } }
        })
        .collect()
}

/// The pages of a worksheet of `mazes` (all of one size): the puzzle pages,
/// then, with [`SheetOptions::solutions`], as many answer pages.
pub fn pages(mazes: &[SheetMaze], options: &SheetOptions) -> Vec<Page> {
    (0..page_count(mazes.len(), options)).map(|n| page(mazes, options, n)).collect()
}

/// How many pages a worksheet of `count` mazes has, answer pages included.
pub fn page_count(count: usize, options: &SheetOptions) -> usize {
    let puzzles = if count == 0 { 0 } else { puzzle_pages(count, options.per_page.clamp(1, MAX_PER_PAGE)) };
    if options.solutions { 2 * puzzles } else { puzzles }
}

/// Page `n` (from 0) of a worksheet of `mazes`, made on its own, so a long
/// sheet can be written a page at a time.
pub fn page(mazes: &[SheetMaze], options: &SheetOptions, n: usize) -> Page {
    let (width, height) = options.paper.size();
    let Some(first) = mazes.first() else { return Page { width, height, marks: Vec::new() } };
    let placed = place(mazes.len(), first.maze.width(), first.maze.height(), options);
    page_with(&placed, options, n, |i, b, answers| slot(i + 1, &mazes[i], b, answers))
}

/// The pages of a worksheet whose mazes lie at `placed`, `draw` giving the
/// marks of maze `i` (from 0) in its box, with its route when `answers`.
pub(super) fn pages_with(
    placed: &[Placed],
    options: &SheetOptions,
    draw: impl Fn(usize, MazeBox, bool) -> Vec<Mark>,
) -> Vec<Page> {
    (0..page_count(placed.len(), options)).map(|n| page_with(placed, options, n, &draw)).collect()
}

/// Page `n` (from 0) of a worksheet whose mazes lie at `placed` (see [`pages_with`]).
pub(super) fn page_with(
    placed: &[Placed],
    options: &SheetOptions,
    n: usize,
    draw: impl Fn(usize, MazeBox, bool) -> Vec<Mark>,
) -> Page {
    let (width, height) = options.paper.size();
    let puzzles = puzzle_pages(placed.len(), options.per_page.clamp(1, MAX_PER_PAGE)).max(1);
    let total = page_count(placed.len(), options);
    let (answers, puzzle_page) = (n >= puzzles, n % puzzles);
    let mut marks = header(options, answers, puzzle_page + 1, width);
    for (i, at) in placed.iter().enumerate().filter(|(_, at)| at.page == puzzle_page) {
        marks.extend(draw(i, at.maze_box, answers));
    }
    marks.extend(footer(n + 1, total, width, height));
    Page { width, height, marks }
}

fn text(x: f32, y: f32, size: f32, face: Face, anchor: Anchor, text: &str) -> Mark {
    Mark::Text { at: pt(x, y), size, text: text.to_owned(), face, anchor }
}

/// The title (and its Chinese), then the name and date lines on a puzzle
/// page, or which page an answer page answers.
fn header(options: &SheetOptions, answers: bool, puzzle_page: usize, width: f32) -> Vec<Mark> {
    let (left, right, base) = (MARGIN_PT, width - MARGIN_PT, MARGIN_PT + 18.0);
    let title = if answers { "Panda Maze - Answer key" } else { "Panda Maze - Worksheet" };
    let mut marks = vec![text(left, base, 18.0, Face::SansBold, Anchor::Start, title)];
    if options.chinese {
        let chinese = if answers { "熊猫走迷宫 · 答案" } else { "熊猫走迷宫 · 练习" };
        marks.push(Mark::Cjk { at: pt(right, base), size: 18.0, text: chinese.to_owned(), anchor: Anchor::End });
    }
    let line_y = base + 28.0;
    if answers {
        let what = format!("The way out of each maze on page {puzzle_page}, from the panda to the bamboo.");
        marks.push(text(left, line_y, 11.0, Face::Sans, Anchor::Start, &what));
    } else {
        // "Name:" and "Date:" in 11-point Helvetica are 32 and 27 points wide.
        let date_x = left + (right - left) * 0.62;
        marks.push(text(left, line_y, 11.0, Face::Sans, Anchor::Start, "Name:"));
        marks.push(text(date_x, line_y, 11.0, Face::Sans, Anchor::Start, "Date:"));
        let rule = |from: f32, to: f32| Mark::Stroke {
            colour: Rgb::GREY,
            width: 0.7,
            path: polyline([pt(from, line_y + 2.0), pt(to, line_y + 2.0)]),
        };
        marks.push(rule(left + 36.0, date_x - 14.0));
        marks.push(rule(date_x + 31.0, right));
    }
    marks
}

/// One maze in its slot: its number above, the maze, its code below.
fn slot(number: usize, sheet_maze: &SheetMaze, b: MazeBox, answers: bool) -> Vec<Mark> {
    let (maze_w, maze_h) =
        ((sheet_maze.maze.width() / 2) as f32 * b.cell, (sheet_maze.maze.height() / 2) as f32 * b.cell);
    let mut marks = maze_marks(&sheet_maze.maze, answers.then_some(&sheet_maze.route[..]), b);
    marks.extend(item_marks(&sheet_maze.items, b));
    marks.extend(labels(number, &sheet_maze.code, b.origin, maze_w, maze_h));
    marks
}

/// A maze's number above its top-left corner and its code centred below it.
pub(super) fn labels(number: usize, code: &str, origin: Point, maze_w: f32, maze_h: f32) -> Vec<Mark> {
    let mut marks = vec![text(origin.x, origin.y - 5.0, 11.0, Face::SansBold, Anchor::Start, &number.to_string())];
    // Courier is 0.6 em a character: the code fits the maze's width, 9 points at most.
    let code = super::marks::printable_ascii(code);
    let size = (maze_w.max(60.0) / (0.6 * code.len().max(1) as f32)).min(9.0);
    let centre = origin.x + maze_w / 2.0;
    marks.push(text(centre, origin.y + maze_h + 4.0 + size, size, Face::Mono, Anchor::Middle, &code));
    marks
}

/// The page number and how to remake a maze, in small grey type.
fn footer(number: usize, total: usize, width: f32, height: f32) -> Vec<Mark> {
    let y = height - MARGIN_PT + 20.0;
    vec![
        text(
            MARGIN_PT,
            y,
            8.0,
            Face::Sans,
            Anchor::Start,
            "Remake a maze from its code: panda-maze generate --code CODE",
        ),
        text(width - MARGIN_PT, y, 8.0, Face::Sans, Anchor::End, &format!("Page {number} of {total}")),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::maze::MazeSpec;

    fn options(per_page: usize, solutions: bool) -> SheetOptions {
        SheetOptions { paper: Paper::A4, per_page, solutions, chinese: true }
    }

    fn sheet_mazes(count: u64, size: usize) -> Vec<SheetMaze> {
        (0..count)
            .map(|seed| {
                let spec = MazeSpec::new(size, size, seed);
                let maze = spec.generate().unwrap();
                let route = crate::maze::solve::shortest_route(&maze, maze.entrance, maze.exit).unwrap();
                SheetMaze { code: spec.code(), maze, route, items: Default::default() }
            })
            .collect()
    }

    #[test]
    fn papers_read_their_names_and_refuse_others() {
        assert_eq!("A4".parse::<Paper>(), Ok(Paper::A4));
        assert_eq!("letter".parse::<Paper>(), Ok(Paper::Letter));
        assert!("a5".parse::<Paper>().unwrap_err().contains("a4 or letter"));
    }

    #[test]
    fn mazes_fit_inside_the_margins_and_never_overlap() {
        for paper in Paper::ALL {
            for per_page in 1..=MAX_PER_PAGE {
                for (w, h) in [(21, 21), (49, 55), (91, 103), (41, 11)] {
                    let opts = SheetOptions { paper, ..options(per_page, false) };
                    let placed = place(per_page, w, h, &opts);
                    let (pw, ph) = paper.size();
                    let boxes: Vec<(f32, f32, f32, f32)> = placed
                        .iter()
                        .map(|p| {
                            let b = p.maze_box;
                            let (mw, mh) = ((w / 2) as f32 * b.cell, (h / 2) as f32 * b.cell);
                            (b.origin.x, b.origin.y - LABEL_PT, b.origin.x + mw, b.origin.y + mh + CODE_PT)
                        })
                        .collect();
                    for &(x0, y0, x1, y1) in &boxes {
                        assert!(x0 >= MARGIN_PT - 0.01 && x1 <= pw - MARGIN_PT + 0.01, "{per_page} {w}x{h}");
                        assert!(
                            y0 >= MARGIN_PT + HEADER_PT - 0.01 && y1 <= ph - MARGIN_PT + 0.01,
                            "{per_page} {w}x{h}"
                        );
                    }
                    for (i, a) in boxes.iter().enumerate() {
                        for b in &boxes[i + 1..] {
                            let apart = a.2 <= b.0 || b.2 <= a.0 || a.3 <= b.1 || b.3 <= a.1;
                            assert!(apart, "{per_page} a page, {w}x{h}: {a:?} overlaps {b:?}");
                        }
                    }
                    assert!(placed.iter().all(|p| p.page == 0 && p.maze_box.cell > 1.0));
                }
            }
        }
    }

    #[test]
    fn four_easy_mazes_take_a_two_by_two_grid_of_large_cells() {
        let placed = place(4, 21, 21, &options(4, false));
        let xs: std::collections::BTreeSet<i32> = placed.iter().map(|p| p.maze_box.origin.x as i32).collect();
        let ys: std::collections::BTreeSet<i32> = placed.iter().map(|p| p.maze_box.origin.y as i32).collect();
        assert_eq!((xs.len(), ys.len()), (2, 2));
        assert!(placed[0].maze_box.cell > 20.0, "{:?}", placed[0]);
    }

    #[test]
    fn pages_carry_every_code_once_and_answers_after_the_puzzles() {
        let mazes = sheet_mazes(5, 11);
        let pages = pages(&mazes, &options(2, true));
        assert_eq!(pages.len(), 6, "3 puzzle pages and 3 answer pages");
        for (n, page) in pages.iter().enumerate() {
            let texts: Vec<&str> = page.texts().collect();
            let answers = n >= 3;
            assert_eq!(texts.contains(&"Panda Maze - Answer key"), answers, "page {n}");
            assert_eq!(texts.contains(&"Name:"), !answers, "page {n}");
            assert!(texts.contains(&format!("Page {} of 6", n + 1).as_str()));
            let codes: Vec<&SheetMaze> = mazes.iter().filter(|m| texts.contains(&m.code.as_str())).collect();
            let expected: Vec<&SheetMaze> = mazes.iter().skip((n % 3) * 2).take(2).collect();
            assert_eq!(codes, expected, "page {n}");
            let routes = page.marks.iter().filter(|m| matches!(m, Mark::Stroke { colour: Rgb::ROUTE, .. })).count();
            assert_eq!(routes, if answers { expected.len() } else { 0 }, "page {n}");
        }
    }

    #[test]
    fn boards_too_big_to_read_on_paper_are_told_the_largest_that_prints() {
        let twelve = options(12, true);
        assert_eq!(largest_readable(12, 21, 21, &twelve), None);
        let (w, h) = largest_readable(12, 4003, 4003, &twelve).expect("4003x4003 twelve a page is unreadable");
        assert!(w % 2 == 1 && h % 2 == 1 && w == h, "{w}x{h}");
        assert!(cell_size(12, w, h, &twelve) >= MIN_CELL_PT);
        assert!(cell_size(12, w + 2, h + 2, &twelve) < MIN_CELL_PT, "{w}x{h} is the largest");
        let one = options(1, false);
        let (w1, _) = largest_readable(1, 4003, 4003, &one).unwrap();
        assert!(w1 > w, "one a page prints larger boards");
        assert_eq!(largest_readable(1, w1, w1, &one), None);
    }

    #[test]
    fn chinese_titles_only_when_asked() {
        let mazes = sheet_mazes(1, 7);
        let cjk = |chinese| {
            pages(&mazes, &SheetOptions { chinese, ..options(1, false) })[0]
                .marks
                .iter()
                .any(|m| matches!(m, Mark::Cjk { .. }))
        };
        assert!(cjk(true));
        assert!(!cjk(false));
    }
}
