use mechanics::dcss::time::{DcssSpeedScenario, PlayerAction, Pursuit};

#[test]
fn deterministic_chain_keeps_only_reachable_states() {
    // Speed 15 vs 10-aut waits: 70 -> 75 -> 70, two states.
    let s = DcssSpeedScenario {
        monster_speed: 15,
        monster_action_cost: 10,
        player_action: PlayerAction::Wait,
        hasted: false,
        slowed: false,
        pursuit: Pursuit::Off,
        later_action_cost: None,
    };
    let chain = s.energy_chain().unwrap();
    assert_eq!(chain.steps.len(), 2);
}
