//! The game's pixel art, drawn by code into plain RGBA buffers.
//!
//! Nothing here knows Bevy: each function returns a [`Picture`] that the game
//! turns into a texture (sampled nearest-neighbour so pixels stay crisp at any
//! tile size). The shapes are filled by testing each pixel's centre and the
//! textures take their noise from a fixed integer hash, so the same call gives
//! the same bytes on every machine.
//!
//! [`catalogue`] lists every picture with a file stem; [`write_all`] saves them
//! as PNG files (the committed copies live in `assets/art/`, and the test
//! `committed_art_is_up_to_date` says how to regenerate them).
//!
//! The files, by job: `canvas` (the [`Picture`] and how to draw on it),
//! [`colours`], `panda`, `tiles` (walls, floor and markers), `victory` (the
//! victory picture and the window icon) and `encode` (PNG bytes).

use std::path::{Path, PathBuf};

mod canvas;
pub mod colours;
mod encode;
pub mod items;
mod panda;
mod tiles;
mod victory;

pub use canvas::{Picture, Rgba};
pub use colours::{PANDA_BLACK, PANDA_WHITE};
pub use encode::encode_png;
pub use panda::{PANDA_FRAME, PANDA_WALK_FRAMES, panda, panda_frame, panda_frame_index, panda_sheet};
pub use tiles::{brick_wall, entrance_marker, exit_marker, floor_tile, footprint, paw, ring, star};
pub use victory::{victory_picture, window_icon};

/// Every picture the game uses, each with the file stem it is saved under.
pub fn catalogue() -> Vec<(&'static str, Picture)> {
    vec![
        ("panda_sheet", panda_sheet()),
        ("panda_face", panda()),
        ("brick_wall", brick_wall()),
        ("floor_tile", floor_tile()),
        ("footprint", footprint()),
        ("entrance", entrance_marker()),
        ("exit", exit_marker()),
        ("victory", victory_picture()),
        ("icon", window_icon()),
    ]
}

/// Writes every picture of [`catalogue`] to `dir` as `<stem>.png` (creating
/// `dir` if needed) and returns the paths written.
pub fn write_all(dir: &Path) -> std::io::Result<Vec<PathBuf>> {
    std::fs::create_dir_all(dir)?;
    let mut written = Vec::new();
    for (stem, picture) in catalogue() {
        let path = dir.join(format!("{stem}.png"));
        crate::user_file::write_output(&path, &encode_png(&picture))?;
        written.push(path);
    }
    Ok(written)
}

#[cfg(test)]
mod tests {
    use super::*;
    use colours::{BAMBOO_ENTRANCE, BAMBOO_EXIT, BAMBOO_FLOOR, BAMBOO_WALL, solid};

    /// The stems and sizes the game relies on.
    const EXPECTED: [(&str, u32, u32); 9] = [
        ("panda_sheet", 96, 128),
        ("panda_face", 32, 32),
        ("brick_wall", 32, 32),
        ("floor_tile", 32, 32),
        ("footprint", 16, 16),
        ("entrance", 16, 16),
        ("exit", 16, 16),
        ("victory", 160, 120),
        ("icon", 64, 64),
    ];

    #[test]
    fn catalogue_has_every_picture_at_its_size_and_draws_the_same_twice() {
        let (a, b) = (catalogue(), catalogue());
        let got: Vec<_> = a.iter().map(|(stem, p)| (*stem, p.width, p.height)).collect();
        assert_eq!(got, EXPECTED);
        for ((stem, p), (_, q)) in a.iter().zip(&b) {
            assert_eq!(p.rgba.len(), (p.width * p.height * 4) as usize, "{stem}");
            assert_eq!(p, q, "{stem} drew differently the second time");
            assert_eq!(encode_png(p), encode_png(q), "{stem} encoded differently the second time");
        }
    }

    /// Fails when `assets/art/` differs from what the code draws now; with
    /// `PANDA_MAZE_WRITE_ART=1` it rewrites the folder instead.
    #[test]
    fn committed_art_is_up_to_date() {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets").join("art");
        if std::env::var_os("PANDA_MAZE_WRITE_ART").is_some_and(|v| v == "1") {
            let written = write_all(&dir).unwrap();
            assert_eq!(written.len(), catalogue().len());
            return;
        }
        let mut stale = Vec::new();
        for (stem, picture) in catalogue() {
            let path = dir.join(format!("{stem}.png"));
            // raw-file: a test comparing the repository's committed art.
            match std::fs::read(&path) {
                Ok(bytes) if bytes == encode_png(&picture) => {}
                Ok(_) => stale.push(format!("{} differs", path.display())),
                Err(e) => stale.push(format!("{} unreadable: {e}", path.display())),
            }
        }
        assert!(
            stale.is_empty(),
            "assets/art/ is out of date ({}).\nRegenerate it with\n  PANDA_MAZE_WRITE_ART=1 cargo test --no-default-features --lib committed_art_is_up_to_date\nand commit the files.",
            stale.join("; ")
        );
    }

