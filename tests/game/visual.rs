//! The real game under `xvfb-run` with Mesa's software Vulkan, scripted to take
//! screenshots at the start, with the route shown and at victory (and of the
//! campaign: the level select, and a level with keys, doors and bamboo). The pictures
//! are checked where the game says it drew things (the `NAME.txt` beside each).
//!
//! Needs `xvfb-run` and a Vulkan driver (`xvfb xauth mesa-vulkan-drivers`,
//! installed by `.ci/run`). Set `PANDA_MAZE_SKIP_VISUAL=1` to skip it on a
//! machine without them; otherwise their absence fails the test.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::Command;

/// One screenshot, decoded to RGB.
struct Shot {
    width: usize,
    height: usize,
    rgb: Vec<u8>,
    /// Window pixel of each thing the game described.
    at: HashMap<String, (f32, f32)>,
    tile_px: f32,
    /// Whether the game had a CJK font loaded when it took the shot.
    cjk_font: bool,
}

impl Shot {
    fn load(dir: &Path, name: &str) -> Shot {
        let file = std::fs::File::open(dir.join(format!("{name}.png"))).expect("screenshot written");
        let mut reader = png::Decoder::new(std::io::BufReader::new(file)).read_info().unwrap();
        let mut buf = vec![0; reader.output_buffer_size().unwrap()];
        let info = reader.next_frame(&mut buf).unwrap();
        let channels = info.color_type.samples();
        let rgb = buf[..info.buffer_size()].chunks(channels).flat_map(|px| [px[0], px[1], px[2]]).collect();
        let layout = std::fs::read_to_string(dir.join(format!("{name}.txt"))).expect("layout written");
        let mut at = HashMap::new();
        let mut tile_px = 0.0;
        let mut cjk_font = false;
        for line in layout.lines() {
            let parts: Vec<&str> = line.split_whitespace().collect();
            match parts.as_slice() {
                ["tile_px" | "cell_px", v] => tile_px = v.parse().unwrap(),
                ["cjk_font", v] => cjk_font = *v == "1",
                [name, x, y] => {
                    at.insert(name.to_string(), (x.parse().unwrap(), y.parse().unwrap()));
                }
                _ => panic!("bad layout line {line:?}"),
            }
        }
        Shot { width: info.width as usize, height: info.height as usize, rgb, at, tile_px, cjk_font }
    }

    fn pixel(&self, x: usize, y: usize) -> [u8; 3] {
        let i = (y.min(self.height - 1) * self.width + x.min(self.width - 1)) * 3;
        [self.rgb[i], self.rgb[i + 1], self.rgb[i + 2]]
    }

    /// Pixels of the square of side `share × tile` around `thing`.
    fn around(&self, thing: &str, share: f32) -> Vec<[u8; 3]> {
        let &(cx, cy) = self.at.get(thing).unwrap_or_else(|| panic!("layout lacks {thing}"));
        let r = (self.tile_px * share / 2.0).max(1.0);
        let mut out = Vec::new();
        for y in (cy - r) as usize..=(cy + r) as usize {
            for x in (cx - r) as usize..=(cx + r) as usize {
                out.push(self.pixel(x, y));
            }
        }
        out
    }

    /// Mean colour of the square of side `share × tile` around `thing`.
    fn mean(&self, thing: &str, share: f32) -> [u8; 3] {
        mean(&self.around(thing, share))
    }

    /// Share of the pixels in the box `half` pixels around (`cx`, `cy`) that pass `test`.
    fn share_in_box(&self, (cx, cy): (usize, usize), half: usize, test: impl Fn([u8; 3]) -> bool) -> f32 {
        let pixels: Vec<[u8; 3]> = (cy - half..cy + half)
            .flat_map(|y| (cx - half..cx + half).map(move |x| (x, y)))
            .map(|(x, y)| self.pixel(x, y))
            .collect();
        pixels.iter().filter(|&&p| test(p)).count() as f32 / pixels.len() as f32
    }

    fn centre(&self, thing: &str) -> [u8; 3] {
        let &(x, y) = self.at.get(thing).unwrap();
        self.pixel(x as usize, y as usize)
    }
}

