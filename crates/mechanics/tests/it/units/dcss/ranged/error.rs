use mechanics::dcss::ranged::*;
use mechanics::limits::Limit;

#[test]
fn paths_name_the_attack_and_the_field() {
    let e = RangedError::from(Limit::new("ev", -50, 150).check(200).unwrap_err());
    assert_eq!((e.field(), e.path()), ("ev", "ev".to_string()));
    let e = RangedError::Attack {
        index: 2,
        source: Box::new(e),
    };
    assert_eq!(e.path(), "attacks[2].ev");
    assert_eq!(e.to_string(), "200 is out of range: allowed -50 to 150");
    let e = RangedError::NotCast {
        monster: "orc priest".into(),
        spell: "SPELL_BOLT_OF_FIRE".into(),
        allowed: vec![],
    };
    assert_eq!(
        e.to_string(),
        "the orc priest does not cast SPELL_BOLT_OF_FIRE: allowed none"
    );
}
