//! Writing a report: to standard output, or atomically to a file (a temporary file in the
//! destination's directory, flushed, then renamed), so a failure or an interrupted run never
//! leaves a partial file.

use std::io::{self, Write};
use std::path::Path;

use tempfile::NamedTempFile;

use crate::error::SimError;

/// The permissions of a newly created ordinary file: `0o644` on Unix (the usual result of
/// `0o666` under the default umask), the temporary file's own elsewhere.
fn ordinary_permissions(file: &std::fs::File) -> io::Result<std::fs::Permissions> {
    #[cfg(unix)]
    {
        let _ = file;
        use std::os::unix::fs::PermissionsExt;
        Ok(std::fs::Permissions::from_mode(0o644))
    }
    #[cfg(not(unix))]
    {
        file.metadata().map(|m| m.permissions())
    }
}

/// Write `bytes` to `path`, or to standard output when `path` is `None`.
///
/// A file is written atomically: into a temporary file in the destination's
/// directory, flushed to disk, then renamed over the destination, so a
/// failure never leaves a partial or truncated file (a missing directory is
/// an error and creates nothing). On standard output a closed pipe (e.g.
/// `| head`) is not an error.
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
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    let mut tmp = NamedTempFile::new_in(dir).map_err(write_err)?;
    // The temporary file is private (0600); give the report the permissions of the file
    // it replaces, or those of an ordinary new file.
    let permissions = match std::fs::metadata(path) {
        Ok(m) => m.permissions(),
        Err(_) => ordinary_permissions(tmp.as_file()).map_err(write_err)?,
    };
    tmp.as_file()
        .set_permissions(permissions)
        .map_err(write_err)?;
    tmp.write_all(bytes).map_err(write_err)?;
    tmp.as_file().sync_all().map_err(write_err)?;
    tmp.persist(path).map_err(|e| write_err(e.error))?;
    Ok(())
}