fn mean(pixels: &[[u8; 3]]) -> [u8; 3] {
    let n = pixels.len().max(1) as u32;
    let sum = |c: usize| (pixels.iter().map(|p| p[c] as u32).sum::<u32>() / n) as u8;
    [sum(0), sum(1), sum(2)]
}

/// The colour a tile textured with `picture` and tinted with `tint` averages
/// to on screen: Bevy multiplies the two in linear light. (Drawn small, the
/// nearest-sampled tile skips some texels, hence the tests' tolerance.)
fn tinted_mean(picture: &panda_maze::art::Picture, tint: [u8; 3]) -> [u8; 3] {
    let decode = |v: u8| {
        let v = v as f32 / 255.0;
        if v <= 0.04045 { v / 12.92 } else { ((v + 0.055) / 1.055).powf(2.4) }
    };
    let encode = |v: f32| {
        let v = if v <= 0.0031308 { v * 12.92 } else { 1.055 * v.powf(1.0 / 2.4) - 0.055 };
        (v * 255.0).round() as u8
    };
    let texels: Vec<[u8; 3]> =
        picture.rgba.chunks(4).map(|px| [0, 1, 2].map(|c| encode(decode(px[c]) * decode(tint[c])))).collect();
    mean(&texels)
}

fn close(a: [u8; 3], b: [u8; 3], tolerance: u8) -> bool {
    a.iter().zip(b).all(|(x, y)| x.abs_diff(y) <= tolerance)
}

/// Share of pixels that are panda black or panda white.
fn black_and_white(pixels: &[[u8; 3]]) -> (f32, f32) {
    let n = pixels.len() as f32;
    let black = pixels.iter().filter(|p| p.iter().all(|&c| c < 60)).count() as f32 / n;
    let white = pixels.iter().filter(|p| p.iter().all(|&c| c > 225)).count() as f32 / n;
    (black, white)
}

const WALL: [u8; 3] = [46, 110, 64];
const FLOOR: [u8; 3] = [236, 228, 200];
const ROUTE: [u8; 3] = [255, 120, 40];
/// The high-contrast theme's route colour.
const ROUTE_CONTRAST: [u8; 3] = [230, 159, 0];

/// The menus' paper (the Bamboo theme's windows and cards).
const PAPER: [u8; 3] = [250, 244, 228];
/// The menus' bamboo green (the primary button, a chosen row).
const ACCENT: [u8; 3] = [46, 110, 64];
/// A window's title bar (a pressed button's shade of green).
const TITLE_BAR: [u8; 3] = [178, 206, 150];
/// The menus' gold (stars earned).
const GOLD: [u8; 3] = [190, 125, 0];

/// A button at rest.
const BUTTON: [u8; 3] = [226, 236, 206];

/// Whether a pixel is the menus' paper.
fn paper(p: [u8; 3]) -> bool {
    close(p, PAPER, 6)
}

/// Whether a pixel is one of a window's own colours: paper, a button, the title bar, the chosen row.
fn window_colour(p: [u8; 3]) -> bool {
    paper(p) || [BUTTON, TITLE_BAR, ACCENT].iter().any(|&c| close(p, c, 6))
}

fn shots_dir() -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("visual");
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

