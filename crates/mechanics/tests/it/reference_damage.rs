//! Every vector of `tests/data/dcss-0.31-damage.json` (computed by an independent model in
//! exact rational arithmetic from `docs/rules/dcss-0.31-damage.md`): GDR by AC, the damage
//! law of a landed attack after AC, player AC from builds, max HP and death by round.
//! Integers exactly, probabilities to [`EXACT_REFERENCE`].

use mechanics::dcss::build::{AuxPiece, AuxSet, Build};
use mechanics::dcss::damage::{
    DamageModifiers, Fight, MeleeDamage, RoundAttack, WeaponDamage, gdr_percent,
    landed_damage_dist, max_hp, player_ac,
};
use mechanics::dcss::data::{aux_armour, body_armour, species};
use mechanics::dcss::skills::Skill;
use mechanics::tolerance::EXACT_REFERENCE;
use serde_json::Value;

fn reference() -> Value {
    serde_json::from_str(include_str!("../data/dcss-0.31-damage.json"))
        .expect("valid reference JSON")
}

fn int(v: &Value, key: &str) -> i32 {
    v[key].as_i64().unwrap_or_else(|| panic!("{key} in {v}")) as i32
}

fn num(v: &Value, key: &str) -> f64 {
    v[key].as_f64().unwrap_or_else(|| panic!("{key} in {v}"))
}

fn flag(v: &Value, key: &str) -> bool {
    v[key].as_bool().unwrap_or_else(|| panic!("{key} in {v}"))
}

fn close(got: f64, want: f64, what: &str) {
    assert!(
        (got - want).abs() < EXACT_REFERENCE,
        "{what}: got {got}, want {want}"
    );
}

/// The `Weapon_prop` damage of the weapons the vectors name (item-prop.cc, line of each).
fn weapon_base(name: &str) -> i32 {
    match name {
        "club" => 5,               // 459
        "whip" => 6,               // 467
        "morningstar" => 13,       // 493
        "great mace" => 17,        // 534
        "giant spiked club" => 22, // 540
        "dagger" => 4,             // 545
        "short sword" => 5,        // 577
        "falchion" => 8,           // 591
        "long sword" => 10,        // 594
        "demon blade" => 13,       // 600
        "triple sword" => 19,      // 612
        "war axe" => 11,           // 640
        "battleaxe" => 15,         // 646
        "spear" => 6,              // 654
        "lajatang" => 16,          // 709
        other => panic!("no damage for weapon {other}"),
    }
}

#[test]
fn gdr_percent_by_ac() {
    let r = reference();
    let table = r["gdr_percent_by_ac"].as_object().unwrap();
    assert_eq!(table.len(), 101);
    for (ac, gdr) in table {
        let ac: i32 = ac.parse().unwrap();
        assert_eq!(gdr_percent(ac), gdr.as_i64().unwrap() as i32, "AC {ac}");
    }
}

#[test]
fn attack_damage() {
    let r = reference();
    let cases = r["attack_damage"].as_array().unwrap();
    assert_eq!(cases.len(), 30);
    for (i, case) in cases.iter().enumerate() {
        let weapon = case["weapon"].as_str().map(|name| WeaponDamage {
            base: weapon_base(name),
            plus: int(case, "weapon_plus"),
            heavy: flag(case, "heavy"),
        });
        let modifiers = DamageModifiers {
            might: flag(case, "might"),
            idealised: false,
            weak: flag(case, "weak"),
            stab: flag(case, "stab"),
            cleave: flag(case, "cleave"),
        };
        let attack = MeleeDamage::new(int(case, "attack_damage"), weapon, modifiers).unwrap();
        let ac = int(case, "player_ac");
        assert_eq!(gdr_percent(ac), int(case, "gdr_percent"), "case {i}");
        let got = landed_damage_dist(&attack, ac);
        let want: Vec<f64> = case["distribution"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p.as_f64().unwrap())
            .collect();
        assert_eq!(got.len(), want.len(), "case {i}: support");
        for (v, (g, w)) in got.iter().zip(&want).enumerate() {
            close(*g, *w, &format!("case {i}: P({v})"));
        }
        let mean: f64 = got.iter().enumerate().map(|(v, p)| v as f64 * p).sum();
        close(mean, num(case, "mean"), &format!("case {i}: mean"));
    }
}

#[test]
fn player_ac_vectors() {
    let r = reference();
    let cases = r["player_ac"].as_array().unwrap();
    assert_eq!(cases.len(), 30);
    for case in cases {
        let sp = species(case["species"].as_str().unwrap()).unwrap();
        let mut aux = AuxSet::default();
        for piece in case["aux"].as_array().unwrap() {
            let item = aux_armour(piece["name"].as_str().unwrap()).unwrap();
            assert!(
                aux.wear(AuxPiece {
                    item,
                    plus: int(piece, "plus")
                })
                .is_none()
            );
        }
        let build = Build {
            xl: int(case, "xl"),
            armour: Skill::from_f64(num(case, "armour_skill")).unwrap(),
            body: body_armour(case["body"].as_str().unwrap_or("none")).unwrap(),
            body_plus: int(case, "body_plus"),
            aux,
            ..Build::new(sp, 10, 10)
        };
        // A species that cannot train Armour reads it as 0, as the game does.
        build.validate().unwrap();
        if !sp.armour_skill_usable {
            assert_eq!(build.armour_in_use(), Skill::default(), "{case}");
        }
        let ac = player_ac(&build).unwrap();
        assert_eq!(
            (ac.total_x100, ac.ac),
            (int(case, "ac_x100"), int(case, "ac")),
            "{case}"
        );
        let read_as_the_game_reads = Build {
            armour: build.armour_in_use(),
            ..build
        };
        assert_eq!(player_ac(&read_as_the_game_reads).unwrap(), ac);
    }
}

#[test]
fn max_hp_vectors() {
    let r = reference();
    let cases = r["max_hp"].as_array().unwrap();
    assert_eq!(cases.len(), 30);
    for case in cases {
        let sp = species(case["species"].as_str().unwrap()).unwrap();
        let fighting = Skill::from_f64(num(case, "fighting")).unwrap();
        assert_eq!(
            max_hp(sp, int(case, "xl"), fighting).unwrap(),
            int(case, "max_hp"),
            "{case}"
        );
    }
}

#[test]
fn survival_vectors() {
    let r = reference();
    let cases = r["survival"].as_array().unwrap();
    assert_eq!(cases.len(), 6);
    for case in cases {
        let damage =
            MeleeDamage::new(int(case, "attack_damage"), None, DamageModifiers::default()).unwrap();
        let slot = RoundAttack {
            damage,
            p_land: num(case, "p_land"),
        };
        let slots = vec![slot; int(case, "attacks_per_round") as usize];
        let fight = Fight::new(slots, int(case, "player_ac"), int(case, "hp")).unwrap();
        let want = case["p_dead_within_rounds"].as_array().unwrap();
        let got = fight.p_dead_within_rounds(want.len());
        for (n, (g, w)) in got.iter().zip(want).enumerate() {
            close(
                *g,
                w.as_f64().unwrap(),
                &format!("{case}: P(T <= {})", n + 1),
            );
        }
        close(
            fight.expected_rounds_to_death().unwrap(),
            num(case, "expected_rounds_to_death"),
            "E[T]",
        );
    }
}
