//! Files a user names that are not what they seem (issue 31): FIFOs,
//! devices, directories, huge files. Each command ends within seconds with
//! a message naming the path, in little memory, never blocking.

use std::process::{Command, Stdio};
use std::time::Duration;

use super::{Measured, scratch, wait_measured};

/// The most a refused file may cost, in MiB (the binary alone is about 40).
const REFUSED_PEAK_MIB: f64 = 100.0;
/// How long a command may take before the test calls it a hang.
const HANG: Duration = Duration::from_secs(30);

/// Makes a FIFO at `path` (no writer ever opens it).
pub fn make_fifo(path: &std::path::Path) {
    use std::os::unix::ffi::OsStrExt as _;
    let c = std::ffi::CString::new(path.as_os_str().as_bytes()).unwrap();
    // SAFETY: a valid NUL-terminated path and a plain mode.
    assert_eq!(unsafe { libc::mkfifo(c.as_ptr(), 0o600) }, 0, "mkfifo {}", path.display());
}

/// Runs the binary with `args`, killed if it runs past [`HANG`].
fn run_bounded(args: &[&str]) -> Measured {
    let child = super::spawn_reporting_memory(args);
    let pid = child.id() as libc::pid_t;
    let (done_tx, done_rx) = std::sync::mpsc::channel::<()>();
    let watchdog = std::thread::spawn(move || {
        if done_rx.recv_timeout(HANG).is_err() {
            // SAFETY: our own child, not yet waited for.
            unsafe { libc::kill(pid, libc::SIGKILL) };
        }
    });
    let measured = wait_measured(child);
    let _ = done_tx.send(());
    watchdog.join().unwrap();
    measured
}

/// Asserts that `args` was refused with status `status`, quickly, naming
/// `path` and saying `what`, in little memory.
fn assert_refused(args: &[&str], status: i32, path: &str, what: &str) {
    let m = run_bounded(args);
    assert_eq!(m.status.code(), Some(status), "{args:?}: {:?}\n{}", m.status, m.stderr);
    assert!(m.stderr.contains(path) && m.stderr.contains(what), "{args:?}: {}", m.stderr);
    assert!(m.peak_mib < REFUSED_PEAK_MIB, "{args:?}: {:.0} MiB at its peak", m.peak_mib);
    println!("{args:?}: refused in {:.2} s, peak {:.0} MiB", m.seconds, m.peak_mib);
}

#[test]
fn fifos_devices_and_directories_are_refused_by_their_kind() {
    let dir = scratch("cli-special-files");
    let fifo_png = dir.join("pipe.png");
    let fifo_txt = dir.join("pipe.txt");
    let fifo_maze = dir.join("maze.txt");
    for fifo in [&fifo_png, &fifo_txt, &fifo_maze] {
        make_fifo(fifo);
    }
    let zero_png = dir.join("zero.png");
    let random_txt = dir.join("random.txt");
    std::os::unix::fs::symlink("/dev/zero", &zero_png).unwrap();
    std::os::unix::fs::symlink("/dev/urandom", &random_txt).unwrap();
    let folder = dir.join("folder.png");
    std::fs::create_dir(&folder).unwrap();
    let s = |p: &std::path::Path| p.to_str().unwrap().to_owned();
    let fifo = "a FIFO (named pipe)";
    for (mask, what) in [
        (s(&fifo_png), fifo),
        (s(&fifo_txt), fifo),
        (s(&zero_png), "a character device"),
        (s(&random_txt), "a character device"),
        (s(&folder), "a directory"),
    ] {
        assert_refused(&["generate", "--size", "21x21", "--seed", "1", "--mask", &mask], 2, &mask, what);
        assert_refused(&["stats", "--size", "21x21", "--count", "2", "--mask", &mask], 2, &mask, what);
    }
    assert_refused(&["solve", &s(&fifo_maze)], 1, &s(&fifo_maze), fifo);
    assert_refused(&["solve", "/dev/zero"], 1, "/dev/zero", "a character device");
}