#[test]
fn the_real_game_draws_the_maze_the_panda_the_route_and_the_victory() {
    if crate::support::skip_visual("visual test") {
        return;
    }
    let dir = shots_dir();
    let status = Command::new("timeout")
        .args(["900", "xvfb-run", "-a", "-s", "-screen 0 2048x1200x24"])
        .arg(env!("CARGO_BIN_EXE_panda-maze"))
        .args(["--seed", "2024", "--difficulty", "medium", "--script"])
        .arg(&dir)
        .env_remove("WAYLAND_DISPLAY")
        .env("WGPU_BACKEND", "vulkan")
        .status()
        .expect("xvfb-run is needed (apt-get install xvfb xauth mesa-vulkan-drivers), or set PANDA_MAZE_SKIP_VISUAL=1");
    assert!(status.success(), "the scripted game run failed: {status}");
    eprintln!("screenshots in {}", dir.display());

    // The burst of real key presses, quicker than the frames: every one moved the panda, in order.
    // (A step after the last key is not judged, nor a bump in the frame of the last step,
    // which may have come after it: on a loaded machine a key-up that comes late
    // is a key held past the repeat delay, and the game rightly steps again.)
    let burst = std::fs::read_to_string(dir.join("burst.txt")).expect("the script wrote the burst's result");
    let field = |name: &str| -> Vec<usize> {
        let line = burst.lines().find_map(|l| l.strip_prefix(name)).unwrap_or_else(|| panic!("{name} in {burst}"));
        line.split_whitespace().map(|n| n.parse().unwrap()).collect()
    };
    let (route, walked) = (field("route "), field("walked "));
    assert_eq!(route.len(), 2 * field("keys ")[0], "{burst}");
    assert!(walked.starts_with(&route), "the panda walked every key of the burst:\n{burst}");
    assert_eq!(field("bumps ")[0], 0, "and bumped into no wall:\n{burst}");
    eprintln!("burst: {} keys arrived in {} frames", field("keys ")[0], field("frames ")[0]);

    let wall = tinted_mean(&panda_maze::art::brick_wall(), WALL);
    let floor = tinted_mean(&panda_maze::art::floor_tile(), FLOOR);

    let start = Shot::load(&dir, "start");
    assert!(start.tile_px > 8.0, "a medium board fills the window: {} px a tile", start.tile_px);
    let seen = start.mean("wall", 0.8);
    assert!(close(seen, wall, 25) && seen[1] > seen[0] + 25, "green brick walls: {seen:?}, expected about {wall:?}");
    let seen_floor = start.mean("floor", 0.8);
    assert!(close(seen_floor, floor, 25), "floor: {seen_floor:?}, expected about {floor:?}");
    let (black, white) = black_and_white(&start.around("panda", 0.8));
    assert!(black > 0.15 && white > 0.25, "the panda is black and white: {black:.2} black, {white:.2} white");
    // No route yet.
    assert!(!close(start.centre("route"), ROUTE, 30), "the route is hidden at the start");

    // The pause screen: the board dimmed, a paper window in its middle (the
    // Play face's bar is 150 pixels wide).
    let pause = Shot::load(&dir, "pause");
    let middle = (pause.width / 2 + 75, pause.height / 2);
    let window = pause.share_in_box(middle, 40, window_colour);
    assert!(window > 0.5 && start.share_in_box(middle, 40, paper) < 0.3, "the pause window in the middle: {window:.2}");
    let paused_wall = pause.mean("wall", 0.8);
    assert!(paused_wall.iter().zip(seen).all(|(d, s)| *d + 4 < s || s < 8), "the board is dimmed: {paused_wall:?}");

    // The main menu dims the board around it (the same wall tile, darker), its
    // first row (Play) highlighted in the style's bamboo green.
    let menu = Shot::load(&dir, "menu");
    let dimmed = menu.mean("wall", 0.8);
    assert!(
        dimmed.iter().zip(seen).all(|(d, s)| *d + 4 < s || s < 8),
        "the board is dimmed behind the menu: {dimmed:?}"
    );
    let centre = (menu.width / 2 + 110, menu.height / 2);
    let panel = menu.share_in_box(centre, 100, window_colour);
    assert!(panel > 0.3, "the menu's paper window is in the middle: {panel:.2}");
    let green = menu.share_in_box(centre, 200, |p| close(p, ACCENT, 12));
    assert!(green > 0.005, "the chosen row is highlighted: {green:.3}");

    let settings = Shot::load(&dir, "settings");
    let panel = settings.share_in_box(centre, 150, window_colour);
    assert!(panel > 0.3, "the settings window is in the middle: {panel:.2}");
    // The wall colour swatch shows the wall colour itself (the box reaches the
    // top rows of the page, which grows upwards as it gets rows).
    let swatch = settings.share_in_box(centre, 260, |p| close(p, WALL, 3));
    assert!(swatch > 0.002, "the wall colour's swatch is drawn: {swatch:.4}");

    let path = Shot::load(&dir, "path");
    assert!(close(path.centre("route"), ROUTE, 30), "route marker colour on the route: {:?}", path.centre("route"));
    assert!(close(path.mean("wall", 0.8), seen, 6), "walls look the same with the route shown");

    let won = Shot::load(&dir, "won");
    // It arrives walking, seen from the side: more black (legs, shoulder band) and less white than face on.
    let (black, white) = black_and_white(&won.around("panda", 0.8));
    assert!(
        black > 0.15 && white > 0.18 && black + white > 0.45,
        "the panda stands on the exit: {black:.2} black, {white:.2} white"
    );
    assert_eq!(won.at["panda"], won.at["exit"]);
    // One end card, on paper, away from the panda (checked uncovered above):
    // the exit is bottom right, the walk along the right, so the card takes the bottom left.
    let card = won.share_in_box((150 + 12 + 180, won.height - 12 - 130), 120, paper);
    assert!(card > 0.4, "the end card stands at the bottom left ({card:.2} paper)");
    let focused = won.share_in_box((150 + 12 + 180, won.height - 12 - 130), 170, |p| close(p, ACCENT, 12));
    assert!(focused > 0.005, "its primary button is filled in green ({focused:.3})");

    // Chinese: the settings page again, drawn with the system's CJK font.
    let chinese = Shot::load(&dir, "chinese");
    assert!(chinese.cjk_font, "a CJK font was found and loaded (.ci/run installs fonts-wqy-microhei)");
    let panel = chinese.share_in_box(centre, 150, window_colour);
    assert!(panel > 0.3, "the settings window is up in Chinese: {panel:.2}");

    // High contrast: black bricks on white, the route in Okabe–Ito orange.
    let contrast = Shot::load(&dir, "contrast");
    let black_wall = contrast.mean("wall", 0.8);
    assert!(black_wall.iter().all(|&c| c < 20), "walls are black: {black_wall:?}");
    let white_floor = tinted_mean(&panda_maze::art::floor_tile(), [255, 255, 255]);
    let seen = contrast.mean("floor", 0.8);
    assert!(close(seen, white_floor, 25), "floor is white: {seen:?}");
    assert!(
        close(contrast.centre("route"), ROUTE_CONTRAST, 30),
        "route diamonds in the theme's orange: {:?}",
        contrast.centre("route")
    );

    // A race, finished: both solvers' routes drawn in their lane colours (Okabe–Ito blue and vermillion).
    let race = Shot::load(&dir, "race");
    let board = (race.width / 2 + 110, race.height / 2);
    let blue = race.share_in_box(board, 300, |p| close(p, [0, 115, 178], 25));
    let red = race.share_in_box(board, 300, |p| close(p, [214, 94, 0], 25));
    assert!(blue > 0.01 && red > 0.01, "both lanes are drawn: {blue:.3} blue, {red:.3} vermillion");

    // The algorithm view mid-build: a pseudocode line lit in the window at the
    // top right, the backtracker's stack marked on the board (its top cell darkest).
    let lesson = Shot::load(&dir, "lesson");
    let window = (lesson.width - 180, 260);
    let lit = lesson.share_in_box(window, 170, |p| close(p, [255, 214, 90], 20));
    assert!(lit > 0.002, "a pseudocode line is lit: {lit:.4}");
    let board = (lesson.width / 2 + 110, lesson.height / 2);
    let stack = lesson.share_in_box(board, 300, |p| close(p, [204, 77, 13], 45) || close(p, [250, 217, 89], 30));
    assert!(stack > 0.0005, "the stack is marked on the board: {stack:.4}");
    // Kruskal half built: its sets tinted in several Okabe–Ito colours over the floor.
    let kruskal = Shot::load(&dir, "lesson-kruskal");
    let board = (kruskal.width / 2 + 110, kruskal.height / 2);
    // Sprites blend in linear light.
    let over_floor = |c: [u8; 3]| -> [u8; 3] {
        use bevy::color::{ColorToPacked as _, LinearRgba, Srgba};
        let a = 150.0 / 255.0;
        let tint = LinearRgba::from(Srgba::rgb_u8(c[0], c[1], c[2]));
        let floor = LinearRgba::from(Srgba::rgb_u8(FLOOR[0], FLOOR[1], FLOOR[2]));
        Srgba::from(tint * a + floor * (1.0 - a)).to_u8_array_no_alpha()
    };
    let tints =
        [[230, 159, 0], [86, 180, 233], [0, 158, 115], [240, 228, 66], [0, 114, 178], [213, 94, 0], [204, 121, 167]];
    let shown =
        tints.iter().filter(|&&c| kruskal.share_in_box(board, 300, |p| close(p, over_floor(c), 12)) > 0.001).count();
    assert!(shown >= 4, "Kruskal's sets are tinted in several colours: {shown}");
    // A* mid-search: a line lit, and the open tile it takes next framed in gold.
    let astar = Shot::load(&dir, "lesson-astar");
    let lit = astar.share_in_box((astar.width - 180, 260), 170, |p| close(p, [255, 214, 90], 20));
    assert!(lit > 0.002, "a line of A*'s pseudocode is lit: {lit:.4}");
    let board = (astar.width / 2 + 110, astar.height / 2);
    let next = astar.share_in_box(board, 360, |p| close(p, [255, 214, 0], 20));
    assert!(next > 0.00005, "the next tile is framed in gold: {next:.5}");
    // A panda-shaped maze: outside the shape the background shows (the
    // floor colour darkened), neither wall nor floor.
    let shaped = Shot::load(&dir, "shaped");
    use bevy::color::{ColorToPacked as _, Luminance as _};
    let background = bevy::prelude::Color::srgb_u8(FLOOR[0], FLOOR[1], FLOOR[2]).darker(0.08).to_srgba();
    let background = background.to_u8_array_no_alpha();
    let outside = shaped.centre("outside");
    assert!(close(outside, background, 12), "outside the panda is background {background:?}: {outside:?}");
    assert!(!close(outside, wall, 25), "not wall: {outside:?}");

    // Its heat map from the entrance: the ramp's dark end next to the
    // entrance, its bright end at the exit (the far end of the longest path).
    let heat = Shot::load(&dir, "heat");
    let near = heat.centre("near");
    assert!(close(near, [68, 1, 84], 40), "dark purple beside the entrance: {near:?}");
    let far = heat.centre("exit");
    assert!(close(far, [253, 231, 37], 30), "yellow at the exit: {far:?}");
    // The heat map on a chunked board (301 × 301 tiles): the chunk texels
    // dark purple beside the entrance, and the minimap (bottom right) mostly
    // in the ramp's colours.
    let huge = Shot::load(&dir, "heat-huge");
    let near = huge.centre("near");
    assert!(close(near, [68, 1, 84], 40), "dark purple beside the entrance on the chunks: {near:?}");
    let ramp: Vec<[u8; 3]> = (0..=16).map(|k| panda_maze::maze::heat::viridis(k as f32 / 16.0)).collect();
    let minimap = (huge.width - 12 - 60, huge.height - 12 - 60);
    let heat_share = huge.share_in_box(minimap, 50, |p| ramp.iter().any(|&c| close(p, c, 30)));
    assert!(heat_share > 0.25, "the minimap shows the heat: {heat_share:.2}");
    // The maze editor, a hex maze made in it: its board right of its panel,
    // cells in the theme's floor colour, walls in its wall colour.
    let editor = Shot::load(&dir, "editor");
    let board = (300 + (editor.width - 300) / 2, editor.height / 2);
    let (floor, wall) = (panda_maze::art::colours::BAMBOO_FLOOR, panda_maze::art::colours::BAMBOO_WALL);
    let cream = editor.share_in_box(board, 120, |p| close(p, floor, 30));
    let walls = editor.share_in_box(board, 120, |p| close(p, wall, 30));
    assert!(cream > 0.3 && walls > 0.03, "the editor shows its maze: cream {cream:.2}, walls {walls:.2}");
    // The campaign's level select: a dark window in the middle with gold stars.
    let levels = Shot::load(&dir, "levels");
    let middle = (levels.width / 2 + 110, levels.height / 2);
    let gold = levels.share_in_box(middle, 250, |p| close(p, GOLD, 30));
    assert!(gold > 0.002, "stars are drawn in gold: {gold:.4}");
    // A level with items: each shut door in its kind's colour, a shoot in green.
    let items = Shot::load(&dir, "items");
    let doors: Vec<String> = items.at.keys().filter(|k| k.starts_with("door")).cloned().collect();
    assert!(!doors.is_empty(), "a shut door is on the board");
    for door in doors {
        let colour = panda_maze::maze::items::KeyKind::ALL[door[4..].parse::<usize>().unwrap()].rgb();
        let pixels = items.around(&door, 0.9);
        let share = pixels.iter().filter(|&&p| close(p, colour, 30)).count() as f32 / pixels.len() as f32;
        assert!(share > 0.2, "{door} is drawn in its colour {colour:?}: {share:.2}");
    }
    let shoot = items.around("bamboo", 0.7);
    let green = shoot.iter().filter(|p| p[1] as i32 > p[0] as i32 + 30 && p[1] as i32 > p[2] as i32 + 20).count();
    assert!(green as f32 / shoot.len() as f32 > 0.15, "the bamboo shoot is green");
    // A level before its first move: its title card over the board.
    let title = Shot::load(&dir, "level-title");
    let whole = (title.width / 2, title.height / 2);
    let card = title.share_in_box(whole, title.width.min(title.height) / 2 - 1, paper);
    assert!(card > 0.02, "the level's title card is up: {card:.3}");
    // The level's end card: gold stars on paper, the panda on the exit uncovered.
    let complete = Shot::load(&dir, "level-complete");
    let whole = (complete.width / 2, complete.height / 2);
    let half = complete.width.min(complete.height) / 2 - 1;
    let stars = complete.share_in_box(whole, half, |p| close(p, GOLD, 20));
    assert!(stars > 0.001, "the stars are filled in gold: {stars:.4}");
    assert!(complete.share_in_box(whole, half, paper) > 0.03, "the card is up");
    let (black, white) = black_and_white(&complete.around("panda", 0.8));
    assert!(black > 0.1 && white > 0.1, "the panda is not covered: {black:.2} black, {white:.2} white");
    check_split_race(&Shot::load(&dir, "two-race-split"));
    // A grid board up close: the minimap in the corner (about 0.3 of the board
    // area's height) shows the whole board, framed by its dark ground.
    let up_close = Shot::load(&dir, "grid-minimap");
    let half = up_close.height * 3 / 20;
    let corner = (up_close.width - 12 - half, up_close.height - 12 - half);
    let ground = up_close.share_in_box(corner, half, |p| close(p, [20, 20, 20], 12));
    let walls = up_close.share_in_box(corner, half, |p| p[1] as i32 > p[0] as i32 + 25 && p[1] > 60);
    assert!(ground > 0.01 && walls > 0.02, "the grid's minimap: {ground:.2} ground, {walls:.2} walls");
    // Round, hexagon and triangle boards: the panda on its cell, the way out
    // drawn, walls in the wall colour where the game says walls are.
    for kind in ["round", "hexagon", "triangle"] {
        check_grid_shot(&Shot::load(&dir, &format!("grid-{kind}")), kind);
    }
    check_grid_items(&Shot::load(&dir, "grid-items"));
    check_weave_shot(&Shot::load(&dir, "weave"));
    // Play and the Lab at every window size and scale factor: nothing cut, the board beside the panel.
    crate::fit::check_every_size(&dir);
}

