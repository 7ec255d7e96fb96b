use mechanics::dcss::rules::RuleSet;
use mechanics::dcss::zap::*;

/// `docs/rules/dcss-0.34-ranged.md` §3.2: the rows that changed, and the ones that are
/// gone or new.
#[test]
fn both_tables_parse_with_the_rows_of_the_rule_books() {
    assert_eq!(
        parse(RuleSet::Dcss031.release().tables.zaps).unwrap().len(),
        128
    );
    assert_eq!(
        parse(RuleSet::Dcss034.release().tables.zaps).unwrap().len(),
        195
    );
    let row = |rules, id| zap_in(rules, id).unwrap();
    let drain = row(RuleSet::Dcss034, "ZAP_BOLT_OF_DRAINING");
    assert_eq!(drain.line, 803);
    assert_eq!(drain.monster_to_hit.unwrap().at(105), 21);
    let old = row(RuleSet::Dcss031, "ZAP_BOLT_OF_DRAINING");
    assert_eq!(old.monster_to_hit.unwrap().at(105), 19);
    let sting = row(RuleSet::Dcss034, "ZAP_STING").monster_damage.unwrap();
    assert_eq!((sting.kind, sting.dice.at(36)), (DiceKind::DiceDef, (2, 7)));
    assert!(zap_in(RuleSet::Dcss034, "ZAP_CRYSTAL_BOLT").is_none());
    assert!(zap_in(RuleSet::Dcss031, "ZAP_CRYSTAL_BOLT").is_some());
    let pain = row(RuleSet::Dcss034, "ZAP_PAIN");
    assert!(pain.enchantment && pain.monster_to_hit.unwrap().at(64) == 64);
    let storm = row(RuleSet::Dcss034, "ZAP_FIRE_STORM")
        .monster_damage
        .unwrap();
    assert_eq!(storm.kind, DiceKind::CalcDice);
    assert!(
        parse(
            &RuleSet::Dcss034
                .release()
                .tables
                .zaps
                .replacen("\"dicedef\"", "\"dice\"", 1)
        )
        .is_err()
    );
}
