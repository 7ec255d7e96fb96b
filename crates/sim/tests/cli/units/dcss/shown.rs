//! The unit tests of `src/dcss/shown.rs`.

use mechanics::dcss::display::Shown;
use mechanics::dcss::rounding::Hundredths;
use roguesim::dcss::shown::*;

#[test]
fn displays_and_laws_serialise_as_the_vectors_write_them() {
    let shown =
        serde_json::to_string(&[GameShows(Shown::Percent(36)), GameShows(Shown::Undefined)])
            .unwrap();
    assert_eq!(shown, r#"[36,"undefined"]"#);
    assert_eq!(GameShows(Shown::Undefined).to_string(), "undefined (0/0)");
    let law = Law::of(&Hundredths(680).law());
    assert_eq!(serde_json::to_string(&law).unwrap(), r#"{"6":0.2,"7":0.8}"#);
    assert_eq!(law.words(), "6: 20 %, 7: 80 %");
    assert_eq!(Law::of(&Hundredths(1000).law()).words(), "10");
    assert_eq!(
        (x100(680), x100(-320), x100(-5)),
        ("6.80".into(), "-3.20".into(), "-0.05".into())
    );
}
