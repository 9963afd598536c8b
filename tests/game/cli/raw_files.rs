//! Every file the game and the command line open goes through the one
//! bounded, kind-checked opener (`src/user_file.rs`): a raw open, read or
//! write anywhere else in `src/` fails this test unless a `// raw-file:`
//! comment on its line or the line above says why it may be raw.

use std::path::{Path, PathBuf};

/// What opens, reads or writes a file without the opener.
const RAW: [&str; 9] = [
    "File::open",
    "File::create",
    "OpenOptions",
    "fs::read(",
    "fs::read_to_string",
    "fs::write(",
    "fs::read_dir",
    "fs::copy(",
    "File::options",
];

/// The opener itself and its own tests.
const OPENER: [&str; 2] = ["src/user_file.rs", "src/user_file_tests.rs"];

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

#[test]
fn no_file_is_opened_outside_the_opener_without_a_reason_given() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    rust_files(&root.join("src"), &mut files);
    assert!(files.len() > 100, "the walk finds the sources: {}", files.len());
    let mut unexplained = Vec::new();
    let mut explained = 0;
    for path in files {
        let shown = path.strip_prefix(root).unwrap().display().to_string();
        if OPENER.contains(&shown.as_str()) {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        for (i, line) in lines.iter().enumerate() {
            let code = line.split("//").next().unwrap_or("");
            if !RAW.iter().any(|raw| code.contains(raw)) {
                continue;
            }
            let reason = |l: &str| l.split_once("// raw-file:").is_some_and(|(_, why)| why.trim().len() > 10);
            if reason(line) || (i > 0 && reason(lines[i - 1])) {
                explained += 1;
            } else {
                unexplained.push(format!("{shown}:{}: {}", i + 1, line.trim()));
            }
        }
    }
    assert!(
        unexplained.is_empty(),
        "files opened without src/user_file.rs (use it, or say why not in a `// raw-file:` comment):\n{}",
        unexplained.join("\n")
    );
    eprintln!("{explained} raw file accesses, each with its reason");
}

/// The lock files beside the settings and the campaign's progress, and the
/// command line's outputs, go through the opener too: a FIFO there is
/// refused at once (issue 57: a FIFO lock hung the game's first save for
/// good), the saves go ahead without the lock, and an output into a FIFO
/// nothing reads is refused rather than waited on.
#[cfg(unix)]
#[test]
fn lock_files_and_outputs_that_are_fifos_never_block() {
    use panda_maze::game::campaign::store::{PROGRESS_FILE, save_progress};
    use panda_maze::game::settings::{Records, SETTINGS_FILE, Settings, SettingsFile};
    use panda_maze::user_file;

    let dir = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("fifo-locks-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    for name in [SETTINGS_FILE, PROGRESS_FILE] {
        super::special_files::make_fifo(&dir.join(format!("{name}.lock")));
    }
    let started = std::time::Instant::now();
    assert!(user_file::open_lock(&dir.join(format!("{SETTINGS_FILE}.lock"))).is_err());
    let settings = Settings { music: false, ..Settings::default() };
    SettingsFile::in_dir(&dir).save(&settings, &Records::default()).unwrap();
    assert!(!SettingsFile::in_dir(&dir).load().settings.music, "saved without the lock");
    save_progress(&dir.join(PROGRESS_FILE), &Default::default()).unwrap();
    let out = dir.join("out.svg");
    super::special_files::make_fifo(&out);
    let refused = user_file::create_output(&out).unwrap_err().to_string();
    assert!(refused.contains("nothing reads"), "{refused}");
    assert!(user_file::create_output(&dir).is_err(), "a directory is no output");
    assert!(user_file::create_output(std::path::Path::new("/dev/null")).is_ok(), "a device like /dev/null is");
    assert!(started.elapsed() < std::time::Duration::from_secs(10), "nothing waited");
}
