use mechanics::dcss::build::Extras034;
use mechanics::dcss::data::Size;
use mechanics::dcss::evasion::*;
use mechanics::dcss::evasion::{EvBonuses, EvInputs, EvSituation};
use mechanics::dcss::skills::Skill;

/// §4.1: the helpless cap by size only lowers the EV.
#[test]
fn helpless_cap_by_size() {
    let caps: Vec<i32> = [
        Size::Tiny,
        Size::Little,
        Size::Small,
        Size::Medium,
        Size::Large,
        Size::Giant,
    ]
    .iter()
    .map(|&body_size| {
        let inputs = EvInputs {
            body_size,
            dex: 30,
            strength: 10,
            dodging: Skill::level(27).unwrap(),
            armour: Skill::default(),
            body_er: 0,
            aux_piece_penalty: 0,
            shield_penalty_x100: 0,
            nimble_swimmer: 0,
            bonuses: EvBonuses::default(),
        };
        let helpless = EvSituation {
            helpless: true,
            ..EvSituation::default()
        };
        player_evasion_034(&inputs, &helpless, &Extras034::default(), FormEv::default()).final_x100
    })
    .collect();
    assert_eq!(caps, [500, 400, 300, 200, 100, 0]);
}