/// A race up close (`two-race-split`): a dark divider splits the board's room
/// in two, player 2's panda (its blue scarf) in the middle of the right half
/// and player 1's (black and white) in the middle of the left half's visible part.
fn check_split_race(shot: &Shot) {
    let divider = |x: usize| (0..shot.height).filter(|&y| close(shot.pixel(x, y), [24, 24, 24], 12)).count();
    let columns: Vec<usize> = (shot.width / 3..shot.width).filter(|&x| divider(x) * 10 > shot.height * 9).collect();
    let (Some(&first), Some(&last)) = (columns.first(), columns.last()) else {
        panic!("a race up close splits the screen with a divider")
    };
    assert!(last - first < 12, "one divider, a few pixels wide: {columns:?}");
    let right_half = shot.width - last - 1;
    let (middle_y, scarf) = (shot.height / 2, [31, 115, 242]);
    let right = (last + 1 + right_half / 2, middle_y);
    let scarf_px = shot.share_in_box(right, 30, |p| close(p, scarf, 40)) * 60.0 * 60.0;
    assert!(scarf_px >= 4.0, "player 2's camera follows the scarfed panda: {scarf_px} scarf pixels");
    let left = (first.saturating_sub(right_half / 2 + 1), middle_y);
    let black = shot.share_in_box(left, 20, |p| p.iter().all(|&c| c < 40));
    let white = shot.share_in_box(left, 20, |p| p.iter().all(|&c| c > 215));
    assert!(black > 0.03 && white > 0.03, "player 1's camera follows theirs: {black:.2} black, {white:.2} white");
}

