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