#[test]
fn huge_mask_files_are_refused_before_they_are_read() {
    let dir = scratch("cli-huge-masks");
    // A sparse 2 GB picture: refused by its size, nothing read.
    let huge_png = dir.join("huge.png");
    std::fs::File::create(&huge_png).unwrap().set_len(2 << 30).unwrap();
    let path = huge_png.to_str().unwrap();
    assert_refused(&["generate", "--size", "21x21", "--mask", path], 2, path, "larger than 64 MiB");
    // A small file that is no PNG: refused at its first bytes.
    let fake = dir.join("fake.png");
    std::fs::write(&fake, vec![b'x'; 1 << 20]).unwrap();
    let path = fake.to_str().unwrap();
    assert_refused(&["generate", "--size", "21x21", "--mask", path], 2, path, "not a PNG");
    // 30 MB of newlines: too many rows, found without a row kept each.
    let lines = dir.join("lines.txt");
    std::fs::write(&lines, vec![b'\n'; 30 << 20]).unwrap();
    let m = run_bounded(&["generate", "--size", "21x21", "--mask", lines.to_str().unwrap()]);
    assert_eq!(m.status.code(), Some(2), "{}", m.stderr);
    assert!(m.stderr.contains("larger than 8192"), "{}", m.stderr);
    assert!(m.peak_mib < 40.0 + 30.0 * 2.0, "30 MB of newlines took {:.0} MiB (it was 766)", m.peak_mib);
}

#[test]
fn a_text_mask_may_start_with_a_byte_order_mark() {
    let dir = scratch("cli-bom-mask");
    let mask = dir.join("plus.txt");
    std::fs::write(&mask, "\u{feff}.X.\r\nXXX\r\n.X.\r\n").unwrap();
    let m = run_bounded(&["generate", "--size", "21x21", "--seed", "3", "--mask", mask.to_str().unwrap()]);
    assert!(m.status.success(), "{}", m.stderr);
}

#[test]
fn sheets_too_big_to_read_are_refused_with_the_largest_that_prints() {
    let dir = scratch("cli-sheet-limit");
    let out = dir.join("sheet.pdf");
    let args = ["sheet", "--count", "12", "--per-page", "12", "--size", "4003x4003", "--solutions", "-o"];
    let m = run_bounded(&[&args[..], &[out.to_str().unwrap()]].concat());
    assert_eq!(m.status.code(), Some(2), "{}", m.stderr);
    assert!(m.stderr.contains("4003x4003") && m.stderr.contains("largest that prints readably is"), "{}", m.stderr);
    assert!(!out.exists(), "nothing written");
    assert!(m.peak_mib < REFUSED_PEAK_MIB, "{:.0} MiB (it was 4.8 GB)", m.peak_mib);
    // The size it names prints.
    let largest = m.stderr.split("readably is ").nth(1).unwrap().split_whitespace().next().unwrap().to_owned();
    let args = ["sheet", "--count", "12", "--per-page", "12", "--english", "--size", &largest, "--seed", "1", "-o"];
    let m = run_bounded(&[&args[..], &[out.to_str().unwrap()]].concat());
    assert!(m.status.success(), "{largest}: {}", m.stderr);
    println!("12 mazes of {largest} a page: {:.1} s, peak {:.0} MiB", m.seconds, m.peak_mib);
}

/// A code with bamboo, keys and doors, as the game shows it.
const ITEMS_CODE: &str = "growing-tree-mix:50-19x19.s2-k2-1kqee.a";

#[test]
fn items_are_in_the_json_and_solve_prints_the_same_full_clear() {
    let out = super::run(&["generate", "--code", ITEMS_CODE, "--format", "json"]);
    assert!(out.status.success(), "{}", super::stderr(&out));
    let doc: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let spec = panda_maze::maze::MazeSpec::from_code(ITEMS_CODE).unwrap();
    let maze = spec.generate().unwrap();
    let items = spec.place_items(&maze);
    let tiles = |v: &serde_json::Value| [v[0].as_u64().unwrap() as usize, v[1].as_u64().unwrap() as usize];
    let bamboo: Vec<[usize; 2]> = doc["items"]["bamboo"].as_array().unwrap().iter().map(tiles).collect();
    assert_eq!(bamboo, items.bamboo.iter().map(|p| [p.x, p.y]).collect::<Vec<_>>());
    for (list, placed) in [("keys", &items.keys), ("doors", &items.doors)] {
        let read = doc["items"][list].as_array().unwrap();
        assert_eq!(read.len(), placed.len(), "{list}");
        for ((entry, p), kind) in read.iter().zip(placed.iter()).zip(panda_maze::maze::items::KeyKind::ALL) {
            assert_eq!(entry["kind"], kind.name());
            assert_eq!(tiles(&entry["at"]), [p.x, p.y]);
        }
    }
    // The route in the JSON is the item solver's full clear.
    let route: Vec<[usize; 2]> = doc["route"].as_array().unwrap().iter().map(tiles).collect();
    let optimum = panda_maze::maze::items::optimum(&maze, &items).unwrap();
    assert_eq!(route.len() - 1, optimum);
    let solved = super::run(&["solve", "--code", ITEMS_CODE]);
    assert!(solved.status.success(), "{}", super::stderr(&solved));
    let text = String::from_utf8(solved.stdout).unwrap();
    let last = text.lines().last().unwrap();
    assert!(last.starts_with("full clear (the item solver") && last.ends_with(&format!(": {optimum} moves")), "{last}");
    let listed = super::run(&["solve", "--code", ITEMS_CODE, "--format", "list"]);
    assert_eq!(String::from_utf8(listed.stdout).unwrap().lines().count(), route.len());
    let traced = super::run(&["solve", "--code", ITEMS_CODE, "--trace"]);
    assert_eq!(traced.status.code(), Some(2), "{}", super::stderr(&traced));
}

