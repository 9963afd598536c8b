//! `panda-maze sheet`, checked with an independent reader: poppler's
//! `pdfinfo`, `pdftotext` and `pdftoppm` (Debian's poppler-utils, in
//! .ci/packages.sh) count the pages, find each maze's code, and render pages
//! whose pixels are compared with the mazes: ink on every wall, paper on
//! every open passage, the answer key's red on every step of the route.

use std::path::Path;
use std::process::Command;

use panda_maze::maze::{Maze, MazeSpec, Pos};
use panda_maze::sheet::{Paper, SheetMaze, SheetOptions, mazes_like, place};

use super::{run, scratch, stderr};

/// Runs a poppler tool and returns its standard output.
fn poppler(tool: &str, args: &[&str]) -> Vec<u8> {
    let out = Command::new(tool)
        .args(args)
        .output()
        .unwrap_or_else(|e| panic!("{tool} cannot run ({e}): install poppler-utils (see .ci/packages.sh)"));
    assert!(out.status.success(), "{tool} {args:?}: {}", String::from_utf8_lossy(&out.stderr));
    out.stdout
}

/// The text of page `n` (from 1).
pub fn page_text(pdf: &Path, n: usize) -> String {
    let n = n.to_string();
    String::from_utf8(poppler("pdftotext", &["-f", &n, "-l", &n, pdf.to_str().unwrap(), "-"])).unwrap()
}

/// What `pdfinfo` says after `field:`.
pub fn info(pdf: &Path, field: &str) -> String {
    let text = String::from_utf8(poppler("pdfinfo", &[pdf.to_str().unwrap()])).unwrap();
    let line = text.lines().find_map(|l| l.strip_prefix(&format!("{field}:"))).expect(field);
    line.trim().to_owned()
}

/// Page `n` rendered at 144 dots an inch (two pixels a point) as RGB rows.
pub struct Picture {
    width: usize,
    rgb: Vec<u8>,
}

impl Picture {
    pub fn render(pdf: &Path, n: usize) -> Picture {
        let n = n.to_string();
        let ppm = poppler("pdftoppm", &["-r", "144", "-f", &n, "-l", &n, pdf.to_str().unwrap()]);
        // A binary PPM: "P6", width, height, 255, one whitespace, then the pixels.
        let mut fields = Vec::new();
        let mut at = 0;
        while fields.len() < 4 {
            while ppm[at].is_ascii_whitespace() {
                at += 1;
            }
            let start = at;
            while !ppm[at].is_ascii_whitespace() {
                at += 1;
            }
            fields.push(String::from_utf8(ppm[start..at].to_vec()).unwrap());
        }
        assert_eq!((fields[0].as_str(), fields[3].as_str()), ("P6", "255"));
        let width: usize = fields[1].parse().unwrap();
        Picture { width, rgb: ppm[at + 1..].to_vec() }
    }

    /// The colour at a point of the page (in points from its top-left corner).
    pub fn at(&self, x: f32, y: f32) -> [u8; 3] {
        let i = 3 * ((y * 2.0) as usize * self.width + (x * 2.0) as usize);
        [self.rgb[i], self.rgb[i + 1], self.rgb[i + 2]]
    }
}

pub fn is_ink(c: [u8; 3]) -> bool {
    c.iter().all(|&v| v < 90)
}

fn is_paper(c: [u8; 3]) -> bool {
    c.iter().all(|&v| v > 225)
}

pub fn is_route_red(c: [u8; 3]) -> bool {
    c[0] > 170 && c[1] < 110 && c[2] < 110
}

/// Six easy mazes from seed 3, as the command makes them.
fn six_easy() -> Vec<SheetMaze> {
    mazes_like(&MazeSpec::new(21, 21, 3), 6).unwrap()
}

fn write_sheet(dir: &Path, extra: &[&str]) -> std::path::PathBuf {
    let pdf = dir.join("mazes.pdf");
    let mut args = vec!["sheet", "--count", "6", "--per-page", "4", "--seed", "3", "-o", pdf.to_str().unwrap()];
    args.extend_from_slice(extra);
    let out = run(&args);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(stderr(&out).contains("wrote"), "{}", stderr(&out));
    pdf
}

