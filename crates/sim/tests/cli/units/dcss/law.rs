//! The unit tests of `src/dcss/law.rs`.

use mechanics::dist::Dist;
use roguesim::dcss::law::*;

#[test]
fn a_law_is_an_object_keyed_by_value() {
    let law = ValueLaw::of(&Dist::from_weights(11, &[0.5, 0.0, 0.5]));
    assert_eq!(
        serde_json::to_string(&law).unwrap(),
        r#"{"11":0.5,"13":0.5}"#
    );
    assert_eq!(law.mean(), 12.0);
    let est = law.zip_map(&law, |x, e| x - e);
    assert_eq!(est.get(13), Some(0.0));
}
