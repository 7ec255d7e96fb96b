use mechanics::dcss::opponent::*;

/// §10 X1: the orc warrior's chain mail turns AC 0 into 8 and EV 13 into 11.
#[test]
fn orc_warrior_in_chain_mail() {
    let spec = MonsterSpec {
        name: "orc warrior".into(),
        weapon: Some("war axe".into()),
        armour: Some("chain mail".into()),
        ..MonsterSpec::default()
    };
    let o = spec.resolve().unwrap();
    assert_eq!((o.defence.ac, o.defence.ev), (8, 11));
    assert_eq!(o.attacker(&o.round[0].1).weapon_to_hit, 0);
    let e = MonsterSpec {
        name: "orc warior".into(),
        ..MonsterSpec::default()
    }
    .resolve()
    .unwrap_err();
    assert_eq!(e.field(), "name");
    let e = MonsterSpec {
        weapon_plus: 40,
        ..spec
    }
    .resolve()
    .unwrap_err();
    assert_eq!(e.field(), "weapon_plus");
}
