//! Writing a report: to standard output, or to a file. An ordinary file is written atomically
//! (a temporary file in the destination's directory, flushed, then renamed), so a failure or
//! an interrupted run never leaves a partial file. A symbolic link is followed, so the link
//! stays and its target is written; a FIFO, a device or a socket is written through (opened
//! and written, never replaced by a file). [`check_writable`] says before a run whether a
//! path can be written, so that no trial runs for a report that cannot be kept.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use tempfile::NamedTempFile;

use crate::error::SimError;

/// The permissions of a newly created ordinary file: `0o644` on Unix (the usual result of
/// `0o666` under the default umask), the temporary file's own elsewhere.
fn ordinary_permissions(file: &File) -> io::Result<fs::Permissions> {
    #[cfg(unix)]
    {
        let _ = file;
        use std::os::unix::fs::PermissionsExt;
        Ok(fs::Permissions::from_mode(0o644))
    }
    #[cfg(not(unix))]
    {
        file.metadata().map(|m| m.permissions())
    }
}

/// The most links followed from one path (the limit of Linux's own resolution).
const MAX_LINKS: usize = 40;

/// The path `path` names once its symbolic links are followed (the path itself when it is
/// not one, or does not exist). A chain longer than 40 links is an error.
pub fn follow_links(path: &Path) -> io::Result<PathBuf> {
    let mut at = path.to_path_buf();
    for _ in 0..MAX_LINKS {
        match fs::symlink_metadata(&at) {
            Ok(m) if m.file_type().is_symlink() => {
                let target = fs::read_link(&at)?;
                at = match at.parent() {
                    Some(dir) if target.is_relative() => dir.join(target),
                    _ => target,
                };
            }
            _ => return Ok(at),
        }
    }
    Err(io::Error::other("too many levels of symbolic links"))
}

/// What a destination is once its links are followed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// An ordinary file, or nothing yet: written atomically.
    File,
    /// A directory: not writable as a report.
    Directory,
    /// A FIFO, a device or a socket: written through.
    Special,
}

/// What the destination at `path` (its links followed) is.
pub fn kind_of(path: &Path) -> io::Result<Kind> {
    let target = follow_links(path)?;
    Ok(match fs::metadata(&target) {
        Ok(m) if m.is_dir() => Kind::Directory,
        Ok(m) if !m.is_file() => Kind::Special,
        _ => Kind::File,
    })
}

/// The directory a file at `path` is written in.
fn directory_of(path: &Path) -> &Path {
    match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    }
}

/// Checks, before anything runs, that the report can be written at `path`: a special file
/// (written through), or a file whose directory exists and takes a new file (tried by
/// creating an empty file of a name no one uses there and removing it, which leaves
/// nothing). The error is the system's own, naming no file but `path`'s.
pub fn check_writable(path: &Path) -> io::Result<Kind> {
    let target = follow_links(path)?;
    let kind = kind_of(&target)?;
    if kind == Kind::File {
        let probe = tempfile::Builder::new()
            .prefix(".roguesim-probe-")
            .make_in(directory_of(&target), |name| {
                OpenOptions::new().write(true).create_new(true).open(name)
            });
        if let Err(e) = probe {
            // The system's error, without the probe's name that tempfile adds.
            let text = e.to_string();
            let own = text.split(" at path ").next().unwrap_or(&text);
            return Err(io::Error::new(e.kind(), own.to_string()));
        }
    }
    Ok(kind)
}

/// Write `bytes` to `path`, or to standard output when `path` is `None`.
///
/// A file is written atomically: into a temporary file in the destination's
/// directory, flushed to disk, then renamed over the destination, so a
/// failure never leaves a partial or truncated file (a missing directory is
/// an error and creates nothing). A symbolic link is followed; a FIFO, a
/// device or a socket is written through. On standard output a closed pipe
/// (e.g. `| head`) is not an error.
pub fn write_output(path: Option<&Path>, bytes: &[u8]) -> Result<(), SimError> {
    let Some(path) = path else {
        let mut out = io::stdout().lock();
        return match out.write_all(bytes).and_then(|()| out.flush()) {
            Err(e) if e.kind() != io::ErrorKind::BrokenPipe => Err(SimError::Stdout(e)),
            _ => Ok(()),
        };
    };
    let write_err = |source: io::Error| SimError::Write {
        path: path.to_path_buf(),
        source,
    };
    let target = follow_links(path).map_err(write_err)?;
    if kind_of(&target).map_err(write_err)? == Kind::Special {
        let mut file = OpenOptions::new()
            .write(true)
            .open(&target)
            .map_err(write_err)?;
        return file
            .write_all(bytes)
            .and_then(|()| file.flush())
            .map_err(write_err);
    }
    let mut tmp = NamedTempFile::new_in(directory_of(&target)).map_err(write_err)?;
    // The temporary file is private (0600); give the report the permissions of the file
    // it replaces, or those of an ordinary new file.
    let permissions = match fs::metadata(&target) {
        Ok(m) => m.permissions(),
        Err(_) => ordinary_permissions(tmp.as_file()).map_err(write_err)?,
    };
    tmp.as_file()
        .set_permissions(permissions)
        .map_err(write_err)?;
    tmp.write_all(bytes).map_err(write_err)?;
    tmp.as_file().sync_all().map_err(write_err)?;
    tmp.persist(&target).map_err(|e| write_err(e.error))?;
    Ok(())
}

