//! The one way to open a file a user names (a mask, a maze text, the
//! settings, the campaign's progress, a font, the lock files beside them, an
//! output): only regular files (and, for outputs, a pipe or a terminal),
//! never a blocking open, and never more than a bound suited to that kind of
//! file. `tests/game/cli/raw_files.rs` keeps every other open out of `src/`.
//!
//! A FIFO, a device, a directory or a socket is refused by its kind (after
//! following symbolic links) before anything is read, so a FIFO cannot block
//! and `/dev/zero` cannot fill the memory. On Unix the file is opened with
//! `O_NONBLOCK` and checked again through the open handle, so a file swapped
//! for a FIFO between the check and the open cannot block either.

use std::fmt;
use std::fs::{self, File, Metadata};
use std::io::{self, Read};
use std::path::{Path, PathBuf};

/// One mebibyte, the unit of the bounds below.
pub const MIB: u64 = 1 << 20;

/// Why a named file was not read.
#[derive(Debug)]
pub enum UserFileError {
    /// The path names nothing (a dangling symbolic link too).
    Missing(PathBuf),
    /// The path names something that is not a regular file.
    NotRegular {
        /// The path as given.
        path: PathBuf,
        /// What it is, in words: "a directory", "a FIFO (named pipe)", ...
        kind: &'static str,
    },
    /// The file is larger than this kind of file may be.
    TooLarge {
        /// The path as given.
        path: PathBuf,
        /// The bound, in bytes.
        limit: u64,
    },
    /// The system refused the open or the read.
    Io {
        /// The path as given.
        path: PathBuf,
        /// What the system said.
        error: io::Error,
    },
}

impl UserFileError {
    /// Whether the path names nothing, which callers often take quietly as "not there yet".
    pub fn is_missing(&self) -> bool {
        matches!(self, UserFileError::Missing(_))
    }

    /// Whether the file exists but could not be opened or read (a permission,
    /// an I/O error): the file itself may be fine, so it should be left alone.
    pub fn is_io(&self) -> bool {
        matches!(self, UserFileError::Io { .. })
    }
}

impl fmt::Display for UserFileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            UserFileError::Missing(path) => write!(f, "cannot read {}: there is no such file", path.display()),
            UserFileError::NotRegular { path, kind } => {
                write!(f, "{} is {kind}, not a regular file", path.display())
            }
            UserFileError::TooLarge { path, limit } => {
                write!(f, "{} is larger than {}, the most such a file may hold", path.display(), size_words(*limit))
            }
            UserFileError::Io { path, error } => write!(f, "cannot read {}: {error}", path.display()),
        }
    }
}

impl std::error::Error for UserFileError {}

/// A byte count in words: "16 MiB", "512 KiB", "100 bytes".
pub fn size_words(bytes: u64) -> String {
    if bytes >= MIB && bytes.is_multiple_of(MIB) {
        format!("{} MiB", bytes / MIB)
    } else if bytes >= 1024 && bytes.is_multiple_of(1024) {
        format!("{} KiB", bytes / 1024)
    } else {
        format!("{bytes} bytes")
    }
}

/// What a file system object is, in words, when it is not a regular file.
fn kind_words(meta: &Metadata) -> Option<&'static str> {
    let kind = meta.file_type();
    if kind.is_file() {
        return None;
    }
    if kind.is_dir() {
        return Some("a directory");
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if kind.is_fifo() {
            return Some("a FIFO (named pipe)");
        }
        if kind.is_char_device() {
            return Some("a character device");
        }
        if kind.is_block_device() {
            return Some("a block device");
        }
        if kind.is_socket() {
            return Some("a socket");
        }
    }
    Some("not a regular file")
}

/// `options` that never block on opening (a FIFO, a device) and never make
/// a terminal the controlling one.
fn without_blocking(options: &mut fs::OpenOptions) -> &mut fs::OpenOptions {
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(libc::O_NONBLOCK | libc::O_NOCTTY);
    }
    options
}

/// Opens the regular file at `path` for reading, following symbolic links,
/// without ever blocking on a FIFO or a device; refuses anything else, and a
/// file larger than `limit` bytes (as the file system reports its size).
pub fn open(path: &Path, limit: u64) -> Result<File, UserFileError> {
    let io_error = |error: io::Error| match error.kind() {
        io::ErrorKind::NotFound => UserFileError::Missing(path.to_path_buf()),
        _ => UserFileError::Io { path: path.to_path_buf(), error },
    };
    let check = |meta: &Metadata| -> Result<(), UserFileError> {
        if let Some(kind) = kind_words(meta) {
            return Err(UserFileError::NotRegular { path: path.to_path_buf(), kind });
        }
        if meta.len() > limit {
            return Err(UserFileError::TooLarge { path: path.to_path_buf(), limit });
        }
        Ok(())
    };
    check(&fs::metadata(path).map_err(io_error)?)?;
    let file = without_blocking(fs::OpenOptions::new().read(true)).open(path).map_err(io_error)?;
    // The path may name something else by now: judge the handle itself.
    check(&file.metadata().map_err(io_error)?)?;
    Ok(file)
}

/// Reads the whole regular file at `path`, at most `limit` bytes: a file
/// that turns out longer while it is read (a file in /proc reports size 0, a
/// growing log) is refused as too large, never read on without end.
pub fn read(path: &Path, limit: u64) -> Result<Vec<u8>, UserFileError> {
    read_rest(open(path, limit)?, path, limit, Vec::new())
}

