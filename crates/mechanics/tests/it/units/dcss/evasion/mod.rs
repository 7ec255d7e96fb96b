mod v034;

use mechanics::dcss::data::Size;
use mechanics::dcss::evasion::*;

#[test]
fn helpless_ev_by_size() {
    let got = [
        Size::Tiny,
        Size::Little,
        Size::Small,
        Size::Medium,
        Size::Large,
        Size::Giant,
    ]
    .map(helpless_ev);
    assert_eq!(got, [5, 4, 3, 2, 1, 1]);
}

#[test]
fn monster_ev_states() {
    let s = MonsterEvState::default();
    assert_eq!(monster_evasion(15, Size::Medium, &s), 15);
    let caught = MonsterEvState {
        caught_or_constricted: true,
        confused: true,
        ..s
    };
    assert_eq!(monster_evasion(15, Size::Medium, &caught), 3);
    assert_eq!(monster_evasion(15, Size::Tiny, &caught), 7);
    let conf = MonsterEvState {
        confused: true,
        ..s
    };
    assert_eq!(monster_evasion(15, Size::Giant, &conf), 7);
    let helpless = MonsterEvState {
        helpless: true,
        ..s
    };
    assert_eq!(monster_evasion(15, Size::Medium, &helpless), 0);
    assert_eq!(monster_evasion(-4, Size::Medium, &s), 0);
}
