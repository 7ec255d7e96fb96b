//! The unit tests of `src/dcss/input/mod.rs`.

mod defender;
mod numbers;
mod release;

use mechanics::dcss::defender::Situation;
use mechanics::dcss::shields::ShieldRules;
use roguesim::dcss::input::*;

fn numbers(ev: i32) -> DefenderSpec {
    DefenderSpec {
        ev: Some(ev),
        ..DefenderSpec::default()
    }
}

#[test]
fn errors_carry_the_field_path() {
    let spec = TurnSpec {
        rules: None,
        defender: numbers(200),
        attackers: vec![AttackerSpec {
            monster_hd: Some(3),
            ..AttackerSpec::default()
        }],
        shield_rules: ShieldRules::V031,
        situation: Situation::default(),
        turns: 1,
    };
    let e = spec.resolve().unwrap_err();
    assert_eq!(e.path, "defender.ev");
    let spec = TurnSpec {
        defender: numbers(10),
        attackers: vec![AttackerSpec {
            monster_hd: Some(0),
            ..AttackerSpec::default()
        }],
        ..spec
    };
    assert_eq!(spec.resolve().unwrap_err().path, "attackers[0].monster_hd");
}
