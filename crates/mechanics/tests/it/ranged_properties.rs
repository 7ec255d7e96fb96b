//! Properties of the ranged rules over random missiles, beams and sequences (proptest,
//! `docs/rules/dcss-0.31-ranged.md` §2–§4): every exact law sums to 1, and the samplers'
//! estimates of P(block), P(land) and the mean damage lie within [`MAX_SIGMAS`] standard
//! errors of the exact values.
//!
//! The cases are every launcher or thrown item a 0.31 monster can be given, every modelled
//! beam a monster casts and every Smiting or Pain (§10), with random situations and
//! defences, drawn from a fixed seed: 1,300 single attacks and sequences in all;
//! `PROPTEST_CASES` draws more.

use mechanics::dcss::attack::Outcome;
use mechanics::dcss::monsters;
use mechanics::dcss::ranged::catalog::{PowerModifier, RangedWeapon, missile_law, spell_slots};
use mechanics::dcss::ranged::spells;
use mechanics::dcss::ranged::volley::Volley;
use mechanics::dcss::ranged::{RangedAttack, RangedInput, RangedScenario};
use mechanics::tolerance::{EXACT, MAX_SIGMAS};
use proptest::prelude::*;
use proptest::test_runner::{Config, RngSeed};
use rand::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;
use serde_json::{Value, json};

/// Draws per case: enough for a 5σ check, few enough for 10³ cases.
const DRAWS: usize = 4_000;

fn config(cases: u32) -> Config {
    Config {
        cases: std::env::var("PROPTEST_CASES")
            .ok()
            .and_then(|c| c.parse().ok())
            .unwrap_or(cases),
        rng_seed: RngSeed::Fixed(0x5eed_0022),
        failure_persistence: None,
        ..Config::default()
    }
}

/// Every (monster id, launcher or thrown item) a monster can be given.
fn weapons() -> Vec<(String, RangedWeapon)> {
    monsters::all()
        .iter()
        .filter_map(|m| missile_law(m).map(|l| (m, l)))
        .flat_map(|(m, l)| l.weapons().into_iter().map(|w| (m.id.clone(), w)))
        .collect()
}

/// Every (monster id, spell id, laughing skull) of a modelled beam a monster casts.
fn beams() -> Vec<(String, String, bool)> {
    monsters::all()
        .iter()
        .flat_map(|m| {
            spell_slots(m)
                .iter()
                .filter(|s| s.spell().beam.is_ok())
                .map(|s| {
                    let skulls = s.power_modifier == Some(PowerModifier::LaughingSkulls);
                    (m.id.clone(), s.spell().id.clone(), skulls)
                })
        })
        .collect()
}

/// Every (monster id, spell id) of Smiting or Pain a monster casts (§10).
fn directs() -> Vec<(String, String)> {
    monsters::all()
        .iter()
        .flat_map(|m| {
            spell_slots(m)
                .iter()
                .filter(|s| s.spell().direct.is_some())
                .map(|s| (m.id.clone(), s.spell().id.clone()))
        })
        .collect()
}

/// The player: EV, SH, AC and the situation flags.
fn player() -> impl Strategy<Value = Value> {
    (
        (-5..=45i32, 0..=60i32, -3..=45i32),
        any::<[bool; 5]>(),
        0..=3i32,
    )
        .prop_map(|((ev, sh, ac), f, skin)| {
            json!({
                "ev": ev, "sh_internal": sh, "ac": ac, "player_unseen": f[0], "backlit": f[1],
                "umbra": f[2], "repel_missiles": f[3], "incapacitated": f[4],
                "translucent_skin": skin,
            })
        })
}

fn merge(mut a: Value, b: Value) -> Value {
    for (k, v) in b.as_object().unwrap() {
        a[k] = v.clone();
    }
    a
}

fn missile() -> impl Strategy<Value = Value> {
    let brands = ["normal", "heavy", "speed", "penetration"];
    (
        prop::sample::select(weapons()),
        player(),
        (-3..=9i32, 0..=4i32, 0..4usize),
        any::<[bool; 4]>(),
    )
        .prop_map(move |((monster, w), p, (plus, slaying, brand), f)| {
            let mut m = json!({
                "monster": monster, "missile": w.missile().name, "slaying": slaying,
                "portal_projectile": f[0], "attacker_unseen": f[1],
                "attacker_nightvision": f[2],
            });
            if let RangedWeapon::Launcher(l) = w {
                m["launcher"] = json!(l.name);
                m["launcher_plus"] = json!(plus);
                m["launcher_brand"] = json!(brands[brand]);
            }
            merge(p, m)
        })
}

fn beam() -> impl Strategy<Value = Value> {
    (
        prop::sample::select(beams()),
        player(),
        (0..=6i32, 0..5i64),
        any::<[bool; 2]>(),
    )
        .prop_map(|((monster, spell, skulls), mut p, (n, r), f)| {
            let obj = p.as_object_mut().unwrap();
            obj.remove("translucent_skin");
            let flavour = spells::spell(&spell)
                .unwrap()
                .beam
                .as_ref()
                .unwrap()
                .flavour;
            let limit = flavour.resist_limit();
            let resist = limit.min + r % (limit.max - limit.min + 1);
            let mut b = json!({
                "monster": monster, "spell": spell, "caster_nightvision": f[0],
                "resist": resist,
            });
            if skulls {
                b["nearby_skulls"] = json!(n);
            }
            if f[1] {
                b["spell_hd"] = json!(monsters::find(&monster).unwrap().hd + 5);
            }
            merge(p, b)
        })
}

