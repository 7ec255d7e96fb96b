use mechanics::dcss::bonuses::*;

/// `docs/rules/dcss-artefacts.md` §4: 216 HP before the percentage; Robust 2 and an
/// amulet's HP+7 make it 216·120/100 + 7 = 266, and berserk 399.
#[test]
fn hp_order_of_operations() {
    assert_eq!(HpBonuses::default().apply(216), 216);
    let robust = HpBonuses {
        robust: 2,
        artefact: 7,
        ..HpBonuses::default()
    };
    assert_eq!(robust.apply(216), 266);
    assert_eq!(
        HpBonuses {
            berserk: true,
            ..robust
        }
        .apply(216),
        399
    );
    let frail = HpBonuses {
        frail: 1,
        reduced_essence: true,
        rugged_scales: 2,
        ..HpBonuses::default()
    };
    assert_eq!(frail.apply(150), 150 * 85 / 100);
}

#[test]
fn ac_bonuses_add_up_at_the_x100_scale() {
    let b = AcBonuses {
        items: 7,
        mutations_x100: 400,
        deformed: true,
        temporary_x100: -800,
    };
    assert_eq!(b.total_x100(), 300);
    assert_eq!(mutation_ac_x100("tough skin", 0, 1), Some(0));
    assert_eq!(mutation_ac_x100("iron-fused scales", 1, 14), Some(500));
    assert_eq!(mutation_ac_x100("stone body", 0, 27), Some(0));
}
