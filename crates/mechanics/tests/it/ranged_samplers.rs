//! The ranged samplers against their exact laws (`docs/rules/dcss-0.31-ranged.md` §2–§4):
//! chi-square tests at 10⁶ draws of each attack's outcome and damage jointly, of a missile's
//! energy, of a sequence's blocks, landed attacks and total damage, and of attacks against
//! defences read at random.

use crate::common::{assert_fits, draws};
use mechanics::dcss::attack::Outcome;
use mechanics::dcss::ranged::missile::MissileInput;
use mechanics::dcss::ranged::spell_input::SpellInput;
use mechanics::dcss::ranged::volley::Volley;
use mechanics::dcss::ranged::{RangedAttack, ShotLaw};
use mechanics::dcss::rules::RuleSet;
use rand::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;
use serde_json::{Value, json};

fn missile(v: Value) -> RangedAttack {
    let m = serde_json::from_value::<MissileInput>(v).unwrap();
    RangedAttack::Missile(m.resolve().unwrap())
}

fn beam(v: Value) -> RangedAttack {
    let b = serde_json::from_value::<SpellInput>(v).unwrap();
    RangedAttack::Beam(b.resolve().unwrap())
}

/// Cells: missed, blocked, then landed with damage 0, 1, ... .
fn cells(law: &ShotLaw, exhausted: bool) -> Vec<f64> {
    let block = if exhausted { 0.0 } else { law.p_block };
    let land = (1.0 - block) * law.p_hit;
    let mut probs = vec![(1.0 - block) * (1.0 - law.p_hit), block];
    probs.extend((0..=law.damage.max()).map(|d| land * law.damage.prob(d)));
    probs
}

fn check_attack(what: &str, attack: &RangedAttack, exhausted: bool, seed: u64) {
    let law = attack.shot_law();
    let probs = cells(&law, exhausted);
    let mut counts = vec![0u64; probs.len()];
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    for _ in 0..draws() {
        let shot = attack.roll(&mut rng, exhausted);
        let cell = match shot.outcome {
            Outcome::Missed => 0,
            Outcome::Blocked => 1,
            Outcome::Landed => 2 + shot.damage as usize,
        };
        assert!(
            cell < counts.len(),
            "{what}: damage {} beyond the law",
            shot.damage
        );
        counts[cell] += 1;
    }
    assert_fits(what, &counts, &probs);
}

#[test]
fn missiles_match_their_laws() {
    let cases = [
        (
            "M2 master archer",
            json!({"monster": "deep elf master archer", "launcher": "longbow", "missile": "arrow", "ev": 15, "ac": 10, "sh_internal": 20}),
        ),
        (
            "M7 heavy longbow",
            json!({"monster": "deep elf archer", "launcher": "longbow", "launcher_plus": 1, "launcher_brand": "heavy", "missile": "arrow", "ev": 20, "ac": 12, "sh_internal": 14}),
        ),
        (
            "M9 unseen",
            json!({"monster": "naga sharpshooter", "launcher": "arbalest", "missile": "bolt", "ev": 12, "ac": 8, "sh_internal": 27, "attacker_unseen": true}),
        ),
        (
            "Joseph -2 sling",
            json!({"monster": "Joseph", "launcher": "sling", "launcher_plus": -2, "missile": "sling bullet", "ev": 12, "ac": 25, "sh_internal": 20}),
        ),
        (
            "M11 paralysed",
            json!({"monster": "satyr", "launcher": "longbow", "missile": "arrow", "ev": 2, "ac": 4, "sh_internal": 35, "incapacitated": true}),
        ),
        (
            "M5 javelin",
            json!({"monster": "Urug", "missile": "javelin", "ev": 10, "ac": 8, "sh_internal": 20}),
        ),
        (
            "kobold dart",
            json!({"monster": "kobold", "missile": "dart", "ev": 6, "sh_internal": 10}),
        ),
    ];
    for (i, (what, input)) in cases.into_iter().enumerate() {
        check_attack(what, &missile(input), false, 100 + i as u64);
    }
    // At the block limit nothing is blocked.
    let m2 = missile(
        json!({"monster": "deep elf master archer", "launcher": "longbow", "missile": "arrow", "ev": 15, "ac": 10, "sh_internal": 20}),
    );
    check_attack("M2 exhausted", &m2, true, 120);
}