#[cfg(test)]
mod write_tests {
    use super::*;

    #[test]
    fn atomic_write_creates_replaces_and_leaves_no_temporaries() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("out.csv");
        write_output(Some(&path), b"first\n").unwrap();
        assert_eq!(std::fs::read(&path).unwrap(), b"first\n");
        write_output(Some(&path), b"second\n").unwrap();
        assert_eq!(std::fs::read(&path).unwrap(), b"second\n");
        let entries: Vec<_> = std::fs::read_dir(dir.path())
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(entries, vec![std::ffi::OsString::from("out.csv")]);
    }

    #[test]
    fn atomic_write_into_missing_directory_fails_and_creates_nothing() {
        let dir = tempfile::tempdir().unwrap();
        let missing = dir.path().join("no-such-dir");
        let path = missing.join("out.json");
        let e = write_output(Some(&path), b"{}").unwrap_err();
        assert_eq!(e.exit_code(), 1);
        assert!(
            e.to_string()
                .starts_with(&format!("cannot write {}: ", path.display())),
            "{e}"
        );
        assert!(!missing.exists());
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 0);
    }

    #[test]
    fn atomic_write_onto_a_directory_fails_and_leaves_no_temporaries() {
        let dir = tempfile::tempdir().unwrap();
        let target = dir.path().join("taken");
        std::fs::create_dir(&target).unwrap();
        std::fs::write(target.join("keep"), b"x").unwrap();
        assert!(write_output(Some(&target), b"data").is_err());
        let entries: Vec<_> = std::fs::read_dir(dir.path())
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(entries, vec![std::ffi::OsString::from("taken")]);
        assert_eq!(std::fs::read(target.join("keep")).unwrap(), b"x");
    }

    #[test]
    fn empty_output_to_stdout() {
        write_output(None, b"").unwrap();
    }
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;

    #[test]
    fn a_link_is_followed_and_kept() {
        let dir = tempfile::tempdir().unwrap();
        let target = dir.path().join("report.json");
        let link = dir.path().join("link.json");
        std::fs::write(&target, b"old").unwrap();
        std::os::unix::fs::symlink("report.json", &link).unwrap();
        assert_eq!(follow_links(&link).unwrap(), target);
        write_output(Some(&link), b"new").unwrap();
        assert!(
            std::fs::symlink_metadata(&link)
                .unwrap()
                .file_type()
                .is_symlink()
        );
        assert_eq!(std::fs::read(&target).unwrap(), b"new");
        assert_eq!(check_writable(&link).unwrap(), Kind::File);
    }

    #[test]
    fn a_dangling_link_writes_its_target_and_a_loop_is_refused() {
        let dir = tempfile::tempdir().unwrap();
        let link = dir.path().join("link.json");
        std::os::unix::fs::symlink("made.json", &link).unwrap();
        write_output(Some(&link), b"made").unwrap();
        assert_eq!(
            std::fs::read(dir.path().join("made.json")).unwrap(),
            b"made"
        );
        let a = dir.path().join("a");
        std::os::unix::fs::symlink("b", &a).unwrap();
        std::os::unix::fs::symlink("a", dir.path().join("b")).unwrap();
        assert!(write_output(Some(&a), b"x").is_err());
        assert!(check_writable(&a).is_err());
    }

    #[test]
    fn a_directory_is_not_a_destination_and_special_files_are_written_through() {
        let dir = tempfile::tempdir().unwrap();
        assert_eq!(kind_of(dir.path()).unwrap(), Kind::Directory);
        assert_eq!(kind_of(Path::new("/dev/null")).unwrap(), Kind::Special);
        assert_eq!(kind_of(&dir.path().join("new.json")).unwrap(), Kind::File);
    }
}
