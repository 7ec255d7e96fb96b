//! The unit tests of `src/error.rs`.

use mechanics::dcss::to_hit::MonsterAttacker;
use roguesim::error::*;
use std::io;
use std::path::PathBuf;

#[test]
fn messages_are_one_line_and_name_the_field() {
    let hd = MonsterAttacker::new(0, false, 0).unwrap_err();
    let e = SimError::from(hd.at("attackers[0]"));
    assert_eq!(
        e.to_string(),
        "attackers[0].monster_hd: 0 is out of range: allowed 1 to 30"
    );
    assert_eq!(e.exit_code(), EXIT_USAGE);
    let errs = [
        e,
        SimError::invalid("trials", "must be at least 1"),
        SimError::Write {
            path: PathBuf::from("/nonexistent/out.json"),
            source: io::Error::new(io::ErrorKind::NotFound, "No such file or directory"),
        },
        SimError::Stdout(io::Error::other("device full")),
        SimError::ThreadPool {
            threads: 3,
            reason: "no threads".into(),
        },
        SimError::Output("bad".into()),
    ];
    for e in &errs {
        assert!(!e.to_string().contains('\n'), "{e}");
    }
    assert_eq!(
        errs[2].to_string(),
        "cannot write /nonexistent/out.json: No such file or directory"
    );
    assert_eq!(errs[3].exit_code(), EXIT_FAILURE);
    assert_eq!(errs[5].exit_code(), EXIT_FAILURE);
}

#[test]
fn paths_nest() {
    let e = InputError::invalid("ev", "give ev").within("defender");
    assert_eq!(e.path, "defender.ev");
    assert_eq!(join("", "turns"), "turns");
}