#[test]
fn beams_match_their_laws() {
    let cases = [
        (
            "B4 iron shot",
            json!({"monster": "deep elf annihilator", "spell": "SPELL_IRON_SHOT", "ev": 15, "ac": 10, "sh_internal": 20}),
        ),
        (
            "B13 repel",
            json!({"monster": "deep elf annihilator", "spell": "SPELL_IRON_SHOT", "ev": 15, "ac": 10, "sh_internal": 20, "repel_missiles": true}),
        ),
        (
            "B14 piercing repel",
            json!({"monster": "lich", "spell": "SPELL_BOLT_OF_COLD", "ev": 20, "ac": 10, "repel_missiles": true, "resist": -1}),
        ),
        (
            "B5 lightning",
            json!({"monster": "storm dragon", "spell": "SPELL_LIGHTNING_BOLT", "ev": 12, "ac": 12, "resist": 1}),
        ),
        (
            "B7 splinters",
            json!({"monster": "iron elemental", "spell": "SPELL_METAL_SPLINTERS", "ev": 10, "ac": 20, "sh_internal": 20}),
        ),
        (
            "B11 invisible",
            json!({"monster": "spriggan druid", "spell": "SPELL_STONE_ARROW", "ev": 15, "ac": 8, "sh_internal": 14, "player_unseen": true}),
        ),
        (
            "B8 damnation",
            json!({"monster": "deep elf sorcerer", "spell": "SPELL_HURL_DAMNATION", "ev": 10, "ac": 20}),
        ),
        (
            "B15 rCorr",
            json!({"monster": "acid dragon", "spell": "SPELL_SPIT_ACID", "ev": 10, "ac": 6, "sh_internal": 6, "resist": 1}),
        ),
        (
            "naga repel spit",
            json!({"monster": "naga", "spell": "SPELL_SPIT_POISON", "ev": 33, "ac": 8, "sh_internal": 45, "repel_missiles": true, "resist": 1}),
        ),
    ];
    for (i, (what, input)) in cases.into_iter().enumerate() {
        check_attack(what, &beam(input), false, 200 + i as u64);
    }
    let b4 = beam(
        json!({"monster": "deep elf annihilator", "spell": "SPELL_IRON_SHOT", "ev": 15, "ac": 10, "sh_internal": 20}),
    );
    check_attack("B4 exhausted", &b4, true, 220);
}

/// Smiting and Pain under both rule sets (`docs/rules/dcss-0.31-ranged.md` §10): outcome
/// (a resisted Pain is a miss) and damage jointly.
#[test]
fn direct_spells_match_their_laws() {
    let cases = [
        (
            "smiting",
            RuleSet::Dcss031,
            json!({"monster": "orc priest", "spell": "smiting", "ev": 10}),
        ),
        (
            "pain WL 40",
            RuleSet::Dcss031,
            json!({"monster": "orc priest", "spell": "pain", "ev": 10, "willpower": 40}),
        ),
        (
            "pain rN 1",
            RuleSet::Dcss031,
            json!({"monster": "orc high priest", "spell": "pain", "ev": 10, "resist": 1}),
        ),
        (
            "pain 0.34 WL 80",
            RuleSet::Dcss034,
            json!({"monster": "orc high priest", "spell": "pain", "ev": 10, "willpower": 80}),
        ),
        (
            "smiting 0.34",
            RuleSet::Dcss034,
            json!({"monster": "daeva", "spell": "smiting", "ev": 10}),
        ),
    ];
    for (i, (what, rules, input)) in cases.into_iter().enumerate() {
        let b = serde_json::from_value::<SpellInput>(input).unwrap();
        let attack = b.resolve_attack_in(rules).unwrap();
        assert!(matches!(attack, RangedAttack::Direct(_)), "{what}");
        check_attack(what, &attack, false, 250 + i as u64);
    }
}

#[test]
fn missile_energy_matches_its_law() {
    let RangedAttack::Missile(m) = missile(
        json!({"monster": "centaur warrior", "launcher": "shortbow", "launcher_brand": "speed", "missile": "arrow", "ev": 10}),
    ) else {
        unreachable!()
    };
    let law = m.energy_law().unwrap();
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(300);
    crate::common::assert_sampler_matches("speed shortbow energy", &law, || {
        m.roll_energy(&mut rng).unwrap()
    });
}

