//! The unit tests of `src/output.rs`.

use roguesim::output::*;

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
/// The tests that make symbolic links.
#[cfg(unix)]
mod links {
    use std::path::Path;

    use roguesim::output::*;

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
