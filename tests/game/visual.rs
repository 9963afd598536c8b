//! The real game under `xvfb-run` with Mesa's software Vulkan, scripted to take
//! screenshots at the start, with the route shown and at victory. The pictures
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
        for line in layout.lines() {
            let parts: Vec<&str> = line.split_whitespace().collect();
            match parts.as_slice() {
                ["tile_px", v] => tile_px = v.parse().unwrap(),
                [name, x, y] => {
                    at.insert(name.to_string(), (x.parse().unwrap(), y.parse().unwrap()));
                }
                _ => panic!("bad layout line {line:?}"),
            }
        }
        Shot { width: info.width as usize, height: info.height as usize, rgb, at, tile_px }
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

    fn centre(&self, thing: &str) -> [u8; 3] {
        let &(x, y) = self.at.get(thing).unwrap();
        self.pixel(x as usize, y as usize)
    }
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

fn shots_dir() -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("visual");
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

#[test]
fn the_real_game_draws_the_maze_the_panda_the_route_and_the_victory() {
    if std::env::var_os("PANDA_MAZE_SKIP_VISUAL").is_some() {
        eprintln!("visual test skipped: PANDA_MAZE_SKIP_VISUAL is set");
        return;
    }
    let dir = shots_dir();
    let status = Command::new("timeout")
        .args(["300", "xvfb-run", "-a", "-s", "-screen 0 1280x1024x24"])
        .arg(env!("CARGO_BIN_EXE_panda-maze"))
        .args(["--seed", "2024", "--difficulty", "medium", "--script"])
        .arg(&dir)
        .env_remove("WAYLAND_DISPLAY")
        .env("WGPU_BACKEND", "vulkan")
        .status()
        .expect("xvfb-run is needed (apt-get install xvfb xauth mesa-vulkan-drivers), or set PANDA_MAZE_SKIP_VISUAL=1");
    assert!(status.success(), "the scripted game run failed: {status}");
    eprintln!("screenshots in {}", dir.display());

    let start = Shot::load(&dir, "start");
    assert!(start.tile_px > 8.0, "a medium board fills the window: {} px a tile", start.tile_px);
    assert!(close(start.centre("wall"), WALL, 6), "wall colour where a wall is: {:?}", start.centre("wall"));
    assert!(close(start.centre("floor"), FLOOR, 6), "floor colour on bare floor: {:?}", start.centre("floor"));
    let (black, white) = black_and_white(&start.around("panda", 0.8));
    assert!(black > 0.15 && white > 0.25, "the panda is black and white: {black:.2} black, {white:.2} white");
    // No route yet.
    assert!(!close(start.centre("route"), ROUTE, 30), "the route is hidden at the start");

    let path = Shot::load(&dir, "path");
    assert!(close(path.centre("route"), ROUTE, 30), "route marker colour on the route: {:?}", path.centre("route"));
    assert!(close(path.centre("wall"), WALL, 6));

    let won = Shot::load(&dir, "won");
    let (black, white) = black_and_white(&won.around("panda", 0.8));
    assert!(black > 0.15 && white > 0.25, "the panda stands on the exit: {black:.2} black, {white:.2} white");
    assert_eq!(won.at["panda"], won.at["exit"]);
    // The victory window (egui's dark panel) sits over the middle of the board.
    let (cx, cy) = (won.width / 2 + 95, won.height / 2);
    let dark = (cx - 60..cx + 60)
        .flat_map(|x| (cy - 20..cy + 20).map(move |y| (x, y)))
        .filter(|&(x, y)| won.pixel(x, y).iter().all(|&c| (15..=60).contains(&c)))
        .count();
    assert!(dark > 120 * 40 / 2, "the victory overlay covers the board's middle ({dark} dark pixels)");
}
