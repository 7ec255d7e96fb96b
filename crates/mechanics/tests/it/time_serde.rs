//! Serde round trips of the DCSS time configs and results (`docs/rules/dcss-0.31.md` §7), with the
//! crate feature `serde` (`cargo test -p roguesim-mechanics --features serde`).
#![cfg(feature = "serde")]

use mechanics::actions::ActionsLaw;
use mechanics::dcss::time::{
    DcssSpeedScenario, MoveModifiers, PlayerAction, PlayerStatus, Pursuit, Swiftness,
};

#[test]
fn scenario_round_trips_and_pursuit_defaults_to_off() {
    let s = DcssSpeedScenario {
        monster_speed: 10,
        monster_action_cost: 10,
        player_action: PlayerAction::Move { mv: 12 },
        hasted: false,
        slowed: false,
        pursuit: Pursuit::OpportunityAttack { attack_energy: 15 },
        later_action_cost: None,
    };
    let json = serde_json::to_string(&s).unwrap();
    assert_eq!(serde_json::from_str::<DcssSpeedScenario>(&json).unwrap(), s);
    let minimal = r#"{"monster_speed":15,"monster_action_cost":10,"player_action":"wait","hasted":false,"slowed":false}"#;
    let parsed: DcssSpeedScenario = serde_json::from_str(minimal).unwrap();
    assert_eq!(parsed.pursuit, Pursuit::Off);
    assert_eq!(parsed.player_action, PlayerAction::Wait);
    let d = parsed.exact().unwrap();
    let back: ActionsLaw = serde_json::from_str(&serde_json::to_string(&d).unwrap()).unwrap();
    assert_eq!(back, d);
}

#[test]
fn modifiers_default_missing_fields() {
    let m: MoveModifiers =
        serde_json::from_str(r#"{"fast_mutation":3,"swiftness":"sluggish"}"#).unwrap();
    assert_eq!(
        m,
        MoveModifiers {
            fast_mutation: 3,
            swiftness: Swiftness::Sluggish,
            ..MoveModifiers::default()
        }
    );
    let st: PlayerStatus = serde_json::from_str(r#"{"hasted":true}"#).unwrap();
    assert!(st.hasted && !st.slowed);
}