/// Blocks, landed attacks and total damage of a sequence, each against its exact law.
fn check_volley(what: &str, v: &Volley, seed: u64) {
    let exact = v.exact();
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    let (mut blocks, mut lands) = (vec![0u64; 80], vec![0u64; 80]);
    let mut damage = vec![0u64; exact.total_damage_distribution.len()];
    for _ in 0..draws() {
        let o = v.roll(&mut rng);
        blocks[o.blocks as usize] += 1;
        lands[o.lands as usize] += 1;
        damage[o.damage as usize] += 1;
    }
    let pad = |d: &[f64], n: usize| {
        let mut p = d.to_vec();
        p.resize(n, 0.0);
        p
    };
    assert_fits(
        &format!("{what} blocks"),
        &blocks,
        &pad(&exact.blocks_distribution, 80),
    );
    assert_fits(
        &format!("{what} lands"),
        &lands,
        &pad(&exact.lands_distribution, 80),
    );
    assert_fits(
        &format!("{what} damage"),
        &damage,
        &exact.total_damage_distribution,
    );
}

#[test]
fn sequences_match_their_laws() {
    let bolt = missile(
        json!({"monster": "vault sentinel", "launcher": "hand cannon", "missile": "bolt", "ev": 5, "ac": 13, "sh_internal": 35}),
    );
    check_volley(
        "five bolts, limit 3",
        &Volley::new(vec![bolt; 5], Some(3), Some(13)).unwrap(),
        400,
    );
    let mixed = vec![
        beam(
            json!({"monster": "frost giant", "spell": "SPELL_BOLT_OF_COLD", "ev": 18, "ac": 25, "sh_internal": 14}),
        ),
        missile(
            json!({"monster": "merfolk javelineer", "missile": "javelin", "ev": 18, "ac": 25, "sh_internal": 14}),
        ),
        beam(
            json!({"monster": "manticore", "spell": "SPELL_THROW_BARBS", "ev": 18, "ac": 25, "sh_internal": 14}),
        ),
        missile(
            json!({"monster": "yaktaur captain", "launcher": "arbalest", "missile": "bolt", "ev": 18, "ac": 25, "sh_internal": 14}),
        ),
    ];
    check_volley(
        "mixed, limit 1",
        &Volley::new(mixed, Some(1), Some(60)).unwrap(),
        401,
    );
}

/// Defences read at random each use under 0.34.1 (one EV per attack, SH per read, AC twice in
/// `apply_ac` for a missile) and the 0.34 rules (repel as +15 EV, the umbra's −6, stunning
/// burst's half AC, Pain at power 50): the exact laws mix over the draws and the samplers
/// draw them, and the two agree (`docs/rules/dcss-0.34-ranged.md` §2, §3, §10).
#[test]
fn random_defences_and_0_34_rules_match() {
    let new = RuleSet::Dcss034;
    let missile034 = |v: Value| {
        let m = serde_json::from_value::<MissileInput>(v).unwrap();
        RangedAttack::Missile(m.resolve_in(new).unwrap())
    };
    let spell034 = |v: Value| {
        let s = serde_json::from_value::<SpellInput>(v).unwrap();
        s.resolve_attack_in(new).unwrap()
    };
    let m = missile034(
        json!({"monster": "deep elf master archer", "launcher": "longbow", "missile": "arrow",
               "ev": 11, "ev_x100": 1175, "sh_internal": 8, "sh_internal_x100": 867,
               "ac": 9, "ac_x100": 950}),
    );
    check_attack("master archer, random defences", &m, false, 500);
    let m = missile034(
        json!({"monster": "nekomata", "launcher": "hand cannon", "missile": "slug",
               "ev": 6, "ev_x100": 680, "sh_internal": 8, "sh_internal_x100": 830,
               "ac": 6, "ac_x100": 681, "repel_missiles": true, "attacker_unseen": true}),
    );
    check_attack("nekomata, repel and unseen", &m, false, 502);
    let b = spell034(
        json!({"monster": "deep elf annihilator", "spell": "SPELL_IRON_SHOT", "ev": 15,
               "ev_x100": 1550, "sh_internal": 20, "sh_internal_x100": 2050, "ac": 10,
               "ac_x100": 1050, "repel_missiles": true, "umbra": true}),
    );
    check_attack("iron shot, random defences", &b, false, 501);
    let b = spell034(
        json!({"monster": "air elemental", "spell": "SPELL_STUNNING_BURST", "ev": 10,
               "ac": 10, "ac_x100": 1050, "resist": 1}),
    );
    check_attack("stunning burst, half AC", &b, false, 503);
    let d = spell034(
        json!({"monster": "orc high priest", "spell": "SPELL_PAIN", "ev": 10, "willpower": 40,
               "resist": 1}),
    );
    check_attack("0.34 Pain", &d, false, 504);
}
