//! Every vector of `tests/data/dcss-0.34-player-ranged.json` reproduced by the rules
//! (`docs/rules/dcss-0.34-player-ranged.md` §12): 27 shots, 14 spell-power cases and 28
//! spell attacks; integers exactly, probabilities and laws to [`EXACT_REFERENCE`].

use super::{close, monster, reference, same_law, shot_spec, spell_spec};
use mechanics::dcss::player_ranged::MonsterNumbers;
use mechanics::tolerance::EXACT_REFERENCE;
use serde_json::Value;

fn int(v: &Value, key: &str) -> i32 {
    v[key].as_i64().unwrap_or_else(|| panic!("{key}")) as i32
}

fn num(v: &Value, key: &str) -> f64 {
    v[key].as_f64().unwrap_or_else(|| panic!("{key}"))
}

#[test]
fn every_shot_vector() {
    let r = reference();
    let cases = r["shots"].as_array().unwrap();
    assert_eq!(cases.len(), 27);
    for v in cases {
        let id = v["id"].as_str().unwrap();
        let shot = shot_spec(v)
            .resolve(&monster(v))
            .unwrap_or_else(|e| panic!("{id}: {e}"));
        let law = shot.law();
        let pre = &v["pre_roll_to_hit"];
        assert_eq!(law.pre_roll.min(), int(pre, "min"), "{id} pre-roll min");
        assert_eq!(law.pre_roll.max(), int(pre, "max"), "{id} pre-roll max");
        close(
            law.pre_roll.mean(),
            num(pre, "mean"),
            &format!("{id} pre-roll mean"),
        );
        close(law.probs.p_land, num(v, "p_hit"), &format!("{id} p_hit"));
        close(
            law.probs.p_block,
            num(v, "p_blocked"),
            &format!("{id} p_blocked"),
        );
        close(law.probs.p_miss, num(v, "p_miss"), &format!("{id} p_miss"));
        assert_eq!(
            law.display_percent,
            int(v, "display_percent"),
            "{id} display"
        );
        match (&law.landed, v["damage_given_hit"].is_null()) {
            (None, true) => {}
            (Some(landed), false) => {
                let g = &v["damage_given_hit"];
                same_law(
                    landed,
                    &g["distribution"],
                    &format!("{id} damage given hit"),
                );
                assert_eq!(landed.max(), int(g, "max"), "{id} max");
                close(landed.mean(), num(g, "mean"), &format!("{id} mean"));
                close(landed.prob(0), num(g, "p_zero"), &format!("{id} p_zero"));
            }
            (got, _) => panic!("{id}: landed {got:?} against {}", v["damage_given_hit"]),
        }
        same_law(
            &law.per_shot,
            &v["per_shot_damage"]["distribution"],
            &format!("{id} per shot"),
        );
        same_law(
            &law.delay,
            &v["delay"]["distribution"],
            &format!("{id} delay"),
        );
        let per10 = v["damage_per_10_aut"].as_f64().unwrap_or(0.0);
        close(law.damage_per_10_aut(), per10, &format!("{id} per 10 aut"));
    }
}

#[test]
fn every_spell_power_vector() {
    let r = reference();
    let cases = r["spell_power"].as_array().unwrap();
    assert_eq!(cases.len(), 14);
    for v in cases {
        let id = v["id"].as_str().unwrap();
        let s = spell_spec(v)
            .resolve(&MonsterNumbers::default())
            .unwrap_or_else(|e| panic!("{id}: {e}"));
        assert_eq!(s.attack.power, int(v, "power"), "{id} power");
        assert_eq!(s.power_percent, int(v, "power_percent"), "{id} power %");
        assert_eq!(
            s.dump_damage,
            v["dump_damage"].as_str().unwrap(),
            "{id} damage"
        );
        assert_eq!(s.spell_penalty, int(v, "spell_penalty"), "{id} penalty");
        assert_eq!(s.attack.raw_fail, int(v, "raw_fail"), "{id} raw fail");
        close(s.attack.p_fail(), num(v, "p_fail"), &format!("{id} p_fail"));
        assert_eq!(
            s.displayed_fail,
            int(v, "displayed_fail"),
            "{id} shown fail"
        );
        assert_eq!(s.attack.mp(), int(v, "mp"), "{id} mp");
    }
}

#[test]
fn every_spell_attack_vector() {
    let r = reference();
    let cases = r["spells"].as_array().unwrap();
    assert_eq!(cases.len(), 28);
    for v in cases {
        let id = v["id"].as_str().unwrap();
        let s = spell_spec(v)
            .resolve(&monster(v))
            .unwrap_or_else(|e| panic!("{id}: {e}"));
        let a = &s.attack;
        assert_eq!(a.power, int(v, "power"), "{id} power");
        assert_eq!(s.power_percent, int(v, "power_percent"), "{id} power %");
        assert_eq!(
            s.dump_damage,
            v["dump_damage"].as_str().unwrap(),
            "{id} damage"
        );
        assert_eq!(a.raw_fail, int(v, "raw_fail"), "{id} raw fail");
        close(a.p_fail(), num(v, "p_fail"), &format!("{id} p_fail"));
        assert_eq!(
            s.displayed_fail,
            int(v, "displayed_fail"),
            "{id} shown fail"
        );
        assert_eq!(a.mp(), int(v, "mp"), "{id} mp");
        match v["to_hit"].as_i64() {
            Some(t) => assert_eq!(a.to_hit, Some(t as i32), "{id} to-hit"),
            None => assert_eq!(a.to_hit, None, "{id} to-hit"),
        }
        assert_eq!(
            s.display_percent,
            v["display_percent"].as_i64().map(|d| d as i32),
            "{id} display"
        );
        let beams = v["beams"].as_array().unwrap();
        assert_eq!(a.beams.len(), beams.len(), "{id} beams");
        for (k, (b, want)) in a.beams.iter().zip(beams).enumerate() {
            let (block, hit) = b.probs(false);
            close(
                block,
                num(want, "p_blocked"),
                &format!("{id} beam {k} p_blocked"),
            );
            close(hit, num(want, "p_hit"), &format!("{id} beam {k} p_hit"));
            let d = b.damage_dist();
            same_law(
                &d,
                &want["damage_given_hit"],
                &format!("{id} beam {k} damage"),
            );
            close(
                d.mean(),
                num(want, "mean_given_hit"),
                &format!("{id} beam {k} mean"),
            );
        }
        let cast = a.per_cast_dist(false);
        same_law(
            &cast,
            &v["per_cast_damage"]["distribution"],
            &format!("{id} per cast"),
        );
        close(
            cast.mean(),
            num(&v["per_cast_damage"], "mean"),
            &format!("{id} per cast mean"),
        );
        let attempt = a.per_attempt_dist(false);
        same_law(
            &attempt,
            &v["per_attempt_damage"]["distribution"],
            &format!("{id} per attempt"),
        );
        same_law(
            &a.cast_time_dist(),
            &v["cast_time"]["distribution"],
            &format!("{id} cast time"),
        );
        let per10 = v["damage_per_10_aut"].as_f64().unwrap_or(0.0);
        assert!(
            (a.damage_per_10_aut() - per10).abs() < EXACT_REFERENCE,
            "{id} per 10 aut: {} against {per10}",
            a.damage_per_10_aut()
        );
    }
}
