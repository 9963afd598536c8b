//! Tests of the bounded, non-blocking reads of user-named files.

use std::path::{Path, PathBuf};

use super::*;

/// A fresh, empty folder for one test.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("panda-maze-user-file-{}-{name}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

#[cfg(unix)]
fn make_fifo(path: &Path) {
    use std::os::unix::ffi::OsStrExt;
    let c = std::ffi::CString::new(path.as_os_str().as_bytes()).unwrap();
    // SAFETY: a valid NUL-terminated path and a plain mode.
    assert_eq!(unsafe { libc::mkfifo(c.as_ptr(), 0o600) }, 0, "mkfifo {}", path.display());
}

#[test]
fn a_regular_file_is_read_whole_within_its_bound() {
    let dir = scratch("regular");
    let path = dir.join("a.txt");
    fs::write(&path, b"hello").unwrap();
    assert_eq!(read(&path, 5).unwrap(), b"hello");
    let e = read(&path, 4).unwrap_err();
    assert!(matches!(e, UserFileError::TooLarge { limit: 4, .. }), "{e:?}");
    assert!(e.to_string().contains("a.txt") && e.to_string().contains("4 bytes"), "{e}");
}

#[test]
fn missing_is_told_apart() {
    let dir = scratch("missing");
    let e = read(&dir.join("nothing.json"), MIB).unwrap_err();
    assert!(e.is_missing(), "{e:?}");
    assert!(e.to_string().starts_with("cannot read ") && e.to_string().contains("nothing.json"), "{e}");
    assert!(!e.is_io());
}

#[test]
fn a_directory_is_refused_by_its_kind() {
    let dir = scratch("dir");
    let e = read(&dir, MIB).unwrap_err();
    assert!(matches!(e, UserFileError::NotRegular { kind: "a directory", .. }), "{e:?}");
    assert!(e.to_string().contains(&dir.display().to_string()), "{e}");
}

#[cfg(unix)]
#[test]
fn a_fifo_is_refused_without_blocking_also_behind_a_symlink() {
    let dir = scratch("fifo");
    let fifo = dir.join("pipe.png");
    make_fifo(&fifo);
    let link = dir.join("link.json");
    std::os::unix::fs::symlink(&fifo, &link).unwrap();
    for path in [&fifo, &link] {
        // With no writer, a blocking open would never return: this test would hang.
        let e = read(path, MIB).unwrap_err();
        assert!(matches!(e, UserFileError::NotRegular { kind: "a FIFO (named pipe)", .. }), "{e:?}");
        assert!(e.to_string().contains(&path.display().to_string()), "{e}");
    }
}

#[cfg(unix)]
#[test]
fn devices_are_refused_before_a_byte_is_read() {
    for dev in ["/dev/zero", "/dev/urandom", "/dev/null"] {
        let path = Path::new(dev);
        if !path.exists() {
            continue;
        }
        let e = read(path, MIB).unwrap_err();
        assert!(matches!(e, UserFileError::NotRegular { kind: "a character device", .. }), "{dev}: {e:?}");
    }
}

#[cfg(target_os = "linux")]
#[test]
fn a_file_that_reports_no_size_is_still_read_only_up_to_the_bound() {
    // /proc files say they are empty, then give their text.
    let path = Path::new("/proc/self/status");
    assert!(read(path, 1 << 20).unwrap().starts_with(b"Name:"));
    assert!(matches!(read(path, 16), Err(UserFileError::TooLarge { limit: 16, .. })));
}

#[test]
fn sizes_read_in_words() {
    assert_eq!(size_words(16 * MIB), "16 MiB");
    assert_eq!(size_words(512 * 1024), "512 KiB");
    assert_eq!(size_words(100), "100 bytes");
}