    /// Writes ×8 previews of every picture to `$PANDA_MAZE_ART_PREVIEW` (a
    /// folder), over a grey checkerboard so transparency shows; does nothing
    /// without the variable.
    #[test]
    fn previews_on_request() {
        let Some(dir) = std::env::var_os("PANDA_MAZE_ART_PREVIEW") else { return };
        let dir = PathBuf::from(dir);
        std::fs::create_dir_all(&dir).unwrap();
        let scaled = |p: &Picture, k: u32, backdrop: Option<Rgba>| {
            let mut out = Picture::blank(p.width * k, p.height * k);
            for y in 0..out.height {
                for x in 0..out.width {
                    let back = backdrop.unwrap_or(if (x / 8 + y / 8) % 2 == 0 { [180; 4] } else { [140; 4] });
                    out.set(x, y, [back[0], back[1], back[2], 255]);
                    out.blend(x, y, p.pixel(x / k, y / k));
                }
            }
            out
        };
        for (stem, p) in catalogue() {
            // raw-file: a test writing enlarged art for a person to look at, on request.
            std::fs::write(dir.join(format!("{stem}_x8.png")), encode_png(&scaled(&p, 8, None))).unwrap();
        }
        // The sheet on a floor-like tint at ×1, ×2 and ×4, to judge small sizes.
        let sheet = panda_sheet();
        for k in [1, 2, 4] {
            let bg = Some(solid(BAMBOO_FLOOR));
            // raw-file: a test writing enlarged art for a person to look at, on request.
            std::fs::write(dir.join(format!("sheet_floor_x{k}.png")), encode_png(&scaled(&sheet, k, bg))).unwrap();
        }
        // The small markers on the entrance blue, the exit red and the floor.
        let markers = [footprint(), entrance_marker(), exit_marker()];
        let backs: [Rgba; 3] = [solid(BAMBOO_ENTRANCE), solid(BAMBOO_EXIT), solid(BAMBOO_FLOOR)];
        let mut board = Picture::blank(20 * markers.len() as u32, 20 * backs.len() as u32);
        for (j, back) in backs.iter().enumerate() {
            board.rect(*back, 0.0, 20.0 * j as f32, board.width as f32, 20.0 * (j + 1) as f32);
            for (i, m) in markers.iter().enumerate() {
                board.blit(m, 20 * i as u32 + 2, 20 * j as u32 + 2);
            }
        }
        // raw-file: a test writing enlarged art for a person to look at, on request.
        std::fs::write(dir.join("markers_x8.png"), encode_png(&scaled(&board, 8, None))).unwrap();
        // Walls and floor tiled 3 × 3 and tinted like the game does.
        let tiled = |p: &Picture, tint: [f32; 3]| {
            let mut out = Picture::blank(p.width * 3, p.height * 3);
            for y in 0..out.height {
                for x in 0..out.width {
                    let c = p.pixel(x % p.width, y % p.height);
                    let t = |i: usize| (c[i] as f32 * tint[i]) as u8;
                    out.set(x, y, [t(0), t(1), t(2), 255]);
                }
            }
            scaled(&out, 4, None)
        };
        let share = |rgb: [u8; 3], gain: [f32; 3]| std::array::from_fn(|i| rgb[i] as f32 / 255.0 * gain[i]);
        let wall = tiled(&brick_wall(), share(BAMBOO_WALL, [2.0, 1.6, 1.8]));
        // raw-file: a test writing enlarged art for a person to look at, on request.
        std::fs::write(dir.join("wall_tiled.png"), encode_png(&wall)).unwrap();
        let floor = tiled(&floor_tile(), share(BAMBOO_FLOOR, [1.0; 3]));
        // raw-file: a test writing enlarged art for a person to look at, on request.
        std::fs::write(dir.join("floor_tiled.png"), encode_png(&floor)).unwrap();
    }
}