#[test]
fn ascii_and_pictures_of_an_items_code_show_the_items() {
    let out = super::run(&["generate", "--code", ITEMS_CODE, "--format", "ascii"]);
    let art = String::from_utf8(out.stdout).unwrap();
    assert!(art.contains('Y') && art.contains("a-d keys"), "{art}");
    let svg = super::run(&["generate", "--code", ITEMS_CODE, "--format", "svg"]);
    assert!(String::from_utf8(svg.stdout).unwrap().contains("<g class=\"items\">"));
    let zero_one = super::run(&["generate", "--code", ITEMS_CODE]);
    assert!(super::stderr(&zero_one).contains("items are not written"), "{}", super::stderr(&zero_one));
}

#[test]
fn stats_stops_on_ctrl_c_and_prints_what_it_has() {
    let child = Command::new(env!("CARGO_BIN_EXE_panda-maze"))
        .args(["stats", "--size", "5x5", "--count", "18446744073709551615"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    std::thread::sleep(Duration::from_millis(1500));
    // SAFETY: our own running child.
    unsafe { libc::kill(child.id() as libc::pid_t, libc::SIGINT) };
    let (tx, rx) = std::sync::mpsc::channel();
    let pid = child.id() as libc::pid_t;
    let watchdog = std::thread::spawn(move || {
        if rx.recv_timeout(HANG).is_err() {
            // SAFETY: our own child.
            unsafe { libc::kill(pid, libc::SIGKILL) };
        }
    });
    let out = child.wait_with_output().unwrap();
    let _ = tx.send(());
    watchdog.join().unwrap();
    assert_eq!(out.status.code(), Some(130), "{:?}", out.status);
    let table = String::from_utf8(out.stdout).unwrap();
    assert!(table.contains("of 18446744073709551615, stopped by Ctrl+C") && table.contains("difficulty"), "{table}");
    assert!(String::from_utf8_lossy(&out.stderr).contains("stopped by Ctrl+C after"));
}

#[test]
fn a_sheet_cut_short_by_a_closed_pipe_is_not_called_written() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_panda-maze"))
        .args(["sheet", "--count", "12", "--english", "--seed", "1", "-o", "-"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdout.take()); // the reader is gone before a byte is read
    let out = child.wait_with_output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(!err.contains("wrote") && err.contains("cannot write to standard output"), "{err}");
}

/// The largest board that prints one a page, a hundred of them with their
/// answers: the pages are made and written one at a time (all 500 took
/// 1.4 GB at once; now 357 MB, most of it the mazes and the PDF itself).
#[test]
fn a_long_sheet_of_the_largest_readable_mazes_is_written_a_page_at_a_time() {
    let dir = scratch("cli-long-sheet");
    let out = dir.join("long.pdf");
    let args = ["sheet", "--count", "100", "--per-page", "1", "--size", "363x363", "--solutions", "--english", "-o"];
    let m = run_bounded(&[&args[..], &[out.to_str().unwrap()]].concat());
    assert!(m.status.success(), "{}", m.stderr);
    assert!(m.stderr.contains("wrote 200 pages"), "{}", m.stderr);
    println!("100 mazes of 363x363 with answers: {:.1} s, peak {:.0} MiB", m.seconds, m.peak_mib);
    assert!(m.peak_mib < 200.0, "{:.0} MiB at its peak", m.peak_mib);
}
