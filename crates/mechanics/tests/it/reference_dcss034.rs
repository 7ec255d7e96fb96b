//! The builds, hit cases, turns and max HP of `tests/data/dcss-0.34.json` (the DCSS 0.34.1
//! reference vectors, computed by an independent model from `docs/rules/dcss-0.34.md` and
//! checked against a literal transcription of the game): the EV, SH and AC hundredths and
//! every display exactly, laws and probabilities to
//! [`EXACT_REFERENCE`](mechanics::tolerance::EXACT_REFERENCE), block limits and max HP
//! exactly. The damage laws are in `reference_damage034.rs`.

use crate::common034::{assert_law, build034, close, flag, int, int_or0, reference};
use mechanics::dcss::attack::{Attack, Attacker, DefenderEv, DefenderShield, PlayerPreRoll};
use mechanics::dcss::damage::{gdr_law, max_hp, player_ac_034};
use mechanics::dcss::data::species_in;
use mechanics::dcss::defender::{Defender, DefenderHundredths, Situation};
use mechanics::dcss::display::{Shown, mon_beat_sh_pct_034, mon_to_hit_pct_034};
use mechanics::dcss::rules::RuleSet;
use mechanics::dcss::shields::{Blocker, ShieldRules, monster_bypass};
use mechanics::dcss::skills::Skill;
use mechanics::dcss::to_hit::{HitModifiers, MonsterAttacker};
use mechanics::dcss::turn::Turn;
use serde_json::Value;

