//! The unit tests of `src/study/base.rs`.

use roguesim::kinds::find;
use roguesim::scenario::fields::{self, Field, FieldValue};
use roguesim::study::base::*;
use serde_json::Value;

fn path_of(kind: &str, flag: &str) -> Option<&'static str> {
    fields::by_flag(&find(kind).unwrap().fields(), flag).map(|f| f.path)
}

#[test]
fn flags_find_their_field_in_each_command() {
    assert_eq!(path_of("hit", "ev"), Some("defender.ev"));
    assert_eq!(path_of("hit", "depth"), Some("attackers[0].depth"));
    assert_eq!(path_of("threat", "depth"), Some("depth"));
    assert_eq!(path_of("threat", "count"), Some("count"));
    assert_eq!(path_of("turn", "count"), Some("attackers[0].count"));
    assert_eq!(path_of("dcss-speed", "move"), Some("player_action.move.mv"));
    assert_eq!(path_of("speed", "ev"), None);
    assert_eq!(path_of("hit", "trials"), None);
}

#[test]
fn whole_number_flags_refuse_fractions() {
    let ev = Field::new("defender.ev", "ev", FieldValue::Whole, "");
    let dodging = Field::new("defender.dodging", "dodging", FieldValue::Decimal, "");
    let e = number(&ev, 12.5).unwrap_err().to_string();
    assert_eq!(
        e,
        "--ev: 12.5 is not a whole number; --ev takes whole numbers"
    );
    assert_eq!(number(&dodging, 12.5).unwrap(), Value::from(12.5));
    assert_eq!(number(&ev, -3.0).unwrap(), Value::from(-3));
}
