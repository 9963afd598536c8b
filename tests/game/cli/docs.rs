//! The README and the guides stay true: every `panda-maze` line in a `sh`
//! block of README.md and docs/toolkit.md (and every `.ci/play ARGS` line,
//! whose arguments go to the game) is run through the built binary, and each
//! relative link in the docs leads to a file and a heading that exist.
//!
//! A command passes when it ends with status 0, or with the status its line
//! shows as `# … (status N)`; one that opens the game passes when it stops
//! only for want of a window (the tests run without a display), so every
//! flag before that was read and accepted. A renamed flag fails here.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// The files whose `sh` blocks are run.
const RUN_FROM: [&str; 2] = ["README.md", "docs/toolkit.md"];

/// What the game says when all its flags were fine but no window can open.
const NO_WINDOW: &str = "the game needs a graphical session";

/// A command found in a doc: where, what to run, and the status it shows.
#[derive(Debug)]
struct DocCommand {
    place: String,
    line: String,
    status: Option<i32>,
}

/// The runnable lines of the `sh` blocks of `text` (from the file `name`).
fn commands_in(name: &str, text: &str) -> Vec<DocCommand> {
    let mut found = Vec::new();
    let mut in_sh = false;
    for (number, raw) in text.lines().enumerate() {
        let line = raw.trim();
        if let Some(fence) = line.strip_prefix("```") {
            in_sh = !in_sh && matches!(fence.trim(), "sh" | "bash" | "shell");
            continue;
        }
        if !in_sh {
            continue;
        }
        let (command, comment) = match line.split_once(" # ") {
            Some((command, comment)) => (command.trim(), comment),
            None => (line, ""),
        };
        let command = match command.strip_prefix(".ci/play") {
            // `.ci/play ARGS` runs the game with ARGS.
            Some(args) if args.is_empty() || args.starts_with(' ') => format!("panda-maze{args}"),
            _ if command == "panda-maze" || command.starts_with("panda-maze ") => command.to_owned(),
            _ => continue,
        };
        let status = comment
            .split_once("(status ")
            .and_then(|(_, rest)| rest.split_once(')'))
            .map(|(n, _)| n.trim().parse().expect("a status is a number"));
        found.push(DocCommand { place: format!("{name}:{}", number + 1), line: command, status });
    }
    found
}

