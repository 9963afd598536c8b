//! What the fuzz targets in `fuzz/` check, as plain functions: each takes any
//! bytes and panics only when a promise of the core is broken. The corpus in
//! `fuzz/corpus/` runs through them in `cargo test` too, fuzzer or not.

use super::render::route_map_to;
use super::solve::{Solver, solve};
use super::text::{self, TextFormat};
use super::{Maze, MazeSpec};

/// The text reader: any bytes are read or refused without a panic, the
/// line-by-line reader agrees with [`text::parse`], every maze read is written
/// back in the hash form as itself (and in the zero-one form as its tiles),
/// and every solver's route is a walk from entrance to exit that the route
/// map can draw.
pub fn text(data: &[u8]) {
    let read = text::read(data);
    if let Ok(s) = std::str::from_utf8(data) {
        let parsed = text::parse(s);
        match (&read, &parsed) {
            (Ok(a), Ok(b)) => assert_eq!(a, b, "read and parse disagree"),
            (Err(text::ReadError::Parse(a)), Err(b)) => assert_eq!(a, b, "read and parse disagree"),
            _ => panic!("read and parse disagree: {read:?} against {parsed:?}"),
        }
    }
    let Ok(maze) = read else { return };
    let hash = text::write(&maze, TextFormat::Hash);
    assert_eq!(text::parse(&hash).as_ref(), Ok(&maze), "the hash form did not read back:\n{hash}");
    let zero_one = text::write(&maze, TextFormat::ZeroOne);
    // Zero-one has no markers: it reads back wherever its corner cells are floor.
    match text::parse(&zero_one) {
        Ok(back) => assert_eq!(back.tiles(), maze.tiles(), "the zero-one form lost tiles"),
        Err(e) => assert!(matches!(e.kind, text::ParseErrorKind::NoFloor { .. }), "zero-one: {e}"),
    }
    for solver in Solver::ALL {
        check_route(&maze, solver);
    }
}

fn check_route(maze: &Maze, solver: Solver) {
    let Ok(route) = solve(maze, solver, maze.entrance, maze.exit, false).route else { return };
    assert!(maze.is_walk(&route), "{solver}: not a walk");
    assert_eq!((route.first(), route.last()), (Some(&maze.entrance), Some(&maze.exit)), "{solver}");
    let mut map = Vec::new();
    route_map_to(maze, &route, &mut map).expect("writing to memory");
    let stars = map.iter().filter(|&&c| c == b'*').count();
    assert_eq!(stars, route.len().saturating_sub(2), "{solver}: the route map draws the route between its ends");
}

/// Maze codes: any text is read or refused without a panic; a code read
/// names a spec whose new and plain codes read back as it, and codes to play
/// refuse exactly the boards below the playable minimum.
pub fn code(data: &[u8]) {
    let Ok(s) = std::str::from_utf8(data) else { return };
    let Ok(spec) = MazeSpec::from_code(s) else {
        assert!(MazeSpec::from_code_to_play(s).is_err());
        return;
    };
    assert_eq!(MazeSpec::from_code(&spec.code()), Ok(spec), "{}", spec.code());
    assert_eq!(MazeSpec::from_code(&spec.plain_code()), Ok(spec), "{}", spec.plain_code());
    let playable = super::grid::check_play_size(spec.width, spec.height).is_ok();
    assert_eq!(MazeSpec::from_code_to_play(s).is_ok(), playable, "{s}");
    if spec.width * spec.height <= 41 * 41 {
        let maze = spec.generate().expect("a code read names a maze");
        assert_eq!((maze.width(), maze.height()), (spec.width, spec.height));
    }
}

/// The editor's share codes and save files: any bytes, read as a code and
/// as a file, are read or refused without a panic; a code read names a maze
/// to play and is the code that maze writes; a file read writes back as
/// itself.
pub fn edit(data: &[u8]) {
    use super::edit::{EditFile, SharedMaze};
    if let Ok(s) = std::str::from_utf8(data)
        && let Ok(shared) = SharedMaze::from_code(s)
    {
        assert!(shared.build().is_ok(), "a code read names a maze: {s}");
        assert_eq!(shared.code(), s.trim().to_ascii_lowercase(), "one code a maze");
    }
    if let Ok(file) = EditFile::read(data) {
        assert_eq!(EditFile::read(file.write().as_bytes()).ok(), Some(file), "a file writes back as itself");
    }
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    use super::*;
    use crate::maze::{Pos, astar};

    /// Runs every file of `fuzz/corpus/<target>` through `check`.
    fn corpus(target: &str, check: fn(&[u8])) -> usize {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("fuzz/corpus").join(target);
        let mut count = 0;
        // raw-file: a test reading the repository's own fuzz corpus.
        for entry in std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
            let path = entry.unwrap().path();
            // raw-file: a test reading the repository's own fuzz corpus.
            let data = std::fs::read(&path).unwrap();
            if std::panic::catch_unwind(|| check(&data)).is_err() {
                panic!("{} breaks the {target} target", path.display());
            }
            count += 1;
        }
        count
    }

    #[test]
    fn the_fuzz_corpus_passes_every_check() {
        assert!(corpus("text", text) >= 10, "the text corpus is there");
        assert!(corpus("code", code) >= 10, "the code corpus is there");
        assert!(corpus("edit", edit) >= 10, "the edit corpus is there");
    }

    /// Found by the fuzzer: a maze whose way out is one tile (its entrance is
    /// its exit) has a one-tile route, drawn as nothing but the `B` marker.
    #[test]
    fn a_one_tile_way_out_is_a_route() {
        for s in ["###\n#.#\n###\n", "#####\n#E###\n#####\n", "#####\n#B#.#\n#####\n"] {
            let maze = crate::maze::text::parse(s).unwrap();
            assert_eq!(maze.entrance, maze.exit, "{s}");
            for solver in Solver::ALL {
                assert_eq!(solve(&maze, solver, maze.entrance, maze.exit, false).route, Ok(vec![maze.entrance]));
            }
            text(s.as_bytes());
        }
    }

    /// Found by the fuzzer: the hash writer dropped the exit when it was the
    /// entrance, so `#E###` came back with its exit on a wall.
    #[test]
    fn the_hash_writer_keeps_an_exit_that_is_the_entrance() {
        let maze = crate::maze::text::parse("#####\n#E###\n#####\n").unwrap();
        assert_eq!((maze.entrance, maze.exit), (Pos::new(1, 1), Pos::new(1, 1)));
        let written = crate::maze::text::write(&maze, TextFormat::Hash);
        assert_eq!(written, "#####\n#B###\n#####\n");
        assert_eq!(crate::maze::text::parse(&written), Ok(maze.clone()));
        assert_eq!(astar(&maze), Some(vec![Pos::new(1, 1)]));
    }

    /// Found by the fuzzer: braiding an irregular map opened a walled-in cell
    /// and counted one dead end too few, down below zero.
    #[test]
    fn braiding_counts_a_walled_in_cell_it_opens() {
        use crate::maze::braid::{braid, dead_ends};
        let spec = MazeSpec::from_code("irregular:36-9x29-b100-hilg8uerg3x").unwrap();
        assert!(spec.generate().is_ok());
        for seed in 0..200 {
            let mut maze = spec.with_braid(0).generate().unwrap();
            let left = braid(&mut maze, 100, &mut crate::maze::generate::rng_from_seed(seed), &mut ());
            assert_eq!(left, dead_ends(&maze).len(), "seed {seed}");
        }
    }
}