/// A weave board (`weave`): another crossing's bridge walls in the wall
/// colour, its deck and under stubs open floor; the panda under its bridge
/// drawn dimmed (its fur shows grey, none of it black).
fn check_weave_shot(shot: &Shot) {
    assert!(shot.tile_px > 8.0, "weave: a cell is {} px wide on screen", shot.tile_px);
    for flank in ["flank0", "flank1"] {
        let &(x, y) = &shot.at[flank];
        let walled = shot.share_in_box((x as usize, y as usize), 2, |p| close(p, WALL, 40));
        assert!(walled > 0.2, "weave: the bridge's wall {flank} is drawn in {WALL:?}: {walled:.2}");
    }
    for open in ["deck", "stub0", "stub1"] {
        let seen = shot.mean(open, 0.1);
        assert!(close(seen, FLOOR, 30), "weave: {open} is open floor {FLOOR:?}: {seen:?}");
    }
    let panda = shot.around("panda", 0.6);
    // Its fur, greyed by the dimming and the deck: darker than the floor, not the walls' green.
    let fur = panda.iter().filter(|p| p.iter().all(|&v| v < 190) && (p[1] as i32) < p[0] as i32 + 20).count();
    let black = panda.iter().filter(|p| p.iter().all(|&v| v < 25)).count();
    assert!(fur * 25 > panda.len(), "weave: the panda under its bridge shows: {fur} of {} pixels", panda.len());
    assert_eq!(black, 0, "weave: the panda under its bridge is dimmed: {black} black pixels");
}

