//! Shaped mazes, exits and heat maps on the command line: `--mask` and
//! `--exits` in every output format, `--heat`, the longest path in `stats`,
//! and the mistakes (a missing or empty mask file, an unmaskable algorithm).

use panda_maze::maze::distance::{UNREACHED, distances};
use panda_maze::maze::grid::Tile;
use panda_maze::maze::text::{self, TextFormat};
use panda_maze::maze::{Algorithm, Exits, Mask, MazeSpec, Shape};

use super::{run, stderr};

fn temp_dir(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("panda-maze-shapes-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Decodes a PNG into RGBA rows.
fn rgba(path: &std::path::Path) -> (usize, Vec<u8>) {
    let mut decoder = png::Decoder::new(std::io::BufReader::new(std::fs::File::open(path).unwrap()));
    decoder.set_transformations(png::Transformations::EXPAND | png::Transformations::ALPHA);
    let mut reader = decoder.read_info().unwrap();
    let mut buf = vec![0; reader.output_buffer_size().unwrap()];
    let frame = reader.next_frame(&mut buf).unwrap();
    (frame.width as usize, buf)
}

#[test]
fn every_format_draws_the_shaped_maze_the_core_makes() {
    let spec = MazeSpec::new(31, 31, 8).with_algorithm(Algorithm::Wilson).with_shape(Shape::Panda);
    let maze = spec.generate().unwrap();
    let args = ["generate", "--size", "31x31", "--seed", "8", "--algorithm", "wilson", "--mask", "panda"];
    let hash = run(&[&args[..], &["--format", "hash"]].concat());
    assert!(hash.status.success(), "{}", stderr(&hash));
    assert_eq!(String::from_utf8(hash.stdout).unwrap(), text::write(&maze, TextFormat::Hash));
    let zero_one = run(&[&args[..], &["--format", "zero-one"]].concat());
    assert_eq!(String::from_utf8(zero_one.stdout).unwrap(), text::write(&maze, TextFormat::ZeroOne));
    let ascii = String::from_utf8(run(&[&args[..], &["--format", "ascii"]].concat()).stdout).unwrap();
    assert!(ascii.starts_with("  ") && ascii.contains(" S ") && ascii.contains(" E "), "{ascii}");
    let svg = String::from_utf8(run(&[&args[..], &["--format", "svg"]].concat()).stdout).unwrap();
    assert!(svg.starts_with("<svg") && !svg.contains("<rect width="), "the outside is left undrawn");
    let json = run(&[&args[..], &["--format", "json"]].concat());
    let doc: serde_json::Value = serde_json::from_slice(&json.stdout).unwrap();
    assert_eq!(doc["code"], spec.code());
    assert_eq!(doc["entrance"], serde_json::json!([maze.entrance.x, maze.entrance.y]));
    assert!(doc["rows"][0].as_str().unwrap().starts_with('~'));
    let route_len = doc["route"].as_array().unwrap().len() as u32;
    assert_eq!(route_len - 1, distances(&maze, maze.entrance)[maze.index(maze.exit)]);
    // The code names the same maze.
    let by_code = run(&["generate", "--code", &spec.code(), "--format", "hash"]);
    assert_eq!(String::from_utf8(by_code.stdout).unwrap(), text::write(&maze, TextFormat::Hash));
    // PNG: see-through outside.
    let dir = temp_dir("png");
    let file = dir.join("panda.png");
    let png = run(&[&args[..], &["--format", "png", "-o", file.to_str().unwrap()]].concat());
    assert!(png.status.success(), "{}", stderr(&png));
    let (width, pixels) = rgba(&file);
    assert_eq!(width, 31 * 8);
    assert_eq!(pixels[3], 0, "the top-left corner is outside the panda");
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn exits_are_chosen_on_the_command_line() {
    let hardest = run(&["generate", "--size", "21x21", "--seed", "4", "--exits", "hardest", "--format", "hash"]);
    let maze = text::parse(&String::from_utf8(hardest.stdout).unwrap()).unwrap();
    assert_eq!(maze, MazeSpec::new(21, 21, 4).with_exits(Exits::Hardest).generate().unwrap());
    assert_ne!(maze.entrance, panda_maze::maze::Pos::new(1, 1));
    let corners = run(&[
        "generate", "--size", "21x21", "--seed", "4", "--mask", "heart", "--exits", "corners", "--format", "hash",
    ]);
    let maze = text::parse(&String::from_utf8(corners.stdout).unwrap()).unwrap();
    assert_eq!(maze, MazeSpec::new(21, 21, 4).with_shape(Shape::Heart).with_exits(Exits::Corners).generate().unwrap());
    let bad = run(&["generate", "--exits", "sideways"]);
    assert_eq!(bad.status.code(), Some(2));
    assert!(stderr(&bad).contains("corners, hardest, random"), "{}", stderr(&bad));
}

#[test]
fn mask_files_shape_the_maze_and_bad_ones_are_refused_clearly() {
    let dir = temp_dir("files");
    let txt = dir.join("plus.txt");
    std::fs::write(&txt, ".X.\nXXX\n.X.\n").unwrap();
    let out = run(&["generate", "--size", "31x31", "--seed", "2", "--mask", txt.to_str().unwrap(), "--format", "hash"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let maze = text::parse(&String::from_utf8(out.stdout).unwrap()).unwrap();
    let mask = Mask::from_text(".X.\nXXX\n.X.\n", 15, 15).unwrap();
    assert_eq!(maze, MazeSpec::new(31, 31, 2).with_exits(Exits::Hardest).generate_in(Some(&mask), &mut ()).unwrap());
    assert_eq!(maze.tile(panda_maze::maze::Pos::new(1, 1)), Tile::Outside);
    // JSON of a file-shaped maze has no code to give.
    let json =
        run(&["generate", "--size", "31x31", "--seed", "2", "--mask", txt.to_str().unwrap(), "--format", "json"]);
    let doc: serde_json::Value = serde_json::from_slice(&json.stdout).unwrap();
    assert!(doc["code"].is_null());
    // A mask in two parts: the larger kept, and said.
    let parts = dir.join("parts.txt");
    std::fs::write(&parts, "XX..X\nXX...\n").unwrap();
    let out = run(&["generate", "--size", "21x9", "--seed", "1", "--mask", parts.to_str().unwrap()]);
    assert!(out.status.success());
    assert!(stderr(&out).contains("kept the largest"), "{}", stderr(&out));
    let empty = dir.join("empty.txt");
    std::fs::write(&empty, "....\n....\n").unwrap();
    let bad_char = dir.join("bad.txt");
    std::fs::write(&bad_char, "XX\nX?\n").unwrap();
    let not_png = dir.join("fake.png");
    std::fs::write(&not_png, "hello").unwrap();
    for (mask, needle) in [
        ("/no/such/dir/mask.png", "cannot read the mask file"),
        (empty.to_str().unwrap(), "no cell inside"),
        (bad_char.to_str().unwrap(), "line 2, column 2"),
        (not_png.to_str().unwrap(), "not a PNG"),
        ("hexagon", "neither a built-in shape"),
    ] {
        let out = run(&["generate", "--mask", mask]);
        assert_eq!(out.status.code(), Some(2), "{mask}");
        assert!(stderr(&out).contains(needle), "{mask}: {}", stderr(&out));
        assert!(out.stdout.is_empty(), "{mask}: nothing written");
    }
    for algorithm in ["eller", "sidewinder", "binary-tree", "division"] {
        let out = run(&["generate", "--mask", "heart", "--algorithm", algorithm]);
        assert_eq!(out.status.code(), Some(2), "{algorithm}");
        assert!(stderr(&out).contains("these can: backtracker"), "{algorithm}: {}", stderr(&out));
    }
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn the_heat_picture_runs_from_the_entrance_dark_to_the_farthest_tile_bright() {
    let dir = temp_dir("heat");
    let file = dir.join("heat.png");
    let out = run(&[
        "generate",
        "--size",
        "41x41",
        "--seed",
        "6",
        "--mask",
        "ring",
        "--format",
        "png",
        "--heat",
        "entrance",
        "-o",
        file.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let maze = MazeSpec::new(41, 41, 6).with_shape(Shape::Ring).generate().unwrap();
    let dist = distances(&maze, maze.entrance);
    let far = (0..dist.len()).filter(|&i| dist[i] != UNREACHED).max_by_key(|&i| dist[i]).unwrap();
    let (width, pixels) = rgba(&file);
    let px = |p: panda_maze::maze::Pos| pixels[((8 * p.y + 4) * width + 8 * p.x + 4) * 4..][..4].to_vec();
    assert_eq!(px(maze.entrance), [68, 1, 84, 255], "the ramp's dark end at the entrance");
    assert_eq!(px(maze.pos_of(far)), [253, 231, 37, 255], "its bright end at the farthest tile");
    assert_eq!(px(panda_maze::maze::Pos::new(20, 20))[3], 0, "the ring's hole is see-through");
    let text_heat = run(&["generate", "--heat", "exit"]);
    assert_eq!(text_heat.status.code(), Some(2));
    assert!(stderr(&text_heat).contains("--format png"));
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn stats_print_the_longest_path_and_its_share() {
    let out = run(&["stats", "--size", "21x21", "--count", "5", "--mask", "star"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let table = String::from_utf8(out.stdout).unwrap();
    assert!(table.contains("cut to star"), "{table}");
    let line = |name: &str| -> f64 {
        let l = table.lines().find(|l| l.trim_start().starts_with(name)).unwrap_or_else(|| panic!("{name}: {table}"));
        l.split_whitespace().rev().find_map(|w| w.parse().ok()).unwrap()
    };
    let steps: Vec<u32> = (0..5)
        .map(|seed| {
            let maze = MazeSpec::new(21, 21, seed).with_shape(Shape::Star).generate().unwrap();
            distances(&maze, maze.entrance)[maze.index(maze.exit)]
        })
        .collect();
    let mean = f64::from(steps.iter().sum::<u32>()) / 5.0;
    assert!((line("longest path") - mean).abs() < 0.01, "{table}");
    let share = line("longest share");
    assert!(share > 0.0 && share <= 100.0, "{table}");
}
