//! Every single-attack vector of `tests/data/dcss-0.31-player-attack.json`
//! (`docs/rules/dcss-0.31-player-attack.md` §2-§6, computed by an independent exact model and
//! checked against an enumeration of the game's code): to-hit, damage, aux attacks, attack
//! delay and monster HP. Integers exactly, laws to [`EXACT_REFERENCE`].
//!
//! Each vector's inputs become the rules' own input types here by a thin mapping
//! ([`attack_spec`]); `tests/player_attack_serde.rs` checks that serde reads the same vectors
//! into the same values.

use crate::vectors::{attack_spec, aux_case, close, int, law_from_object, num, reference};
use mechanics::dcss::monster_hp::MonsterHp;
use mechanics::dcss::monsters;
use mechanics::dcss::player_attack::{AttackSpec, weapon_min_delay, weapon_min_delay_skill};
use mechanics::dcss::weapons;
use mechanics::tolerance::EXACT_REFERENCE;
use serde_json::Value;

#[test]
fn every_to_hit_vector() {
    let r = reference();
    let cases = r["to_hit"].as_array().unwrap();
    assert_eq!(cases.len(), 34);
    for (i, v) in cases.iter().enumerate() {
        let a = attack_spec(v)
            .resolve()
            .unwrap_or_else(|e| panic!("to_hit[{i}]: {e}"));
        let t = a.to_hit();
        let what = format!("to_hit[{i}]");
        close(
            t.pre_roll_to_hit_mean,
            num(v, "pre_roll_to_hit_mean"),
            &what,
        );
        close(t.p_hit, num(v, "p_hit"), &what);
        close(t.p_blocked, num(v, "p_blocked"), &what);
        close(t.p_miss, num(v, "p_miss"), &what);
        assert_eq!(t.display_percent, int(v, "display_percent"), "{what}");
        assert_eq!(a.target.ev, int(v, "monster_ev"), "{what}");
        assert_eq!(
            a.target.shield_class,
            int(v, "monster_shield_class"),
            "{what}"
        );
    }
}

#[test]
fn every_damage_vector() {
    let r = reference();
    let cases = r["damage"].as_array().unwrap();
    assert_eq!(cases.len(), 32);
    for (i, v) in cases.iter().enumerate() {
        let a = attack_spec(v)
            .resolve()
            .unwrap_or_else(|e| panic!("damage[{i}]: {e}"));
        let law = a.offence.main_damage(&a.target).dist();
        let want = v["distribution"].as_array().unwrap();
        let what = format!("damage[{i}]");
        assert_eq!(law.max(), int(v, "max"), "{what}");
        assert_eq!(law.max() as usize + 1, want.len(), "{what}");
        for (d, p) in want.iter().enumerate() {
            close(
                law.prob(d as i32),
                p.as_f64().unwrap(),
                &format!("{what} P({d})"),
            );
        }
        close(law.mean(), num(v, "mean"), &what);
    }
}

#[test]
fn every_attack_delay_vector() {
    let r = reference();
    let cases = r["attack_delay"].as_array().unwrap();
    assert_eq!(cases.len(), 22);
    for (i, v) in cases.iter().enumerate() {
        let what = format!("attack_delay[{i}]");
        let a = attack_spec(v)
            .resolve()
            .unwrap_or_else(|e| panic!("{what}: {e}"));
        let law = a.offence.delay.dist();
        let want = law_from_object(&v["distribution"]);
        assert_eq!((law.min(), law.max()), (want.min(), want.max()), "{what}");
        for (t, p) in want.iter() {
            close(law.prob(t), p, &format!("{what} P({t})"));
        }
        close(law.mean(), num(v, "mean"), &what);
        assert_eq!(
            a.offence.delay.random_var(10).total(),
            v["random_var_total"].as_u64().unwrap(),
            "{what}"
        );
        if let Some(w) = v["weapon"].as_str() {
            let w = weapons::find(w).unwrap();
            assert_eq!(weapon_min_delay(w), int(v, "weapon_min_delay"), "{what}");
            assert_eq!(
                weapon_min_delay_skill(w),
                int(v, "weapon_min_delay_skill"),
                "{what}"
            );
        }
    }
}

#[test]
fn every_aux_attack_vector() {
    let r = reference();
    let cases = r["aux_attacks"].as_array().unwrap();
    assert_eq!(cases.len(), 12);
    for (i, v) in cases.iter().enumerate() {
        let what = format!("aux_attacks[{i}]");
        let (spec, kind) = aux_case(v);
        let a = spec.resolve().unwrap_or_else(|e| panic!("{what}: {e}"));
        let aux = a.offence.aux_attacker();
        assert_eq!(aux.aux_to_hit(), int(v, "aux_to_hit"), "{what}");
        let round = a.offence.aux_round(&a.target);
        let mut found: Vec<_> = round.attacks().filter(|(_, x)| x.kind == kind).collect();
        assert_eq!(
            found.len(),
            1,
            "{what}: the player has exactly this {kind:?}"
        );
        let (chance, attack) = found.pop().unwrap();
        assert_eq!(chance, int(v, "chance_percent"), "{what}");
        let p = attack.probs(chance, 0);
        close(p.p_block, num(v, "p_blocked"), &what);
        close(p.p_miss, num(v, "p_nothing"), &what);
        let landed = attack.landed_dist();
        let want = v["landed_distribution"].as_array().unwrap();
        assert_eq!(landed.max() as usize + 1, want.len(), "{what}");
        for (d, w) in want.iter().enumerate() {
            close(
                p.p_land * landed.prob(d as i32),
                w.as_f64().unwrap(),
                &format!("{what} P({d})"),
            );
        }
        close(
            landed.mean(),
            num(v, "landed_mean_damage_given_landed"),
            &what,
        );
    }
}

#[test]
fn every_monster_hp_vector() {
    let r = reference();
    let cases = r["monster_hp"].as_array().unwrap();
    assert_eq!(cases.len(), 22);
    for (i, v) in cases.iter().enumerate() {
        let what = format!("monster_hp[{i}]");
        let m = monsters::find(v["monster"].as_str().unwrap()).unwrap();
        assert_eq!(m.avg_hp_10x, int(v, "avg_hp_10x"), "{what}");
        assert_eq!(m.hd, int(v, "class_hd"), "{what}");
        let vault_hd = v["vault_hd"].as_i64().map(|h| h as i32);
        let law = MonsterHp::new(m.avg_hp_10x, m.hd, vault_hd).unwrap().dist();
        assert_eq!(
            (law.min(), law.max()),
            (int(v, "min"), int(v, "max")),
            "{what}"
        );
        let want = law_from_object(&v["distribution"]);
        for (h, p) in want.iter() {
            assert!(
                (law.prob(h) - p).abs() < EXACT_REFERENCE,
                "{what} P({h}): got {}, want {p}",
                law.prob(h)
            );
        }
        close(law.mean(), num(v, "mean"), &what);
    }
}

/// The vectors' inputs that the thin mapping leaves to the defaults are the defaults.
#[test]
fn the_mapping_reads_every_input_field() {
    let r = reference();
    for kind in ["to_hit", "damage", "attack_delay"] {
        for v in r[kind].as_array().unwrap() {
            let spec = attack_spec(v);
            let Value::Object(fields) = v else { panic!() };
            for key in fields.keys() {
                assert!(
                    crate::vectors::ATTACK_INPUTS.contains(&key.as_str())
                        || crate::vectors::OUTPUTS.contains(&key.as_str()),
                    "{kind}: field {key} is neither mapped nor an output"
                );
            }
            assert_eq!(spec.monster, AttackSpec::default().monster);
        }
    }
}