#[test]
fn a_sheet_has_its_pages_each_code_and_answer_pages() {
    let dir = scratch("sheet-pages");
    let pdf = write_sheet(&dir, &["--solutions", "--difficulty", "easy"]);
    assert_eq!(info(&pdf, "Pages"), "4", "two pages of mazes, two of answers");
    assert!(info(&pdf, "Page size").contains("(A4)"));
    let mazes = six_easy();
    for page in 1..=4 {
        let text = page_text(&pdf, page);
        let answers = page > 2;
        assert_eq!(text.contains("Answer key"), answers, "page {page}: {text}");
        assert_eq!(text.contains("Name:"), !answers, "page {page}: {text}");
        assert!(text.contains(&format!("Page {page} of 4")), "page {page}: {text}");
        let on_page: Vec<usize> = if page % 2 == 1 { (0..4).collect() } else { vec![4, 5] };
        for (i, m) in mazes.iter().enumerate() {
            assert_eq!(text.contains(&m.code), on_page.contains(&i), "page {page}, maze {i} ({}): {text}", m.code);
        }
    }
    // Each code makes its maze again.
    for m in &mazes {
        assert_eq!(MazeSpec::from_code(&m.code).unwrap().generate().unwrap(), m.maze);
    }
}

/// The points of a maze's tiles between cells (walls or open passages) on the page.
fn between_cells(maze: &Maze) -> impl Iterator<Item = Pos> + '_ {
    (0..maze.height())
        .flat_map(move |y| (0..maze.width()).map(move |x| Pos::new(x, y)))
        .filter(|p| (p.x + p.y) % 2 == 1)
}

#[test]
fn the_first_page_shows_ink_on_walls_and_paper_on_passages() {
    let dir = scratch("sheet-pixels");
    let pdf = write_sheet(&dir, &["--solutions"]);
    let options = SheetOptions { paper: Paper::A4, per_page: 4, solutions: true, chinese: false };
    let placed = place(6, 21, 21, &options);
    let mazes = six_easy();
    let page = Picture::render(&pdf, 1);
    for (m, at) in mazes.iter().zip(&placed).filter(|(_, at)| at.page == 0) {
        let b = at.maze_box;
        for p in between_cells(&m.maze) {
            let point = b.tile_point(p);
            let colour = page.at(point.x, point.y);
            if m.maze.is_floor(p) {
                assert!(is_paper(colour), "{}: passage {p:?} at {point:?} is {colour:?}", m.code);
            } else {
                assert!(is_ink(colour), "{}: wall {p:?} at {point:?} is {colour:?}", m.code);
            }
        }
        // Cells away from the panda and the bamboo are paper.
        let centre = b.tile_point(Pos::new(9, 9));
        assert!(is_paper(page.at(centre.x, centre.y)));
    }
}

#[test]
fn answer_pages_draw_each_route_in_red_and_puzzle_pages_do_not() {
    let dir = scratch("sheet-route");
    let pdf = write_sheet(&dir, &["--solutions"]);
    let options = SheetOptions { paper: Paper::A4, per_page: 4, solutions: true, chinese: false };
    let placed = place(6, 21, 21, &options);
    let (puzzle, answer) = (Picture::render(&pdf, 2), Picture::render(&pdf, 4));
    for (m, at) in six_easy().iter().zip(&placed).filter(|(_, at)| at.page == 1) {
        // The route's ends lie under the panda and the bamboo.
        for &p in &m.route[1..m.route.len() - 1] {
            let point = at.maze_box.tile_point(p);
            assert!(is_route_red(answer.at(point.x, point.y)), "{}: route step {p:?} not red", m.code);
            assert!(!is_route_red(puzzle.at(point.x, point.y)), "{}: the puzzle shows the route at {p:?}", m.code);
        }
    }
}

#[test]
fn the_chinese_title_is_drawn_where_a_font_has_it_and_not_with_english() {
    let dir = scratch("sheet-chinese");
    let ink_in_title_corner = |extra: &[&str]| {
        let pdf = dir.join("t.pdf");
        let mut args = vec!["sheet", "--count", "1", "--seed", "1", "-o", pdf.to_str().unwrap()];
        args.extend_from_slice(extra);
        let out = run(&args);
        assert!(out.status.success(), "{}", stderr(&out));
        let page = Picture::render(&pdf, 1);
        // Where the title's Chinese ends, at the right margin: 180 x 20 points above its baseline.
        let (right, baseline) = (Paper::A4.size().0 - 40.0, 58.0);
        let mut ink = 0;
        for y in 0..40 {
            for x in 0..360 {
                ink += usize::from(is_ink(page.at(right - 180.0 + x as f32 / 2.0, baseline - 17.0 + y as f32 / 2.0)));
            }
        }
        (ink, stderr(&out) + &page_text(&pdf, 1))
    };
    let (english_ink, said) = ink_in_title_corner(&["--english"]);
    assert_eq!(english_ink, 0, "--english draws no Chinese");
    assert!(!said.contains("Chinese") && !said.contains("熊猫"), "{said}");
    let (ink, said) = ink_in_title_corner(&[]);
    if said.contains("no font with Chinese characters") {
        assert_eq!(ink, 0, "no font, no Chinese title");
    } else {
        assert!(ink > 300, "the Chinese title is drawn: {ink} dark pixels");
        assert!(said.contains("熊猫走迷宫 · 练习"), "the drawn title reads as text too: {said}");
    }
}