/// Smiting or Pain with a random Willpower (sometimes immune) and, for Pain, rN (§10).
fn direct() -> impl Strategy<Value = Value> {
    (
        prop::sample::select(directs()),
        (-5..=45i32, 0..=60i32, -3..=45i32),
        prop_oneof![0..=250i32, Just(5000)],
        -1..=3i32,
    )
        .prop_map(|((monster, spell), (ev, sh, ac), willpower, rn)| {
            let mut v = json!({
                "monster": monster, "spell": spell, "ev": ev, "sh_internal": sh, "ac": ac,
            });
            if spell == "SPELL_PAIN" {
                v["willpower"] = json!(willpower);
                v["resist"] = json!(rn);
            }
            v
        })
}

/// The checked attack.
fn attack(v: Value) -> RangedAttack {
    let input: RangedInput = serde_json::from_value(v.clone()).unwrap();
    match input.resolve() {
        Ok(RangedScenario::Single(a)) => *a,
        Ok(RangedScenario::Sequence(_)) => panic!("a single attack"),
        Err(e) => panic!("{v}: {e}"),
    }
}

/// `|estimate − exact| ≤ MAX_SIGMAS` standard errors of a mean of `n` draws with variance
/// `var`; a zero variance demands equality.
fn within(what: &str, estimate: f64, exact: f64, var: f64, n: usize) -> Result<(), TestCaseError> {
    let se = (var.max(0.0) / n as f64).sqrt();
    prop_assert!(
        (estimate - exact).abs() <= MAX_SIGMAS * se + EXACT,
        "{what}: estimate {estimate}, exact {exact}, {} standard errors",
        (estimate - exact).abs() / se
    );
    Ok(())
}

fn check(a: &RangedAttack, seed: u64) -> Result<(), TestCaseError> {
    let law = a.shot_law();
    let total: f64 = law.damage.probs().iter().sum();
    prop_assert!((total - 1.0).abs() < EXACT, "damage law sums to {total}");
    prop_assert!(law.damage.min() >= 0, "negative damage");
    let p_land = law.p_land(true);
    let (m1, m2) = law.damage.iter().fold((0.0, 0.0), |(a, b), (d, p)| {
        let d = f64::from(d);
        (a + p * d, b + p * d * d)
    });
    let mean = p_land * m1;
    let var = p_land * m2 - mean * mean;
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    let (mut blocks, mut lands, mut damage) = (0usize, 0usize, 0f64);
    for _ in 0..DRAWS {
        let s = a.roll(&mut rng, false);
        blocks += usize::from(s.outcome == Outcome::Blocked);
        lands += usize::from(s.outcome == Outcome::Landed);
        damage += f64::from(s.damage);
    }
    let n = DRAWS as f64;
    let pb = law.p_block;
    within("P(block)", blocks as f64 / n, pb, pb * (1.0 - pb), DRAWS)?;
    within(
        "P(land)",
        lands as f64 / n,
        p_land,
        p_land * (1.0 - p_land),
        DRAWS,
    )?;
    within("mean damage", damage / n, mean, var, DRAWS)
}

proptest! {
    #![proptest_config(config(500))]

    #[test]
    fn missiles_sample_their_laws(v in missile(), seed in any::<u64>()) {
        check(&attack(v), seed)?;
    }

    #[test]
    fn beams_sample_their_laws(v in beam(), seed in any::<u64>()) {
        check(&attack(v), seed)?;
    }
}

proptest! {
    #![proptest_config(config(200))]

    /// Smiting and Pain: no block, Willpower and rN for Pain (§10).
    #[test]
    fn smiting_and_pain_sample_their_laws(v in direct(), seed in any::<u64>()) {
        check(&attack(v), seed)?;
    }
}

proptest! {
    #![proptest_config(config(100))]

    /// A sequence's blocks, landed attacks and total damage: laws that sum to 1, and
    /// sampled means within 5 standard errors.
    #[test]
    fn sequences_sample_their_laws(
        parts in prop::collection::vec(prop_oneof![missile(), beam()], 1..4),
        limit in 0..=4u32,
        seed in any::<u64>(),
    ) {
        let attacks: Vec<RangedAttack> = parts.into_iter().map(attack).collect();
        let v = Volley::new(attacks, Some(limit), None).unwrap();
        let e = v.exact();
        for (what, d) in [("blocks", &e.blocks_distribution), ("lands", &e.lands_distribution),
                          ("total", &e.total_damage_distribution)] {
            let total: f64 = d.iter().sum();
            prop_assert!((total - 1.0).abs() < EXACT, "{what} sums to {total}");
        }
        let var = |d: &[f64], m: f64| {
            d.iter().enumerate().map(|(i, p)| p * (i as f64 - m).powi(2)).sum::<f64>()
        };
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
        let (mut b, mut l, mut t) = (0.0, 0.0, 0.0);
        for _ in 0..DRAWS {
            let o = v.roll(&mut rng);
            b += f64::from(o.blocks);
            l += f64::from(o.lands);
            t += f64::from(o.damage);
        }
        let n = DRAWS as f64;
        within("blocks", b / n, e.mean_blocks, var(&e.blocks_distribution, e.mean_blocks), DRAWS)?;
        within("lands", l / n, e.mean_lands, var(&e.lands_distribution, e.mean_lands), DRAWS)?;
        within("total", t / n, e.mean_total_damage,
               var(&e.total_damage_distribution, e.mean_total_damage), DRAWS)?;
    }
}