#[test]
fn build_vectors() {
    let r = reference();
    let cases = r["builds"].as_array().unwrap();
    assert_eq!(cases.len(), 44);
    for case in cases {
        let i = &case["input"];
        let what = i.to_string();
        let (build, situation, incapacitated) = build034(i);
        // A skill the species cannot train is read as 0, as the game reads it
        // (player.cc:6218-6219).
        build.validate().unwrap_or_else(|e| panic!("{what}: {e}"));
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

/// The defender of a `monster_hit` or `turn` vector: numbers in hundredths, its situation.
fn hundredths_defender(i: &Value, block_limit: u32) -> (Defender, Situation) {
    let d =
        DefenderHundredths::new(int(i, "ev_x100"), int(i, "sh_x100"), block_limit, None).unwrap();
    let situation = Situation {
        unseen_attacker: flag(i, "unseen_attacker"),
        helpless: flag(i, "incapacitated"),
        ..Situation::default()
    };
    (Defender::Hundredths(d), situation)
}

/// The monster attack of a `monster_hit` or `turn` vector against its defender.
fn monster_attack(i: &Value, block_limit: u32) -> Attack {
    let (defender, situation) = hundredths_defender(i, block_limit);
    let facing = defender.facing(ShieldRules::V031, &situation);
    let monster = MonsterAttacker {
        hd: int(i, "monster_hd"),
        fighter: flag(i, "fighter"),
        weapon_to_hit: int_or0(i, "weapon_to_hit"),
        slaying: int_or0(i, "slaying"),
    };
    let mut attack = facing.attack(
        Attacker::Monster(monster),
        flag(i, "monster_confused"),
        &situation,
    );
    attack.mods.auto_hit = flag(i, "autohit");
    attack
}

#[test]
fn monster_hit_vectors() {
    let r = reference();
    let cases = r["monster_hit"].as_array().unwrap();
    assert_eq!(cases.len(), 46);
    for case in cases {
        let i = &case["input"];
        let what = i.to_string();
        let attack = monster_attack(i, 1);
        let Attacker::Monster(m) = attack.attacker else {
            unreachable!()
        };
        assert_eq!(attack.to_hit_dist().max(), int(case, "to_land"), "{what}");
        close(
            attack.p_beat_ev(),
            &case["p_beat_ev"],
            &format!("{what}: beat EV"),
        );
        let p = attack.probs(0, false);
        close(p.p_block, &case["p_block"], &format!("{what}: block"));
        close(p.p_land, &case["p_land"], &format!("{what}: land"));
        let shown_to_land = m.display_to_land(&attack.mods);
        assert_eq!(shown_to_land, int(case, "display_to_land"), "{what}");
        let sh_shown = if flag(i, "incapacitated") {
            0
        } else {
            int(i, "sh_x100")
        };
        assert_eq!(
            mon_to_hit_pct_034(shown_to_land, int(i, "ev_x100")),
            Shown::Percent(int(case, "display_beat_ev_pct")),
            "{what}"
        );
        assert_eq!(
            mon_beat_sh_pct_034(monster_bypass(m.hd), sh_shown),
            Shown::Percent(int(case, "display_beat_sh_pct")),
            "{what}"
        );
        assert_eq!(
            attack.shown(),
            Shown::Percent(int(case, "display_pct")),
            "{what}"
        );
    }
}

#[test]
fn player_hit_vectors() {
    let r = reference();
    let cases = r["player_hit"].as_array().unwrap();
    assert_eq!(cases.len(), 24);
    for case in cases {
        let i = &case["input"];
        let what = i.to_string();
        let lighting = int_or0(i, "lighting");
        let mods = HitModifiers {
            confused: flag(i, "confused"),
            backlit: lighting == 5 || lighting == 2,
            umbra: lighting == -3 || lighting == 2,
            blind_miss_pct: if flag(i, "blind") { 30 } else { 0 },
            ..HitModifiers::default()
        };
        assert_eq!(
            mods.total(0, false),
            lighting - 5 * i32::from(mods.confused)
        );
        let shield = i.get("monster_sh").map(|sh| DefenderShield {
            blocker: Blocker::Monster {
                shield_class: Some(sh.as_i64().unwrap() as i32),
            },
            unseen_attacker: flag(i, "invisible_to_monster"),
            incapacitated: false,
            rules: ShieldRules::V031,
        });
        let attack = Attack {
            attacker: Attacker::Player(PlayerPreRoll::fixed(int(i, "to_hit")).unwrap()),
            mods,
            ev: DefenderEv::Fixed(int(i, "ev")),
            shield,
            rule_set: RuleSet::Dcss034,
        };
        assert_eq!(
            attack.shown(),
            Shown::Percent(int(case, "display_pct")),
            "{what}"
        );
        close(
            attack.p_beat_ev(),
            &case["p_hit_fixed_pre_roll"],
            &format!("{what}: hit"),
        );
        let p = attack.probs(0, false);
        close(
            p.p_block,
            &case["p_block_fixed_pre_roll"],
            &format!("{what}: block"),
        );
        close(
            p.p_land,
            &case["p_land_fixed_pre_roll"],
            &format!("{what}: land"),
        );
    }
}

fn close_all(got: &[f64], want: &Value, what: &str) {
    let want = want.as_array().unwrap();
    assert_eq!(got.len(), want.len(), "{what}: length");
    for (k, (g, w)) in got.iter().zip(want).enumerate() {
        close(*g, w, &format!("{what}[{k}]"));
    }
}

#[test]
fn turn_vectors() {
    let r = reference();
    let cases = r["turn"].as_array().unwrap();
    assert_eq!(cases.len(), 32);
    for case in cases {
        let i = &case["input"];
        let what = i.to_string();
        let limit = int(i, "block_limit") as u32;
        let attack = monster_attack(i, limit);
        close(
            attack.p_beat_ev(),
            &case["p_beat_ev"],
            &format!("{what}: beat EV"),
        );
        close(
            attack.probs(0, false).p_block,
            &case["p_block_unexhausted"],
            &format!("{what}: block"),
        );
        let turn = Turn {
            attacks: vec![attack; int(i, "attacks") as usize],
            block_limit: Some(limit),
        };
        let d = turn.exact();
        close_all(
            &d.blocks,
            &case["blocks_distribution"],
            &format!("{what}: blocks"),
        );
        close_all(
            &d.lands,
            &case["lands_distribution"],
            &format!("{what}: lands"),
        );
        close_all(
            &d.p_block_by_attack,
            &case["p_block_by_attack"],
            &format!("{what}: p_block_by_attack"),
        );
        close_all(
            &d.p_land_by_attack,
            &case["p_land_by_attack"],
            &format!("{what}: p_land_by_attack"),
        );
    }
}
