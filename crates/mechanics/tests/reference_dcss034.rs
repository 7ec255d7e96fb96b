//! Every build and max-HP vector of `tests/data/dcss-0.34.json` (the DCSS 0.34.1 reference
//! vectors, computed by an independent model from `docs/rules/dcss-0.34.md` and checked
//! against a literal transcription of the game): the EV, SH and AC hundredths and displays
//! exactly, their laws to [`EXACT_REFERENCE`], the block limit exactly.

mod common034;

use common034::{assert_law, build034, int, reference};
use mechanics::dcss::build::BuildError;
use mechanics::dcss::damage::{gdr_law, max_hp, player_ac_034};
use mechanics::dcss::data::species_in;
use mechanics::dcss::rules::RuleSet;
use mechanics::dcss::skills::Skill;

#[test]
fn build_vectors() {
    let r = reference();
    let cases = r["builds"].as_array().unwrap();
    assert_eq!(cases.len(), 44);
    for case in cases {
        let i = &case["input"];
        let what = i.to_string();
        let (build, situation, incapacitated) = build034(i);
        match build.validate() {
            Ok(()) => {}
            // A formula vector: a skill the species cannot train reads 0 in the game
            // (player.cc:6218-6219), which the rules do; roguesim refuses it as an input.
            Err(BuildError::UselessSkill { .. }) => {
                assert!(!build.species.armour_skill_usable || !build.species.shields_skill_usable)
            }
            Err(e) => panic!("{what}: {e}"),
        }
        let ev = build.evasion_034(&situation);
        assert_eq!(ev.final_x100, int(case, "ev_x100"), "{what}: ev_x100");
        assert_eq!(ev.shown, int(case, "ev_display"), "{what}");
        assert_eq!(ev.natural_x100, int(case, "ev_natural_x100"), "{what}");
        assert_eq!(ev.temp_mods, int(case, "ev_temp_mods"), "{what}");
        assert_eq!(
            ev.body_penalty_x100,
            int(case, "body_penalty_x100"),
            "{what}"
        );
        assert_eq!(
            ev.shield_penalty_x100,
            int(case, "shield_penalty_x100"),
            "{what}"
        );
        assert_eq!(ev.aux_penalty_x100, int(case, "aux_penalty_x100"), "{what}");
        assert_law(&ev.law(), &case["ev_law"], &format!("{what}: ev_law"));
        let sh = build.shield_class_034(incapacitated);
        assert_eq!(sh.raw_x100, int(case, "sh_x100"), "{what}: sh_x100");
        assert_eq!(sh.displayed, int(case, "sh_display"), "{what}");
        assert_law(
            &sh.internal_law(),
            &case["sh_internal_law"],
            &format!("{what}: sh law"),
        );
        assert_eq!(
            build.block_limit_034(),
            int(case, "block_limit") as u32,
            "{what}"
        );
        let ac = player_ac_034(&build).unwrap();
        assert_eq!(ac.total_x100, int(case, "ac_x100"), "{what}: ac_x100");
        assert_eq!(ac.shown, int(case, "ac_display"), "{what}");
        assert_law(&ac.law(), &case["ac_law"], &format!("{what}: ac_law"));
        assert_law(&ac.gdr_law(), &case["gdr_law"], &format!("{what}: gdr_law"));
        assert_eq!(gdr_law(ac.hundredths()), ac.gdr_law());
    }
}

#[test]
fn max_hp_vectors() {
    let r = reference();
    let cases = r["max_hp"].as_array().unwrap();
    assert_eq!(cases.len(), 24);
    for case in cases {
        let sp = species_in(RuleSet::Dcss034, case["species"].as_str().unwrap()).unwrap();
        let fighting = Skill::from_f64(case["fighting"].as_f64().unwrap()).unwrap();
        assert_eq!(
            max_hp(sp, int(case, "xl"), fighting).unwrap(),
            int(case, "max_hp"),
            "{case}"
        );
    }
}
