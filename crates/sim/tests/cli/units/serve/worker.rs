//! The unit tests of `src/serve/worker.rs`.

use roguesim::serve::worker::*;

#[test]
fn a_job_survives_its_encoding() {
    for job in [Job::Report("hit".into()), Job::Figure("dcss_speed".into())] {
        let body = b"{\"name\": \"x\"}\n\n\xff";
        let input = encode(&job, body);
        assert_eq!(decode(&input).unwrap(), (job, &body[..]));
    }
    assert!(decode(b"nothing").is_err());
    assert!(decode(b"delete hit\n{}").is_err());
}