/// A fresh folder for the commands to write into, with `panda-maze` on its
/// PATH and the files the examples name (a mask picture).
fn workshop() -> (PathBuf, String) {
    let dir = std::env::temp_dir().join(format!("panda-maze-docs-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let bin = dir.join("bin");
    std::fs::create_dir_all(&bin).unwrap();
    std::os::unix::fs::symlink(env!("CARGO_BIN_EXE_panda-maze"), bin.join("panda-maze")).unwrap();
    // my-shape.png: a black square, all inside.
    let file = std::fs::File::create(dir.join("my-shape.png")).unwrap();
    let mut encoder = png::Encoder::new(std::io::BufWriter::new(file), 16, 16);
    encoder.set_color(png::ColorType::Grayscale);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.write_header().unwrap().write_image_data(&[0; 256]).unwrap();
    let path = format!("{}:{}", bin.display(), std::env::var("PATH").unwrap_or_default());
    (dir, path)
}

#[test]
fn docs_commands_run_as_written() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut commands = Vec::new();
    for name in RUN_FROM {
        let text = std::fs::read_to_string(root.join(name)).unwrap();
        let found = commands_in(name, &text);
        assert!(found.len() >= 3, "{name}: only {} runnable commands found; are its sh blocks marked?", found.len());
        commands.extend(found);
    }
    assert!(commands.iter().any(|c| c.status.is_some()), "the docs show a refusal too");
    let (dir, path) = workshop();
    let mut failures = Vec::new();
    for command in &commands {
        let out = Command::new("sh")
            .args(["-c", &command.line])
            .current_dir(&dir)
            .env("PATH", &path)
            .env("PANDA_MAZE_CONFIG_DIR", dir.join("config"))
            .env_remove("DISPLAY")
            .env_remove("WAYLAND_DISPLAY")
            .stdin(Stdio::null())
            .output()
            .expect("sh runs");
        let err = String::from_utf8_lossy(&out.stderr);
        let code = out.status.code();
        let fine = match command.status {
            Some(expected) => code == Some(expected),
            None => code == Some(0) || (code == Some(1) && err.contains(NO_WINDOW)),
        };
        if !fine {
            failures.push(format!(
                "{}: `{}` ended {code:?} (expected {:?}): {err}",
                command.place,
                command.line,
                command.status.unwrap_or(0)
            ));
        }
    }
    std::fs::remove_dir_all(&dir).unwrap();
    assert!(
        failures.is_empty(),
        "{} of {} doc commands failed:\n{}",
        failures.len(),
        commands.len(),
        failures.join("\n")
    );
}

#[test]
fn docs_commands_are_found_as_the_docs_mark_them() {
    let text = "```sh\npanda-maze generate --size 9x9   # a maze\n.ci/play --grid hex\n.ci/run\n\
                panda-maze --code x  # refused (status 2)\n```\n\
                ```\npanda-maze not-in-a-sh-block\n```\n";
    let found = commands_in("t.md", text);
    let lines: Vec<_> = found.iter().map(|c| (c.line.as_str(), c.status)).collect();
    assert_eq!(
        lines,
        [("panda-maze generate --size 9x9", None), ("panda-maze --grid hex", None), ("panda-maze --code x", Some(2))]
    );
    assert_eq!(found[0].place, "t.md:2");
}

/// GitHub's anchor for a heading: lower case, letters, digits, `-` and `_`
/// kept, spaces made `-`, the rest dropped.
fn anchor(heading: &str) -> String {
    heading
        .trim()
        .to_lowercase()
        .chars()
        .filter_map(|c| match c {
            ' ' => Some('-'),
            c if c.is_alphanumeric() || c == '-' || c == '_' => Some(c),
            _ => None,
        })
        .collect()
}

/// The lines of a markdown file outside its code blocks.
fn prose_lines(text: &str) -> impl Iterator<Item = &str> {
    let mut in_code = false;
    text.lines().filter(move |line| {
        let fence = line.trim_start().starts_with("```");
        in_code ^= fence;
        !fence && !in_code
    })
}

/// The anchors of a markdown file's headings (those outside code blocks).
fn anchors(text: &str) -> Vec<String> {
    prose_lines(text).filter(|line| line.starts_with('#')).map(|line| anchor(line.trim_start_matches('#'))).collect()
}

/// The relative links of a markdown file, outside code blocks: `](target)` and `src="target"`.
fn links(text: &str) -> Vec<String> {
    let mut found = Vec::new();
    for line in prose_lines(text) {
        for (open, close) in [("](", ')'), ("src=\"", '"')] {
            let mut rest = line;
            while let Some(at) = rest.find(open) {
                rest = &rest[at + open.len()..];
                let end = rest.find(close).unwrap_or(rest.len());
                found.push(rest[..end].to_owned());
                rest = &rest[end..];
            }
        }
    }
    found.retain(|l| !l.contains("://") && !l.starts_with("mailto:"));
    found
}

#[test]
fn docs_links_lead_to_files_and_headings_that_exist() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = vec![root.join("README.md"), root.join("ARCHITECTURE.md")];
    for entry in std::fs::read_dir(root.join("docs")).unwrap() {
        files.push(entry.unwrap().path());
    }
    let mut broken = Vec::new();
    let mut checked = 0;
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap();
        for link in links(&text) {
            checked += 1;
            let (target, fragment) = link.split_once('#').unwrap_or((&link, ""));
            let target = if target.is_empty() { file.clone() } else { file.parent().unwrap().join(target) };
            if !target.exists() {
                broken.push(format!("{}: {link}: no such file", file.display()));
            } else if !fragment.is_empty()
                && target.extension().is_some_and(|e| e == "md")
                && !anchors(&std::fs::read_to_string(&target).unwrap()).iter().any(|a| a == fragment)
            {
                broken.push(format!("{}: {link}: no such heading", file.display()));
            }
        }
    }
    assert!(checked > 50, "only {checked} links found");
    assert!(broken.is_empty(), "broken links:\n{}", broken.join("\n"));
}

#[test]
fn anchors_are_made_as_github_makes_them() {
    assert_eq!(anchor(" Campaign: bamboo, keys and doors"), "campaign-bamboo-keys-and-doors");
    assert_eq!(anchor("The algorithm view (for the classroom)"), "the-algorithm-view-for-the-classroom");
    assert_eq!(
        anchor("Recursive division at 3× knossos: `division-fast`"),
        "recursive-division-at-3-knossos-division-fast"
    );
    assert_eq!(links("see [a](docs/a.md#b) and <img src=\"x.png\"> [w](https://x.org)"), ["docs/a.md#b", "x.png"]);
}