#[test]
fn letter_paper_and_svg_pages() {
    let dir = scratch("sheet-svg");
    let pdf = write_sheet(&dir, &["--paper", "letter"]);
    assert_eq!(info(&pdf, "Page size"), "612 x 792 pts (letter)");
    assert_eq!(info(&pdf, "Pages"), "2");

    let svg = dir.join("sheet.svg");
    let out =
        run(&["sheet", "--count", "5", "--seed", "3", "--solutions", "--format", "svg", "-o", svg.to_str().unwrap()]);
    assert!(out.status.success(), "{}", stderr(&out));
    let mazes = mazes_like(&MazeSpec::new(21, 21, 3), 5).unwrap();
    for n in 1..=4 {
        let text = std::fs::read_to_string(dir.join(format!("sheet-{n}.svg"))).unwrap();
        assert!(text.starts_with("<svg") && text.trim_end().ends_with("</svg>"), "page {n}");
        assert_eq!(text.contains(&mazes[4].code), n % 2 == 0, "page {n}");
        assert_eq!(text.contains("Answer key"), n > 2, "page {n}");
    }
    assert!(!dir.join("sheet-5.svg").exists());
}

#[test]
fn bad_sheet_arguments_are_refused_clearly() {
    let dir = scratch("sheet-bad");
    let file = dir.join("x.pdf");
    let file = file.to_str().unwrap();
    for (args, status, needle) in [
        (&["sheet", "--count", "0", "-o", file][..], 2, "from 1 to 500"),
        (&["sheet", "--per-page", "13", "-o", file][..], 2, "from 1 to 12"),
        (&["sheet", "--paper", "a5", "-o", file][..], 2, "a4 or letter"),
        (&["sheet", "--format", "svg", "-o", "-"][..], 2, "-o FILE"),
        (&["sheet", "--size", "20x21", "-o", file][..], 2, "odd"),
        (&["sheet", "-o", "/nonexistent-folder/x.pdf"][..], 1, "cannot write /nonexistent-folder/x.pdf"),
        (&["sheet", "--mask", "shape.png", "-o", file][..], 2, "cannot name a mask file"),
        (&["sheet", "--mask", "heart", "--algorithm", "eller", "-o", file][..], 2, "these can"),
    ] {
        let out = run(args);
        let err = stderr(&out);
        assert_eq!(out.status.code(), Some(status), "{args:?}: {err}");
        assert!(err.contains(needle), "{args:?}: stderr should mention {needle}: {err}");
        assert!(!err.contains("panicked"), "{args:?}: {err}");
    }
    assert!(!Path::new(file).exists(), "nothing written on a refusal");
}

#[test]
fn shaped_worksheets_print_codes_that_name_the_shape_and_the_exits() {
    let dir = scratch("sheet-shaped");
    let pdf = dir.join("hearts.pdf");
    let out = run(&[
        "sheet",
        "--count",
        "2",
        "--per-page",
        "2",
        "--size",
        "31x31",
        "--mask",
        "heart",
        "--exits",
        "random",
        "--seed",
        "4",
        "--english",
        "--solutions",
        "-o",
        pdf.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(info(&pdf, "Pages"), "2");
    let text = page_text(&pdf, 1);
    for seed in [4u64, 5] {
        let spec = MazeSpec::new(31, 31, seed)
            .with_shape(panda_maze::maze::Shape::Heart)
            .with_exits(panda_maze::maze::Exits::Random);
        let code = spec.code();
        assert!(code.contains("heart"), "the code names the shape: {code}");
        assert!(text.contains(&code), "page 1 shows {code}: {text}");
        let maze = MazeSpec::from_code(&code).unwrap().generate().unwrap();
        assert!(maze.tiles().contains(&panda_maze::maze::Tile::Outside), "the code makes the heart again");
    }
}