/// A hex board with items (`grid-items`): the sun key's and its door's orange
/// in their cells, each shoot's green (not the floor) in its own.
fn check_grid_items(shot: &Shot) {
    let sun = panda_maze::maze::items::KeyKind::Sun.rgb();
    for thing in ["key0", "door0"] {
        // Most of the cell: a door's orange is its frame round a white sun.
        let orange = shot.around(thing, 0.9).iter().filter(|&&p| close(p, sun, 45)).count();
        assert!(orange >= 4, "{thing}: the sun's orange in its cell: {orange} pixels");
    }
    for shoot in ["bamboo0", "bamboo1", "bamboo2"] {
        let pixels = shot.around(shoot, 0.5);
        let green = pixels.iter().filter(|&&p| p[1] as i32 > p[0] as i32 + 30 && !close(p, FLOOR, 30)).count();
        assert!(green * 10 >= pixels.len(), "{shoot}: a green shoot in its cell: {green} of {}", pixels.len());
    }
}

/// A grid board's shot (`grid-KIND`): see the checks' words.
fn check_grid_shot(shot: &Shot, kind: &str) {
    assert!(shot.tile_px > 4.0, "{kind}: a cell is {} px wide on screen", shot.tile_px);
    let (black, white) = black_and_white(&shot.around("panda", 0.7));
    assert!(black > 0.05 && white > 0.05, "{kind}: the panda is drawn on its cell: {black:.2} black, {white:.2} white");
    let floor = shot.mean("floor", 0.4);
    assert!(close(floor, FLOOR, 30), "{kind}: a cell off the way is floor {FLOOR:?}: {floor:?}");
    let route = shot.around("route", 0.5);
    let marked = route.iter().filter(|&&p| !close(p, FLOOR, 30)).count() as f32 / route.len() as f32;
    assert!(marked > 0.1, "{kind}: the way out is drawn through its cells: {marked:.2} of the pixels");
    let exit = shot.mean("exit", 0.5);
    assert!(!close(exit, FLOOR, 30), "{kind}: the exit is marked: {exit:?}");
    let walls: Vec<&String> = shot.at.keys().filter(|k| k.starts_with("wall")).collect();
    assert!(walls.len() >= 8, "{kind}: walls are listed: {}", walls.len());
    let walled = walls
        .iter()
        .filter(|w| {
            let &(x, y) = &shot.at[w.as_str()];
            shot.share_in_box((x as usize, y as usize), 2, |p| close(p, WALL, 40)) > 0.2
        })
        .count();
    assert!(walled * 10 >= walls.len() * 9, "{kind}: {walled} of {} walls are drawn in {WALL:?}", walls.len());
}
