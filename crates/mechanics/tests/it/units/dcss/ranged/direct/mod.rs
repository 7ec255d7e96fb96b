use mechanics::dcss::ranged::direct::*;

/// `docs/rules/dcss-0.31-ranged.md` §10.2: the stepdown and the display's integer
/// arithmetic.
#[test]
fn stepdown_and_hex_chance() {
    // 35·log2(1 + 50/35) = 44.80: 45. 35·log2(1 + 12/35) = 14.87: 15.
    assert_eq!(ench_power_stepdown(50), 45);
    assert_eq!(ench_power_stepdown(12), 15);
    assert_eq!(ench_power_stepdown(0), 0);
    // WL 0 against power 50: target 55, 10100 − 55·56/2 = 8560 of 10100: 84.75 %, shown
    // 85 (rounded up), 84 rounded down.
    assert_eq!(hex_success_chance(0, 50, 100, true), 85);
    assert_eq!(hex_success_chance(0, 50, 100, false), 84);
    // WL 160 (4 pips): target 215 > 200: it never gets through.
    assert_eq!(hex_success_chance(160, 50, 100, true), 0);
    // WL 80: target 135: 66·67/2 = 2211 of 10100: 21.9 %, shown 22.
    assert_eq!(hex_success_chance(80, 50, 100, true), 22);
}
