//! Save files of edited mazes: a small text a person can read.
//!
//! ```text
//! panda-maze edit 1
//! # lines starting with # are comments; blank lines are skipped
//! name: My first maze
//! code: d83z2y3kj7kxap8vf1z7ebj.2p
//! ```
//!
//! The first line names the format and its version. Then `key: value`
//! lines, each key once: `code` (required) is the maze's share code (see
//! [`code`](super::code): the maze it started from and its changes, with its
//! check characters), `name` (optional, at most [`MAX_NAME_CHARS`]
//! characters) what the maze is called. A file is read through the bounded
//! user-file reader, at most [`MAX_EDIT_FILE_BYTES`]; a broken file is
//! refused with its line and what is wrong.

use std::fmt;
use std::path::Path;

use super::code::SharedMaze;
use crate::user_file::{self, UserFileError};

/// The first line of every save file of this version.
pub const HEADER: &str = "panda-maze edit 1";
/// The largest save file read.
pub const MAX_EDIT_FILE_BYTES: u64 = 64 * 1024;
/// The longest name a maze may have.
pub const MAX_NAME_CHARS: usize = 80;

/// An edited maze as a save file holds it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EditFile {
    /// What the maze is called, if it has a name.
    pub name: Option<String>,
    /// The maze.
    pub maze: SharedMaze,
}

/// Why a save file was not read.
#[derive(Debug)]
pub enum EditFileError {
    /// The file could not be opened or read.
    File(UserFileError),
    /// The file is not UTF-8 text.
    NotText,
    /// The first line is not [`HEADER`].
    Header(String),
    /// A line that is broken, with its number (from 1) and why.
    Line(usize, String),
    /// No `code:` line.
    NoCode,
}

impl fmt::Display for EditFileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EditFileError::File(e) => write!(f, "{e}"),
            EditFileError::NotText => f.write_str("the file is not a text (UTF-8): not a Panda Maze save file"),
            EditFileError::Header(found) => {
                write!(f, "line 1 is {found:?}, not {HEADER:?}: not a Panda Maze save file, or one of a newer version")
            }
            EditFileError::Line(line, why) => write!(f, "line {line}: {why}"),
            EditFileError::NoCode => f.write_str("the file has no 'code:' line naming the maze"),
        }
    }
}

impl std::error::Error for EditFileError {}

impl EditFile {
    /// The save file's text.
    pub fn write(&self) -> String {
        let name = self.name.as_ref().map(|n| format!("name: {n}\n")).unwrap_or_default();
        format!("{HEADER}\n{name}code: {}\n", self.maze.code())
    }

    /// Reads a save file's bytes.
    pub fn read(bytes: &[u8]) -> Result<Self, EditFileError> {
        let text = std::str::from_utf8(bytes).map_err(|_| EditFileError::NotText)?;
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        let mut lines = text.lines().map(|l| l.trim_end_matches('\r')).enumerate();
        let first = lines.next().map(|(_, l)| l.trim()).unwrap_or_default();
        if first != HEADER {
            return Err(EditFileError::Header(first.chars().take(60).collect()));
        }
        let (mut name, mut code) = (None, None);
        for (i, line) in lines {
            let at = |why: String| EditFileError::Line(i + 1, why);
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let (key, value) = line.split_once(':').ok_or_else(|| at("expected 'key: value' (code or name)".into()))?;
            let value = value.trim();
            match key.trim() {
                "name" if name.is_some() => return Err(at("a second 'name:'".into())),
                "name" if value.chars().count() > MAX_NAME_CHARS => {
                    return Err(at(format!("the name is longer than {MAX_NAME_CHARS} characters")));
                }
                "name" if value.chars().any(char::is_control) => {
                    return Err(at("the name has a control character".into()));
                }
                "name" => name = Some(value.to_owned()),
                "code" if code.is_some() => return Err(at("a second 'code:'".into())),
                "code" => code = Some(SharedMaze::from_code(value).map_err(at)?),
                other => {
                    let other: String = other.chars().take(30).collect();
                    return Err(at(format!("unknown key '{other}' (code or name)")));
                }
            }
        }
        Ok(EditFile { name, maze: code.ok_or(EditFileError::NoCode)? })
    }

    /// Reads the save file at `path` through the bounded user-file reader.
    pub fn load(path: &Path) -> Result<Self, EditFileError> {
        Self::read(&user_file::read(path, MAX_EDIT_FILE_BYTES).map_err(EditFileError::File)?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::maze::edit::code::Changes;
    use crate::maze::edit::source::Source;
    use crate::maze::generate::{AnySpec, MazeSpec};

    fn file() -> EditFile {
        let maze = SharedMaze {
            source: Source::Spec(AnySpec::Square(MazeSpec::new(21, 21, 7))),
            changes: Changes { entrance: Some(3), ..Changes::default() },
        };
        EditFile { name: Some("Bamboo grove".into()), maze }
    }

    #[test]
    fn a_save_file_reads_back_as_written() {
        let f = file();
        let text = f.write();
        assert!(text.starts_with("panda-maze edit 1\nname: Bamboo grove\ncode: backtracker-21x21.7.2s3."), "{text}");
        assert_eq!(EditFile::read(text.as_bytes()).unwrap(), f);
        let commented = text.replace("name:", "# saved by hand\r\n\nname:").replace('\n', "\r\n");
        assert_eq!(EditFile::read(format!("\u{feff}{commented}").as_bytes()).unwrap(), f);
        let dir = std::env::temp_dir().join(format!("panda-edit-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("grove.pmaze");
        // raw-file: a test writing the save file it then loads.
        std::fs::write(&path, &text).unwrap();
        assert_eq!(EditFile::load(&path).unwrap(), f);
        // raw-file: a test writing a save file too large to load.
        std::fs::write(&path, vec![b'#'; MAX_EDIT_FILE_BYTES as usize + 1]).unwrap();
        assert!(EditFile::load(&path).unwrap_err().to_string().contains("large"));
        assert!(matches!(EditFile::load(&dir), Err(EditFileError::File(_))));
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_broken_save_file_is_refused_with_its_line() {
        let text = file().write();
        let code = text.lines().nth(2).unwrap().to_owned();
        let mistyped = code.replace("s3.", "s4.");
        for (bad, why) in [
            ("", "line 1"),
            ("panda-maze edit 2\n", "newer version"),
            (&text.replace("name: ", "name "), "line 2: expected 'key: value'"),
            (&format!("{text}{code}\n"), "line 4: a second 'code:'"),
            (&text.replace("name:", "title:"), "unknown key 'title'"),
            (&text.replace(&code, &mistyped), "line 3: share code"),
            (&format!("{HEADER}\nname: x\n"), "no 'code:' line"),
            (&text.replace("Bamboo grove", &"x".repeat(81)), "longer than 80"),
        ] {
            let err = EditFile::read(bad.as_bytes()).unwrap_err().to_string();
            assert!(err.contains(why), "{bad:?}: {err}");
        }
        assert!(matches!(EditFile::read(&[0xff, 0xfe]), Err(EditFileError::NotText)));
    }
}
