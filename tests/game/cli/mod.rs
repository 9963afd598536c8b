//! The `panda-maze` binary's command line, run as a player (or an outside
//! tester) would: its commands, the hardening against bad input and closed
//! or full outputs, the memory it takes on the largest boards, and the
//! scripts that install and play.

use std::io::Read as _;
use std::os::unix::process::ExitStatusExt as _;
use std::process::{Child, Command, ExitStatus, Output, Stdio};

mod commands;
mod docs;
mod feature_table;
mod floors;
mod grid_sheet;
mod grid_sizes;
mod grids;
mod hardening;
mod launch;
mod layers_cut;
mod layers_sheet;
mod memory;
mod raw_files;
mod scripts;
mod shapes;
mod share;
pub mod sheet;
pub mod special_files;
mod weave;

/// The binary, run to the end with `args`.
pub fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_panda-maze")).args(args).output().expect("the binary runs")
}

/// The binary's standard output for `args`, which must succeed.
pub fn stdout(args: &[&str]) -> String {
    let out = run(args);
    assert!(out.status.success(), "{args:?}: {}", stderr(&out));
    String::from_utf8(out.stdout).unwrap()
}

/// The binary's standard output for `args` as JSON.
pub fn json(args: &[&str]) -> serde_json::Value {
    serde_json::from_str(&stdout(args)).unwrap()
}

/// The binary with `args`, `stdin` given as bytes.
pub fn run_with_stdin(args: &[&str], stdin: &[u8]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_panda-maze"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut input = child.stdin.take().unwrap();
    let data = stdin.to_vec();
    // The child may stop reading early (a bad first line): a broken pipe is fine.
    let feeder = std::thread::spawn(move || std::io::Write::write_all(&mut input, &data));
    let out = child.wait_with_output().unwrap();
    let _ = feeder.join();
    out
}

/// What standard error said.
pub fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// How a measured child ended: its status, standard error, and peak resident
/// memory in MiB as the kernel counted it: the `VmHWM` the child reports
/// with `PANDA_MAZE_REPORT_PEAK_MEMORY` set, else `ru_maxrss` from `wait4`
/// (which also counts the test process the child was spawned from).
pub struct Measured {
    pub status: ExitStatus,
    pub stderr: String,
    pub peak_mib: f64,
    pub seconds: f64,
}

/// Starts the binary with `args`, asked to report its peak memory, its
/// standard error piped for [`wait_measured`] (and nothing on its input).
pub fn spawn_reporting_memory(args: &[&str]) -> std::process::Child {
    std::process::Command::new(env!("CARGO_BIN_EXE_panda-maze"))
        .args(args)
        .env("PANDA_MAZE_REPORT_PEAK_MEMORY", "1")
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("the binary runs")
}

/// Waits for `child` (whose standard error must be piped) with `wait4`, which
/// also hands back its resource use. `Child::wait` must not be called on it.
pub fn wait_measured(mut child: Child) -> Measured {
    let started = std::time::Instant::now();
    let mut err_pipe = child.stderr.take().expect("stderr piped");
    let reader = std::thread::spawn(move || {
        let mut text = String::new();
        let _ = err_pipe.read_to_string(&mut text);
        text
    });
    let mut status = 0;
    // SAFETY: an all-zero rusage is a valid value; wait4 fills it in.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: the pid is our own child's, not yet waited for; both pointers are to live locals.
    let pid = unsafe { libc::wait4(child.id() as libc::pid_t, &mut status, 0, &mut usage) };
    assert_eq!(pid, child.id() as libc::pid_t, "wait4 failed: {}", std::io::Error::last_os_error());
    let stderr = reader.join().unwrap();
    let reported = stderr
        .lines()
        .find_map(|l| l.strip_prefix("panda-maze: peak memory "))
        .and_then(|kib| kib.split_whitespace().next()?.parse::<f64>().ok());
    Measured {
        status: ExitStatus::from_raw(status),
        stderr,
        // Linux counts both in KiB.
        peak_mib: reported.unwrap_or(usage.ru_maxrss as f64) / 1024.0,
        seconds: started.elapsed().as_secs_f64(),
    }
}

/// A fresh scratch folder for one test.
pub fn scratch(name: &str) -> std::path::PathBuf {
    let dir = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}
