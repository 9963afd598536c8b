//! The play command (`.ci/play`) and the test command (`.ci/run`), run with
//! stand-ins for apt, sudo and cargo: they install from one list, with sudo
//! only when not root, then build (issue 18, item 17).

use std::os::unix::fs::PermissionsExt as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use super::{scratch, stderr};

/// Stand-ins that log what they were asked into `$STUB_LOG`: `dpkg-query`
/// says the packages in `$STUB_MISSING` are not installed, `id -u` answers
/// `$STUB_UID`, and `cargo +nightly` fails (no cargo-fuzz here).
const STUBS: [(&str, &str); 5] = [
    (
        "dpkg-query",
        "for last; do :; done\ncase \" $STUB_MISSING \" in *\" $last \"*) exit 1;; esac\nprintf 'install ok installed'",
    ),
    ("apt-get", "echo \"apt-get $*\" >> \"$STUB_LOG\""),
    ("sudo", "echo \"sudo $1\" >> \"$STUB_LOG\"\nexec \"$@\""),
    ("id", "echo \"$STUB_UID\""),
    ("cargo", "echo \"cargo $*\" >> \"$STUB_LOG\"\ncase \"$1\" in +nightly) exit 1;; esac"),
];

fn stubs(dir: &Path) -> PathBuf {
    let bin = dir.join("bin");
    std::fs::create_dir_all(&bin).unwrap();
    for (name, body) in STUBS {
        let path = bin.join(name);
        std::fs::write(&path, format!("#!/bin/sh\n{body}\n")).unwrap();
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
    }
    bin
}

/// Runs `script` with the stand-ins first on the PATH; returns its output and the log.
fn run_script(name: &str, script: &str, uid: u32, missing: &str, args: &[&str]) -> (Output, String) {
    let dir = scratch(name);
    let bin = stubs(&dir);
    let log = dir.join("log");
    std::fs::write(&log, "").unwrap();
    let path = format!("{}:{}", bin.display(), std::env::var("PATH").unwrap_or_default());
    let out = Command::new("bash")
        .arg(Path::new(env!("CARGO_MANIFEST_DIR")).join(script))
        .args(args)
        .env("PATH", path)
        .env("STUB_LOG", &log)
        .env("STUB_UID", uid.to_string())
        .env("STUB_MISSING", missing)
        .env_remove("CI")
        .output()
        .unwrap();
    (out, std::fs::read_to_string(&log).unwrap())
}

#[test]
fn play_installs_what_is_missing_as_root_without_sudo_then_runs_the_game() {
    let (out, log) = run_script("play-as-root", ".ci/play", 0, "libasound2-dev fonts-wqy-microhei", &["--seed", "3"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let lines: Vec<&str> = log.lines().collect();
    assert_eq!(
        lines,
        [
            "apt-get update -qq",
            "apt-get install -y -qq --no-install-recommends libasound2-dev fonts-wqy-microhei",
            "cargo run --release -- --seed 3",
        ],
        "{log}"
    );
}

#[test]
fn play_uses_sudo_only_when_not_root_and_installs_nothing_when_all_is_there() {
    let (out, log) = run_script("play-as-user", ".ci/play", 1000, "pkg-config", &[]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(log.contains("sudo apt-get\napt-get update -qq\nsudo env\n"), "{log}");
    assert!(log.contains("apt-get install -y -qq --no-install-recommends pkg-config\n"), "{log}");
    assert!(log.ends_with("cargo run --release --\n"), "{log}");

    let (out, log) = run_script("play-installed", ".ci/play", 1000, "", &[]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(log, "cargo run --release --\n", "nothing to install, no sudo");
}

#[test]
fn run_installs_the_same_list_plus_the_test_packages_then_tests() {
    let every = "pkg-config libasound2-dev libudev-dev libwayland-dev libxkbcommon-dev \
                 libxkbcommon-x11-0 libvulkan1 mesa-vulkan-drivers fonts-wqy-microhei xvfb xauth";
    let (out, log) = run_script("run-as-root", ".ci/run", 0, every, &[]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(log.contains(&format!("apt-get install -y -qq --no-install-recommends {every}\n")), "{log}");
    assert!(String::from_utf8_lossy(&out.stdout).contains("fuzz corpus runs as plain tests only"));
    // The suite, then the real Orca test alone (it is ignored by the suite).
    assert!(log.ends_with("cargo test --locked\ncargo test --locked --test game -- --ignored orca::\n"), "{log}");

    // What play installs is what run installs for the game.
    let (_, play_log) = run_script("play-every", ".ci/play", 0, every, &[]);
    let play_install = play_log.lines().find(|l| l.starts_with("apt-get install")).unwrap();
    let run_install = log.lines().find(|l| l.starts_with("apt-get install")).unwrap();
    assert!(run_install.starts_with(play_install), "{play_install}\n{run_install}");
}
