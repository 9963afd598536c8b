//! Memory on the largest boards, as the kernel counts it: exports are
//! written as they are made, and `solve` reads a line at a time and stops at
//! the first line that cannot belong to a maze (issue 18, items 10 and 11).

use std::io::Write as _;
use std::process::{Child, Command, Stdio};

use panda_maze::maze::MazeSpec;
use panda_maze::maze::grid::MAX_SIDE;
use panda_maze::maze::text::{self, TextFormat};

use super::{Measured, scratch, wait_measured};

/// The most a picture of the largest board may take, in MiB (it was 3 GB).
const EXPORT_PEAK_MIB: f64 = 300.0;
/// The most `solve` may take on input it refuses, in MiB: the binary alone
/// (it links Bevy) starts at about 40.
const REFUSED_PEAK_MIB: f64 = 64.0;

fn spawn(args: &[&str], stdin: Stdio) -> Child {
    Command::new(env!("CARGO_BIN_EXE_panda-maze"))
        .args(args)
        .env("PANDA_MAZE_REPORT_PEAK_MEMORY", "1")
        .stdin(stdin)
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs")
}

/// Runs `solve -` fed `chunk` up to `times` times (fewer once it stops reading).
fn solve_fed(chunk: Vec<u8>, times: usize) -> Measured {
    let mut child = spawn(&["solve", "-"], Stdio::piped());
    let mut input = child.stdin.take().unwrap();
    let feeder = std::thread::spawn(move || {
        for _ in 0..times {
            if input.write_all(&chunk).is_err() {
                break;
            }
        }
    });
    let measured = wait_measured(child);
    feeder.join().unwrap();
    measured
}

#[test]
fn exports_of_the_largest_board_are_written_as_they_are_made() {
    let dir = scratch("cli-memory-export");
    let side = MAX_SIDE.to_string();
    let size = format!("{side}x{side}");
    let png = dir.join("largest.png");
    for (format, file) in [("png", png.to_str().unwrap()), ("svg", "/dev/null"), ("json", "/dev/null")] {
        let args = ["generate", "--size", &size, "--seed", "1", "--format", format, "-o", file];
        let measured = wait_measured(spawn(&args, Stdio::null()));
        assert!(measured.status.success(), "{format}: {}", measured.stderr);
        println!("{format} export of {size}: peak {:.0} MiB in {:.1} s", measured.peak_mib, measured.seconds);
        assert!(measured.peak_mib < EXPORT_PEAK_MIB, "{format}: {:.0} MiB at its peak", measured.peak_mib);
    }
    let reader = png::Decoder::new(std::io::BufReader::new(std::fs::File::open(&png).unwrap())).read_info().unwrap();
    let px = (MAX_SIDE * 8) as u32;
    assert_eq!((reader.info().width, reader.info().height), (px, px));
    drop(reader);
    std::fs::remove_file(&png).unwrap();
}

#[test]
fn solve_on_the_largest_maze_reads_it_a_line_at_a_time() {
    let dir = scratch("cli-memory-solve");
    let file = dir.join("largest.txt");
    let maze = MazeSpec::new(MAX_SIDE, MAX_SIDE, 1).generate().unwrap();
    let mut out = std::io::BufWriter::new(std::fs::File::create(&file).unwrap());
    text::write_to(&maze, TextFormat::Hash, &mut out).unwrap();
    out.flush().unwrap();
    drop((out, maze));
    let measured = wait_measured(spawn(&["solve", file.to_str().unwrap(), "--format", "list"], Stdio::null()));
    assert!(measured.status.success(), "{}", measured.stderr);
    println!("solve of the largest maze: peak {:.0} MiB in {:.1} s", measured.peak_mib, measured.seconds);
    assert!(measured.peak_mib < EXPORT_PEAK_MIB, "{:.0} MiB at its peak", measured.peak_mib);
    std::fs::remove_file(&file).unwrap();
}

#[test]
fn solve_refuses_garbage_at_once_without_growing() {
    // 256 MiB of NULs on standard input, and an endless file (a device: refused by its kind, unread).
    let nuls = solve_fed(vec![0; 1 << 20], 256);
    let zero = wait_measured(spawn(&["solve", "/dev/zero"], Stdio::null()));
    assert!(nuls.stderr.contains("line 1, column 1: unexpected character '\\0'"), "{}", nuls.stderr);
    assert!(zero.stderr.contains("/dev/zero is a character device, not a regular file"), "{}", zero.stderr);
    for (what, m) in [("NULs on stdin", &nuls), ("/dev/zero", &zero)] {
        assert_eq!(m.status.code(), Some(1), "{what}: {}", m.stderr);
        assert!(m.peak_mib < REFUSED_PEAK_MIB, "{what}: {:.0} MiB at its peak", m.peak_mib);
        // Not a speed goal: a reader that never stops would hang here instead.
        assert!(m.seconds < 60.0, "{what}: still reading after {:.1} s", m.seconds);
    }
    // Well-formed rows that go on past the tallest board, and one endless row.
    let mut row = vec![b'#'; MAX_SIDE];
    row.push(b'\n');
    let tall = solve_fed(row, MAX_SIDE + 1000);
    assert!(tall.stderr.contains(&format!("line {}: too many rows", MAX_SIDE + 1)), "{}", tall.stderr);
    let wide = solve_fed(vec![b'#'; 1 << 20], 64);
    assert!(wide.stderr.contains(&format!("line 1, column {}: row is too wide", MAX_SIDE + 1)), "{}", wide.stderr);
    let blank = solve_fed(vec![b' '; 1 << 20], 64);
    assert!(blank.stderr.contains("line 1: line is longer than 65536 bytes"), "{}", blank.stderr);
    for (what, m) in [("too tall", &tall), ("too wide", &wide), ("too long", &blank)] {
        assert_eq!(m.status.code(), Some(1), "{what}: {}", m.stderr);
        assert!(m.peak_mib < REFUSED_PEAK_MIB, "{what}: {:.0} MiB at its peak", m.peak_mib);
    }
}
