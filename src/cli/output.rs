//! Where the commands write: standard output or a file, and what a failed
//! write means. A closed pipe (`| head`) ends the output quietly; any other
//! failure (a full disk) is a message and exit status 1, never silence.

use std::io::{self, BufWriter, Write};
use std::path::Path;

use super::Failure;
use crate::user_file::{self, UserFileError};

/// Writes a line to standard error, ignoring failure (there is nowhere left to say it).
pub fn note(line: &str) {
    let _ = writeln!(io::stderr(), "{line}");
}

/// Prints `text` on standard output.
pub fn print(text: &str) -> Result<(), Failure> {
    write_to(None, |out| out.write_all(text.as_bytes()))
}

/// Whether `-o PATH` means standard output (`-`, or no `-o`).
pub fn is_stdout(path: Option<&Path>) -> bool {
    path.is_none_or(|p| p.as_os_str() == "-")
}

/// Runs `write` on a buffered standard output, or on the file at `path`
/// (`-` is standard output), and flushes. A file left half written is
/// removed. A closed pipe ends the output quietly (the reader had enough).
pub fn write_to(path: Option<&Path>, write: impl FnOnce(&mut dyn Write) -> io::Result<()>) -> Result<(), Failure> {
    write_checked(path, write, true)
}

/// As [`write_to`], for a document that is of no use cut short (a PDF): a
/// closed pipe is a failure too, so nothing says it was written.
pub fn write_whole_to(
    path: Option<&Path>,
    write: impl FnOnce(&mut dyn Write) -> io::Result<()>,
) -> Result<(), Failure> {
    write_checked(path, write, false)
}

fn write_checked(
    path: Option<&Path>,
    write: impl FnOnce(&mut dyn Write) -> io::Result<()>,
    pipe_may_close: bool,
) -> Result<(), Failure> {
    let finish = |result, target: &str| finish(result, target, pipe_may_close);
    match path.filter(|_| !is_stdout(path)) {
        None => {
            let mut out = BufWriter::new(io::stdout().lock());
            finish(write(&mut out).and_then(|()| out.flush()), "to standard output")
        }
        Some(path) => {
            let file = user_file::create_output(path).map_err(|e| match e {
                UserFileError::Io { error, .. } => cannot_write(path, error),
                UserFileError::NotRegular { kind, .. } => {
                    Failure::other(format!("cannot write {}: it is {kind}", path.display()))
                }
                other => Failure::other(other.to_string()),
            })?;
            let mut out = BufWriter::new(file);
            let result = write(&mut out).and_then(|()| out.flush());
            drop(out);
            let done = finish(result, &path.display().to_string());
            // Only a plain file: `-o /dev/full` must not remove the device.
            if done.is_err() && std::fs::symlink_metadata(path).is_ok_and(|m| m.is_file()) {
                let _ = std::fs::remove_file(path);
            }
            done
        }
    }
}

fn cannot_write(path: &Path, e: io::Error) -> Failure {
    Failure::other(format!("cannot write {}: {e}", path.display()))
}

/// A write's result as the command's: a closed pipe is the reader's choice
/// where `pipe_may_close`.
fn finish(result: io::Result<()>, target: &str, pipe_may_close: bool) -> Result<(), Failure> {
    match result {
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe && pipe_may_close => Ok(()),
        Err(e) => Err(Failure::other(format!("cannot write {target}: {e}"))),
        Ok(()) => Ok(()),
    }
}

/// A PNG encoder's error as the I/O error it carries, if any.
pub fn png_error(e: png::EncodingError) -> io::Error {
    match e {
        png::EncodingError::IoError(e) => e,
        other => io::Error::other(other),
    }
}
