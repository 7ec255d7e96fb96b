use mechanics::dcss::ranged::spell_category::{NotModelled, SpellCategory};
use mechanics::dcss::ranged::spells::*;
use mechanics::dcss::ranged::tables::parse;
use mechanics::dcss::rules::RuleSet;
use mechanics::dcss::zap::ToHitFormula;

/// The embedded 0.31 file's text, for the tests that refuse altered copies of it.
fn text() -> &'static str {
    RuleSet::Dcss031.release().tables.ranged
}

#[test]
fn spells_convert_with_the_expected_counts() {
    let old = all_spells_in(RuleSet::Dcss031);
    assert_eq!(old.len(), 237);
    // 65 covered damaging beams + Bolt of Light, less 6 compound, 2 set by hand, 1 chaos
    // and 1 with random dice.
    assert_eq!(old.iter().filter(|s| s.beam.is_ok()).count(), 56);
    // docs/rules/dcss-0.34-ranged.md §3.2, §6: 77 covered beams + Bolt of Light and Warp
    // Space, less 6 compound, 1 set by hand (Death Rattle), 1 with random dice (Fire
    // Storm) and the 2 whose own code sets them up (Seracfall, Call Down Damnation).
    let new = all_spells_in(RuleSet::Dcss034);
    assert_eq!(new.len(), 288);
    assert_eq!(new.iter().filter(|s| s.beam.is_ok()).count(), 69);
    for spells in [old, new] {
        assert_eq!(spells.iter().filter(|s| s.direct.is_some()).count(), 2);
    }
    let bad = text().replacen("\"BEAM_FIRE\"", "\"BEAM_PLASMA\"", 1);
    let e = parse(&bad)
        .unwrap()
        .spells
        .iter()
        .map(|r| convert_spell(RuleSet::Dcss031, r))
        .collect::<Result<Vec<_>, String>>()
        .unwrap_err();
    assert!(e.contains("unknown flavour BEAM_PLASMA"), "{e}");
}

/// Every modelled beam reads its zap row as the zap table has it
/// (`docs/rules/dcss-0.34-ranged.md` §3.2), and so does Pain's hex.
#[test]
fn every_beam_is_its_zap_row() {
    for rules in RuleSet::ALL {
        for s in all_spells_in(rules) {
            if let Ok(row) = &s.beam {
                let zap = mechanics::dcss::zap::zap_in(rules, &row.zap).unwrap();
                let damage = zap.monster_damage.unwrap();
                assert_eq!(
                    (
                        zap.line,
                        zap.monster_to_hit,
                        damage.dice,
                        zap.flavour.as_str()
                    ),
                    (row.zap_line, Some(row.to_hit), row.dice, row.flavour.id()),
                    "{rules} {}",
                    s.id
                );
                assert_eq!((zap.pierce, zap.explosion), (row.pierce, row.explosion));
            }
        }
        let pain = spell_in(rules, "SPELL_PAIN").unwrap();
        let (ench, dice) = pain.hex.unwrap();
        let zap = mechanics::dcss::zap::zap_in(rules, "ZAP_PAIN").unwrap();
        assert_eq!(Some(dice), zap.monster_damage.map(|d| d.dice), "{rules}");
        if rules == RuleSet::Dcss034 {
            assert_eq!(Some(ench), zap.monster_to_hit);
        }
    }
}

#[test]
fn spells_by_id_or_title() {
    assert_eq!(spell("SPELL_IRON_SHOT").unwrap().title, "Iron Shot");
    assert_eq!(spell("iron shot").unwrap().id, "SPELL_IRON_SHOT");
    assert_eq!(
        spell("Lehudib's Crystal Spear").unwrap().id,
        "SPELL_LEHUDIBS_CRYSTAL_SPEAR"
    );
    assert_eq!(spell("bolt_of_light").unwrap().id, "SPELL_BOLT_OF_LIGHT");
    let e = spell("iron shoot").unwrap_err();
    assert_eq!(e.field(), "spell");
    assert!(e.to_string().contains("SPELL_IRON_SHOT"), "{e}");
}

/// `docs/rules/dcss-0.31-ranged.md` §3.2: rows of the zap table.
#[test]
fn spec_3_2_rows() {
    let row = |id: &str| spell(id).unwrap().beam.clone().unwrap();
    let dart = row("SPELL_MAGIC_DART");
    assert_eq!(dart.to_hit, ToHitFormula::Automatic);
    assert_eq!(dart.dice.at(36), (3, 4));
    let shot = row("SPELL_IRON_SHOT");
    assert_eq!((shot.to_hit.at(180), shot.dice.at(180)), (27, (3, 28)));
    assert!(!shot.pierce && !shot.explosion);
    let bolt = row("SPELL_BOLT_OF_FIRE");
    assert_eq!((bolt.to_hit.at(108), bolt.dice.at(108)), (21, (3, 17)));
    assert!(bolt.pierce);
    let ball = row("SPELL_FIREBALL");
    assert!(ball.explosion);
    assert_eq!(row("SPELL_THROW_BARBS").dice.at(108), (2, 13));
    assert_eq!(spell("SPELL_SERACFALL").unwrap().power_hd_factor, 18);
    assert!(spell("SPELL_FIRE_BREATH").unwrap().plain_hd);
    for rules in RuleSet::ALL {
        for id in rules.release().ranged.wand_spells {
            let s = spell_in(rules, id).unwrap();
            assert!(s.beam.is_ok() && s.is_wand_spell(), "{rules} {id}");
        }
    }
    assert!(!spell_in(RuleSet::Dcss031, "SPELL_WARP_SPACE").is_ok_and(|s| s.wand));
}

/// `docs/rules/dcss-0.31-ranged.md` §6: what is refused, and why.
#[test]
fn spells_not_modelled_say_why() {
    let why = |id: &str| spell(id).unwrap().beam.clone().unwrap_err();
    assert_eq!(why("SPELL_PAIN"), NotModelled::DamagingHex);
    assert_eq!(
        why("SPELL_CONFUSE"),
        NotModelled::NotADamagingBeam(SpellCategory::Enchantment)
    );
    assert_eq!(
        why("SPELL_SMITING"),
        NotModelled::NotADamagingBeam(SpellCategory::Special)
    );
    assert_eq!(why("SPELL_MAJOR_DESTRUCTION"), NotModelled::Compound);
    assert_eq!(
        why("SPELL_SERPENT_OF_HELL_GEH_BREATH"),
        NotModelled::Compound
    );
    assert_eq!(why("SPELL_DEATH_RATTLE"), NotModelled::SetByHand);
    assert_eq!(why("SPELL_CHAOS_BREATH"), NotModelled::Chaos);
    assert_eq!(why("SPELL_FIRE_STORM"), NotModelled::RandomDice);
    assert!(
        why("SPELL_CONFUSE")
            .to_string()
            .contains("hex resisted by Will")
    );
    // docs/rules/dcss-0.34-ranged.md §6: 0.31 models Seracfall; 0.34.1 leaves it out.
    assert!(spell("SPELL_SERACFALL").unwrap().beam.is_ok());
    for id in ["SPELL_SERACFALL", "SPELL_CALL_DOWN_DAMNATION"] {
        let s = spell_in(RuleSet::Dcss034, id).unwrap();
        assert_eq!(s.beam.clone().unwrap_err(), NotModelled::OwnSetUp, "{id}");
    }
}