/// Reads the rest of `file` (opened by [`open`] from `path`) after `bytes`,
/// already read from it (a signature checked first), so that the whole is
/// at most `limit` bytes.
pub fn read_rest(file: File, path: &Path, limit: u64, mut bytes: Vec<u8>) -> Result<Vec<u8>, UserFileError> {
    let left = limit.saturating_sub(bytes.len() as u64);
    file.take(left.saturating_add(1))
        .read_to_end(&mut bytes)
        .map_err(|error| UserFileError::Io { path: path.to_path_buf(), error })?;
    if bytes.len() as u64 > limit {
        return Err(UserFileError::TooLarge { path: path.to_path_buf(), limit });
    }
    Ok(bytes)
}

/// Opens the lock file at `path` for writing, creating it if missing,
/// without ever blocking: a FIFO, a device, a directory or a socket there is
/// refused by its kind (a FIFO with no reader would block a plain open for
/// writing for good). Nothing is read or written; the file is only locked.
pub fn open_lock(path: &Path) -> io::Result<File> {
    let check = |meta: &Metadata| match kind_words(meta) {
        Some(kind) => Err(io::Error::other(format!("{} is {kind}, not a regular file", path.display()))),
        None => Ok(()),
    };
    match fs::metadata(path) {
        Ok(meta) => check(&meta)?,
        Err(e) if e.kind() == io::ErrorKind::NotFound => {}
        Err(e) => return Err(e),
    }
    let file = without_blocking(fs::OpenOptions::new().write(true).create(true).truncate(false)).open(path)?;
    // The path may name something else by now: judge the handle itself.
    check(&file.metadata()?)?;
    Ok(file)
}

/// Creates a new file at `path` for writing, failing if anything is there
/// already (a file, a link, a FIFO): the temporary and kept-aside files,
/// whose names are the caller's own, so nothing of anyone else's is opened.
pub fn create_new(path: &Path) -> io::Result<File> {
    fs::OpenOptions::new().write(true).create_new(true).open(path)
}

/// Opens `path` to write an output into (a maze picture, a sheet): a regular
/// file is created or emptied; a FIFO is written into only when something
/// reads it (it is refused rather than waited on), a character device such
/// as `/dev/null` or a terminal is written into; a directory, a block device
/// or a socket is refused by its kind.
pub fn create_output(path: &Path) -> Result<File, UserFileError> {
    let io_error = |error: io::Error| UserFileError::Io { path: path.to_path_buf(), error };
    let refused = |meta: &Metadata| -> Option<&'static str> {
        let kind = kind_words(meta)?;
        #[cfg(unix)]
        {
            use std::os::unix::fs::FileTypeExt;
            let t = meta.file_type();
            if t.is_fifo() || t.is_char_device() {
                return None;
            }
        }
        Some(kind)
    };
    match fs::metadata(path) {
        Ok(meta) => {
            if let Some(kind) = refused(&meta) {
                return Err(UserFileError::NotRegular { path: path.to_path_buf(), kind });
            }
        }
        Err(e) if e.kind() == io::ErrorKind::NotFound => {}
        Err(e) => return Err(io_error(e)),
    }
    let file = without_blocking(fs::OpenOptions::new().write(true).create(true).truncate(false)).open(path).map_err(
        |error| match error.raw_os_error() {
            // A FIFO that nobody reads: opening it to write would wait for a reader for good.
            #[cfg(unix)]
            Some(libc::ENXIO) => UserFileError::Io {
                path: path.to_path_buf(),
                error: io::Error::other("it is a FIFO (named pipe) that nothing reads"),
            },
            _ => io_error(error),
        },
    )?;
    let meta = file.metadata().map_err(io_error)?;
    if let Some(kind) = refused(&meta) {
        return Err(UserFileError::NotRegular { path: path.to_path_buf(), kind });
    }
    if meta.is_file() {
        file.set_len(0).map_err(io_error)?;
    }
    #[cfg(unix)]
    {
        // Writes wait as usual from here (a pipe's reader may be slow).
        use std::os::unix::io::AsRawFd;
        let fd = file.as_raw_fd();
        // SAFETY: F_GETFL and F_SETFL on a descriptor this function owns.
        unsafe {
            let flags = libc::fcntl(fd, libc::F_GETFL);
            if flags >= 0 {
                libc::fcntl(fd, libc::F_SETFL, flags & !libc::O_NONBLOCK);
            }
        }
    }
    Ok(file)
}

/// Writes `bytes` as the output at `path` ([`create_output`]'s rules).
pub fn write_output(path: &Path, bytes: &[u8]) -> io::Result<()> {
    use std::io::Write;
    let mut file = create_output(path).map_err(|e| match e {
        UserFileError::Io { error, .. } => error,
        other => io::Error::other(other.to_string()),
    })?;
    file.write_all(bytes)
}

/// The text of a small file the system keeps (`/proc/self/status`,
/// `/proc/loadavg`), read as every other file is: at most 1 MiB. `None` where
/// there is no such file or it is not text.
pub fn read_system_text(path: &str) -> Option<String> {
    String::from_utf8(read(Path::new(path), MIB).ok()?).ok()
}

/// Syncs a directory's entries to disk (after a rename into it). Best
/// effort: some file systems refuse, and the file itself is already written.
pub fn sync_dir(dir: &Path) {
    #[cfg(unix)]
    {
        let mut options = fs::OpenOptions::new();
        options.read(true);
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(libc::O_NONBLOCK | libc::O_NOCTTY | libc::O_DIRECTORY);
        if let Ok(dir) = options.open(dir) {
            let _ = dir.sync_all();
        }
    }
    #[cfg(not(unix))]
    let _ = dir;
}

#[cfg(test)]
#[path = "user_file_tests.rs"]
mod tests;
